//! The message from everything that presents the game to the game: orders in (`SubmitOrder`). What comes out is the game log (`flow::GameLog`, each entry with its audience), which presentation reads through a side's `SideView`. The order and outcome types themselves come from the ruleset registry and contract in `rules/`.

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
