//! Scripted runs of the real window: the demo that plays through title, curtain, a card, a move and an attack saving screenshots (the real-window test), and frame-time figures.

use crate::editor::{Editor, EditorCommand, EditorPointer, PointerPhase, Tool, Tools};
use crate::rules::engine::Shape;
use crate::rules::hex::{Coord, Dir};
use crate::screens::{ScenarioList, Screen};
use crate::ui::interact::{HexClicked, Selection, UiOrder};
use crate::ui::model::TableModel;
use crate::ui::seat::{LiftCurtain, Seat};
use crate::ui::settings::Settings;
use crate::ui::{ClientCommand, ClientSet};
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use std::collections::HashSet;
use std::path::PathBuf;

pub struct DemoPlugin {
    pub dir: PathBuf,
}

impl Plugin for DemoPlugin {
    fn build(&self, app: &mut App) {
        let _ = std::fs::create_dir_all(&self.dir);
        app.insert_resource(Demo { dir: self.dir.clone(), ..default() })
            .add_systems(Update, demo_step.after(ClientSet::Model));
    }
}

#[derive(Resource, Default)]
struct Demo {
    dir: PathBuf,
    step: u32,
    wait: u32,
    frames: u32,
    shots: HashSet<&'static str>,
    handled: HashSet<String>,
    attack: Option<(String, Coord)>,
    attacked: bool,
    lifted_after_attack: bool,
}

impl Demo {
    fn shot(&mut self, commands: &mut Commands, name: &'static str) {
        if self.shots.insert(name) {
            let p = self.dir.join(name);
            println!("demo: screenshot {}", p.display());
            commands.spawn(Screenshot::primary_window()).observe(save_to_disk(p));
        }
    }
}

fn dist(a: Coord, b: Coord) -> u32 {
    let o = crate::rules::Orientation::Pointy;
    a.to_hex(o).unsigned_distance_to(b.to_hex(o))
}

/// What the demo does as a player would: the seat, the selection, the settings and the screen it changes.
#[derive(bevy::ecs::system::SystemParam)]
struct DemoHands<'w> {
    seat: ResMut<'w, Seat>,
    sel: ResMut<'w, Selection>,
    settings: ResMut<'w, Settings>,
    next: ResMut<'w, NextState<Screen>>,
}

/// What the demo sends as a player's clicks would: client commands, the curtain's lift, hex clicks, orders and
/// the end of the app.
#[derive(bevy::ecs::system::SystemParam)]
struct DemoSends<'w> {
    cmds: MessageWriter<'w, ClientCommand>,
    lift: MessageWriter<'w, LiftCurtain>,
    clicks: MessageWriter<'w, HexClicked>,
    orders: MessageWriter<'w, UiOrder>,
    exit: MessageWriter<'w, AppExit>,
}

