//! Combat Commander field works made and unmade in play: the Dig In and Demolitions actions between one's own orders, Hidden Wire sprung on enemy movers, and the Craters event; one fortification a hex (seed 001).

use super::data::{ActionHalf, EventHalf, Kind};
use super::engine::{Out, ev};
use super::orders::{CcEvent, CcRefusal as R};
use super::state::*;
use crate::rules::engine::{Ctx, RejectReason};
use crate::rules::hex::Coord;
use crate::rules::terrain::{Fortification, HexMarker};

impl CcGame {
    /// Whether a fortification may be made in hex `at`: on the map, ground a unit may stand on, no fire, and no
    /// fortification there already (seed 001: one a hex, a new one never replaces the old).
    pub fn may_fortify(&self, ctx: Ctx, at: Coord) -> bool {
        crate::rules::movement::ground_allows(ctx.setup.ruleset, ctx.map, at).is_ok()
            && !self.blaze_at(at)
            && self.fort_at(at).is_none()
    }

    /// Put fortification `fort` in hex `at` where `may_fortify` allows; whether it went down.
    pub(super) fn fortify(&mut self, ctx: Ctx, at: Coord, fort: Fortification, out: &mut Out) -> bool {
        if !self.may_fortify(ctx, at) {
            return false;
        }
        self.markers.entry(at).or_default().push(HexMarker::Fort(fort));
        ev(out, CcEvent::FortPlaced { at, fort });
        true
    }

    /// A worker for Dig In or Demolitions: a card with that action in the hand, the side's own turn between
    /// orders with nothing pending, `unit` a squad or team of the side in good order and not activated this turn.
    fn worker(&self, side: usize, card: u8, unit: &str, action: ActionHalf) -> Result<usize, RejectReason> {
        self.action_card(side, card, Some(action))?;
        if self.pending.is_some() {
            return Err(R::Waiting.into());
        }
        if self.turn.order.is_some() {
            return Err(R::OrderInPlay.into());
        }
        let i = self.own_unit(side, unit)?;
        let p = &self.pieces[i];
        if !matches!(p.st.kind, Kind::Squad | Kind::Team) {
            return Err(R::ActionNotApplicable { action }.into());
        }
        if p.broken() {
            return Err(R::Broken { unit: unit.to_string() }.into());
        }
        if p.activated {
            return Err(R::AlreadyActivated { unit: unit.to_string() }.into());
        }
        Ok(i)
    }

    /// Dig In: `worker`, and foxholes allowed in the unit's hex (`may_fortify`).
    pub fn check_dig_in(&self, ctx: Ctx, side: usize, card: u8, unit: &str) -> Result<usize, RejectReason> {
        let i = self.worker(side, card, unit, ActionHalf::DigIn)?;
        let at = self.pieces[i].at;
        if !self.may_fortify(ctx, at) {
            return Err(R::NoWorksThere { at, action: ActionHalf::DigIn }.into());
        }
        Ok(i)
    }

    /// The unit digs foxholes in its hex and is activated (it does nothing else this turn).
    pub(super) fn dig_in(
        &mut self,
        ctx: Ctx,
        side: usize,
        card: u8,
        unit: &str,
        out: &mut Out,
    ) -> Result<(), RejectReason> {
        let i = self.check_dig_in(ctx, side, card, unit)?;
        self.spend(side, card);
        ev(out, CcEvent::ActionPlayed { side, card, action: ActionHalf::DigIn });
        self.pieces[i].activated = true;
        self.turn.works += 1;
        let at = self.pieces[i].at;
        self.fortify(ctx, at, Fortification::Foxholes, out);
        Ok(())
    }

    /// Demolitions: `worker`, and hex `at` its own or an adjacent one with a fortification (wire too) and no enemy
    /// unit in it.
    pub fn check_demolish(
        &self,
        ctx: Ctx,
        side: usize,
        card: u8,
        unit: &str,
        at: Coord,
    ) -> Result<(usize, Fortification), RejectReason> {
        let i = self.worker(side, card, unit, ActionHalf::Demolitions)?;
        let near = self.pieces[i].at.distance(at, ctx.map.orientation) <= 1;
        let enemy = self.pieces.iter().any(|p| p.side != side && p.is_unit() && p.at == at);
        match self.fort_at(at) {
            Some(f) if near && !enemy => Ok((i, f)),
            _ => Err(R::NoWorksThere { at, action: ActionHalf::Demolitions }.into()),
        }
    }

