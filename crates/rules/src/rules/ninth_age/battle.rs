//! The 9th Age's player turn up to the Melee phase: charges (declaration with sight, front arc and maximum range, the three reactions, redirecting, the charge roll, contact on the arc the charger started in, failed charges), fleeing, the Movement phase (rally tests, advance, march with its test, reform, unit spacing) and shooting with stand and shoot, wounds, destruction and panic.

use super::data::{self, shoot};
use super::deploy::{ev, two_d6};
use super::orders::{NaEvent, NaRefusal as R, Volley, Why};
use super::state::*;
use crate::rules::dice::GameDice;
use crate::rules::engine::Ctx;
use crate::rules::hex::{Coord, Dir};
use crate::rules::los::{LosContext, Verdict, line_of_sight};
use crate::rules::map::MapGrid;
use crate::rules::movement::{step_cost, step_cost_at};
use crate::rules::terrain::Terrain;
use std::cmp::Reverse;
use std::collections::{BTreeMap, BinaryHeap};

/// A reachable hex: the hexes of movement it costs and the path there (start excluded).
pub type Reach = BTreeMap<Coord, (u8, Vec<Coord>)>;

/// A charge's search states per hex: six facings, each before and after the one wheel.
const CHARGE_STATES: usize = 12;

/// The hexes a charge reaches (`NaGame::reach_charge`), over the map's dense indices.
pub struct ChargeReach {
    /// The search state before each (hex, facing, wheeled) state on its cheapest way.
    prev: Vec<usize>,
    /// Each hex's cheapest cost and the state that first reached it so cheaply (`u8::MAX`: not reached).
    best: Vec<(u8, usize)>,
}

impl ChargeReach {
    /// The hexes of movement the hex at dense index `k` costs, if the charge reaches it.
    pub fn cost(&self, k: usize) -> Option<u8> {
        self.best.get(k).map(|b| b.0).filter(|&c| c != u8::MAX)
    }

    /// The path to `c` (start excluded; empty where the charge does not reach it).
    pub fn path(&self, map: &MapGrid, c: Coord) -> Vec<Coord> {
        let Some(&(_, mut s)) = map.index(c).and_then(|k| self.best.get(k)).filter(|b| b.0 != u8::MAX) else {
            return Vec::new();
        };
        let mut path = Vec::new();
        while s != usize::MAX {
            let hex = map.coord_of(s / CHARGE_STATES);
            if path.last() != Some(&hex) {
                path.push(hex);
            }
            s = self.prev[s];
        }
        path.pop(); // the start
        path.reverse();
        path
    }
}

impl NaGame {
    /// Every hex unit `i` reaches with `budget` hexes of movement, never through another unit. `dir_cost` gives
    /// the multiple of the ground's cost for a step in a direction (`None`: not that way).
    fn reach_with(&self, ctx: Ctx, i: usize, budget: u8, dir_cost: impl Fn(Dir) -> Option<u8>) -> Reach {
        let p = &self.pieces[i];
        let map = ctx.map;
        let Some(home) = p.at.and_then(|c| map.index(c)) else { return Reach::new() };
        let taken = self.standing(ctx);
        let n = taken.len();
        let mults: [Option<u8>; 6] = std::array::from_fn(|di| dir_cost(Dir::from_index(di as u8, self.orientation)));
        let mounted = p.ut.mounted;
        // Cheapest first, ties by hex; each hex keeps its cost and the hex before it on the first cheapest path.
        // The frontier keeps one integer per hex that orders as (cost, hex) would, and the steps are read from the
        // sight index's tables.
        let (w, h) = (map.width as usize, map.height as usize);
        let key = |cost: u8, k: usize| (u64::from(cost) << 40) | ((((k % w) * h + k / w) as u64) << 20) | k as u64;
        let mut cost_of = vec![u8::MAX; n];
        let mut prev = vec![usize::MAX; n];
        let mut frontier = BinaryHeap::new();
        frontier.push(Reverse(key(0, home)));
        while let Some(Reverse(top)) = frontier.pop() {
            let (cost, ak) = ((top >> 40) as u8, (top & 0xF_FFFF) as usize);
            if ak != home && cost_of[ak] < cost {
                continue; // a dearer way here than one already taken
            }
            for (di, mult) in mults.iter().enumerate() {
                let Some(mult) = *mult else { continue };
                let Some(tk) = ctx.los.neighbor_index(ak, di as u8) else { continue };
                if tk == home || taken[tk] {
                    continue;
                }
                let Ok((c, _)) = step_cost_at(ctx, ak, di as u8, mounted) else { continue };
                let total = cost.saturating_add(c.saturating_mul(mult));
                if total > budget || cost_of[tk] <= total {
                    continue;
                }
                cost_of[tk] = total;
                prev[tk] = ak;
                frontier.push(Reverse(key(total, tk)));
            }
        }
        let path = |mut k: usize| {
            let mut path = Vec::new();
            while k != home {
                path.push(map.coord_of(k));
                k = prev[k];
            }
            path.reverse();
            path
        };
        (0..n).filter(|&k| cost_of[k] != u8::MAX).map(|k| (map.coord_of(k), (cost_of[k], path(k)))).collect()
    }

    /// The map's hexes a placed unit stands on, by dense index.
    fn standing(&self, ctx: Ctx) -> Vec<bool> {
        let mut taken = vec![false; ctx.map.terrain.len()];
        for q in self.pieces.iter().filter(|q| q.placed()) {
            if let Some(k) = q.at.and_then(|c| ctx.map.index(c)) {
                taken[k] = true;
            }
        }
        taken
    }

