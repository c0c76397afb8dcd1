//! The editor's egui panels: file bar, tool palette and options, problem list, hex inspector and scenario settings, and
//! the New and Open dialogs. They read the `Editor` and send `EditorCommand`s; they change nothing themselves.

use super::doc::Edit;
use super::{Editor, EditorCommand, Tool, Tools};
use crate::rules::hex::{Dir, Orientation};
use crate::rules::ruleset::Ruleset;
use crate::rules::terrain::{HexsideKind, Terrain};
use crate::scenario::{self, UnitDef};
use crate::screens::Screen;
use crate::ui::dialogs::AskDialog;
use crate::ui::i18n::I18n;
use crate::ui::layout::{Drawers, Fit, LayoutReport, box4};
use crate::ui::panels::{MapArea, root_ui};
use crate::ui::settings::Settings;
use crate::ui::storage;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Dialog state that lives only in the panels.
#[derive(Default)]
pub struct PanelState {
    new_open: bool,
    new_ruleset: Option<Ruleset>,
    new_orientation: Option<Orientation>,
    new_w: u32,
    new_h: u32,
    new_terrain: Terrain,
    open_open: bool,
    path: String,
    save_name: Option<String>,
    pub(super) map_w: u32,
    pub(super) map_h: u32,
    map_gen: u64,
    /// The document's file name when the name field was last filled from it.
    name_seen: String,
    confirm_leave: bool,
}

const PANEL: egui::Color32 = egui::Color32::from_rgb(38, 36, 32);
const ERR: egui::Color32 = egui::Color32::from_rgb(255, 120, 110);
pub(super) const WARN: egui::Color32 = egui::Color32::from_rgb(250, 200, 90);
const OK: egui::Color32 = egui::Color32::from_rgb(140, 220, 140);

/// What the editor's panels keep in the world: the map's area, the drawers, where things were drawn and the screen.
#[derive(bevy::ecs::system::SystemParam)]
pub struct EditorLayout<'w> {
    area: ResMut<'w, MapArea>,
    drawers: ResMut<'w, Drawers>,
    report: ResMut<'w, LayoutReport>,
    next: ResMut<'w, NextState<Screen>>,
}

pub fn editor_ui(
    mut contexts: EguiContexts,
    ed: Res<Editor>,
    mut tools: ResMut<Tools>,
    (i18n, settings): (Res<I18n>, Res<Settings>),
    layout: EditorLayout,
    mut out: MessageWriter<EditorCommand>,
    mut st: Local<PanelState>,
    mut ask: MessageWriter<AskDialog>,
) -> Result {
    let EditorLayout { mut area, mut drawers, mut report, mut next } = layout;
    let ctx = contexts.ctx_mut()?.clone();
    ctx.set_zoom_factor(settings.ui_scale.clamp(0.75, 2.0));
    let fit = Fit::of(&ctx);
    fit.apply_style(&ctx);
    // Where the drawer buttons and the tools were drawn, for the browser test to tap.
    let mut rep = LayoutReport { fit, window: box4(ctx.content_rect()), ..default() };
    let f = ed.doc.file();
    let ruleset = ed.ruleset();
    if st.map_gen != ed.doc.generation {
        st.map_gen = ed.doc.generation;
        st.map_w = f.map.width;
        st.map_h = f.map.height;
    }
    let mut root = root_ui(&ctx);
    let frame = egui::Frame::new().fill(PANEL).inner_margin(egui::Margin::same(8));
    let mut send = |c: EditorCommand| {
        out.write(c);
    };

    // File bar.
    egui::Panel::top("editor-bar").frame(frame).show(&mut root, |ui| {
        let bar =
            FileBar { i18n: &i18n, ed: &ed, fit, drawers: &mut drawers, rep: &mut rep, st: &mut st, next: &mut next };
        ui.horizontal_wrapped(|ui| file_bar(ui, bar, &mut send));
    });

    // Status line.
    egui::Panel::bottom("editor-status").frame(frame).show(&mut root, |ui| {
        ui.horizontal_wrapped(|ui| {
            if let Some((text, err)) = &ed.status {
                ui.label(egui::RichText::new(text).color(if *err { ERR } else { OK }));
                ui.separator();
            }
            ui.label(egui::RichText::new(i18n.t("editor-help")).small());
        });
    });

    // Tools.
    let window = ctx.content_rect().width();
    let narrow = fit == Fit::Narrow;
    let tools_width = if narrow { (window * 0.85).min(300.0) } else { fit.side_width(230.0) };
    let side_width = if narrow { (window * 0.92).min(340.0) } else { fit.side_width(340.0) };
    let show_tools = !narrow || drawers.tools;
    let show_side = !narrow || drawers.side;
    if show_tools {
        egui::Panel::left("editor-tools").frame(frame).exact_size(tools_width).show(&mut root, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| tool_palette(ui, &i18n, &mut tools, &ed, ruleset, &mut rep));
        });
    }

    // Problems, inspector, scenario settings.
    if show_side {
        egui::Panel::right("editor-side").frame(frame).exact_size(side_width).show(&mut root, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| side_sections(ui, &i18n, &ed, ruleset, &mut st, &mut send));
        });
    }

    let free = root.available_rect_before_wrap();
    rep.map = Some(box4(free));
    if *report != rep {
        *report = rep;
    }
    let z = ctx.zoom_factor();
    area.0 = Some(Rect::new(free.min.x * z, free.min.y * z, free.max.x * z, free.max.y * z));

    // Dialogs.
    if st.new_open {
        new_dialog(&ctx, &i18n, &ed, &mut st, &mut send);
    }
    if st.open_open {
        open_dialog(&ctx, (&i18n, &ed), &mut st, &mut send, &mut ask);
    }
    if st.confirm_leave {
        leave_dialog(&ctx, &i18n, &mut st, &mut next);
    }
    Ok(())
}

