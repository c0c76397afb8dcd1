//! Medieval combat as pure functions over a `Field`: dice counts with terrain caps, hits, leader casualty checks, retreats, evasion and battle back.

use super::dice::{Attack, Face, ScoreCtx, score};
use super::events::{MedEvent, Roll};
use super::state::{Field, MedState, Step};
use crate::rules::hex::Coord;
use crate::rules::movement::step_allows;
use crate::rules::ruleset::Ruleset;
use crate::rules::setup::Edge;
use crate::rules::terrain::Terrain;

/// The dice generator and the events written so far.
pub struct Io<'r> {
    pub rng: &'r mut crate::rules::dice::GameDice,
    pub events: Vec<MedEvent>,
}

impl Io<'_> {
    pub fn roll(&mut self, side: usize, purpose: Roll, n: u8) -> Vec<Face> {
        let faces: Vec<Face> = (0..n).map(|_| Face::from_d6(self.rng.die(6))).collect();
        self.events.push(MedEvent::Dice { side, purpose, faces: faces.clone() });
        faces
    }
    pub fn say(&mut self, e: MedEvent) {
        self.events.push(e);
    }
}

/// Terrain that caps close combat into or out of it at 2 dice, and caps fire at a unit in it at 1 die.
pub fn rough(t: Terrain) -> bool {
    matches!(t, Terrain::Forest | Terrain::BrokenGround | Terrain::Town | Terrain::Building)
}

/// Terrain a unit may not battle on the turn it enters.
pub fn stops_battle(f: &Field, i: usize, entered: Coord) -> bool {
    let st = f.pieces[i].st;
    match f.map.terrain(entered) {
        Some(Terrain::Forest | Terrain::Town | Terrain::Building) => !st.forest_battle,
        Some(Terrain::BrokenGround) => st.mounted,
        _ => false,
    }
}

/// The close-combat dice cap of attacker `a` against the hex `target`, from the terrain of both hexes.
pub fn melee_cap(f: &Field, a: usize, target: Coord) -> Option<u8> {
    let p = &f.pieces[a];
    let (ta, tt) = (f.map.terrain(p.at).unwrap_or_default(), f.map.terrain(target).unwrap_or_default());
    let (ea, et) = (f.map.elevation(p.at).unwrap_or(0), f.map.elevation(target).unwrap_or(0));
    let mut cap: Option<u8> = None;
    let mut limit = |n: u8| cap = Some(cap.map_or(n, |c| c.min(n)));
    if rough(ta) || rough(tt) {
        limit(2);
    }
    if et > ea {
        limit(2);
    } else if ea > 0 {
        limit(if p.st.mounted { 2 } else { 3 });
    }
    cap
}

/// Close-combat dice of `a` against the piece in `target`, with card dice added after the terrain caps.
pub fn melee_dice(f: &Field, a: usize, target: Coord, bonus: u8) -> u8 {
    let p = &f.pieces[a];
    let mut n = p.st.melee + if p.blocks == p.max { p.st.full_strength_bonus } else { 0 };
    if let Some(c) = melee_cap(f, a, target) {
        n = n.min(c);
    }
    n + bonus
}

/// Ranged dice of `a` at `target`: still or moved, 1 die at most into forest or town, card dice added after.
pub fn ranged_dice(f: &Field, a: usize, target: Coord, moved: bool, bonus: u8) -> u8 {
    let Some(w) = f.pieces[a].ranged else { return 0 };
    let mut n = if moved { w.dice_moved } else { w.dice_still };
    if matches!(f.map.terrain(target), Some(Terrain::Forest | Terrain::Town | Terrain::Building)) {
        n = n.min(1);
    }
    n + bonus
}

/// A friendly leader is attached to or next to piece `i` (helmets hit in close combat).
pub fn leader_helps(f: &Field, i: usize) -> bool {
    let p = &f.pieces[i];
    f.leader_of(i).is_some()
        || f.pieces.iter().any(|q| q.alive && q.st.leader && q.side == p.side && f.adjacent(p.at, q.at))
}

