//! Hexmarshal's rules as a crate of their own, with no Bevy: `rules` (the contract, the five engines, sight),
//! `scenario` (the file format and its validation) and `text` (reading files that travel between players). The
//! client crate, the command line and the server all play through this crate; the compiler keeps it pure.

pub mod rules;
pub mod scenario;
pub mod text;
