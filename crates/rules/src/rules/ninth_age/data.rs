//! The 9th Age's numbers in one table: the unit profiles of the two armies, the scale (2" a hex), deployment and charge distances, the to-hit, to-wound and armour tables, combat score and victory values; each tagged SEED (seed 004), AID (the rules text the digest quotes) or PROPOSAL (ours).
use serde::{Deserialize, Serialize};

/// Inches in one hex (PROPOSAL: 2" keeps more of the Advance Rates than 3").
pub const INCHES_PER_HEX: u32 = 2;
/// Game turns, each a player turn for both sides (PROPOSAL).
pub const DEFAULT_TURNS: u32 = 6;
/// Scouts deployed outside their zone stay this many hexes from every enemy: 18" (AID).
pub const SCOUT_KEEP: u32 = 9;
/// ...or this many when the hex is a field, forest, ruins or water: 12" (AID).
pub const SCOUT_KEEP_COVER: u32 = 6;
/// A Vanguard move: 12" (AID).
pub const VANGUARD_MOVE: u8 = 6;
/// A Vanguard move may not end this close to enemies: 12" (AID)...
pub const VANGUARD_KEEP: u32 = 6;
/// ...or to enemies that scouted or made a Vanguard move themselves: 6" (AID).
pub const VANGUARD_KEEP_SPECIAL: u32 = 3;
/// A unit this close to a non-fleeing enemy tests Discipline before marching: 8" (AID).
pub const MARCH_TEST: u32 = 4;
/// Friends this close to a unit that breaks or is destroyed test for panic: 6" (AID).
pub const PANIC_RANGE: u32 = 3;
/// The General's Commanding Presence: friends this close may test on his Discipline: 12" (PROPOSAL, from the 2022
/// rules).
pub const COMMANDING_PRESENCE: u32 = 6;
/// The profiles that are an army's General.
pub const GENERALS: [&str; 2] = ["general", "warboss"];
/// The most a charge may add to the Advance Rate: 2D6 (SEED).
pub const CHARGE_DICE_MAX: u32 = 12;
/// An objective is held by a non-fleeing unit with a full rank this close, with no such enemy as close
/// (PROPOSAL).
pub const HOLD_RANGE: u32 = 3;
/// Rank bonus at most (AID, Discipline-era text).
pub const MAX_RANK_BONUS: i32 = 3;
/// Combat score for charging, for a flank and a rear fight (AID; the rear value is a PROPOSAL).
pub const CS_CHARGE: i32 = 1;
pub const CS_FLANK: i32 = 1;
pub const CS_REAR: i32 = 2;
/// A win needs a lead of this share of the smaller army's points, in percent (PROPOSAL).
pub const WIN_MARGIN_PERCENT: u32 = 10;
/// A unit that lost this share of its models to one phase's shooting tests for panic, in percent (AID).
pub const SHOOTING_PANIC_PERCENT: u32 = 25;

/// A shooting weapon: range in inches, the roll to hit, shots per model, Strength and Armour Penetration.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Weapon {
    pub range: u32,
    pub aim: u8,
    pub shots: u8,
    pub str: u8,
    pub ap: u8,
}

/// What a unit may do before the battle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Special {
    None,
    Scouts,
    Vanguard,
}

/// A unit type's profile (AID for the characteristics; models, width, points, weapons and standards PROPOSAL).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Profile {
    pub id: &'static str,
    /// Advance and March Rates, in inches.
    pub adv: u32,
    pub mar: u32,
    pub dis: u8,
    pub hp: u8,
    pub def: u8,
    pub res: u8,
    pub arm: u8,
    pub agi: u8,
    pub att: u8,
    pub off: u8,
    pub str: u8,
    pub ap: u8,
    pub models: u8,
    /// Models in a full rank.
    pub width: u8,
    pub points: u32,
    pub standard: bool,
    pub character: bool,
    pub special: Special,
    pub weapon: Option<Weapon>,
}

