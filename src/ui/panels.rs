//! The egui overlay of the game screen: phase bar, banner track, hand, dice tray, log, decision prompt, hover tooltip, game-over box and the hot-seat curtain. It draws the table model and sends orders and commands.

use super::i18n::I18n;
use super::interact::UiOrder;
use super::layout::{Drawers, Fit, LayoutReport, box4};
use super::model::{CardFace, DieFace, DieMark, TableModel};
use super::seat::LiftCurtain;
use super::settings::Settings;
use super::{ClientCommand, StatusLine};
use crate::gfx::icons::Icons;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_egui::{EguiContexts, EguiTextureHandle, egui};

mod bar;
mod decision;
mod drawer;

/// The part of the window the map may use (logical pixels), left free by the panels.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub struct MapArea(pub Option<Rect>);

/// What the pointer is over on the map, written by the view: lines for the tooltip.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct HoverInfo {
    pub lines: Vec<(String, HoverTone)>,
    /// Where to show it: beside the hovered hex, in window logical pixels.
    pub pos: Option<Vec2>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HoverTone {
    Title,
    Plain,
    Good,
    Warn,
    Bad,
}

/// The dice tray's animation of the newest roll.
#[derive(Resource, Debug, Clone, Default)]
pub struct DiceTray {
    seen: usize,
    started: f64,
    epoch: u64,
}

/// Leave the game for the title screen.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ToTitle;

/// A Ui covering the whole window on the background layer, for panels to be shown in.
pub fn root_ui(ctx: &egui::Context) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        "root".into(),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.content_rect()),
    )
}

fn tex(contexts: &mut EguiContexts, icons: &Icons, name: &str) -> egui::TextureId {
    contexts.add_image(EguiTextureHandle::Weak(icons.get(name).id()))
}

fn colour32(c: Color) -> egui::Color32 {
    let s = c.to_srgba();
    egui::Color32::from_rgb((s.red * 255.0) as u8, (s.green * 255.0) as u8, (s.blue * 255.0) as u8)
}

const PARCHMENT: egui::Color32 = egui::Color32::from_rgb(236, 226, 198);
const INK: egui::Color32 = egui::Color32::from_rgb(40, 32, 24);
const PANEL: egui::Color32 = egui::Color32::from_rgb(38, 36, 32);

/// Icon textures the panels use, by name.
type Ids = std::collections::HashMap<&'static str, egui::TextureId>;

/// What every panel reads: the table model, the words, the settings and the icons.
struct Panels<'a> {
    model: &'a TableModel,
    i18n: &'a I18n,
    settings: &'a Settings,
    ids: &'a Ids,
    /// The unit selected on the map: buttons about one unit show only while it is selected.
    selected: Option<&'a str>,
    fit: Fit,
    /// Playing on a match server: the connection's state in words, and whether it is well.
    link: Option<&'a (String, bool)>,
    /// The rules help about the refusal on the status line: its text and (`kind`, name).
    refusal: Option<&'a (String, (String, String))>,
    /// The guided first game's line, its step and how many steps there are.
    guide: Option<(String, usize, usize, Option<super::guide::Step>)>,
}

/// The connection indicator's words: connected, connecting, lost and when the next try is, or given up and why.
fn connection_line(o: &crate::net::Online, i18n: &I18n, now: f64) -> (String, bool) {
    use crate::net::Link;
    match &o.link {
        Link::Connecting => (i18n.t("net-connecting"), true),
        Link::Connected => (i18n.t("net-connected"), true),
        Link::Retrying { at, why, .. } if at.is_finite() && *at > now => {
            let secs = (*at - now).ceil() as u32;
            (i18n.ta("net-retrying", &[("reason", why.clone().into()), ("secs", secs.into())]), false)
        }
        Link::Retrying { why, .. } => (i18n.ta("net-retrying-now", &[("reason", why.clone().into())]), false),
        Link::Refused(why) => (i18n.ta("net-refused", &[("reason", why.clone().into())]), false),
    }
}

fn link_colour(ok: bool) -> egui::Color32 {
    if ok { egui::Color32::from_rgb(150, 220, 140) } else { egui::Color32::from_rgb(255, 120, 110) }
}

