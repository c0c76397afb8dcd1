//! Invariants that must hold after every order; `hexmarshal simulate` and the property tests check them. The ruleset checks its own state; the game checks that the board entities mirror it.

use super::components::*;
use super::flow::GameState;
use crate::rules::engine::{find_key, keyed};
use bevy::prelude::*;

/// Every broken invariant, in words. Empty = all hold.
pub fn check(world: &mut World) -> Vec<String> {
    // A cached system keeps its query between calls: this runs after every order of self-play.
    world.run_system_cached(check_system).unwrap_or_else(|e| vec![format!("the invariant check could not run: {e}")])
}

fn check_system(
    units: Query<(&Unit, &UnitSide, &HexPos, &Strength)>,
    state: Res<GameState>,
    config: Res<GameConfig>,
    board: Res<Board>,
) -> Vec<String> {
    let mut out = Vec::new();
    let state = &state.0;
    state.invariants(super::step::ctx(&config, &board), &mut out);
    let mut pieces = Vec::new();
    state.pieces(&mut pieces);
    let by_key = keyed(&pieces);
    // Each entity mirrors its own piece, and each piece has exactly one entity.
    let mut seen = vec![false; pieces.len()];
    let same = units.iter().all(|(u, side, at, st)| {
        find_key(&by_key, u.key).is_some_and(|k| {
            let p = &pieces[k];
            let first = !std::mem::replace(&mut seen[k], true);
            first && (side.0, at.0, st.current) == (p.side, p.at, p.strength) && u.id == p.id
        })
    }) && seen.iter().all(|s| *s);
    if !same {
        out.push("the board's unit entities do not mirror the game state".to_string());
    }
    out
}
