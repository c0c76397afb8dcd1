//! The five rulesets a scenario can choose, their unit catalogs and the engine-wide parameters that differ between them.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A ruleset, named in scenario files by its id (`"medieval"`, ...).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Ruleset {
    /// Seed 000: Commands & Colors: Medieval (command and tactic cards, battle dice).
    Medieval,
    /// Seed 001: Combat Commander (objectives, VP track, stacking by figures).
    CombatCommander,
    /// Seed 002: Sharp Practice (blinds, spotting, shock).
    SharpPractice,
    /// Seed 003: Musket & Pike (wings, reciprocal hexsides).
    MusketPike,
    /// Seed 004: The 9th Age (deployment, charges and reactions).
    NinthAge,
    /// A two-unit test ruleset (`rules/duel`), the worked example of a ruleset on the contract. It is not offered
    /// in the editor or on the title screen; tests and scripts use it.
    Duel,
}

impl Ruleset {
    pub const ALL: [Ruleset; 5] =
        [Ruleset::Medieval, Ruleset::CombatCommander, Ruleset::SharpPractice, Ruleset::MusketPike, Ruleset::NinthAge];

    pub fn id(self) -> &'static str {
        match self {
            Ruleset::Medieval => "medieval",
            Ruleset::CombatCommander => "combat_commander",
            Ruleset::SharpPractice => "sharp_practice",
            Ruleset::MusketPike => "musket_pike",
            Ruleset::NinthAge => "ninth_age",
            Ruleset::Duel => "duel",
        }
    }

    /// Every ruleset a scenario may name: the five above and the test ruleset.
    pub const KNOWN: [Ruleset; 6] = [
        Ruleset::Medieval,
        Ruleset::CombatCommander,
        Ruleset::SharpPractice,
        Ruleset::MusketPike,
        Ruleset::NinthAge,
        Ruleset::Duel,
    ];

    pub fn from_id(id: &str) -> Option<Ruleset> {
        Ruleset::KNOWN.into_iter().find(|r| r.id() == id)
    }

    pub fn title(self) -> &'static str {
        match self {
            Ruleset::Medieval => "Commands & Colors: Medieval",
            Ruleset::CombatCommander => "Combat Commander",
            Ruleset::SharpPractice => "Sharp Practice",
            Ruleset::MusketPike => "Musket & Pike",
            Ruleset::NinthAge => "The 9th Age",
            Ruleset::Duel => "Duel (test ruleset)",
        }
    }

    /// Version of the rules implementation; saves record it and refuse to replay under another.
    pub fn version(self) -> u32 {
        1
    }

    pub fn catalog(self) -> &'static [UnitType] {
        match self {
            Ruleset::Medieval => MEDIEVAL,
            Ruleset::CombatCommander => COMBAT_COMMANDER,
            Ruleset::SharpPractice => SHARP_PRACTICE,
            Ruleset::MusketPike => MUSKET_PIKE,
            Ruleset::NinthAge => NINTH_AGE,
            Ruleset::Duel => DUEL,
        }
    }

    pub fn unit_type(self, id: &str) -> Option<&'static UnitType> {
        self.catalog().iter().find(|u| u.id == id)
    }

    pub fn stacking(self) -> Stacking {
        match self {
            Ruleset::CombatCommander => Stacking::Figures { limit: 7 },
            _ => Stacking::OneUnit,
        }
    }

    /// Card-driven rulesets need hand sizes and battlefield sections.
    pub fn uses_cards(self) -> bool {
        matches!(self, Ruleset::Medieval)
    }

    /// Rulesets whose units face a hexside (front, flank and rear arcs).
    pub fn uses_facing(self) -> bool {
        matches!(self, Ruleset::MusketPike | Ruleset::NinthAge)
    }
}

impl fmt::Display for Ruleset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// How many pieces may share a hex.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stacking {
    /// One unit per hex; a leader may share the hex of a friendly unit (attached) or stand alone.
    OneUnit,
    /// At most `limit` figures of one side per hex (Combat Commander: squad 4, team 2, leader 1, weapon 0).
    Figures { limit: u8 },
}

/// Which battle-die symbol hits a unit (Medieval), or a broad troop class elsewhere.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum UnitClass {
    Light,
    Medium,
    Heavy,
    Leader,
    Other,
}

/// One entry of a ruleset's unit catalog.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UnitType {
    /// Id used in scenario files.
    pub id: &'static str,
    pub name: &'static str,
    pub class: UnitClass,
    pub mounted: bool,
    pub leader: bool,
    /// Starting and maximum strength (blocks, steps or figures).
    pub strength: u8,
    /// Movement allowance in hexes (or movement points).
    pub movement: u8,
    /// Figures counted for stacking (Combat Commander).
    pub figures: u8,
}

const fn u(
    id: &'static str,
    name: &'static str,
    class: UnitClass,
    mounted: bool,
    strength: u8,
    movement: u8,
) -> UnitType {
    UnitType { id, name, class, mounted, leader: matches!(class, UnitClass::Leader), strength, movement, figures: 0 }
}

