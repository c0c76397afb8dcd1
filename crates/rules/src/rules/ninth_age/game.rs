//! `NaGame` as a ruleset engine: who acts at each step (the reacting side for reactions and pursuit), the battle's orders (charges, movement, shooting, melee) on top of the deployment's, steps with nothing left to do passed by themselves, every legal order, the view (the same for both sides: nothing is hidden), the charge, shooting and melee odds, and the invariants.

use super::data;
use super::deploy::ev;
use super::orders::{JoinWhy, NaEvent, NaOrder, NaPrompt, NaRefusal as R, NaView, Reaction, UnitInfo, Why};
use super::state::*;
use crate::rules::dice::GameDice;
use crate::rules::engine::{
    Audience, Common, Ctx, EndReason, Engine, Odds, OddsOutcome, Outcome, PieceRef, RejectReason, Shape, UnitView,
};
use crate::rules::hex::{Coord, Dir};
use crate::rules::setup::Setup;

/// The share of a unit's points the evaluation counts as at stake while an enemy that charges next could reach it.
const EXPOSED_SHARE: f64 = 0.1;
/// The share of a unit's points the evaluation counts as at stake while, setting up, it faces away from the enemy.
const FACING_AWAY_SHARE: f64 = 0.05;
/// What 2D6 roll on average, in inches, for a charge's reach.
const AVERAGE_CHARGE_ROLL: u32 = 7;

impl NaGame {
    /// `unit`, of `side`, among the chargers that may redirect now.
    fn redirecting(&self, side: usize, unit: &str) -> Result<usize, RejectReason> {
        let i = self.own(side, unit)?;
        if !self.redirects.contains(&i) {
            return Err(R::CannotAct { unit: unit.to_string(), why: Why::NoRedirect }.into());
        }
        Ok(i)
    }

    /// The two fleeing units a charger whose redirected target fled too may go on against: the one it left, then
    /// the new one.
    pub fn go_on_targets(&self, charger: usize) -> Vec<usize> {
        let mut v: Vec<usize> = self.redirect_from.iter().filter(|l| l.charger == charger).map(|l| l.target).collect();
        v.extend(self.charges.iter().filter(|c| c.charger == charger).map(|c| c.target));
        v
    }

    /// The battle begins with `plays` taking the first player turn.
    pub fn start_battle(&mut self, ctx: Ctx, plays: usize, dice: &mut GameDice, out: &mut Out) {
        self.first = plays;
        self.drop_units.clear();
        out.push(ev(NaEvent::PlaysFirst { side: plays }));
        self.common.turn = 1;
        self.begin_player_turn(ctx, plays, dice, out);
    }

    fn begin_movement(&mut self, ctx: Ctx, dice: &mut GameDice, out: &mut Out) {
        self.charges.clear();
        self.stage = Stage::Movement;
        out.push(ev(NaEvent::StepBegins { step: Stage::Movement }));
        // Fleeing units rally or flee on toward their own edge.
        let side = self.active();
        for i in 0..self.pieces.len() {
            let p = &self.pieces[i];
            if p.side != side || !p.placed() || !p.fleeing {
                continue;
            }
            if self.discipline(i, RollKind::Rally, 0, dice, out) {
                let p = &mut self.pieces[i];
                p.fleeing = false;
                p.rallied = true;
                out.push(ev(NaEvent::Rallied { unit: p.id.clone() }));
            } else {
                self.flee_home(ctx, i, dice, out);
            }
        }
    }

    fn begin_shooting(&mut self, out: &mut Out) {
        self.moving = None;
        self.stage = Stage::Shooting;
        for p in &mut self.pieces {
            p.phase_models = p.models;
            p.shot_panic = false;
        }
        out.push(ev(NaEvent::StepBegins { step: Stage::Shooting }));
    }

    /// Another unit's order ends the move under way.
    fn settle(&mut self, i: usize) {
        if self.moving.is_some_and(|(m, _, _)| m != i) {
            self.moving = None;
        }
    }

    /// May `i` start or go on with a move? Its budget and whether it is marching.
    fn mover(&self, i: usize) -> Result<(u8, bool), R> {
        let p = &self.pieces[i];
        let unit = || p.id.clone();
        if let Some((m, left, march)) = self.moving
            && m == i
        {
            return Ok((left, march));
        }
        if !p.placed() || p.side != self.active() {
            return Err(R::NotNow);
        }
        if p.fleeing {
            return Err(R::CannotAct { unit: unit(), why: Why::Fleeing });
        }
        if self.engaged(i) {
            return Err(R::CannotAct { unit: unit(), why: Why::Engaged });
        }
        for (flag, why) in [(p.rallied, Why::Rallied), (p.charged, Why::Charged), (p.moved, Why::Moved)] {
            if flag {
                return Err(R::CannotAct { unit: unit(), why });
            }
        }
        Ok((data::hexes(p.pr.adv) as u8, false))
    }