pub fn ctx(f: &Field, a: usize, t: usize, attack: Attack) -> ScoreCtx {
    let (ap, tp) = (&f.pieces[a], &f.pieces[t]);
    let mut ignored = 0;
    if attack == Attack::Melee {
        if tp.st.ignores_foot_sword && ap.st.foot() {
            ignored += 1;
        }
        if tp.st.superior_armour {
            ignored += 1;
        }
    }
    ScoreCtx {
        attack,
        target_class: tp.st.class,
        target_lone_leader: f.lone_leader(t),
        sword_hits: ap.st.sword_hits,
        leader_helps: attack == Attack::Melee && leader_helps(f, a),
        swords_ignored: ignored,
    }
}

/// Flags a unit may ignore: attached leader, support from two friends, warriors at full strength.
pub fn ignorable_flags(f: &Field, i: usize) -> u8 {
    let p = &f.pieces[i];
    let mut n = 0;
    if f.leader_of(i).is_some() {
        n += 1;
    }
    if f.friends_adjacent(i) >= 2 {
        n += 1;
    }
    if p.st.full_strength_bonus > 0 && p.blocks == p.max {
        n += 1;
    }
    n
}

/// How far hex `c` is from `side`'s home edge (0 = on it).
pub fn edge_distance(f: &Field, side: usize, c: Coord) -> i32 {
    f.homes.get(side).copied().unwrap_or(Edge::South).distance(c, f.map.width as i32, f.map.height as i32)
}

/// Neighbours one step nearer the home edge that piece `i` could enter, best first: away from enemies, then
/// nearer the column it started from.
fn homeward(f: &Field, i: usize, from: Coord, origin: Coord, allow_lone_leader: bool) -> Vec<Coord> {
    let side = f.pieces[i].side;
    let d = edge_distance(f, side, from);
    let mut v: Vec<(usize, u32, Coord)> = from
        .neighbors(f.map.orientation)
        .into_iter()
        .filter(|n| f.map.contains(*n) && edge_distance(f, side, *n) < d)
        .filter(|n| step_allows(Ruleset::Medieval, f.map, from, *n).is_ok())
        .filter(|n| {
            let mut there = f.at(*n).peekable();
            there.peek().is_none()
                || (allow_lone_leader && f.at(*n).all(|j| f.pieces[j].st.leader && f.pieces[j].side == side))
        })
        .map(|n| (f.enemies_next_to(n, side).count(), f.dist(n, origin), n))
        .collect();
    v.sort();
    v.into_iter().map(|t| t.2).collect()
}

/// Remove a piece; its enemy gains a banner.
pub fn eliminate(s: &mut MedState, f: &mut Field, io: &mut Io, i: usize, by: usize) {
    let (id, leader) = (f.pieces[i].id.to_string(), f.pieces[i].st.leader);
    f.pieces[i].alive = false;
    let side = f.pieces[i].side;
    s.kills[by] += 1;
    s.lost[side].push(id.clone());
    if leader {
        s.leaders_down[side] += 1;
        for u in f.pieces.iter_mut() {
            if u.leader.as_deref() == Some(id.as_str()) {
                u.leader = None;
            }
        }
        io.say(MedEvent::LeaderKilled { leader: id, banner_to: by });
    } else {
        io.say(MedEvent::Eliminated { unit: id, banner_to: by });
    }
}

