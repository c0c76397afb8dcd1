//! The state hash and `Snapshot` of the game in a world: the game's own (`Session::hash`, `Session::snapshot`),
//! which are canonical and platform-independent.

use super::flow::GameState;
use bevy::prelude::*;

pub use crate::rules::stable_hash::StableHasher;
pub use hexmarshal_rules::session::{ObjectiveSnap, Snapshot, UnitSnap};

/// The snapshot of the game in `world`.
pub fn snapshot(world: &World) -> Snapshot {
    world.resource::<GameState>().0.snapshot()
}

/// The state hash of the game in `world`.
pub fn state_hash(world: &World) -> u64 {
    world.resource::<GameState>().0.hash()
}