    fn apply_battle(
        &mut self,
        ctx: Ctx,
        side: usize,
        order: &NaOrder,
        dice: &mut GameDice,
        out: &mut Out,
    ) -> Result<(), RejectReason> {
        let not_now = || -> RejectReason { R::NotNow.into() };
        match (self.stage, order) {
            (Stage::Charge, NaOrder::Charge { unit, target }) => {
                let i = self.own(side, unit)?;
                let j = self.target(target)?;
                self.may_charge(ctx, i, j)?;
                self.declare(ctx, i, j, dice, out);
            }
            (Stage::Retarget { charger }, NaOrder::Charge { unit, target }) => {
                let i = self.own(side, unit)?;
                if i != charger {
                    return Err(R::CannotAct { unit: unit.clone(), why: Why::Redirected }.into());
                }
                let j = self.target(target)?;
                self.may_charge(ctx, i, j)?;
                self.declare(ctx, i, j, dice, out);
            }
            (Stage::Redirect, NaOrder::Redirect { unit }) => {
                let i = self.redirecting(side, unit)?;
                self.redirect(ctx, i, dice, out);
            }
            (Stage::Redirect, NaOrder::KeepCharge { unit }) => {
                let i = self.redirecting(side, unit)?;
                self.redirects.retain(|&c| c != i);
                self.next_redirect(ctx);
            }
            (Stage::Retarget { charger }, NaOrder::KeepCharge { unit }) => {
                if self.own(side, unit)? != charger {
                    return Err(R::CannotAct { unit: unit.clone(), why: Why::Redirected }.into());
                }
                self.next_redirect(ctx);
            }
            (Stage::GoOn { charger }, NaOrder::GoOn { unit, target }) => {
                if self.own(side, unit)? != charger {
                    return Err(R::CannotAct { unit: unit.clone(), why: Why::Redirected }.into());
                }
                let j = self.target(target)?;
                if !self.go_on_targets(charger).contains(&j) {
                    return Err(R::CannotAct { unit: unit.clone(), why: Why::NotFledTarget }.into());
                }
                self.go_on(charger, j, out);
                self.redirect_from = None;
                self.next_redirect(ctx);
            }
            (Stage::Charge, NaOrder::EndCharges) => {
                self.stage = Stage::ChargeMoves;
                if !self.charges.is_empty() {
                    out.push(ev(NaEvent::StepBegins { step: Stage::ChargeMoves }));
                }
            }
            (Stage::React { charger, target }, NaOrder::Hold | NaOrder::StandAndShoot | NaOrder::Flee) => {
                let r = match order {
                    NaOrder::Hold => Reaction::Hold,
                    NaOrder::StandAndShoot => Reaction::StandAndShoot,
                    _ => Reaction::Flee,
                };
                self.order_react(ctx, charger, target, r, dice, out)?;
            }
            (Stage::ChargeMoves, NaOrder::RollCharge { unit }) => {
                let i = self.own(side, unit)?;
                if !self.charges.iter().any(|c| c.charger == i) {
                    return Err(R::CannotAct { unit: unit.clone(), why: Why::NotCharging }.into());
                }
                self.roll_charge(ctx, i, dice, out);
            }
            (Stage::Movement, NaOrder::Move { unit, to }) => self.order_move(ctx, side, unit, *to, out)?,
            (Stage::Movement, NaOrder::March { unit }) => self.order_march(side, unit, dice, out)?,
            (Stage::Movement, NaOrder::Face { unit, facing }) => self.order_face(side, unit, *facing, out)?,
            (Stage::Movement, NaOrder::Reform { unit, facing }) => self.order_reform(side, unit, *facing, out)?,
            (Stage::Movement, NaOrder::Join { unit, with }) => self.order_join(side, unit, with, out)?,
            (Stage::Movement, NaOrder::Leave { unit, to }) => self.order_leave(ctx, side, unit, *to, out)?,
            (Stage::Movement, NaOrder::EndMovement) => self.begin_shooting(out),
            (Stage::Shooting, NaOrder::Shoot { unit, target }) => {
                let i = self.own(side, unit)?;
                let j = self.target(target)?;
                self.may_shoot(ctx, i, j)?;
                self.shoot(ctx, i, j, false, dice, out);
            }
            (Stage::Shooting, NaOrder::EndShooting) => {
                self.stage = Stage::Melee;
                out.push(ev(NaEvent::StepBegins { step: Stage::Melee }));
            }
            (Stage::Melee, NaOrder::Fight { unit, target }) => {
                let i = self.target(unit)?;
                let j = self.target(target)?;
                if !self.fights.iter().any(|&(a, b)| (a, b) == (i, j) || (a, b) == (j, i)) || self.fought.contains(&i) {
                    return Err(R::NotEngaged { unit: unit.clone(), target: target.clone() }.into());
                }
                self.fight(ctx, i, dice, out);
            }
            (Stage::Pursue { .. }, NaOrder::Pursue | NaOrder::Restrain) => {
                let (broken, winners) = self.pursuit.take().unwrap_or_default();
                let pursuers = if matches!(order, NaOrder::Pursue) { winners } else { Vec::new() };
                self.resolve_breaks(ctx, broken, pursuers, dice, out);
            }
            _ => return Err(not_now()),
        }
        Ok(())
    }

    /// The charged unit's reaction `r`: refused (with the reason) when it is not one the target may make,
    /// otherwise carried out.
    fn order_react(
        &mut self,
        ctx: Ctx,
        charger: usize,
        target: usize,
        r: Reaction,
        dice: &mut GameDice,
        out: &mut Out,
    ) -> Result<(), RejectReason> {
        if !self.reactions(charger, target).contains(&r) {
            let unit = self.pieces[target].id.clone();
            return Err(match r {
                Reaction::StandAndShoot => {
                    let why = self.stand_and_shoot(charger, target).err().unwrap_or(Why::OnlyHold);
                    let why = if self.pieces[target].fleeing { Why::OnlyFlee } else { why };
                    let why = if self.engaged(target) { Why::OnlyHold } else { why };
                    R::NoStandAndShoot { unit, why }
                }
                Reaction::Flee => R::CannotFlee { unit },
                Reaction::Hold => R::CannotAct { unit, why: Why::OnlyFlee },
            }
            .into());
        }
        self.react(ctx, charger, target, r, dice, out);
        Ok(())
    }

    /// A Movement-phase step: walk `unit` to `to` within what is left of its move, keeping clear of the enemy.
    fn order_move(&mut self, ctx: Ctx, side: usize, unit: &str, to: Coord, out: &mut Out) -> Result<(), RejectReason> {
        let i = self.own(side, unit)?;
        self.settle(i);
        let (budget, march) = self.mover(i)?;
        let reach = self.reach_move(ctx, i, budget, march);
        let (cost, path) = reach.get(&to).cloned().ok_or_else(|| R::Unreachable { unit: unit.to_string(), to })?;
        if !self.spaced(side, to, None) {
            return Err(R::TooCloseToEnemy { unit: unit.to_string(), to, keep: 2 }.into());
        }
        let from = self.pieces[i].at.unwrap_or(to);
        self.pieces[i].at = Some(to);
        self.pieces[i].moved = true;
        self.moving = Some((i, budget - cost, march));
        out.push(super::battle::ev_moved(unit, from, to, path));
        Ok(())
    }

    /// May character `c` join unit `h` now? A character that may move and has not, and a friendly unit next to it
    /// that is not a character, fleeing or in combat (PROPOSAL: the step into the unit is the character's move).
    fn may_join(&self, c: usize, h: usize) -> Result<(), R> {
        let (p, q) = (&self.pieces[c], &self.pieces[h]);
        let no = |why| R::CannotJoin { unit: p.id.clone(), with: q.id.clone(), why };
        if !p.character() {
            return Err(no(JoinWhy::NotACharacter));
        }
        self.mover(c)?;
        if p.moved {
            return Err(R::CannotAct { unit: p.id.clone(), why: Why::Moved });
        }
        if q.side != p.side || !q.placed() || c == h {
            return Err(no(JoinWhy::NotAFriend));
        }
        if q.character() {
            return Err(no(JoinWhy::IsACharacter));
        }
        if q.fleeing {
            return Err(no(JoinWhy::UnitFleeing));
        }
        if self.engaged(h) {
            return Err(no(JoinWhy::UnitEngaged));
        }
        if self.gap(c, h) != 1 {
            return Err(no(JoinWhy::NotNextToIt));
        }
        Ok(())
    }

    fn order_join(&mut self, side: usize, unit: &str, with: &str, out: &mut Out) -> Result<(), RejectReason> {
        let c = self.own(side, unit)?;
        let h = self.target(with)?;
        self.settle(c);
        self.may_join(c, h)?;
        let (at, facing) = (self.pieces[h].at, self.pieces[h].facing);
        let p = &mut self.pieces[c];
        (p.at, p.facing, p.joined, p.moved) = (at, facing, Some(h), true);
        out.push(ev(NaEvent::Joins { character: unit.to_string(), unit: with.to_string() }));
        Ok(())
    }

    /// May character `c` leave the unit it joined, and how far may it then move? Only in its side's Movement phase,
    /// while neither it nor the unit has moved and the unit is not fleeing or in combat (PROPOSAL).
    fn may_leave(&self, c: usize) -> Result<u8, R> {
        let p = &self.pieces[c];
        let Some(h) = p.joined else { return Err(R::NotJoined { unit: p.id.clone() }) };
        let q = &self.pieces[h];
        if p.side != self.active() || p.dead {
            return Err(R::NotNow);
        }
        let busy = [
            (q.fleeing, Why::Fleeing),
            (self.engaged(h), Why::Engaged),
            (p.moved || q.moved, Why::Moved),
            (q.charged, Why::Charged),
            (q.rallied, Why::Rallied),
        ];
        if let Some(&(_, why)) = busy.iter().find(|(yes, _)| *yes) {
            return Err(R::CannotAct { unit: p.id.clone(), why });
        }
        Ok(data::hexes(p.pr.adv) as u8)
    }