/// Where a leader who must leave his hex may go, best first: 1 to 3 hexes, passing friends and never enemies, to a
/// friendly unit without a leader (preferred) or an empty hex, nearer his side's edge first. Empty: he is taken.
pub fn escape_options(f: &Field, l: usize) -> Vec<Coord> {
    let side = f.pieces[l].side;
    let start = f.pieces[l].at;
    let mut seen = vec![start];
    let mut frontier = vec![start];
    let mut found: Vec<(u8, i32, u32, Coord)> = Vec::new();
    for step in 1..=3u32 {
        let mut next = Vec::new();
        for c in &frontier {
            for n in c.neighbors(f.map.orientation) {
                if seen.contains(&n) || !f.map.contains(n) || step_allows(Ruleset::Medieval, f.map, *c, n).is_err() {
                    continue;
                }
                seen.push(n);
                if f.at(n).any(|j| f.pieces[j].side != side) {
                    continue;
                }
                next.push(n);
                let unit = f.unit_at(n);
                let free_unit = unit.filter(|u| f.leader_of(*u).is_none());
                let has_leader = f.at(n).any(|j| f.pieces[j].st.leader);
                if has_leader || (unit.is_some() && free_unit.is_none()) {
                    continue;
                }
                found.push((if free_unit.is_some() { 0 } else { 1 }, edge_distance(f, side, n), step, n));
            }
        }
        frontier = next;
    }
    found.sort();
    found.into_iter().map(|r| r.3).collect()
}

/// Leader `l` leaves his hex for `to` (one of `escape_options`), joining the unit there if there is one.
pub fn escape_to(f: &mut Field, io: &mut Io, l: usize, to: Coord) {
    let lid = f.pieces[l].id.to_string();
    for u in f.pieces.iter_mut() {
        if u.leader.as_deref() == Some(lid.as_str()) {
            u.leader = None;
        }
    }
    let unit = f.unit_at(to);
    f.pieces[l].at = to;
    let joined = unit.map(|u| {
        f.pieces[u].leader = Some(lid.as_str().into());
        f.pieces[u].id.to_string()
    });
    io.say(MedEvent::LeaderEscaped { leader: lid, to, joined });
}

/// Take away `hits` blocks from unit `t`, with the leader casualty check that follows. A leader who must escape
/// is pushed on `work`.
pub fn take_hits(s: &mut MedState, f: &mut Field, io: &mut Io, work: &mut Vec<Step>, t: usize, hits: u8, by: usize) {
    if hits == 0 {
        return;
    }
    let leader = f.leader_of(t);
    let left = f.pieces[t].blocks.saturating_sub(hits);
    f.pieces[t].blocks = left;
    io.say(MedEvent::Hits { unit: f.pieces[t].id.to_string(), hits, blocks_left: left });
    if left == 0 {
        fall(s, f, io, work, t, by, leader);
    } else if let Some(l) = leader {
        let roll = io.roll(by, Roll::LeaderCheck { leader: f.pieces[l].id.to_string() }, 2);
        if roll.iter().filter(|x| **x == Face::Helmet).count() == 2 {
            eliminate(s, f, io, l, by);
        } else {
            io.say(MedEvent::LeaderSurvives { leader: f.pieces[l].id.to_string() });
        }
    }
}

/// One way a retreat may end: its path (hexes entered, in order) and the steps it could not take (a block each).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RetreatEnd {
    pub to: Coord,
    pub path: Vec<Coord>,
    pub blocked: u8,
}

/// Every hex a retreat of `steps` hexes by unit `t` may end in, best first (the engine's own choice leads). Each
/// step goes to a hex nearer its side's edge; where none is open the remaining steps are blocked. Entering a hex
/// with a lone friendly leader ends the retreat there. Two paths to the same hex are the same retreat.
pub fn retreat_options(f: &Field, t: usize, steps: u8) -> Vec<RetreatEnd> {
    let origin = f.pieces[t].at;
    let lone_ok = f.pieces[t].leader.is_none();
    let mut out: Vec<RetreatEnd> = Vec::new();
    let mut stack: Vec<Vec<Coord>> = vec![Vec::new()];
    while let Some(path) = stack.pop() {
        let at = path.last().copied().unwrap_or(origin);
        let joined = !path.is_empty() && f.at(at).any(|j| f.pieces[j].st.leader);
        let next = if joined || path.len() as u8 >= steps { Vec::new() } else { homeward(f, t, at, origin, lone_ok) };
        if next.is_empty() {
            let blocked = if joined { 0 } else { steps - path.len() as u8 };
            if !out.iter().any(|e| e.to == at) {
                out.push(RetreatEnd { to: at, path, blocked });
            }
            continue;
        }
        // Best first: push the others first so the best is explored first.
        for n in next.into_iter().rev() {
            let mut p = path.clone();
            p.push(n);
            stack.push(p);
        }
    }
    out
}

