//! Sharp Practice's formations: groups of formed infantry standing side by side in line, or one behind another in column, joined into one formation by a Big Man's initiative; who belongs, forming up, leaving and disorder, moving the whole formation at its slowest group, and where its fire may go.

use super::data::{self, Drill, Kind};
use super::engine::{Out, ev, path_in};
use super::orders::SpEvent;
use super::state::*;
use crate::rules::engine::{Audience, Ctx};
use crate::rules::hex::Coord;
use crate::rules::movement::step_allows;
use crate::rules::setup::UnitMarker;
use std::collections::{BTreeMap, VecDeque};

impl SpGame {
    /// The groups of piece `i`'s formation, in board order; just `[i]` for a piece in none.
    pub fn members(&self, i: usize) -> Vec<usize> {
        let p = &self.pieces[i];
        match &p.formation {
            Some(f) => (0..self.pieces.len())
                .filter(|&k| self.pieces[k].side == p.side && self.pieces[k].formation.as_deref() == Some(f))
                .collect(),
            None => vec![i],
        }
    }

    /// The groups of piece `i`'s formation and where each stands from piece `i`, as hex offsets.
    fn shape(&self, i: usize) -> (Vec<usize>, Vec<hexx::Hex>) {
        let ms = self.members(i);
        let o = self.orientation;
        let from = self.pieces[i].at.to_hex(o);
        let offs = ms.iter().map(|&k| self.pieces[k].at.to_hex(o) - from).collect();
        (ms, offs)
    }

    /// May group `i` stand in a formation: formed infantry on the table, in line or column, in good order.
    fn may_form(&self, i: usize) -> bool {
        let p = &self.pieces[i];
        p.kind() == Kind::Line
            && p.on_table()
            && !p.routing
            && self.restraint(i) == 0
            && matches!(p.drill(), Drill::Line | Drill::Column)
    }

    /// Do groups `a` and `b` stand as one formation: beside each other, in the same drill, facing the same way; in
    /// line side by side (neither straight ahead of the other), in column one straight behind the other.
    pub(super) fn fits(&self, a: usize, b: usize) -> bool {
        let (p, q) = (&self.pieces[a], &self.pieces[b]);
        let o = self.orientation;
        if p.side != q.side || self.dist(p.at, q.at) != 1 || p.drill() != q.drill() || p.facing != q.facing {
            return false;
        }
        let Some(f) = p.facing.and_then(|f| f.index(o)) else { return false };
        let d = crate::rules::geometry::toward(p.at.to_hex(o), q.at.to_hex(o));
        let along = d == f || d == (f + 3) % 6;
        if p.drill() == Drill::Column { along } else { !along }
    }

    /// The groups the Big Man in play could form into one formation where he stands: the group he stands with and
    /// every group of his side joined to it, one beside the next, in the same drill and facing (and, when it is in a
    /// formation already, in that one or in none). Fewer than two: none.
    pub fn formable(&self, side: usize, at: Coord) -> Vec<usize> {
        let Some(g) = self.group_at(at).filter(|&g| self.pieces[g].side == side && self.may_form(g)) else {
            return Vec::new();
        };
        let mut set = vec![g];
        let mut q = VecDeque::from([g]);
        while let Some(a) = q.pop_front() {
            for b in 0..self.pieces.len() {
                let ok = !set.contains(&b)
                    && self.may_form(b)
                    && (self.pieces[b].formation.is_none() || self.pieces[b].formation == self.pieces[g].formation)
                    && self.fits(a, b);
                if ok {
                    set.push(b);
                    q.push_back(b);
                }
            }
        }
        set.sort_unstable();
        if set.len() < 2 || (self.pieces[g].formation.is_some() && set == self.members(g)) {
            return Vec::new();
        }
        set
    }

