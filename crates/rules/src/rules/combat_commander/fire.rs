//! Combat Commander fire: who may join a fire group, checking a group against a hex (range, sight, the largest hindrance, the actions played), declaring the attack, each target's defence and its result, eliminations, and when the Opportunity Fire window opens.

use super::data::{self, ActionHalf, Kind, PROPOSED};
use super::engine::{Mode, Out, Plan, ev};
use super::orders::CcEvent;
use super::state::*;
use crate::rules::engine::Ctx;
use crate::rules::hex::Coord;
use crate::rules::los::{LosContext, Verdict, line_of_sight};
use crate::rules::setup::UnitMarker;

impl CcGame {
    /// The hindrance and whether `from` sees `to`.
    pub fn sight(&self, ctx: Ctx, from: Coord, to: Coord) -> Option<u8> {
        let r = line_of_sight(ctx.los, &LosContext::empty(), from, to, false);
        match r.verdict {
            Verdict::Clear => Some(0),
            Verdict::Hindered { applied, .. } => Some(applied),
            Verdict::Blocked(_) => None,
        }
    }

    /// Could piece `i` take part in a fire group of this kind now?
    pub fn may_fire(&self, i: usize, mode: Mode) -> Result<(), super::orders::CcRefusal> {
        use super::orders::CcRefusal as R;
        let p = &self.pieces[i];
        match mode {
            Mode::Opportunity if p.activated => return Err(R::AlreadyActivated { unit: p.id.clone() }),
            Mode::Order if !p.ordered => return Err(R::NotActivated { unit: p.id.clone() }),
            Mode::Assault => {
                // Assault Fire: squads and teams with a boxed FP that moved in this order, in good order.
                let ok = p.moving && p.st.fp_boxed && matches!(p.st.kind, Kind::Squad | Kind::Team);
                if !ok || p.suppressed() {
                    return Err(R::ActionNotApplicable { action: ActionHalf::AssaultFire });
                }
            }
            _ => {}
        }
        if p.fired {
            return Err(R::AlreadyFired { unit: p.id.clone() });
        }
        if p.is_weapon() {
            if p.st.ordnance && mode != Mode::Order {
                return Err(R::Ordnance { weapon: p.id.clone() });
            }
            let ok = !p.broken()
                && p.carrier.as_deref().and_then(|c| self.piece(c)).is_some_and(|c| !c.broken() && !c.suppressed());
            if !ok {
                return Err(R::WeaponCannotFire { weapon: p.id.clone() });
            }
        } else if p.broken() {
            return Err(R::Broken { unit: p.id.clone() });
        }
        Ok(())
    }

    /// Check an attack by `group` on hex `at` with the actions played for it: FP after hindrance and actions
    /// (which must stay above 0), and its targets: every enemy squad, team or leader in the hex, and for
    /// Opportunity Fire the movers that passed through it.
    pub fn plan(
        &self,
        ctx: Ctx,
        side: usize,
        group: &[String],
        at: Coord,
        mode: Mode,
        movers: &[String],
    ) -> Result<Plan, super::orders::CcRefusal> {
        self.plan_with(ctx, side, group, at, mode, movers, &self.turn.actions)
    }

