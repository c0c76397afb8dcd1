//! `GamePlugin` and the `GameStep` schedule: each run resolves one queued order through the rule systems, then scores, checks victory and hashes.

use super::components::*;
use super::flow::*;
use super::hash::state_hash;
use super::messages::*;
use crate::rules::movement::{Piece, check_step, reachable};
use crate::scenario::VictoryCondition;
use bevy::ecs::schedule::ScheduleLabel;
use bevy::prelude::*;

/// Resolves exactly one queued order per run. Run it directly for throughput (self-play, replays).
#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct GameStep;

/// System sets of `GameStep`, in order. Rulesets add their order systems to `Resolve`.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub enum StepSet {
    Begin,
    Resolve,
    Score,
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
            .add_message::<OutcomeMsg>()
            .add_message::<OrderRejected>()
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
        step.configure_sets((StepSet::Begin, StepSet::Resolve, StepSet::Score, StepSet::Finish).chain());
        step.add_systems(begin_order.in_set(StepSet::Begin));
        step.add_systems(
            (move_order, end_turn_order).chain().in_set(StepSet::Resolve).run_if(super::medieval::not_medieval),
        );
        super::medieval::add_systems(&mut step);
        step.add_systems(
            (super::los::update_reciprocal_holders, score_objectives, check_victory).chain().in_set(StepSet::Score),
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
        if let Some(i) = grid.index(pos.0) {
            if grid.terrain[i] != t.0 || grid.elevation[i] != e.0 || grid.markers[i] != m.0 {
                grid.terrain[i] = t.0;
                grid.elevation[i] = e.0;
                grid.markers[i] = m.0.clone();
                any = true;
            }
        }
    }
    if any {
        let ruleset = board.los.ruleset;
        board.los = crate::rules::los::LosIndex::new(&board.grid, ruleset);
        board.set_changed();
    }
}

fn begin_order(
    mut queue: ResMut<OrderQueue>,
    mut current: ResMut<CurrentOrder>,
    turn: Res<Turn>,
    decisions: Res<Decisions>,
    over: Res<GameOver>,
    sides: Res<Sides>,
) {
    let Some(order) = queue.0.pop_front() else {
        current.0 = None;
        return;
    };
    let to_act = decisions.to_act(&turn);
    let status = if over.0.is_some() {
        Status::Rejected(RejectReason::GameOver)
    } else if order.side >= sides.0.len() {
        Status::Rejected(RejectReason::NoSuchSide { side: order.side })
    } else if order.side != to_act {
        Status::Rejected(RejectReason::NotYourTurn { side: order.side, to_act })
    } else {
        Status::Pending
    };
    current.0 = Some(Resolving { order, status, outcomes: Vec::new() });
}

type UnitItem<'a> = (Entity, &'a Unit, &'a UnitSide, &'a mut HexPos, &'a mut Activation, &'a AttachedLeader);

