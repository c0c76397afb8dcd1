//! Hexmarshal: a hex wargame engine and client. `rules` is pure, `game` enforces it as ECS, `scenario` and `save` are the file formats, `view` draws.

pub mod cli;
pub mod editor;
pub mod game;
pub mod gfx;
pub mod net;
pub mod screens;
pub mod ui;
pub mod view;

// The pure rules live in their own crate (crates/rules); their paths stay `hexmarshal::rules`, `::scenario`,
// `::save`, `::script` and `::text` for the client and the tests.
pub use hexmarshal_rules::{rules, save, say, say_err, scenario, script, text};
