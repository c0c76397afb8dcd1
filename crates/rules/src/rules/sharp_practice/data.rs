//! Sharp Practice's numbers in one table: what each counter is (kind, weapon, order), troop quality, movement per die, terrain costs and cover, the to-hit and spotting tables, hit effects, Big Man wounds and replacement, shock thresholds, fall-back distances and the melee modifiers. Each value says whether the seed fixes it or we propose it (docs/rulesets/sharp_practice.md has the list).

use crate::rules::ruleset::CarryProblem;
use crate::rules::ruleset::UnitType;
use crate::rules::setup::UnitMarker;
use crate::rules::terrain::{HexsideKind, Terrain};
use serde::{Deserialize, Serialize};

/// Inches per hex (rules-reference §1.4, proposal).
pub const INCHES_PER_HEX: u32 = 3;
/// Action dice a blind gets when its card turns, and a group a Big Man activates (seed; proposal for groups).
pub const DICE_PER_ACTIVATION: u8 = 3;
/// Action dice an unled group may spend at Tiffin (proposal).
pub const TIFFIN_DICE: u8 = 1;
/// How far an Ambush card moves a blind: 6" in any direction (seed).
pub const AMBUSH_HEXES: u32 = 2;
/// Reach of a Big Man's command: 12" (proposal).
pub const COMMAND_HEXES: u32 = 4;
/// A blind in the open this close to an enemy is revealed at once, without a spotting attempt: 9" (seed).
pub const AUTO_REVEAL_OPEN_HEXES: u32 = 3;
/// A blind in cover this close to an enemy puts its figures on the table at Tiffin: 6" (seed).
pub const COVER_REVEAL_HEXES: u32 = 2;
/// Inches a formation loses from its move for turning up to 90° (one hexside); twice that for more (seed).
pub const WHEEL_INCHES: u8 = 1;
/// A routing group runs 12" (seed).
pub const ROUT_INCHES: u32 = 12;
/// Game length when the scenario gives none (proposal).
pub const DEFAULT_TURNS: u32 = 10;
/// VP for each objective held at the end (proposal).
pub const OBJECTIVE_VP: u32 = 3;
/// Melee rounds before a tie ends with both sides falling back 2" (seed).
pub const MELEE_ROUNDS: u8 = 3;

/// What a counter is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Kind {
    /// Formed infantry: fires straight ahead in line, musket table for line troops.
    Line,
    /// Light infantry: may skirmish (skirmish table, +1" a die).
    Light,
    Cavalry,
    /// A gun and its crew (the crew are the figures).
    Gun,
    BigMan,
    Blind,
}

/// A group's firearm.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Weapon {
    Musket,
    Rifle,
    Carbine,
    LightGun,
    None,
}

/// A counter's fixed values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SpStats {
    pub kind: Kind,
    pub weapon: Weapon,
    /// Fights in skirmish order (light troops): the skirmish table, +1" a die.
    pub skirmish: bool,
    /// A Big Man's status (I–IV), 0 for others.
    pub status: u8,
}

const fn st(kind: Kind, weapon: Weapon, skirmish: bool, status: u8) -> SpStats {
    SpStats { kind, weapon, skirmish, status }
}

/// How a group stands: formed infantry in line, column or square; light troops in skirmish order; riders and
/// guns as they are.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Drill {
    Line,
    Column,
    Square,
    Skirmish,
    /// Cavalry, a gun, a Big Man or a blind: none of the infantry's orders.
    Unformed,
}

impl Drill {
    /// The drill of a piece of `kind` carrying `markers` (formed infantry: line unless marked column or square).
    pub fn of(kind: Kind, markers: &[UnitMarker]) -> Drill {
        match kind {
            Kind::Line if markers.contains(&UnitMarker::Square) => Drill::Square,
            Kind::Line if markers.contains(&UnitMarker::Column) => Drill::Column,
            Kind::Line => Drill::Line,
            Kind::Light => Drill::Skirmish,
            _ => Drill::Unformed,
        }
    }
    /// The marker that records it on a piece (a line carries none).
    pub fn marker(self) -> Option<UnitMarker> {
        match self {
            Drill::Column => Some(UnitMarker::Column),
            Drill::Square => Some(UnitMarker::Square),
            _ => None,
        }
    }
}

