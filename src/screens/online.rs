//! The online screen: make a match on a server from the scenario chosen on the title screen (your side, and a
//! friend or the computer across the table), get the link for the other seat, join a match by a link or a token,
//! and the list of your matches, kept on this machine by token, with whose turn it is in each. It sends commands to
//! `net` and shows its answers; the match itself is played on the game screen.

use super::{ScenarioList, Screen};
use crate::net::{NetCommand, NetEvent, SeatStatus, parse_join, seat_link, server_base};
use crate::ui::i18n::I18n;
use crate::ui::settings::Settings;
use crate::ui::storage;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// The file (in the data folder, or the page's storage) that lists the player's matches.
const MATCHES: &str = "matches.ron";

/// One of the player's matches: enough to open its seat again and to show it in the list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MyMatch {
    pub server: String,
    pub token: String,
    /// The scenario's name (from the server).
    #[serde(default)]
    pub name: String,
    /// The link for the other seat, when this player made the match for a friend.
    #[serde(default)]
    pub invite: Option<String>,
    /// The link for spectators.
    #[serde(default)]
    pub spectate: Option<String>,
}

/// The player's matches, newest first.
pub fn my_matches() -> Vec<MyMatch> {
    storage::read_text(MATCHES).and_then(|t| ron::from_str(&t).ok()).unwrap_or_default()
}

fn remember(m: MyMatch) -> Result<(), String> {
    let mut all = my_matches();
    all.retain(|x| x.token != m.token);
    all.insert(0, m);
    all.truncate(100);
    write(&all)
}

fn write(all: &[MyMatch]) -> Result<(), String> {
    let text = ron::ser::to_string_pretty(all, ron::ser::PrettyConfig::new()).map_err(|e| e.to_string())?;
    storage::write_text(MATCHES, &text)
}

/// What the online screen holds between frames.
#[derive(Resource, Debug, Default)]
pub struct OnlineForm {
    side: usize,
    /// 0: a friend; 1, 2, 3: the computer, easy, normal, hard.
    opponent: usize,
    join: String,
    /// The last thing to tell the player, and whether it is an error.
    message: Option<(String, bool)>,
    busy: bool,
    /// The match just made: its name, the creator's seat, and the link for the other seat.
    made: Option<MyMatch>,
    statuses: HashMap<String, Result<SeatStatus, String>>,
    asked: bool,
}

/// The page that joins a seat by link: in the browser, this page; on the desktop, the server's own page (it serves
/// the browser build when it has one).
fn join_page(server: &str) -> String {
    #[cfg(target_arch = "wasm32")]
    {
        let _ = server;
        web_sys::window()
            .and_then(|w| {
                let l = w.location();
                Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?))
            })
            .unwrap_or_default()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        format!("{server}/")
    }
}

fn opponent_id(k: usize) -> &'static str {
    ["person", "ai:easy", "ai:normal", "ai:hard"][k.min(3)]
}

/// Take the network's answers into the form: a match made (remembered, its seat joined when the computer is the
/// opponent, its link shown when a friend is), a seat's status, a failure.
pub fn take_answers(
    mut events: MessageReader<NetEvent>,
    mut form: ResMut<OnlineForm>,
    i18n: Res<I18n>,
    mut cmds: MessageWriter<NetCommand>,
    mut next: ResMut<NextState<Screen>>,
) {
    for e in events.read() {
        match e {
            NetEvent::Created { server, name, side, seats, spectator, .. } => {
                form.busy = false;
                let Some(Some(mine)) = seats.get(*side) else {
                    form.message = Some((i18n.t("online-no-seat"), true));
                    continue;
                };
                let page = join_page(server);
                let other = seats.iter().enumerate().find(|(k, t)| *k != *side && t.is_some());
                let m = MyMatch {
                    server: server.clone(),
                    token: mine.clone(),
                    name: name.clone(),
                    invite: other.and_then(|(_, t)| t.as_ref()).map(|t| seat_link(&page, server, t)),
                    spectate: Some(seat_link(&page, server, spectator)),
                };
                if let Err(why) = remember(m.clone()) {
                    form.message = Some((i18n.ta("online-not-kept", &[("reason", why.into())]), true));
                }
                if m.invite.is_none() {
                    // Against the computer there is no one to send a link to: straight to the table.
                    cmds.write(NetCommand::Join { server: m.server.clone(), token: m.token.clone() });
                    next.set(Screen::Game);
                } else {
                    form.message = Some((i18n.ta("online-made", &[("name", name.clone().into())]), false));
                    form.made = Some(m);
                }
            }
            NetEvent::Status { token, status } => {
                form.statuses.insert(token.clone(), status.clone());
                // The list learns the scenario's name of a match joined by link.
                if let Ok(s) = status {
                    let mut all = my_matches();
                    if let Some(m) = all.iter_mut().find(|m| &m.token == token && m.name != s.name) {
                        m.name = s.name.clone();
                        let _ = write(&all);
                    }
                }
            }
            NetEvent::Failed(why) => {
                form.busy = false;
                form.message = Some((i18n.ta("online-failed", &[("reason", why.clone().into())]), true));
            }
            NetEvent::Refused { .. } => {}
        }
    }
}

