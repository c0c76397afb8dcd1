//! The computer at the table: who plays each side (`Players`), and the system that plays a computer's side when it
//! is to act. The search (`hexmarshal_rules::ai::Search`) runs a slice at a time between frames, 10 to 200 ms
//! each, on the desktop and in the browser alike, so the window never freezes; its answer is sent as an order, like
//! a person's click, once the pace the player chose has passed. The search starts from what its side may know only.

use super::settings::Settings;
use crate::game::control::GameEpoch;
use crate::game::flow::GameState;
use crate::game::messages::{Order, SideOrder, SubmitOrder};
use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use hexmarshal_rules::ai::{self, Level, Player, Search};

/// The computer's systems: the window runs them on the game screen only (a game left for the title screen waits);
/// a headless app runs them always.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct ComputerSet;

/// Who plays each side of the game at the table: people, or the computer at a level. Saves record it.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Players(pub [Player; 2]);

impl Default for Players {
    fn default() -> Self {
        Players([Player::Person; 2])
    }
}

impl Players {
    /// The sides people play.
    pub fn people(&self) -> Vec<usize> {
        (0..2).filter(|&s| !self.0[s].is_computer()).collect()
    }

    /// The computer's level on `side`, if the computer plays it.
    pub fn computer(&self, side: usize) -> Option<Player> {
        self.0.get(side).copied().filter(|p| p.is_computer())
    }

    /// Both sides played by the computer at `level`: a game to watch.
    pub fn watch(level: Level) -> Players {
        Players([Player::Ai(level); 2])
    }
}

/// What the computer is working on: the decision (the game's epoch and length when it began), its search while it
/// runs, and its answer once found.
#[derive(Resource, Default)]
pub struct Thinking {
    pub now: Option<Think>,
    /// What the searches finished so far cost (the browser test reads it through the page, `data-computer`).
    pub times: SearchTimes,
}

/// What the computer's searches cost at this table: how many decisions needed one, the time spent searching (the
/// slices themselves) and the time from a decision's start to its answer (the frames between the slices as well),
/// each in all and at most.
#[derive(Debug, Clone, Copy, Default, PartialEq, serde::Serialize)]
pub struct SearchTimes {
    pub decisions: u32,
    pub search_secs: f64,
    pub search_max: f64,
    pub wall_secs: f64,
    pub wall_max: f64,
}

impl SearchTimes {
    fn add(&mut self, search: f64, wall: f64) {
        self.decisions += 1;
        self.search_secs += search;
        self.search_max = self.search_max.max(search);
        self.wall_secs += wall;
        self.wall_max = self.wall_max.max(wall);
    }
}

pub struct Think {
    pub side: usize,
    pub player: Player,
    key: (u64, usize),
    search: Option<Search>,
    answer: Option<Order>,
    /// When the decision began (for the pace and the times), and the seconds spent in the search's slices since.
    began: Instant,
    spent: f64,
    /// Set once the answer was sent: a game that still waits on the same decision afterwards refused it.
    sent: bool,
}

impl Think {
    /// How far the search has gone, 0 to 1.
    pub fn progress(&self) -> f32 {
        match &self.search {
            Some(s) => {
                let (done, total) = s.progress();
                if total == 0 { 1.0 } else { done as f32 / total as f32 }
            }
            None => 1.0,
        }
    }
}

/// A player's name in the player's language: a person, or the computer at its level.
pub fn player_name(i18n: &super::i18n::I18n, p: Player) -> String {
    match p {
        Player::Ai(Level::Easy) => i18n.t("player-ai-easy"),
        Player::Ai(Level::Normal) => i18n.t("player-ai-normal"),
        Player::Ai(Level::Hard) => i18n.t("player-ai-hard"),
        Player::Person => i18n.t("player-person"),
        Player::Random => i18n.t("player-random"),
        Player::Greedy => i18n.t("player-greedy"),
    }
}

/// The least one frame spends searching (10 ms: the window keeps drawing at about 40 frames a second meanwhile
/// or more), the most (200 ms), and the share of the last frame's time it may take between the two: where frames
/// are slow to draw anyway (a browser drawing without a graphics card, half a second a frame), a slice of 10 ms a
/// frame would spread a search of a second over a minute, while half the frame's time again slows the drawing by a
/// third at most.
const SLICE_SECS: (f64, f64) = (0.010, 0.200);
const SLICE_SHARE: f64 = 0.5;

