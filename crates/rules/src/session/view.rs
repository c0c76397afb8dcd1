//! `SideView`: exactly what one side may know, built from the ruleset's per-side view (the only place hidden facts
//! are removed) and the log entries meant for that side. Every panel, tooltip, log line, network message and the
//! computer opponent's input for a side reads only this.

use crate::rules::engine::{Audience, EndReason, Outcome};
use crate::rules::hex::Coord;
use crate::rules::registry::RulesView;
use crate::rules::terrain::HexMarker;
use serde::{Deserialize, Serialize};

pub use crate::rules::engine::UnitView;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ObjectiveView {
    pub id: String,
    pub at: Coord,
    pub vp: u32,
    pub secret: bool,
    pub controlled_by: Option<usize>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
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
    /// Every hex with markers on it now (smoke, fire: what all sides see), so a client with no game of its own can
    /// draw them and read lines of sight through them.
    #[serde(default)]
    pub markers: Vec<(Coord, Vec<HexMarker>)>,
}

/// An objective as a side that knows of it sees it: secret while it is unrevealed.
fn objective_view(o: &crate::rules::engine::ObjectiveState) -> ObjectiveView {
    ObjectiveView {
        id: o.id.clone(),
        at: o.at,
        vp: o.vp,
        secret: o.secret && !o.revealed,
        controlled_by: o.controlled_by,
    }
}

impl super::Session {
    /// Every hex with markers on it now.
    fn markers_now(&self) -> Vec<(Coord, Vec<HexMarker>)> {
        let g = &self.board().grid;
        g.markers.iter().enumerate().filter(|(_, m)| !m.is_empty()).map(|(i, m)| (g.coord_of(i), m.clone())).collect()
    }
}

impl super::Session {
    /// What `side` may know now.
    pub fn view(&self, side: usize) -> SideView {
        let (units, rules) = self.state.view(self.ctx(), side);
        let common = self.state.common();
        let objectives: Vec<ObjectiveView> =
            common.objectives.iter().filter(|o| o.known_to(side)).map(objective_view).collect();
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
            markers: self.markers_now(),
        }
    }
}

impl super::Session {
    /// The table laid open, for watching a finished game again: `side`'s view, with every side's units as their
    /// own side sees them (nothing hidden, nothing anonymous) and every objective, secret ones included. The log
    /// and the ruleset's own part (a hand) stay `side`'s. Never shown while the game is running: a replay offers it
    /// only once the game has ended.
    pub fn open_view(&self, side: usize) -> SideView {
        let mut v = self.view(side);
        let sides = self.scenario.setup().sides.len().max(1);
        v.units = (0..sides)
            .flat_map(|viewer| {
                let (seen, _) = self.state.view(self.ctx(), viewer);
                seen.into_iter().filter(move |u| u.side == viewer)
            })
            .collect();
        v.objectives = self.state.common().objectives.iter().map(objective_view).collect();
        v
    }
}

/// What every side may know: what a spectator is shown. Each side's units as the other side sees them (hidden ones
/// as anonymous markers, numbered anew), the objectives no side keeps secret, the public scores, and the log
/// entries meant for everyone. No side's own part of the ruleset's state (a hand, a pending secret) is in it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PublicView {
    pub turn: u32,
    pub active: usize,
    pub to_act: usize,
    pub scores: Vec<u32>,
    pub units: Vec<UnitView>,
    pub objectives: Vec<ObjectiveView>,
    pub log: Vec<Outcome>,
    pub game_over: Option<(Option<usize>, EndReason)>,
    /// Every hex with markers on it now (see `SideView::markers`).
    #[serde(default)]
    pub markers: Vec<(Coord, Vec<HexMarker>)>,
}

impl super::Session {
    /// What every side may know now (see `PublicView`).
    pub fn public_view(&self) -> PublicView {
        let sides = self.scenario.setup().sides.len().max(1);
        let mut units = Vec::new();
        let mut hidden = Vec::new();
        for viewer in 0..sides {
            let (seen, _) = self.state.view(self.ctx(), viewer);
            // The units of the side after `viewer`, as `viewer` sees them (with two sides: each side's units as the
            // enemy sees them).
            let shown = (viewer + 1) % sides;
            for u in seen.into_iter().filter(|u| u.side == shown) {
                if u.kind.is_none() { hidden.push(u) } else { units.push(u) }
            }
        }
        hidden.sort_by_key(|u| (u.at, u.side));
        for (k, mut u) in hidden.into_iter().enumerate() {
            u.id = format!("hidden-{}", k + 1);
            units.push(u);
        }
        let common = self.state.common();
        let objectives = common
            .objectives
            .iter()
            .filter(|o| !o.secret || o.revealed)
            .map(|o| ObjectiveView {
                id: o.id.clone(),
                at: o.at,
                vp: o.vp,
                secret: false,
                controlled_by: o.controlled_by,
            })
            .collect();
        let log = self.log.iter().filter(|(_, a)| *a == Audience::All).map(|(o, _)| o.clone()).collect();
        PublicView {
            turn: common.turn,
            active: common.active,
            to_act: self.to_act(),
            scores: common.scores.clone(),
            units,
            objectives,
            log,
            game_over: common.over.clone(),
            markers: self.markers_now(),
        }
    }
}
