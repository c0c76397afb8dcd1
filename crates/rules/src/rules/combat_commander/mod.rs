//! Combat Commander (seed 001): the piece catalog with figures for stacking, the terrain chart, sight rules (units never block; touching an obstacle blocks) and the 7-figure stacking limit; the engine lives in the submodules.

pub mod artillery;
pub mod data;
pub mod engine;
pub mod events;
pub mod fire;
pub mod game;
pub mod help;
pub mod legal;
pub mod odds;
pub mod orders;
pub mod state;
pub mod support;
pub mod works;

pub use orders::*;
pub use state::CcGame;

use crate::rules::los::{ElevationRule, GrazeRule, LosRules, UnitsBlock};
use crate::rules::ruleset::fig;
use crate::rules::ruleset::{Params, Stacking, UnitClass::*, UnitType, u};
use crate::rules::setup::UnitMarker;
use crate::rules::terrain::{SightEffect, Terrain, TerrainProfile, p};

/// Combat Commander pieces (§3.2): figures count for stacking.
pub static COMBAT_COMMANDER: &[UnitType] = &[
    fig(u("squad", "Squad", Other, false, 1, 4), 4),
    fig(u("team", "Team", Other, false, 1, 4), 2),
    fig(u("leader", "Leader", Leader, false, 1, 4), 1),
    fig(u("weapon", "Weapon", Other, false, 1, 0), 0),
    // The counters of `data::STATS`, each army's and the leaders both share.
    fig(u("us_engineer_squad", "US engineer squad", Other, false, 1, 5), 4),
    fig(u("us_para_squad", "US paratroop squad", Other, false, 1, 5), 4),
    fig(u("us_elite_squad", "US elite squad", Other, false, 1, 5), 4),
    fig(u("us_line_squad", "US line squad", Other, false, 1, 4), 4),
    fig(u("us_green_squad", "US green squad", Other, false, 1, 3), 4),
    fig(u("us_weapon_team", "US weapon team", Other, false, 1, 4), 2),
    fig(u("us_elite_team", "US elite team", Other, false, 1, 5), 2),
    fig(u("us_line_team", "US line team", Other, false, 1, 4), 2),
    fig(u("us_green_team", "US green team", Other, false, 1, 3), 2),
    fig(u("ger_pionier_squad", "German pioneer squad", Other, false, 1, 5), 4),
    fig(u("ger_ss_squad", "German SS squad", Other, false, 1, 5), 4),
    fig(u("ger_elite_rifle_squad", "German elite rifle squad", Other, false, 1, 5), 4),
    fig(u("ger_para_squad", "German paratroop squad", Other, false, 1, 5), 4),
    fig(u("ger_rifle_squad", "German rifle squad", Other, false, 1, 4), 4),
    fig(u("ger_volks_squad", "German Volksgrenadier squad", Other, false, 1, 4), 4),
    fig(u("ger_conscript_squad", "German conscript squad", Other, false, 1, 3), 4),
    fig(u("ger_weapon_team", "German weapon team", Other, false, 1, 4), 2),
    fig(u("ger_elite_team", "German elite team", Other, false, 1, 5), 2),
    fig(u("ger_line_team", "German line team", Other, false, 1, 4), 2),
    fig(u("ger_green_team", "German green team", Other, false, 1, 3), 2),
    fig(u("private", "Private", Leader, false, 1, 6), 1),
    fig(u("corporal_x", "Corporal (X)", Leader, false, 1, 6), 1),
    fig(u("corporal_y", "Corporal (Y)", Leader, false, 1, 6), 1),
    fig(u("sergeant_x", "Sergeant (X)", Leader, false, 1, 6), 1),
    fig(u("sergeant_y", "Sergeant (Y)", Leader, false, 1, 6), 1),
    fig(u("lieutenant_x", "Lieutenant (X)", Leader, false, 1, 6), 1),
    fig(u("lieutenant_y", "Lieutenant (Y)", Leader, false, 1, 6), 1),
    fig(u("captain", "Captain", Leader, false, 1, 6), 1),
    fig(u("hero", "Hero", Leader, false, 1, 7), 1),
    fig(u("us_mmg", "US medium machine gun", Other, false, 1, 0), 0),
    fig(u("us_hmg", "US heavy machine gun", Other, false, 1, 0), 0),
    fig(u("us_50cal", "US .50 cal machine gun", Other, false, 1, 0), 0),
    fig(u("us_light_mortar", "US light mortar", Other, false, 1, 0), 0),
    fig(u("ger_lmg", "German light machine gun", Other, false, 1, 0), 0),
    fig(u("ger_hmg", "German heavy machine gun", Other, false, 1, 0), 0),
    fig(u("ger_light_mortar", "German light mortar", Other, false, 1, 0), 0),
];

/// Combat Commander's parameters.
pub static PARAMS: Params = Params {
    // 3 (issue 36): fire actions only where they apply, Opportunity Fire's leader in the hex fired at, the
    // Initiative card's holder asked by default, triggers by the dice and the box's events: a version 2 save would
    // not replay the same.
    // 4 (issue 39): the Hero event brings the Hero.
    // 5 (issue 39): mortars fire after a targeting roll; radios call artillery; fortifications give +1 cover
    // against both; units leave by the enemy's edge for VP; climbing a hill costs 1 more a level.
    // 6 (issue 39): No Quarter, Spray Fire, Dig In, Demolitions and Hidden Wire on cards that had a blank action;
    // Craters, Medic, Walking Wounded, Reinforcements, Interdiction and Air Support on cards that had no event; White
    // Phosphorus acts.
    version: 6,
    climb_cost: 1,
    stacking: Stacking::Figures { limit: 7 },
    terrain: chart,
    // Pieces stack freely during a move; the limit holds where a piece stops.
    pass_friends: |_| true,
    terms: crate::rules::ruleset::ScenarioTerms {
        armies: &data::Nation::IDS,
        postures: &data::Posture::IDS,
        orders_limit: true,
        surrender: true,
        ambush: false,
        initiative: true,
        time_track: true,
        carrying: true,
        carry_check: crate::rules::ruleset::carry_one,
        markers: &[UnitMarker::Suppressed, UnitMarker::Broken, UnitMarker::Veteran],
        always_ends: true,
        fortifications: true,
        radio: true,
        ..crate::rules::ruleset::ScenarioTerms::NONE
    },
    scenarios: &[
        ("saint_lambert_1944.ron", include_str!("../../../../../scenarios/saint_lambert_1944.ron")),
        ("mortain_1944.ron", include_str!("../../../../../scenarios/mortain_1944.ron")),
        ("brecourt_1944.ron", include_str!("../../../../../scenarios/brecourt_1944.ron")),
        ("hill_192_1944.ron", include_str!("../../../../../scenarios/hill_192_1944.ron")),
    ],
    // The Combat Commander games are long: 200 of each scenario keep the test command in its budget.
    self_play_games: 200,
    // Hard explores as widely as normal here: at 100 it scored 12 of 32 games against normal on Saint-Lambert,
    // at 400 22 of 32 (docs/ai.md, "A lower exploration weight for hard").
    hard_explore: 400,
    help: &[
        ("en", include_str!("../../../../../docs/help/combat_commander.en.md")),
        ("ru", include_str!("../../../../../docs/help/combat_commander.ru.md")),
    ],
    ..Params::proposed(
        "Combat Commander",
        COMBAT_COMMANDER,
        LosRules {
            units_block: UnitsBlock::Never,
            graze: GrazeRule::Touch,
            elevation: ElevationRule::HigherThanBoth,
            overlook: false,
        },
        false,
    )
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
