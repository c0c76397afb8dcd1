//! The phone's Info drawer: the side panel (scores, table, dice, log) over the map from the left edge, with the
//! rules and the other side's turn again at its head.

use super::{Actions, DiceTray, Panels};
use crate::ui::layout::{Drawers, LayoutReport};
use bevy_egui::egui;

/// Where a drawer goes: the map's free area, the panels' frame and margin.
pub(super) struct Sheet {
    pub free: egui::Rect,
    pub frame: egui::Frame,
    pub margin: i8,
}

/// On a phone, the side panel as a drawer over the map from the left edge, with the rules and the other side's
/// turn again at its head (the bar has no room for them).
pub(super) fn info_drawer(
    ctx: &egui::Context,
    p: &Panels,
    sheet: Sheet,
    (drawers, tray, now, epoch): (&mut Drawers, &mut DiceTray, f64, u64),
    act: &mut Actions,
    rep: &mut LayoutReport,
) {
    let Sheet { free, frame, margin } = sheet;
    let (i18n, model) = (p.i18n, p.model);
    let width = (free.width() * 0.88).min(320.0);
    egui::Area::new("info-drawer".into()).fixed_pos(free.min).order(egui::Order::Middle).show(ctx, |ui| {
        frame.show(ui, |ui| {
            ui.set_width(width);
            ui.set_height(free.height() - 2.0 * f32::from(margin));
            ui.horizontal(|ui| {
                ui.heading(i18n.t("bar-info"));
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui.button(i18n.t("bar-close")).clicked() {
                        drawers.info = false;
                    }
                });
            });
            ui.horizontal_wrapped(|ui| {
                let rules = ui.button(i18n.t("bar-help"));
                rep.name("help", rules.rect);
                if rules.clicked() {
                    act.help = Some(None);
                    drawers.info = false;
                }
                if model.recap > 0 && p.link.is_none() {
                    let recap = ui.button(i18n.ta("bar-recap", &[("n", model.recap.into())]));
                    rep.name("recap", recap.rect);
                    if recap.clicked() {
                        act.replay.push(crate::ui::replay::ReplayCommand::Recap);
                        drawers.info = false;
                    }
                }
            });
            ui.separator();
            egui::ScrollArea::vertical()
                .id_salt("info-drawer-scroll")
                .show(ui, |ui| super::side_contents(ui, p, tray, now, epoch));
        });
    });
}
