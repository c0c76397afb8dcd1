//! `legal_orders(side)`: every order a side may give now. The one source for UI highlights, self-play and AI.

use super::components::*;
use super::core::collect_pieces;
use super::flow::*;
use super::messages::Order;
use crate::rules::movement::reachable;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// Read-only access to a game, usable from systems and, through `SystemState`, from exclusive code.
#[derive(SystemParam)]
pub struct GameRead<'w, 's> {
    pub config: Res<'w, GameConfig>,
    pub board: Res<'w, Board>,
    pub turn: Res<'w, Turn>,
    pub decisions: Res<'w, Decisions>,
    pub sides: Res<'w, Sides>,
    pub over: Res<'w, GameOver>,
    pub log: Res<'w, GameLog>,
    pub units: Query<
        'w,
        's,
        (
            &'static Unit,
            &'static UnitSide,
            &'static HexPos,
            &'static Strength,
            &'static Activation,
            &'static AttachedLeader,
            &'static UnitMarkers,
        ),
    >,
    pub objectives: Query<'w, 's, (&'static Objective, &'static HexPos)>,
    pub medieval: Option<Res<'w, super::medieval::Medieval>>,
    pub horizon: Option<Res<'w, InfoHorizon>>,
    pub marks: Option<Res<'w, LogMarks>>,
    pub history: Option<Res<'w, OrderHistory>>,
}

impl GameRead<'_, '_> {
    /// The side that must act now.
    pub fn to_act(&self) -> usize {
        self.decisions.to_act(&self.turn)
    }
}

/// Every order `side` may legally give now, in a stable order (units by id, then hexes by coordinate).
pub fn legal_orders(g: &GameRead, side: usize) -> Vec<Order> {
    if g.over.0.is_some() || side != g.to_act() {
        return Vec::new();
    }
    if let Some(m) = &g.medieval {
        let rows = g.units.iter().map(|(u, s, p, st, _, l, mk)| (u, s, p, st, l, mk));
        return super::medieval::legal_orders(&m.0, &g.board, &g.config, &g.sides, &g.turn, rows, side);
    }
    let rows = g.units.iter().map(|(u, s, p, _, a, l, _)| (u, s.0, p.0, a.moved, l));
    let (pieces, moved, leaders) = collect_pieces(rows);
    let mut out = Vec::new();
    for (i, p) in pieces.iter().enumerate() {
        if p.side != side || moved[i] {
            continue;
        }
        // A leader attached to a unit moves with it; he is ordered through the unit.
        if leaders.iter().any(|l| *l == Some(i)) {
            continue;
        }
        let carried: Vec<usize> = leaders[i].into_iter().collect();
        let reach = reachable(g.config.ruleset, &g.board.grid, &pieces, i, &carried, p.unit_type.movement);
        for to in &reach.ends {
            out.push(Order::Move { unit: p.id.to_string(), to: *to });
        }
    }
    out.push(Order::EndTurn);
    out
}
