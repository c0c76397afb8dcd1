//! Invariants that must hold after every order; `hexmarshal simulate` and the property tests check them.

use super::components::*;
use super::core::compute_scores;
use crate::rules::movement::{Occupant, ground_allows, stacking_allows};
use bevy::prelude::*;
use std::collections::BTreeMap;

/// Every broken invariant, in words. Empty = all hold.
pub fn check(world: &mut World) -> Vec<String> {
    let mut out = Vec::new();
    let mut q = world.query::<(&Unit, &UnitSide, &HexPos, &Strength, &AttachedLeader)>();
    let mut oq = world.query::<&Objective>();
    // Read-only from here on: the board is borrowed, not cloned (this runs after every simulated order).
    let world: &World = world;
    let config = world.resource::<GameConfig>();
    let board = world.resource::<Board>();
    let mut rows: Vec<_> = q.iter(world).collect();
    rows.sort_by(|a, b| a.0.id.cmp(&b.0.id));
    let mut by_hex: BTreeMap<_, Vec<Occupant>> = BTreeMap::new();
    for (u, side, pos, st, leader) in &rows {
        if let Err(e) = ground_allows(config.ruleset, &board.grid, pos.0) {
            out.push(format!("unit {} at {}: {}", u.id, pos.0, e));
        }
        if st.current == 0 || st.current > st.max {
            out.push(format!("unit {} at {}: strength {} outside 1..={}", u.id, pos.0, st.current, st.max));
        }
        if let Some(l) = &leader.0 {
            if let Some((_, _, lp, _, _)) = rows.iter().find(|r| &r.0.id == l) {
                if lp.0 != pos.0 {
                    out.push(format!("unit {} at {}: attached leader {} is at {}", u.id, pos.0, l, lp.0));
                }
            }
        }
        let here = by_hex.entry(pos.0).or_default();
        if let Err(e) = stacking_allows(config.ruleset, here, side.0, u.unit_type) {
            out.push(format!("hex {}: unit {}: {}", pos.0, u.id, e));
        }
        here.push(Occupant { side: side.0, unit_type: u.unit_type });
    }
    let n = world.resource::<Sides>().0.len();
    let med = world.get_resource::<super::medieval::Medieval>();
    let kills = med.map(|m| m.0.kills.clone()).unwrap_or_default();
    let expected = compute_scores(oq.iter(world), n, &kills);
    if let Some(m) = med {
        out.extend(super::medieval::check(&m.0, world.resource::<Sides>()));
    }
    let actual: Vec<u32> = world.resource::<Sides>().0.iter().map(|s| s.score).collect();
    if expected != actual {
        out.push(format!("scores {actual:?} differ from the objectives held {expected:?}"));
    }
    out
}
