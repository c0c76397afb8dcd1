//! Scenario format v1: the serde types that mirror a `.ron` scenario file field for field.

use crate::rules::hex::{Coord, Dir, Orientation};
use crate::rules::setup::GameOptions;
use crate::rules::terrain::{HexMarker, HexsideKind, Terrain};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub use crate::rules::setup::{Edge, Sections, TimeTrack, UnitMarker, VictoryCondition};

/// The only format version this build reads and writes.
pub const FORMAT_VERSION: u32 = 1;

fn is_false(b: &bool) -> bool {
    !*b
}
fn is_zero(v: &i8) -> bool {
    *v == 0
}

/// A scenario file as written on disk. `validate()` is the only way from here to a playable `Scenario`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioFile {
    pub format: u32,
    pub meta: Meta,
    pub map: MapDef,
    pub sides: Vec<SideDef>,
    #[serde(default)]
    pub units: Vec<UnitDef>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub objectives: Vec<ObjectiveDef>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub deployment_zones: Vec<DeploymentZone>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sections: Option<Sections>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_limit: Option<u32>,
    #[serde(default)]
    pub victory: Vec<VictoryCondition>,
    /// Options for a game of this scenario (the engine's routine choices...).
    #[serde(default, skip_serializing_if = "GameOptions::is_default")]
    pub options: GameOptions,
    /// The side that holds the initiative when play starts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub initiative: Option<String>,
    /// The time track of a ruleset that keeps one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time: Option<TimeTrack>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Meta {
    pub name: String,
    #[serde(default)]
    pub description: String,
    #[serde(default)]
    pub author: String,
    /// Ruleset id: `medieval`, `combat_commander`, `sharp_practice`, `musket_pike` or `ninth_age`.
    pub ruleset: String,
    pub seed: u64,
    /// A short historical note shown on the scenario screen.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub history: String,
    /// The name, description and history in other languages, by language code (`"ru"`): a text left out (or
    /// blank) falls back to the one given above.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub translations: BTreeMap<String, MetaText>,
    /// About how long a game takes, in minutes, for the title screen (5 to 600).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub minutes: Option<u32>,
    /// The side a newcomer should take in a first game (a side id), for the title screen.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_game_side: Option<String>,
}

/// The range a scenario's playing time (`Meta::minutes`) must fall in.
pub const PLAYING_MINUTES: std::ops::RangeInclusive<u32> = 5..=600;

/// A scenario's texts in one more language; each one left blank falls back to the scenario's own.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MetaText {
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub history: String,
}

/// The translated text if there is one and it is not blank, else the text as given: how every per-language text of
/// a scenario falls back (the client's copy of a side's names reads through it too).
pub fn in_lang<'a>(given: &'a str, translated: Option<&'a str>) -> &'a str {
    translated.filter(|t| !t.trim().is_empty()).unwrap_or(given)
}

impl Meta {
    /// The scenario's name in `lang` (a language code), falling back to the name given.
    pub fn name_in(&self, lang: &str) -> &str {
        in_lang(&self.name, self.translations.get(lang).map(|t| t.name.as_str()))
    }
    pub fn description_in(&self, lang: &str) -> &str {
        in_lang(&self.description, self.translations.get(lang).map(|t| t.description.as_str()))
    }
    pub fn history_in(&self, lang: &str) -> &str {
        in_lang(&self.history, self.translations.get(lang).map(|t| t.history.as_str()))
    }
}

impl SideDef {
    /// The side's name in `lang`, falling back to the name given.
    pub fn name_in(&self, lang: &str) -> &str {
        in_lang(&self.name, self.translations.get(lang).map(String::as_str))
    }
}

impl UnitDef {
    /// The unit's name in `lang` as the scenario gives it (blank where it gives none: the id is worded then).
    pub fn name_in(&self, lang: &str) -> &str {
        in_lang(&self.name, self.translations.get(lang).map(String::as_str))
    }
}

impl ObjectiveDef {
    /// The objective's name in `lang` as the scenario gives it (blank where it gives none).
    pub fn name_in(&self, lang: &str) -> &str {
        in_lang(&self.name, self.translations.get(lang).map(String::as_str))
    }
}

impl ScenarioFile {
    /// Every piece's and objective's name in `lang`, by id, where the scenario names it: what the client words a
    /// piece by instead of its id. A name only ever stands for an id the reader's view already shows.
    pub fn names_in(&self, lang: &str) -> BTreeMap<String, String> {
        let units = self.units.iter().map(|u| (&u.id, u.name_in(lang)));
        let objectives = self.objectives.iter().map(|o| (&o.id, o.name_in(lang)));
        units
            .chain(objectives)
            .filter(|(_, n)| !n.trim().is_empty())
            .map(|(id, n)| (id.clone(), n.trim().to_string()))
            .collect()
    }
}