    /// Any direction, the ground's cost (Vanguard moves, charges, pursuit).
    pub fn reach_any(&self, ctx: Ctx, i: usize, budget: u8) -> Reach {
        self.reach_with(ctx, i, budget, |_| Some(1))
    }

    /// An advance (front hexsides at the ground's cost, sideways and back at double) or a march (front only).
    pub fn reach_move(&self, ctx: Ctx, i: usize, budget: u8, march: bool) -> Reach {
        let o = self.orientation;
        let f = self.pieces[i].facing.index(o).unwrap_or(0);
        self.reach_with(ctx, i, budget, |d| {
            let k = (d.index(o).unwrap_or(0) + 6 - f) % 6;
            match k {
                0 | 1 | 5 => Some(1),
                _ if march => None,
                _ => Some(2),
            }
        })
    }

    /// Unit spacing: may a unit of `side` that is not charging end on `c`?
    pub fn spaced(&self, side: usize, c: Coord, except: Option<usize>) -> bool {
        !self.enemies(side).any(|j| Some(j) != except && self.pieces[j].at.is_some_and(|a| self.dist(a, c) == 1))
    }

    /// Can unit `i` see unit `j` (units and terrain block; the two ends never do)?
    pub fn sees(&self, ctx: Ctx, i: usize, j: usize) -> bool {
        let (Some(a), Some(b)) = (self.pieces[i].at, self.pieces[j].at) else { return false };
        let occ = ctx.los.occupancy(self.pieces.iter().filter(|p| p.placed()).filter_map(|p| p.at));
        !matches!(line_of_sight(ctx.los, &LosContext { occupied: &occ }, a, b, false).verdict, Verdict::Blocked(_))
    }

    /// Every hex a charge of `i` reaches within `budget` hexes, with the hexes of movement it costs and the path
    /// there: forward through the three front hexsides of its facing at the ground's cost, with one wheel of one
    /// hexside anywhere on the way (a hex of the move, as in a march), never through a unit (seed: "forward any
    /// distance", "one wheel").
    pub fn reach_charge(&self, ctx: Ctx, i: usize, budget: u8) -> ChargeReach {
        let p = &self.pieces[i];
        let map = ctx.map;
        let mut reach = ChargeReach { prev: Vec::new(), best: vec![(u8::MAX, usize::MAX); map.terrain.len()] };
        let Some(home) = p.at.and_then(|c| map.index(c)) else { return reach };
        let o = self.orientation;
        let f0 = p.facing.index(o).unwrap_or(0);
        let taken = self.standing(ctx);
        // States: hex, facing, wheeled (dense: hex * 12 + facing * 2 + wheeled); the cheapest cost of each, and the
        // state before it on the first cheapest way there. Cheapest first; ties by hex, facing, wheel: the frontier
        // keeps one integer per state that orders so (cost, the hex as `Coord` orders, then its index, facing,
        // wheel), and the steps are read from the sight index's tables.
        let state = |k: usize, f: u8, w: bool| k * CHARGE_STATES + usize::from(f) * 2 + usize::from(w);
        let (w_, h_) = (map.width as usize, map.height as usize);
        let key = |cost: u8, k: usize, f: u8, w: bool| {
            (u64::from(cost) << 56)
                | ((((k % w_) * h_ + k / w_) as u64) << 24)
                | ((k as u64) << 4)
                | (u64::from(f) << 1)
                | u64::from(w)
        };
        let mut seen = vec![u8::MAX; map.terrain.len() * CHARGE_STATES];
        reach.prev = vec![usize::MAX; seen.len()];
        let mut frontier = BinaryHeap::new();
        frontier.push(Reverse(key(0, home, f0, false)));
        seen[state(home, f0, false)] = 0;
        let mounted = p.ut.mounted;
        while let Some(Reverse(top)) = frontier.pop() {
            let (cost, ak) = ((top >> 56) as u8, ((top >> 4) & 0xF_FFFF) as usize);
            let (f, wheeled) = (((top >> 1) & 7) as u8, top & 1 == 1);
            let from = state(ak, f, wheeled);
            if seen[from] < cost {
                continue;
            }
            let mut next: [Option<(u8, usize, u8, bool)>; 5] = [None; 5];
            if !wheeled && cost < budget {
                next[0] = Some((cost + 1, ak, (f + 1) % 6, true));
                next[1] = Some((cost + 1, ak, (f + 5) % 6, true));
            }
            for (slot, di) in [f, (f + 1) % 6, (f + 5) % 6].into_iter().enumerate() {
                let Some(tk) = ctx.los.neighbor_index(ak, di) else { continue };
                if tk == home || taken[tk] {
                    continue;
                }
                let Ok((c, _)) = step_cost_at(ctx, ak, di, mounted) else { continue };
                let total = cost.saturating_add(c);
                if total > budget {
                    continue;
                }
                next[2 + slot] = Some((total, tk, f, wheeled));
            }
            for (c, tk, nf, w) in next.into_iter().flatten() {
                let s = state(tk, nf, w);
                if seen[s] <= c {
                    continue;
                }
                seen[s] = c;
                reach.prev[s] = from;
                if tk != home && reach.best[tk].0 > c {
                    reach.best[tk] = (c, s);
                }
                frontier.push(Reverse(key(c, tk, nf, w)));
            }
        }
        reach
    }

    /// The hexes beside target `j`, in `arc` of it (any, for a fleeing target), that charger `i` reaches within
    /// `budget`: cost, hex and path (cost 0 where it already stands).
    fn contact_hexes(&self, ctx: Ctx, i: usize, j: usize, arc: Option<Arc>, budget: u8) -> Vec<Contact> {
        if self.pieces[i].at.is_none() || self.pieces[j].at.is_none() {
            return Vec::new();
        }
        self.contact_hexes_in(ctx, &self.reach_charge(ctx, i, budget), i, j, arc)
    }

