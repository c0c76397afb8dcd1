//! The game's resources in the ECS world: the one game (`GameState`, a pure `Session` holding the rules' state,
//! dice, log and orders), the order queue, and the turn, decisions and result mirrored from it for presentation.

use super::messages::{EndReason, Outcome, RejectReason, SideOrder};
use bevy::prelude::*;
use std::collections::VecDeque;

pub use hexmarshal_rules::session::Phase;

/// Whose turn it is (mirrored from the game after each order).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Turn {
    /// 1-based game turn; a game turn is one player turn for each side.
    pub number: u32,
    pub active: usize,
    pub phase: Phase,
}

pub use crate::rules::engine::Decision;

/// Pending decisions, innermost last. While any is pending, only its owner may act.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Decisions(pub Vec<Decision>);

impl Decisions {
    /// The side that must act now.
    pub fn to_act(&self, turn: &Turn) -> usize {
        self.0.last().map(|d| d.owner).unwrap_or(turn.active)
    }
}

/// Set once the game has ended.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct GameOver(pub Option<(Option<usize>, EndReason)>);

/// Orders waiting to be resolved, one per run of the `GameStep` schedule.
#[derive(Resource, Debug, Default)]
pub struct OrderQueue(pub VecDeque<SideOrder>);

/// The order being resolved by the current run of `GameStep`, and whether the game accepted it.
#[derive(Resource, Debug, Default)]
pub struct CurrentOrder(pub Option<(SideOrder, bool)>);

/// The result of the last order resolved.
#[derive(Resource, Debug, Clone, Default)]
pub struct LastResult(pub Option<Result<Vec<Outcome>, RejectReason>>);

/// The game: its scenario, seed, dice, the ruleset's state (the single source of truth), the board the rules
/// read, the log with its audiences and the orders with their hashes. The board entities mirror it for drawing.
#[derive(Resource, Debug, Clone)]
pub struct GameState(pub crate::game::Session);
