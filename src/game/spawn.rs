//! Spawning a validated scenario into the ECS world: tile entities with terrain, hexside entities, objectives, sides, the game state from the ruleset's engine and the unit entities that mirror it.

use crate::game::components::*;
use crate::game::flow::*;
use crate::scenario::Scenario;
use bevy::prelude::*;
use std::sync::Arc;

/// Put a fresh game of `scenario` with `seed` into `world`, replacing any game already there.
pub fn spawn_scenario(world: &mut World, scenario: &Scenario, seed: u64) {
    spawn_scenario_with(world, scenario, seed, Vec::new());
}

/// As `spawn_scenario`, with values the setup must draw first (scripts only: see `GameDice::force`).
pub fn spawn_scenario_with(world: &mut World, scenario: &Scenario, seed: u64, setup_dice: Vec<u32>) {
    despawn_game(world);
    let grid = scenario.grid.clone();
    let mut tiles = Vec::with_capacity(grid.terrain.len());
    for (i, c) in grid.all_coords().enumerate() {
        let e = world
            .spawn((
                Tile,
                HexPos(c),
                Terrain(grid.terrain[i]),
                Elevation(grid.elevation[i]),
                HexMarkers(grid.markers[i].clone()),
            ))
            .id();
        tiles.push(e);
    }
    for (key, feature) in &grid.hexsides {
        world.spawn(Hexside { key: *key, feature: *feature });
    }
    for o in &scenario.objectives {
        world.spawn((
            HexPos(o.at),
            Objective {
                id: o.id.clone(),
                vp: o.vp,
                secret: o.secret,
                owner: o.owner,
                controlled_by: o.controlled_by,
                revealed: !o.secret,
            },
        ));
    }
    let sides = scenario
        .sides()
        .iter()
        .map(|s| SideState {
            id: s.id.clone(),
            name: s.name.clone(),
            colour: s.colour.clone(),
            hand_size: s.hand_size,
            target: s.target,
            home_edge: s.home_edge,
            score: 0,
        })
        .collect();
    world.insert_resource(Sides(sides));
    world.insert_resource(GameConfig {
        scenario: Arc::new(scenario.clone()),
        ruleset: scenario.ruleset,
        seed,
        sections: scenario.sections,
    });
    let los = crate::rules::los::LosIndex::new(&grid, scenario.ruleset);
    world.insert_resource(Board { grid, tiles, los, changed: Vec::new() });
    world.insert_resource(Turn { number: 1, active: 0, phase: Phase::Orders });
    world.insert_resource(Decisions::default());
    world.insert_resource(GameOver::default());
    world.insert_resource(OrderQueue::default());
    world.insert_resource(CurrentOrder::default());
    world.insert_resource(GameLog::default());
    world.insert_resource(OrderHistory::default());
    world.insert_resource(InfoHorizon::default());
    world.insert_resource(LogMarks::default());
    world.insert_resource(LastResult::default());
    let mut rng = GameRng::new(seed);
    rng.0.force(setup_dice);
    let state = crate::rules::registry::Match::setup(scenario, &mut rng.0);
    for (side, t) in state.common().targets.iter().enumerate() {
        world.resource_mut::<Sides>().0[side].target = *t;
    }
    world.insert_resource(rng);
    world.insert_resource(GameState(state));
    // The units are spawned from the game state, so the board starts as its mirror.
    let _ = world.run_system_cached(crate::game::step::mirror_now);
}

/// Remove every entity of a game (tiles, hexsides, units, objectives).
pub fn despawn_game(world: &mut World) {
    let mut q = world.query_filtered::<Entity, Or<(With<Tile>, With<Hexside>, With<Unit>, With<Objective>)>>();
    let ents: Vec<Entity> = q.iter(world).collect();
    for e in ents {
        world.despawn(e);
    }
}