    /// `plan` with the actions given instead of those played so far: whether an action about to be played still
    /// leaves an attack to make.
    pub fn plan_with(
        &self,
        ctx: Ctx,
        side: usize,
        group: &[String],
        at: Coord,
        mode: Mode,
        movers: &[String],
        actions: &[(u8, ActionHalf)],
    ) -> Result<Plan, super::orders::CcRefusal> {
        use super::orders::CcRefusal as R;
        let (mut base, mut hindrance) = self.group_fp(ctx, side, group, at, mode)?;
        let mut bonuses = Vec::new();
        let mut spray = Vec::new();
        for &(_, action) in actions {
            if !self.action_fits(action, group, at, mode) {
                return Err(R::ActionNotApplicable { action });
            }
            if action == ActionHalf::SprayFire {
                // Every hex beside the target holding enemy units that the group could fire at; the attack takes
                // the largest hindrance of all the lines.
                for n in ctx.map.neighbors(at) {
                    if !self.pieces.iter().any(|p| p.at == n && p.side != side && p.is_unit()) {
                        continue;
                    }
                    if let Ok((b, h)) = self.group_fp(ctx, side, group, n, mode) {
                        (base, hindrance) = (base.min(b), hindrance.max(h));
                        spray.push(n);
                    }
                }
                if spray.is_empty() {
                    return Err(R::ActionNotApplicable { action });
                }
                spray.sort_unstable();
                continue;
            }
            bonuses.push((action, i32::from(PROPOSED.action_bonus)));
        }
        let sustained = actions.iter().any(|(_, a)| *a == ActionHalf::SustainedFire);
        let fp = base + bonuses.iter().map(|(_, v)| v).sum::<i32>();
        if fp <= 0 {
            return Err(R::FpTooLow { fp });
        }
        let mut targets: Vec<String> = self
            .pieces
            .iter()
            .filter(|p| (p.at == at || spray.contains(&p.at)) && p.side != side && p.is_unit())
            .map(|p| p.id.clone())
            .chain(movers.iter().filter(|m| self.idx(m).is_some()).cloned())
            .collect();
        targets.sort();
        targets.dedup();
        if targets.is_empty() {
            return Err(R::NoTarget { at });
        }
        let need = self.ordnance_need(ctx, group, at, hindrance);
        Ok(Plan { fp, hindrance, targets, sustained, bonuses, need, spray })
    }

    /// Whether a fire action fits an attack by `group` on hex `at`: Crossfire only on Opportunity Fire (the
    /// attack on a moving unit), Marksmanship when a squad or team fires, Sustained Fire when a weapon does, Hand
    /// Grenades when a firing piece is beside the hex.
    pub fn action_fits(&self, action: ActionHalf, group: &[String], at: Coord, mode: Mode) -> bool {
        let o = self.orientation;
        let any = |f: &dyn Fn(&CcPiece) -> bool| group.iter().any(|g| self.piece(g).is_some_and(f));
        match action {
            ActionHalf::Crossfire => mode == Mode::Opportunity,
            ActionHalf::Marksmanship => any(&|p| matches!(p.st.kind, Kind::Squad | Kind::Team)),
            ActionHalf::SustainedFire => any(&CcPiece::is_weapon),
            ActionHalf::HandGrenades => any(&|p| p.at.distance(at, o) == 1),
            ActionHalf::SprayFire => any(&|p| p.is_weapon() && !p.st.ordnance),
            _ => false,
        }
    }

    /// Could the side form an attack of this kind now with `actions` played for it, as its legal orders would offer
    /// one: a piece that may fire (with the group formed so far) at a hex it may fire at (an enemy's, or for
    /// Opportunity Fire a hex of the movers' path, with a Fire card in hand that no action took), every action
    /// fitting and the FP above 0.
    pub fn attack_possible(&self, ctx: Ctx, side: usize, mode: Mode, actions: &[(u8, ActionHalf)]) -> bool {
        let (hexes, movers): (Vec<Coord>, &[String]) = match &self.pending {
            Some(Pending::OppFire { movers, path }) => {
                let fire_card = self.hands[side].iter().any(|&c| {
                    self.card(side, c).order == data::OrderHalf::Fire && !actions.iter().any(|(a, _)| *a == c)
                });
                if !fire_card {
                    return false;
                }
                (path.clone(), movers)
            }
            _ => {
                let mut h: Vec<Coord> =
                    self.pieces.iter().filter(|p| p.side != side && p.is_unit()).map(|p| p.at).collect();
                h.sort_unstable();
                h.dedup();
                (h, &[])
            }
        };
        (0..self.pieces.len()).filter(|&i| self.pieces[i].side == side && self.may_fire(i, mode).is_ok()).any(|i| {
            let group = self.group_with(&self.pieces[i].id);
            hexes.iter().any(|&at| {
                actions.iter().all(|&(_, a)| self.action_fits(a, &group, at, mode))
                    && self.plan_with(ctx, side, &group, at, mode, movers, actions).is_ok()
            })
        })
    }

    /// Ordnance firing alone at hex `at`: the number its targeting roll's product must beat, its range plus the
    /// hindrance on its line (seed 001: hindrance lowers the targeting roll, not the attack that follows).
    pub fn ordnance_need(&self, ctx: Ctx, group: &[String], at: Coord, hindrance: u8) -> Option<i32> {
        let [one] = group else { return None };
        let p = self.piece(one).filter(|p| p.st.ordnance)?;
        Some(p.at.distance(at, ctx.map.orientation) as i32 + i32::from(hindrance))
    }