    /// The character steps out of its unit to `to`, which starts its move (it may go on, or turn, as any mover).
    fn order_leave(&mut self, ctx: Ctx, side: usize, unit: &str, to: Coord, out: &mut Out) -> Result<(), RejectReason> {
        let c = self.own(side, unit)?;
        self.settle(c);
        let budget = self.may_leave(c)?;
        let reach = self.reach_move(ctx, c, budget, false);
        let (cost, path) = reach.get(&to).cloned().ok_or_else(|| R::Unreachable { unit: unit.to_string(), to })?;
        if !self.spaced(side, to, None) {
            return Err(R::TooCloseToEnemy { unit: unit.to_string(), to, keep: 2 }.into());
        }
        let h = self.pieces[c].joined.take().unwrap_or(c);
        let from = self.pieces[c].at.unwrap_or(to);
        (self.pieces[c].at, self.pieces[c].moved) = (Some(to), true);
        self.moving = Some((c, budget - cost, false));
        out.push(ev(NaEvent::Leaves { character: unit.to_string(), unit: self.pieces[h].id.clone() }));
        out.push(super::battle::ev_moved(unit, from, to, path));
        Ok(())
    }

    /// `unit` marches: a Discipline test first when an enemy that is not fleeing is close; on a pass it starts a
    /// march move with its march allowance.
    fn order_march(&mut self, side: usize, unit: &str, dice: &mut GameDice, out: &mut Out) -> Result<(), RejectReason> {
        let i = self.own(side, unit)?;
        self.settle(i);
        if self.moving.is_some_and(|(m, _, _)| m == i) {
            return Err(R::CannotAct { unit: unit.to_string(), why: Why::Moved }.into());
        }
        self.mover(i)?;
        if self.pieces[i].march_failed {
            return Err(R::CannotAct { unit: unit.to_string(), why: Why::NoMarchAfterTest }.into());
        }
        let at = self.pieces[i].at.unwrap_or(Coord(0, 0));
        let near = self.nearest_enemy(side, at, |q| !q.fleeing);
        if near <= data::MARCH_TEST && !self.discipline(i, RollKind::Discipline, 0, dice, out) {
            self.pieces[i].march_failed = true;
            return Ok(());
        }
        self.pieces[i].marched = true;
        self.pieces[i].moved = true;
        self.moving = Some((i, data::hexes(self.pieces[i].pr.mar) as u8, true));
        Ok(())
    }

    /// A Movement-phase wheel: turn `unit` one hexside to `facing`, paying a hex of its move (once only when
    /// marching).
    fn order_face(&mut self, side: usize, unit: &str, facing: Dir, out: &mut Out) -> Result<(), RejectReason> {
        let i = self.own(side, unit)?;
        self.settle(i);
        let (budget, march) = self.mover(i)?;
        let o = self.orientation;
        let now = self.pieces[i].facing.index(o).unwrap_or(0);
        let to = facing.index(o).ok_or_else(|| R::NotInDrop { unit: unit.to_string() })?;
        let one = (to + 1) % 6 == now || (now + 1) % 6 == to;
        if !one || budget == 0 || (march && self.pieces[i].wheels >= 1) {
            return Err(R::CannotAct { unit: unit.to_string(), why: Why::Moved }.into());
        }
        self.pieces[i].facing = facing;
        self.pieces[i].wheels += 1;
        self.pieces[i].moved = true;
        self.moving = Some((i, budget - 1, march));
        out.push(ev(NaEvent::Turned { unit: unit.to_string(), facing }));
        Ok(())
    }

    /// A reform: `unit` turns to any `facing` as its whole move (a unit that just rallied may still do this).
    fn order_reform(&mut self, side: usize, unit: &str, facing: Dir, out: &mut Out) -> Result<(), RejectReason> {
        let i = self.own(side, unit)?;
        self.settle(i);
        let p = &self.pieces[i];
        let rallied_only = p.rallied && !p.moved && !p.fleeing && !self.engaged(i);
        if !rallied_only {
            if self.moving.is_some_and(|(m, _, _)| m == i) {
                return Err(R::CannotAct { unit: unit.to_string(), why: Why::Moved }.into());
            }
            self.mover(i)?;
        }
        if !facing.is_valid(self.orientation) || self.pieces[i].facing == facing {
            return Err(R::NotInDrop { unit: unit.to_string() }.into());
        }
        self.pieces[i].facing = facing;
        self.pieces[i].moved = true;
        self.moving = None;
        out.push(ev(NaEvent::Turned { unit: unit.to_string(), facing }));
        Ok(())
    }

    /// Has `side` more than one order now, in the charge, movement or shooting step? Each step always offers its
    /// end, so the answer is whether any charge, any shot, or any move or turn is open; it is found without
    /// building the whole list (done after every order, it took a third of a game's time): the first charge or
    /// shot found decides, and in the movement step a unit free to start a move offers its turns in place
    /// whatever its moves. Anything else is answered from the list itself.
    fn has_choice(&self, ctx: Ctx, side: usize) -> bool {
        match self.stage {
            Stage::Charge => (0..self.pieces.len()).filter(|&i| self.pieces[i].side == side).any(|i| {
                let mut reach = None;
                self.enemies(side).any(|j| self.may_charge_in(ctx, i, j, &mut reach).is_ok())
            }),
            Stage::Shooting => (0..self.pieces.len())
                .filter(|&i| self.pieces[i].side == side && self.pieces[i].pr.weapon.is_some())
                .any(|i| self.enemies(side).any(|j| self.may_shoot(ctx, i, j).is_ok())),
            Stage::Movement if self.movers().any(|i| self.moving.is_none_or(|(m, _, _)| m != i)) => true,
            _ => {
                let mut legal = Vec::new();
                self.legal_orders(ctx, side, &mut legal);
                legal.len() > 1
            }
        }
    }

    /// Steps with nothing left to do pass by themselves: a side with nothing to declare, a phase with no order but
    /// its end, chargers all moved, combats all fought.
    fn auto_steps(&mut self, ctx: Ctx, dice: &mut GameDice, out: &mut Out) {
        for _ in 0..64 {
            if self.common.over.is_some() {
                return;
            }
            if let Some(plays) = self.pending_start.take() {
                self.start_battle(ctx, plays, dice, out);
                continue;
            }
            match self.stage {
                Stage::Declare { side } if self.may_declare(side).is_empty() => self.declared(side, out),
                Stage::Charge => {
                    if self.has_choice(ctx, self.active()) {
                        return;
                    }
                    self.stage = Stage::ChargeMoves;
                    if !self.charges.is_empty() {
                        out.push(ev(NaEvent::StepBegins { step: Stage::ChargeMoves }));
                    }
                }
                Stage::ChargeMoves if self.charges.is_empty() => self.begin_movement(ctx, dice, out),
                Stage::Movement => {
                    if self.has_choice(ctx, self.active()) {
                        return;
                    }
                    self.begin_shooting(out);
                }
                Stage::Shooting => {
                    if self.has_choice(ctx, self.active()) {
                        return;
                    }
                    self.stage = Stage::Melee;
                    out.push(ev(NaEvent::StepBegins { step: Stage::Melee }));
                }
                Stage::Melee => {
                    let mut legal = Vec::new();
                    self.legal_orders(ctx, self.active(), &mut legal);
                    if !legal.is_empty() {
                        return;
                    }
                    self.end_player_turn(ctx, dice, out);
                }
                _ => return,
            }
        }
    }