/// What the player did in the panels this frame; the system sends it after drawing.
#[derive(Default)]
struct Actions {
    orders: Vec<crate::game::messages::Order>,
    commands: Vec<ClientCommand>,
    to_title: bool,
    lift: bool,
    /// Something was sent that changes the picture: ask for a redraw.
    redraw: bool,
    /// What the replay bar (or the result's Watch again) asked for.
    replay: Vec<super::replay::ReplayCommand>,
    /// Open the rules help: at the contents (`None`), or where it explains `kind:name`.
    help: Option<Option<(String, String)>>,
    guide: Option<super::guide::GuideCommand>,
}

impl Actions {
    fn order(&mut self, o: crate::game::messages::Order) {
        self.orders.push(o);
        self.redraw = true;
    }
}

/// What the game screen's panels read: the seated side's table model, the words, the settings, the icons, what
/// the pointer hovers, whether this is a playtest, the selection, the clock and the game's epoch.
#[derive(bevy::ecs::system::SystemParam)]
pub struct TableInputs<'w> {
    model: Res<'w, TableModel>,
    i18n: Res<'w, I18n>,
    settings: Res<'w, Settings>,
    icons: Option<Res<'w, Icons>>,
    hover: Res<'w, HoverInfo>,
    playtest: Res<'w, super::Playtest>,
    selection: Res<'w, super::interact::Selection>,
    time: Res<'w, Time<Real>>,
    epoch: Res<'w, crate::game::control::GameEpoch>,
    online: Option<Res<'w, crate::net::Online>>,
    replay: Option<Res<'w, super::replay::Replay>>,
    config: Option<Res<'w, crate::game::components::GameConfig>>,
    guide: Option<Res<'w, super::guide::Guide>>,
    refusal: Res<'w, super::RefusalHelp>,
}

/// What the game screen's panels keep between frames: the drawers, where things were drawn, the status line, the
/// dice tray and the map's area.
#[derive(bevy::ecs::system::SystemParam)]
pub struct TableState<'w> {
    drawers: ResMut<'w, Drawers>,
    help: ResMut<'w, super::help::Help>,
    report: ResMut<'w, LayoutReport>,
    status: ResMut<'w, StatusLine>,
    tray: ResMut<'w, DiceTray>,
    area: ResMut<'w, MapArea>,
}

/// What the game screen's panels send: orders, the curtain's lift, client commands, the way back to the title and
/// a request for another frame.
#[derive(bevy::ecs::system::SystemParam)]
pub struct TableSends<'w> {
    orders: MessageWriter<'w, UiOrder>,
    lift: MessageWriter<'w, LiftCurtain>,
    commands: MessageWriter<'w, ClientCommand>,
    to_title: MessageWriter<'w, ToTitle>,
    redraw: MessageWriter<'w, RequestRedraw>,
    replay: MessageWriter<'w, super::replay::ReplayCommand>,
    guide: MessageWriter<'w, super::guide::GuideCommand>,
}

