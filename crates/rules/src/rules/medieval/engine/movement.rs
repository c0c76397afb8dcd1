//! Movement of ordered units: how far each may go under the card, where it may end, and the second moves.

#[allow(unused_imports)]
use super::*;

pub(super) fn movement_pieces<'a>(f: &'a Field) -> (Vec<Piece<'a>>, Vec<usize>) {
    let mut map = Vec::with_capacity(f.pieces.len());
    let mut out = Vec::with_capacity(f.pieces.len());
    for (k, p) in f.pieces.iter().enumerate() {
        if p.alive {
            map.push(k);
            out.push(Piece { id: p.id.as_ref(), side: p.side, unit_type: p.ut, at: p.at });
        }
    }
    (out, map)
}

/// From how many hexes a move is a unit's long move, the one it may make only to close combat (warriors), under
/// the card in play; `None` when it has no such move. Foot Onslaught lets every foot unit move 2 and still battle,
/// and warriors 3, the third hex only to close combat; Double Time's moves carry no such condition.
pub(super) fn long_move_from(played: &Played, st: &crate::rules::medieval::units::MedStats) -> Option<u8> {
    if !st.long_move_needs_melee {
        return None;
    }
    match shaping_tactic(played) {
        Some(Tactic::DoubleTime) => None,
        Some(Tactic::FootOnslaught) => Some(3),
        _ => Some(st.moves),
    }
}

/// Hexes piece `i` may move to now. With `only`, just that hex (if it may go there) with its path; without, every
/// hex, with the paths left empty (the legal-order list needs no paths).
pub fn move_targets(s: &MedState, f: &Field, i: usize, only: Option<Coord>) -> R<Vec<(Coord, Vec<Coord>)>> {
    let p = &f.pieces[i];
    let o = s.ordered(&p.id).ok_or_else(|| Refusal::NotOrdered { unit: p.id.clone() })?;
    if let Some(l) = &o.needs_leader
        && (p.leader.as_deref() != Some(l.as_str()) || f.idx(l).is_none_or(|li| f.pieces[li].at != p.at))
    {
        return Err(Refusal::LeaderLeft { unit: p.id.clone(), leader: id(l) });
    }
    let played = s.turn.played.as_ref().ok_or(Refusal::PlayCardFirst)?;
    let (allowance, closing) = match s.turn.stage {
        Stage::Move if !o.moved_first => (o.move_max, false),
        Stage::Move2 if !o.moved_second => match flow(played) {
            Flow::MoveFireMove => (o.move_max, false),
            Flow::FireAndClose => (2, true),
            _ => return Err(Refusal::NoSecondMove),
        },
        Stage::Move | Stage::Move2 => return Err(Refusal::AlreadyMoved { unit: p.id.clone() }),
        _ => return Err(Refusal::NotTimeToMove { stage: s.turn.stage }),
    };
    if allowance == 0 {
        return Err(Refusal::MayNotMove { unit: p.id.clone() });
    }
    let (pieces, map) = movement_pieces(f);
    let me = map.iter().position(|k| *k == i).expect("alive");
    let carried: Vec<usize> = f.leader_of(i).and_then(|l| map.iter().position(|k| *k == l)).into_iter().collect();
    if closing {
        let (target, at) = o.close_on.clone().ok_or_else(|| Refusal::NoCloseTarget { unit: p.id.clone() })?;
        if f.idx(&target).is_none_or(|t| f.pieces[t].at != at) {
            return Err(Refusal::TargetGone { unit: p.id.clone(), target: id(&target) });
        }
        // Up to two steps, each one nearer the target.
        let mut out = Vec::new();
        let mut frontier = vec![(p.at, Vec::new())];
        for _ in 0..2 {
            let mut next = Vec::new();
            for (c, path) in &frontier {
                for n in c.neighbors(f.map.orientation) {
                    if f.dist(n, at) >= f.dist(*c, at) {
                        continue;
                    }
                    let mut ps = pieces.clone();
                    ps[me].at = *c;
                    for k in &carried {
                        ps[*k].at = *c;
                    }
                    if check_step(Ruleset::Medieval, f.map, &ps, me, &carried, n).is_err() {
                        continue;
                    }
                    let mut np: Vec<Coord> = path.clone();
                    np.push(n);
                    let stops = matches!(
                        crate::rules::movement::step_cost(Ruleset::Medieval, f.map, *c, n, p.ut),
                        Ok((_, true))
                    );
                    if !out.iter().any(|(x, _): &(Coord, Vec<Coord>)| *x == n) {
                        out.push((n, np.clone()));
                    }
                    if !stops {
                        next.push((n, np));
                    }
                }
            }
            frontier = next;
        }
        out.sort();
        if let Some(to) = only {
            out.retain(|(c, _)| *c == to);
        } else {
            out.iter_mut().for_each(|(_, path)| path.clear());
        }
        return Ok(out);
    }
    let pass = o.pass_friends && allowance == 2 || p.st.leader;
    let reach = reachable_with(Ruleset::Medieval, f.map, f.los, &pieces, me, &carried, allowance, pass);
    let mut out = Vec::new();
    for to in reach.ends.iter().filter(|c| only.is_none_or(|o| o == **c)) {
        let steps = reach.steps_to(*to).unwrap_or(0);
        // Warriors make their long move only to close combat: to a hex next to an enemy piece. A leader with his
        // unit stands in its hex, so any enemy piece next to the hex is a unit or a lone leader, and close combat
        // may take either.
        let needs_melee = long_move_from(played, p.st).is_some_and(|n| steps as u8 >= n);
        let may_melee = o.may_melee && !o.no_battle && !matches!(flow(played), Flow::FireOnly | Flow::MoveFireMove);
        if needs_melee && (!may_melee || !pieces.iter().any(|q| q.side != p.side && f.adjacent(*to, q.at))) {
            continue;
        }
        let path = if only.is_some() { reach.path_to(*to).unwrap_or_default() } else { Vec::new() };
        out.push((*to, path));
    }
    Ok(out)
}

