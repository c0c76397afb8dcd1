//! Battle: ranged and close combat, the defender's reactions (evade, First Strike, Ambush), battle back and momentum advances.

#[allow(unused_imports)]
use super::*;

pub(super) fn bonus_dice(f: &Field, o: &OrderedUnit, i: usize) -> u8 {
    let lb = o
        .leader_bonus
        .as_ref()
        .is_some_and(|l| f.pieces[i].leader.as_deref() == Some(l.as_str()) && f.leader_of(i).is_some());
    o.bonus_all + lb as u8
}

pub(super) fn battle_ready(f: &Field, o: &OrderedUnit, i: usize) -> R<()> {
    let id = &f.pieces[i].id;
    if f.pieces[i].st.leader {
        return Err(Refusal::LeaderAlone { unit: id.clone() });
    }
    if let Some(l) = &o.needs_leader
        && (f.pieces[i].leader.as_deref() != Some(l.as_str()) || f.leader_of(i).is_none())
    {
        return Err(Refusal::LeaderLeft { unit: id.clone(), leader: super::id(l) });
    }
    if o.no_battle {
        return Err(Refusal::NoBattle { unit: id.clone() });
    }
    if o.moved > o.battle_max {
        return Err(Refusal::MovedTooFar { unit: id.clone(), moved: o.moved });
    }
    Ok(())
}

/// The attacker's and the target's indices, the attacker's orders and the card's flow.
pub(super) type Combatants<'s> = (usize, usize, &'s OrderedUnit, Flow);

/// The parts of a fire or close-combat order both check: the pieces, the attacker's orders and the card's flow.
pub(super) fn combatants<'s>(s: &'s MedState, f: &Field, side: usize, unit: &str, target: &str) -> R<Combatants<'s>> {
    let a = f.idx(unit).ok_or_else(|| Refusal::NoSuchPiece { unit: id(unit) })?;
    let t = f.idx(target).ok_or_else(|| Refusal::NoSuchPiece { unit: id(target) })?;
    if f.pieces[a].side != side {
        return Err(Refusal::OtherSide { unit: id(unit) });
    }
    let o = s.ordered(unit).ok_or_else(|| Refusal::NotOrdered { unit: id(unit) })?;
    let played = s.turn.played.as_ref().ok_or(Refusal::PlayCardFirst)?;
    Ok((a, t, o, flow(played)))
}

/// Check ranged fire; on success the firer, target and dice.
pub fn check_fire(s: &MedState, f: &Field, side: usize, unit: &str, target: &str) -> R<(usize, usize, u8)> {
    let (a, t, o, fl) = combatants(s, f, side, unit, target)?;
    match (s.turn.stage, fl) {
        (Stage::Fire, Flow::MoveFireMove | Flow::FireAndClose) => {}
        (Stage::Battle, Flow::Normal | Flow::FireOnly) => {}
        _ => return Err(Refusal::MayNotFireNow { unit: id(unit), stage: s.turn.stage }),
    }
    battle_ready(f, o, a)?;
    if !o.may_fire || f.pieces[a].ranged.is_none() {
        return Err(Refusal::MayNotFireUnderOrder { unit: id(unit) });
    }
    if o.fires_left == 0 || (o.battled && fl != Flow::FireOnly) {
        return Err(Refusal::AlreadyBattled { unit: id(unit) });
    }
    if f.pieces[t].side == side {
        return Err(Refusal::Friend { target: id(target) });
    }
    if f.pieces[t].st.leader && !f.lone_leader(t) {
        return Err(Refusal::FireAtUnit { target: id(target) });
    }
    let (pa, pt) = (f.pieces[a].at, f.pieces[t].at);
    if f.enemy_adjacent(a) {
        return Err(Refusal::NextToEnemy { unit: id(unit) });
    }
    let range = f.pieces[a].ranged.expect("checked").range as u32;
    let d = f.dist(pa, pt);
    if d > range {
        return Err(Refusal::OutOfRange { unit: id(unit), target: id(target), at: pt, dist: d, range });
    }
    let occupied = f.los.occupancy(f.pieces.iter().filter(|p| p.alive).map(|p| p.at));
    let ctx = LosContext { occupied: &occupied };
    let rep = line_of_sight(f.los, &ctx, pa, pt, false);
    if rep.verdict.is_blocked() {
        return Err(Refusal::NoSight { from: pa, to: pt });
    }
    let n = combat::ranged_dice(f, a, pt, o.moved > 0, o.bonus_fire + bonus_dice(f, o, a));
    Ok((a, t, n))
}

