//! Combat Commander's numbers in one place: unit, leader and weapon values, terrain cover, the two Fate decks as a table, hand sizes by posture, elimination VP, and every value we proposed where neither the seed nor the reference gives one.

use crate::rules::terrain::Terrain;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::LazyLock;

/// Which army a side fields: its Fate deck and its counters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Nation {
    Us,
    German,
}

impl Nation {
    pub const ALL: [Nation; 2] = [Nation::Us, Nation::German];
    /// The ids a scenario names them by, in the order of `ALL`.
    pub const IDS: [&'static str; 2] = ["us", "german"];

    /// The id a scenario names it by.
    pub fn id(self) -> &'static str {
        Nation::IDS[self as usize]
    }

    pub fn from_id(id: &str) -> Option<Nation> {
        Nation::ALL.into_iter().find(|n| n.id() == id)
    }
}

/// A side's stance for the battle: it sets the hand size, and a defender gains VP as time passes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Posture {
    Attack,
    Recon,
    Defend,
}

impl Posture {
    pub const ALL: [Posture; 3] = [Posture::Attack, Posture::Recon, Posture::Defend];

    /// Cards in hand (reference §3.8, from a fan engine).
    pub fn hand_size(self) -> u8 {
        match self {
            Posture::Attack => 6,
            Posture::Recon => 5,
            Posture::Defend => 4,
        }
    }

    /// The ids a scenario names them by, in the order of `ALL`.
    pub const IDS: [&'static str; 3] = ["attack", "recon", "defend"];

    pub fn id(self) -> &'static str {
        Posture::IDS[self as usize]
    }

    pub fn from_id(id: &str) -> Option<Posture> {
        Posture::ALL.into_iter().find(|p| p.id() == id)
    }
}

/// What a piece is, for stacking, fire groups and VP.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    Squad,
    Team,
    Leader,
    Weapon,
}

/// The values on a counter's broken side (nothing is boxed there).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BrokenSide {
    pub fp: u8,
    pub range: u8,
    pub mp: u8,
    pub morale: u8,
    pub command: u8,
}

/// One counter's values. A boxed value (▢ on the counter) matters to some actions: Assault Fire needs boxed FP,
/// Smoke Grenades boxed movement, and melee adds one per unit with boxed FP.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CcStats {
    /// The catalog id a scenario uses.
    pub id: &'static str,
    /// `None` for leaders, who serve both armies.
    pub nation: Option<Nation>,
    pub kind: Kind,
    pub fp: u8,
    pub fp_boxed: bool,
    pub range: u8,
    pub range_boxed: bool,
    /// Weapons that cannot fire at close range (mortars): the least range.
    pub min_range: u8,
    pub mp: u8,
    pub mp_boxed: bool,
    pub morale: u8,
    /// Leaders: hexes of command, added to what the units with him do.
    pub command: u8,
    pub broken: BrokenSide,
    /// Weapons: movement points its carrier loses.
    pub penalty: u8,
    /// Fires alone, after a targeting roll, and never by Opportunity or Assault Fire.
    pub ordnance: bool,
    /// Squads: the team a Deploy event splits it into (two of them).
    pub deploys_to: Option<&'static str>,
}

impl CcStats {
    /// Figures it counts for stacking (seed: squad 4, team 2, leader 1, weapon 0).
    pub fn figures(&self) -> u8 {
        match self.kind {
            Kind::Squad => 4,
            Kind::Team => 2,
            Kind::Leader => 1,
            Kind::Weapon => 0,
        }
    }

    /// VP its loss gives the enemy (reference §3.8): squad 2, team 1, leader 1 + Command, weapon and Hero 0.
    pub fn elimination_vp(&self) -> u32 {
        match self.kind {
            Kind::Squad => 2,
            Kind::Team => 1,
            Kind::Leader if self.id == "hero" => 0,
            Kind::Leader => 1 + u32::from(self.command),
            Kind::Weapon => 0,
        }
    }

    /// Whether its loss counts toward its side's surrender (squads, teams and leaders but the Hero).
    pub fn counts_for_surrender(&self) -> bool {
        !matches!(self.kind, Kind::Weapon) && self.id != "hero"
    }
}