/// A language code a scenario may give texts in: two or three lowercase letters (`en`, `ru`).
pub fn language_code(code: &str) -> bool {
    (2..=3).contains(&code.len()) && code.bytes().all(|b| b.is_ascii_lowercase())
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MapDef {
    pub orientation: Orientation,
    pub width: u32,
    pub height: u32,
    #[serde(default)]
    pub default_terrain: Terrain,
    /// Hexes that differ from the default: terrain, elevation, markers.
    #[serde(default)]
    pub hexes: Vec<HexDef>,
    #[serde(default)]
    pub hexsides: Vec<HexsideDef>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HexDef {
    pub at: Coord,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub terrain: Option<Terrain>,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub elevation: i8,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub markers: Vec<HexMarker>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HexsideDef {
    /// The hex the edge is named from.
    pub at: Coord,
    /// Which edge of `at`.
    pub dir: Dir,
    pub kind: HexsideKind,
    /// One-sided: the feature protects the occupant of `at` and faces out across `dir`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub one_sided: bool,
    /// Override of the ruleset's default for whether this is a reciprocal hexside (Musket & Pike).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reciprocal: Option<bool>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideDef {
    pub id: String,
    pub name: String,
    /// `#rrggbb`.
    pub colour: String,
    /// Command: cards in hand (card rulesets only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand_size: Option<u32>,
    /// Victory banners or VP that win at once under `ReachTarget`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<u32>,
    pub home_edge: Edge,
    /// The army the side fields (its deck and counters), from the ruleset's list of armies.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub army: Option<String>,
    /// The side's stance for the battle (attack, recon, defend...), from the ruleset's list.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub posture: Option<String>,
    /// Orders the side may give in one turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub orders_limit: Option<u32>,
    /// Units lost at which the side gives up.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub surrender: Option<u32>,
    /// Ambush cards the side holds from the start (Sharp Practice).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ambush: Option<u32>,
    /// The radio in the side's Artillery box: the firepower of the guns it calls (Combat Commander; one a side).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub radio: Option<u32>,
    /// The side's name in other languages, by language code; a blank one falls back to `name`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub translations: BTreeMap<String, String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnitDef {
    pub id: String,
    pub side: String,
    /// A unit type id from the ruleset's catalog.
    pub kind: String,
    pub at: Coord,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub facing: Option<Dir>,
    /// Starting strength; defaults to the catalog's full strength.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strength: Option<u8>,
    /// Id of a leader unit in the same hex that is attached to this unit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub leader: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub markers: Vec<UnitMarker>,
    /// A weapon: the unit of its side, in its hex, that carries it (moves and fires with it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub carried_by: Option<String>,
    /// A reinforcement, in a ruleset with a time track: the space at which it comes onto the map at `at` (a weapon
    /// comes with its carrier).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arrives: Option<u32>,
    /// The leader of its side this piece answers to, in a ruleset with commands: a unit names its wing
    /// commander; a wing commander may name the army commander.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub command: Option<String>,
    /// A leader's rating, in a ruleset with commands (0 or below: the lower, the better).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<i8>,
    /// A commander's standing order at the start, from the ruleset's list of orders.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub orders: Option<String>,
    /// On the army's commander (a leader who answers to nobody), in a ruleset with commands: the leader of his side
    /// who takes command of the army if he falls and does not come back (a named successor).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub successor: Option<String>,
    /// The name players read (hovers, the log, prompts); blank: the id, worded ("line_1" reads "Line 1").
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
    /// The name in other languages, by language code; a blank one falls back to `name`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub translations: BTreeMap<String, String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ObjectiveDef {
    pub id: String,
    pub at: Coord,
    pub vp: u32,
    /// Secret objectives are known only to their owner until revealed.
    #[serde(default, skip_serializing_if = "is_false")]
    pub secret: bool,
    /// Owner of a secret objective (the side that knows it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<String>,
    /// Side controlling the objective at the start.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub controlled_by: Option<String>,
    /// The name players read; blank: the id, worded.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
    /// The name in other languages, by language code; a blank one falls back to `name`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub translations: BTreeMap<String, String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeploymentZone {
    pub side: String,
    pub hexes: Vec<Coord>,
}

impl ScenarioFile {
    /// Parse RON text (a leading byte-order mark is dropped). Syntax errors and unknown fields come back with line
    /// and column.
    pub fn from_ron(text: &str) -> Result<ScenarioFile, crate::scenario::ScenarioError> {
        ron::from_str(crate::text::strip_bom(text)).map_err(crate::scenario::ScenarioError::from_ron)
    }

    /// Pretty, hand-readable RON with a stable field order.
    pub fn to_ron(&self) -> String {
        let cfg = ron::ser::PrettyConfig::new().depth_limit(4).indentor("    ".to_string()).struct_names(false);
        ron::ser::to_string_pretty(self, cfg).expect("scenario types always serialize")
    }
}
