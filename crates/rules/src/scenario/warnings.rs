//! Rules-aware warnings about a valid scenario: things that load and play but are probably not what the designer meant
//! (a side that cannot reach any objective, overlapping deployment zones, a target no side could ever reach).

use super::format::VictoryCondition;
use super::validate::Scenario;
use crate::rules::hex::Coord;
use crate::rules::terrain::{hexside_profile, marker_passable, terrain_profile};
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ScenarioWarning {
    #[error("side `{side}` has no units")]
    NoUnits { side: String },
    #[error("side `{side}`: no unit can reach any objective (terrain or hexsides cut them off)")]
    ObjectiveUnreachable { side: String, at: Coord },
    #[error("hex {at}: in the deployment zones of both `{a}` and `{b}` ({count} hexes overlap)")]
    ZonesOverlap { a: String, b: String, at: Coord, count: usize },
    #[error(
        "side `{side}`: target {target} is more than it could ever score ({units} enemy units and leaders + {vp} from objectives = {max})"
    )]
    TargetTooHigh { side: String, target: u32, units: usize, vp: u32, max: u32 },
    #[error("unit {unit} at {at}: outside the deployment zone of `{side}`")]
    OutsideZone { unit: String, at: Coord, side: String },
}

impl ScenarioWarning {
    /// The hex an editor should jump to, if any.
    pub fn hex(&self) -> Option<Coord> {
        match self {
            ScenarioWarning::ObjectiveUnreachable { at, .. }
            | ScenarioWarning::ZonesOverlap { at, .. }
            | ScenarioWarning::OutsideZone { at, .. } => Some(*at),
            _ => None,
        }
    }
}

/// Hexes a unit standing on `from` could ever walk to: passable terrain, no blaze, no impassable hexside between.
/// Other units are ignored (they can be beaten or move away).
pub fn reachable(s: &Scenario, from: Coord) -> BTreeSet<Coord> {
    let g = &s.grid;
    let r = s.ruleset;
    let passable = |c: Coord| {
        g.terrain(c).is_some_and(|t| terrain_profile(r, t).move_cost.is_some())
            && g.markers(c).iter().all(|m| marker_passable(*m))
    };
    let mut seen = BTreeSet::from([from]);
    let mut queue = VecDeque::from([from]);
    while let Some(c) = queue.pop_front() {
        for n in g.neighbors(c) {
            if seen.contains(&n) || !passable(n) {
                continue;
            }
            if g.hexside_between(c, n).is_some_and(|f| hexside_profile(r, f.kind).0.is_none()) {
                continue;
            }
            seen.insert(n);
            queue.push_back(n);
        }
    }
    seen
}