/// What the file bar reads and changes: the texts, the editor, the window's fit, the drawers, the layout report,
/// the panels' own state and the next screen.
struct FileBar<'a, 'w> {
    i18n: &'a I18n,
    ed: &'a Editor,
    fit: Fit,
    drawers: &'a mut ResMut<'w, Drawers>,
    rep: &'a mut LayoutReport,
    st: &'a mut PanelState,
    next: &'a mut ResMut<'w, NextState<Screen>>,
}

/// The file bar's row: title, drawer buttons on narrow windows, New and Open, the save name, Save, export, copy
/// link, undo and redo, playtest and the way back to the title screen.
fn file_bar(ui: &mut egui::Ui, bar: FileBar<'_, '_>, send: &mut impl FnMut(EditorCommand)) {
    let FileBar { i18n, ed, fit, drawers, rep, st, next } = bar;
    let f = ed.doc.file();
    let title = if f.meta.name.trim().is_empty() { i18n.t("editor-untitled") } else { f.meta.name.clone() };
    let star = if ed.dirty() { " *" } else { "" };
    ui.label(egui::RichText::new(format!("{}{star}", title)).strong().size(16.0));
    ui.separator();
    if fit == Fit::Narrow {
        // Narrow windows fold the two side panels into drawers, one open at a time.
        let tools_button = ui.add(egui::Button::new(i18n.t("editor-tools")).selected(drawers.tools));
        rep.name("tools", tools_button.rect);
        if tools_button.clicked() {
            drawers.tools = !drawers.tools;
            drawers.side = false;
        }
        let details = ui.add(egui::Button::new(i18n.t("editor-details")).selected(drawers.side));
        rep.name("details", details.rect);
        if details.clicked() {
            drawers.side = !drawers.side;
            drawers.tools = false;
        }
        ui.separator();
    }
    if ui.button(i18n.t("editor-new")).clicked() {
        st.new_open = true;
    }
    if ui.button(i18n.t("editor-open")).clicked() {
        st.open_open = true;
    }
    // Follow the document's name when it changes (open, new, save), not while the player edits the field.
    if st.name_seen != ed.name {
        st.name_seen = ed.name.clone();
        st.save_name = Some(ed.name.clone());
    }
    let name = st.save_name.get_or_insert_with(|| ed.name.clone());
    if let Some(p) = &ed.path {
        // Opened by path: Save writes back to that file.
        ui.label(egui::RichText::new(p).monospace()).on_hover_text(i18n.t("editor-save-path-hint"));
    } else {
        ui.add(egui::TextEdit::singleline(name).id(egui::Id::new("save-name")).desired_width(190.0))
            .on_hover_text(i18n.t("editor-save-name-hint"));
    }
    if ui.button(i18n.t("editor-save")).on_hover_text(i18n.t("editor-save-hint")).clicked() {
        send(EditorCommand::Save { name: name.clone() });
    }
    let export = if storage::CAN_DOWNLOAD { i18n.t("editor-download") } else { i18n.t("editor-show-file") };
    if ui.button(export).clicked() {
        send(EditorCommand::Download);
    }
    if ui.button(i18n.t("editor-copy-link")).on_hover_text(i18n.t("editor-copy-link-hint")).clicked() {
        send(EditorCommand::CopyLink);
    }
    ui.separator();
    if ui.add_enabled(ed.doc.can_undo(), egui::Button::new(i18n.t("editor-undo"))).on_hover_text("Ctrl+Z").clicked() {
        send(EditorCommand::Undo);
    }
    if ui.add_enabled(ed.doc.can_redo(), egui::Button::new(i18n.t("editor-redo"))).on_hover_text("Ctrl+Y").clicked() {
        send(EditorCommand::Redo);
    }
    ui.separator();
    let ok = ed.report.errors.is_empty();
    let play = ui.add(egui::Button::new(egui::RichText::new(i18n.t("editor-playtest")).strong().color(if ok {
        OK
    } else {
        ERR
    })));
    if play.on_hover_text(i18n.t("editor-playtest-hint")).clicked() {
        send(EditorCommand::Playtest);
    }
    ui.separator();
    if ui.button(i18n.t("editor-to-title")).clicked() {
        if ed.dirty() {
            st.confirm_leave = true;
        } else {
            next.set(Screen::Title);
        }
    }
}

