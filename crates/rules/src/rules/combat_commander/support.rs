//! Combat Commander events that help or hinder from outside the fight: Medic, Walking Wounded, Reinforcements, Interdiction and Air Support (each in our words: our sources name them and give no text), and the one-hex strike a barrage and an air attack share.

use super::data::{EventHalf, PROPOSED, random_hex};
use super::engine::{Out, ev};
use super::orders::CcEvent;
use super::state::*;
use crate::rules::engine::Ctx;
use crate::rules::hex::Coord;
use crate::rules::setup::UnitMarker;

impl CcGame {
    /// The map hex a card's random hex falls on.
    pub(super) fn card_hex(&self, c: &super::data::Card) -> Coord {
        let (x, y) = random_hex(c, self.map_size.0, self.map_size.1);
        Coord(x as i32, y as i32)
    }

    /// A broken unit returns to good order.
    pub(super) fn rally(&mut self, i: usize, out: &mut Out) {
        self.pieces[i].markers.retain(|m| *m != UnitMarker::Broken);
        ev(out, CcEvent::Recovered { unit: self.pieces[i].id.clone() });
    }

    /// A unit in good order is suppressed.
    pub(super) fn suppress(&mut self, i: usize, out: &mut Out) {
        self.pieces[i].markers.push(UnitMarker::Suppressed);
        ev(out, CcEvent::Suppressed { unit: self.pieces[i].id.clone() });
    }

    /// Whether `figures` more of `side`'s figures may come onto the map in hex `c`: ground a unit may stand on, no
    /// fire, no enemy unit, and room under the 7-figure limit (reinforcements by the Time track or by the event).
    pub(super) fn may_arrive(&self, ctx: Ctx, side: usize, c: Coord, figures: u8) -> bool {
        !self.blaze_at(c)
            && crate::rules::movement::ground_allows(ctx.setup.ruleset, ctx.map, c).is_ok()
            && !self.pieces.iter().any(|q| q.at == c && q.side != side && q.is_unit())
            && self.figures(side, c) + figures <= 7
    }

    /// Events that need the random hex of one more card turn it; Medic and Air Support leave the side a choice of
    /// unit.
    pub(super) fn support_event(&mut self, side: usize, e: EventHalf, out: &mut Out) {
        match e {
            EventHalf::Craters
            | EventHalf::WalkingWounded
            | EventHalf::Reinforcements
            | EventHalf::Interdiction
            | EventHalf::WhitePhosphorus => {
                self.work.push(Step::Roll { side, purpose: Purpose::EventHex { event: e } });
            }
            EventHalf::Medic => {
                let broken: Vec<String> = self
                    .pieces
                    .iter()
                    .filter(|p| p.side == side && p.is_unit() && p.broken())
                    .map(|p| p.id.clone())
                    .collect();
                if broken.is_empty() {
                    ev(out, CcEvent::NothingHappens { event: e });
                } else {
                    self.choose(side, Choice::Medic, broken, None, out);
                }
            }
            EventHalf::AirSupport => {
                let enemies: Vec<String> =
                    self.pieces.iter().filter(|p| p.side != side && p.is_unit()).map(|p| p.id.clone()).collect();
                if enemies.is_empty() {
                    ev(out, CcEvent::NothingHappens { event: e });
                } else {
                    self.choose(side, Choice::AirSupport, enemies, None, out);
                }
            }
            _ => {}
        }
    }

    /// The random hex of the card turned for event `e`.
    pub(super) fn event_hex(&mut self, ctx: Ctx, side: usize, e: EventHalf, c: &super::data::Card, out: &mut Out) {
        let at = self.card_hex(c);
        let o = ctx.map.orientation;
        match e {
            EventHalf::Craters => self.craters(ctx, at, out),
            EventHalf::WalkingWounded => {
                let near: Vec<usize> = (0..self.pieces.len())
                    .filter(|&i| {
                        let p = &self.pieces[i];
                        p.side == side && p.is_unit() && p.broken() && p.at.distance(at, o) <= 1
                    })
                    .collect();
                if near.is_empty() {
                    ev(out, CcEvent::NothingHappens { event: e });
                }
                for i in near {
                    self.rally(i, out);
                }
            }
            EventHalf::Interdiction => {
                let caught: Vec<usize> = (0..self.pieces.len())
                    .filter(|&i| {
                        let p = &self.pieces[i];
                        p.side != side
                            && p.is_unit()
                            && !p.broken()
                            && !p.suppressed()
                            && p.at.distance(at, o) <= 1
                            && self.cover_at(ctx, p.at) == 0
                    })
                    .collect();
                if caught.is_empty() {
                    ev(out, CcEvent::NothingHappens { event: e });
                }
                for i in caught {
                    self.suppress(i, out);
                }
            }
            EventHalf::Reinforcements => self.reinforcement_event(ctx, side, at, out),
            EventHalf::WhitePhosphorus => {
                // Smoke (where no fire burns; the larger stays), and every unit in good order there, either side's,
                // suppressed.
                let smoke = self.place_smoke(at, PROPOSED.white_phosphorus, out);
                let caught: Vec<usize> = (0..self.pieces.len())
                    .filter(|&i| {
                        let p = &self.pieces[i];
                        p.at == at && p.is_unit() && !p.broken() && !p.suppressed()
                    })
                    .collect();
                if caught.is_empty() && !smoke {
                    ev(out, CcEvent::NothingHappens { event: e });
                }
                for i in caught {
                    self.suppress(i, out);
                }
            }
            _ => {}
        }
    }

