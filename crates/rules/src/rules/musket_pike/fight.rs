//! Musket & Pike fire and close combat: who may fire at whom (weapon, range, front arc, sight, reload markers), the column and modifiers of a volley, casualty points, morale checks, leaders falling with their units, units destroyed or taken for the victory points, and the close-combat roll-off with its results.

use super::data::{self, Column, Kind, Weapon};
use super::orders::{MpEvent, MpRefusal as R};
use super::state::*;
use crate::rules::dice::GameDice;
use crate::rules::engine::{Audience, Ctx, Outcome};
use crate::rules::hex::Coord;
use crate::rules::los::{LosContext, Verdict, line_of_sight};
use crate::rules::terrain::Terrain;

/// A volley as it would be fired: its column and the modifier to the die.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Volley {
    pub column: Column,
    pub modifier: i32,
}

/// A close combat as it would be fought: both modifiers, and whether the attacker has impetus.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Clash {
    pub attack: i32,
    pub defence: i32,
    pub impetus: bool,
}

/// A d10 read 0 to 9.
pub fn d10(dice: &mut GameDice) -> u8 {
    dice.below_or_at(9) as u8
}

fn ev(e: MpEvent) -> (Outcome, Audience) {
    (Outcome::Rules(e.into()), Audience::All)
}

impl MpGame {
    /// Can unit `i` fire at `j` now, and how: the checks in the order a player would ask them.
    pub fn volley(&self, ctx: Ctx, i: usize, j: usize, salvo: bool) -> Result<Volley, R> {
        let (p, t) = (&self.pieces[i], &self.pieces[j]);
        let unit = || p.id.clone();
        let Some((weapon, range)) = p.kind.fire() else { return Err(R::CannotFire { unit: unit() }) };
        if p.morale == Morale::Broken {
            return Err(R::Broken { unit: unit() });
        }
        if salvo && !p.kind.is_heavy() {
            return Err(R::CannotFire { unit: unit() });
        }
        if p.salvo || p.pistols || p.gun_fired {
            return Err(R::AlreadyFired { unit: unit() });
        }
        if p.gun_moved {
            return Err(R::CannotFire { unit: unit() });
        }
        if t.side == p.side || t.leader() {
            return Err(R::NotAnEnemy { target: t.id.clone() });
        }
        let d = self.dist(p.at, t.at);
        if d > range {
            return Err(R::OutOfRange { unit: unit(), target: t.id.clone(), range });
        }
        if self.arc_of(i, j) != Arc::Front {
            return Err(R::NotInFront { unit: unit(), target: t.id.clone() });
        }
        // Units block sight in this ruleset, friend and foe alike.
        let occ = ctx.los.occupancy(self.pieces.iter().map(|q| q.at));
        let seen = line_of_sight(ctx.los, &LosContext { occupied: &occ }, p.at, t.at, false);
        let hindrance = match seen.verdict {
            Verdict::Blocked(_) => return Err(R::NoSight { unit: unit(), target: t.id.clone() }),
            Verdict::Hindered { applied, .. } => i32::from(applied),
            Verdict::Clear => 0,
        };
        let flank = self.arc_of(j, i) != Arc::Front;
        let column = match weapon {
            _ if salvo => Column::Salvo,
            Weapon::Musket | Weapon::Gun if flank => Column::Flank,
            Weapon::Musket | Weapon::Gun => Column::Front,
            Weapon::Carbine => Column::Musketeers,
            Weapon::Pistol => Column::Pistol,
        };
        let free = if weapon == Weapon::Gun { data::fire::GUN_FREE_RANGE } else { 1 };
        let mut modifier = d.saturating_sub(free) as i32 * data::fire::PER_HEX + hindrance;
        let cover = matches!(ctx.map.terrain(t.at), Some(Terrain::Forest | Terrain::Town | Terrain::Building));
        if cover || self.holds_against(j, i) {
            modifier += data::fire::COVER;
        }
        if p.morale == Morale::Shaken {
            modifier += data::fire::SHAKEN;
        }
        if t.kind.is_double() {
            modifier += data::fire::DOUBLE;
        }
        if p.kind.is_double() {
            modifier += data::fire::DOUBLE;
        }
        Ok(Volley { column, modifier })
    }

