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

mod battle;
mod cards;
mod legal;
mod movement;
mod ordering;
mod sequence;
mod turn_end;

pub use battle::*;
pub use cards::*;
pub use legal::*;
pub use movement::*;
pub use ordering::*;
use sequence::*;
use turn_end::*;

/// A Medieval order.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MedOrder {
    PlayCard {
        card: CardId,
        mode: PlayMode,
    },
    OrderUnit {
        unit: String,
    },
    /// Cry Havoc or Rally: order (or restore) `unit` with a die of this face, the player's choice among the rolled
    /// faces that fit it (`OrderUnit` takes its own class symbol first, then a helmet, then a flag).
    OrderWithDie {
        unit: String,
        face: Face,
    },
    RallyLeader {
        unit: String,
    },
    EndPhase,
    Move {
        unit: String,
        to: Coord,
    },
    Fire {
        unit: String,
        target: String,
    },
    Attack {
        unit: String,
        target: String,
    },
    React(Reaction),
    Advance {
        to: Option<Coord>,
    },
    KeepCard {
        card: CardId,
    },
    /// Ignore `n` of the flags that hit a unit (it retreats for the rest).
    IgnoreFlags {
        n: u8,
    },
    /// End a retreat in this hex.
    Retreat {
        to: Coord,
    },
    /// A leader who must leave his hex goes here.
    Escape {
        to: Coord,
    },
    /// After a First Strike: battle as ordered, or decline.
    Press {
        battle: bool,
    },
    EndTurn,
}

/// What an accepted order did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applied {
    pub events: Vec<MedEvent>,
    /// The turn passed to the next side.
    pub turn_over: bool,
}

pub use super::refusal::{Id, Refusal, Wanted};

type R<T> = Result<T, Refusal>;

/// A piece id for a refusal.
fn id(s: &str) -> Id {
    Id::from(s)
}

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
        last_mode: vec![PlayMode::Normal; n],
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
            pieces.iter().find(|p| p.alive && *p.id == **target).map(|p| p.side).unwrap_or(active)
        }
        Some(Pending::Ambush { .. }) => 1 - active.min(1),
        Some(Pending::Advance { .. }) => active,
        Some(Pending::Keep { side, .. }) => *side,
        Some(Pending::Flags { unit, .. } | Pending::Retreat { unit, .. } | Pending::Escape { leader: unit, .. }) => {
            pieces.iter().find(|p| p.alive && *p.id == **unit).map(|p| p.side).unwrap_or(active)
        }
        Some(Pending::Press { .. }) => active,
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
        if answer(s, f, &mut io, side, &p, o)? {
            return Ok(Applied { events: io.events, turn_over });
        }
        match (o, p) {
            (MedOrder::React(r), Pending::MeleeReaction { attacker, target }) => {
                react_melee(s, f, &mut io, side, r, &attacker, &target)?
            }
            (MedOrder::React(r), Pending::Ambush { advancer }) => react_ambush(s, f, &mut io, side, r, &advancer)?,
            (MedOrder::Advance { to }, Pending::Advance { unit, into, extra, bonus_next }) => {
                advance(s, f, &mut io, active, Advancing { unit: &unit, into, extra, bonus_next }, *to)?
            }
            (MedOrder::KeepCard { card: c }, Pending::Keep { side: owner, cards }) => {
                if !cards.contains(c) {
                    return Err(Refusal::NotScouted { card: *c });
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
            (_, p) => return Err(Refusal::DecisionPending { pending: super::view::PromptView::of(&p) }),
        }
        return Ok(Applied { events: io.events, turn_over });
    }
    match o {
        MedOrder::PlayCard { card: c, mode } => play_card(s, f, &mut io, side, *c, *mode)?,
        MedOrder::OrderUnit { unit } => order_unit(s, f, &mut io, side, unit, None)?,
        MedOrder::OrderWithDie { unit, face } => order_unit(s, f, &mut io, side, unit, Some(*face))?,
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
        MedOrder::React(_)
        | MedOrder::Advance { .. }
        | MedOrder::KeepCard { .. }
        | MedOrder::IgnoreFlags { .. }
        | MedOrder::Retreat { .. }
        | MedOrder::Escape { .. }
        | MedOrder::Press { .. } => {
            return Err(Refusal::NoDecisionPending);
        }
    }
    Ok(Applied { events: io.events, turn_over })
}

/// The prompt shown for a pending decision. It names only public facts, never a hand.
pub fn pending_prompt(p: &Pending) -> String {
    super::view::PromptView::of(p).describe()
}