pub(super) fn do_fire(s: &mut MedState, f: &mut Field, io: &mut Io, a: usize, t: usize, n: u8) {
    let tat = f.pieces[t].at;
    let tid = f.pieces[t].id.to_string();
    let id = f.pieces[a].id.to_string();
    let o = s.ordered_mut(&id).expect("checked");
    o.fires_left = o.fires_left.saturating_sub(1);
    if o.bonus_fire > 0 {
        // Fire and Close: firing comes first and is not the unit's battle; it may still close combat, on that
        // target only, and may move to close only while the target stays where it was shot at.
        o.close_on = Some((tid.clone(), tat));
        o.only_target = Some(tid);
    } else {
        o.battled = true;
    }
    let mut work = std::mem::take(&mut s.turn.work);
    combat::fire(s, f, io, &mut work, a, t, n);
    s.turn.work = work;
    run(s, f, io);
}

/// What an attack would roll, for the odds shown before it is ordered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AttackPreview {
    pub ranged: bool,
    pub dice: u8,
    pub ctx: crate::rules::medieval::dice::ScoreCtx,
}

/// The dice and scoring an attack by `unit` on `target` would use now, or why it is not allowed.
pub fn preview_attack(s: &MedState, f: &Field, side: usize, unit: &str, target: &str) -> R<AttackPreview> {
    let fire = check_fire(s, f, side, unit, target);
    if let Ok((a, t, n)) = fire {
        return Ok(AttackPreview {
            ranged: true,
            dice: n,
            ctx: combat::ctx(f, a, t, crate::rules::medieval::dice::Attack::Ranged),
        });
    }
    let melee = check_attack(s, f, side, unit, target);
    match melee {
        Ok((a, d, is_bonus)) => {
            let o = s.ordered(unit).expect("checked by check_attack");
            let bonus = if is_bonus { 0 } else { o.bonus_first_melee } + bonus_dice(f, o, a);
            let n = combat::melee_dice(f, a, f.pieces[d].at, bonus);
            Ok(AttackPreview {
                ranged: false,
                dice: n,
                ctx: combat::ctx(f, a, d, crate::rules::medieval::dice::Attack::Melee),
            })
        }
        // Next to the target, the close combat reason says more; otherwise the ranged one.
        Err(e) if f.idx(unit).zip(f.idx(target)).is_some_and(|(a, t)| f.adjacent(f.pieces[a].at, f.pieces[t].at)) => {
            Err(e)
        }
        Err(e) => Err(fire.err().unwrap_or(e)),
    }
}

/// Check a close combat; on success attacker and defender indices and whether it is a bonus combat.
pub fn check_attack(s: &MedState, f: &Field, side: usize, unit: &str, target: &str) -> R<(usize, usize, bool)> {
    let (a, d, o, fl) = combatants(s, f, side, unit, target)?;
    if s.turn.stage != Stage::Battle || matches!(fl, Flow::FireOnly | Flow::MoveFireMove) {
        return Err(Refusal::MayNotCloseNow { unit: id(unit) });
    }
    battle_ready(f, o, a)?;
    if !o.may_melee {
        return Err(Refusal::MayNotCloseUnderOrder { unit: id(unit) });
    }
    let bonus = o.bonus_ready;
    if o.battled && !bonus {
        return Err(Refusal::AlreadyBattled { unit: id(unit) });
    }
    if f.pieces[d].side == side {
        return Err(Refusal::Friend { target: id(target) });
    }
    if !f.adjacent(f.pieces[a].at, f.pieces[d].at) {
        return Err(Refusal::NotAdjacent { unit: id(unit), target: id(target) });
    }
    if f.pieces[d].st.leader && !f.lone_leader(d) {
        return Err(Refusal::AttackUnit { target: id(target) });
    }
    if let Some(only) = &o.only_target
        && only != target
    {
        return Err(Refusal::OnlyAgainst { unit: id(unit), only: id(only) });
    }
    Ok((a, d, bonus))
}

