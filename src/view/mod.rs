//! Presentation: the game window, the hex map drawn with bevy_ecs_tilemap, counters, highlights, the LOS overlay and the camera. It reads the table model and the board and sends clicks; it never writes game state.

mod board;
pub mod coords;
pub mod demo;
pub mod editor_board;
mod highlights;
mod hover;
mod input;
pub mod window;

use crate::cli::WindowOptions;
use crate::game::GamePlugin;
use crate::game::components::*;
use crate::game::control::GameEpoch;
use crate::game::legal::GameRead;
use crate::game::los::{LosAnswer, LosRequest};
use crate::gfx::art;
use crate::gfx::icons::{self, Icons};
use crate::rules::engine::Shape;
use crate::rules::hex::Coord;
use crate::rules::los::{Report, Verdict};
use crate::scenario;
use crate::screens::{Screen, ScreensPlugin};
use crate::ui::i18n::I18n;
use crate::ui::interact::{HexClicked, Selection};
use crate::ui::model::TableModel;
use crate::ui::panels::{DiceTray, HoverInfo, HoverTone, MapArea};
use crate::ui::settings::Settings;
use crate::ui::{Autosave, ClientCommand, ClientPlugin, ClientSet};
use bevy::camera::Viewport;
use bevy::camera::visibility::RenderLayers;
use bevy::input::mouse::{MouseButton, MouseMotion, MouseWheel};
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use bevy::window::{PrimaryWindow, RequestRedraw, WindowResolution};
use bevy::winit::WinitSettings;
use bevy_ecs_tilemap::prelude::*;
use bevy_egui::{EguiGlobalSettings, EguiPlugin, PrimaryEguiContext};
use board::*;
use coords::MapGeometry;
use highlights::*;
use hover::*;
use input::*;
use std::path::PathBuf;
use std::sync::Arc;

pub use crate::screens::StartScenario;
use crate::ui::computer::Players;

/// Where to save a screenshot before exiting (tests and docs).
#[derive(Resource, Clone)]
pub struct ScreenshotRequest(pub PathBuf, pub u32);

/// Geometry of the map on screen.
#[derive(Resource, Clone, Copy)]
pub struct MapView(pub MapGeometry);

/// When the process started, for the startup figure.
#[derive(Resource, Clone, Copy)]
pub struct Started(pub bevy::platform::time::Instant);

