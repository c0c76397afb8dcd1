//! `SpGame` as a ruleset engine: checking and applying orders, the per-side view (an enemy blind is a blind under its public name, troops under it and troops hiding in cover are not there at all), the redacted copy, fire odds and the invariants.

use super::data;
use super::engine::Out;
use super::orders::{SpEvent, SpOrder, SpPrompt, SpRefusal as R, SpView, UnitInfo};
use super::state::*;
use crate::rules::dice::GameDice;
use crate::rules::engine::{Common, Ctx, Engine, Odds, PieceRef, RejectReason, Shape, UnitView};
use crate::rules::hex::{Coord, Dir};
use crate::rules::setup::{Setup, UnitMarker};

/// Who gives an order: the side, and the unit (or group, or blind) of that side that the order names.
#[derive(Clone, Copy)]
struct Actor<'a> {
    side: usize,
    unit: &'a str,
}

impl SpGame {
    /// Unit `unit` with at least `need` action dice in play.
    fn with_dice(&self, side: usize, unit: &str, need: u8) -> Result<usize, RejectReason> {
        let i = self.own(side, unit)?;
        let d = self.act.dice_of(unit);
        if d == 0 {
            return Err(R::NotInPlay { unit: unit.to_string() }.into());
        }
        if d < need {
            return Err(R::NoDice { unit: unit.to_string(), need }.into());
        }
        Ok(i)
    }

    /// The Big Man in play with at least `need` initiative.
    fn leader(&self, need: u8) -> Result<usize, R> {
        let l = self.act.leader.as_deref().and_then(|l| self.idx(l)).ok_or(R::NoInitiative)?;
        if self.act.points < need { Err(R::NoInitiative) } else { Ok(l) }
    }

    fn spend(&mut self, unit: &str, n: u8) {
        let d = self.act.dice_of(unit);
        self.act.set_dice(unit, d.saturating_sub(n));
        if self.piece(unit).is_some_and(SpPiece::is_blind) {
            self.act.blind_used = true;
        }
    }

    fn foe(&self, side: usize, target: &str) -> Result<usize, RejectReason> {
        self.by_name(side, target)
            .filter(|&j| self.pieces[j].side != side && self.pieces[j].name_for(side).is_some())
            .ok_or_else(|| RejectReason::UnknownUnit { unit: target.to_string() })
    }

    /// Note what the order just applied spent: dice off each unit, points off the Big Man in play.
    fn note_uses(&mut self, order: &SpOrder, card: Option<u32>, dice: &[(String, u8)], points: u8) {
        if self.act.card != card && self.tiffin.is_none() {
            return;
        }
        let (what, about) = match order {
            SpOrder::Activate { group } => (Use::Activate, Some(group.clone())),
            SpOrder::Move { .. } => (Use::Move, None),
            SpOrder::Gallop { .. } => (Use::Gallop, None),
            SpOrder::Fire { target, .. } => (Use::Fire, Some(target.clone())),
            SpOrder::Reload { .. } | SpOrder::RapidLoad { .. } => (Use::Reload, None),
            SpOrder::Spot { .. } => (Use::Spot, None),
            SpOrder::Rally { group } => (Use::Rally, Some(group.clone())),
            SpOrder::Fury => (Use::Fury, None),
            SpOrder::Marksman { unit, .. } => (Use::Marksman, Some(unit.clone())),
            SpOrder::Limber { .. } => (Use::Limber, None),
            SpOrder::Unlimber { .. } => (Use::Unlimber, None),
            SpOrder::FormUp => (Use::FormUp, None),
            SpOrder::OpenRanks { .. } => (Use::OpenRanks, None),
            _ => return,
        };
        for (u, before) in dice {
            let now = self.act.dice_of(u);
            if now < *before && self.idx(u).is_some() {
                self.act.uses.push((u.clone(), what, about.clone(), before - now));
            }
        }
        if let (Some(l), true) = (self.act.leader.clone(), self.act.points < points) {
            self.act.uses.push((l, what, about, points - self.act.points));
        }
    }