/// Draw the game screen's panels, one function each, then send what the player did.
pub fn game_ui(mut contexts: EguiContexts, inputs: TableInputs, state: TableState, sends: TableSends) -> Result {
    let TableInputs {
        model,
        i18n,
        settings,
        icons,
        hover,
        playtest,
        selection,
        time,
        epoch,
        online,
        replay,
        config,
        guide,
        refusal,
    } = inputs;
    let TableState { mut drawers, mut help, mut report, mut status, mut tray, mut area } = state;
    let ruleset = config.as_deref().map(|c| c.ruleset);
    let TableSends {
        mut orders,
        mut lift,
        mut commands,
        mut to_title,
        mut redraw,
        replay: mut replay_cmds,
        guide: mut guide_cmds,
    } = sends;
    let Some(icons) = icons else { return Ok(()) };
    let names = [
        "card_section",
        "card_troop",
        "card_leadership",
        "card_tactic",
        "die_helmet",
        "die_flag",
        "die_swords",
        "banner",
        "curtain",
        "dice",
        "undo",
        "save",
    ];
    let ids: Ids = names.iter().map(|n| (*n, tex(&mut contexts, &icons, n))).collect();
    let ctx = contexts.ctx_mut()?.clone();
    ctx.set_zoom_factor(settings.ui_scale.clamp(0.75, 2.0));
    let fit = Fit::of(&ctx);
    fit.apply_style(&ctx);
    let link = online.as_deref().map(|o| connection_line(o, &i18n, time.elapsed_secs_f64()));
    let p = Panels {
        model: &model,
        i18n: &i18n,
        settings: &settings,
        ids: &ids,
        selected: selection.unit.as_deref(),
        fit,
        link: link.as_ref(),
        refusal: refusal.0.as_ref(),
        guide: guide
            .as_deref()
            .filter(|_| model.my_turn && model.curtain.is_none())
            .map(|g| (g.text(&i18n), g.step + 1, super::guide::STEPS.len(), g.shown())),
    };
    let mut act = Actions::default();
    let mut rep = LayoutReport { fit, window: box4(ctx.content_rect()), ..default() };
    if !model.ready {
        no_game(&ctx, &p, &status, &mut act);
    } else if let Some(c) = &model.curtain {
        // The curtain covers everything: nothing else is drawn while it is down.
        curtain(&ctx, &p, c, &mut act, &mut rep);
        area.0 = None;
    } else {
        let mut root = root_ui(&ctx);
        let margin = if fit == Fit::Narrow { 5 } else { 8 };
        let frame = egui::Frame::new().fill(PANEL).inner_margin(egui::Margin::same(margin));
        egui::Panel::top("bar")
            .frame(frame)
            .show(&mut root, |ui| bar::phase_bar(ui, &p, playtest.0, &mut status, &mut drawers, &mut act, &mut rep));
        let now = time.elapsed_secs_f64();
        let side = |ui: &mut egui::Ui, tray: &mut DiceTray| side_contents(ui, &p, tray, now, epoch.0);
        // A decision is docked, never over the map: at the head of the side panel on wider windows, in a sheet
        // above the hand on a phone.
        let deciding = if model.watching || !model.keep.is_empty() { None } else { model.prompt.as_ref() };
        if fit != Fit::Narrow {
            egui::Panel::left("side").frame(frame).exact_size(fit.side_width(300.0)).show(&mut root, |ui| {
                if let Some(pr) = deciding {
                    let top = ui.cursor().min;
                    decision::body(ui, &p, pr, &mut act);
                    rep.name(
                        "decision",
                        egui::Rect::from_min_max(top, egui::pos2(ui.max_rect().max.x, ui.cursor().min.y)),
                    );
                    ui.separator();
                }
                side(ui, &mut tray)
            });
        }
        if let Some(r) = replay.as_deref() {
            egui::Panel::bottom("replay").frame(frame).show(&mut root, |ui| {
                super::replay_bar::replay_bar(ui, r, (&i18n, fit, &model.side_names), &mut act.replay, &mut rep)
            });
        }
        if model.step.is_some() {
            let h = ctx.content_rect().height();
            let folded = fit == Fit::Narrow && drawers.hand_folded;
            let height = match fit {
                Fit::Wide => 250.0,
                _ if folded => 56.0,
                Fit::Medium => (h * 0.3).clamp(180.0, 250.0),
                // Held sideways a phone is short: a lower hand (and Hide folds it away).
                Fit::Narrow if h < 500.0 => (h * 0.45).clamp(130.0, 240.0),
                Fit::Narrow => (h * 0.3).clamp(190.0, 240.0),
            };
            egui::Panel::bottom("hand")
                .frame(frame)
                .exact_size(height)
                .show(&mut root, |ui| hand(ui, &p, &mut drawers, &mut act, &mut rep));
        }
        if let (Fit::Narrow, Some(pr)) = (fit, deciding) {
            decision::on_phone(&ctx, &mut root, frame, &p, pr, (&mut act, &mut rep, &mut drawers));
        }
        // The rules help beside the map, on wider windows.
        if fit != Fit::Narrow
            && let Some(r) = super::help::side_panel(&mut root, &mut help, ruleset, &i18n, frame)
        {
            rep.name("help-window", r);
            if let Some(c) = help.close_at {
                rep.name("help-close", c);
            }
        }
        // The map gets what is left.
        let free = root.available_rect_before_wrap();
        rep.map = Some(box4(free));
        let z = ctx.zoom_factor();
        area.0 = Some(Rect::new(free.min.x * z, free.min.y * z, free.max.x * z, free.max.y * z));
        if fit == Fit::Narrow && drawers.info {
            let sheet = drawer::Sheet { free, frame, margin };
            drawer::info_drawer(&ctx, &p, sheet, (&mut drawers, &mut tray, now, epoch.0), &mut act, &mut rep);
        }
        if !model.watching {
            choice(&ctx, &p, &mut act);
            game_over(&ctx, &p, &mut act);
        }
        hover_tooltip(&ctx, &hover);
        if fit == Fit::Narrow
            && let Some(r) = super::help::full_screen(&ctx, &mut help, ruleset, &i18n)
        {
            rep.name("help-window", r);
            if let Some(c) = help.close_at {
                rep.name("help-close", c);
            }
        }
        if p.guide.is_some()
            && let Some(g) = guide.as_deref()
        {
            bar::guide_ring(&ctx, g, &model, &rep);
        }
    }
    if let (Some(at), Some(r)) = (act.help.take(), ruleset) {
        match at {
            Some((kind, name)) => help.open_at(r, i18n.lang().code(), (&kind, &name), None),
            None => help.toggle(),
        }
        act.redraw = true;
    }
    if *report != rep {
        *report = rep;
    }
    for o in act.orders {
        orders.write(UiOrder(o));
    }
    for c in act.commands {
        commands.write(c);
    }
    // Closing a replay leaves the table, except a look back at the other side's turn: that goes back to the game.
    if act.replay.contains(&super::replay::ReplayCommand::Close) && replay.as_deref().is_none_or(|r| r.resume.is_none())
    {
        act.to_title = true;
    }
    if act.to_title {
        to_title.write(ToTitle);
    }
    if act.lift {
        lift.write(LiftCurtain);
    }
    if !act.replay.is_empty() {
        act.redraw = true;
    }
    for c in act.replay {
        replay_cmds.write(c);
    }
    if let Some(c) = act.guide {
        guide_cmds.write(c);
        redraw.write(RequestRedraw);
    }
    if act.redraw {
        redraw.write(RequestRedraw);
    }
    Ok(())
}

