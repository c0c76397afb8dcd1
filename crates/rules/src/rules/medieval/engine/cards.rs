//! Playing a command card: what each card lets a side order, scouting, inspired actions and Counter Attack.

#[allow(unused_imports)]
use super::*;

/// How the turn runs for the card in play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Flow {
    Normal,
    /// Fire twice, no moving (Darken the Sky).
    FireOnly,
    /// Straight to close combat (Clash of Shields).
    MeleeOnly,
    MoveFireMove,
    FireAndClose,
}

/// The tactic that shapes the turn, if any (a scout or fallback play orders normally).
pub(super) fn shaping_tactic(p: &Played) -> Option<Tactic> {
    if p.fallback {
        return None;
    }
    match (p.effect, p.mode) {
        (_, PlayMode::Scout | PlayMode::OneUnit) => None,
        (_, PlayMode::Inspired(t)) => Some(t),
        (Card::Tactic(t), PlayMode::Normal) => Some(t),
        _ => None,
    }
}

pub(super) fn flow(p: &Played) -> Flow {
    match shaping_tactic(p) {
        Some(Tactic::DarkenTheSky) => Flow::FireOnly,
        Some(Tactic::ClashOfShields) => Flow::MeleeOnly,
        Some(Tactic::MoveFireMove) => Flow::MoveFireMove,
        Some(Tactic::FireAndClose) => Flow::FireAndClose,
        _ => Flow::Normal,
    }
}

pub(super) fn own<'a>(f: &'a Field<'_>, side: usize) -> impl Iterator<Item = usize> + 'a {
    f.pieces.iter().enumerate().filter(move |(_, p)| p.alive && p.side == side).map(|(i, _)| i)
}

pub(super) fn is_unit(f: &Field, i: usize) -> bool {
    !f.pieces[i].st.leader
}

pub(super) fn troop_matches(f: &Field, i: usize, t: Troop) -> bool {
    let st = f.pieces[i].st;
    !st.leader
        && match t {
            Troop::Light => st.class == UnitClass::Light,
            Troop::Medium => st.class == UnitClass::Medium,
            Troop::Heavy => st.class == UnitClass::Heavy,
            Troop::Mounted => st.mounted,
        }
}

pub(super) fn missile_ready(f: &Field, i: usize) -> bool {
    is_unit(f, i) && f.pieces[i].ranged.is_some() && !f.enemy_adjacent(i)
}

/// Whether the card can be played as written (not only as the one-unit fallback).
pub(super) fn playable_as_written(s: &MedState, side: usize, c: Card) -> R<Card> {
    match c {
        Card::Tactic(Tactic::CounterAttack) => {
            let other = 1 - side.min(1);
            match s.last_played.get(other).copied().flatten() {
                None => Err(Refusal::CounterNothingToCopy),
                // Counter Attack may not be played to counter Ambush or First Strike (seed 000), however they were
                // played: an Ambush played for its scout alternative cannot be copied either.
                Some(Card::Tactic(t)) if t.is_reaction() => Err(Refusal::CounterCannotCopy { card: Card::Tactic(t) }),
                Some(last) => Ok(last.mirrored()),
            }
        }
        Card::Tactic(Tactic::FirstStrike) => Err(Refusal::FirstStrikeIsReaction),
        Card::Tactic(Tactic::Ambush) => Err(Refusal::AmbushIsReaction),
        other => Ok(other),
    }
}

/// Check a card play; on success the effect and whether it falls back to one unit.
pub fn check_play(s: &MedState, f: &Field, side: usize, c: CardId, mode: PlayMode) -> R<(Card, bool)> {
    if s.turn.stage != Stage::Play {
        return Err(Refusal::CardAlreadyPlayed);
    }
    let Some(written) = super::super::cards::try_card(c) else { return Err(Refusal::NoSuchCard { number: c }) };
    if !s.hands[side].contains(&c) {
        return Err(Refusal::NotInHand { card: written });
    }
    let effect = match (written, mode) {
        (Card::Tactic(t), PlayMode::Scout) if t.has_scout() => return Ok((written, false)),
        (_, PlayMode::Scout) => return Err(Refusal::NoScoutAlternative { card: written }),
        (Card::Tactic(t), PlayMode::OneUnit) if t.has_one_unit() => return Ok((written, true)),
        (_, PlayMode::OneUnit) => return Err(Refusal::NoOneUnitAlternative { card: written }),
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
            return Err(Refusal::InspiredNeedsLeadership);
        }
        if !Tactic::INSPIRED.contains(&t) {
            return Err(Refusal::NotInspiredAction { card: Card::Tactic(t) });
        }
        if s.tokens[side] == 0 {
            return Err(Refusal::NoInspiredToken);
        }
    }
    Ok((effect, no_unit_qualifies(s, f, side, effect)))
}

/// The card names a kind of unit the side does not have: it orders one unit of choice instead.
pub(super) fn no_unit_qualifies(_s: &MedState, f: &Field, side: usize, effect: Card) -> bool {
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

/// Counter Attack copies the card as the opponent played it: a card played for an alternative (scout, one unit of
/// choice) is copied as that alternative. Any other play keeps its own mode.
pub(super) fn copied_mode(s: &MedState, side: usize, c: CardId, mode: PlayMode) -> PlayMode {
    let other = 1 - side.min(1);
    let last = s.last_mode.get(other).copied().unwrap_or(PlayMode::Normal);
    match last {
        PlayMode::Scout | PlayMode::OneUnit
            if card(c) == Card::Tactic(Tactic::CounterAttack) && mode == PlayMode::Normal =>
        {
            last
        }
        _ => mode,
    }
}

pub(super) fn play_card(s: &mut MedState, f: &Field, io: &mut Io, side: usize, c: CardId, mode: PlayMode) -> R<()> {
    let (effect, fallback) = check_play(s, f, side, c, mode)?;
    let mode = copied_mode(s, side, c, mode);
    let fallback = fallback || mode == PlayMode::OneUnit;
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
                            let lid = f.pieces[l].id.to_string();
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