    fn apply_order(
        &mut self,
        ctx: Ctx,
        side: usize,
        order: &SpOrder,
        dice: &mut GameDice,
        out: &mut Out,
    ) -> Result<(), RejectReason> {
        if let Some(al) = &self.allocating {
            match order {
                SpOrder::Join { group } if al.offered.contains(group) && !al.joined.contains(group) => {}
                SpOrder::Join { group } => return Err(R::CannotJoin { unit: group.clone() }.into()),
                SpOrder::Fight => {}
                _ => return Err(R::AllocateFirst.into()),
            }
        }
        if let Some(r) = &self.rolled {
            let unit = match order {
                SpOrder::Go { unit, .. } | SpOrder::Charge { unit, .. } | SpOrder::Halt { unit } => unit,
                _ => return Err(R::MoveFirst.into()),
            };
            if *unit != r.unit {
                return Err(R::NotRolled { unit: unit.clone() }.into());
            }
        }
        match order {
            SpOrder::Activate { group } => self.order_activate(side, group, out)?,
            SpOrder::Move { unit, dice: n } | SpOrder::Gallop { unit, dice: n } => {
                let gallop = matches!(order, SpOrder::Gallop { .. });
                self.order_move(side, unit, *n, gallop, dice, out)?;
            }
            SpOrder::Go { unit, to } => self.order_go(ctx, Actor { side, unit }, *to, None, dice, out)?,
            SpOrder::Charge { unit, to, target } => {
                self.order_go(ctx, Actor { side, unit }, *to, Some(target.as_str()), dice, out)?
            }
            SpOrder::Halt { unit } => {
                self.rolled = None;
                if let Some(i) = self.idx(unit) {
                    self.about(out, i, |u| SpEvent::Halted { unit: u.to_string() });
                }
            }
            SpOrder::Fire { unit, target, led } => {
                self.order_fire(ctx, Actor { side, unit }, target, *led, dice, out)?
            }
            SpOrder::Reload { unit } => self.order_reload(ctx, side, unit, out)?,
            SpOrder::Spot { unit, at, extra } => self.order_spot(ctx, Actor { side, unit }, *at, *extra, dice, out)?,
            SpOrder::Rally { group } => self.order_rally(side, group, out)?,
            SpOrder::Reveal { blind } => self.order_reveal(ctx, side, blind, out)?,
            SpOrder::Marksman { unit, target } => self.order_marksman(ctx, side, unit, target, dice, out)?,
            SpOrder::Fury => {
                let l = self.leader(1)?;
                self.act.points -= 1;
                self.act.fury += 1;
                let dice = self.act.fury;
                self.about(out, l, |u| SpEvent::Fury { unit: u.to_string(), dice });
            }
            SpOrder::RapidLoad { unit } => self.order_rapid_load(side, unit, out)?,
            SpOrder::Ambush { blind, to } => self.order_ambush(ctx, side, blind, *to, out)?,
            SpOrder::Face { unit, facing } => self.order_face(side, unit, *facing, out)?,
            SpOrder::Form { unit, drill } => self.order_form(side, unit, *drill, out)?,
            SpOrder::FormUp => self.order_form_up(side, out)?,
            SpOrder::OpenRanks { unit } => {
                let i = self.with_dice(side, unit, 1)?;
                if self.pieces[i].formation.is_none() || self.ranks_open(i) {
                    return Err(R::NoFormation { unit: unit.clone() }.into());
                }
                self.spend(unit, 1);
                let turn = self.common.turn;
                for k in self.members(i) {
                    self.pieces[k].ranks_open = turn;
                }
                self.about(out, i, |u| SpEvent::RanksOpened { unit: u.to_string() });
            }
            SpOrder::Join { group } => {
                if let Some(al) = &mut self.allocating {
                    al.joined.push(group.clone());
                }
            }
            SpOrder::Fight => self.order_fight(ctx, dice, out)?,
            SpOrder::Limber { unit } => self.order_limber(side, unit, out)?,
            SpOrder::Unlimber { unit } => self.order_unlimber(side, unit, out)?,
            SpOrder::Done => match self.tiffin {
                Some(s) => self.tiffin_from(s + 1, ctx, dice, out),
                None => self.next_card(ctx, dice, out),
            },
        }
        Ok(())
    }

    /// Activate: the Big Man in play spends a point of initiative to give a group within command range its action
    /// dice.
    fn order_activate(&mut self, side: usize, group: &str, out: &mut Out) -> Result<(), RejectReason> {
        let l = self.leader(1)?;
        let g = self.own(side, group)?;
        let p = &self.pieces[g];
        if !p.is_group() || p.carrier.is_some() {
            return Err(R::NotInPlay { unit: group.to_string() }.into());
        }
        if p.activated {
            return Err(R::AlreadyActivated { unit: group.to_string() }.into());
        }
        if p.routing {
            return Err(R::Routing { unit: group.to_string() }.into());
        }
        let hexes = self.dist(self.pieces[l].at, p.at);
        if hexes > data::COMMAND_HEXES {
            return Err(R::TooFar { unit: group.to_string(), hexes }.into());
        }
        self.act.points -= 1;
        // A formation is activated as one: each of its groups not yet activated gets the dice.
        for k in self.members(g) {
            if k != g && self.pieces[k].activated {
                continue;
            }
            self.pieces[k].activated = true;
            let id = self.pieces[k].id.clone();
            self.act.set_dice(&id, data::DICE_PER_ACTIVATION);
            self.about(out, k, |u| SpEvent::Activated { unit: u.to_string(), dice: data::DICE_PER_ACTIVATION });
        }
        Ok(())
    }

    /// Form up: the Big Man in play spends a point of initiative to join the group he stands with and the groups
    /// joined to it into one formation.
    fn order_form_up(&mut self, side: usize, out: &mut Out) -> Result<(), RejectReason> {
        let l = self.leader(1)?;
        let groups = self.formable(side, self.pieces[l].at);
        if groups.is_empty() {
            return Err(R::NothingToForm.into());
        }
        self.act.points -= 1;
        self.join_formation(&groups);
        let units: Vec<String> = groups.iter().map(|&k| self.pieces[k].id.clone()).collect();
        self.about(out, l, |u| SpEvent::FormedUp { leader: u.to_string(), units: units.clone() });
        Ok(())
    }

