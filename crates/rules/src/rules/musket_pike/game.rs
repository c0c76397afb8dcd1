//! `MpGame` as a ruleset engine: checking and applying orders step by step through an activation, every legal order, the view (the same for both sides: nothing is hidden), fire and close-combat odds from the tables, and the invariants.

use super::data::{self, Allowed, Kind, Standing};
use super::fight::Volley;
use super::orders::{MpEvent, MpOrder, MpPrompt, MpRefusal as R, MpView, Name, UnitInfo, WingInfo};
use super::state::*;
use crate::rules::dice::GameDice;
use crate::rules::engine::{Audience, Common, Ctx, Engine, Odds, Outcome, PieceRef, RejectReason, Shape, UnitView};
use crate::rules::hex::{Coord, Dir};
use crate::rules::setup::Setup;

/// One Fire or Salvo order: the unit that fires, its target, and whether it is a salvo.
struct Shot<'a> {
    unit: &'a str,
    target: &'a str,
    salvo: bool,
}

impl MpGame {
    /// May piece `i` act in the activation now under way?
    fn in_activation(&self, i: usize) -> bool {
        let p = &self.pieces[i];
        let Some(w) = self.active else { return false };
        self.wing_of(i) == Some(w)
            || (p.kind == Kind::ArmyCommander && p.side == self.wings[w].side && p.command.is_none())
    }

    /// Piece `i` of the active wing, free to start (or go on with) an action.
    fn actor(&self, side: usize, unit: &str) -> Result<usize, RejectReason> {
        let i = self.own(side, unit)?;
        if !self.in_activation(i) {
            return Err(R::NotInWing { unit: unit.to_string() }.into());
        }
        let moving = self.moving.as_ref().is_some_and(|(u, _, _)| u == unit);
        if self.pieces[i].acted && !moving {
            return Err(R::Acted { unit: unit.to_string() }.into());
        }
        Ok(i)
    }

    /// Another unit's order ends the move under way.
    fn settle(&mut self, unit: &str) {
        if let Some((u, _, _)) = &self.moving
            && u != unit
        {
            if let Some(i) = self.idx(u) {
                self.pieces[i].acted = true;
            }
            self.moving = None;
        }
    }

    fn allowed(&self, i: usize, a: Allowed) -> bool {
        match a {
            Allowed::Yes => true,
            Allowed::WithLeader => self.leader_near(i),
            Allowed::No => false,
        }
    }

    fn orders_refusal(&self, i: usize) -> RejectReason {
        let order = self.order_of(i).unwrap_or(Standing::MakeReady);
        R::Orders { unit: self.pieces[i].id.clone(), order }.into()
    }

    /// Can the active wing still fight a close combat?
    fn attacks_left(&self) -> bool {
        (0..self.pieces.len()).any(|i| (0..self.pieces.len()).any(|j| self.attack_check(i, j).is_ok()))
    }

    /// May unit `i` attack piece `j` now? Why not, with the units named, for a refused order.
    fn may_attack(&self, i: usize, j: usize) -> Result<(), R> {
        let (a, d) = (&self.pieces[i], &self.pieces[j]);
        self.attack_check(i, j).map_err(|bar| match bar {
            AttackBar::NotInWing => R::NotInWing { unit: a.id.clone() },
            AttackBar::Broken => R::Broken { unit: a.id.clone() },
            AttackBar::AlreadyAttacked => R::AlreadyAttacked { unit: a.id.clone() },
            AttackBar::NotAnEnemy => R::NotAnEnemy { target: d.id.clone() },
            AttackBar::NotAdjacent => R::NotAdjacent { unit: a.id.clone(), target: d.id.clone() },
            AttackBar::Orders(order) => R::Orders { unit: a.id.clone(), order },
        })
    }

