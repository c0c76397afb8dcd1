//! Medieval combat as pure functions over a `Field`: dice counts with terrain caps, hits, leader casualty checks, retreats, evasion and battle back.

use super::dice::{Attack, Face, Score, ScoreCtx, score};
use super::events::{MedEvent, React, Roll};
use super::state::{Field, MedState};
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
    match f.homes.get(side).copied().unwrap_or(Edge::South) {
        Edge::North => c.1,
        Edge::South => f.map.height as i32 - 1 - c.1,
        Edge::West => c.0,
        Edge::East => f.map.width as i32 - 1 - c.0,
    }
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

/// A leader whose unit is gone, or a lone leader attacked, moves 1 to 3 hexes toward his side: to a friendly
/// unit without a leader if one is in reach, else to an empty hex. With nowhere to go he is taken.
pub fn leader_escapes(s: &mut MedState, f: &mut Field, io: &mut Io, l: usize, by: usize) {
    let side = f.pieces[l].side;
    let start = f.pieces[l].at;
    // Breadth-first over at most 3 steps, passing friends, never enemies.
    let mut seen = vec![start];
    let mut frontier = vec![start];
    let mut best: Option<(u8, i32, u32, Coord, Option<usize>)> = None;
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
                let rank = (if free_unit.is_some() { 0 } else { 1 }, edge_distance(f, side, n), step, n, free_unit);
                if best.as_ref().is_none_or(|b| (rank.0, rank.1, rank.2, rank.3) < (b.0, b.1, b.2, b.3)) {
                    best = Some(rank);
                }
            }
        }
        frontier = next;
    }
    match best {
        None => eliminate(s, f, io, l, by),
        Some((_, _, _, to, unit)) => {
            let lid = f.pieces[l].id.to_string();
            for u in f.pieces.iter_mut() {
                if u.leader.as_deref() == Some(lid.as_str()) {
                    u.leader = None;
                }
            }
            f.pieces[l].at = to;
            let joined = unit.map(|u| {
                f.pieces[u].leader = Some(lid.clone());
                f.pieces[u].id.to_string()
            });
            io.say(MedEvent::LeaderEscaped { leader: lid, to, joined });
        }
    }
}

/// Take away `hits` blocks from unit `t`, with the leader casualty check that follows.
pub fn take_hits(s: &mut MedState, f: &mut Field, io: &mut Io, t: usize, hits: u8, by: usize) {
    if hits == 0 {
        return;
    }
    let leader = f.leader_of(t);
    let left = f.pieces[t].blocks.saturating_sub(hits);
    f.pieces[t].blocks = left;
    io.say(MedEvent::Hits { unit: f.pieces[t].id.to_string(), hits, blocks_left: left });
    if left == 0 {
        fall(s, f, io, t, by, leader);
    } else if let Some(l) = leader {
        let roll = io.roll(by, Roll::LeaderCheck { leader: f.pieces[l].id.to_string() }, 2);
        if roll.iter().filter(|x| **x == Face::Helmet).count() == 2 {
            eliminate(s, f, io, l, by);
        } else {
            io.say(MedEvent::LeaderSurvives { leader: f.pieces[l].id.to_string() });
        }
    }
}

/// Retreat unit `t` by `steps` hexes toward its home edge. Each step it cannot take costs a block. Entering a
/// hex with a lone friendly leader ends the retreat there and attaches him.
pub fn retreat(s: &mut MedState, f: &mut Field, io: &mut Io, t: usize, steps: u8, by: usize) {
    let origin = f.pieces[t].at;
    let leader = f.leader_of(t);
    let mut path = Vec::new();
    let mut blocked = 0u8;
    for _ in 0..steps {
        if !f.pieces[t].alive {
            break;
        }
        let from = f.pieces[t].at;
        match homeward(f, t, from, origin, f.pieces[t].leader.is_none()).first().copied() {
            Some(to) => {
                let lone = f.at(to).find(|j| f.pieces[*j].st.leader);
                f.pieces[t].at = to;
                if let Some(l) = leader {
                    f.pieces[l].at = to;
                }
                path.push(to);
                if let Some(l) = lone {
                    let lid = f.pieces[l].id.to_string();
                    f.pieces[t].leader = Some(lid.clone());
                    io.say(MedEvent::Attached { leader: lid, unit: f.pieces[t].id.to_string() });
                    break;
                }
            }
            None => {
                blocked += 1;
                let left = f.pieces[t].blocks.saturating_sub(1);
                f.pieces[t].blocks = left;
                if left == 0 {
                    io.say(MedEvent::Retreated {
                        unit: f.pieces[t].id.to_string(),
                        path: path.clone(),
                        blocked_steps: blocked,
                    });
                    fall(s, f, io, t, by, leader);
                    return;
                }
            }
        }
    }
    io.say(MedEvent::Retreated { unit: f.pieces[t].id.to_string(), path, blocked_steps: blocked });
}

/// Unit `t` falls; the leader who was with it dies on a helmet (one die) or escapes.
fn fall(s: &mut MedState, f: &mut Field, io: &mut Io, t: usize, by: usize, leader: Option<usize>) {
    eliminate(s, f, io, t, by);
    if let Some(l) = leader {
        let roll = io.roll(by, Roll::LeaderFell { leader: f.pieces[l].id.to_string() }, 1);
        if roll.contains(&Face::Helmet) {
            eliminate(s, f, io, l, by);
        } else {
            leader_escapes(s, f, io, l, by);
        }
    }
}

