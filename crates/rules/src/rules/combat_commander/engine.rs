//! How a Combat Commander game moves on: the start (decks, hands, carried weapons), drawing and rolling off the Fate deck with the Initiative window, the Time track, the work loop, melee, recovery, rout, the Sniper!, the end of a player turn with its stacking check, and the end of the game (fire is in `fire.rs`, smoke and events in `events.rs`).

use super::data::{self, ActionHalf, Kind, Nation, OrderHalf, PROPOSED, Posture, Trigger};
use super::orders::CcEvent;
use super::state::*;
use crate::rules::dice::GameDice;
use crate::rules::engine::{Audience, Common, Ctx, EndReason, Outcome};
use crate::rules::hex::Coord;
use crate::rules::setup::{Setup, UnitMarker};
use crate::rules::terrain::HexMarker;

pub type Out = Vec<(Outcome, Audience)>;

/// Which kind of fire group: by a Fire order, by Opportunity Fire, or by Assault Fire during a Move order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Order,
    Opportunity,
    Assault,
}

/// A checked attack: its FP, the hindrance subtracted, its targets, and what the actions played add.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    pub fp: i32,
    pub hindrance: u8,
    pub targets: Vec<String>,
    pub sustained: bool,
    pub bonuses: Vec<(ActionHalf, i32)>,
    /// Ordnance: what its targeting roll's product must beat.
    pub need: Option<i32>,
    /// Spray Fire: the hexes beside the target it strikes too.
    pub spray: Vec<Coord>,
}

pub fn ev(out: &mut Out, e: CcEvent) {
    out.push((Outcome::Rules(e.into()), Audience::All));
}

/// The counter a scenario's piece stands for: its own id, or for the catalog's plain `squad`, `team`, `leader`
/// and `weapon` the side's line squad, line team, Sergeant (X) and light machine gun.
pub fn stats_for(kind: &str, nation: Nation) -> &'static data::CcStats {
    let id = match (kind, nation) {
        ("squad", Nation::Us) => "us_line_squad",
        ("squad", Nation::German) => "ger_rifle_squad",
        ("team", Nation::Us) => "us_line_team",
        ("team", Nation::German) => "ger_line_team",
        ("leader", _) => "sergeant_x",
        ("weapon", Nation::Us) => "us_mmg",
        ("weapon", Nation::German) => "ger_lmg",
        (other, _) => other,
    };
    data::stats(id).unwrap_or_else(|| data::stats("us_line_squad").expect("the line squad is in the table"))
}