    /// Move or gallop: check the unit may go, pay its dice (or the Big Man's initiative when he goes alone), roll
    /// the movement dice and keep the roll until the unit is told where to go.
    fn order_move(
        &mut self,
        side: usize,
        unit: &str,
        n: u8,
        gallop: bool,
        dice: &mut GameDice,
        out: &mut Out,
    ) -> Result<(), RejectReason> {
        if !(1..=6).contains(&n) {
            return Err(R::BadDice { dice: n }.into());
        }
        if gallop {
            let i = self.own(side, unit)?;
            if self.pieces[i].kind() != data::Kind::Cavalry || self.must_walk(i) {
                return Err(R::CannotGallop { unit: unit.to_string() }.into());
            }
        }
        let i = if self.act.leader.as_deref() == Some(unit) && self.act.dice_of(unit) == 0 {
            // The Big Man in play goes alone: 2 dice for a point of initiative.
            self.leader(1)?;
            if n != 2 {
                return Err(R::BadDice { dice: n }.into());
            }
            self.act.points -= 1;
            self.own(side, unit)?
        } else {
            let i = self.with_dice(side, unit, n)?;
            if self.pieces[i].routing {
                return Err(R::Routing { unit: unit.to_string() }.into());
            }
            if self.restraint(i) > 0 {
                return Err(R::Restrained { unit: unit.to_string() }.into());
            }
            if self.pieces[i].kind() == data::Kind::Gun && !self.pieces[i].limbered() {
                return Err(R::Unlimbered { unit: unit.to_string() }.into());
            }
            if self.pieces[i].drill() == data::Drill::Square {
                return Err(R::InSquare { unit: unit.to_string() }.into());
            }
            self.spend(unit, n);
            // A formation moves as one, on these dice: each of its other groups spends as many as it has of them.
            for k in self.members(i).into_iter().filter(|&k| k != i) {
                let id = self.pieces[k].id.clone();
                self.spend(&id, n);
                self.pieces[k].moved_dice = self.pieces[k].moved_dice.saturating_add(n);
            }
            i
        };
        // A gun that moves is no longer being unlimbered.
        self.pieces[i].unlimbering = None;
        if self.pieces[i].hidden() {
            self.unhide(i, out);
        }
        // A gallop rolls a die more than it spends.
        let rolled: Vec<u8> = (0..n + u8::from(gallop)).map(|_| dice.die(6)).collect();
        let bonus = self.die_bonus(i);
        let inches = self.inches(i, &rolled, bonus, 0, 0);
        self.pieces[i].moved_dice = self.pieces[i].moved_dice.saturating_add(n);
        let r = rolled.clone();
        self.about(out, i, |u| SpEvent::MoveRolled { unit: u.to_string(), dice: r.clone(), inches });
        self.rolled = Some(Rolled { unit: unit.to_string(), dice: rolled, bonus, gallop });
        Ok(())
    }

    /// Go (or charge, when `charge` names the enemy to fall on) to a hex the rolled dice reach: walk there, and on
    /// a charge that arrives either let the side charged choose its helpers or fight the melee at once.
    fn order_go(
        &mut self,
        ctx: Ctx,
        by: Actor,
        to: Coord,
        charge: Option<&str>,
        dice: &mut GameDice,
        out: &mut Out,
    ) -> Result<(), RejectReason> {
        let Actor { side, unit } = by;
        let r = self.rolled.clone().ok_or_else(|| R::NotRolled { unit: unit.to_string() })?;
        let i = self.own(side, unit)?;
        let formed = self.pieces[i].formation.is_some();
        let reach = self.destinations(ctx, i, &r.dice, r.bonus);
        let path = reach.get(&to).ok_or_else(|| R::Unreachable { unit: unit.to_string(), to })?.clone();
        let target = match charge {
            Some(target) => {
                if !self.pieces[i].is_group() || self.restraint(i) > 0 {
                    return Err(R::Restrained { unit: unit.to_string() }.into());
                }
                let j = self.foe(side, target)?;
                if !self.contacts(side, to).contains(&j) {
                    return Err(R::NotAdjacent { unit: unit.to_string(), target: target.to_string() }.into());
                }
                Some(self.pieces[j].id.clone())
            }
            None => None,
        };
        self.rolled = None;
        let turn = self.common.turn;
        for k in self.members(i) {
            self.pieces[k].moved_turn = turn;
        }
        let end = if formed { self.walk_formation(ctx, i, &path, out) } else { self.walk(ctx, i, &path, out) };
        if let (Some(t), true) = (target, end == to)
            && let (Some(a), Some(d)) = (self.idx(unit), self.idx(&t))
        {
            // The side charged decides which of its groups beside the charger join the fight.
            let helpers = self.helpers(d, to);
            // The charger meets its target face on (and the rest of its formation turns with it).
            let toward = self.pieces[d].at;
            self.face_toward(a, toward);
            let facing = self.pieces[a].facing;
            for k in self.members(a) {
                self.pieces[k].facing = facing;
            }
            if self.pieces[d].is_group() && !helpers.is_empty() {
                let offered = helpers.iter().map(|&k| self.pieces[k].id.clone()).collect();
                self.allocating = Some(Allocation {
                    attacker: unit.to_string(),
                    target: t,
                    offered,
                    joined: Vec::new(),
                    gallop: r.gallop,
                });
                self.common.active = self.pieces[d].side;
            } else {
                self.melee(ctx, a, &[d], r.gallop, dice, out);
            }
        }
        Ok(())
    }

    /// Fire: check the shot, pay the die (and the Big Man's point when he leads it) and shoot.
    fn order_fire(
        &mut self,
        ctx: Ctx,
        by: Actor,
        target: &str,
        led: bool,
        dice: &mut GameDice,
        out: &mut Out,
    ) -> Result<(), RejectReason> {
        let Actor { side, unit } = by;
        let i = self.with_dice(side, unit, 1)?;
        let j = self.foe(side, target)?;
        if led && !self.leads(i) {
            return Err(R::NoInitiative.into());
        }
        self.volley(ctx, i, j, led)?;
        if self.pieces[i].hidden() {
            self.unhide(i, out);
        }
        self.spend(unit, 1);
        if led {
            self.act.points -= 1;
        }
        let (i, j) = (self.idx(unit).unwrap_or(i), self.idx(&self.pieces[j].id.clone()).unwrap_or(j));
        self.fire(ctx, i, j, led, dice, out)?;
        Ok(())
    }

