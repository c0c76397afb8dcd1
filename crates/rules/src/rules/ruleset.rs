//! What the rulesets a scenario can choose bring besides their engines (`Params`: unit catalogs, terrain and hexside
//! charts, sight rules, stacking, scenario terms) and what is read from them; the list itself is `registry.rs`.

use serde::{Deserialize, Serialize};
use std::fmt;

pub use super::registry::Ruleset;

impl Ruleset {
    /// The ruleset a new map in the editor starts with.
    pub const DEFAULT: Ruleset = Ruleset::Medieval;

    /// The ids of the rulesets offered to players (`ALL`), in words: "medieval, combat_commander, ...".
    pub fn offered_ids() -> String {
        Ruleset::ALL.map(Ruleset::id).join(", ")
    }

    pub fn from_id(id: &str) -> Option<Ruleset> {
        Ruleset::KNOWN.into_iter().find(|r| r.id() == id)
    }

    pub fn title(self) -> &'static str {
        self.params().title
    }

    /// Version of the rules implementation; saves record it and refuse to replay under another.
    pub fn version(self) -> u32 {
        self.params().version
    }

    pub fn catalog(self) -> &'static [UnitType] {
        self.params().catalog
    }

    pub fn unit_type(self, id: &str) -> Option<&'static UnitType> {
        self.catalog().iter().find(|u| u.id == id)
    }

    pub fn stacking(self) -> Stacking {
        self.params().stacking
    }

    /// Card-driven rulesets need hand sizes and battlefield sections.
    pub fn uses_cards(self) -> bool {
        self.params().uses_cards
    }

    /// Rulesets whose units face a hexside (front, flank and rear arcs).
    pub fn uses_facing(self) -> bool {
        self.params().uses_facing
    }
}

impl Params {
    /// The parameters of a ruleset whose sources give no chart: our proposed terrain chart, the standard hexside
    /// table, one unit per hex, and leaders alone passing through friends.
    pub const fn proposed(
        title: &'static str,
        catalog: &'static [UnitType],
        los: super::los::LosRules,
        uses_facing: bool,
    ) -> Params {
        Params {
            title,
            version: 1,
            catalog,
            stacking: Stacking::OneUnit,
            uses_cards: false,
            uses_facing,
            los,
            terrain: super::terrain::proposed_chart,
            hexside: super::terrain::standard_hexside,
            pass_friends: leader_passes,
            flat_step_cost: None,
            climb_cost: 0,
            mounted_stop: None,
            terms: ScenarioTerms::NONE,
            scenarios: &[],
            self_play_games: 200,
            normal_iterations: 480,
            hard_explore: 100,
            quiet_rollouts: false,
            hard_root_floor: 0,
            help: &[],
        }
    }
}

/// Leaders pass through friends; units do not.
pub fn leader_passes(t: &UnitType) -> bool {
    t.leader
}

/// What a ruleset brings besides its engine: its unit catalog, terrain and hexside charts, sight rules and stacking.
/// Each ruleset keeps its own in its folder; the shared modules (`terrain`, `los`, `movement`) read them from here
/// and never match on a ruleset.
#[derive(Debug, Clone, Copy)]
pub struct Params {
    pub title: &'static str,
    pub version: u32,
    pub catalog: &'static [UnitType],
    pub stacking: Stacking,
    pub uses_cards: bool,
    pub uses_facing: bool,
    pub los: super::los::LosRules,
    /// Movement cost, sight effect and whether entering stops a move, per terrain.
    pub terrain: fn(super::terrain::Terrain) -> super::terrain::TerrainProfile,
    /// Extra movement cost to cross (`None` = cannot) and sight effect, per hexside feature.
    pub hexside: fn(super::terrain::HexsideKind) -> (Option<u8>, super::terrain::SightEffect),
    /// May a piece of this type move through hexes held by friends without stopping there?
    pub pass_friends: fn(&UnitType) -> bool,
    /// Every step costs this, whatever the chart says (Medieval counts hexes, not movement points).
    pub flat_step_cost: Option<u8>,
    /// Extra movement a step costs for each level of elevation it climbs (Combat Commander's hills).
    pub climb_cost: u8,
    /// Mounted pieces stop on entering this terrain (Medieval: broken ground).
    pub mounted_stop: Option<super::terrain::Terrain>,
    /// Which optional scenario settings it reads.
    pub terms: ScenarioTerms,
    /// The scenarios bundled with the game for this ruleset: file name and text, compiled in. The title screen
    /// lists them ruleset by ruleset (`scenario::bundled_files`).
    pub scenarios: &'static [(&'static str, &'static str)],
    /// How many random games of each of its scenarios the test suite plays (`hexmarshal simulate` without
    /// `--games`): fewer where a game is long.
    pub self_play_games: u32,
    /// How many iterations the computer's normal level searches a decision with this ruleset (`ai::Level::budget`;
    /// hard searches four times as many): more where its decisions are cheap and more search wins more games.
    pub normal_iterations: u32,
    /// The exploration weight of the computer's hard level with this ruleset, in thousandths (`ai::Level::budget`):
    /// the level that searches longest gathers its visits on its best few orders at 100, and spreads them at 400.
    pub hard_explore: u16,
    /// Whether the computer's hard level finishes a rollout's player turn quietly with this ruleset
    /// (`ai::search::Budget::quiet`): the seat's own orders to the end of that player turn fight where they can and
    /// otherwise end the step, so a leaf is judged with its units not yet moved where they stood rather than moved
    /// at random.
    pub quiet_rollouts: bool,
    /// How many times the computer's hard level walks to each order it tries at a decision's root before its
    /// exploration weight chooses among them (`ai::search::Budget::root_floor`; 0: none): at a low weight one poor
    /// first value could otherwise rule an order out for the rest of the search.
    pub hard_root_floor: u32,
    /// The ruleset's rules help, by language (`en`, `ru`): the text of `docs/help/<id>.<lang>.md`, compiled in.
    pub help: &'static [(&'static str, &'static str)],
}

