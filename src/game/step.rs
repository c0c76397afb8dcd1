//! `GamePlugin` and the `GameStep` schedule: each run resolves one queued order through the game (a pure `Session`, which checks it, applies it, logs it and records it with its hash), then mirrors the new state onto the board.

use super::components::*;
use super::flow::*;
use super::messages::*;
use crate::rules::engine::PieceState;
use bevy::ecs::schedule::ScheduleLabel;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// Resolves exactly one queued order per run. Run it directly for throughput (replays).
#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct GameStep;

/// System sets of `GameStep`, in order: resolve the order through the game, then mirror the new state onto the
/// board entities and the resources presentation reads.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub enum StepSet {
    Resolve,
    Mirror,
}

/// The game's own `Update` systems (orders in, board synced); clients order their systems around it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct GameUpdate;

/// The headless rules: messages, the `GameStep` schedule and the systems that drive it from `Update`.
pub struct GamePlugin;

impl Plugin for GamePlugin {
    fn build(&self, app: &mut App) {
        app.add_message::<SubmitOrder>()
            .add_message::<super::los::LosRequest>()
            .add_message::<super::los::LosAnswer>()
            .add_message::<super::control::GameControl>()
            .add_message::<super::control::ControlFailed>()
            .init_resource::<super::control::GameEpoch>()
            .init_resource::<OrderQueue>()
            .init_resource::<CurrentOrder>()
            .init_resource::<LastResult>();
        let mut step = Schedule::new(GameStep);
        // One order per run, a few systems each: waking worker threads costs far more than it saves.
        step.set_executor(bevy::ecs::schedule::SingleThreadedExecutor::new());
        step.configure_sets((StepSet::Resolve, StepSet::Mirror).chain());
        step.add_systems(resolve_order.in_set(StepSet::Resolve));
        step.add_systems(
            (mirror_now.run_if(order_accepted), mirror_markers.run_if(order_accepted)).chain().in_set(StepSet::Mirror),
        );
        app.add_schedule(step);
        app.add_systems(
            Update,
            (
                super::control::handle_controls,
                enqueue_orders,
                run_queued_orders,
                sync_board,
                super::los::answer_los_requests,
            )
                .chain()
                .in_set(GameUpdate),
        );
    }
}

fn enqueue_orders(
    mut reader: MessageReader<SubmitOrder>,
    mut queue: ResMut<OrderQueue>,
    remote: Option<Res<super::remote::RemoteGame>>,
    read_only: Option<Res<super::control::ReadOnly>>,
) {
    // A match on a server takes the orders there (`net`); none is played here. A game watched again takes none.
    if remote.is_some() || read_only.is_some() {
        reader.clear();
        return;
    }
    for SubmitOrder(o) in reader.read() {
        queue.0.push_back(o.clone());
    }
}

/// Resolve every queued order, one `GameStep` run each.
pub fn run_queued_orders(world: &mut World) {
    if !world.contains_resource::<GameState>() {
        return;
    }
    while world.resource::<OrderQueue>().0.front().is_some() {
        world.run_schedule(GameStep);
    }
}

/// A tile's terrain, elevation or markers changed by hand (a test or a tool, not the rules): the game's map takes
/// the change, and the board mirror with it.
pub fn sync_board(
    state: Option<ResMut<GameState>>,
    mut board: Option<ResMut<Board>>,
    changed: Query<
        (&HexPos, &Terrain, &Elevation, &HexMarkers),
        (With<Tile>, Or<(Changed<Terrain>, Changed<Elevation>, Changed<HexMarkers>)>),
    >,
) {
    let Some(mut state) = state else { return };
    if changed.is_empty() {
        return;
    }
    let grid = &state.0.board().grid;
    let differs = changed.iter().any(|(pos, t, e, m)| {
        grid.index(pos.0).is_some_and(|i| grid.terrain[i] != t.0 || grid.elevation[i] != e.0 || grid.markers[i] != m.0)
    });
    if !differs {
        return;
    }
    state.0.edit_map(|grid| {
        for (pos, t, e, m) in &changed {
            if let Some(i) = grid.index(pos.0) {
                grid.terrain[i] = t.0;
                grid.elevation[i] = e.0;
                grid.markers[i] = m.0.clone();
            }
        }
    });
    if let Some(board) = board.as_mut() {
        board.0 = state.0.board().clone();
    }
}

/// The board context a ruleset reads: the map and sight index of the game, and the scenario.
pub fn ctx(state: &GameState) -> crate::rules::engine::Ctx<'_> {
    state.0.ctx()
}

/// The one order system: the game checks the next queued order and applies it to its state, against its board
/// and its dice, logs what came of it and records it with the state hash after it. Every kind of order, a card, a
/// move, a shot or a melee, goes through here: the rules decide what an order is, not the schedule.
pub fn resolve_order(
    mut queue: ResMut<OrderQueue>,
    mut current: ResMut<CurrentOrder>,
    mut state: ResMut<GameState>,
    mut last: ResMut<LastResult>,
) {
    current.0 = None;
    let Some(o) = queue.0.pop_front() else { return };
    let result = state.0.submit(o.side, o.order.clone());
    current.0 = Some((o, result.is_ok()));
    last.0 = Some(result);
}

