//! Sharp Practice's fighting: fire (dice per figure and quality, first volley, a Big Man's initiative, shock and cover; to-hit by weapon and range; each hit rolled for effect; Big Men hit when their men fall), melee (dice, percentages, the outdiced break, rounds and results) and the forced moves both cause: falling back, routing, surrender.

use super::data::{self, Cover, HitEffect, Kind, Weapon, Wound};
use super::engine::{Out, ev};
use super::orders::{SpEvent, SpRefusal as R};
use super::state::*;
use crate::rules::dice::GameDice;
use crate::rules::engine::{Audience, Ctx};
use crate::rules::hex::Coord;
use crate::rules::los::{LosContext, line_of_sight};
use crate::rules::movement::{ground_allows, step_allows};
use crate::rules::setup::UnitMarker;

/// A planned volley: the dice rolled and the number each needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Volley {
    pub dice: u32,
    pub need: u8,
}

impl SpGame {
    /// Does anything of `side` (a group or blind, not a Big Man) stand between the two hexes, or does the ground block?
    pub(super) fn sight(&self, ctx: Ctx, side: usize, from: Coord, to: Coord) -> bool {
        self.sight_through(ctx, &self.sight_blockers(ctx, side), from, to)
    }

    /// What blocks `side`'s sight besides the ground (`sight`): its own groups' hexes, as the sight index's
    /// occupancy. Found once when many lines are traced for one side.
    pub(super) fn sight_blockers(&self, ctx: Ctx, side: usize) -> Vec<bool> {
        ctx.los.occupancy(
            self.pieces.iter().filter(|p| p.side == side && p.carrier.is_none() && !p.is_big_man()).map(|p| p.at),
        )
    }

    /// `sight` with the blockers already found (`sight_blockers`).
    pub(super) fn sight_through(&self, ctx: Ctx, blockers: &[bool], from: Coord, to: Coord) -> bool {
        let lc = LosContext { occupied: blockers };
        !line_of_sight(ctx.los, &lc, from, to, false).verdict.is_blocked()
    }

    /// The volley group `i` would fire at `j` now (`led`: on the Big Man in play's initiative), or why not. The
    /// number needed is the table's, less one for a firing line and one for a target in line.
    pub fn volley(&self, ctx: Ctx, i: usize, j: usize, led: bool) -> Result<Volley, R> {
        let (me, t) = (&self.pieces[i], &self.pieces[j]);
        let name = || me.id.clone();
        if !me.is_group() || me.st.weapon == Weapon::None {
            return Err(R::CannotFire { unit: name() });
        }
        if me.routing {
            return Err(R::Routing { unit: name() });
        }
        if self.restraint(i) == 2 {
            return Err(R::Restrained { unit: name() });
        }
        if me.limbered() || me.unlimbering.is_some() {
            return Err(R::Limbered { unit: name() });
        }
        if !me.loaded {
            return Err(R::NotLoaded { unit: name() });
        }
        // Only groups on the table are targets: never blinds, hiding troops or a Big Man alone.
        if t.side == me.side || !t.on_table() || !t.is_group() {
            return Err(R::NotATarget { target: t.public_name().unwrap_or("?").to_string() });
        }
        let hexes = self.dist(me.at, t.at);
        let need = data::to_hit(me.weapon(), me.st.skirmish, hexes).ok_or_else(|| R::OutOfRange {
            unit: name(),
            target: t.id.clone(),
            hexes,
        })?;
        // A group fires ahead of it, through its front half; a line formation only straight ahead; a square all
        // round.
        if !self.in_front(i, t.at) || (self.fires_straight(i) && !self.straight_ahead(i, t.at)) {
            return Err(R::OutOfArc { unit: name(), target: t.id.clone() });
        }
        if !self.sight(ctx, me.side, me.at, t.at) {
            return Err(R::NoSight { unit: name(), target: t.id.clone() });
        }
        // Fire at a formation falls on its groups in the range band nearest the firer: a group farther off is no
        // target while one nearer could be fired on.
        if t.formation.is_some()
            && let Some(k) = self
                .members(j)
                .into_iter()
                .find(|&k| self.aim_band(ctx, i, k).is_some_and(|b| b < data::band(me.weapon(), me.st.skirmish, hexes)))
        {
            return Err(R::FormationNearer { target: t.id.clone(), nearer: self.pieces[k].id.clone() });
        }
        // A firing line adds 1 to each die, and so does a target in line; fire into the flank or rear of a line or
        // column (enfilade) adds a die and 1 to each die, and fire at a square two dice and 1 to each die.
        let (extra_dice, plus) = self.target_bonus(i, j);
        let need =
            data::with_die_bonus(need, u8::from(data::in_line(me.drill())) + u8::from(data::in_line(t.drill())) + plus);
        let dice = if me.kind() == Kind::Gun {
            let lost = if hexes * data::INCHES_PER_HEX <= 9 { 0 } else { u32::from(me.shock / 2) };
            data::LIGHT_GUN_DICE.saturating_sub(lost) as i32
        } else {
            // From a building only the men at its windows fire: two a window, three windows a side.
            let men = u32::from(me.men);
            let men = if ctx.map.terrain(me.at) == Some(crate::rules::terrain::Terrain::Building) {
                men.min(data::WINDOW_FIRERS)
            } else {
                men
            };
            let mut d = men as i32 + me.quality.fire_dice(men);
            if !me.volleyed {
                d += 2;
            }
            if led {
                d += self.leader_status() as i32;
            }
            d += self.act.bonus.iter().find(|(u, _)| *u == me.id).map_or(0, |(_, b)| i32::from(*b));
            d - i32::from(me.shock / 2)
        };
        let dice = data::after_cover((dice + extra_dice as i32).max(0) as u32, self.cover(ctx, t.at, Some(me.at)));
        Ok(Volley { dice, need })
    }

