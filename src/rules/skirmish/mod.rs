//! Skirmish: movement and turns only (move each unit once, end the turn; objectives and victory as the scenario says). The rulesets whose own engines are still to come play on it, with their own terrain, stacking and LOS data.

use crate::rules::dice::GameDice;
use crate::rules::engine::{
    Audience, Common, Ctx, Engine, OrderKind, Outcome, PieceRef, PieceState, RejectReason, Shape, UnitView,
    check_pieces, unit_views,
};
use crate::rules::hex::Coord;
use crate::rules::movement::{EntryBlock, Piece, check_step, reachable};
use crate::rules::setup::{Setup, UnitMarker};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A Skirmish order.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SkOrder {
    /// Move a unit (with its attached leader) along the cheapest legal path to `to`, within its movement allowance.
    Move { unit: String, to: Coord },
    /// End the side's turn.
    EndTurn,
}

impl fmt::Display for SkOrder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SkOrder::Move { unit, to } => write!(f, "move {unit} to {to}"),
            SkOrder::EndTurn => write!(f, "end turn"),
        }
    }
}

/// Skirmish has no events of its own: moves, turns and objectives are shared outcomes.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum SkEvent {}

/// Skirmish refuses orders only for the shared reasons (reach, entry, turn).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum SkRefusal {}

impl fmt::Display for SkRefusal {
    fn fmt(&self, _: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {}
    }
}

impl fmt::Display for SkEvent {
    fn fmt(&self, _: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {}
    }
}

/// A game under movement-only rules.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Skirmish {
    /// Every piece, sorted by id.
    pub pieces: Vec<PieceState>,
    pub common: Common,
}

impl Skirmish {
    fn movement_pieces(&self) -> Vec<Piece<'_>> {
        self.pieces
            .iter()
            .map(|p| Piece { id: p.id.as_str(), side: p.side, unit_type: p.unit_type, at: p.at })
            .collect()
    }

    /// The index of the leader attached to piece `i` and standing with it.
    fn leader_of(&self, i: usize) -> Option<usize> {
        let p = &self.pieces[i];
        let l = p.leader.as_deref()?;
        self.pieces.iter().position(|q| q.id == l && q.at == p.at)
    }

    /// The index of `unit` if `side` may move it now.
    fn movable(&self, side: usize, unit: &str) -> Result<usize, RejectReason> {
        let i = self
            .pieces
            .iter()
            .position(|p| p.id == unit)
            .ok_or_else(|| RejectReason::UnknownUnit { unit: unit.to_string() })?;
        let p = &self.pieces[i];
        if p.side != side {
            return Err(RejectReason::NotYourUnit { unit: unit.to_string() });
        }
        if p.unit_type.movement == 0 {
            return Err(RejectReason::CannotMove { unit: unit.to_string() });
        }
        if p.moved {
            return Err(RejectReason::AlreadyMoved { unit: unit.to_string() });
        }
        Ok(i)
    }

    /// Check a move; on success the mover's index, its attached leader's and the path.
    fn check_move(
        &self,
        ctx: Ctx,
        side: usize,
        unit: &str,
        to: Coord,
    ) -> Result<(usize, Option<usize>, Vec<Coord>), RejectReason> {
        let i = self.movable(side, unit)?;
        let pieces = self.movement_pieces();
        let leader = self.leader_of(i);
        let carried: Vec<usize> = leader.into_iter().collect();
        let p = &self.pieces[i];
        let reach = reachable(ctx.setup.ruleset, ctx.map, &pieces, i, &carried, p.unit_type.movement);
        if reach.can_end(to) {
            return Ok((i, leader, reach.path_to(to).unwrap_or_default()));
        }
        // Say why: the hex itself refuses the piece, or it is out of reach.
        let adjacent = ctx.map.direction_to(p.at, to).is_some();
        if !adjacent && !ctx.map.contains(to) {
            return Err(RejectReason::cannot_enter(unit, to, EntryBlock::OffMap));
        }
        if adjacent || reach.cost(to).is_some() {
            check_step(ctx.setup.ruleset, ctx.map, &pieces, i, &carried, to)
                .map_err(|why| RejectReason::cannot_enter(unit, to, why))?;
        }
        Err(RejectReason::OutOfReach { unit: unit.to_string(), from: p.at, to, allowance: p.unit_type.movement })
    }
}