/// Action dice formed infantry spends to change from line to column or square and back (proposal: the seed costs
/// forming a formation of several groups in initiative, and a single group's change in nothing it states).
pub const DRILL_DICE: u8 = 1;

/// Enfilade (seed): fire into the flank or rear of a column or line rolls this many dice more and adds this much to
/// each die.
pub const FLANK_FIRE_DICE: u32 = 1;
pub const FLANK_FIRE_PLUS: u8 = 1;
/// Fire at a square (seed): two dice more and +1 to each die.
pub const SQUARE_FIRE_DICE: u32 = 2;
pub const SQUARE_FIRE_PLUS: u8 = 1;

/// Melee dice for the troops' character (seed): aggressive troops and grenadiers or guards two more each, sickly
/// troops two fewer.
pub fn trait_dice(markers: &[UnitMarker]) -> i32 {
    let mut d = 0;
    if markers.contains(&UnitMarker::Aggressive) {
        d += 2;
    }
    if markers.contains(&UnitMarker::Grenadiers) {
        d += 2;
    }
    if markers.contains(&UnitMarker::Sickly) {
        d -= 2;
    }
    d
}

/// The markers that tell the troops' character (not their quality or drill).
pub fn is_trait(m: UnitMarker) -> bool {
    matches!(m, UnitMarker::Aggressive | UnitMarker::Grenadiers | UnitMarker::Sickly | UnitMarker::Lancers)
}

/// The values of a catalog entry.
pub fn stats(t: &UnitType) -> SpStats {
    match t.id {
        "line_infantry" => st(Kind::Line, Weapon::Musket, false, 0),
        "light_infantry" => st(Kind::Light, Weapon::Musket, true, 0),
        "skirmishers" => st(Kind::Light, Weapon::Rifle, true, 0),
        "cavalry" => st(Kind::Cavalry, Weapon::Carbine, false, 0),
        "artillery" => st(Kind::Gun, Weapon::LightGun, false, 0),
        "big_man_1" => st(Kind::BigMan, Weapon::None, false, 1),
        "big_man_2" => st(Kind::BigMan, Weapon::None, false, 2),
        "big_man_3" => st(Kind::BigMan, Weapon::None, false, 3),
        "big_man_4" => st(Kind::BigMan, Weapon::None, false, 4),
        _ => st(Kind::Blind, Weapon::None, false, 0),
    }
}

/// The catalog id of a Big Man of `status` (a replacement is one status lower).
pub fn big_man_type(status: u8) -> &'static str {
    match status {
        0 | 1 => "big_man_1",
        2 => "big_man_2",
        3 => "big_man_3",
        _ => "big_man_4",
    }
}

/// What a blind may hold (scenario check): up to two groups (seed) and the Big Men leading them; blinds only carry.
pub fn blind_holds(carrier: &UnitType, carried: &[(&str, &UnitType)]) -> Option<CarryProblem> {
    if stats(carrier).kind != Kind::Blind {
        return Some(CarryProblem::NotABlind(carrier.id.into()));
    }
    let kinds: Vec<Kind> = carried.iter().map(|(_, t)| stats(t).kind).collect();
    if kinds.contains(&Kind::Blind) {
        return Some(CarryProblem::BlindInBlind);
    }
    let groups = kinds.iter().filter(|k| **k != Kind::BigMan).count();
    if groups > 2 {
        return Some(CarryProblem::TooManyGroups(groups));
    }
    None
}

/// Troop quality.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Quality {
    Recruit,
    Regular,
    Veteran,
    Elite,
}

