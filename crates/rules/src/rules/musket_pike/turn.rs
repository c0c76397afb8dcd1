//! Musket & Pike's sequence of play: the initiative roll, wings activating in turn or passing, pre-emption and continuation with their command rolls, changing orders, the end of a wing's activation (a bypassed wing goes next), then the rout phase, marker removal with the leader replacement roll, the army withdrawal check and the end of the game by victory points.

use super::data::{self, Kind, Standing};
use super::fight::d10;
use super::orders::MpEvent;
use super::state::*;
use crate::rules::dice::GameDice;
use crate::rules::engine::{Audience, Ctx, EndReason, Outcome};

fn ev(e: MpEvent) -> (Outcome, Audience) {
    (Outcome::Rules(e.into()), Audience::All)
}

/// What a command roll is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    Preempt,
    Continue,
    Change(Standing),
}

impl MpGame {
    /// The wings of `side` that may still activate this turn (ready, with units left).
    pub fn ready(&self, side: usize) -> Vec<usize> {
        (0..self.wings.len())
            .filter(|&w| {
                self.wings[w].side == side
                    && self.wings[w].state == WingState::Ready
                    && self.wing_units(w).iter().any(|&i| !self.pieces[i].leader())
            })
            .collect()
    }

    /// The ready wings of `side` whose orders let them try to pre-empt.
    pub fn preempters(&self, side: usize) -> Vec<usize> {
        self.ready(side).into_iter().filter(|&w| self.wings[w].order.preemption().is_some()).collect()
    }

    /// The modifier to a command roll of wing `w`: the commander's rating (and the army commander's, with him or
    /// beside him), an enemy beside the commander, a horse wing, the second continuation, and the order changes
    /// the aid names.
    pub fn command_modifier(&self, w: usize, what: Command) -> i32 {
        let wing = &self.wings[w];
        let mut m = 0;
        match self.idx(&wing.id) {
            Some(c) => {
                let at = self.pieces[c].at;
                m += i32::from(self.pieces[c].rating);
                if let Some(a) = self.pieces.iter().find(|p| {
                    self.commands_army(p) && p.side == wing.side && p.id != wing.id && self.dist(p.at, at) <= 1
                }) {
                    m += i32::from(a.rating);
                }
                if self.enemies_beside(wing.side, at).any(|j| self.pieces[j].morale != Morale::Broken) {
                    m += data::command::ENEMY_ADJACENT;
                }
            }
            None => m += data::command::NO_COMMANDER,
        }
        match what {
            Command::Preempt | Command::Continue if wing.horse => m += data::command::HORSE_WING,
            _ => {}
        }
        if what == Command::Continue && wing.activations >= 2 {
            m += data::command::SECOND_CONTINUATION;
        }
        if let Command::Change(to) = what {
            if wing.horse && to == Standing::ReceiveCharge {
                m += data::command::HORSE_TO_RECEIVE;
            }
            if wing.horse && to == Standing::Charge {
                m += data::command::HORSE_TO_CHARGE;
            }
            if to == Standing::Rally {
                let units: Vec<usize> = self.wing_units(w).into_iter().filter(|&i| !self.pieces[i].leader()).collect();
                let gone = self.losses.iter().filter(|l| self.wing_lost(l, w)).count();
                let spent = units.iter().filter(|&&i| self.pieces[i].morale != Morale::Good).count() + gone;
                if 2 * spent > units.len() + gone {
                    m += data::command::RALLY_WHEN_SPENT;
                }
            }
        }
        m
    }

    fn wing_lost(&self, l: &Loss, w: usize) -> bool {
        l.side == self.wings[w].side && l.command.as_deref() == Some(self.wings[w].id.as_str())
    }

    /// Roll d10 + modifier against `need`.
    fn command_roll(&mut self, w: usize, what: Command, need: i32, dice: &mut GameDice) -> Roll {
        let modifier = self.command_modifier(w, what);
        let die = d10(dice);
        let kind = match what {
            Command::Preempt => RollKind::Preempt,
            Command::Continue => RollKind::Continue,
            Command::Change(_) => RollKind::ChangeOrders,
        };
        let roll = Roll { what: kind, die, modifier, need, success: i32::from(die) + modifier <= need };
        let id = self.wings[w].id.clone();
        self.record(&id, roll.clone());
        roll
    }

