//! Sharp Practice's movement and hiding: events told to each side under the names it knows, movement by dice (terrain lost per die, obstacles paid in dice, friends passed freely, bumping into the unseen), blinds revealed or found empty, troops hiding in cover, and spotting in which an empty wood looks exactly like a failed attempt.

use super::data::{self, Cover, Kind};
use super::orders::SpEvent;
use super::state::*;
use crate::rules::dice::GameDice;
use crate::rules::engine::{Audience, Ctx, Outcome};
use crate::rules::hex::Coord;
use crate::rules::movement::step_allows;
use crate::rules::setup::UnitMarker;
use std::collections::{BTreeMap, VecDeque};

pub type Out = Vec<(Outcome, Audience)>;

pub fn ev(e: SpEvent) -> Outcome {
    Outcome::Rules(e.into())
}

/// A breadth-first search of moves over (hex, obstacle dice paid): for each, the fewest steps and the one before.
pub type Search = BTreeMap<(Coord, usize), (u32, Option<(Coord, usize)>)>;

/// The hexes walked to `to` in a search from `start` (the start left out).
pub fn path_in(best: &Search, start: Coord, to: (Coord, usize)) -> Vec<Coord> {
    let mut path = vec![to.0];
    let mut cur = to;
    while let Some(prev) = best[&cur].1 {
        if prev.0 != start {
            path.push(prev.0);
        }
        cur = prev;
    }
    path.reverse();
    path
}

impl SpGame {
    /// Tell each side about piece `i` under the name it knows it by; a side that cannot see it hears nothing.
    pub(super) fn about(&self, out: &mut Out, i: usize, f: impl Fn(&str) -> SpEvent) {
        let p = &self.pieces[i];
        let names = [p.name_for(0), p.name_for(1)];
        match names {
            [Some(a), Some(b)] if a == b => out.push((ev(f(a)), Audience::All)),
            _ => {
                for (s, n) in names.iter().enumerate() {
                    if let Some(n) = n {
                        out.push((ev(f(n)), Audience::Only(s)));
                    }
                }
            }
        }
    }

    /// Piece `i` moved: told as `about` tells.
    pub(super) fn moved(&self, out: &mut Out, i: usize, from: Coord, path: &[Coord]) {
        let p = &self.pieces[i];
        let to = p.at;
        let names = [p.name_for(0), p.name_for(1)];
        let mk = |n: &str| Outcome::Moved { unit: n.to_string(), from, to, path: path.to_vec() };
        match names {
            [Some(a), Some(b)] if a == b => out.push((mk(a), Audience::All)),
            _ => {
                for (s, n) in names.iter().enumerate() {
                    if let Some(n) = n {
                        out.push((mk(n), Audience::Only(s)));
                    }
                }
            }
        }
    }

    /// The cover of a hex against fire coming from `from` (a hedge or wall on the side facing the firer counts).
    pub fn cover(&self, ctx: Ctx, at: Coord, from: Option<Coord>) -> Cover {
        let mut c = ctx.map.terrain(at).map_or(Cover::Open, data::terrain_cover);
        if let Some(from) = from {
            let d = self.dist(at, from);
            for n in at.neighbors(self.orientation) {
                if self.dist(n, from) < d
                    && let Some(h) = ctx.map.hexside_between(at, n)
                {
                    c = c.max(data::hexside_cover(h.kind));
                }
            }
        }
        c
    }

    /// Is there, for `side`, an enemy on the table in this hex (a group or Big Man it can see)?
    pub(super) fn seen_enemy_at(&self, side: usize, at: Coord) -> bool {
        self.pieces.iter().any(|p| p.side != side && p.at == at && p.on_table())
    }

    /// The nearest enemy on the table to `at`, for `side`: its distance (what falling back runs from).
    pub(super) fn nearest_enemy(&self, side: usize, at: Coord) -> Option<(u32, Coord)> {
        self.pieces.iter().filter(|p| p.side != side && p.on_table()).map(|p| (self.dist(p.at, at), p.at)).min()
    }

