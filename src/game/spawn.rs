//! Spawning a validated scenario into the ECS world: tile entities with terrain, hexside entities, objectives, sides, the game state from the ruleset's engine and the unit entities that mirror it.

use crate::game::Session;
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
    spawn_game(world, Session::start(Arc::new(scenario.clone()), seed, setup_dice));
}

/// Put `game` into `world`, replacing any game already there: its scenario's tiles, hexsides, objectives and
/// sides as entities and resources, the game itself, and the mirrors of its state.
pub fn spawn_game(world: &mut World, game: Session) {
    despawn_game(world);
    let scenario = game.scenario().clone();
    spawn_map(world, &scenario);
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
    world.insert_resource(Sides(side_states(&scenario)));
    let (ruleset, seed, sections) = (scenario.ruleset, game.seed(), scenario.sections);
    world.insert_resource(GameConfig { scenario, ruleset, seed, sections });
    install(world, game);
}

/// The scenario's map as entities: a tile per hex (terrain, elevation, markers) and an entity per hexside feature.
pub fn spawn_map(world: &mut World, scenario: &Scenario) {
    let grid = &scenario.grid;
    for (i, c) in grid.all_coords().enumerate() {
        world.spawn((
            Tile,
            HexPos(c),
            Terrain(grid.terrain[i]),
            Elevation(grid.elevation[i]),
            HexMarkers(grid.markers[i].clone()),
        ));
    }
    for (key, feature) in &grid.hexsides {
        world.spawn(Hexside { key: *key, feature: *feature });
    }
}

/// The scenario's sides as the game starts them: names, colours, hands, targets, no score yet.
pub fn side_states(scenario: &Scenario) -> Vec<SideState> {
    scenario
        .sides()
        .iter()
        .map(|s| SideState {
            id: s.id.clone(),
            name: s.name.clone(),
            translations: s.translations.clone(),
            colour: s.colour.clone(),
            hand_size: s.hand_size,
            target: s.target,
            home_edge: s.home_edge,
            score: 0,
        })
        .collect()
}

/// The game's own resource, and what mirrors it: the board, the turn, decisions and result, the unit entities.
fn install(world: &mut World, game: Session) {
    // A game here is played here: whatever a match server had sent is put away.
    world.remove_resource::<crate::game::remote::RemoteGame>();
    world.insert_resource(Board(game.board().clone()));
    world.insert_resource(Turn { number: 1, active: 0, phase: Phase::Orders });
    world.insert_resource(Decisions::default());
    world.insert_resource(GameOver::default());
    world.insert_resource(OrderQueue::default());
    world.insert_resource(CurrentOrder::default());
    world.insert_resource(LastResult::default());
    for (side, t) in game.state().common().targets.iter().enumerate() {
        world.resource_mut::<Sides>().0[side].target = *t;
    }
    world.insert_resource(GameState(game));
    // The units are spawned from the game state, so the board starts as its mirror.
    let _ = world.run_system_cached(crate::game::step::mirror_now);
    let _ = world.run_system_cached(sync_tile_markers);
}

/// The tiles' markers as the game's map has them (a game rebuilt by replay may have smoke and fire on it).
fn sync_tile_markers(state: Res<GameState>, mut tiles: Query<(&HexPos, &mut HexMarkers), With<Tile>>) {
    let grid = &state.0.board().grid;
    for (pos, mut m) in &mut tiles {
        let want = grid.index(pos.0).map_or(&[][..], |i| grid.markers[i].as_slice());
        if m.0 != want {
            m.0 = want.to_vec();
        }
    }
}

/// Remove every entity of a game (tiles, hexsides, units, objectives).
pub fn despawn_game(world: &mut World) {
    let mut q = world.query_filtered::<Entity, Or<(With<Tile>, With<Hexside>, With<Unit>, With<Objective>)>>();
    let ents: Vec<Entity> = q.iter(world).collect();
    for e in ents {
        world.despawn(e);
    }
}
