//! The rules help at the table: the ruleset's reference (`hexmarshal_rules::help`, written once in `docs/help/`)
//! in the player's language, opened from the bar's Rules button or F1, and at the matching section from a card's
//! `?`, a card that cannot be played, the unit under the pointer (F1) or a refused order. Beside the map on wider
//! windows, over the whole screen on a phone. It only reads: opening it changes nothing in the game.

use super::i18n::I18n;
use bevy::prelude::*;
use bevy_egui::egui;
use hexmarshal_rules::help::{Block, HelpDoc, Section};
use hexmarshal_rules::rules::Ruleset;
use hexmarshal_rules::rules::glossary::Cell;

/// What the help shows, and its text once read.
#[derive(Resource, Debug, Default)]
pub struct Help {
    pub open: bool,
    /// The section shown; `None`: the contents.
    pub anchor: Option<String>,
    /// The help read for (ruleset, language).
    doc: Option<(Ruleset, &'static str, std::sync::Arc<HelpDoc>)>,
    /// Where its Close button was drawn last (the layout report names it).
    pub close_at: Option<egui::Rect>,
}

impl Help {
    /// The help of `ruleset` in `lang` (read once, kept).
    pub fn doc(&mut self, ruleset: Ruleset, lang: &'static str) -> Option<std::sync::Arc<HelpDoc>> {
        if self.doc.as_ref().is_none_or(|(r, l, _)| *r != ruleset || *l != lang) {
            self.doc = hexmarshal_rules::help::help(ruleset, lang).map(|d| (ruleset, lang, std::sync::Arc::new(d)));
        }
        self.doc.as_ref().map(|(_, _, d)| d.clone())
    }

    /// Open at the section that explains `kind:name`, else at `fallback` (`kind:name` too), else the contents.
    pub fn open_at(
        &mut self,
        ruleset: Ruleset,
        lang: &'static str,
        about: (&str, &str),
        fallback: Option<(&str, &str)>,
    ) {
        let anchor = self.doc(ruleset, lang).and_then(|d| {
            d.about(about.0, about.1).or_else(|| fallback.and_then(|(k, n)| d.about(k, n))).map(|s| s.anchor.clone())
        });
        self.open = true;
        self.anchor = anchor;
    }

    /// Open or close, at the contents.
    pub fn toggle(&mut self) {
        self.open = !self.open;
        self.anchor = None;
    }
}

/// The help beside the map (wider windows: a panel on the right, so the board stays in view), when open: the
/// contents (the introduction and every section) or one section, with the way back and to the neighbouring
/// sections. Drawn before the map takes what is left.
pub fn side_panel(
    root: &mut egui::Ui,
    help: &mut Help,
    ruleset: Option<Ruleset>,
    i18n: &I18n,
    frame: egui::Frame,
) -> Option<egui::Rect> {
    if !help.open {
        return None;
    }
    let doc = help.doc(ruleset?, i18n.lang().code())?;
    let width = (root.available_width() * 0.36).clamp(320.0, 520.0);
    let shown =
        egui::Panel::right("help").frame(frame).exact_size(width).show(root, |ui| body(ui, help, &doc, ruleset?, i18n));
    Some(shown.response.rect)
}

/// The help over the whole screen (a phone): the same pages, with Close at the top.
pub fn full_screen(ctx: &egui::Context, help: &mut Help, ruleset: Option<Ruleset>, i18n: &I18n) -> Option<egui::Rect> {
    if !help.open {
        return None;
    }
    let doc = help.doc(ruleset?, i18n.lang().code())?;
    let screen = ctx.content_rect();
    let shown = egui::Area::new("help".into()).fixed_pos(screen.min).order(egui::Order::Foreground).show(ctx, |ui| {
        egui::Frame::new().fill(egui::Color32::from_rgb(28, 30, 34)).inner_margin(egui::Margin::same(8)).show(
            ui,
            |ui| {
                ui.set_width(screen.width() - 16.0);
                ui.set_height(screen.height() - 16.0);
                body(ui, help, &doc, ruleset?, i18n)
            },
        )
    });
    Some(shown.response.rect)
}

/// The pages: a heading with Close, the way between sections, then the contents or one section.
fn body(ui: &mut egui::Ui, help: &mut Help, doc: &HelpDoc, ruleset: Ruleset, i18n: &I18n) -> Option<()> {
    let mut go: Option<Option<String>> = None;
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(&doc.title).size(18.0).strong());
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let close = ui.button(i18n.t("bar-close"));
            help.close_at = Some(close.rect);
            if close.clicked() {
                help.open = false;
            }
        });
    });
    let at = help.anchor.as_deref().and_then(|a| doc.sections.iter().position(|s| s.anchor == a));
    ui.horizontal_wrapped(|ui| {
        if ui.add_enabled(at.is_some(), egui::Button::new(i18n.t("help-contents"))).clicked() {
            go = Some(None);
        }
        let prev = match at {
            Some(0) => Some(None),
            Some(k) => Some(Some(doc.sections[k - 1].anchor.clone())),
            None => None,
        };
        if ui.add_enabled(prev.is_some(), egui::Button::new("<")).on_hover_text(i18n.t("help-previous")).clicked() {
            go = prev;
        }
        let next = match at {
            Some(k) => doc.sections.get(k + 1),
            None => doc.sections.first(),
        };
        if ui.add_enabled(next.is_some(), egui::Button::new(">")).on_hover_text(i18n.t("help-next")).clicked() {
            go = next.map(|s| Some(s.anchor.clone()));
        }
    });
    ui.separator();
    egui::ScrollArea::vertical().id_salt(("help", help.anchor.clone())).auto_shrink([false, false]).show(ui, |ui| {
        match at.map(|k| &doc.sections[k]) {
            None => {
                rich(ui, &doc.intro);
                ui.add_space(6.0);
                for s in &doc.sections {
                    if ui.link(egui::RichText::new(&s.title).size(16.0)).clicked() {
                        go = Some(Some(s.anchor.clone()));
                    }
                }
            }
            Some(s) => section(ui, s, ruleset, i18n),
        }
    });
    if let Some(to) = go {
        help.anchor = to;
    }
    Some(())
}