impl Engine for Skirmish {
    type Order = SkOrder;
    type Event = SkEvent;
    type Refusal = SkRefusal;
    type View = ();
    type Prompt = crate::rules::engine::NoPrompt;

    fn setup(scenario: &Setup, _dice: &mut GameDice) -> Skirmish {
        let mut pieces: Vec<PieceState> =
            scenario.units.iter().enumerate().map(|(k, u)| PieceState::from_spec(k, u)).collect();
        pieces.sort_by(|a, b| a.id.cmp(&b.id));
        Skirmish { pieces, common: Common::new(scenario, None) }
    }

    fn common(&self) -> &Common {
        &self.common
    }

    fn kind(order: &SkOrder) -> OrderKind {
        match order {
            SkOrder::Move { .. } => OrderKind::Movement,
            SkOrder::EndTurn => OrderKind::Command,
        }
    }

    fn shape(order: &SkOrder) -> Shape<'_> {
        match order {
            SkOrder::Move { unit, to } => Shape::Move { unit, to: *to },
            SkOrder::EndTurn => Shape::EndTurn,
        }
    }

    fn legal(&self, ctx: Ctx, side: usize, out: &mut Vec<SkOrder>) {
        let pieces = self.movement_pieces();
        let leaders: Vec<Option<usize>> = (0..self.pieces.len()).map(|i| self.leader_of(i)).collect();
        for (i, p) in self.pieces.iter().enumerate() {
            if p.side != side || p.moved {
                continue;
            }
            // A leader attached to a unit moves with it; he is ordered through the unit.
            if leaders.contains(&Some(i)) {
                continue;
            }
            let carried: Vec<usize> = leaders[i].into_iter().collect();
            let reach = reachable(ctx.setup.ruleset, ctx.map, &pieces, i, &carried, p.unit_type.movement);
            for to in &reach.ends {
                out.push(SkOrder::Move { unit: p.id.clone(), to: *to });
            }
        }
        out.push(SkOrder::EndTurn);
    }

    fn apply(
        &mut self,
        ctx: Ctx,
        side: usize,
        order: &SkOrder,
        _dice: &mut GameDice,
        out: &mut Vec<(Outcome, Audience)>,
    ) -> Result<(), RejectReason> {
        match order {
            SkOrder::Move { unit, to } => {
                let (i, leader, path) = self.check_move(ctx, side, unit, *to)?;
                let from = self.pieces[i].at;
                self.pieces[i].at = *to;
                self.pieces[i].moved = true;
                if let Some(l) = leader {
                    self.pieces[l].at = *to;
                }
                // A hidden piece's move is told to its owner only: the other side sees a marker move, no more.
                let p = &self.pieces[i];
                let audience =
                    if p.markers.contains(&UnitMarker::Hidden) { Audience::Only(p.side) } else { Audience::All };
                out.push((Outcome::Moved { unit: unit.clone(), from, to: *to, path }, audience));
            }
            SkOrder::EndTurn => {
                self.common.pass_turn(out);
                for p in &mut self.pieces {
                    p.moved = false;
                }
            }
        }
        let pieces = &self.pieces;
        self.common.score(|c| pieces.iter().find(|p| p.at == c).map(|p| p.side), &[], out);
        self.common.check_victory(|i| pieces.iter().any(|p| p.side == i && !p.unit_type.leader), out);
        Ok(())
    }

    fn reveals(e: &SkEvent) -> bool {
        match *e {}
    }

    fn redacted(&self, side: usize) -> Skirmish {
        let mut r = self.clone();
        r.pieces.retain(|p| p.side == side || !p.markers.contains(&crate::rules::setup::UnitMarker::Hidden));
        r
    }

    fn view(&self, _ctx: Ctx, side: usize) -> (Vec<UnitView>, ()) {
        let all: Vec<PieceRef> = self.pieces.iter().map(PieceState::as_ref).collect();
        (unit_views(&all, side), ())
    }

    fn pieces<'a>(&'a self, out: &mut Vec<PieceRef<'a>>) {
        out.extend(self.pieces.iter().map(PieceState::as_ref));
    }

    fn invariants(&self, ctx: Ctx, out: &mut Vec<String>) {
        let all: Vec<PieceRef> = self.pieces.iter().map(PieceState::as_ref).collect();
        check_pieces(ctx, &all, out);
        self.common.check_scores(&[], out);
    }
}
