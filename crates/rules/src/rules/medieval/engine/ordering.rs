//! Ordering units with the card in play: sections, troop kinds, leaders and linked groups, Cry Havoc and Rally dice, new leaders.

#[allow(unused_imports)]
use super::*;

/// What an ordered unit may do, from the card in play.
pub(super) fn capabilities(s: &MedState, f: &Field, i: usize) -> OrderedUnit {
    let p = &f.pieces[i];
    let st = p.st;
    let mut o = OrderedUnit {
        id: p.id.to_string(),
        move_max: st.moves,
        battle_max: st.battle_moves,
        fires_left: 1,
        may_melee: !st.leader,
        may_fire: p.ranged.is_some(),
        ..Default::default()
    };
    let Some(played) = &s.turn.played else { return o };
    let Some(t) = shaping_tactic(played) else { return o };
    let inspired = matches!(played.mode, PlayMode::Inspired(_));
    match t {
        Tactic::ClashOfShields => {
            o.move_max = 0;
            o.may_fire = false;
            o.bonus_first_melee = 1;
        }
        Tactic::CryHavoc => o.bonus_all = 1,
        Tactic::DarkenTheSky => {
            o.move_max = 0;
            o.may_melee = false;
            o.fires_left = if !inspired || missile_ready(f, i) { 2 } else { 1 };
        }
        Tactic::DoubleTime => {
            o.move_max = 2;
            o.battle_max = 2;
            o.may_fire = false;
        }
        Tactic::FireAndClose => {
            o.move_max = 0;
            o.bonus_fire = 1;
            // Closing on its target after firing, a unit may battle whatever its type could after a 2-hex move.
            o.battle_max = o.battle_max.max(2);
        }
        Tactic::FootOnslaught => {
            o.may_fire = false;
            if st.foot() {
                o.move_max = if st.long_move_needs_melee { 3 } else { 2 };
                o.battle_max = o.move_max;
            }
        }
        Tactic::LineCommand => {
            o.move_max = st.moves.min(1);
            o.battle_max = 1;
        }
        Tactic::MoveFireMove => {
            o.may_melee = false;
            o.pass_friends = st.foot() && st.class == UnitClass::Light;
        }
        Tactic::MountedCharge => {
            o.may_fire = false;
            if st.mounted && !st.leader {
                o.bonus_first_melee = st.charge_bonus;
                if st.class == UnitClass::Heavy {
                    o.move_max = 3;
                    o.battle_max = 3;
                }
            }
        }
        Tactic::Leaders | Tactic::Rally | Tactic::CounterAttack | Tactic::Ambush | Tactic::FirstStrike => {}
    }
    o
}

pub(super) fn add_ordered(s: &mut MedState, f: &Field, io: &mut Io, i: usize) {
    let o = capabilities(s, f, i);
    io.say(MedEvent::Ordered { unit: o.id.to_string() });
    s.turn.ordered.push(o);
}

pub(super) fn ordered_idx(s: &MedState, f: &Field) -> Vec<usize> {
    s.turn.ordered.iter().filter_map(|o| f.idx(&o.id)).collect()
}

/// Can the ordered set (plus `extra`) be split among the section counts?
pub(super) fn sections_fit(f: &Field, side: usize, pieces: &[usize], counts: [u8; 3]) -> bool {
    fn go(f: &Field, side: usize, rest: &[usize], left: &mut [u8; 3]) -> bool {
        let Some((&first, tail)) = rest.split_first() else { return true };
        for sec in f.sections_of(f.pieces[first].at, side) {
            let k = sec.index();
            if left[k] > 0 {
                left[k] -= 1;
                let ok = go(f, side, tail, left);
                left[k] += 1;
                if ok {
                    return true;
                }
            }
        }
        false
    }
    let mut left = counts;
    go(f, side, pieces, &mut left)
}

/// Whether piece `i` may be ordered now; the piece actually ordered (a leader's unit under some cards) on success.
pub fn check_order(s: &MedState, f: &Field, side: usize, i: usize) -> R<usize> {
    check_order_given(s, f, side, i, &ordered_idx(s, f))
}