const fn b(fp: u8, range: u8, mp: u8, morale: u8) -> BrokenSide {
    BrokenSide { fp, range, mp, morale, command: 0 }
}

/// A squad or team of a nation. `fp`, `range`, `mp`: value and whether it is boxed.
const fn unit(
    id: &'static str,
    (nation, kind): (Nation, Kind),
    fp: (u8, bool),
    range: (u8, bool),
    mp: (u8, bool),
    morale: u8,
    broken: BrokenSide,
    deploys_to: Option<&'static str>,
) -> CcStats {
    CcStats {
        id,
        nation: Some(nation),
        kind,
        fp: fp.0,
        fp_boxed: fp.1,
        range: range.0,
        range_boxed: range.1,
        min_range: 0,
        mp: mp.0,
        mp_boxed: mp.1,
        morale,
        command: 0,
        broken,
        penalty: 0,
        ordnance: false,
        deploys_to,
    }
}

/// A leader: good side FP/Range/Move, Command, Morale; broken side FP/Range/Move/Command/Morale.
const fn leader(
    id: &'static str,
    good: (u8, u8, u8),
    command: u8,
    morale: u8,
    broken: (u8, u8, u8, u8, u8),
) -> CcStats {
    CcStats {
        id,
        nation: None,
        kind: Kind::Leader,
        fp: good.0,
        fp_boxed: false,
        range: good.1,
        range_boxed: false,
        min_range: 0,
        mp: good.2,
        mp_boxed: false,
        morale,
        command,
        broken: BrokenSide { fp: broken.0, range: broken.1, mp: broken.2, command: broken.3, morale: broken.4 },
        penalty: 0,
        ordnance: false,
        deploys_to: None,
    }
}

/// A weapon: FP, range (least, most, boxed), the carrier's movement penalty, ordnance or not.
const fn weapon(
    id: &'static str,
    nation: Nation,
    fp: (u8, bool),
    range: (u8, u8, bool),
    penalty: u8,
    ordnance: bool,
) -> CcStats {
    CcStats {
        id,
        nation: Some(nation),
        kind: Kind::Weapon,
        fp: fp.0,
        fp_boxed: fp.1,
        range: range.1,
        range_boxed: range.2,
        min_range: range.0,
        mp: 0,
        mp_boxed: false,
        morale: 0,
        command: 0,
        broken: b(0, 0, 0, 0),
        penalty,
        ordnance,
        deploys_to: None,
    }
}

use Kind::{Squad, Team};
use Nation::{German, Us};

const Y: bool = true;
const N: bool = false;

