//! `SideView`: exactly what one side may know, built from the ruleset's per-side view (the only place hidden facts
//! are removed) and the log entries meant for that side. Every panel, tooltip, log line, network message and the
//! computer opponent's input for a side reads only this.

use crate::rules::engine::{EndReason, Outcome};
use crate::rules::hex::Coord;
use crate::rules::registry::RulesView;

pub use crate::rules::engine::UnitView;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ObjectiveView {
    pub id: String,
    pub at: Coord,
    pub vp: u32,
    pub secret: bool,
    pub controlled_by: Option<usize>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct SideView {
    pub side: usize,
    pub turn: u32,
    pub active: usize,
    pub to_act: usize,
    pub scores: Vec<u32>,
    pub units: Vec<UnitView>,
    pub objectives: Vec<ObjectiveView>,
    pub log: Vec<Outcome>,
    pub game_over: Option<(Option<usize>, EndReason)>,
    /// The ruleset's own state as this side may know it (a hand, tokens, a pending prompt...).
    pub rules: RulesView,
    /// The first `log_fixed` entries of `log` lie before the undo horizon.
    pub log_fixed: usize,
}

impl super::Session {
    /// What `side` may know now.
    pub fn view(&self, side: usize) -> SideView {
        let (units, rules) = self.state.view(self.ctx(), side);
        let common = self.state.common();
        let objectives: Vec<ObjectiveView> = common
            .objectives
            .iter()
            .filter(|o| o.known_to(side))
            .map(|o| ObjectiveView {
                id: o.id.clone(),
                at: o.at,
                vp: o.vp,
                secret: o.secret && !o.revealed,
                controlled_by: o.controlled_by,
            })
            .collect();
        let log: Vec<Outcome> = self.log.iter().filter(|(_, a)| a.includes(side)).map(|(o, _)| o.clone()).collect();
        let horizon = match self.horizon {
            0 => 0,
            h => self.marks.get(h - 1).copied().unwrap_or(self.log.len()),
        };
        let log_fixed = self.log.iter().take(horizon).filter(|(_, a)| a.includes(side)).count();
        SideView {
            side,
            turn: common.turn,
            active: common.active,
            to_act: self.to_act(),
            scores: common.scores.clone(),
            units,
            objectives,
            log,
            game_over: common.over.clone(),
            rules,
            log_fixed,
        }
    }
}
