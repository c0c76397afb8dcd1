//! The editor's scenario fields: name, description, author and the other settings of the scenario, and the map's orientation, default terrain and size.

use super::doc::Edit;
use super::panel::{PanelState, WARN, side_combo, terrain_combo, text_field};
use super::{Editor, EditorCommand};
use crate::rules::hex::Orientation;
use crate::rules::ruleset::Ruleset;
use crate::scenario::{self, MetaText, Sections, VictoryCondition};
use crate::ui::i18n::{I18n, Lang};
use bevy_egui::egui;

pub(super) fn meta(ui: &mut egui::Ui, i18n: &I18n, ed: &Editor, send: &mut impl FnMut(EditorCommand)) {
    let f = ed.doc.file();
    let mut m = f.meta.clone();
    player_texts(ui, i18n, &mut m);
    ui.label(i18n.t("editor-author"));
    if let Some(v) = text_field(ui, "author", &m.author, false, 300.0) {
        m.author = v;
    }
    let current = Ruleset::from_id(&m.ruleset).map(|r| r.title().to_string()).unwrap_or_else(|| m.ruleset.clone());
    egui::ComboBox::from_label(i18n.t("editor-ruleset")).selected_text(current).show_ui(ui, |ui| {
        for r in Ruleset::ALL {
            ui.selectable_value(&mut m.ruleset, r.id().to_string(), r.title());
        }
    });
    ui.horizontal(|ui| {
        ui.label(i18n.t("editor-seed"));
        ui.add(egui::DragValue::new(&mut m.seed));
    });
    // The title screen's notes: about how long a game takes and the side for a first game.
    ui.horizontal(|ui| {
        let mut on = m.minutes.is_some();
        ui.checkbox(&mut on, i18n.t("editor-minutes"));
        m.minutes = on.then(|| {
            let mut n = m.minutes.unwrap_or(60);
            ui.add(egui::DragValue::new(&mut n).range(scenario::PLAYING_MINUTES).clamp_existing_to_range(false));
            n
        });
    });
    ui.horizontal(|ui| {
        ui.label(i18n.t("editor-first-game-side"));
        side_combo(ui, i18n, "first_game_side", f, &mut m.first_game_side, true);
    });
    if m != f.meta {
        send(EditorCommand::Edit(Edit::Meta(m)));
    }
    ui.separator();
    let mut limit = f.turn_limit;
    ui.horizontal(|ui| {
        let mut on = limit.is_some();
        ui.checkbox(&mut on, i18n.t("editor-turn-limit"));
        if on {
            let mut n = limit.unwrap_or(20);
            ui.add(egui::DragValue::new(&mut n).range(1..=999).clamp_existing_to_range(false));
            limit = Some(n);
        } else {
            limit = None;
        }
    });
    if limit != f.turn_limit {
        send(EditorCommand::Edit(Edit::TurnLimit(limit)));
    }
    let mut v = f.victory.clone();
    for (c, key) in [
        (VictoryCondition::ReachTarget, "editor-victory-target"),
        (VictoryCondition::MostPointsAtTurnLimit, "editor-victory-points"),
        (VictoryCondition::EliminateEnemy, "editor-victory-eliminate"),
    ] {
        let mut on = v.contains(&c);
        if ui.checkbox(&mut on, i18n.t(key)).changed() {
            if on {
                v.push(c);
            } else {
                v.retain(|x| *x != c);
            }
        }
    }
    if v != f.victory {
        send(EditorCommand::Edit(Edit::Victory(v)));
    }
    let terms = Ruleset::from_id(&f.meta.ruleset).map(|r| r.params().terms);
    if terms.is_some_and(|t| t.initiative) {
        ui.separator();
        let mut holder = f.initiative.clone();
        ui.horizontal(|ui| {
            ui.label(i18n.t("editor-initiative"));
            side_combo(ui, i18n, "initiative", f, &mut holder, true);
        });
        if holder != f.initiative {
            send(EditorCommand::Edit(Edit::Initiative(holder)));
        }
    }
    if terms.is_some_and(|t| t.deployment) {
        let mut on = f.options.deployed;
        if ui.checkbox(&mut on, i18n.t("editor-deployed")).on_hover_text(i18n.t("editor-deployed-tip")).changed() {
            send(EditorCommand::Edit(Edit::Deployed(on)));
        }
    }
    if terms.is_some_and(|t| t.time_track) {
        let mut time = f.time;
        let mut on = time.is_some();
        ui.checkbox(&mut on, i18n.t("editor-time-track"));
        if on {
            let mut t = time.unwrap_or(scenario::TimeTrack { start: 0, sudden_death: 7, end: None });
            ui.horizontal(|ui| {
                ui.label(i18n.t("editor-time-start"));
                ui.add(egui::DragValue::new(&mut t.start).range(0..=40).clamp_existing_to_range(false));
                ui.label(i18n.t("editor-time-sudden-death"));
                ui.add(egui::DragValue::new(&mut t.sudden_death).range(1..=40).clamp_existing_to_range(false));
            });
            ui.horizontal(|ui| {
                let mut end = t.end.is_some();
                ui.checkbox(&mut end, i18n.t("editor-time-end"));
                if end {
                    let mut e = t.end.unwrap_or(15);
                    ui.add(egui::DragValue::new(&mut e).range(1..=40).clamp_existing_to_range(false));
                    t.end = Some(e);
                } else {
                    t.end = None;
                }
            });
            time = Some(t);
        } else {
            time = None;
        }
        if time != f.time {
            send(EditorCommand::Edit(Edit::Time(time)));
        }
    }
    if Ruleset::from_id(&f.meta.ruleset).is_some_and(|r| r.uses_cards()) {
        ui.separator();
        let max = 2 * f.map.width.clamp(1, scenario::validate::MAX_MAP_SIDE) - 1;
        let mut custom = f.sections.is_some();
        ui.checkbox(&mut custom, i18n.t("editor-sections-custom"));
        let mut s = f.sections.unwrap_or(Sections::default_for(f.map.width));
        if custom {
            ui.add(
                egui::Slider::new(&mut s.left, 0..=max)
                    .clamping(egui::SliderClamping::Edits)
                    .text(i18n.t("editor-sections-left")),
            );
            ui.add(
                egui::Slider::new(&mut s.right, 0..=max)
                    .clamping(egui::SliderClamping::Edits)
                    .text(i18n.t("editor-sections-right")),
            );
        }
        let new = custom.then_some(s);
        if new != f.sections {
            send(EditorCommand::Edit(Edit::Sections(new)));
        }
    }
}

