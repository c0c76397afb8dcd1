//! The rules as ECS: the game (a pure `Session` from the rules crate) as a resource, the `GameStep` schedule that runs orders through it, and the systems that mirror it onto the board entities for drawing.

pub mod components;
pub mod control;
pub mod flow;
pub mod hash;
pub mod invariants;
pub mod legal;
pub mod los;
pub mod messages;
pub mod remote;
pub mod side_view;
pub mod spawn;
pub mod step;

pub use hexmarshal_rules::session::Session;
pub use messages::{Order, Outcome, RejectReason, SideOrder};
pub use step::{GamePlugin, GameStep};