    /// A new turn: both roll for the initiative (d10 + army commander's rating, low wins, ties again); the
    /// winner activates first.
    pub fn begin_turn(&mut self, ctx: Ctx, dice: &mut GameDice, out: &mut Out) {
        out.push(ev(MpEvent::TurnBegins { turn: self.common.turn }));
        let rating =
            |s: usize| self.pieces.iter().find(|p| self.commands_army(p) && p.side == s).map_or(0, |p| p.rating);
        let (ra, rb) = (i32::from(rating(0)), i32::from(rating(1)));
        let mut first = 0;
        let mut rolls = [0, 0];
        let mut totals = [0, 0];
        for _ in 0..20 {
            rolls = [d10(dice), d10(dice)];
            totals = [i32::from(rolls[0]) + ra, i32::from(rolls[1]) + rb];
            if totals[0] != totals[1] {
                first = usize::from(totals[1] < totals[0]);
                break;
            }
        }
        out.push(ev(MpEvent::Initiative { rolls, totals, first }));
        self.initiative = Some((rolls, totals, first));
        self.passes = 0;
        self.phase = Phase::Choose { side: first };
        self.auto_pass(ctx, dice, out);
    }

    /// A side with no wing left to activate passes by itself.
    pub fn auto_pass(&mut self, ctx: Ctx, dice: &mut GameDice, out: &mut Out) {
        while let Phase::Choose { side } = self.phase {
            if self.common.over.is_some() || !self.ready(side).is_empty() {
                return;
            }
            self.pass(ctx, side, dice, out);
        }
    }

    /// `side` passes; two passes in a row, or no wing left on either side, end the activations.
    pub fn pass(&mut self, ctx: Ctx, side: usize, dice: &mut GameDice, out: &mut Out) {
        out.push(ev(MpEvent::Passed { side }));
        self.passes += 1;
        if self.passes >= 2 || (self.ready(0).is_empty() && self.ready(1).is_empty()) {
            self.end_activations(ctx, dice, out);
        } else {
            self.phase = Phase::Choose { side: 1 - side };
            self.auto_pass(ctx, dice, out);
        }
    }

    /// Wing `w` activates. `window`: the other side may first try to pre-empt it.
    pub fn activate(&mut self, w: usize, window: bool, out: &mut Out) {
        let side = self.wings[w].side;
        self.wings[w].state = WingState::Active;
        self.wings[w].activations += 1;
        self.active = Some(w);
        self.changed = false;
        self.moving = None;
        self.passes = 0;
        let units = self.wing_units(w);
        for (i, p) in self.pieces.iter_mut().enumerate() {
            // The wing's pieces, and an army commander belonging to no wing, get a fresh action.
            let free_leader = p.kind == Kind::ArmyCommander && p.side == side && p.command.is_none();
            if units.contains(&i) || free_leader {
                p.acted = false;
                p.attacked = false;
                p.moved = 0;
                p.crossed = false;
            }
        }
        out.push(ev(MpEvent::Activated { wing: self.wings[w].id.clone(), count: self.wings[w].activations }));
        self.phase =
            if window && !self.preempters(1 - side).is_empty() { Phase::Preempt { wing: w } } else { Phase::Actions };
    }

    /// The other side tries to pre-empt the activating wing with its wing `pw`.
    pub fn preempt(&mut self, pw: usize, dice: &mut GameDice, out: &mut Out) {
        let Phase::Preempt { wing } = self.phase else { return };
        let need = self.wings[pw].order.preemption().unwrap_or(-1);
        let roll = self.command_roll(pw, Command::Preempt, need, dice);
        let (id, over) = (self.wings[pw].id.clone(), self.wings[wing].id.clone());
        out.push(ev(MpEvent::Preempt { wing: id, over: over.clone(), roll: roll.clone() }));
        if roll.success {
            self.wings[wing].state = WingState::Bypassed;
            self.wings[wing].activations -= 1;
            self.bypassed.push(wing);
            out.push(ev(MpEvent::Bypassed { wing: over }));
            self.activate(pw, false, out);
        } else {
            self.phase = Phase::Actions;
        }
    }

