//! `Setup`: a validated scenario as the rules read it (ruleset, map, units, objectives, sides, sections, turn limit and victory conditions), and the small vocabulary scenario files share with the rules. The scenario loader builds it; rulesets start a game from it.

use super::hex::{Coord, Dir, Orientation};
use super::map::MapGrid;
use super::ruleset::{Ruleset, UnitType};
use serde::{Deserialize, Serialize};

/// Map edges, used for home edges (retreat direction).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Edge {
    North,
    South,
    East,
    West,
}

impl Edge {
    /// How many rows or columns hex `c` lies from this edge of a `width` × `height` map (0 on the edge).
    pub fn distance(self, c: Coord, width: i32, height: i32) -> i32 {
        match self {
            Edge::North => c.1,
            Edge::South => height - 1 - c.1,
            Edge::West => c.0,
            Edge::East => width - 1 - c.0,
        }
    }

    /// The hexside a unit faces to look toward this edge: straight at it where the orientation has such a side,
    /// else the nearer of the two sides that lean toward it.
    pub fn facing(self, o: Orientation) -> Dir {
        match (o, self) {
            (Orientation::Flat, Edge::North) => Dir::N,
            (Orientation::Flat, Edge::South) => Dir::S,
            (Orientation::Flat, Edge::East) => Dir::NE,
            (Orientation::Flat, Edge::West) => Dir::NW,
            (Orientation::Pointy, Edge::North) => Dir::NE,
            (Orientation::Pointy, Edge::South) => Dir::SW,
            (Orientation::Pointy, Edge::East) => Dir::E,
            (Orientation::Pointy, Edge::West) => Dir::W,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum UnitMarker {
    /// Bow: ranged attacks at 3 hexes (Medieval).
    Bow,
    /// Missile weapon other than a bow: range 2 (Medieval).
    Missile,
    Suppressed,
    Broken,
    Veteran,
    Shaken,
    /// Hidden in cover until spotted, with no marker on the enemy's map (Sharp Practice).
    Hidden,
    /// Elite troops (Sharp Practice quality; regulars carry no quality marker).
    Elite,
    /// Recruits (Sharp Practice quality).
    Recruit,
    /// A gun hooked up to its team, ready to move and unable to fire (Sharp Practice).
    Limbered,
    /// A group of formed infantry in column instead of line (Sharp Practice).
    Column,
    /// A group of formed infantry in square (Sharp Practice).
    Square,
    /// Aggressive troops: two more dice in melee (Sharp Practice).
    Aggressive,
    /// Grenadiers or guards: two more dice in melee (Sharp Practice).
    Grenadiers,
    /// Sickly troops: two dice fewer in melee (Sharp Practice).
    Sickly,
    /// Lancers: a tenth more dice in a melee's first round against riders without lances, a tenth fewer after
    /// (Sharp Practice).
    Lancers,
    /// A group formed with the groups beside it into one formation under a Big Man (Sharp Practice).
    Formed,
}

/// The two section lines of a card ruleset, in half-columns (`x2 = 2*col + (row odd ? 1 : 0)`).
/// Left flank: `x2 <= left`; centre: `left <= x2 <= right`; right flank: `x2 >= right` (seen from the south side).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sections {
    pub left: u32,
    pub right: u32,
}

impl Sections {
    /// The default lines for a map `width` hexes wide (8 and 16 on the 13-wide board).
    pub fn default_for(width: u32) -> Sections {
        let max = 2 * width.max(1) - 1;
        Sections { left: max / 3, right: 2 * max / 3 }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum VictoryCondition {
    /// A side wins the moment its banners or VP reach its `target`.
    ReachTarget,
    /// At the turn limit the side with more VP wins (a tie is a draw).
    MostPointsAtTurnLimit,
    /// A side with no units left loses.
    EliminateEnemy,
}

/// A unit after validation: side index and catalog entry resolved.
#[derive(Debug, Clone, PartialEq)]
pub struct UnitSpec {
    pub id: String,
    pub side: usize,
    pub unit_type: &'static UnitType,
    pub at: Coord,
    pub facing: Option<Dir>,
    pub strength: u8,
    pub leader: Option<String>,
    pub markers: Vec<UnitMarker>,
    /// The unit that carries this one (a weapon), checked by the validator: same side, same hex.
    pub carried_by: Option<String>,
    /// The time space at which it comes onto the map (`ScenarioTerms::time_track`); `None`: there from the start.
    pub arrives: Option<u32>,
    /// The leader this piece answers to (`ScenarioTerms::commands`), checked by the validator.
    pub command: Option<String>,
    /// A leader's rating (0 or below), where the ruleset has commands.
    pub rating: Option<i8>,
    /// A commander's standing order at the start, one of `ScenarioTerms::orders`.
    pub orders: Option<String>,
    /// The army commander's named successor (a leader of his side), checked by the validator.
    pub successor: Option<String>,
}

/// An objective after validation: sides resolved to indices.
#[derive(Debug, Clone, PartialEq)]
pub struct ObjectiveSpec {
    pub id: String,
    pub at: Coord,
    pub vp: u32,
    pub secret: bool,
    pub owner: Option<usize>,
    pub controlled_by: Option<usize>,
}

/// What the rules need of a side.
#[derive(Debug, Clone, PartialEq)]
pub struct SideSetup {
    pub id: String,
    /// Command: cards in hand (card rulesets only).
    pub hand_size: Option<u32>,
    /// Banners or VP that win at once under `ReachTarget`.
    pub target: Option<u32>,
    pub home_edge: Edge,
    /// One of the ruleset's armies (`Params::terms`), checked by the validator.
    pub army: Option<String>,
    /// One of the ruleset's postures, checked by the validator.
    pub posture: Option<String>,
    /// Orders per turn (at least 1).
    pub orders_limit: Option<u32>,
    /// Units lost at which the side gives up (at least 1).
    pub surrender: Option<u32>,
    /// Ambush cards held from the start (at least 1).
    pub ambush: Option<u32>,
    /// The firepower of the guns the side's radio calls (at least 1).
    pub radio: Option<u32>,
    /// The hexes of its deployment zone (empty when the scenario gives none).
    pub zone: Vec<Coord>,
}

/// A time track: where its marker starts, the space from which a roll may end the game, and its last space.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TimeTrack {
    #[serde(default)]
    pub start: u32,
    pub sudden_death: u32,
    /// The last space: reaching it ends the game. The ruleset's own value when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end: Option<u32>,
}

/// Options chosen for one game (written in the scenario, so a save replays under the same ones).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameOptions {
    /// The engine takes the owners' routine choices (which flags to ignore, where a retreat ends, where an escaping
    /// leader goes) by fixed preferences instead of asking: faster play, less control. Off by default.
    #[serde(default)]
    pub auto_choices: bool,
    /// In a ruleset where the players deploy: the units start where the file places them, the deployment phase is
    /// skipped and the side holding the initiative plays first (a set-piece battle, a rules test).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub deployed: bool,
}

impl GameOptions {
    pub fn is_default(&self) -> bool {
        *self == GameOptions::default()
    }
}

/// A validated scenario as the rules read it.
#[derive(Debug, Clone, PartialEq)]
pub struct Setup {
    pub options: GameOptions,
    pub ruleset: Ruleset,
    pub grid: MapGrid,
    pub units: Vec<UnitSpec>,
    pub objectives: Vec<ObjectiveSpec>,
    pub sides: Vec<SideSetup>,
    pub sections: Option<Sections>,
    pub turn_limit: Option<u32>,
    pub victory: Vec<VictoryCondition>,
    /// The side holding the initiative at the start.
    pub initiative: Option<usize>,
    pub time: Option<TimeTrack>,
}