/// Open the game window: the title screen, or (`start_now`) a game of `file` or the default scenario. Returns the
/// exit code.
pub fn run_window(file: Option<PathBuf>, start_now: bool, opts: WindowOptions) -> i32 {
    let started = bevy::platform::time::Instant::now();
    // A save goes on from where it stopped: its own scenario, seed and orders.
    let resume = match file.as_deref().filter(|p| crate::cli::is_save_path(p)).map(resume_save).transpose() {
        Ok(r) => r,
        Err(e) => {
            crate::say_err!("{e}");
            return 1;
        }
    };
    let loaded = match &file {
        Some(_) if resume.is_some() => {
            let (sc, name, ..) = resume.as_ref().expect("checked");
            Ok((sc.clone(), name.clone()))
        }
        // A bundled scenario may be named without a path (the browser has no files): `saint_lambert_1944.ron`.
        Some(p) if !p.exists() && p.to_str().and_then(scenario::bundled).is_some() => {
            let name = p.display().to_string();
            let text = scenario::bundled(&name).expect("checked above");
            scenario::load_str(text, &name).map(|s| (s, name))
        }
        Some(p) => scenario::load_file(p).map(|s| (s, p.display().to_string())),
        None => {
            let text = scenario::bundled(scenario::DEFAULT_SCENARIO).expect("default scenario is bundled");
            scenario::load_str(text, scenario::DEFAULT_SCENARIO).map(|s| (s, scenario::DEFAULT_SCENARIO.to_string()))
        }
    };
    let (scenario, name) = match loaded {
        Ok(s) => s,
        Err(report) => {
            for l in report.lines() {
                crate::say_err!("{l}");
            }
            return 1;
        }
    };
    // A save to watch again: verified by replay before the window opens.
    let watch = match opts.watch.as_ref().map(watch_at_start).transpose() {
        Ok(w) => w,
        Err(e) => {
            crate::say_err!("{e}");
            return 1;
        }
    };
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Hexmarshal".into(),
                    // The X11 class and Wayland app id, which the desktop entry (packaging/) names.
                    name: Some("hexmarshal".into()),
                    resolution: {
                        let (w, h) = opts.size.unwrap_or((1440, 900));
                        WindowResolution::new(w, h)
                    },
                    // In the browser: draw into the page's canvas and follow its size.
                    canvas: Some("#bevy".into()),
                    fit_canvas_to_parent: true,
                    prevent_default_event_handling: true,
                    ..default()
                }),
                ..default()
            })
            .set(ImagePlugin::default_nearest()),
    )
    .add_plugins(TilemapPlugin)
    .add_plugins(EguiPlugin::default())
    .add_plugins(window::WindowFacePlugin)
    .add_systems(
        PreUpdate,
        (
            crate::ui::fonts::install
                .after(bevy_egui::EguiPreUpdateSet::InitContexts)
                .before(bevy_egui::EguiPreUpdateSet::BeginPass),
            crate::ui::idle::drop_unchanged_modifiers
                .after(bevy_egui::EguiPreUpdateSet::ProcessInput)
                .before(bevy_egui::EguiPreUpdateSet::BeginPass),
        ),
    )
    .add_systems(Last, crate::ui::idle::settle_after_input)
    .insert_resource(Settings::load())
    .insert_resource(Autosave(opts.demo.is_none() && opts.frame_stats.is_none() && opts.screenshot.is_none()))
    .insert_resource(Started(started))
    .add_plugins(GamePlugin)
    .add_plugins(ClientPlugin)
    .add_plugins(ScreensPlugin)
    .add_plugins(crate::editor::EditorPlugin)
    .add_plugins(ViewPlugin)
    .insert_resource(ClearColor(Color::srgb(0.13, 0.14, 0.12)))
    .insert_resource(StartScenario(scenario, name))
    .insert_resource(StartPlayers(opts.players.or(resume.as_ref().map(|r| r.4)).map(Players)))
    .insert_resource(Resume(resume.map(|(_, _, seed, orders, _)| (seed, orders))));
    let scripted = opts.screenshot.is_some() || opts.demo.is_some() || opts.frame_stats.is_some();
    // A seat on a server (`join`) is the game: nothing is started here beside it.
    if (start_now || opts.screenshot.is_some() || opts.frame_stats.is_some()) && opts.join.is_none() && watch.is_none()
    {
        app.add_systems(Startup, start_at_once);
    }
    if let Some(r) = watch {
        app.add_systems(PostStartup, move |world: &mut World| {
            crate::ui::replay::start(world, r.clone());
            world.resource_mut::<NextState<Screen>>().set(Screen::Game);
        });
    }
    if scripted {
        app.insert_resource(WinitSettings::continuous());
    } else {
        // Reactive: no frames while nothing happens (idle CPU near zero). Online, the other side's orders arrive
        // without any input here: the app then wakes a few times a second to take them.
        app.insert_resource(WinitSettings::desktop_app());
        app.add_systems(Update, online_wakeups);
    }
    if let Some(p) = opts.screenshot {
        app.insert_resource(ScreenshotRequest(p, if opts.screenshot_frame == 0 { 40 } else { opts.screenshot_frame }));
        app.add_systems(Update, take_screenshot);
    }
    if let Some(unit) = opts.select {
        app.insert_resource(SelectAtStart(unit));
        app.add_systems(Update, select_at_start);
    }
    if opts.recap {
        app.add_systems(Update, recap_at_start);
    }
    if let Some(at) = opts.rules.clone() {
        app.insert_resource(RulesAtStart(at));
        app.add_systems(Update, rules_at_start);
    }
    if let Some(dir) = opts.demo {
        app.add_plugins(demo::DemoPlugin { dir });
    }
    if let Some(n) = opts.frame_stats {
        app.add_plugins(demo::FrameStatsPlugin { frames: n });
    }
    if opts.timings {
        app.add_systems(Last, report_first_frame);
    }
    if let Some(secs) = opts.idle_frames {
        demo::count_idle_frames(&mut app, secs);
    }
    if let Some(link) = opts.join.clone() {
        app.insert_resource(crate::screens::online::JoinAtStart(link));
    }
    if let Some(file) = opts.editor {
        app.add_systems(
            Startup,
            move |mut next: ResMut<NextState<Screen>>, mut out: MessageWriter<crate::editor::EditorCommand>| {
                next.set(Screen::Editor);
                if let Some(f) = &file {
                    out.write(crate::editor::EditorCommand::OpenPath(f.display().to_string()));
                }
            },
        );
    }
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Last, (web_markers, web_online_marker, web_link_marker, web_curtain_marker));
    match app.run() {
        AppExit::Success => 0,
        AppExit::Error(c) => i32::from(c.get()),
    }
}