/// The tool panel's contents: the tool grid (each button's place noted in the layout report) and the chosen
/// tool's options.
fn tool_palette(
    ui: &mut egui::Ui,
    i18n: &I18n,
    tools: &mut Tools,
    ed: &Editor,
    ruleset: Option<Ruleset>,
    rep: &mut LayoutReport,
) {
    ui.heading(i18n.t("editor-tools"));
    egui::Grid::new("tools").num_columns(2).show(ui, |ui| {
        for (k, t) in Tool::ALL.iter().enumerate() {
            let label = format!("{} {}", k + 1, i18n.t(&format!("editor-tool-{}", t.key())));
            let r = ui
                .selectable_value(&mut tools.tool, *t, label)
                .on_hover_text(i18n.t(&format!("editor-tool-{}-hint", t.key())));
            rep.name(&format!("tool-{}", t.key()), r.rect);
            if k % 2 == 1 {
                ui.end_row();
            }
        }
    });
    ui.separator();
    tool_options(ui, i18n, tools, ed, ruleset);
}

/// The side panel's contents: the problem list, then the inspector, scenario, sides and map sections.
fn side_sections(
    ui: &mut egui::Ui,
    i18n: &I18n,
    ed: &Editor,
    ruleset: Option<Ruleset>,
    st: &mut PanelState,
    send: &mut impl FnMut(EditorCommand),
) {
    problems(ui, i18n, ed, send);
    ui.separator();
    egui::CollapsingHeader::new(egui::RichText::new(i18n.t("editor-inspector")).strong())
        .default_open(true)
        .show(ui, |ui| inspector(ui, i18n, ed, ruleset, send));
    egui::CollapsingHeader::new(egui::RichText::new(i18n.t("editor-scenario")).strong())
        .default_open(false)
        .show(ui, |ui| super::fields::meta(ui, i18n, ed, send));
    egui::CollapsingHeader::new(egui::RichText::new(i18n.t("editor-sides")).strong())
        .default_open(false)
        .show(ui, |ui| super::sides::sides(ui, i18n, ed, ruleset, send));
    egui::CollapsingHeader::new(egui::RichText::new(i18n.t("editor-map")).strong())
        .default_open(false)
        .show(ui, |ui| super::fields::map_settings(ui, i18n, ed, st, send));
}

/// The New dialog: ruleset, orientation, size and terrain of a blank map, and the button that makes it.
fn new_dialog(
    ctx: &egui::Context,
    i18n: &I18n,
    ed: &Editor,
    st: &mut PanelState,
    send: &mut impl FnMut(EditorCommand),
) {
    let mut open = true;
    egui::Window::new(i18n.t("editor-new-title")).open(&mut open).collapsible(false).show(ctx, |ui| {
        let r = st.new_ruleset.get_or_insert(Ruleset::DEFAULT);
        egui::ComboBox::from_label(i18n.t("editor-ruleset")).selected_text(r.title()).show_ui(ui, |ui| {
            for x in Ruleset::ALL {
                ui.selectable_value(r, x, x.title());
            }
        });
        let o = st.new_orientation.get_or_insert(Orientation::Pointy);
        ui.horizontal(|ui| {
            ui.label(i18n.t("editor-orientation"));
            ui.selectable_value(o, Orientation::Pointy, i18n.t("editor-pointy"));
            ui.selectable_value(o, Orientation::Flat, i18n.t("editor-flat"));
        });
        if st.new_w == 0 {
            st.new_w = 13;
            st.new_h = 9;
        }
        ui.horizontal(|ui| {
            ui.label(i18n.t("editor-size"));
            ui.add(egui::DragValue::new(&mut st.new_w).range(1..=scenario::validate::MAX_MAP_SIDE));
            ui.label("×");
            ui.add(egui::DragValue::new(&mut st.new_h).range(1..=scenario::validate::MAX_MAP_SIDE));
        });
        terrain_combo(ui, i18n, "new-terrain", &mut st.new_terrain);
        if ed.dirty() {
            ui.label(egui::RichText::new(i18n.t("editor-unsaved-warning")).color(WARN));
        }
        if ui.button(i18n.t("editor-create")).clicked() {
            send(EditorCommand::New {
                ruleset: st.new_ruleset.unwrap_or(Ruleset::DEFAULT),
                orientation: st.new_orientation.unwrap_or(Orientation::Pointy),
                width: st.new_w,
                height: st.new_h,
                terrain: st.new_terrain,
            });
            st.new_open = false;
            st.save_name = None;
        }
    });
    st.new_open &= open;
}

