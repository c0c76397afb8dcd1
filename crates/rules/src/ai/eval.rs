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
/// Drawing near the objectives: a small weight, so it mostly settles moves the other terms see no difference
/// between (a unit wandering into a corner against one heading for the hill that scores).
const APPROACH: f64 = 0.05;

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
    if let Some(t) = approach_term(common, &pieces, ctx.map.orientation, side, other) {
        sum += APPROACH * t;
        weight += APPROACH;
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

/// How much nearer each side's nearest piece stands to each objective, by the objectives' points: -1 to 1, or
/// `None` on a map without any. A piece at distance d counts 1 / (1 + d).
fn approach_term(
    common: &crate::rules::engine::Common,
    pieces: &[PieceRef],
    orientation: crate::rules::hex::Orientation,
    side: usize,
    other: usize,
) -> Option<f64> {
    let (mut sum, mut all) = (0.0, 0.0);
    for o in &common.objectives {
        let near = |s: usize| {
            let d =
                pieces.iter().filter(|p| p.side == s && p.strength > 0).map(|p| p.at.distance(o.at, orientation)).min();
            d.map_or(0.0, |d| 1.0 / (1.0 + f64::from(d)))
        };
        let v = f64::from(o.vp.max(1));
        sum += v * (near(side) - near(other));
        all += v;
    }
    (all > 0.0).then(|| sum / all)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::engine::ObjectiveState;

    #[test]
    fn drawing_near_an_objective_counts_for_the_nearer_side() {
        let scenario = crate::scenario::load_bundled("hastings_1066.ron");
        let session = crate::session::Session::new(&scenario, 1);
        let mut pieces = Vec::new();
        session.state().pieces(&mut pieces);
        let orientation = scenario.grid.orientation;
        let mut common = session.state().common().clone();
        common.objectives.clear();
        assert_eq!(approach_term(&common, &pieces, orientation, 0, 1), None, "no objectives, no term");
        // An objective on a piece of side 0: side 0 is nearer, by as much as side 1 is farther.
        let at = pieces.iter().find(|p| p.side == 0).expect("side 0 has pieces").at;
        common.objectives.push(ObjectiveState {
            id: "hill".into(),
            at,
            vp: 2,
            secret: false,
            owner: None,
            controlled_by: None,
            revealed: true,
        });
        let t0 = approach_term(&common, &pieces, orientation, 0, 1).expect("a term");
        let t1 = approach_term(&common, &pieces, orientation, 1, 0).expect("a term");
        assert!(t0 > 0.0 && t0 <= 1.0, "{t0}");
        assert!((t0 + t1).abs() < 1e-12);
        // With side 0's pieces gone, only side 1 draws near.
        pieces.retain(|p| p.side == 1);
        assert!(approach_term(&common, &pieces, orientation, 0, 1).expect("a term") < 0.0);
    }
}
