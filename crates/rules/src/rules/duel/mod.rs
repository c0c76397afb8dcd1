//! Duel: a two-unit test ruleset, the worked example of a ruleset written against the contract. Each side secretly rolls a guard die at the start; on its turn a side strikes (a d6 that beats the enemy's guard fells him, a miss lowers that guard by one) or passes. The guard is hidden from the other side until the blow that beats it.

use crate::rules::dice::GameDice;
use crate::rules::engine::{
    Audience, Common, Ctx, Engine, Outcome, PieceRef, PieceState, RejectReason, Shape, UnitView, check_pieces,
};
use crate::rules::los::{ElevationRule, GrazeRule, LosRules, UnitsBlock};
use crate::rules::ruleset::{Params, UnitClass, UnitType, u};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The test ruleset's one piece.
pub static DUEL: &[UnitType] = &[u("duelist", "Duellist", UnitClass::Other, false, 1, 1)];

/// Duel's parameters.
pub static PARAMS: Params = Params::proposed(
    "Duel (test ruleset)",
    DUEL,
    LosRules {
        units_block: UnitsBlock::All,
        graze: GrazeRule::BothSides,
        elevation: ElevationRule::HigherThanBoth,
        overlook: false,
    },
    false,
);

/// A Duel order.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DuelOrder {
    /// Strike at the enemy: roll a d6 against his guard.
    Strike,
    /// Let the turn pass.
    Pass,
}

impl fmt::Display for DuelOrder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DuelOrder::Strike => f.write_str("strike"),
            DuelOrder::Pass => f.write_str("pass"),
        }
    }
}

/// What happened in a duel.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DuelEvent {
    /// A side rolled for its blow (public).
    Rolled { side: usize, roll: u8 },
    /// The blow beat the guard: the guard is shown now, and the defender falls.
    Felled { side: usize, guard: u8 },
    /// The blow did not beat the guard; the guard drops by one (its value stays hidden).
    Parried { side: usize },
    /// Told to the owner only: his guard now.
    Guard { side: usize, guard: u8 },
}

/// Why Duel refuses a strike.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DuelRefusal {
    /// The side's duellist has fallen.
    NobodyToStrikeWith { side: usize },
    /// The enemy has already fallen.
    NobodyToStrikeAt,
}

impl fmt::Display for DuelRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DuelRefusal::NobodyToStrikeWith { side } => write!(f, "side {side} has nobody left to strike with"),
            DuelRefusal::NobodyToStrikeAt => f.write_str("there is nobody left to strike at"),
        }
    }
}

impl fmt::Display for DuelEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DuelEvent::Rolled { side, roll } => write!(f, "side {side} strikes and rolls {roll}"),
            DuelEvent::Felled { side, guard } => write!(f, "side {side} falls (guard {guard} beaten)"),
            DuelEvent::Parried { side } => write!(f, "side {side} parries; the guard weakens"),
            DuelEvent::Guard { side, guard } => write!(f, "side {side}'s guard is now {guard}"),
        }
    }
}

/// What one side knows of a duel: its own guard, never the enemy's (until it is beaten).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DuelView {
    pub my_guard: u8,
    pub enemy_guard: Option<u8>,
}

/// A duel in progress.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Duel {
    /// The two duellists (more units are allowed; the first of each side fights), sorted by id.
    pub pieces: Vec<PieceState>,
    /// Each side's guard: hidden from the other side.
    pub guard: Vec<u8>,
    pub revealed: Vec<bool>,
    pub common: Common,
}

impl Engine for Duel {
    type Order = DuelOrder;
    type Event = DuelEvent;
    type Refusal = DuelRefusal;
    type View = DuelView;
    type Prompt = crate::rules::engine::NoPrompt;

    fn setup(scenario: &crate::rules::setup::Setup, dice: &mut GameDice) -> Duel {
        let mut pieces: Vec<PieceState> = scenario
            .units
            .iter()
            .enumerate()
            .map(|(k, u)| PieceState { leader: None, ..PieceState::from_spec(k, u) })
            .collect();
        pieces.sort_by(|a, b| a.id.cmp(&b.id));
        let sides = scenario.sides.len();
        let guard = (0..sides).map(|_| dice.die(6)).collect();
        Duel { pieces, guard, revealed: vec![false; sides], common: Common::new(scenario, None) }
    }