    /// Reload: pay the unit's reload cost in dice and load it.
    fn order_reload(&mut self, ctx: Ctx, side: usize, unit: &str, out: &mut Out) -> Result<(), RejectReason> {
        let i = self.own(side, unit)?;
        let need = self.reload_cost(ctx, i);
        self.with_dice(side, unit, need)?;
        if self.pieces[i].loaded || !self.pieces[i].is_group() {
            return Err(R::CannotFire { unit: unit.to_string() }.into());
        }
        self.spend(unit, need);
        self.pieces[i].loaded = true;
        self.about(out, i, |u| SpEvent::Reloaded { unit: u.to_string() });
        Ok(())
    }

    /// Spot: pay a die plus `extra` (or initiative for the Big Man in play going alone) and look for hidden troops
    /// in hex `at`.
    fn order_spot(
        &mut self,
        ctx: Ctx,
        by: Actor,
        at: Coord,
        extra: u8,
        dice: &mut GameDice,
        out: &mut Out,
    ) -> Result<(), RejectReason> {
        let Actor { side, unit } = by;
        let i = if self.act.leader.as_deref() == Some(unit) && self.act.dice_of(unit) == 0 {
            self.leader(1 + extra)?;
            self.act.points -= 1 + extra;
            self.own(side, unit)?
        } else {
            let i = self.with_dice(side, unit, 1 + extra)?;
            if self.pieces[i].routing {
                return Err(R::Routing { unit: unit.to_string() }.into());
            }
            self.spend(unit, 1 + extra);
            i
        };
        if !self.spot_targets(ctx, side, self.pieces[i].at).contains(&at) {
            return Err(R::NothingToSpot { at }.into());
        }
        self.spot(ctx, i, at, extra, dice, out);
        Ok(())
    }

    /// Rally: the Big Man in play spends a point of initiative to take a point of shock off a group he touches.
    fn order_rally(&mut self, side: usize, group: &str, out: &mut Out) -> Result<(), RejectReason> {
        let l = self.leader(1)?;
        let g = self.own(side, group)?;
        if self.dist(self.pieces[l].at, self.pieces[g].at) > 1 {
            return Err(
                R::TooFar { unit: group.to_string(), hexes: self.dist(self.pieces[l].at, self.pieces[g].at) }.into()
            );
        }
        if self.pieces[g].shock == 0 {
            return Err(R::NoShock { unit: group.to_string() }.into());
        }
        self.act.points -= 1;
        self.pieces[g].shock -= 1;
        let shock = self.pieces[g].shock;
        self.about(out, g, |u| SpEvent::Rallied { unit: u.to_string(), shock });
        Ok(())
    }

    /// Reveal: put a blind's troops on the table, its groups firing this turn on their senior Big Man's
    /// initiative.
    fn order_reveal(&mut self, ctx: Ctx, side: usize, blind: &str, out: &mut Out) -> Result<(), RejectReason> {
        let b = self.own(side, blind)?;
        if !self.pieces[b].is_blind() {
            return Err(R::NotABlind { unit: blind.to_string() }.into());
        }
        if self.act.dice_of(blind) == 0 {
            return Err(R::NotInPlay { unit: blind.to_string() }.into());
        }
        if self.act.blind_used || self.carried(blind).is_empty() {
            return Err(R::TooLate { blind: blind.to_string() }.into());
        }
        // Troops leaving a blind fire on their senior Big Man's initiative.
        let under = self.carried(blind);
        let senior = under
            .iter()
            .filter(|&&k| self.pieces[k].is_big_man())
            .map(|&k| self.pieces[k].st.status)
            .max()
            .unwrap_or(0);
        let groups: Vec<String> =
            under.iter().filter(|&&k| self.pieces[k].is_group()).map(|&k| self.pieces[k].id.clone()).collect();
        self.reveal(ctx, b, out);
        if senior > 0 {
            for g in groups {
                self.act.bonus.push((g, senior));
            }
            self.act.bonus.sort();
        }
        Ok(())
    }

    /// Marksman: the Big Man in play spends a point of initiative for a marksman's shot from a unit within command
    /// range.
    fn order_marksman(
        &mut self,
        ctx: Ctx,
        side: usize,
        unit: &str,
        target: &str,
        dice: &mut GameDice,
        out: &mut Out,
    ) -> Result<(), RejectReason> {
        let l = self.leader(1)?;
        let i = self.own(side, unit)?;
        let j = self.foe(side, target)?;
        let hexes = self.dist(self.pieces[l].at, self.pieces[i].at);
        if hexes > data::COMMAND_HEXES {
            return Err(R::TooFar { unit: unit.to_string(), hexes }.into());
        }
        self.marksman(ctx, i, j)?;
        self.act.points -= 1;
        self.marksman_shot(ctx, i, j, dice, out)?;
        Ok(())
    }

    /// Rapid load: a rifle-armed unit loads for a single die and fires as muskets from now on.
    fn order_rapid_load(&mut self, side: usize, unit: &str, out: &mut Out) -> Result<(), RejectReason> {
        let i = self.with_dice(side, unit, 1)?;
        let p = &self.pieces[i];
        if p.loaded || p.weapon() != data::Weapon::Rifle {
            return Err(R::CannotFire { unit: unit.to_string() }.into());
        }
        self.spend(unit, 1);
        self.pieces[i].loaded = true;
        self.pieces[i].rapid = true;
        self.about(out, i, |u| SpEvent::Reloaded { unit: u.to_string() });
        Ok(())
    }

