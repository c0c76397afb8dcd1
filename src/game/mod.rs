//! The rules as ECS: components, messages, systems and the headless session that enforce the rules by calling `rules/`.

pub mod components;
pub mod control;
pub mod flow;
pub mod hash;
pub mod invariants;
pub mod legal;
pub mod los;
pub mod messages;
pub mod session;
pub mod side_view;
pub mod spawn;
pub mod step;

pub use messages::{Order, Outcome, RejectReason, SideOrder};
pub use session::Session;
pub use step::{GamePlugin, GameStep};