/// `check_order` with the pieces ordered so far (`ordered_idx`) already found: the legal-order list asks of every
/// piece in turn, and they do not change between the questions.
pub(super) fn check_order_given(s: &MedState, f: &Field, side: usize, i: usize, done: &[usize]) -> R<usize> {
    if s.turn.stage != Stage::Order {
        return Err(Refusal::OrderAfterCard);
    }
    let p = &f.pieces[i];
    if p.side != side || !p.alive {
        return Err(Refusal::NotYourPiece { unit: p.id.clone() });
    }
    let select = s.turn.select.as_ref().ok_or(Refusal::NoCardInPlay)?;
    // A leader with a unit stands for that unit, except where the card lets him leave it.
    let detach_ok = matches!(
        select,
        Select::Sections(_) | Select::AnyOne | Select::Dice(_) | Select::Linked { foot_only: false, .. }
    );
    let i = match f.unit_of_leader(i) {
        Some(u) if !detach_ok => u,
        _ => i,
    };
    let p = &f.pieces[i];
    let rally = matches!(select, Select::Rally(_));
    if s.ordered(&p.id).is_some() && !rally {
        return Err(Refusal::AlreadyOrdered { unit: p.id.clone() });
    }
    let n = done.len();
    let linked = |f: &Field| {
        done.is_empty() || done.iter().any(|d| f.adjacent(f.pieces[*d].at, p.at) || f.pieces[*d].at == p.at)
    };
    match select {
        Select::Auto => Err(Refusal::CardOrderedAlready),
        Select::AnyOne => (n < 1).then_some(i).ok_or(Refusal::OrdersOnePiece),
        Select::Sections(counts) => {
            // On the stack: the legal-order list asks this of every piece.
            let mut all: smallvec::SmallVec<[usize; 16]> = done.iter().copied().collect();
            all.push(i);
            if sections_fit(f, side, &all, *counts) {
                Ok(i)
            } else {
                Err(Refusal::NoOrdersInSection { unit: p.id.clone() })
            }
        }
        Select::Troop(t, max) => {
            if !troop_matches(f, i, *t) {
                return Err(Refusal::NotTroops { unit: p.id.clone(), troop: *t });
            }
            (n < *max as usize).then_some(i).ok_or(Refusal::AtMostUnits { max: *max })
        }
        Select::Leadership { section, linked: extra } => {
            if n == 0 {
                let l = if p.st.leader { Some(i) } else { f.leader_of(i) };
                let Some(l) = l else { return Err(Refusal::LeaderFirst) };
                if let Some(sec) = section
                    && !f.sections_of(f.pieces[l].at, side).contains(sec)
                {
                    return Err(Refusal::LeaderNotInSection { leader: f.pieces[l].id.clone(), section: *sec });
                }
                Ok(i)
            } else if n > *extra as usize {
                Err(Refusal::LeaderAndMore { extra: *extra })
            } else if !linked(f) {
                Err(Refusal::NotNextToOrdered { unit: p.id.clone() })
            } else {
                Ok(i)
            }
        }
        Select::Linked { max, foot_only } => {
            if *foot_only && !p.st.foot() {
                return Err(Refusal::NotFoot { unit: p.id.clone() });
            }
            if max.is_some_and(|m| n >= m as usize) {
                return Err(Refusal::AtMostUnits { max: max.unwrap_or(0) });
            }
            if !linked(f) {
                return Err(Refusal::NotLinked { unit: p.id.clone() });
            }
            Ok(i)
        }
        Select::FootUpTo(m) | Select::MountedUpTo(m) | Select::LightUpTo(m) | Select::MissileUpTo(m) => {
            let ok = match select {
                Select::FootUpTo(_) => p.st.foot(),
                Select::MountedUpTo(_) => is_unit(f, i) && p.st.mounted,
                Select::LightUpTo(_) => is_unit(f, i) && p.st.class == UnitClass::Light,
                _ => missile_ready(f, i),
            };
            if !ok {
                let wanted = match select {
                    Select::FootUpTo(_) => Wanted::Foot,
                    Select::MountedUpTo(_) => Wanted::Mounted,
                    Select::LightUpTo(_) => Wanted::Light,
                    _ => Wanted::MissileClear,
                };
                return Err(Refusal::NotWanted { unit: p.id.clone(), wanted });
            }
            (n < *m as usize).then_some(i).ok_or(Refusal::AtMostUnits { max: *m })
        }
        Select::Dice(faces) => {
            dice_slot(f, i, faces, true).map(|_| i).ok_or_else(|| Refusal::NoDieOrders { unit: p.id.clone() })
        }
        Select::Rally(faces) => {
            if !is_unit(f, i) || p.blocks >= p.max {
                return Err(Refusal::NoLostBlock { unit: p.id.clone() });
            }
            dice_slot(f, i, faces, false).map(|_| i).ok_or_else(|| Refusal::NoDieRestores { unit: p.id.clone() })
        }
    }
}