impl CcGame {
    pub fn new(setup: &Setup, dice: &mut GameDice) -> CcGame {
        let nation_of = |s: usize| -> Nation {
            let side = &setup.sides[s];
            if let Some(n) = side.army.as_deref().and_then(Nation::from_id) {
                return n;
            }
            // Otherwise the army of the side's own counters, else US for the first side and German for the second.
            setup
                .units
                .iter()
                .filter(|u| u.side == s)
                .find_map(|u| data::stats(u.unit_type.id).and_then(|st| st.nation))
                .unwrap_or(if s == 0 { Nation::Us } else { Nation::German })
        };
        let sides: [SideRules; 2] = std::array::from_fn(|s| {
            let nation = nation_of(s);
            let def = setup.sides.get(s);
            let posture = def.and_then(|d| d.posture.as_deref()).and_then(Posture::from_id).unwrap_or(Posture::Recon);
            SideRules {
                nation,
                posture,
                hand_size: def.and_then(|d| d.hand_size).map_or(posture.hand_size(), |h| h.min(20) as u8),
                orders_limit: def.and_then(|d| d.orders_limit).map_or(PROPOSED.orders_limit, |h| h.min(20) as u8),
                discard_limit: (nation == Nation::German).then_some(PROPOSED.german_discard_limit),
                surrender: def.and_then(|d| d.surrender).map(|n| n.min(255) as u8),
                home: def.map_or(crate::rules::setup::Edge::South, |d| d.home_edge),
                radio: def.and_then(|d| d.radio).map(|r| r.clamp(1, 30) as u8),
            }
        });
        let mut pieces = crate::rules::roster::from_units(&setup.units, |core, u| CcPiece {
            core,
            st: stats_for(u.unit_type.id, sides[u.side.min(1)].nation),
            at: u.at,
            markers: u
                .markers
                .iter()
                .copied()
                .filter(|m| matches!(m, UnitMarker::Broken | UnitMarker::Suppressed | UnitMarker::Veteran))
                .collect(),
            carrier: u.carried_by.clone(),
            activated: false,
            ordered: false,
            fired: false,
            mp_left: 0,
            moving: false,
        });
        // A weapon the scenario gives no carrier goes to the first squad or team beside it that has none.
        for w in 0..pieces.len() {
            if pieces[w].st.kind != Kind::Weapon || pieces[w].carrier.is_some() {
                continue;
            }
            let (side, at) = (pieces[w].side, pieces[w].at);
            let free = pieces.iter().find(|c| {
                c.side == side
                    && c.at == at
                    && matches!(c.st.kind, Kind::Squad | Kind::Team)
                    && !pieces.iter().any(|o| o.carrier.as_deref() == Some(&c.id))
            });
            pieces[w].carrier = free.map(|c| c.id.clone());
        }
        // Reinforcements wait off the map until their Time space (a weapon with its carrier).
        let start = setup.time.map_or(0, |t| t.start);
        let arrives = |id: &str| setup.units.iter().find(|u| u.id == id).and_then(|u| u.arrives);
        let mut waiting = Vec::new();
        for p in std::mem::take(&mut pieces) {
            let when = arrives(p.carrier.as_deref().unwrap_or(&p.id)).filter(|&t| t > start);
            match when {
                Some(t) => waiting.push((t.min(255) as u8, p)),
                None => pieces.push(p),
            }
        }
        let initiative = setup.initiative.unwrap_or_else(|| {
            (0..2)
                .find(|&s| sides[s].posture == Posture::Defend && sides[1 - s].posture != Posture::Defend)
                .unwrap_or(1)
        });
        let time = setup.time.unwrap_or(crate::rules::setup::TimeTrack {
            start: 0,
            sudden_death: u32::from(PROPOSED.sudden_death),
            end: None,
        });
        let mut common = Common::new(setup, None);
        // The game ends by time, sudden death, surrender or elimination, never by a turn count or a target.
        common.turn_limit = None;
        common.victory.clear();
        common.targets = vec![None; common.sides];
        let mut g = CcGame {
            pieces,
            decks: std::array::from_fn(|_| Deck { pile: (1..=data::DECK_SIZE as u8).collect(), discard: Vec::new() }),
            hands: [Vec::new(), Vec::new()],
            sides,
            initiative: initiative.min(1),
            ask: [true; 2],
            time: time.start.min(255) as u8,
            sudden_death: time.sudden_death.min(255) as u8,
            time_end: time.end.map_or(PROPOSED.time_end, |e| e.min(255) as u8),
            kills: [0; 2],
            lost: [0; 2],
            turn: Turn::default(),
            work: Vec::new(),
            roll: None,
            attack: None,
            pending: None,
            melee: Vec::new(),
            ambush: Vec::new(),
            no_quarter: Vec::new(),
            sniper_hex: None,
            assault: false,
            barrage: None,
            waiting,
            markers: setup
                .grid
                .all_coords()
                .filter(|&c| !setup.grid.markers(c).is_empty())
                .map(|c| (c, setup.grid.markers(c).to_vec()))
                .collect(),
            smoke_order: setup
                .grid
                .all_coords()
                .filter(|&c| setup.grid.markers(c).iter().any(|m| matches!(m, HexMarker::Smoke(_))))
                .collect(),
            map_size: (setup.grid.width, setup.grid.height),
            orientation: setup.grid.orientation,
            auto_choices: setup.options.auto_choices,
            next_key: u32::MAX,
            common,
        };
        let mut out = Vec::new();
        for s in 0..2 {
            g.refill(s, dice, &mut out);
        }
        g.score(&mut out);
        g
    }

    /// The side that must answer now.
    pub fn to_act(&self) -> usize {
        match &self.pending {
            Some(Pending::Initiative) => self.initiative,
            Some(Pending::OppFire { .. }) => 1 - self.common.active,
            Some(Pending::Overstack { side, .. }) => *side,
            Some(Pending::Defence) => 1 - self.attack.as_ref().map_or(self.common.active, |a| a.side),
            Some(Pending::Ambush { .. }) => 1 - self.common.active,
            Some(Pending::Choose { side, .. }) => *side,
            None => self.common.active,
        }
    }

