//! Orders (what a side asks for) and outcomes (what happened, past tense): the contract between the rules and everything that presents them.

use crate::rules::hex::Coord;
use crate::rules::movement::EntryBlock;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::fmt;

/// An order, as the GUI, the CLI, tests and self-play submit it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Order {
    /// Move a unit (with its attached leader) along the cheapest legal path to `to`, within its movement allowance.
    Move { unit: String, to: Coord },
    /// End the side's turn.
    EndTurn,
}

impl fmt::Display for Order {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Order::Move { unit, to } => write!(f, "move {unit} to {to}"),
            Order::EndTurn => write!(f, "end turn"),
        }
    }
}

/// An order together with the side giving it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SideOrder {
    pub side: usize,
    pub order: Order,
}

/// Submit an order to the game (written by presentation, read by the rules).
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct SubmitOrder(pub SideOrder);

/// Why an order was refused: a value the UI shows, never a panic.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RejectReason {
    GameOver,
    NoSuchSide { side: usize },
    NotYourTurn { side: usize, to_act: usize },
    UnknownUnit { unit: String },
    NotYourUnit { unit: String },
    AlreadyMoved { unit: String },
    OutOfReach { unit: String, from: Coord, to: Coord, allowance: u8 },
    CannotEnter { unit: String, to: Coord, why: String },
    CannotMove { unit: String },
    Unsupported { order: String },
}

impl RejectReason {
    pub fn cannot_enter(unit: &str, to: Coord, why: EntryBlock) -> RejectReason {
        RejectReason::CannotEnter { unit: unit.to_string(), to, why: why.to_string() }
    }
}

impl fmt::Display for RejectReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RejectReason::GameOver => write!(f, "the game is over"),
            RejectReason::NoSuchSide { side } => write!(f, "there is no side {side}"),
            RejectReason::NotYourTurn { side, to_act } => {
                write!(f, "side {side} cannot act now: side {to_act} is to act")
            }
            RejectReason::UnknownUnit { unit } => write!(f, "there is no unit {unit}"),
            RejectReason::NotYourUnit { unit } => {
                write!(f, "unit {unit} belongs to the other side")
            }
            RejectReason::AlreadyMoved { unit } => {
                write!(f, "unit {unit} has already moved this turn")
            }
            RejectReason::OutOfReach { unit, from, to, allowance } => {
                write!(f, "unit {unit} at {from} cannot reach {to} with {allowance} movement this turn")
            }
            RejectReason::CannotEnter { unit, to, why } => {
                write!(f, "unit {unit} cannot enter {to}: {why}")
            }
            RejectReason::CannotMove { unit } => write!(f, "unit {unit} cannot move"),
            RejectReason::Unsupported { order } => {
                write!(f, "{order}: not an order of this ruleset")
            }
        }
    }
}

/// Why a game ended.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndReason {
    TargetReached,
    TurnLimit,
    Eliminated,
}

/// Something that happened, in the order it happened. Every die rolled is in one.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    Moved { unit: String, from: Coord, to: Coord, path: Vec<Coord> },
    ObjectiveTaken { objective: String, at: Coord, by: usize },
    ScoreChanged { side: usize, score: u32 },
    DiceRolled { side: usize, purpose: String, faces: u8, dice: Vec<u8> },
    TurnEnded { side: usize, next: usize, turn: u32 },
    GameOver { winner: Option<usize>, reason: EndReason },
    Rejected { side: usize, order: Order, reason: RejectReason },
}

/// Who may see an outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Audience {
    All,
    Only(usize),
}

impl Audience {
    pub fn includes(self, side: usize) -> bool {
        match self {
            Audience::All => true,
            Audience::Only(s) => s == side,
        }
    }
}

/// An outcome for presentation to read (animate, fill the log).
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct OutcomeMsg {
    pub outcome: Outcome,
    pub audience: Audience,
}

/// An order that was refused, for the UI to show to the side that gave it.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct OrderRejected {
    pub side: usize,
    pub order: Order,
    pub reason: RejectReason,
}
