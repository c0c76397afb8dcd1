//! Watching a game again: a save (or the game just ended) replayed from its scenario, seed and orders onto the
//! table, one order at a time, forward and back, turn by turn, or played at a chosen speed. The table shows one
//! side's view, or, once the game has ended, both sides laid open. A running game's replay shows only the side
//! seated at it (the side to act when it was saved, or the person's side against the computer), so it reveals
//! nothing that side could not see. From any moment a new game may be forked: it goes on from there as a new save.
//! Nothing here changes the game: the table is rebuilt from the orders, and orders given at the table are ignored.

use crate::game::Session;
use crate::game::control::{GameEpoch, ReadOnly};
use crate::game::flow::GameState;
use crate::game::messages::SideOrder;
use crate::game::spawn::spawn_game;
use crate::save::SaveFile;
use crate::scenario::Scenario;
use crate::ui::computer::Players;
use crate::ui::i18n::I18n;
use crate::ui::seat::Seat;
use crate::ui::{StatusLine, storage};
use bevy::prelude::*;
use hexmarshal_rules::ai::Player;
use std::sync::Arc;

/// The playing speeds offered, in orders a second.
pub const SPEEDS: [f32; 5] = [0.5, 1.0, 2.0, 4.0, 8.0];

/// A game being watched again.
#[derive(Resource, Debug, Clone)]
pub struct Replay {
    /// The save it came from (empty for the game just ended).
    pub name: String,
    pub scenario: Arc<Scenario>,
    pub seed: u64,
    pub orders: Vec<SideOrder>,
    /// The state hash the save recorded after each order; each step is checked against it.
    pub hashes: Vec<u64>,
    /// Who played each side.
    pub players: [Player; 2],
    /// Who plays each side of a game forked from here (at first, those who played).
    pub fork_players: [Player; 2],
    /// The turn after each order (`turns[k]` after order `k + 1`; the turn before the first order is 1).
    pub turns: Vec<u32>,
    /// The game ended with its last order: both sides may be laid open.
    pub finished: bool,
    /// A running game: the only side that may be shown.
    pub seated: Option<usize>,
    /// Orders played on the table now (0: the start).
    pub at: usize,
    /// The side whose view is shown.
    pub side: usize,
    /// Both sides laid open (only once `finished`).
    pub open: bool,
    pub playing: bool,
    /// Orders a second while playing.
    pub speed: f32,
    /// Seconds since the last step while playing.
    pub since: f32,
    /// What the table shows now: (orders, side, open); `None` before the first build.
    pub shown: Option<(usize, usize, bool)>,
    /// A step whose state hash differed from the save's (the save or this build is not what it was).
    pub mismatch: Option<usize>,
    /// A look back at the other side's turn from a running game (`Replay::recap`): the game to go back to.
    pub resume: Option<Resume>,
}

/// The running game a recap returns to, as it was left, with who plays each side.
#[derive(Clone)]
pub struct Resume {
    pub game: Session,
    pub players: Players,
}

impl std::fmt::Debug for Resume {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Resume {{ orders: {}, players: {:?} }}", self.game.history().len(), self.players)
    }
}

/// Where `side`'s look back begins: just after its own last order (the start when it has given none). What came
/// after is the other side's turn, as far as `side` is concerned.
pub fn since_last_order(game: &Session, side: usize) -> usize {
    game.after_own(side)
}

impl Replay {
    /// Watch a save again: every order replayed once here, to know its turns and whether the game ended. The save
    /// has been verified by the caller (`storage::load_save` replays it and checks its hashes).
    pub fn from_save(save: &SaveFile, name: &str) -> Result<Replay, String> {
        let (scenario, seed, orders) = save.game()?;
        let scenario = Arc::new(scenario);
        let players = save.seats();
        let mut s = Session::replay(scenario.clone(), seed, &[]).map_err(|(i, why)| format!("order {i}: {why}"))?;
        let mut turns = Vec::with_capacity(orders.len());
        for (i, o) in orders.iter().enumerate() {
            s.submit(o.side, o.order.clone()).map_err(|why| format!("order {}: {why}", i + 1))?;
            turns.push(s.state().common().turn);
        }
        let finished = s.is_over();
        // Who may watch a running game: the person against the computer, else the side to act (hot-seat: the
        // player who would sit down next); with nobody playing (the computer on both sides) anyone.
        let people: Vec<usize> = (0..2).filter(|&k| players[k] == Player::Person).collect();
        let seated = match (finished, people.len()) {
            (true, _) | (false, 0) => None,
            (false, 1) => Some(people[0]),
            (false, _) => Some(s.to_act()),
        };
        Ok(Replay {
            name: name.to_string(),
            scenario,
            seed,
            orders,
            hashes: save.orders.iter().map(|o| o.hash).collect(),
            players,
            fork_players: players,
            turns,
            finished,
            seated,
            at: 0,
            side: seated.unwrap_or(0),
            open: false,
            playing: false,
            speed: 2.0,
            since: 0.0,
            shown: None,
            mismatch: None,
            resume: None,
        })
    }