/// A save named on the command line: its scenario, name, seed, orders and players, to go on from where it stopped.
fn resume_save(
    p: &std::path::Path,
) -> Result<
    (crate::scenario::Scenario, String, u64, Vec<crate::game::SideOrder>, [hexmarshal_rules::ai::Player; 2]),
    String,
> {
    let name = p.display().to_string();
    let save = crate::text::read(p)
        .map_err(|e| format!("{name}: {e}"))
        .and_then(|t| crate::save::SaveFile::from_ron(&t, &name).map_err(|e| e.to_string()))?;
    let (sc, seed, orders) = save.game().map_err(|e| format!("{name}: {e}"))?;
    Ok((sc, name, seed, orders, save.seats()))
}

/// `hexmarshal watch`: the save read, verified by replay, and put at the order, side and openness asked for.
fn watch_at_start(w: &crate::cli::WatchOptions) -> Result<crate::ui::replay::Replay, String> {
    let name = w.save.display().to_string();
    let save = crate::text::read(&w.save)
        .map_err(|e| format!("{name}: {e}"))
        .and_then(|t| crate::save::SaveFile::from_ron(&t, &name).map_err(|e| e.to_string()))?;
    save.replay(&name).map_err(|e| e.to_string())?;
    let mut r = crate::ui::replay::Replay::from_save(&save, "")?;
    r.seek(w.at);
    r.show(w.side.unwrap_or(r.side), w.open);
    Ok(r)
}

/// The seed and orders of a save named on the command line, replayed as the game starts.
#[derive(Resource, Clone, Default)]
struct Resume(Option<(u64, Vec<crate::game::SideOrder>)>);

/// Who plays a game started at once: the command line's `--computer` (the browser's `computer=`), or the save's own
/// players; people when neither says.
#[derive(Resource, Clone, Default)]
struct StartPlayers(Option<Players>);

/// What the server sends wakes the window the moment it arrives (`net::wake`). While a match on a server is open the
/// window also wakes every 2 s (focused) or 10 s (in the background) for what runs on time alone: a ping every 20 s
/// and the next try to reconnect. Otherwise it sleeps until input, as any idle window. (It woke four times a
/// second before messages could wake it, and drew a frame each time.)
fn online_wakeups(online: Option<Res<crate::net::Online>>, mut winit: ResMut<WinitSettings>, mut was: Local<bool>) {
    use std::time::Duration;
    if online.is_some() == *was {
        return;
    }
    *was = online.is_some();
    *winit = if online.is_some() {
        WinitSettings {
            focused_mode: bevy::winit::UpdateMode::reactive(Duration::from_secs(2)),
            unfocused_mode: bevy::winit::UpdateMode::reactive_low_power(Duration::from_secs(10)),
        }
    } else {
        WinitSettings::desktop_app()
    };
}