    /// The range band in which group `i` could fire at group `k` (in range, in its arc, in sight), if it could.
    pub fn aim_band(&self, ctx: Ctx, i: usize, k: usize) -> Option<usize> {
        let (me, t) = (&self.pieces[i], &self.pieces[k]);
        let hexes = self.dist(me.at, t.at);
        data::to_hit(me.weapon(), me.st.skirmish, hexes)?;
        let arc = self.in_front(i, t.at) && (!self.fires_straight(i) || self.straight_ahead(i, t.at));
        (arc && t.on_table() && self.sight(ctx, me.side, me.at, t.at))
            .then(|| data::band(me.weapon(), me.st.skirmish, hexes))
    }

    /// Where the hits of group `i`'s fire at group `j` fall: on `j` alone, or, when `j` stands in a formation, spread
    /// evenly over the formation's groups in `j`'s range band that `i` could fire at, the nearest first (the target
    /// first among equals). The target is always listed, if only with no hits: it was fired on.
    fn hit_shares(&self, ctx: Ctx, i: usize, j: usize, hits: u32) -> Vec<(String, u32)> {
        let mut to: Vec<usize> = vec![j];
        if self.pieces[j].formation.is_some() {
            let band = self.aim_band(ctx, i, j);
            to.extend(self.members(j).into_iter().filter(|&k| k != j && self.aim_band(ctx, i, k) == band));
        }
        let at = self.pieces[i].at;
        to.sort_by_key(|&k| (self.dist(at, self.pieces[k].at), k != j, self.pieces[k].id.clone()));
        let n = to.len() as u32;
        to.iter()
            .enumerate()
            .map(|(x, &k)| (self.pieces[k].id.clone(), hits / n + u32::from((x as u32) < hits % n)))
            .filter(|(id, h)| *h > 0 || *id == self.pieces[j].id)
            .collect()
    }

    /// What the target's drill and facing give fire from piece `i` at group `j`: dice added, and points added to
    /// each die. Enfilade is fire from behind the line across a line or column (its flank or rear).
    pub fn target_bonus(&self, i: usize, j: usize) -> (u32, u8) {
        let t = &self.pieces[j];
        match t.drill() {
            data::Drill::Square => (data::SQUARE_FIRE_DICE, data::SQUARE_FIRE_PLUS),
            data::Drill::Line | data::Drill::Column if !self.in_front(j, self.pieces[i].at) => {
                (data::FLANK_FIRE_DICE, data::FLANK_FIRE_PLUS)
            }
            _ => (0, 0),
        }
    }

    /// The status of the Big Man in play (0 if none).
    pub(super) fn leader_status(&self) -> u8 {
        self.act.leader.as_deref().and_then(|l| self.piece(l)).map_or(0, |p| p.st.status)
    }

