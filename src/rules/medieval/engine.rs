//! The Medieval turn as a pure state machine: each order is checked against the card in play and the field, then applied, returning the events.

use super::cards::{Card, CardId, DECK_SIZE, Tactic, Troop, card};
use super::combat::{self, Answer, Io, stops_battle};
use super::dice::Face;
use super::events::{MedEvent, React, Roll};
use super::state::*;
use crate::rules::dice::GameDice;
use crate::rules::hex::Coord;
use crate::rules::los::{LosContext, line_of_sight};
use crate::rules::movement::{Piece, check_step, reachable_with};
use crate::rules::ruleset::{Ruleset, UnitClass};
use serde::{Deserialize, Serialize};

/// A Medieval order.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MedOrder {
    PlayCard { card: CardId, mode: PlayMode },
    OrderUnit { unit: String },
    RallyLeader { unit: String },
    EndPhase,
    Move { unit: String, to: Coord },
    Fire { unit: String, target: String },
    Attack { unit: String, target: String },
    React(Reaction),
    Advance { to: Option<Coord> },
    KeepCard { card: CardId },
    EndTurn,
}

/// What an accepted order did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applied {
    pub events: Vec<MedEvent>,
    /// The turn passed to the next side.
    pub turn_over: bool,
}

type R<T> = Result<T, String>;

fn shuffle(v: &mut [CardId], rng: &mut GameDice) {
    crate::rules::dice::shuffle(v, rng);
}

/// A fresh game: the deck shuffled and each side dealt its command.
pub fn new_state(command: &[u8], rng: &mut GameDice, options: MedOptions) -> MedState {
    let n = command.len();
    let mut deck: Vec<CardId> = (0..DECK_SIZE as u8).collect();
    shuffle(&mut deck, rng);
    let mut hands = vec![Vec::new(); n];
    for (side, hand) in hands.iter_mut().enumerate() {
        for _ in 0..command[side] {
            if let Some(c) = deck.pop() {
                hand.push(c);
            }
        }
        hand.sort();
    }
    MedState {
        deck,
        discard: Vec::new(),
        hands,
        command: command.to_vec(),
        tokens: vec![START_TOKENS; n],
        last_played: vec![None; n],
        kills: vec![0; n],
        lost: vec![Vec::new(); n],
        leaders_down: vec![0; n],
        rallied_leaders: 0,
        turn: TurnState::default(),
        options,
    }
}

/// The side that must act: the owner of a pending decision, else the active side.
pub fn to_act(s: &MedState, pieces: &[MPiece], active: usize) -> usize {
    match &s.turn.pending {
        None => active,
        Some(Pending::MeleeReaction { target, .. }) => {
            pieces.iter().find(|p| p.alive && p.id == *target).map(|p| p.side).unwrap_or(active)
        }
        Some(Pending::Ambush { .. }) => 1 - active.min(1),
        Some(Pending::Advance { .. }) => active,
        Some(Pending::Keep { side, .. }) => *side,
    }
}

/// Apply one order of `side` (the side to act; `active` is whose turn it is).
pub fn apply(
    s: &mut MedState,
    f: &mut Field,
    rng: &mut GameDice,
    side: usize,
    active: usize,
    o: &MedOrder,
) -> R<Applied> {
    let mut io = Io { rng, events: Vec::new() };
    let mut turn_over = false;
    if let Some(p) = &s.turn.pending {
        let p = p.clone();
        match (o, p) {
            (MedOrder::React(r), Pending::MeleeReaction { attacker, target }) => {
                react_melee(s, f, &mut io, side, r, &attacker, &target)?
            }
            (MedOrder::React(r), Pending::Ambush { advancer }) => react_ambush(s, f, &mut io, side, r, &advancer)?,
            (MedOrder::Advance { to }, Pending::Advance { unit, into, extra, bonus_next }) => {
                advance(s, f, &mut io, active, &unit, into, extra, bonus_next, *to)?
            }
            (MedOrder::KeepCard { card: c }, Pending::Keep { side: owner, cards }) => {
                if !cards.contains(c) {
                    return Err(format!("card {c} is not one of the two scouted cards"));
                }
                let other = if cards[0] == *c { cards[1] } else { cards[0] };
                s.hands[owner].push(*c);
                s.hands[owner].sort();
                s.discard.push(other);
                s.turn.pending = None;
                io.say(MedEvent::CardDrawn { side: owner, card: card(*c) });
                finish_turn(s, &mut io);
                turn_over = true;
            }
            (_, p) => return Err(format!("a decision is pending: {}", pending_prompt(&p))),
        }
        return Ok(Applied { events: io.events, turn_over });
    }
    match o {
        MedOrder::PlayCard { card: c, mode } => play_card(s, f, &mut io, side, *c, *mode)?,
        MedOrder::OrderUnit { unit } => order_unit(s, f, &mut io, side, unit)?,
        MedOrder::RallyLeader { unit } => rally_leader(s, f, &mut io, side, unit)?,
        MedOrder::EndPhase => end_phase(s, &mut io)?,
        MedOrder::Move { unit, to } => move_unit(s, f, &mut io, side, unit, *to)?,
        MedOrder::Fire { unit, target } => {
            let (a, t, n) = check_fire(s, f, side, unit, target)?;
            do_fire(s, f, &mut io, a, t, n);
        }
        MedOrder::Attack { unit, target } => attack(s, f, &mut io, side, unit, target)?,
        MedOrder::EndTurn => {
            turn_over = end_turn(s, f, &mut io, side)?;
        }
        MedOrder::React(_) | MedOrder::Advance { .. } | MedOrder::KeepCard { .. } => {
            return Err("there is no decision pending".into());
        }
    }
    Ok(Applied { events: io.events, turn_over })
}

/// The prompt shown for a pending decision. It names only public facts, never a hand.
pub fn pending_prompt(p: &Pending) -> String {
    match p {
        Pending::MeleeReaction { attacker, target } => {
            format!("{attacker} declares close combat against {target}: react (evade, First Strike) or let it come")
        }
        Pending::Advance { unit, into, .. } => format!("{unit} may advance into {into}"),
        Pending::Ambush { advancer } => format!("{advancer} advanced: ambush it, or let it be"),
        Pending::Keep { .. } => "scout: keep one of the two cards drawn".into(),
    }
}

// ---------------------------------------------------------------- card play

