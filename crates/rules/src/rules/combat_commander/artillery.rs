//! Combat Commander artillery: the radio in each side's Artillery box, the Artillery Request order (a spotter, a hex in its sight, the accuracy roll lowered by hindrance, Artillery Denied turned up, the drift of a barrage that misses) and the barrage itself, one attack on every hex it covers that holds units, friend or foe.

use super::data::{OrderHalf, PROPOSED};
use super::engine::{Out, ev};
use super::orders::{CcEvent, CcRefusal as R};
use super::state::*;
use crate::rules::engine::{Ctx, RejectReason};
use crate::rules::hex::{Coord, Dir, Orientation};
use crate::rules::terrain::HexMarker;

/// The way a barrage drifts, by the coloured die: 1 is the hex's top edge (its upper right one where hexes point
/// up), and the others follow clockwise.
pub fn drift_direction(coloured: u8, o: Orientation) -> Dir {
    use Dir::*;
    let clockwise = match o {
        Orientation::Flat => [N, NE, SE, S, SW, NW],
        Orientation::Pointy => [NE, E, SE, SW, W, NW],
    };
    clockwise[usize::from(coloured.saturating_sub(1) % 6)]
}

impl CcGame {
    /// Whether `side` may give an order of this half now: the five that move and fight always, an Artillery
    /// Request only with a radio in its Artillery box.
    pub fn can_give(&self, side: usize, half: OrderHalf) -> bool {
        CcGame::playable(half) || (half == OrderHalf::ArtilleryRequest && self.sides[side].radio.is_some())
    }

    /// A spotter for the Artillery Request in play: a squad, team or leader of the side in good order.
    pub fn may_spot(&self, i: usize) -> bool {
        let p = &self.pieces[i];
        p.is_unit() && !p.broken()
    }

    /// The spotter a barrage may be asked by now: the Artillery Request in play, the side's radio, the spotter
    /// activated and in good order. Its index.
    pub fn barrage_spotter(&self, side: usize) -> Result<usize, RejectReason> {
        let o = self.need(OrderHalf::ArtilleryRequest)?;
        if self.sides[side].radio.is_none() {
            return Err(R::NoRadio.into());
        }
        let spotter = o.activated.as_deref().ok_or(R::NoSpotter)?;
        let i = self.idx(spotter).ok_or_else(|| RejectReason::UnknownUnit { unit: spotter.to_string() })?;
        if !self.may_spot(i) {
            return Err(R::Broken { unit: spotter.to_string() }.into());
        }
        Ok(i)
    }

    /// Check a barrage asked on hex `at`: a spotter that may ask one (`barrage_spotter`), `at` on the map and in
    /// its sight. The hindrance on the spotter's line, and the spotter.
    pub fn check_barrage(&self, ctx: Ctx, side: usize, at: Coord) -> Result<(u8, String), RejectReason> {
        let i = self.barrage_spotter(side)?;
        let spotter = self.pieces[i].id.clone();
        if !ctx.map.contains(at) {
            return Err(R::OffMap { at }.into());
        }
        let from = self.pieces[i].at;
        let hindrance = self.sight(ctx, from, at).ok_or_else(|| R::NoLos { unit: spotter.clone(), at })?;
        Ok((hindrance, spotter))
    }

    /// Call the barrage: the request is announced, the order ends, and the accuracy card is turned.
    pub(super) fn request_barrage(
        &mut self,
        ctx: Ctx,
        side: usize,
        at: Coord,
        out: &mut Out,
    ) -> Result<(), RejectReason> {
        let (hindrance, spotter) = self.check_barrage(ctx, side, at)?;
        ev(out, CcEvent::ArtilleryRequested { side, spotter, at });
        self.end_order();
        self.work.push(Step::Roll { side, purpose: Purpose::Accuracy { at, hindrance } });
        Ok(())
    }

    /// The accuracy card: an Artillery Denied order on it denies the request; otherwise its dice less the hindrance
    /// must reach the accuracy number, or the barrage drifts from `at` one hex a point short (at most three), the
    /// way the coloured die points; off the map it is lost.
    pub(super) fn accuracy(
        &mut self,
        ctx: Ctx,
        side: usize,
        card: &super::data::Card,
        at: Coord,
        hindrance: u8,
        out: &mut Out,
    ) {
        if card.order == OrderHalf::ArtilleryDenied {
            ev(out, CcEvent::ArtilleryDenied { side });
            return;
        }
        let roll = i32::from(card.total()) - i32::from(hindrance);
        let need = PROPOSED.accuracy;
        ev(out, CcEvent::Accuracy { roll, hindrance, need });
        let short = i32::from(need) - roll;
        let mut lands = Some(at);
        if short > 0 {
            let hexes = short.min(i32::from(PROPOSED.drift_most)) as u8;
            let dir = drift_direction(card.coloured, self.orientation);
            for _ in 0..hexes {
                lands = lands.and_then(|c| c.neighbor(dir, self.orientation)).filter(|c| ctx.map.contains(*c));
            }
            ev(out, CcEvent::Drifted { from: at, to: lands, hexes });
        }
        if let Some(at) = lands {
            self.land(ctx, side, at, out);
        }
    }

    /// The barrage lands on `at`: its marker goes down there, and every hex it covers that holds units is
    /// attacked in map order, one after another.
    fn land(&mut self, ctx: Ctx, side: usize, at: Coord, out: &mut Out) {
        self.lift_barrage(out);
        let fp = i32::from(self.sides[side].radio.unwrap_or(0));
        ev(out, CcEvent::BarrageLands { side, at, fp });
        self.markers.entry(at).or_default().push(HexMarker::Barrage);
        self.barrage = Some((side, at));
        let mut hexes: Vec<Coord> = std::iter::once(at).chain(ctx.map.neighbors(at)).collect();
        hexes.sort_unstable();
        self.work.push(Step::Barrage { side, hexes, fp });
    }

    /// Take the barrage marker off the map.
    pub(super) fn lift_barrage(&mut self, out: &mut Out) {
        let Some((_, at)) = self.barrage.take() else { return };
        if let Some(m) = self.markers.get_mut(&at) {
            m.retain(|x| *x != HexMarker::Barrage);
            if m.is_empty() {
                self.markers.remove(&at);
            }
        }
        ev(out, CcEvent::BarrageLifted { at });
    }

    /// The next hex of a barrage that holds units: its attack is declared (the rest wait behind it). The hindrance
    /// is spent on the accuracy roll: the attack's FP is the radio's, whatever lies between.
    pub(super) fn barrage_step(&mut self, side: usize, mut hexes: Vec<Coord>, fp: i32, out: &mut Out) {
        while !hexes.is_empty() {
            let at = hexes.remove(0);
            if !self.pieces.iter().any(|p| p.at == at && p.is_unit()) {
                continue;
            }
            ev(out, CcEvent::BarrageStrikes { at, fp });
            if !hexes.is_empty() {
                self.work.push(Step::Barrage { side, hexes, fp });
            }
            self.strike(side, at, fp);
            return;
        }
    }
}