/// The texts a player reads (name, description, history), edited in one language at a time: the scenario's own,
/// or a translation whose blank fields fall back to it (a translation left wholly blank is dropped).
fn player_texts(ui: &mut egui::Ui, i18n: &I18n, m: &mut scenario::Meta) {
    let pick = ui.id().with("text-language");
    let mut lang: Option<Lang> = ui.data(|d| d.get_temp(pick)).unwrap_or(None);
    let shown = |l: Option<Lang>| l.map_or_else(|| i18n.t("editor-text-given"), |l| l.native_name().to_string());
    egui::ComboBox::from_label(i18n.t("editor-text-language")).selected_text(shown(lang)).show_ui(ui, |ui| {
        ui.selectable_value(&mut lang, None, shown(None));
        for l in Lang::ALL {
            ui.selectable_value(&mut lang, Some(l), shown(Some(l)));
        }
    });
    ui.data_mut(|d| d.insert_temp(pick, lang));
    let mut t = lang.map(|l| m.translations.get(l.code()).cloned().unwrap_or_default());
    let code = lang.map_or("", |l| l.code());
    let (name, description, history) = match &mut t {
        Some(t) => (&mut t.name, &mut t.description, &mut t.history),
        None => (&mut m.name, &mut m.description, &mut m.history),
    };
    ui.label(i18n.t("editor-name"));
    if let Some(v) = text_field(ui, &format!("name{code}"), name, false, 300.0) {
        *name = v;
    }
    ui.label(i18n.t("editor-description"));
    if let Some(v) = text_field(ui, &format!("description{code}"), description, true, 300.0) {
        *description = v;
    }
    ui.label(i18n.t("editor-history"));
    if let Some(v) = text_field(ui, &format!("history{code}"), history, true, 300.0) {
        *history = v;
    }
    if let (Some(l), Some(t)) = (lang, t) {
        if t == MetaText::default() {
            m.translations.remove(l.code());
        } else {
            m.translations.insert(l.code().to_string(), t);
        }
    }
}

pub(super) fn map_settings(
    ui: &mut egui::Ui,
    i18n: &I18n,
    ed: &Editor,
    st: &mut PanelState,
    send: &mut impl FnMut(EditorCommand),
) {
    let m = &ed.doc.file().map;
    let mut o = m.orientation;
    let mut t = m.default_terrain;
    ui.horizontal(|ui| {
        ui.label(i18n.t("editor-orientation"));
        ui.selectable_value(&mut o, Orientation::Pointy, i18n.t("editor-pointy"));
        ui.selectable_value(&mut o, Orientation::Flat, i18n.t("editor-flat"));
    });
    ui.horizontal(|ui| {
        ui.label(i18n.t("editor-default-terrain"));
        terrain_combo(ui, i18n, "default-terrain", &mut t);
    });
    ui.horizontal(|ui| {
        ui.label(i18n.t("editor-size"));
        ui.add(egui::DragValue::new(&mut st.map_w).range(1..=scenario::validate::MAX_MAP_SIDE));
        ui.label("×");
        ui.add(egui::DragValue::new(&mut st.map_h).range(1..=scenario::validate::MAX_MAP_SIDE));
        if ui.button(i18n.t("editor-resize")).clicked() {
            send(EditorCommand::Edit(Edit::Map {
                orientation: o,
                width: st.map_w,
                height: st.map_h,
                default_terrain: t,
            }));
        }
    });
    if o != m.orientation || t != m.default_terrain {
        send(EditorCommand::Edit(Edit::Map { orientation: o, width: m.width, height: m.height, default_terrain: t }));
    }
    ui.label(egui::RichText::new(i18n.t("editor-orientation-warning")).small().color(WARN));
}

/// The hex's one fortification, chosen from a list (none, foxholes, trench, pillbox, bunker, wire).
pub(super) fn fortification(
    ui: &mut egui::Ui,
    i18n: &I18n,
    ed: &Editor,
    h: crate::rules::hex::Coord,
    send: &mut impl FnMut(EditorCommand),
) {
    use crate::rules::terrain::{Fortification, HexMarker};
    let now = ed.doc.fortification(h);
    let name = |f: Option<Fortification>| match f {
        Some(f) => i18n.hex_marker(HexMarker::Fort(f)),
        None => i18n.t("editor-no-fortification"),
    };
    let mut pick = now;
    egui::ComboBox::from_label(i18n.t("editor-fortification")).selected_text(name(now)).show_ui(ui, |ui| {
        ui.selectable_value(&mut pick, None, name(None));
        for f in Fortification::ALL {
            ui.selectable_value(&mut pick, Some(f), name(Some(f)));
        }
    });
    if pick != now {
        send(EditorCommand::Edit(Edit::Fortification { at: h, fort: pick }));
    }
}