    // ----- cards -------------------------------------------------------------------------------------------

    /// Draw one card from `side`'s pile; an empty pile takes the discards back and moves Time on.
    pub fn draw(&mut self, side: usize, dice: &mut GameDice, out: &mut Out) -> Option<u8> {
        if self.decks[side].pile.is_empty() {
            self.reshuffle(side, out);
            self.advance_time(side, out);
        }
        let pile: Vec<u32> = self.decks[side].pile.iter().map(|&c| u32::from(c)).collect();
        let k = dice.pick(&pile)?;
        Some(self.decks[side].pile.remove(k))
    }

    pub(super) fn reshuffle(&mut self, side: usize, out: &mut Out) {
        let d = &mut self.decks[side];
        if d.discard.is_empty() {
            return;
        }
        d.pile.append(&mut d.discard);
        d.pile.sort_unstable();
        ev(out, CcEvent::Reshuffled { side });
    }

    /// Draw up to the hand size.
    pub fn refill(&mut self, side: usize, dice: &mut GameDice, out: &mut Out) {
        let mut drawn = Vec::new();
        while self.hands[side].len() < usize::from(self.sides[side].hand_size) {
            match self.draw(side, dice, out) {
                Some(c) => {
                    self.hands[side].push(c);
                    drawn.push(c);
                }
                None => break,
            }
        }
        self.hands[side].sort_unstable();
        if !drawn.is_empty() {
            ev(out, CcEvent::Drew { side, count: drawn.len() as u8 });
            drawn.sort_unstable();
            out.push((Outcome::Rules(CcEvent::DrewCards { side, cards: drawn }.into()), Audience::Only(side)));
        }
    }

    /// Take a card out of `side`'s hand onto its discards.
    pub fn spend(&mut self, side: usize, card: u8) -> bool {
        let Ok(k) = self.hands[side].binary_search(&card) else { return false };
        self.hands[side].remove(k);
        self.decks[side].discard.push(card);
        true
    }

    /// Time moves one space: the defender gains a VP, both decks take their discards back, and the end or
    /// sudden death may come.
    pub fn advance_time(&mut self, by: usize, out: &mut Out) {
        if self.common.over.is_some() {
            return;
        }
        self.time = self.time.saturating_add(1);
        ev(out, CcEvent::TimeAdvanced { to: self.time });
        for s in 0..2 {
            if self.sides[s].posture == Posture::Defend {
                self.kills[s] += 1;
                ev(out, CcEvent::TimeVp { side: s });
            }
        }
        for s in 0..2 {
            self.reshuffle(s, out);
        }
        if let Some(&at) = self.smoke_order.first() {
            self.remove_smoke(at, out);
        }
        if self.waiting.iter().any(|(t, _)| *t <= self.time) {
            self.work.push(Step::Reinforce);
        }
        self.score(out);
        if self.time >= self.time_end {
            self.finish(EndReason::TimeUp, out);
        } else if self.time >= self.sudden_death {
            self.work.push(Step::Roll { side: by, purpose: Purpose::SuddenDeath });
        }
    }

    // ----- the work loop -----------------------------------------------------------------------------------