    fn common(&self) -> &Common {
        &self.common
    }

    fn common_mut(&mut self) -> &mut Common {
        &mut self.common
    }

    fn shape(order: &DuelOrder) -> Shape<'_> {
        match order {
            DuelOrder::Strike => Shape::Other,
            DuelOrder::Pass => Shape::EndTurn,
        }
    }

    fn legal(&self, _ctx: Ctx, side: usize, out: &mut Vec<DuelOrder>) {
        if self.pieces.iter().any(|p| p.side == side) && self.pieces.iter().any(|p| p.side != side) {
            out.push(DuelOrder::Strike);
        }
        out.push(DuelOrder::Pass);
    }

    fn apply(
        &mut self,
        _ctx: Ctx,
        side: usize,
        order: &DuelOrder,
        dice: &mut GameDice,
        out: &mut Vec<(Outcome, Audience)>,
    ) -> Result<(), RejectReason> {
        let foe = 1 - side.min(1);
        match order {
            DuelOrder::Strike => {
                if !self.pieces.iter().any(|p| p.side == side) {
                    return Err(DuelRefusal::NobodyToStrikeWith { side }.into());
                }
                let Some(target) = self.pieces.iter().position(|p| p.side == foe) else {
                    return Err(DuelRefusal::NobodyToStrikeAt.into());
                };
                let roll = dice.die(6);
                out.push((Outcome::Rules(DuelEvent::Rolled { side, roll }.into()), Audience::All));
                if roll > self.guard[foe] {
                    self.revealed[foe] = true;
                    out.push((
                        Outcome::Rules(DuelEvent::Felled { side: foe, guard: self.guard[foe] }.into()),
                        Audience::All,
                    ));
                    self.pieces.remove(target);
                } else {
                    self.guard[foe] = self.guard[foe].saturating_sub(1);
                    out.push((Outcome::Rules(DuelEvent::Parried { side: foe }.into()), Audience::All));
                    out.push((
                        Outcome::Rules(DuelEvent::Guard { side: foe, guard: self.guard[foe] }.into()),
                        Audience::Only(foe),
                    ));
                }
            }
            DuelOrder::Pass => {}
        }
        self.common.pass_turn(out);
        let pieces = &self.pieces;
        self.common.score(|c| pieces.iter().find(|p| p.at == c).map(|p| p.side), &[], out);
        self.common.check_victory(|i| pieces.iter().any(|p| p.side == i), out);
        Ok(())
    }

    fn reveals(e: &DuelEvent) -> bool {
        matches!(e, DuelEvent::Rolled { .. } | DuelEvent::Felled { .. })
    }

    fn redacted(&self, side: usize) -> Duel {
        let mut r = self.clone();
        for (other, guard) in r.guard.iter_mut().enumerate() {
            if other != side && !self.revealed.get(other).copied().unwrap_or(false) {
                *guard = 0;
            }
        }
        r
    }

    fn view(&self, _ctx: Ctx, side: usize) -> (Vec<UnitView>, DuelView) {
        let units = self
            .pieces
            .iter()
            .map(|p| UnitView {
                id: p.id.clone(),
                side: p.side,
                at: p.at,
                kind: Some(p.unit_type.id),
                strength: Some(p.strength),
                max_strength: Some(p.max),
                leader: None,
                moved: false,
                is_leader: false,
                facing: None,
            })
            .collect();
        let foe = 1 - side.min(1);
        let view = DuelView {
            my_guard: self.guard.get(side).copied().unwrap_or(0),
            enemy_guard: self.revealed.get(foe).copied().unwrap_or(false).then(|| self.guard[foe]),
        };
        (units, view)
    }

    fn pieces<'a>(&'a self, out: &mut Vec<PieceRef<'a>>) {
        out.extend(self.pieces.iter().map(PieceState::as_ref));
    }

    fn invariants(&self, ctx: Ctx, out: &mut Vec<String>) {
        let all: Vec<PieceRef> = self.pieces.iter().map(PieceState::as_ref).collect();
        check_pieces(ctx, &all, out);
        if self.guard.iter().any(|g| *g > 6) {
            out.push(format!("a guard above 6: {:?}", self.guard));
        }
        self.common.check_scores(&[], out);
    }
}