/// Join the seat a link or token names, remember it, and go to the table.
fn join(text: &str, server: &str, cmds: &mut MessageWriter<NetCommand>) -> Result<(), String> {
    let (server, token) = parse_join(text, server)?;
    if !my_matches().iter().any(|m| m.token == token) {
        remember(MyMatch {
            server: server.clone(),
            token: token.clone(),
            name: String::new(),
            invite: None,
            spectate: None,
        })?;
    }
    cmds.write(NetCommand::Join { server, token });
    Ok(())
}

#[allow(clippy::too_many_arguments)]
pub fn online_ui(
    mut contexts: EguiContexts,
    i18n: Res<I18n>,
    mut settings: ResMut<Settings>,
    list: Option<Res<ScenarioList>>,
    mut form: ResMut<OnlineForm>,
    mut cmds: MessageWriter<NetCommand>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    ctx.set_zoom_factor(settings.ui_scale.clamp(0.75, 2.0));
    let fit = crate::ui::layout::Fit::of(&ctx);
    fit.apply_style(&ctx);
    let matches = my_matches();
    if !form.asked {
        // Whose turn it is in each match, asked once each time the screen opens.
        form.asked = true;
        for m in &matches {
            cmds.write(NetCommand::Status { server: m.server.clone(), token: m.token.clone() });
        }
    }
    let mut server = settings.server.clone();
    let mut root = crate::ui::panels::root_ui(&ctx);
    egui::CentralPanel::default().show(&mut root, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                if ui.button(i18n.t("online-back")).clicked() {
                    form.asked = false;
                    next.set(Screen::Title);
                }
                ui.heading(i18n.t("online-title"));
            });
            ui.label(egui::RichText::new(i18n.t("online-intro")).small());
            ui.add_space(8.0);
            ui.horizontal_wrapped(|ui| {
                ui.label(i18n.t("online-server"));
                ui.add(egui::TextEdit::singleline(&mut server).desired_width(260.0).hint_text("127.0.0.1:8080"));
            });
            let base = server_base(&server);
            if let Err(why) = &base {
                ui.colored_label(egui::Color32::from_rgb(255, 120, 110), why);
            }
            ui.separator();
            make_match(ui, &i18n, list.as_deref(), &base, &mut form, (&mut cmds, &mut next));
            ui.separator();
            // Join by link.
            ui.heading(i18n.t("online-join"));
            ui.horizontal_wrapped(|ui| {
                ui.add(
                    egui::TextEdit::singleline(&mut form.join)
                        .desired_width(420.0)
                        .hint_text(i18n.t("online-join-hint")),
                );
                if ui
                    .add_enabled(!form.join.trim().is_empty(), egui::Button::new(i18n.t("online-join-button")))
                    .clicked()
                {
                    let text = form.join.clone();
                    match join(&text, &server, &mut cmds) {
                        Ok(()) => {
                            form.asked = false;
                            next.set(Screen::Game);
                        }
                        Err(why) => form.message = Some((why, true)),
                    }
                }
            });
            ui.separator();
            my_matches_section(ui, &i18n, &matches, &mut form, (&mut cmds, &mut next));
        });
    });
    if server != settings.server {
        settings.server = server;
        let _ = settings.save();
    }
    Ok(())
}

/// Where the online screen's buttons lead: commands to the network, and the next screen.
type Sends<'a, 'w, 's> = (&'a mut MessageWriter<'w, NetCommand>, &'a mut ResMut<'s, NextState<Screen>>);

/// Make a match: the scenario chosen on the title screen, your side and who plays the other; then the friend's
/// link and the way to your seat.
fn make_match(
    ui: &mut egui::Ui,
    i18n: &I18n,
    list: Option<&ScenarioList>,
    base: &Result<String, String>,
    form: &mut OnlineForm,
    (cmds, next): Sends,
) {
    ui.heading(i18n.t("online-create"));
    let chosen = list.as_ref().and_then(|l| l.entries.get(l.selected));
    match chosen {
        None => {
            ui.label(i18n.t("online-no-scenario"));
        }
        Some(e) => {
            let lang = i18n.lang().code();
            ui.label(i18n.ta("online-scenario", &[("name", e.scenario.file().meta.name_in(lang).to_string().into())]));
            ui.horizontal_wrapped(|ui| {
                ui.label(i18n.t("online-your-side"));
                for (k, s) in e.scenario.sides().iter().enumerate().take(2) {
                    ui.radio_value(&mut form.side, k, s.name_in(lang));
                }
            });
            ui.horizontal_wrapped(|ui| {
                ui.label(i18n.t("online-opponent"));
                ui.radio_value(&mut form.opponent, 0, i18n.t("online-friend"));
                ui.radio_value(&mut form.opponent, 1, i18n.t("player-ai-easy"));
                ui.radio_value(&mut form.opponent, 2, i18n.t("player-ai-normal"));
                ui.radio_value(&mut form.opponent, 3, i18n.t("player-ai-hard"));
            });
            let can = base.is_ok() && !form.busy;
            if ui.add_enabled(can, egui::Button::new(i18n.t("online-create-button"))).clicked()
                && let Ok(server) = &base
            {
                form.busy = true;
                form.made = None;
                form.message = Some((i18n.t("online-working"), false));
                cmds.write(NetCommand::Create {
                    server: server.clone(),
                    scenario: e.scenario.file().to_ron(),
                    side: form.side.min(1),
                    opponent: opponent_id(form.opponent).to_string(),
                });
            }
        }
    }
    if let Some((text, error)) = &form.message {
        let colour =
            if *error { egui::Color32::from_rgb(255, 120, 110) } else { egui::Color32::from_rgb(170, 220, 150) };
        ui.colored_label(colour, text);
    }
    if let Some(m) = form.made.clone() {
        if let Some(invite) = &m.invite {
            ui.label(i18n.t("online-invite"));
            ui.horizontal_wrapped(|ui| {
                let mut shown = invite.clone();
                ui.add(egui::TextEdit::singleline(&mut shown).desired_width(420.0));
                if ui.button(i18n.t("online-copy")).clicked() {
                    ui.ctx().copy_text(invite.clone());
                }
            });
        }
        if ui.button(egui::RichText::new(i18n.t("online-enter")).strong()).clicked() {
            cmds.write(NetCommand::Join { server: m.server.clone(), token: m.token.clone() });
            form.asked = false;
            next.set(Screen::Game);
        }
    }
}

