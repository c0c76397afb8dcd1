//! Pure rules: plain data in, outcomes out. Nothing here touches Bevy's `World`, queries or resources.

pub mod combat_commander;
pub mod dice;
pub mod duel;
pub mod engine;
pub mod geometry;
pub mod glossary;
pub mod hex;
pub mod los;
pub mod map;
pub mod medieval;
pub mod movement;
pub mod musket_pike;
pub mod names;
pub mod ninth_age;
pub mod registry;
pub mod roster;
pub mod ruleset;
pub mod setup;
pub mod sharp_practice;
pub mod stable_hash;
pub mod terrain;

pub use hex::{Coord, Dir, HexsideKey, Orientation};
pub use ruleset::{Ruleset, Stacking, UnitClass, UnitType};
pub use terrain::{HexMarker, HexsideKind, SightEffect, Terrain};