/// Check a move order against the current state; on success return the mover's index, the carried leader's and the path.
#[allow(clippy::too_many_arguments)]
pub fn validate_move(
    config: &GameConfig,
    board: &Board,
    pieces: &[Piece<'_>],
    moved: &[bool],
    leaders: &[Option<usize>],
    side: usize,
    unit: &str,
    to: crate::rules::Coord,
) -> Result<(usize, Option<usize>, Vec<crate::rules::Coord>), RejectReason> {
    let i = movable(pieces, moved, side, unit)?;
    let p = &pieces[i];
    let carried: Vec<usize> = leaders[i].into_iter().collect();
    let reach = reachable(config.ruleset, &board.grid, pieces, i, &carried, p.unit_type.movement);
    if reach.can_end(to) {
        let path = reach.path_to(to).unwrap_or_default();
        return Ok((i, leaders[i], path));
    }
    // Say why: the hex itself refuses the piece, or it is out of reach.
    let adjacent = board.grid.direction_to(p.at, to).is_some();
    if !adjacent && !board.grid.contains(to) {
        return Err(RejectReason::cannot_enter(unit, to, crate::rules::movement::EntryBlock::OffMap));
    }
    if adjacent || reach.cost(to).is_some() {
        check_step(config.ruleset, &board.grid, pieces, i, &carried, to)
            .map_err(|why| RejectReason::cannot_enter(unit, to, why))?;
    }
    Err(RejectReason::OutOfReach { unit: unit.to_string(), from: p.at, to, allowance: p.unit_type.movement })
}

/// The index of `unit` if `side` may move it now.
pub fn movable(pieces: &[Piece<'_>], moved: &[bool], side: usize, unit: &str) -> Result<usize, RejectReason> {
    let i =
        pieces.iter().position(|p| p.id == unit).ok_or_else(|| RejectReason::UnknownUnit { unit: unit.to_string() })?;
    if pieces[i].side != side {
        return Err(RejectReason::NotYourUnit { unit: unit.to_string() });
    }
    if pieces[i].unit_type.movement == 0 {
        return Err(RejectReason::CannotMove { unit: unit.to_string() });
    }
    if moved[i] {
        return Err(RejectReason::AlreadyMoved { unit: unit.to_string() });
    }
    Ok(i)
}

/// Pieces sorted by id, with their moved flags and the index of each unit's attached leader.
pub fn collect_pieces<'a, I>(items: I) -> (Vec<Piece<'a>>, Vec<bool>, Vec<Option<usize>>)
where
    I: Iterator<Item = (&'a Unit, usize, crate::rules::Coord, bool, &'a AttachedLeader)>,
{
    let mut rows: Vec<_> = items.collect();
    rows.sort_by(|a, b| a.0.id.cmp(&b.0.id));
    let pieces: Vec<Piece> = rows
        .iter()
        .map(|(u, side, at, _, _)| Piece { id: u.id.as_str(), side: *side, unit_type: u.unit_type, at: *at })
        .collect();
    let moved = rows.iter().map(|r| r.3).collect();
    let leaders = rows
        .iter()
        .map(|r| r.4.0.as_deref().and_then(|l| pieces.iter().position(|p| p.id == l && p.at == r.2)))
        .collect();
    (pieces, moved, leaders)
}

fn move_order(
    mut current: ResMut<CurrentOrder>,
    config: Res<GameConfig>,
    board: Res<Board>,
    mut units: Query<UnitItem>,
) {
    let Some(r) = current.0.as_mut() else { return };
    if !r.pending() {
        return;
    }
    let Order::Move { unit, to } = r.order.order.clone() else {
        return;
    };
    let (ids, result) = {
        let rows = units.iter().map(|(_, u, s, p, a, l)| (u, s.0, p.0, a.moved, l));
        let (pieces, moved, leaders) = collect_pieces(rows);
        let ids: Vec<String> = pieces.iter().map(|p| p.id.to_string()).collect();
        let res = validate_move(&config, &board, &pieces, &moved, &leaders, r.order.side, &unit, to)
            .map(|(i, l, path)| (pieces[i].at, i, l, path));
        (ids, res)
    };
    match result {
        Err(why) => r.status = Status::Rejected(why),
        Ok((from, i, leader, path)) => {
            for (_, u, _, mut pos, mut act, _) in &mut units {
                if u.id == ids[i] {
                    pos.0 = to;
                    act.moved = true;
                } else if leader.is_some_and(|l| ids[l] == u.id) {
                    pos.0 = to;
                }
            }
            r.push(Outcome::Moved { unit, from, to, path });
            r.status = Status::Done;
        }
    }
}

fn end_turn_order(
    mut current: ResMut<CurrentOrder>,
    mut turn: ResMut<Turn>,
    sides: Res<Sides>,
    mut acts: Query<&mut Activation>,
) {
    let Some(r) = current.0.as_mut() else { return };
    if !r.pending() || r.order.order != Order::EndTurn {
        return;
    }
    let side = turn.active;
    let next = (side + 1) % sides.0.len().max(1);
    if next == 0 {
        turn.number += 1;
    }
    turn.active = next;
    turn.phase = Phase::Orders;
    for mut a in &mut acts {
        if a.moved {
            *a = Activation::default();
        }
    }
    r.push(Outcome::TurnEnded { side, next, turn: turn.number });
    r.status = Status::Done;
}

/// Control passes to the side of the last unit to stand on an objective; scores are recomputed.
fn score_objectives(
    mut current: ResMut<CurrentOrder>,
    units: Query<(&HexPos, &UnitSide), With<Unit>>,
    mut objectives: Query<(&HexPos, &mut Objective)>,
    mut sides: ResMut<Sides>,
    medieval: Option<Res<super::medieval::Medieval>>,
) {
    let Some(r) = current.0.as_mut() else { return };
    if r.status != Status::Done {
        return;
    }
    let mut list: Vec<_> = objectives.iter_mut().collect();
    list.sort_by(|a, b| a.1.id.cmp(&b.1.id));
    for (pos, obj) in list.iter_mut() {
        let occupant = units.iter().find(|(p, _)| p.0 == pos.0).map(|(_, s)| s.0);
        if let Some(by) = occupant {
            if obj.controlled_by != Some(by) {
                obj.controlled_by = Some(by);
                let audience = if obj.revealed { Audience::All } else { Audience::Only(obj.owner.unwrap_or(by)) };
                r.outcomes.push((Outcome::ObjectiveTaken { objective: obj.id.clone(), at: pos.0, by }, audience));
            }
        }
    }
    let kills = medieval.map(|m| m.0.kills.clone()).unwrap_or_default();
    let scores = compute_scores(list.iter().map(|(_, o)| &**o), sides.0.len(), &kills);
    for (i, s) in scores.into_iter().enumerate() {
        if sides.0[i].score != s {
            sides.0[i].score = s;
            r.push(Outcome::ScoreChanged { side: i, score: s });
        }
    }
}

/// Public score of each side: the VP of the revealed objectives it controls, plus banners won by kills.
pub fn compute_scores<'a>(objectives: impl Iterator<Item = &'a Objective>, n: usize, kills: &[u32]) -> Vec<u32> {
    let mut scores = vec![0; n];
    for (s, k) in scores.iter_mut().zip(kills) {
        *s += k;
    }
    for o in objectives {
        if let (Some(by), true) = (o.controlled_by, o.revealed) {
            if by < n {
                scores[by] += o.vp;
            }
        }
    }
    scores
}