/// A reaction card leaves the hand for the table; its side will draw its replacement first.
pub(super) fn play_reaction(s: &mut MedState, io: &mut Io, side: usize, c: CardId) {
    s.hands[side].retain(|h| *h != c);
    s.turn.in_play.push(c);
    s.turn.reacted.push(side);
    io.say(MedEvent::CardPlayed { side, card: card(c), copy_of: None, mode: PlayMode::Normal, fallback: false });
}

pub(super) fn holds(s: &MedState, side: usize, t: Tactic) -> Option<CardId> {
    s.hands[side].iter().copied().find(|c| card(*c) == Card::Tactic(t))
}

pub(super) fn can_evade(f: &Field, a: usize, d: usize) -> bool {
    f.pieces[d].st.may_evade(f.pieces[a].st) && combat::evade_path(f, d).is_some()
}

pub(super) fn attack(s: &mut MedState, f: &mut Field, io: &mut Io, side: usize, unit: &str, target: &str) -> R<()> {
    let (a, d, _) = check_attack(s, f, side, unit, target)?;
    if !f.lone_leader(d) {
        let dside = f.pieces[d].side;
        let skip =
            s.options.skip_prompt_without_card && holds(s, dside, Tactic::FirstStrike).is_none() && !can_evade(f, a, d);
        if !skip {
            s.turn.pending = Some(Pending::MeleeReaction { attacker: unit.to_string(), target: target.to_string() });
            return Ok(());
        }
    }
    resolve_melee(s, f, io, a, d, Answer::None);
    Ok(())
}

pub(super) fn resolve_melee(s: &mut MedState, f: &mut Field, io: &mut Io, a: usize, d: usize, answer: Answer) {
    let id = f.pieces[a].id.to_string();
    let target = f.pieces[d].id.to_string();
    let o = s.ordered(&id).expect("checked").clone();
    let is_bonus = o.bonus_ready;
    let bonus = if is_bonus { 0 } else { o.bonus_first_melee } + bonus_dice(f, &o, a);
    let o = s.ordered_mut(&id).expect("checked");
    if is_bonus {
        o.bonus_ready = false;
        o.bonus_done = true;
    } else {
        o.battled = true;
    }
    o.must_melee = false;
    let (from, into) = (f.pieces[a].at, f.pieces[d].at);
    let evade = answer == Answer::Evade;
    let after = Step::AfterMelee { attacker: id.clone(), from, into, is_bonus, evade };
    // Pushed last-first: the first strike (if any) runs first, the bookkeeping after the melee last.
    let steps = match answer {
        Answer::FirstStrike => vec![
            after,
            Step::Press { attacker: id.clone(), target: target.clone(), from, bonus },
            Step::FirstStrike { attacker: id, target },
        ],
        _ => vec![after, Step::Strike { attacker: id, target, bonus, evade, battle_back: true }],
    };
    start(s, f, io, steps);
}

pub(super) fn react_melee(
    s: &mut MedState,
    f: &mut Field,
    io: &mut Io,
    side: usize,
    r: &Reaction,
    attacker: &str,
    target: &str,
) -> R<()> {
    let a = f.idx(attacker).ok_or(Refusal::AttackerGone)?;
    let d = f.idx(target).ok_or(Refusal::DefenderGone)?;
    if f.pieces[d].side != side {
        return Err(Refusal::ReactionIsDefenders);
    }
    let answer = match r {
        Reaction::Pass => Answer::None,
        Reaction::Evade => {
            if !can_evade(f, a, d) {
                return Err(Refusal::MayNotEvade { unit: id(target), attacker: id(attacker) });
            }
            Answer::Evade
        }
        Reaction::FirstStrike => {
            let c = holds(s, side, Tactic::FirstStrike).ok_or(Refusal::NoFirstStrikeCard)?;
            play_reaction(s, io, side, c);
            Answer::FirstStrike
        }
        Reaction::Ambush { .. } => return Err(Refusal::AmbushAnswersAdvance),
    };
    let unit = target.to_string();
    let what = match answer {
        Answer::None => React::NoReaction { unit },
        Answer::Evade => React::Evades { unit },
        Answer::FirstStrike => React::FirstStrike { unit },
    };
    io.say(MedEvent::Reaction { side, what });
    s.turn.pending = None;
    resolve_melee(s, f, io, a, d, answer);
    Ok(())
}