    /// `may_attack` without naming anyone: what the list of legal attacks asks of every pair of pieces.
    fn attack_check(&self, i: usize, j: usize) -> Result<(), AttackBar> {
        let (a, d) = (&self.pieces[i], &self.pieces[j]);
        if !self.in_activation(i) || !a.kind.attacks() {
            return Err(AttackBar::NotInWing);
        }
        if a.morale == Morale::Broken {
            return Err(AttackBar::Broken);
        }
        if a.attacked {
            return Err(AttackBar::AlreadyAttacked);
        }
        if d.side == a.side || d.leader() {
            return Err(AttackBar::NotAnEnemy);
        }
        if !self.adjacent(a.at, d.at) {
            return Err(AttackBar::NotAdjacent);
        }
        let order = self.order_of(i).unwrap_or(Standing::MakeReady);
        if !order.may_attack(a.horse(), self.arc_of(i, j) == Arc::Front) {
            return Err(AttackBar::Orders(order));
        }
        Ok(())
    }

    /// May unit `i` fire now (its action, its reload markers, its orders after a move)?
    fn may_fire(&self, i: usize) -> Result<(), R> {
        let p = &self.pieces[i];
        let moving = self.moving.as_ref().is_some_and(|(u, _, _)| *u == p.id);
        if moving && !p.horse() {
            return Err(R::Acted { unit: p.id.clone() });
        }
        // Horse that has moved fires only under Charge: no advancing fire under the other orders.
        if moving && p.moved > 0 && self.order_of(i) != Some(Standing::Charge) {
            let order = self.order_of(i).unwrap_or(Standing::MakeReady);
            return Err(R::Orders { unit: p.id.clone(), order });
        }
        Ok(())
    }

    fn points_left(&self, i: usize) -> u8 {
        match &self.moving {
            Some((u, mp, _)) if *u == self.pieces[i].id => *mp,
            _ => self.pieces[i].ut.movement,
        }
    }