fn demo_step(
    mut demo: ResMut<Demo>,
    mut commands: Commands,
    model: Res<TableModel>,
    list: Option<Res<ScenarioList>>,
    hands: DemoHands,
    sends: DemoSends,
    mut ed: EditorInput,
) {
    let DemoHands { mut seat, mut sel, mut settings, mut next } = hands;
    let DemoSends { mut cmds, mut lift, mut clicks, mut orders, mut exit } = sends;
    demo.frames += 1;
    if demo.frames > 20_000 {
        eprintln!("demo: gave up after {} frames at step {}", demo.frames, demo.step);
        exit.write(AppExit::error());
        return;
    }
    if demo.wait > 0 {
        demo.wait -= 1;
        return;
    }
    let d = &mut *demo;
    match d.step {
        0 => {
            d.wait = 30;
            d.step = 1;
        }
        1 => {
            d.shot(&mut commands, "01_title.png");
            d.wait = 10;
            d.step = 2;
        }
        2 => {
            let Some(list) = list else { return };
            let e = &list.entries[list.selected];
            cmds.write(ClientCommand::NewGame {
                scenario: e.scenario.clone(),
                seed: list.seed,
                players: Default::default(),
            });
            next.set(Screen::Game);
            seat.expect_start = true;
            d.wait = 40;
            d.step = 3;
        }
        3 => {
            d.shot(&mut commands, "02_curtain.png");
            d.wait = 10;
            d.step = 4;
        }
        4 => {
            lift.write(LiftCurtain);
            d.wait = 40;
            d.step = 5;
        }
        5 => {
            d.shot(&mut commands, "03_board.png");
            d.wait = 10;
            d.step = 10;
        }
        10 => play(d, &mut commands, &model, &mut sel, &mut lift, &mut clicks, &mut orders),
        20 => {
            // The attack is resolved: show the result, then the same table in Russian.
            d.shot(&mut commands, "08_after_attack.png");
            settings.language = Some(crate::ui::i18n::Lang::Ru);
            d.wait = 30;
            d.step = 21;
        }
        21 => {
            d.shot(&mut commands, "09_russian.png");
            settings.language = Some(crate::ui::i18n::Lang::En);
            d.wait = 10;
            d.step = 30;
        }
        30..=60 => editor(d, &mut commands, &mut next, &mut ed, &mut lift),
        _ => {
            println!("demo: done");
            exit.write(AppExit::Success);
        }
    }
}

/// What the demo drives the editor with: the same messages the board and the panels send.
#[derive(bevy::ecs::system::SystemParam)]
struct EditorInput<'w> {
    tools: ResMut<'w, Tools>,
    editor: Res<'w, Editor>,
    pointer: MessageWriter<'w, EditorPointer>,
    cmds: MessageWriter<'w, EditorCommand>,
    to_title: MessageWriter<'w, crate::ui::panels::ToTitle>,
}

impl EditorInput<'_> {
    fn click(&mut self, hex: Coord, edge: Dir) {
        for phase in [PointerPhase::Press, PointerPhase::Release] {
            self.pointer.write(EditorPointer { hex, edge, phase, secondary: false });
        }
    }
    fn stroke(&mut self, hexes: &[Coord]) {
        for (i, h) in hexes.iter().enumerate() {
            let phase = if i == 0 { PointerPhase::Press } else { PointerPhase::Drag };
            self.pointer.write(EditorPointer { hex: *h, edge: Dir::E, phase, secondary: false });
        }
        let last = *hexes.last().expect("a stroke has hexes");
        self.pointer.write(EditorPointer { hex: last, edge: Dir::E, phase: PointerPhase::Release, secondary: false });
    }
}