    /// Ambush: play the card, tell each side, spring the blind to `to` (or uncover the enemies hidden there) and
    /// reveal its troops as ambushers.
    fn order_ambush(
        &mut self,
        ctx: Ctx,
        side: usize,
        blind: &str,
        to: Coord,
        out: &mut Out,
    ) -> Result<(), RejectReason> {
        let b = self.own(side, blind)?;
        self.check_ambush(ctx, side, b, to)?;
        self.ambush[side.min(1)] -= 1;
        let from = self.pieces[b].at;
        let troops: Vec<String> = self
            .carried(blind)
            .into_iter()
            .filter(|&k| self.pieces[k].is_group())
            .map(|k| self.pieces[k].id.clone())
            .collect();
        for s in 0..2 {
            let name = self.pieces[b].name_for(s).unwrap_or("?").to_string();
            out.push((
                super::engine::ev(SpEvent::Ambush { side, blind: name }),
                crate::rules::engine::Audience::Only(s),
            ));
        }
        // Springing out onto enemies the side could not see uncovers them, and the blind stays put.
        if self.pieces.iter().any(|q| q.side != side && q.at == to) {
            self.uncover_at(ctx, side, to, out);
        } else {
            for k in self.riders(b) {
                self.pieces[k].at = to;
            }
            self.moved(out, b, from, &[to]);
        }
        let b = self.idx(blind).unwrap_or(b);
        self.reveal(ctx, b, out);
        self.act.ambushers.extend(troops);
        self.act.ambushers.sort();
        Ok(())
    }

    /// Face: a group with action dice left turns to another hexside, free (seed: groups turn free). A square does
    /// not turn: it faces every way.
    fn order_face(&mut self, side: usize, unit: &str, facing: Dir, out: &mut Out) -> Result<(), RejectReason> {
        let i = self.with_dice(side, unit, 1)?;
        let p = &self.pieces[i];
        if !p.is_group() || p.routing {
            return Err(R::NotInPlay { unit: unit.to_string() }.into());
        }
        if p.drill() == data::Drill::Square {
            return Err(R::InSquare { unit: unit.to_string() }.into());
        }
        if facing.index(self.orientation).is_none() || p.facing == Some(facing) {
            return Err(R::BadFacing { unit: unit.to_string() }.into());
        }
        if let Some(f) = p.formation.clone() {
            // A formation turns as one, and pays for it in inches off its next move on this card: 1" for a turn
            // of up to 90° (one hexside), 2" for more (seed).
            let o = self.orientation;
            let (a, b) = (p.facing.and_then(|d| d.index(o)).unwrap_or(0), facing.index(o).unwrap_or(0));
            let turn = (a + 6 - b) % 6;
            let inches = if turn.min(6 - turn) <= 1 { data::WHEEL_INCHES } else { 2 * data::WHEEL_INCHES };
            for k in self.members(i) {
                self.pieces[k].facing = Some(facing);
            }
            match self.act.wheeled.iter_mut().find(|(x, _)| *x == f) {
                Some(e) => e.1 = e.1.saturating_add(inches),
                None => self.act.wheeled.push((f, inches)),
            }
            self.about(out, i, |u| SpEvent::Wheeled { unit: u.to_string(), facing, inches });
            return Ok(());
        }
        self.pieces[i].facing = Some(facing);
        self.about(out, i, |u| SpEvent::Faced { unit: u.to_string(), facing });
        Ok(())
    }

    /// Form: formed infantry, not routing nor held back by a lost melee, pays a die to change from line to column
    /// or square, or back.
    fn order_form(&mut self, side: usize, unit: &str, drill: data::Drill, out: &mut Out) -> Result<(), RejectReason> {
        let i = self.with_dice(side, unit, data::DRILL_DICE)?;
        let p = &self.pieces[i];
        if p.routing {
            return Err(R::Routing { unit: unit.to_string() }.into());
        }
        if self.restraint(i) > 0 {
            return Err(R::Restrained { unit: unit.to_string() }.into());
        }
        let formed = matches!(drill, data::Drill::Line | data::Drill::Column | data::Drill::Square);
        if p.kind() != data::Kind::Line || !formed || p.drill() == drill {
            return Err(R::CannotForm { unit: unit.to_string() }.into());
        }
        self.spend(unit, data::DRILL_DICE);
        // A formation holds groups of one drill: a group that changes its own leaves it.
        self.leave_formation(i);
        let turn = self.common.turn;
        let p = &mut self.pieces[i];
        p.markers.retain(|m| !matches!(m, UnitMarker::Column | UnitMarker::Square));
        p.markers.extend(drill.marker());
        p.drilled_turn = turn;
        self.about(out, i, |u| SpEvent::Formed { unit: u.to_string(), drill });
        Ok(())
    }

    /// Fight: the side charged has chosen its helpers; hand the turn back and fight the melee.
    fn order_fight(&mut self, ctx: Ctx, dice: &mut GameDice, out: &mut Out) -> Result<(), RejectReason> {
        let Some(al) = self.allocating.take() else { return Err(R::CannotJoin { unit: String::new() }.into()) };
        self.common.active = self.act.side;
        let a = self.idx(&al.attacker);
        let ds: Vec<usize> = std::iter::once(&al.target).chain(&al.joined).filter_map(|id| self.idx(id)).collect();
        if let (Some(a), false) = (a, ds.is_empty()) {
            self.melee(ctx, a, &ds, al.gallop, dice, out);
        }
        Ok(())
    }