/// Every counter (reference §3.8, from two fan engines that agree). ▢ = boxed.
pub static STATS: &[CcStats] = &[
    // US squads.
    unit("us_engineer_squad", (Us, Squad), (7, Y), (3, Y), (5, Y), 8, b(4, 1, 1, 8), Some("us_elite_team")),
    unit("us_para_squad", (Us, Squad), (6, Y), (4, Y), (5, Y), 8, b(4, 1, 1, 9), Some("us_elite_team")),
    unit("us_elite_squad", (Us, Squad), (6, Y), (6, N), (5, Y), 7, b(3, 1, 1, 8), Some("us_elite_team")),
    unit("us_line_squad", (Us, Squad), (6, Y), (6, N), (4, Y), 6, b(3, 1, 1, 8), Some("us_line_team")),
    unit("us_green_squad", (Us, Squad), (5, Y), (4, N), (3, Y), 5, b(3, 1, 1, 7), Some("us_green_team")),
    // US teams.
    unit("us_weapon_team", (Us, Team), (2, N), (2, N), (4, N), 7, b(1, 1, 1, 9), None),
    unit("us_elite_team", (Us, Team), (4, Y), (4, N), (5, Y), 7, b(2, 1, 1, 8), None),
    unit("us_line_team", (Us, Team), (3, Y), (4, N), (4, Y), 6, b(2, 1, 1, 7), None),
    unit("us_green_team", (Us, Team), (3, Y), (3, N), (3, Y), 5, b(2, 1, 1, 6), None),
    // German squads.
    unit("ger_pionier_squad", (German, Squad), (7, Y), (3, Y), (5, Y), 8, b(4, 1, 1, 9), Some("ger_elite_team")),
    unit("ger_ss_squad", (German, Squad), (6, Y), (5, Y), (5, Y), 8, b(3, 1, 1, 10), Some("ger_elite_team")),
    unit("ger_elite_rifle_squad", (German, Squad), (5, N), (6, Y), (5, Y), 8, b(2, 1, 1, 8), Some("ger_elite_team")),
    unit("ger_para_squad", (German, Squad), (5, Y), (4, Y), (5, Y), 8, b(3, 1, 1, 8), Some("ger_elite_team")),
    unit("ger_rifle_squad", (German, Squad), (5, N), (5, Y), (4, Y), 7, b(2, 1, 1, 7), Some("ger_line_team")),
    unit("ger_volks_squad", (German, Squad), (5, N), (4, Y), (4, N), 7, b(2, 1, 1, 6), Some("ger_line_team")),
    unit("ger_conscript_squad", (German, Squad), (5, N), (3, Y), (3, N), 6, b(2, 1, 1, 5), Some("ger_green_team")),
    // German teams.
    unit("ger_weapon_team", (German, Team), (2, N), (2, N), (4, N), 8, b(1, 1, 1, 9), None),
    unit("ger_elite_team", (German, Team), (3, N), (3, Y), (5, Y), 8, b(1, 1, 1, 7), None),
    unit("ger_line_team", (German, Team), (3, N), (3, Y), (4, N), 7, b(1, 1, 1, 6), None),
    unit("ger_green_team", (German, Team), (3, N), (3, Y), (3, N), 6, b(1, 1, 1, 4), None),
    // Leaders, both armies.
    leader("private", (2, 1, 6), 2, 6, (1, 0, 1, 0, 7)),
    leader("corporal_x", (1, 1, 6), 1, 6, (0, 0, 1, 0, 7)),
    leader("corporal_y", (1, 1, 6), 1, 7, (0, 0, 1, 0, 8)),
    leader("sergeant_x", (1, 1, 6), 1, 8, (0, 0, 1, 0, 9)),
    leader("sergeant_y", (2, 1, 6), 2, 8, (1, 0, 1, 0, 9)),
    leader("lieutenant_x", (1, 1, 6), 1, 9, (0, 0, 1, 0, 10)),
    leader("lieutenant_y", (2, 1, 6), 2, 9, (1, 0, 1, 0, 10)),
    leader("captain", (2, 1, 6), 2, 10, (1, 0, 1, 0, 11)),
    leader("hero", (2, 4, 7), 0, 9, (1, 2, 3, 0, 9)),
    // Weapons.
    weapon("us_mmg", Us, (6, N), (0, 10, Y), 0, false),
    weapon("us_hmg", Us, (8, N), (0, 12, N), 2, false),
    weapon("us_50cal", Us, (9, N), (0, 16, Y), 2, false),
    weapon("us_light_mortar", Us, (7, N), (2, 16, N), 2, true),
    weapon("ger_lmg", German, (4, Y), (0, 8, Y), 0, false),
    weapon("ger_hmg", German, (8, N), (0, 16, Y), 1, false),
    weapon("ger_light_mortar", German, (6, N), (2, 13, N), 2, true),
];

/// The values of the counter `id`.
pub fn stats(id: &str) -> Option<&'static CcStats> {
    STATS.iter().find(|s| s.id == id)
}

/// Cover a hex gives a defender (reference §3.5; Town and Broken ground are our proposal). A hill gives at least
/// its level (reference: hill level 1 / 2 give 1 / 2). Hexsides give none.
pub fn cover(t: Terrain, elevation: i8) -> u8 {
    let ground = match t {
        Terrain::Open | Terrain::Road | Terrain::Marsh | Terrain::Water => 0,
        Terrain::Brush | Terrain::Orchard | Terrain::Field | Terrain::Stream | Terrain::Gully => 1,
        Terrain::Forest | Terrain::Rubble => 2,
        Terrain::Building | Terrain::Town => 3,
        Terrain::BrokenGround => 1,
    };
    ground.max(elevation.clamp(0, 2) as u8)
}