    /// Units of the active side free to move now.
    fn movers(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.pieces.len()).filter(|&i| self.mover(i).is_ok())
    }

    fn legal_orders(&self, ctx: Ctx, side: usize, out: &mut Vec<NaOrder>) {
        let o = self.orientation;
        let name = |i: usize| self.pieces[i].id.clone();
        match self.stage {
            Stage::Zones { side: s } if s == side => {
                out.push(NaOrder::Zone { edge: self.homes[s] });
                if self.homes[1 - s] != self.homes[s] {
                    out.push(NaOrder::Zone { edge: self.homes[1 - s] });
                }
            }
            Stage::Declare { side: s } if s == side => {
                out.extend(self.may_declare(side).into_iter().map(|i| NaOrder::Special { unit: name(i) }));
                out.push(NaOrder::Declared);
            }
            Stage::WhoDeploys => out.extend([NaOrder::DeployFirst { side: 0 }, NaOrder::DeployFirst { side: 1 }]),
            Stage::Drop { side: s, .. } | Stage::Scouts { side: s } if s == side => {
                out.extend(
                    self.pickable(side)
                        .into_iter()
                        .filter(|&i| Some(i) != self.deploy.next)
                        .map(|i| NaOrder::Select { unit: name(i) }),
                );
                out.extend(self.placements(ctx).into_iter().map(|at| NaOrder::Place { at }));
                for &i in &self.drop_units {
                    let f = self.pieces[i].facing;
                    out.extend(
                        Dir::all(o)
                            .into_iter()
                            .filter(|d| *d != f)
                            .map(|facing| NaOrder::Face { unit: name(i), facing }),
                    );
                }
                let ok = match self.stage {
                    Stage::Drop { placed, .. } => {
                        (placed > 0 || self.to_place(side).is_empty()) && self.characters_ok(side)
                    }
                    _ => self.pickable(side).is_empty(),
                };
                if ok {
                    out.push(NaOrder::EndDrop);
                }
            }
            Stage::TurnChoice { side: s } | Stage::FirstTurn { side: s } if s == side => {
                out.extend([NaOrder::TakeTurn { first: true }, NaOrder::TakeTurn { first: false }]);
            }
            Stage::Vanguard { side: s } if s == side => {
                for i in self.vanguards(side) {
                    for (to, _) in self.reach_any(ctx, i, data::VANGUARD_MOVE) {
                        if self.vanguard_end(i, to).is_ok() {
                            out.push(NaOrder::Move { unit: name(i), to });
                        }
                    }
                }
                for &i in &self.drop_units {
                    let f = self.pieces[i].facing;
                    out.extend(
                        Dir::all(o)
                            .into_iter()
                            .filter(|d| *d != f)
                            .map(|facing| NaOrder::Face { unit: name(i), facing }),
                    );
                }
                out.push(NaOrder::EndVanguard);
            }
            Stage::Charge | Stage::Retarget { .. } => {
                let chargers: Vec<usize> = match self.stage {
                    Stage::Retarget { charger } => vec![charger],
                    _ => (0..self.pieces.len()).filter(|&i| self.pieces[i].side == side).collect(),
                };
                for i in chargers {
                    let mut reach = None;
                    for j in self.enemies(side) {
                        if self.may_charge_in(ctx, i, j, &mut reach).is_ok() {
                            out.push(NaOrder::Charge { unit: name(i), target: name(j) });
                        }
                    }
                }
                out.push(match self.stage {
                    Stage::Retarget { charger } => NaOrder::KeepCharge { unit: name(charger) },
                    _ => NaOrder::EndCharges,
                });
            }
            Stage::React { charger, target } => {
                for r in self.reactions(charger, target) {
                    out.push(match r {
                        Reaction::Hold => NaOrder::Hold,
                        Reaction::StandAndShoot => NaOrder::StandAndShoot,
                        Reaction::Flee => NaOrder::Flee,
                    });
                }
            }
            Stage::Redirect => {
                for &c in &self.redirects {
                    out.extend([NaOrder::Redirect { unit: name(c) }, NaOrder::KeepCharge { unit: name(c) }]);
                }
            }
            Stage::GoOn { charger } => {
                for j in self.go_on_targets(charger) {
                    out.push(NaOrder::GoOn { unit: name(charger), target: name(j) });
                }
            }
            Stage::ChargeMoves => {
                out.extend(self.charges.iter().map(|c| NaOrder::RollCharge { unit: name(c.charger) }));
            }
            Stage::Movement => self.legal_moves(ctx, side, out),
            Stage::Shooting => {
                for i in 0..self.pieces.len() {
                    if self.pieces[i].side != side || self.pieces[i].pr.weapon.is_none() {
                        continue;
                    }
                    for j in self.enemies(side) {
                        if self.may_shoot(ctx, i, j).is_ok() {
                            out.push(NaOrder::Shoot { unit: name(i), target: name(j) });
                        }
                    }
                }
                out.push(NaOrder::EndShooting);
            }
            Stage::Melee => {
                let mut seen: Vec<usize> = Vec::new();
                for &(a, b) in &self.fights {
                    if self.fought.contains(&a) || seen.contains(&a) {
                        continue;
                    }
                    let (u, t) = if self.pieces[a].side == side { (a, b) } else { (b, a) };
                    seen.extend(self.combat_of(a));
                    out.push(NaOrder::Fight { unit: name(u), target: name(t) });
                }
            }
            Stage::Pursue { .. } => out.extend([NaOrder::Pursue, NaOrder::Restrain]),
            _ => {}
        }
    }

    /// The orders of the movement step: each mover's moves, wheels, march and reform, the rallied units' reform,
    /// and the end of the step.
    fn legal_moves(&self, ctx: Ctx, side: usize, out: &mut Vec<NaOrder>) {
        let o = self.orientation;
        let name = |i: usize| self.pieces[i].id.clone();
        for i in self.movers().collect::<Vec<_>>() {
            let Ok((budget, march)) = self.mover(i) else { continue };
            for (to, _) in self.reach_move(ctx, i, budget, march) {
                if self.spaced(side, to, None) {
                    out.push(NaOrder::Move { unit: name(i), to });
                }
            }
            let f = self.pieces[i].facing.index(o).unwrap_or(0);
            if budget > 0 && (!march || self.pieces[i].wheels == 0) {
                for k in [1, 5] {
                    out.push(NaOrder::Face { unit: name(i), facing: Dir::from_index((f + k) % 6, o) });
                }
            }
            let fresh = self.moving.is_none_or(|(m, _, _)| m != i);
            if fresh && !self.pieces[i].march_failed {
                out.push(NaOrder::March { unit: name(i) });
            }
            if fresh {
                for k in 1..6 {
                    out.push(NaOrder::Reform { unit: name(i), facing: Dir::from_index((f + k) % 6, o) });
                }
            }
        }
        self.legal_joins(ctx, side, out);
        for (i, p) in self.pieces.iter().enumerate() {
            if p.side == side && p.placed() && p.rallied && !p.moved && !p.fleeing && !self.engaged(i) {
                let f = p.facing.index(o).unwrap_or(0);
                for k in 1..6 {
                    out.push(NaOrder::Reform { unit: name(i), facing: Dir::from_index((f + k) % 6, o) });
                }
            }
        }
        out.push(NaOrder::EndMovement);
    }

    /// Characters joining a unit next to them, and leaving the unit they are in.
    fn legal_joins(&self, ctx: Ctx, side: usize, out: &mut Vec<NaOrder>) {
        let name = |i: usize| self.pieces[i].id.clone();
        for c in (0..self.pieces.len()).filter(|&c| self.pieces[c].side == side && self.pieces[c].character()) {
            if self.pieces[c].joined.is_some() {
                let Ok(budget) = self.may_leave(c) else { continue };
                for (to, _) in self.reach_move(ctx, c, budget, false) {
                    if self.spaced(side, to, None) {
                        out.push(NaOrder::Leave { unit: name(c), to });
                    }
                }
                continue;
            }
            for h in (0..self.pieces.len()).filter(|&h| self.may_join(c, h).is_ok()) {
                out.push(NaOrder::Join { unit: name(c), with: name(h) });
            }
        }
    }

    /// What must hold of character `c` in unit `h`: a living character of the same side, in the hex of a unit of
    /// its own on the table that is no character, facing and fleeing with it, and in no fight of its own.
    fn joined_invariants(&self, c: usize, h: usize, out: &mut Vec<String>) {
        let (p, q) = (&self.pieces[c], &self.pieces[h]);
        if p.dead || !p.character() || q.side != p.side || !q.placed() || q.character() {
            out.push(format!("character {} has joined {}, which cannot hold it", p.id, q.id));
        }
        if p.at != q.at || p.facing != q.facing || p.fleeing != q.fleeing {
            out.push(format!("character {} does not stand, face and flee with {}", p.id, q.id));
        }
        if self.engaged(c) {
            out.push(format!("character {} in {} fights on its own", p.id, q.id));
        }
    }

    fn characters_ok(&self, side: usize) -> bool {
        let placed_now = self.drop_units.iter().any(|&i| self.pieces[i].character());
        !placed_now || !self.to_place(side).into_iter().any(|i| self.pieces[i].character())
    }

    /// The chance that a charge of `i` reaches `j`: 2D6 plus the Advance Rate covering the path to contact
    /// (half and half between two arcs when the charger stands on the line between them).
    pub fn charge_chance(&self, ctx: Ctx, i: usize, j: usize) -> f64 {
        let arcs = self.charge_arcs(i, j);
        let adv = self.pieces[i].pr.adv;
        let mut total = 0.0;
        for arc in &arcs {
            let Some((cost, _, _)) = self.contact(ctx, i, j, Some(*arc), u8::MAX / 2) else { continue };
            let mut p = 0.0;
            for a in 1..=6u32 {
                for b in 1..=6u32 {
                    if data::hexes(a + b + adv) >= u32::from(cost) {
                        p += 1.0 / 36.0;
                    }
                }
            }
            total += p / arcs.len() as f64;
        }
        total
    }
}

