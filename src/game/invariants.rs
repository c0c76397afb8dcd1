//! Invariants that must hold after every order; `hexmarshal simulate` and the property tests check them. The ruleset checks its own state; the game checks that the board entities mirror it.

use super::components::*;
use super::flow::GameState;
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
    let mut mirrored: Vec<_> = units.iter().map(|(u, s, p, st)| (u.key, s.0, p.0, st.current, u)).collect();
    mirrored.sort_unstable_by_key(|m| m.0);
    let state = &state.0;
    state.invariants(super::step::ctx(&config, &board), &mut out);
    let mut pieces = Vec::new();
    state.pieces(&mut pieces);
    pieces.sort_unstable_by_key(|p| p.key);
    let same = mirrored.len() == pieces.len()
        && mirrored
            .iter()
            .zip(&pieces)
            .all(|(m, p)| (m.0, m.1, m.2, m.3) == (p.key, p.side, p.at, p.strength) && m.4.id == p.id);
    if !same {
        out.push("the board's unit entities do not mirror the game state".to_string());
    }
    out
}
