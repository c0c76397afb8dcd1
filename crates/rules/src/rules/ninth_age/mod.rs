//! The 9th Age (seed 004): the unit catalog (strength = models, movement = Advance Rate in hexes of 2"), the parameters (facing, one unit per hex, deployment by the players inside their zones) and the terrain chart; the engine lives in the submodules and every number we had to propose is in `data.rs`.

pub mod battle;
pub mod data;
pub mod deploy;
pub mod game;
pub mod help;
pub mod melee;
pub mod orders;
pub mod state;

pub use orders::*;
pub use state::NaGame;

use crate::rules::los::{ElevationRule, GrazeRule, LosRules, UnitsBlock};
use crate::rules::ruleset::{Params, ScenarioTerms, UnitClass::*, UnitType, u};
use crate::rules::terrain::{SightEffect, Terrain, TerrainProfile, p};

/// The 9th Age units of the two armies (movement: Advance Rate in hexes of 2").
pub static NINTH_AGE: &[UnitType] = &[
    u("general", "General (character)", Leader, false, 1, 2),
    u("spearmen", "Spearmen", Medium, false, 20, 2),
    u("imperial_guard", "Imperial Guard (heavy infantry)", Heavy, false, 20, 2),
    u("handgunners", "Handgunners (Scouts)", Light, false, 10, 2),
    u("electoral_cavalry", "Electoral Cavalry (knights)", Heavy, true, 5, 3),
    u("reiters", "Reiters (light horse, Vanguard)", Light, true, 5, 4),
    u("warboss", "Warboss (character)", Leader, false, 1, 2),
    u("orc_warriors", "Orc Warriors", Medium, false, 25, 2),
    u("goblin_archers", "Goblin Archers (Scouts)", Light, false, 20, 2),
    u("boar_riders", "Boar Riders (cavalry, Vanguard)", Medium, true, 5, 3),
    u("trolls", "Trolls (monsters)", Other, false, 3, 3),
];

/// The armies a side may field (labels: every unit type may serve either).
pub const ARMIES: &[&str] = &["sonnstahl", "greenskins"];

/// The 9th Age's parameters.
pub static PARAMS: Params = Params {
    // 3 (issue 36): every charger of a fleeing unit may redirect, and one whose new target flees too chooses which
    // to go on against; the redirect orders name their unit.
    // 4 (issue 36): a charge moves forward with one wheel, ends by the priorities for maximising contact, and
    // other enemies it touches join the fight.
    // 5 (issue 36): with no side named as having chosen its zone, the sides roll off and the winner chooses.
    // 6 (issue 36): characters join and leave units, fight in them, and lend them their Discipline; the General's
    // Discipline serves friends within 12".
    version: 7,
    terrain: chart,
    terms: ScenarioTerms {
        armies: ARMIES,
        initiative: true,
        always_ends: true,
        deployment: true,
        ..ScenarioTerms::NONE
    },
    scenarios: &[
        ("hollow_tor.ron", include_str!("../../../../../scenarios/hollow_tor.ron")),
        ("barrow_field.ron", include_str!("../../../../../scenarios/barrow_field.ron")),
        ("grey_stones_pass.ron", include_str!("../../../../../scenarios/grey_stones_pass.ron")),
    ],
    self_play_games: 1000,
    hard_explore: 100,
    quiet_rollouts: true,
    hard_root_floor: 4,
    help: &[
        ("en", include_str!("../../../../../docs/help/ninth_age.en.md")),
        ("ru", include_str!("../../../../../docs/help/ninth_age.ru.md")),
    ],
    ..Params::proposed(
        "The 9th Age",
        NINTH_AGE,
        LosRules {
            units_block: UnitsBlock::All,
            graze: GrazeRule::BothSides,
            elevation: ElevationRule::HigherThanBoth,
            overlook: false,
        },
        true,
    )
};

/// The terrain chart (costs PROPOSAL, cover AID): open ground, fields and roads a hex; forests, ruins, water and
/// every other rough ground cost a hex more; forests and buildings block sight beyond them, brush and orchards
/// hinder it. Cover (soft in forests, ruins, brush and orchards, hard in buildings and towns) is read by the
/// shooting rules, not here.
fn chart(t: Terrain) -> TerrainProfile {
    use SightEffect::{Clear, Hindrance, Obstacle};
    match t {
        Terrain::Open | Terrain::Road | Terrain::Field => p(Some(1), Clear, false),
        Terrain::Brush | Terrain::Orchard => p(Some(2), Hindrance(1), false),
        Terrain::Forest | Terrain::Building | Terrain::Town => p(Some(2), Obstacle, false),
        Terrain::BrokenGround | Terrain::Rubble | Terrain::Gully => p(Some(2), Clear, false),
        Terrain::Marsh | Terrain::Stream | Terrain::Water => p(Some(2), Clear, false),
    }
}