    /// Join `groups` into one new formation, each marked `Formed`.
    pub(super) fn join_formation(&mut self, groups: &[usize]) {
        self.formed += 1;
        let id = format!("formation-{}", self.formed);
        let old: Vec<String> = groups.iter().filter_map(|&k| self.pieces[k].formation.clone()).collect();
        for &k in groups {
            let p = &mut self.pieces[k];
            p.formation = Some(id.clone());
            if !p.markers.contains(&UnitMarker::Formed) {
                p.markers.push(UnitMarker::Formed);
            }
        }
        // A group left alone in a formation it was taken from stands in none.
        for f in old {
            let rest: Vec<usize> =
                (0..self.pieces.len()).filter(|&k| self.pieces[k].formation.as_deref() == Some(f.as_str())).collect();
            if let [k] = rest[..] {
                self.pieces[k].formation = None;
                self.pieces[k].markers.retain(|m| *m != UnitMarker::Formed);
            }
        }
    }

    /// Group `i` leaves its formation (forced back, its drill changed, destroyed); a formation left with one group
    /// is a formation no longer.
    pub(super) fn leave_formation(&mut self, i: usize) {
        let rest: Vec<usize> = self.members(i).into_iter().filter(|&k| k != i).collect();
        let p = &mut self.pieces[i];
        p.formation = None;
        p.markers.retain(|m| *m != UnitMarker::Formed);
        if rest.len() == 1 {
            let q = &mut self.pieces[rest[0]];
            q.formation = None;
            q.markers.retain(|m| *m != UnitMarker::Formed);
        }
    }

    /// The formation of group `i` falls into disorder: its groups stand alone until a Big Man forms them again.
    pub(super) fn disorder(&mut self, i: usize, out: &mut Out) {
        if self.pieces[i].formation.is_none() {
            return;
        }
        let ms = self.members(i);
        let units = ms.iter().map(|&k| self.pieces[k].id.clone()).collect();
        for &k in &ms {
            let p = &mut self.pieces[k];
            p.formation = None;
            p.markers.retain(|m| *m != UnitMarker::Formed);
        }
        out.push((ev(SpEvent::Disordered { units }), Audience::All));
    }

    /// Have the ranks of group `i`'s formation been opened this turn (friends pass without disordering it)?
    pub fn ranks_open(&self, i: usize) -> bool {
        self.pieces[i].ranks_open == self.common.turn
    }

    /// Groups of a scenario (on the table, or just out of a blind) marked `Formed` that stand as one formation are
    /// joined into it; a group marked so that stands with no other loses the mark.
    pub(super) fn form_marked(&mut self, among: &[usize]) {
        let marked: Vec<usize> = among
            .iter()
            .copied()
            .filter(|&k| self.pieces[k].markers.contains(&UnitMarker::Formed) && self.pieces[k].formation.is_none())
            .collect();
        let mut done: Vec<usize> = Vec::new();
        for &g in &marked {
            if done.contains(&g) {
                continue;
            }
            let mut set = vec![g];
            let mut q = VecDeque::from([g]);
            while let Some(a) = q.pop_front() {
                for &b in &marked {
                    if !set.contains(&b) && self.may_form(b) && self.fits(a, b) {
                        set.push(b);
                        q.push_back(b);
                    }
                }
            }
            set.sort_unstable();
            done.extend(&set);
            if set.len() < 2 || !self.may_form(g) {
                for &k in &set {
                    self.pieces[k].markers.retain(|m| *m != UnitMarker::Formed);
                }
                continue;
            }
            self.join_formation(&set);
        }
    }