/// Cover a fortification gives (reference §3.5: foxholes 3, trench 4, pillbox 5, bunker 6); wire gives none. It
/// replaces the ground's cover when better; the two do not add.
pub fn fort_cover(f: crate::rules::terrain::Fortification) -> u8 {
    use crate::rules::terrain::Fortification as F;
    match f {
        F::Foxholes => 3,
        F::Trench => 4,
        F::Pillbox => 5,
        F::Bunker => 6,
        F::Wire => 0,
    }
}

/// The order half of a Fate card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum OrderHalf {
    Fire,
    Move,
    Rout,
    Recover,
    Advance,
    /// Calls the side's radio: a spotter, a hex in its sight, an accuracy roll, a barrage.
    ArtilleryRequest,
    /// Never an order: the card can only be discarded; turned up for an accuracy roll, it denies the request.
    ArtilleryDenied,
    /// Never an order: the card can only be discarded.
    CommandConfusion,
}

/// The action half of a Fate card (the box's actions we have no effect for are blank).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum ActionHalf {
    Crossfire,
    AssaultFire,
    HandGrenades,
    SustainedFire,
    SmokeGrenades,
    Ambush,
    Concealment,
    LightWounds,
    Marksmanship,
    Blank,
    /// In one's own Advance order, before its melees: +2 to one's melee total in one hex where a melee waits.
    NoQuarter,
    /// For the next attack of one's own group with a machine gun: it also strikes the enemy units of every hex beside
    /// the target that the group could fire at.
    SprayFire,
    /// Between one's own orders: a good-order squad or team not yet activated digs foxholes in its hex.
    DigIn,
    /// Between one's own orders: a good-order squad or team not yet activated clears the fortification of its hex
    /// or of an adjacent hex holding no enemy.
    Demolitions,
    /// When an enemy mover enters a hex with no fortification: wire there, and the movers stop.
    HiddenWire,
}

/// A trigger printed beside a card's dice: it acts when the card is revealed for a roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Trigger {
    Time,
    Jammed,
    Sniper,
    Event,
}

/// The event half of a Fate card: it happens only through an Event! trigger.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum EventHalf {
    Deploy,
    Blaze,
    Breeze,
    BattleHarden,
    /// Logged, no effect in v1.
    Hero,
    /// The US deck's (it has no Blaze): smoke in the next card's random hex, and every unit in good order there
    /// suppressed.
    WhitePhosphorus,
    /// Logged, no effect.
    Quiet,
    /// The next card's random hex gets foxholes (shell holes), where no fortification is.
    Craters,
    /// One broken unit of the side, its choice, recovers.
    Medic,
    /// Each broken unit of the side in or beside the next card's random hex recovers.
    WalkingWounded,
    /// A line team of the side's army enters at its home edge, nearest the next card's random hex.
    Reinforcements,
    /// Each enemy unit in good order in the open, in or beside the next card's random hex, is suppressed.
    Interdiction,
    /// Aircraft attack the hex of one enemy unit of the side's choice.
    AirSupport,
}

/// One Fate card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Card {
    /// 1..=72 within its deck.
    pub number: u8,
    pub order: OrderHalf,
    pub action: ActionHalf,
    pub trigger: Option<Trigger>,
    pub event: EventHalf,
    pub white: u8,
    pub coloured: u8,
    /// The random hex as a cell of a 9 × 8 grid laid over the map (column, row).
    pub hex: (u8, u8),
}

impl Card {
    /// The card's roll: both dice added.
    pub fn total(&self) -> u8 {
        self.white + self.coloured
    }

    /// Both dice alike (Sustained Fire breaks a weapon on doubles).
    pub fn doubles(&self) -> bool {
        self.white == self.coloured
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "card {} ({}+{})", self.number, self.white, self.coloured)
    }
}

/// Cards in a Fate deck.
pub const DECK_SIZE: usize = 72;