/// The die face that orders (or rallies) piece `i`: its class symbol first, then a helmet, then, with Cry Havoc only
/// (`flags`), a flag. Rally restores nothing for a flag or swords: the card names only unit symbols and helmets.
pub(super) fn dice_slot(f: &Field, i: usize, faces: &[Face], flags: bool) -> Option<Face> {
    let st = f.pieces[i].st;
    let class_face = Face::ALL.into_iter().find(|x| x.class() == Some(st.class) && !st.leader);
    if let Some(cf) = class_face.filter(|cf| faces.contains(cf)) {
        return Some(cf);
    }
    if faces.contains(&Face::Helmet) {
        return Some(Face::Helmet);
    }
    (flags && !st.leader && faces.contains(&Face::Flag)).then_some(Face::Flag)
}

/// Does a die of `face` order (or, without `flags`, rally) piece `i`? Its own class symbol, a helmet, or with Cry
/// Havoc a flag for a unit (not a leader).
pub(super) fn face_fits(f: &Field, i: usize, face: Face, flags: bool) -> bool {
    let st = f.pieces[i].st;
    match face {
        Face::Helmet => true,
        Face::Flag => flags && !st.leader,
        x => !st.leader && x.class() == Some(st.class),
    }
}

/// The rolled faces, other than the one `OrderUnit` would take, that could order (or rally) piece `i` now.
pub fn die_choices(s: &MedState, f: &Field, i: usize) -> Vec<Face> {
    let (faces, flags) = match &s.turn.select {
        Some(Select::Dice(d)) => (d, true),
        Some(Select::Rally(d)) => (d, false),
        _ => return Vec::new(),
    };
    let default = dice_slot(f, i, faces, flags);
    let mut v: Vec<Face> = faces.iter().copied().filter(|&x| Some(x) != default && face_fits(f, i, x, flags)).collect();
    v.sort();
    v.dedup();
    v
}

/// Order `unit`; under Cry Havoc or Rally with the die of `chosen` face, or (`None`) the one that fits it first.
pub(super) fn order_unit(
    s: &mut MedState,
    f: &mut Field,
    io: &mut Io,
    side: usize,
    unit: &str,
    chosen: Option<Face>,
) -> R<()> {
    let i = f.idx(unit).ok_or_else(|| Refusal::NoSuchPiece { unit: id(unit) })?;
    let i = check_order(s, f, side, i)?;
    let sel = s.turn.select.clone();
    if let Some(face) = chosen {
        let (faces, flags, rally) = match &sel {
            Some(Select::Dice(d)) => (d, true, false),
            Some(Select::Rally(d)) => (d, false, true),
            _ => return Err(Refusal::NoDieOrders { unit: f.pieces[i].id.clone() }),
        };
        if !faces.contains(&face) || !face_fits(f, i, face, flags) {
            let unit = f.pieces[i].id.clone();
            return Err(if rally { Refusal::NoDieRestores { unit } } else { Refusal::NoDieOrders { unit } });
        }
    }
    match sel {
        Some(Select::Dice(mut faces)) => {
            let face = chosen.or_else(|| dice_slot(f, i, &faces, true)).expect("checked");
            let k = faces.iter().position(|x| *x == face).expect("present");
            faces.remove(k);
            s.turn.select = Some(Select::Dice(faces));
            add_ordered(s, f, io, i);
            if face == Face::Flag {
                let o = s.turn.ordered.last_mut().expect("just ordered");
                o.no_battle = true;
            }
        }
        Some(Select::Rally(mut faces)) => {
            let face = chosen.or_else(|| dice_slot(f, i, &faces, false)).expect("checked");
            let k = faces.iter().position(|x| *x == face).expect("present");
            faces.remove(k);
            s.turn.select = Some(Select::Rally(faces));
            f.pieces[i].blocks += 1;
            io.say(MedEvent::Rallied { unit: f.pieces[i].id.to_string(), blocks: f.pieces[i].blocks });
            if s.ordered(&f.pieces[i].id).is_none() {
                add_ordered(s, f, io, i);
            }
            s.ordered_mut(&f.pieces[i].id).expect("ordered").rallied = true;
        }
        _ => add_ordered(s, f, io, i),
    }
    Ok(())
}