/// The side panel's contents: scores and tracks, the table's facts, the dice and the log.
fn side_contents(ui: &mut egui::Ui, p: &Panels, tray: &mut DiceTray, now: f64, epoch: u64) {
    score_track(ui, p);
    ui.separator();
    table_info(ui, p);
    ui.separator();
    dice_tray(ui, p, tray, now, epoch);
    ui.separator();
    game_log(ui, p);
}

/// No game (a load failed): say why and offer the way back.
fn no_game(ctx: &egui::Context, p: &Panels, status: &StatusLine, act: &mut Actions) {
    let mut root = root_ui(ctx);
    egui::CentralPanel::default().show(&mut root, |ui| {
        // Online, before the first view arrives: how the connection goes.
        if let Some((text, ok)) = p.link {
            ui.label(egui::RichText::new(text.as_str()).size(18.0).color(link_colour(*ok)));
        }
        if let Some(t) = &status.text {
            ui.label(egui::RichText::new(t).color(egui::Color32::from_rgb(255, 120, 110)));
        }
        if ui.button(p.i18n.t("over-title-screen")).clicked() {
            act.to_title = true;
        }
    });
}

/// The hot-seat curtain: who takes the seat and why, and the public scores; nothing else.
fn curtain(ctx: &egui::Context, p: &Panels, c: &super::model::CurtainModel, act: &mut Actions, rep: &mut LayoutReport) {
    // No fade-in: the curtain covers the table fully from its first frame.
    let area = egui::Area::new("curtain".into()).fixed_pos(egui::Pos2::ZERO).order(egui::Order::Foreground);
    area.fade_in(false).show(ctx, |ui| {
        let rect = ctx.content_rect();
        ui.painter().rect_filled(rect, 0.0, egui::Color32::from_rgb(58, 22, 26));
        ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(rect.height() * 0.22);
                ui.add(egui::Image::new((p.ids["curtain"], egui::vec2(96.0, 96.0))).tint(PARCHMENT));
                ui.add_space(12.0);
                ui.label(egui::RichText::new(&p.model.scenario).size(18.0).color(PARCHMENT));
                ui.add_space(8.0);
                ui.label(egui::RichText::new(&c.title).size(34.0).strong().color(PARCHMENT));
                ui.add_space(6.0);
                ui.label(egui::RichText::new(&c.reason).size(18.0).color(PARCHMENT));
                ui.label(egui::RichText::new(&c.body).size(15.0).color(PARCHMENT));
                ui.add_space(18.0);
                let b = egui::Button::new(egui::RichText::new(&c.button).size(22.0).strong())
                    .min_size(egui::vec2(320.0_f32.min(rect.width() - 16.0), 56.0));
                let b = ui.add(b);
                rep.name("curtain", b.rect);
                if b.clicked() {
                    act.lift = true;
                    act.redraw = true;
                }
                ui.add_space(24.0);
                for s in &p.model.scores {
                    ui.label(egui::RichText::new(&s.text).size(15.0).color(PARCHMENT));
                }
            });
        });
    });
}