    /// `contact_hexes` on a search already made (`reach_charge` of `i` with the budget wanted).
    fn contact_hexes_in(&self, ctx: Ctx, reach: &ChargeReach, i: usize, j: usize, arc: Option<Arc>) -> Vec<Contact> {
        let (Some(ci), Some(tj)) = (self.pieces[i].at, self.pieces[j].at) else { return Vec::new() };
        let map = ctx.map;
        let fj = self.pieces[j].facing;
        tj.neighbors(self.orientation)
            .into_iter()
            .filter(|&n| self.on_map(n))
            .filter(|&n| arc.is_none_or(|a| self.arc_at(tj, fj, n) == ArcAt::In(a)))
            .filter_map(|n| {
                if n == ci {
                    Some((0, n, Vec::new()))
                } else {
                    map.index(n).and_then(|k| reach.cost(k)).map(|c| (c, n, reach.path(map, n)))
                }
            })
            .collect()
    }

    /// The cheapest hex where charger `i` would meet target `j` on `arc` of it within `budget` hexes (whether a
    /// charge can reach at all, and what it needs).
    pub fn contact(&self, ctx: Ctx, i: usize, j: usize, arc: Option<Arc>, budget: u8) -> Option<Contact> {
        self.contact_hexes(ctx, i, j, arc, budget).into_iter().min_by_key(|(c, n, _)| (*c, *n))
    }

    /// Enemies of `i` other than `j` that a unit of `i`'s side standing on `n` would touch (every placed enemy on
    /// a hex beside it).
    pub fn touched(&self, i: usize, j: usize, n: Coord) -> Vec<usize> {
        let side = self.pieces[i].side;
        self.enemies(side).filter(|&e| e != j && self.pieces[e].at.is_some_and(|a| self.dist(a, n) == 1)).collect()
    }

    /// Where the charge of `i` on `j` (on `arc`; any hex beside a fleeing target) ends within `budget`, among the
    /// hexes it reaches, by the seed's priorities for maximising contact: (1) touch as few other enemy units as
    /// possible; (2) turn the target as little as possible (on hexes the charger always aligns by turning in
    /// place, so the target never turns); (3) leave the other chargers still to move on the same target room to
    /// reach it; (4) the most attacks in the fight. Then the cheapest path, the squarest hex (straight on the
    /// target's front or rear), the first by coordinates.
    pub fn charge_end(&self, ctx: Ctx, i: usize, j: usize, arc: Option<Arc>, budget: u8) -> Option<Contact> {
        let tj = self.pieces[j].at?;
        let o = self.orientation;
        let fj = self.pieces[j].facing;
        let square = |n: Coord| match arc {
            Some(Arc::Front) => tj.neighbor(fj, o) == Some(n),
            Some(Arc::Rear) => tj.neighbor(fj.opposite(), o) == Some(n),
            _ => false,
        };
        let others: Vec<Charge> =
            self.charges.iter().copied().filter(|c| c.target == j && c.charger != i && !c.fled).collect();
        self.contact_hexes(ctx, i, j, arc, budget)
            .into_iter()
            .map(|(cost, n, path)| {
                let extra = self.touched(i, j, n);
                let extra_n = extra.len();
                // The fight as it would stand with the charger on `n`.
                let mut then = self.clone();
                then.pieces[i].at = Some(n);
                then.pieces[i].facing = then.toward(n, tj);
                if arc.is_some() {
                    then.fights.push((i, j));
                    for &e in extra.iter().filter(|&&e| !self.pieces[e].fleeing) {
                        then.fights.push((i, e));
                    }
                }
                let room = others
                    .iter()
                    .filter(|c| then.contact(ctx, c.charger, j, Some(c.arc), then.max_charge(c.charger)).is_some())
                    .count();
                let attacks: u32 = if arc.is_some() {
                    then.combat_of(i)
                        .into_iter()
                        .filter_map(|u| then.strikes_at(u).map(|t| u32::from(then.attacks(u, t))))
                        .sum()
                } else {
                    0
                };
                let key = (extra_n, std::cmp::Reverse(room), std::cmp::Reverse(attacks), cost, !square(n), n);
                (key, (cost, n, path))
            })
            .min_by(|a, b| a.0.cmp(&b.0))
            .map(|(_, c)| c)
    }

    /// The arcs of `j` a charge by `i` may come in on.
    pub fn charge_arcs(&self, i: usize, j: usize) -> Vec<Arc> {
        let (Some(a), Some(b)) = (self.pieces[j].at, self.pieces[i].at) else { return Vec::new() };
        match self.arc_at(a, self.pieces[j].facing, b) {
            ArcAt::In(x) => vec![x],
            ArcAt::Between(x, y) => vec![x, y],
        }
    }

    /// The most hexes a charge of `i` may cover: Advance Rate plus the most 2D6 can roll.
    pub fn max_charge(&self, i: usize) -> u8 {
        data::hexes(self.pieces[i].pr.adv + data::CHARGE_DICE_MAX) as u8
    }

    /// Why unit `i` may not act in this player turn at all (fleeing, in combat).
    fn free_to_act(&self, i: usize) -> Result<(), R> {
        let p = &self.pieces[i];
        if p.fleeing {
            return Err(R::CannotAct { unit: p.id.clone(), why: Why::Fleeing });
        }
        if self.engaged(i) {
            return Err(R::CannotAct { unit: p.id.clone(), why: Why::Engaged });
        }
        Ok(())
    }