/// The Open dialog: the bundled scenarios, the player's own, and opening or saving by path (or importing in a
/// browser).
fn open_dialog(
    ctx: &egui::Context,
    (i18n, ed): (&I18n, &Editor),
    st: &mut PanelState,
    send: &mut impl FnMut(EditorCommand),
    ask: &mut MessageWriter<AskDialog>,
) {
    use crate::ui::dialogs::Purpose;
    let mut open = true;
    egui::Window::new(i18n.t("editor-open-title")).open(&mut open).collapsible(false).show(ctx, |ui| {
        if ed.dirty() {
            ui.label(egui::RichText::new(i18n.t("editor-unsaved-warning")).color(WARN));
        }
        ui.label(egui::RichText::new(i18n.t("editor-open-bundled")).strong());
        for (name, text) in scenario::bundled_files() {
            if ui.button(name).clicked() {
                send(EditorCommand::Open { name: name.to_string(), text: text.to_string() });
                st.open_open = false;
                st.save_name = None;
            }
        }
        ui.label(egui::RichText::new(i18n.t("editor-open-mine")).strong());
        let mine = storage::list_names(".scenario.ron");
        if mine.is_empty() {
            ui.label(i18n.t("editor-open-none"));
        }
        for name in mine {
            if ui.button(&name).clicked() {
                match storage::read_text(&name) {
                    Some(text) => send(EditorCommand::Open { name: name.clone(), text }),
                    None => send(EditorCommand::OpenPath(name.clone())),
                }
                st.open_open = false;
                st.save_name = None;
            }
        }
        if !storage::CAN_DOWNLOAD {
            ui.separator();
            // The desktop's own dialogs; the answer comes back as an open or a save by path.
            ui.horizontal(|ui| {
                if ui.button(i18n.t("editor-open-file")).clicked() {
                    ask.write(AskDialog { purpose: Purpose::EditorOpen, suggested: None });
                    st.open_open = false;
                    st.save_name = None;
                }
                if ui.button(i18n.t("editor-save-as")).clicked() {
                    let name = format!("{}.scenario.ron", ed.name.trim_end_matches(".scenario.ron"));
                    ask.write(AskDialog { purpose: Purpose::EditorSaveAs, suggested: Some(name) });
                    st.open_open = false;
                }
            });
            ui.label(i18n.t("editor-open-path"));
            ui.horizontal(|ui| {
                ui.text_edit_singleline(&mut st.path);
                if ui.button(i18n.t("editor-open")).clicked() && !st.path.trim().is_empty() {
                    send(EditorCommand::OpenPath(st.path.trim().to_string()));
                    st.open_open = false;
                    st.save_name = None;
                }
                if ui.button(i18n.t("editor-save-to")).clicked() && !st.path.trim().is_empty() {
                    send(EditorCommand::SaveTo(st.path.trim().to_string()));
                    st.open_open = false;
                }
            });
        } else if ui.button(i18n.t("load-import")).clicked() {
            // The browser's file picker brings the file into storage; it then shows in the list above.
            let _ = storage::import_dialog();
        }
    });
    st.open_open &= open;
}

/// Asks before leaving unsaved changes for the title screen: Leave goes, Stay closes the question.
fn leave_dialog(ctx: &egui::Context, i18n: &I18n, st: &mut PanelState, next: &mut ResMut<NextState<Screen>>) {
    egui::Window::new(i18n.t("editor-leave-title")).collapsible(false).show(ctx, |ui| {
        ui.label(i18n.t("editor-unsaved-warning"));
        ui.horizontal(|ui| {
            if ui.button(i18n.t("editor-leave")).clicked() {
                st.confirm_leave = false;
                next.set(Screen::Title);
            }
            if ui.button(i18n.t("editor-stay")).clicked() {
                st.confirm_leave = false;
            }
        });
    });
}

pub(super) fn terrain_combo(ui: &mut egui::Ui, i18n: &I18n, id: &str, t: &mut Terrain) {
    egui::ComboBox::from_id_salt(id).selected_text(i18n.terrain(*t)).show_ui(ui, |ui| {
        for x in Terrain::ALL {
            ui.selectable_value(t, x, i18n.terrain(x));
        }
    });
}

fn side_picker(ui: &mut egui::Ui, ed: &Editor, side: &mut usize) {
    ui.horizontal(|ui| {
        for (i, s) in ed.doc.file().sides.iter().enumerate() {
            ui.selectable_value(side, i, &s.name);
        }
    });
}

