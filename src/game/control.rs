//! Whole-game controls the client asks for: a new game, loading a save, undoing orders. Each rebuilds the game from its scenario, seed and orders.

use super::flow::{InfoHorizon, OrderHistory, OrderQueue};
use super::hash::state_hash;
use super::messages::{RejectReason, SideOrder};
use super::spawn::spawn_scenario;
use super::{GameStep, flow::LastResult};
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

/// Replace the game with `scenario` and `seed`, then resolve `orders` one by one. Stops at the first refusal.
pub fn rebuild(
    world: &mut World,
    scenario: &Scenario,
    seed: u64,
    orders: &[SideOrder],
) -> Result<(), (usize, RejectReason)> {
    spawn_scenario(world, scenario, seed);
    for (i, o) in orders.iter().enumerate() {
        world.resource_mut::<OrderQueue>().0.push_back(o.clone());
        world.run_schedule(GameStep);
        if let Some(Err(why)) = world.resource_mut::<LastResult>().0.take() {
            return Err((i, why));
        }
    }
    let _ = state_hash(world);
    Ok(())
}

/// How many of the last orders may be taken back now.
pub fn undoable(world: &World) -> usize {
    let (Some(h), Some(n)) = (world.get_resource::<InfoHorizon>(), world.get_resource::<OrderHistory>()) else {
        return 0;
    };
    n.0.len().saturating_sub(h.0)
}

/// Carry out queued control requests (exclusive: it replaces the whole game).
pub fn handle_controls(world: &mut World) {
    let requests: Vec<GameControl> = world.resource_mut::<Messages<GameControl>>().drain().collect();
    for req in requests {
        let result = match req {
            GameControl::New { scenario, seed } => rebuild(world, &scenario, seed, &[]).map_err(|e| format!("{e:?}")),
            GameControl::Load { scenario, seed, orders } => rebuild(world, &scenario, seed, &orders)
                .map_err(|(i, why)| format!("order {} ({}) was refused: {why}", i + 1, orders[i].order)),
            GameControl::Undo { n, side } => {
                let can = undoable(world);
                let hist_len = world.get_resource::<OrderHistory>().map(|h| h.0.len()).unwrap_or(0);
                let own = world
                    .get_resource::<OrderHistory>()
                    .is_some_and(|h| h.0[hist_len.saturating_sub(n)..].iter().all(|(o, _)| o.side == side));
                if n == 0 || n > can || !own || !world.contains_resource::<super::components::GameConfig>() {
                    Err(format!("cannot undo {n} orders of side {side}: {can} may be taken back"))
                } else {
                    let cfg = world.resource::<super::components::GameConfig>().clone();
                    let hist = world.resource::<OrderHistory>().0.clone();
                    let keep: Vec<SideOrder> = hist[..hist.len() - n].iter().map(|(o, _)| o.clone()).collect();
                    rebuild(world, &cfg.scenario, cfg.seed, &keep)
                        .map_err(|(i, why)| format!("replay refused order {i}: {why}"))
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
