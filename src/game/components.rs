//! ECS components and resources of a game in progress: tiles, hexsides, units, objectives, sides and the board index.

use crate::rules::hex::{Coord, Dir, HexsideKey};
use crate::rules::map::HexsideFeature;
use crate::rules::ruleset::{Ruleset, UnitType};
use crate::rules::terrain::{self, HexMarker};
use crate::scenario::{Edge, Scenario, Sections, UnitMarker};
use bevy::prelude::*;
use std::sync::Arc;

/// Where a tile, unit or objective stands.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct HexPos(pub Coord);

/// Marks a map tile entity (one per hex).
#[derive(Component, Debug, Clone, Copy)]
pub struct Tile;

/// The ground cover of a tile.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Terrain(pub terrain::Terrain);

/// Height of a tile (0 = level ground; hills are 1 and up).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Elevation(pub i8);

/// Markers lying on a tile (smoke, blaze).
#[derive(Component, Debug, Clone, Default, PartialEq, Eq)]
pub struct HexMarkers(pub Vec<HexMarker>);

/// A hexside feature entity.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hexside {
    pub key: HexsideKey,
    pub feature: HexsideFeature,
}

/// A unit or leader on the map.
#[derive(Component, Debug, Clone)]
pub struct Unit {
    pub id: String,
    /// The piece's number in the game state (`PieceRef::key`).
    pub key: u32,
    pub unit_type: &'static UnitType,
}

/// Which side a unit belongs to (index into `Sides`).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct UnitSide(pub usize);

/// Current strength, and `max`: the strength the unit started the scenario with (nothing raises it above that).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Strength {
    pub current: u8,
    pub max: u8,
}

#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Facing(pub Dir);

/// Id of the leader attached to this unit.
#[derive(Component, Debug, Clone, PartialEq, Eq, Default)]
pub struct AttachedLeader(pub Option<String>);

#[derive(Component, Debug, Clone, PartialEq, Eq, Default)]
pub struct UnitMarkers(pub Vec<UnitMarker>);

/// What the unit has done this turn.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Activation {
    pub moved: bool,
}

/// An objective hex.
#[derive(Component, Debug, Clone, PartialEq, Eq)]
pub struct Objective {
    pub id: String,
    pub vp: u32,
    pub secret: bool,
    pub owner: Option<usize>,
    pub controlled_by: Option<usize>,
    pub revealed: bool,
}

/// One side of the battle, as play goes on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SideState {
    pub id: String,
    pub name: String,
    /// The name in other languages, by language code (the scenario's `translations`).
    pub translations: std::collections::BTreeMap<String, String>,
    pub colour: String,
    pub hand_size: Option<u32>,
    pub target: Option<u32>,
    pub home_edge: Edge,
    /// Banners or VP scored so far (public part only: secret objectives count once revealed).
    pub score: u32,
}

impl SideState {
    /// The side's name in `lang` where the scenario gives one, else the name given.
    pub fn name_in(&self, lang: &str) -> &str {
        crate::scenario::in_lang(&self.name, self.translations.get(lang).map(String::as_str))
    }
}

#[derive(Resource, Debug, Clone, Default)]
pub struct Sides(pub Vec<SideState>);

/// The scenario being played and its ruleset.
#[derive(Resource, Debug, Clone)]
pub struct GameConfig {
    pub scenario: Arc<Scenario>,
    pub ruleset: Ruleset,
    pub seed: u64,
    pub sections: Option<Sections>,
}

/// The board the rules read (the map with the rules' smoke and fire on it, and its sight index), mirrored from
/// the game after each order that changed it, for drawing, hover text and line-of-sight answers.
#[derive(Resource, Debug, Clone)]
pub struct Board(pub hexmarshal_rules::session::Board);

impl std::ops::Deref for Board {
    type Target = hexmarshal_rules::session::Board;
    fn deref(&self) -> &Self::Target {
        &self.0
    }
}
