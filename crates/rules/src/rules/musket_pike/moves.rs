//! Musket & Pike movement: where a unit reaches through its front with its points (a leader any way), what its orders and morale allow at the end of a move, units pinned in an enemy's front, walking a path (impetus, reciprocal hexsides crossed, hexes passed through taken), who reached each reciprocal hexside first, retreats and rout moves.

use super::data::{Kind, Standing};
use super::orders::{MpEvent, MpReaction};
use super::state::*;
use crate::rules::dice::GameDice;
use crate::rules::engine::{Audience, Ctx, Outcome};
use crate::rules::hex::{Coord, Dir, HexsideKey};
use crate::rules::movement::{step_cost, step_cost_at};
use hexx::Hex;
use std::cmp::Reverse;
use std::collections::{BTreeMap, BinaryHeap};
use std::sync::{Arc as Shared, Mutex};

/// A reachable hex: the points it costs and the path there (start excluded).
pub type Reach = BTreeMap<Coord, (u8, Vec<Coord>)>;

/// `MpGame::marks`: an enemy piece in the hex.
const ENEMY_IN: u8 = 1;
/// `MpGame::marks`: an enemy unit (not a leader) in a neighbouring hex.
const BESIDE_ENEMY: u8 = 2;
/// `MpGame::marks`: a unit (not a leader) of either side in the hex.
const UNIT_IN: u8 = 4;

/// The enemy hexes that restrict where one side's units may end a move (`MpGame::end_sets`).
pub struct EndSets {
    /// Every enemy unit.
    enemies: Vec<Hex>,
    /// The enemy units a charge must close on.
    targets: Vec<Hex>,
}

/// What the pieces on the map mean for one side's moves (`MpGame::marks`).
pub struct Marks {
    /// Per map hex: `ENEMY_IN`, `BESIDE_ENEMY`, `UNIT_IN`.
    pub grid: Vec<u8>,
    /// The enemy pieces' map indices (doubled, plus one for a leader), in the pieces' order.
    enemy: Shared<[u32]>,
}

/// Everything a reach search depends on besides the map: the piece's hex, points, the directions it may step,
/// what its orders forbid, and where the enemy stands (its own side's units only decide where it may end).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReachKey {
    home: u32,
    mp: u8,
    dis: [u8; 6],
    leader: bool,
    keep_away: bool,
    one_hex: bool,
    moved: bool,
    mounted: bool,
    side: usize,
    enemy: Shared<[u32]>,
}

/// The last reach searches made in a game and its copies (the copies an order is tried on, the computer's
/// searches), by what each depended on. Only a memo: the answers are the searches'
/// own, so the game keeps it as `Derived` (neither hashed nor compared), and a game with an empty one plays the same.
#[derive(Debug, Clone, Default)]
pub struct ReachMemo(Shared<Mutex<Vec<(ReachKey, Shared<ReachGrid>)>>>);

/// How many searches the memo keeps: the units of two activations and more.
const REACH_MEMO: usize = 32;

impl ReachMemo {
    fn get(&self, key: &ReachKey) -> Option<Shared<ReachGrid>> {
        let memo = self.0.lock().ok()?;
        memo.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v.clone())
    }

    fn put(&self, key: ReachKey, grid: Shared<ReachGrid>) {
        if let Ok(mut memo) = self.0.lock() {
            if memo.len() >= REACH_MEMO {
                memo.remove(0);
            }
            memo.push((key, grid));
        }
    }
}

/// One search of the hexes a piece reaches, over the map's dense indices.
#[derive(Debug)]
pub struct ReachGrid {
    /// The points spent to reach each hex (`u8::MAX` where not reached).
    cost: Vec<u8>,
    /// The hex before each on its path (`usize::MAX` for the start and the hexes not reached).
    prev: Vec<usize>,
    /// Every hex the search reached, sorted, with its index: where the piece may end, and the hexes of its own
    /// side's units it may only pass through (`ends`).
    passed: Vec<(Coord, usize)>,
}