    /// Fire volley `v` (as `volley` found it): roll, read the column, mark the firer, and apply the hits and the
    /// morale check.
    pub fn fire(&mut self, i: usize, j: usize, v: Volley, dice: &mut GameDice, out: &mut Out) {
        let salvo = v.column == Column::Salvo;
        let die = d10(dice);
        let total = i32::from(die) + v.modifier;
        let res = data::fire_result(v.column, total);
        let roll = Roll { what: RollKind::Fire, die, modifier: v.modifier, need: total, success: res.hits > 0 };
        let (unit, target) = (self.pieces[i].id.clone(), self.pieces[j].id.clone());
        self.record(&unit, roll.clone());
        out.push(ev(MpEvent::Fired {
            unit: unit.clone(),
            target: target.clone(),
            column: v.column,
            roll,
            hits: res.hits,
            check: res.check,
        }));
        let p = &mut self.pieces[i];
        match p.kind {
            Kind::Horse => p.pistols = true,
            k if k.is_gun() => p.gun_fired = true,
            _ if salvo => p.salvo = true,
            _ => {}
        }
        if !self.hit(&target, res.hits, false, dice, out) && res.check {
            self.morale_check(&target, dice, out);
        }
    }

    /// Unit `id` takes `n` casualty points; a leader with it may fall. True if it is destroyed (`captured`: a gun
    /// beaten in close combat so that it must fall back is taken rather than destroyed; only `melee` says so).
    pub fn hit(&mut self, id: &str, n: u8, captured: bool, dice: &mut GameDice, out: &mut Out) -> bool {
        let Some(j) = self.idx(id) else { return false };
        if n == 0 {
            return false;
        }
        if let Some(l) = self.leader_with(j) {
            let die = d10(dice);
            let leader = self.pieces[l].id.clone();
            let falls = die >= data::LEADER_FALLS_ON;
            self.record(&leader, Roll { what: RollKind::Leader, die, modifier: 0, need: 8, success: !falls });
            if falls {
                out.push(ev(MpEvent::LeaderFalls { leader: leader.clone(), die }));
                let p = self.pieces.remove(l);
                self.fallen.push(p);
            }
        }
        let Some(j) = self.idx(id) else { return false };
        let p = &mut self.pieces[j];
        p.hits = p.hits.saturating_add(n).min(p.max);
        out.push(ev(MpEvent::Hit { unit: id.to_string(), hits: n, total: p.hits, max: p.max }));
        if p.hits >= p.max {
            self.destroy(j, captured, out);
            return true;
        }
        false
    }

    /// Unit `j` is gone: the other side scores it.
    pub fn destroy(&mut self, j: usize, captured: bool, out: &mut Out) {
        let p = self.pieces.remove(j);
        let captured = captured && p.kind.taken_when_forced_back();
        let vp = p.kind.vp_lost(captured);
        out.push(ev(MpEvent::Destroyed { unit: p.id.clone(), captured, vp }));
        self.losses.push(Loss { id: p.core.id, side: p.core.side, vp, command: p.command });
    }

    /// A morale check: d10 + 1 per two casualty points, −1 with a leader beside or with it, passes at or under
    /// the morale rating; a failure makes the unit one state worse.
    pub fn morale_check(&mut self, id: &str, dice: &mut GameDice, out: &mut Out) {
        let Some(j) = self.idx(id) else { return };
        let modifier = self.morale_modifier(j);
        let die = d10(dice);
        let need = i32::from(self.pieces[j].kind.morale());
        let success = i32::from(die) + modifier <= need;
        let p = &mut self.pieces[j];
        if !success {
            p.morale = if p.morale == Morale::Good { Morale::Shaken } else { Morale::Broken };
        }
        let (now, roll) = (p.morale, Roll { what: RollKind::Morale, die, modifier, need, success });
        self.record(id, roll.clone());
        out.push(ev(MpEvent::MoraleCheck { unit: id.to_string(), roll, now }));
    }

    pub fn morale_modifier(&self, j: usize) -> i32 {
        let p = &self.pieces[j];
        let mut m = i32::from(p.hits / 2) * data::MORALE_PER_TWO_HITS;
        if self.leader_near(j) {
            m += data::MORALE_LEADER;
        }
        m
    }

    /// The close combat of attacker `i` on defender `j`, as it would be fought now.
    pub fn clash(&self, ctx: Ctx, i: usize, j: usize) -> Clash {
        let (a, d) = (&self.pieces[i], &self.pieces[j]);
        let across = ctx.map.hexside_between(a.at, d.at).is_some_and(|h| h.reciprocal);
        let impetus = a.horse()
            && a.moved >= data::melee::IMPETUS_HEXES
            && !a.crossed
            && self.order_of(i) == Some(super::data::Standing::Charge);
        let mut attack = 0;
        if impetus {
            attack += data::melee::IMPETUS;
        }
        if self.arc_of(j, i) != Arc::Front {
            attack += data::melee::FLANK;
        }
        if a.horse() && d.kind.is_heavy() && d.morale == Morale::Good && self.arc_of(j, i) == Arc::Front {
            attack += data::melee::HORSE_ON_FOOT;
        }
        if across {
            attack += data::melee::ACROSS;
        }
        let own = |k: usize| {
            let p = &self.pieces[k];
            let mut m = i32::from(p.hits / 2) * data::melee::PER_TWO_HITS;
            if p.morale == Morale::Shaken {
                m += data::melee::SHAKEN;
            }
            if self.leader_with(k).is_some() {
                m += data::melee::LEADER;
            }
            m
        };
        Clash { attack: attack + own(i), defence: own(j), impetus }
    }