    /// The unit clears the fortification of hex `at` and is activated.
    pub(super) fn demolish(
        &mut self,
        ctx: Ctx,
        side: usize,
        card: u8,
        unit: &str,
        at: Coord,
        out: &mut Out,
    ) -> Result<(), RejectReason> {
        let (i, fort) = self.check_demolish(ctx, side, card, unit, at)?;
        self.spend(side, card);
        ev(out, CcEvent::ActionPlayed { side, card, action: ActionHalf::Demolitions });
        self.pieces[i].activated = true;
        self.turn.works += 1;
        if let Some(m) = self.markers.get_mut(&at) {
            m.retain(|x| *x != HexMarker::Fort(fort));
            if m.is_empty() {
                self.markers.remove(&at);
            }
        }
        ev(out, CcEvent::FortCleared { at, fort });
        Ok(())
    }

    /// Hidden Wire, in the Opportunity Fire window: a card with it, and `at` the hex the movers stand in, where a
    /// fortification may go.
    pub fn check_hidden_wire(
        &self,
        ctx: Ctx,
        side: usize,
        card: u8,
        movers: &[String],
        at: Coord,
    ) -> Result<(), RejectReason> {
        self.action_card(side, card, Some(ActionHalf::HiddenWire))?;
        let there = movers.iter().any(|m| self.piece(m).is_some_and(|p| p.at == at));
        if !there {
            return Err(R::NotAMover { at }.into());
        }
        if !self.may_fortify(ctx, at) {
            return Err(R::NoWorksThere { at, action: ActionHalf::HiddenWire }.into());
        }
        Ok(())
    }

    /// Wire goes down under the movers, and they stop there: no movement left in this order.
    pub(super) fn hidden_wire(
        &mut self,
        ctx: Ctx,
        side: usize,
        card: u8,
        movers: &[String],
        at: Coord,
        out: &mut Out,
    ) -> Result<(), RejectReason> {
        self.check_hidden_wire(ctx, side, card, movers, at)?;
        self.spend(side, card);
        ev(out, CcEvent::ActionPlayed { side, card, action: ActionHalf::HiddenWire });
        self.fortify(ctx, at, Fortification::Wire, out);
        for m in movers {
            if let Some(i) = self.idx(m).filter(|&i| self.pieces[i].at == at) {
                self.pieces[i].mp_left = 0;
                ev(out, CcEvent::Stopped { unit: m.clone() });
            }
        }
        Ok(())
    }

    /// No Quarter: a card with it, the side's own Advance order in play with nothing pending, and a melee waiting
    /// in hex `at` (both sides' units there) where it has not been played yet.
    pub fn check_no_quarter(&self, side: usize, card: u8, at: Coord) -> Result<(), RejectReason> {
        self.action_card(side, card, Some(ActionHalf::NoQuarter))?;
        self.need(super::data::OrderHalf::Advance)?;
        if self.pending.is_some() {
            return Err(R::Waiting.into());
        }
        let both = (0..2).all(|s| self.pieces.iter().any(|p| p.at == at && p.side == s && p.is_unit()));
        if !both || self.no_quarter.contains(&at) {
            return Err(R::NoMelee { at }.into());
        }
        Ok(())
    }

    pub(super) fn no_quarter(&mut self, side: usize, card: u8, at: Coord, out: &mut Out) -> Result<(), RejectReason> {
        self.check_no_quarter(side, card, at)?;
        self.spend(side, card);
        ev(out, CcEvent::ActionPlayed { side, card, action: ActionHalf::NoQuarter });
        self.no_quarter.push(at);
        Ok(())
    }

    /// Craters: the random hex gets foxholes, unless it cannot hold one (wire or another fortification there, no
    /// ground to stand on, a fire).
    pub(super) fn craters(&mut self, ctx: Ctx, at: Coord, out: &mut Out) {
        if !self.fortify(ctx, at, Fortification::Foxholes, out) {
            ev(out, CcEvent::NothingHappens { event: EventHalf::Craters });
        }
    }
}