    /// The other side's turn watched again by `side`, at the table of a running game: from just after `side`'s own
    /// last order to now, as `side`'s view showed each order (only what it may see), playing at once; closing it
    /// goes back to the game as it was. `None` when nothing has happened since `side`'s last order.
    pub fn recap(game: &Session, players: Players, side: usize) -> Option<Replay> {
        let from = since_last_order(game, side);
        if from >= game.history().len() || game.is_over() {
            return None;
        }
        let save = SaveFile::from_session(game).with_players(players.0);
        let mut r = Replay::from_save(&save, "").ok()?;
        r.seated = Some(side);
        r.side = side;
        r.at = from;
        r.playing = true;
        r.speed = 1.0;
        r.resume = Some(Resume { game: game.clone(), players });
        Some(r)
    }

    /// The first order of a recap (0 for any other replay).
    pub fn recap_from(&self) -> usize {
        match &self.resume {
            Some(g) => since_last_order(&g.game, self.side),
            None => 0,
        }
    }

    /// The turn on the table after `at` orders.
    pub fn turn_at(&self, at: usize) -> u32 {
        if at == 0 { 1 } else { self.turns.get(at - 1).copied().unwrap_or(1) }
    }

    /// The order count where the turn on the table began (or the previous turn's start when already there).
    pub fn turn_back(&self) -> usize {
        let now = self.turn_at(self.at);
        let start = (0..self.at).rev().find(|&k| self.turn_at(k) != now).map_or(0, |k| k + 1);
        if start < self.at {
            start
        } else {
            let before = self.turn_at(self.at.saturating_sub(1));
            (0..self.at.saturating_sub(1)).rev().find(|&k| self.turn_at(k) != before).map_or(0, |k| k + 1)
        }
    }

    /// The order count where the next turn begins (the end when none does).
    pub fn turn_forward(&self) -> usize {
        let now = self.turn_at(self.at);
        (self.at + 1..=self.orders.len()).find(|&k| self.turn_at(k) != now).unwrap_or(self.orders.len())
    }

    /// Move to `at` orders (clamped to the game).
    pub fn seek(&mut self, at: usize) {
        self.at = at.min(self.orders.len());
        if self.at == self.orders.len() {
            self.playing = false;
        }
    }

    /// Show `side` (a running game's seated side only), laid open or not (a finished game only).
    pub fn show(&mut self, side: usize, open: bool) {
        self.side = self.seated.unwrap_or(side.min(1));
        self.open = open && self.finished;
    }

    /// The orders a game forked here begins with.
    pub fn fork_orders(&self) -> Vec<SideOrder> {
        self.orders[..self.at].to_vec()
    }
}

/// What the replay bar asks for.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum ReplayCommand {
    /// Watch a save of the data folder again.
    Open {
        name: String,
    },
    /// Watch the game at the table again (the game just ended).
    OpenCurrent,
    /// At a running game's table, watch again what happened since the seated side's last order (`Replay::recap`).
    Recap,
    Seek(usize),
    Play(bool),
    Speed(f32),
    Show {
        side: usize,
        open: bool,
    },
    /// Who plays each side of a game forked from here.
    ForkPlayers([Player; 2]),
    /// Start a new game from the moment on the table, saved as a new game.
    Fork,
    /// Write the watched game's record (a finished game only) beside its save, and offer it.
    Record,
    /// Leave the replay (the table is emptied; the caller chooses the screen).
    Close,
}