impl ReachGrid {
    /// The path to the hex at index `k`, start excluded.
    fn path(&self, ctx: Ctx, mut k: usize) -> Vec<Coord> {
        let mut path = Vec::new();
        while k != usize::MAX && self.prev[k] != usize::MAX {
            path.push(ctx.map.coord_of(k));
            k = self.prev[k];
        }
        path.reverse();
        path
    }
}

impl MpGame {
    /// The directions a piece may step in: its three front hexsides, or any way for a leader.
    fn step_dirs(&self, i: usize) -> ([Dir; 6], usize) {
        let o = self.orientation;
        let p = &self.pieces[i];
        match p.facing.and_then(|f| f.index(o)) {
            Some(fi) if !p.leader() => {
                let mut dirs = Dir::all(o);
                for (k, step) in [fi + 5, fi, fi + 1].into_iter().enumerate() {
                    dirs[k] = Dir::from_index(step % 6, o);
                }
                (dirs, 3)
            }
            _ => (Dir::all(o), 6),
        }
    }

    /// The standing order of the wing piece `i` belongs to.
    pub fn order_of(&self, i: usize) -> Option<Standing> {
        self.wing_of(i).map(|w| self.wings[w].order)
    }

    /// Every hex piece `i` can end on with `mp` points, moving only through its front (leaders any way), never
    /// into an enemy's hex, stopping on entering a hex beside an enemy unit; under Make Ready or Receive Charge
    /// never beside one at all, and under Receive Charge one hex at most.
    pub fn reach(&self, ctx: Ctx, i: usize, mp: u8) -> Reach {
        let marks = self.marks(ctx, self.pieces[i].side);
        let grid = self.searched(ctx, i, mp, &marks);
        self.ends(&grid, i, &marks).map(|(c, k)| (c, (grid.cost[k], grid.path(ctx, k)))).collect()
    }

    /// What `reach` gives for the one hex `to`: the points it costs and the path there.
    pub fn reach_to(&self, ctx: Ctx, i: usize, mp: u8, to: Coord) -> Option<(u8, Vec<Coord>)> {
        let marks = self.marks(ctx, self.pieces[i].side);
        let grid = self.searched(ctx, i, mp, &marks);
        let k = ctx.map.index(to).filter(|&k| grid.prev[k] != usize::MAX)?;
        self.ends(&grid, i, &marks).any(|(_, e)| e == k).then(|| (grid.cost[k], grid.path(ctx, k)))
    }

    /// The hexes `reach` gives, without their paths, in order: what the list of legal moves needs. `marks` is
    /// `marks(ctx, side)` for the piece's side, found once for all the units the list asks about.
    pub fn reach_ends(&self, ctx: Ctx, i: usize, mp: u8, marks: &Marks) -> Vec<Coord> {
        let grid = self.searched(ctx, i, mp, marks);
        let mut out = Vec::with_capacity(grid.passed.len());
        out.extend(self.ends(&grid, i, marks).map(|(c, _)| c));
        out
    }

    /// The hexes of a search that piece `i` may end on: all it reached for a leader; for a unit, those without
    /// another unit in them (it may pass a friendly unit but not stop on it). In order, with their indices.
    fn ends<'a>(&self, grid: &'a ReachGrid, i: usize, marks: &'a Marks) -> impl Iterator<Item = (Coord, usize)> + 'a {
        let leader = self.pieces[i].leader();
        grid.passed.iter().copied().filter(move |&(_, k)| leader || marks.grid[k] & UNIT_IN == 0)
    }

    /// The reach search of piece `i` with `mp` points. The hexes a search passes through depend only on the piece
    /// and where the enemy stands, so the last searches are remembered (`ReachMemo`): a unit that nothing changed
    /// for since the last order is not searched again, nor the move the list of legal orders just offered.
    fn searched(&self, ctx: Ctx, i: usize, mp: u8, marks: &Marks) -> Shared<ReachGrid> {
        let Some(key) = self.reach_key(ctx, i, mp, marks) else {
            return Shared::new(self.reach_grid(ctx, i, mp, &marks.grid));
        };
        if let Some(grid) = self.reach_memo.0.get(&key) {
            return grid;
        }
        let grid = Shared::new(self.reach_grid(ctx, i, mp, &marks.grid));
        self.reach_memo.0.put(key, grid.clone());
        grid
    }

