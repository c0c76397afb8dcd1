//! Turn and phase flow, the stack of pending decisions, the order queue, the game log and the one seeded dice generator.

use super::messages::{Audience, EndReason, Outcome, RejectReason, SideOrder};
use crate::rules::dice::GameDice;
use bevy::prelude::*;
use std::collections::VecDeque;

/// The phase of the active side's turn. Rulesets add their own phases.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Phase {
    Orders,
}

/// Whose turn it is.
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

/// The order being resolved by the current run of `GameStep`.
#[derive(Resource, Debug, Default)]
pub struct CurrentOrder(pub Option<Resolving>);

#[derive(Debug, Clone)]
pub struct Resolving {
    pub order: SideOrder,
    pub status: Status,
    pub outcomes: Vec<(Outcome, Audience)>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    /// Not yet handled by any system.
    Pending,
    /// Handled and applied.
    Done,
    Rejected(RejectReason),
}

impl Resolving {
    pub fn push(&mut self, o: Outcome) {
        self.outcomes.push((o, Audience::All));
    }
    pub fn pending(&self) -> bool {
        self.status == Status::Pending
    }
}

/// Every outcome so far, with who may see it.
#[derive(Resource, Debug, Clone, Default)]
pub struct GameLog(pub Vec<(Outcome, Audience)>);

/// The orders accepted so far and the state hash after each: with the scenario and seed, this is the game.
#[derive(Resource, Debug, Clone, Default)]
pub struct OrderHistory(pub Vec<(SideOrder, u64)>);

/// Undo may go back no further than this many orders: the last order that brought new information (dice, a
/// drawn card, a reveal) or that the other side gave.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct InfoHorizon(pub usize);

/// For each accepted order, the length of the `GameLog` after it (to mark the undo horizon in the log).
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct LogMarks(pub Vec<usize>);

/// The result of the last order resolved.
#[derive(Resource, Debug, Clone, Default)]
pub struct LastResult(pub Option<Result<Vec<Outcome>, RejectReason>>);

/// The only source of randomness in a game: the seeded `GameDice` every ruleset draws from.
#[derive(Resource, Debug, Clone)]
pub struct GameRng(pub GameDice);

impl GameRng {
    pub fn new(seed: u64) -> GameRng {
        GameRng(GameDice::new(seed))
    }

    /// Position in the generator's stream, for the state hash and saves.
    pub fn word_pos(&self) -> u128 {
        self.0.word_pos()
    }
}

/// The state of the game under its ruleset: the single source of truth. The board entities mirror it for drawing.
#[derive(Resource, Debug, Clone)]
pub struct GameState(pub crate::rules::registry::Match);