/// How long this frame's slice of search may run, after a last frame of `frame` seconds.
fn slice_secs(frame: f64) -> f64 {
    (frame * SLICE_SHARE).clamp(SLICE_SECS.0, SLICE_SECS.1)
}

/// The seed of the computer's decisions in a game: from the game's own seed, so a game replays alike.
fn seat_seed(game_seed: u64, side: usize) -> u64 {
    game_seed ^ 0xC0_4D_9A_7E_u64.rotate_left(side as u32 * 17)
}

/// When a computer's side is to act: search a slice, and send the answer once it is found and the pace has passed.
/// Keeps frames coming while it works (the window otherwise sleeps until input).
pub fn computer_turn(
    game: Option<Res<GameState>>,
    (players, epoch, settings, time): (Res<Players>, Res<GameEpoch>, Res<Settings>, Res<Time<Real>>),
    mut thinking: ResMut<Thinking>,
    mut out: MessageWriter<SubmitOrder>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Some(game) = game else {
        thinking.now = None;
        return;
    };
    let s = &game.0;
    let side = s.to_act();
    let player = match players.computer(side) {
        Some(p) if !s.is_over() => p,
        _ => {
            thinking.now = None;
            return;
        }
    };
    let key = (epoch.0, s.history().len());
    let refused = thinking.now.as_ref().is_some_and(|t| t.key == key && t.sent);
    if thinking.now.as_ref().is_none_or(|t| t.key != key) || refused {
        // A refused answer (it should not happen: the answer is one of the legal orders) falls back on the random
        // player, so the game never stalls.
        let player = if refused { Player::Random } else { player };
        let seed = seat_seed(s.seed(), side);
        let search = match player {
            Player::Ai(level) => Some(Search::new(s, side, level.budget(s.scenario().ruleset), seed)),
            _ => None,
        };
        let answer = if search.is_none() { ai::decide(s, side, player, seed) } else { None };
        thinking.now =
            Some(Think { side, player, key, search, answer, began: Instant::now(), spent: 0.0, sent: false });
    }
    let Thinking { now: Some(t), times } = &mut *thinking else { return };
    if let Some(search) = &mut t.search {
        let start = Instant::now();
        let slice = slice_secs(time.delta_secs_f64());
        // One iteration at a time: a rollout played on to the end of a turn may take a few milliseconds.
        while !search.finished() && start.elapsed().as_secs_f64() < slice {
            search.run(1);
        }
        t.spent += start.elapsed().as_secs_f64();
        if search.finished() {
            if search.progress().1 > 0 {
                times.add(t.spent, t.began.elapsed().as_secs_f64());
            }
            t.answer = search.best();
            t.search = None;
        }
    }
    redraw.write(RequestRedraw);
    if t.began.elapsed().as_secs_f64() >= f64::from(settings.computer_pace.max(0.0))
        && let Some(order) = t.answer.take()
    {
        out.write(SubmitOrder(SideOrder { side, order }));
        t.sent = true;
    }
}

/// While the computer works on a decision: who is thinking, at what level, and how far the search has gone, in a
/// small box under the bar (the table itself stays as it is, showing only the person's side).
pub fn thinking_ui(
    mut contexts: bevy_egui::EguiContexts,
    thinking: Res<Thinking>,
    model: Res<super::model::TableModel>,
    i18n: Res<super::i18n::I18n>,
) -> Result {
    use bevy_egui::egui;
    let Some(t) = &thinking.now else { return Ok(()) };
    if !model.ready || model.curtain.is_some() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    let level = player_name(&i18n, t.player);
    let text = i18n.ta("computer-thinking", &[("side", model.side_name(t.side).into()), ("player", level.into())]);
    egui::Area::new("computer-thinking".into())
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 96.0))
        .order(egui::Order::Foreground)
        .interactable(false)
        .show(&ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(egui::RichText::new(text).strong());
                });
                ui.add(egui::ProgressBar::new(t.progress()).desired_width(260.0).show_percentage());
            });
        });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slice_of_search_keeps_to_its_bounds_and_grows_with_slow_frames() {
        // At 60 frames a second and faster, the least slice; a frame of half a second, the most.
        assert_eq!(slice_secs(1.0 / 60.0), SLICE_SECS.0);
        assert_eq!(slice_secs(0.0), SLICE_SECS.0);
        assert_eq!(slice_secs(0.5), SLICE_SECS.1);
        // Between them, half the last frame.
        assert!((slice_secs(0.1) - 0.05).abs() < 1e-12);
    }
}