const fn pr(
    id: &'static str,
    (adv, mar, dis): (u32, u32, u8),
    (hp, def, res, arm): (u8, u8, u8, u8),
    (agi, att, off, str, ap): (u8, u8, u8, u8, u8),
    (models, width, points): (u8, u8, u32),
    (standard, character, special): (bool, bool, Special),
    weapon: Option<Weapon>,
) -> Profile {
    Profile {
        id,
        adv,
        mar,
        dis,
        hp,
        def,
        res,
        arm,
        agi,
        att,
        off,
        str,
        ap,
        models,
        width,
        points,
        standard,
        character,
        special,
        weapon,
    }
}

const NONE: (bool, bool, Special) = (false, false, Special::None);
const STANDARD: (bool, bool, Special) = (true, false, Special::None);
const CHARACTER: (bool, bool, Special) = (false, true, Special::None);

/// Every profile: army A (after the Empire of Sonnstahl sheet) and army B (greenskins), as the digest's roster.
pub static PROFILES: &[Profile] = &[
    pr("general", (4, 8, 9), (3, 5, 4, 3), (5, 3, 5, 5, 2), (1, 1, 200), CHARACTER, None),
    pr("spearmen", (4, 8, 7), (1, 3, 3, 2), (3, 1, 3, 3, 1), (20, 5, 200), STANDARD, None),
    pr("imperial_guard", (4, 8, 8), (1, 5, 3, 4), (3, 1, 4, 4, 1), (20, 5, 300), STANDARD, None),
    pr(
        "handgunners",
        (4, 8, 7),
        (1, 3, 3, 0),
        (3, 1, 3, 3, 0),
        (10, 5, 130),
        (false, false, Special::Scouts),
        Some(Weapon { range: 24, aim: 4, shots: 1, str: 4, ap: 2 }),
    ),
    pr("electoral_cavalry", (7, 14, 8), (1, 3, 3, 5), (3, 1, 3, 5, 2), (5, 5, 250), STANDARD, None),
    pr(
        "reiters",
        (8, 16, 7),
        (1, 3, 3, 2),
        (3, 2, 4, 3, 0),
        (5, 5, 150),
        (false, false, Special::Vanguard),
        Some(Weapon { range: 18, aim: 4, shots: 1, str: 4, ap: 1 }),
    ),
    pr("warboss", (4, 8, 9), (3, 5, 5, 3), (4, 4, 5, 5, 2), (1, 1, 220), CHARACTER, None),
    pr("orc_warriors", (4, 8, 7), (1, 3, 4, 1), (2, 1, 3, 3, 0), (25, 5, 220), STANDARD, None),
    pr(
        "goblin_archers",
        (4, 8, 6),
        (1, 2, 3, 0),
        (3, 1, 2, 3, 0),
        (20, 5, 140),
        (false, false, Special::Scouts),
        Some(Weapon { range: 24, aim: 5, shots: 1, str: 3, ap: 0 }),
    ),
    pr("boar_riders", (7, 14, 7), (1, 3, 4, 3), (2, 2, 3, 4, 1), (5, 5, 220), (true, false, Special::Vanguard), None),
    pr("trolls", (6, 12, 5), (3, 2, 5, 1), (1, 3, 2, 5, 2), (3, 3, 240), NONE, None),
];

/// The profile of a catalog id (every catalog entry has one).
/// A profile on the wire: its id.
pub fn profile_id<S: serde::Serializer>(p: &&'static Profile, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(p.id)
}

/// A profile read back by its id; an id not in the table is an error, not a stand-in.
pub fn profile_by_id<'de, D: serde::Deserializer<'de>>(d: D) -> Result<&'static Profile, D::Error> {
    let id = <String as Deserialize>::deserialize(d)?;
    PROFILES
        .iter()
        .find(|p| p.id == id)
        .ok_or_else(|| <D::Error as serde::de::Error>::custom(format!("no unit profile `{id}`")))
}