/// A section: its title, its paragraphs and lists, and its tables built from the engine's data.
fn section(ui: &mut egui::Ui, s: &Section, ruleset: Ruleset, i18n: &I18n) {
    ui.label(egui::RichText::new(&s.title).size(19.0).strong());
    ui.add_space(4.0);
    for b in &s.blocks {
        match b {
            Block::Para(t) => {
                rich(ui, t);
                ui.add_space(4.0);
            }
            Block::Bullet(t) => {
                ui.horizontal_top(|ui| {
                    ui.label("•");
                    rich(ui, t);
                });
            }
            Block::Numbered(n, t) => {
                ui.horizontal_top(|ui| {
                    ui.label(format!("{n}."));
                    rich(ui, t);
                });
            }
            Block::Table(name) => {
                if let Some(t) = ruleset.help_table(name) {
                    ui.add_space(4.0);
                    egui::Frame::new().fill(egui::Color32::from_rgb(36, 38, 44)).inner_margin(6).show(ui, |ui| {
                        egui::ScrollArea::horizontal().id_salt(("help-table", name.as_str())).show(ui, |ui| {
                            egui::Grid::new(("help-grid", name.as_str())).striped(true).max_col_width(220.0).show(
                                ui,
                                |ui| {
                                    for c in &t.columns {
                                        let head = if c.starts_with("help-") { i18n.t(c) } else { (*c).to_string() };
                                        ui.label(egui::RichText::new(head).strong());
                                    }
                                    ui.end_row();
                                    for row in &t.rows {
                                        for c in row {
                                            ui.add(egui::Label::new(cell(c, ruleset, i18n)).wrap());
                                        }
                                        ui.end_row();
                                    }
                                },
                            );
                        });
                    });
                    ui.add_space(4.0);
                }
            }
        }
    }
}

/// A table cell in the player's language.
pub fn cell(c: &Cell, ruleset: Ruleset, i18n: &I18n) -> String {
    match c {
        Cell::Text(t) => t.clone(),
        Cell::Key(k) => i18n.t(k),
        Cell::KeyN(k, n) => i18n.ta(k, &[("n", (*n).into())]),
        Cell::Unit(id) => i18n.unit_type(ruleset, id),
        Cell::Terrain(t) => i18n.terrain(*t),
        Cell::Hexside(k) => i18n.hexside(*k),
        Cell::Marker(m) => i18n.hex_marker(*m),
    }
}