/// The editor part of the demo: a half-built map with its problems listed, then fixed, playtested and back. Each
/// step sets the tool once and then uses it, as a player would: pointer messages are read with the tool of the frame
/// they are handled in.
fn editor(
    d: &mut Demo,
    commands: &mut Commands,
    next: &mut NextState<Screen>,
    ed: &mut EditorInput,
    lift: &mut MessageWriter<LiftCurtain>,
) {
    use crate::rules::terrain::{HexsideKind, Terrain};
    d.wait = 4;
    let step = d.step;
    d.step += 1;
    match step {
        30 => {
            next.set(Screen::Editor);
            ed.cmds.write(EditorCommand::New {
                ruleset: crate::rules::ruleset::Ruleset::DEFAULT,
                orientation: crate::rules::Orientation::Pointy,
                width: 13,
                height: 9,
                terrain: Terrain::Open,
            });
            d.wait = 20;
        }
        31 => {
            ed.tools.tool = Tool::Terrain;
            ed.tools.terrain = Terrain::Forest;
            ed.tools.brush = 1;
        }
        32 => ed.stroke(&[Coord(2, 2), Coord(3, 2)]),
        33 => {
            ed.tools.terrain = Terrain::Marsh;
            ed.tools.brush = 0;
        }
        34 => ed.stroke(&[Coord(9, 5), Coord(10, 5), Coord(10, 6)]),
        35 => {
            ed.tools.tool = Tool::Elevation;
            ed.tools.elevation = 1;
        }
        36 => ed.stroke(&[Coord(5, 2), Coord(6, 2), Coord(7, 2), Coord(8, 2)]),
        37 => {
            ed.tools.tool = Tool::Hexside;
            ed.tools.hexside.kind = HexsideKind::Stream;
        }
        38 => {
            for c in 3..9 {
                ed.click(Coord(c, 4), Dir::SE);
            }
        }
        39 => {
            ed.tools.hexside.kind = HexsideKind::Wall;
            ed.tools.hexside.one_sided = true;
        }
        40 => {
            ed.click(Coord(6, 2), Dir::SW);
            ed.click(Coord(7, 2), Dir::SW);
        }
        // Units for both sides; each leader joins the unit in its hex. The Normans' bowmen and a Saxon unit share
        // a hex by mistake, so the problem list has something to say.
        41..=48 => {
            let (side, row) = if step < 45 { (0usize, 7) } else { (1, 1) };
            let (kind, col) = match (step - 41) % 4 {
                0 => ("heavy_foot", 4),
                1 => ("light_bow_foot", 5),
                2 => ("medium_cavalry", 6),
                _ => ("leader", 5),
            };
            if ed.tools.tool != Tool::Unit || ed.tools.side != side || ed.tools.kind != kind {
                ed.tools.tool = Tool::Unit;
                ed.tools.side = side;
                ed.tools.kind = kind.to_string();
                d.step = step;
            } else {
                ed.click(Coord(col, row), Dir::E);
            }
        }
        49 => {
            ed.tools.side = 1;
            ed.tools.kind = "warriors".into();
        }
        50 => ed.click(Coord(6, 7), Dir::E),
        51 => {
            ed.tools.tool = Tool::Objective;
            ed.tools.vp = 2;
        }
        52 => ed.click(Coord(6, 2), Dir::E),
        53 => {
            ed.tools.tool = Tool::Zone;
            ed.tools.side = 0;
            ed.tools.brush = 0;
        }
        54 => ed.stroke(&[Coord(3, 7), Coord(3, 8), Coord(4, 8), Coord(5, 8), Coord(6, 8), Coord(7, 8), Coord(8, 8)]),
        55 => {
            ed.tools.tool = Tool::Select;
            ed.cmds.write(EditorCommand::Select(Some(Coord(6, 7))));
            d.wait = 40;
        }
        56 => {
            // Half built: no name yet and an overstacked hex: the problems are listed and ringed on the map.
            d.shot(commands, "10_editor.png");
            let mut meta = ed.editor.doc.file().meta.clone();
            meta.name = "Demo ridge".into();
            ed.cmds.write(EditorCommand::Edit(crate::editor::doc::Edit::Meta(meta)));
            let stray = ed.editor.doc.file().units.iter().find(|u| u.kind == "warriors").map(|u| u.id.clone());
            if let Some(id) = stray {
                ed.cmds.write(EditorCommand::Edit(crate::editor::doc::Edit::RemoveUnit { id }));
            }
            d.wait = 10;
        }
        57 => {
            ed.cmds.write(EditorCommand::Playtest);
            d.wait = 60;
        }
        58 => {
            lift.write(LiftCurtain);
            d.wait = 40;
        }
        59 => {
            d.shot(commands, "11_playtest.png");
            ed.to_title.write(crate::ui::panels::ToTitle);
            d.wait = 40;
        }
        _ => {
            d.shot(commands, "12_back_in_editor.png");
            d.wait = 20;
            d.step = 100;
        }
    }
}