    /// Cavalry that did not move last turn must walk this turn (no trot, no gallop).
    pub fn must_walk(&self, i: usize) -> bool {
        let p = &self.pieces[i];
        p.kind() == Kind::Cavalry && p.moved_turn + 1 < self.common.turn
    }

    /// Inches piece `i` adds to each movement die now: blinds nothing (whatever they carry), cavalry +3 at the trot
    /// or gallop and nothing at a walk, skirmishers and Big Men alone +1.
    pub fn die_bonus(&self, i: usize) -> i8 {
        let p = &self.pieces[i];
        if p.is_blind() || self.must_walk(i) { 0 } else { data::per_die_bonus(&p.st, p.drill()) as i8 }
    }

    /// The inches a roll gives with `bonus` added to and `penalty` lost from each die, and `paid` dice spent on
    /// obstacles (the lowest).
    pub fn inches(&self, i: usize, dice: &[u8], bonus: i8, penalty: u8, paid: usize) -> u32 {
        let p = &self.pieces[i];
        let bonus = i32::from(bonus);
        let mut sorted: Vec<u8> = dice.to_vec();
        sorted.sort_unstable_by(|a, b| b.cmp(a));
        let kept = sorted.len().saturating_sub(paid);
        let total: i32 = sorted[..kept].iter().map(|&d| (i32::from(d) + bonus - i32::from(penalty)).max(0)).sum();
        (total - i32::from(p.shock)).max(0) as u32
    }

    /// Where piece `i` may go with these movement dice, and by which path. Enemies it can see block; blinds and
    /// cover it cannot see into are crossed as if empty (a bump there stops the move). A group, or a blind, ends
    /// alone in its hex; a shaken group (more shock than men) may not end nearer the enemy.
    pub fn reach(&self, ctx: Ctx, i: usize, dice: &[u8], bonus: i8) -> BTreeMap<Coord, Vec<Coord>> {
        let me = &self.pieces[i];
        let cavalry = me.kind() == Kind::Cavalry;
        let pen = |c: Coord| ctx.map.terrain(c).and_then(|t| data::terrain_penalty(t, cavalry));
        let mut found: BTreeMap<Coord, Vec<Coord>> = BTreeMap::new();
        let Some(start_pen) = pen(me.at) else { return found };
        let n = dice.len();
        let shaken = me.is_group() && me.shock > me.men;
        let near = self.nearest_enemy(me.side, me.at).map(|(d, _)| d);
        for p in start_pen..=2u8 {
            let max_steps = self.inches(i, dice, bonus, p, 0) / data::INCHES_PER_HEX;
            let best = self.search(me.at, n, max_steps, |c, nb| {
                if !ctx.map.contains(nb) || step_allows(ctx.setup.ruleset, ctx.map, c, nb).is_err() {
                    return None;
                }
                if pen(nb).is_none_or(|x| x > p) || self.seen_enemy_at(me.side, nb) {
                    return None;
                }
                match ctx.map.hexside_between(c, nb) {
                    Some(h) => data::obstacle_dice(h.kind, cavalry).map(usize::from),
                    None => Some(0),
                }
            });
            for (&(c, k), &(steps, _)) in &best {
                if steps == 0 || found.contains_key(&c) {
                    continue;
                }
                if steps > self.inches(i, dice, bonus, p, k) / data::INCHES_PER_HEX || !self.may_end(i, c) {
                    continue;
                }
                if shaken && near.is_some_and(|d| self.nearest_enemy(me.side, c).is_some_and(|(d2, _)| d2 < d)) {
                    continue;
                }
                found.insert(c, path_in(&best, me.at, (c, k)));
            }
        }
        found
    }

