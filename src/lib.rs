//! Hexmarshal: a hex wargame engine and client. `rules` is pure, `game` enforces it as ECS, `scenario` and `save` are the file formats, `view` draws.

pub mod cli;
pub mod editor;
pub mod game;
pub mod gfx;
pub mod rules;
pub mod save;
pub mod scenario;
pub mod screens;
pub mod script;
pub mod text;
pub mod ui;
pub mod view;