    /// Check a fire group against hex `at` whoever stands there: each piece may fire, the pieces are in one hex or
    /// a chain of adjacent ones, each has range and sight; FP = the best piece's + 1 per other piece − the largest
    /// hindrance on any of their lines (actions may still raise it above 0). Ordnance fires alone, and the
    /// hindrance lowers its targeting roll instead of its FP.
    pub fn group_fp(
        &self,
        ctx: Ctx,
        side: usize,
        group: &[String],
        at: Coord,
        mode: Mode,
    ) -> Result<(i32, u8), super::orders::CcRefusal> {
        use super::orders::CcRefusal as R;
        let o = ctx.map.orientation;
        let mut best = i32::MIN;
        let mut hindrance = 0u8;
        for (n, id) in group.iter().enumerate() {
            let i = self.idx(id).ok_or_else(|| R::NotActivated { unit: id.clone() })?;
            let p = &self.pieces[i];
            if p.side != side {
                return Err(R::NotActivated { unit: id.clone() });
            }
            self.may_fire(i, mode)?;
            if p.st.ordnance && group.len() > 1 {
                return Err(R::OrdnanceAlone { weapon: id.clone() });
            }
            if n > 0 && !group[..n].iter().any(|g| self.piece(g).is_some_and(|q| q.at.distance(p.at, o) <= 1)) {
                return Err(R::NotContiguous { unit: id.clone() });
            }
            let distance = p.at.distance(at, o);
            let range = self.range(p);
            if distance as i32 > range || distance < u32::from(p.st.min_range) || distance == 0 {
                return Err(R::OutOfRange { unit: id.clone(), range, distance });
            }
            let h = self.sight(ctx, p.at, at).ok_or_else(|| R::NoLos { unit: id.clone(), at })?;
            hindrance = hindrance.max(h);
            best = best.max(self.fp(p));
        }
        if self.ordnance_need(ctx, group, at, hindrance).is_some() {
            return Ok((best, hindrance));
        }
        Ok((best + group.len() as i32 - 1 - i32::from(hindrance), hindrance))
    }

    /// Declare a checked attack: the actions played for it are spent, then the attack card is turned, the
    /// defender may answer with Concealment, and each target draws its defence card.
    pub fn declare(&mut self, side: usize, group: Vec<String>, at: Coord, plan: Plan, mode: Mode, out: &mut Out) {
        for (card, action) in std::mem::take(&mut self.turn.actions) {
            self.spend(side, card);
            ev(out, CcEvent::ActionPlayed { side, card, action });
        }
        for &(action, value) in &plan.bonuses {
            ev(out, CcEvent::Bonus { action, value });
        }
        for id in &group {
            if let Some(i) = self.idx(id) {
                self.pieces[i].fired = true;
                self.pieces[i].activated = true;
            }
        }
        ev(out, CcEvent::FireDeclared { group: group.clone(), at, fp: plan.fp, hindrance: plan.hindrance });
        if !plan.spray.is_empty() {
            ev(out, CcEvent::Sprayed { hexes: plan.spray.clone() });
        }
        self.work.push(Step::AttackDone);
        for t in plan.targets.iter().rev() {
            self.work.push(Step::Roll { side: 1 - side, purpose: Purpose::Defence { unit: t.clone() } });
        }
        self.work.push(Step::DefenceWindow);
        self.work.push(Step::Roll { side, purpose: Purpose::Attack });
        if plan.need.is_some() {
            self.work.push(Step::Roll { side, purpose: Purpose::Targeting });
        }
        self.turn.group.clear();
        if mode == Mode::Assault {
            self.assault = false;
        }
        self.attack = Some(Box::new(Attack {
            side,
            group,
            at,
            fp: plan.fp,
            hindrance: plan.hindrance,
            targets: plan.targets,
            total: None,
            jammed: false,
            opportunity: mode == Mode::Opportunity,
            sustained: plan.sustained,
            overheated: false,
            concealed: Vec::new(),
            need: plan.need,
            missed: false,
            heavy: plan.need.is_some(),
            barrage: false,
            spray: plan.spray,
        }));
    }

