//! A combat as a sequence of steps (rolls, hits, flags and retreats, leader escapes, battle back, the momentum advance), so that the owner of a unit can take its own choices in the middle of one.

#[allow(unused_imports)]
use super::*;
use crate::rules::medieval::dice::{Attack, score};

/// Run the combat work until it is done or a decision is pending.
pub(super) fn run(s: &mut MedState, f: &mut Field, io: &mut Io) {
    while s.turn.pending.is_none() {
        let Some(step) = s.turn.work.pop() else { break };
        let mut work = std::mem::take(&mut s.turn.work);
        exec(s, f, io, &mut work, step);
        s.turn.work = work;
    }
}

/// Push these steps (the last one runs first) and run.
pub(super) fn start(s: &mut MedState, f: &mut Field, io: &mut Io, steps: impl IntoIterator<Item = Step>) {
    s.turn.work.extend(steps);
    run(s, f, io);
}

fn exec(s: &mut MedState, f: &mut Field, io: &mut Io, work: &mut Vec<Step>, step: Step) {
    match step {
        Step::Score { unit, hits, flags, by } => {
            let Some(t) = f.idx(&unit) else { return };
            combat::take_hits(s, f, io, work, t, hits, by);
            if !f.pieces[t].alive || flags == 0 {
                return;
            }
            let may_ignore = combat::ignorable_flags(f, t).min(flags);
            if may_ignore > 0 && !s.options.auto_choices {
                s.turn.pending = Some(Pending::Flags { unit, flags, may_ignore, by });
                return;
            }
            flags_ignored(s, f, io, work, t, flags, may_ignore, by);
        }
        Step::Escape { leader, by } => {
            let Some(l) = f.idx(&leader) else { return };
            let options = combat::escape_options(f, l);
            match options.first() {
                None => combat::eliminate(s, f, io, l, by),
                Some(to) if options.len() == 1 || s.options.auto_choices => combat::escape_to(f, io, l, *to),
                Some(_) => s.turn.pending = Some(Pending::Escape { leader, by }),
            }
        }
        Step::FirstStrike { attacker, target } => {
            let (Some(a), Some(d)) = (f.idx(&attacker), f.idx(&target)) else { return };
            let d_side = f.pieces[d].side;
            let n = combat::melee_dice(f, d, f.pieces[a].at, 0);
            io.say(MedEvent::Reaction { side: d_side, what: React::StrikesFirst { unit: target, dice: n } });
            let roll = io.roll(d_side, Roll::FirstStrike, n);
            let sc = score(&roll, &combat::ctx(f, d, a, Attack::Melee));
            work.push(Step::Score { unit: attacker, hits: sc.hits, flags: sc.flags, by: d_side });
        }
        Step::Press { attacker, target, from, bonus } => {
            let stays = f.idx(&attacker).is_some_and(|a| f.pieces[a].at == from);
            if stays && f.idx(&target).is_some() {
                s.turn.pending = Some(Pending::Press { attacker, target, bonus });
            }
        }
        Step::Strike { attacker, target, bonus, evade, battle_back } => {
            let (Some(a), Some(d)) = (f.idx(&attacker), f.idx(&target)) else { return };
            let (a_at, d_at) = (f.pieces[a].at, f.pieces[d].at);
            let a_side = f.pieces[a].side;
            let n = combat::melee_dice(f, a, d_at, bonus);
            io.say(MedEvent::MeleeDeclared { unit: attacker.clone(), target: target.clone(), dice: n });
            if f.lone_leader(d) {
                let roll = io.roll(a_side, Roll::VsLoneLeader, n);
                if score(&roll, &combat::ctx(f, a, d, Attack::Melee)).leader_hit {
                    combat::eliminate(s, f, io, d, a_side);
                } else {
                    work.push(Step::Escape { leader: target, by: a_side });
                }
                return;
            }
            if evade {
                let roll = io.roll(a_side, Roll::VsEvader, n);
                let sc = score(&roll, &combat::ctx(f, a, d, Attack::Evading));
                work.push(Step::EvadeAway { unit: target.clone() });
                work.push(Step::Parthian { evader: target.clone(), attacker });
                work.push(Step::Score { unit: target, hits: sc.hits, flags: 0, by: a_side });
                return;
            }
            let roll = io.roll(a_side, Roll::CloseCombat, n);
            let sc = score(&roll, &combat::ctx(f, a, d, Attack::Melee));
            if battle_back {
                work.push(Step::BattleBack { attacker, defender: target.clone(), from: a_at, at: d_at });
            }
            work.push(Step::Score { unit: target, hits: sc.hits, flags: sc.flags, by: a_side });
        }
        Step::Parthian { evader, attacker } => {
            let (Some(d), Some(a)) = (f.idx(&evader), f.idx(&attacker)) else { return };
            if f.pieces[d].st.parthian {
                let d_side = f.pieces[d].side;
                let roll = io.roll(d_side, Roll::Parthian, 2);
                let sc = score(&roll, &combat::ctx(f, d, a, Attack::Evading));
                work.push(Step::Score { unit: attacker, hits: sc.hits, flags: 0, by: d_side });
            }
        }
        Step::EvadeAway { unit } => {
            let Some(d) = f.idx(&unit) else { return };
            if let Some(path) = combat::evade_path(f, d) {
                let to = *path.last().unwrap_or(&f.pieces[d].at);
                if let Some(l) = f.leader_of(d) {
                    f.pieces[l].at = to;
                }
                f.pieces[d].at = to;
                io.say(MedEvent::Evaded { unit, path });
            }
        }
        Step::BattleBack { attacker, defender, from, at } => {
            let (Some(a), Some(d)) = (f.idx(&attacker), f.idx(&defender)) else { return };
            if f.pieces[d].at != at {
                return;
            }
            let d_side = f.pieces[d].side;
            let n = combat::melee_dice(f, d, from, 0);
            io.say(MedEvent::BattleBack { unit: defender, target: attacker.clone() });
            let roll = io.roll(d_side, Roll::BattleBack, n);
            let sc = score(&roll, &combat::ctx(f, d, a, Attack::Melee));
            work.push(Step::Score { unit: attacker, hits: sc.hits, flags: sc.flags, by: d_side });
        }
        Step::AfterMelee { attacker, from, into, is_bonus, evade } => {
            let Some(a) = f.idx(&attacker) else { return };
            if evade || f.pieces[a].at != from || f.occupied(into) {
                return;
            }
            let st = f.pieces[a].st;
            let bonus_next = !is_bonus && (st.bonus_combat || (st.foot() && f.leader_of(a).is_some()));
            s.turn.pending =
                Some(Pending::Advance { unit: attacker, into, extra: st.mounted && !is_bonus, bonus_next });
        }
        Step::AfterAmbush { advancer, ambusher, at } => {
            let stays = f.idx(&advancer).is_some_and(|k| f.pieces[k].at == at);
            let ambusher_alive = f.idx(&ambusher).is_some();
            if let Some(o) = s.ordered_mut(&advancer) {
                if !stays {
                    o.bonus_ready = false;
                } else if o.bonus_ready {
                    if ambusher_alive {
                        o.only_target = Some(ambusher);
                    } else {
                        o.bonus_ready = false;
                    }
                }
            }
        }
    }
}

