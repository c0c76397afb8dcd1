//! Combat Commander's data (seed 001): the piece catalog with figures for stacking, the terrain chart, sight rules (units never block; touching an obstacle blocks) and the 7-figure stacking limit. Its engine is still to come: it plays on `rules::skirmish` until then.

use crate::rules::los::{ElevationRule, GrazeRule, LosRules};
use crate::rules::ruleset::fig;
use crate::rules::ruleset::{Params, Stacking, UnitClass::*, UnitType, u};
use crate::rules::terrain::{self, SightEffect, Terrain, TerrainProfile, p};

/// Combat Commander pieces (§3.2): figures count for stacking.
pub static COMBAT_COMMANDER: &[UnitType] = &[
    fig(u("squad", "Squad", Other, false, 1, 4), 4),
    fig(u("team", "Team", Other, false, 1, 4), 2),
    fig(u("leader", "Leader", Leader, false, 1, 4), 1),
    fig(u("weapon", "Weapon", Other, false, 1, 0), 0),
];

/// Combat Commander's parameters.
pub static PARAMS: Params = Params {
    title: "Combat Commander",
    version: 1,
    catalog: COMBAT_COMMANDER,
    stacking: Stacking::Figures { limit: 7 },
    uses_cards: false,
    uses_facing: false,
    los: LosRules { units_block: false, graze: GrazeRule::Touch, elevation: ElevationRule::HigherThanBoth },
    terrain: chart,
    hexside: terrain::standard_hexside,
    // Pieces stack freely during a move; the limit holds where a piece stops.
    pass_friends: |_| true,
    flat_step_cost: None,
    mounted_stop: None,
};

/// The Combat Commander terrain chart (rules-reference 3): movement points, hindrances and obstacles.
fn chart(t: Terrain) -> TerrainProfile {
    use SightEffect::{Clear, Hindrance, Obstacle};
    match t {
        Terrain::Open | Terrain::Road => p(Some(1), Clear, false),
        Terrain::Brush => p(Some(2), Hindrance(3), false),
        Terrain::Forest => p(Some(2), Obstacle, false),
        Terrain::Building | Terrain::Town => p(Some(2), Obstacle, false),
        Terrain::Orchard => p(Some(1), Hindrance(2), false),
        Terrain::Field => p(Some(1), Hindrance(1), false),
        Terrain::Marsh => p(Some(3), Hindrance(1), false),
        Terrain::Stream => p(Some(3), Clear, false),
        Terrain::Gully => p(Some(2), Clear, false),
        Terrain::Rubble => p(Some(2), Clear, false),
        Terrain::BrokenGround => p(Some(2), Clear, false),
        Terrain::Water => p(None, Clear, false),
    }
}
