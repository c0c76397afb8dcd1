//! Sharp Practice's legal orders: what the card in play allows (the Big Man's initiative, each unit's action dice, a blind's troops leaving it), where a rolled move may end, what may be fired on and where to look for hidden troops, all from what the acting side may know.

use super::data::{self, Cover};
use super::orders::SpOrder;
use super::state::{Roster, SpGame};
use crate::rules::engine::Ctx;
use crate::rules::hex::{Coord, Dir};

/// Extra dice or points a spotting attempt may add, at most (the offer is kept short; the rules allow more).
pub const MAX_EXTRA: u8 = 1;
/// How far the spotting offers reach: 36" (proposal; nothing is hidden from a look farther off, it is just long odds).
pub const SPOT_HEXES: u32 = 12;

impl SpGame {
    /// Hexes `side` may look into from `from`: enemy blinds, and cover that might hide men (not holding its own
    /// troops or an enemy on the table), in sight.
    pub fn spot_targets(&self, ctx: Ctx, side: usize, from: Coord) -> Vec<Coord> {
        let mut v: Vec<Coord> = Vec::new();
        // Per map hex, found once: an enemy blind there; a piece there that leaves nothing to spot (one of ours, or
        // an enemy on the table).
        let map = ctx.map;
        let (mut blind, mut shown) = (vec![false; map.terrain.len()], vec![false; map.terrain.len()]);
        for p in &self.pieces {
            let Some(k) = map.index(p.at) else { continue };
            blind[k] |= p.side != side && p.is_blind();
            shown[k] |= p.side == side || p.on_table();
        }
        let blockers = self.sight_blockers(ctx, side);
        for (k, c) in map.all_coords().enumerate() {
            let d = self.dist(from, c);
            if d == 0 || d > SPOT_HEXES {
                continue;
            }
            let cover = blind[k] || (self.cover(ctx, c, None) != Cover::Open && !shown[k]);
            if cover && self.sight_through(ctx, &blockers, from, c) {
                v.push(c);
            }
        }
        v
    }