impl Quality {
    /// From the scenario's markers: Elite, Veteran, Recruit; regulars carry none.
    pub fn of(markers: &[UnitMarker]) -> Quality {
        if markers.contains(&UnitMarker::Elite) {
            Quality::Elite
        } else if markers.contains(&UnitMarker::Veteran) {
            Quality::Veteran
        } else if markers.contains(&UnitMarker::Recruit) {
            Quality::Recruit
        } else {
            Quality::Regular
        }
    }
    /// Quality steps above recruits (melee: +2 dice per step above the enemy).
    pub fn level(self) -> i32 {
        self as i32
    }
    /// Extra fire dice for `firers` figures: elite +1 per 4, veterans +1 per 5, recruits −1 per 5, rounded up (seed).
    pub fn fire_dice(self, firers: u32) -> i32 {
        match self {
            Quality::Elite => firers.div_ceil(4) as i32,
            Quality::Veteran => firers.div_ceil(5) as i32,
            Quality::Regular => 0,
            Quality::Recruit => -(firers.div_ceil(5) as i32),
        }
    }
    /// Inches fallen back per point of shock above the group's men at Tiffin (seed).
    pub fn fallback_inches(self) -> u32 {
        match self {
            Quality::Elite => 1,
            Quality::Veteran => 2,
            Quality::Regular => 3,
            Quality::Recruit => 4,
        }
    }
    /// The lowest d6 that replaces a fallen Big Man (seed; recruits: proposal).
    pub fn replacement(self) -> u8 {
        match self {
            Quality::Elite => 3,
            Quality::Veteran => 4,
            Quality::Regular => 5,
            Quality::Recruit => 6,
        }
    }
    /// A dice ratio at which the weaker side of a melee breaks without a fight: 4:1, or 3:1 against recruits (seed).
    pub fn outdiced_ratio(self) -> u32 {
        if self == Quality::Recruit { 3 } else { 4 }
    }
}

/// Inches added to each movement die: columns and skirmishers +1, cavalry at the trot +3 (seed); a Big Man alone
/// on foot +1 (seed); a line nothing.
pub fn per_die_bonus(s: &SpStats, drill: Drill) -> i32 {
    match s.kind {
        Kind::Light if s.skirmish => 1,
        Kind::Line if drill == Drill::Column => 1,
        Kind::Cavalry => 3,
        Kind::BigMan => 1,
        _ => 0,
    }
}

/// Inches lost on every movement die in this terrain (seed: broken ground 1" or 2"; which terrain is which is our
/// proposal). `None`: cannot be entered.
pub fn terrain_penalty(t: Terrain, cavalry: bool) -> Option<u8> {
    match t {
        Terrain::Open | Terrain::Road | Terrain::Field => Some(0),
        Terrain::Brush | Terrain::Orchard | Terrain::BrokenGround | Terrain::Town | Terrain::Gully => Some(1),
        Terrain::Forest | Terrain::Rubble | Terrain::Building => Some(if cavalry { 2 } else { 1 }),
        // Very rough ground: cavalry may not enter (seed); our proposal puts marsh there.
        Terrain::Marsh => (!cavalry).then_some(2),
        Terrain::Stream => Some(2),
        Terrain::Water => None,
    }
}

/// Action dice spent to cross a linear obstacle (seed: 1 or 2 by height; which is which is our proposal); small
/// ones are free for cavalry (seed). `None`: cannot be crossed.
pub fn obstacle_dice(k: HexsideKind, cavalry: bool) -> Option<u8> {
    match k {
        HexsideKind::Cliff => None,
        HexsideKind::Bridge => Some(0),
        HexsideKind::Hedge | HexsideKind::Stream | HexsideKind::Entrenchment => Some(u8::from(!cavalry)),
        HexsideKind::Wall | HexsideKind::Berm | HexsideKind::Slope => Some(1),
        HexsideKind::Bocage | HexsideKind::Abatis => Some(2),
    }
}

/// How well a place hides and shields men.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Cover {
    Open,
    Light,
    Cover,
    Heavy,
}

/// The cover of a terrain (proposal).
pub fn terrain_cover(t: Terrain) -> Cover {
    match t {
        Terrain::Open | Terrain::Road | Terrain::Field | Terrain::Marsh | Terrain::Stream | Terrain::Water => {
            Cover::Open
        }
        Terrain::Brush | Terrain::Orchard | Terrain::BrokenGround | Terrain::Gully => Cover::Light,
        Terrain::Forest | Terrain::Rubble | Terrain::Town => Cover::Cover,
        Terrain::Building => Cover::Heavy,
    }
}

/// The cover a hexside gives a target behind it (proposal): hedges light, walls and bocage heavy.
pub fn hexside_cover(k: HexsideKind) -> Cover {
    match k {
        HexsideKind::Hedge | HexsideKind::Abatis => Cover::Light,
        HexsideKind::Berm | HexsideKind::Entrenchment => Cover::Cover,
        HexsideKind::Wall | HexsideKind::Bocage => Cover::Heavy,
        HexsideKind::Cliff | HexsideKind::Bridge | HexsideKind::Stream | HexsideKind::Slope => Cover::Open,
    }
}

