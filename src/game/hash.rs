//! The state hash and `Snapshot`: a canonical, platform-independent digest of everything that decides the rest of the game.

use super::components::*;
use super::flow::*;
use crate::rules::hex::{Coord, Dir};
use crate::scenario::UnitMarker;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::hash::{Hash, Hasher};

pub use crate::rules::stable_hash::StableHasher;

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct UnitSnap {
    pub id: String,
    pub side: usize,
    pub kind: String,
    pub at: Coord,
    pub strength: u8,
    pub moved: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub facing: Option<Dir>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub leader: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub markers: Vec<UnitMarker>,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ObjectiveSnap {
    pub id: String,
    pub controlled_by: Option<usize>,
    pub revealed: bool,
}

/// Everything that decides the rest of a game, in canonical order (units and objectives sorted by id).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Snapshot {
    pub turn: u32,
    pub active: usize,
    pub phase: Phase,
    pub decisions: Vec<Decision>,
    pub scores: Vec<u32>,
    pub units: Vec<UnitSnap>,
    pub objectives: Vec<ObjectiveSnap>,
    /// Hexes whose terrain or markers changed in play: (hex, terrain index, elevation, marker count).
    pub changed_tiles: Vec<(Coord, u8, i8, u8)>,
    /// Position of the dice generator in its stream, as (high, low) 64-bit halves.
    pub rng_word_pos: (u64, u64),
    pub game_over: Option<(Option<usize>, super::messages::EndReason)>,
    /// Digest of the whole ruleset state (hands and deck order included).
    pub engine: u64,
}

impl Snapshot {
    /// The state hash this snapshot was taken at.
    pub fn hash(&self) -> u64 {
        combine(self.engine, self.rng_word_pos, &self.changed_tiles)
    }
}

/// The state hash from its parts: the ruleset state's digest and the board facts outside it.
fn combine(engine: u64, rng_word_pos: (u64, u64), changed_tiles: &[(Coord, u8, i8, u8)]) -> u64 {
    let mut h = StableHasher::new();
    Hash::hash(&(engine, (rng_word_pos, changed_tiles)), &mut h);
    h.finish()
}

/// Take the snapshot of the game in `world`, from the game state (the board entities only mirror it).
pub fn snapshot(world: &mut World) -> Snapshot {
    let state = &world.resource::<GameState>().0;
    let common = state.common();
    let mut pieces = Vec::new();
    state.pieces(&mut pieces);
    let units = pieces
        .into_iter()
        .map(|p| UnitSnap {
            id: p.id.to_string(),
            side: p.side,
            kind: p.unit_type.id.to_string(),
            at: p.at,
            strength: p.strength,
            moved: p.moved,
            facing: p.facing,
            leader: p.leader.map(str::to_string),
            markers: p.markers.to_vec(),
        })
        .collect();
    let objectives = common
        .objectives
        .iter()
        .map(|o| ObjectiveSnap { id: o.id.clone(), controlled_by: o.controlled_by, revealed: o.revealed })
        .collect();
    let decisions = state.decision().into_iter().collect();
    let (turn, active, scores, game_over) = (common.turn, common.active, common.scores.clone(), common.over.clone());
    let engine = state.digest();
    let (rng_word_pos, changed_tiles) = board_facts(world);
    Snapshot {
        turn,
        active,
        phase: world.resource::<Turn>().phase,
        decisions,
        scores,
        units,
        objectives,
        changed_tiles,
        rng_word_pos,
        game_over,
        engine,
    }
}

type BoardFacts = ((u64, u64), Vec<(Coord, u8, i8, u8)>);

/// What decides the rest of the game outside the ruleset's state: the dice stream's position and the tiles
/// changed in play.
fn board_facts(world: &World) -> BoardFacts {
    let pos = world.resource::<GameRng>().word_pos();
    let board = world.resource::<Board>();
    let changed_tiles = board
        .changed
        .iter()
        .map(|&i| {
            (
                board.grid.coord_of(i),
                board.grid.terrain[i].index(),
                board.grid.elevation[i],
                board.grid.markers[i].len() as u8,
            )
        })
        .collect();
    (((pos >> 64) as u64, pos as u64), changed_tiles)
}

/// The state hash of the game in `world`: the ruleset state's digest and the board facts outside it. The turn,
/// scores, objectives, decision and result all live in the ruleset state, so the digest covers them.
pub fn state_hash(world: &mut World) -> u64 {
    let engine = world.resource::<GameState>().0.digest();
    let (rng, tiles) = board_facts(world);
    combine(engine, rng, &tiles)
}