    pub(super) fn defend(&mut self, ctx: Ctx, unit: &str, roll: i32, out: &mut Out) {
        let Some(a) = &self.attack else { return };
        let total = a.total.unwrap_or(0);
        let Some(i) = self.idx(unit) else { return };
        let p = &self.pieces[i];
        // A target of Spray Fire beside the hex fired at defends with its own hex's cover.
        let at = if a.spray.contains(&p.at) { p.at } else { a.at };
        let cover = self.cover_against(ctx, at, a.heavy);
        // Opportunity Fire hits a mover in the hex it passed: that hex's cover counts, and the Command of a leader
        // standing in that hex (reference 3.6: a leader in the target hex), not of one where the mover stopped.
        let morale = if a.opportunity { self.morale_in(p, at) } else { self.morale(p) };
        let concealed = a.concealed.iter().filter(|(u, _)| u == unit).map(|(_, v)| v).sum::<i32>();
        let defence = morale + i32::from(cover) + concealed + roll;
        ev(out, CcEvent::DefenceTotal { unit: unit.to_string(), total: defence });
        let moving = p.moving;
        if total > defence {
            if p.broken() {
                self.eliminate(i, out);
            } else {
                self.break_unit(i, out);
            }
        } else if total == defence {
            if p.broken() {
                ev(out, CcEvent::NoEffect { unit: unit.to_string() });
            } else if p.suppressed() || moving {
                self.break_unit(i, out);
            } else {
                self.suppress(i, out);
            }
        } else {
            ev(out, CcEvent::NoEffect { unit: unit.to_string() });
        }
    }

    /// Good order to broken; a broken mover stops.
    pub fn break_unit(&mut self, i: usize, out: &mut Out) {
        let p = &mut self.pieces[i];
        p.markers.retain(|m| *m != UnitMarker::Suppressed);
        p.markers.push(UnitMarker::Broken);
        p.mp_left = 0;
        ev(out, CcEvent::Broken { unit: p.id.clone() });
    }

    pub(super) fn attack_done(&mut self, out: &mut Out) {
        let Some(a) = self.attack.take() else { return };
        if a.overheated {
            // Sustained Fire with doubles: the group's strongest working weapon breaks down.
            let hot = a
                .group
                .iter()
                .filter_map(|id| self.idx(id))
                .filter(|&i| self.pieces[i].is_weapon() && !self.pieces[i].broken())
                .max_by_key(|&i| (self.pieces[i].st.fp, std::cmp::Reverse(i)));
            if let Some(i) = hot {
                self.pieces[i].markers.push(UnitMarker::Broken);
                ev(out, CcEvent::WeaponBroken { weapon: self.pieces[i].id.clone() });
            }
        }
        if a.jammed {
            for id in &a.group {
                if let Some(i) = self.idx(id).filter(|&i| self.pieces[i].is_weapon() && !self.pieces[i].broken()) {
                    self.pieces[i].markers.push(UnitMarker::Broken);
                    ev(out, CcEvent::WeaponBroken { weapon: id.clone() });
                }
            }
        }
    }

    /// Remove a piece: elimination VP to the enemy, a loss towards surrender, and its weapon with it.
    pub fn eliminate(&mut self, i: usize, out: &mut Out) {
        let p = self.pieces.remove(i);
        let to = 1 - p.side;
        let vp = p.st.elimination_vp();
        self.kills[to] += vp;
        if p.st.counts_for_surrender() {
            self.lost[p.side] = self.lost[p.side].saturating_add(1);
        }
        ev(out, CcEvent::Eliminated { unit: p.id.clone(), vp, to });
        if let Some(w) = self.weapon_of(&p.id) {
            self.eliminate(w, out);
        }
    }

    /// Opportunity Fire: open the window if the inactive side has a piece that could fire at a hex of the path.
    pub(super) fn open_opp_fire(&mut self, ctx: Ctx, movers: Vec<String>, path: Vec<Coord>) {
        let movers: Vec<String> = movers.into_iter().filter(|m| self.idx(m).is_some()).collect();
        if movers.is_empty() {
            return;
        }
        let side = 1 - self.common.active;
        let can = (0..self.pieces.len()).any(|i| {
            self.pieces[i].side == side
                && self.may_fire(i, Mode::Opportunity).is_ok()
                && path
                    .iter()
                    .any(|&at| self.group_fp(ctx, side, &[self.pieces[i].id.clone()], at, Mode::Opportunity).is_ok())
        });
        if can {
            self.pending = Some(Pending::OppFire { movers, path });
        }
    }
}