type MirrorRow<'a> = (
    Entity,
    &'a Unit,
    &'a mut UnitSide,
    &'a mut HexPos,
    &'a mut Strength,
    &'a mut AttachedLeader,
    &'a mut Activation,
    &'a mut UnitMarkers,
    Option<&'a mut Facing>,
);

/// The resources presentation reads that mirror the game's turn, scores, decision and result.
#[derive(SystemParam)]
pub struct Mirrors<'w> {
    turn: ResMut<'w, Turn>,
    sides: ResMut<'w, Sides>,
    decisions: ResMut<'w, Decisions>,
    over: ResMut<'w, GameOver>,
}

/// Copy the game state onto the board entities and the resources presentation reads: unit positions, strength,
/// leaders and markers (the fallen despawned, newcomers spawned), objectives, turn, scores, decision and result.
/// Runs after each accepted order, and on a fresh game.
pub fn mirror_now(
    state: Res<GameState>,
    mut mirrors: Mirrors,
    mut units: Query<MirrorRow>,
    mut objectives: Query<&mut Objective>,
    mut commands: Commands,
) {
    let game = state.0.state();
    let mut pieces = Vec::new();
    game.pieces(&mut pieces);
    // Entities are matched to pieces by key: a number, never a string compare.
    let by_key = crate::rules::engine::keyed(&pieces);
    let mut seen = vec![false; pieces.len()];
    for (e, u, mut side, mut pos, mut st, mut leader, mut act, mut markers, facing) in units.iter_mut() {
        let Some(k) = crate::rules::engine::find_key(&by_key, u.key) else {
            commands.entity(e).despawn();
            continue;
        };
        let p = &pieces[k];
        seen[k] = true;
        if side.0 != p.side {
            side.0 = p.side;
        }
        if pos.0 != p.at {
            pos.0 = p.at;
        }
        if st.current != p.strength || st.max != p.max {
            *st = Strength { current: p.strength, max: p.max };
        }
        if leader.0.as_deref() != p.leader {
            leader.0 = p.leader.map(str::to_string);
        }
        if act.moved != p.moved {
            act.moved = p.moved;
        }
        if markers.0 != p.markers {
            markers.0 = p.markers.to_vec();
        }
        match (facing, p.facing) {
            (Some(mut f), Some(d)) if f.0 != d => f.0 = d,
            (None, Some(d)) => {
                commands.entity(e).insert(Facing(d));
            }
            (Some(_), None) => {
                commands.entity(e).remove::<Facing>();
            }
            _ => {}
        }
    }
    for (k, p) in pieces.iter().enumerate() {
        if !seen[k] {
            let mut e = commands.spawn(unit_bundle(&p.to_state()));
            if let Some(d) = p.facing {
                e.insert(Facing(d));
            }
        }
    }
    let common = game.common();
    for mut o in objectives.iter_mut() {
        if let Some(c) = common.objectives.iter().find(|c| c.id == o.id)
            && (o.controlled_by != c.controlled_by || o.revealed != c.revealed)
        {
            o.controlled_by = c.controlled_by;
            o.revealed = c.revealed;
        }
    }
    let m = &mut mirrors;
    if m.turn.number != common.turn || m.turn.active != common.active {
        m.turn.number = common.turn;
        m.turn.active = common.active;
    }
    for (i, s) in m.sides.0.iter_mut().enumerate() {
        let score = common.scores.get(i).copied().unwrap_or(0);
        if s.score != score {
            s.score = score;
        }
    }
    let d: Vec<Decision> = game.decision().into_iter().collect();
    if m.decisions.0 != d {
        m.decisions.0 = d;
    }
    if m.over.0 != common.over {
        m.over.0 = common.over.clone();
    }
}

/// Copy the game's map markers onto the tiles, and its board onto the board mirror, when the rules placed or
/// removed smoke and fire.
pub fn mirror_markers(
    state: Res<GameState>,
    mut board: ResMut<Board>,
    mut tiles: Query<(&HexPos, &mut HexMarkers), With<Tile>>,
) {
    let game = state.0.board();
    // Most orders change no marker: the mirror's hexes changed in play are compared first.
    if board.changed == game.changed && board.grid.markers == game.grid.markers {
        return;
    }
    for (pos, mut m) in &mut tiles {
        let want = game.grid.index(pos.0).map_or(&[][..], |i| game.grid.markers[i].as_slice());
        if m.0 != want {
            m.0 = want.to_vec();
        }
    }
    board.0 = game.clone();
}

/// The components of a unit entity standing for `p`.
pub fn unit_bundle(p: &PieceState) -> impl Bundle {
    (
        Unit { id: p.id.clone(), key: p.key, unit_type: p.unit_type },
        UnitSide(p.side),
        HexPos(p.at),
        Strength { current: p.strength, max: p.max },
        AttachedLeader(p.leader.clone()),
        UnitMarkers(p.markers.clone()),
        Activation { moved: p.moved },
    )
}

/// Run condition: the order of this run was accepted (the state changed and must be mirrored).
fn order_accepted(current: Res<CurrentOrder>) -> bool {
    current.0.as_ref().is_some_and(|(_, ok)| *ok)
}