    /// Carry out the work queued, until it is done, a decision is needed or the game ends.
    pub fn run(&mut self, ctx: Ctx, dice: &mut GameDice, out: &mut Out) {
        loop {
            self.check_end(out);
            if self.common.over.is_some() {
                self.work.clear();
                self.pending = None;
                if let Some(r) = self.roll.take() {
                    self.decks[r.side].discard.push(r.card);
                }
                return;
            }
            if self.pending.is_some() {
                return;
            }
            let Some(step) = self.work.pop() else { return };
            match step {
                Step::Roll { side, purpose } => self.turn_card(side, purpose, dice, out),
                Step::Resolve => self.resolve(ctx, out),
                Step::AttackDone => self.attack_done(out),
                Step::DefenceWindow => {
                    // Concealment is the enemy's answer: not asked when the attack missed, nor for a barrage that
                    // fell on its caller's own units alone.
                    let asked = self.attack.as_ref().is_some_and(|a| {
                        a.total.is_some() && a.targets.iter().any(|t| self.piece(t).is_some_and(|p| p.side != a.side))
                    });
                    if asked {
                        self.pending = Some(Pending::Defence);
                    }
                }
                Step::Barrage { side, hexes, fp } => self.barrage_step(side, hexes, fp, out),
                Step::Reinforce => self.reinforce(ctx, out),
                Step::AmbushWindow { hexes } => {
                    let both = |g: &CcGame, at: Coord| {
                        (0..2).all(|s| g.pieces.iter().any(|p| p.at == at && p.side == s && p.is_unit()))
                    };
                    let hexes: Vec<Coord> = hexes.into_iter().filter(|&h| both(self, h)).collect();
                    if !hexes.is_empty() {
                        self.pending = Some(Pending::Ambush { hexes });
                    }
                }
                Step::OppWindow { movers, path } => self.open_opp_fire(ctx, movers, path),
                Step::Melee { at } => {
                    self.melee.clear();
                    let attacker = self.common.active;
                    self.work.push(Step::MeleeResult { at });
                    self.work.push(Step::Roll { side: attacker, purpose: Purpose::Melee { at } });
                    // The defender reveals first.
                    self.work.push(Step::Roll { side: 1 - attacker, purpose: Purpose::Melee { at } });
                }
                Step::MeleeResult { at } => self.melee_result(at, out),
                Step::EndOfTurn => self.end_of_turn(dice, out),
            }
        }
    }

    /// Turn a card for a roll; the Initiative holder may be asked before it counts.
    pub(super) fn turn_card(&mut self, side: usize, purpose: Purpose, dice: &mut GameDice, out: &mut Out) {
        if !self.roll_still_needed(&purpose) {
            return;
        }
        let Some(card) = self.draw(side, dice, out) else { return };
        if self.common.over.is_some() {
            self.decks[side].discard.push(card);
            return;
        }
        let c = self.card(side, card);
        let trigger = if purpose.triggers_count() { c.trigger } else { None };
        ev(
            out,
            CcEvent::Rolled { side, card, white: c.white, coloured: c.coloured, trigger, purpose: purpose.clone() },
        );
        self.roll = Some(Roll { side, card, purpose });
        self.work.push(Step::Resolve);
        if self.ask[self.initiative] {
            self.pending = Some(Pending::Initiative);
        }
    }

    /// A roll for a unit is not drawn once the unit is gone, nor a defence roll for a target that left the hex
    /// fired at (a fire drove it out).
    pub(super) fn roll_still_needed(&self, purpose: &Purpose) -> bool {
        match purpose {
            Purpose::Defence { unit } => match (self.piece(unit), &self.attack) {
                (Some(p), Some(a)) => !a.missed && (a.opportunity || p.at == a.at || a.spray.contains(&p.at)),
                _ => false,
            },
            Purpose::Attack => self.attack.as_ref().is_none_or(|a| !a.missed),
            Purpose::Recover { unit } | Purpose::Rout { unit } => self.piece(unit).is_some_and(CcPiece::broken),
            Purpose::Repair { weapon } => self.piece(weapon).is_some_and(CcPiece::broken),
            _ => true,
        }
    }

    /// The Initiative holder cancels the roll: the card is discarded unread, the card passes, and the same side
    /// draws again.
    pub fn reroll(&mut self, out: &mut Out) -> bool {
        let Some(r) = self.roll.take() else { return false };
        if self.work.last() == Some(&Step::Resolve) {
            self.work.pop();
        }
        self.decks[r.side].discard.push(r.card);
        let by = self.initiative;
        ev(out, CcEvent::Cancelled { by, card: r.card });
        self.initiative = 1 - by;
        ev(out, CcEvent::InitiativeTo { side: self.initiative });
        self.pending = None;
        self.work.push(Step::Roll { side: r.side, purpose: r.purpose });
        true
    }

