//! The 9th Age's deployment phase in the seed's order: special deployment declared (the zone's chooser first), who places first, alternating drops inside the zones (all characters in one drop), the first-or-second-turn declaration and Strategic Initiative, Scouts, Vanguard moves and the first-turn roll.

use super::data::{self, Special};
use super::orders::{NaEvent, NaOrder, NaRefusal as R};
use super::state::*;
use crate::rules::dice::GameDice;
use crate::rules::engine::{Audience, Ctx, Outcome, RejectReason};
use crate::rules::hex::{Coord, Dir};
use crate::rules::terrain::Terrain;

pub fn ev(e: NaEvent) -> (Outcome, Audience) {
    (Outcome::Rules(e.into()), Audience::All)
}

/// 2D6, both dice kept for the log.
pub fn two_d6(dice: &mut GameDice) -> Vec<u8> {
    vec![dice.die(6), dice.die(6)]
}

impl NaGame {
    /// Units of `side` that may still declare their special deployment.
    pub fn may_declare(&self, side: usize) -> Vec<usize> {
        (0..self.pieces.len())
            .filter(|&i| {
                let p = &self.pieces[i];
                p.side == side && p.pr.special != Special::None && !p.special
            })
            .collect()
    }

    /// Can a unit stand on `c` at all (on the map, passable ground, no unit there)?
    pub fn free(&self, ctx: Ctx, c: Coord) -> bool {
        ctx.map.contains(c)
            && ctx.map.terrain(c).is_some_and(|t| (ctx.setup.ruleset.params().terrain)(t).move_cost.is_some())
            && self.unit_at(c).is_none()
    }

    /// The facing a unit takes when placed: toward the enemy's side of the field, the straightest way there.
    pub fn default_facing(&self, side: usize, at: Coord) -> Dir {
        let o = self.orientation;
        let mid = self.size.0 / 2;
        Dir::all(o)
            .into_iter()
            .max_by_key(|d| {
                let n = at.neighbor(*d, o).unwrap_or(at);
                (self.from_home(side, n), -(n.col() - mid).abs(), -(d.index(o).unwrap_or(0) as i32))
            })
            .unwrap_or(Dir::N)
    }

    /// Why `unit` may not go down on `at` now (in its zone for a drop; in it or far enough from the enemy for
    /// Scouts).
    pub fn placement(&self, ctx: Ctx, i: usize, at: Coord) -> Result<(), R> {
        let p = &self.pieces[i];
        if !self.free(ctx, at) {
            return Err(R::Occupied { at });
        }
        let in_zone = self.zones[p.side].contains(&at);
        if matches!(self.stage, Stage::Scouts { .. }) && !in_zone {
            let cover = matches!(
                ctx.map.terrain(at),
                Some(Terrain::Field | Terrain::Forest | Terrain::Rubble | Terrain::Water)
            );
            let keep = if cover { data::SCOUT_KEEP_COVER } else { data::SCOUT_KEEP };
            if self.nearest_enemy(p.side, at, |_| true) < keep {
                return Err(R::ScoutTooClose { unit: p.id.clone(), at, keep });
            }
            return Ok(());
        }
        if !in_zone {
            return Err(R::OutsideZone { at });
        }
        Ok(())
    }

    /// The hexes the picked unit may go down on.
    pub fn placements(&self, ctx: Ctx) -> Vec<Coord> {
        let Some(i) = self.deploy.next else { return Vec::new() };
        let mut out: Vec<Coord> = Vec::new();
        if matches!(self.stage, Stage::Scouts { .. }) {
            for c in 0..self.size.0 {
                for r in 0..self.size.1 {
                    let at = Coord(c, r);
                    if self.placement(ctx, i, at).is_ok() {
                        out.push(at);
                    }
                }
            }
        } else {
            out.extend(
                self.zones[self.pieces[i].side].iter().copied().filter(|&at| self.placement(ctx, i, at).is_ok()),
            );
            out.sort();
            out.dedup();
        }
        out
    }

