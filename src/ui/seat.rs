//! Hot-seat: which side sits at the table, and the curtain that comes down whenever the side to act changes (between
//! two people; against the computer the person's side stays at the table).

use crate::game::control::GameEpoch;
use crate::game::flow::{Decisions, GameOver, Turn};
use crate::ui::computer::Players;
use bevy::prelude::*;

#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Seat {
    /// The side whose view is shown.
    pub at_table: usize,
    /// The curtain is down for this incoming side; nothing of any side's private state is drawn meanwhile.
    pub curtain: Option<usize>,
    /// The curtain opens a new or loaded game.
    pub starting: bool,
    /// Set when a new game or a load is requested: the next game rebuild brings the curtain down.
    pub expect_start: bool,
    epoch: u64,
}

impl Seat {
    /// `side` at the table and no curtain (a game watched again).
    pub fn at(side: usize) -> Seat {
        Seat { at_table: side, ..Default::default() }
    }
}

/// The incoming player lifts the curtain.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct LiftCurtain;

/// After every update of the game: bring the curtain down when the side to act is not the one at the table. With
/// one person against the computer there is no curtain: the person's side stays at the table, and the computer's
/// side is never shown. With the computer on both sides (a game to watch), the first side's view is shown.
pub fn follow_game(
    mut seat: ResMut<Seat>,
    (epoch, players): (Res<GameEpoch>, Res<Players>),
    turn: Option<Res<Turn>>,
    decisions: Option<Res<Decisions>>,
    over: Option<Res<GameOver>>,
    mut lift: MessageReader<LiftCurtain>,
    remote: Option<Res<crate::game::remote::RemoteGame>>,
    replay: Option<Res<crate::ui::replay::Replay>>,
) {
    // A side fixed from outside, never a curtain: a game watched again shows the replay's side (what a running
    // game's replay may show is the replay's to decide); a match on a server, one seat per screen (a spectator is
    // shown the first side's colours).
    let fixed = replay.map(|r| r.side).or_else(|| remote.map(|r| r.side.unwrap_or(0)));
    if let Some(side) = fixed {
        lift.clear();
        let want = Seat { at_table: side, epoch: seat.epoch, ..Default::default() };
        if *seat != want {
            *seat = want;
        }
        return;
    }
    let (Some(turn), Some(decisions), Some(over)) = (turn, decisions, over) else { return };
    let to_act = decisions.to_act(&turn);
    let people = players.people();
    if people.len() < 2 {
        lift.clear();
        seat.epoch = epoch.0;
        seat.expect_start = false;
        seat.starting = false;
        seat.curtain = None;
        seat.at_table = people.first().copied().unwrap_or(0);
        return;
    }
    if seat.epoch != epoch.0 {
        seat.epoch = epoch.0;
        if seat.expect_start {
            seat.expect_start = false;
            seat.starting = true;
            seat.curtain = Some(to_act);
        }
    }
    for _ in lift.read() {
        if let Some(side) = seat.curtain.take() {
            seat.at_table = side;
            seat.starting = false;
        }
    }
    if over.0.is_some() {
        // The battle is over: nothing is left to hide from the player at the table.
        return;
    }
    if seat.curtain.is_none() && to_act != seat.at_table {
        seat.curtain = Some(to_act);
    } else if seat.curtain.is_some_and(|c| c != to_act) && !seat.starting {
        // An undo or a reaction changed who acts while the curtain was down: it is for them now.
        seat.curtain = Some(to_act);
    }
}