fn play(
    d: &mut Demo,
    commands: &mut Commands,
    model: &TableModel,
    sel: &mut Selection,
    lift: &mut MessageWriter<LiftCurtain>,
    clicks: &mut MessageWriter<HexClicked>,
    orders: &mut MessageWriter<UiOrder>,
) {
    d.wait = 6;
    if let Some(c) = &model.curtain {
        if d.attacked && !d.lifted_after_attack {
            d.shot(commands, "07_reaction_curtain.png");
        }
        let _ = c;
        if d.attacked {
            d.lifted_after_attack = true;
        }
        lift.write(LiftCurtain);
        d.wait = 20;
        return;
    }
    if d.attacked && d.lifted_after_attack && model.prompt.is_none() {
        d.step = 20;
        d.wait = 60;
        return;
    }
    if !model.my_turn {
        return;
    }
    if let Some(p) = &model.prompt {
        // The first choice: a ruleset lists the quiet answer first (let it come, stay, no ambush).
        if let Some((_, o)) = p.buttons.first() {
            orders.write(UiOrder(o.clone()));
        }
        if d.attacked {
            d.lifted_after_attack = true;
        }
        return;
    }
    if let Some(k) = model.keep.first().and_then(|f| f.keep.clone()) {
        orders.write(UiOrder(k));
        return;
    }
    // A pending attack: the selection and hover are set; now click the target.
    if let Some((_, target)) = d.attack.take() {
        d.shot(commands, "06_attack_odds.png");
        clicks.write(HexClicked(target));
        d.attacked = true;
        d.wait = 40;
        return;
    }
    let enemies: Vec<Coord> = model.units.iter().filter(|u| u.side != model.side).map(|u| u.at).collect();
    let nearest = |c: Coord| enemies.iter().map(|e| dist(c, *e)).min().unwrap_or(99);
    match model.step {
        Some("play") => {
            d.handled.clear();
            if let Some(o) = model
                .hand
                .iter()
                .find_map(|f| f.play.clone())
                .or_else(|| model.hand.iter().find_map(|f| f.alt.as_ref().map(|a| a.1.clone())))
            {
                orders.write(UiOrder(o));
                d.wait = 20;
                if !d.shots.contains("04_card_played.png") {
                    d.step = 10;
                }
            }
        }
        Some("order") => {
            d.shot(commands, "04_card_played.png");
            let picked = model.legal.iter().find_map(|o| model.pickable(o));
            match picked.and_then(|unit| model.unit(unit)) {
                Some(u) => {
                    clicks.write(HexClicked(u.at));
                }
                None => end_step(model, orders),
            }
        }
        Some("move" | "move2") => {
            // Each ordered unit moves as close to the enemy as it may, selected first so the options show.
            for id in &model.ordered {
                if d.handled.contains(id) {
                    continue;
                }
                let Some(u) = model.unit(id) else { continue };
                let best = model
                    .legal
                    .iter()
                    .filter_map(|o| match o.shape() {
                        Shape::Move { unit, to } if unit == id => Some(to),
                        _ => None,
                    })
                    .min_by_key(|to| nearest(*to));
                match best {
                    Some(to) if nearest(to) < nearest(u.at) && nearest(u.at) > 1 => {
                        if sel.unit.as_deref() != Some(id) {
                            clicks.write(HexClicked(u.at));
                            d.wait = 12;
                            return;
                        }
                        d.shot(commands, "05_move_options.png");
                        clicks.write(HexClicked(to));
                        d.handled.insert(id.clone());
                        d.wait = 25;
                        return;
                    }
                    _ => {
                        d.handled.insert(id.clone());
                    }
                }
            }
            end_step(model, orders);
        }
        Some("fire" | "battle") => {
            let attack = model.legal.iter().find_map(|o| match o.shape() {
                Shape::Fire { unit, target } | Shape::Attack { unit, target } => {
                    Some((unit.to_string(), target.to_string()))
                }
                _ => None,
            });
            match attack {
                Some((unit, target)) if !d.attacked => {
                    let (Some(u), Some(t)) = (model.unit(&unit), model.unit(&target)) else { return };
                    // Select the attacker and point at the target: the line of sight and the odds show.
                    clicks.write(HexClicked(u.at));
                    sel.hover = Some(t.at);
                    d.attack = Some((unit, t.at));
                    d.wait = 30;
                }
                _ => {
                    let want = if model.can_end { Shape::EndTurn } else { Shape::EndStep };
                    if let Some(o) = model.legal.iter().find(|o| o.shape() == want) {
                        orders.write(UiOrder(o.clone()));
                    }
                    d.wait = 20;
                }
            }
        }
        _ => {}
    }
}