    fn apply_order(
        &mut self,
        ctx: Ctx,
        side: usize,
        order: &MpOrder,
        dice: &mut GameDice,
        out: &mut Out,
    ) -> Result<(), RejectReason> {
        let not_now = || -> RejectReason { R::NotNow.into() };
        match (self.phase, order) {
            (Phase::Choose { .. }, MpOrder::Activate { wing }) => {
                let w = self.wing_idx(wing).ok_or_else(|| R::NoSuchWing { wing: wing.clone() })?;
                if self.wings[w].side != side {
                    return Err(RejectReason::NotYourUnit { unit: wing.clone() });
                }
                if !self.ready(side).contains(&w) {
                    return Err(R::WingNotReady { wing: wing.clone() }.into());
                }
                self.activate(w, true, out);
            }
            (Phase::Choose { .. }, MpOrder::Pass) => self.pass(ctx, side, dice, out),
            (Phase::Preempt { .. }, MpOrder::Preempt { wing }) => {
                let w = self.wing_idx(wing).ok_or_else(|| R::NoSuchWing { wing: wing.clone() })?;
                if !self.preempters(side).contains(&w) {
                    return Err(R::CannotPreempt { wing: wing.clone() }.into());
                }
                self.preempt(w, dice, out);
            }
            (Phase::Preempt { .. }, MpOrder::Decline) => self.phase = Phase::Actions,
            (Phase::Actions, MpOrder::ChangeOrders { to }) => {
                let w = self.active.ok_or_else(not_now)?;
                let acted = self.wing_units(w).iter().any(|&i| self.pieces[i].acted) || self.moving.is_some();
                if self.changed || acted {
                    return Err(R::TooLateToChange.into());
                }
                if self.wings[w].order == *to {
                    return Err(R::SameOrders.into());
                }
                self.change_orders(*to, dice, out);
            }
            (Phase::Actions, MpOrder::Move { unit, to }) => self.move_step(ctx, side, unit, *to, out)?,
            (Phase::Actions, MpOrder::Face { unit, facing }) => self.face_step(side, unit, *facing, out)?,
            (Phase::Actions, MpOrder::Fire { unit, target } | MpOrder::Salvo { unit, target }) => {
                let salvo = matches!(order, MpOrder::Salvo { .. });
                self.fire_step(ctx, side, Shot { unit, target, salvo }, dice, out)?;
            }
            (Phase::Actions, MpOrder::Rally { unit }) => self.rally_step(side, unit, dice, out)?,
            (Phase::Actions, MpOrder::Reform { unit, facing }) => self.reform_step(side, unit, *facing, out)?,
            (Phase::Actions, MpOrder::EndActions) => {
                self.settle("");
                if self.attacks_left() {
                    self.phase = Phase::Combat;
                } else {
                    self.after_combat(ctx, dice, out);
                }
            }
            (Phase::Combat, MpOrder::Attack { unit, target }) => {
                let i = self.own(side, unit)?;
                let j = self.idx(target).ok_or_else(|| RejectReason::UnknownUnit { unit: target.to_string() })?;
                self.may_attack(i, j)?;
                self.melee(ctx, i, j, dice, out);
                if self.phase == Phase::Combat && !self.attacks_left() {
                    self.after_combat(ctx, dice, out);
                }
            }
            (Phase::Combat, MpOrder::EndCombat) => self.after_combat(ctx, dice, out),
            (Phase::React, MpOrder::React { unit, reaction }) => {
                let (r, m) = self.reactor().ok_or_else(not_now)?;
                if *self.pieces[r].id != **unit || self.pieces[r].side != side {
                    return Err(R::CannotReact { unit: unit.to_string(), reaction: *reaction }.into());
                }
                if !self.reactions(ctx, r, m).contains(reaction) {
                    return Err(R::CannotReact { unit: unit.to_string(), reaction: *reaction }.into());
                }
                self.react(ctx, r, m, *reaction, dice, out);
            }
            (Phase::Advance { to }, MpOrder::Advance | MpOrder::Stay) => {
                if matches!(order, MpOrder::Advance)
                    && let Some(i) = self.winner.as_deref().and_then(|w| self.idx(w))
                {
                    self.walk(ctx, i, &[to], out);
                }
                self.winner = None;
                self.phase = Phase::Combat;
                if !self.attacks_left() {
                    self.after_combat(ctx, dice, out);
                }
            }
            (Phase::Continue, MpOrder::Continue) => self.try_continue(ctx, dice, out),
            (Phase::Continue, MpOrder::Stop) => {
                let w = self.active.ok_or_else(not_now)?;
                self.finish(ctx, w, dice, out);
            }
            _ => return Err(not_now()),
        }
        Ok(())
    }

    /// Moves a unit of the active wing (or goes on with its move) to `to` along its cheapest path, with the points
    /// it has left; coming up beside an enemy unit ends the move.
    fn move_step(&mut self, ctx: Ctx, side: usize, unit: &str, to: Coord, out: &mut Out) -> Result<(), RejectReason> {
        self.settle(unit);
        let i = self.actor(side, unit)?;
        if self.pieces[i].morale == Morale::Broken {
            return Err(R::Broken { unit: unit.to_string() }.into());
        }
        if self.pinned(i) {
            return Err(R::Pinned { unit: unit.to_string() }.into());
        }
        let (mp, start) = match &self.moving {
            Some((_, mp, s)) => (*mp, *s),
            None => (self.pieces[i].ut.movement, self.pieces[i].at),
        };
        let (cost, path) =
            self.reach_to(ctx, i, mp, to).ok_or_else(|| R::Unreachable { unit: unit.to_string(), to })?;
        if !self.end_allowed(i, start, to) {
            return Err(R::BadEnd { unit: unit.to_string(), to }.into());
        }
        let from = self.pieces[i].at;
        self.walk(ctx, i, &path, out);
        if self.pieces[i].kind.is_gun() {
            self.pieces[i].gun_moved = true;
        }
        // Coming up beside an enemy unit ends the move.
        let left =
            if self.enemies_beside(side, to).next().is_some() && !self.pieces[i].leader() { 0 } else { mp - cost };
        self.moving = Some((unit.to_string(), left, start));
        if !self.pieces[i].leader() {
            self.queue_reactions(ctx, i, from);
        }
        Ok(())
    }