    /// May `i` declare a charge on `j` now?
    pub fn may_charge(&self, ctx: Ctx, i: usize, j: usize) -> Result<(), R> {
        self.may_charge_in(ctx, i, j, &mut None)
    }

    /// `may_charge`, keeping the search of where `i` reaches in `reach` for the next target of the same charger
    /// (start with `None`; the board must not change in between).
    pub fn may_charge_in(&self, ctx: Ctx, i: usize, j: usize, reach: &mut Option<ChargeReach>) -> Result<(), R> {
        let redirecting = matches!(self.stage, Stage::Retarget { charger } if charger == i);
        self.check_charge(ctx, i, j, redirecting, reach)
    }

    /// May `i` declare a charge on `j`, as a first declaration or (`redirecting`) as its redirected charge?
    fn check_charge(
        &self,
        ctx: Ctx,
        i: usize,
        j: usize,
        redirecting: bool,
        reach: &mut Option<ChargeReach>,
    ) -> Result<(), R> {
        let p = &self.pieces[i];
        let t = &self.pieces[j];
        if !p.placed() || p.side != self.active() {
            return Err(R::NotNow);
        }
        self.free_to_act(i)?;
        let unit = || p.id.clone();
        if self.charges.iter().any(|c| c.charger == i) && !redirecting {
            return Err(R::CannotAct { unit: unit(), why: Why::Charged });
        }
        if p.scouted && self.common.turn == 1 {
            return Err(R::CannotAct { unit: unit(), why: Why::FirstTurn });
        }
        if t.side == p.side || !t.placed() {
            return Err(R::NotAnEnemy { target: t.id.clone() });
        }
        if redirecting && self.charges.iter().any(|c| c.charger == i && c.target == j) {
            return Err(R::NotAnEnemy { target: t.id.clone() });
        }
        let (Some(a), Some(b)) = (p.at, t.at) else { return Err(R::NotNow) };
        if !self.in_front(a, p.facing, b) {
            return Err(R::NotInFront { unit: unit(), target: t.id.clone() });
        }
        if !self.sees(ctx, i, j) {
            return Err(R::NoSight { unit: unit(), target: t.id.clone() });
        }
        let reach = reach.get_or_insert_with(|| self.reach_charge(ctx, i, self.max_charge(i)));
        if !self.charge_arcs(i, j).into_iter().any(|arc| !self.contact_hexes_in(ctx, reach, i, j, Some(arc)).is_empty())
        {
            return Err(R::NoPath { unit: unit(), target: t.id.clone() });
        }
        Ok(())
    }

    /// Declare the charge of `i` on `j` (checked): the arc, rolled on a boundary; then the target reacts.
    pub fn declare(&mut self, ctx: Ctx, i: usize, j: usize, dice: &mut GameDice, out: &mut Out) {
        let arcs = self.charge_arcs(i, j);
        let (arc, rolled) = if arcs.len() == 2 {
            let d = dice.die(6);
            (if d <= 3 { arcs[0] } else { arcs[1] }, Some(d))
        } else {
            (arcs.first().copied().unwrap_or(Arc::Front), None)
        };
        if matches!(self.stage, Stage::Retarget { charger } if charger == i) {
            // Kept until the new target reacts: should it flee too, the charger may go back to this one.
            self.redirect_from = self.charges.iter().find(|c| c.charger == i).copied();
        }
        self.charges.retain(|c| c.charger != i);
        self.charges.push(Charge { charger: i, target: j, arc, fled: false });
        out.push(ev(NaEvent::ChargeDeclared {
            unit: self.pieces[i].id.clone(),
            target: self.pieces[j].id.clone(),
            arc,
            rolled,
        }));
        self.stage = Stage::React { charger: i, target: j };
        self.forced_reaction(ctx, dice, out);
    }

    /// The reactions the charged unit may choose.
    pub fn reactions(&self, charger: usize, target: usize) -> Vec<super::orders::Reaction> {
        use super::orders::Reaction::*;
        let t = &self.pieces[target];
        if self.engaged(target) {
            return vec![Hold];
        }
        if t.fleeing {
            return vec![Flee];
        }
        let mut v = vec![Hold];
        if self.stand_and_shoot(charger, target).is_ok() {
            v.push(StandAndShoot);
        }
        v.push(Flee);
        v
    }

    /// May `target` stand and shoot at `charger`?
    pub fn stand_and_shoot(&self, charger: usize, target: usize) -> Result<(), Why> {
        let (c, t) = (&self.pieces[charger], &self.pieces[target]);
        if t.pr.weapon.is_none() {
            return Err(Why::NoWeapon);
        }
        if t.stood_and_shot {
            return Err(Why::AlreadyShot);
        }
        let (Some(a), Some(b)) = (t.at, c.at) else { return Err(Why::NotFrontArc) };
        if !self.in_front(a, t.facing, b) {
            return Err(Why::NotFrontArc);
        }
        // The charger must start farther off than its own Advance Rate (the gap between the two fronts).
        let gap = (self.dist(a, b).saturating_sub(1)) * data::INCHES_PER_HEX;
        if gap <= c.pr.adv {
            return Err(Why::TooClose);
        }
        Ok(())
    }

    /// A reaction with no choice (a unit in combat holds; a fleeing one flees) is taken at once.
    pub fn forced_reaction(&mut self, ctx: Ctx, dice: &mut GameDice, out: &mut Out) {
        if let Stage::React { charger, target } = self.stage {
            let r = self.reactions(charger, target);
            if r.len() == 1 {
                self.react(ctx, charger, target, r[0], dice, out);
            }
        }
    }

