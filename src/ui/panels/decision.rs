//! The pending decision, docked off the map: its question and answers, at the head of the side panel on wider
//! windows, and on a phone a sheet above the hand (upright) or a column beside the map (sideways) that folds away.

use super::{Actions, Panels};
use crate::ui::layout::{Drawers, LayoutReport};
use bevy_egui::egui;

/// The pending decision, docked: its question, its answers as buttons, and a word when hexes on the map answer it.
pub(super) fn body(ui: &mut egui::Ui, p: &Panels, pr: &crate::ui::model::PromptModel, act: &mut Actions) {
    ui.label(egui::RichText::new(&pr.text).size(16.0).color(egui::Color32::from_rgb(255, 220, 130)));
    ui.horizontal_wrapped(|ui| {
        for (label, o) in pr.shown(p.selected) {
            if ui.button(label).clicked() {
                act.order(o.clone());
            }
        }
    });
    if !pr.map_targets.is_empty() {
        ui.label(egui::RichText::new(p.i18n.t("prompt-pick-on-map")).small());
    }
}

/// A decision on a phone: a sheet above the hand held upright, a column on the right held sideways, folding to its
/// heading (Hide) to show the whole board.
pub(super) fn on_phone(
    ctx: &egui::Context,
    root: &mut egui::Ui,
    frame: egui::Frame,
    p: &Panels,
    pr: &crate::ui::model::PromptModel,
    (act, rep, drawers): (&mut Actions, &mut LayoutReport, &mut Drawers),
) {
    let r = ctx.content_rect();
    let sideways = r.width() > r.height();
    let sheet = |ui: &mut egui::Ui, act: &mut Actions, rep: &mut LayoutReport, drawers: &mut Drawers| {
        let top = ui.cursor().min;
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new(p.i18n.t("prompt-title")).strong());
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                let key = if drawers.decision_folded { "prompt-show" } else { "prompt-hide" };
                let b = ui.button(p.i18n.t(key));
                rep.name("decision-fold", b.rect);
                if b.clicked() {
                    drawers.decision_folded = !drawers.decision_folded;
                }
            });
        });
        if !drawers.decision_folded {
            // At most a quarter of the screen upright, scrolling beyond: the map keeps the rest.
            let most = if sideways { ui.available_height() } else { r.height() * 0.25 };
            egui::ScrollArea::vertical()
                .id_salt("decision-scroll")
                .max_height(most)
                .min_scrolled_height(most)
                .show(ui, |ui| body(ui, p, pr, act));
        }
        rep.name("decision", egui::Rect::from_min_max(top, ui.min_rect().max));
    };
    if sideways && !drawers.decision_folded {
        egui::Panel::right("decision")
            .frame(frame)
            .exact_size((r.width() * 0.36).clamp(220.0, 340.0))
            .show(root, |ui| sheet(ui, act, rep, drawers));
    } else {
        egui::Panel::bottom("decision").frame(frame).show(root, |ui| sheet(ui, act, rep, drawers));
    }
}
