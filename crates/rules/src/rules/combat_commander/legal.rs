//! Which Combat Commander orders are legal now: the answers to a pending decision, and in the active side's turn the cards it may play, the units it may activate, join, fire, move or advance, and the actions it may play; each from the same checks `apply` makes.

use super::data::{ActionHalf, Kind, OrderHalf};
use super::engine::Mode;
use super::orders::CcOrder;
use super::state::*;
use crate::rules::engine::Ctx;
use crate::rules::hex::Coord;

impl CcGame {
    /// Every legal answer to the pending decision.
    pub(super) fn legal_answers(&self, ctx: Ctx, side: usize, pending: &Pending, out: &mut Vec<CcOrder>) {
        match pending {
            Pending::Initiative => {
                out.push(CcOrder::Pass);
                out.push(CcOrder::Reroll);
            }
            Pending::OppFire { movers, path } => {
                out.push(CcOrder::Pass);
                self.legal_actions(ctx, side, out);
                if let Some(&at) = path.last() {
                    for &card in &self.hands[side] {
                        if self.check_hidden_wire(ctx, side, card, movers, at).is_ok() {
                            out.push(CcOrder::HiddenWire { card, at });
                        }
                    }
                }
                let cards: Vec<u8> =
                    self.hands[side].iter().copied().filter(|&c| self.fire_card(side, c).is_ok()).collect();
                for (i, p) in self.pieces.iter().enumerate() {
                    if p.side != side || self.may_fire(i, Mode::Opportunity).is_err() {
                        continue;
                    }
                    if self.check_join(side, &p.id, Mode::Opportunity).is_ok() {
                        out.push(CcOrder::Join { unit: p.id.clone() });
                    }
                    let group = self.group_with(&p.id);
                    for &at in path {
                        if self.plan(ctx, side, &group, at, Mode::Opportunity, movers).is_ok() {
                            for &card in &cards {
                                out.push(CcOrder::OppFire { card, unit: p.id.clone(), at });
                            }
                        }
                    }
                }
            }
            Pending::Defence => {
                out.push(CcOrder::Pass);
                if let Some(a) = &self.attack {
                    for &card in &self.hands[side] {
                        if self.action_card(side, card, Some(ActionHalf::Concealment)).is_err() {
                            continue;
                        }
                        for t in &a.targets {
                            let own = self.piece(t).is_some_and(|p| p.side == side);
                            if own && !a.concealed.iter().any(|(u, _)| u == t) {
                                out.push(CcOrder::Conceal { card, unit: t.clone() });
                            }
                        }
                    }
                }
            }
            Pending::Choose { candidates, .. } => {
                out.extend(
                    candidates.iter().filter(|u| self.idx(u).is_some()).map(|u| CcOrder::Choose { unit: u.clone() }),
                );
            }
            Pending::Ambush { hexes } => {
                out.push(CcOrder::Pass);
                for &card in &self.hands[side] {
                    if self.action_card(side, card, Some(ActionHalf::Ambush)).is_ok() {
                        for &at in hexes.iter().filter(|h| !self.ambush.contains(h)) {
                            out.push(CcOrder::Ambush { card, at });
                        }
                    }
                }
            }
            Pending::Overstack { side: owner, at, deployed } => {
                for p in self.pieces.iter().filter(|p| p.side == *owner && p.at == *at && p.is_unit()) {
                    if !deployed && p.st.kind == Kind::Squad {
                        out.push(CcOrder::Deploy { unit: p.id.clone() });
                    }
                    out.push(CcOrder::Eliminate { unit: p.id.clone() });
                }
            }
        }
    }

