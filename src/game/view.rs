//! `SideView`: exactly what one side may know. Every panel, tooltip and log line for a side reads only this.

use super::legal::GameRead;
use super::messages::{EndReason, Outcome};
use crate::rules::hex::Coord;
use crate::scenario::UnitMarker;

/// A unit as one side sees it. Hidden enemy units show only where they are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnitView {
    pub id: String,
    pub side: usize,
    pub at: Coord,
    /// `None` when the unit is hidden from the viewer.
    pub kind: Option<&'static str>,
    pub strength: Option<u8>,
    pub max_strength: Option<u8>,
    pub leader: Option<String>,
    pub moved: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ObjectiveView {
    pub id: String,
    pub at: Coord,
    pub vp: u32,
    pub secret: bool,
    pub controlled_by: Option<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
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
}

/// Build the view of `side`.
pub fn side_view(g: &GameRead, side: usize) -> SideView {
    let mut units: Vec<UnitView> = g
        .units
        .iter()
        .map(|(u, s, p, st, a, l, m)| {
            let hidden = s.0 != side && m.0.contains(&UnitMarker::Hidden);
            UnitView {
                id: u.id.clone(),
                side: s.0,
                at: p.0,
                kind: (!hidden).then_some(u.unit_type.id),
                strength: (!hidden).then_some(st.current),
                max_strength: (!hidden).then_some(st.max),
                leader: if hidden { None } else { l.0.clone() },
                moved: a.moved,
            }
        })
        .collect();
    units.sort_by(|a, b| a.id.cmp(&b.id));
    let mut objectives: Vec<ObjectiveView> = g
        .objectives
        .iter()
        .filter(|(o, _)| !o.secret || o.revealed || o.owner == Some(side))
        .map(|(o, p)| ObjectiveView {
            id: o.id.clone(),
            at: p.0,
            vp: o.vp,
            secret: o.secret && !o.revealed,
            controlled_by: o.controlled_by,
        })
        .collect();
    objectives.sort_by(|a, b| a.id.cmp(&b.id));
    let log = g.log.0.iter().filter(|(_, a)| a.includes(side)).map(|(o, _)| o.clone()).collect();
    SideView {
        side,
        turn: g.turn.number,
        active: g.turn.active,
        to_act: g.to_act(),
        scores: g.sides.0.iter().map(|s| s.score).collect(),
        units,
        objectives,
        log,
        game_over: g.over.0.clone(),
    }
}
