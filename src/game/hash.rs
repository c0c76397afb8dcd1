//! The state hash and `Snapshot`: a canonical, platform-independent digest of everything that decides the rest of the game.

use super::components::*;
use super::flow::*;
use crate::rules::hex::{Coord, Dir};
use crate::scenario::UnitMarker;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::hash::{Hash, Hasher};
use xxhash_rust::xxh3::Xxh3;

/// A hasher whose output is the same on every platform: integers are fed little-endian and
/// `usize` as 64 bits, so native and wasm32 builds agree.
pub struct StableHasher(Xxh3);

impl StableHasher {
    pub fn new() -> Self {
        StableHasher(Xxh3::new())
    }
}

impl Default for StableHasher {
    fn default() -> Self {
        Self::new()
    }
}

impl Hasher for StableHasher {
    fn finish(&self) -> u64 {
        self.0.digest()
    }
    fn write(&mut self, bytes: &[u8]) {
        self.0.update(bytes);
    }
    fn write_u8(&mut self, i: u8) {
        self.0.update(&[i]);
    }
    fn write_u16(&mut self, i: u16) {
        self.0.update(&i.to_le_bytes());
    }
    fn write_u32(&mut self, i: u32) {
        self.0.update(&i.to_le_bytes());
    }
    fn write_u64(&mut self, i: u64) {
        self.0.update(&i.to_le_bytes());
    }
    fn write_u128(&mut self, i: u128) {
        self.0.update(&i.to_le_bytes());
    }
    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64);
    }
    fn write_i8(&mut self, i: i8) {
        self.write_u8(i as u8);
    }
    fn write_i16(&mut self, i: i16) {
        self.write_u16(i as u16);
    }
    fn write_i32(&mut self, i: i32) {
        self.write_u32(i as u32);
    }
    fn write_i64(&mut self, i: i64) {
        self.write_u64(i as u64);
    }
    fn write_isize(&mut self, i: isize) {
        self.write_u64(i as u64);
    }
}

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
    /// Who holds each reciprocal hexside.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reciprocal: Vec<(crate::rules::hex::HexsideKey, usize)>,
    pub game_over: Option<(Option<usize>, super::messages::EndReason)>,
    /// Digest of the Medieval cards, tokens, banners and turn in progress (hands and deck order included).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub medieval: Option<u64>,
}

impl Snapshot {
    pub fn hash(&self) -> u64 {
        let mut h = StableHasher::new();
        Hash::hash(self, &mut h);
        h.finish()
    }
}

/// Take the snapshot of the game in `world`.
pub fn snapshot(world: &mut World) -> Snapshot {
    let turn = *world.resource::<Turn>();
    let decisions = world.resource::<Decisions>().0.clone();
    let scores = world.resource::<Sides>().0.iter().map(|s| s.score).collect();
    let pos = world.resource::<GameRng>().word_pos();
    let rng_word_pos = ((pos >> 64) as u64, pos as u64);
    let game_over = world.resource::<GameOver>().0.clone();
    let mut q = world.query::<(
        &Unit,
        &UnitSide,
        &HexPos,
        &Strength,
        &Activation,
        Option<&Facing>,
        &AttachedLeader,
        &UnitMarkers,
    )>();
    let mut units: Vec<UnitSnap> = q
        .iter(world)
        .map(|(u, s, p, st, a, f, l, m)| UnitSnap {
            id: u.id.clone(),
            side: s.0,
            kind: u.unit_type.id.to_string(),
            at: p.0,
            strength: st.current,
            moved: a.moved,
            facing: f.map(|f| f.0),
            leader: l.0.clone(),
            markers: m.0.clone(),
        })
        .collect();
    units.sort_by(|a, b| a.id.cmp(&b.id));
    let mut oq = world.query::<&Objective>();
    let mut objectives: Vec<ObjectiveSnap> = oq
        .iter(world)
        .map(|o| ObjectiveSnap { id: o.id.clone(), controlled_by: o.controlled_by, revealed: o.revealed })
        .collect();
    objectives.sort_by(|a, b| a.id.cmp(&b.id));
    let config = world.resource::<GameConfig>().clone();
    let board = world.resource::<Board>();
    let start = &config.scenario.grid;
    let changed_tiles = (0..board.grid.terrain.len())
        .filter(|&i| {
            board.grid.terrain[i] != start.terrain[i]
                || board.grid.elevation[i] != start.elevation[i]
                || board.grid.markers[i] != start.markers[i]
        })
        .map(|i| {
            (
                board.grid.coord_of(i),
                board.grid.terrain[i].index(),
                board.grid.elevation[i],
                board.grid.markers[i].len() as u8,
            )
        })
        .collect();
    Snapshot {
        turn: turn.number,
        active: turn.active,
        phase: turn.phase,
        decisions,
        scores,
        units,
        objectives,
        changed_tiles,
        rng_word_pos,
        reciprocal: world.resource::<crate::game::los::ReciprocalHolders>().0.iter().map(|(k, s)| (*k, *s)).collect(),
        game_over,
        medieval: world.get_resource::<super::medieval::Medieval>().map(|m| {
            let mut h = StableHasher::new();
            Hash::hash(m, &mut h);
            h.finish()
        }),
    }
}

/// The state hash of the game in `world`.
pub fn state_hash(world: &mut World) -> u64 {
    snapshot(world).hash()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stable_hasher_is_width_independent() {
        // usize is fed as 64 bits, so this value is the same on 32- and 64-bit targets.
        let mut a = StableHasher::new();
        a.write_usize(7);
        let mut b = StableHasher::new();
        b.write_u64(7);
        assert_eq!(a.finish(), b.finish());
    }
}