    /// The active wing tries to change its orders.
    pub fn change_orders(&mut self, to: Standing, dice: &mut GameDice, out: &mut Out) {
        let Some(w) = self.active else { return };
        let need = self.wings[w].order.change_to(to).unwrap_or(-1);
        let roll = self.command_roll(w, Command::Change(to), need, dice);
        self.changed = true;
        if roll.success {
            self.wings[w].order = to;
        }
        out.push(ev(MpEvent::OrdersChanged { wing: self.wings[w].id.clone(), to, roll }));
    }

    /// May the active wing try to go again?
    pub fn may_continue(&self) -> bool {
        self.active.is_some_and(|w| {
            self.wings[w].order.continuation().is_some() && self.wings[w].activations < data::MAX_ACTIVATIONS
        })
    }

    /// Close combat is over: the wing may try to continue, or it is done.
    pub fn after_combat(&mut self, ctx: Ctx, dice: &mut GameDice, out: &mut Out) {
        self.winner = None;
        if self.may_continue() {
            self.phase = Phase::Continue;
        } else if let Some(w) = self.active {
            self.finish(ctx, w, dice, out);
        }
    }

    /// The continuation roll: success activates the wing again (the other side may pre-empt it).
    pub fn try_continue(&mut self, ctx: Ctx, dice: &mut GameDice, out: &mut Out) {
        let Some(w) = self.active else { return };
        let need = self.wings[w].order.continuation().unwrap_or(-1);
        let roll = self.command_roll(w, Command::Continue, need, dice);
        out.push(ev(MpEvent::Continued { wing: self.wings[w].id.clone(), roll: roll.clone() }));
        if roll.success {
            self.activate(w, true, out);
        } else {
            self.finish(ctx, w, dice, out);
        }
    }

    /// Wing `w` is done for the turn: the wing it bypassed, if any, goes at once (the last bypassed first: that is
    /// the wing `w` pre-empted); otherwise the other side chooses next.
    pub fn finish(&mut self, ctx: Ctx, w: usize, dice: &mut GameDice, out: &mut Out) {
        self.wings[w].state = WingState::Finished;
        self.active = None;
        self.moving = None;
        out.push(ev(MpEvent::Finished { wing: self.wings[w].id.clone() }));
        if let Some(b) = self.bypassed.pop() {
            self.activate(b, false, out);
            return;
        }
        self.passes = 0;
        self.phase = Phase::Choose { side: 1 - self.wings[w].side };
        if self.ready(0).is_empty() && self.ready(1).is_empty() {
            self.end_activations(ctx, dice, out);
        } else {
            self.auto_pass(ctx, dice, out);
        }
    }

    /// The rout phase and marker removal; then the next turn, unless the game is over.
    pub fn end_activations(&mut self, ctx: Ctx, dice: &mut GameDice, out: &mut Out) {
        self.active = None;
        self.bypassed.clear();
        let broken: Vec<String> =
            self.pieces.iter().filter(|p| p.morale == Morale::Broken && !p.leader()).map(|p| p.id.clone()).collect();
        for id in broken {
            if let Some(i) = self.idx(&id)
                && self.rout(ctx, i, out)
                && let Some(i) = self.idx(&id)
            {
                self.destroy(i, false, out);
            }
        }
        for p in &mut self.pieces {
            p.salvo = false;
            p.pistols = false;
            p.gun_fired = false;
            p.gun_moved = false;
            p.acted = false;
            p.attacked = false;
            p.moved = 0;
            p.crossed = false;
        }
        for w in &mut self.wings {
            w.state = WingState::Ready;
            w.activations = 0;
        }
        self.replace_leaders(dice, out);
        self.rescore(out);
        let lost = self.lost();
        let mut withdrawn = false;
        for s in 0..2 {
            if self.start[s] > 0 && 2 * lost[s] >= self.start[s] {
                out.push(ev(MpEvent::Withdraws { side: s, lost: lost[s], start: self.start[s] }));
                withdrawn = true;
            }
        }
        if withdrawn {
            self.end_game(EndReason::Surrender, out);
            return;
        }
        self.common.turn += 1;
        if self.common.turn > self.turn_limit {
            self.end_game(EndReason::TurnLimit, out);
            return;
        }
        self.begin_turn(ctx, dice, out);
    }

    /// Does `p` command his side's army: an army commander's counter, or the successor who has taken over?
    pub fn commands_army(&self, p: &MpPiece) -> bool {
        p.kind == Kind::ArmyCommander || self.succession.acting[p.side].as_deref() == Some(p.id.as_str())
    }