    pub(super) fn fire(
        &mut self,
        ctx: Ctx,
        i: usize,
        j: usize,
        led: bool,
        dice: &mut GameDice,
        out: &mut Out,
    ) -> Result<(), R> {
        let v = self.volley(ctx, i, j, led)?;
        let hits = (0..v.dice).filter(|_| dice.die(6) >= v.need).count() as u32;
        let (unit, target) = (self.pieces[i].id.clone(), self.pieces[j].id.clone());
        out.push((
            ev(SpEvent::Fired { unit: unit.clone(), target: target.clone(), dice: v.dice, need: v.need, hits }),
            Audience::All,
        ));
        let shares = self.hit_shares(ctx, i, j, hits);
        {
            let me = &mut self.pieces[i];
            me.loaded = false;
            me.volleyed = true;
        }
        self.act.bonus.retain(|(u, _)| *u != unit);
        let skirmishers = self.pieces[i].st.skirmish;
        let firer_side = self.pieces[i].side;
        for (target, hits) in shares {
            let Some(j) = self.idx(&target) else { continue };
            let (mut shock, mut kills) = (0u32, 0u32);
            for _ in 0..hits {
                match data::hit_effect(dice.die(6)) {
                    HitEffect::Miss => {}
                    HitEffect::Shock => shock += 1,
                    HitEffect::Kill => kills += 1,
                }
            }
            // A sprung ambush doubles the shock of its fire this turn.
            if self.act.ambushers.contains(&unit) {
                shock *= 2;
            }
            out.push((ev(SpEvent::HitEffects { unit: target.clone(), shock, kills }), Audience::All));
            if self.pieces[j].kind() == Kind::Cavalry && kills > 0 {
                kills = self.riders_hit(j, kills, dice, out);
            }
            self.pieces[j].under_fire = true;
            let kills = self.big_men_under_fire(j, kills, skirmishers, firer_side, dice, out);
            let Some(j) = self.idx(&target) else { continue };
            self.pieces[j].shock = self.pieces[j].shock.saturating_add(shock.min(255) as u8);
            self.lose_men(j, kills, firer_side, out);
        }
        Ok(())
    }

    /// A man down among riders rolls again: 1–3 the horse is hit (1–4 dead, 5 it shrugs the wound off, 6 it
    /// bolts or runs off to die: the rider is lost to the group all the same), 4–6 the rider. Returns the men lost.
    fn riders_hit(&mut self, j: usize, kills: u32, dice: &mut GameDice, out: &mut Out) -> u32 {
        let mut lost = 0;
        for _ in 0..kills {
            let saved = dice.die(6) <= 3 && {
                let horse = dice.die(6);
                if horse == 6 {
                    dice.die(6);
                }
                horse == 5
            };
            lost += u32::from(!saved);
        }
        let unit = self.pieces[j].id.clone();
        out.push((ev(SpEvent::RidersHit { unit, kills, lost }), Audience::All));
        lost
    }

    /// The action dice group `i` pays to load: muskets and carbines 1, rifles 2, a gun 2 and one more for every two
    /// crew killed; a die less with loaders beside it.
    pub fn reload_cost(&self, ctx: Ctx, i: usize) -> u8 {
        let p = &self.pieces[i];
        let extra = if p.kind() == Kind::Gun { (p.max - p.men) / 2 } else { 0 };
        (data::reload_dice(p.weapon()) + extra).saturating_sub(u8::from(self.loader_for(ctx, i).is_some()))
    }

    /// Loaders for group `i`: a friendly group of foot beside it (or a gun's), not routing, whose men see no enemy
    /// group on the table, so they may load for their comrades (seed: the firer pays a die less).
    pub fn loader_for(&self, ctx: Ctx, i: usize) -> Option<usize> {
        let me = &self.pieces[i];
        if !me.is_group() || me.kind() == Kind::Cavalry {
            return None;
        }
        (0..self.pieces.len()).find(|&k| {
            let p = &self.pieces[k];
            k != i
                && p.side == me.side
                && p.is_group()
                && matches!(p.kind(), Kind::Line | Kind::Light)
                && p.carrier.is_none()
                && !p.routing
                && self.dist(p.at, me.at) == 1
                && !self
                    .pieces
                    .iter()
                    .any(|e| e.side != me.side && e.on_table() && e.is_group() && self.sight(ctx, me.side, p.at, e.at))
        })
    }

