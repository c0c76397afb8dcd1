//! `MedGame`: Commands & Colors: Medieval on the ruleset contract. It owns the pieces, the cards and the turn in progress, and answers the game's order systems through `rules::engine::Engine`.

use super::engine::{self as eng, MedOrder};
use super::events::MedEvent;
use super::state::{Field, MPiece, MedOptions, MedState, Pieces};
use super::view::{CardsView, PromptView, cards_view};
use super::{Card, PlayMode, cards, units};
use crate::rules::dice::GameDice;
use crate::rules::engine::{
    Audience, Common, Ctx, Engine, Odds, OddsExtra, Outcome, PieceRef, RejectReason, Shape, UnitView, check_pieces,
    redeal, unit_views,
};
use crate::rules::setup::{Edge, Sections, Setup, UnitMarker};
use std::fmt;

/// A game of Medieval: the whole state.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct MedGame {
    /// Cards, tokens, banners and the turn in progress.
    pub s: MedState,
    /// Every living piece, sorted by id.
    pub pieces: Vec<MPiece>,
    pub sections: Sections,
    /// Each side's home edge (retreats go toward it).
    pub homes: Vec<Edge>,
    pub common: Common,
}

/// Banners to win when the scenario names none (our proposal).
pub const DEFAULT_BANNERS: u32 = 6;

impl MedGame {
    /// Is a combat's result waiting on its owner's choice (flags, a retreat, a leader's escape)?
    fn result_pending(&self) -> bool {
        use super::view::PromptView as P;
        matches!(self.decision(), Some((_, P::Flags { .. } | P::Retreat { .. } | P::Escape { .. })))
    }

    /// The field the rules functions work on, with a copy of the pieces.
    pub fn field<'m>(&'m self, ctx: Ctx<'m>) -> Field<'m> {
        Field {
            map: ctx.map,
            los: ctx.los,
            sections: self.sections,
            homes: self.homes.clone(),
            pieces: Pieces::borrowed(&self.pieces),
        }
    }

    /// The dice and scoring an attack would use now (for the odds shown before ordering it), or why it may not be
    /// made. Everything it reads is public: positions, blocks, the card in play and what each unit did.
    pub fn attack_preview(
        &self,
        ctx: Ctx,
        side: usize,
        unit: &str,
        target: &str,
    ) -> Result<eng::AttackPreview, eng::Refusal> {
        eng::preview_attack(&self.s, &self.field(ctx), side, unit, target)
    }
}

impl Engine for MedGame {
    type Order = MedOrder;
    type Event = MedEvent;
    type Refusal = eng::Refusal;
    type View = CardsView;
    type Prompt = PromptView;

    fn glossary() -> crate::rules::glossary::Glossary {
        super::help::glossary()
    }

    fn help_tables() -> Vec<(&'static str, crate::rules::glossary::HelpTable)> {
        super::help::tables()
    }

    fn setup(scenario: &Setup, dice: &mut GameDice) -> MedGame {
        let command: Vec<u8> =
            scenario.sides.iter().map(|s| s.hand_size.unwrap_or(4).min(u32::from(u8::MAX)) as u8).collect();
        let options = MedOptions { auto_choices: scenario.options.auto_choices, ..MedOptions::default() };
        let s = eng::new_state(&command, dice, options);
        let pieces = crate::rules::roster::from_units(&scenario.units, |core, u| {
            let st = units::stats(u.unit_type.id);
            MPiece {
                core,
                st,
                at: u.at,
                blocks: u.strength,
                max: u.strength,
                leader: u.leader.as_deref().map(Into::into),
                ranged: units::ranged_of(st, &u.markers),
                alive: true,
                markers: u.markers.iter().copied().collect(),
            }
        });
        MedGame {
            s,
            pieces,
            sections: scenario.sections.unwrap_or_else(|| Sections::default_for(scenario.grid.width)),
            homes: scenario.sides.iter().map(|s| s.home_edge).collect(),
            common: Common::new(scenario, Some(DEFAULT_BANNERS)),
        }
    }

    fn common(&self) -> &Common {
        &self.common
    }

    fn common_mut(&mut self) -> &mut Common {
        &mut self.common
    }

    fn to_act(&self) -> usize {
        eng::to_act(&self.s, &self.pieces, self.common.active)
    }

    fn decision(&self) -> Option<(usize, PromptView)> {
        self.s.turn.pending.as_ref().map(|p| (self.to_act(), PromptView::of(p)))
    }

