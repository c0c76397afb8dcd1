//! The messages between the game and everything that presents it: orders in (`SubmitOrder`), outcomes out (`OutcomeMsg`, `OrderRejected`). The order and outcome types themselves come from the ruleset registry and contract in `rules/`.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

pub use crate::rules::engine::{Audience, EndReason, Outcome, RejectReason, describe};
pub use crate::rules::registry::{Order, RulesEvent};

/// An order together with the side giving it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SideOrder {
    pub side: usize,
    pub order: Order,
}

/// Submit an order to the game (written by presentation, read by the rules).
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct SubmitOrder(pub SideOrder);

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
