//! The 9th Age's Melee phase: each combat (the units joined by fights) struck in Agility steps, combat score, break tests with Steadfast, fleeing and pursuit; and the end of the player turn, the game turn and the battle, with victory points for units destroyed, fleeing or broken down and for objectives held.

use super::data;
use super::deploy::{ev, two_d6};
use super::orders::NaEvent;
use super::state::*;
use crate::rules::dice::GameDice;
use crate::rules::engine::{Ctx, EndReason, Outcome};
use crate::rules::hex::Coord;

impl NaGame {
    /// The units of the combat `i` is in: every unit joined to it by fights.
    pub fn combat_of(&self, i: usize) -> Vec<usize> {
        let mut set = vec![i];
        let mut k = 0;
        while k < set.len() {
            for f in self.foes(set[k]) {
                if !set.contains(&f) {
                    set.push(f);
                }
            }
            k += 1;
        }
        set.sort();
        set
    }

    /// The enemy `u` strikes: one in its front arc if it has one, else the first it fights.
    pub fn strikes_at(&self, u: usize) -> Option<usize> {
        let foes = self.foes(u);
        foes.iter().copied().find(|&f| self.arc_of(u, f) == Arc::Front).or_else(|| foes.first().copied())
    }

    /// How many attacks `u` makes on `t`: its front rank's Attacks and a supporting attack from each model of the
    /// second rank; a unit fighting only to its flank or rear fights with half its front rank, unsupported
    /// (PROPOSAL).
    pub fn attacks(&self, u: usize, t: usize) -> u8 {
        let p = &self.pieces[u];
        let front = p.models.min(p.pr.width);
        if self.arc_of(u, t) == Arc::Front {
            let support = p.models.saturating_sub(p.pr.width).min(p.pr.width);
            front.saturating_mul(p.pr.att).saturating_add(support)
        } else {
            front.div_ceil(2).saturating_mul(p.pr.att)
        }
    }

    /// How many attacks character `c`, fighting in unit `host`, makes on `t`: its own Attacks from the front rank,
    /// half of them (rounded up) when its unit fights only to its flank or rear (PROPOSAL).
    pub fn character_attacks(&self, c: usize, host: usize, t: usize) -> u8 {
        let p = &self.pieces[c];
        let all = p.models.saturating_mul(p.pr.att);
        if self.arc_of(host, t) == Arc::Front { all } else { all.div_ceil(2) }
    }