fn tool_options(ui: &mut egui::Ui, i18n: &I18n, tools: &mut Tools, ed: &Editor, ruleset: Option<Ruleset>) {
    let t = tools.tool;
    ui.label(egui::RichText::new(i18n.t(&format!("editor-tool-{}-hint", t.key()))).small());
    if matches!(t, Tool::Terrain | Tool::Elevation | Tool::Zone) {
        ui.horizontal(|ui| {
            ui.label(i18n.t("editor-brush"));
            ui.add(egui::Slider::new(&mut tools.brush, 0..=4));
        });
    }
    match t {
        Tool::Terrain | Tool::Fill => {
            for x in Terrain::ALL {
                let impassable =
                    ruleset.is_some_and(|r| crate::rules::terrain::terrain_profile(r, x).move_cost.is_none());
                let mut label = i18n.terrain(x);
                if impassable {
                    label = format!("{label} ⛔");
                }
                ui.selectable_value(&mut tools.terrain, x, label);
            }
        }
        Tool::Elevation => {
            ui.add(egui::Slider::new(&mut tools.elevation, -3..=5).text(i18n.t("editor-elevation")));
        }
        Tool::Hexside => {
            for k in HexsideKind::ALL {
                ui.selectable_value(&mut tools.hexside.kind, k, i18n.hexside(k));
            }
            ui.checkbox(&mut tools.hexside.one_sided, i18n.t("editor-one-sided"))
                .on_hover_text(i18n.t("editor-one-sided-hint"));
            // Only a ruleset with reciprocal hexsides reads the setting (elsewhere the file would be refused).
            let rec = &mut tools.hexside.reciprocal;
            if !ruleset.is_some_and(|r| r.params().terms.reciprocal) {
                *rec = None;
            } else {
                let text = |r: Option<bool>| match r {
                    None => i18n.t("editor-reciprocal-default"),
                    Some(true) => i18n.t("editor-reciprocal-yes"),
                    Some(false) => i18n.t("editor-reciprocal-no"),
                };
                egui::ComboBox::from_label(i18n.t("editor-reciprocal")).selected_text(text(*rec)).show_ui(ui, |ui| {
                    for r in [None, Some(true), Some(false)] {
                        ui.selectable_value(rec, r, text(r));
                    }
                });
            }
        }
        Tool::Unit => {
            side_picker(ui, ed, &mut tools.side);
            if let Some(r) = ruleset {
                if r.unit_type(&tools.kind).is_none() {
                    tools.kind = r.catalog()[0].id.to_string();
                }
                for u in r.catalog() {
                    let label = format!("{} ({}, {})", i18n.unit_type(r, u.id), u.strength, u.movement);
                    ui.selectable_value(&mut tools.kind, u.id.to_string(), label);
                }
                let max = r.unit_type(&tools.kind).map(|u| u.strength).unwrap_or(1);
                let mut full = tools.strength.is_none();
                ui.checkbox(&mut full, i18n.t("editor-full-strength"));
                if full {
                    tools.strength = None;
                } else {
                    let mut s = tools.strength.unwrap_or(max).min(max);
                    ui.add(egui::Slider::new(&mut s, 1..=max).text(i18n.t("editor-strength")));
                    tools.strength = Some(s);
                }
                if r.uses_facing() {
                    facing_combo(ui, i18n, "tool-facing", ed.doc.file().map.orientation, &mut tools.facing);
                }
            }
            ui.label(egui::RichText::new(i18n.t("editor-leader-hint")).small());
        }
        Tool::Objective => {
            ui.add(egui::Slider::new(&mut tools.vp, 1..=10).text(i18n.t("editor-vp")));
            ui.checkbox(&mut tools.secret, i18n.t("editor-secret"));
            if tools.secret {
                ui.label(i18n.t("editor-owner"));
                side_picker(ui, ed, &mut tools.side);
            }
        }
        Tool::Zone => {
            side_picker(ui, ed, &mut tools.side);
            ui.horizontal(|ui| {
                ui.selectable_value(&mut tools.zone_add, true, i18n.t("editor-zone-add"));
                ui.selectable_value(&mut tools.zone_add, false, i18n.t("editor-zone-remove"));
            });
        }
        Tool::Select | Tool::Erase => {}
    }
}

fn facing_combo(ui: &mut egui::Ui, i18n: &I18n, id: &str, o: Orientation, facing: &mut Option<Dir>) {
    let text = |d: Option<Dir>| d.map(|d| d.to_string()).unwrap_or_else(|| i18n.t("editor-facing-auto"));
    egui::ComboBox::from_id_salt(id).selected_text(format!("{}: {}", i18n.t("editor-facing"), text(*facing))).show_ui(
        ui,
        |ui| {
            ui.selectable_value(facing, None, text(None));
            for d in Dir::all(o) {
                ui.selectable_value(facing, Some(d), d.to_string());
            }
        },
    );
}

fn problems(ui: &mut egui::Ui, i18n: &I18n, ed: &Editor, send: &mut impl FnMut(EditorCommand)) {
    let r = &ed.report;
    let head = if r.errors.is_empty() && r.warnings.is_empty() {
        egui::RichText::new(i18n.t("editor-no-problems")).color(OK)
    } else {
        egui::RichText::new(
            i18n.ta("editor-problems", &[("errors", r.errors.len().into()), ("warnings", r.warnings.len().into())]),
        )
        .color(if r.errors.is_empty() { WARN } else { ERR })
    };
    ui.label(head.strong());
    egui::ScrollArea::vertical().id_salt("problems").max_height(220.0).show(ui, |ui| {
        let rows = r.errors.iter().map(|e| (crate::ui::problems::error_text(i18n, e), e.hex(), ERR)).chain(
            r.warnings.iter().map(|w| (format!("⚠ {}", crate::ui::problems::warning_text(i18n, w)), w.hex(), WARN)),
        );
        for (text, hex, colour) in rows {
            let resp = ui.add(egui::Label::new(egui::RichText::new(&text).color(colour)).sense(egui::Sense::click()));
            if let Some(h) = hex
                && resp.on_hover_text(i18n.t("editor-jump-hint")).clicked()
            {
                send(EditorCommand::Jump(h));
            }
        }
    });
}