    /// Turns a unit of the active wing to a new facing, spending movement points on it.
    fn face_step(&mut self, side: usize, unit: &str, facing: Dir, out: &mut Out) -> Result<(), RejectReason> {
        self.settle(unit);
        let i = self.actor(side, unit)?;
        if self.pieces[i].morale == Morale::Broken {
            return Err(R::Broken { unit: unit.to_string() }.into());
        }
        let mp = self.points_left(i);
        let cost = self.turn_cost(i, facing).ok_or_else(|| R::NoPoints { unit: unit.to_string() })?;
        if cost == 0 || cost > mp {
            return Err(R::NoPoints { unit: unit.to_string() }.into());
        }
        let start = self.moving.as_ref().map_or(self.pieces[i].at, |m| m.2);
        self.pieces[i].facing = Some(facing);
        if self.pieces[i].kind.is_gun() {
            self.pieces[i].gun_moved = true;
        }
        self.moving = Some((unit.to_string(), mp - cost, start));
        out.push(ev(MpEvent::Turned { unit: unit.to_string(), facing }));
        Ok(())
    }

    /// A unit of the active wing fires (a volley or a salvo) at a target; horse may still move after its pistols,
    /// any other unit's action ends.
    fn fire_step(
        &mut self,
        ctx: Ctx,
        side: usize,
        shot: Shot<'_>,
        dice: &mut GameDice,
        out: &mut Out,
    ) -> Result<(), RejectReason> {
        let Shot { unit, target, salvo } = shot;
        self.settle(unit);
        let i = self.actor(side, unit)?;
        self.may_fire(i)?;
        let j = self.idx(target).ok_or_else(|| RejectReason::UnknownUnit { unit: target.to_string() })?;
        let v = self.volley(ctx, i, j, salvo)?;
        let horse = self.pieces[i].horse();
        let start = self.pieces[i].at;
        self.fire(i, j, v, dice, out);
        if let Some(i) = self.idx(unit) {
            if horse {
                // Horse may still move after its pistols.
                let mp = self.points_left(i);
                self.moving = Some((unit.to_string(), mp, self.moving.as_ref().map_or(start, |m| m.2)));
            } else {
                self.pieces[i].acted = true;
                self.moving = None;
            }
        }
        Ok(())
    }

    /// A shaken or broken unit of the active wing tries to rally: a d10 roll against its morale, helped by a leader
    /// nearby; the try is its action.
    fn rally_step(&mut self, side: usize, unit: &str, dice: &mut GameDice, out: &mut Out) -> Result<(), RejectReason> {
        self.settle(unit);
        let i = self.actor(side, unit)?;
        if self.moving.is_some() {
            return Err(R::Acted { unit: unit.to_string() }.into());
        }
        let order = self.order_of(i).unwrap_or(Standing::MakeReady);
        if !self.allowed(i, order.rally()) {
            return Err(self.orders_refusal(i));
        }
        if self.pieces[i].morale == Morale::Good {
            return Err(R::NotShaken { unit: unit.to_string() }.into());
        }
        let modifier = if self.leader_near(i) { data::MORALE_LEADER } else { 0 };
        let die = super::fight::d10(dice);
        let need = i32::from(self.pieces[i].kind.morale());
        let success = i32::from(die) + modifier <= need;
        let p = &mut self.pieces[i];
        if success {
            p.morale = if p.morale == Morale::Broken { Morale::Shaken } else { Morale::Good };
        }
        p.acted = true;
        let roll = Roll { what: RollKind::Rally, die, modifier, need, success };
        let now = p.morale;
        self.record(unit, roll.clone());
        out.push(ev(MpEvent::Rallied { unit: unit.to_string(), roll, now }));
        Ok(())
    }

