//! The exact chances of a Combat Commander attack on one unit, from what the firing side may know: its attack card is any card of its own draw pile, the defence card any card the defender holds unseen (its pile and hand), each as likely as the others; triggers and the Initiative card are not counted.

use super::data;
use super::engine::Mode;
use super::state::{CcGame, Roster};
use crate::rules::engine::{Ctx, Odds, OddsOutcome, RejectReason};

impl CcGame {
    /// The fire group that would fire with `unit` now: the one being formed (by a Fire order, Assault Fire or
    /// Opportunity Fire), with `unit` added.
    fn odds_mode(&self, side: usize) -> Option<Mode> {
        use super::state::Pending;
        match &self.pending {
            Some(Pending::OppFire { .. }) if side != self.common.active => Some(Mode::Opportunity),
            None if side == self.common.active => match &self.turn.order {
                Some(o) if o.half == data::OrderHalf::Fire => Some(Mode::Order),
                Some(o) if o.half == data::OrderHalf::Move && self.assault => Some(Mode::Assault),
                _ => None,
            },
            _ => None,
        }
    }

    /// See `Engine::odds`. Called on the side's redacted copy, where the enemy's hand and pile are one neutral deal.
    pub fn attack_odds(&self, ctx: Ctx, side: usize, unit: &str, target: &str) -> Result<Odds, RejectReason> {
        use super::orders::CcRefusal as R;
        let mode = self.odds_mode(side).ok_or(R::WrongOrder { needs: data::OrderHalf::Fire })?;
        let t = self.piece(target).ok_or_else(|| RejectReason::UnknownUnit { unit: target.to_string() })?;
        if t.side == side || !t.is_unit() {
            return Err(R::NotAnEnemy { unit: target.to_string() }.into());
        }
        let mut group = self.turn.group.clone();
        if !group.iter().any(|g| g == unit) {
            group.push(unit.to_string());
        }
        let movers: Vec<String> = match &self.pending {
            Some(super::state::Pending::OppFire { movers, .. }) => movers.clone(),
            _ => Vec::new(),
        };
        let plan = self.plan(ctx, side, &group, t.at, mode, &movers)?;
        let cover = self.cover_against(ctx, t.at, plan.need.is_some());
        let defence = self.morale(t) + i32::from(cover);
        let deck = |s: usize| {
            let d = &self.decks[s];
            // The enemy's hand is as unseen as its pile (in the redacted copy both are one neutral deal of the cards
            // the firing side cannot place).
            let mut unseen = d.pile.clone();
            if s != side {
                unseen.extend(&self.hands[s]);
            }
            let cards: Vec<u8> = if unseen.is_empty() { d.discard.clone() } else { unseen };
            cards.into_iter().map(|n| self.card(s, n)).collect::<Vec<_>>()
        };
        let (mine, theirs) = (deck(side), deck(1 - side));
        // Ordnance first turns a targeting card: its dice's product must beat `need`. The attack card is another
        // card of the same pile, so each attack card is weighed by the targeting hits among the others.
        let hit = |c: &data::Card| plan.need.is_none_or(|need| i32::from(c.white * c.coloured) > need);
        let all_hits = mine.iter().filter(|c| hit(c)).count();
        let hits = |exclude: &data::Card| -> f64 {
            let others = mine.len().saturating_sub(1);
            match plan.need {
                None => 1.0,
                Some(_) if others == 0 => 0.0,
                Some(_) => (all_hits - usize::from(hit(exclude))) as f64 / others as f64,
            }
        };
        let n = (mine.len() * theirs.len()).max(1) as f64;
        let mut p = [0.0f64; 4];
        let moving = t.moving || mode == Mode::Opportunity;
        for card in &mine {
            let (a, weight) = (i32::from(card.total()), hits(card));
            p[0] += (1.0 - weight) * theirs.len() as f64 / n;
            for d in theirs.iter().map(|c| i32::from(c.total())) {
                let (att, def) = (plan.fp + a, defence + d);
                let k = if att > def {
                    if t.broken() { 3 } else { 2 }
                } else if att == def {
                    match (t.broken(), t.suppressed() || moving) {
                        (true, _) => 0,
                        (false, true) => 2,
                        (false, false) => 1,
                    }
                } else {
                    0
                };
                p[k] += weight / n;
            }
        }
        Ok(Odds {
            ranged: true,
            dice: plan.fp.clamp(0, 255) as u8,
            hits: Vec::new(),
            extra: Vec::new(),
            outcomes: vec![
                (OddsOutcome::NoEffect, p[0]),
                (OddsOutcome::Suppressed, p[1]),
                (OddsOutcome::Broken, p[2]),
                (OddsOutcome::Eliminated, p[3]),
            ],
        })
    }
}