fn start_at_once(
    start: Res<StartScenario>,
    resume: Res<Resume>,
    mut cmds: MessageWriter<ClientCommand>,
    mut control: MessageWriter<crate::game::control::GameControl>,
    mut next: ResMut<NextState<Screen>>,
    mut seat: ResMut<crate::ui::seat::Seat>,
    (players, mut table): (Res<StartPlayers>, ResMut<Players>),
) {
    if let Some(p) = players.0 {
        *table = p;
    }
    if let Some((seed, orders)) = &resume.0 {
        let scenario = Arc::new(start.0.clone());
        control.write(crate::game::control::GameControl::Load { scenario, seed: *seed, orders: orders.clone() });
        next.set(Screen::Game);
        seat.expect_start = true;
        return;
    }
    // A fresh deal and dice every game; scripted runs keep the scenario's own seed.
    let seed = if crate::screens::fixed_seed() { start.0.seed() } else { crate::screens::fresh_seed() };
    cmds.write(ClientCommand::NewGame { scenario: Arc::new(start.0.clone()), seed, players: *table });
    next.set(Screen::Game);
    seat.expect_start = true;
}

/// In the browser: tell the page the app is running (`data-ready`) and, after each order, how many orders the game
/// has and its state hash (`data-orders`, `data-hash`), and the editor's document generation (`data-editor`, with a
/// `*` while unsaved), the status line (`data-status`, what an import did), where the game screen's parts were
/// drawn (`data-layout`), what a tap can do on the map (`data-targets`), the map's area (`data-map`) and what the
/// computer's searches cost (`data-computer`), for the loading screen and the browser test.
#[cfg(target_arch = "wasm32")]
fn web_markers(
    frames: Res<bevy::diagnostic::FrameCount>,
    game: Option<Res<crate::game::flow::GameState>>,
    editor: Option<Res<crate::editor::Editor>>,
    status: Res<crate::ui::StatusLine>,
    (layout, targets, area): (Res<crate::ui::layout::LayoutReport>, Res<crate::ui::layout::TapTargets>, Res<MapArea>),
    thinking: Option<Res<crate::ui::computer::Thinking>>,
    (mut last, mut searched): (Local<Option<usize>>, Local<u32>),
) {
    let Some(body) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.body()) else { return };
    if layout.is_changed() {
        let _ = body.dataset().set("layout", &serde_json::to_string(&*layout).unwrap_or_default());
    }
    if targets.is_changed() {
        let _ = body.dataset().set("targets", &serde_json::to_string(&*targets).unwrap_or_default());
    }
    if area.is_changed() {
        let map = area.0.map(|r| [r.min.x, r.min.y, r.width(), r.height()]);
        let _ = body.dataset().set("map", &serde_json::to_string(&map).unwrap_or_default());
    }
    if status.is_changed() {
        let _ = body.dataset().set("status", status.text.as_deref().unwrap_or(""));
    }
    if frames.0 == 2 {
        let _ = body.dataset().set("ready", "1");
    }
    // Every frame drawn, for the test that an idle page draws next to none.
    let _ = body.dataset().set("frames", &frames.0.to_string());
    // The editor's document generation (it moves with every edit) and whether it is saved.
    if let Some(ed) = editor.filter(|e| e.is_changed()) {
        let _ = body.dataset().set("editor", &format!("{}{}", ed.doc.generation, if ed.dirty() { "*" } else { "" }));
        // How many hexes the map lists (painted or raised), so a test can tell a stroke from a single dab.
        let _ = body.dataset().set("painted", &ed.doc.file().map.hexes.len().to_string());
    }
    // What the computer's searches cost here (`SearchTimes`), after each one it finishes.
    if let Some(t) = thinking.filter(|t| t.times.decisions != *searched) {
        *searched = t.times.decisions;
        let _ = body.dataset().set("computer", &serde_json::to_string(&t.times).unwrap_or_default());
    }
    if let Some(g) = game {
        let h = g.0.history();
        if *last != Some(h.len()) {
            *last = Some(h.len());
            let _ = body.dataset().set("orders", &h.len().to_string());
            let hash = h.last().map(|(_, x)| format!("{x:016x}")).unwrap_or_default();
            let _ = body.dataset().set("hash", &hash);
        }
    }
}