/// Each side's banners or VP against its target.
fn score_track(ui: &mut egui::Ui, p: &Panels) {
    ui.heading(p.model.score_title.clone().unwrap_or_else(|| p.i18n.t("vp-title")));
    for s in &p.model.scores {
        let c = colour32(p.settings.side_colour(s.side, &s.colour));
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new(&s.name).strong().color(c));
        });
        ui.horizontal_wrapped(|ui| {
            let target = s.target.unwrap_or(s.score).max(s.score);
            // Points by the hundred (army points) read as a number: a banner each would fill the panel.
            if target > 20 {
                ui.label(egui::RichText::new(s.score.to_string()).strong().color(c));
                if let Some(t) = s.target {
                    ui.label(format!("/ {t}"));
                }
                return;
            }
            for k in 0..target {
                let tint = if k < s.score { c } else { egui::Color32::from_gray(70) };
                ui.add(egui::Image::new((p.ids["banner"], egui::vec2(20.0, 20.0))).tint(tint));
            }
            ui.label(format!("{}/{}", s.score, s.target.map(|t| t.to_string()).unwrap_or("-".into())));
        });
    }
}

/// The card in play and the ruleset's public table facts (hand sizes, deck, tokens...).
/// A track of spaces with its marker: cells left to right, the marker's cell lit (in the colour of the side a
/// balance favours), marked spaces outlined.
fn track(ui: &mut egui::Ui, p: &Panels, t: &crate::ui::model::TrackModel) {
    ui.label(&t.label);
    let n = (t.max - t.min + 1).max(1);
    let width = ui.available_width().min(280.0);
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, 14.0), egui::Sense::hover());
    let cell = width / n as f32;
    let painter = ui.painter_at(rect);
    let colour = |side: usize| {
        let c = p.model.side_colours.get(side).cloned().unwrap_or_default();
        colour32(p.settings.side_colour(side, &c))
    };
    for k in 0..n {
        let v = t.min + k;
        let r = egui::Rect::from_min_size(
            egui::pos2(rect.min.x + k as f32 * cell, rect.min.y),
            egui::vec2((cell - 1.0).max(1.0), rect.height()),
        );
        let fill = if v == t.value {
            match t.ends {
                Some((below, _)) if v < 0 => colour(below),
                Some((_, above)) if v > 0 => colour(above),
                _ => PARCHMENT,
            }
        } else if v == 0 && t.ends.is_some() {
            egui::Color32::from_gray(90)
        } else {
            egui::Color32::from_gray(55)
        };
        painter.rect_filled(r, 1.0, fill);
        if v == t.value {
            painter.rect_stroke(r.expand(1.0), 1.0, egui::Stroke::new(1.5, PARCHMENT), egui::StrokeKind::Outside);
        }
        if t.marks.contains(&v) {
            painter.rect_stroke(
                r,
                1.0,
                egui::Stroke::new(1.5, egui::Color32::from_rgb(200, 60, 50)),
                egui::StrokeKind::Inside,
            );
        }
    }
}

fn table_info(ui: &mut egui::Ui, p: &Panels) {
    for t in &p.model.tracks {
        track(ui, p, t);
    }
    if let Some(t) = &p.model.in_play {
        ui.label(egui::RichText::new(t).strong());
    }
    for l in &p.model.table_info {
        ui.label(l);
    }
}

/// The last rolls, the newest animated for a moment (the setting can skip it).
fn dice_tray(ui: &mut egui::Ui, p: &Panels, tray: &mut DiceTray, now: f64, epoch: u64) {
    let (model, i18n) = (p.model, p.i18n);
    ui.horizontal(|ui| {
        ui.add(egui::Image::new((p.ids["dice"], egui::vec2(20.0, 20.0))).tint(PARCHMENT));
        ui.heading(i18n.t("dice-title"));
    });
    let newest = model.dice.first().map(|d| d.serial).unwrap_or(0);
    if tray.epoch != epoch {
        // A new, loaded or rebuilt game: count rolls afresh, without animating the old ones.
        tray.epoch = epoch;
        tray.seen = newest;
    }
    if newest > tray.seen {
        tray.seen = newest;
        tray.started = now;
    }
    let anim = if p.settings.skip_dice_animation { 0.0 } else { 0.7 * p.settings.animation_speed as f64 };
    let rolling = now - tray.started < anim;
    if model.dice.is_empty() {
        ui.label(i18n.t("dice-none"));
    }
    for (k, r) in model.dice.iter().take(3).enumerate() {
        ui.label(egui::RichText::new(&r.label).small());
        ui.horizontal_wrapped(|ui| {
            for (j, f) in r.faces.iter().enumerate() {
                let spin = &r.all_faces;
                let shown = if k == 0 && rolling && !spin.is_empty() {
                    &spin[((now * 14.0) as usize + j * 5) % spin.len()]
                } else {
                    f
                };
                die(ui, p.ids, shown);
            }
            if k == 0 && rolling && ui.small_button(i18n.t("dice-skip")).clicked() {
                tray.started = -1000.0;
            }
        });
    }
    if rolling {
        ui.ctx().request_repaint();
    }
}