/// My matches: each with whose turn it is, Open, the friend's and the spectators' links, and Forget.
fn my_matches_section(ui: &mut egui::Ui, i18n: &I18n, matches: &[MyMatch], form: &mut OnlineForm, (cmds, next): Sends) {
    ui.heading(i18n.t("online-mine"));
    if matches.is_empty() {
        ui.label(i18n.t("online-mine-none"));
    }
    let mut forget = None;
    for m in matches {
        ui.horizontal_wrapped(|ui| {
            let name = if m.name.is_empty() { i18n.t("online-unnamed") } else { m.name.clone() };
            ui.label(egui::RichText::new(name).strong());
            let state = match form.statuses.get(&m.token) {
                None => i18n.t("online-asking"),
                Some(Err(why)) => why.clone(),
                Some(Ok(s)) if s.over => i18n.t("online-over"),
                Some(Ok(s)) if s.your_turn => i18n.ta("online-your-turn", &[("turn", s.turn.into())]),
                Some(Ok(s)) if s.side.is_none() => i18n.ta("online-watching", &[("turn", s.turn.into())]),
                Some(Ok(s)) => i18n.ta("online-their-turn", &[("turn", s.turn.into())]),
            };
            ui.label(state);
            ui.label(egui::RichText::new(&m.server).small());
            if ui.button(i18n.t("online-open")).clicked() {
                cmds.write(NetCommand::Join { server: m.server.clone(), token: m.token.clone() });
                form.asked = false;
                next.set(Screen::Game);
            }
            if let Some(invite) = &m.invite
                && ui.button(i18n.t("online-copy-invite")).clicked()
            {
                ui.ctx().copy_text(invite.clone());
            }
            if let Some(watch) = &m.spectate
                && ui.button(i18n.t("online-copy-spectate")).on_hover_text(i18n.t("online-copy-spectate-tip")).clicked()
            {
                ui.ctx().copy_text(watch.clone());
            }
            if ui.button(i18n.t("online-forget")).clicked() {
                forget = Some(m.token.clone());
            }
        });
    }
    if let Some(token) = forget {
        let all: Vec<MyMatch> = matches.iter().filter(|m| m.token != token).cloned().collect();
        if let Err(why) = write(&all) {
            form.message = Some((why, true));
        }
    }
}

/// A link in the page's address (`?server=...&join=...`) or on the command line opens its seat at once.
#[derive(Resource, Debug, Clone)]
pub struct JoinAtStart(pub String);

pub fn join_at_start(
    start: Option<Res<JoinAtStart>>,
    settings: Res<Settings>,
    mut cmds: MessageWriter<NetCommand>,
    mut next: ResMut<NextState<Screen>>,
    mut status: ResMut<crate::ui::StatusLine>,
) {
    #[cfg(target_arch = "wasm32")]
    let from_page = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .filter(|q| q.contains("join="))
        .map(|q| format!("?{}", q.trim_start_matches('?')));
    #[cfg(not(target_arch = "wasm32"))]
    let from_page: Option<String> = None;
    let Some(link) = start.map(|s| s.0.clone()).or(from_page) else { return };
    // In the browser a link without `server=` means the server that served the page.
    #[cfg(target_arch = "wasm32")]
    let default_server =
        web_sys::window().and_then(|w| w.location().origin().ok()).unwrap_or_else(|| settings.server.clone());
    #[cfg(not(target_arch = "wasm32"))]
    let default_server = settings.server.clone();
    match join(&link, &default_server, &mut cmds) {
        Ok(()) => next.set(Screen::Game),
        Err(why) => {
            status.text = Some(why);
            status.error = true;
        }
    }
}