fn inspector(
    ui: &mut egui::Ui,
    i18n: &I18n,
    ed: &Editor,
    ruleset: Option<Ruleset>,
    send: &mut impl FnMut(EditorCommand),
) {
    let Some(h) = ed.selected.filter(|h| ed.doc.contains(*h)) else {
        ui.label(i18n.t("editor-inspector-none"));
        return;
    };
    let f = ed.doc.file();
    ui.label(egui::RichText::new(format!("{} — {}", i18n.hex(h), i18n.terrain(ed.doc.terrain(h)))).strong());
    let mut e = ed.doc.elevation(h);
    if ui
        .add(egui::Slider::new(&mut e, -3..=5).clamping(egui::SliderClamping::Edits).text(i18n.t("editor-elevation")))
        .changed()
    {
        send(EditorCommand::Edit(Edit::Elevation { hexes: vec![h], elevation: e }));
    }
    // Works on the hex, in the rulesets that read them: one a hex.
    if ruleset.is_some_and(|r| r.params().terms.fortifications) {
        super::fields::fortification(ui, i18n, ed, h, send);
    }
    for u in f.units.iter().filter(|u| u.at == h) {
        ui.separator();
        unit_fields(ui, i18n, ed, ruleset, u, send);
    }
    if let Some(o) = f.objectives.iter().find(|o| o.at == h) {
        ui.separator();
        ui.label(egui::RichText::new(i18n.ta("editor-objective", &[("id", o.id.clone().into())])).strong());
        let mut o2 = o.clone();
        egui::Grid::new("objective-names").num_columns(2).show(ui, |ui| {
            name_rows(ui, i18n, &format!("objective-name-{}", o.id), &mut o2.name, &mut o2.translations);
        });
        // Values are only rewritten by an edit of their own: selecting a hex changes nothing.
        ui.add(egui::Slider::new(&mut o2.vp, 1..=10).clamping(egui::SliderClamping::Edits).text(i18n.t("editor-vp")));
        if ui.checkbox(&mut o2.secret, i18n.t("editor-secret")).changed() {
            o2.owner =
                if o2.secret { o2.owner.clone().or_else(|| f.sides.first().map(|s| s.id.clone())) } else { None };
        }
        if o2.secret {
            side_combo(ui, i18n, "obj-owner", f, &mut o2.owner, false);
        }
        ui.horizontal(|ui| {
            ui.label(i18n.t("editor-held-by"));
            side_combo(ui, i18n, "obj-held", f, &mut o2.controlled_by, true);
        });
        if o2 != *o {
            send(EditorCommand::Edit(Edit::Objective { at: h, objective: Some(o2) }));
        }
        if ui.button(i18n.t("editor-remove")).clicked() {
            send(EditorCommand::Edit(Edit::Objective { at: h, objective: None }));
        }
    }
    let o = f.map.orientation;
    let sides: Vec<(Dir, &crate::scenario::HexsideDef)> =
        Dir::all(o).into_iter().filter_map(|d| ed.doc.hexside(h, d).map(|x| (d, x))).collect();
    for (d, hs) in sides {
        ui.horizontal(|ui| {
            let one = if hs.one_sided { format!(" ({})", i18n.t("editor-one-sided")) } else { String::new() };
            ui.label(format!("{d}: {}{one}", i18n.hexside(hs.kind)));
            if ui.small_button("✖").clicked() {
                send(EditorCommand::Edit(Edit::Hexside { at: h, dir: d, feature: None }));
            }
        });
    }
}

/// A name and its translations as rows of a two-column grid: the name given, then the name in each language the
/// client speaks (a blank one falls back to the name given, and is dropped). Each field is one edit when it loses
/// focus.
pub(super) fn name_rows(
    ui: &mut egui::Ui,
    i18n: &I18n,
    key: &str,
    name: &mut String,
    translations: &mut std::collections::BTreeMap<String, String>,
) {
    ui.label(i18n.t("editor-name"));
    if let Some(v) = text_field(ui, key, name, false, 190.0) {
        *name = v;
    }
    ui.end_row();
    for l in crate::ui::i18n::Lang::ALL {
        ui.label(i18n.ta("editor-name-in", &[("lang", l.native_name().into())]));
        let now = translations.get(l.code()).cloned().unwrap_or_default();
        if let Some(v) = text_field(ui, &format!("{key}-{}", l.code()), &now, false, 190.0) {
            if v.trim().is_empty() {
                translations.remove(l.code());
            } else {
                translations.insert(l.code().to_string(), v);
            }
        }
        ui.end_row();
    }
}

