//! `GamePlugin` and the `GameStep` schedule: each run resolves one queued order through the ruleset, mirrors the new state onto the board, then hashes and records it.

use super::components::*;
use super::flow::*;
use super::hash::state_hash;
use super::messages::*;
use crate::rules::engine::{Ctx, PieceState};
use bevy::ecs::schedule::ScheduleLabel;
use bevy::prelude::*;

/// Resolves exactly one queued order per run. Run it directly for throughput (self-play, replays).
#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct GameStep;

/// System sets of `GameStep`, in order: take the order, resolve it through the ruleset, mirror the new state onto
/// the board, then hash, record and log it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub enum StepSet {
    Begin,
    Resolve,
    Mirror,
    Finish,
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
        step.configure_sets((StepSet::Begin, StepSet::Resolve, StepSet::Mirror, StepSet::Finish).chain());
        step.add_systems(begin_order.in_set(StepSet::Begin));
        step.add_systems(resolve_order.in_set(StepSet::Resolve));
        step.add_systems(
            (mirror_now.run_if(order_accepted), mirror_markers.run_if(order_accepted)).chain().in_set(StepSet::Mirror),
        );
        step.add_systems(finish_order.in_set(StepSet::Finish));
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

fn enqueue_orders(mut reader: MessageReader<SubmitOrder>, mut queue: ResMut<OrderQueue>) {
    for SubmitOrder(o) in reader.read() {
        queue.0.push_back(o.clone());
    }
}

/// Resolve every queued order, one `GameStep` run each.
pub fn run_queued_orders(world: &mut World) {
    if !world.contains_resource::<GameConfig>() {
        return;
    }
    while world.resource::<OrderQueue>().0.front().is_some() {
        world.run_schedule(GameStep);
    }
}

/// Rebuild the dense board index when a tile's terrain, elevation or markers change.
pub fn sync_board(
    board: Option<ResMut<Board>>,
    config: Option<Res<GameConfig>>,
    changed: Query<
        (&HexPos, &Terrain, &Elevation, &HexMarkers),
        (With<Tile>, Or<(Changed<Terrain>, Changed<Elevation>, Changed<HexMarkers>)>),
    >,
) {
    let Some(mut board) = board else { return };
    if changed.is_empty() {
        return;
    }
    let grid = &mut board.bypass_change_detection().grid;
    let mut any = false;
    for (pos, t, e, m) in &changed {
        if let Some(i) = grid.index(pos.0)
            && (grid.terrain[i] != t.0 || grid.elevation[i] != e.0 || grid.markers[i] != m.0)
        {
            grid.terrain[i] = t.0;
            grid.elevation[i] = e.0;
            grid.markers[i] = m.0.clone();
            any = true;
        }
    }
    if any {
        match &config {
            Some(config) => board.reindex(&config.scenario.grid),
            None => board.los = crate::rules::los::LosIndex::new(&board.grid, board.los.ruleset),
        }
        board.set_changed();
    }
}

/// Take the next queued order. Whether its side may act at all (the game over, not its turn) is the contract's
/// check, made by `Match::apply` for every ruleset.
fn begin_order(mut queue: ResMut<OrderQueue>, mut current: ResMut<CurrentOrder>) {
    current.0 = queue.0.pop_front().map(|order| Resolving { order, status: Status::Pending, outcomes: Vec::new() });
}

/// The board context a ruleset reads: the map and sight index kept from the terrain components, and the scenario.
pub fn ctx<'a>(config: &'a GameConfig, board: &'a Board) -> Ctx<'a> {
    Ctx { map: &board.grid, los: &board.los, setup: config.scenario.setup() }
}