    /// Units the side may pick in this step.
    pub fn pickable(&self, side: usize) -> Vec<usize> {
        match self.stage {
            Stage::Drop { side: s, .. } if s == side => self.to_place(side),
            Stage::Scouts { side: s } if s == side => (0..self.pieces.len())
                .filter(|&i| {
                    let p = &self.pieces[i];
                    p.side == side && p.at.is_none() && p.scouts() && !p.dead
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Vanguard units of `side` that have not made their move.
    pub fn vanguards(&self, side: usize) -> Vec<usize> {
        (0..self.pieces.len())
            .filter(|&i| {
                let p = &self.pieces[i];
                p.side == side && p.vanguard() && p.placed() && !p.scouted
            })
            .collect()
    }

    pub fn apply_deploy(
        &mut self,
        ctx: Ctx,
        side: usize,
        order: &NaOrder,
        dice: &mut GameDice,
        out: &mut Out,
    ) -> Result<(), RejectReason> {
        let not_now = || -> RejectReason { R::NotNow.into() };
        match (self.stage, order) {
            (Stage::Zones { side: s }, NaOrder::Zone { edge }) if s == side => {
                let Some(k) = (0..2).find(|&k| self.homes[k] == *edge) else { return Err(not_now()) };
                if k != side {
                    // The winner took the zone the scenario drew for the other side: the sides trade zones and
                    // home edges.
                    self.zones.swap(0, 1);
                    self.homes.swap(0, 1);
                }
                let rolls = self.deploy.zone_rolls.unwrap_or([0, 0]);
                out.push(ev(NaEvent::ZoneChosen { side, rolls, edge: *edge }));
                self.stage = Stage::Declare { side };
            }
            (Stage::Declare { .. }, NaOrder::Special { unit }) => {
                let i = self.idx(unit).ok_or_else(|| RejectReason::UnknownUnit { unit: unit.clone() })?;
                if !self.may_declare(side).contains(&i) {
                    return Err(R::NoSpecial { unit: unit.clone() }.into());
                }
                self.pieces[i].special = true;
                out.push(ev(NaEvent::Special { unit: unit.clone() }));
            }
            (Stage::Declare { .. }, NaOrder::Declared) => self.declared(side, out),
            (Stage::WhoDeploys, NaOrder::DeployFirst { side: first }) => {
                if *first > 1 {
                    return Err(RejectReason::NoSuchSide { side: *first });
                }
                out.push(ev(NaEvent::DeploysFirst { side: *first, by: side }));
                self.open_drop(*first, out);
            }
            (Stage::Drop { .. } | Stage::Scouts { .. }, NaOrder::Select { unit }) => {
                let i = self.idx(unit).ok_or_else(|| RejectReason::UnknownUnit { unit: unit.clone() })?;
                if self.pieces[i].side != side {
                    return Err(RejectReason::NotYourUnit { unit: unit.clone() });
                }
                if self.pieces[i].at.is_some() {
                    return Err(R::AlreadyPlaced { unit: unit.clone() }.into());
                }
                if !self.pickable(side).contains(&i) {
                    return Err(R::ScoutsLater { unit: unit.clone() }.into());
                }
                self.deploy.next = Some(i);
            }
            (Stage::Drop { .. } | Stage::Scouts { .. }, NaOrder::Place { at }) => {
                let i = self.deploy.next.ok_or(R::NothingPicked)?;
                self.placement(ctx, i, *at)?;
                let facing = self.default_facing(side, *at);
                let p = &mut self.pieces[i];
                p.at = Some(*at);
                p.facing = facing;
                let character = p.character();
                if matches!(self.stage, Stage::Scouts { .. }) && !self.zones[side].contains(at) {
                    self.pieces[i].scouted = true;
                }
                out.push(ev(NaEvent::Placed { unit: self.pieces[i].id.clone(), at: *at, facing }));
                // Strategic Initiative: what the side still placed after the other declared (characters as one).
                if self.deploy.finished.is_some_and(|f| f != side)
                    && matches!(self.stage, Stage::Drop { .. })
                    && (!character || !self.deploy.characters[side])
                {
                    self.deploy.initiative += 1;
                }
                if character {
                    self.deploy.characters[side] = true;
                }
                self.deploy.next = None;
                self.deploy_units_push(i);
                if let Stage::Drop { side, placed } = self.stage {
                    self.stage = Stage::Drop { side, placed: placed + 1 };
                }
            }
            (Stage::Drop { side: s, placed }, NaOrder::EndDrop) => {
                // A side with nothing left to place (its Scouts aside) ends an empty drop.
                if placed == 0 && !self.to_place(s).is_empty() {
                    return Err(R::EmptyDrop.into());
                }
                if let Some(left) = self.characters_left(s) {
                    return Err(R::CharactersTogether { left }.into());
                }
                out.push(ev(NaEvent::DropEnded { side: s, units: placed }));
                self.after_drop(s, dice, out);
            }
            (Stage::Scouts { side: s }, NaOrder::EndDrop) => {
                if !self.pickable(s).is_empty() {
                    let left = self.pieces[self.pickable(s)[0]].id.clone();
                    return Err(R::CharactersTogether { left }.into());
                }
                self.next_scouts(s, dice, out);
            }
            (Stage::Drop { .. } | Stage::Scouts { .. } | Stage::Vanguard { .. }, NaOrder::Face { unit, facing }) => {
                let i = self.idx(unit).ok_or_else(|| RejectReason::UnknownUnit { unit: unit.clone() })?;
                if self.pieces[i].side != side || !self.drop_units.contains(&i) || !facing.is_valid(self.orientation) {
                    return Err(R::NotInDrop { unit: unit.clone() }.into());
                }
                if self.pieces[i].facing == *facing {
                    return Err(R::NotInDrop { unit: unit.clone() }.into());
                }
                self.pieces[i].facing = *facing;
                out.push(ev(NaEvent::Turned { unit: unit.clone(), facing: *facing }));
            }
            (Stage::TurnChoice { side: s }, NaOrder::TakeTurn { first }) => {
                self.deploy.wants_first = *first;
                out.push(ev(NaEvent::TurnDeclared { side: s, first: *first }));
                let other = 1 - s;
                if self.to_place(other).is_empty() {
                    self.rest_done(dice, out);
                } else {
                    self.open_drop(other, out);
                }
            }
            (Stage::Vanguard { side: s }, NaOrder::Move { unit, to }) => {
                let i = self.idx(unit).ok_or_else(|| RejectReason::UnknownUnit { unit: unit.clone() })?;
                if !self.vanguards(s).contains(&i) {
                    return Err(R::NoSpecial { unit: unit.clone() }.into());
                }
                let reach = self.reach_any(ctx, i, data::VANGUARD_MOVE);
                let path = reach.get(to).cloned().ok_or_else(|| R::Unreachable { unit: unit.clone(), to: *to })?;
                self.vanguard_end(i, *to)?;
                let from = self.pieces[i].at.unwrap_or(*to);
                self.pieces[i].at = Some(*to);
                self.pieces[i].scouted = true;
                self.deploy_units_push(i);
                out.push((Outcome::Moved { unit: unit.clone(), from, to: *to, path: path.1 }, Audience::All));
            }
            (Stage::Vanguard { side: s }, NaOrder::EndVanguard) => self.next_vanguard(s, dice, out),
            (Stage::FirstTurn { side: s }, NaOrder::TakeTurn { first }) => {
                let plays = if *first { s } else { 1 - s };
                self.start_battle(ctx, plays, dice, out);
            }
            _ => return Err(not_now()),
        }
        Ok(())
    }

    fn deploy_units_push(&mut self, i: usize) {
        if !self.drop_units.contains(&i) {
            self.drop_units.push(i);
        }
    }

    /// A character of `side` still to place when some already went down in this drop.
    fn characters_left(&self, side: usize) -> Option<String> {
        let placed_now = self.drop_units.iter().any(|&i| self.pieces[i].character());
        if !placed_now {
            return None;
        }
        self.to_place(side).into_iter().find(|&i| self.pieces[i].character()).map(|i| self.pieces[i].id.clone())
    }

    /// Why a Vanguard move may not end on `to`.
    pub fn vanguard_end(&self, i: usize, to: Coord) -> Result<(), R> {
        let p = &self.pieces[i];
        let far = self.nearest_enemy(p.side, to, |q| !q.scouted);
        let near_special = self.nearest_enemy(p.side, to, |q| q.scouted);
        if far < data::VANGUARD_KEEP {
            return Err(R::TooCloseToEnemy { unit: p.id.clone(), to, keep: data::VANGUARD_KEEP });
        }
        if near_special < data::VANGUARD_KEEP_SPECIAL {
            return Err(R::TooCloseToEnemy { unit: p.id.clone(), to, keep: data::VANGUARD_KEEP_SPECIAL });
        }
        Ok(())
    }

    /// A side is done declaring: the other declares, then the zone's other side says who places first.
    pub fn declared(&mut self, side: usize, out: &mut Out) {
        out.push(ev(NaEvent::DeclarationsDone { side }));
        if side == self.deploy.chooser {
            self.stage = Stage::Declare { side: 1 - side };
        } else {
            self.stage = Stage::WhoDeploys;
        }
    }

    fn open_drop(&mut self, side: usize, out: &mut Out) {
        let _ = out;
        self.drop_units.clear();
        self.deploy.next = None;
        self.stage = Stage::Drop { side, placed: 0 };
    }

    fn after_drop(&mut self, side: usize, dice: &mut GameDice, out: &mut Out) {
        let other = 1 - side;
        match self.deploy.finished {
            None if self.to_place(side).is_empty() => {
                self.deploy.finished = Some(side);
                self.drop_units.clear();
                self.stage = Stage::TurnChoice { side };
            }
            None if !self.to_place(other).is_empty() => self.open_drop(other, out),
            None => self.open_drop(side, out),
            Some(_) if self.to_place(side).is_empty() => self.rest_done(dice, out),
            Some(_) => self.open_drop(side, out),
        }
    }

    /// Everything but the Scouts is down: Strategic Initiative, then the Scouts.
    fn rest_done(&mut self, dice: &mut GameDice, out: &mut Out) {
        let f = self.deploy.finished.unwrap_or(0);
        out.push(ev(NaEvent::StrategicInitiative { side: 1 - f, units: self.deploy.initiative }));
        self.drop_units.clear();
        self.stage = Stage::Scouts { side: f };
        if self.pickable(f).is_empty() {
            self.next_scouts(f, dice, out);
        }
    }

    /// Scouts go down side by side: the side that finished deploying first, then the other (PROPOSAL).
    fn next_scouts(&mut self, side: usize, dice: &mut GameDice, out: &mut Out) {
        let f = self.deploy.finished.unwrap_or(0);
        self.drop_units.clear();
        self.deploy.next = None;
        if side == f && !self.pickable_scouts(1 - f).is_empty() {
            self.stage = Stage::Scouts { side: 1 - f };
            return;
        }
        self.stage = Stage::Vanguard { side: f };
        if self.vanguards(f).is_empty() {
            self.next_vanguard(f, dice, out);
        }
    }

    fn pickable_scouts(&self, side: usize) -> Vec<usize> {
        (0..self.pieces.len())
            .filter(|&i| {
                let p = &self.pieces[i];
                p.side == side && p.at.is_none() && p.scouts() && !p.dead
            })
            .collect()
    }

    /// Vanguard moves side by side in the same order; then the first-turn roll.
    fn next_vanguard(&mut self, side: usize, dice: &mut GameDice, out: &mut Out) {
        let f = self.deploy.finished.unwrap_or(0);
        self.drop_units.clear();
        if side == f && !self.vanguards(1 - f).is_empty() {
            self.stage = Stage::Vanguard { side: 1 - f };
            return;
        }
        self.first_turn_roll(dice, out);
    }

    /// Both roll a die; the side that finished deploying first adds the Strategic Initiative and keeps its
    /// declaration only when strictly higher. Otherwise the other side chooses.
    fn first_turn_roll(&mut self, dice: &mut GameDice, out: &mut Out) {
        let f = self.deploy.finished.unwrap_or(0);
        let rolls = [dice.die(6), dice.die(6)];
        let bonus = self.deploy.initiative;
        let mine = u32::from(rolls[f]) + bonus;
        let theirs = u32::from(rolls[1 - f]);
        let kept = mine > theirs;
        self.deploy.rolls = Some(rolls);
        let roll = Roll {
            what: RollKind::FirstTurn,
            dice: rolls.to_vec(),
            total: mine as i32,
            need: theirs as i32 + 1,
            success: kept,
        };
        self.record("first-turn", roll);
        out.push(ev(NaEvent::FirstTurnRoll { rolls, bonus, side: f, kept }));
        if kept {
            let plays = if self.deploy.wants_first { f } else { 1 - f };
            self.pending_start = Some(plays);
        } else {
            self.stage = Stage::FirstTurn { side: 1 - f };
        }
    }
}