/// Set the starting scores (objectives controlled at the start) without an order.
pub fn score_objectives_world(world: &mut World) {
    let n = world.resource::<Sides>().0.len();
    let mut q = world.query::<&Objective>();
    let scores = compute_scores(q.iter(world), n, &[]);
    for (i, s) in scores.into_iter().enumerate() {
        world.resource_mut::<Sides>().0[i].score = s;
    }
}

fn check_victory(
    mut current: ResMut<CurrentOrder>,
    config: Res<GameConfig>,
    sides: Res<Sides>,
    turn: Res<Turn>,
    mut over: ResMut<GameOver>,
    units: Query<(&Unit, &UnitSide)>,
) {
    let Some(r) = current.0.as_mut() else { return };
    if r.status != Status::Done || over.0.is_some() {
        return;
    }
    let conds = config.scenario.victory();
    let mut result = None;
    if conds.contains(&VictoryCondition::ReachTarget) {
        if let Some(w) = sides.0.iter().position(|s| s.target.is_some_and(|t| s.score >= t)) {
            result = Some((Some(w), EndReason::TargetReached));
        }
    }
    if result.is_none() && conds.contains(&VictoryCondition::EliminateEnemy) {
        let alive = |i: usize| units.iter().any(|(u, s)| s.0 == i && !u.unit_type.leader);
        if let Some(loser) = (0..sides.0.len()).find(|i| !alive(*i)) {
            result = Some((Some(1 - loser.min(1)), EndReason::Eliminated));
        }
    }
    if result.is_none() {
        if let Some(limit) = config.scenario.turn_limit() {
            if turn.number > limit {
                let (a, b) = (sides.0[0].score, sides.0[1].score);
                let winner = if conds.contains(&VictoryCondition::MostPointsAtTurnLimit) && a != b {
                    Some(if a > b { 0 } else { 1 })
                } else {
                    None
                };
                result = Some((winner, EndReason::TurnLimit));
            }
        }
    }
    if let Some((winner, reason)) = result {
        over.0 = Some((winner, reason.clone()));
        r.push(Outcome::GameOver { winner, reason });
    }
}

fn finish_order(world: &mut World) {
    let Some(mut r) = world.resource_mut::<CurrentOrder>().0.take() else {
        return;
    };
    if r.status == Status::Pending {
        // No rule system recognised the order in this ruleset.
        r.status = Status::Rejected(RejectReason::Unsupported { order: r.order.order.to_string() });
    }
    match r.status.clone() {
        Status::Rejected(reason) => {
            let o = Outcome::Rejected { side: r.order.side, order: r.order.order.clone(), reason: reason.clone() };
            world.resource_mut::<GameLog>().0.push((o.clone(), Audience::Only(r.order.side)));
            world.write_message(OutcomeMsg { outcome: o, audience: Audience::Only(r.order.side) });
            world.write_message(OrderRejected {
                side: r.order.side,
                order: r.order.order.clone(),
                reason: reason.clone(),
            });
            world.resource_mut::<LastResult>().0 = Some(Err(reason));
        }
        _ => {
            let hash = state_hash(world);
            world.resource_mut::<OrderHistory>().0.push((r.order.clone(), hash));
            let outs: Vec<Outcome> = r.outcomes.iter().map(|(o, _)| o.clone()).collect();
            let informative = outs.iter().any(brings_information);
            for (o, a) in r.outcomes {
                world.resource_mut::<GameLog>().0.push((o.clone(), a));
                world.write_message(OutcomeMsg { outcome: o, audience: a });
            }
            let n = world.resource::<OrderHistory>().0.len();
            let log_len = world.resource::<GameLog>().0.len();
            world.resource_mut::<LogMarks>().0.push(log_len);
            // An order is fixed once it revealed something or handed play to another side: whoever acts next may
            // not take back what the other side did.
            let to_act_after = world.resource::<Decisions>().to_act(world.resource::<Turn>());
            if informative || to_act_after != r.order.side {
                world.resource_mut::<InfoHorizon>().0 = n;
            }
            world.resource_mut::<LastResult>().0 = Some(Ok(outs));
        }
    }
}