/// The log in words, greyed up to the undo horizon, with a marker at the horizon.
fn game_log(ui: &mut egui::Ui, p: &Panels) {
    let (model, i18n) = (p.model, p.i18n);
    ui.heading(i18n.t("log-title"));
    egui::ScrollArea::vertical().stick_to_bottom(true).auto_shrink([false, false]).show(ui, |ui| {
        if model.log.is_empty() {
            ui.label(i18n.t("log-empty"));
        }
        let horizon = model.log.iter().rposition(|l| l.fixed);
        for (i, l) in model.log.iter().enumerate() {
            let col = if l.fixed { egui::Color32::from_gray(165) } else { egui::Color32::from_gray(230) };
            ui.label(egui::RichText::new(&l.text).small().color(col));
            if Some(i) == horizon && i + 1 < model.log.len() {
                ui.label(
                    egui::RichText::new(i18n.t("log-horizon")).small().color(egui::Color32::from_rgb(200, 170, 90)),
                );
            }
        }
    });
}

/// The seated side's hand: one face per card, with the orders it may be played for. Cards narrow on smaller
/// windows; when they do not all fit, the row scrolls (drag it, or the scroll bar that then always shows) and the
/// heading says how many there are. On a narrow window the hand folds down to its heading.
fn hand(ui: &mut egui::Ui, p: &Panels, drawers: &mut Drawers, act: &mut Actions, rep: &mut LayoutReport) {
    let n = p.model.hand.len();
    let fits = n as f32 * (card_size(p.fit, 0.0).x + 24.0) <= ui.available_width();
    ui.horizontal(|ui| {
        ui.heading(p.i18n.t("hand-title"));
        if n > 0 {
            ui.label(p.i18n.ta("hand-count", &[("n", n.into())]));
        }
        if !(fits || p.fit == Fit::Narrow && drawers.hand_folded) {
            ui.label(egui::RichText::new(p.i18n.t("hand-scroll")).small().italics());
        }
        if p.fit == Fit::Narrow {
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                let label = if drawers.hand_folded { p.i18n.t("hand-unfold") } else { p.i18n.t("hand-fold") };
                let fold = ui.button(label);
                rep.name("fold", fold.rect);
                if fold.clicked() {
                    drawers.hand_folded = !drawers.hand_folded;
                }
            });
        }
    });
    if p.fit == Fit::Narrow && drawers.hand_folded {
        return;
    }
    // What is left below the heading: the card's frame (8 each side, and its stroke) and, when the row scrolls, a
    // bar below the cards.
    let bar = if fits { 0.0 } else { ui.spacing().scroll.bar_width + 2.0 * ui.spacing().scroll.bar_inner_margin };
    let size = card_size(p.fit, ui.available_height() - 20.0 - bar);
    let bars = if fits {
        egui::scroll_area::ScrollBarVisibility::VisibleWhenNeeded
    } else {
        egui::scroll_area::ScrollBarVisibility::AlwaysVisible
    };
    let out = egui::ScrollArea::horizontal().scroll_bar_visibility(bars).show(ui, |ui| {
        ui.horizontal(|ui| {
            if p.model.hand.is_empty() {
                ui.label(p.i18n.t("hand-empty"));
            }
            for f in &p.model.hand {
                let (o, at) = card(ui, p.ids, p.i18n, f, size, &mut act.help);
                rep.cards.push(box4(at.card));
                rep.plays.extend(at.play.map(box4));
                rep.card_titles.push((box4(at.title), at.help.map(box4)));
                if let Some(o) = o {
                    act.order(o);
                }
            }
        });
    });
    rep.hand_view = Some(box4(out.inner_rect));
    rep.hand_content_width = out.content_size.x;
}

/// A card's size for the window's class and the height the hand has.
fn card_size(fit: Fit, height: f32) -> egui::Vec2 {
    match fit {
        Fit::Wide => egui::vec2(178.0, 190.0),
        Fit::Medium | Fit::Narrow => egui::vec2(150.0, height.clamp(100.0, 190.0)),
    }
}