    /// What a reach search of piece `i` with `mp` points depends on (`ReachKey`); none off the map.
    fn reach_key(&self, ctx: Ctx, i: usize, mp: u8, marks: &Marks) -> Option<ReachKey> {
        let p = &self.pieces[i];
        let home = ctx.map.index(p.at)? as u32;
        let order = self.order_of(i);
        let (dirs, n_dirs) = self.step_dirs(i);
        let mut dis = [u8::MAX; 6];
        for (slot, d) in dirs[..n_dirs].iter().enumerate() {
            dis[slot] = d.index(self.orientation).unwrap_or(u8::MAX);
        }
        let leader = p.leader();
        Some(ReachKey {
            home,
            mp,
            dis,
            leader,
            keep_away: !leader && matches!(order, Some(Standing::MakeReady | Standing::ReceiveCharge)),
            one_hex: !leader && order.is_some_and(Standing::one_hex),
            moved: p.moved > 0,
            mounted: p.ut.mounted,
            side: p.side,
            enemy: marks.enemy.clone(),
        })
    }

    /// What the pieces on the map mean for the steps of a piece of `side`, per map hex: an enemy in it
    /// (`ENEMY_IN`), beside an enemy unit (`BESIDE_ENEMY`), a unit of either side in it (`UNIT_IN`); and where the
    /// enemy stands, which is all of it a search depends on.
    pub fn marks(&self, ctx: Ctx, side: usize) -> Marks {
        let map = ctx.map;
        let mut marks = Marks { grid: vec![0u8; map.terrain.len()], enemy: Shared::from([]) };
        let mut enemy = Vec::with_capacity(self.pieces.len());
        for q in &self.pieces {
            let Some(k) = map.index(q.at) else { continue };
            if q.side != side {
                marks.grid[k] |= ENEMY_IN;
                enemy.push(((k as u32) << 1) | u32::from(q.leader()));
            }
            if !q.leader() {
                marks.grid[k] |= UNIT_IN;
                if q.side != side {
                    for di in 0..6 {
                        if let Some(nk) = ctx.los.neighbor_index(k, di) {
                            marks.grid[nk] |= BESIDE_ENEMY;
                        }
                    }
                }
            }
        }
        marks.enemy = enemy.into();
        marks
    }

    /// The search behind `reach`: cheapest first (ties by hex), each hex keeping the cost and the hex before it on
    /// the first cheapest path found, which is the path `walk` follows. It works in map indices, reading each step
    /// from the sight index's tables; the frontier's key orders as (cost, hex) did.
    fn reach_grid(&self, ctx: Ctx, i: usize, mp: u8, marks: &[u8]) -> ReachGrid {
        let p = &self.pieces[i];
        let order = self.order_of(i);
        let (dirs, n_dirs) = self.step_dirs(i);
        let o = self.orientation;
        let mut dis = [0u8; 6];
        let mut n_dis = 0;
        for d in &dirs[..n_dirs] {
            if let Some(di) = d.index(o) {
                dis[n_dis] = di;
                n_dis += 1;
            }
        }
        let dis = &dis[..n_dis];
        let leader = p.leader();
        let keep_away = !leader && matches!(order, Some(Standing::MakeReady | Standing::ReceiveCharge));
        let one_hex = !leader && order.is_some_and(Standing::one_hex);
        let mounted = p.ut.mounted;
        let map = ctx.map;
        let n = map.terrain.len();
        let (w, h) = (map.width as usize, map.height as usize);
        let mut grid = ReachGrid { cost: vec![u8::MAX; n], prev: vec![usize::MAX; n], passed: Vec::new() };
        let Some(home) = map.index(p.at) else { return grid };
        // Receive Charge allows one hex in the whole activation: a unit that has moved it has no more.
        if one_hex && p.moved > 0 {
            return grid;
        }
        // The frontier's key: the cost, then the hex in the order of `Coord` (column, then row), then its index.
        let key = |cost: u8, k: usize| (u64::from(cost) << 40) | (((k % w) * h + k / w) as u64) << 20 | k as u64;
        let mut seen = vec![false; n];
        let mut reached = 0;
        let mut frontier = BinaryHeap::new();
        frontier.push(Reverse(key(0, home)));
        while let Some(Reverse(top)) = frontier.pop() {
            let (cost, ak) = ((top >> 40) as u8, (top & 0xF_FFFF) as usize);
            if ak != home && (grid.cost[ak] < cost || (marks[ak] & BESIDE_ENEMY != 0 && !leader)) {
                continue; // a dearer way here than one already taken; or entering a hex beside an enemy ends the move
            }
            if one_hex && ak != home {
                continue;
            }
            for &di in dis {
                let Some(tk) = ctx.los.neighbor_index(ak, di) else { continue };
                if tk == home {
                    continue;
                }
                let Ok((c, _)) = step_cost_at(ctx, ak, di, mounted) else { continue };
                let total = cost.saturating_add(c);
                if total > mp || marks[tk] & ENEMY_IN != 0 || (keep_away && marks[tk] & BESIDE_ENEMY != 0) {
                    continue;
                }
                if seen[tk] && grid.cost[tk] <= total {
                    continue;
                }
                reached += usize::from(!seen[tk]);
                seen[tk] = true;
                grid.cost[tk] = total;
                grid.prev[tk] = ak;
                frontier.push(Reverse(key(total, tk)));
            }
        }
        // Column by column, row by row: the order of `Coord`, so the list comes out sorted.
        grid.passed = Vec::with_capacity(reached);
        let hexes = (0..w).flat_map(|col| (0..h).map(move |row| row * w + col));
        grid.passed.extend(hexes.filter(|&k| seen[k]).map(|k| (map.coord_of(k), k)));
        grid
    }