/// Fire dice left after cover: light cover halves them, heavy cover leaves a quarter, rounded up (seed); plain
/// cover counts as light for fire (proposal).
pub fn after_cover(dice: u32, c: Cover) -> u32 {
    match c {
        Cover::Open => dice,
        Cover::Light | Cover::Cover => dice.div_ceil(2),
        Cover::Heavy => dice.div_ceil(4),
    }
}

/// The to-hit number of a weapon at `hexes` (None: out of range). Line table in bands of 3 hexes (9"), skirmish
/// table in bands of 4 (12") (seed for the ranges; numbers are our proposal, skirmish rifle 24–36" = 5+ from the
/// seed's marksman example).
pub fn to_hit(w: Weapon, skirmish: bool, hexes: u32) -> Option<u8> {
    let b = band(w, skirmish, hexes);
    let pick = |row: &[u8]| row.get(b).copied();
    match (w, skirmish) {
        (Weapon::Musket, false) => pick(&[4, 5]),
        (Weapon::Rifle, false) => pick(&[4, 5, 6]),
        (Weapon::Carbine, _) => pick(&[5]),
        (Weapon::Musket, true) => pick(&[4, 5]),
        (Weapon::Rifle, true) => pick(&[3, 4, 5]),
        (Weapon::LightGun, _) => pick(&[3, 4, 5, 5, 6, 6]),
        (Weapon::None, _) => None,
    }
}

/// The range band of the to-hit table a target `hexes` away lies in: 9" bands on the line table (and for guns and
/// carbines), 12" on the skirmish table.
pub fn band(w: Weapon, skirmish: bool, hexes: u32) -> usize {
    let inches = hexes * INCHES_PER_HEX;
    let width = if skirmish && matches!(w, Weapon::Musket | Weapon::Rifle) { 12 } else { 9 };
    if inches == 0 { 0 } else { ((inches - 1) / width) as usize }
}

/// Troops in line (seed 7.1.1, 7.2.1: infantry formed in line, who fire as a line and are shot at as one). Light
/// troops always skirmish here, and cavalry and guns are never a line.
pub fn in_line(d: Drill) -> bool {
    d == Drill::Line
}

/// The number a fire die needs with `plus` added to each die (seed 7.2.1: +1 to each die for a firing line, +1 for
/// a target in line): each point lowers the number needed by one. A 1 never hits (proposal; no table reaches it
/// today).
pub fn with_die_bonus(need: u8, plus: u8) -> u8 {
    need.saturating_sub(plus).max(2)
}

/// The width of a skirmish range band in hexes (12"): a marksman reaches one band further.
pub const SKIRMISH_BAND_HEXES: u32 = 4;

/// Men who may fire from a building hex: two a window or door (seed), three windows on the side facing the enemy
/// (proposal).
pub const WINDOW_FIRERS: u32 = 6;

/// Fire dice of a gun (seed: light gun 10).
pub const LIGHT_GUN_DICE: u32 = 10;

/// Action dice to reload (proposal): muskets and carbines 1, rifles 2, a gun 2.
pub fn reload_dice(w: Weapon) -> u8 {
    match w {
        Weapon::Rifle | Weapon::LightGun => 2,
        _ => 1,
    }
}

/// What one hit does (seed): 1–2 nothing, 3–5 a point of shock, 6 a man down.
pub fn hit_effect(roll: u8) -> HitEffect {
    match roll {
        1 | 2 => HitEffect::Miss,
        6 => HitEffect::Kill,
        _ => HitEffect::Shock,
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum HitEffect {
    Miss,
    Shock,
    Kill,
}

/// A Big Man's wound (seed: 1–3 light, 4–5 serious, 6 killed).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Wound {
    Light,
    Serious,
    Killed,
}

pub fn wound(roll: u8) -> Wound {
    match roll {
        1..=3 => Wound::Light,
        4 | 5 => Wound::Serious,
        _ => Wound::Killed,
    }
}

/// A Big Man's Strength at the start: Average (proposal; Weakling 1 < Average 2 < Strong 3).
pub const BIG_MAN_STRENGTH: u8 = 2;

/// The spotting number on 2D6 (seed: the open within 27" is automatic; the rest is our proposal). `None`: the
/// attempt succeeds without a roll.
pub fn spot_number(c: Cover, hexes: u32) -> Option<i32> {
    let band = match hexes * INCHES_PER_HEX {
        0..=9 => 0,
        10..=27 => 1,
        _ => 2,
    };
    let row: [Option<i32>; 3] = match c {
        Cover::Open => [None, None, Some(7)],
        Cover::Light => [Some(6), Some(8), Some(10)],
        Cover::Cover => [Some(7), Some(9), Some(11)],
        Cover::Heavy => [Some(8), Some(10), Some(12)],
    };
    row[band]
}

/// One side of a melee as the percentages read it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fighter {
    pub kind: Kind,
    pub drill: Drill,
    pub loaded: bool,
    pub lancers: bool,
    /// The cover of its own ground.
    pub ground: Cover,
    /// A square formed before this turn (a square formed this turn is not yet ready).
    pub ready: bool,
}