/// Unit `t` retreats along `end` (one of `retreat_options`): it takes on a lone friendly leader where it stops on
/// one, and loses a block for each step it could not take.
pub fn retreat_along(
    s: &mut MedState,
    f: &mut Field,
    io: &mut Io,
    work: &mut Vec<Step>,
    t: usize,
    end: &RetreatEnd,
    by: usize,
) {
    let leader = f.leader_of(t);
    for to in &end.path {
        let lone = f.at(*to).find(|j| f.pieces[*j].st.leader);
        f.pieces[t].at = *to;
        if let Some(l) = leader {
            f.pieces[l].at = *to;
        }
        if let Some(l) = lone {
            let lid = f.pieces[l].id.to_string();
            f.pieces[t].leader = Some(lid.as_str().into());
            io.say(MedEvent::Attached { leader: lid, unit: f.pieces[t].id.to_string() });
            break;
        }
    }
    let left = f.pieces[t].blocks.saturating_sub(end.blocked);
    let unit = f.pieces[t].id.to_string();
    // A unit that dies of its blocked steps lost them one by one: it counts only the steps it lived to try.
    let blocked = end.blocked.min(f.pieces[t].blocks);
    f.pieces[t].blocks = left;
    io.say(MedEvent::Retreated { unit, path: end.path.clone(), blocked_steps: blocked });
    if left == 0 {
        fall(s, f, io, work, t, by, leader);
    }
}

/// Unit `t` falls; the leader who was with it dies on a helmet (one die) or must escape.
fn fall(
    s: &mut MedState,
    f: &mut Field,
    io: &mut Io,
    work: &mut Vec<Step>,
    t: usize,
    by: usize,
    leader: Option<usize>,
) {
    eliminate(s, f, io, t, by);
    if let Some(l) = leader {
        let roll = io.roll(by, Roll::LeaderFell { leader: f.pieces[l].id.to_string() }, 1);
        if roll.contains(&Face::Helmet) {
            eliminate(s, f, io, l, by);
        } else {
            work.push(Step::Escape { leader: f.pieces[l].id.to_string(), by });
        }
    }
}

/// Where an evading unit goes: 2 hexes toward its side, or 1 if that is all there is. `None`: it cannot evade.
pub fn evade_path(f: &Field, i: usize) -> Option<Vec<Coord>> {
    let origin = f.pieces[i].at;
    let first = homeward(f, i, origin, origin, false);
    let mut best: Option<Vec<Coord>> = None;
    for a in first {
        // The second step is nearer home than `a`, so it can never be the evader's own hex: no need to move it.
        if let Some(b) = homeward(f, i, a, origin, false).first() {
            return Some(vec![a, *b]);
        }
        if best.is_none() {
            best = Some(vec![a]);
        }
    }
    best
}

/// How the defender answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    None,
    Evade,
    FirstStrike,
}

/// Resolve ranged fire of `a` at `t` with `n` dice: a lone leader dies on a helmet; a unit's hits and flags are
/// pushed on `work`.
pub fn fire(s: &mut MedState, f: &mut Field, io: &mut Io, work: &mut Vec<Step>, a: usize, t: usize, n: u8) {
    let side = f.pieces[a].side;
    io.say(MedEvent::Fired { unit: f.pieces[a].id.to_string(), target: f.pieces[t].id.to_string(), dice: n });
    let roll = io.roll(side, Roll::Ranged, n);
    let c = ctx(f, a, t, Attack::Ranged);
    let sc = score(&roll, &c);
    if c.target_lone_leader {
        if sc.leader_hit {
            eliminate(s, f, io, t, side);
        }
        return;
    }
    work.push(Step::Score { unit: f.pieces[t].id.to_string(), hits: sc.hits, flags: sc.flags, by: side });
}