    /// The charged unit reacts.
    pub fn react(
        &mut self,
        ctx: Ctx,
        charger: usize,
        target: usize,
        r: super::orders::Reaction,
        dice: &mut GameDice,
        out: &mut Out,
    ) {
        use super::orders::Reaction::*;
        out.push(ev(NaEvent::Reacts { unit: self.pieces[target].id.clone(), reaction: r }));
        self.stage = Stage::Charge;
        match r {
            Hold => {}
            StandAndShoot => {
                self.pieces[target].stood_and_shot = true;
                self.shoot(ctx, target, charger, true, dice, out);
            }
            Flee => {
                let cause = self.pieces[charger].at.unwrap_or(Coord(0, 0));
                self.flee_from(ctx, target, cause, dice, out);
                // Every charge on it now chases a fleeing unit, and every charger that had not yet seen it flee
                // may try to redirect (a charge on a unit already fleeing had its chance when it first fled).
                for c in self.charges.iter_mut().filter(|c| c.target == target && !c.fled) {
                    c.fled = true;
                    if !self.redirects.contains(&c.charger) {
                        self.redirects.push(c.charger);
                    }
                }
                // A redirected charge whose new target fled too: the charger picks which of the two to go on
                // against before anyone rolls.
                if let Some(left) = self.redirect_from.filter(|l| l.charger == charger && l.target != target) {
                    if self.pieces[left.target].placed() && self.pieces[target].placed() {
                        self.stage = Stage::GoOn { charger };
                        return;
                    }
                    if self.pieces[left.target].placed() {
                        self.go_on(charger, left.target, out);
                    }
                }
            }
        }
        self.redirect_from = None;
        self.next_redirect(ctx);
    }

    /// Back to the declarations, or to the next charger that may redirect (one whose test is still worth taking:
    /// it has not redirected this round and has another unit it could charge).
    pub fn next_redirect(&mut self, ctx: Ctx) {
        let pending = std::mem::take(&mut self.redirects);
        self.redirects = pending
            .into_iter()
            .filter(|&c| {
                !self.pieces[c].redirected && self.charges.iter().any(|x| x.charger == c) && {
                    let mut reach = None;
                    (0..self.pieces.len()).any(|j| self.check_charge(ctx, c, j, true, &mut reach).is_ok())
                }
            })
            .collect();
        self.stage = if self.redirects.is_empty() { Stage::Charge } else { Stage::Redirect };
    }

    /// A charger picked to redirect tests Discipline: passing, it may declare again; failing, it goes on.
    pub fn redirect(&mut self, ctx: Ctx, charger: usize, dice: &mut GameDice, out: &mut Out) {
        self.redirects.retain(|&c| c != charger);
        self.pieces[charger].redirected = true;
        if self.discipline(charger, RollKind::Discipline, 0, dice, out) {
            self.stage = Stage::Retarget { charger };
        } else {
            self.next_redirect(ctx);
        }
    }

    /// The charger whose redirected target fled too goes on against `target`: the new one, or back to the one it
    /// left.
    pub fn go_on(&mut self, charger: usize, target: usize, out: &mut Out) {
        if let Some(left) = self.redirect_from.take()
            && left.target == target
        {
            self.charges.retain(|c| c.charger != charger);
            self.charges.push(left);
        }
        out.push(ev(NaEvent::GoesOn { unit: self.pieces[charger].id.clone(), target: self.pieces[target].id.clone() }));
    }

    /// A Discipline test: 2D6 at or under Discipline less `minus`.
    pub fn discipline(&mut self, i: usize, what: RollKind, minus: i32, dice: &mut GameDice, out: &mut Out) -> bool {
        let d = two_d6(dice);
        let total = i32::from(d[0]) + i32::from(d[1]);
        let need = i32::from(self.discipline_of(i)) - minus;
        let roll = Roll { what, dice: d, total, need, success: total <= need };
        let ok = roll.success;
        let id = self.pieces[i].id.clone();
        self.record(&id, roll.clone());
        out.push(ev(NaEvent::Tested { unit: id, roll }));
        ok
    }