/// Pan the camera over a started game for a number of frames and print frame-time figures.
pub struct FrameStatsPlugin {
    pub frames: u32,
}

impl Plugin for FrameStatsPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(FrameStats { want: self.frames, times: Vec::new(), frame: 0 })
            .add_systems(Update, frame_stats.after(ClientSet::Model));
    }
}

#[derive(Resource)]
struct FrameStats {
    want: u32,
    times: Vec<f64>,
    frame: u32,
}

fn frame_stats(
    mut stats: ResMut<FrameStats>,
    time: Res<Time<Real>>,
    model: Res<TableModel>,
    mut lift: MessageWriter<LiftCurtain>,
    mut cam: Query<&mut Transform, With<Camera2d>>,
    mut sel: ResMut<Selection>,
    mut exit: MessageWriter<AppExit>,
) {
    stats.frame += 1;
    if model.curtain.is_some() {
        lift.write(LiftCurtain);
        return;
    }
    if !model.ready || stats.frame < 60 {
        return;
    }
    // Keep a unit selected with the pointer over a far hex, so highlights and the LOS line are drawn too.
    if sel.unit.is_none()
        && let Some(u) = model.units.iter().find(|u| u.side == model.side)
    {
        sel.unit = Some(u.id.clone());
        sel.hover = model.units.iter().find(|v| v.side != model.side).map(|v| v.at);
    }
    let t = stats.frame as f32 * 0.02;
    for mut tf in &mut cam {
        tf.translation.x = 200.0 * t.sin();
        tf.translation.y = 120.0 * (t * 0.7).cos();
    }
    let dt = time.delta_secs_f64() * 1000.0;
    stats.times.push(dt);
    if stats.times.len() as u32 >= stats.want {
        let mut v = stats.times.clone();
        v.sort_by(|a, b| a.total_cmp(b));
        let q = |p: f64| v[((v.len() as f64 - 1.0) * p).round() as usize];
        println!(
            "frames: {}  mean {:.2} ms  p50 {:.2} ms  p99 {:.2} ms  max {:.2} ms  units {}",
            v.len(),
            v.iter().sum::<f64>() / v.len() as f64,
            q(0.5),
            q(0.99),
            v[v.len() - 1],
            model.units.len()
        );
        exit.write(AppExit::Success);
    }
}

/// Frames the window has drawn (`count_idle_frames`).
static FRAMES_DRAWN: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// How many frames an idle window draws: every app update is a frame drawn, counted here; a watcher thread lets
/// the window settle for a few seconds, counts the frames of the next `secs`, prints the figure and ends the
/// program. A thread, because a window that draws nothing runs no system that could time it.
pub fn count_idle_frames(app: &mut App, secs: f32) {
    use std::sync::atomic::Ordering::Relaxed;
    app.add_systems(Last, || {
        FRAMES_DRAWN.fetch_add(1, Relaxed);
    });
    std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_secs(IDLE_SETTLE_SECS));
        let before = FRAMES_DRAWN.load(Relaxed);
        std::thread::sleep(std::time::Duration::from_secs_f32(secs.max(0.1)));
        let drawn = FRAMES_DRAWN.load(Relaxed) - before;
        println!("idle frames: {drawn} in {secs:.1} s (after {IDLE_SETTLE_SECS} s to settle; {before} before)");
        std::process::exit(0);
    });
}

/// Seconds a window is given to open, load and lay itself out before idling is counted.
const IDLE_SETTLE_SECS: u64 = 4;

/// Send the legal "next step" order, if there is one.
fn end_step(model: &TableModel, orders: &mut MessageWriter<UiOrder>) {
    if let Some(o) = model.legal.iter().find(|o| o.shape() == Shape::EndStep) {
        orders.write(UiOrder(o.clone()));
    }
}