/// Text with `**bold**` runs, wrapped to the width.
fn rich(ui: &mut egui::Ui, text: &str) {
    let mut job = egui::text::LayoutJob::default();
    let size = 14.5;
    let plain = egui::TextFormat {
        font_id: egui::FontId::proportional(size),
        color: egui::Color32::from_gray(215),
        ..Default::default()
    };
    let strong = egui::TextFormat { color: egui::Color32::from_rgb(250, 225, 160), ..plain.clone() };
    for (i, part) in text.split("**").enumerate() {
        job.append(part, 0.0, if i % 2 == 1 { strong.clone() } else { plain.clone() });
    }
    job.wrap.max_width = ui.available_width();
    ui.add(egui::Label::new(job).wrap());
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::Lang;

    /// Every text egui laid out in a frame.
    fn drawn(out: &egui::FullOutput) -> String {
        let mut text = String::new();
        for s in &out.shapes {
            if let egui::epaint::Shape::Text(t) = &s.shape {
                text.push_str(t.galley.text());
                text.push('\n');
            }
        }
        text
    }

    /// Draw the help (beside the map, and over a phone's screen) for a frame, as the table does.
    fn frame(ctx: &egui::Context, help: &mut Help, r: Ruleset, i18n: &I18n, phone: bool) -> String {
        let size = if phone { egui::vec2(390.0, 844.0) } else { egui::vec2(1440.0, 900.0) };
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, size)),
            ..Default::default()
        };
        // Twice: egui sizes some things on the first pass.
        let mut out: Option<egui::FullOutput> = None;
        for _ in 0..2 {
            if let Some(o) = out.as_mut() {
                o.textures_delta.clear();
            }
            out = Some(ctx.run_ui(input.clone(), |ui| {
                if phone {
                    full_screen(ui.ctx(), help, Some(r), i18n);
                } else {
                    let mut root = ui.new_child(egui::UiBuilder::new());
                    side_panel(&mut root, help, Some(r), i18n, egui::Frame::new());
                }
            }));
        }
        let mut out = out.expect("a frame");
        out.textures_delta.clear();
        drawn(&out)
    }

    /// The help opens in every ruleset and both languages, on a desktop and on a phone: its contents list every
    /// section, and each section shows its title, its words and its tables' cells.
    #[test]
    fn the_help_opens_in_every_ruleset_in_both_languages() {
        for lang in [Lang::En, Lang::Ru] {
            let i18n = I18n::new(lang);
            for r in Ruleset::ALL {
                for phone in [false, true] {
                    let ctx = egui::Context::default();
                    let mut help = Help::default();
                    help.toggle();
                    let doc = help.doc(r, lang.code()).expect("every ruleset has help").clone();
                    let contents = frame(&ctx, &mut help, r, &i18n, phone);
                    assert!(contents.contains(&doc.title), "{r:?} {lang:?}: the contents' title");
                    for s in &doc.sections {
                        assert!(contents.contains(&s.title), "{r:?} {lang:?}: `{}` in the contents", s.title);
                    }
                    for s in &doc.sections {
                        help.anchor = Some(s.anchor.clone());
                        let page = frame(&ctx, &mut help, r, &i18n, phone);
                        assert!(page.contains(&s.title), "{r:?} {lang:?}: section `{}`", s.anchor);
                        for b in &s.blocks {
                            if let Block::Table(t) = b {
                                let table = r.help_table(t).expect("a table");
                                let first = cell(&table.rows[0][0], r, &i18n);
                                assert!(page.contains(&first), "{r:?} {lang:?}: table {t} shows {first}");
                            }
                        }
                    }
                    assert!(help.open, "nothing closed it");
                }
            }
        }
    }

    /// A card, a unit and an order each open the part of the help that explains them.
    #[test]
    fn links_open_the_matching_section() {
        let mut help = Help::default();
        for r in Ruleset::ALL {
            for lang in ["en", "ru"] {
                let doc = help.doc(r, lang).expect("help").clone();
                let g = r.glossary();
                for (kind, names) in [("order", g.of("order")), ("card", g.of("card"))] {
                    for name in names {
                        help.open_at(r, lang, (kind, name), None);
                        let at =
                            help.anchor.clone().unwrap_or_else(|| panic!("{r:?} {lang}: no section for {kind}:{name}"));
                        assert!(doc.section(&at).unwrap().names(kind, name), "{r:?} {lang}: {kind}:{name}");
                    }
                }
                // A unit no section names falls back on the units' table.
                help.open_at(r, lang, ("unit", "no_such_unit"), Some(("table", "units")));
                assert!(doc.section(help.anchor.as_deref().unwrap()).unwrap().names("table", "units"), "{r:?}");
            }
        }
    }

    #[test]
    fn every_help_table_reads_in_both_languages() {
        for lang in [Lang::En, Lang::Ru] {
            let i18n = I18n::new(lang);
            for r in Ruleset::ALL {
                for t in r.glossary().of("table") {
                    let table = r.help_table(t).expect("a table of the glossary");
                    for c in table.columns.iter().filter(|c| c.starts_with("help-")) {
                        assert!(i18n.has(c), "{lang:?}: no text for column {c}");
                    }
                    for row in &table.rows {
                        for c in row {
                            let text = cell(c, r, &i18n);
                            assert!(
                                !text.is_empty() && !text.starts_with("help-"),
                                "{lang:?} {t}: {c:?} reads {text:?}"
                            );
                        }
                    }
                }
            }
        }
    }
}