/// The scenario's units sorted by id, as the pieces are.
fn sorted_specs(setup: &Setup) -> Vec<&crate::rules::setup::UnitSpec> {
    let mut v: Vec<_> = setup.units.iter().collect();
    v.sort_by(|a, b| a.id.cmp(&b.id));
    v
}

impl NaGame {
    /// How `side` stands for the computer opponent's evaluation, from -1 to 1 (`Engine::evaluate`).
    pub fn how_stands(&self, side: usize) -> f64 {
        // The battle goes to the side ahead on points by a tenth of the smaller army. The score counts a unit only
        // once it breaks, falls under a quarter or dies: weigh each unit's points by how far it has gone towards
        // that (the share of its wounds lost, half once fleeing or under a quarter, all once gone), so the search
        // sees what a melee or a volley is worth before anything scores, against the lead a win needs.
        let army = self.army_points();
        let margin = f64::from(army[0].min(army[1]).max(1)) * f64::from(data::WIN_MARGIN_PERCENT) / 100.0;
        let mut taken = [0.0f64; 2];
        for p in &self.pieces {
            let gone = if p.dead {
                1.0
            } else {
                let hp = u32::from(p.pr.hp.max(1));
                let full = f64::from(u32::from(p.pr.models) * hp).max(1.0);
                let left = f64::from((u32::from(p.models) * hp).saturating_sub(u32::from(p.wounds)));
                let worn = (1.0 - left / full).clamp(0.0, 1.0);
                let scored = p.fleeing || 4 * u32::from(p.models) < u32::from(p.pr.models);
                if scored { worn.max(0.5) } else { worn }
            };
            taken[1 - p.side.min(1)] += f64::from(p.pr.points) * gone;
        }
        for o in &self.common.objectives {
            if let Some(by) = o.controlled_by.filter(|&by| by < 2) {
                taken[by] += f64::from(o.vp);
            }
        }
        // The charges to come: a share of each unit the side that charges next could reach.
        if let Some(c) = self.next_charger() {
            taken[c] += EXPOSED_SHARE * self.exposed_to(c);
        }
        // While setting up, a unit facing away from the enemy's zone will have to turn before it can charge, and
        // offers its flank meanwhile.
        if self.stage.deploying() {
            for s in 0..2 {
                taken[1 - s] += FACING_AWAY_SHARE * self.facing_away(s);
            }
        }
        let other = 1 - side.min(1);
        ((taken[side.min(1)] - taken[other]) / margin).tanh()
    }

    /// Points of `side`'s units on the table whose front arc does not take in the nearest hex of the enemy's zone.
    fn facing_away(&self, side: usize) -> f64 {
        let zone = &self.zones[1 - side.min(1)];
        let mut points = 0.0;
        for p in self.pieces.iter().filter(|p| p.side == side && p.placed()) {
            let Some(at) = p.at else { continue };
            let Some(near) = zone.iter().copied().min_by_key(|&z| self.dist(at, z)) else { continue };
            if !self.front_touches(at, p.facing, near) {
                points += f64::from(p.pr.points);
            }
        }
        points
    }

    /// Does the front arc of a unit at `a` facing `f` take in `b`, wholly or in part (on a boundary with the front
    /// on either side of it)? The evaluation's measure of what a unit faces, looser than `in_front`.
    fn front_touches(&self, a: Coord, f: Dir, b: Coord) -> bool {
        matches!(
            self.arc_at(a, f, b),
            ArcAt::In(Arc::Front) | ArcAt::Between(Arc::Front, _) | ArcAt::Between(_, Arc::Front)
        )
    }

    /// The side whose Charge phase comes next: the active side's while it declares, else the other side's; none
    /// while setting up.
    fn next_charger(&self) -> Option<usize> {
        if self.stage.deploying() {
            return None;
        }
        Some(if self.stage == Stage::Charge { self.turn_side.min(1) } else { 1 - self.turn_side.min(1) })
    }