/// How many cards of each half a deck holds, in the order the halves are dealt onto the cards (the triggers go
/// by the dice: `trigger_for`).
pub struct DeckTable {
    pub orders: [(OrderHalf, u8); 8],
    pub actions: [(ActionHalf, u8); 15],
    pub events: [(EventHalf, u8); 12],
}

/// The trigger the box prints beside a card's dice: Jammed! on snake eyes (1+1), Time! on 6+6, Sniper! on the other
/// doubles, Event! on every 7. Each deck holds every pair twice: 2 Jammed!, 2 Time!, 8 Sniper!, 12 Event!.
pub fn trigger_for(white: u8, coloured: u8) -> Option<Trigger> {
    match (white, coloured) {
        (1, 1) => Some(Trigger::Jammed),
        (6, 6) => Some(Trigger::Time),
        (w, c) if w == c => Some(Trigger::Sniper),
        (w, c) if w + c == 7 => Some(Trigger::Event),
        _ => None,
    }
}

/// The German deck: orders counted from a fan engine's deck (reference §3.8); which actions are kept and their
/// mapping are the reference's proposal; the events as the box counts them (Deploy 3, Blaze 6, Breeze 6, Battle
/// Harden 5, Hero 6).
pub static GERMAN_DECK: DeckTable = DeckTable {
    orders: [
        (OrderHalf::Fire, 18),
        (OrderHalf::Move, 12),
        (OrderHalf::Rout, 10),
        (OrderHalf::Recover, 9),
        (OrderHalf::Advance, 5),
        (OrderHalf::ArtilleryRequest, 8),
        (OrderHalf::ArtilleryDenied, 2),
        (OrderHalf::CommandConfusion, 8),
    ],
    actions: [
        (ActionHalf::Crossfire, 8),
        (ActionHalf::AssaultFire, 6),
        (ActionHalf::HandGrenades, 6),
        (ActionHalf::SustainedFire, 6),
        (ActionHalf::SmokeGrenades, 6),
        (ActionHalf::Ambush, 6),
        (ActionHalf::Concealment, 5),
        (ActionHalf::LightWounds, 5),
        (ActionHalf::Marksmanship, 1),
        (ActionHalf::Blank, 9),
        (ActionHalf::NoQuarter, 2),
        (ActionHalf::SprayFire, 3),
        (ActionHalf::DigIn, 4),
        (ActionHalf::Demolitions, 2),
        (ActionHalf::HiddenWire, 3),
    ],
    events: [
        (EventHalf::Deploy, 3),
        (EventHalf::Blaze, 6),
        (EventHalf::Breeze, 6),
        (EventHalf::BattleHarden, 5),
        (EventHalf::Hero, 6),
        (EventHalf::Quiet, 31),
        (EventHalf::Craters, 3),
        (EventHalf::Medic, 3),
        (EventHalf::WalkingWounded, 2),
        (EventHalf::Reinforcements, 3),
        (EventHalf::Interdiction, 2),
        (EventHalf::AirSupport, 2),
    ],
};

/// The American deck (sources as for the German one; its events: Deploy 3, White Phosphorus 3 and no Blaze, Breeze
/// 6, Battle Harden 5, Hero 7).
pub static US_DECK: DeckTable = DeckTable {
    orders: [
        (OrderHalf::Fire, 20),
        (OrderHalf::Move, 12),
        (OrderHalf::Rout, 9),
        (OrderHalf::Recover, 8),
        (OrderHalf::Advance, 4),
        (OrderHalf::ArtilleryRequest, 9),
        (OrderHalf::ArtilleryDenied, 3),
        (OrderHalf::CommandConfusion, 7),
    ],
    actions: [
        (ActionHalf::Crossfire, 8),
        (ActionHalf::AssaultFire, 6),
        (ActionHalf::HandGrenades, 6),
        (ActionHalf::SustainedFire, 6),
        (ActionHalf::SmokeGrenades, 9),
        (ActionHalf::Ambush, 6),
        (ActionHalf::Concealment, 4),
        (ActionHalf::LightWounds, 6),
        (ActionHalf::Marksmanship, 1),
        (ActionHalf::Blank, 6),
        (ActionHalf::NoQuarter, 2),
        (ActionHalf::SprayFire, 3),
        (ActionHalf::DigIn, 4),
        (ActionHalf::Demolitions, 2),
        (ActionHalf::HiddenWire, 3),
    ],
    events: [
        (EventHalf::Deploy, 3),
        (EventHalf::WhitePhosphorus, 3),
        (EventHalf::Breeze, 6),
        (EventHalf::BattleHarden, 5),
        (EventHalf::Hero, 7),
        (EventHalf::Quiet, 32),
        (EventHalf::Craters, 3),
        (EventHalf::Medic, 3),
        (EventHalf::WalkingWounded, 2),
        (EventHalf::Reinforcements, 3),
        (EventHalf::Interdiction, 2),
        (EventHalf::AirSupport, 3),
    ],
};