    /// Search the moves from `start` of at most `max_steps` steps and `dice` obstacle dice: `step(from, to)` is what
    /// an obstacle on that step costs in dice, or `None` where the step is barred.
    pub(super) fn search(
        &self,
        start: Coord,
        dice: usize,
        max_steps: u32,
        step: impl Fn(Coord, Coord) -> Option<usize>,
    ) -> Search {
        let mut best: Search = BTreeMap::new();
        let mut q = VecDeque::new();
        best.insert((start, 0), (0, None));
        q.push_back((start, 0usize));
        while let Some((c, k)) = q.pop_front() {
            let steps = best[&(c, k)].0;
            if steps >= max_steps {
                continue;
            }
            for nb in c.neighbors(self.orientation) {
                let Some(cost) = step(c, nb) else { continue };
                let k2 = k + cost;
                if k2 > dice || best.contains_key(&(nb, k2)) {
                    continue;
                }
                best.insert((nb, k2), (steps + 1, Some((c, k))));
                q.push_back((nb, k2));
            }
        }
        best
    }

    /// May piece `i` stop at `c`? Groups and blinds end alone (Big Men join them); nobody stops on a seen enemy.
    pub(super) fn may_end(&self, i: usize, c: Coord) -> bool {
        let me = &self.pieces[i];
        if self.seen_enemy_at(me.side, c) {
            return false;
        }
        me.is_big_man()
            || !self.pieces.iter().any(|p| p.side == me.side && p.at == c && p.carrier.is_none() && !p.is_big_man())
    }

    /// Hexes beside `c` that hold an enemy on the table `side` could charge: groups, and Big Men alone.
    pub(super) fn contacts(&self, side: usize, c: Coord) -> Vec<usize> {
        (0..self.pieces.len())
            .filter(|&j| {
                let q = &self.pieces[j];
                q.side != side
                    && q.on_table()
                    && self.dist(q.at, c) == 1
                    && (q.is_group() || self.group_at(q.at).is_none())
            })
            .collect()
    }

    /// Move piece `i` (with what rides with it) along `path`; an unseen enemy on the way stops it in the hex
    /// before and is uncovered. Returns the hex reached.
    pub(super) fn walk(&mut self, ctx: Ctx, i: usize, path: &[Coord], out: &mut Out) -> Coord {
        let side = self.pieces[i].side;
        let from = self.pieces[i].at;
        let mut end = from;
        let mut taken = Vec::new();
        let mut bumped = None;
        for &c in path {
            if self.pieces.iter().any(|p| p.side != side && p.at == c && p.carrier.is_none()) {
                bumped = Some(c);
                break;
            }
            end = c;
            taken.push(c);
        }
        // If the hex before the bump is not free to stop in, stay put.
        if end != from && !self.may_end(i, end) {
            end = from;
            taken.clear();
        }
        if end != from {
            let riders = self.riders(i);
            for &k in &riders {
                self.pieces[k].at = end;
            }
            // A group ends its move facing the way it went.
            let before = if taken.len() >= 2 { taken[taken.len() - 2] } else { from };
            self.face_along(i, before, end);
            self.moved(out, i, from, &taken);
            for &k in riders.iter().filter(|&&k| k != i) {
                self.moved(out, k, from, &taken);
            }
            // A group or blind passing through a formation of its side disorders it, unless its ranks are open.
            if !self.pieces[i].is_big_man() {
                let o = self.orientation;
                let steps: Vec<_> = taken.iter().map(|&c| c.to_hex(o) - from.to_hex(o)).collect();
                self.pass_through(i, &[i], &[from], &steps, out);
            }
        }
        if let Some(c) = bumped {
            self.uncover_at(ctx, side, c, out);
        }
        end
    }

    /// Piece `i` (a group) faces the way from `a` to `b`.
    pub(super) fn face_along(&mut self, i: usize, a: Coord, b: Coord) {
        let o = self.orientation;
        let p = &mut self.pieces[i];
        if p.facing.is_some() && a != b {
            let f = crate::rules::geometry::toward(a.to_hex(o), b.to_hex(o));
            p.facing = Some(crate::rules::hex::Dir::from_index(f, o));
        }
    }

