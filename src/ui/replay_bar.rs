//! The replay bar under a game watched again: back to the start, a turn back, an order back, play and pause, an
//! order forward, a turn forward, the end; the timeline; the speed; whose view is shown (and, once the game has
//! ended, both sides laid open); fork a new game from here; the game's record; close. It reads the `Replay` and
//! sends `ReplayCommand`s.

use super::i18n::I18n;
use super::layout::{Fit, LayoutReport};
use super::replay::{Replay, ReplayCommand, SPEEDS};
use bevy_egui::egui;
use hexmarshal_rules::ai::{Level, Player};

/// Draw the bar; what the player asked for goes into `out`.
pub fn replay_bar(
    ui: &mut egui::Ui,
    r: &Replay,
    (i18n, fit, side_names): (&I18n, Fit, &[String]),
    out: &mut Vec<ReplayCommand>,
    rep: &mut LayoutReport,
) {
    let n = r.orders.len();
    ui.horizontal_wrapped(|ui| {
        let title = if r.resume.is_some() { i18n.t("recap-title") } else { i18n.t("replay-title") };
        ui.label(egui::RichText::new(title).strong());
        if r.resume.is_some() {
            // Back to where the other side's turn began.
            let from = r.recap_from();
            if named(ui, rep, "recap-start", r.at != from, i18n.t("recap-again-short"), i18n.t("recap-again")) {
                out.push(ReplayCommand::Seek(from));
                out.push(ReplayCommand::Play(true));
            }
        }
        if named(ui, rep, "start", r.at > 0, "|<".into(), i18n.t("replay-start")) {
            out.push(ReplayCommand::Seek(0));
        }
        if named(ui, rep, "turn-back", r.at > 0, "<<".into(), i18n.t("replay-turn-back")) {
            out.push(ReplayCommand::Seek(r.turn_back()));
        }
        if named(ui, rep, "back", r.at > 0, "<".into(), i18n.t("replay-back")) {
            out.push(ReplayCommand::Seek(r.at - 1));
        }
        let (play_text, play_hint) = if r.playing {
            (i18n.t("replay-pause"), i18n.t("replay-pause-hint"))
        } else {
            (i18n.t("replay-play"), i18n.t("replay-play-hint"))
        };
        if named(ui, rep, "play", n > 0, play_text, play_hint) {
            out.push(ReplayCommand::Play(!r.playing));
        }
        if named(ui, rep, "forward", r.at < n, ">".into(), i18n.t("replay-forward")) {
            out.push(ReplayCommand::Seek(r.at + 1));
        }
        if named(ui, rep, "turn-forward", r.at < n, ">>".into(), i18n.t("replay-turn-forward")) {
            out.push(ReplayCommand::Seek(r.turn_forward()));
        }
        if named(ui, rep, "end", r.at < n, ">|".into(), i18n.t("replay-end")) {
            out.push(ReplayCommand::Seek(n));
        }
        ui.label(i18n.ta("replay-where", &[("at", r.at.into()), ("n", n.into()), ("turn", r.turn_at(r.at).into())]));
    });
    let mut at = r.at;
    let width = (ui.available_width() - 16.0).max(120.0);
    ui.spacing_mut().slider_width = width;
    let slider = ui.add(egui::Slider::new(&mut at, 0..=n.max(1)).show_value(false));
    rep.name("replay-timeline", slider.rect);
    if at != r.at {
        out.push(ReplayCommand::Seek(at));
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(i18n.t("replay-speed"));
        let mut speed = r.speed;
        egui::ComboBox::from_id_salt("replay-speed").selected_text(speed_text(i18n, speed)).show_ui(ui, |ui| {
            for s in SPEEDS {
                ui.selectable_value(&mut speed, s, speed_text(i18n, s));
            }
        });
        if speed != r.speed {
            out.push(ReplayCommand::Speed(speed));
        }
        ui.separator();
        let name = |s: usize| side_names.get(s).cloned().unwrap_or_default();
        match r.seated {
            Some(s) => {
                ui.label(i18n.ta("replay-seated", &[("side", name(s).into())]))
                    .on_hover_text(i18n.t("replay-seated-hint"));
            }
            None => {
                ui.label(i18n.t("replay-view"));
                let shown =
                    if r.open { i18n.t("replay-open") } else { i18n.ta("replay-as", &[("side", name(r.side).into())]) };
                let mut pick: Option<(usize, bool)> = None;
                egui::ComboBox::from_id_salt("replay-view").selected_text(shown).show_ui(ui, |ui| {
                    for s in 0..side_names.len().min(2) {
                        let on = !r.open && r.side == s;
                        if ui.selectable_label(on, i18n.ta("replay-as", &[("side", name(s).into())])).clicked() {
                            pick = Some((s, false));
                        }
                    }
                    let open = ui.add_enabled(r.finished, egui::Button::selectable(r.open, i18n.t("replay-open")));
                    if open.on_disabled_hover_text(i18n.t("replay-open-later")).clicked() {
                        pick = Some((r.side, true));
                    }
                });
                if let Some((side, open)) = pick {
                    out.push(ReplayCommand::Show { side, open });
                }
            }
        }
        ui.separator();
        if r.resume.is_some() {
            // A look back from a running game: nothing to fork or record, only the way back to it.
            if named(ui, rep, "close", true, i18n.t("recap-back"), i18n.t("recap-back-hint")) {
                out.push(ReplayCommand::Close);
            }
            return;
        }
        if named(ui, rep, "fork", true, i18n.t("replay-fork"), i18n.t("replay-fork-hint")) {
            out.push(ReplayCommand::Fork);
        }
        // Who plays the fork: as the game was played, two people, or the computer (normal) on either side.
        let computer = Player::Ai(Level::Normal);
        let choices = [
            (r.players, i18n.t("replay-fork-as-played")),
            ([Player::Person, Player::Person], i18n.t("replay-fork-people")),
            ([computer, Player::Person], i18n.ta("replay-fork-computer", &[("side", name(0).into())])),
            ([Player::Person, computer], i18n.ta("replay-fork-computer", &[("side", name(1).into())])),
        ];
        let chosen = choices
            .iter()
            .find(|(p, _)| *p == r.fork_players)
            .map_or_else(|| crate::ui::computer::player_name(i18n, r.fork_players[1]), |(_, t)| t.clone());
        let mut pick = r.fork_players;
        egui::ComboBox::from_id_salt("replay-fork-players").selected_text(chosen).show_ui(ui, |ui| {
            for (p, t) in &choices {
                ui.selectable_value(&mut pick, *p, t);
            }
        });
        if pick != r.fork_players {
            out.push(ReplayCommand::ForkPlayers(pick));
        }
        if named(ui, rep, "record", r.finished, i18n.t("replay-record"), i18n.t("replay-record-hint")) {
            out.push(ReplayCommand::Record);
        }
        if named(ui, rep, "close", true, i18n.t("replay-close"), i18n.t("replay-close-hint")) {
            out.push(ReplayCommand::Close);
        }
    });
    if let Some(k) = r.mismatch {
        ui.label(
            egui::RichText::new(i18n.ta("replay-mismatch", &[("at", k.into())]))
                .color(egui::Color32::from_rgb(255, 120, 110)),
        );
    }
    if fit == Fit::Narrow {
        ui.add_space(2.0);
    }
}

/// A button of the bar, its place noted in the layout report as `replay-NAME`; whether it was clicked.
fn named(ui: &mut egui::Ui, rep: &mut LayoutReport, name: &str, enabled: bool, text: String, hint: String) -> bool {
    let b = ui.add_enabled(enabled, egui::Button::new(text).min_size(egui::vec2(36.0, 30.0))).on_hover_text(hint);
    rep.name(&format!("replay-{name}"), b.rect);
    b.clicked()
}

/// A playing speed in words: orders a second.
fn speed_text(i18n: &I18n, s: f32) -> String {
    i18n.ta("replay-speed-value", &[("n", f64::from(s).into())])
}