    /// May piece `i`, which started its move at `from`, end it at `to`? Charge: closer to the nearest enemy not
    /// already engaged (light foot need not close on the front of heavy foot); Rally and shaken units: no closer
    /// to any enemy.
    pub fn end_allowed(&self, i: usize, from: Coord, to: Coord) -> bool {
        self.end_check(i, from, &Default::default())(to)
    }

    /// The sets of enemy hexes that restrict where a unit of `side` may end a move: every enemy unit (Rally and
    /// shaken units may come no closer to any), and those no unit of `side` stands beside, or all of them when each
    /// is engaged (a charge must close on one). They depend on the side only, so the list of legal moves finds them
    /// once for all its units, and only if one of them needs them.
    fn end_sets(&self, side: usize) -> EndSets {
        let o = self.orientation;
        let enemies: Vec<Hex> =
            self.pieces.iter().filter(|e| e.side != side && !e.leader()).map(|e| e.at.to_hex(o)).collect();
        let ours: Vec<Hex> =
            self.pieces.iter().filter(|q| q.side == side && !q.leader()).map(|q| q.at.to_hex(o)).collect();
        let mut targets: Vec<Hex> =
            enemies.iter().copied().filter(|&e| !ours.iter().any(|&q| q.unsigned_distance_to(e) == 1)).collect();
        if targets.is_empty() {
            targets.clone_from(&enemies);
        }
        EndSets { enemies, targets }
    }