    /// What moves with piece `i`: itself, what rides under it (a blind), and the Big Men in its hex (a group).
    pub(super) fn riders(&self, i: usize) -> Vec<usize> {
        let me = &self.pieces[i];
        let mut v = vec![i];
        if me.is_blind() {
            v.extend(self.carried(&me.id));
        } else if me.is_group() {
            v.extend(self.big_men_at(me.at).into_iter().filter(|&k| self.pieces[k].side == me.side));
        }
        v
    }

    /// Everything of the enemy of `side` hidden at `c` shows itself (a blind is revealed, hiding troops seen).
    pub(super) fn uncover_at(&mut self, ctx: Ctx, side: usize, c: Coord, out: &mut Out) {
        if let Some(b) = self.pieces.iter().position(|p| p.side != side && p.at == c && p.is_blind()) {
            self.reveal(ctx, b, out);
        }
        let hidden: Vec<String> =
            self.pieces.iter().filter(|p| p.side != side && p.at == c && p.hidden()).map(|p| p.id.clone()).collect();
        for id in hidden {
            if let Some(k) = self.idx(&id) {
                self.unhide(k, out);
            }
        }
    }

    /// Troops hiding in cover are seen.
    pub(super) fn unhide(&mut self, i: usize, out: &mut Out) {
        self.pieces[i].markers.retain(|m| *m != UnitMarker::Hidden);
        let (id, at) = (self.pieces[i].id.clone(), self.pieces[i].at);
        out.push((ev(SpEvent::Unhidden { unit: id, at }), Audience::All));
    }

    /// A blind is revealed: a dummy is removed; a real one's troops go on the table, the second group beside the
    /// first, the Big Men with the first. Troops that leave a blind in play keep its dice.
    pub(super) fn reveal(&mut self, ctx: Ctx, b: usize, out: &mut Out) {
        let blind = self.pieces[b].clone();
        let under = self.carried(&blind.id);
        let alias = blind.alias.clone().unwrap_or_default();
        let names = |s: usize| if s == blind.side { blind.id.clone() } else { alias.clone() };
        let dice = self.act.dice_of(&blind.id);
        if under.is_empty() {
            for s in 0..2 {
                out.push((ev(SpEvent::DummyRemoved { blind: names(s), at: blind.at }), Audience::Only(s)));
            }
        } else {
            let mut placed: Vec<String> = Vec::new();
            let mut first = true;
            let mut groups: Vec<usize> = under.iter().copied().filter(|&k| !self.pieces[k].is_big_man()).collect();
            groups.sort_by_key(|&k| self.pieces[k].key);
            let order: Vec<usize> =
                under.iter().copied().filter(|&k| self.pieces[k].is_big_man()).chain(groups.iter().copied()).collect();
            // Groups marked as formed under the blind come out formed: the second beside the first (in line) or
            // straight behind it (in column), where that hex is free.
            let formed =
                groups.len() == 2 && groups.iter().all(|&k| self.pieces[k].markers.contains(&UnitMarker::Formed));
            for k in order {
                self.pieces[k].carrier = None;
                if self.pieces[k].is_group() {
                    let spot = if formed && !first { self.formation_spot(ctx, groups[0], k) } else { None };
                    if let Some(c) =
                        spot.or_else(|| if first { None } else { self.free_beside(ctx, blind.at, blind.side) })
                    {
                        self.pieces[k].at = c;
                    }
                    first = false;
                }
                if dice > 0 && self.pieces[k].is_group() {
                    self.act.set_dice(&self.pieces[k].id.clone(), dice);
                    self.pieces[k].activated = true;
                }
                placed.push(self.pieces[k].id.clone());
            }
            for s in 0..2 {
                out.push((
                    ev(SpEvent::Revealed { blind: names(s), at: blind.at, units: placed.clone() }),
                    Audience::Only(s),
                ));
            }
            {
                let g: Vec<usize> =
                    groups.iter().map(|&k| self.pieces[k].id.clone()).filter_map(|id| self.idx(&id)).collect();
                self.form_marked(&g);
            }
            for id in &placed {
                let k = self.idx(id).unwrap_or(0);
                if self.pieces[k].at != blind.at {
                    self.moved(out, k, blind.at, &[self.pieces[k].at]);
                }
                // A Big Man out from under a blind has his own card again, this turn if it has not turned.
                if self.pieces[k].is_big_man()
                    && let Some(n) = self.card_of(id)
                    && !self.turned.contains(&n)
                    && !self.pile.contains(&n)
                    && self.act.card != Some(n)
                {
                    self.pile.push(n);
                    self.pile.sort_unstable();
                }
            }
        }
        self.act.set_dice(&blind.id, 0);
        self.pile.retain(|&n| self.cards[n as usize].of != CardOf::Blind { unit: blind.id.clone() });
        self.pieces.remove(b);
    }

