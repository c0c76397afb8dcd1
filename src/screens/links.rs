//! The title screen's scenario links: the box where a link is pasted (Open a link…), and the offer of a scenario
//! that came by a link (pasted, or in the browser page's address), checked as an import, to play now or keep.

use super::{ScenarioEntry, ScenarioList, Screen};
use crate::ui::i18n::I18n;
use crate::ui::links::{self, LinkOffer};
use crate::ui::{ClientCommand, StatusLine};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use std::sync::Arc;

/// The Open-a-link box: whether it is open and what has been pasted into it.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct LinkBox {
    pub open: bool,
    pub text: String,
}

/// What the offer's buttons asked for.
enum Answer {
    Play,
    Keep,
    Close,
}

/// The paste box and the offer, over the title screen.
pub fn link_ui(
    mut contexts: EguiContexts,
    i18n: Res<I18n>,
    mut link_box: ResMut<LinkBox>,
    offer: Option<Res<LinkOffer>>,
    mut status: ResMut<StatusLine>,
    (mut commands, mut cmds, mut next): (Commands, MessageWriter<ClientCommand>, ResMut<NextState<Screen>>),
    list: Option<ResMut<ScenarioList>>,
    mut images: ResMut<Assets<Image>>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    if link_box.open {
        let mut open = true;
        let mut go = false;
        egui::Window::new(i18n.t("link-open-title"))
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 90.0))
            .show(&ctx, |ui| {
                ui.label(i18n.t("link-paste"));
                let field = ui.add(
                    egui::TextEdit::multiline(&mut link_box.text)
                        .id(egui::Id::new("link-field"))
                        .desired_rows(3)
                        .desired_width(ui.available_width().clamp(260.0, 520.0)),
                );
                field.request_focus();
                let ready = !link_box.text.trim().is_empty();
                if ui.add_enabled(ready, egui::Button::new(i18n.t("link-open-go"))).clicked() {
                    go = true;
                }
            });
        if go {
            match links::open(&link_box.text, &i18n) {
                Ok(o) => {
                    commands.insert_resource(o);
                    *status = StatusLine::default();
                    *link_box = LinkBox::default();
                }
                Err(why) => {
                    *status = StatusLine { text: Some(i18n.ta("link-failed", &[("reason", why.into())])), error: true }
                }
            }
        } else if !open {
            *link_box = LinkBox::default();
        }
    }
    let Some(offer) = offer else { return Ok(()) };
    let answer = offer_window(&ctx, &i18n, &offer);
    match answer {
        Some(Answer::Play) => {
            let players = list.as_ref().map(|l| l.players).unwrap_or_default();
            let seed = super::seed_for(&offer.scenario);
            cmds.write(ClientCommand::NewGame { scenario: offer.scenario.clone(), seed, players });
            next.set(Screen::Game);
            commands.remove_resource::<LinkOffer>();
        }
        Some(Answer::Keep) => {
            *status = match links::keep(&offer) {
                Ok(file) => {
                    if let Some(mut list) = list {
                        let preview = images.add(crate::gfx::art::scenario_preview(&offer.scenario));
                        let entry = ScenarioEntry { file: file.clone(), scenario: offer.scenario.clone(), preview };
                        list.entries.insert(0, entry);
                        list.selected = 0;
                        list.seed = offer.scenario.seed();
                    }
                    StatusLine { text: Some(i18n.ta("link-kept", &[("file", file.into())])), error: false }
                }
                Err(why) => {
                    let reason = crate::ui::problems::file_error_text(&i18n, &why);
                    StatusLine { text: Some(i18n.ta("link-failed", &[("reason", reason.into())])), error: true }
                }
            };
            commands.remove_resource::<LinkOffer>();
        }
        Some(Answer::Close) => commands.remove_resource::<LinkOffer>(),
        None => {}
    }
    Ok(())
}

/// The offer: the scenario's name, rules, sides and description in the player's language, and Play it (Enter),
/// Keep it and Close (Escape).
fn offer_window(ctx: &egui::Context, i18n: &I18n, offer: &LinkOffer) -> Option<Answer> {
    let mut answer = None;
    let s: &Arc<crate::scenario::Scenario> = &offer.scenario;
    let lang = i18n.lang().code();
    egui::Window::new(i18n.t("link-offer-title"))
        .id(egui::Id::new("link-offer"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            ui.set_max_width(460.0);
            super::scenario_heading(ui, i18n, s, 20.0);
            ui.label(egui::RichText::new(s.file().meta.description_in(lang)).small());
            ui.add_space(6.0);
            ui.label(egui::RichText::new(i18n.t("link-offer-note")).small().italics());
            ui.add_space(6.0);
            // Enter plays, Escape closes.
            let (enter, escape) = ui.input(|i| (i.key_pressed(egui::Key::Enter), i.key_pressed(egui::Key::Escape)));
            if enter {
                answer = Some(Answer::Play);
            } else if escape {
                answer = Some(Answer::Close);
            }
            ui.horizontal(|ui| {
                if ui.add(egui::Button::new(egui::RichText::new(i18n.t("link-play")).strong())).clicked() {
                    answer = Some(Answer::Play);
                }
                if ui.button(i18n.t("link-keep")).clicked() {
                    answer = Some(Answer::Keep);
                }
                if ui.button(i18n.t("link-close")).clicked() {
                    answer = Some(Answer::Close);
                }
            });
        });
    answer
}