    /// Limber: hook an unlimbered gun up to its team for a die.
    fn order_limber(&mut self, side: usize, unit: &str, out: &mut Out) -> Result<(), RejectReason> {
        let i = self.with_dice(side, unit, 1)?;
        if self.pieces[i].kind() != data::Kind::Gun || self.pieces[i].limbered() {
            return Err(R::Limbered { unit: unit.to_string() }.into());
        }
        self.spend(unit, 1);
        self.pieces[i].markers.push(crate::rules::setup::UnitMarker::Limbered);
        self.pieces[i].unlimbering = None;
        self.about(out, i, |u| SpEvent::Limbered { unit: u.to_string() });
        Ok(())
    }

    /// Unlimber: start unlimbering a limbered gun, which ends its activation.
    fn order_unlimber(&mut self, side: usize, unit: &str, out: &mut Out) -> Result<(), RejectReason> {
        let i = self.with_dice(side, unit, 1)?;
        if !self.pieces[i].limbered() || self.pieces[i].unlimbering.is_some() {
            return Err(R::Unlimbered { unit: unit.to_string() }.into());
        }
        // It takes the rest of this activation and a whole turn standing.
        self.act.set_dice(unit, 0);
        self.pieces[i].unlimbering = Some(self.common.turn);
        self.about(out, i, |u| SpEvent::Unlimbering { unit: u.to_string() });
        Ok(())
    }

    /// An Ambush card for blind `b` to `to`: a card in hand, the blind's card in play and its dice unused, troops
    /// under it, and `to` within 6" on ground the blind may stop on.
    pub(super) fn check_ambush(&self, ctx: Ctx, side: usize, b: usize, to: crate::rules::hex::Coord) -> Result<(), R> {
        let p = &self.pieces[b];
        if self.ambush[side.min(1)] == 0 {
            return Err(R::NoAmbush);
        }
        if !p.is_blind() {
            return Err(R::NotABlind { unit: p.id.clone() });
        }
        if self.act.dice_of(&p.id) == 0 || self.act.blind_used || self.carried(&p.id).is_empty() {
            return Err(R::TooLate { blind: p.id.clone() });
        }
        let d = self.dist(p.at, to);
        let ground =
            ctx.map.contains(to) && crate::rules::movement::ground_allows(ctx.setup.ruleset, ctx.map, to).is_ok();
        if d == 0 || d > data::AMBUSH_HEXES || !ground || !self.may_end(b, to) {
            return Err(R::Unreachable { unit: p.id.clone(), to });
        }
        Ok(())
    }

    /// Every formation holds two groups or more of formed infantry on the table, all in the same drill (line or
    /// column) and facing, each marked `Formed`; a group marked so and in no formation waits under a blind.
    fn check_formations(&self, out: &mut Vec<String>) {
        for (i, p) in self.pieces.iter().enumerate() {
            let marked = p.markers.contains(&UnitMarker::Formed);
            let Some(f) = &p.formation else {
                if marked && p.carrier.is_none() {
                    out.push(format!("unit {}: marked formed, in no formation", p.id));
                }
                continue;
            };
            let ms = self.members(i);
            let same = ms.iter().all(|&k| self.pieces[k].drill() == p.drill() && self.pieces[k].facing == p.facing);
            if !marked
                || !p.on_table()
                || p.kind() != data::Kind::Line
                || ms.len() < 2
                || !same
                || !matches!(p.drill(), data::Drill::Line | data::Drill::Column)
            {
                out.push(format!("unit {}: formation {f} is not one of two groups or more alike on the table", p.id));
            }
        }
    }

    fn info(&self, p: &SpPiece, viewer: usize) -> UnitInfo {
        let own = p.side == viewer;
        UnitInfo {
            id: p.name_for(viewer).unwrap_or("?").to_string(),
            side: p.side,
            kind: p.kind(),
            must_walk: self.idx(&p.id).is_some_and(|i| self.must_walk(i)),
            limbered: p.limbered(),
            unlimbering: p.unlimbering.is_some(),
            holds: if own && p.is_blind() {
                self.carried(&p.id).into_iter().map(|k| self.pieces[k].id.clone()).collect()
            } else {
                Vec::new()
            },
            men: p.men,
            max: p.max,
            shock: p.shock,
            quality: p.quality,
            weapon: p.weapon(),
            skirmish: p.st.skirmish,
            loaded: p.loaded,
            routing: p.routing,
            activated: p.activated,
            status: p.st.status,
            strength: p.strength,
            wounded: p.wounded,
            under: if own { p.carrier.clone() } else { None },
            alias: if own { p.alias.clone() } else { None },
            hidden: own && p.hidden(),
            drill: p.drill(),
            square_ready: p.drilled_turn < self.common.turn,
            traits: p.markers.iter().copied().filter(|m| data::is_trait(*m)).collect(),
            formation: match (&p.formation, self.idx(&p.id)) {
                (Some(_), Some(i)) => {
                    self.members(i).into_iter().filter(|&k| k != i).map(|k| self.pieces[k].id.clone()).collect()
                }
                _ => Vec::new(),
            },
            ranks_open: p.formation.is_some() && self.idx(&p.id).is_some_and(|i| self.ranks_open(i)),
        }
    }

    fn prompt(&self) -> Option<SpPrompt> {
        if let Some(al) = &self.allocating {
            return Some(SpPrompt::Allocate {
                attacker: al.attacker.clone(),
                target: al.target.clone(),
                offered: al.offered.clone(),
                joined: al.joined.clone(),
            });
        }
        let r = self.rolled.as_ref()?;
        let i = self.idx(&r.unit)?;
        let unit = self.public(i);
        Some(SpPrompt::MoveTo { unit, dice: r.dice.clone(), inches: self.inches(i, &r.dice, r.bonus, 0, 0) })
    }
}