/// How the turn runs for the card in play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Flow {
    Normal,
    /// Fire twice, no moving (Darken the Sky).
    FireOnly,
    /// Straight to close combat (Clash of Shields).
    MeleeOnly,
    MoveFireMove,
    FireAndClose,
}

/// The tactic that shapes the turn, if any (a scout or fallback play orders normally).
fn shaping_tactic(p: &Played) -> Option<Tactic> {
    if p.fallback {
        return None;
    }
    match (p.effect, p.mode) {
        (_, PlayMode::Scout) => None,
        (_, PlayMode::Inspired(t)) => Some(t),
        (Card::Tactic(t), PlayMode::Normal) => Some(t),
        _ => None,
    }
}

fn flow(p: &Played) -> Flow {
    match shaping_tactic(p) {
        Some(Tactic::DarkenTheSky) => Flow::FireOnly,
        Some(Tactic::ClashOfShields) => Flow::MeleeOnly,
        Some(Tactic::MoveFireMove) => Flow::MoveFireMove,
        Some(Tactic::FireAndClose) => Flow::FireAndClose,
        _ => Flow::Normal,
    }
}

fn own<'a>(f: &'a Field<'_>, side: usize) -> impl Iterator<Item = usize> + 'a {
    f.pieces.iter().enumerate().filter(move |(_, p)| p.alive && p.side == side).map(|(i, _)| i)
}

fn is_unit(f: &Field, i: usize) -> bool {
    !f.pieces[i].st.leader
}

fn troop_matches(f: &Field, i: usize, t: Troop) -> bool {
    let st = f.pieces[i].st;
    !st.leader
        && match t {
            Troop::Light => st.class == UnitClass::Light,
            Troop::Medium => st.class == UnitClass::Medium,
            Troop::Heavy => st.class == UnitClass::Heavy,
            Troop::Mounted => st.mounted,
        }
}

fn missile_ready(f: &Field, i: usize) -> bool {
    is_unit(f, i) && f.pieces[i].ranged.is_some() && !f.enemy_adjacent(i)
}

/// Whether the card can be played as written (not only as the one-unit fallback).
fn playable_as_written(s: &MedState, side: usize, c: Card) -> R<Card> {
    match c {
        Card::Tactic(Tactic::CounterAttack) => {
            let other = 1 - side.min(1);
            match s.last_played.get(other).copied().flatten() {
                None => Err("Counter Attack has nothing to copy: the opponent has not played a card yet".into()),
                Some(Card::Tactic(t)) if t.is_reaction() => {
                    Err(format!("Counter Attack cannot copy {}", Card::Tactic(t)))
                }
                Some(last) => Ok(last.mirrored()),
            }
        }
        Card::Tactic(Tactic::FirstStrike) => Err("First Strike is played on the opponent's turn".into()),
        Card::Tactic(Tactic::Ambush) => Err("Ambush is played on the opponent's turn, or to scout".into()),
        other => Ok(other),
    }
}

/// Check a card play; on success the effect and whether it falls back to one unit.
pub fn check_play(s: &MedState, f: &Field, side: usize, c: CardId, mode: PlayMode) -> R<(Card, bool)> {
    if s.turn.stage != Stage::Play {
        return Err("a card has already been played this turn".into());
    }
    if !s.hands[side].contains(&c) {
        return Err(format!("card {c} is not in your hand"));
    }
    let written = card(c);
    let effect = match (written, mode) {
        (Card::Tactic(t), PlayMode::Scout) if t.has_scout() => return Ok((written, false)),
        (_, PlayMode::Scout) => return Err(format!("{written} has no scout alternative")),
        _ => match playable_as_written(s, side, written) {
            Ok(e) => e,
            Err(why) => {
                // A hand with no card playable as written may play any card to order one unit.
                let any = s.hands[side].iter().any(|h| {
                    playable_as_written(s, side, card(*h)).is_ok() || card(*h) == Card::Tactic(Tactic::Ambush)
                });
                if any || mode != PlayMode::Normal {
                    return Err(why);
                }
                return Ok((written, true));
            }
        },
    };
    if let PlayMode::Inspired(t) = mode {
        if !matches!(effect, Card::Leadership { .. }) {
            return Err("an inspired action needs a Leadership card".into());
        }
        if !Tactic::INSPIRED.contains(&t) {
            return Err(format!("{} is not an inspired action", Card::Tactic(t)));
        }
        if s.tokens[side] == 0 {
            return Err("no inspired token to spend".into());
        }
    }
    Ok((effect, no_unit_qualifies(s, f, side, effect)))
}

/// The card names a kind of unit the side does not have: it orders one unit of choice instead.
fn no_unit_qualifies(_s: &MedState, f: &Field, side: usize, effect: Card) -> bool {
    let mut mine = own(f, side);
    match effect {
        Card::Section { counts } => {
            !mine.any(|i| f.sections_of(f.pieces[i].at, side).iter().any(|sec| counts[sec.index()] > 0))
        }
        Card::Troop(t) => !mine.any(|i| troop_matches(f, i, t)),
        Card::Leadership { section, .. } => !mine.any(|i| {
            f.pieces[i].st.leader && section.is_none_or(|sec| f.sections_of(f.pieces[i].at, side).contains(&sec))
        }),
        Card::Tactic(t) => match t {
            Tactic::DarkenTheSky | Tactic::FireAndClose => !mine.any(|i| is_unit(f, i) && f.pieces[i].ranged.is_some()),
            Tactic::DoubleTime | Tactic::FootOnslaught => !mine.any(|i| f.pieces[i].st.foot()),
            Tactic::MountedCharge => !mine.any(|i| is_unit(f, i) && f.pieces[i].st.mounted),
            Tactic::MoveFireMove => !mine.any(|i| is_unit(f, i) && f.pieces[i].st.class == UnitClass::Light),
            Tactic::Leaders => !mine.any(|i| f.pieces[i].st.leader),
            _ => false,
        },
    }
}