/// Rally: a helmet brings a new leader forward onto a unit that regained a block this turn.
pub fn check_rally_leader(s: &MedState, f: &Field, side: usize, unit: &str) -> R<usize> {
    let Some(Select::Rally(faces)) = &s.turn.select else {
        return Err(Refusal::RallyLeaderNeedsHelmet);
    };
    if s.turn.stage != Stage::Order {
        return Err(Refusal::RallyWhileOrdering);
    }
    if s.turn.leader_rallied {
        return Err(Refusal::OneNewLeader);
    }
    if !faces.contains(&Face::Helmet) {
        return Err(Refusal::NoHelmetLeft);
    }
    let i = f.idx(unit).ok_or_else(|| Refusal::NoSuchPiece { unit: id(unit) })?;
    if f.pieces[i].side != side || !is_unit(f, i) {
        return Err(Refusal::NotYourUnit { unit: id(unit) });
    }
    if !s.ordered(unit).is_some_and(|o| o.rallied) {
        return Err(Refusal::NotRallied { unit: id(unit) });
    }
    if f.leader_of(i).is_some() || f.at(f.pieces[i].at).any(|j| f.pieces[j].st.leader) {
        return Err(Refusal::HasLeader { unit: id(unit) });
    }
    if s.leaders_down[side] == 0 {
        return Err(Refusal::NoSpareLeader);
    }
    Ok(i)
}

pub(super) fn rally_leader(s: &mut MedState, f: &mut Field, io: &mut Io, side: usize, unit: &str) -> R<()> {
    let i = check_rally_leader(s, f, side, unit)?;
    if let Some(Select::Rally(faces)) = &mut s.turn.select {
        let k = faces.iter().position(|x| *x == Face::Helmet).expect("checked");
        faces.remove(k);
    }
    s.leaders_down[side] -= 1;
    s.rallied_leaders += 1;
    s.turn.leader_rallied = true;
    let id = format!("rallied_leader_{}", s.rallied_leaders);
    let template = crate::rules::Ruleset::Medieval.unit_type("leader").expect("catalog has leaders");
    let st = crate::rules::medieval::units::stats("leader");
    let at = f.pieces[i].at;
    f.pieces.push(MPiece {
        core: crate::rules::roster::Core {
            id: id.as_str().into(),
            key: u32::MAX - s.rallied_leaders,
            side,
            ut: template,
        },
        st,
        at,
        blocks: 1,
        max: 1,
        leader: None,
        ranged: None,
        alive: true,
        markers: Default::default(),
    });
    f.pieces[i].leader = Some(id.as_str().into());
    // The field stays sorted by id: lookups and the write-back rely on it.
    f.pieces.sort_by(|a, b| a.id.cmp(&b.id));
    io.say(MedEvent::LeaderRallied { leader: id, unit: unit.to_string() });
    Ok(())
}

pub(super) fn next_stage(s: &MedState) -> R<Stage> {
    let p = s.turn.played.as_ref().ok_or(Refusal::PlayCardFirst)?;
    let fl = flow(p);
    Ok(match (s.turn.stage, fl) {
        (Stage::Play, _) => return Err(Refusal::PlayCardFirst),
        (Stage::Order, Flow::FireOnly | Flow::MeleeOnly) => Stage::Battle,
        (Stage::Order, Flow::FireAndClose) => Stage::Fire,
        (Stage::Order, _) => Stage::Move,
        (Stage::Move, Flow::MoveFireMove) => Stage::Fire,
        (Stage::Move, _) => Stage::Battle,
        (Stage::Fire, _) => Stage::Move2,
        (Stage::Move2, _) => Stage::Battle,
        (Stage::Battle, _) => return Err(Refusal::BattlesLast),
    })
}

pub(super) fn end_phase(s: &mut MedState, io: &mut Io) -> R<()> {
    let next = next_stage(s)?;
    s.turn.stage = next;
    io.say(MedEvent::Stage { stage: next });
    Ok(())
}