const fn fig(mut t: UnitType, figures: u8) -> UnitType {
    t.figures = figures;
    t
}

use UnitClass::{Heavy, Leader, Light, Medium, Other};

/// Medieval units (rules-reference §2.3): blocks and movement. Combat values live with the ruleset.
pub static MEDIEVAL: &[UnitType] = &[
    u("light_foot", "Light foot", Light, false, 4, 2),
    u("light_bow_foot", "Light bow foot", Light, false, 4, 2),
    u("auxilia", "Auxilia", Light, false, 4, 2),
    u("warriors", "Warriors", Medium, false, 4, 2),
    u("medium_foot", "Medium foot", Medium, false, 4, 1),
    u("heavy_foot", "Heavy foot", Heavy, false, 4, 1),
    u("light_cavalry", "Light cavalry", Light, true, 4, 4),
    u("light_bow_cavalry", "Light bow cavalry", Light, true, 4, 4),
    u("medium_cavalry", "Medium cavalry", Medium, true, 4, 3),
    u("heavy_cavalry", "Heavy cavalry", Heavy, true, 4, 2),
    u("cataphracts", "Super-heavy cavalry (cataphracts)", Heavy, true, 4, 2),
    u("leader", "Leader", Leader, false, 1, 3),
];

/// Combat Commander pieces (§3.2): figures count for stacking.
pub static COMBAT_COMMANDER: &[UnitType] = &[
    fig(u("squad", "Squad", Other, false, 1, 4), 4),
    fig(u("team", "Team", Other, false, 1, 4), 2),
    fig(u("leader", "Leader", Leader, false, 1, 4), 1),
    fig(u("weapon", "Weapon", Other, false, 1, 0), 0),
];

/// Sharp Practice groups (figures as strength; movement in hexes of 3").
pub static SHARP_PRACTICE: &[UnitType] = &[
    u("line_infantry", "Line infantry group", Other, false, 12, 2),
    u("light_infantry", "Light infantry group", Other, false, 8, 2),
    u("skirmishers", "Skirmishers", Other, false, 6, 2),
    u("cavalry", "Cavalry group", Other, true, 6, 4),
    u("artillery", "Gun and crew", Other, false, 5, 1),
    u("big_man", "Big Man", Leader, false, 1, 2),
    u("blind", "Blind", Other, false, 1, 2),
];

/// Musket & Pike units (strength = casualty track steps).
pub static MUSKET_PIKE: &[UnitType] = &[
    u("heavy_infantry", "Heavy infantry (pike and shot)", Heavy, false, 4, 4),
    u("heavy_infantry_single", "Heavy infantry (single)", Heavy, false, 2, 4),
    u("light_infantry", "Light infantry (musketeers)", Light, false, 2, 5),
    u("dragoons", "Dragoons", Light, true, 2, 6),
    u("cavalry", "Cavalry", Medium, true, 3, 8),
    u("artillery", "Artillery", Other, false, 1, 2),
    u("wing_commander", "Wing commander", Leader, true, 1, 10),
    u("army_commander", "Army commander", Leader, true, 1, 10),
];

/// The 9th Age units (movement in hexes of 2": infantry Advance Rate 4", cavalry 8").
pub static NINTH_AGE: &[UnitType] = &[
    u("infantry", "Infantry", Other, false, 20, 2),
    u("heavy_infantry", "Heavy infantry", Other, false, 20, 2),
    u("archers", "Archers", Other, false, 10, 2),
    u("cavalry", "Cavalry", Other, true, 5, 4),
    u("monster", "Monster", Other, false, 1, 3),
    u("character", "Character", Leader, false, 1, 2),
    u("war_machine", "War machine", Other, false, 1, 0),
];

/// The test ruleset's one piece.
pub static DUEL: &[UnitType] = &[u("duelist", "Duellist", Other, false, 1, 1)];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_and_catalogs_have_unique_ids() {
        for r in Ruleset::KNOWN {
            assert_eq!(Ruleset::from_id(r.id()), Some(r));
            let cat = r.catalog();
            assert!(!cat.is_empty());
            for (i, a) in cat.iter().enumerate() {
                assert!(a.strength >= 1, "{}", a.id);
                for b in &cat[i + 1..] {
                    assert_ne!(a.id, b.id);
                }
            }
        }
        assert_eq!(Ruleset::from_id("chess"), None);
    }

    #[test]
    fn combat_commander_figures_match_the_seed_example() {
        let r = Ruleset::CombatCommander;
        let f = |id| r.unit_type(id).unwrap().figures;
        assert_eq!(f("squad") + f("squad"), 8); // two squads overstack (limit 7)
        assert_eq!(f("squad") + f("team"), 6);
        assert_eq!(f("leader"), 1);
        assert_eq!(f("weapon"), 0);
    }
}