    /// The marksman of rifle-armed light group `i` at `j`: the number he needs (one range band further than his
    /// comrades, no modifiers, cover ignored), or why not. He may pick off a Big Man.
    pub fn marksman(&self, ctx: Ctx, i: usize, j: usize) -> Result<u8, R> {
        let (me, t) = (&self.pieces[i], &self.pieces[j]);
        let name = || me.id.clone();
        if !me.is_group() || me.weapon() != Weapon::Rifle || !me.st.skirmish || me.marksman_spent {
            return Err(R::NoMarksman { unit: name() });
        }
        if me.routing || me.activated || me.carrier.is_some() || self.restraint(i) == 2 {
            return Err(R::NoMarksman { unit: name() });
        }
        if t.side == me.side || !t.on_table() || !(t.is_group() || t.is_big_man()) {
            return Err(R::NotATarget { target: t.public_name().unwrap_or("?").to_string() });
        }
        let hexes = self.dist(me.at, t.at);
        let band = data::SKIRMISH_BAND_HEXES;
        let need = data::to_hit(me.weapon(), true, hexes.saturating_sub(band).max(1))
            .filter(|_| hexes <= 4 * band)
            .ok_or_else(|| R::OutOfRange { unit: name(), target: t.id.clone(), hexes })?;
        if !self.sight(ctx, me.side, me.at, t.at) {
            return Err(R::NoSight { unit: name(), target: t.id.clone() });
        }
        Ok(need)
    }

    /// The marksman shoots: one die; a hit on a Big Man wounds him at once, on a group it rolls for effect as any
    /// hit; a 1 ends his special shots. His group does nothing more this turn.
    pub(super) fn marksman_shot(
        &mut self,
        ctx: Ctx,
        i: usize,
        j: usize,
        dice: &mut GameDice,
        out: &mut Out,
    ) -> Result<(), R> {
        let need = self.marksman(ctx, i, j)?;
        let roll = dice.die(6);
        let (unit, target) = (self.pieces[i].id.clone(), self.pieces[j].id.clone());
        out.push((ev(SpEvent::MarksmanShot { unit: unit.clone(), target: target.clone(), need, roll }), Audience::All));
        let side = self.pieces[i].side;
        {
            let me = &mut self.pieces[i];
            me.activated = true;
            me.marksman_spent |= roll == 1;
        }
        self.act.set_dice(&unit, 0);
        if roll < need || roll == 1 {
            return Ok(());
        }
        self.pieces[j].under_fire = true;
        if self.pieces[j].is_big_man() {
            self.wound(&target, data::wound(dice.die(6)), side, out);
            return Ok(());
        }
        let effect = data::hit_effect(dice.die(6));
        let (shock, kills) = match effect {
            HitEffect::Miss => (0, 0),
            HitEffect::Shock => (1, 0),
            HitEffect::Kill => (0, 1),
        };
        out.push((ev(SpEvent::HitEffects { unit: target.clone(), shock, kills }), Audience::All));
        let kills = self.big_men_under_fire(j, kills, true, side, dice, out);
        if let Some(j) = self.idx(&target) {
            self.pieces[j].shock = self.pieces[j].shock.saturating_add(shock as u8);
            self.lose_men(j, kills, side, out);
        }
        Ok(())
    }

    /// Big Men with a group that lost men: each rolls 1D10 (1D6 against skirmishers) and takes one of the hits at
    /// or under the men killed; the hits left fall on the men.
    fn big_men_under_fire(
        &mut self,
        j: usize,
        mut kills: u32,
        skirmishers: bool,
        by: usize,
        dice: &mut GameDice,
        out: &mut Out,
    ) -> u32 {
        let at = self.pieces[j].at;
        let side = self.pieces[j].side;
        let ids: Vec<String> = self
            .big_men_at(at)
            .into_iter()
            .filter(|&k| self.pieces[k].side == side)
            .map(|k| self.pieces[k].id.clone())
            .collect();
        for id in ids {
            if kills == 0 {
                break;
            }
            let roll = dice.die(if skirmishers { 6 } else { 10 });
            if u32::from(roll) <= kills {
                kills -= 1;
                self.wound(&id, data::wound(dice.die(6)), by, out);
            }
        }
        kills
    }