    /// Apply the roll drawn: its total, then its trigger.
    pub(super) fn resolve(&mut self, ctx: Ctx, out: &mut Out) {
        let Some(r) = self.roll.take() else { return };
        self.decks[r.side].discard.push(r.card);
        let c = self.card(r.side, r.card);
        let total = i32::from(c.total());
        match &r.purpose {
            Purpose::Attack => {
                if let Some(a) = &mut self.attack {
                    let t = a.fp + total;
                    a.total = Some(t);
                    if c.trigger == Some(Trigger::Jammed) {
                        a.jammed = true;
                    }
                    if a.sustained && c.doubles() {
                        a.overheated = true;
                    }
                    ev(out, CcEvent::AttackTotal { total: t });
                }
            }
            Purpose::Targeting => {
                if let Some(a) = &mut self.attack {
                    let product = c.white * c.coloured;
                    let need = a.need.unwrap_or(0);
                    let hit = i32::from(product) > need;
                    a.missed = !hit;
                    // The targeting card belongs to the attack: Jammed! on it breaks the weapon.
                    if c.trigger == Some(Trigger::Jammed) {
                        a.jammed = true;
                    }
                    let weapon = a.group.first().cloned().unwrap_or_default();
                    ev(out, CcEvent::Targeting { weapon, product, need, hit });
                }
            }
            Purpose::Accuracy { at, hindrance } => self.accuracy(ctx, r.side, c, *at, *hindrance, out),
            Purpose::Defence { unit } => self.defend(ctx, unit, total, out),
            Purpose::Melee { at } => {
                let mut t = self.melee_fp(r.side, *at) + total;
                if r.side != self.common.active && self.ambush.contains(at) {
                    let value = i32::from(PROPOSED.action_bonus);
                    ev(out, CcEvent::Bonus { action: ActionHalf::Ambush, value });
                    t += value;
                }
                if r.side == self.common.active && self.no_quarter.contains(at) {
                    let value = i32::from(PROPOSED.action_bonus);
                    ev(out, CcEvent::Bonus { action: ActionHalf::NoQuarter, value });
                    t += value;
                }
                self.melee.push((r.side, t));
                ev(out, CcEvent::MeleeTotal { at: *at, side: r.side, total: t });
            }
            Purpose::Recover { unit } => {
                if let Some(i) = self.idx(unit) {
                    if total <= self.morale(&self.pieces[i]) {
                        self.rally(i, out);
                    } else {
                        ev(out, CcEvent::NoEffect { unit: unit.clone() });
                    }
                }
            }
            Purpose::Repair { weapon } => {
                if let Some(w) = self.idx(weapon) {
                    let carrier = self.pieces[w].carrier.as_deref().and_then(|c| self.piece(c));
                    if carrier.is_some_and(|c| total <= self.morale(c)) {
                        self.pieces[w].markers.retain(|m| *m != UnitMarker::Broken);
                        ev(out, CcEvent::WeaponRepaired { weapon: weapon.clone() });
                    } else {
                        ev(out, CcEvent::NoEffect { unit: weapon.clone() });
                    }
                }
            }
            Purpose::Rout { unit } => self.rout(ctx, unit, total, out),
            Purpose::SuddenDeath => {
                let ends = total < i32::from(self.time);
                ev(out, CcEvent::SuddenDeath { total: total as u8, space: self.time, ends });
                if ends {
                    self.finish(EndReason::SuddenDeath, out);
                }
            }
            Purpose::SniperHex => self.snipe(r.side, c, out),
            Purpose::EventCard => self.event(ctx, r.side, c.event, out),
            Purpose::BlazeHex => {
                self.blaze(ctx, self.card_hex(c), out);
            }
            Purpose::EventHex { event } => self.event_hex(ctx, r.side, *event, c, out),
        }
        if !r.purpose.triggers_count() {
            return;
        }
        match c.trigger {
            Some(Trigger::Time) => self.advance_time(r.side, out),
            Some(Trigger::Sniper) => self.work.push(Step::Roll { side: r.side, purpose: Purpose::SniperHex }),
            Some(Trigger::Event) => self.work.push(Step::Roll { side: r.side, purpose: Purpose::EventCard }),
            // Jammed! counts only on an attack card (above).
            Some(Trigger::Jammed) | None => {}
        }
    }

    // ----- melee, recover, rout ----------------------------------------------------------------------------

    /// A side's melee strength in a hex: each unit's firepower (broken side when broken), +1 for a boxed FP;
    /// weapons add nothing, and Command does not count.
    pub fn melee_fp(&self, side: usize, at: Coord) -> i32 {
        self.pieces
            .iter()
            .filter(|p| p.side == side && p.at == at && p.is_unit())
            .map(|p| p.base_fp() + i32::from(p.st.fp_boxed && !p.broken()))
            .sum()
    }