/// Every warning for a validated scenario, in a stable order.
pub fn warnings(s: &Scenario) -> Vec<ScenarioWarning> {
    let mut out = Vec::new();
    let file = s.file();
    let sides = s.sides();
    for (i, side) in sides.iter().enumerate() {
        let mine: Vec<_> = s.units.iter().filter(|u| u.side == i).collect();
        if mine.is_empty() {
            out.push(ScenarioWarning::NoUnits { side: side.id.clone() });
            continue;
        }
        if !s.objectives.is_empty() {
            let mut reach = BTreeSet::new();
            for u in &mine {
                if !reach.contains(&u.at) && u.unit_type.movement > 0 {
                    reach.extend(reachable(s, u.at));
                }
            }
            if !s.objectives.iter().any(|o| reach.contains(&o.at)) {
                out.push(ScenarioWarning::ObjectiveUnreachable { side: side.id.clone(), at: s.objectives[0].at });
            }
        }
    }
    // Zones of different sides sharing hexes.
    let mut owner: BTreeMap<Coord, &str> = BTreeMap::new();
    let mut overlaps: BTreeMap<(String, String), Vec<Coord>> = BTreeMap::new();
    for z in &file.deployment_zones {
        for c in &z.hexes {
            match owner.get(c) {
                Some(other) if *other != z.side => {
                    overlaps.entry((other.to_string(), z.side.clone())).or_default().push(*c);
                }
                Some(_) => {}
                None => {
                    owner.insert(*c, &z.side);
                }
            }
        }
    }
    for ((a, b), hexes) in overlaps {
        out.push(ScenarioWarning::ZonesOverlap { a, b, at: hexes[0], count: hexes.len() });
    }
    // Units set up outside their side's zone (when the side has one).
    for u in &s.units {
        let side = &sides[u.side].id;
        let zones: Vec<_> = file.deployment_zones.iter().filter(|z| &z.side == side).collect();
        if !zones.is_empty() && !zones.iter().any(|z| z.hexes.contains(&u.at)) {
            out.push(ScenarioWarning::OutsideZone { unit: u.id.clone(), at: u.at, side: side.clone() });
        }
    }
    // Targets: each enemy unit or leader removed scores one, plus every objective's value.
    if s.victory.contains(&VictoryCondition::ReachTarget) {
        let vp: u32 = s.objectives.iter().map(|o| o.vp).sum();
        for (i, side) in sides.iter().enumerate() {
            let Some(target) = side.target else { continue };
            let units = s.units.iter().filter(|u| u.side != i).count();
            let max = units as u32 + vp;
            if target > max {
                out.push(ScenarioWarning::TargetTooHigh { side: side.id.clone(), target, units, vp, max });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::{bundled_files, load_str};

    #[test]
    fn bundled_scenarios_have_no_warnings() {
        for (name, text) in bundled_files() {
            let s = load_str(text, name).unwrap();
            assert_eq!(warnings(&s), vec![], "{name}");
        }
    }

    fn hastings() -> crate::scenario::ScenarioFile {
        load_str(crate::scenario::bundled("hastings_1066.ron").unwrap(), "h").unwrap().file().clone()
    }

    #[test]
    fn unreachable_objectives_are_found() {
        let mut f = hastings();
        // Ring the standard with water: nobody can get there, and it is the only objective left.
        f.objectives.retain(|o| o.id == "harolds_standard");
        let at = f.objectives[0].at;
        f.units.retain(|u| u.at != at);
        let o = f.map.orientation;
        for n in at.neighbors(o) {
            f.map.hexes.retain(|h| h.at != n);
            f.map.hexes.push(crate::scenario::HexDef {
                at: n,
                terrain: Some(crate::rules::Terrain::Water),
                elevation: 0,
                markers: vec![],
            });
        }
        f.units.retain(|u| !at.neighbors(o).contains(&u.at));
        let ids: Vec<String> = f.units.iter().map(|u| u.id.clone()).collect();
        for u in &mut f.units {
            if u.leader.as_ref().is_some_and(|l| !ids.contains(l)) {
                u.leader = None;
            }
        }
        let s = f.validate().unwrap();
        let w = warnings(&s);
        assert!(
            w.iter().any(|w| matches!(w, ScenarioWarning::ObjectiveUnreachable { side, .. } if side == "normans")),
            "{w:?}"
        );
        assert!(
            w.iter().any(|w| matches!(w, ScenarioWarning::ObjectiveUnreachable { side, .. } if side == "saxons")),
            "{w:?}"
        );
    }

    #[test]
    fn overlapping_zones_targets_and_stray_units() {
        let mut f = hastings();
        f.deployment_zones = vec![
            crate::scenario::DeploymentZone { side: "normans".into(), hexes: vec![Coord(5, 5), Coord(6, 5)] },
            crate::scenario::DeploymentZone { side: "saxons".into(), hexes: vec![Coord(6, 5), Coord(6, 6)] },
        ];
        f.sides[0].target = Some(99);
        let s = f.validate().unwrap();
        let w = warnings(&s);
        assert!(
            w.contains(&ScenarioWarning::ZonesOverlap {
                a: "normans".into(),
                b: "saxons".into(),
                at: Coord(6, 5),
                count: 1
            }),
            "{w:?}"
        );
        // 17 Saxon pieces + 2 VP of objectives.
        assert!(
            w.contains(&ScenarioWarning::TargetTooHigh {
                side: "normans".into(),
                target: 99,
                units: 17,
                vp: 2,
                max: 19
            }),
            "{w:?}"
        );
        assert!(w.iter().any(|w| matches!(w, ScenarioWarning::OutsideZone { unit, .. } if unit == "harold")));
        assert_eq!(w[0].hex(), Some(Coord(6, 5)));
    }
}