pub(super) fn side_combo(
    ui: &mut egui::Ui,
    i18n: &I18n,
    id: &str,
    f: &scenario::ScenarioFile,
    v: &mut Option<String>,
    none: bool,
) {
    let name = |s: &Option<String>| {
        s.as_ref()
            .map(|id| f.sides.iter().find(|x| &x.id == id).map(|x| x.name.clone()).unwrap_or_else(|| id.clone()))
            .unwrap_or_else(|| i18n.t("editor-nobody"))
    };
    egui::ComboBox::from_id_salt(id).selected_text(name(v)).show_ui(ui, |ui| {
        if none {
            ui.selectable_value(v, None, i18n.t("editor-nobody"));
        }
        for s in &f.sides {
            ui.selectable_value(v, Some(s.id.clone()), &s.name);
        }
    });
}

fn unit_fields(
    ui: &mut egui::Ui,
    i18n: &I18n,
    ed: &Editor,
    ruleset: Option<Ruleset>,
    u: &UnitDef,
    send: &mut impl FnMut(EditorCommand),
) {
    let f = ed.doc.file();
    let mut n = u.clone();
    ui.push_id(&u.id, |ui| {
        ui.horizontal(|ui| {
            ui.label(i18n.t("editor-id"));
            // The draft is kept while typing; the rename is one edit when the field loses focus.
            if let Some(id) = text_field(ui, &format!("unit-id-{}", u.id), &u.id, false, 150.0) {
                n.id = id;
            }
            if ui.small_button("✖").on_hover_text(i18n.t("editor-remove")).clicked() {
                send(EditorCommand::Edit(Edit::RemoveUnit { id: u.id.clone() }));
            }
        });
        // The name players read, in each language (blank: the id, worded).
        egui::Grid::new("unit-names").num_columns(2).show(ui, |ui| {
            name_rows(ui, i18n, &format!("unit-name-{}", u.id), &mut n.name, &mut n.translations);
        });
        let mut side = Some(n.side.clone());
        side_combo(ui, i18n, "side", f, &mut side, false);
        n.side = side.unwrap_or_default();
        if let Some(r) = ruleset {
            egui::ComboBox::from_id_salt("kind").selected_text(i18n.unit_type(r, &n.kind)).show_ui(ui, |ui| {
                for t in r.catalog() {
                    ui.selectable_value(&mut n.kind, t.id.to_string(), i18n.unit_type(r, t.id));
                }
            });
            // The kind's profile, as the ruleset words it.
            for line in crate::ui::rulesets::kind_notes(i18n, r, &n.kind) {
                ui.label(egui::RichText::new(line).small());
            }
            if let Some(t) = r.unit_type(&n.kind) {
                let mut s = n.strength.unwrap_or(t.strength).min(t.strength);
                if t.strength > 1
                    && ui.add(egui::Slider::new(&mut s, 1..=t.strength).text(i18n.t("editor-strength"))).changed()
                {
                    n.strength = (s != t.strength).then_some(s);
                }
                if !t.leader {
                    let leaders: Vec<&UnitDef> = f
                        .units
                        .iter()
                        .filter(|x| x.at == u.at && x.side == u.side && r.unit_type(&x.kind).is_some_and(|k| k.leader))
                        .collect();
                    if !leaders.is_empty() || n.leader.is_some() {
                        let text = n.leader.clone().unwrap_or_else(|| i18n.t("editor-nobody"));
                        egui::ComboBox::from_id_salt("leader")
                            .selected_text(format!("{}: {text}", i18n.t("editor-leader")))
                            .show_ui(ui, |ui| {
                                ui.selectable_value(&mut n.leader, None, i18n.t("editor-nobody"));
                                for l in leaders {
                                    ui.selectable_value(&mut n.leader, Some(l.id.clone()), &l.id);
                                }
                            });
                    }
                }
            }
            if r.uses_facing() || n.facing.is_some() {
                facing_combo(ui, i18n, "facing", f.map.orientation, &mut n.facing);
            }
            // A piece another carries (a weapon, the troops under a blind): chosen among the friendly units in its
            // hex that the ruleset lets carry it.
            let terms = r.params().terms;
            if let (true, Some(me)) = (terms.carrying, r.unit_type(&n.kind)) {
                let carriers: Vec<&UnitDef> = f
                    .units
                    .iter()
                    .filter(|x| x.at == u.at && x.side == u.side && x.id != u.id && x.carried_by.is_none())
                    .filter(|x| r.unit_type(&x.kind).is_some_and(|k| (terms.carry_check)(k, &[(&n.id, me)]).is_none()))
                    .collect();
                if !carriers.is_empty() || n.carried_by.is_some() {
                    let text = n.carried_by.clone().unwrap_or_else(|| i18n.t("editor-nobody"));
                    egui::ComboBox::from_id_salt("carrier")
                        .selected_text(format!("{}: {text}", i18n.t("editor-carried-by")))
                        .show_ui(ui, |ui| {
                            ui.selectable_value(&mut n.carried_by, None, i18n.t("editor-nobody"));
                            for c in carriers {
                                ui.selectable_value(&mut n.carried_by, Some(c.id.clone()), &c.id);
                            }
                        });
                }
            }
            if terms.time_track && n.carried_by.is_none() {
                super::sides::arrival(ui, i18n, &mut n.arrives);
            }
            // The markers the ruleset reads; the quality markers exclude one another, and so do the drills.
            if !terms.markers.is_empty() {
                ui.horizontal_wrapped(|ui| {
                    for &m in terms.markers {
                        let mut on = n.markers.contains(&m);
                        if ui.checkbox(&mut on, i18n.t(&format!("editor-marker-{m:?}").to_lowercase())).changed() {
                            n.markers.retain(|x| *x != m && !(on && exclusive(*x, m)));
                            if on {
                                n.markers.push(m);
                            }
                        }
                    }
                });
            }
            if terms.commands {
                command_fields(ui, i18n, r, f, u, &mut n);
            }
        }
    });
    if n != *u {
        send(EditorCommand::Edit(Edit::UpdateUnit { id: u.id.clone(), unit: n }));
    }
}