    /// Points of the units of `charger`'s enemy, not in combat, that one of `charger`'s units free to charge has in
    /// its front arc within an average charge (Advance Rate plus the 7" 2D6 rolls on average).
    fn exposed_to(&self, charger: usize) -> f64 {
        let can_charge: Vec<(Coord, Dir, u32)> = (0..self.pieces.len())
            .filter(|&i| {
                let p = &self.pieces[i];
                p.side == charger && p.placed() && !p.fleeing && !self.engaged(i)
            })
            .filter_map(|i| {
                let p = &self.pieces[i];
                Some((p.at?, p.facing, data::hexes(p.pr.adv + AVERAGE_CHARGE_ROLL)))
            })
            .collect();
        let mut points = 0.0;
        for (j, u) in self.pieces.iter().enumerate() {
            let Some(at) = u.at.filter(|_| u.side != charger && u.placed() && !self.engaged(j)) else { continue };
            let reached = can_charge
                .iter()
                .any(|&(from, facing, reach)| self.dist(from, at) <= reach && self.front_touches(from, facing, at));
            if reached {
                points += f64::from(u.pr.points);
            }
        }
        points
    }
}

impl Engine for NaGame {
    type Order = NaOrder;
    type Event = NaEvent;
    type Refusal = R;
    type View = NaView;
    type Prompt = NaPrompt;

    fn glossary() -> crate::rules::glossary::Glossary {
        super::help::glossary()
    }

    fn help_tables() -> Vec<(&'static str, crate::rules::glossary::HelpTable)> {
        super::help::tables()
    }

    fn setup(setup: &Setup, dice: &mut GameDice) -> NaGame {
        let mut g = NaGame::new(setup);
        let los = crate::rules::los::LosIndex::new(&setup.grid, setup.ruleset);
        let ctx = Ctx { map: &setup.grid, los: &los, setup };
        let mut out = Vec::new();
        if setup.options.deployed {
            // A set piece: every unit where the file puts it, and the initiative's side plays first.
            for (p, u) in g.pieces.iter_mut().zip(sorted_specs(setup)) {
                p.at = Some(u.at);
            }
            for i in 0..g.pieces.len() {
                let at = g.pieces[i].at.unwrap_or(Coord(0, 0));
                let spec = setup.units.iter().find(|u| u.id == g.pieces[i].id).and_then(|u| u.facing);
                g.pieces[i].facing = spec.unwrap_or_else(|| g.default_facing(g.pieces[i].side, at));
            }
            g.pending_start = Some(g.deploy.chooser);
        } else if setup.initiative.is_none() {
            // No side named as having chosen its zone: the sides roll off (a die each, ties again) and the winner
            // chooses its deployment zone.
            let rolls = loop {
                let (a, b) = (dice.die(6), dice.die(6));
                if a != b {
                    break [a, b];
                }
            };
            let w = usize::from(rolls[1] > rolls[0]);
            g.deploy.chooser = w;
            g.deploy.zone_rolls = Some(rolls);
            g.stage = Stage::Zones { side: w };
        }
        g.auto_steps(ctx, dice, &mut out);
        g.common.active = g.to_act();
        g.common.scores = g.vp().to_vec();
        g
    }

    fn common(&self) -> &Common {
        &self.common
    }

    fn common_mut(&mut self) -> &mut Common {
        &mut self.common
    }

    fn to_act(&self) -> usize {
        match self.stage {
            Stage::Zones { side }
            | Stage::Declare { side }
            | Stage::Drop { side, .. }
            | Stage::TurnChoice { side }
            | Stage::Scouts { side }
            | Stage::Vanguard { side }
            | Stage::FirstTurn { side } => side,
            Stage::WhoDeploys => 1 - self.deploy.chooser,
            Stage::React { target, .. } => self.pieces[target].side,
            Stage::Pursue { unit } => self.pieces[unit].side,
            _ => self.turn_side,
        }
    }

    fn decision(&self) -> Option<(usize, NaPrompt)> {
        let who = self.to_act();
        let p = match self.stage {
            Stage::WhoDeploys => NaPrompt::WhoDeploys,
            Stage::TurnChoice { .. } => NaPrompt::TurnChoice,
            Stage::FirstTurn { .. } => NaPrompt::FirstTurn,
            Stage::React { charger, target } => {
                NaPrompt::React { charger: self.pieces[charger].id.clone(), target: self.pieces[target].id.clone() }
            }
            Stage::Redirect => {
                NaPrompt::Redirect { chargers: self.redirects.iter().map(|&c| self.pieces[c].id.clone()).collect() }
            }
            Stage::GoOn { charger } => NaPrompt::GoOn {
                charger: self.pieces[charger].id.clone(),
                targets: self.go_on_targets(charger).into_iter().map(|j| self.pieces[j].id.clone()).collect(),
            },
            Stage::Pursue { unit } => NaPrompt::Pursue { unit: self.pieces[unit].id.clone() },
            _ => return None,
        };
        Some((who, p))
    }