/// In the browser: `data-curtain` is `1` while the curtain hides the table (a hot-seat hand-over) and empty
/// otherwise, so the browser test lifts it when it is up rather than after a guessed wait.
#[cfg(target_arch = "wasm32")]
fn web_curtain_marker(model: Option<Res<TableModel>>, mut last: Local<Option<bool>>) {
    let up = model.is_some_and(|m| m.curtain.is_some());
    if *last != Some(up) {
        if let Some(body) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.body()) {
            let _ = body.dataset().set("curtain", if up { "1" } else { "" });
        }
        *last = Some(up);
    }
}

/// In the browser: `data-offer` names the scenario a link offers (empty when none is offered), for the browser test.
#[cfg(target_arch = "wasm32")]
fn web_link_marker(offer: Option<Res<crate::ui::links::LinkOffer>>, mut last: Local<Option<String>>) {
    let name = offer.map(|o| o.scenario.file().meta.name.clone()).unwrap_or_default();
    if last.as_deref() != Some(name.as_str()) {
        if let Some(body) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.body()) {
            let _ = body.dataset().set("offer", &name);
        }
        *last = Some(name);
    }
}

/// In the browser, online: `data-online` is the seat's side, the orders played as the seat last heard, and the
/// connection's state and whether the seat may give an order now (`0/3/connected/turn`), for the browser test.
#[cfg(target_arch = "wasm32")]
fn web_online_marker(
    online: Option<Res<crate::net::Online>>,
    remote: Option<Res<crate::game::remote::RemoteGame>>,
    mut last: Local<String>,
) {
    let Some(online) = online else { return };
    let link = match &online.link {
        crate::net::Link::Connecting => "connecting",
        crate::net::Link::Connected => "connected",
        crate::net::Link::Retrying { .. } => "retrying",
        crate::net::Link::Refused(_) => "refused",
    };
    let side = remote.as_ref().and_then(|r| r.side).map_or("watching".to_string(), |s| s.to_string());
    let seq = remote.as_ref().filter(|r| r.view.is_some()).map_or(-1, |r| r.seq as i64);
    let turn = if remote.as_ref().is_some_and(|r| !r.legal.is_empty() && !r.pending) { "turn" } else { "wait" };
    let text = format!("{side}/{seq}/{link}/{turn}");
    if *last != text {
        if let Some(body) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.body()) {
            let _ = body.dataset().set("online", &text);
        }
        *last = text;
    }
}

/// The digit keys 1 to 9: cards of the hand in the game, tools in the editor.
const DIGITS: [KeyCode; 9] = [
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
    KeyCode::Digit8,
    KeyCode::Digit9,
];

/// Dashed lines for the two section lines of a card ruleset.
fn draw_section_lines(g: &mut Gizmos, v: &MapGeometry, s: crate::scenario::Sections) {
    let top = v.center(Coord(0, 0)).y + coords::HEX_SIZE;
    let bottom = v.center(Coord(0, v.size.y as i32 - 1)).y - coords::HEX_SIZE;
    let x0 = v.center(Coord(0, 0)).x;
    for line in [s.left, s.right] {
        let x = x0 + line as f32 * v.grid.x / 2.0;
        let mut y = bottom;
        while y < top {
            g.line_2d(Vec2::new(x, y), Vec2::new(x, (y + 10.0).min(top)), Color::srgba(1.0, 1.0, 0.85, 0.55));
            y += 18.0;
        }
    }
}

