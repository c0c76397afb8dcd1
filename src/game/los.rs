//! Line of sight as an ECS system: requests are answered by raycasting against the dense index built from the tiles' `Terrain`, `Elevation` and marker components, the units on the map and who holds each reciprocal hexside.

use super::components::*;
use crate::rules::geometry::canonical_edge;
use crate::rules::hex::{Coord, HexsideKey};
use crate::rules::los::{LosContext, LosIndex, Report, line_of_sight};
use bevy::prelude::*;
use hexx::Hex;
use std::collections::BTreeMap;

/// Ask whether `from` sees `to`, as seen by `side` (which matters for reciprocal hexsides).
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct LosRequest {
    pub from: Coord,
    pub to: Coord,
    pub side: Option<usize>,
}

/// The answer, with the hex-by-hex explanation.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct LosAnswer {
    pub request: LosRequest,
    pub report: Report,
}

/// Which side holds the advantage of each reciprocal hexside (the side that reached it first and is still there).
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct ReciprocalHolders(pub BTreeMap<HexsideKey, usize>);

/// Per LOS cell: is a unit or leader standing there?
pub fn occupancy<'a>(board: &Board, units: impl Iterator<Item = &'a HexPos>) -> Vec<bool> {
    board.los.occupancy(units.map(|p| p.0))
}

/// Line of sight between two hexes in the current game state.
pub fn los_report(
    index: &LosIndex,
    occupied: &[bool],
    holders: &ReciprocalHolders,
    side: Option<usize>,
    from: Coord,
    to: Coord,
    explain: bool,
) -> Report {
    let o = index.orientation;
    let holds = |h: Hex, d: u8| {
        let (h, d) = canonical_edge(h, d);
        let key = HexsideKey { hex: Coord::from_hex(h, o), edge: d };
        side.is_some() && holders.0.get(&key).copied() == side
    };
    let ctx = LosContext { occupied, holds: &holds };
    line_of_sight(index, &ctx, from, to, explain)
}

/// Answer every `LosRequest` written this frame.
pub fn answer_los_requests(
    mut requests: MessageReader<LosRequest>,
    mut answers: MessageWriter<LosAnswer>,
    board: Option<Res<Board>>,
    holders: Option<Res<ReciprocalHolders>>,
    units: Query<(&HexPos, &UnitSide), With<Unit>>,
) {
    let (Some(board), Some(holders)) = (board, holders) else { return };
    if requests.is_empty() {
        return;
    }
    let friends_only = board.los.rules.units_block == crate::rules::los::UnitsBlock::Friends;
    let occ = occupancy(&board, units.iter().map(|(p, _)| p));
    for r in requests.read() {
        // Where only friends block, the answer reads the asking side's own units alone: it never depends on an
        // enemy that side may not see.
        let own;
        let occ = if friends_only {
            own = occupancy(&board, units.iter().filter(|(_, s)| Some(s.0) == r.side).map(|(p, _)| p));
            &own
        } else {
            &occ
        };
        let report = los_report(&board.los, occ, &holders, r.side, r.from, r.to, true);
        answers.write(LosAnswer { request: r.clone(), report });
    }
}

/// After each order: the first side to stand next to a free reciprocal hexside takes its advantage; a side that
/// leaves it (no unit adjacent any more) loses it.
pub fn update_reciprocal_holders(
    board: Res<Board>,
    mut holders: ResMut<ReciprocalHolders>,
    units: Query<(&HexPos, &UnitSide), With<Unit>>,
) {
    let o = board.grid.orientation;
    for (key, feat) in &board.grid.hexsides {
        if !feat.reciprocal {
            continue;
        }
        let (a, b) = key.hexes(o);
        let mut present = [false; 8];
        for (p, s) in &units {
            if (p.0 == a || p.0 == b) && s.0 < present.len() {
                present[s.0] = true;
            }
        }
        match holders.0.get(key).copied() {
            Some(h) if present[h] => {}
            _ => {
                // Lowest side index first keeps simultaneous arrivals deterministic.
                match present.iter().position(|p| *p) {
                    Some(s) => {
                        holders.0.insert(*key, s);
                    }
                    None => {
                        holders.0.remove(key);
                    }
                }
            }
        }
    }
}