    /// A Big Man takes a wound: light costs a point of Strength (below Weakling it is serious); serious takes him out
    /// of the game; killed, the enemy scores him. His card stays for a replacement.
    pub(super) fn wound(&mut self, id: &str, w: Wound, by: usize, out: &mut Out) {
        let Some(k) = self.idx(id) else { return };
        let mut w = w;
        if w == Wound::Light {
            let p = &mut self.pieces[k];
            p.strength = p.strength.saturating_sub(1);
            p.wounded = true;
            if p.strength == 0 {
                w = Wound::Serious;
            }
        }
        out.push((ev(SpEvent::BigManHit { unit: id.to_string(), wound: w }), Audience::All));
        if w != Wound::Light {
            if w == Wound::Killed {
                self.vp[by.min(1)] += 1;
            }
            self.remove_big_man(k);
        }
    }

    /// A Big Man leaves the game (out of it, killed or captured): his card notes the quality of the group he
    /// stood with, his men, whose quality his replacement rolls by.
    pub(super) fn remove_big_man(&mut self, k: usize) {
        let p = self.pieces.remove(k);
        let men = self.group_at(p.at).map(|g| &self.pieces[g]).filter(|g| g.side == p.side && g.is_group());
        let men = men.map(|g| g.quality);
        if let Some(n) = self.card_of(&p.id)
            && let CardOf::BigMan { quality, .. } = &mut self.cards[n as usize].of
        {
            *quality = men;
        }
        if self.act.leader.as_deref() == Some(p.id.as_str()) {
            self.act.points = 0;
        }
    }

    /// Men down: the group shrinks, or is destroyed with its last man (the enemy scores it).
    pub(super) fn lose_men(&mut self, j: usize, kills: u32, by: usize, out: &mut Out) {
        let p = &mut self.pieces[j];
        if kills >= u32::from(p.men) {
            let id = p.id.clone();
            let side = p.side;
            out.push((ev(SpEvent::Destroyed { unit: id }), Audience::All));
            self.gone(j, side, by);
        } else {
            p.men -= kills as u8;
        }
    }

    /// A group leaves the game (destroyed, routed off or surrendered): the enemy scores it.
    pub(super) fn gone(&mut self, j: usize, side: usize, by: usize) {
        self.leave_formation(j);
        let p = self.pieces.remove(j);
        self.act.set_dice(&p.id, 0);
        self.lost[side] += 1;
        self.vp[by.min(1)] += 1;
    }

    /// Distance from a hex to a side's home edge.
    pub(super) fn to_home(&self, ctx: Ctx, side: usize, c: Coord) -> i32 {
        self.home[side].distance(c, ctx.map.width as i32, ctx.map.height as i32)
    }

    /// Force group `j` (with its Big Men) `hexes` away from `from`, or toward home when routing. Falling back stops
    /// on entering cover when `stop_in_cover`. Returns false if it could not go the whole way (routers reaching
    /// the edge run off it instead).
    pub(super) fn forced_move(
        &mut self,
        ctx: Ctx,
        j: usize,
        hexes: u32,
        from: Option<Coord>,
        stop_in_cover: bool,
        out: &mut Out,
    ) -> bool {
        // A group forced back, or routing, leaves its formation.
        self.leave_formation(j);
        let side = self.pieces[j].side;
        let start = self.pieces[j].at;
        let mut cur = start;
        let mut path = Vec::new();
        let mut ok = true;
        for _ in 0..hexes {
            let score = |c: Coord| match from {
                Some(f) => (self.dist(c, f) as i32, -self.to_home(ctx, side, c)),
                None => (-self.to_home(ctx, side, c), 0),
            };
            let here = score(cur);
            let next = cur
                .neighbors(self.orientation)
                .into_iter()
                .filter(|&c| {
                    ctx.map.contains(c)
                        && ground_allows(ctx.setup.ruleset, ctx.map, c).is_ok()
                        && step_allows(ctx.setup.ruleset, ctx.map, cur, c).is_ok()
                        && !self.pieces.iter().any(|p| p.at == c && (p.side != side || !p.is_big_man()))
                        && score(c) > here
                })
                .max_by(|a, b| score(*a).cmp(&score(*b)).then(b.cmp(a)));
            match next {
                Some(c) => {
                    cur = c;
                    path.push(c);
                    if stop_in_cover && self.cover(ctx, c, None) != Cover::Open {
                        break;
                    }
                }
                None => {
                    ok = false;
                    break;
                }
            }
        }
        if cur != start {
            for k in self.riders(j) {
                self.pieces[k].at = cur;
                self.moved(out, k, start, &path);
            }
            // Falling back, a group keeps its face to the enemy it falls back from; routing, it runs the way it
            // goes.
            match from {
                Some(f) => self.face_toward(j, f),
                None => {
                    let before = if path.len() >= 2 { path[path.len() - 2] } else { start };
                    self.face_along(j, before, cur);
                }
            }
        }
        ok
    }