/// Hexes a unit may advance to after emptying `into`.
pub fn advance_targets(f: &Field, unit: &str, into: Coord, extra: bool) -> Vec<Coord> {
    let mut v = vec![into];
    let Some(i) = f.idx(unit) else { return v };
    let p = &f.pieces[i];
    if extra {
        let stops =
            matches!(crate::rules::movement::step_cost(Ruleset::Medieval, f.map, p.at, into, p.ut), Ok((_, true)));
        if !stops {
            for n in into.neighbors(f.map.orientation) {
                if n != p.at
                    && f.map.contains(n)
                    && !f.occupied(n)
                    && crate::rules::movement::step_allows(Ruleset::Medieval, f.map, into, n).is_ok()
                {
                    v.push(n);
                }
            }
        }
    }
    v.sort();
    v
}

/// A unit that won a close combat and may take ground: into the hex it emptied, a hex `extra` beyond with a
/// bonus close combat `bonus_next`.
pub(super) struct Advancing<'a> {
    pub unit: &'a str,
    pub into: Coord,
    pub extra: bool,
    pub bonus_next: bool,
}

pub(super) fn advance(
    s: &mut MedState,
    f: &mut Field,
    io: &mut Io,
    active: usize,
    advancing: Advancing,
    to: Option<Coord>,
) -> R<()> {
    let Advancing { unit, into, extra, bonus_next } = advancing;
    let Some(to) = to else {
        s.turn.pending = None;
        return Ok(());
    };
    if !advance_targets(f, unit, into, extra).contains(&to) {
        return Err(Refusal::AdvanceOnly { unit: id(unit), into, beyond: extra });
    }
    let i = f.idx(unit).ok_or(Refusal::UnitGone)?;
    if let Some(l) = f.leader_of(i) {
        f.pieces[l].at = to;
    }
    f.pieces[i].at = to;
    io.say(MedEvent::Advanced { unit: unit.to_string(), to });
    let stopped = stops_battle(f, i, into) || stops_battle(f, i, to);
    let o = s.ordered_mut(unit).expect("ordered");
    o.bonus_ready = bonus_next && !stopped;
    s.turn.pending = None;
    // The other side may spring an ambush on it.
    let other = 1 - active.min(1);
    let threatened = f.enemies_next_to(to, active).any(|j| f.pieces[j].side == other && !f.pieces[j].st.leader);
    let skip = s.options.skip_prompt_without_card && holds(s, other, Tactic::Ambush).is_none();
    if threatened && !skip {
        s.turn.pending = Some(Pending::Ambush { advancer: unit.to_string() });
    }
    Ok(())
}

pub(super) fn react_ambush(
    s: &mut MedState,
    f: &mut Field,
    io: &mut Io,
    side: usize,
    r: &Reaction,
    advancer: &str,
) -> R<()> {
    let v = f.idx(advancer).ok_or(Refusal::AdvancerGone)?;
    match r {
        Reaction::Pass => {
            io.say(MedEvent::Reaction { side, what: React::NoAmbush });
            s.turn.pending = None;
            Ok(())
        }
        Reaction::Ambush { unit } => {
            let c = holds(s, side, Tactic::Ambush).ok_or(Refusal::NoAmbushCard)?;
            let a = f.idx(unit).ok_or_else(|| Refusal::NoSuchPiece { unit: id(unit) })?;
            if f.pieces[a].side != side || f.pieces[a].st.leader {
                return Err(Refusal::NotYourUnit { unit: id(unit) });
            }
            if !f.adjacent(f.pieces[a].at, f.pieces[v].at) {
                return Err(Refusal::NotNextTo { unit: id(unit), other: id(advancer) });
            }
            play_reaction(s, io, side, c);
            io.say(MedEvent::Reaction { side, what: React::Ambush { unit: unit.clone() } });
            s.turn.pending = None;
            let at = f.pieces[v].at;
            let steps = [
                Step::AfterAmbush { advancer: advancer.to_string(), ambusher: unit.clone(), at },
                Step::Strike {
                    attacker: unit.clone(),
                    target: advancer.to_string(),
                    bonus: 2,
                    evade: false,
                    battle_back: false,
                },
            ];
            start(s, f, io, steps);
            Ok(())
        }
        _ => Err(Refusal::AnswerAmbush),
    }
}
