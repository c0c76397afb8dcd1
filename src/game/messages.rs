//! Orders (what a side asks for) and outcomes (what happened, past tense): the contract between the rules and everything that presents them.

use crate::rules::hex::Coord;
use crate::rules::medieval::{MedEvent, MedOrder, PlayMode, Reaction};
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
    /// Medieval: play a command card from the hand (card = its id in the deck), normally, to scout, or inspired.
    PlayCard { card: u8, mode: PlayMode },
    /// Medieval: order a unit or leader with the card in play (Rally: restore a block with a die).
    OrderUnit { unit: String },
    /// Medieval Rally: a helmet brings a new leader forward onto a unit that regained a block.
    RallyLeader { unit: String },
    /// Medieval: done with this step of the turn (ordering, moving, firing) and on to the next.
    EndPhase,
    /// Ranged combat.
    Fire { unit: String, target: String },
    /// Declare a close combat against an adjacent enemy.
    Attack { unit: String, target: String },
    /// Answer a pending reaction prompt.
    React(Reaction),
    /// Momentum advance after emptying the defender's hex (`None` = stay).
    Advance { to: Option<Coord> },
    /// Scout: keep this one of the two cards drawn.
    KeepCard { card: u8 },
}

impl Order {
    /// The Medieval engine's form of this order.
    pub fn to_medieval(&self) -> MedOrder {
        match self.clone() {
            Order::Move { unit, to } => MedOrder::Move { unit, to },
            Order::EndTurn => MedOrder::EndTurn,
            Order::PlayCard { card, mode } => MedOrder::PlayCard { card, mode },
            Order::OrderUnit { unit } => MedOrder::OrderUnit { unit },
            Order::RallyLeader { unit } => MedOrder::RallyLeader { unit },
            Order::EndPhase => MedOrder::EndPhase,
            Order::Fire { unit, target } => MedOrder::Fire { unit, target },
            Order::Attack { unit, target } => MedOrder::Attack { unit, target },
            Order::React(r) => MedOrder::React(r),
            Order::Advance { to } => MedOrder::Advance { to },
            Order::KeepCard { card } => MedOrder::KeepCard { card },
        }
    }

    pub fn from_medieval(o: MedOrder) -> Order {
        match o {
            MedOrder::Move { unit, to } => Order::Move { unit, to },
            MedOrder::EndTurn => Order::EndTurn,
            MedOrder::PlayCard { card, mode } => Order::PlayCard { card, mode },
            MedOrder::OrderUnit { unit } => Order::OrderUnit { unit },
            MedOrder::RallyLeader { unit } => Order::RallyLeader { unit },
            MedOrder::EndPhase => Order::EndPhase,
            MedOrder::Fire { unit, target } => Order::Fire { unit, target },
            MedOrder::Attack { unit, target } => Order::Attack { unit, target },
            MedOrder::React(r) => Order::React(r),
            MedOrder::Advance { to } => Order::Advance { to },
            MedOrder::KeepCard { card } => Order::KeepCard { card },
        }
    }
}

impl fmt::Display for Order {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Order::Move { unit, to } => write!(f, "move {unit} to {to}"),
            Order::EndTurn => write!(f, "end turn"),
            Order::PlayCard { card, mode } => {
                write!(f, "play {}", crate::rules::medieval::cards::card(*card))?;
                match mode {
                    PlayMode::Normal => Ok(()),
                    PlayMode::Scout => write!(f, " to scout"),
                    PlayMode::Inspired(t) => write!(f, " inspired: {}", crate::rules::medieval::Card::Tactic(*t)),
                }
            }
            Order::OrderUnit { unit } => write!(f, "order {unit}"),
            Order::RallyLeader { unit } => write!(f, "bring a new leader to {unit}"),
            Order::EndPhase => write!(f, "next step"),
            Order::Fire { unit, target } => write!(f, "{unit} fires at {target}"),
            Order::Attack { unit, target } => write!(f, "{unit} attacks {target}"),
            Order::React(r) => write!(f, "react: {r:?}"),
            Order::Advance { to: Some(c) } => write!(f, "advance to {c}"),
            Order::Advance { to: None } => write!(f, "do not advance"),
            Order::KeepCard { card } => write!(f, "keep {}", crate::rules::medieval::cards::card(*card)),
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
    NoSuchSide {
        side: usize,
    },
    NotYourTurn {
        side: usize,
        to_act: usize,
    },
    UnknownUnit {
        unit: String,
    },
    NotYourUnit {
        unit: String,
    },
    AlreadyMoved {
        unit: String,
    },
    OutOfReach {
        unit: String,
        from: Coord,
        to: Coord,
        allowance: u8,
    },
    CannotEnter {
        unit: String,
        to: Coord,
        why: String,
    },
    CannotMove {
        unit: String,
    },
    Unsupported {
        order: String,
    },
    /// The ruleset refuses the order; the text names the unit, hex or card and the reason.
    Rule {
        why: String,
    },
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
            RejectReason::Rule { why } => f.write_str(why),
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
    Moved {
        unit: String,
        from: Coord,
        to: Coord,
        path: Vec<Coord>,
    },
    ObjectiveTaken {
        objective: String,
        at: Coord,
        by: usize,
    },
    ScoreChanged {
        side: usize,
        score: u32,
    },
    DiceRolled {
        side: usize,
        purpose: String,
        faces: u8,
        dice: Vec<u8>,
    },
    TurnEnded {
        side: usize,
        next: usize,
        turn: u32,
    },
    GameOver {
        winner: Option<usize>,
        reason: EndReason,
    },
    Rejected {
        side: usize,
        order: Order,
        reason: RejectReason,
    },
    /// Something that happened under the Medieval rules (cards, combat, retreats, banners).
    Medieval(MedEvent),
}

/// An outcome in plain words, for logs.
pub fn describe(o: &Outcome) -> String {
    match o {
        Outcome::Moved { unit, from, to, .. } => format!("{unit} moves from {from} to {to}"),
        Outcome::ObjectiveTaken { objective, at, by } => format!("side {by} takes objective {objective} at {at}"),
        Outcome::ScoreChanged { side, score } => format!("side {side} now has {score}"),
        Outcome::DiceRolled { side, purpose, dice, .. } => format!("side {side} rolls {dice:?} for {purpose}"),
        Outcome::TurnEnded { side, next, turn } => {
            format!("side {side} ends its turn; turn {turn}, side {next} to play")
        }
        Outcome::GameOver { winner: Some(w), reason } => format!("game over: side {w} wins ({reason:?})"),
        Outcome::GameOver { winner: None, reason } => format!("game over: a draw ({reason:?})"),
        Outcome::Rejected { order, reason, .. } => format!("refused: {order}: {reason}"),
        Outcome::Medieval(e) => e.to_string(),
    }
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
