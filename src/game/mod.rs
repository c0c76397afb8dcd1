//! The rules as ECS: components, messages, systems and the headless session that enforce the rules by calling `rules/`.

pub mod components;
pub mod control;
pub mod core;
pub mod flow;
pub mod hash;
pub mod invariants;
pub mod legal;
pub mod los;
pub mod messages;
pub mod session;
pub mod view;

pub use core::{GamePlugin, GameStep};
pub use messages::{Order, Outcome, RejectReason, SideOrder};
pub use session::Session;