    fn shape(order: &MedOrder) -> Shape<'_> {
        match order {
            MedOrder::Move { unit, to } => Shape::Move { unit, to: *to },
            MedOrder::Fire { unit, target } => Shape::Fire { unit, target },
            MedOrder::Attack { unit, target } => Shape::Attack { unit, target },
            MedOrder::OrderUnit { unit } | MedOrder::OrderWithDie { unit, .. } | MedOrder::RallyLeader { unit } => {
                Shape::Pick { unit }
            }
            MedOrder::Advance { to: Some(c) } => Shape::Hex { to: *c },
            MedOrder::EndPhase => Shape::EndStep,
            MedOrder::EndTurn => Shape::EndTurn,
            _ => Shape::Other,
        }
    }

    fn legal(&self, ctx: Ctx, side: usize, out: &mut Vec<MedOrder>) {
        out.extend(eng::legal(&self.s, &self.field(ctx), side, self.common.active));
    }

    fn apply(
        &mut self,
        ctx: Ctx,
        side: usize,
        order: &MedOrder,
        dice: &mut GameDice,
        out: &mut Vec<(Outcome, Audience)>,
    ) -> Result<(), RejectReason> {
        let mut field = Field {
            map: ctx.map,
            los: ctx.los,
            sections: self.sections,
            homes: std::mem::take(&mut self.homes),
            pieces: Pieces::owned(std::mem::take(&mut self.pieces)),
        };
        let res = eng::apply(&mut self.s, &mut field, dice, side, self.common.active, order);
        self.homes = field.homes;
        self.pieces = field.pieces.into_owned();
        let applied = res?;
        // The fallen leave the field; the rest stay sorted by id, as the engine keeps them (a leader brought back
        // by Rally is sorted in where he joins). The invariants check the order after every order of self-play.
        self.pieces.retain(|p| p.alive);
        debug_assert!(self.pieces.is_sorted_by(|a, b| a.id <= b.id), "the engine keeps the pieces sorted by id");
        for e in applied.events {
            let mut audience = e.private_to().map_or(Audience::All, Audience::Only);
            // What a hidden piece does is told to its owner only (the other side sees a marker move on the board).
            if let MedEvent::Moved { unit, .. } | MedEvent::Ordered { unit } = &e
                && let Some(p) = self.pieces.iter().find(|p| *p.id == **unit && p.markers.contains(&UnitMarker::Hidden))
            {
                audience = Audience::Only(p.side);
            }
            let o = match e {
                MedEvent::Moved { unit, from, to, path } => Outcome::Moved { unit, from, to, path },
                other => Outcome::Rules(other.into()),
            };
            out.push((o, audience));
        }
        if applied.turn_over {
            self.common.pass_turn(out);
        }
        // While a combat's result waits on its owner (flags to ignore, a retreat, a leader's escape), the combat is
        // not over: the scores and the victory check wait for it, so a game answered by hand tells the same story,
        // event for event, as one where the engine takes those choices itself.
        if !self.result_pending() {
            let pieces = &self.pieces;
            self.common.score(|c| pieces.iter().find(|p| p.at == c).map(|p| p.side), &self.s.kills, out);
            self.common.check_victory(|i| pieces.iter().any(|p| p.side == i && !p.ut.leader), out);
        }
        Ok(())
    }

    fn reveals(e: &MedEvent) -> bool {
        matches!(
            e,
            MedEvent::Dice { .. } | MedEvent::CardDrawn { .. } | MedEvent::Drew { .. } | MedEvent::Reshuffled { .. }
        )
    }

    fn view(&self, ctx: Ctx, side: usize) -> (Vec<UnitView>, CardsView) {
        let mut all = Vec::with_capacity(self.pieces.len());
        self.pieces(&mut all);
        let units = unit_views(&all, side);
        let mut cards = cards_view(&self.s, side);
        // An enemy's hidden piece is not named, even as ordered.
        let hidden = |id: &String| {
            self.pieces.iter().any(|p| *p.id == **id && p.side != side && p.markers.contains(&UnitMarker::Hidden))
        };
        cards.ordered.retain(|id| !hidden(id));
        if self.to_act() == side && self.s.turn.pending.is_none() && self.s.turn.stage == super::Stage::Play {
            let field = self.field(ctx);
            for c in self.s.hands.get(side).into_iter().flatten() {
                if let Err(why) = eng::check_play(&self.s, &field, side, *c, PlayMode::Normal) {
                    cards.play_refusals.push((*c, why));
                }
            }
        }
        (units, cards)
    }

    fn pieces<'a>(&'a self, out: &mut Vec<PieceRef<'a>>) {
        let first = out.len();
        crate::rules::roster::board(&self.pieces, out);
        // Few units are ordered: find each in the sorted pieces rather than search the orders for every piece.
        for o in self.s.turn.ordered.iter().filter(|o| o.moved > 0) {
            if let Ok(k) = self.pieces.binary_search_by(|p| (*p.id).cmp(o.id.as_str())) {
                out[first + k].moved = true;
            }
        }
    }

    fn invariants(&self, ctx: Ctx, out: &mut Vec<String>) {
        let mut all = Vec::with_capacity(self.pieces.len());
        self.pieces(&mut all);
        check_pieces(ctx, &all, out);
        // Lookups by id are binary searches: they rely on this order.
        if self.pieces.windows(2).any(|w| w[0].id > w[1].id) {
            out.push("the pieces are not sorted by id".to_string());
        }
        let s = &self.s;
        if !s.deck_whole() {
            let found = s.all_cards().len();
            out.push(format!("the deck is not whole: {found} cards found, expected the 65 cards once each"));
        }
        for (side, hand) in s.hands.iter().enumerate() {
            if hand.len() > s.command[side] as usize {
                out.push(format!("side {side} holds {} cards with a command of {}", hand.len(), s.command[side]));
            }
        }
        let n = self.common.sides;
        for side in 0..n {
            let lost_by_enemies: usize = (0..n).filter(|o| *o != side).map(|o| s.lost[o].len()).sum();
            if s.kills[side] as usize != lost_by_enemies {
                out.push(format!(
                    "side {side} has {} kill banners but its enemies lost {lost_by_enemies} pieces",
                    s.kills[side]
                ));
            }
        }
        // (The scores catch up once a pending combat result is decided.)
        if !self.result_pending() {
            self.common.check_scores(&s.kills, out);
        }
        if !s.turn.work.is_empty() && s.turn.pending.is_none() {
            out.push(format!("{} combat steps wait on no decision", s.turn.work.len()));
        }
    }

    fn redacted(&self, side: usize) -> MedGame {
        let mut r = self.clone();
        // Nobody knows the deck's order, nor the other hand: those cards are dealt back in a neutral order (each
        // pile keeps its size, which both sides know).
        r.deal_unknown(side, None);
        r.pieces.retain(|p| p.side == side || !p.markers.contains(&UnitMarker::Hidden));
        r
    }

    fn sample(&self, side: usize, dice: &mut GameDice) -> MedGame {
        let mut r = self.clone();
        r.deal_unknown(side, Some(dice));
        r
    }

    fn odds(&self, ctx: Ctx, side: usize, unit: &str, target: &str) -> Result<Odds, RejectReason> {
        let p = self.attack_preview(ctx, side, unit, target)?;
        let o = super::dice::odds(p.dice, &p.ctx);
        Ok(Odds {
            ranged: p.ranged,
            dice: p.dice,
            hits: o.hits,
            extra: vec![(OddsExtra::Flag, o.any_flag)],
            outcomes: Vec::new(),
        })
    }
}

