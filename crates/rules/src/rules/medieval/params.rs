//! Medieval's own data: the unit catalog (blocks and movement; combat values are in `units.rs`), the terrain and hexside charts, the sight rules and stacking.

use crate::rules::los::{ElevationRule, GrazeRule, LosRules, UnitsBlock};
use crate::rules::ruleset::{Params, UnitClass::*, UnitType, u};
use crate::rules::terrain::{HexsideKind, SightEffect, Terrain, TerrainProfile, p};

/// Medieval units (rules-reference §2.3): blocks and movement. Combat values live with the ruleset.
pub static MEDIEVAL: &[UnitType] = &[
    u("light_foot", "Light foot", Light, false, 4, 2),
    u("light_bow_foot", "Light bow foot", Light, false, 4, 2),
    u("auxilia", "Auxilia", Light, false, 4, 2),
    u("warriors", "Warriors", Medium, false, 4, 2),
    u("medium_foot", "Medium foot", Medium, false, 4, 1),
    u("heavy_foot", "Heavy foot", Heavy, false, 4, 1),
    u("light_cavalry", "Light cavalry", Light, true, 4, 4),
    u("light_bow_cavalry", "Light bow cavalry", Light, true, 4, 4),
    u("medium_cavalry", "Medium cavalry", Medium, true, 4, 3),
    u("heavy_cavalry", "Heavy cavalry", Heavy, true, 4, 2),
    u("cataphracts", "Super-heavy cavalry (cataphracts)", Heavy, true, 4, 2),
    u("leader", "Leader", Leader, false, 1, 3),
];

/// Medieval's parameters.
pub static PARAMS: Params = Params {
    // 2: Rally flags restore nothing, Foot Onslaught's warriors, Fire and Close's closing battle, Counter Attack
    // copying a scout play (games saved under 1 would replay differently).
    // 3: the owner's own choices in combat (flags, retreats, leader escapes), First Strike's attacker may decline,
    // Fire and Close's one-unit alternative, units may step onto a lone friendly leader.
    // 4 (issue 36): a warriors' long move may end next to a lone enemy leader, Counter Attack cannot copy Ambush or
    // First Strike.
    version: 4,
    uses_cards: true,
    terrain: chart,
    hexside,
    // Units may not move through other pieces; a lone leader may pass through friends.
    // Hexes cost one hex of movement each; the chart's extra costs are other rulesets' movement points.
    flat_step_cost: Some(1),
    mounted_stop: Some(Terrain::BrokenGround),
    terms: crate::rules::ruleset::ScenarioTerms {
        markers: &[crate::rules::setup::UnitMarker::Bow, crate::rules::setup::UnitMarker::Missile],
        ..crate::rules::ruleset::ScenarioTerms::NONE
    },
    scenarios: &[
        ("hastings_1066.ron", include_str!("../../../../../scenarios/hastings_1066.ron")),
        ("manzikert_1071.ron", include_str!("../../../../../scenarios/manzikert_1071.ron")),
        ("tours_732.ron", include_str!("../../../../../scenarios/tours_732.ron")),
    ],
    self_play_games: 1000,
    // Its decisions are the cheapest of the five (0.03 to 0.04 s at 480), and at 960 normal stopped drawing with
    // random play (docs/ai.md, "Normal's iterations per ruleset").
    normal_iterations: 960,
    hard_explore: 100,
    help: &[
        ("en", include_str!("../../../../../docs/help/medieval.en.md")),
        ("ru", include_str!("../../../../../docs/help/medieval.ru.md")),
    ],
    ..Params::proposed(
        "Commands & Colors: Medieval",
        MEDIEVAL,
        LosRules {
            units_block: UnitsBlock::All,
            graze: GrazeRule::BothSides,
            elevation: ElevationRule::SameHill,
            overlook: false,
        },
        false,
    )
};

/// The Medieval terrain chart (rules-reference 2.6).
fn chart(t: Terrain) -> TerrainProfile {
    use SightEffect::{Clear, Obstacle};
    match t {
        Terrain::Forest => p(Some(1), Obstacle, true),
        Terrain::BrokenGround => p(Some(1), Clear, false),
        Terrain::Town | Terrain::Building => p(Some(1), Obstacle, true),
        Terrain::Marsh => p(Some(1), Clear, true),
        Terrain::Water => p(None, Clear, false),
        _ => p(Some(1), Clear, false),
    }
}

/// Medieval has no hexside obstacles: only cliffs stop a unit.
fn hexside(k: HexsideKind) -> (Option<u8>, SightEffect) {
    match k {
        HexsideKind::Cliff => (None, SightEffect::Clear),
        _ => (Some(0), SightEffect::Clear),
    }
}