    pub(super) fn card_of(&self, unit: &str) -> Option<u32> {
        self.cards
            .iter()
            .find(|c| matches!(&c.of, CardOf::BigMan { unit: u, .. } | CardOf::Blind { unit: u } if u == unit))
            .map(|c| c.number)
    }

    /// Where group `second` stands to make one formation with group `first` (same drill and facing): straight
    /// behind it in column, beside it in line; `None` when no such hex is free.
    fn formation_spot(&self, ctx: Ctx, first: usize, second: usize) -> Option<Coord> {
        let (p, side) = (&self.pieces[first], self.pieces[first].side);
        let o = self.orientation;
        if p.drill() != self.pieces[second].drill() || p.facing != self.pieces[second].facing {
            return None;
        }
        let f = p.facing.and_then(|f| f.index(o))?;
        let turns: &[u8] = if p.drill() == data::Drill::Column { &[3] } else { &[1, 5, 2, 4] };
        turns.iter().find_map(|t| {
            let c = p.at.neighbor(crate::rules::hex::Dir::from_index((f + t) % 6, o), o)?;
            let free = ctx.map.contains(c)
                && crate::rules::movement::ground_allows(ctx.setup.ruleset, ctx.map, c).is_ok()
                && !self.pieces.iter().any(|q| q.at == c && q.carrier.is_none() && (q.side != side || !q.is_big_man()));
            free.then_some(c)
        })
    }

    /// The nearest free hex to `at` where a group of `side` may stand (beside it when one is free; farther out,
    /// ring by ring, when none is).
    fn free_beside(&self, ctx: Ctx, at: Coord, side: usize) -> Option<Coord> {
        let free = |c: Coord| {
            crate::rules::movement::ground_allows(ctx.setup.ruleset, ctx.map, c).is_ok()
                && !self.pieces.iter().any(|p| p.at == c && (p.side != side || !p.is_big_man()))
        };
        let mut seen = vec![at];
        let mut ring = vec![at];
        while !ring.is_empty() {
            let mut next: Vec<Coord> = Vec::new();
            for c in &ring {
                for n in c.neighbors(self.orientation) {
                    if ctx.map.contains(n) && !seen.contains(&n) {
                        seen.push(n);
                        next.push(n);
                    }
                }
            }
            next.sort();
            if let Some(c) = next.iter().copied().find(|&c| free(c)) {
                return Some(c);
            }
            ring = next;
        }
        None
    }

    /// After every order: blinds in the open within 9" of an enemy on the table, and any blind or hiding troops an
    /// enemy on the table stands beside, are revealed.
    pub(super) fn auto_reveal(&mut self, ctx: Ctx, out: &mut Out) {
        loop {
            let found = self.pieces.iter().position(|p| {
                (p.is_blind() || p.hidden()) && p.carrier.is_none() && {
                    let near = self.nearest_enemy(p.side, p.at).map(|(d, _)| d);
                    let open = self.cover(ctx, p.at, None) == Cover::Open;
                    // Troops hiding in the open have nothing to hide behind.
                    (p.hidden() && open)
                        || near.is_some_and(|d| d <= 1 || (p.is_blind() && open && d <= data::AUTO_REVEAL_OPEN_HEXES))
                }
            });
            let Some(i) = found else { break };
            if self.pieces[i].is_blind() {
                self.reveal(ctx, i, out);
            } else {
                self.unhide(i, out);
            }
        }
    }