    /// A unit of the active wing that has not moved reforms to face another way, as its action.
    fn reform_step(&mut self, side: usize, unit: &str, facing: Dir, out: &mut Out) -> Result<(), RejectReason> {
        self.settle(unit);
        let i = self.actor(side, unit)?;
        if self.moving.is_some() || self.pieces[i].facing.is_none() {
            return Err(R::Acted { unit: unit.to_string() }.into());
        }
        if self.pieces[i].morale == Morale::Broken {
            return Err(R::Broken { unit: unit.to_string() }.into());
        }
        let order = self.order_of(i).unwrap_or(Standing::MakeReady);
        if !self.allowed(i, order.reform()) {
            return Err(self.orders_refusal(i));
        }
        if self.pieces[i].facing == Some(facing) || !facing.is_valid(self.orientation) {
            return Err(R::NoPoints { unit: unit.to_string() }.into());
        }
        self.pieces[i].facing = Some(facing);
        self.pieces[i].acted = true;
        out.push(ev(MpEvent::Reformed { unit: unit.to_string(), facing }));
        Ok(())
    }

    fn legal_orders(&self, ctx: Ctx, side: usize, out: &mut dyn FnMut(MpOrder)) {
        match self.phase {
            Phase::Choose { .. } => {
                for w in self.ready(side) {
                    out(MpOrder::Activate { wing: self.wings[w].id.clone() });
                }
                out(MpOrder::Pass);
            }
            Phase::Preempt { .. } => {
                for w in self.preempters(side) {
                    out(MpOrder::Preempt { wing: self.wings[w].id.clone() });
                }
                out(MpOrder::Decline);
            }
            Phase::Actions => {
                let Some(w) = self.active else { return };
                let acted = self.wing_units(w).iter().any(|&i| self.pieces[i].acted) || self.moving.is_some();
                if !self.changed && !acted {
                    let now = self.wings[w].order;
                    Standing::ALL.into_iter().filter(|o| *o != now).for_each(|to| out(MpOrder::ChangeOrders { to }));
                }
                let marks = self.marks(ctx, self.wings[w].side);
                let end_sets = Default::default();
                for i in 0..self.pieces.len() {
                    let p = &self.pieces[i];
                    let moving = self.moving.as_ref().is_some_and(|(u, _, _)| *u == p.id);
                    if !self.in_activation(i) || (p.acted && !moving) {
                        continue;
                    }
                    // One shared copy of the id for all of the unit's orders.
                    let unit: Name = p.id.as_str().into();
                    let order = self.order_of(i).unwrap_or(Standing::MakeReady);
                    if p.morale != Morale::Broken {
                        if !self.pinned(i) {
                            let start = self.moving.as_ref().filter(|_| moving).map_or(p.at, |m| m.2);
                            let may_end = self.end_check(i, start, &end_sets);
                            for to in self.reach_ends(ctx, i, self.points_left(i), &marks) {
                                if may_end(to) {
                                    out(MpOrder::Move { unit: unit.clone(), to });
                                }
                            }
                        }
                        if let Some(f) = p.facing.and_then(|f| f.index(self.orientation)) {
                            if self.points_left(i) >= 1 {
                                for k in [1, 5] {
                                    let facing = Dir::from_index((f + k) % 6, self.orientation);
                                    out(MpOrder::Face { unit: unit.clone(), facing });
                                }
                            }
                            if !moving && self.allowed(i, order.reform()) {
                                for k in 1..6 {
                                    let facing = Dir::from_index((f + k) % 6, self.orientation);
                                    out(MpOrder::Reform { unit: unit.clone(), facing });
                                }
                            }
                        }
                        if self.may_fire(i).is_ok() {
                            // A salvo may go wherever heavy foot may fire: only the column differs.
                            let range = p.kind.fire().map_or(0, |(_, r)| r);
                            for j in 0..self.pieces.len() {
                                // Only an enemy unit in range can be a target: the rest are refused before the
                                // line of sight is traced, so they are not asked.
                                let t = &self.pieces[j];
                                if t.side == p.side || t.leader() || self.dist(p.at, t.at) > range {
                                    continue;
                                }
                                if self.volley(ctx, i, j, false).is_ok() {
                                    let target: Name = self.pieces[j].id.as_str().into();
                                    out(MpOrder::Fire { unit: unit.clone(), target: target.clone() });
                                    if p.kind.is_heavy() {
                                        out(MpOrder::Salvo { unit: unit.clone(), target });
                                    }
                                }
                            }
                        }
                    }
                    if !moving && p.morale != Morale::Good && !p.leader() && self.allowed(i, order.rally()) {
                        out(MpOrder::Rally { unit });
                    }
                }
                out(MpOrder::EndActions);
            }
            Phase::Combat => {
                for i in 0..self.pieces.len() {
                    for j in 0..self.pieces.len() {
                        if self.attack_check(i, j).is_ok() {
                            out(MpOrder::Attack {
                                unit: self.pieces[i].id.as_str().into(),
                                target: self.pieces[j].id.as_str().into(),
                            });
                        }
                    }
                }
                out(MpOrder::EndCombat);
            }
            Phase::Advance { .. } => {
                out(MpOrder::Advance);
                out(MpOrder::Stay);
            }
            Phase::React => {
                if let Some((r, m)) = self.reactor() {
                    let unit: Name = self.pieces[r].id.as_str().into();
                    for reaction in self.reactions(ctx, r, m) {
                        out(MpOrder::React { unit: unit.clone(), reaction });
                    }
                }
            }
            Phase::Continue => {
                out(MpOrder::Continue);
                out(MpOrder::Stop);
            }
        }
    }
}

