//! Musket & Pike (seed 003): the unit catalog (strength = casualty points a unit can take), the parameters (facing, one unit per hex with its leaders, reciprocal hexsides, wings under commanders with standing orders) and the terrain chart; the engine lives in the submodules and every number we had to propose is in `data.rs`.

pub mod data;
pub mod fight;
pub mod game;
pub mod help;
pub mod moves;
pub mod orders;
pub mod state;
pub mod turn;

pub use orders::*;
pub use state::MpGame;

use crate::rules::los::{ElevationRule, GrazeRule, LosRules, UnitsBlock};
use crate::rules::ruleset::{Params, ScenarioTerms, UnitClass::*, UnitType, u};
use crate::rules::setup::UnitMarker;
use crate::rules::terrain::{self, SightEffect, Terrain, TerrainProfile, p};

/// Musket & Pike units: strength = casualty points that destroy the unit, movement = movement points.
pub static MUSKET_PIKE: &[UnitType] = &[
    u("heavy_infantry", "Heavy infantry, double (pike and shot)", Heavy, false, 8, 4),
    u("heavy_infantry_single", "Heavy infantry, single", Heavy, false, 4, 4),
    u("light_infantry", "Light infantry (commanded musketeers)", Light, false, 2, 5),
    u("dragoons", "Dragoons (on foot)", Light, false, 2, 5),
    u("cavalry", "Horse", Medium, true, 4, 8),
    u("light_gun", "Light gun (3 pdr)", Other, false, 2, 1),
    u("artillery", "Field gun (4 to 8 pdr)", Other, false, 2, 1),
    u("heavy_gun", "Heavy gun (12 to 24 pdr)", Other, false, 2, 1),
    u("light_gun_double", "Light guns, double (3 pdr)", Other, false, 4, 1),
    u("artillery_double", "Field guns, double (4 to 8 pdr)", Other, false, 4, 1),
    u("heavy_gun_double", "Heavy guns, double (12 to 24 pdr)", Other, false, 4, 1),
    u("wagons", "Baggage wagons", Other, false, 2, 3),
    u("wing_commander", "Wing commander", Leader, true, 1, 10),
    u("army_commander", "Army commander", Leader, true, 1, 10),
    u("king_charles", "King Charles I (army commander)", Leader, true, 1, 10),
];

/// Musket & Pike's parameters.
pub static PARAMS: Params = Params {
    // 4 (issue 36): steep slopes are a hexside of the map (only from their top does a hedge not block), and light
    // foot, dragoons and horse react to an enemy unit coming up beside them.
    version: 5,
    terrain: chart,
    hexside,
    terms: ScenarioTerms {
        markers: &[UnitMarker::Shaken, UnitMarker::Broken],
        always_ends: true,
        commands: true,
        orders: &data::Standing::IDS,
        reciprocal: true,
        ..ScenarioTerms::NONE
    },
    scenarios: &[
        ("cropredy_bridge_1644.ron", include_str!("../../../../../scenarios/cropredy_bridge_1644.ron")),
        ("roundway_down_1643.ron", include_str!("../../../../../scenarios/roundway_down_1643.ron")),
        ("edgehill_1642.ron", include_str!("../../../../../scenarios/edgehill_1642.ron")),
    ],
    self_play_games: 1000,
    hard_explore: 100,
    help: &[
        ("en", include_str!("../../../../../docs/help/musket_pike.en.md")),
        ("ru", include_str!("../../../../../docs/help/musket_pike.ru.md")),
    ],
    ..Params::proposed(
        "Musket & Pike",
        MUSKET_PIKE,
        LosRules {
            units_block: UnitsBlock::All,
            graze: GrazeRule::BothSides,
            elevation: ElevationRule::HigherThanBoth,
            overlook: true,
        },
        true,
    )
};

/// Hexsides (PROPOSAL): a stream is a river too deep to ford except where the map shows a ford hex; bridges cost
/// nothing; hedges and berms a point and block sight; the rest as the standard table.
fn hexside(k: terrain::HexsideKind) -> (Option<u8>, SightEffect) {
    match k {
        terrain::HexsideKind::Stream => (None, SightEffect::Clear),
        other => terrain::standard_hexside(other),
    }
}

/// The terrain chart (PROPOSAL): a point a hex in the open, two in woods, towns and rough ground, three in marsh
/// and fords; woods and towns block sight, brush and orchards hinder it.
fn chart(t: Terrain) -> TerrainProfile {
    use SightEffect::{Clear, Hindrance, Obstacle};
    match t {
        Terrain::Open | Terrain::Road | Terrain::Field => p(Some(1), Clear, false),
        Terrain::Brush | Terrain::Orchard => p(Some(2), Hindrance(1), false),
        Terrain::Forest | Terrain::Building | Terrain::Town => p(Some(2), Obstacle, false),
        Terrain::BrokenGround | Terrain::Rubble | Terrain::Gully => p(Some(2), Clear, false),
        Terrain::Marsh | Terrain::Stream => p(Some(3), Clear, false),
        Terrain::Water => p(None, Clear, false),
    }
}
