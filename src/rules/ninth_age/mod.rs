//! The 9th Age's data (seed 004): the unit catalog (movement in hexes of 2"), the terrain chart we propose, sight rules and facing. Its engine is still to come: it plays on `rules::skirmish` until then.

use crate::rules::los::{ElevationRule, GrazeRule, LosRules, UnitsBlock};
use crate::rules::ruleset::{Params, UnitClass::*, UnitType, u};

/// The 9th Age units (movement in hexes of 2": infantry Advance Rate 4", cavalry 8").
pub static NINTH_AGE: &[UnitType] = &[
    u("infantry", "Infantry", Other, false, 20, 2),
    u("heavy_infantry", "Heavy infantry", Other, false, 20, 2),
    u("archers", "Archers", Other, false, 10, 2),
    u("cavalry", "Cavalry", Other, true, 5, 4),
    u("monster", "Monster", Other, false, 1, 3),
    u("character", "Character", Leader, false, 1, 2),
    u("war_machine", "War machine", Other, false, 1, 0),
];

/// The 9th Age's parameters.
pub static PARAMS: Params = Params::proposed(
    "The 9th Age",
    NINTH_AGE,
    LosRules {
        units_block: UnitsBlock::All,
        graze: GrazeRule::BothSides,
        elevation: ElevationRule::HigherThanBoth,
        overlook: false,
    },
    true,
);