    /// The melee dice of piece `x` against `foe`: a die a man and a Big Man; `lead`, the Big Man who led the charge
    /// on his initiative, adds his status, and the other Big Men a die for every 2 points of status between them;
    /// two a quality level above the enemy, less shock; the troops' character; a column's supporting ranks (its own
    /// side's columns standing straight behind it, facing the same way); then the percentages, summed, once.
    pub fn melee_dice(&self, ctx: Ctx, x: usize, foe: usize, lead: Option<&str>, how: Fight) -> i32 {
        let (p, f) = (&self.pieces[x], &self.pieces[foe]);
        let bms: Vec<&SpPiece> =
            self.big_men_at(p.at).into_iter().map(|k| &self.pieces[k]).filter(|b| b.side == p.side).collect();
        let men = if p.is_group() { i32::from(p.men) } else { 0 };
        let mut d = men + bms.len() as i32;
        let (led, others): (Vec<&SpPiece>, Vec<&SpPiece>) = bms.into_iter().partition(|b| Some(b.id.as_str()) == lead);
        d += led.iter().map(|b| i32::from(b.st.status)).sum::<i32>();
        d += others.iter().map(|b| i32::from(b.st.status)).sum::<i32>() / 2;
        d += 2 * (p.quality.level() - f.quality.level()).max(0);
        d -= i32::from(p.shock);
        if p.is_group() {
            d += data::trait_dice(&p.markers) + self.supporting_ranks(x) as i32;
        }
        let fighter = |k: usize, against: Coord| {
            let q = &self.pieces[k];
            data::Fighter {
                kind: q.kind(),
                drill: q.drill(),
                loaded: q.loaded,
                lancers: q.markers.contains(&UnitMarker::Lancers),
                ground: self.cover(ctx, q.at, Some(against)),
                ready: q.drilled_turn < self.common.turn,
            }
        };
        let (me, them) = (fighter(x, f.at), fighter(foe, p.at));
        let c = data::Circumstances {
            defending: how.defending,
            cover: how.defending.then_some(me.ground),
            round: how.round,
            flank: how.defending && !self.in_front(x, f.at),
            ambushed: how.defending && self.act.ambushers.contains(&f.id),
            gallop: how.gallop,
        };
        data::apply_percent(d.max(0), data::melee_percent(&me, &them, &c))
    }

    /// The ranks behind a column: its side's groups in column, each straight behind the last and facing the same
    /// way (seed: +1 die a supporting rank).
    pub fn supporting_ranks(&self, x: usize) -> u32 {
        let p = &self.pieces[x];
        let (Some(f), true) = (p.facing, p.drill() == data::Drill::Column) else { return 0 };
        let (mut at, mut n) = (p.at, 0);
        loop {
            let Some(next) = at.neighbor(f.opposite(), self.orientation) else { return n };
            let rank = self.pieces.iter().any(|q| {
                q.at == next
                    && q.side == p.side
                    && q.is_group()
                    && q.carrier.is_none()
                    && q.drill() == data::Drill::Column
                    && q.facing == Some(f)
                    && !q.routing
            });
            if !rank || n >= 6 {
                return n;
            }
            n += 1;
            at = next;
        }
    }