    /// `end_allowed` for one piece and start, with what does not depend on the end looked up once: the test the
    /// list of legal moves puts every reachable hex to. Each side's `end_sets` are found at most once, into
    /// `sets[side]`, by whichever unit first needs them.
    pub fn end_check<'a>(
        &'a self,
        i: usize,
        from: Coord,
        sets: &'a [std::cell::OnceCell<EndSets>; 2],
    ) -> impl Fn(Coord) -> bool + 'a {
        let p = &self.pieces[i];
        let side = p.side;
        let o = self.orientation;
        let nearest =
            move |set: &[Hex], c: Hex| set.iter().map(|&e| c.unsigned_distance_to(e)).min().unwrap_or(u32::MAX);
        let order = self.order_of(i);
        let keep_off = !p.leader() && (p.morale == Morale::Shaken || order == Some(Standing::Rally));
        // Charge: the enemies no unit of this side stands beside (all of them, when every one is engaged).
        let charge = !p.leader() && order == Some(Standing::Charge);
        // Most moves are not restricted: the sets are found only for one that is.
        let (enemies, targets): (&[Hex], &[Hex]) = if keep_off || charge {
            let found = sets[side].get_or_init(|| self.end_sets(side));
            (&found.enemies, &found.targets)
        } else {
            (&[], &[])
        };
        let before = if keep_off { nearest(enemies, from.to_hex(o)) } else { u32::MAX };
        let mut closing = u32::MAX;
        if charge {
            closing = nearest(targets, from.to_hex(o));
            if closing != u32::MAX && self.spared_closing(i, from) {
                closing = u32::MAX;
            }
        }
        move |to| {
            if !keep_off && closing == u32::MAX {
                return true;
            }
            let to = to.to_hex(o);
            if keep_off && nearest(enemies, to) < before {
                return false;
            }
            !(charge && closing != u32::MAX && nearest(targets, to) >= closing)
        }
    }

    /// Light foot under Charge need not close on the front of enemy heavy foot (the aid's order table): it is
    /// spared the closing when every nearest enemy not already engaged, seen from where its move began, is heavy
    /// foot (single or double) with the light foot in its front arc. Dragoons, and light foot whose nearest enemy
    /// is anything else or is heavy foot seen from its flank or rear, must close like everyone else.
    pub fn spared_closing(&self, i: usize, from: Coord) -> bool {
        let p = &self.pieces[i];
        if p.kind != Kind::Light {
            return false;
        }
        let (_, nearest) = self.nearest_enemies(p.side, from, true);
        !nearest.is_empty()
            && nearest.iter().all(|&j| {
                let e = &self.pieces[j];
                e.kind.is_heavy() && self.arc(e.at, e.facing, from) == Arc::Front
            })
    }

    /// A unit beside an enemy unit and in its front may not walk away, except under Rally.
    pub fn pinned(&self, i: usize) -> bool {
        let p = &self.pieces[i];
        !p.leader()
            && self.order_of(i) != Some(Standing::Rally)
            && self.enemies_beside(p.side, p.at).any(|j| self.arc_of(j, i) == Arc::Front)
    }

    /// Walk piece `i` along `path`: hexes passed through are taken, reciprocal hexsides crossed are noted (they
    /// cost horse its impetus), and arrivals beside reciprocal hexsides are stamped.
    pub fn walk(&mut self, ctx: Ctx, i: usize, path: &[Coord], out: &mut Out) {
        let from = self.pieces[i].at;
        let mut prev = from;
        for &c in path {
            if ctx.map.hexside_between(prev, c).is_some_and(|h| h.reciprocal) {
                self.pieces[i].crossed = true;
            }
            prev = c;
            self.take_hex(c, self.pieces[i].side, out);
        }
        self.pieces[i].at = prev;
        self.pieces[i].moved = self.pieces[i].moved.saturating_add(path.len() as u8);
        out.push((
            Outcome::Moved { unit: self.pieces[i].id.clone(), from, to: prev, path: path.to_vec() },
            Audience::All,
        ));
        self.stamp(ctx);
    }

    /// The side whose unit last passed through an objective's hex controls it.
    pub fn take_hex(&mut self, c: Coord, side: usize, out: &mut Out) {
        let now = self.common.holders(|at| (at == c).then_some(side));
        self.common.hold(&now, true, out);
    }

    /// Note, for every reciprocal hexside, which unit stands on each side of it and since when: a unit that
    /// arrives is stamped with the clock; one that stays keeps its stamp.
    pub fn stamp(&mut self, ctx: Ctx) {
        let o = self.orientation;
        for (key, feat) in &ctx.map.hexsides {
            if !feat.reciprocal {
                continue;
            }
            let (a, b) = key.hexes(o);
            let now = [a, b].map(|c| self.unit_at(c).map(|i| self.pieces[i].key));
            let slot = self.recip.entry(*key).or_insert([None, None]);
            for k in 0..2 {
                match (now[k], slot[k]) {
                    (Some(u), Some((v, _))) if u == v => {}
                    (Some(u), _) => slot[k] = Some((u, self.clock)),
                    (None, _) => slot[k] = None,
                }
            }
            if *slot == [None, None] {
                self.recip.remove(key);
            }
        }
    }

    /// Does unit `j` hold the benefit of a reciprocal hexside against unit `i` across it: both stand on either
    /// side of it and `j` got there first?
    pub fn holds_against(&self, j: usize, i: usize) -> bool {
        let (a, b) = (self.pieces[j].at, self.pieces[i].at);
        let Some(d) = Dir::all(self.orientation).into_iter().find(|d| a.neighbor(*d, self.orientation) == Some(b))
        else {
            return false;
        };
        let Some(key) = HexsideKey::new(a, d, self.orientation) else { return false };
        let Some(slot) = self.recip.get(&key) else { return false };
        let (ka, kb) = (self.pieces[j].key, self.pieces[i].key);
        let find = |k: u32| slot.iter().flatten().find(|(u, _)| *u == k).map(|(_, t)| *t);
        matches!((find(ka), find(kb)), (Some(tj), Some(ti)) if tj < ti)
    }

    /// The reactions unit `r` may make to enemy unit `m` that came up beside it (issue 36, PROPOSAL; the aid names
    /// them): only light foot, dragoons and horse react (heavy foot, guns, wagons and leaders stand), and none that
    /// is broken or under Charge (the aid's Charge order forbids the pass, retreating fire and withdraw
    /// reactions); otherwise `Withdraw` where it can fall back a
    /// hex, `RetreatingFire` where it can also fire at `m` now (its front, range, sight, weapon not spent),
    /// `Pass` where a friendly unit stands behind it with a free hex beyond; and `Stand` whenever there is any.
    pub fn reactions(&self, ctx: Ctx, r: usize, m: usize) -> Vec<MpReaction> {
        let p = &self.pieces[r];
        if p.side == self.pieces[m].side
            || !matches!(p.kind, Kind::Light | Kind::Dragoons | Kind::Horse)
            || p.morale == Morale::Broken
            || self.order_of(r) == Some(Standing::Charge)
            || self.dist(p.at, self.pieces[m].at) != 1
        {
            return Vec::new();
        }
        let away = self.pieces[m].at;
        let mut v = Vec::new();
        if self.step_back(ctx, r, away).is_some() {
            v.push(MpReaction::Withdraw);
            if self.volley(ctx, r, m, false).is_ok() {
                v.push(MpReaction::RetreatingFire);
            }
        }
        if self.pass_back(ctx, r, away).is_some() {
            v.push(MpReaction::Pass);
        }
        if !v.is_empty() {
            v.insert(0, MpReaction::Stand);
        }
        v
    }

    /// A fall back through a friendly unit: the hex behind `i` (further from `away`) that a friendly unit holds, and
    /// the free hex beyond it in the same direction; the one nearest the unit's own edge, then the first.
    fn pass_back(&self, ctx: Ctx, i: usize, away: Coord) -> Option<(Coord, Coord)> {
        let p = &self.pieces[i];
        let o = self.orientation;
        let here = self.dist(p.at, away);
        Dir::all(o)
            .into_iter()
            .filter_map(|d| {
                let c = p.at.neighbor(d, o)?;
                let c2 = c.neighbor(d, o)?;
                let ok = ctx.map.contains(c)
                    && ctx.map.contains(c2)
                    && self.dist(c, away) > here
                    && self.dist(c2, away) > self.dist(c, away)
                    && self.unit_at(c).is_some_and(|j| self.pieces[j].side == p.side)
                    && self.any_at(c2).all(|j| self.pieces[j].side == p.side && self.pieces[j].leader())
                    && step_cost(ctx.setup.ruleset, ctx.map, p.at, c, p.ut).is_ok()
                    && step_cost(ctx.setup.ruleset, ctx.map, c, c2, p.ut).is_ok();
                ok.then_some((c, c2))
            })
            .min_by_key(|&(_, c2)| (self.from_home(p.side, c2), c2))
    }

    /// Queue the reactions to unit `m`, which has just come up beside the enemy units it was not beside at `from`:
    /// each that has a reaction will be asked, in the order of their ids.
    pub fn queue_reactions(&mut self, ctx: Ctx, m: usize, from: Coord) {
        let side = self.pieces[m].side;
        let before: Vec<usize> = self.enemies_beside(side, from).collect();
        let mut who: Vec<String> = self
            .enemies_beside(side, self.pieces[m].at)
            .filter(|j| !before.contains(j) && !self.reactions(ctx, *j, m).is_empty())
            .map(|j| self.pieces[j].id.clone())
            .collect();
        who.sort();
        if !who.is_empty() {
            self.reacting = Some((self.pieces[m].id.clone(), who));
            self.phase = Phase::React;
        }
    }

    /// The unit to react now, and the enemy it reacts to (indices), if any.
    pub fn reactor(&self) -> Option<(usize, usize)> {
        let (to, who) = self.reacting.as_ref()?;
        Some((self.idx(who.first()?)?, self.idx(to)?))
    }

    /// Unit `r` reacts to `m` with `how` (checked); then the next waits, or the active wing goes on.
    pub fn react(&mut self, ctx: Ctx, r: usize, m: usize, how: MpReaction, dice: &mut GameDice, out: &mut Out) {
        let (id, to) = (self.pieces[r].id.clone(), self.pieces[m].id.clone());
        out.push((Outcome::Rules(MpEvent::Reacted { unit: id.clone(), to, reaction: how }.into()), Audience::All));
        let away = self.pieces[m].at;
        match how {
            MpReaction::Stand => {}
            MpReaction::Withdraw | MpReaction::RetreatingFire => {
                if how == MpReaction::RetreatingFire
                    && let Ok(v) = self.volley(ctx, r, m, false)
                {
                    self.fire(r, m, v, dice, out);
                }
                if let Some(r) = self.idx(&id)
                    && let Some(c) = self.step_back(ctx, r, away)
                {
                    self.walk(ctx, r, &[c], out);
                }
            }
            MpReaction::Pass => {
                if let Some((c, c2)) = self.pass_back(ctx, r, away) {
                    self.walk(ctx, r, &[c, c2], out);
                }
            }
        }
        // The next unit still beside the enemy that came up, if it is still there.
        if let Some((to, who)) = self.reacting.as_mut() {
            who.retain(|w| *w != id);
            let to = to.clone();
            let m = self.idx(&to);
            let left: Vec<String> = match (m, self.reacting.as_ref()) {
                (Some(m), Some((_, who))) => who
                    .iter()
                    .filter(|w| self.idx(w).is_some_and(|j| !self.reactions(ctx, j, m).is_empty()))
                    .cloned()
                    .collect(),
                _ => Vec::new(),
            };
            if left.is_empty() {
                self.reacting = None;
                self.phase = Phase::Actions;
            } else {
                self.reacting = Some((to, left));
            }
        }
    }

    /// The free hex one step further from `away` and toward the unit's own edge, if any.
    fn step_back(&self, ctx: Ctx, i: usize, away: Coord) -> Option<Coord> {
        let p = &self.pieces[i];
        let here = self.dist(p.at, away);
        ctx.map
            .neighbors(p.at)
            .filter(|c| self.dist(*c, away) > here)
            .filter(|c| self.any_at(*c).all(|j| self.pieces[j].side == p.side && self.pieces[j].leader()))
            .filter(|c| step_cost(ctx.setup.ruleset, ctx.map, p.at, *c, p.ut).is_ok())
            .min_by_key(|c| (self.from_home(p.side, *c), *c))
    }

    /// Fall back `hexes` away from `away`; the steps that cannot be made are returned (each costs a hit).
    pub fn retreat(&mut self, ctx: Ctx, i: usize, away: Coord, hexes: u8, out: &mut Out) -> u8 {
        for k in 0..hexes {
            let Some(to) = self.step_back(ctx, i, away) else { return hexes - k };
            self.carry_leaders(i, to);
            self.pieces[i].at = to;
            out.push((
                Outcome::Rules(MpEvent::Retreated { unit: self.pieces[i].id.clone(), to }.into()),
                Audience::All,
            ));
        }
        self.stamp(ctx);
        0
    }

    /// Leaders stacked with unit `i` go with it.
    pub fn carry_leaders(&mut self, i: usize, to: Coord) {
        let (side, at) = (self.pieces[i].side, self.pieces[i].at);
        for l in &mut self.pieces {
            if l.leader() && l.side == side && l.at == at {
                l.at = to;
            }
        }
    }

    /// A broken unit's rout move: its full points toward its own edge, keeping away from enemy units where it
    /// can. Off the edge it is lost: the result is whether it left the map.
    pub fn rout(&mut self, ctx: Ctx, i: usize, out: &mut Out) -> bool {
        let side = self.pieces[i].side;
        let mut mp = self.pieces[i].ut.movement;
        loop {
            let p = &self.pieces[i];
            if self.from_home(side, p.at) == 0 {
                out.push((Outcome::Rules(MpEvent::Routed { unit: p.id.clone(), to: None }.into()), Audience::All));
                return true;
            }
            let here = self.from_home(side, p.at);
            let next = ctx
                .map
                .neighbors(p.at)
                .filter(|c| self.from_home(side, *c) < here)
                .filter(|c| self.any_at(*c).all(|j| self.pieces[j].side == side) && self.unit_at(*c).is_none())
                .filter_map(|c| step_cost(ctx.setup.ruleset, ctx.map, p.at, c, p.ut).ok().map(|(k, _)| (c, k)))
                .filter(|(_, k)| *k <= mp)
                .min_by_key(|(c, _)| (self.enemies_beside(side, *c).count(), *c));
            let Some((to, k)) = next else { break };
            mp -= k;
            self.carry_leaders(i, to);
            self.pieces[i].at = to;
        }
        let p = &self.pieces[i];
        out.push((Outcome::Rules(MpEvent::Routed { unit: p.id.clone(), to: Some(p.at) }.into()), Audience::All));
        self.stamp(ctx);
        false
    }

    /// Points to turn piece `i` to face `to`: one per hexside.
    pub fn turn_cost(&self, i: usize, to: Dir) -> Option<u8> {
        let o = self.orientation;
        let (a, b) = (self.pieces[i].facing?.index(o)?, to.index(o)?);
        let d = (a + 6 - b) % 6;
        Some(d.min(6 - d))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Ruleset;
    use crate::rules::engine::Engine;
    use crate::rules::los::LosIndex;
    use rand::{RngExt, SeedableRng};

    /// The memo of move searches is only a memo: at every order of random games of every bundled Musket & Pike
    /// scenario, the legal orders and every reachable hex's cost and path are the same from a game whose memo
    /// holds the searches of the orders before as from a copy with an empty one.
    #[test]
    fn remembered_searches_answer_as_fresh_ones_do() {
        let mut checked = 0;
        for (name, text) in crate::scenario::bundled_files() {
            let s = crate::scenario::load_str(text, name).unwrap();
            if s.ruleset != Ruleset::MusketPike {
                continue;
            }
            let los = LosIndex::new(&s.grid, s.ruleset);
            let ctx = Ctx { map: &s.grid, los: &los, setup: &s };
            for seed in 0..3u64 {
                let mut dice = GameDice::new(seed);
                let mut pick = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
                let mut g = MpGame::setup(&s, &mut dice);
                for _ in 0..300 {
                    let side = g.to_act();
                    let mut legal = Vec::new();
                    g.legal(ctx, side, &mut legal);
                    let mut fresh = g.clone();
                    fresh.reach_memo = Derived(ReachMemo::default());
                    let mut again = Vec::new();
                    fresh.legal(ctx, side, &mut again);
                    assert_eq!(legal, again, "{name}, seed {seed}: the legal orders differ");
                    for i in 0..g.pieces.len() {
                        let mp = g.pieces[i].ut.movement;
                        let mut empty = g.clone();
                        empty.reach_memo = Derived(ReachMemo::default());
                        assert_eq!(g.reach(ctx, i, mp), empty.reach(ctx, i, mp), "{name}, seed {seed}, piece {i}");
                    }
                    let Some(o) = (!legal.is_empty()).then(|| legal[pick.random_range(0..legal.len())].clone()) else {
                        break;
                    };
                    let mut out = Vec::new();
                    g.apply(ctx, side, &o, &mut dice, &mut out).unwrap();
                    checked += 1;
                    if g.common.over.is_some() {
                        break;
                    }
                }
            }
        }
        assert!(checked > 500, "only {checked} orders checked");
    }
}