    /// A line team of the side's army enters at the hex of its home edge nearest `near` that holds no enemy and no
    /// fire, can be stood on and has room for two more figures (then in map order); with none, nothing happens.
    fn reinforcement_event(&mut self, ctx: Ctx, side: usize, near: Coord, out: &mut Out) {
        let o = ctx.map.orientation;
        let nation = self.sides[side.min(1)].nation;
        let st = super::engine::stats_for("team", nation);
        let free = |g: &CcGame, c: Coord| g.edge_distance(side, c) == 0 && g.may_arrive(ctx, side, c, st.figures());
        let at = ctx.map.all_coords().filter(|&c| free(self, c)).min_by_key(|&c| (c.distance(near, o), c));
        let (Some(at), Some(ut)) = (at, ctx.setup.ruleset.unit_type(st.id)) else {
            ev(out, CcEvent::NothingHappens { event: EventHalf::Reinforcements });
            return;
        };
        // Numbered across both sides, never reusing a number while its bearer is on the map.
        let mut n = 1;
        while self.idx(&format!("reinforcement-{n}")).is_some() {
            n += 1;
        }
        let id = format!("reinforcement-{n}");
        let key = self.next_key;
        self.next_key -= 1;
        self.insert_piece(CcPiece::fresh(crate::rules::roster::Core { id: id.clone(), key, side, ut }, st, at));
        ev(out, CcEvent::Arrived { unit: id, at });
    }

    /// The side's aircraft attack the hex of enemy unit `i`, at the Air Support FP, as a barrage does one hex.
    pub(super) fn air_strike(&mut self, i: usize, out: &mut Out) {
        let (side, at) = (1 - self.pieces[i].side.min(1), self.pieces[i].at);
        let fp = i32::from(PROPOSED.air_support_fp);
        ev(out, CcEvent::AirStrike { side, at, fp });
        self.strike(side, at, fp);
    }

    /// One heavy attack at FP `fp` on every squad, team and leader in hex `at`, friend or foe, each owner rolling
    /// its own defence; no hindrance lowers it. False when the hex holds no one.
    pub(super) fn strike(&mut self, side: usize, at: Coord, fp: i32) -> bool {
        let mut targets: Vec<String> =
            self.pieces.iter().filter(|p| p.at == at && p.is_unit()).map(|p| p.id.clone()).collect();
        if targets.is_empty() {
            return false;
        }
        targets.sort();
        self.work.push(Step::AttackDone);
        for t in targets.iter().rev() {
            let owner = self.piece(t).map_or(1 - side, |p| p.side);
            self.work.push(Step::Roll { side: owner, purpose: Purpose::Defence { unit: t.clone() } });
        }
        self.work.push(Step::DefenceWindow);
        self.work.push(Step::Roll { side, purpose: Purpose::Attack });
        self.attack = Some(Box::new(Attack {
            side,
            group: Vec::new(),
            at,
            fp,
            hindrance: 0,
            targets,
            total: None,
            jammed: false,
            opportunity: false,
            sustained: false,
            overheated: false,
            concealed: Vec::new(),
            need: None,
            missed: false,
            heavy: true,
            barrage: true,
            spray: Vec::new(),
        }));
        true
    }
}

impl CcPiece {
    /// A piece that comes onto the map in play (a reinforcement, the Hero): in good order, not activated.
    pub fn fresh(core: crate::rules::roster::Core, st: &'static super::data::CcStats, at: Coord) -> CcPiece {
        CcPiece {
            core,
            st,
            at,
            markers: Vec::new(),
            carrier: None,
            activated: false,
            ordered: false,
            fired: false,
            mp_left: 0,
            moving: false,
        }
    }
}
