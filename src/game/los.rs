//! Line of sight as an ECS system: requests are answered by raycasting against the dense index built from the tiles' `Terrain`, `Elevation` and marker components, and the units on the map.

use super::components::*;
use crate::rules::hex::Coord;
use crate::rules::los::{LosContext, LosIndex, Report, line_of_sight};
use bevy::prelude::*;

/// Ask whether `from` sees `to`, for `side` (which matters where only a side's own units block).
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

/// Per LOS cell: is a unit or leader standing there?
pub fn occupancy<'a>(board: &Board, units: impl Iterator<Item = &'a HexPos>) -> Vec<bool> {
    board.los.occupancy(units.map(|p| p.0))
}

/// Line of sight between two hexes in the current game state.
pub fn los_report(index: &LosIndex, occupied: &[bool], from: Coord, to: Coord, explain: bool) -> Report {
    line_of_sight(index, &LosContext { occupied }, from, to, explain)
}

/// Answer every `LosRequest` written this frame.
pub fn answer_los_requests(
    mut requests: MessageReader<LosRequest>,
    mut answers: MessageWriter<LosAnswer>,
    board: Option<Res<Board>>,
    units: Query<(&HexPos, &UnitSide), With<Unit>>,
    remote: Option<Res<super::remote::RemoteGame>>,
) {
    let Some(board) = board else { return };
    if requests.is_empty() {
        return;
    }
    // Where the units stand: the game's own, or in a match on a server the ones the seat's view shows (a hidden
    // one where the view places it).
    let placed: Vec<(HexPos, usize)> = match remote.as_ref().and_then(|r| r.view.as_ref()) {
        Some(v) => v.units().iter().map(|u| (HexPos(u.at), u.side)).collect(),
        None => units.iter().map(|(p, s)| (*p, s.0)).collect(),
    };
    let friends_only = board.los.rules.units_block == crate::rules::los::UnitsBlock::Friends;
    let occ = occupancy(&board, placed.iter().map(|(p, _)| p));
    for r in requests.read() {
        // Where only friends block, the answer reads the asking side's own units alone: it never depends on an
        // enemy that side may not see.
        let own;
        let occ = if friends_only {
            own = occupancy(&board, placed.iter().filter(|(_, s)| Some(*s) == r.side).map(|(p, _)| p));
            &own
        } else {
            &occ
        };
        let report = los_report(&board.los, occ, r.from, r.to, true);
        answers.write(LosAnswer { request: r.clone(), report });
    }
}