/// Keys: Enter lifts the curtain or goes to the next step; 1-9 play that card of the hand (or, with no hand, press
/// that button of the decision); Escape deselects.
#[allow(clippy::too_many_arguments)]
fn shortcuts(
    keys: Res<ButtonInput<KeyCode>>,
    model: Res<TableModel>,
    egui_wants: Option<Res<bevy_egui::input::EguiWantsInput>>,
    mut lift: MessageWriter<crate::ui::seat::LiftCurtain>,
    mut orders: MessageWriter<crate::ui::interact::UiOrder>,
    mut sel: ResMut<Selection>,
    (mut help, config, i18n): (ResMut<crate::ui::help::Help>, Option<Res<GameConfig>>, Res<I18n>),
) {
    if egui_wants.as_ref().is_some_and(|w| w.wants_keyboard_input()) {
        return;
    }
    // F1: the rules help, at the unit under the pointer (its kind, else the units' table) or at the contents.
    if keys.just_pressed(KeyCode::F1)
        && let Some(cfg) = &config
    {
        let kind = sel.hover.and_then(|h| model.units_at(h).find_map(|u| u.kind));
        match kind {
            Some(k) if !help.open => {
                help.open_at(cfg.ruleset, i18n.lang().code(), ("unit", k), Some(("table", "units")))
            }
            _ => help.toggle(),
        }
    }
    if keys.just_pressed(KeyCode::Enter) {
        if model.curtain.is_some() {
            lift.write(crate::ui::seat::LiftCurtain);
        } else if model.can_next
            && let Some(o) = model.legal.iter().find(|o| o.shape() == Shape::EndStep)
        {
            orders.write(crate::ui::interact::UiOrder(o.clone()));
        }
    }
    if keys.just_pressed(KeyCode::Escape) {
        sel.unit = None;
    }
    // Without a hand, the digits press the decision's buttons in order (those about one unit only while it is
    // selected, as the panel shows them).
    let shown: Vec<&crate::rules::registry::Order> = match &model.prompt {
        Some(p) if model.hand.is_empty() => p.shown(sel.unit.as_deref()).map(|(_, o)| o).collect(),
        _ => Vec::new(),
    };
    for (i, k) in DIGITS.iter().enumerate() {
        if keys.just_pressed(*k)
            && let Some(o) =
                model.hand.get(i).and_then(|f| f.play.clone()).or_else(|| shown.get(i).map(|o| (*o).clone()))
        {
            orders.write(crate::ui::interact::UiOrder(o));
        }
    }
}

fn report_first_frame(frames: Res<bevy::diagnostic::FrameCount>, started: Res<Started>, mut done: Local<bool>) {
    if !*done && frames.0 >= 1 {
        *done = true;
        crate::say!("first frame after {:.0} ms", started.0.elapsed().as_secs_f64() * 1000.0);
    }
}

/// Draws the board, counters and highlights, and turns pointer input into clicks and hovers.
pub struct ViewPlugin;