    fn shape(order: &NaOrder) -> Shape<'_> {
        match order {
            NaOrder::Place { at } => Shape::Hex { to: *at },
            NaOrder::Move { unit, to } | NaOrder::Leave { unit, to } => Shape::Move { unit, to: *to },
            NaOrder::Charge { unit, target } | NaOrder::Fight { unit, target } => Shape::Attack { unit, target },
            NaOrder::Shoot { unit, target } => Shape::Fire { unit, target },
            NaOrder::Face { unit, .. } | NaOrder::Reform { unit, .. } | NaOrder::March { unit } => Shape::Act { unit },
            NaOrder::EndDrop
            | NaOrder::EndVanguard
            | NaOrder::EndCharges
            | NaOrder::EndMovement
            | NaOrder::EndShooting => Shape::EndStep,
            _ => Shape::Other,
        }
    }

    fn legal(&self, ctx: Ctx, side: usize, out: &mut Vec<NaOrder>) {
        if self.common.over.is_none() && side == self.to_act() {
            self.legal_orders(ctx, side, out);
        }
    }

    fn apply(
        &mut self,
        ctx: Ctx,
        side: usize,
        order: &NaOrder,
        dice: &mut GameDice,
        out: &mut Vec<(Outcome, Audience)>,
    ) -> Result<(), RejectReason> {
        if self.in_battle() {
            self.apply_battle(ctx, side, order, dice, out)?;
        } else {
            self.apply_deploy(ctx, side, order, dice, out)?;
        }
        self.auto_steps(ctx, dice, out);
        self.carry_characters();
        if self.common.over.is_none()
            && self.in_battle()
            && let Some(s) = (0..2).find(|&s| !self.pieces.iter().any(|p| p.side == s && !p.dead))
        {
            let _ = s;
            self.end_battle(EndReason::Eliminated, out);
        }
        self.hold_objectives(out);
        let taken = self.taken();
        self.common.rescore(&taken, out);
        self.common.active = self.to_act();
        Ok(())
    }

    fn reveals(e: &NaEvent) -> bool {
        !matches!(
            e,
            NaEvent::Special { .. }
                | NaEvent::DeclarationsDone { .. }
                | NaEvent::Placed { .. }
                | NaEvent::Turned { .. }
                | NaEvent::StepBegins { .. }
        )
    }

    fn view(&self, _ctx: Ctx, _side: usize) -> (Vec<UnitView>, NaView) {
        let mut refs = Vec::with_capacity(self.pieces.len());
        self.pieces(&mut refs);
        let units = crate::rules::engine::unit_views(&refs, 0);
        let infos = self
            .pieces
            .iter()
            .enumerate()
            .filter(|(_, p)| !p.dead)
            .map(|(i, p)| UnitInfo {
                id: p.id.clone(),
                side: p.side,
                kind: p.ut.id,
                placed: p.at.is_some(),
                models: p.models,
                wounds: p.wounds,
                ranks: p.ranks(),
                facing: p.facing,
                fleeing: p.fleeing,
                special: p.special,
                moved: p.moved,
                shot: p.shot,
                engaged: self.foes(i).into_iter().map(|f| self.pieces[f].id.clone()).collect(),
                joined: p.joined.map(|h| self.pieces[h].id.clone()),
                profile: p.pr,
            })
            .collect();
        let to_place = |s: usize| {
            self.pieces.iter().filter(|p| p.side == s && p.at.is_none() && !p.dead).map(|p| p.id.clone()).collect()
        };
        let view = NaView {
            stage: self.stage,
            turn: self.common.turn,
            turn_limit: self.turn_limit,
            first: self.first,
            to_place: [to_place(0), to_place(1)],
            picked: self.deploy.next.map(|i| self.pieces[i].id.clone()),
            zones: self.zones.clone(),
            finished: self.deploy.finished,
            initiative: self.deploy.initiative,
            first_roll: self.deploy.rolls,
            zone_rolls: self.deploy.zone_rolls,
            units: infos,
            charges: self
                .charges
                .iter()
                .map(|c| (self.pieces[c.charger].id.clone(), self.pieces[c.target].id.clone(), c.arc, c.fled))
                .collect(),
            vp: self.vp(),
            army_points: self.army_points(),
            moving: self.moving.map(|(i, left, march)| (self.pieces[i].id.clone(), left, march)),
            last: self.last.clone(),
        };
        (units, view)
    }

    fn pieces<'a>(&'a self, out: &mut Vec<PieceRef<'a>>) {
        let first = out.len();
        crate::rules::roster::board(&self.pieces, out);
        // A unit shows the first character in it as its leader: the board draws him on its counter.
        for p in self.pieces.iter().filter(|p| !p.dead) {
            let Some(h) = p.joined else { continue };
            let host = self.pieces[h].id.as_str();
            if let Ok(k) = out[first..].binary_search_by(|r| r.id.cmp(host)) {
                out[first + k].leader.get_or_insert(p.id.as_str());
            }
        }
    }

    fn invariants(&self, ctx: Ctx, out: &mut Vec<String>) {
        crate::rules::engine::check_ids_and_ground(
            ctx,
            self.pieces.iter().filter(|p| p.placed()).filter_map(|p| p.at.map(|a| (p.id.as_str(), a))),
            out,
        );
        for (i, p) in self.pieces.iter().enumerate() {
            if let Some(h) = p.joined {
                self.joined_invariants(i, h, out);
                continue;
            }
            if !p.placed() {
                if self.in_battle() && !p.dead {
                    out.push(format!("unit {} is not on the field in the battle", p.id));
                }
                continue;
            }
            let at = p.at.unwrap_or(Coord(0, 0));
            if self.pieces.iter().any(|q| q.id < p.id && q.placed() && q.at == p.at) {
                out.push(format!("hex {at}: two units"));
            }
            if p.models == 0 || p.wounds >= p.pr.hp {
                out.push(format!("unit {} at {at}: {} models, {} wounds on the last", p.id, p.models, p.wounds));
            }
            if !p.facing.is_valid(self.orientation) {
                out.push(format!("unit {} at {at}: no valid facing", p.id));
            }
            if !self.in_battle() && !p.special && !self.zones[p.side].contains(&at) {
                out.push(format!("unit {} at {at}: deployed outside its zone", p.id));
            }
            for f in self.foes(i) {
                if self.gap(i, f) != 1 {
                    out.push(format!("units {} and {} fight without touching", p.id, self.pieces[f].id));
                }
            }
        }
        if self.common.scores != self.vp().to_vec() {
            out.push(format!("scores {:?} differ from the victory points {:?}", self.common.scores, self.vp()));
        }
    }

    fn evaluate(&self, _ctx: Ctx, side: usize) -> Option<f64> {
        Some(self.how_stands(side))
    }

    fn redacted(&self, _side: usize) -> NaGame {
        // Nothing is hidden in this ruleset.
        self.clone()
    }

    fn odds(&self, ctx: Ctx, side: usize, unit: &str, target: &str) -> Result<Odds, RejectReason> {
        let i = self.own(side, unit)?;
        let j = self.target(target)?;
        match self.stage {
            Stage::Charge | Stage::Retarget { .. } => {
                self.may_charge(ctx, i, j)?;
                let p = self.charge_chance(ctx, i, j);
                Ok(Odds {
                    ranged: false,
                    dice: 2,
                    hits: Vec::new(),
                    extra: Vec::new(),
                    outcomes: vec![(OddsOutcome::ChargeReaches, p), (OddsOutcome::ChargeShort, 1.0 - p)],
                })
            }
            Stage::Shooting => {
                let hit = self.may_shoot(ctx, i, j)?;
                let (p, t) = (&self.pieces[i], self.pieces[j].pr);
                let w = p.pr.weapon.ok_or(RejectReason::NoOdds)?;
                let n = p.models.min(2 * p.pr.width).saturating_mul(w.shots);
                let chance = data::wound_chance(hit, data::to_wound(w.str, t.res), data::to_save(t.arm, w.ap));
                Ok(Odds {
                    ranged: true,
                    dice: n,
                    hits: Odds::binomial(usize::from(n), chance),
                    extra: Vec::new(),
                    outcomes: Vec::new(),
                })
            }
            Stage::Melee => {
                if !self.foes(i).contains(&j) {
                    return Err(R::NotEngaged { unit: unit.to_string(), target: target.to_string() }.into());
                }
                let (p, q) = (self.pieces[i].pr, self.pieces[j].pr);
                let n = self.attacks(i, j);
                let chance = data::wound_chance(
                    data::melee_to_hit(p.off, q.def),
                    data::to_wound(p.str, q.res),
                    data::to_save(q.arm, p.ap),
                );
                Ok(Odds {
                    ranged: false,
                    dice: n,
                    hits: Odds::binomial(usize::from(n), chance),
                    extra: Vec::new(),
                    outcomes: Vec::new(),
                })
            }
            _ => Err(RejectReason::NoOdds),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `has_choice` answers as the whole list does, in every step it is asked in, through random games of every
    /// bundled scenario.
    #[test]
    fn asking_whether_there_is_a_choice_answers_as_the_list_does() {
        use crate::ai::policy::random_order;
        use rand::SeedableRng;
        let mut asked = 0;
        for name in ["hollow_tor.ron", "barrow_field.ron", "grey_stones_pass.ron"] {
            let scenario = crate::scenario::load_bundled(name);
            for seed in 0..4 {
                let mut session = crate::session::Session::new(&scenario, seed);
                let mut pick = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
                while !session.is_over() {
                    let crate::rules::registry::Match::NinthAge(g) = session.state() else { panic!("a 9th Age game") };
                    if matches!(g.stage, Stage::Charge | Stage::Movement | Stage::Shooting) {
                        let mut legal = Vec::new();
                        g.legal_orders(session.ctx(), g.active(), &mut legal);
                        assert_eq!(g.has_choice(session.ctx(), g.active()), legal.len() > 1, "{name}: {:?}", g.stage);
                        asked += 1;
                    }
                    let legal = session.legal_orders(session.to_act());
                    let o = random_order(&legal, &mut pick).clone();
                    session.submit(session.to_act(), o).expect("a legal order is accepted");
                }
            }
        }
        assert!(asked > 500, "asked only {asked} times");
    }

    fn battle() -> NaGame {
        let scenario = crate::scenario::load_bundled("hollow_tor.ron");
        NaGame::new(scenario.setup())
    }

    fn unit(g: &NaGame, side: usize, models: u8) -> usize {
        let found = g.pieces.iter().position(|p| p.side == side && p.pr.models == models && p.models == models);
        found.expect("the scenario has such a unit")
    }

    #[test]
    fn the_evaluation_weighs_wounds_by_points_against_the_winning_margin() {
        let mut g = battle();
        assert_eq!(g.how_stands(0), 0.0, "nothing lost yet");
        // A wounded unit: its side stands worse, by as much as the other stands better.
        let orcs = unit(&g, 1, 25);
        g.pieces[orcs].models = 15;
        let worn = g.how_stands(0);
        assert!(worn > 0.0, "{worn}");
        assert!((g.how_stands(1) + worn).abs() < 1e-12);
        // Fleeing makes it at least half lost, as the score will count it; dead, all of it.
        g.pieces[orcs].fleeing = true;
        let fleeing = g.how_stands(0);
        assert!(fleeing > worn, "{fleeing} against {worn}");
        g.pieces[orcs].dead = true;
        assert!(g.how_stands(0) > fleeing);
        // The same share of a dearer unit weighs more: trolls against orcs, wounds on the multi-HP models counted.
        let mut a = battle();
        let mut b = battle();
        let orcs = unit(&a, 1, 25);
        a.pieces[orcs].models = 20;
        let trolls = unit(&b, 1, 3);
        b.pieces[trolls].wounds = 2;
        // 2 of the trolls' 9 HP at 240 points against 5 of 25 orcs at 220.
        assert!(b.how_stands(0) > a.how_stands(0));
    }

    #[test]
    fn setting_up_a_unit_facing_away_from_the_enemy_zone_counts_as_partly_at_stake() {
        let mut g = battle();
        let o = g.orientation;
        assert!(g.stage.deploying(), "the battle starts by setting up");
        for p in &mut g.pieces {
            p.at = None;
        }
        let me = g.pieces.iter().position(|p| p.side == 0).expect("side 0 has units");
        let at = g.zones[0][g.zones[0].len() / 2];
        g.pieces[me].at = Some(at);
        let points = f64::from(g.pieces[me].pr.points);
        let mut ahead = None;
        let mut away = None;
        for d in Dir::all(o) {
            g.pieces[me].facing = d;
            let f = g.facing_away(0);
            assert!(f == 0.0 || f == points, "all of its points or none: {f}");
            if f == 0.0 {
                ahead = Some(d);
            } else {
                away = Some(d);
            }
            assert_eq!(g.facing_away(1), 0.0, "side 1 has nobody on the table");
        }
        let (ahead, away) = (ahead.expect("some facing looks at the enemy"), away.expect("and some away"));
        g.pieces[me].facing = ahead.opposite();
        assert_eq!(g.facing_away(0), points, "turning its back on the enemy");
        g.pieces[me].facing = ahead;
        let facing_them = g.how_stands(0);
        g.pieces[me].facing = away;
        let facing_away = g.how_stands(0);
        assert!(facing_them > facing_away, "{facing_them} against {facing_away}");
        assert!((g.how_stands(1) + facing_away).abs() < 1e-12);
        // Once the battle is on, the charges to come weigh facing instead.
        g.stage = Stage::Movement;
        g.turn_side = 1;
        let fighting = g.how_stands(0);
        g.pieces[me].facing = ahead;
        assert_eq!(g.how_stands(0), fighting);
    }

    #[test]
    fn a_unit_in_reach_of_the_side_that_charges_next_counts_as_partly_at_stake() {
        let mut g = battle();
        let o = g.orientation;
        // Two units on the table, everyone else off it: side 0's charger faces side 1's unit two hexes away.
        for p in &mut g.pieces {
            p.at = None;
        }
        let charger = g.pieces.iter().position(|p| p.side == 0).expect("side 0 has units");
        let target = unit(&g, 1, 25);
        let facing = Dir::all(o)[0];
        let from = Coord(6, 6);
        let two_ahead = from.neighbor(facing, o).and_then(|c| c.neighbor(facing, o)).expect("on the map");
        assert!(data::hexes(g.pieces[charger].pr.adv + AVERAGE_CHARGE_ROLL) >= 2, "an average charge reaches 2 hexes");
        g.pieces[charger].at = Some(from);
        g.pieces[charger].facing = facing;
        g.pieces[target].at = Some(two_ahead);
        g.pieces[target].facing = facing.opposite();
        // While setting up nobody charges next, and nothing is at stake.
        assert_eq!(g.next_charger(), None);
        let before = g.how_stands(0);
        // Side 1 moves: side 0's Charge phase comes next, and its charger reaches side 1's unit.
        g.stage = Stage::Movement;
        g.turn_side = 1;
        assert_eq!(g.next_charger(), Some(0));
        assert_eq!(g.exposed_to(0), f64::from(g.pieces[target].pr.points));
        // Side 1's unit faces the charger in turn, and would reach it as well were side 1 to charge next.
        assert_eq!(g.exposed_to(1), f64::from(g.pieces[charger].pr.points));
        let exposed = g.how_stands(0);
        assert!(exposed > before, "{exposed} against {before}");
        assert!((g.how_stands(1) + exposed).abs() < 1e-12);
        // Side 0 declaring now is the same; once its Charge phase is past, side 1 charges next.
        g.stage = Stage::Charge;
        g.turn_side = 0;
        assert_eq!(g.next_charger(), Some(0));
        g.stage = Stage::Shooting;
        assert_eq!(g.next_charger(), Some(1));
        // Behind the charger (out of its front arc) the unit is out of its reach.
        g.stage = Stage::Movement;
        g.turn_side = 1;
        let behind = from.neighbor(facing.opposite(), o).expect("on the map");
        g.pieces[target].at = Some(behind);
        assert_eq!(g.exposed_to(0), 0.0);
        // So is one beyond an average charge, straight ahead.
        let reach = data::hexes(g.pieces[charger].pr.adv + AVERAGE_CHARGE_ROLL);
        let mut far = from;
        for _ in 0..=reach {
            far = far.neighbor(facing, o).expect("on the map");
        }
        g.pieces[target].at = Some(far);
        assert_eq!(g.exposed_to(0), 0.0);
        // And one already in combat.
        g.pieces[target].at = Some(two_ahead);
        assert_eq!(g.exposed_to(0), f64::from(g.pieces[target].pr.points));
        g.fights.push((charger, target));
        assert_eq!(g.exposed_to(0), 0.0);
    }
}