    pub(super) fn melee_result(&mut self, at: Coord, out: &mut Out) {
        let total = |s: usize| self.melee.iter().find(|(x, _)| *x == s).map_or(0, |(_, t)| *t);
        let (t0, t1) = (total(0), total(1));
        // A defender in a pillbox or bunker wins a tie (reference §3.8); the defender is the side not in play.
        let strongpoint = matches!(
            self.fort_at(at),
            Some(crate::rules::terrain::Fortification::Pillbox | crate::rules::terrain::Fortification::Bunker)
        );
        let losers: Vec<usize> = if t0 > t1 {
            vec![1]
        } else if t1 > t0 {
            vec![0]
        } else if strongpoint {
            vec![self.common.active.min(1)]
        } else {
            vec![0, 1]
        };
        for s in losers {
            while let Some(i) = self.pieces.iter().position(|p| p.at == at && p.side == s && p.is_unit()) {
                self.eliminate(i, out);
            }
        }
        self.melee.clear();
        self.ambush.retain(|h| *h != at);
        self.no_quarter.retain(|h| *h != at);
    }

    pub(super) fn rout(&mut self, ctx: Ctx, unit: &str, roll: i32, out: &mut Out) {
        let Some(i) = self.idx(unit) else { return };
        let hexes = roll - self.morale(&self.pieces[i]);
        if hexes <= 0 {
            ev(out, CcEvent::NoEffect { unit: unit.to_string() });
            return;
        }
        let side = self.pieces[i].side;
        let start = self.pieces[i].at;
        let o = ctx.map.orientation;
        let enemy_near =
            |g: &CcGame, c: Coord| g.pieces.iter().any(|e| e.side != side && e.is_unit() && e.at.distance(c, o) <= 1);
        let mut path = Vec::new();
        let mut at = start;
        for _ in 0..hexes {
            let d = self.edge_distance(side, at);
            let next = ctx
                .map
                .neighbors(at)
                .filter(|&n| self.edge_distance(side, n) < d)
                .filter(|&n| crate::rules::movement::step_allows(ctx.setup.ruleset, ctx.map, at, n).is_ok())
                .filter(|&n| !enemy_near(self, n))
                // Straight for home: nearest the edge, then nearest the line it started on.
                .min_by_key(|&n| (self.edge_distance(side, n), self.off_line(side, start, n), n));
            match next {
                Some(n) => {
                    path.push(n);
                    at = n;
                }
                None => break,
            }
        }
        if path.is_empty() {
            if enemy_near(self, start) {
                ev(out, CcEvent::Routed { unit: unit.to_string(), hexes: 0 });
                self.eliminate(i, out);
            } else {
                ev(out, CcEvent::NoEffect { unit: unit.to_string() });
            }
            return;
        }
        ev(out, CcEvent::Routed { unit: unit.to_string(), hexes: path.len() as u8 });
        self.relocate(i, at, path, out);
    }

    /// How far hex `n` has drifted sideways from a run towards `side`'s home edge that began at `start`.
    pub(super) fn off_line(&self, side: usize, start: Coord, n: Coord) -> i32 {
        match self.sides[side].home {
            crate::rules::setup::Edge::North | crate::rules::setup::Edge::South => (n.0 - start.0).abs(),
            crate::rules::setup::Edge::East | crate::rules::setup::Edge::West => (n.1 - start.1).abs(),
        }
    }

    /// Move piece `i` (and the weapon it carries) to `to` along `path`.
    pub fn relocate(&mut self, i: usize, to: Coord, path: Vec<Coord>, out: &mut Out) {
        let from = self.pieces[i].at;
        let id = self.pieces[i].id.clone();
        self.pieces[i].at = to;
        out.push((Outcome::Moved { unit: id.clone(), from, to, path: path.clone() }, Audience::All));
        if let Some(w) = self.weapon_of(&id) {
            self.pieces[w].at = to;
            out.push((Outcome::Moved { unit: self.pieces[w].id.clone(), from, to, path }, Audience::All));
        }
    }

