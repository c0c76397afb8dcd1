//! The end of a step and of the turn: the card discarded, cards drawn, the deck reshuffled.

#[allow(unused_imports)]
use super::*;

pub(super) fn draw(s: &mut MedState, io: &mut Io) -> Option<CardId> {
    if s.deck.is_empty() {
        s.deck.append(&mut s.discard);
        shuffle(&mut s.deck, io.rng);
        io.say(MedEvent::Reshuffled { deck: s.deck.len() });
    }
    s.deck.pop()
}

pub(super) fn gain(s: &mut MedState, io: &mut Io, side: usize) {
    if s.tokens[side] < MAX_TOKENS {
        s.tokens[side] += 1;
    }
    io.say(MedEvent::Tokens { side, tokens: s.tokens[side] });
}

pub(super) fn end_turn(s: &mut MedState, f: &Field, io: &mut Io, side: usize) -> R<bool> {
    if s.turn.stage == Stage::Play {
        return Err(Refusal::PlayCardFirst);
    }
    if let Some(o) = s.turn.ordered.iter().find(|o| owes_melee(s, f, side, o)) {
        return Err(Refusal::MustCloseCombat { unit: id(&o.id) });
    }
    let played = s.turn.played.clone().ok_or(Refusal::PlayCardFirst)?;
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
    s.last_mode[side] = match played.mode {
        PlayMode::Scout | PlayMode::OneUnit => played.mode,
        _ => PlayMode::Normal,
    };
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

pub(super) fn finish_turn(s: &mut MedState, io: &mut Io) {
    s.turn = TurnState::default();
    io.say(MedEvent::Stage { stage: Stage::Play });
}
