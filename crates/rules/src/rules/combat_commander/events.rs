//! Combat Commander smoke, fire and events: the smoke markers and their order, the events an Event! trigger turns up (Deploy, Blaze, Breeze, Battle Harden), a blaze driving units out, the Sniper!'s hex, and the choice of unit a card leaves to the side it favours.

use super::data::{EventHalf, Kind};
use super::engine::{Out, ev};
use super::orders::CcEvent;
use super::state::*;
use crate::rules::engine::Ctx;
use crate::rules::hex::Coord;
use crate::rules::terrain::HexMarker;

impl CcGame {
    pub fn smoke_at(&self, at: Coord) -> u8 {
        self.markers
            .get(&at)
            .into_iter()
            .flatten()
            .filter_map(|m| if let HexMarker::Smoke(v) = m { Some(*v) } else { None })
            .max()
            .unwrap_or(0)
    }

    /// The fortification in a hex (one at most).
    pub fn fort_at(&self, at: Coord) -> Option<crate::rules::terrain::Fortification> {
        self.markers.get(&at).and_then(|m| crate::rules::terrain::fortification_of(m))
    }

    /// The cover hex `at` gives a defender: its ground's, or its fortification's where that is better.
    pub fn cover_at(&self, ctx: Ctx, at: Coord) -> u8 {
        self.cover_against(ctx, at, false)
    }

    /// Cover against an attack: against ordnance and artillery (`heavy`) a fortification gives one more.
    pub fn cover_against(&self, ctx: Ctx, at: Coord, heavy: bool) -> u8 {
        let ground = ctx.map.terrain(at).map_or(0, |t| super::data::cover(t, ctx.map.elevation(at).unwrap_or(0)));
        let fort = self
            .fort_at(at)
            .filter(|f| super::data::fort_cover(*f) > 0)
            .map_or(0, |f| super::data::fort_cover(f) + if heavy { super::data::FORT_VS_HEAVY } else { 0 });
        ground.max(fort)
    }

    pub fn blaze_at(&self, at: Coord) -> bool {
        self.markers.get(&at).is_some_and(|m| m.contains(&HexMarker::Blaze))
    }

    /// Smoke in a hex: one marker per hex, the larger stays; none where a fire burns. Whether it went down.
    pub fn place_smoke(&mut self, at: Coord, level: u8, out: &mut Out) -> bool {
        if self.blaze_at(at) || self.smoke_at(at) >= level {
            return false;
        }
        let m = self.markers.entry(at).or_default();
        m.retain(|x| !matches!(x, HexMarker::Smoke(_)));
        m.push(HexMarker::Smoke(level));
        self.smoke_order.retain(|c| *c != at);
        self.smoke_order.push(at);
        ev(out, CcEvent::SmokePlaced { at, level });
        true
    }

    pub fn remove_smoke(&mut self, at: Coord, out: &mut Out) {
        if let Some(m) = self.markers.get_mut(&at) {
            m.retain(|x| !matches!(x, HexMarker::Smoke(_)));
            if m.is_empty() {
                self.markers.remove(&at);
            }
        }
        if self.smoke_order.contains(&at) {
            self.smoke_order.retain(|c| *c != at);
            ev(out, CcEvent::SmokeRemoved { at });
        }
    }

