//! The editor's sides settings: each side's id, name, colour, hand size, target and home edge, and the settings a ruleset reads only where it reads them (army, posture, orders per turn, surrender).

use super::doc::Edit;
use super::panel::text_field;
use super::{Editor, EditorCommand};
use crate::rules::ruleset::Ruleset;
use crate::scenario::{Edge, SideDef};
use crate::ui::i18n::I18n;
use bevy_egui::egui;

pub(super) fn sides(
    ui: &mut egui::Ui,
    i18n: &I18n,
    ed: &Editor,
    ruleset: Option<Ruleset>,
    send: &mut impl FnMut(EditorCommand),
) {
    let f = ed.doc.file();
    for (i, s) in f.sides.iter().enumerate() {
        ui.push_id(i, |ui| {
            let mut n: SideDef = s.clone();
            ui.label(egui::RichText::new(format!("{} {}", i18n.t("editor-side"), i + 1)).strong());
            egui::Grid::new("side").num_columns(2).show(ui, |ui| {
                ui.label(i18n.t("editor-id"));
                if let Some(v) = text_field(ui, &format!("side-id-{i}"), &s.id, false, 190.0) {
                    n.id = v;
                }
                ui.end_row();
                super::panel::name_rows(ui, i18n, &format!("side-name-{i}"), &mut n.name, &mut n.translations);
                ui.label(i18n.t("editor-colour"));
                let c = parse_colour(&s.colour);
                let mut rgb = [c.0, c.1, c.2];
                if ui.color_edit_button_srgb(&mut rgb).changed() {
                    n.colour = format!("#{:02x}{:02x}{:02x}", rgb[0], rgb[1], rgb[2]);
                }
                ui.end_row();
                if ruleset.is_some_and(|r| r.uses_cards()) {
                    ui.label(i18n.t("editor-hand-size"));
                    let mut h = n.hand_size.unwrap_or(0);
                    if ui.add(egui::DragValue::new(&mut h).range(0..=10).clamp_existing_to_range(false)).changed() {
                        n.hand_size = Some(h);
                    }
                    ui.end_row();
                }
                ui.label(i18n.t("editor-target"));
                ui.horizontal(|ui| {
                    let mut on = n.target.is_some();
                    ui.checkbox(&mut on, "");
                    if on {
                        let mut t = n.target.unwrap_or(6);
                        ui.add(egui::DragValue::new(&mut t).range(0..=99).clamp_existing_to_range(false));
                        n.target = Some(t);
                    } else {
                        n.target = None;
                    }
                });
                ui.end_row();
                let terms = ruleset.map(|r| r.params().terms);
                if let Some(t) = terms.filter(|t| !t.armies.is_empty()) {
                    ui.label(i18n.t("editor-army"));
                    id_combo(ui, i18n, "army", t.armies, &mut n.army);
                    ui.end_row();
                }
                if let Some(t) = terms.filter(|t| !t.postures.is_empty()) {
                    ui.label(i18n.t("editor-posture"));
                    id_combo(ui, i18n, "posture", t.postures, &mut n.posture);
                    ui.end_row();
                    // The posture sets the hand size; a scenario may still name one.
                    if !ruleset.is_some_and(|r| r.uses_cards()) {
                        ui.label(i18n.t("editor-hand-size"));
                        optional_number(ui, &mut n.hand_size, 5, 1..=20);
                        ui.end_row();
                    }
                }
                // The side's numbers the ruleset reads: (read, label, value, default, range).
                let numbers = [
                    (terms.is_some_and(|t| t.orders_limit), "editor-orders-limit", &mut n.orders_limit, 3, 1..=10),
                    (terms.is_some_and(|t| t.surrender), "editor-surrender", &mut n.surrender, 5, 1..=50),
                    (terms.is_some_and(|t| t.ambush), "editor-ambush", &mut n.ambush, 1, 1..=3),
                    (terms.is_some_and(|t| t.radio), "editor-radio", &mut n.radio, 8, 1..=20),
                ];
                for (read, label, value, default, range) in numbers {
                    if read {
                        ui.label(i18n.t(label));
                        optional_number(ui, value, default, range);
                        ui.end_row();
                    }
                }
                ui.label(i18n.t("editor-home-edge"));
                egui::ComboBox::from_id_salt("edge").selected_text(format!("{:?}", n.home_edge)).show_ui(ui, |ui| {
                    for e in [Edge::North, Edge::South, Edge::East, Edge::West] {
                        ui.selectable_value(&mut n.home_edge, e, format!("{e:?}"));
                    }
                });
                ui.end_row();
            });
            if n != *s {
                send(EditorCommand::Edit(Edit::Side { index: i, side: n }));
            }
        });
        ui.separator();
    }
}

/// A choice among a ruleset's ids (armies, postures), or none.
fn id_combo(ui: &mut egui::Ui, i18n: &I18n, salt: &str, ids: &[&str], v: &mut Option<String>) {
    let text = v.clone().unwrap_or_else(|| i18n.t("editor-nobody"));
    egui::ComboBox::from_id_salt(salt).selected_text(text).show_ui(ui, |ui| {
        ui.selectable_value(v, None, i18n.t("editor-nobody"));
        for id in ids {
            ui.selectable_value(v, Some(id.to_string()), *id);
        }
    });
}

/// A number the scenario may leave unset (the ruleset's default then applies): a checkbox and its value.
/// A reinforcement's Time space, in a ruleset with a time track: off, or the space it comes onto the map at.
pub(super) fn arrival(ui: &mut egui::Ui, i18n: &I18n, arrives: &mut Option<u32>) {
    ui.horizontal(|ui| {
        ui.label(i18n.t("editor-arrives"));
        optional_number(ui, arrives, 3, 1..=30);
    });
}

fn optional_number(ui: &mut egui::Ui, v: &mut Option<u32>, default: u32, range: std::ops::RangeInclusive<u32>) {
    ui.horizontal(|ui| {
        let mut on = v.is_some();
        ui.checkbox(&mut on, "");
        if on {
            let mut n = v.unwrap_or(default);
            ui.add(egui::DragValue::new(&mut n).range(range).clamp_existing_to_range(false));
            *v = Some(n);
        } else {
            *v = None;
        }
    });
}

fn parse_colour(c: &str) -> (u8, u8, u8) {
    let h = |i: usize| c.get(i..i + 2).and_then(|x| u8::from_str_radix(x, 16).ok()).unwrap_or(128);
    (h(1), h(3), h(5))
}
