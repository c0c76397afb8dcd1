//! Invariants that must hold after every order; `hexmarshal simulate` and the property tests check them. The ruleset checks its own state; the game checks that the board entities mirror it.

use super::components::*;
use super::flow::GameState;
use bevy::prelude::*;

/// Every broken invariant, in words. Empty = all hold.
pub fn check(world: &mut World) -> Vec<String> {
    let mut out = Vec::new();
    let mut q = world.query::<(&Unit, &UnitSide, &HexPos, &Strength)>();
    let world: &World = world;
    let mut mirrored: Vec<_> = q.iter(world).map(|(u, s, p, st)| (u.id.as_str(), s.0, p.0, st.current)).collect();
    mirrored.sort_unstable();
    let state = &world.resource::<GameState>().0;
    let ctx = super::step::ctx(world.resource::<GameConfig>(), world.resource::<Board>());
    state.invariants(ctx, &mut out);
    let mut pieces = Vec::new();
    state.pieces(&mut pieces);
    let expected: Vec<_> = pieces.iter().map(|p| (p.id, p.side, p.at, p.strength)).collect();
    if mirrored != expected {
        out.push("the board's unit entities do not mirror the game state".to_string());
    }
    out
}