/// Why a unit may not attack a piece (`MpGame::attack_check`), before the units are named.
#[derive(Debug, Clone, Copy)]
enum AttackBar {
    NotInWing,
    Broken,
    AlreadyAttacked,
    NotAnEnemy,
    NotAdjacent,
    Orders(Standing),
}

fn ev(e: MpEvent) -> (Outcome, Audience) {
    (Outcome::Rules(e.into()), Audience::All)
}

impl Engine for MpGame {
    type Order = MpOrder;
    type Event = MpEvent;
    type Refusal = R;
    type View = MpView;
    type Prompt = MpPrompt;

    fn glossary() -> crate::rules::glossary::Glossary {
        super::help::glossary()
    }

    fn help_tables() -> Vec<(&'static str, crate::rules::glossary::HelpTable)> {
        super::help::tables()
    }

    fn setup(setup: &Setup, dice: &mut GameDice) -> MpGame {
        let mut g = MpGame::new(setup);
        let los = crate::rules::los::LosIndex::new(&setup.grid, setup.ruleset);
        let ctx = Ctx { map: &setup.grid, los: &los, setup };
        g.stamp(ctx);
        let mut out = Vec::new();
        g.rescore(&mut out);
        g.begin_turn(ctx, dice, &mut out);
        g.common.active = g.to_act();
        g
    }

    fn common(&self) -> &Common {
        &self.common
    }

    fn common_mut(&mut self) -> &mut Common {
        &mut self.common
    }

    fn to_act(&self) -> usize {
        match self.phase {
            Phase::Choose { side } => side,
            Phase::Preempt { wing } => 1 - self.wings[wing].side,
            Phase::React => self.reactor().map_or(self.common.active, |(r, _)| self.pieces[r].side),
            _ => self.active.map_or(self.common.active, |w| self.wings[w].side),
        }
    }

    fn decision(&self) -> Option<(usize, MpPrompt)> {
        match self.phase {
            Phase::Preempt { wing } => {
                Some((1 - self.wings[wing].side, MpPrompt::Preempt { wing: self.wings[wing].id.clone() }))
            }
            Phase::React => self.reactor().map(|(r, m)| {
                let p = MpPrompt::React { unit: self.pieces[r].id.clone(), to: self.pieces[m].id.clone() };
                (self.pieces[r].side, p)
            }),
            _ => None,
        }
    }

