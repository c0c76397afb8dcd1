//! The game screen's top bar: the scenario, turn and who acts, the buttons (the other side's turn again, Next step,
//! End turn, Undo, Save, Rules, Menu; on a phone Info first), the hint, the guided first game's line and the status
//! line with its link to the rules help.

use super::{Actions, Panels, link_colour};
use crate::ui::layout::{Drawers, Fit, LayoutReport, box4};
use crate::ui::{ClientCommand, StatusLine};
use bevy_egui::egui;

/// The phase bar: scenario, turn, who acts, the seat, the turn buttons, the hint and the status line. On a wide
/// window the buttons sit at the right of one row; otherwise the texts and the buttons each wrap in their own rows,
/// so nothing overlaps at any width, and a narrow window adds the button that opens the side panel's drawer.
pub(super) fn phase_bar(
    ui: &mut egui::Ui,
    p: &Panels,
    playtest: bool,
    status: &mut StatusLine,
    drawers: &mut Drawers,
    act: &mut Actions,
    rep: &mut LayoutReport,
) {
    let (model, fit) = (p.model, p.fit);
    let size = if fit == Fit::Narrow { 14.0 } else { 16.0 };
    let texts = |ui: &mut egui::Ui, rep: &mut LayoutReport| {
        // Each text whole on one row: a label that wrapped inside the row would claim the row's width, over its
        // neighbours (a long title on a phone); one that does not fit starts the next row instead.
        let mut put = |ui: &mut egui::Ui, t: egui::RichText| {
            rep.bar.push(box4(ui.add(egui::Label::new(t).wrap_mode(egui::TextWrapMode::Extend)).rect))
        };
        put(ui, egui::RichText::new(&model.scenario).strong().size(size));
        put(ui, egui::RichText::new(&model.turn_text).size(size));
        put(ui, egui::RichText::new(&model.to_act_text).size(size).color(egui::Color32::from_rgb(250, 210, 120)));
        put(ui, egui::RichText::new(&model.seat_text));
        if let Some((text, ok)) = p.link {
            put(ui, egui::RichText::new(text.as_str()).color(link_colour(*ok)));
        }
    };
    if fit == Fit::Wide {
        ui.horizontal(|ui| {
            texts(ui, rep);
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                bar_buttons(ui, p, playtest, drawers, act, rep, true)
            });
        });
    } else {
        ui.horizontal_wrapped(|ui| texts(ui, rep));
        ui.horizontal_wrapped(|ui| bar_buttons(ui, p, playtest, drawers, act, rep, false));
    }
    ui.add_space(2.0);
    // On a phone the guide's line stands in for the hint (it says what to do now too), to leave the map its room.
    if !(fit == Fit::Narrow && p.guide.is_some()) {
        let hint = egui::RichText::new(&model.hint).size(if fit == Fit::Narrow { 14.0 } else { 17.0 });
        rep.bar.push(box4(ui.label(hint.color(egui::Color32::from_rgb(235, 235, 210))).rect));
    }
    if let Some((text, k, n, guide_step)) = &p.guide {
        let guide_step = *guide_step;
        let narrow = fit == Fit::Narrow;
        let mut line = |ui: &mut egui::Ui| {
            // On a phone: the step's count only, smaller, its buttons small beside it, to leave the map its room.
            let head = if narrow { format!("{k}/{n}") } else { format!("{} {k}/{n}:", p.i18n.t("guide-title")) };
            let l = egui::RichText::new(format!("{head} {text}"))
                .size(if narrow { 13.0 } else { 16.0 })
                .color(egui::Color32::from_rgb(255, 215, 90));
            rep.bar.push(box4(ui.label(l).rect));
            let button = |ui: &mut egui::Ui, t: String| {
                if narrow { ui.small_button(t) } else { ui.button(t) }
            };
            if guide_step.is_some_and(|s| s.by_button()) {
                let last = *k == *n;
                let b = button(ui, p.i18n.t(if last { "guide-done" } else { "guide-next" }));
                rep.name("guide-next", b.rect);
                if b.clicked() {
                    act.guide = Some(crate::ui::guide::GuideCommand::Next);
                }
            }
            let b = ui.small_button(p.i18n.t("guide-skip"));
            rep.name("guide-skip", b.rect);
            if b.clicked() {
                act.guide = Some(crate::ui::guide::GuideCommand::Skip);
            }
        };
        ui.horizontal_wrapped(|ui| line(ui));
    }
    if let Some(t) = &status.text {
        let colour = if status.error { egui::Color32::from_rgb(255, 120, 110) } else { egui::Color32::LIGHT_GREEN };
        let mut dismiss = false;
        ui.horizontal_wrapped(|ui| {
            rep.bar.push(box4(ui.label(egui::RichText::new(t).color(colour)).rect));
            // A refusal links to what the rules say about the order refused.
            if let Some((_, about)) = p.refusal.filter(|(text, _)| text == t)
                && ui.small_button(p.i18n.t("bar-help")).on_hover_text(p.i18n.t("help-refusal-link")).clicked()
            {
                act.help = Some(Some(about.clone()));
            }
            dismiss = ui.small_button("×").clicked();
        });
        if dismiss {
            status.text = None;
        }
    }
}