/// Every value we chose where the seed and the reference give none, in one table (`docs/rulesets/
/// combat_commander.md` says why each).
pub struct Proposals {
    /// Strides that deal each half onto the cards: card i (from 0) takes entry `(stride × i + offset) mod 72` of the
    /// half's list (orders, actions, events). Each stride is prime to 72, so every entry is dealt once.
    pub deal: [(usize, usize); 3],
    /// Random hexes: card i takes cell `j = 29 i mod 72` of a 9 × 8 grid: column `j mod 9`, row `(j div 9 + 5 ×
    /// column) mod 8`.
    pub hex_stride: usize,
    /// The time track's last space: reaching it ends the game without a roll.
    pub time_end: u8,
    /// Orders a side may give in a turn when the scenario names no limit.
    pub orders_limit: u8,
    /// Cards a German player who passed may discard (the US may discard any number).
    pub german_discard_limit: u8,
    /// Smoke Grenades' hindrance.
    pub smoke_grenades: u8,
    /// Crossfire, Hand Grenades, Marksmanship, Sustained Fire, Ambush: what each adds.
    pub action_bonus: u8,
    /// Concealment adds the hex's cover once more, and at least this much in the open.
    pub concealment_least: u8,
    /// Sudden death space when the scenario names none.
    pub sudden_death: u8,
    /// A barrage lands where it was asked when the accuracy roll, less the largest hindrance on the spotter's line,
    /// is at least this.
    pub accuracy: u8,
    /// A barrage that misses drifts one hex for each point the roll fell short, at most this many.
    pub drift_most: u8,
    /// The FP of an Air Support event's attack.
    pub air_support_fp: u8,
    /// The smoke a White Phosphorus event lays.
    pub white_phosphorus: u8,
}

pub const PROPOSED: Proposals = Proposals {
    deal: [(5, 0), (7, 3), (13, 7)],
    hex_stride: 29,
    time_end: 15,
    orders_limit: 3,
    german_discard_limit: 6,
    smoke_grenades: 2,
    action_bonus: 2,
    concealment_least: 1,
    sudden_death: 7,
    accuracy: 6,
    drift_most: 3,
    air_support_fp: 6,
    white_phosphorus: 3,
};

/// What a fortification adds to its cover against ordnance and artillery (reference §3.5).
pub const FORT_VS_HEAVY: u8 = 1;

fn expand<T: Copy>(table: &[(T, u8)]) -> Vec<T> {
    table.iter().flat_map(|(h, n)| std::iter::repeat_n(*h, *n as usize)).collect()
}

fn build(t: &DeckTable) -> Vec<Card> {
    let (orders, actions, events) = (expand(&t.orders), expand(&t.actions), expand(&t.events));
    let deal = |(stride, offset): (usize, usize), i: usize| (stride * i + offset) % DECK_SIZE;
    (0..DECK_SIZE)
        .map(|i| {
            let j = PROPOSED.hex_stride * i % DECK_SIZE;
            let col = j % 9;
            let row = (j / 9 + 5 * col) % 8;
            // Every (white, coloured) pair twice: a whole deck rolls exactly like two dice.
            let (white, coloured) = (((i % 36) / 6) as u8 + 1, (i % 6) as u8 + 1);
            Card {
                number: i as u8 + 1,
                order: orders[deal(PROPOSED.deal[0], i)],
                action: actions[deal(PROPOSED.deal[1], i)],
                trigger: trigger_for(white, coloured),
                event: events[deal(PROPOSED.deal[2], i)],
                white,
                coloured,
                hex: (col as u8, row as u8),
            }
        })
        .collect()
}