    /// Roll the charge of `i` and move it: contact, a fleeing target caught, or a failed charge.
    pub fn roll_charge(&mut self, ctx: Ctx, i: usize, dice: &mut GameDice, out: &mut Out) {
        let Some(k) = self.charges.iter().position(|c| c.charger == i) else { return };
        let c = self.charges.remove(k);
        let d = two_d6(dice);
        let range = u32::from(d[0]) + u32::from(d[1]) + self.pieces[i].pr.adv;
        let budget = data::hexes(range) as u8;
        let j = c.target;
        let arc = if c.fled { None } else { Some(c.arc) };
        let alive = self.pieces[j].placed();
        let need = if alive {
            self.contact(ctx, i, j, arc, u8::MAX / 2).map_or(99, |(cost, _, _)| i32::from(cost) * 2)
        } else {
            99
        };
        let hit = if alive { self.charge_end(ctx, i, j, arc, budget) } else { None };
        let roll = Roll { what: RollKind::Charge, dice: d.clone(), total: range as i32, need, success: hit.is_some() };
        let id = self.pieces[i].id.clone();
        self.record(&id, roll.clone());
        out.push(ev(NaEvent::ChargeRolled { unit: id.clone(), roll }));
        self.pieces[i].moved = true;
        match hit {
            Some((_, at, path)) => {
                let from = self.pieces[i].at.unwrap_or(at);
                self.pieces[i].at = Some(at);
                if let Some(t) = self.pieces[j].at {
                    self.pieces[i].facing = self.toward(at, t);
                }
                if !path.is_empty() {
                    out.push(ev_moved(&id, from, at, path));
                }
                if c.fled {
                    out.push(ev(NaEvent::Caught { unit: self.pieces[j].id.clone(), by: id }));
                    self.destroy(ctx, j, dice, out);
                } else {
                    self.pieces[i].charged = true;
                    self.fights.push((i, j));
                    out.push(ev(NaEvent::Contact { unit: id.clone(), target: self.pieces[j].id.clone(), at }));
                    // Other enemies the charger could not help touching join the fight (they hold: the charge is
                    // already home); a fleeing one cannot fight and is left alone.
                    for e in self.touched(i, j, at) {
                        if self.pieces[e].fleeing || self.fights.contains(&(i, e)) {
                            continue;
                        }
                        self.fights.push((i, e));
                        out.push(ev(NaEvent::Touched { unit: id.clone(), enemy: self.pieces[e].id.clone() }));
                    }
                }
            }
            None => {
                // A failed charge moves the highest die toward the target, keeping clear of enemies.
                let n = data::forced_hexes(u32::from(d[0].max(d[1])));
                let goal = self.pieces[j].at;
                let from = self.pieces[i].at.unwrap_or(Coord(0, 0));
                let mut at = from;
                let mut path = Vec::new();
                if let Some(goal) = goal {
                    for _ in 0..n {
                        let o = self.orientation;
                        let here = self.dist(at, goal);
                        let side = self.pieces[i].side;
                        let next = at.neighbors(o).into_iter().filter(|&x| {
                            self.free(ctx, x)
                                && self.dist(x, goal) < here
                                && self.spaced(side, x, None)
                                && step_cost(ctx.setup.ruleset, ctx.map, at, x, self.pieces[i].ut).is_ok()
                        });
                        let Some(x) = next.min() else { break };
                        at = x;
                        path.push(x);
                    }
                    if at != goal {
                        self.pieces[i].facing = self.toward(at, goal);
                    }
                }
                self.pieces[i].at = Some(at);
                if !path.is_empty() {
                    out.push(ev_moved(&id, from, at, path));
                }
                self.pieces[i].failed_charge = true;
                out.push(ev(NaEvent::FailedCharge { unit: id, to: at }));
            }
        }
    }

    /// Unit `j` flees 2D6" straight away from `cause`, through other units but never ending on one; off the field
    /// it is gone.
    pub fn flee_from(&mut self, ctx: Ctx, j: usize, cause: Coord, dice: &mut GameDice, out: &mut Out) {
        let d = two_d6(dice);
        self.flee_rolled(ctx, j, cause, d, dice, out);
    }

    /// Unit `j` flees the 2D6" already rolled (`d`) straight away from `cause`.
    pub fn flee_rolled(&mut self, ctx: Ctx, j: usize, cause: Coord, d: Vec<u8>, dice: &mut GameDice, out: &mut Out) {
        let Some(at) = self.pieces[j].at else { return };
        let total = u32::from(d[0]) + u32::from(d[1]);
        let n = data::forced_hexes(total);
        let line = self.line_away(cause, at, n + 2 * self.size.0.max(self.size.1) as u32);
        self.pieces[j].facing = self.toward(cause, at);
        let dest = self.walk_flee(ctx, j, &line, n);
        self.fled(ctx, j, d, total, dest, dice, out);
    }

    /// Unit `j` flees 2D6" toward its own edge (a failed rally).
    pub fn flee_home(&mut self, ctx: Ctx, j: usize, dice: &mut GameDice, out: &mut Out) {
        let Some(mut at) = self.pieces[j].at else { return };
        let side = self.pieces[j].side;
        let d = two_d6(dice);
        let total = u32::from(d[0]) + u32::from(d[1]);
        let n = data::forced_hexes(total);
        let mut line = Vec::new();
        let o = self.orientation;
        for _ in 0..(n + 2 * self.size.0.max(self.size.1) as u32) {
            if self.from_home(side, at) == 0 {
                line.push(Coord(-99, -99));
                break;
            }
            let Some(next) =
                at.neighbors(o).into_iter().filter(|&x| self.on_map(x)).min_by_key(|&x| self.from_home(side, x))
            else {
                break;
            };
            line.push(next);
            at = next;
        }
        if let (Some(first), Some(here)) = (line.first(), self.pieces[j].at)
            && self.on_map(*first)
        {
            self.pieces[j].facing = self.toward(here, *first);
        }
        let dest = self.walk_flee(ctx, j, &line, n);
        self.fled(ctx, j, d, total, dest, dice, out);
    }

    /// Where a flee along `line` of `n` hexes ends: through units but never on one, stopping short of ground or a
    /// hexside it cannot cross (a cliff); `None` off the field.
    fn walk_flee(&self, ctx: Ctx, j: usize, line: &[Coord], n: u32) -> Option<Coord> {
        let mut last_free = self.pieces[j].at?;
        let mut from = last_free;
        let params = ctx.setup.ruleset.params();
        for (k, &c) in line.iter().enumerate() {
            if !self.on_map(c) {
                return None;
            }
            let passable = ctx.map.terrain(c).is_some_and(|t| (params.terrain)(t).move_cost.is_some());
            let crossable = ctx.map.hexside_between(from, c).is_none_or(|h| (params.hexside)(h.kind).0.is_some());
            if !passable || !crossable {
                break;
            }
            from = c;
            if self.unit_at(c).is_none_or(|u| u == j) {
                last_free = c;
                if k as u32 + 1 >= n {
                    return Some(c);
                }
            }
        }
        Some(last_free)
    }