/// The bar's buttons, in reading order (reversed when laid out from the right).
fn bar_buttons(
    ui: &mut egui::Ui,
    p: &Panels,
    playtest: bool,
    drawers: &mut Drawers,
    act: &mut Actions,
    rep: &mut LayoutReport,
    from_right: bool,
) {
    let (model, i18n, ids) = (p.model, p.i18n, p.ids);
    let mut order = vec!["recap", "next", "end", "undo", "save", "help", "menu"];
    if p.link.is_some() {
        // Online the server keeps every order: nothing is taken back or saved here.
        order.retain(|n| !matches!(*n, "undo" | "save" | "recap"));
    }
    if model.recap == 0 {
        order.retain(|n| *n != "recap");
    }
    if model.watching {
        // A game watched again takes no orders; the replay bar has its own controls.
        order.retain(|n| matches!(*n, "menu" | "help"));
    }
    if p.fit == Fit::Narrow {
        // The Info drawer holds the rules and the other side's turn again on a phone.
        order.retain(|n| !matches!(*n, "help" | "recap"));
        order.insert(0, "info");
    }
    if from_right {
        order.reverse();
    }
    let shaped = |want| model.legal.iter().find(|o| o.shape() == want).cloned();
    let icon = |name: &str, text: String| egui::Button::image_and_text((ids[name], egui::vec2(16.0, 16.0)), text);
    for name in order {
        let r = match name {
            "info" => ui.add(egui::Button::new(format!("☰ {}", i18n.t("bar-info"))).selected(drawers.info)),
            "recap" => {
                ui.button(i18n.ta("bar-recap", &[("n", model.recap.into())])).on_hover_text(i18n.t("bar-recap-hint"))
            }
            "next" => ui.add_enabled(model.can_next, egui::Button::new(i18n.t("bar-next-step"))),
            "end" => ui.add_enabled(model.can_end, egui::Button::new(i18n.t("bar-end-turn"))),
            "undo" => ui
                .add_enabled(model.undo > 0, icon("undo", i18n.t("bar-undo")))
                .on_disabled_hover_text(i18n.t("bar-undo-none")),
            "save" => ui.add(icon("save", i18n.t("bar-save"))),
            "help" => ui.button(i18n.t("bar-help")).on_hover_text(i18n.t("bar-help-hint")),
            _ => ui.button(if playtest { i18n.t("bar-back-to-editor") } else { i18n.t("bar-menu") }),
        };
        rep.bar.push(box4(r.rect));
        rep.name(name, r.rect);
        if !r.clicked() {
            continue;
        }
        match name {
            "info" => drawers.info = !drawers.info,
            "next" => act.orders.extend(shaped(crate::rules::engine::Shape::EndStep)),
            "end" => act.orders.extend(shaped(crate::rules::engine::Shape::EndTurn)),
            "undo" => act.commands.push(ClientCommand::Undo),
            "recap" => act.replay.push(crate::ui::replay::ReplayCommand::Recap),
            "help" => act.help = Some(None),
            "save" => act.commands.push(ClientCommand::Save),
            _ => act.to_title = true,
        }
        act.redraw = true;
    }
}

/// The guide points at what its line speaks of (the hand, the decision, a button of the bar): a ring around it,
/// drawn over everything, taking no clicks; steady, so an idle table still asks for no frames.
pub(super) fn guide_ring(
    ctx: &egui::Context,
    g: &crate::ui::guide::Guide,
    model: &crate::ui::model::TableModel,
    rep: &LayoutReport,
) {
    let at = match g.target(model) {
        Some("hand") => rep.hand_view,
        Some(name) => rep.named.iter().find(|(n, _)| n == name).map(|(_, r)| *r),
        None => None,
    };
    if let Some([x, y, w, h]) = at {
        let r = egui::Rect::from_min_size(egui::pos2(x, y), egui::vec2(w, h)).expand(3.0);
        let colour = egui::Color32::from_rgb(255, 215, 90);
        ctx.layer_painter(egui::LayerId::new(egui::Order::Foreground, "guide-ring".into())).rect_stroke(
            r,
            6.0,
            egui::Stroke::new(3.0, colour),
            egui::StrokeKind::Outside,
        );
    }
}