fn play_card(s: &mut MedState, f: &Field, io: &mut Io, side: usize, c: CardId, mode: PlayMode) -> R<()> {
    let (effect, fallback) = check_play(s, f, side, c, mode)?;
    // Card ids are physical cards: only this one leaves the hand.
    s.hands[side].retain(|h| *h != c);
    s.turn.in_play.push(c);
    if let PlayMode::Inspired(_) = mode {
        s.tokens[side] -= 1;
        io.say(MedEvent::Tokens { side, tokens: s.tokens[side] });
    }
    let written = card(c);
    let copy_of = (written != effect).then_some(effect);
    io.say(MedEvent::CardPlayed { side, card: written, copy_of, mode, fallback });
    let played = Played { card_id: c, effect, mode, fallback };
    let command = s.command[side];
    let mut stage = Stage::Order;
    let select = if fallback || mode == PlayMode::Scout {
        Select::AnyOne
    } else {
        match effect {
            Card::Section { counts } => Select::Sections(counts),
            Card::Troop(t) => Select::Troop(t, command),
            Card::Leadership { section, linked } => Select::Leadership { section, linked },
            Card::Tactic(t) => match t {
                Tactic::ClashOfShields => {
                    s.turn.played = Some(played.clone());
                    let list: Vec<usize> = own(f, side).filter(|i| is_unit(f, *i) && f.enemy_adjacent(*i)).collect();
                    for i in list {
                        add_ordered(s, f, io, i);
                    }
                    stage = Stage::Battle;
                    Select::Auto
                }
                Tactic::Leaders => {
                    s.turn.played = Some(played.clone());
                    let leaders: Vec<usize> = own(f, side).filter(|i| f.pieces[*i].st.leader).collect();
                    for l in leaders {
                        add_ordered(s, f, io, l);
                        if let Some(u) = f.unit_of_leader(l) {
                            add_ordered(s, f, io, u);
                            let lid = f.pieces[l].id.clone();
                            let o = s.ordered_mut(&f.pieces[u].id).expect("just ordered");
                            o.leader_bonus = Some(lid.clone());
                            o.needs_leader = Some(lid);
                        }
                    }
                    stage = Stage::Move;
                    Select::Auto
                }
                Tactic::CryHavoc => Select::Dice(io.roll(side, Roll::CryHavoc, command)),
                Tactic::Rally => Select::Rally(io.roll(side, Roll::Rally, command)),
                Tactic::DarkenTheSky | Tactic::FireAndClose => Select::MissileUpTo(4),
                Tactic::DoubleTime => Select::Linked { max: Some(command), foot_only: true },
                Tactic::FootOnslaught => Select::FootUpTo(3),
                Tactic::LineCommand => Select::Linked { max: None, foot_only: false },
                Tactic::MoveFireMove => Select::LightUpTo(4),
                Tactic::MountedCharge => Select::MountedUpTo(3),
                Tactic::CounterAttack | Tactic::Ambush | Tactic::FirstStrike => Select::AnyOne,
            },
        }
    };
    s.turn.played = Some(played);
    s.turn.select = Some(select);
    s.turn.stage = stage;
    io.say(MedEvent::Stage { stage });
    Ok(())
}

// ---------------------------------------------------------------- ordering