/// A choice of cards to keep (two scouted cards): a window over the map, since the cards themselves are the choice.
fn choice(ctx: &egui::Context, p: &Panels, act: &mut Actions) {
    let (model, i18n) = (p.model, p.i18n);
    if !model.keep.is_empty() {
        egui::Window::new(i18n.t("hand-keep-title"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
            .show(ctx, |ui| {
                ui.horizontal_wrapped(|ui| {
                    for f in &model.keep {
                        if let (Some(o), _) = card(ui, p.ids, i18n, f, card_size(p.fit, 190.0), &mut act.help) {
                            act.order(o);
                        }
                    }
                });
            });
    }
}

/// The result, once the game is over.
fn game_over(ctx: &egui::Context, p: &Panels, act: &mut Actions) {
    let Some((head, why)) = &p.model.over else { return };
    egui::Window::new(p.i18n.t("over-title"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                ui.label(egui::RichText::new(head).size(28.0).strong());
                ui.label(why);
                for s in &p.model.scores {
                    ui.label(&s.text);
                }
                ui.horizontal(|ui| {
                    if ui
                        .button(p.i18n.t("replay-watch-again"))
                        .on_hover_text(p.i18n.t("replay-watch-again-hint"))
                        .clicked()
                    {
                        act.replay.push(super::replay::ReplayCommand::OpenCurrent);
                    }
                    if ui.button(p.i18n.t("replay-record")).on_hover_text(p.i18n.t("replay-record-hint")).clicked() {
                        act.commands.push(ClientCommand::Record);
                    }
                    if ui.button(p.i18n.t("over-title-screen")).clicked() {
                        act.to_title = true;
                    }
                });
            });
        });
}

/// The tooltip for what the pointer is over on the map (terrain, unit, line of sight, odds).
fn hover_tooltip(ctx: &egui::Context, hover: &HoverInfo) {
    if hover.lines.is_empty() || ctx.is_pointer_over_egui() {
        return;
    }
    let z = ctx.zoom_factor();
    let Some(pos) = hover.pos.map(|p| egui::pos2(p.x / z, p.y / z)) else { return };
    // Beside the hex, kept inside a narrow window.
    let window = ctx.content_rect();
    let width = (window.width() - 24.0).min(340.0);
    let x = (pos.x + 28.0).min(window.max.x - width - 12.0).max(window.min.x + 4.0);
    egui::Area::new("hover".into()).fixed_pos(egui::pos2(x, pos.y + 10.0)).order(egui::Order::Tooltip).show(
        ctx,
        |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(width);
                for (text, tone) in &hover.lines {
                    let rt = egui::RichText::new(text);
                    let rt = match tone {
                        HoverTone::Title => rt.strong().size(15.0),
                        HoverTone::Plain => rt,
                        HoverTone::Good => rt.color(egui::Color32::from_rgb(130, 220, 130)),
                        HoverTone::Warn => rt.color(egui::Color32::from_rgb(240, 200, 90)),
                        HoverTone::Bad => rt.color(egui::Color32::from_rgb(255, 120, 110)),
                    };
                    ui.label(rt);
                }
            });
        },
    );
}

fn die(ui: &mut egui::Ui, ids: &Ids, f: &DieFace) {
    let rgb = |c: [u8; 3]| egui::Color32::from_rgb(c[0], c[1], c[2]);
    let size = egui::vec2(30.0, 30.0);
    let (rect, resp) = ui.allocate_exact_size(size, egui::Sense::hover());
    let p = ui.painter();
    p.rect_filled(rect, 5.0, egui::Color32::from_rgb(240, 236, 224));
    p.rect_stroke(rect, 5.0, egui::Stroke::new(1.0, egui::Color32::from_gray(90)), egui::StrokeKind::Inside);
    let c = rect.center();
    match f.mark {
        DieMark::Disc(col) => {
            p.circle_filled(c, 9.0, rgb(col));
        }
        DieMark::Triangle(col) => {
            let pts = vec![c + egui::vec2(0.0, -10.0), c + egui::vec2(10.0, 8.0), c + egui::vec2(-10.0, 8.0)];
            p.add(egui::Shape::convex_polygon(pts, rgb(col), egui::Stroke::NONE));
        }
        DieMark::Square(col) => {
            p.rect_filled(egui::Rect::from_center_size(c, egui::vec2(17.0, 17.0)), 1.0, rgb(col));
        }
        DieMark::Icon(name) => {
            if let Some(id) = ids.get(name) {
                let img = egui::Image::new((*id, egui::vec2(22.0, 22.0))).tint(INK);
                img.paint_at(ui, egui::Rect::from_center_size(c, egui::vec2(22.0, 22.0)));
            }
        }
        DieMark::Pips(n) => {
            p.text(c, egui::Align2::CENTER_CENTER, n.to_string(), egui::FontId::proportional(16.0), INK);
        }
    }
    resp.on_hover_text(&f.name);
}