/// What else a melee's percentages depend on, for one side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Circumstances {
    pub defending: bool,
    /// The cover the defender has against the attacker (its ground, or a hedge or wall between them).
    pub cover: Option<Cover>,
    pub round: u8,
    /// Attacked in the flank or rear.
    pub flank: bool,
    /// Charged by troops springing an ambush.
    pub ambushed: bool,
    /// Charging at the gallop.
    pub gallop: bool,
}

/// Melee modifiers as percentages of the dice, summed and applied once (seed values; the summing is our proposal):
/// - a defender in light cover +33, heavy cover +66;
/// - attacked in the flank or rear −50 (not a square, which has no flank), ambushed −50;
/// - lancers against riders without lances +10 in the first round, −10 after;
/// - infantry with unloaded muskets against cavalry −33;
/// - cavalry against infantry: +100 against troops in skirmish order in the open, −66 against troops in cover,
///   +25 against a line, −66 against a ready square and −33 against one not yet ready; +25 at the gallop;
/// - a square against cavalry +50.
pub fn melee_percent(me: &Fighter, foe: &Fighter, c: &Circumstances) -> i32 {
    let mut p = 0;
    if c.defending {
        p += match c.cover {
            None | Some(Cover::Open) => 0,
            Some(Cover::Light | Cover::Cover) => 33,
            Some(Cover::Heavy) => 66,
        };
        if c.flank && me.drill != Drill::Square {
            p -= 50;
        }
        if c.ambushed {
            p -= 50;
        }
    }
    if me.lancers && foe.kind == Kind::Cavalry && !foe.lancers {
        p += if c.round <= 1 { 10 } else { -10 };
    }
    let infantry = |f: &Fighter| matches!(f.kind, Kind::Line | Kind::Light);
    if infantry(me) && !me.loaded && foe.kind == Kind::Cavalry {
        p -= 33;
    }
    if me.kind == Kind::Cavalry && infantry(foe) {
        p += match (foe.drill, foe.ground) {
            (Drill::Square, _) => {
                if foe.ready {
                    -66
                } else {
                    -33
                }
            }
            (_, Cover::Light | Cover::Cover | Cover::Heavy) => -66,
            (Drill::Line, Cover::Open) => 25,
            (Drill::Column, Cover::Open) => 0,
            (_, Cover::Open) => 100,
        };
        if c.gallop && !c.defending {
            p += 25;
        }
    }
    if me.drill == Drill::Square && foe.kind == Kind::Cavalry {
        p += 50;
    }
    p
}

/// `dice` changed by `percent`, bonuses rounded down and penalties up (seed, for the lancer line).
pub fn apply_percent(dice: i32, percent: i32) -> i32 {
    if percent >= 0 { dice + dice * percent / 100 } else { dice - (dice * -percent + 99) / 100 }
}

/// A melee's result by the difference in kills (seed): inches the loser falls back (infantry, cavalry), shock
/// added to the loser, and whether it may only fire next turn.
pub fn melee_result(diff: u32) -> (u32, u32, u32) {
    match diff {
        1 => (6, 12, 0),
        2 => (9, 18, 2),
        3 => (12, 24, 2),
        _ => (18, 24, 0),
    }
}

