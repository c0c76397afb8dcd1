//! The computer at the table: who plays each side (`Players`), and the system that plays a computer's side when it
//! is to act. The search (`hexmarshal_rules::ai::Search`) runs a slice at a time between frames, a few milliseconds
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
}

pub struct Think {
    pub side: usize,
    pub player: Player,
    key: (u64, usize),
    search: Option<Search>,
    answer: Option<Order>,
    /// When the decision began (seconds of real time), for the pace.
    started: f64,
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

/// The most one frame spends searching: the window keeps drawing at about 60 frames a second meanwhile.
const SLICE_SECS: f64 = 0.010;

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
    let now = time.elapsed_secs_f64();
    let refused = thinking.now.as_ref().is_some_and(|t| t.key == key && t.sent);
    if thinking.now.as_ref().is_none_or(|t| t.key != key) || refused {
        // A refused answer (it should not happen: the answer is one of the legal orders) falls back on the random
        // player, so the game never stalls.
        let player = if refused { Player::Random } else { player };
        let seed = seat_seed(s.seed(), side);
        let search = match player {
            Player::Ai(level) => Some(Search::new(s, side, level.budget(), seed)),
            _ => None,
        };
        let answer = if search.is_none() { ai::decide(s, side, player, seed) } else { None };
        thinking.now = Some(Think { side, player, key, search, answer, started: now, sent: false });
    }
    let Some(t) = thinking.now.as_mut() else { return };
    if let Some(search) = &mut t.search {
        let start = Instant::now();
        // One iteration at a time: a rollout played on to the end of a turn may take a few milliseconds.
        while !search.finished() && start.elapsed().as_secs_f64() < SLICE_SECS {
            search.run(1);
        }
        if search.finished() {
            t.answer = search.best();
            t.search = None;
        }
    }
    redraw.write(RequestRedraw);
    if now - t.started >= f64::from(settings.computer_pace.max(0.0))
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