/// What an ordered unit may do, from the card in play.
fn capabilities(s: &MedState, f: &Field, i: usize) -> OrderedUnit {
    let p = &f.pieces[i];
    let st = p.st;
    let mut o = OrderedUnit {
        id: p.id.clone(),
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

fn add_ordered(s: &mut MedState, f: &Field, io: &mut Io, i: usize) {
    let o = capabilities(s, f, i);
    io.say(MedEvent::Ordered { unit: o.id.clone() });
    s.turn.ordered.push(o);
}

fn ordered_idx(s: &MedState, f: &Field) -> Vec<usize> {
    s.turn.ordered.iter().filter_map(|o| f.idx(&o.id)).collect()
}

/// Can the ordered set (plus `extra`) be split among the section counts?
fn sections_fit(f: &Field, side: usize, pieces: &[usize], counts: [u8; 3]) -> bool {
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
    if s.turn.stage != Stage::Order {
        return Err("units are ordered right after the card is played".into());
    }
    let p = &f.pieces[i];
    if p.side != side || !p.alive {
        return Err(format!("{} is not one of your pieces", p.id));
    }
    let select = s.turn.select.as_ref().ok_or("no card in play")?;
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
        return Err(format!("{} is already ordered", p.id));
    }
    let done = ordered_idx(s, f);
    let n = done.len();
    let linked = |f: &Field| {
        done.is_empty() || done.iter().any(|d| f.adjacent(f.pieces[*d].at, p.at) || f.pieces[*d].at == p.at)
    };
    match select {
        Select::Auto => Err("this card has already ordered its units".into()),
        Select::AnyOne => (n < 1).then_some(i).ok_or_else(|| "this card orders one piece".into()),
        Select::Sections(counts) => {
            let mut all = done.clone();
            all.push(i);
            if sections_fit(f, side, &all, *counts) {
                Ok(i)
            } else {
                Err(format!("{} is not in a section this card still has orders for", p.id))
            }
        }
        Select::Troop(t, max) => {
            if !troop_matches(f, i, *t) {
                return Err(format!("{} is not {t:?} troops", p.id));
            }
            (n < *max as usize).then_some(i).ok_or_else(|| format!("this card orders at most {max} units"))
        }
        Select::Leadership { section, linked: extra } => {
            if n == 0 {
                let l = if p.st.leader { Some(i) } else { f.leader_of(i) };
                let Some(l) = l else { return Err("a Leadership card orders a leader first".into()) };
                if let Some(sec) = section {
                    if !f.sections_of(f.pieces[l].at, side).contains(sec) {
                        return Err(format!("{} is not in the {sec:?} section", f.pieces[l].id));
                    }
                }
                Ok(i)
            } else if n > *extra as usize {
                Err(format!("this card orders the leader and {extra} more pieces"))
            } else if !linked(f) {
                Err(format!("{} is not next to a piece already ordered", p.id))
            } else {
                Ok(i)
            }
        }
        Select::Linked { max, foot_only } => {
            if *foot_only && !p.st.foot() {
                return Err(format!("{} is not a foot unit", p.id));
            }
            if max.is_some_and(|m| n >= m as usize) {
                return Err(format!("this card orders at most {} units", max.unwrap_or(0)));
            }
            if !linked(f) {
                return Err(format!("{} is not next to a piece already ordered (the group must be linked)", p.id));
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
                let what = match select {
                    Select::FootUpTo(_) => "a foot unit",
                    Select::MountedUpTo(_) => "a mounted unit",
                    Select::LightUpTo(_) => "a light unit",
                    _ => "a missile unit clear of enemies",
                };
                return Err(format!("{} is not {what}", p.id));
            }
            (n < *m as usize).then_some(i).ok_or_else(|| format!("this card orders at most {m} units"))
        }
        Select::Dice(faces) => dice_slot(f, i, faces).map(|_| i).ok_or_else(|| format!("no die left orders {}", p.id)),
        Select::Rally(faces) => {
            if !is_unit(f, i) || p.blocks >= p.max {
                return Err(format!("{} has no lost block to restore", p.id));
            }
            dice_slot(f, i, faces).map(|_| i).ok_or_else(|| format!("no die left restores {}", p.id))
        }
    }
}

/// The die face that orders (or rallies) piece `i`: its class symbol first, then a helmet, then (Cry Havoc) a flag.
fn dice_slot(f: &Field, i: usize, faces: &[Face]) -> Option<Face> {
    let st = f.pieces[i].st;
    let class_face = Face::ALL.into_iter().find(|x| x.class() == Some(st.class) && !st.leader);
    if let Some(cf) = class_face.filter(|cf| faces.contains(cf)) {
        return Some(cf);
    }
    if faces.contains(&Face::Helmet) {
        return Some(Face::Helmet);
    }
    (!st.leader && faces.contains(&Face::Flag)).then_some(Face::Flag)
}

fn order_unit(s: &mut MedState, f: &mut Field, io: &mut Io, side: usize, unit: &str) -> R<()> {
    let i = f.idx(unit).ok_or_else(|| format!("there is no piece {unit}"))?;
    let i = check_order(s, f, side, i)?;
    let sel = s.turn.select.clone();
    match sel {
        Some(Select::Dice(mut faces)) => {
            let face = dice_slot(f, i, &faces).expect("checked");
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
            let face = dice_slot(f, i, &faces).expect("checked");
            let k = faces.iter().position(|x| *x == face).expect("present");
            faces.remove(k);
            s.turn.select = Some(Select::Rally(faces));
            f.pieces[i].blocks += 1;
            io.say(MedEvent::Rallied { unit: f.pieces[i].id.clone(), blocks: f.pieces[i].blocks });
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
        return Err("a new leader comes forward only with a Rally card's helmet".into());
    };
    if s.turn.stage != Stage::Order {
        return Err("Rally dice are used while ordering".into());
    }
    if !faces.contains(&Face::Helmet) {
        return Err("no helmet left among the Rally dice".into());
    }
    let i = f.idx(unit).ok_or_else(|| format!("there is no piece {unit}"))?;
    if f.pieces[i].side != side || !is_unit(f, i) {
        return Err(format!("{unit} is not one of your units"));
    }
    if !s.ordered(unit).is_some_and(|o| o.rallied) {
        return Err(format!("{unit} has not regained a block this turn"));
    }
    if f.leader_of(i).is_some() || f.at(f.pieces[i].at).any(|j| f.pieces[j].st.leader) {
        return Err(format!("{unit} already has a leader"));
    }
    if s.leaders_down[side] == 0 {
        return Err("no spare leader: the side has lost none".into());
    }
    Ok(i)
}

fn rally_leader(s: &mut MedState, f: &mut Field, io: &mut Io, side: usize, unit: &str) -> R<()> {
    let i = check_rally_leader(s, f, side, unit)?;
    if let Some(Select::Rally(faces)) = &mut s.turn.select {
        let k = faces.iter().position(|x| *x == Face::Helmet).expect("checked");
        faces.remove(k);
    }
    s.leaders_down[side] -= 1;
    s.rallied_leaders += 1;
    let id = format!("rallied_leader_{}", s.rallied_leaders);
    let template = crate::rules::Ruleset::Medieval.unit_type("leader").expect("catalog has leaders");
    let st = super::units::stats("leader");
    let at = f.pieces[i].at;
    f.pieces.push(MPiece {
        id: id.clone(),
        side,
        ut: template,
        st,
        at,
        blocks: 1,
        max: 1,
        leader: None,
        ranged: None,
        alive: true,
        markers: Vec::new(),
    });
    f.pieces[i].leader = Some(id.clone());
    // The field stays sorted by id: lookups and the write-back rely on it.
    f.pieces.sort_by(|a, b| a.id.cmp(&b.id));
    io.say(MedEvent::LeaderRallied { leader: id, unit: unit.to_string() });
    Ok(())
}

fn next_stage(s: &MedState) -> R<Stage> {
    let p = s.turn.played.as_ref().ok_or("play a card first")?;
    let fl = flow(p);
    Ok(match (s.turn.stage, fl) {
        (Stage::Play, _) => return Err("play a card first".into()),
        (Stage::Order, Flow::FireOnly | Flow::MeleeOnly) => Stage::Battle,
        (Stage::Order, Flow::FireAndClose) => Stage::Fire,
        (Stage::Order, _) => Stage::Move,
        (Stage::Move, Flow::MoveFireMove) => Stage::Fire,
        (Stage::Move, _) => Stage::Battle,
        (Stage::Fire, _) => Stage::Move2,
        (Stage::Move2, _) => Stage::Battle,
        (Stage::Battle, _) => return Err("battles are the last step: end the turn".into()),
    })
}

fn end_phase(s: &mut MedState, io: &mut Io) -> R<()> {
    let next = next_stage(s)?;
    s.turn.stage = next;
    io.say(MedEvent::Stage { stage: next });
    Ok(())
}

// ---------------------------------------------------------------- movement

fn movement_pieces<'a>(f: &'a Field) -> (Vec<Piece<'a>>, Vec<usize>) {
    let mut map = Vec::new();
    let mut out = Vec::new();
    for (k, p) in f.pieces.iter().enumerate() {
        if p.alive {
            map.push(k);
            out.push(Piece { id: p.id.as_str(), side: p.side, unit_type: p.ut, at: p.at });
        }
    }
    (out, map)
}

/// Hexes piece `i` may move to now, with the path to each.
pub fn move_targets(s: &MedState, f: &Field, i: usize) -> R<Vec<(Coord, Vec<Coord>)>> {
    let p = &f.pieces[i];
    let o = s.ordered(&p.id).ok_or_else(|| format!("{} is not ordered", p.id))?;
    if let Some(l) = &o.needs_leader {
        if p.leader.as_ref() != Some(l) || f.idx(l).is_none_or(|li| f.pieces[li].at != p.at) {
            return Err(format!("{} was ordered through its leader {l}, who has left it", p.id));
        }
    }
    let played = s.turn.played.as_ref().ok_or("play a card first")?;
    let (allowance, closing) = match s.turn.stage {
        Stage::Move if !o.moved_first => (o.move_max, false),
        Stage::Move2 if !o.moved_second => match flow(played) {
            Flow::MoveFireMove => (o.move_max, false),
            Flow::FireAndClose => (2, true),
            _ => return Err("no second move with this card".into()),
        },
        Stage::Move | Stage::Move2 => return Err(format!("{} has already moved", p.id)),
        _ => return Err(format!("this is not the time to move: {}", s.turn.stage.name())),
    };
    if allowance == 0 {
        return Err(format!("{} may not move under this card", p.id));
    }
    let (pieces, map) = movement_pieces(f);
    let me = map.iter().position(|k| *k == i).expect("alive");
    let carried: Vec<usize> = f.leader_of(i).and_then(|l| map.iter().position(|k| *k == l)).into_iter().collect();
    if closing {
        let (target, at) = o.close_on.clone().ok_or_else(|| format!("{} has no target to close on", p.id))?;
        if f.idx(&target).is_none_or(|t| f.pieces[t].at != at) {
            return Err(format!("{target} retreated or fell: {} may not close", p.id));
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
        return Ok(out);
    }
    let pass = o.pass_friends && allowance == 2 || p.st.leader;
    let reach = reachable_with(Ruleset::Medieval, f.map, &pieces, me, &carried, allowance, pass);
    let mut out = Vec::new();
    for to in &reach.ends {
        let path = reach.path_to(*to).unwrap_or_default();
        // Warriors make their long move only to close combat.
        let needs_melee = p.st.long_move_needs_melee
            && path.len() as u8 >= p.st.moves
            && !matches!(shaping_tactic(played), Some(Tactic::DoubleTime));
        let may_melee = o.may_melee && !o.no_battle && !matches!(flow(played), Flow::FireOnly | Flow::MoveFireMove);
        if needs_melee
            && (!may_melee || !pieces.iter().any(|q| q.side != p.side && !q.unit_type.leader && f.adjacent(*to, q.at)))
        {
            continue;
        }
        out.push((*to, path));
    }
    Ok(out)
}

/// Why piece `i` cannot move to `to`: the hex itself, or how far it is.
fn why_not(s: &MedState, f: &Field, i: usize, to: Coord) -> String {
    let p = &f.pieces[i];
    if !f.map.contains(to) {
        return format!("{} cannot enter {to}: the hex is off the map", p.id);
    }
    if let Err(e) = crate::rules::movement::ground_allows(Ruleset::Medieval, f.map, to) {
        return format!("{} cannot enter {to}: {e}", p.id);
    }
    if f.at(to).any(|j| f.pieces[j].side != p.side) {
        return format!("{} cannot enter {to}: an enemy piece holds the hex", p.id);
    }
    if f.unit_at(to).is_some() && !p.st.leader {
        return format!("{} cannot enter {to}: the hex already holds a unit", p.id);
    }
    let allowance =
        s.ordered(&p.id).map_or(0, |o| if s.turn.stage == Stage::Move2 { o.move_max.max(2) } else { o.move_max });
    if p.st.long_move_needs_melee && f.dist(p.at, to) >= p.st.moves as u32 {
        return format!("{} may make its long move only to close combat: {to} is not next to an enemy unit", p.id);
    }
    format!("{} at {} cannot reach {to} with {allowance} movement this turn", p.id, p.at)
}

fn move_unit(s: &mut MedState, f: &mut Field, io: &mut Io, side: usize, unit: &str, to: Coord) -> R<()> {
    let i = f.idx(unit).ok_or_else(|| format!("there is no piece {unit}"))?;
    if f.pieces[i].side != side {
        return Err(format!("{unit} belongs to the other side"));
    }
    let targets = move_targets(s, f, i)?;
    let Some((_, path)) = targets.into_iter().find(|(c, _)| *c == to) else {
        return Err(why_not(s, f, i, to));
    };
    let from = f.pieces[i].at;
    let played = s.turn.played.clone().expect("checked");
    // A leader who moves leaves his unit.
    if f.pieces[i].st.leader {
        if let Some(u) = f.unit_of_leader(i) {
            f.pieces[u].leader = None;
            io.say(MedEvent::Detached { leader: unit.to_string(), from: f.pieces[u].id.clone() });
        }
    }
    if let Some(l) = f.leader_of(i) {
        f.pieces[l].at = to;
        if let Some(lo) = s.ordered_mut(&f.pieces[l].id.clone()) {
            lo.moved_first = true;
        }
    }
    f.pieces[i].at = to;
    io.say(MedEvent::Moved { unit: unit.to_string(), from, to, path: path.clone() });
    if f.pieces[i].st.leader {
        if let Some(u) = f.unit_at(to).filter(|u| f.pieces[*u].leader.is_none() && f.pieces[*u].side == side) {
            f.pieces[u].leader = Some(unit.to_string());
            io.say(MedEvent::Attached { leader: unit.to_string(), unit: f.pieces[u].id.clone() });
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
    if st.long_move_needs_melee
        && path.len() as u8 >= st.moves
        && !matches!(shaping_tactic(&played), Some(Tactic::DoubleTime))
    {
        o.must_melee = true;
    }
    Ok(())
}

// ---------------------------------------------------------------- battle

fn bonus_dice(f: &Field, o: &OrderedUnit, i: usize) -> u8 {
    let lb =
        o.leader_bonus.as_ref().is_some_and(|l| f.pieces[i].leader.as_ref() == Some(l) && f.leader_of(i).is_some());
    o.bonus_all + lb as u8
}

fn battle_ready(f: &Field, o: &OrderedUnit, i: usize) -> R<()> {
    let id = &f.pieces[i].id;
    if f.pieces[i].st.leader {
        return Err(format!("{id}: a leader cannot battle alone"));
    }
    if let Some(l) = &o.needs_leader {
        if f.pieces[i].leader.as_ref() != Some(l) || f.leader_of(i).is_none() {
            return Err(format!("{id} was ordered through its leader {l}, who has left it"));
        }
    }
    if o.no_battle {
        return Err(format!(
            "{id} may not battle this turn (it was ordered to move only, or entered terrain that stops it)"
        ));
    }
    if o.moved > o.battle_max {
        return Err(format!("{id} moved {} hexes: too far to battle this turn", o.moved));
    }
    Ok(())
}

/// The parts of a fire or close-combat order both check: the pieces, the attacker's orders and the card's flow.
fn combatants<'s>(
    s: &'s MedState,
    f: &Field,
    side: usize,
    unit: &str,
    target: &str,
) -> R<(usize, usize, &'s OrderedUnit, Flow)> {
    let a = f.idx(unit).ok_or_else(|| format!("there is no piece {unit}"))?;
    let t = f.idx(target).ok_or_else(|| format!("there is no piece {target}"))?;
    if f.pieces[a].side != side {
        return Err(format!("{unit} belongs to the other side"));
    }
    let o = s.ordered(unit).ok_or_else(|| format!("{unit} is not ordered"))?;
    let played = s.turn.played.as_ref().ok_or("play a card first")?;
    Ok((a, t, o, flow(played)))
}

/// Check ranged fire; on success the firer, target and dice.
pub fn check_fire(s: &MedState, f: &Field, side: usize, unit: &str, target: &str) -> R<(usize, usize, u8)> {
    let (a, t, o, fl) = combatants(s, f, side, unit, target)?;
    match (s.turn.stage, fl) {
        (Stage::Fire, Flow::MoveFireMove | Flow::FireAndClose) => {}
        (Stage::Battle, Flow::Normal | Flow::FireOnly) => {}
        _ => return Err(format!("{unit} may not fire now ({})", s.turn.stage.name())),
    }
    battle_ready(f, o, a)?;
    if !o.may_fire || f.pieces[a].ranged.is_none() {
        return Err(format!("{unit} may not fire under this order"));
    }
    if o.fires_left == 0 || (o.battled && fl != Flow::FireOnly) {
        return Err(format!("{unit} has already battled this turn"));
    }
    if f.pieces[t].side == side {
        return Err(format!("{target} is a friend"));
    }
    if f.pieces[t].st.leader && !f.lone_leader(t) {
        return Err(format!("{target} is with a unit: fire at the unit"));
    }
    let (pa, pt) = (f.pieces[a].at, f.pieces[t].at);
    if f.enemy_adjacent(a) {
        return Err(format!("{unit} is next to an enemy and may not fire"));
    }
    let range = f.pieces[a].ranged.expect("checked").range as u32;
    let d = f.dist(pa, pt);
    if d > range {
        return Err(format!("{target} at {pt} is {d} hexes away; {unit} reaches {range}"));
    }
    let occupied = f.los.occupancy(f.pieces.iter().filter(|p| p.alive).map(|p| p.at));
    let holds = |_h: hexx::Hex, _d: u8| false;
    let ctx = LosContext { occupied: &occupied, holds: &holds };
    let rep = line_of_sight(f.los, &ctx, pa, pt, false);
    if rep.verdict.is_blocked() {
        return Err(format!("no line of sight from {pa} to {pt}"));
    }
    let n = combat::ranged_dice(f, a, pt, o.moved > 0, o.bonus_fire + bonus_dice(f, o, a));
    Ok((a, t, n))
}

fn do_fire(s: &mut MedState, f: &mut Field, io: &mut Io, a: usize, t: usize, n: u8) {
    let tat = f.pieces[t].at;
    let tid = f.pieces[t].id.clone();
    combat::fire(s, f, io, a, t, n);
    let still = f.idx(&tid).is_some_and(|k| f.pieces[k].at == tat);
    let id = f.pieces[a].id.clone();
    let o = s.ordered_mut(&id).expect("checked");
    o.fires_left = o.fires_left.saturating_sub(1);
    if o.bonus_fire > 0 {
        // Fire and Close: firing comes first and is not the unit's battle; it may still close combat.
        // It may close on that target only while the target stays put.
        o.close_on = still.then(|| (tid.clone(), tat));
        o.only_target = Some(tid);
    } else {
        o.battled = true;
    }
}

/// What an attack would roll, for the odds shown before it is ordered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AttackPreview {
    pub ranged: bool,
    pub dice: u8,
    pub ctx: super::dice::ScoreCtx,
}

/// The dice and scoring an attack by `unit` on `target` would use now, or why it is not allowed.
pub fn preview_attack(s: &MedState, f: &Field, side: usize, unit: &str, target: &str) -> R<AttackPreview> {
    let fire = check_fire(s, f, side, unit, target);
    if let Ok((a, t, n)) = fire {
        return Ok(AttackPreview { ranged: true, dice: n, ctx: combat::ctx(f, a, t, super::dice::Attack::Ranged) });
    }
    let melee = check_attack(s, f, side, unit, target);
    match melee {
        Ok((a, d, is_bonus)) => {
            let o = s.ordered(unit).expect("checked by check_attack");
            let bonus = if is_bonus { 0 } else { o.bonus_first_melee } + bonus_dice(f, o, a);
            let n = combat::melee_dice(f, a, f.pieces[d].at, bonus);
            Ok(AttackPreview { ranged: false, dice: n, ctx: combat::ctx(f, a, d, super::dice::Attack::Melee) })
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
        return Err(format!("{unit} may not close combat now"));
    }
    battle_ready(f, o, a)?;
    if !o.may_melee {
        return Err(format!("{unit} may not close combat under this order"));
    }
    let bonus = o.bonus_ready;
    if o.battled && !bonus {
        return Err(format!("{unit} has already battled this turn"));
    }
    if f.pieces[d].side == side {
        return Err(format!("{target} is a friend"));
    }
    if !f.adjacent(f.pieces[a].at, f.pieces[d].at) {
        return Err(format!("{target} is not next to {unit}"));
    }
    if f.pieces[d].st.leader && !f.lone_leader(d) {
        return Err(format!("{target} is with a unit: attack the unit"));
    }
    if let Some(only) = &o.only_target {
        if only != target {
            return Err(format!("{unit} may close combat only against {only}"));
        }
    }
    Ok((a, d, bonus))
}

/// A reaction card leaves the hand for the table; its side will draw its replacement first.
fn play_reaction(s: &mut MedState, io: &mut Io, side: usize, c: CardId) {
    s.hands[side].retain(|h| *h != c);
    s.turn.in_play.push(c);
    s.turn.reacted.push(side);
    io.say(MedEvent::CardPlayed { side, card: card(c), copy_of: None, mode: PlayMode::Normal, fallback: false });
}

fn holds(s: &MedState, side: usize, t: Tactic) -> Option<CardId> {
    s.hands[side].iter().copied().find(|c| card(*c) == Card::Tactic(t))
}

fn can_evade(f: &Field, a: usize, d: usize) -> bool {
    f.pieces[d].st.may_evade(f.pieces[a].st) && combat::evade_path(f, d).is_some()
}

fn attack(s: &mut MedState, f: &mut Field, io: &mut Io, side: usize, unit: &str, target: &str) -> R<()> {
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

fn resolve_melee(s: &mut MedState, f: &mut Field, io: &mut Io, a: usize, d: usize, answer: Answer) {
    let id = f.pieces[a].id.clone();
    let o = s.ordered(&id).expect("checked").clone();
    let is_bonus = o.bonus_ready;
    let bonus = if is_bonus { 0 } else { o.bonus_first_melee } + bonus_dice(f, &o, a);
    let r = combat::melee(s, f, io, a, d, bonus, answer, true);
    let st = f.pieces[a].st;
    let has_leader = f.leader_of(a).is_some();
    let o = s.ordered_mut(&id).expect("checked");
    if is_bonus {
        o.bonus_ready = false;
        o.bonus_done = true;
    } else {
        o.battled = true;
    }
    o.must_melee = false;
    if r.hex_emptied && r.attacker_stays {
        let bonus_next = !is_bonus && (st.bonus_combat || (st.foot() && has_leader));
        s.turn.pending =
            Some(Pending::Advance { unit: id, into: r.defender_hex, extra: st.mounted && !is_bonus, bonus_next });
    }
}

fn react_melee(
    s: &mut MedState,
    f: &mut Field,
    io: &mut Io,
    side: usize,
    r: &Reaction,
    attacker: &str,
    target: &str,
) -> R<()> {
    let a = f.idx(attacker).ok_or("the attacker is gone")?;
    let d = f.idx(target).ok_or("the defender is gone")?;
    if f.pieces[d].side != side {
        return Err("this reaction belongs to the defender".into());
    }
    let answer = match r {
        Reaction::Pass => Answer::None,
        Reaction::Evade => {
            if !can_evade(f, a, d) {
                return Err(format!("{target} may not evade {attacker}"));
            }
            Answer::Evade
        }
        Reaction::FirstStrike => {
            let c = holds(s, side, Tactic::FirstStrike).ok_or("you hold no First Strike card")?;
            play_reaction(s, io, side, c);
            Answer::FirstStrike
        }
        Reaction::Ambush { .. } => return Err("Ambush answers an advance, not a declared close combat".into()),
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

#[allow(clippy::too_many_arguments)]
fn advance(
    s: &mut MedState,
    f: &mut Field,
    io: &mut Io,
    active: usize,
    unit: &str,
    into: Coord,
    extra: bool,
    bonus_next: bool,
    to: Option<Coord>,
) -> R<()> {
    let Some(to) = to else {
        s.turn.pending = None;
        return Ok(());
    };
    if !advance_targets(f, unit, into, extra).contains(&to) {
        return Err(format!("{unit} may advance only into {into}{}", if extra { " or one hex beyond it" } else { "" }));
    }
    let i = f.idx(unit).ok_or("the unit is gone")?;
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

fn react_ambush(s: &mut MedState, f: &mut Field, io: &mut Io, side: usize, r: &Reaction, advancer: &str) -> R<()> {
    let v = f.idx(advancer).ok_or("the advancing unit is gone")?;
    match r {
        Reaction::Pass => {
            io.say(MedEvent::Reaction { side, what: React::NoAmbush });
            s.turn.pending = None;
            Ok(())
        }
        Reaction::Ambush { unit } => {
            let c = holds(s, side, Tactic::Ambush).ok_or("you hold no Ambush card")?;
            let a = f.idx(unit).ok_or_else(|| format!("there is no piece {unit}"))?;
            if f.pieces[a].side != side || f.pieces[a].st.leader {
                return Err(format!("{unit} is not one of your units"));
            }
            if !f.adjacent(f.pieces[a].at, f.pieces[v].at) {
                return Err(format!("{unit} is not next to {advancer}"));
            }
            play_reaction(s, io, side, c);
            io.say(MedEvent::Reaction { side, what: React::Ambush { unit: unit.clone() } });
            s.turn.pending = None;
            let vat = f.pieces[v].at;
            combat::melee(s, f, io, a, v, 2, Answer::None, false);
            let stays = f.idx(advancer).is_some_and(|k| f.pieces[k].at == vat);
            let amb_alive = f.idx(unit).is_some();
            if let Some(o) = s.ordered_mut(advancer) {
                if !stays {
                    o.bonus_ready = false;
                } else if o.bonus_ready {
                    if amb_alive {
                        o.only_target = Some(unit.clone());
                    } else {
                        o.bonus_ready = false;
                    }
                }
            }
            Ok(())
        }
        _ => Err("answer the ambush prompt with Ambush or Pass".into()),
    }
}

// ---------------------------------------------------------------- end of turn

fn draw(s: &mut MedState, io: &mut Io) -> Option<CardId> {
    if s.deck.is_empty() {
        s.deck.append(&mut s.discard);
        shuffle(&mut s.deck, io.rng);
        io.say(MedEvent::Reshuffled { deck: s.deck.len() });
    }
    s.deck.pop()
}

fn gain(s: &mut MedState, io: &mut Io, side: usize) {
    if s.tokens[side] < MAX_TOKENS {
        s.tokens[side] += 1;
    }
    io.say(MedEvent::Tokens { side, tokens: s.tokens[side] });
}

fn end_turn(s: &mut MedState, f: &Field, io: &mut Io, side: usize) -> R<bool> {
    if s.turn.stage == Stage::Play {
        return Err("play a command card first".into());
    }
    if let Some(o) = s.turn.ordered.iter().find(|o| owes_melee(s, f, side, o)) {
        return Err(format!("{} made its long move and must close combat", o.id));
    }
    let played = s.turn.played.clone().ok_or("play a command card first")?;
    let cry = shaping_tactic(&played) == Some(Tactic::CryHavoc);
    let in_play = std::mem::take(&mut s.turn.in_play);
    s.discard.extend(in_play);
    if cry {
        s.deck.append(&mut s.discard);
        shuffle(&mut s.deck, io.rng);
        io.say(MedEvent::Reshuffled { deck: s.deck.len() });
    }
    // Reacting sides draw their replacements first.
    for r in std::mem::take(&mut s.turn.reacted) {
        if let Some(c) = draw(s, io) {
            s.hands[r].push(c);
            s.hands[r].sort();
            io.say(MedEvent::CardDrawn { side: r, card: card(c) });
            io.say(MedEvent::Drew { side: r, count: 1 });
        }
    }
    let leadership = matches!(played.effect, Card::Leadership { .. });
    let scout = played.mode == PlayMode::Scout;
    let leaders = played.effect == Card::Tactic(Tactic::Leaders) && played.mode == PlayMode::Normal;
    if leadership || scout || leaders {
        gain(s, io, side);
    }
    if cry {
        for k in 0..s.tokens.len() {
            gain(s, io, k);
        }
    }
    s.last_played[side] = Some(played.effect);
    if scout {
        let a = draw(s, io);
        let b = draw(s, io);
        io.say(MedEvent::Drew { side, count: a.is_some() as u8 + b.is_some() as u8 });
        match (a, b) {
            (Some(a), Some(b)) => {
                s.turn.pending = Some(Pending::Keep { side, cards: [a, b] });
                io.say(MedEvent::CardDrawn { side, card: card(a) });
                io.say(MedEvent::CardDrawn { side, card: card(b) });
                return Ok(false);
            }
            (Some(c), None) | (None, Some(c)) => {
                s.hands[side].push(c);
                s.hands[side].sort();
            }
            _ => {}
        }
    } else if let Some(c) = draw(s, io) {
        s.hands[side].push(c);
        s.hands[side].sort();
        io.say(MedEvent::CardDrawn { side, card: card(c) });
        io.say(MedEvent::Drew { side, count: 1 });
    }
    finish_turn(s, io);
    Ok(true)
}

fn finish_turn(s: &mut MedState, io: &mut Io) {
    s.turn = TurnState::default();
    io.say(MedEvent::Stage { stage: Stage::Play });
}

// ---------------------------------------------------------------- legal orders

/// Every order `side` may give now.
pub fn legal(s: &MedState, f: &Field, side: usize, active: usize) -> Vec<MedOrder> {
    let mut out = Vec::new();
    if to_act(s, &f.pieces, active) != side {
        return out;
    }
    if let Some(p) = &s.turn.pending {
        match p {
            Pending::MeleeReaction { attacker, target } => {
                out.push(MedOrder::React(Reaction::Pass));
                if let (Some(a), Some(d)) = (f.idx(attacker), f.idx(target)) {
                    if can_evade(f, a, d) {
                        out.push(MedOrder::React(Reaction::Evade));
                    }
                }
                if holds(s, side, Tactic::FirstStrike).is_some() {
                    out.push(MedOrder::React(Reaction::FirstStrike));
                }
            }
            Pending::Ambush { advancer } => {
                out.push(MedOrder::React(Reaction::Pass));
                if let (Some(_), Some(v)) = (holds(s, side, Tactic::Ambush), f.idx(advancer)) {
                    for j in f.enemies_next_to(f.pieces[v].at, 1 - side.min(1)) {
                        if f.pieces[j].side == side && !f.pieces[j].st.leader {
                            out.push(MedOrder::React(Reaction::Ambush { unit: f.pieces[j].id.clone() }));
                        }
                    }
                }
            }
            Pending::Advance { unit, into, extra, .. } => {
                out.push(MedOrder::Advance { to: None });
                for c in advance_targets(f, unit, *into, *extra) {
                    out.push(MedOrder::Advance { to: Some(c) });
                }
            }
            Pending::Keep { cards, .. } => {
                out.push(MedOrder::KeepCard { card: cards[0] });
                out.push(MedOrder::KeepCard { card: cards[1] });
            }
        }
        return out;
    }
    match s.turn.stage {
        Stage::Play => {
            let mut seen: Vec<Card> = Vec::new();
            for c in &s.hands[side] {
                if seen.contains(&card(*c)) {
                    continue;
                }
                seen.push(card(*c));
                let mut modes = vec![PlayMode::Normal, PlayMode::Scout];
                modes.extend(Tactic::INSPIRED.map(PlayMode::Inspired));
                for mode in modes {
                    if check_play(s, f, side, *c, mode).is_ok() {
                        out.push(MedOrder::PlayCard { card: *c, mode });
                    }
                }
            }
        }
        Stage::Order => {
            for i in own(f, side) {
                if check_order(s, f, side, i).is_ok_and(|k| k == i) {
                    out.push(MedOrder::OrderUnit { unit: f.pieces[i].id.clone() });
                }
                if check_rally_leader(s, f, side, &f.pieces[i].id).is_ok() {
                    out.push(MedOrder::RallyLeader { unit: f.pieces[i].id.clone() });
                }
            }
            out.push(MedOrder::EndPhase);
        }
        Stage::Move | Stage::Move2 => {
            for o in &s.turn.ordered {
                if let Some(i) = f.idx(&o.id) {
                    if let Ok(t) = move_targets(s, f, i) {
                        out.extend(t.into_iter().map(|(to, _)| MedOrder::Move { unit: o.id.clone(), to }));
                    }
                }
            }
            out.push(MedOrder::EndPhase);
        }
        Stage::Fire | Stage::Battle => {
            for o in &s.turn.ordered {
                let Some(i) = f.idx(&o.id) else { continue };
                if f.pieces[i].st.leader {
                    continue;
                }
                let me = &f.pieces[i];
                for (j, q) in f.pieces.iter().enumerate() {
                    if !q.alive || q.side == side {
                        continue;
                    }
                    let d = f.dist(me.at, q.at);
                    if d == 1 && check_attack(s, f, side, &o.id, &q.id).is_ok() {
                        out.push(MedOrder::Attack { unit: o.id.clone(), target: q.id.clone() });
                    }
                    if d >= 2
                        && me.ranged.is_some_and(|w| d <= w.range as u32)
                        && check_fire(s, f, side, &o.id, &q.id).is_ok()
                    {
                        out.push(MedOrder::Fire { unit: o.id.clone(), target: q.id.clone() });
                    }
                    let _ = j;
                }
            }
            if s.turn.stage == Stage::Fire {
                out.push(MedOrder::EndPhase);
            }
        }
    }
    if s.turn.stage != Stage::Play && end_turn_ok(s, f, side) {
        out.push(MedOrder::EndTurn);
    }
    out
}

fn end_turn_ok(s: &MedState, f: &Field, side: usize) -> bool {
    !s.turn.ordered.iter().any(|o| owes_melee(s, f, side, o))
}

/// A unit that made its long move (warriors) and can still close combat must do so before the turn ends.
fn owes_melee(s: &MedState, f: &Field, side: usize, o: &OrderedUnit) -> bool {
    o.must_melee
        && !o.battled
        && f.idx(&o.id).is_some_and(|i| {
            f.enemies_next_to(f.pieces[i].at, side).any(|j| check_attack(s, f, side, &o.id, &f.pieces[j].id).is_ok())
        })
}