    /// Fight it out: both roll, the lower total wins, and the loser suffers by the margin.
    pub fn melee(&mut self, ctx: Ctx, i: usize, j: usize, dice: &mut GameDice, out: &mut Out) {
        let c = self.clash(ctx, i, j);
        let (ad, dd) = (d10(dice), d10(dice));
        let (at, dt) = (i32::from(ad) + c.attack, i32::from(dd) + c.defence);
        let (att, def) = (self.pieces[i].id.clone(), self.pieces[j].id.clone());
        let (winner, loser) = match at.cmp(&dt) {
            std::cmp::Ordering::Less => (Some(att.clone()), Some(def.clone())),
            std::cmp::Ordering::Greater => (Some(def.clone()), Some(att.clone())),
            std::cmp::Ordering::Equal => (None, None),
        };
        let attack = Roll { what: RollKind::Melee, die: ad, modifier: c.attack, need: dt, success: at < dt };
        let defence = Roll { what: RollKind::Melee, die: dd, modifier: c.defence, need: at, success: dt < at };
        self.record(&att, attack.clone());
        self.record(&def, defence.clone());
        self.pieces[i].attacked = true;
        out.push(ev(MpEvent::Melee {
            attacker: att.clone(),
            defender: def.clone(),
            attack,
            defence,
            winner: winner.clone(),
        }));
        let margin = (at - dt).abs();
        let res = data::melee_result(margin);
        let (Some(w), Some(l)) = (winner, loser) else {
            self.hit(&att, res.loser_hits, false, dice, out);
            self.hit(&def, res.loser_hits, false, dice, out);
            return;
        };
        let from = self.idx(&l).map(|k| self.pieces[k].at);
        let away = self.idx(&w).map_or(Coord(0, 0), |k| self.pieces[k].at);
        if res.winner_hit_with_impetus && c.impetus && w == att {
            self.hit(&w, 1, false, dice, out);
        }
        // A gun (or wagons) cannot fall back: beaten so that it must, it is taken. Beaten by less, it takes its hits
        // like any unit, and one whose track fills is destroyed, not taken: it was not forced back.
        let gun = self.idx(&l).is_some_and(|k| self.pieces[k].kind.taken_when_forced_back());
        if gun && res.retreat > 0 {
            if let Some(k) = self.idx(&l) {
                let left = self.pieces[k].left();
                self.hit(&l, left, true, dice, out);
            }
        } else if !self.hit(&l, res.loser_hits, false, dice, out) {
            if res.broken {
                if let Some(k) = self.idx(&l) {
                    self.pieces[k].morale = Morale::Broken;
                }
            } else if res.check {
                self.morale_check(&l, dice, out);
            }
            if res.retreat > 0
                && let Some(k) = self.idx(&l)
            {
                let short = self.retreat(ctx, k, away, res.retreat, out);
                self.hit(&l, short, false, dice, out);
            }
        }
        // The attacker that won may take the hex its enemy left.
        if w == att
            && res.advance
            && let Some(to) = from.filter(|c| self.unit_at(*c).is_none() && self.any_at(*c).next().is_none())
            && self.idx(&att).is_some()
        {
            self.winner = Some(att);
            self.phase = Phase::Advance { to };
        }
    }

    /// Each side's victory points: what it took from the other side (`taken`) and the objectives it controls
    /// (a secret one only once revealed).
    pub fn vp(&self) -> [u32; 2] {
        let v = self.common.compute_scores(&self.taken());
        [v[0], v.get(1).copied().unwrap_or(0)]
    }

    /// Victory points taken from the other side: its losses and its casualty points still on the map (horse and
    /// heavy foot).
    pub fn taken(&self) -> [u32; 2] {
        let mut v = [0u32; 2];
        for l in &self.losses {
            v[1 - l.side.min(1)] += l.vp;
        }
        for p in &self.pieces {
            v[1 - p.side.min(1)] += u32::from(p.hits) * p.kind.vp_per_casualty();
        }
        v
    }

    /// Units lost or broken per side, double foot counting two.
    pub fn lost(&self) -> [u32; 2] {
        let mut now = [0u32; 2];
        for p in &self.pieces {
            if p.morale != Morale::Broken {
                now[p.side] += p.kind.weight();
            }
        }
        [self.start[0].saturating_sub(now[0]), self.start[1].saturating_sub(now[1])]
    }
}