    fn shape(order: &MpOrder) -> Shape<'_> {
        match order {
            MpOrder::Move { unit, to } => Shape::Move { unit, to: *to },
            MpOrder::Fire { unit, target } => Shape::Fire { unit, target },
            MpOrder::Attack { unit, target } => Shape::Attack { unit, target },
            MpOrder::Face { unit, .. } | MpOrder::Reform { unit, .. } | MpOrder::Rally { unit } => Shape::Act { unit },
            MpOrder::Salvo { unit, .. } => Shape::Act { unit },
            MpOrder::EndActions | MpOrder::EndCombat | MpOrder::Stop => Shape::EndStep,
            _ => Shape::Other,
        }
    }

    fn legal(&self, ctx: Ctx, side: usize, out: &mut Vec<MpOrder>) {
        self.legal_each(ctx, side, &mut |o| out.push(o));
    }

    fn legal_each(&self, ctx: Ctx, side: usize, push: &mut dyn FnMut(MpOrder)) {
        if self.common.over.is_none() && side == self.to_act() {
            self.legal_orders(ctx, side, push);
        }
    }

    fn apply(
        &mut self,
        ctx: Ctx,
        side: usize,
        order: &MpOrder,
        dice: &mut GameDice,
        out: &mut Vec<(Outcome, Audience)>,
    ) -> Result<(), RejectReason> {
        self.clock += 1;
        self.apply_order(ctx, side, order, dice, out)?;
        self.common.active = self.to_act();
        self.rescore(out);
        self.check_wiped_out(out);
        Ok(())
    }

    fn reveals(e: &MpEvent) -> bool {
        !matches!(
            e,
            MpEvent::Activated { .. }
                | MpEvent::Passed { .. }
                | MpEvent::Bypassed { .. }
                | MpEvent::Finished { .. }
                | MpEvent::Turned { .. }
                | MpEvent::Reformed { .. }
        )
    }

    fn view(&self, _ctx: Ctx, _side: usize) -> (Vec<UnitView>, MpView) {
        let units = crate::rules::roster::views(&self.pieces, 0);
        let wings = self
            .wings
            .iter()
            .enumerate()
            .map(|(w, x)| {
                let c = self.idx(&x.id);
                WingInfo {
                    id: x.id.clone(),
                    side: x.side,
                    order: x.order,
                    state: x.state,
                    activations: x.activations,
                    rating: c.map_or(0, |c| self.pieces[c].rating),
                    horse: x.horse,
                    leaderless: c.is_none(),
                    units: self.wing_units(w).iter().filter(|&&i| !self.pieces[i].leader()).count(),
                }
            })
            .collect();
        let infos = (0..self.pieces.len())
            .map(|i| {
                let p = &self.pieces[i];
                UnitInfo {
                    id: p.id.clone(),
                    kind: p.kind,
                    wing: self.wing_of(i).map(|w| self.wings[w].id.clone()),
                    order: self.order_of(i),
                    morale: p.morale,
                    hits: p.hits,
                    max: p.max,
                    facing: p.facing,
                    acted: p.acted,
                    salvo: p.salvo,
                    pistols: p.pistols,
                    gun_fired: p.gun_fired,
                    rating: p.rating,
                    replacement: p.replacement,
                    commands_army: self.succession.acting[p.side].as_deref() == Some(p.id.as_str()),
                    holds_against: (0..self.pieces.len())
                        .filter(|&j| self.pieces[j].side != p.side && self.holds_against(i, j))
                        .map(|j| self.pieces[j].id.clone())
                        .collect(),
                }
            })
            .collect();
        let lost = self.lost();
        let view = MpView {
            turn: self.common.turn,
            turn_limit: self.turn_limit,
            phase: self.phase,
            active: self.active.map(|w| self.wings[w].id.clone()),
            bypassed: self.bypassed.iter().map(|&w| self.wings[w].id.clone()).collect(),
            passes: self.passes,
            wings,
            units: infos,
            vp: self.vp(),
            lost,
            withdraw_at: [self.start[0].div_ceil(2), self.start[1].div_ceil(2)],
            moving: self.moving.as_ref().map(|(u, mp, _)| (u.clone(), *mp)),
            last: self.last.clone(),
            initiative: self.initiative,
        };
        (units, view)
    }

    fn pieces<'a>(&'a self, out: &mut Vec<PieceRef<'a>>) {
        crate::rules::roster::board(&self.pieces, out);
    }

    fn invariants(&self, ctx: Ctx, out: &mut Vec<String>) {
        crate::rules::engine::check_ids_and_ground(ctx, self.pieces.iter().map(|p| (p.id.as_str(), p.at)), out);
        // The sides with pieces in each map hex, found once.
        let n = ctx.map.terrain.len();
        let mut sides = vec![0u8; n];
        for p in &self.pieces {
            if let Some(k) = ctx.map.index(p.at) {
                sides[k] |= 1 << p.side.min(1);
            }
        }
        let mut units_seen = vec![0u8; n];
        for p in &self.pieces {
            if p.hits >= p.max {
                out.push(format!(
                    "unit {} at {}: {} casualty points of {} and still on the map",
                    p.id, p.at, p.hits, p.max
                ));
            }
            if let Some(k) = ctx.map.index(p.at) {
                // Every unit after the first (by id) in a hex is one too many.
                if !p.leader() {
                    if units_seen[k] > 0 {
                        out.push(format!("hex {}: two units", p.at));
                    }
                    units_seen[k] = units_seen[k].saturating_add(1);
                }
                if sides[k] == 0b11 {
                    out.push(format!("hex {}: pieces of both sides", p.at));
                }
            }
            if !p.leader() && p.facing.is_none_or(|f| !f.is_valid(self.orientation)) {
                out.push(format!("unit {} at {}: no facing", p.id, p.at));
            }
        }
        if self.common.scores != self.vp().to_vec() {
            out.push(format!("scores {:?} differ from the victory points {:?}", self.common.scores, self.vp()));
        }
        let active = self.wings.iter().filter(|w| w.state == WingState::Active).count();
        if active > 1 || (active == 1) != self.active.is_some() {
            out.push(format!("{active} wings active, active wing {:?}", self.active));
        }
        if self.wings.iter().any(|w| w.activations > data::MAX_ACTIVATIONS) {
            out.push("a wing activated more than three times in a turn".into());
        }
    }

    fn redacted(&self, _side: usize) -> MpGame {
        // Nothing is hidden in this ruleset.
        self.clone()
    }

    fn odds(&self, ctx: Ctx, side: usize, unit: &str, target: &str) -> Result<Odds, RejectReason> {
        let i = self.own(side, unit)?;
        let j = self.idx(target).ok_or_else(|| RejectReason::UnknownUnit { unit: target.to_string() })?;
        if self.phase == Phase::Combat {
            self.may_attack(i, j)?;
            let c = self.clash(ctx, i, j);
            // Both roll a d10: the chance of each margin, and the hits it puts on the defender.
            let mut hits = vec![0.0; 4];
            for a in 0..10 {
                for d in 0..10 {
                    let (at, dt) = (a + c.attack, d + c.defence);
                    let res = data::melee_result((at - dt).abs());
                    let h = if at <= dt { res.loser_hits } else { 0 };
                    hits[usize::from(h).min(3)] += 0.01;
                }
            }
            return Ok(Odds { ranged: false, dice: 2, hits, extra: Vec::new(), outcomes: Vec::new() });
        }
        let Volley { column, modifier } = self.volley(ctx, i, j, false)?;
        let mut hits = vec![0.0; 4];
        for die in 0..10 {
            let r = data::fire_result(column, die + modifier);
            hits[usize::from(r.hits).min(3)] += 0.1;
        }
        Ok(Odds { ranged: true, dice: 1, hits, extra: Vec::new(), outcomes: Vec::new() })
    }
}