impl Engine for SpGame {
    type Order = SpOrder;
    type Event = SpEvent;
    type Refusal = R;
    type View = SpView;
    type Prompt = SpPrompt;

    fn glossary() -> crate::rules::glossary::Glossary {
        super::help::glossary()
    }

    fn help_tables() -> Vec<(&'static str, crate::rules::glossary::HelpTable)> {
        super::help::tables()
    }

    fn setup(setup: &Setup, dice: &mut GameDice) -> SpGame {
        let mut g = SpGame::new(setup, dice);
        let los = crate::rules::los::LosIndex::new(&setup.grid, setup.ruleset);
        let ctx = Ctx { map: &setup.grid, los: &los, setup };
        let mut out = Vec::new();
        g.auto_reveal(ctx, &mut out);
        g.score(&mut out);
        g.begin_turn(ctx, dice, &mut out);
        g
    }

    fn common(&self) -> &Common {
        &self.common
    }

    fn common_mut(&mut self) -> &mut Common {
        &mut self.common
    }

    fn decision(&self) -> Option<(usize, SpPrompt)> {
        self.prompt().map(|p| (self.common.active, p))
    }

    fn shape(order: &SpOrder) -> Shape<'_> {
        match order {
            SpOrder::Go { unit, to } => Shape::Move { unit, to: *to },
            SpOrder::Fire { unit, target, led: false } => Shape::Fire { unit, target },
            SpOrder::Spot { unit, at, extra: 0 } => Shape::Look { unit, at: *at },
            SpOrder::Done => Shape::EndStep,
            SpOrder::Face { unit, .. } | SpOrder::Form { unit, .. } => Shape::Act { unit },
            _ => Shape::Other,
        }
    }

    fn legal(&self, ctx: Ctx, side: usize, out: &mut Vec<SpOrder>) {
        if self.common.over.is_none() && side == self.common.active {
            self.legal_orders(ctx, side, out);
        }
    }

    fn apply(
        &mut self,
        ctx: Ctx,
        side: usize,
        order: &SpOrder,
        dice: &mut GameDice,
        out: &mut Out,
    ) -> Result<(), RejectReason> {
        let (card, before, points) = (self.act.card, self.act.dice.clone(), self.act.points);
        self.apply_order(ctx, side, order, dice, out)?;
        self.note_uses(order, card, &before, points);
        self.auto_reveal(ctx, out);
        if self.common.over.is_none() {
            self.score(out);
        }
        Ok(())
    }

    fn reveals(e: &SpEvent) -> bool {
        !matches!(
            e,
            SpEvent::Activated { .. }
                | SpEvent::Initiative { .. }
                | SpEvent::Halted { .. }
                | SpEvent::Rallied { .. }
                | SpEvent::Reloaded { .. }
        )
    }

    fn view(&self, _ctx: Ctx, side: usize) -> (Vec<UnitView>, SpView) {
        let me = side.min(1);
        let mut units = Vec::new();
        let mut infos = Vec::new();
        for p in &self.pieces {
            let Some(name) = p.name_for(me) else { continue };
            let own = p.side == me;
            let blind = p.is_blind();
            // What rides under an own blind has no counter of its own: the blind's tooltip lists it.
            if p.carrier.is_some() {
                infos.push(self.info(p, me));
                continue;
            }
            units.push(UnitView {
                id: name.to_string(),
                side: p.side,
                at: p.at,
                kind: Some(p.ut.id),
                strength: (own || !blind).then_some(p.men),
                max_strength: (own || !blind).then_some(p.max),
                leader: None,
                moved: (own || !blind) && p.activated,
                is_leader: p.is_big_man(),
                facing: if blind { None } else { p.facing },
            });
            if own || !blind {
                infos.push(self.info(p, me));
            }
        }
        units.sort_by(|a, b| a.id.cmp(&b.id));
        let count = |s: usize| self.pile.iter().filter(|&&n| self.cards[n as usize].side == s && n != 0).count();
        let dice = self
            .act
            .dice
            .iter()
            .filter_map(|(u, d)| self.piece(u).and_then(|p| p.name_for(me)).map(|n| (n.to_string(), *d)))
            .collect();
        let leader = self.act.leader.as_deref().and_then(|l| self.piece(l)).and_then(|p| {
            let points = (p.side == me).then_some(self.act.points);
            p.name_for(me).map(|n| (n.to_string(), points))
        });
        let view = SpView {
            me,
            pile: [count(0), count(1)],
            tiffin_to_come: self.pile.contains(&0),
            turned: self.turned.iter().map(|&n| (self.cards[n as usize].side, self.shown(n, me))).collect(),
            in_play: self.act.card.map(|n| (self.cards[n as usize].side, self.shown(n, me))),
            leader,
            dice,
            tiffin: self.tiffin,
            pending: self.prompt(),
            units: infos,
            vp: self.vp,
            groups: [0, 1].map(|s| (s == me).then_some(self.groups[s])),
            lost: self.lost,
            turn_limit: self.common.turn_limit.unwrap_or(data::DEFAULT_TURNS),
            ambush: self.ambush,
            uses: self
                .act
                .uses
                .iter()
                .filter_map(|(who, what, about, n)| {
                    let name = |id: &str| self.piece(id).and_then(|p| p.name_for(me)).map(str::to_string);
                    let about = match about {
                        // The other unit named as the spender's side knows it; shown only if this side knows it too.
                        Some(a) => Some(Some(
                            self.by_name(self.piece(who)?.side, a)
                                .and_then(|k| self.pieces[k].name_for(me))?
                                .to_string(),
                        )),
                        None => Some(None),
                    }?;
                    Some((name(who)?, *what, about, *n))
                })
                .collect(),
        };
        (units, view)
    }

    fn pieces<'a>(&'a self, out: &mut Vec<PieceRef<'a>>) {
        crate::rules::roster::board(&self.pieces, out);
    }

    fn invariants(&self, ctx: Ctx, out: &mut Vec<String>) {
        crate::rules::engine::check_ids_and_ground(ctx, self.pieces.iter().map(|p| (p.id.as_str(), p.at)), out);
        for p in &self.pieces {
            if p.men == 0 || p.men > p.max {
                out.push(format!("unit {} at {}: {} men of {}", p.id, p.at, p.men, p.max));
            }
            if let Some(c) = &p.carrier {
                match self.piece(c) {
                    Some(b) if b.is_blind() && b.at == p.at && b.side == p.side => {}
                    _ => out.push(format!("unit {} at {}: its blind {c} is not there", p.id, p.at)),
                }
            }
            if p.is_blind() != p.alias.is_some() {
                out.push(format!("unit {}: a blind without a public name, or the reverse", p.id));
            }
            let others = self
                .pieces
                .iter()
                .filter(|q| q.at == p.at && q.id != p.id && q.carrier.is_none() && p.carrier.is_none());
            for q in others {
                if q.side != p.side {
                    out.push(format!("hex {}: {} and {} of both sides", p.at, p.id, q.id));
                } else if !q.is_big_man() && !p.is_big_man() {
                    out.push(format!("hex {}: two groups, {} and {}", p.at, p.id, q.id));
                }
            }
        }
        // Each live card is in exactly one place: the pile, the turned cards.
        let mut seen = vec![0u8; self.cards.len()];
        for &n in self.pile.iter().chain(&self.turned) {
            match seen.get_mut(n as usize) {
                Some(c) => *c += 1,
                None => out.push(format!("card {n} does not exist")),
            }
        }
        if seen.iter().any(|c| *c > 1) {
            out.push("a card is in the pile twice, or both in the pile and turned".into());
        }
        if !self.pile.windows(2).all(|w| w[0] < w[1]) {
            out.push("the pile is not sorted".into());
        }
        if let Some(al) = &self.allocating {
            let ids = std::iter::once(&al.attacker).chain(std::iter::once(&al.target)).chain(&al.offered);
            if ids.clone().any(|id| self.idx(id).is_none()) || al.joined.iter().any(|j| !al.offered.contains(j)) {
                out.push("a melee waiting on its defenders names a unit not there".into());
            }
        }
        if self.rolled.as_ref().is_some_and(|r| self.idx(&r.unit).is_none()) {
            out.push("a rolled move for a unit no longer there".into());
        }
        self.check_formations(out);
        self.common.check_scores(&self.vp, out);
    }

    fn redacted(&self, side: usize) -> SpGame {
        let mut r = self.clone();
        r.pieces.retain(|p| p.side == side || p.carrier.is_none() && !p.hidden());
        let other = 1 - side.min(1);
        r.groups[other] = 0;
        let gone: Vec<String> = r.act.dice.iter().filter(|(u, _)| r.idx(u).is_none()).map(|(u, _)| u.clone()).collect();
        for u in gone {
            r.act.set_dice(&u, 0);
        }
        r
    }

    fn sample(&self, side: usize, _dice: &mut GameDice) -> SpGame {
        // The redaction hides how many groups the other side brought: count what may still stand behind its blinds
        // and on the table, so that its force can break in the search as at the table.
        let mut r = self.clone();
        let other = 1 - side.min(1);
        if r.groups[other] == 0 {
            let standing = r.pieces.iter().filter(|p| p.side == other && (p.is_group() || p.is_blind())).count();
            r.groups[other] = r.lost[other] + (standing as u32).max(1);
        }
        r
    }

    fn evaluate(&self, _ctx: Ctx, side: usize) -> Option<f64> {
        // A force breaks when half its groups are lost: how near each side is to that decides the game.
        let near = |s: usize| {
            if self.groups[s] == 0 { 0.0 } else { (2.0 * f64::from(self.lost[s]) / f64::from(self.groups[s])).min(1.0) }
        };
        // Shock wears a group down before it breaks: the mean share of each side's groups' men it stands at
        // (a routing group counts whole), so the search sees a volley's worth before anyone is lost.
        let worn = |s: usize| {
            let groups = self.pieces.iter().filter(|p| p.side == s && p.is_group() && p.men > 0);
            let (sum, n) = groups.fold((0.0, 0u32), |(sum, n), p| {
                let share = if p.routing { 1.0 } else { (f64::from(p.shock) / f64::from(p.men)).min(1.0) };
                (sum + share, n + 1)
            });
            if n == 0 { 0.0 } else { sum / f64::from(n) }
        };
        let other = 1 - side.min(1);
        Some(0.6 * (near(other) - near(side)) + 0.4 * (worn(other) - worn(side)))
    }

    fn odds(&self, ctx: Ctx, side: usize, unit: &str, target: &str) -> Result<Odds, RejectReason> {
        let i = self.own(side, unit)?;
        let j = self.foe(side, target)?;
        let v = self.volley(ctx, i, j, false)?;
        let p = f64::from(7 - u32::from(v.need.min(7))) / 6.0;
        let hits = Odds::binomial(v.dice as usize, p);
        Ok(Odds { ranged: true, dice: v.dice.min(255) as u8, hits, extra: Vec::new(), outcomes: Vec::new() })
    }
}
