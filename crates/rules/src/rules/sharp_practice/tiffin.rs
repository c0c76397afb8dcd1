//! Sharp Practice's turn: the activation deck turned card by card (a Big Man's initiative, a blind's dice, a fallen Big Man's replacement roll), Tiffin (unled groups act, then shock takes its toll: fall-backs, routs, covered blinds and hiding troops placed), the objectives and the end of the game.

use super::data::{self, Kind};
use super::engine::{Out, ev};
use super::orders::SpEvent;
use super::state::*;
use crate::rules::dice::GameDice;
use crate::rules::engine::{Audience, Ctx, EndReason, Outcome};
use crate::rules::hex::Coord;

impl SpGame {
    /// A new turn: every card in play goes back into the pile, and the first is turned.
    pub(super) fn begin_turn(&mut self, ctx: Ctx, dice: &mut GameDice, out: &mut Out) {
        self.pile = (0..self.cards.len() as u32).filter(|&n| self.card_live(n)).collect();
        self.turned.clear();
        for p in &mut self.pieces {
            p.activated = false;
            p.moved_dice = 0;
            p.under_fire = false;
        }
        self.next_card(ctx, dice, out);
    }

    /// Turn cards until one puts someone to work (or Tiffin comes).
    pub(super) fn next_card(&mut self, ctx: Ctx, dice: &mut GameDice, out: &mut Out) {
        self.act = Activation::default();
        self.rolled = None;
        while self.common.over.is_none() {
            let Some(k) = dice.pick(&self.pile) else {
                self.start_tiffin(ctx, dice, out);
                return;
            };
            let n = self.pile.remove(k);
            self.turned.push(n);
            let card = self.cards[n as usize].clone();
            let shown = [self.shown(n, 0), self.shown(n, 1)];
            if shown[0] == shown[1] {
                out.push((ev(SpEvent::CardTurned { side: card.side, card: shown[0].clone() }), Audience::All));
            } else {
                for (s, c) in shown.into_iter().enumerate() {
                    out.push((ev(SpEvent::CardTurned { side: card.side, card: c }), Audience::Only(s)));
                }
            }
            self.act.side = card.side;
            self.act.card = Some(n);
            match &card.of {
                CardOf::Tiffin => {
                    self.act.card = None;
                    self.start_tiffin(ctx, dice, out);
                    return;
                }
                CardOf::Blind { unit } => {
                    if let Some(i) = self.idx(unit) {
                        self.act.set_dice(unit, data::DICE_PER_ACTIVATION);
                        self.common.active = card.side;
                        self.about(out, i, |u| SpEvent::Activated {
                            unit: u.to_string(),
                            dice: data::DICE_PER_ACTIVATION,
                        });
                        return;
                    }
                }
                CardOf::BigMan { unit, status, quality } => {
                    let i = match self.idx(unit) {
                        Some(i) => Some(i),
                        None => self.replace(n, unit, *status, *quality, dice, out),
                    };
                    if let Some(i) = i {
                        let p = &self.pieces[i];
                        self.act.leader = Some(p.id.clone());
                        self.act.points = p.st.status;
                        self.common.active = card.side;
                        let points = p.st.status;
                        self.about(out, i, |u| SpEvent::Initiative { unit: u.to_string(), points });
                        return;
                    }
                }
            }
        }
    }

    /// A fallen Big Man's card turns: a D6 by his men's quality (automatic for a side's last Big Man) brings a new
    /// one, one status lower, to the side's strongest group on the table; failure takes the card out for good. His
    /// men are the group he fell with; a Big Man who fell alone is judged by the men his successor would lead.
    fn replace(
        &mut self,
        n: u32,
        old: &str,
        status: u8,
        quality: Option<data::Quality>,
        dice: &mut GameDice,
        out: &mut Out,
    ) -> Option<usize> {
        let side = self.cards[n as usize].side;
        let last = !self.pieces.iter().any(|p| p.side == side && p.is_big_man());
        let group = self
            .pieces
            .iter()
            .filter(|p| p.side == side && p.is_group() && p.on_table() && !p.routing)
            .max_by(|a, b| a.men.cmp(&b.men).then(b.id.cmp(&a.id)))
            .map(|p| (p.at, p.quality));
        let quality = quality.or(group.map(|(_, q)| q)).unwrap_or(data::Quality::Regular);
        let roll = if last { 6 } else { dice.die(6) };
        let Some((at, _)) = group.filter(|_| last || roll >= quality.replacement()) else {
            self.cards[n as usize].retired = true;
            out.push((ev(SpEvent::NotReplaced { card_of: old.to_string(), roll }), Audience::All));
            return None;
        };
        let status = status.saturating_sub(1).max(1);
        let ut = ctx_type(data::big_man_type(status));
        let mut id = format!("{old}+");
        while self.idx(&id).is_some() {
            id.push('+');
        }
        let key = self.pieces.iter().map(|p| p.key).max().unwrap_or(0) + 1;
        let mut p = SpPiece::fresh(crate::rules::roster::Core { id: id.clone(), key, side, ut }, at, 1);
        p.quality = quality;
        let at_i = self.pieces.partition_point(|q| q.id < id);
        self.pieces.insert(at_i, p);
        self.cards[n as usize].of = CardOf::BigMan { unit: id.clone(), status, quality: None };
        out.push((ev(SpEvent::Replaced { card_of: old.to_string(), unit: id.clone(), status }), Audience::All));
        self.idx(&id)
    }

