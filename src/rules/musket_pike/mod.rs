//! Musket & Pike's data (seed 003): the unit catalog (strength = casualty track steps), the terrain chart we propose, sight rules and facing. Its engine is still to come: it plays on `rules::skirmish` until then.

use crate::rules::los::{ElevationRule, GrazeRule, LosRules, UnitsBlock};
use crate::rules::ruleset::{Params, UnitClass::*, UnitType, u};

/// Musket & Pike units (strength = casualty track steps).
pub static MUSKET_PIKE: &[UnitType] = &[
    u("heavy_infantry", "Heavy infantry (pike and shot)", Heavy, false, 4, 4),
    u("heavy_infantry_single", "Heavy infantry (single)", Heavy, false, 2, 4),
    u("light_infantry", "Light infantry (musketeers)", Light, false, 2, 5),
    u("dragoons", "Dragoons", Light, true, 2, 6),
    u("cavalry", "Cavalry", Medium, true, 3, 8),
    u("artillery", "Artillery", Other, false, 1, 2),
    u("wing_commander", "Wing commander", Leader, true, 1, 10),
    u("army_commander", "Army commander", Leader, true, 1, 10),
];

/// Musket & Pike's parameters.
pub static PARAMS: Params = Params::proposed(
    "Musket & Pike",
    MUSKET_PIKE,
    LosRules { units_block: UnitsBlock::All, graze: GrazeRule::BothSides, elevation: ElevationRule::HigherThanBoth },
    true,
);