    fn fled(
        &mut self,
        ctx: Ctx,
        j: usize,
        d: Vec<u8>,
        total: u32,
        dest: Option<Coord>,
        dice: &mut GameDice,
        out: &mut Out,
    ) {
        let id = self.pieces[j].id.clone();
        let roll = Roll { what: RollKind::Flee, dice: d, total: total as i32, need: 0, success: dest.is_some() };
        self.record(&id, roll.clone());
        self.fights.retain(|&(a, b)| a != j && b != j);
        self.pieces[j].fleeing = true;
        self.pieces[j].moved = true;
        match dest {
            Some(to) => {
                let from = self.pieces[j].at.unwrap_or(to);
                self.pieces[j].at = Some(to);
                out.push(ev(NaEvent::Fled { unit: id.clone(), roll, to: Some(to) }));
                if from != to {
                    out.push(ev_moved(&id, from, to, vec![to]));
                }
            }
            None => {
                out.push(ev(NaEvent::Fled { unit: id, roll, to: None }));
                self.destroy(ctx, j, dice, out);
            }
        }
    }

    /// Unit `j` is gone: its points go to the enemy, and friends near it test for panic.
    pub fn destroy(&mut self, ctx: Ctx, j: usize, dice: &mut GameDice, out: &mut Out) {
        if self.pieces[j].dead {
            return;
        }
        let at = self.pieces[j].at;
        self.pieces[j].dead = true;
        self.fights.retain(|&(a, b)| a != j && b != j);
        self.charges.retain(|c| c.charger != j);
        let side = self.pieces[j].side;
        self.destroyed[1 - side] += self.pieces[j].pr.points;
        out.push(ev(NaEvent::Destroyed { unit: self.pieces[j].id.clone(), points: self.pieces[j].pr.points }));
        self.release_characters(ctx, j, at, dice, out);
        if let Some(at) = at {
            self.panic_near(ctx, side, at, dice, out);
        }
    }

    /// Unit `j` is gone with the characters in it: with a unit that was fleeing (caught, or run off the table) they
    /// are lost too; otherwise each stands alone in its hex, a unit of its own again and out of the fight
    /// (PROPOSAL).
    fn release_characters(&mut self, ctx: Ctx, j: usize, at: Option<Coord>, dice: &mut GameDice, out: &mut Out) {
        let fled = self.pieces[j].fleeing;
        for c in self.characters_in(j).collect::<Vec<_>>() {
            self.pieces[c].joined = None;
            self.pieces[c].at = at;
            if fled || at.is_none() {
                self.destroy(ctx, c, dice, out);
            } else {
                self.pieces[c].fleeing = false;
                let (character, unit) = (self.pieces[c].id.clone(), self.pieces[j].id.clone());
                out.push(ev(NaEvent::StandsAlone { character, unit }));
            }
        }
    }

    /// The characters in each unit stand, face and flee with it (called after every order).
    pub fn carry_characters(&mut self) {
        for c in 0..self.pieces.len() {
            let Some(h) = self.pieces[c].joined else { continue };
            let (at, facing, fleeing) = (self.pieces[h].at, self.pieces[h].facing, self.pieces[h].fleeing);
            let p = &mut self.pieces[c];
            (p.at, p.facing, p.fleeing) = (at, facing, fleeing);
        }
    }

    /// Friends of `side` within panic range of `at` (not fleeing, not in combat) test; those that fail flee from
    /// the nearest enemy.
    pub fn panic_near(&mut self, ctx: Ctx, side: usize, at: Coord, dice: &mut GameDice, out: &mut Out) {
        let near: Vec<usize> = (0..self.pieces.len())
            .filter(|&k| {
                let p = &self.pieces[k];
                p.side == side
                    && p.placed()
                    && !p.fleeing
                    && !self.engaged(k)
                    && p.at.is_some_and(|a| self.dist(a, at) <= data::PANIC_RANGE)
            })
            .collect();
        for k in near {
            if !self.pieces[k].placed() || self.pieces[k].fleeing {
                continue;
            }
            if !self.discipline(k, RollKind::Panic, 0, dice, out)
                && let Some(cause) = self.nearest_enemy_hex(k)
            {
                self.flee_from(ctx, k, cause, dice, out);
            }
        }
    }

    /// The hex of the enemy nearest unit `k`.
    pub fn nearest_enemy_hex(&self, k: usize) -> Option<Coord> {
        let at = self.pieces[k].at?;
        self.enemies(self.pieces[k].side).filter_map(|j| self.pieces[j].at).min_by_key(|&b| (self.dist(at, b), b))
    }

    /// Take `n` HP off unit `j`: models come off the back, a multi-HP model keeps its wounds.
    pub fn wound(&mut self, ctx: Ctx, j: usize, n: u8, dice: &mut GameDice, out: &mut Out) {
        if n == 0 || self.pieces[j].dead {
            return;
        }
        let p = &mut self.pieces[j];
        for _ in 0..n {
            p.wounds += 1;
            if p.wounds >= p.pr.hp {
                p.wounds = 0;
                p.models = p.models.saturating_sub(1);
            }
            if p.models == 0 {
                break;
            }
        }
        out.push(ev(NaEvent::Lost { unit: p.id.clone(), hp: n, models: p.models }));
        if p.models == 0 {
            self.destroy(ctx, j, dice, out);
        }
    }