/// In a ruleset with commands: the leader of its side a piece answers to, and a leader's rating and standing order.
fn command_fields(
    ui: &mut egui::Ui,
    i18n: &I18n,
    r: crate::rules::Ruleset,
    f: &crate::scenario::ScenarioFile,
    u: &UnitDef,
    n: &mut UnitDef,
) {
    let terms = r.params().terms;
    let commanders: Vec<&UnitDef> = f
        .units
        .iter()
        .filter(|x| x.side == n.side && x.id != u.id && r.unit_type(&x.kind).is_some_and(|k| k.leader))
        .collect();
    let text = n.command.clone().unwrap_or_else(|| i18n.t("editor-nobody"));
    egui::ComboBox::from_id_salt("command").selected_text(format!("{}: {text}", i18n.t("editor-command"))).show_ui(
        ui,
        |ui| {
            ui.selectable_value(&mut n.command, None, i18n.t("editor-nobody"));
            for c in &commanders {
                ui.selectable_value(&mut n.command, Some(c.id.clone()), &c.id);
            }
        },
    );
    if !r.unit_type(&n.kind).is_some_and(|k| k.leader) {
        return;
    }
    let mut rating = n.rating.unwrap_or(0);
    let slider =
        egui::Slider::new(&mut rating, crate::scenario::validate::MIN_RATING..=0).text(i18n.t("editor-rating"));
    if ui.add(slider).changed() {
        n.rating = (rating != 0).then_some(rating);
    }
    let shown = |o: &Option<String>| match o {
        Some(id) => i18n.t(&format!("editor-orders-{id}")),
        None => i18n.t("editor-orders-default"),
    };
    // The army's commander (a leader who answers to nobody) may name the leader who takes over if he falls.
    if n.command.is_none() {
        let text = n.successor.clone().unwrap_or_else(|| i18n.t("editor-nobody"));
        egui::ComboBox::from_id_salt("successor")
            .selected_text(format!("{}: {text}", i18n.t("editor-successor")))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut n.successor, None, i18n.t("editor-nobody"));
                for c in commanders {
                    ui.selectable_value(&mut n.successor, Some(c.id.clone()), &c.id);
                }
            });
    }
    egui::ComboBox::from_id_salt("orders")
        .selected_text(format!("{}: {}", i18n.t("editor-orders"), shown(&n.orders)))
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut n.orders, None, i18n.t("editor-orders-default"));
            for o in terms.orders {
                ui.selectable_value(&mut n.orders, Some(o.to_string()), i18n.t(&format!("editor-orders-{o}")));
            }
        });
}

/// Markers that exclude one another on a unit: troop qualities, and drills (column, square).
fn exclusive(a: crate::rules::setup::UnitMarker, b: crate::rules::setup::UnitMarker) -> bool {
    use crate::rules::setup::UnitMarker::{Column, Elite, Recruit, Square, Veteran};
    let quality = |m| matches!(m, Elite | Veteran | Recruit);
    let drill = |m| matches!(m, Column | Square);
    (quality(a) && quality(b)) || (drill(a) && drill(b))
}

/// A text field that sends its edit when it loses focus (one undo step per field change, not per key).
pub(super) fn text_field(ui: &mut egui::Ui, id: &str, value: &str, multiline: bool, width: f32) -> Option<String> {
    let key = egui::Id::new(("draft", id));
    let mut draft: String = ui.data(|d| d.get_temp::<String>(key)).unwrap_or_else(|| value.to_string());
    let editor = if multiline {
        egui::TextEdit::multiline(&mut draft).desired_rows(3)
    } else {
        egui::TextEdit::singleline(&mut draft)
    };
    let r = ui.add(editor.id(egui::Id::new(("field", id))).desired_width(width.min(ui.available_width())));
    if r.has_focus() {
        ui.data_mut(|d| d.insert_temp(key, draft.clone()));
        None
    } else {
        ui.data_mut(|d| d.remove::<String>(key));
        (r.lost_focus() && draft != value).then_some(draft)
    }
}