/// Unit `t`, hit by `flags` flags, ignores `ignored` of them and retreats for the rest.
fn flags_ignored(
    s: &mut MedState,
    f: &mut Field,
    io: &mut Io,
    work: &mut Vec<Step>,
    t: usize,
    flags: u8,
    ignored: u8,
    by: usize,
) {
    if ignored > 0 {
        io.say(MedEvent::FlagsIgnored { unit: f.pieces[t].id.to_string(), ignored });
    }
    let left = flags - ignored;
    if left == 0 {
        return;
    }
    let steps = left * f.pieces[t].st.retreat.max(1);
    let options = combat::retreat_options(f, t, steps);
    if options.len() == 1 || s.options.auto_choices {
        combat::retreat_along(s, f, io, work, t, &options[0], by);
    } else {
        s.turn.pending = Some(Pending::Retreat { unit: f.pieces[t].id.to_string(), steps, by });
    }
}

/// Answer one of the owner's combat decisions (flags, retreat, escape, pressing the attack), then run the rest.
pub(super) fn answer(s: &mut MedState, f: &mut Field, io: &mut Io, side: usize, p: &Pending, o: &MedOrder) -> R<bool> {
    let mut work = std::mem::take(&mut s.turn.work);
    let r = answer_one(s, f, io, &mut work, side, p, o);
    s.turn.work = work;
    if r? {
        run(s, f, io);
        return Ok(true);
    }
    Ok(false)
}