    /// Where the formation of group `i` may go with these movement dice, as the hex its group `i` reaches and the
    /// path it takes there: the whole formation steps together, keeping its shape and facing. It moves at its
    /// slowest group (the fewest inches of any, less the inches its turning cost on this card), the roughest
    /// ground any of its groups crosses counts for all, each obstacle any of them crosses is paid once in dice, an
    /// enemy it can see in any group's way blocks, and every group must end where it could stop alone.
    pub fn reach_formation(&self, ctx: Ctx, i: usize, dice: &[u8], bonus: i8) -> BTreeMap<Coord, Vec<Coord>> {
        let (ms, offs) = self.shape(i);
        let o = self.orientation;
        let side = self.pieces[i].side;
        let anchor = self.pieces[i].at;
        let at = |c: Coord, m: usize| Coord::from_hex(c.to_hex(o) + offs[m], o);
        let pen = |c: Coord| ctx.map.terrain(c).and_then(|t| data::terrain_penalty(t, false));
        let mut found: BTreeMap<Coord, Vec<Coord>> = BTreeMap::new();
        let Some(start_pen) = ms.iter().map(|&k| pen(self.pieces[k].at)).try_fold(0u8, |a, p| p.map(|p| a.max(p)))
        else {
            return found;
        };
        let lost = self.wheel_of(i);
        let slowest = |p: u8, paid: usize| {
            ms.iter().map(|&k| self.inches(k, dice, bonus, p, paid)).min().unwrap_or(0).saturating_sub(lost)
                / data::INCHES_PER_HEX
        };
        // A group with more shock than men may not end nearer the enemy, in a formation as alone.
        let near: Vec<Option<u32>> = ms
            .iter()
            .map(|&k| {
                let q = &self.pieces[k];
                if q.shock > q.men { self.nearest_enemy(side, q.at).map(|(d, _)| d) } else { None }
            })
            .collect();
        let may_end = |c: Coord| {
            (0..ms.len()).all(|m| {
                let x = at(c, m);
                let closer = near[m].is_some_and(|d| self.nearest_enemy(side, x).is_some_and(|(d2, _)| d2 < d));
                !closer
                    && !self.seen_enemy_at(side, x)
                    && !self.pieces.iter().enumerate().any(|(k, q)| {
                        q.side == side && q.at == x && q.carrier.is_none() && !q.is_big_man() && !ms.contains(&k)
                    })
            })
        };
        for p in start_pen..=2u8 {
            let best = self.search(anchor, dice.len(), slowest(p, 0), |c, nb| {
                let mut cost = 0usize;
                for m in 0..ms.len() {
                    let (a, b) = (at(c, m), at(nb, m));
                    if !ctx.map.contains(b)
                        || step_allows(ctx.setup.ruleset, ctx.map, a, b).is_err()
                        || pen(b).is_none_or(|x| x > p)
                        || self.seen_enemy_at(side, b)
                    {
                        return None;
                    }
                    if let Some(h) = ctx.map.hexside_between(a, b) {
                        cost = cost.max(usize::from(data::obstacle_dice(h.kind, false)?));
                    }
                }
                Some(cost)
            });
            for (&(c, k), &(steps, _)) in &best {
                if steps == 0 || found.contains_key(&c) || steps > slowest(p, k) || !may_end(c) {
                    continue;
                }
                found.insert(c, path_in(&best, anchor, (c, k)));
            }
        }
        found
    }

    /// Where piece `i` may go with these movement dice: its formation's reach when it stands in one, else its own.
    pub fn destinations(&self, ctx: Ctx, i: usize, dice: &[u8], bonus: i8) -> BTreeMap<Coord, Vec<Coord>> {
        if self.pieces[i].formation.is_some() {
            self.reach_formation(ctx, i, dice, bonus)
        } else {
            self.reach(ctx, i, dice, bonus)
        }
    }