/// Carry out the replay bar's requests and keep the table on the replay's moment.
pub fn run_replay(world: &mut World) {
    let cmds: Vec<ReplayCommand> = world.resource_mut::<Messages<ReplayCommand>>().drain().collect();
    for c in cmds {
        match c {
            ReplayCommand::Open { name } => {
                let loaded = storage::load_save(&name)
                    .map_err(|e| crate::ui::problems::file_error_text(world.resource::<crate::ui::i18n::I18n>(), &e));
                match loaded.and_then(|s| Replay::from_save(&s, &name)) {
                    Ok(r) => start(world, r),
                    Err(why) => fail(world, why),
                }
            }
            ReplayCommand::OpenCurrent => {
                let save = world.get_resource::<GameState>().map(|g| {
                    let players = world.get_resource::<Players>().copied().unwrap_or_default();
                    SaveFile::from_session(&g.0).with_players(players.0)
                });
                match save.map(|s| Replay::from_save(&s, "")) {
                    Some(Ok(r)) => start(world, r),
                    Some(Err(why)) => fail(world, why),
                    None => {}
                }
            }
            ReplayCommand::Recap => {
                let seat = world.resource::<Seat>().clone();
                let players = world.get_resource::<Players>().copied().unwrap_or_default();
                let remote = world.contains_resource::<crate::game::remote::RemoteGame>();
                let recap = world
                    .get_resource::<GameState>()
                    .filter(|_| seat.curtain.is_none() && !remote && !world.contains_resource::<Replay>())
                    .and_then(|g| Replay::recap(&g.0, players, seat.at_table));
                if let Some(r) = recap {
                    start(world, r);
                }
            }
            ReplayCommand::Seek(at) => {
                if let Some(mut r) = world.get_resource_mut::<Replay>() {
                    r.seek(at);
                    r.since = 0.0;
                }
            }
            ReplayCommand::Play(on) => {
                if let Some(mut r) = world.get_resource_mut::<Replay>() {
                    if on && r.at == r.orders.len() {
                        r.at = r.recap_from();
                    }
                    r.playing = on;
                    r.since = 0.0;
                }
            }
            ReplayCommand::Speed(s) => {
                if let Some(mut r) = world.get_resource_mut::<Replay>() {
                    r.speed = s.clamp(SPEEDS[0], SPEEDS[SPEEDS.len() - 1]);
                }
            }
            ReplayCommand::Show { side, open } => {
                if let Some(mut r) = world.get_resource_mut::<Replay>() {
                    r.show(side, open);
                }
            }
            ReplayCommand::ForkPlayers(p) => {
                if let Some(mut r) = world.get_resource_mut::<Replay>() {
                    r.fork_players = p;
                }
            }
            ReplayCommand::Fork => fork(world),
            ReplayCommand::Record => {
                let Some(r) = world.get_resource::<Replay>() else { continue };
                let text = crate::ui::record::record(&r.scenario, r.seed, &r.orders, world.resource::<I18n>());
                let turn = r.turns.last().copied().unwrap_or(1);
                let name = crate::ui::record::record_name(&r.name, &r.scenario.file().meta.name, turn);
                write_record(world, &name, text);
            }
            ReplayCommand::Close => {
                let resume = world.remove_resource::<Replay>().and_then(|r| r.resume);
                world.remove_resource::<ReadOnly>();
                match resume {
                    // Back to the running game, as it was left.
                    Some(Resume { game, players }) => {
                        world.insert_resource(players);
                        spawn_game(world, game);
                        world.get_resource_or_insert_with(GameEpoch::default).0 += 1;
                    }
                    None => {
                        crate::game::spawn::despawn_game(world);
                        world.remove_resource::<GameState>();
                    }
                }
            }
        }
    }
    // Playing: a step each 1/speed seconds.
    let dt = world.get_resource::<Time>().map_or(0.0, |t| t.delta_secs());
    if let Some(mut r) = world.get_resource_mut::<Replay>()
        && r.playing
    {
        r.since += dt;
        let every = 1.0 / r.speed.max(0.1);
        if r.since >= every {
            r.since -= every;
            let next = r.at + 1;
            r.seek(next);
        }
    }
    show_moment(world);
}

/// Keep a game's record (or say why there is none) and offer it: a download in the browser, the file's place on
/// the desktop.
pub fn write_record(world: &mut World, name: &str, text: Result<String, String>) {
    let i18n = world.resource::<I18n>();
    let status = match text.and_then(|t| storage::write_text(name, &t)).and_then(|_| storage::export(name)) {
        Ok(place) => StatusLine { text: Some(i18n.ta("record-written", &[("file", place.into())])), error: false },
        Err(why) => StatusLine { text: Some(i18n.ta("record-failed", &[("reason", why.into())])), error: true },
    };
    *world.resource_mut::<StatusLine>() = status;
}

/// Put the replay on the table.
pub fn start(world: &mut World, r: Replay) {
    world.insert_resource(Players::default());
    world.insert_resource(ReadOnly);
    *world.resource_mut::<Seat>() = Seat::at(r.side);
    world.insert_resource(r);
    *world.resource_mut::<StatusLine>() = StatusLine::default();
    show_moment(world);
}