/// `Ok(false)`: the pending decision is not one of these.
fn answer_one(
    s: &mut MedState,
    f: &mut Field,
    io: &mut Io,
    work: &mut Vec<Step>,
    side: usize,
    p: &Pending,
    o: &MedOrder,
) -> R<bool> {
    match (o, p) {
        (MedOrder::IgnoreFlags { n }, Pending::Flags { unit, flags, may_ignore, by }) => {
            let t = f.idx(unit).ok_or(Refusal::UnitGone)?;
            if n > may_ignore {
                return Err(Refusal::TooManyFlags { unit: id(unit), may_ignore: *may_ignore });
            }
            s.turn.pending = None;
            flags_ignored(s, f, io, work, t, *flags, *n, *by);
        }
        (MedOrder::Retreat { to }, Pending::Retreat { unit, steps, by }) => {
            let t = f.idx(unit).ok_or(Refusal::UnitGone)?;
            let options = combat::retreat_options(f, t, *steps);
            let end = options.iter().find(|e| e.to == *to).ok_or(Refusal::NotARetreat { unit: id(unit), to: *to })?;
            s.turn.pending = None;
            combat::retreat_along(s, f, io, work, t, end, *by);
        }
        (MedOrder::Escape { to }, Pending::Escape { leader, .. }) => {
            let l = f.idx(leader).ok_or(Refusal::UnitGone)?;
            if !combat::escape_options(f, l).contains(to) {
                return Err(Refusal::NotAnEscape { leader: id(leader), to: *to });
            }
            s.turn.pending = None;
            combat::escape_to(f, io, l, *to);
        }
        (MedOrder::Press { battle }, Pending::Press { attacker, target, bonus }) => {
            s.turn.pending = None;
            if *battle {
                work.push(Step::Strike {
                    attacker: attacker.clone(),
                    target: target.clone(),
                    bonus: *bonus,
                    evade: false,
                    battle_back: false,
                });
            } else {
                io.say(MedEvent::Reaction { side, what: React::Declines { unit: attacker.clone() } });
            }
        }
        _ => return Ok(false),
    }
    Ok(true)
}

/// The orders that answer one of these decisions.
pub(super) fn answers(f: &Field, p: &Pending) -> Option<Vec<MedOrder>> {
    Some(match p {
        Pending::Flags { may_ignore, .. } => (0..=*may_ignore).rev().map(|n| MedOrder::IgnoreFlags { n }).collect(),
        Pending::Retreat { unit, steps, .. } => f.idx(unit).map_or_else(Vec::new, |t| {
            combat::retreat_options(f, t, *steps).into_iter().map(|e| MedOrder::Retreat { to: e.to }).collect()
        }),
        Pending::Escape { leader, .. } => f.idx(leader).map_or_else(Vec::new, |l| {
            combat::escape_options(f, l).into_iter().map(|to| MedOrder::Escape { to }).collect()
        }),
        Pending::Press { .. } => vec![MedOrder::Press { battle: true }, MedOrder::Press { battle: false }],
        _ => return None,
    })
}