/// Where a card was drawn, for the layout report: the card, its Play button, its title and its help button.
struct CardRects {
    card: egui::Rect,
    play: Option<egui::Rect>,
    title: egui::Rect,
    help: Option<egui::Rect>,
}

/// One card face of the given size; returns the order of a button pressed on it, and where the card was drawn.
fn card(
    ui: &mut egui::Ui,
    ids: &Ids,
    i18n: &I18n,
    f: &CardFace,
    size: egui::Vec2,
    help: &mut Option<Option<(String, String)>>,
) -> (Option<crate::game::messages::Order>, CardRects) {
    let playable = f.play.is_some() || f.alt.is_some() || f.keep.is_some() || !f.inspired.is_empty();
    let (icon, accent) = (f.icon, egui::Color32::from_rgb(f.accent[0], f.accent[1], f.accent[2]));
    let mut out = None;
    let mut play = None;
    let (mut title, mut help_at) = (egui::Rect::NOTHING, None);
    let stroke = if playable {
        egui::Stroke::new(3.0, egui::Color32::from_rgb(250, 200, 80))
    } else {
        egui::Stroke::new(1.0, egui::Color32::from_gray(90))
    };
    let fill = if playable { PARCHMENT } else { egui::Color32::from_rgb(180, 174, 160) };
    let shown = egui::Frame::new()
        .fill(fill)
        .stroke(stroke)
        .corner_radius(8.0)
        .inner_margin(egui::Margin::same(8))
        .show(ui, |ui| {
            ui.set_width(size.x);
            ui.set_height(size.y);
            ui.vertical(|ui| {
                ui.horizontal(|ui| {
                    // An icon the panel has not loaded falls back to a plain card, never a panic.
                    let id = ids.get(icon).or_else(|| ids.get("card_tactic")).copied();
                    if let Some(id) = id {
                        ui.add(egui::Image::new((id, egui::vec2(26.0, 26.0))).tint(accent));
                    }
                    // The card's part of the rules help first, from the right, so that the title wraps in what
                    // is left beside it rather than running under the button.
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Min), |ui| {
                        if let Some(about) = &f.help {
                            let b = ui.small_button("?").on_hover_text(i18n.t("help-card-link"));
                            help_at = Some(b.rect);
                            if b.clicked() {
                                *help = Some(Some(about.clone()));
                            }
                        }
                        ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                            let t = egui::Label::new(egui::RichText::new(&f.title).strong().color(INK)).wrap();
                            title = ui.add(t).rect;
                            ui.label(egui::RichText::new(&f.kind).small().color(accent));
                        });
                    });
                });
                let text_height = (size.y - 98.0).max(24.0);
                egui::ScrollArea::vertical().id_salt(("card", f.id)).max_height(text_height).show(ui, |ui| {
                    ui.label(egui::RichText::new(&f.text).small().color(INK));
                });
                if let Some(why) = &f.why_not {
                    ui.label(egui::RichText::new(why).small().italics().color(egui::Color32::from_rgb(120, 30, 30)));
                }
                ui.horizontal_wrapped(|ui| {
                    if let Some(o) = &f.play {
                        let b = ui.button(egui::RichText::new(i18n.t("hand-play")).strong());
                        play = Some(b.rect);
                        if b.clicked() {
                            out = Some(o.clone());
                        }
                    }
                    if let Some((label, o)) = &f.alt
                        && ui.button(label).clicked()
                    {
                        out = Some(o.clone());
                    }
                    if let Some(o) = &f.keep
                        && ui.button(egui::RichText::new(i18n.t("hand-keep")).strong()).clicked()
                    {
                        out = Some(o.clone());
                    }
                    for (label, o) in &f.inspired {
                        if ui.small_button(label).on_hover_text(i18n.t("hand-inspired-cost")).clicked() {
                            out = Some(o.clone());
                        }
                    }
                });
            });
        });
    (out, CardRects { card: shown.response.rect, play, title, help: help_at })
}