    /// Tiffin: each side in turn gives its unled groups their one die, then the turn ends.
    pub(super) fn start_tiffin(&mut self, ctx: Ctx, dice: &mut GameDice, out: &mut Out) {
        out.push((ev(SpEvent::Tiffin), Audience::All));
        self.tiffin_from(0, ctx, dice, out);
    }

    pub(super) fn tiffin_from(&mut self, first: usize, ctx: Ctx, dice: &mut GameDice, out: &mut Out) {
        self.act = Activation::default();
        self.rolled = None;
        if let Some(s) = (first..2).next() {
            let groups: Vec<String> = (0..self.pieces.len())
                .filter(|&i| {
                    let p = &self.pieces[i];
                    p.side == s
                        && p.is_group()
                        && p.carrier.is_none()
                        && !p.activated
                        && !p.routing
                        && self.restraint(i) != 2
                })
                .map(|i| self.pieces[i].id.clone())
                .collect();
            // Every side gets its Tiffin step, groups to give a die to or not: skipping a side with only hiding
            // troops left to act would tell the other side they are there.
            self.tiffin = Some(s);
            self.act.side = s;
            self.common.active = s;
            for g in groups {
                self.act.set_dice(&g, data::TIFFIN_DICE);
            }
            return;
        }
        self.tiffin = None;
        self.end_turn(ctx, dice, out);
    }

    /// The end of a turn: shock takes its toll, covered blinds and hiding troops near the enemy show themselves, a
    /// broken side loses, and the last turn ends the game on the objectives.
    fn end_turn(&mut self, ctx: Ctx, dice: &mut GameDice, out: &mut Out) {
        let ids: Vec<String> =
            self.pieces.iter().filter(|p| p.is_group() && p.carrier.is_none()).map(|p| p.id.clone()).collect();
        for id in ids {
            let Some(i) = self.idx(&id) else { continue };
            let p = &self.pieces[i];
            let (men, shock, side) = (u32::from(p.men), u32::from(p.shock), p.side);
            if shock >= 2 * men {
                let from = p.at;
                self.pieces[i].routing = true;
                let free = self.forced_move(ctx, i, data::forced_hexes(data::ROUT_INCHES), None, false, out);
                let Some(i) = self.idx(&id) else { continue };
                let to = self.pieces[i].at;
                out.push((ev(SpEvent::Routs { unit: id.clone(), from, to }), Audience::All));
                if !free && self.to_home(ctx, side, to) == 0 {
                    out.push((ev(SpEvent::RoutedOff { unit: id.clone() }), Audience::All));
                    self.gone(i, side, 1 - side);
                }
            } else {
                self.pieces[i].routing = false;
                // Gun crews stand until they bolt at twice their number.
                if shock > men && self.pieces[i].kind() != Kind::Gun {
                    let p = &self.pieces[i];
                    let cavalry = p.kind() == Kind::Cavalry;
                    let inches =
                        (shock - men) * if cavalry { data::INCHES_PER_HEX } else { p.quality.fallback_inches() };
                    let from = p.at;
                    let away = self.nearest_enemy(side, from).map(|(_, c)| c);
                    self.forced_move(ctx, i, data::forced_hexes(inches), away, !cavalry, out);
                    if let Some(i) = self.idx(&id) {
                        let to = self.pieces[i].at;
                        out.push((ev(SpEvent::FellBack { unit: id.clone(), from, to }), Audience::All));
                    }
                }
            }
        }
        // Guns that have stood a whole turn since they began to unlimber are ready (and unloaded).
        let turn = self.common.turn;
        for i in 0..self.pieces.len() {
            if self.pieces[i].unlimbering.is_some_and(|t| t < turn) {
                let p = &mut self.pieces[i];
                p.unlimbering = None;
                p.loaded = false;
                p.markers.retain(|m| *m != crate::rules::setup::UnitMarker::Limbered);
                self.about(out, i, |u| SpEvent::Unlimbered { unit: u.to_string() });
            }
        }
        // Blinds in cover within 6" of an enemy on the table put their figures down now, and so do troops hiding in
        // cover: ground that hides men is their blind.
        while let Some(b) = self.pieces.iter().position(|p| {
            (p.is_blind() || p.hidden() && p.carrier.is_none())
                && self.nearest_enemy(p.side, p.at).is_some_and(|(d, _)| d <= data::COVER_REVEAL_HEXES)
        }) {
            if self.pieces[b].is_blind() {
                self.reveal(ctx, b, out);
            } else {
                self.unhide(b, out);
            }
        }
        let broken: Vec<usize> = (0..2).filter(|&s| self.is_broken(s)).collect();
        for &s in &broken {
            out.push((ev(SpEvent::Broken { side: s }), Audience::All));
        }
        if !broken.is_empty() {
            self.finish(ctx, out);
            let winner = if broken.len() == 1 { Some(1 - broken[0]) } else { None };
            self.common.end(winner, EndReason::Surrender, out);
            return;
        }
        let side = self.common.active;
        self.common.turn += 1;
        out.push((Outcome::TurnEnded { side, next: side, turn: self.common.turn }, Audience::All));
        if self.common.turn_limit.is_some_and(|l| self.common.turn > l) {
            self.finish(ctx, out);
            let (a, b) = (self.common.scores[0], self.common.scores[1]);
            let winner = match a.cmp(&b) {
                std::cmp::Ordering::Greater => Some(0),
                std::cmp::Ordering::Less => Some(1),
                std::cmp::Ordering::Equal => None,
            };
            self.common.end(winner, EndReason::TurnLimit, out);
            return;
        }
        self.begin_turn(ctx, dice, out);
    }