    /// Move the formation of group `i` along `path` (group `i`'s hexes; the others keep their places beside it),
    /// each with its Big Men. An unseen enemy in any group's way stops the whole formation a step before, and is
    /// uncovered. Returns the hex group `i` reached.
    pub(super) fn walk_formation(&mut self, ctx: Ctx, i: usize, path: &[Coord], out: &mut Out) -> Coord {
        let (ms, offs) = self.shape(i);
        let o = self.orientation;
        let side = self.pieces[i].side;
        let from = self.pieces[i].at;
        let at = |c: Coord, m: usize| Coord::from_hex(c.to_hex(o) + offs[m], o);
        let mut end = from;
        let mut taken = Vec::new();
        let mut bumped = None;
        for &c in path {
            let hit = (0..ms.len())
                .map(|m| at(c, m))
                .find(|&x| self.pieces.iter().any(|p| p.side != side && p.at == x && p.carrier.is_none()));
            if hit.is_some() {
                bumped = hit;
                break;
            }
            end = c;
            taken.push(c);
        }
        // Stopped short by a bump where a group of it could not stop (a friend there): it stays put.
        let blocked = |c: Coord| {
            (0..ms.len()).any(|m| {
                let x = at(c, m);
                self.pieces
                    .iter()
                    .enumerate()
                    .any(|(k, q)| q.at == x && q.carrier.is_none() && !q.is_big_man() && !ms.contains(&k))
            })
        };
        if end != from && blocked(end) {
            end = from;
            taken.clear();
        }
        if end != from {
            let moving: Vec<(usize, Vec<usize>)> = (0..ms.len()).map(|m| (m, self.riders(ms[m]))).collect();
            let starts: Vec<Coord> = ms.iter().map(|&k| self.pieces[k].at).collect();
            for (m, riders) in &moving {
                for &k in riders {
                    self.pieces[k].at = at(end, *m);
                }
            }
            for (m, riders) in &moving {
                let p: Vec<Coord> = taken.iter().map(|&c| at(c, *m)).collect();
                for &k in riders {
                    self.moved(out, k, starts[*m], &p);
                }
            }
            let steps: Vec<_> = taken.iter().map(|&c| c.to_hex(o) - from.to_hex(o)).collect();
            self.pass_through(i, &ms, &starts, &steps, out);
        }
        if let Some(c) = bumped {
            self.uncover_at(ctx, side, c, out);
        }
        end
    }

    /// Groups `movers` (group `i` and the rest of its formation, or `i` alone) went from `starts` by `steps`
    /// (offsets from where each started, the last where they stopped). Friends they passed through on the way fall
    /// into disorder if in a formation with its ranks closed, and so does the movers' own formation if it passed
    /// through friends with its own ranks closed.
    pub(super) fn pass_through(
        &mut self,
        i: usize,
        movers: &[usize],
        starts: &[Coord],
        steps: &[hexx::Hex],
        out: &mut Out,
    ) {
        let o = self.orientation;
        let side = self.pieces[i].side;
        let ids: Vec<String> = movers.iter().map(|&k| self.pieces[k].id.clone()).collect();
        let mut passed: Vec<String> = Vec::new();
        for start in starts {
            for s in &steps[..steps.len().saturating_sub(1)] {
                let c = Coord::from_hex(start.to_hex(o) + *s, o);
                for q in &self.pieces {
                    if q.side == side && q.at == c && q.is_group() && q.carrier.is_none() && !ids.contains(&q.id) {
                        passed.push(q.id.clone());
                    }
                }
            }
        }
        if passed.is_empty() {
            return;
        }
        let mover_open = self.ranks_open(i);
        for id in passed {
            if let Some(k) = self.idx(&id)
                && self.pieces[k].formation.is_some()
                && !self.ranks_open(k)
            {
                self.disorder(k, out);
            }
        }
        if let Some(i) = self.idx(&ids[0])
            && self.pieces[i].formation.is_some()
            && !mover_open
        {
            self.disorder(i, out);
        }
    }

    /// Inches the formation of group `i` has lost on the card in play to turning.
    pub fn wheel_of(&self, i: usize) -> u32 {
        let Some(f) = &self.pieces[i].formation else { return 0 };
        self.act.wheeled.iter().find(|(x, _)| x == f).map_or(0, |(_, n)| u32::from(*n))
    }

    /// Is hex `c` straight ahead of piece `i`, within 30° of the way it faces: where a line formation fires.
    pub fn straight_ahead(&self, i: usize, c: Coord) -> bool {
        let p = &self.pieces[i];
        let Some(f) = p.facing.and_then(|f| f.index(self.orientation)) else { return true };
        let o = self.orientation;
        let (dot, rear) = crate::rules::geometry::facing_terms(p.at.to_hex(o), f, c.to_hex(o));
        dot > 0 && rear >= 0
    }

    /// Does group `i` fire as part of a line formation (straight ahead only)?
    pub fn fires_straight(&self, i: usize) -> bool {
        let p = &self.pieces[i];
        p.formation.is_some() && p.drill() == Drill::Line
    }
}