/// Apply a scored roll to unit `t`: hits (with leader checks), then flags not ignored become retreats.
pub fn apply_score(s: &mut MedState, f: &mut Field, io: &mut Io, t: usize, sc: Score, by: usize) {
    take_hits(s, f, io, t, sc.hits, by);
    if !f.pieces[t].alive || sc.flags == 0 {
        return;
    }
    let ignored = ignorable_flags(f, t).min(sc.flags);
    if ignored > 0 {
        io.say(MedEvent::FlagsIgnored { unit: f.pieces[t].id.to_string(), ignored });
    }
    let flags = sc.flags - ignored;
    if flags > 0 {
        let steps = flags * f.pieces[t].st.retreat.max(1);
        retreat(s, f, io, t, steps, by);
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

/// What a close combat left behind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MeleeResult {
    /// The defender's hex was emptied by elimination or retreat (not by evading): the attacker may advance.
    pub hex_emptied: bool,
    pub defender_hex: Coord,
    /// The attacker is alive and still in the hex it attacked from.
    pub attacker_stays: bool,
}

/// How the defender answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    None,
    Evade,
    FirstStrike,
}

/// Resolve a close combat of `a` against `d`. `bonus` dice are added after caps. `battle_back: false` for an
/// Ambush (the ambushed unit answers with its bonus combat instead).
#[allow(clippy::too_many_arguments)]
pub fn melee(
    s: &mut MedState,
    f: &mut Field,
    io: &mut Io,
    a: usize,
    d: usize,
    bonus: u8,
    answer: Answer,
    battle_back: bool,
) -> MeleeResult {
    let (a_at, d_at) = (f.pieces[a].at, f.pieces[d].at);
    let (a_side, d_side) = (f.pieces[a].side, f.pieces[d].side);
    let stays = |f: &Field| f.pieces[a].alive && f.pieces[a].at == a_at;
    if answer == Answer::FirstStrike {
        let n = melee_dice(f, d, a_at, 0);
        io.say(MedEvent::Reaction {
            side: d_side,
            what: React::StrikesFirst { unit: f.pieces[d].id.to_string(), dice: n },
        });
        let roll = io.roll(d_side, Roll::FirstStrike, n);
        let sc = score(&roll, &ctx(f, d, a, Attack::Melee));
        apply_score(s, f, io, a, sc, d_side);
        if !stays(f) {
            return MeleeResult { hex_emptied: false, defender_hex: d_at, attacker_stays: false };
        }
    }
    let n = melee_dice(f, a, d_at, bonus);
    io.say(MedEvent::MeleeDeclared { unit: f.pieces[a].id.to_string(), target: f.pieces[d].id.to_string(), dice: n });
    if f.lone_leader(d) {
        let roll = io.roll(a_side, Roll::VsLoneLeader, n);
        if score(&roll, &ctx(f, a, d, Attack::Melee)).leader_hit {
            eliminate(s, f, io, d, a_side);
        } else {
            leader_escapes(s, f, io, d, a_side);
        }
        return MeleeResult { hex_emptied: !f.occupied(d_at), defender_hex: d_at, attacker_stays: stays(f) };
    }
    if answer == Answer::Evade {
        let roll = io.roll(a_side, Roll::VsEvader, n);
        let sc = score(&roll, &ctx(f, a, d, Attack::Evading));
        take_hits(s, f, io, d, sc.hits, a_side);
        if f.pieces[d].alive {
            if f.pieces[d].st.parthian && f.pieces[a].alive {
                let roll = io.roll(d_side, Roll::Parthian, 2);
                let sc = score(&roll, &ctx(f, d, a, Attack::Evading));
                take_hits(s, f, io, a, sc.hits, d_side);
            }
            if let Some(path) = evade_path(f, d) {
                let to = *path.last().unwrap_or(&d_at);
                if let Some(l) = f.leader_of(d) {
                    f.pieces[l].at = to;
                }
                f.pieces[d].at = to;
                io.say(MedEvent::Evaded { unit: f.pieces[d].id.to_string(), path });
            }
        }
        return MeleeResult { hex_emptied: false, defender_hex: d_at, attacker_stays: stays(f) };
    }
    let roll = io.roll(a_side, Roll::CloseCombat, n);
    let sc = score(&roll, &ctx(f, a, d, Attack::Melee));
    apply_score(s, f, io, d, sc, a_side);
    let d_holds = f.pieces[d].alive && f.pieces[d].at == d_at;
    if d_holds && battle_back && answer != Answer::FirstStrike && f.pieces[a].alive {
        let n = melee_dice(f, d, a_at, 0);
        io.say(MedEvent::BattleBack { unit: f.pieces[d].id.to_string(), target: f.pieces[a].id.to_string() });
        let roll = io.roll(d_side, Roll::BattleBack, n);
        let sc = score(&roll, &ctx(f, d, a, Attack::Melee));
        apply_score(s, f, io, a, sc, d_side);
    }
    MeleeResult { hex_emptied: !f.occupied(d_at), defender_hex: d_at, attacker_stays: stays(f) }
}

/// Resolve ranged fire of `a` at `t` with `n` dice.
pub fn fire(s: &mut MedState, f: &mut Field, io: &mut Io, a: usize, t: usize, n: u8) {
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
    apply_score(s, f, io, t, sc, side);
}
