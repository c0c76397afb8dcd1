//! The Medieval state as one side may see it: its own hand, counts of the others', the card in play and the pending prompt.

use super::cards::card;
use super::{Card, Face, MedState, PlayMode, Stage};
use crate::rules::hex::Coord;
use serde::{Deserialize, Serialize};

/// The Medieval card state as one side may see it: its own hand, and only counts of the others'.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardsView {
    /// This side's hand: (card id, card).
    pub hand: Vec<(u8, Card)>,
    pub hand_counts: Vec<usize>,
    pub command: Vec<u8>,
    pub tokens: Vec<u8>,
    pub deck: usize,
    pub discard: usize,
    pub stage: Stage,
    /// The card in play this turn (public once played): written card, what it does, how it was played.
    pub played: Option<(Card, Card, PlayMode, bool)>,
    pub ordered: Vec<String>,
    /// Dice rolled by Cry Havoc or Rally and not used yet.
    pub dice_left: Vec<Face>,
    /// The pending decision, with public facts only (the same for both sides).
    pub pending: Option<PromptView>,
    /// The two cards to choose from when scouting (owner only).
    pub scouted: Option<[(u8, Card); 2]>,
    pub last_played: Vec<Option<Card>>,
    /// Why each card of this side's hand may not be played normally now (only while it is this side's turn to
    /// play a card): (card id, reason).
    pub play_refusals: Vec<(u8, super::Refusal)>,
}

/// A pending decision as everyone may see it: who decides and about what, never a hand.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum PromptView {
    Melee { attacker: String, target: String },
    Advance { unit: String, into: Coord },
    Ambush { advancer: String },
    Keep { side: usize },
    Flags { unit: String, flags: u8, may_ignore: u8 },
    Retreat { unit: String, steps: u8 },
    Escape { leader: String },
    Press { attacker: String, target: String },
}

impl PromptView {
    /// The public face of a pending decision.
    pub fn of(p: &crate::rules::medieval::state::Pending) -> PromptView {
        use crate::rules::medieval::state::Pending;
        match p {
            Pending::MeleeReaction { attacker, target } => {
                PromptView::Melee { attacker: attacker.clone(), target: target.clone() }
            }
            Pending::Advance { unit, into, .. } => PromptView::Advance { unit: unit.clone(), into: *into },
            Pending::Ambush { advancer } => PromptView::Ambush { advancer: advancer.clone() },
            Pending::Keep { side, .. } => PromptView::Keep { side: *side },
            Pending::Flags { unit, flags, may_ignore, .. } => {
                PromptView::Flags { unit: unit.clone(), flags: *flags, may_ignore: *may_ignore }
            }
            Pending::Retreat { unit, steps, .. } => PromptView::Retreat { unit: unit.clone(), steps: *steps },
            Pending::Escape { leader, .. } => PromptView::Escape { leader: leader.clone() },
            Pending::Press { attacker, target, .. } => {
                PromptView::Press { attacker: attacker.clone(), target: target.clone() }
            }
        }
    }

    /// The prompt in English, for the CLI and scripts (the client words it through its adapter).
    pub fn describe(&self) -> String {
        match self {
            PromptView::Melee { attacker, target } => {
                format!("{attacker} declares close combat against {target}: react (evade, First Strike) or let it come")
            }
            PromptView::Advance { unit, into } => format!("{unit} may advance into {into}"),
            PromptView::Ambush { advancer } => format!("{advancer} advanced: ambush it, or let it be"),
            PromptView::Keep { .. } => "scout: keep one of the two cards drawn".into(),
            PromptView::Flags { unit, flags, may_ignore } => {
                format!("{unit} is hit by {flags} flags and may ignore up to {may_ignore}: choose how many")
            }
            PromptView::Retreat { unit, steps } => format!("{unit} retreats {steps} hexes: choose where it ends"),
            PromptView::Escape { leader } => format!("leader {leader} must leave his hex: choose where he goes"),
            PromptView::Press { attacker, target } => {
                format!("{attacker} survived the first strike: battle {target} as ordered, or decline")
            }
        }
    }
}

impl std::fmt::Display for PromptView {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.describe())
    }
}

pub fn cards_view(m: &MedState, side: usize) -> CardsView {
    use crate::rules::medieval::state::{Pending, Select};
    let t = &m.turn;
    CardsView {
        hand: m.hands.get(side).map(|h| h.iter().map(|c| (*c, card(*c))).collect()).unwrap_or_default(),
        hand_counts: m.hands.iter().map(|h| h.len()).collect(),
        command: m.command.clone(),
        tokens: m.tokens.clone(),
        deck: m.deck.len(),
        discard: m.discard.len(),
        stage: t.stage,
        played: t.played.as_ref().map(|p| (card(p.card_id), p.effect, p.mode, p.fallback)),
        ordered: t.ordered.iter().map(|o| o.id.to_string()).collect(),
        dice_left: match &t.select {
            Some(Select::Dice(d) | Select::Rally(d)) => d.clone(),
            _ => Vec::new(),
        },
        pending: t.pending.as_ref().map(PromptView::of),
        scouted: match &t.pending {
            Some(Pending::Keep { side: owner, cards }) if *owner == side => {
                Some([(cards[0], card(cards[0])), (cards[1], card(cards[1]))])
            }
            _ => None,
        },
        last_played: m.last_played.clone(),
        play_refusals: Vec::new(),
    }
}
