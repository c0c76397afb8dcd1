//! The message from everything that presents the game to the game: orders in (`SubmitOrder`). What comes out is the game log (kept by the game's `Session`, each entry with its audience), which presentation reads through a side's `SideView`. The order and outcome types themselves come from the ruleset registry and contract in the rules crate.

use bevy::prelude::*;

pub use crate::rules::engine::{Audience, EndReason, Outcome, RejectReason, describe};
pub use crate::rules::registry::{Order, RulesEvent};
pub use hexmarshal_rules::session::SideOrder;

/// Submit an order to the game (written by presentation, read by the rules).
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct SubmitOrder(pub SideOrder);