impl fmt::Display for MedOrder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MedOrder::Move { unit, to } => write!(f, "move {unit} to {to}"),
            MedOrder::EndTurn => write!(f, "end turn"),
            MedOrder::PlayCard { card, mode } => {
                write!(f, "play {}", cards::Named(*card))?;
                match mode {
                    PlayMode::Normal => Ok(()),
                    PlayMode::Scout => write!(f, " to scout"),
                    PlayMode::Inspired(t) => write!(f, " inspired: {}", Card::Tactic(*t)),
                    PlayMode::OneUnit => write!(f, " to order one unit"),
                }
            }
            MedOrder::OrderUnit { unit } => write!(f, "order {unit}"),
            MedOrder::OrderWithDie { unit, face } => write!(f, "order {unit} with the {face} die"),
            MedOrder::RallyLeader { unit } => write!(f, "bring a new leader to {unit}"),
            MedOrder::EndPhase => write!(f, "next step"),
            MedOrder::Fire { unit, target } => write!(f, "{unit} fires at {target}"),
            MedOrder::Attack { unit, target } => write!(f, "{unit} attacks {target}"),
            MedOrder::React(r) => write!(f, "react: {r:?}"),
            MedOrder::Advance { to: Some(c) } => write!(f, "advance to {c}"),
            MedOrder::Advance { to: None } => write!(f, "do not advance"),
            MedOrder::KeepCard { card } => write!(f, "keep {}", cards::Named(*card)),
            MedOrder::IgnoreFlags { n } => write!(f, "ignore {n} flag{}", if *n == 1 { "" } else { "s" }),
            MedOrder::Retreat { to } => write!(f, "retreat to {to}"),
            MedOrder::Escape { to } => write!(f, "escape to {to}"),
            MedOrder::Press { battle: true } => write!(f, "battle after the first strike"),
            MedOrder::Press { battle: false } => write!(f, "decline to battle after the first strike"),
        }
    }
}

impl MedGame {
    /// Deal the cards `side` cannot place (the deck, the other hands, two cards another side is choosing between)
    /// anew: in a neutral order without dice (the redaction), at random with them (the computer's sampler).
    fn deal_unknown(&mut self, side: usize, dice: Option<&mut GameDice>) {
        let s = &mut self.s;
        let mut keep: Vec<super::cards::CardId> = match &s.turn.pending {
            Some(super::state::Pending::Keep { side: keeper, cards }) if *keeper != side => cards.to_vec(),
            _ => Vec::new(),
        };
        let mut piles: Vec<&mut Vec<super::cards::CardId>> = vec![&mut s.deck, &mut keep];
        piles.extend(s.hands.iter_mut().enumerate().filter(|(k, _)| *k != side).map(|(_, h)| h));
        let hands: Vec<usize> = (2..piles.len()).collect();
        redeal(&mut piles, dice, &hands);
        if let Some(super::state::Pending::Keep { side: keeper, cards }) = &mut s.turn.pending
            && *keeper != side
        {
            cards.copy_from_slice(&keep);
        }
    }
}
