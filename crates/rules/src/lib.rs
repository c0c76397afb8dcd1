//! Hexmarshal's rules as a crate of their own, with no Bevy: `rules` (the contract, the five engines, sight),
//! `scenario` (the file format and its validation), `session` (one game played by its rules: dice, log, orders and
//! state hash), `save` (games as files, verified by replay), `script` (rules questions with fixed dice), `text`
//! (reading files that travel between players) and `link` (a scenario carried in a web address). The client crate,
//! the command line and the server all play through this crate; the compiler keeps it pure.

pub mod ai;
pub mod help;
pub mod link;
pub mod rules;
pub mod save;
pub mod scenario;
pub mod script;
pub mod session;
pub mod text;
pub mod wire;
