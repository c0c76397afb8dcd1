//! Sharp Practice's data (seed 002): the group catalog (figures as strength, movement in hexes of 3"), the terrain chart we propose, and sight rules in which units never block. Its engine is still to come: it plays on `rules::skirmish` until then.

use crate::rules::los::{ElevationRule, GrazeRule, LosRules};
use crate::rules::ruleset::{Params, UnitClass::*, UnitType, u};

/// Sharp Practice groups (figures as strength; movement in hexes of 3").
pub static SHARP_PRACTICE: &[UnitType] = &[
    u("line_infantry", "Line infantry group", Other, false, 12, 2),
    u("light_infantry", "Light infantry group", Other, false, 8, 2),
    u("skirmishers", "Skirmishers", Other, false, 6, 2),
    u("cavalry", "Cavalry group", Other, true, 6, 4),
    u("artillery", "Gun and crew", Other, false, 5, 1),
    u("big_man", "Big Man", Leader, false, 1, 2),
    u("blind", "Blind", Other, false, 1, 2),
];

/// Sharp Practice's parameters.
pub static PARAMS: Params = Params::proposed(
    "Sharp Practice",
    SHARP_PRACTICE,
    LosRules { units_block: false, graze: GrazeRule::Touch, elevation: ElevationRule::HigherThanBoth },
    false,
);
