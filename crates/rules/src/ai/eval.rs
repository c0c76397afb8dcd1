//! The computer opponent's default evaluation: how a side stands in a game that has not ended, from the contract's
//! own facts (the result, pieces lost by value, scores against their targets, objectives held), blended with a
//! ruleset's own measure where it gives one (`Engine::evaluate`).

use crate::rules::engine::{Ctx, PieceRef};
use crate::rules::registry::Match;
use crate::rules::setup::Setup;

/// What the evaluation compares losses against: each side's material at the start of the game.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Baseline {
    material: [f64; 2],
}

/// The weights of the default terms. A ruleset's own term, where it has one, weighs `ruleset`.
const MATERIAL: f64 = 0.4;
const SCORE: f64 = 0.3;
const OBJECTIVES: f64 = 0.15;
const RULESET: f64 = 0.35;

/// A piece's worth: its strength left, and one more while it stands, so that finishing a piece off counts for more
/// than wearing it down.
fn worth(strength: u8) -> f64 {
    if strength == 0 { 0.0 } else { f64::from(strength) + 1.0 }
}

impl Baseline {
    /// Each side's material as the scenario sets it out.
    pub fn of(setup: &Setup) -> Baseline {
        let mut material = [0.0; 2];
        for u in &setup.units {
            material[u.side.min(1)] += worth(u.strength.max(1));
        }
        Baseline { material }
    }
}

/// How `side` stands, from 0 (lost) to 1 (won); ½ is even. A game over scores its result exactly.
pub fn evaluate(m: &Match, ctx: Ctx, side: usize, base: &Baseline) -> f64 {
    let common = m.common();
    if let Some((winner, _)) = &common.over {
        return match winner {
            Some(w) if *w == side => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
    }
    let other = 1 - side.min(1);
    let mut pieces: Vec<PieceRef> = Vec::new();
    m.pieces(&mut pieces);
    let mut now = [0.0; 2];
    for p in &pieces {
        now[p.side.min(1)] += worth(p.strength);
    }
    let lost = |s: usize| if base.material[s] > 0.0 { (1.0 - now[s] / base.material[s]).clamp(0.0, 1.0) } else { 0.0 };
    let material = lost(other) - lost(side);
    let score = score_term(common, side, other);
    let objectives = objective_term(common, side, other);
    let (mut sum, mut weight) = (MATERIAL * material + SCORE * score, MATERIAL + SCORE);
    if let Some(t) = objectives {
        sum += OBJECTIVES * t;
        weight += OBJECTIVES;
    }
    if let Some(t) = m.evaluate(ctx, side) {
        sum += RULESET * t.clamp(-1.0, 1.0);
        weight += RULESET;
    }
    (0.5 + 0.5 * sum / weight).clamp(0.0, 1.0)
}

/// Scores against their targets where both sides have one, else their difference against their sum: -1 to 1.
fn score_term(common: &crate::rules::engine::Common, side: usize, other: usize) -> f64 {
    let score = |s: usize| f64::from(common.scores.get(s).copied().unwrap_or(0));
    let target = |s: usize| common.targets.get(s).copied().flatten().filter(|t| *t > 0).map(f64::from);
    match (target(side), target(other)) {
        (Some(a), Some(b)) => (score(side) / a).min(1.0) - (score(other) / b).min(1.0),
        _ => (score(side) - score(other)) / (score(side) + score(other) + 4.0),
    }
}

/// Objectives held, by their points (at least one each): -1 to 1, or `None` on a map without any.
fn objective_term(common: &crate::rules::engine::Common, side: usize, other: usize) -> Option<f64> {
    let (mut mine, mut theirs, mut all) = (0.0, 0.0, 0.0);
    for o in &common.objectives {
        let v = f64::from(o.vp.max(1));
        all += v;
        match o.controlled_by {
            Some(s) if s == side => mine += v,
            Some(s) if s == other => theirs += v,
            _ => {}
        }
    }
    (all > 0.0).then(|| (mine - theirs) / all)
}