/// The one order system: the ruleset checks the current order and applies it to the game state, against the board
/// (its map and sight index, kept from the terrain components) and the game's dice. Every kind of order, a card, a
/// move, a shot or a melee, goes through here: the rules decide what an order is, not the schedule.
pub fn resolve_order(
    mut current: ResMut<CurrentOrder>,
    config: Res<GameConfig>,
    board: Res<Board>,
    mut rng: ResMut<GameRng>,
    mut state: ResMut<GameState>,
) {
    let Some(r) = current.0.as_mut() else { return };
    if !r.pending() {
        return;
    }
    match state.0.apply(ctx(&config, &board), r.order.side, &r.order.order, &mut rng.0, &mut r.outcomes) {
        Ok(()) => r.status = Status::Done,
        Err(why) => r.status = Status::Rejected(why),
    }
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

/// Copy the game state onto the board entities and the resources presentation reads: unit positions, strength,
/// leaders and markers (the fallen despawned, newcomers spawned), objectives, turn, scores, decision and result.
/// Runs after each accepted order, and on a fresh game.
#[allow(clippy::too_many_arguments)]
pub fn mirror_now(
    state: Res<GameState>,
    mut turn: ResMut<Turn>,
    mut sides: ResMut<Sides>,
    mut decisions: ResMut<Decisions>,
    mut over: ResMut<GameOver>,
    mut units: Query<MirrorRow>,
    mut objectives: Query<&mut Objective>,
    mut commands: Commands,
) {
    let mut pieces = Vec::new();
    state.0.pieces(&mut pieces);
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
    let common = state.0.common();
    for mut o in objectives.iter_mut() {
        if let Some(c) = common.objectives.iter().find(|c| c.id == o.id)
            && (o.controlled_by != c.controlled_by || o.revealed != c.revealed)
        {
            o.controlled_by = c.controlled_by;
            o.revealed = c.revealed;
        }
    }
    if turn.number != common.turn || turn.active != common.active {
        turn.number = common.turn;
        turn.active = common.active;
    }
    for (i, s) in sides.0.iter_mut().enumerate() {
        let score = common.scores.get(i).copied().unwrap_or(0);
        if s.score != score {
            s.score = score;
        }
    }
    let d: Vec<Decision> = state.0.decision().into_iter().collect();
    if decisions.0 != d {
        decisions.0 = d;
    }
    if over.0 != common.over {
        over.0 = common.over.clone();
    }
}

/// Copy the map's markers onto the tiles when the rules place or remove smoke and fire, and rebuild the board and
/// its sight index from them within the same step (the next order is judged on them).
pub fn mirror_markers(
    state: Res<GameState>,
    config: Res<GameConfig>,
    mut board: ResMut<Board>,
    mut tiles: Query<(&HexPos, &mut HexMarkers), With<Tile>>,
) {
    let Some(markers) = state.0.hex_markers() else { return };
    // Most orders change no marker: a check against the board's dense copy first.
    if board.markers_match(markers) {
        return;
    }
    for (pos, mut m) in &mut tiles {
        let want = markers.get(&pos.0).map_or(&[][..], Vec::as_slice);
        if m.0 != want {
            m.0 = want.to_vec();
        }
    }
    let grid = &mut board.grid;
    for i in 0..grid.markers.len() {
        let want = markers.get(&grid.coord_of(i)).cloned().unwrap_or_default();
        grid.markers[i] = want;
    }
    board.reindex(&config.scenario.grid);
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
    current.0.as_ref().is_some_and(|r| r.status == Status::Done)
}

fn finish_order(world: &mut World) {
    let Some(mut r) = world.resource_mut::<CurrentOrder>().0.take() else {
        return;
    };
    if r.status == Status::Pending {
        // Nothing resolved it (no game state to apply it to).
        r.status = Status::Rejected(RejectReason::Unsupported { order: r.order.order.to_string() });
    }
    match r.status.clone() {
        Status::Rejected(reason) => {
            let o = Outcome::Rejected { side: r.order.side, order: r.order.order.clone(), reason: reason.clone() };
            world.resource_mut::<GameLog>().0.push((o, Audience::Only(r.order.side)));
            world.resource_mut::<LastResult>().0 = Some(Err(reason));
        }
        _ => {
            let hash = state_hash(world);
            world.resource_mut::<OrderHistory>().0.push((r.order.clone(), hash));
            let outs: Vec<Outcome> = r.outcomes.iter().map(|(o, _)| o.clone()).collect();
            let informative = outs.iter().any(Outcome::reveals);
            world.resource_mut::<GameLog>().0.extend(r.outcomes);
            let n = world.resource::<OrderHistory>().0.len();
            let log_len = world.resource::<GameLog>().0.len();
            world.resource_mut::<LogMarks>().0.push(log_len);
            // An order is fixed once it revealed something or handed play to another side: whoever acts next may
            // not take back what the other side did.
            let to_act_after = world.resource::<GameState>().0.to_act();
            if informative || to_act_after != r.order.side {
                world.resource_mut::<InfoHorizon>().0 = n;
            }
            world.resource_mut::<LastResult>().0 = Some(Ok(outs));
        }
    }
}