fn fail(world: &mut World, why: String) {
    let text = world.resource::<I18n>().ta("replay-failed", &[("reason", why.into())]);
    *world.resource_mut::<StatusLine>() = StatusLine { text: Some(text), error: true };
}

/// Rebuild the table when the replay's moment, side or openness changed (`game::control::show`: one order
/// forward is played on the game there, anything else replays from the start), checking each step's state hash
/// against the save's.
fn show_moment(world: &mut World) {
    let Some(r) = world.get_resource::<Replay>() else { return };
    let want = (r.at, r.side, r.open);
    if r.shown == Some(want) {
        return;
    }
    let (scenario, seed) = (r.scenario.clone(), r.seed);
    let orders = std::mem::take(&mut world.resource_mut::<Replay>().orders);
    let shown = crate::game::control::show(world, scenario, seed, &orders, want.0);
    *world.resource_mut::<Seat>() = Seat::at(want.1);
    let mut r = world.resource_mut::<Replay>();
    r.orders = orders;
    r.shown = Some(want);
    let refused = match shown {
        Ok(hash) => {
            if want.0 > 0 && r.hashes.get(want.0 - 1).is_some_and(|h| *h != hash) {
                r.mismatch.get_or_insert(want.0);
                r.playing = false;
            }
            None
        }
        Err((i, why)) => {
            r.playing = false;
            Some(format!("order {}: {why}", i + 1))
        }
    };
    if let Some(why) = refused {
        fail(world, why);
    }
}

/// Start a new game from the moment on the table: the same scenario and seed, the players chosen for it (at first
/// those who played), its orders the replayed ones; saved at once under a new name (the replayed save is left as
/// it was).
fn fork(world: &mut World) {
    let Some(r) = world.remove_resource::<Replay>() else { return };
    world.remove_resource::<ReadOnly>();
    let orders = r.fork_orders();
    let players = r.fork_players;
    let game = match Session::replay(r.scenario.clone(), r.seed, &orders) {
        Ok(g) => g,
        Err((i, why)) => return fail(world, format!("order {}: {why}", i + 1)),
    };
    let save = SaveFile::from_session(&game).with_players(players);
    let turn = game.state().common().turn;
    let name = storage::new_save_name(&format!("{} fork", r.scenario.file().meta.name), turn);
    world.insert_resource(Players(players));
    world.resource_mut::<Seat>().expect_start = true;
    spawn_game(world, game);
    world.get_resource_or_insert_with(GameEpoch::default).0 += 1;
    let i18n = world.resource::<I18n>();
    let status = match storage::write_save(&name, &save) {
        Ok(()) => StatusLine { text: Some(i18n.ta("replay-forked", &[("file", name.into())])), error: false },
        Err(e) => StatusLine { text: Some(i18n.ta("bar-save-failed", &[("reason", e.into())])), error: true },
    };
    *world.resource_mut::<StatusLine>() = status;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn played(file: &str, n: usize) -> SaveFile {
        let text = crate::scenario::bundled(file).unwrap();
        let scenario = crate::scenario::load_str(text, file).unwrap();
        let mut s = Session::new(&scenario, 7);
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(3);
        hexmarshal_rules::ai::policy::play_randomly(&mut s, n, &mut rng);
        SaveFile::from_session(&s)
    }

    #[test]
    fn turns_and_seeking() {
        let save = played("hastings_1066.ron", 80);
        let mut r = Replay::from_save(&save, "x").unwrap();
        assert_eq!(r.orders.len(), 80);
        assert!(!r.finished);
        assert_eq!(
            r.seated,
            Some(save.game().map(|(sc, seed, o)| Session::replay(Arc::new(sc), seed, &o).unwrap().to_act()).unwrap())
        );
        // Forward turn by turn reaches the end, each stop at a turn's first order.
        let mut stops = vec![0];
        while r.at < r.orders.len() {
            let next = r.turn_forward();
            assert!(next > r.at);
            r.seek(next);
            stops.push(r.at);
        }
        for w in stops.windows(2) {
            if w[1] < r.orders.len() {
                assert_ne!(r.turn_at(w[1]), r.turn_at(w[1] - 1), "{stops:?}");
            }
        }
        // And back again to the start.
        let mut back = 0;
        while r.at > 0 {
            let prev = r.turn_back();
            assert!(prev < r.at);
            r.seek(prev);
            back += 1;
        }
        assert!(back >= stops.len() - 2);
        // A running game shows only its seated side, never laid open.
        let seated = r.seated.unwrap();
        r.show(1 - seated, true);
        assert_eq!((r.side, r.open), (seated, false));
    }
}