/// Why piece `i` cannot move to `to`: the hex itself, or how far it is.
pub(super) fn why_not(s: &MedState, f: &Field, i: usize, to: Coord) -> Refusal {
    let p = &f.pieces[i];
    if !f.map.contains(to) {
        return Refusal::OffMap { unit: p.id.clone(), to };
    }
    if let Err(e) = crate::rules::movement::ground_allows(Ruleset::Medieval, f.map, to) {
        return Refusal::Ground { unit: p.id.clone(), to, block: e };
    }
    if f.at(to).any(|j| f.pieces[j].side != p.side) {
        return Refusal::EnemyHolds { unit: p.id.clone(), to };
    }
    if f.unit_at(to).is_some() && !p.st.leader {
        return Refusal::HexHasUnit { unit: p.id.clone(), to };
    }
    let allowance =
        s.ordered(&p.id).map_or(0, |o| if s.turn.stage == Stage::Move2 { o.move_max.max(2) } else { o.move_max });
    let long = s.turn.played.as_ref().and_then(|pl| long_move_from(pl, p.st));
    if long.is_some_and(|n| f.dist(p.at, to) >= n as u32) {
        return Refusal::LongMoveToClose { unit: p.id.clone(), to };
    }
    Refusal::OutOfReach { unit: p.id.clone(), from: p.at, to, allowance }
}

pub(super) fn move_unit(s: &mut MedState, f: &mut Field, io: &mut Io, side: usize, unit: &str, to: Coord) -> R<()> {
    let i = f.idx(unit).ok_or_else(|| Refusal::NoSuchPiece { unit: id(unit) })?;
    if f.pieces[i].side != side {
        return Err(Refusal::OtherSide { unit: id(unit) });
    }
    let targets = move_targets(s, f, i, Some(to))?;
    let Some((_, path)) = targets.into_iter().find(|(c, _)| *c == to) else {
        return Err(why_not(s, f, i, to));
    };
    let from = f.pieces[i].at;
    let played = s.turn.played.clone().expect("checked");
    // A leader who moves leaves his unit.
    if f.pieces[i].st.leader
        && let Some(u) = f.unit_of_leader(i)
    {
        f.pieces[u].leader = None;
        io.say(MedEvent::Detached { leader: unit.to_string(), from: f.pieces[u].id.to_string() });
    }
    if let Some(l) = f.leader_of(i) {
        f.pieces[l].at = to;
        if let Some(lo) = s.ordered_mut(f.pieces[l].id.as_ref()) {
            lo.moved_first = true;
        }
    }
    f.pieces[i].at = to;
    io.say(MedEvent::Moved { unit: unit.to_string(), from, to, path: path.clone() });
    if f.pieces[i].st.leader {
        if let Some(u) = f.unit_at(to).filter(|u| f.pieces[*u].leader.is_none() && f.pieces[*u].side == side) {
            f.pieces[u].leader = Some(unit.into());
            io.say(MedEvent::Attached { leader: unit.to_string(), unit: f.pieces[u].id.to_string() });
        }
    } else if f.pieces[i].leader.is_none() {
        // A unit that steps onto a lone friendly leader takes him on.
        let lone = f.at(to).find(|l| *l != i && f.pieces[*l].st.leader && f.pieces[*l].side == side);
        if let Some(l) = lone {
            let lid = f.pieces[l].id.to_string();
            f.pieces[i].leader = Some(lid.as_str().into());
            io.say(MedEvent::Attached { leader: lid, unit: unit.to_string() });
        }
    }
    let stopped = stops_battle(f, i, to);
    let stage = s.turn.stage;
    let st = f.pieces[i].st;
    let o = s.ordered_mut(unit).expect("checked");
    o.moved += path.len() as u8;
    if stage == Stage::Move {
        o.moved_first = true;
    } else {
        o.moved_second = true;
    }
    if stopped {
        o.no_battle = true;
    }
    if long_move_from(&played, st).is_some_and(|n| path.len() as u8 >= n) {
        o.must_melee = true;
    }
    Ok(())
}