    /// An event drawn for `side` by an Event! trigger.
    pub(super) fn event(&mut self, ctx: Ctx, side: usize, e: EventHalf, out: &mut Out) {
        ev(out, CcEvent::Event { side, event: e });
        match e {
            EventHalf::Deploy => {
                let squads: Vec<String> = self
                    .pieces
                    .iter()
                    .filter(|p| p.side == side && p.st.kind == Kind::Squad)
                    .map(|p| p.id.clone())
                    .collect();
                if squads.is_empty() {
                    ev(out, CcEvent::NothingHappens { event: e });
                } else {
                    self.choose(side, Choice::Deploy, squads, Some(ctx), out);
                }
            }
            EventHalf::Blaze => self.work.push(Step::Roll { side, purpose: Purpose::BlazeHex }),
            EventHalf::Breeze => {
                if self.smoke_order.is_empty() {
                    ev(out, CcEvent::NothingHappens { event: e });
                }
                for at in self.smoke_order.clone() {
                    self.remove_smoke(at, out);
                }
            }
            EventHalf::BattleHarden => {
                let units: Vec<String> = self
                    .pieces
                    .iter()
                    .filter(|p| p.side == side && matches!(p.st.kind, Kind::Squad | Kind::Team) && !p.veteran())
                    .map(|p| p.id.clone())
                    .collect();
                if units.is_empty() {
                    ev(out, CcEvent::NothingHappens { event: e });
                } else {
                    self.choose(side, Choice::Harden, units, None, out);
                }
            }
            EventHalf::Hero => {
                // Only while the side's Hero is not on the map; he joins one of its squads, teams or leaders.
                let here = self.pieces.iter().any(|p| p.side == side && p.st.id == "hero");
                let units: Vec<String> = self
                    .pieces
                    .iter()
                    .filter(|p| p.side == side && p.is_unit() && p.st.id != "hero")
                    .map(|p| p.id.clone())
                    .collect();
                if here || units.is_empty() {
                    ev(out, CcEvent::NothingHappens { event: e });
                } else {
                    self.choose(side, Choice::Hero, units, Some(ctx), out);
                }
            }
            EventHalf::Quiet => ev(out, CcEvent::NothingHappens { event: e }),
            _ => self.support_event(side, e, out),
        }
    }

    /// The side's Hero arrives in unit `i`'s hex, and one broken unit there recovers (the one chosen if it is
    /// broken, else the first by id). He is worth no VP and does not count toward surrender.
    pub(super) fn hero_arrives(&mut self, ctx: Ctx, i: usize, out: &mut Out) {
        let (side, at) = (self.pieces[i].side, self.pieces[i].at);
        let Some(ut) = ctx.setup.ruleset.unit_type("hero") else { return };
        // One Hero a side at a time: `hero-1` for the first side's, `hero-2` for the second's.
        let mut id = format!("hero-{}", side + 1);
        while self.idx(&id).is_some() {
            id.push('+');
        }
        let key = self.next_key;
        self.next_key -= 1;
        let chosen = self.pieces[i].id.clone();
        let nation = self.sides[side.min(1)].nation;
        let core = crate::rules::roster::Core { id: id.clone(), key, side, ut };
        self.insert_piece(CcPiece::fresh(core, super::engine::stats_for("hero", nation), at));
        ev(out, CcEvent::HeroArrives { unit: id, at });
        let broken = self
            .pieces
            .iter()
            .filter(|p| p.side == side && p.at == at && p.is_unit() && p.broken())
            .map(|p| p.id.clone())
            .min_by_key(|u| (*u != chosen, u.clone()));
        if let Some(u) = broken
            && let Some(j) = self.idx(&u)
        {
            self.rally(j, out);
        }
    }

    /// A fire starts in hex `at` (not on impassable ground or where one burns): its smoke goes, and every unit
    /// there flees to an adjacent hex free of fire and enemies, homeward first, or is eliminated. It blocks sight
    /// through the hex and stays for the game.
    pub(super) fn blaze(&mut self, ctx: Ctx, at: Coord, out: &mut Out) {
        let passable = crate::rules::movement::ground_allows(ctx.setup.ruleset, ctx.map, at).is_ok();
        if !passable || self.blaze_at(at) {
            ev(out, CcEvent::NothingHappens { event: EventHalf::Blaze });
            return;
        }
        self.remove_smoke(at, out);
        self.markers.entry(at).or_default().push(HexMarker::Blaze);
        ev(out, CcEvent::BlazePlaced { at });
        while let Some(i) = self.pieces.iter().position(|p| p.at == at && p.is_unit()) {
            let side = self.pieces[i].side;
            let to = ctx
                .map
                .neighbors(at)
                .filter(|&n| crate::rules::movement::step_allows(ctx.setup.ruleset, ctx.map, at, n).is_ok())
                .filter(|&n| !self.blaze_at(n))
                .filter(|&n| !self.pieces.iter().any(|e| e.side != side && e.is_unit() && e.at == n))
                .min_by_key(|&n| (self.edge_distance(side, n), n));
            match to {
                Some(n) => {
                    ev(out, CcEvent::Fled { unit: self.pieces[i].id.clone(), to: n });
                    self.relocate(i, n, vec![n], out);
                }
                None => self.eliminate(i, out),
            }
        }
    }
}
