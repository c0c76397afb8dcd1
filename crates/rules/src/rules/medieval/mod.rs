//! Commands & Colors: Medieval (seed 000) as pure rules: units, dice, the card deck, combat and the turn engine.

pub mod cards;
pub mod combat;
pub mod dice;
pub mod engine;
pub mod events;
pub mod game;
pub mod help;
pub mod params;
pub mod refusal;
pub mod state;
pub mod units;
pub mod view;

#[cfg(test)]
mod tests;

pub use cards::{Card, CardId, Section, Tactic, Troop};
pub use dice::Face;
pub use engine::{MedOrder, apply, legal, new_state, to_act};
pub use events::{MedEvent, React, Roll};
pub use game::MedGame;
pub use refusal::Refusal;
pub use state::{Field, MPiece, MedOptions, MedState, Pending, PlayMode, Reaction, Stage};
pub use view::{CardsView, PromptView};