    /// A spotting attempt by `spotter` (of the side in play) at hex `at` with `extra` dice or points added.
    pub(super) fn spot(&mut self, ctx: Ctx, spotter: usize, at: Coord, extra: u8, dice: &mut GameDice, out: &mut Out) {
        let side = self.pieces[spotter].side;
        let from = self.pieces[spotter].at;
        let observer_bm = self.pieces[spotter].is_big_man();
        let observer_under_fire = self.pieces[spotter].under_fire;
        let spotter_name = self.pieces[spotter].id.clone();
        let blind = self.pieces.iter().position(|p| p.side != side && p.at == at && p.is_blind());
        let hiding: Vec<usize> = (0..self.pieces.len())
            .filter(|&k| self.pieces[k].side != side && self.pieces[k].at == at && self.pieces[k].hidden())
            .collect();
        let roll = dice.die(6) + dice.die(6) + extra;
        let cover = self.cover(ctx, at, None);
        let base = data::spot_number(cover, self.dist(from, at));
        // The number needed, from what the spotter's side may know for a blind, from the troops themselves for
        // hiding troops (which the spotter never learns on a miss).
        let need = |target: Option<&SpPiece>| {
            base.map(|n| {
                let mut n = n;
                n += i32::from(observer_under_fire);
                if ctx.map.elevation(from) > ctx.map.elevation(at) {
                    n -= 1;
                }
                if observer_bm {
                    n -= 1;
                }
                if let Some(t) = target {
                    n += if t.moved_dice == 0 { 1 } else { -i32::from(t.moved_dice) };
                    if !t.is_blind() && t.ut.mounted {
                        n -= 1;
                    }
                }
                n
            })
        };
        if let Some(b) = blind {
            let need = need(Some(&self.pieces[b]));
            let spotted = need.is_none_or(|n| i32::from(roll) >= n);
            // An unseen spotter's miss is not told to the other side: it would tell that someone unseen is there.
            let seen = self.pieces[spotter].public_name().is_some();
            for s in (0..2).filter(|&s| s == side || seen || spotted) {
                let unit = if s == side { spotter_name.clone() } else { self.public(spotter) };
                out.push((ev(SpEvent::SpotRoll { unit, at, roll, need, spotted }), Audience::Only(s)));
            }
            if spotted {
                self.reveal(ctx, b, out);
            }
            return;
        }
        let first = hiding.first().copied();
        let need = need(first.map(|k| &self.pieces[k]));
        let spotted = first.is_some() && need.is_none_or(|n| i32::from(roll) >= n);
        if spotted {
            for k in hiding.into_iter().rev() {
                self.unhide(k, out);
            }
            return;
        }
        // Failed, or nothing there: the spotter's side learns exactly the same thing either way, dice included.
        out.push((ev(SpEvent::NothingSeen { unit: spotter_name.clone(), at }), Audience::Only(side)));
        if self.pieces[spotter].public_name().is_none() {
            // The other side never hears of a look taken by troops it cannot see.
        } else if let Some(k) = first {
            let owner = self.pieces[k].side;
            out.push((
                ev(SpEvent::SpotFailed { unit: self.public(spotter), at, roll, need: need.unwrap_or(0) }),
                Audience::Only(owner),
            ));
        } else {
            out.push((ev(SpEvent::NothingSeen { unit: self.public(spotter), at }), Audience::Only(1 - side)));
        }
    }

    /// The name the enemy of piece `i`'s owner knows it by ("?" when it cannot see it).
    pub(super) fn public(&self, i: usize) -> String {
        self.pieces[i].public_name().unwrap_or("?").to_string()
    }
}