    /// A melee between attacker `a` and the defenders `ds` (the target first, then the groups its side sent to help;
    /// or a Big Man alone). Each side's dice are summed over its groups; what one side deals is spread evenly over
    /// the other's groups, the target first.
    pub(super) fn melee(&mut self, ctx: Ctx, a: usize, ds: &[usize], gallop: bool, dice: &mut GameDice, out: &mut Out) {
        let Some(&d0) = ds.first() else { return };
        let ranks: [Vec<String>; 2] =
            [vec![self.pieces[a].id.clone()], ds.iter().map(|&d| self.pieces[d].id.clone()).collect()];
        let sides = [self.pieces[a].side, self.pieces[d0].side];
        // The Big Man in play leads the charge on his initiative when he stands with the charging group (on his
        // card it has dice only from him): his status and the fury he bought count, a die a point, for the whole
        // melee. A charge on a blind's dice, at Tiffin or without him is a mere bump: no initiative bonus.
        let lead = self.charge_leader(a);
        let fury = if lead.is_some() { i32::from(std::mem::take(&mut self.act.fury)) } else { 0 };
        let alive = |g: &SpGame, s: usize| -> Vec<usize> { ranks[s].iter().filter_map(|id| g.idx(id)).collect() };
        let count = |g: &SpGame, round: u8| {
            let (att, def) = (alive(g, 0), alive(g, 1));
            let (&a, &d) = (att.first()?, def.first()?);
            let defending = Fight { defending: true, round, gallop: false };
            let defence: i32 = def.iter().map(|&k| g.melee_dice(ctx, k, a, None, defending)).sum();
            let attacking = Fight { defending: false, round, gallop };
            Some([g.melee_dice(ctx, a, d, lead.as_deref(), attacking) + fury, defence])
        };
        let name = |s: usize| ranks[s].join(" + ");
        let Some(n) = count(self, 1) else { return };
        out.push((ev(SpEvent::Melee { attacker: name(0), defender: name(1), dice: n }), Audience::All));
        // Outdiced: 4:1 (3:1 against recruits) breaks the weaker side without a fight.
        for w in 0..2 {
            let q = alive(self, w).iter().map(|&k| self.pieces[k].quality).min().unwrap_or(data::Quality::Regular);
            if n[1 - w] >= (q.outdiced_ratio() as i32) * n[w].max(1) && n[1 - w] > 0 {
                out.push((ev(SpEvent::Outdiced { loser: name(w) }), Audience::All));
                let inches = u32::from(dice.die(6)) + u32::from(dice.die(6)) + u32::from(dice.die(6));
                for id in &ranks[w] {
                    let fall = FallBack {
                        hexes: data::forced_hexes(inches),
                        shock: 6,
                        restrain: 0,
                        double: false,
                        away: true,
                    };
                    self.lose_melee(ctx, id, (&ranks[1 - w][0], sides[1 - w]), fall, out);
                }
                return;
            }
        }
        for round in 1..=data::MELEE_ROUNDS {
            let Some(n) = count(self, round) else { return };
            let mut kills = [0u32; 2];
            let mut shock = [0u32; 2];
            for s in 0..2 {
                for _ in 0..n[s].max(0) {
                    match dice.die(6) {
                        6 => kills[s] += 1,
                        5 => shock[s] += 1,
                        _ => {}
                    }
                }
            }
            out.push((ev(SpEvent::MeleeRound { round, kills, shock }), Audience::All));
            // What each side dealt falls on the other, spread evenly over its groups.
            for s in 0..2 {
                let targets: Vec<String> = alive(self, 1 - s).iter().map(|&k| self.pieces[k].id.clone()).collect();
                let share = |total: u32, k: usize| {
                    total / targets.len() as u32 + u32::from((k as u32) < total % targets.len() as u32)
                };
                for (k, id) in targets.iter().enumerate() {
                    let Some(j) = self.idx(id) else { continue };
                    if self.pieces[j].is_group() {
                        let sh = share(shock[s], k).min(255) as u8;
                        self.pieces[j].shock = self.pieces[j].shock.saturating_add(sh);
                        self.lose_men(j, share(kills[s], k), sides[s], out);
                    } else if kills[s] > 0 {
                        out.push((ev(SpEvent::Captured { unit: id.clone() }), Audience::All));
                        self.vp[sides[s]] += 1;
                        self.remove_big_man(j);
                    }
                }
            }
            if alive(self, 0).is_empty() || alive(self, 1).is_empty() {
                return;
            }
            if kills[0] != kills[1] {
                let (w, l) = if kills[0] > kills[1] { (0, 1) } else { (1, 0) };
                let by = kills[w] - kills[l];
                out.push((ev(SpEvent::MeleeWon { winner: name(w), loser: name(l), by }), Audience::All));
                let (inf, cavalry, add) = data::melee_result(by);
                let restrain = match by {
                    1 => 0,
                    2 | 3 => 1,
                    _ => 2,
                };
                for id in &ranks[l] {
                    let cav = self.piece(id).is_some_and(|p| p.kind() == Kind::Cavalry);
                    let hexes = data::forced_hexes(if cav { cavalry } else { inf });
                    let fall = FallBack { hexes, shock: add as u8, restrain, double: by >= 4, away: false };
                    self.lose_melee(ctx, id, (&ranks[w][0], sides[w]), fall, out);
                }
                return;
            }
        }
        // Three tied rounds: both fall back 2".
        for s in 0..2 {
            let from = alive(self, 1 - s).first().map(|&k| self.pieces[k].at);
            for id in &ranks[s] {
                if let Some(k) = self.idx(id) {
                    self.forced_move(ctx, k, data::forced_hexes(2), from, false, out);
                }
            }
        }
    }

