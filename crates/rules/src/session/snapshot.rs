//! The state hash and `Snapshot`: a canonical, platform-independent digest of everything that decides the rest of
//! the game, the same natively, in the browser and on a server.

use super::Phase;
use crate::rules::engine::EndReason;
use crate::rules::hex::{Coord, Dir};
use crate::rules::stable_hash::StableHasher;
use crate::scenario::UnitMarker;
use serde::{Deserialize, Serialize};
use std::hash::{Hash, Hasher};

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
    pub decisions: Vec<crate::rules::engine::Decision>,
    pub scores: Vec<u32>,
    pub units: Vec<UnitSnap>,
    pub objectives: Vec<ObjectiveSnap>,
    /// Hexes whose terrain or markers changed in play: (hex, terrain index, elevation, marker count).
    pub changed_tiles: Vec<(Coord, u8, i8, u8)>,
    /// Position of the dice generator in its stream, as (high, low) 64-bit halves.
    pub rng_word_pos: (u64, u64),
    pub game_over: Option<(Option<usize>, EndReason)>,
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
pub(super) fn combine(engine: u64, rng_word_pos: (u64, u64), changed_tiles: &[(Coord, u8, i8, u8)]) -> u64 {
    let mut h = StableHasher::new();
    Hash::hash(&(engine, (rng_word_pos, changed_tiles)), &mut h);
    h.finish()
}

/// The dice stream's position as the snapshot and the hash write it.
pub(super) fn split(pos: u128) -> (u64, u64) {
    ((pos >> 64) as u64, pos as u64)
}