/// Hexes for a forced move of `inches`: floor to whole hexes, but never 0 for a move of more than 0" (§1.4).
pub fn forced_hexes(inches: u32) -> u32 {
    if inches == 0 { 0 } else { (inches / INCHES_PER_HEX).max(1) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_numbers() {
        // Dice per figure by quality: 12 elite +3, 10 veterans +2, 10 recruits −2.
        assert_eq!(Quality::Elite.fire_dice(12), 3);
        assert_eq!(Quality::Veteran.fire_dice(10), 2);
        assert_eq!(Quality::Recruit.fire_dice(10), -2);
        assert_eq!(Quality::Recruit.fire_dice(6), -2);
        // Skirmishing rifles hit on 5 at 24–36" (9–12 hexes), and not beyond.
        assert_eq!(to_hit(Weapon::Rifle, true, 9), Some(5));
        assert_eq!(to_hit(Weapon::Rifle, true, 12), Some(5));
        assert_eq!(to_hit(Weapon::Rifle, true, 13), None);
        // Line muskets reach 18" (6 hexes); exactly 9" is the first band.
        assert_eq!(to_hit(Weapon::Musket, false, 3), Some(4));
        assert_eq!(to_hit(Weapon::Musket, false, 6), Some(5));
        assert_eq!(to_hit(Weapon::Musket, false, 7), None);
        // A line firing at a line: +1 to each die twice, so a musket at 9" hits on 2.
        assert_eq!(with_die_bonus(4, 2), 2);
        assert_eq!(with_die_bonus(3, 2), 2);
        assert_eq!(with_die_bonus(5, 0), 5);
        assert_eq!(hit_effect(2), HitEffect::Miss);
        assert_eq!(hit_effect(5), HitEffect::Shock);
        assert_eq!(hit_effect(6), HitEffect::Kill);
        assert_eq!(spot_number(Cover::Open, 9), None);
        assert_eq!(spot_number(Cover::Open, 10), Some(7));
        assert_eq!(forced_hexes(2), 1);
        assert_eq!(forced_hexes(6), 2);
        assert_eq!(forced_hexes(18), 6);
        assert_eq!(apply_percent(9, 33), 11);
        assert_eq!(apply_percent(9, -66), 3);
        assert_eq!(after_cover(13, Cover::Heavy), 4);
    }

    fn fighter(kind: Kind, drill: Drill) -> Fighter {
        Fighter { kind, drill, loaded: true, lancers: false, ground: Cover::Open, ready: true }
    }

    #[test]
    fn melee_percentages() {
        let line = fighter(Kind::Line, Drill::Line);
        let skirmish = fighter(Kind::Light, Drill::Skirmish);
        let horse = fighter(Kind::Cavalry, Drill::Unformed);
        let attack = Circumstances::default();
        let defend = Circumstances { defending: true, ..Circumstances::default() };
        // Riders against a line +25, against skirmishers in the open +100, at the gallop 25 more.
        assert_eq!(melee_percent(&horse, &line, &attack), 25);
        assert_eq!(melee_percent(&horse, &skirmish, &attack), 100);
        assert_eq!(melee_percent(&horse, &line, &Circumstances { gallop: true, ..attack }), 50);
        // Against a square: −66 when ready, −33 while it forms; the square +50 against them.
        let square = fighter(Kind::Line, Drill::Square);
        assert_eq!(melee_percent(&horse, &square, &attack), -66);
        assert_eq!(melee_percent(&horse, &Fighter { ready: false, ..square }, &attack), -33);
        assert_eq!(melee_percent(&square, &horse, &defend), 50);
        // Taken in the flank, and ambushed: −50 each; a square has no flank.
        assert_eq!(melee_percent(&line, &line, &Circumstances { flank: true, ..defend }), -50);
        assert_eq!(melee_percent(&square, &line, &Circumstances { flank: true, ..defend }), 0);
        assert_eq!(melee_percent(&line, &line, &Circumstances { flank: true, ambushed: true, ..defend }), -100);
        // Unloaded muskets against riders −33; in heavy cover +66.
        let empty = Fighter { loaded: false, ..line };
        assert_eq!(melee_percent(&empty, &horse, &Circumstances { cover: Some(Cover::Heavy), ..defend }), 33);
        // Lancers +10 in the first round, −10 after, against riders without lances only.
        let lancers = Fighter { lancers: true, ..horse };
        assert_eq!(melee_percent(&lancers, &horse, &Circumstances { round: 1, ..attack }), 10);
        assert_eq!(melee_percent(&lancers, &horse, &Circumstances { round: 2, ..attack }), -10);
        assert_eq!(melee_percent(&lancers, &lancers, &Circumstances { round: 1, ..attack }), 0);
        assert_eq!(trait_dice(&[UnitMarker::Aggressive, UnitMarker::Grenadiers]), 4);
        assert_eq!(trait_dice(&[UnitMarker::Sickly]), -2);
    }
}