    /// A side is broken when half its groups are gone or routing, or it has no Big Man left and no card that
    /// could still bring one (a side's last Big Man is always replaced while it has a group to lead).
    pub(super) fn is_broken(&self, s: usize) -> bool {
        let routing = self.pieces.iter().filter(|p| p.side == s && p.is_group() && p.routing).count() as u32;
        let had_big_men = self.cards.iter().any(|c| c.side == s && matches!(c.of, CardOf::BigMan { .. }));
        let can_lead = self.pieces.iter().any(|p| p.side == s && p.is_big_man())
            || (self.cards.iter().any(|c| c.side == s && !c.retired && matches!(c.of, CardOf::BigMan { .. }))
                && self.pieces.iter().any(|p| p.side == s && p.is_group() && p.on_table() && !p.routing));
        (self.groups[s] > 0 && 2 * (self.lost[s] + routing) >= self.groups[s]) || (had_big_men && !can_lead)
    }

    /// The game ends: every blind and hiding unit is shown, and the objectives are scored.
    fn finish(&mut self, ctx: Ctx, out: &mut Out) {
        while let Some(b) = self.pieces.iter().position(|p| p.is_blind()) {
            self.reveal(ctx, b, out);
        }
        while let Some(i) = self.pieces.iter().position(|p| p.hidden()) {
            self.unhide(i, out);
        }
        self.score(out);
    }

    /// Who holds the objective at `at`: the side with a group on the table in good order (not routing, no more
    /// shock than men) in or beside it, and no enemy group on the table beside it.
    pub fn holder(&self, at: Coord) -> Option<usize> {
        let near = |s: usize, good: bool| {
            self.pieces.iter().any(|p| {
                p.side == s
                    && p.is_group()
                    && p.on_table()
                    && self.dist(p.at, at) <= 1
                    && (!good || (!p.routing && p.shock <= p.men))
            })
        };
        match (near(0, true) && !near(1, false), near(1, true) && !near(0, false)) {
            (true, false) => Some(0),
            (false, true) => Some(1),
            _ => None,
        }
    }

    /// Objectives change hands as the groups stand now (one nobody holds is lost); scores are the objectives
    /// held plus the VP taken.
    pub(super) fn score(&mut self, out: &mut Out) {
        let now = self.common.holders(|at| self.holder(at));
        self.common.hold(&now, false, out);
        self.common.rescore(&self.vp, out);
    }
}

fn ctx_type(id: &str) -> &'static crate::rules::ruleset::UnitType {
    let cat = super::SHARP_PRACTICE;
    cat.iter().find(|t| t.id == id).unwrap_or(&cat[0])
}