    pub(super) fn snipe(&mut self, side: usize, c: &data::Card, out: &mut Out) {
        let hex = self.card_hex(c);
        // The sniper hits an enemy unit in or next to the hex; the side that turned the card chooses which.
        let o = self.orientation;
        let candidates: Vec<String> = self
            .pieces
            .iter()
            .filter(|p| p.side != side && p.is_unit() && p.at.distance(hex, o) <= 1)
            .map(|p| p.id.clone())
            .collect();
        if candidates.is_empty() {
            ev(out, CcEvent::SniperMissed { at: hex });
            return;
        }
        self.sniper_hex = Some(hex);
        self.choose(side, Choice::Sniper, candidates, None, out);
    }

    /// `side` chooses the unit a card acts on: at once when only one qualifies (or the game takes the first by
    /// id for it), otherwise through a prompt.
    pub fn choose(&mut self, side: usize, why: Choice, candidates: Vec<String>, ctx: Option<Ctx>, out: &mut Out) {
        if candidates.len() == 1 || self.auto_choices {
            self.chosen(why, &candidates[0], ctx, out);
        } else {
            self.pending = Some(Pending::Choose { side, why, candidates });
        }
    }

    /// Apply a card's effect to the unit chosen.
    pub fn chosen(&mut self, why: Choice, unit: &str, ctx: Option<Ctx>, out: &mut Out) {
        let Some(i) = self.idx(unit) else { return };
        match why {
            Choice::Sniper => {
                let at = self.sniper_hex.take().unwrap_or(self.pieces[i].at);
                ev(out, CcEvent::Sniped { unit: unit.to_string(), at });
                if self.pieces[i].broken() {
                    self.eliminate(i, out);
                } else {
                    self.break_unit(i, out);
                }
            }
            Choice::Deploy => {
                if let Some(ctx) = ctx {
                    self.deploy(ctx, i, out);
                }
            }
            Choice::Harden => {
                self.pieces[i].markers.push(UnitMarker::Veteran);
                ev(out, CcEvent::Veteran { unit: unit.to_string() });
            }
            Choice::Hero => {
                if let Some(ctx) = ctx {
                    self.hero_arrives(ctx, i, out);
                }
            }
            Choice::Medic => {
                self.rally(i, out);
            }
            Choice::AirSupport => self.air_strike(i, out),
        }
    }

    // ----- the end of a turn and of the game ---------------------------------------------------------------

    /// The first hex (by side, then hex) where a side has more than 7 figures.
    pub fn overstacked(&self) -> Option<(usize, Coord, u8)> {
        let mut hexes: Vec<(usize, Coord)> = self.pieces.iter().map(|p| (p.side, p.at)).collect();
        hexes.sort_unstable();
        hexes.dedup();
        hexes.into_iter().map(|(s, at)| (s, at, self.figures(s, at))).find(|(_, _, f)| *f > 7)
    }

    pub(super) fn end_of_turn(&mut self, dice: &mut GameDice, out: &mut Out) {
        if let Some((side, at, figures)) = self.overstacked() {
            ev(out, CcEvent::Overstacked { side, at, figures });
            self.work.push(Step::EndOfTurn);
            self.pending = Some(Pending::Overstack { side, at, deployed: false });
            return;
        }
        for p in &mut self.pieces {
            p.activated = false;
            p.ordered = false;
            p.fired = false;
            p.moving = false;
            p.mp_left = 0;
        }
        let active = self.common.active;
        self.refill(active, dice, out);
        self.turn = Turn::default();
        self.common.pass_turn(out);
        // A barrage stays marked through the enemy's turn and lifts when its caller's next turn begins.
        if self.barrage.is_some_and(|(s, _)| s == self.common.active) {
            self.lift_barrage(out);
        }
    }

    /// The objectives held and the VP from eliminations and time.
    pub fn score(&mut self, out: &mut Out) {
        let pieces = &self.pieces;
        let kills = self.kills.to_vec();
        self.common.score(|c| holder_of(pieces, c), &kills, out);
    }

    /// The game ends on VP: secret objectives are shown first; a tie goes to the Initiative holder.
    pub fn finish(&mut self, reason: EndReason, out: &mut Out) {
        if self.common.over.is_some() {
            return;
        }
        self.common.reveal_all(out);
        self.score(out);
        let (a, b) = (self.common.scores[0], self.common.scores[1]);
        let winner = if a > b {
            0
        } else if b > a {
            1
        } else {
            self.initiative
        };
        self.common.end(Some(winner), reason, out);
    }