    pub(super) fn legal_orders(&self, ctx: Ctx, side: usize, out: &mut Vec<SpOrder>) {
        if let Some(al) = &self.allocating {
            for g in al.offered.iter().filter(|g| !al.joined.contains(g)) {
                out.push(SpOrder::Join { group: g.clone() });
            }
            out.push(SpOrder::Fight);
            return;
        }
        if let Some(r) = &self.rolled {
            let Some(i) = self.idx(&r.unit) else { return };
            let reach = self.destinations(ctx, i, &r.dice, r.bonus);
            for &to in reach.keys() {
                out.push(SpOrder::Go { unit: r.unit.clone(), to });
            }
            if self.pieces[i].is_group() && self.restraint(i) == 0 {
                for &to in reach.keys() {
                    for j in self.contacts(side, to) {
                        out.push(SpOrder::Charge { unit: r.unit.clone(), to, target: self.pieces[j].id.clone() });
                    }
                }
            }
            out.push(SpOrder::Halt { unit: r.unit.clone() });
            return;
        }
        if let Some(l) = self.act.leader.as_deref().and_then(|l| self.idx(l)).filter(|_| self.act.points > 0) {
            let bm = &self.pieces[l];
            for (g, p) in self.pieces.iter().enumerate() {
                if p.side != side || !p.is_group() || p.carrier.is_some() {
                    continue;
                }
                if !p.activated && !p.routing && self.dist(bm.at, p.at) <= data::COMMAND_HEXES {
                    out.push(SpOrder::Activate { group: p.id.clone() });
                }
                if p.shock > 0 && self.dist(bm.at, p.at) <= 1 {
                    out.push(SpOrder::Rally { group: p.id.clone() });
                }
                let _ = g;
            }
            out.push(SpOrder::Move { unit: bm.id.clone(), dice: 2 });
            if !self.formable(side, bm.at).is_empty() {
                out.push(SpOrder::FormUp);
            }
            // Fury is worth buying only with a group beside him that could charge.
            if self.act.dice.iter().any(|(u, _)| self.piece(u).is_some_and(|p| p.is_group() && p.at == bm.at)) {
                out.push(SpOrder::Fury);
            }
            for (i, p) in self.pieces.iter().enumerate() {
                if p.side == side && self.dist(bm.at, p.at) <= data::COMMAND_HEXES {
                    for (j, t) in self.pieces.iter().enumerate() {
                        if t.side != side && self.marksman(ctx, i, j).is_ok() {
                            out.push(SpOrder::Marksman { unit: p.id.clone(), target: t.id.clone() });
                        }
                    }
                }
            }
            for at in self.spot_targets(ctx, side, bm.at) {
                for extra in 0..self.act.points.min(MAX_EXTRA + 1) {
                    out.push(SpOrder::Spot { unit: bm.id.clone(), at, extra });
                }
            }
        }
        for (unit, d) in &self.act.dice {
            let Some(i) = self.idx(unit) else { continue };
            let p = &self.pieces[i];
            if p.side != side {
                continue;
            }
            if p.is_blind() && !self.act.blind_used && !self.carried(&p.id).is_empty() {
                out.push(SpOrder::Reveal { blind: p.id.clone() });
            }
            if p.is_blind() && self.ambush[side] > 0 {
                for to in ctx.map.all_coords() {
                    if self.dist(p.at, to) <= data::AMBUSH_HEXES && self.check_ambush(ctx, side, i, to).is_ok() {
                        out.push(SpOrder::Ambush { blind: p.id.clone(), to });
                    }
                }
            }
            if p.kind() == data::Kind::Gun {
                if p.limbered() && p.unlimbering.is_none() {
                    out.push(SpOrder::Unlimber { unit: unit.clone() });
                } else if !p.limbered() {
                    out.push(SpOrder::Limber { unit: unit.clone() });
                }
            }
            if p.formation.is_some() && !self.ranks_open(i) {
                out.push(SpOrder::OpenRanks { unit: unit.clone() });
            }
            let gun_deployed = p.kind() == data::Kind::Gun && !p.limbered();
            let square = p.drill() == data::Drill::Square;
            if p.is_group() && !p.routing && !square {
                let o = self.orientation;
                for f in Dir::all(o) {
                    if p.facing.is_some() && p.facing != Some(f) {
                        out.push(SpOrder::Face { unit: unit.clone(), facing: f });
                    }
                }
            }
            if p.kind() == data::Kind::Line && !p.routing && self.restraint(i) == 0 && *d >= data::DRILL_DICE {
                for drill in [data::Drill::Line, data::Drill::Column, data::Drill::Square] {
                    if drill != p.drill() {
                        out.push(SpOrder::Form { unit: unit.clone(), drill });
                    }
                }
            }
            if self.restraint(i) == 0 && !p.routing && !gun_deployed && !square {
                for k in 1..=*d {
                    out.push(SpOrder::Move { unit: unit.clone(), dice: k });
                }
                if p.kind() == data::Kind::Cavalry && !self.must_walk(i) {
                    for k in 1..=*d {
                        out.push(SpOrder::Gallop { unit: unit.clone(), dice: k });
                    }
                }
            }
            if p.is_group() && self.restraint(i) < 2 {
                for (j, t) in self.pieces.iter().enumerate() {
                    if t.side != side && t.on_table() && t.is_group() && self.volley(ctx, i, j, false).is_ok() {
                        out.push(SpOrder::Fire { unit: unit.clone(), target: t.id.clone(), led: false });
                        if self.leads(i) {
                            out.push(SpOrder::Fire { unit: unit.clone(), target: t.id.clone(), led: true });
                        }
                    }
                }
                if !p.loaded && *d >= self.reload_cost(ctx, i) {
                    out.push(SpOrder::Reload { unit: unit.clone() });
                }
                if !p.loaded && p.weapon() == data::Weapon::Rifle {
                    out.push(SpOrder::RapidLoad { unit: unit.clone() });
                }
            }
            if !p.routing {
                for at in self.spot_targets(ctx, side, p.at) {
                    for extra in 0..(*d).min(MAX_EXTRA + 1) {
                        out.push(SpOrder::Spot { unit: unit.clone(), at, extra });
                    }
                }
            }
        }
        out.push(SpOrder::Done);
    }

    /// May the Big Man in play lend his initiative to group `i`'s fire (a point left, and beside it or with it)?
    pub(super) fn leads(&self, i: usize) -> bool {
        self.act.points > 0
            && self
                .act
                .leader
                .as_deref()
                .and_then(|l| self.piece(l))
                .is_some_and(|l| self.dist(l.at, self.pieces[i].at) <= 1)
    }
}