    pub(super) fn legal_in_turn(&self, ctx: Ctx, side: usize, out: &mut Vec<CcOrder>) {
        let Some(o) = &self.turn.order else {
            if self.turn.discarded == 0 && self.turn.orders_given < self.sides[side].orders_limit {
                for &c in &self.hands[side] {
                    if self.can_give(side, self.card(side, c).order) {
                        out.push(CcOrder::PlayOrder { card: c });
                    }
                }
            }
            if self.turn.orders_given == 0 && self.sides[side].discard_limit.is_none_or(|l| self.turn.discarded < l) {
                out.extend(self.hands[side].iter().map(|&card| CcOrder::Discard { card }));
            }
            for &card in &self.hands[side] {
                if self.action_card(side, card, Some(ActionHalf::LightWounds)).is_ok() {
                    for p in self.pieces.iter().filter(|p| p.side == side && p.is_unit() && p.broken()) {
                        out.push(CcOrder::LightWounds { card, unit: p.id.clone() });
                    }
                }
            }
            self.legal_works(ctx, side, out);
            for ob in &self.common.objectives {
                if ob.secret && !ob.revealed && ob.owner == Some(side) {
                    out.push(CcOrder::Reveal { objective: ob.id.clone() });
                }
            }
            out.push(CcOrder::EndTurn);
            return;
        };
        if o.activated.is_none() {
            let spotting = o.half == OrderHalf::ArtilleryRequest;
            for (i, p) in self.pieces.iter().enumerate() {
                if p.side == side && !p.activated && !p.is_weapon() && (!spotting || self.may_spot(i)) {
                    out.push(CcOrder::Activate { unit: p.id.clone() });
                }
            }
        } else {
            match o.half {
                OrderHalf::Fire => self.legal_fire(ctx, side, Mode::Order, out),
                OrderHalf::Move => {
                    for &card in &self.hands[side] {
                        for p in self.pieces.iter().filter(|p| p.side == side && p.ordered && !p.moving) {
                            for at in std::iter::once(p.at).chain(ctx.map.neighbors(p.at)) {
                                if self.check_smoke(ctx, side, card, &p.id, at).is_ok() {
                                    out.push(CcOrder::Smoke { card, unit: p.id.clone(), at });
                                }
                            }
                        }
                    }
                    if self.assault {
                        self.legal_fire(ctx, side, Mode::Assault, out);
                    } else {
                        self.legal_actions(ctx, side, out);
                    }
                    for p in self.pieces.iter().filter(|p| p.side == side && p.ordered) {
                        if self.check_exit(side, &p.id).is_ok() {
                            out.push(CcOrder::Exit { unit: p.id.clone() });
                        }
                    }
                    for w in self.pieces.iter().filter(|p| p.side == side && p.ordered && p.is_weapon()) {
                        for t in self.pieces.iter().filter(|t| t.side == side && t.ordered && t.at == w.at) {
                            if self.check_hand(side, &w.id, &t.id).is_ok() {
                                out.push(CcOrder::Hand { weapon: w.id.clone(), to: t.id.clone() });
                            }
                        }
                    }
                    for (i, p) in self.pieces.iter().enumerate() {
                        if p.side == side && p.ordered && !p.is_weapon() && p.mp_left > 0 {
                            let reach = self.reach(ctx, i);
                            for &to in &reach.ends {
                                if to != p.at {
                                    out.push(CcOrder::Move { unit: p.id.clone(), to });
                                }
                            }
                        }
                    }
                }
                OrderHalf::ArtilleryRequest => {
                    // `check_barrage`, with the spotter found once: every map hex it sees.
                    if let Ok(i) = self.barrage_spotter(side) {
                        let from = self.pieces[i].at;
                        for at in ctx.map.all_coords().filter(|&at| self.sight(ctx, from, at).is_some()) {
                            out.push(CcOrder::Barrage { at });
                        }
                    }
                }
                OrderHalf::Advance => {
                    let mut melees: Vec<Coord> = self.pieces.iter().filter(|p| p.side != side).map(|p| p.at).collect();
                    melees.sort_unstable();
                    melees.dedup();
                    for &card in &self.hands[side] {
                        for &at in &melees {
                            if self.check_no_quarter(side, card, at).is_ok() {
                                out.push(CcOrder::NoQuarter { card, at });
                            }
                        }
                    }
                    for p in &self.pieces {
                        if p.side == side && p.ordered && p.is_unit() && !p.broken() && !p.moving {
                            for to in ctx.map.neighbors(p.at) {
                                if self.check_advance(ctx, side, &p.id, to).is_ok() {
                                    out.push(CcOrder::Advance { unit: p.id.clone(), to });
                                }
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        out.push(CcOrder::EndStep);
        out.push(CcOrder::EndTurn);
    }

    /// Joining the group and firing it, for the active side's own fire groups.
    pub(super) fn legal_fire(&self, ctx: Ctx, side: usize, mode: Mode, out: &mut Vec<CcOrder>) {
        self.legal_actions(ctx, side, out);
        let enemies: Vec<&CcPiece> = self.pieces.iter().filter(|p| p.side != side && p.is_unit()).collect();
        for (i, p) in self.pieces.iter().enumerate() {
            if p.side != side || self.may_fire(i, mode).is_err() {
                continue;
            }
            if self.check_join(side, &p.id, mode).is_ok() {
                out.push(CcOrder::Join { unit: p.id.clone() });
            }
            let group = self.group_with(&p.id);
            let mut seen: Vec<(Coord, bool)> = Vec::new();
            for e in &enemies {
                let ok = match seen.iter().find(|(c, _)| *c == e.at) {
                    Some((_, ok)) => *ok,
                    None => {
                        let ok = self.plan(ctx, side, &group, e.at, mode, &[]).is_ok();
                        seen.push((e.at, ok));
                        ok
                    }
                };
                if ok {
                    out.push(CcOrder::FireAt { unit: p.id.clone(), target: e.id.clone() });
                }
            }
        }
    }

    /// Dig In and Demolitions between one's own orders: each card, each worker, each hex.
    fn legal_works(&self, ctx: Ctx, side: usize, out: &mut Vec<CcOrder>) {
        for &card in &self.hands[side] {
            let action = self.card(side, card).action;
            if !matches!(action, ActionHalf::DigIn | ActionHalf::Demolitions) {
                continue;
            }
            for p in self.pieces.iter().filter(|p| p.side == side && p.is_unit() && !p.activated) {
                if action == ActionHalf::DigIn {
                    if self.check_dig_in(ctx, side, card, &p.id).is_ok() {
                        out.push(CcOrder::DigIn { card, unit: p.id.clone() });
                    }
                    continue;
                }
                for at in std::iter::once(p.at).chain(ctx.map.neighbors(p.at)) {
                    if self.check_demolish(ctx, side, card, &p.id, at).is_ok() {
                        out.push(CcOrder::Demolish { card, unit: p.id.clone(), at });
                    }
                }
            }
        }
    }

    /// Cards that may be played for their action now: a fire action only where it can change an attack now.
    pub(super) fn legal_actions(&self, ctx: Ctx, side: usize, out: &mut Vec<CcOrder>) {
        for &card in &self.hands[side] {
            if self.check_action(ctx, side, card).is_ok() {
                out.push(CcOrder::Action { card });
            }
        }
    }
}
