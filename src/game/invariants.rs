//! Invariants that must hold after every order; `hexmarshal simulate` and the property tests check them. The ruleset checks its own state; the game checks that the board entities mirror it.

use super::components::*;
use super::flow::GameState;
use crate::rules::engine::{find_key, keyed};
use bevy::ecs::system::SystemState;
use bevy::prelude::*;

/// Every broken invariant, in words. Empty = all hold.
pub fn check(world: &mut World) -> Vec<String> {
    // The parameters' state is kept in the world between calls: this runs after every order of self-play.
    if !world.contains_resource::<CheckState>() {
        let state = CheckState(SystemState::new(world));
        world.insert_resource(state);
    }
    world.resource_scope(|world, mut cache: Mut<CheckState>| match cache.0.get(world) {
        Ok((units, state)) => check_pieces(units, state),
        Err(e) => vec![format!("the invariant check could not run: {e}")],
    })
}

type CheckParams = (
    Query<'static, 'static, (&'static Unit, &'static UnitSide, &'static HexPos, &'static Strength)>,
    Res<'static, GameState>,
);

/// The check's system parameters, kept between calls.
#[derive(Resource)]
struct CheckState(SystemState<CheckParams>);

fn check_pieces(units: Query<(&Unit, &UnitSide, &HexPos, &Strength)>, game: Res<GameState>) -> Vec<String> {
    // The game's own invariants (the ruleset's, and its map's markers mirroring the rules' smoke and fire).
    let mut out = game.0.invariants();
    let state = game.0.state();
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