/// The optional scenario settings a ruleset reads. The validator refuses a setting the ruleset does not read (it
/// would silently do nothing) and a value not in its lists.
#[derive(Debug, Clone, Copy)]
pub struct ScenarioTerms {
    /// Army ids a side may name; empty: the ruleset has no armies.
    pub armies: &'static [&'static str],
    /// Posture ids a side may name; empty: no postures.
    pub postures: &'static [&'static str],
    pub orders_limit: bool,
    pub surrender: bool,
    /// Sides may hold Ambush cards.
    pub ambush: bool,
    /// A side may have a radio that calls artillery (its firepower).
    pub radio: bool,
    pub initiative: bool,
    pub time_track: bool,
    /// Units may carry others (weapons, or the groups under a blind).
    pub carrying: bool,
    /// What one carrier may hold: why not, in words, or `None` when it may (read only where `carrying`).
    pub carry_check: fn(carrier: &UnitType, carried: &[(&str, &UnitType)]) -> Option<CarryProblem>,
    /// The unit markers the ruleset reads, as the editor offers them.
    pub markers: &'static [super::setup::UnitMarker],
    /// Every game ends by the ruleset's own rules (a default game length, a side breaking), so a scenario needs no
    /// victory condition of its own.
    pub always_ends: bool,
    /// Units answer to commanders: every piece that is not a leader names its commander (`command`), leaders may
    /// carry a rating, and commanders a standing order from `orders`.
    pub commands: bool,
    /// The standing orders a commander may be given (read only where `commands`).
    pub orders: &'static [&'static str],
    /// Hexsides may be reciprocal (the unit that reached one first has its benefit); elsewhere every hexside
    /// is plain terrain.
    pub reciprocal: bool,
    /// The players place the units during play, each side inside its deployment zone: every side with units needs
    /// one, and the units' hexes in the file are only where the editor shows them.
    pub deployment: bool,
    /// A unit the file gives no facing faces the enemy's home edge, so `facing` may be left out (rulesets whose
    /// facing came later than their scenarios, or where most units start facing the enemy).
    pub facing_default: bool,
    /// Hexes may hold a fortification (`Fort(...)` among a hex's markers), which the ruleset reads.
    pub fortifications: bool,
}

/// What is wrong with a unit's carrier (`carried_by`), or with what a carrier holds (the ruleset's check).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CarryProblem {
    #[error("does not exist")]
    Missing,
    #[error("is the unit itself")]
    Itself,
    #[error("belongs to the other side")]
    OtherSide,
    #[error("stands at {0}, not in this hex")]
    Elsewhere(crate::rules::hex::Coord),
    #[error("is itself carried")]
    Carried,
    #[error("`{0}` carries no weapons")]
    NoWeapons(String),
    #[error("`{0}` is not a weapon that can be carried")]
    NotAWeapon(String),
    #[error("already carries `{0}`")]
    AlreadyCarries(String),
    #[error("`{0}` is not a blind: only blinds carry troops")]
    NotABlind(String),
    #[error("a blind cannot hold another blind")]
    BlindInBlind,
    #[error("holds {0} groups; a blind holds two at most")]
    TooManyGroups(usize),
}

/// A unit that holds ground (not a leader, not itself a weapon) carries at most one weapon (a piece of no figures).
pub fn carry_one(carrier: &UnitType, carried: &[(&str, &UnitType)]) -> Option<CarryProblem> {
    if carrier.leader || carrier.figures == 0 {
        return Some(CarryProblem::NoWeapons(carrier.id.into()));
    }
    if let Some((id, _)) = carried.iter().find(|(_, t)| t.figures > 0) {
        return Some(CarryProblem::NotAWeapon((*id).into()));
    }
    (carried.len() > 1).then(|| CarryProblem::AlreadyCarries(carried[0].0.into()))
}

impl ScenarioTerms {
    /// A ruleset that reads none of them.
    pub const NONE: ScenarioTerms = ScenarioTerms {
        armies: &[],
        postures: &[],
        orders_limit: false,
        surrender: false,
        ambush: false,
        radio: false,
        initiative: false,
        time_track: false,
        carrying: false,
        carry_check: carry_one,
        markers: &[],
        always_ends: false,
        commands: false,
        orders: &[],
        reciprocal: false,
        deployment: false,
        facing_default: false,
        fortifications: false,
    };
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

pub(crate) const fn u(
    id: &'static str,
    name: &'static str,
    class: UnitClass,
    mounted: bool,
    strength: u8,
    movement: u8,
) -> UnitType {
    UnitType { id, name, class, mounted, leader: matches!(class, UnitClass::Leader), strength, movement, figures: 0 }
}

pub(crate) const fn fig(mut t: UnitType, figures: u8) -> UnitType {
    t.figures = figures;
    t
}

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