impl Plugin for ViewPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<MapArea>()
            .init_resource::<HoverInfo>()
            .init_resource::<DiceTray>()
            .init_resource::<LosView>()
            .add_message::<crate::ui::panels::ToTitle>()
            .add_systems(Startup, (icons::load_icons, setup_cameras))
            .add_systems(
                bevy_egui::EguiPrimaryContextPass,
                (crate::ui::panels::game_ui, crate::ui::computer::thinking_ui).chain().run_if(in_state(Screen::Game)),
            )
            .configure_sets(Update, crate::ui::computer::ComputerSet.run_if(in_state(Screen::Game)))
            .add_systems(
                Update,
                (shortcuts, pointer_input, touch_input, camera_controls)
                    .chain()
                    .in_set(ClientSet::Input)
                    .run_if(in_state(Screen::Game)),
            )
            .add_systems(
                Update,
                (
                    build_board,
                    sync_objectives,
                    sync_counters,
                    animate_counters,
                    los_overlay,
                    hover_info,
                    draw_highlights,
                    draw_map_state,
                    draw_changes,
                    show_prompt_targets,
                    tap_targets,
                    apply_viewport,
                )
                    .chain()
                    .after(ClientSet::Model)
                    .run_if(in_state(Screen::Game)),
            )
            .add_systems(OnExit(Screen::Game), hide_board)
            .add_systems(OnEnter(Screen::Game), show_board)
            // The editor: its own board and input; the camera works as in the game.
            .init_resource::<editor_board::Built>()
            .init_resource::<editor_board::EditorHover>()
            .add_systems(
                bevy_egui::EguiPrimaryContextPass,
                crate::editor::panel::editor_ui.run_if(in_state(Screen::Editor)),
            )
            .add_systems(
                Update,
                (editor_board::keys, editor_board::pointer, touch_input, camera_controls)
                    .chain()
                    .before(crate::editor::EditorSet)
                    .run_if(in_state(Screen::Editor)),
            )
            .add_systems(
                Update,
                (editor_board::draw_board, editor_board::follow_focus, editor_board::draw_overlays, apply_viewport)
                    .chain()
                    .after(crate::editor::EditorSet)
                    .run_if(in_state(Screen::Editor)),
            )
            .add_systems(OnEnter(Screen::Editor), editor_board::reset)
            .add_systems(OnExit(Screen::Editor), editor_board::teardown);
    }
}

fn take_screenshot(
    mut commands: Commands,
    req: Res<ScreenshotRequest>,
    frames: Res<bevy::diagnostic::FrameCount>,
    mut exit: MessageWriter<AppExit>,
    mut lift: MessageWriter<crate::ui::seat::LiftCurtain>,
) {
    if frames.0 == 20 {
        lift.write(crate::ui::seat::LiftCurtain);
    }
    if frames.0 == req.1 {
        commands.spawn(Screenshot::primary_window()).observe(save_to_disk(req.0.clone())).observe(
            |_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                exit.write(AppExit::Success);
            },
        );
    }
    if frames.0 > req.1 + 1200 {
        exit.write(AppExit::error());
    }
}

/// The rules help to open as soon as the table shows (`--rules`).
#[derive(Resource)]
struct RulesAtStart(String);

fn rules_at_start(
    mut commands: Commands,
    want: Option<Res<RulesAtStart>>,
    model: Res<crate::ui::model::TableModel>,
    mut help: ResMut<crate::ui::help::Help>,
) {
    let Some(want) = want else { return };
    if model.ready && model.curtain.is_none() {
        help.open = true;
        help.anchor = (want.0 != "contents").then(|| want.0.clone());
        commands.remove_resource::<RulesAtStart>();
    }
}

/// Watch the other side's turn again as soon as the table offers it (`--recap`), once.
fn recap_at_start(
    model: Res<crate::ui::model::TableModel>,
    mut cmds: MessageWriter<crate::ui::replay::ReplayCommand>,
    mut done: Local<bool>,
) {
    if !*done && model.ready && model.curtain.is_none() && model.recap > 0 {
        *done = true;
        cmds.write(crate::ui::replay::ReplayCommand::Recap);
    }
}

/// A unit to select as soon as the table shows it (`--select`).
#[derive(Resource)]
struct SelectAtStart(String);

fn select_at_start(
    mut commands: Commands,
    want: Option<Res<SelectAtStart>>,
    model: Res<crate::ui::model::TableModel>,
    mut sel: ResMut<crate::ui::interact::Selection>,
) {
    let Some(want) = want else { return };
    if model.unit(&want.0).is_some() {
        sel.unit = Some(want.0.clone());
        commands.remove_resource::<SelectAtStart>();
    }
}