    /// Fight the combat of unit `i`.
    pub fn fight(&mut self, ctx: Ctx, i: usize, dice: &mut GameDice, out: &mut Out) {
        let units = self.combat_of(i);
        let first_of = |s: usize| units.iter().find(|&&u| self.pieces[u].side == s).map(|&u| self.pieces[u].id.clone());
        let (a, b) = (first_of(0).unwrap_or_default(), first_of(1).unwrap_or_default());
        let mut lost = [0u32; 2];
        // Who strikes, and for which unit: each unit, and each character in it with its own profile.
        let strikers: Vec<(usize, usize)> = units
            .iter()
            .flat_map(|&u| std::iter::once((u, u)).chain(self.characters_in(u).map(move |c| (c, u))))
            .collect();
        let mut steps: Vec<u8> = strikers.iter().map(|&(s, _)| self.pieces[s].pr.agi).collect();
        steps.sort_unstable_by(|x, y| y.cmp(x));
        steps.dedup();
        for agi in steps {
            // Everyone of this Agility strikes before any of their casualties come off.
            let mut blows: Vec<(usize, u8)> = Vec::new();
            for &(u, host) in &strikers {
                // A unit destroyed in an earlier step strikes no more, nor do the characters that were in it.
                let in_it = u == host || (self.pieces[u].joined == Some(host) && !self.pieces[u].dead);
                if !self.pieces[host].placed() || !in_it || self.pieces[u].pr.agi != agi {
                    continue;
                }
                let Some(t) = self.strikes_at(host) else { continue };
                let (p, q) = (self.pieces[u].pr, self.pieces[t].pr);
                let n = if u == host { self.attacks(u, t) } else { self.character_attacks(u, host, t) };
                let hit = data::melee_to_hit(p.off, q.def);
                let v = super::battle::strike(n, hit, data::to_wound(p.str, q.res), data::to_save(q.arm, p.ap), dice);
                out.push(ev(NaEvent::Strikes {
                    unit: self.pieces[u].id.clone(),
                    target: self.pieces[t].id.clone(),
                    volley: v.clone(),
                }));
                blows.push((t, v.unsaved));
            }
            for (t, n) in blows {
                let took = u32::from(n).min(self.pieces[t].hp_left());
                lost[self.pieces[t].side] += took;
                self.wound(ctx, t, n, dice, out);
            }
        }
        self.fought.extend(units.iter().copied());
        let score = [self.combat_score(&units, 0, lost[1]), self.combat_score(&units, 1, lost[0])];
        let winner = match score[0].cmp(&score[1]) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        };
        out.push(ev(NaEvent::CombatScore { a, b, scores: score, winner }));
        let Some(w) = winner else { return };
        let diff = (score[w] - score[1 - w]).abs();
        let mut broken = Vec::new();
        for &u in &units {
            if self.pieces[u].side == w || !self.pieces[u].placed() || self.foes(u).is_empty() {
                continue;
            }
            let steadfast = self.steadfast(u);
            if steadfast {
                out.push(ev(NaEvent::Steadfast { unit: self.pieces[u].id.clone() }));
            }
            let minus = if steadfast { 0 } else { diff };
            if !self.discipline(u, RollKind::BreakTest, minus, dice, out) {
                out.push(ev(NaEvent::Breaks { unit: self.pieces[u].id.clone() }));
                broken.push(u);
            }
        }
        if broken.is_empty() {
            return;
        }
        let winners: Vec<usize> = units
            .iter()
            .copied()
            .filter(|&u| self.pieces[u].side == w && self.pieces[u].placed())
            .filter(|&u| {
                let f = self.foes(u);
                !f.is_empty() && f.iter().all(|x| broken.contains(x))
            })
            .collect();
        if let Some(&first) = winners.first() {
            self.pursuit = Some((broken, winners));
            self.stage = Stage::Pursue { unit: first };
        } else {
            self.resolve_breaks(ctx, broken, Vec::new(), dice, out);
        }
    }

    /// Side `s`'s combat score in the combat of `units`, `caused` the HP it took off the enemy.
    pub fn combat_score(&self, units: &[usize], s: usize, caused: u32) -> i32 {
        let mine: Vec<usize> =
            units.iter().copied().filter(|&u| self.pieces[u].side == s && self.pieces[u].placed()).collect();
        let mut score = caused as i32;
        if mine.iter().any(|&u| self.pieces[u].charged) {
            score += data::CS_CHARGE;
        }
        score += mine
            .iter()
            .map(|&u| (i32::from(self.pieces[u].ranks()) - 1).clamp(0, data::MAX_RANK_BONUS))
            .max()
            .unwrap_or(0);
        score += mine.iter().filter(|&&u| self.pieces[u].pr.standard).count() as i32;
        let arcs: Vec<Arc> = mine
            .iter()
            .flat_map(|&u| self.foes(u).into_iter().map(move |f| (u, f)))
            .map(|(u, f)| self.arc_of(f, u))
            .collect();
        if arcs.contains(&Arc::Flank) {
            score += data::CS_FLANK;
        }
        if arcs.contains(&Arc::Rear) {
            score += data::CS_REAR;
        }
        score
    }

    /// More full ranks than every enemy it fights, and no enemy of two ranks or more in its flank or rear.
    pub fn steadfast(&self, u: usize) -> bool {
        let foes = self.foes(u);
        let ranks = self.pieces[u].ranks();
        foes.iter().all(|&f| self.pieces[f].ranks() < ranks)
            && !foes.iter().any(|&f| self.pieces[f].ranks() >= 2 && self.arc_of(u, f) != Arc::Front)
    }

    /// Broken units flee; pursuers that roll at least as far catch and destroy the unit they fought; the rest
    /// flee away from their enemy and the pursuers follow, stopping short of any enemy (PROPOSAL).
    pub fn resolve_breaks(
        &mut self,
        ctx: Ctx,
        broken: Vec<usize>,
        pursuers: Vec<usize>,
        dice: &mut GameDice,
        out: &mut Out,
    ) {
        let causes: Vec<(usize, Option<Coord>, Option<Coord>, Vec<usize>)> = broken
            .iter()
            .map(|&b| {
                let foes = self.foes(b);
                let cause = foes.first().and_then(|&f| self.pieces[f].at);
                (b, cause, self.pieces[b].at, foes)
            })
            .collect();
        let mut rolls: Vec<(usize, u32)> = Vec::new();
        for &p in &pursuers {
            let d = two_d6(dice);
            let total = u32::from(d[0]) + u32::from(d[1]);
            let roll = Roll { what: RollKind::Pursuit, dice: d, total: total as i32, need: 0, success: true };
            let id = self.pieces[p].id.clone();
            self.record(&id, roll.clone());
            out.push(ev(NaEvent::Pursues { unit: id, roll }));
            rolls.push((p, total));
        }
        for (b, cause, was, foes) in causes {
            if !self.pieces[b].placed() {
                continue;
            }
            let d = two_d6(dice);
            let total = u32::from(d[0]) + u32::from(d[1]);
            let catcher = rolls.iter().find(|(p, r)| foes.contains(p) && *r >= total).map(|(p, _)| *p);
            if let Some(p) = catcher {
                let roll = Roll { what: RollKind::Flee, dice: d, total: total as i32, need: 0, success: false };
                self.record(&self.pieces[b].id.clone(), roll);
                out.push(ev(NaEvent::Caught { unit: self.pieces[b].id.clone(), by: self.pieces[p].id.clone() }));
                self.destroy(ctx, b, dice, out);
            } else {
                let cause = cause.or(self.nearest_enemy_hex(b)).unwrap_or(Coord(0, 0));
                self.flee_rolled(ctx, b, cause, d, dice, out);
            }
            // Friends near a unit that breaks test for panic (a destroyed one made them test already).
            if let (Some(at), false) = (was, self.pieces[b].dead) {
                self.panic_near(ctx, self.pieces[b].side, at, dice, out);
            }
            for &(p, r) in &rolls {
                if foes.contains(&p) {
                    let goal = self.pieces[b].at.filter(|_| self.pieces[b].placed()).or(was);
                    if let Some(goal) = goal {
                        self.follow(ctx, p, goal, data::hexes(r), out);
                    }
                }
            }
        }
        self.stage = Stage::Melee;
    }

    /// A pursuer moves up to `n` hexes toward `goal`, never ending beside an enemy.
    fn follow(&mut self, ctx: Ctx, p: usize, goal: Coord, n: u32, out: &mut Out) {
        if !self.pieces[p].placed() || self.engaged(p) {
            return;
        }
        let Some(from) = self.pieces[p].at else { return };
        let side = self.pieces[p].side;
        let mut at = from;
        let mut path = Vec::new();
        for _ in 0..n {
            let here = self.dist(at, goal);
            let next = at
                .neighbors(self.orientation)
                .into_iter()
                .filter(|&x| self.free(ctx, x) && self.dist(x, goal) < here && self.spaced(side, x, None))
                .min();
            let Some(x) = next else { break };
            at = x;
            path.push(x);
        }
        if at != from {
            self.pieces[p].at = Some(at);
            self.pieces[p].facing = self.toward(from, at);
            out.push(super::battle::ev_moved(&self.pieces[p].id, from, at, path));
        }
    }

    /// The player turn ends: the other side plays, or the next game turn begins, or the battle ends.
    pub fn end_player_turn(&mut self, ctx: Ctx, dice: &mut GameDice, out: &mut Out) {
        let side = self.active();
        let next = 1 - side;
        if side != self.first {
            if self.common.turn >= self.turn_limit {
                self.end_battle(EndReason::TurnLimit, out);
                return;
            }
            self.common.turn += 1;
        }
        out.push((Outcome::TurnEnded { side, next, turn: self.common.turn }, crate::rules::engine::Audience::All));
        self.begin_player_turn(ctx, next, dice, out);
    }

    /// A player turn begins: fresh flags, then the Charge phase.
    pub fn begin_player_turn(&mut self, _ctx: Ctx, side: usize, _dice: &mut GameDice, out: &mut Out) {
        self.turn_side = side;
        for p in &mut self.pieces {
            p.stood_and_shot = false;
            p.redirected = false;
            p.phase_models = p.models;
            p.shot_panic = false;
            // The charge bonus counts in the first round only: the one fought in the chargers' own turn.
            p.charged = false;
            if p.side == side {
                p.moved = false;
                p.marched = false;
                p.march_failed = false;
                p.shot = false;
                p.rallied = false;
                p.failed_charge = false;
                p.wheels = 0;
            }
        }
        self.charges.clear();
        self.fought.clear();
        self.moving = None;
        out.push(ev(NaEvent::TurnBegins { turn: self.common.turn, side }));
        self.stage = Stage::Charge;
    }

    /// Victory points of each side: enemy units destroyed in full, half for those fleeing or under a quarter of
    /// their models at the end, and the objectives it holds (a secret one only once revealed).
    pub fn vp(&self) -> [u32; 2] {
        let v = self.common.compute_scores(&self.taken());
        [v[0], v.get(1).copied().unwrap_or(0)]
    }

    /// Victory points taken from the other side: its units destroyed, fleeing or under a quarter of their models.
    pub fn taken(&self) -> [u32; 2] {
        let mut vp = self.destroyed;
        for p in self.pieces.iter().filter(|p| p.placed()) {
            if p.fleeing || 4 * u32::from(p.models) < u32::from(p.pr.models) {
                vp[1 - p.side.min(1)] += p.pr.points / 2;
            }
        }
        vp
    }

    /// Who holds each objective: the only side with a non-fleeing unit of at least one full rank within range.
    pub fn hold_objectives(&mut self, out: &mut Out) {
        if !self.in_battle() {
            return;
        }
        let holds = |s: usize, at: Coord| {
            self.pieces.iter().any(|p| {
                p.side == s
                    && p.placed()
                    && !p.fleeing
                    && p.ranks() >= 1
                    && p.at.is_some_and(|a| self.dist(a, at) <= data::HOLD_RANGE)
            })
        };
        let now = self.common.holders(|at| match (holds(0, at), holds(1, at)) {
            (true, false) => Some(0),
            (false, true) => Some(1),
            _ => None,
        });
        self.common.hold(&now, false, out);
    }

    /// The battle ends: the secret objectives are revealed and scored, then the side ahead by a tenth of the
    /// smaller army's points wins, or it is a draw.
    pub fn end_battle(&mut self, reason: EndReason, out: &mut Out) {
        let taken = self.taken();
        self.common.rescore(&taken, out);
        let army = self.army_points();
        let margin = army[0].min(army[1]) * data::WIN_MARGIN_PERCENT / 100;
        let survivor = (0..2).find(|&s| self.pieces.iter().any(|p| p.side == s && !p.dead));
        // The secret objectives count in the final score the log gives just before the end.
        self.common.reveal_all(out);
        out.push(ev(NaEvent::Score { vp: self.vp() }));
        let eliminated = reason == EndReason::Eliminated;
        self.common.finish(
            reason,
            |v| {
                let (a, b) = (v[0], v.get(1).copied().unwrap_or(0));
                if eliminated {
                    survivor
                } else if a >= b + margin.max(1) {
                    Some(0)
                } else if b >= a + margin.max(1) {
                    Some(1)
                } else {
                    None
                }
            },
            out,
        );
    }

    /// Points each army started with.
    pub fn army_points(&self) -> [u32; 2] {
        let mut a = [0, 0];
        for p in &self.pieces {
            a[p.side] += p.pr.points;
        }
        a
    }
}
