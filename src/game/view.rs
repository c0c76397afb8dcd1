//! `SideView`: exactly what one side may know. Every panel, tooltip and log line for a side reads only this.

use super::legal::GameRead;
use super::messages::{EndReason, Outcome};
use crate::rules::hex::Coord;
use crate::rules::medieval::cards::card;
use crate::rules::medieval::engine::pending_prompt;
use crate::rules::medieval::{Card, Face, MedState, PlayMode, Stage};
use crate::scenario::UnitMarker;

/// A unit as one side sees it. Hidden enemy units show only where they are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnitView {
    pub id: String,
    pub side: usize,
    pub at: Coord,
    /// `None` when the unit is hidden from the viewer.
    pub kind: Option<&'static str>,
    pub strength: Option<u8>,
    pub max_strength: Option<u8>,
    pub leader: Option<String>,
    pub moved: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ObjectiveView {
    pub id: String,
    pub at: Coord,
    pub vp: u32,
    pub secret: bool,
    pub controlled_by: Option<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SideView {
    pub side: usize,
    pub turn: u32,
    pub active: usize,
    pub to_act: usize,
    pub scores: Vec<u32>,
    pub units: Vec<UnitView>,
    pub objectives: Vec<ObjectiveView>,
    pub log: Vec<Outcome>,
    pub game_over: Option<(Option<usize>, EndReason)>,
    /// Card rulesets: this side's hand and the public card state.
    pub cards: Option<CardsView>,
    /// The first `log_fixed` entries of `log` lie before the undo horizon.
    pub log_fixed: usize,
}

/// The Medieval card state as one side may see it: its own hand, and only counts of the others'.
#[derive(Debug, Clone, PartialEq, Eq)]
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
    /// The prompt of the pending decision (the same text for both sides).
    pub prompt: Option<String>,
    /// The pending decision, with public facts only (the same for both sides).
    pub pending: Option<PromptView>,
    /// The two cards to choose from when scouting (owner only).
    pub scouted: Option<[(u8, Card); 2]>,
    pub last_played: Vec<Option<Card>>,
}

/// A pending decision as everyone may see it: who decides and about what, never a hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PromptView {
    Melee { attacker: String, target: String },
    Advance { unit: String, into: Coord },
    Ambush { advancer: String },
    Keep { side: usize },
}

fn cards_view(m: &MedState, side: usize) -> CardsView {
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
        ordered: t.ordered.iter().map(|o| o.id.clone()).collect(),
        dice_left: match &t.select {
            Some(Select::Dice(d) | Select::Rally(d)) => d.clone(),
            _ => Vec::new(),
        },
        prompt: t.pending.as_ref().map(pending_prompt),
        pending: t.pending.as_ref().map(|p| match p {
            Pending::MeleeReaction { attacker, target } => {
                PromptView::Melee { attacker: attacker.clone(), target: target.clone() }
            }
            Pending::Advance { unit, into, .. } => PromptView::Advance { unit: unit.clone(), into: *into },
            Pending::Ambush { advancer } => PromptView::Ambush { advancer: advancer.clone() },
            Pending::Keep { side, .. } => PromptView::Keep { side: *side },
        }),
        scouted: match &t.pending {
            Some(Pending::Keep { side: owner, cards }) if *owner == side => {
                Some([(cards[0], card(cards[0])), (cards[1], card(cards[1]))])
            }
            _ => None,
        },
        last_played: m.last_played.clone(),
    }
}

/// Build the view of `side`.
pub fn side_view(g: &GameRead, side: usize) -> SideView {
    let mut units: Vec<UnitView> = g
        .units
        .iter()
        .map(|(u, s, p, st, a, l, m)| {
            let hidden = s.0 != side && m.0.contains(&UnitMarker::Hidden);
            UnitView {
                id: u.id.clone(),
                side: s.0,
                at: p.0,
                kind: (!hidden).then_some(u.unit_type.id),
                strength: (!hidden).then_some(st.current),
                max_strength: (!hidden).then_some(st.max),
                leader: if hidden { None } else { l.0.clone() },
                moved: a.moved,
            }
        })
        .collect();
    units.sort_by(|a, b| a.id.cmp(&b.id));
    let mut objectives: Vec<ObjectiveView> = g
        .objectives
        .iter()
        .filter(|(o, _)| !o.secret || o.revealed || o.owner == Some(side))
        .map(|(o, p)| ObjectiveView {
            id: o.id.clone(),
            at: p.0,
            vp: o.vp,
            secret: o.secret && !o.revealed,
            controlled_by: o.controlled_by,
        })
        .collect();
    objectives.sort_by(|a, b| a.id.cmp(&b.id));
    let log: Vec<Outcome> = g.log.0.iter().filter(|(_, a)| a.includes(side)).map(|(o, _)| o.clone()).collect();
    let horizon = match (&g.horizon, &g.marks) {
        (Some(h), Some(m)) if h.0 > 0 => m.0.get(h.0 - 1).copied().unwrap_or(g.log.0.len()),
        _ => 0,
    };
    let log_fixed = g.log.0.iter().take(horizon).filter(|(_, a)| a.includes(side)).count();
    SideView {
        side,
        turn: g.turn.number,
        active: g.turn.active,
        to_act: g.to_act(),
        scores: g.sides.0.iter().map(|s| s.score).collect(),
        units,
        objectives,
        log,
        game_over: g.over.0.clone(),
        cards: g.medieval.as_ref().map(|m| cards_view(&m.0, side)),
        log_fixed,
    }
}