pub fn profile(id: &str) -> &'static Profile {
    PROFILES.iter().find(|p| p.id == id).unwrap_or(&PROFILES[1])
}

/// Hexes for a voluntary move of `inches` (the leftover inches are lost).
pub fn hexes(inches: u32) -> u32 {
    inches / INCHES_PER_HEX
}

/// Hexes for a forced move (flee, pursuit, a failed charge): as `hexes`, but more than 0" always moves a hex.
pub fn forced_hexes(inches: u32) -> u32 {
    if inches > 0 { hexes(inches).max(1) } else { 0 }
}

/// The roll needed to wound: Strength against Resilience (AID).
pub fn to_wound(str: u8, res: u8) -> u8 {
    match i32::from(str) - i32::from(res) {
        d if d >= 2 => 2,
        1 => 3,
        0 => 4,
        -1 => 5,
        _ => 6,
    }
}

/// The roll needed to save: 7 minus (Armour less Armour Penetration); none at all when that is 0 or less, and 2+
/// at best since a 1 always fails (AID).
pub fn to_save(arm: u8, ap: u8) -> Option<u8> {
    let a = i32::from(arm) - i32::from(ap);
    (a > 0).then(|| (7 - a).max(2) as u8)
}

/// The roll needed to hit in melee: Offensive Skill against Defensive Skill (AID, Discipline-era table).
pub fn melee_to_hit(off: u8, def: u8) -> u8 {
    match i32::from(off) - i32::from(def) {
        d if d >= 4 => 2,
        1..=3 => 3,
        -3..=0 => 4,
        -7..=-4 => 5,
        _ => 6,
    }
}

/// Shooting to-hit modifiers (AID): each makes the roll needed one (or two) worse.
pub mod shoot {
    pub const LONG_RANGE: u8 = 1;
    pub const MOVED: u8 = 1;
    pub const STAND_AND_SHOOT: u8 = 1;
    pub const SOFT_COVER: u8 = 1;
    pub const HARD_COVER: u8 = 2;
}

/// The chance of one attack taking one HP off: hit on `hit`+, wound on `wound`+, and the save failed (a 1 always
/// fails every roll; a 6 always wounds).
pub fn wound_chance(hit: u8, wound: u8, save: Option<u8>) -> f64 {
    let p = |need: u8| if need > 6 { 0.0 } else { f64::from(7 - need.max(2)) / 6.0 };
    let unsaved = save.map_or(1.0, |s| 1.0 - p(s));
    p(hit) * p(wound) * unsaved
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_read_as_the_rules_give_them() {
        assert_eq!(to_wound(5, 3), 2);
        assert_eq!(to_wound(4, 3), 3);
        assert_eq!(to_wound(3, 3), 4);
        assert_eq!(to_wound(3, 4), 5);
        assert_eq!(to_wound(3, 5), 6);
        assert_eq!(to_wound(1, 6), 6);
        assert_eq!(to_save(5, 2), Some(4));
        assert_eq!(to_save(4, 1), Some(4));
        assert_eq!(to_save(2, 2), None);
        assert_eq!(to_save(9, 0), Some(2));
        assert_eq!(melee_to_hit(5, 1), 2);
        assert_eq!(melee_to_hit(3, 3), 4);
        assert_eq!(melee_to_hit(1, 5), 5);
        assert_eq!(melee_to_hit(1, 10), 6);
        assert_eq!(hexes(7), 3);
        assert_eq!(forced_hexes(1), 1);
        assert_eq!(forced_hexes(0), 0);
    }

    #[test]
    fn every_profile_is_whole() {
        for p in PROFILES {
            assert!(p.models >= 1 && p.width >= 1 && p.hp >= 1 && p.adv >= 1, "{}", p.id);
            assert!(p.mar == 2 * p.adv, "{}: March is twice Advance", p.id);
        }
        assert!((wound_chance(4, 4, None) - 0.25).abs() < 1e-12);
        assert!((wound_chance(7, 2, None)).abs() < 1e-12);
    }
}