    /// Surrender and elimination end the game at once.
    pub fn check_end(&mut self, out: &mut Out) {
        if self.common.over.is_some() {
            return;
        }
        // Run before every step of the work loop: no allocation.
        let gave_up = |s: usize| self.sides[s].surrender.is_some_and(|n| self.lost[s] >= n);
        let winner = match (gave_up(0), gave_up(1)) {
            (false, false) => None,
            (true, false) => Some(1),
            (false, true) => Some(0),
            (true, true) => Some(self.initiative),
        };
        if let Some(w) = winner {
            for s in (0..2).filter(|&s| gave_up(s)) {
                ev(out, CcEvent::Surrendered { side: s });
            }
            self.score(out);
            self.common.end(Some(w), EndReason::Surrender, out);
            return;
        }
        let alive = |s: usize| {
            // A reinforcement counts once it can still come before the track ends.
            let coming = self.waiting.iter().filter(|(t, _)| *t <= self.time_end).map(|(_, p)| p);
            self.pieces.iter().chain(coming).any(|p| p.side == s && p.is_unit())
        };
        match (alive(0), alive(1)) {
            (true, true) => {}
            (false, true) => self.common.end(Some(1), EndReason::Eliminated, out),
            (true, false) => self.common.end(Some(0), EndReason::Eliminated, out),
            (false, false) => {
                let w = self.initiative;
                self.common.end(Some(w), EndReason::Eliminated, out)
            }
        }
    }

    /// Reinforcements whose Time has come enter at their hex, or where it holds an enemy or a fire or has no room
    /// for them (7 figures a side), at the nearest hex with none of these that can be stood on (the nearest first,
    /// then in map order); with no such hex they wait for the next Time. Each weapon follows its carrier.
    pub(super) fn reinforce(&mut self, ctx: Ctx, out: &mut Out) {
        let (due, later): (Vec<_>, Vec<_>) =
            std::mem::take(&mut self.waiting).into_iter().partition(|(t, _)| *t <= self.time);
        self.waiting = later;
        let o = ctx.map.orientation;
        let (weapons, units): (Vec<_>, Vec<_>) = due.into_iter().partition(|(_, p)| p.is_weapon());
        for (t, mut p) in units {
            let free = |g: &CcGame, c: Coord| g.may_arrive(ctx, p.side, c, p.figures());
            let at = if free(self, p.at) {
                p.at
            } else {
                let mut all: Vec<Coord> = ctx.map.all_coords().filter(|&c| free(self, c)).collect();
                all.sort_by_key(|&c| (c.distance(p.at, o), c));
                match all.first() {
                    Some(&c) => c,
                    None => {
                        self.waiting.push((t, p));
                        continue;
                    }
                }
            };
            p.at = at;
            let id = p.id.clone();
            let unit = p.is_unit();
            self.insert_piece(p);
            if unit {
                ev(out, CcEvent::Arrived { unit: id, at });
            }
        }
        for (t, mut w) in weapons {
            match w.carrier.as_deref().and_then(|c| self.piece(c)).map(|c| c.at) {
                Some(at) => {
                    w.at = at;
                    self.insert_piece(w);
                }
                None => self.waiting.push((t, w)),
            }
        }
        self.score(out);
    }

    /// Units `side` may activate with the order in play.
    pub fn activation(&self, ctx: Ctx, unit: &str) -> Vec<usize> {
        let Some(i) = self.idx(unit) else { return Vec::new() };
        let p = &self.pieces[i];
        let mut out = vec![i];
        let o = ctx.map.orientation;
        if p.command() > 0 {
            for (k, q) in self.pieces.iter().enumerate() {
                if k != i
                    && q.side == p.side
                    && !q.activated
                    && !q.is_weapon()
                    && q.at.distance(p.at, o) <= u32::from(p.command())
                {
                    out.push(k);
                }
            }
        }
        // Carried weapons are activated with their carriers.
        let carriers: Vec<String> = out.iter().map(|&k| self.pieces[k].id.clone()).collect();
        for c in carriers {
            if let Some(w) = self.weapon_of(&c) {
                out.push(w);
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Is the order half one a card may be played for?
    pub fn playable(half: OrderHalf) -> bool {
        matches!(half, OrderHalf::Fire | OrderHalf::Move | OrderHalf::Advance | OrderHalf::Recover | OrderHalf::Rout)
    }
}
