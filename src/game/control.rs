//! Whole-game controls the client asks for: a new game, loading a save, undoing orders. Each rebuilds the game from its scenario, seed and orders.

use super::flow::GameState;
use super::messages::{RejectReason, SideOrder};
use super::spawn::spawn_game;
use crate::game::Session;
use crate::scenario::Scenario;
use bevy::prelude::*;
use std::sync::Arc;

/// A request to replace the game in the world.
#[derive(Message, Debug, Clone)]
pub enum GameControl {
    /// Start `scenario` afresh with this seed.
    New { scenario: Arc<Scenario>, seed: u64 },
    /// Continue a game that has already been verified (a save's scenario, seed and orders; see `SaveFile::replay`).
    Load { scenario: Arc<Scenario>, seed: u64, orders: Vec<SideOrder> },
    /// Take back `side`'s last `n` orders, if all of them are its own and none is behind the information horizon.
    Undo { n: usize, side: usize },
}

/// Bumped every time the game is replaced or rebuilt, so presentation rebuilds what it drew.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct GameEpoch(pub u64);

/// Why a control request failed (shown to the player; the game in progress is left as it was).
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct ControlFailed(pub String);

/// Replace the game with `scenario` and `seed` after `orders`, played one by one. The first refusal stops it and
/// leaves the game in the world as it was.
pub fn rebuild(
    world: &mut World,
    scenario: Arc<Scenario>,
    seed: u64,
    orders: &[SideOrder],
) -> Result<(), (usize, RejectReason)> {
    let game = Session::replay(scenario, seed, orders)?;
    spawn_game(world, game);
    Ok(())
}

/// While present, the game in the world takes no orders: it is being watched again, and only `show` changes it.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ReadOnly;

/// Put the game after the first `at` of `orders` into the world, for watching: when the game there has the
/// `at - 1` orders before, only the last is played on it; otherwise it is replayed from the start. The state hash
/// after the last order comes back, or the order refused and why.
pub fn show(
    world: &mut World,
    scenario: Arc<Scenario>,
    seed: u64,
    orders: &[SideOrder],
    at: usize,
) -> Result<u64, (usize, RejectReason)> {
    let at = at.min(orders.len());
    let next = world
        .get_resource::<GameState>()
        .filter(|g| {
            at > 0 && g.0.history().len() + 1 == at && Arc::ptr_eq(g.0.scenario(), &scenario) && g.0.seed() == seed
        })
        .filter(|g| g.0.history().iter().zip(orders).all(|((a, _), b)| a == b))
        .map(|g| g.0.clone());
    let game = match next {
        Some(mut s) => {
            let o = &orders[at - 1];
            s.submit(o.side, o.order.clone()).map_err(|why| (at - 1, why))?;
            s
        }
        None => Session::replay(scenario, seed, &orders[..at])?,
    };
    let hash = game.hash();
    spawn_game(world, game);
    world.get_resource_or_insert_with(GameEpoch::default).0 += 1;
    Ok(hash)
}

/// How many of the last orders may be taken back now.
pub fn undoable(world: &World) -> usize {
    world.get_resource::<GameState>().map_or(0, |g| g.0.undoable())
}

/// Carry out queued control requests (exclusive: it replaces the whole game).
pub fn handle_controls(world: &mut World) {
    let requests: Vec<GameControl> = world.resource_mut::<Messages<GameControl>>().drain().collect();
    for req in requests {
        let result = match req {
            GameControl::New { scenario, seed } => rebuild(world, scenario, seed, &[]).map_err(|e| format!("{e:?}")),
            GameControl::Load { scenario, seed, orders } => rebuild(world, scenario, seed, &orders)
                .map_err(|(i, why)| format!("order {} ({}) was refused: {why}", i + 1, orders[i].order)),
            GameControl::Undo { n, side } => {
                let keep = world.get_resource::<GameState>().and_then(|g| g.0.undo_orders(n, side));
                match (keep, world.get_resource::<GameState>()) {
                    (Some(keep), Some(g)) => {
                        let (scenario, seed) = (g.0.scenario().clone(), g.0.seed());
                        rebuild(world, scenario, seed, &keep)
                            .map_err(|(i, why)| format!("replay refused order {i}: {why}"))
                    }
                    _ => Err(format!("cannot undo {n} orders of side {side}: {} may be taken back", undoable(world))),
                }
            }
        };
        match result {
            Ok(()) => world.get_resource_or_insert_with(GameEpoch::default).0 += 1,
            Err(why) => {
                world.write_message(ControlFailed(why));
            }
        }
    }
}