    /// The Big Man who leads group `a`'s charge on his initiative: the Big Man in play, standing with it.
    pub(super) fn charge_leader(&self, a: usize) -> Option<String> {
        let g = &self.pieces[a];
        let l = self.piece(self.act.leader.as_deref()?)?;
        (l.side == g.side && l.at == g.at && l.carrier.is_none()).then(|| l.id.clone())
    }

    /// The target's friends on the table that could join a melee against the attacker at `at`: groups in good
    /// enough order beside it.
    pub(super) fn helpers(&self, target: usize, at: Coord) -> Vec<usize> {
        let t = &self.pieces[target];
        (0..self.pieces.len())
            .filter(|&k| {
                let p = &self.pieces[k];
                k != target
                    && p.side == t.side
                    && p.is_group()
                    && p.on_table()
                    && !p.routing
                    && self.restraint(k) < 2
                    && self.dist(p.at, at) == 1
            })
            .collect()
    }

    /// The loser of a melee falls back `hexes` facing the winner with `shock` more (doubled when `double`) and may
    /// be restrained next turn; one that cannot get away surrenders (a lone Big Man is captured).
    fn lose_melee(&mut self, ctx: Ctx, loser: &str, (winner, by): (&str, usize), fall: FallBack, out: &mut Out) {
        let FallBack { hexes, shock, restrain, double, away } = fall;
        let Some(k) = self.idx(loser) else { return };
        if !self.pieces[k].is_group() {
            out.push((ev(SpEvent::Captured { unit: loser.to_string() }), Audience::All));
            self.vp[by] += 1;
            self.remove_big_man(k);
            return;
        }
        let p = &mut self.pieces[k];
        p.shock = if double { p.shock.saturating_mul(2).max(1) } else { p.shock.saturating_add(shock) };
        if restrain > 0 {
            p.restrained = restrain;
            p.restrained_turn = self.common.turn + 1;
        }
        let from = self.piece(winner).map(|p| p.at);
        let free = self.forced_move(ctx, k, hexes, from, false, out);
        // Outdiced, it gives way with its back to the enemy (seed); otherwise it falls back facing them.
        if away && let Some(f) = self.pieces[k].facing {
            self.pieces[k].facing = Some(f.opposite());
        }
        if !free && (double || shock == 6) {
            let side = self.pieces[k].side;
            out.push((ev(SpEvent::Surrendered { unit: loser.to_string() }), Audience::All));
            self.gone(k, side, by);
        }
    }
}

/// How a side comes to a melee: defending or charging (at the gallop?), and in which round.
#[derive(Debug, Clone, Copy)]
pub struct Fight {
    pub defending: bool,
    pub round: u8,
    pub gallop: bool,
}

/// How the loser of a melee falls back: `hexes` away, with `shock` more (doubled instead when `double`), and
/// restrained for `restrain` next turn.
struct FallBack {
    hexes: u32,
    shock: u8,
    restrain: u8,
    double: bool,
    /// It turns its back on the enemy (outdiced).
    away: bool,
}