static DECKS: LazyLock<[Vec<Card>; 2]> = LazyLock::new(|| [build(&US_DECK), build(&GERMAN_DECK)]);

/// A nation's 72 Fate cards, by number (card n is at n − 1).
pub fn deck(n: Nation) -> &'static [Card] {
    &DECKS[n as usize]
}

/// Card `number` (1..=72) of a nation's deck.
pub fn card(n: Nation, number: u8) -> Option<&'static Card> {
    deck(n).get(usize::from(number).checked_sub(1)?)
}

/// The map hex a card's random hex falls on, for a map `width` × `height`.
pub fn random_hex(c: &Card, width: u32, height: u32) -> (u32, u32) {
    (u32::from(c.hex.0) * width / 9, u32::from(c.hex.1) * height / 8)
}

/// A deck as a Markdown table (number, order, action, dice, trigger, event): the reference
/// `docs/rulesets/combat_commander.md` prints for script writers, kept equal to the deck by a test.
pub fn card_table(n: Nation) -> String {
    let mut s =
        String::from("| card | order | action | dice | trigger | event | hex cell |\n|---|---|---|---|---|---|---|\n");
    for c in deck(n) {
        let trigger = c.trigger.map_or(String::new(), |t| format!("{t:?}!"));
        s.push_str(&format!(
            "| {} | {:?} | {:?} | {}+{}={} | {} | {:?} | {},{} |\n",
            c.number,
            c.order,
            c.action,
            c.white,
            c.coloured,
            c.total(),
            trigger,
            c.event,
            c.hex.0,
            c.hex.1
        ));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count<T: PartialEq>(n: Nation, f: impl Fn(&Card) -> T, want: T) -> usize {
        deck(n).iter().filter(|c| f(c) == want).count()
    }

    #[test]
    fn each_deck_holds_the_reference_counts() {
        for (n, t) in [(Nation::Us, &US_DECK), (Nation::German, &GERMAN_DECK)] {
            assert_eq!(deck(n).len(), DECK_SIZE);
            for (h, k) in t.orders {
                assert_eq!(count(n, |c| c.order, h), k as usize, "{n:?} {h:?}");
            }
            for (h, k) in t.actions {
                assert_eq!(count(n, |c| c.action, h), k as usize, "{n:?} {h:?}");
            }
            let triggers = [
                (Some(Trigger::Jammed), 2),
                (Some(Trigger::Time), 2),
                (Some(Trigger::Sniper), 8),
                (Some(Trigger::Event), 12),
            ];
            for (h, k) in triggers {
                assert_eq!(count(n, |c| c.trigger, h), k, "{n:?} {h:?}");
            }
            for c in deck(n) {
                // Jammed! only on snake eyes, Time! only on 6+6, Sniper! on doubles, Event! on the 7s.
                assert_eq!(c.trigger == Some(Trigger::Jammed), c.total() == 2, "{n:?} {c}");
                assert_eq!(c.trigger == Some(Trigger::Time), c.total() == 12, "{n:?} {c}");
                assert_eq!(c.trigger == Some(Trigger::Event), c.total() == 7, "{n:?} {c}");
                assert_eq!(c.doubles(), c.trigger.is_some_and(|t| t != Trigger::Event), "{n:?} {c}");
            }
            for (h, k) in t.events {
                assert_eq!(count(n, |c| c.event, h), k as usize, "{n:?} {h:?}");
            }
        }
        assert_eq!(count(Nation::German, |c| c.order, OrderHalf::Fire), 18);
        assert_eq!(count(Nation::German, |c| c.event, EventHalf::Blaze), 6);
        assert_eq!(count(Nation::Us, |c| c.event, EventHalf::Blaze), 0);
        assert_eq!(count(Nation::Us, |c| c.event, EventHalf::WhitePhosphorus), 3);
    }

    #[test]
    fn a_whole_deck_rolls_exactly_like_two_dice() {
        for n in Nation::ALL {
            for w in 1..=6 {
                for c in 1..=6 {
                    assert_eq!(deck(n).iter().filter(|k| (k.white, k.coloured) == (w, c)).count(), 2);
                }
            }
            let sevens = deck(n).iter().filter(|k| k.total() == 7).count();
            assert_eq!(sevens, 12, "6 of 36 pairs, twice");
            assert_eq!(deck(n).iter().filter(|k| k.doubles()).count(), 12);
        }
    }

    #[test]
    fn random_hexes_are_all_different_and_on_the_map() {
        for n in Nation::ALL {
            let mut cells: Vec<(u8, u8)> = deck(n).iter().map(|c| c.hex).collect();
            cells.sort();
            cells.dedup();
            assert_eq!(cells.len(), DECK_SIZE);
            for c in deck(n) {
                let (x, y) = random_hex(c, 15, 11);
                assert!(x < 15 && y < 11);
            }
        }
        assert_eq!(card(Nation::Us, 1).unwrap().number, 1);
        assert_eq!(card(Nation::Us, 72).unwrap().number, 72);
        assert!(card(Nation::Us, 0).is_none() && card(Nation::Us, 73).is_none());
    }

    #[test]
    fn counters_match_the_reference_and_the_seed() {
        let sq = stats("us_line_squad").unwrap();
        assert_eq!((sq.fp, sq.fp_boxed, sq.range, sq.mp, sq.morale), (6, true, 6, 4, 6));
        assert_eq!(sq.broken, b(3, 1, 1, 8));
        let rifle = stats("ger_rifle_squad").unwrap();
        assert_eq!((rifle.fp, rifle.range, rifle.range_boxed, rifle.morale), (5, 5, true, 7));
        // Seed: squad + team = 6 figures; two squads = 8 (overstacked).
        assert_eq!(sq.figures() + stats("us_line_team").unwrap().figures(), 6);
        assert_eq!(2 * rifle.figures(), 8);
        assert_eq!(stats("ger_hmg").unwrap().figures(), 0);
        assert_eq!(stats("sergeant_y").unwrap().elimination_vp(), 3);
        assert_eq!(stats("hero").unwrap().elimination_vp(), 0);
        assert!(!stats("hero").unwrap().counts_for_surrender());
        assert_eq!(stats("us_hmg").unwrap().penalty, 2);
        // Every squad deploys into a team of its own army.
        for s in STATS.iter().filter(|s| s.kind == Kind::Squad) {
            let t = stats(s.deploys_to.unwrap()).unwrap();
            assert_eq!((t.kind, t.nation), (Kind::Team, s.nation), "{}", s.id);
        }
        let mut ids: Vec<&str> = STATS.iter().map(|s| s.id).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), STATS.len());
    }

    #[test]
    fn the_catalog_lists_every_counter_with_its_figures_and_movement() {
        for s in STATS {
            let t = super::super::COMBAT_COMMANDER.iter().find(|t| t.id == s.id).expect(s.id);
            assert_eq!((t.figures, t.movement, t.leader), (s.figures(), s.mp, s.kind == Kind::Leader), "{}", s.id);
        }
    }

    #[test]
    fn the_doc_prints_both_decks_as_they_are() {
        let doc = include_str!("../../../../../docs/rulesets/combat_commander.md");
        for n in Nation::ALL {
            let t = card_table(n);
            assert!(doc.contains(&t), "docs/rulesets/combat_commander.md lacks the {n:?} deck as it is:\n{t}");
        }
    }

    #[test]
    fn cover_follows_the_chart_and_hills() {
        assert_eq!(cover(Terrain::Open, 0), 0);
        assert_eq!(cover(Terrain::Brush, 0), 1);
        assert_eq!(cover(Terrain::Building, 1), 3);
        assert_eq!(cover(Terrain::Open, 1), 1);
        assert_eq!(cover(Terrain::Open, 3), 2);
        assert_eq!(Posture::Defend.hand_size(), 4);
        assert_eq!(Posture::from_id("recon"), Some(Posture::Recon));
        assert_eq!(Nation::from_id(Nation::German.id()), Some(Nation::German));
    }
}