    /// The roll unit `i` needs to hit `j` with its shooting weapon; `None` when it has none. 7 or more cannot hit.
    pub fn aim(&self, ctx: Ctx, i: usize, j: usize, stand_and_shoot: bool) -> Option<u8> {
        let (p, t) = (&self.pieces[i], &self.pieces[j]);
        let w = p.pr.weapon?;
        let d = self.gap(i, j) * data::INCHES_PER_HEX;
        let mut need = w.aim;
        if 2 * d > w.range {
            need += shoot::LONG_RANGE;
        }
        if p.moved && !stand_and_shoot {
            need += shoot::MOVED;
        }
        if stand_and_shoot {
            need += shoot::STAND_AND_SHOOT;
        }
        match t.at.and_then(|a| ctx.map.terrain(a)) {
            Some(Terrain::Forest | Terrain::Rubble | Terrain::Orchard | Terrain::Brush) => need += shoot::SOFT_COVER,
            Some(Terrain::Building | Terrain::Town) => need += shoot::HARD_COVER,
            _ => {}
        }
        Some(need)
    }

    /// May `i` shoot at `j` in the Shooting phase?
    pub fn may_shoot(&self, ctx: Ctx, i: usize, j: usize) -> Result<u8, R> {
        let (p, t) = (&self.pieces[i], &self.pieces[j]);
        let unit = || p.id.clone();
        if !p.placed() || p.side != self.active() {
            return Err(R::NotNow);
        }
        self.free_to_act(i)?;
        let Some(w) = p.pr.weapon else { return Err(R::CannotAct { unit: unit(), why: Why::NoWeapon }) };
        for (flag, why) in [
            (p.marched, Why::Marched),
            (p.shot, Why::Shot),
            (p.rallied, Why::Rallied),
            (p.charged || p.failed_charge, Why::Charged),
        ] {
            if flag {
                return Err(R::CannotAct { unit: unit(), why });
            }
        }
        if t.side == p.side || !t.placed() {
            return Err(R::NotAnEnemy { target: t.id.clone() });
        }
        if self.engaged(j) {
            return Err(R::CannotAct { unit: unit(), why: Why::TargetInCombat });
        }
        let (Some(a), Some(b)) = (p.at, t.at) else { return Err(R::NotNow) };
        if !self.in_front(a, p.facing, b) {
            return Err(R::NotInFront { unit: unit(), target: t.id.clone() });
        }
        if self.dist(a, b) * data::INCHES_PER_HEX > w.range {
            return Err(R::OutOfRange { unit: unit(), target: t.id.clone(), range: data::hexes(w.range) });
        }
        if !self.sees(ctx, i, j) {
            return Err(R::NoSight { unit: unit(), target: t.id.clone() });
        }
        let need = self.aim(ctx, i, j, false).unwrap_or(7);
        if need > 6 {
            return Err(R::CannotAct { unit: unit(), why: Why::CannotHit });
        }
        Ok(need)
    }

    /// `i` shoots at `j`: the models of its first two ranks, each its shots; hit, wound, save; then panic.
    pub fn shoot(&mut self, ctx: Ctx, i: usize, j: usize, stand_and_shoot: bool, dice: &mut GameDice, out: &mut Out) {
        let Some(w) = self.pieces[i].pr.weapon else { return };
        let p = &self.pieces[i];
        let shooters = p.models.min(2 * p.pr.width);
        let shots = shooters.saturating_mul(w.shots);
        let hit = self.aim(ctx, i, j, stand_and_shoot).unwrap_or(7);
        let t = self.pieces[j].pr;
        let wound = data::to_wound(w.str, t.res);
        let save = data::to_save(t.arm, w.ap);
        let v = strike(shots, hit, wound, save, dice);
        out.push(ev(NaEvent::Shot {
            unit: self.pieces[i].id.clone(),
            target: self.pieces[j].id.clone(),
            volley: v.clone(),
        }));
        self.pieces[i].shot = true;
        self.wound(ctx, j, v.unsaved, dice, out);
        // A unit that lost a quarter of its models to this phase's shooting tests for panic.
        let t = &self.pieces[j];
        let lost = u32::from(t.phase_models.saturating_sub(t.models));
        if t.placed()
            && !t.fleeing
            && !t.shot_panic
            && 100 * lost >= data::SHOOTING_PANIC_PERCENT * u32::from(t.phase_models.max(1))
            && lost > 0
        {
            self.pieces[j].shot_panic = true;
            if !self.discipline(j, RollKind::Panic, 0, dice, out) {
                let cause = self.pieces[i].at.unwrap_or(Coord(0, 0));
                self.flee_from(ctx, j, cause, dice, out);
            }
        }
    }
}

/// Roll `n` attacks: hit on `hit`+, wound on `wound`+ (a 6 always wounds), save on `save`+; a 1 fails every roll.
pub fn strike(n: u8, hit: u8, wound: u8, save: Option<u8>, dice: &mut GameDice) -> Volley {
    let mut v = Volley { shots: n, hit, wound, save, hits: 0, wounds: 0, unsaved: 0 };
    if hit > 6 {
        return v;
    }
    for _ in 0..n {
        let d = dice.die(6);
        if d != 1 && d >= hit {
            v.hits += 1;
        }
    }
    for _ in 0..v.hits {
        let d = dice.die(6);
        if d == 6 || (d != 1 && d >= wound) {
            v.wounds += 1;
        }
    }
    for _ in 0..v.wounds {
        let saved = save.is_some_and(|s| {
            let d = dice.die(6);
            d != 1 && d >= s
        });
        if !saved {
            v.unsaved += 1;
        }
    }
    v
}

pub fn ev_moved(
    unit: &str,
    from: Coord,
    to: Coord,
    path: Vec<Coord>,
) -> (crate::rules::engine::Outcome, crate::rules::engine::Audience) {
    (
        crate::rules::engine::Outcome::Moved { unit: unit.to_string(), from, to, path },
        crate::rules::engine::Audience::All,
    )
}

/// Where a charge meets its target: the hexes it costs, the hex of contact and the path there.
pub type Contact = (u8, Coord, Vec<Coord>);