    /// Fallen leaders: on a 0 the leader himself returns; otherwise a replacement rated 0 takes his place, and
    /// the enemy scores the fall (50 for King Charles, 20 for the army commander named at the start, 5 per point
    /// of a named wing commander's rating, nothing for a replacement). He joins a unit of his wing (the army commander any unit).
    /// An army commander whose scenario names a successor still on the map is not replaced: the successor takes
    /// command of the army (once), and his own fall later scores as a named wing commander's.
    pub fn replace_leaders(&mut self, dice: &mut GameDice, out: &mut Out) {
        let mut fallen = std::mem::take(&mut self.fallen);
        // An army commander with a named successor is rolled for last, so a successor who fell beside him and
        // comes back can still take over (without a successor the order is by id alone, as it always was).
        let waits = |l: &MpPiece| l.kind == Kind::ArmyCommander && self.succession.named[l.side].is_some();
        fallen.sort_by(|a, b| (waits(a), &a.id).cmp(&(waits(b), &b.id)));
        for mut l in fallen {
            let die = d10(dice);
            let returns = die == data::LEADER_RETURNS_ON;
            if !returns {
                let vp = if l.replacement {
                    0
                } else if l.ut.id == data::KING {
                    data::KING_VP
                } else if l.kind == Kind::ArmyCommander && self.army[l.side].as_deref() == Some(l.id.as_str()) {
                    data::ARMY_COMMANDER_VP
                } else {
                    data::NAMED_VP_PER_RATING * u32::from(l.rating.unsigned_abs())
                };
                self.losses.push(Loss { id: l.id.clone(), side: l.side, vp, command: None });
                let successor = self.succession.named[l.side]
                    .clone()
                    .filter(|_| l.kind == Kind::ArmyCommander && self.succession.acting[l.side].is_none())
                    .filter(|s| *s != l.id && self.idx(s).is_some_and(|i| self.pieces[i].side == l.side));
                if let Some(s) = successor {
                    out.push(ev(MpEvent::TakesCommand { leader: s.clone(), after: l.id.clone(), die }));
                    self.succession.acting[l.side] = Some(s);
                    continue;
                }
                l.rating = 0;
                l.replacement = true;
            }
            let host = self
                .pieces
                .iter()
                .filter(|p| !p.leader() && p.side == l.side)
                .filter(|p| l.kind == Kind::ArmyCommander || p.command.as_deref() == Some(l.id.as_str()))
                .map(|p| p.at)
                .next();
            let Some(at) = host else { continue };
            out.push(ev(MpEvent::LeaderReturns { leader: l.id.clone(), die, replacement: !returns }));
            l.at = at;
            let k = self.pieces.partition_point(|p| p.id < l.id);
            self.pieces.insert(k, l);
        }
    }

    /// The scores now: each side's victory points.
    pub fn rescore(&mut self, out: &mut Out) {
        let taken = self.taken();
        self.common.rescore(&taken, out);
    }

    /// The game ends: the secret objectives are revealed and scored, then the side with more victory points wins;
    /// equal is a draw. The margin says whether the victory is decisive or marginal.
    pub fn end_game(&mut self, reason: EndReason, out: &mut Out) {
        if self.common.over.is_some() {
            return;
        }
        self.rescore(out);
        self.common.finish(
            reason,
            |v| match v[0].cmp(&v[1]) {
                std::cmp::Ordering::Greater => Some(0),
                std::cmp::Ordering::Less => Some(1),
                std::cmp::Ordering::Equal => None,
            },
            out,
        );
        let v = |s: usize| self.common.scores.get(s).copied().unwrap_or(0);
        let margin = v(0).abs_diff(v(1));
        let winner = self.common.over.as_ref().and_then(|(w, _)| *w);
        out.push(ev(MpEvent::Victory { winner, margin, decisive: winner.is_some() && margin >= data::DECISIVE }));
    }

    /// A side with no units left loses at once.
    pub fn check_wiped_out(&mut self, out: &mut Out) {
        for s in 0..2 {
            if self.common.over.is_none() && !self.pieces.iter().any(|p| p.side == s && !p.leader()) {
                self.rescore(out);
                self.common.end(Some(1 - s), EndReason::Eliminated, out);
            }
        }
    }
}
