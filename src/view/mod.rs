//! Presentation: the game window, the hex map drawn with bevy_ecs_tilemap, counters, highlights, the LOS overlay and the camera. It reads the table model and the board and sends clicks; it never writes game state.

pub mod coords;
pub mod demo;
pub mod editor_board;

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
use crate::ui::i18n::{I18n, piece_name};
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
use coords::MapGeometry;
use std::path::PathBuf;
use std::sync::Arc;

pub use crate::screens::StartScenario;

/// Where to save a screenshot before exiting (tests and docs).
#[derive(Resource, Clone)]
pub struct ScreenshotRequest(pub PathBuf);

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
    let loaded = match &file {
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
                eprintln!("{l}");
            }
            return 1;
        }
    };
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Hexmarshal".into(),
                    resolution: WindowResolution::new(1440, 900),
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
    .insert_resource(Settings::load())
    .insert_resource(Autosave(opts.demo.is_none() && opts.frame_stats.is_none() && opts.screenshot.is_none()))
    .insert_resource(Started(started))
    .add_plugins(GamePlugin)
    .add_plugins(ClientPlugin)
    .add_plugins(ScreensPlugin)
    .add_plugins(crate::editor::EditorPlugin)
    .add_plugins(ViewPlugin)
    .insert_resource(ClearColor(Color::srgb(0.13, 0.14, 0.12)))
    .insert_resource(StartScenario(scenario, name));
    let scripted = opts.screenshot.is_some() || opts.demo.is_some() || opts.frame_stats.is_some();
    if start_now || opts.screenshot.is_some() || opts.frame_stats.is_some() {
        app.add_systems(Startup, start_at_once);
    }
    if scripted {
        app.insert_resource(WinitSettings::continuous());
    } else {
        // Reactive: no frames while nothing happens (idle CPU near zero).
        app.insert_resource(WinitSettings::desktop_app());
    }
    if let Some(p) = opts.screenshot {
        app.insert_resource(ScreenshotRequest(p));
        app.add_systems(Update, take_screenshot);
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
    app.add_systems(Last, web_markers);
    match app.run() {
        AppExit::Success => 0,
        AppExit::Error(c) => i32::from(c.get()),
    }
}

fn start_at_once(
    start: Res<StartScenario>,
    mut cmds: MessageWriter<ClientCommand>,
    mut next: ResMut<NextState<Screen>>,
    mut seat: ResMut<crate::ui::seat::Seat>,
) {
    // A fresh deal and dice every game; HEXMARSHAL_FIXED_SEED keeps the scenario's own seed (scripted runs).
    let seed =
        if std::env::var_os("HEXMARSHAL_FIXED_SEED").is_some() { start.0.seed() } else { crate::screens::fresh_seed() };
    cmds.write(ClientCommand::NewGame { scenario: Arc::new(start.0.clone()), seed });
    next.set(Screen::Game);
    seat.expect_start = true;
}

/// In the browser: tell the page the app is running (`data-ready`) and, after each order, how many orders the game
/// has and its state hash (`data-orders`, `data-hash`), and the editor's document generation (`data-editor`, with a
/// `*` while unsaved), for the loading screen and the browser test.
#[cfg(target_arch = "wasm32")]
fn web_markers(
    frames: Res<bevy::diagnostic::FrameCount>,
    history: Option<Res<crate::game::flow::OrderHistory>>,
    editor: Option<Res<crate::editor::Editor>>,
    mut last: Local<Option<usize>>,
) {
    let Some(body) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.body()) else { return };
    if frames.0 == 2 {
        let _ = body.dataset().set("ready", "1");
    }
    // The editor's document generation (it moves with every edit) and whether it is saved.
    if let Some(ed) = editor.filter(|e| e.is_changed()) {
        let _ = body.dataset().set("editor", &format!("{}{}", ed.doc.generation, if ed.dirty() { "*" } else { "" }));
    }
    if let Some(h) = history {
        if *last != Some(h.0.len()) {
            *last = Some(h.0.len());
            let _ = body.dataset().set("orders", &h.0.len().to_string());
            let hash = h.0.last().map(|(_, x)| format!("{x:016x}")).unwrap_or_default();
            let _ = body.dataset().set("hash", &hash);
        }
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

/// Keys: Enter lifts the curtain or goes to the next step; 1-9 play that card of the hand; Escape deselects.
fn shortcuts(
    keys: Res<ButtonInput<KeyCode>>,
    model: Res<TableModel>,
    egui_wants: Option<Res<bevy_egui::input::EguiWantsInput>>,
    mut lift: MessageWriter<crate::ui::seat::LiftCurtain>,
    mut orders: MessageWriter<crate::ui::interact::UiOrder>,
    mut sel: ResMut<Selection>,
) {
    if egui_wants.as_ref().is_some_and(|w| w.wants_keyboard_input()) {
        return;
    }
    if keys.just_pressed(KeyCode::Enter) {
        if model.curtain.is_some() {
            lift.write(crate::ui::seat::LiftCurtain);
        } else if model.can_next {
            if let Some(o) = model.legal.iter().find(|o| o.shape() == Shape::EndStep) {
                orders.write(crate::ui::interact::UiOrder(o.clone()));
            }
        }
    }
    if keys.just_pressed(KeyCode::Escape) {
        sel.unit = None;
    }
    for (i, k) in DIGITS.iter().enumerate() {
        if keys.just_pressed(*k) {
            if let Some(o) = model.hand.get(i).and_then(|f| f.play.clone()) {
                orders.write(crate::ui::interact::UiOrder(o));
            }
        }
    }
}

fn report_first_frame(frames: Res<bevy::diagnostic::FrameCount>, started: Res<Started>, mut done: Local<bool>) {
    if !*done && frames.0 >= 1 {
        *done = true;
        println!("first frame after {:.0} ms", started.0.elapsed().as_secs_f64() * 1000.0);
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
            .add_systems(bevy_egui::EguiPrimaryContextPass, crate::ui::panels::game_ui.run_if(in_state(Screen::Game)))
            .add_systems(
                Update,
                (shortcuts, pointer_input, camera_controls)
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
                (editor_board::keys, editor_board::pointer, camera_controls)
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

#[derive(Component)]
struct WorldCamera;

fn setup_cameras(mut commands: Commands, mut egui: ResMut<EguiGlobalSettings>) {
    egui.auto_create_primary_context = false;
    commands.spawn((Camera2d, WorldCamera, Projection::Orthographic(OrthographicProjection::default_2d())));
    commands.spawn((
        PrimaryEguiContext,
        Camera2d,
        RenderLayers::none(),
        Camera { order: 1, clear_color: ClearColorConfig::None, ..default() },
    ));
}

/// Everything drawn for the board; rebuilt when the game is replaced.
#[derive(Component)]
struct BoardEntity;

#[derive(Component)]
struct Counter {
    id: String,
    look: CounterLook,
}

#[derive(Debug, Clone, PartialEq)]
struct CounterLook {
    side: usize,
    kind: Option<&'static str>,
    strength: Option<u8>,
    max: Option<u8>,
    attached: bool,
    leader: Option<String>,
    colour_blind: bool,
}

/// Where a counter is heading (moves and retreats animate towards it).
#[derive(Component)]
struct Target(Vec2);

/// A request to fit the whole map into the map area.
#[derive(Resource)]
struct FitMap;

fn hide_board(mut q: Query<&mut Visibility, With<BoardEntity>>) {
    for mut v in &mut q {
        *v = Visibility::Hidden;
    }
}

fn show_board(mut q: Query<&mut Visibility, With<BoardEntity>>) {
    for mut v in &mut q {
        *v = Visibility::Inherited;
    }
}

#[allow(clippy::too_many_arguments)]
fn build_board(
    mut commands: Commands,
    mut images: ResMut<Assets<Image>>,
    epoch: Res<GameEpoch>,
    board: Option<Res<Board>>,
    config: Option<Res<GameConfig>>,
    icons: Option<Res<Icons>>,
    old: Query<Entity, (With<BoardEntity>, Without<ChildOf>)>,
    hexsides: Query<&Hexside>,
    view: Option<Res<MapView>>,
    mut built: Local<Option<u64>>,
) {
    let (Some(board), Some(config), Some(icons)) = (board, config, icons) else { return };
    if *built == Some(epoch.0) && view.is_some() {
        return;
    }
    *built = Some(epoch.0);
    for e in &old {
        commands.entity(e).despawn();
    }
    let grid = &board.grid;
    let geo = MapGeometry::new(grid.orientation, grid.width, grid.height);
    let texture = images.add(art::terrain_strip(grid.orientation, geo.tile.x as u32, geo.tile.y as u32));
    let map = commands.spawn(BoardEntity).id();
    let mut storage = TileStorage::empty(geo.size);
    let hill = icons.get("hill");
    for (i, c) in grid.all_coords().enumerate() {
        let tp = coords::tile_pos(c, grid.height);
        let elev = grid.elevation[i];
        let tint = elevation_tint(elev);
        let e = commands
            .spawn(TileBundle {
                position: tp,
                tilemap_id: TilemapId(map),
                texture_index: TileTextureIndex(u32::from(grid.terrain[i].index())),
                color: TileColor(tint),
                ..default()
            })
            .id();
        storage.set(&tp, e);
        if elev > 0 {
            // Hills carry a contour mark so height reads without colour.
            commands.spawn((BoardEntity, hill_mark(&hill, geo.center(c))));
        }
    }
    commands.entity(map).insert(TilemapBundle {
        grid_size: geo.grid,
        size: geo.size,
        storage,
        texture: TilemapTexture::Single(texture),
        tile_size: geo.tile,
        map_type: geo.map_type,
        anchor: geo.anchor,
        ..default()
    });
    // Hexside features: a thick bar along the shared edge; one-sided ones get a tick toward the side they face.
    for hs in &hexsides {
        let (a, b) = hs.key.hexes(grid.orientation);
        let (pa, pb) = (geo.center(a), geo.center(b));
        let mid = (pa + pb) / 2.0;
        let along = (pb - pa).perp().normalize_or_zero();
        let angle = along.y.atan2(along.x);
        let colour = hexside_colour(hs.feature.kind);
        commands.spawn((
            BoardEntity,
            Sprite { color: colour, custom_size: Some(Vec2::new(coords::HEX_SIZE * 0.95, 5.0)), ..default() },
            Transform::from_xyz(mid.x, mid.y, 0.6).with_rotation(Quat::from_rotation_z(angle)),
        ));
        if let Some(from) = hs.feature.faces_from {
            let toward = if from == a { pb - pa } else { pa - pb };
            let p = mid + toward.normalize_or_zero() * 5.0;
            commands.spawn((
                BoardEntity,
                Sprite { color: colour, custom_size: Some(Vec2::new(4.0, 8.0)), ..default() },
                Transform::from_xyz(p.x, p.y, 0.6).with_rotation(Quat::from_rotation_z(angle)),
            ));
        }
    }
    let _ = &config;
    commands.insert_resource(MapView(geo));
    commands.insert_resource(FitMap);
}

/// The tint of a tile by its elevation: hills warmer and lighter, depressions cooler and darker.
fn elevation_tint(e: i8) -> Color {
    if e > 0 {
        let lift = 1.0 + 0.10 * f32::from(e);
        Color::srgb(lift * 1.06, lift, lift * 0.80)
    } else if e < 0 {
        let d = 1.0 + 0.12 * f32::from(e);
        Color::srgb(d * 0.9, d * 0.95, d)
    } else {
        Color::WHITE
    }
}

/// Strength on a counter: one pip per block, lost blocks dark.
fn strength_pips(c: &mut ChildSpawnerCommands, n: u8, max: u8) {
    for i in 0..max {
        let x = (i as f32 - (max as f32 - 1.0) / 2.0) * 7.0;
        let col = if i < n { Color::WHITE } else { Color::srgba(0.0, 0.0, 0.0, 0.45) };
        c.spawn((
            Sprite { color: col, custom_size: Some(Vec2::new(5.0, 5.0)), ..default() },
            Transform::from_xyz(x, -15.0, 0.1),
        ));
    }
}

/// The contour mark of a hill, in the corner of its hex.
fn hill_mark(hill: &Handle<Image>, centre: Vec2) -> (Sprite, Transform) {
    let p = centre + Vec2::new(-13.0, 13.0);
    let sprite = Sprite {
        image: hill.clone(),
        color: Color::srgba(0.35, 0.25, 0.1, 0.7),
        custom_size: Some(Vec2::splat(16.0)),
        ..default()
    };
    (sprite, Transform::from_xyz(p.x, p.y, 0.5))
}

/// The colour a hexside feature is drawn in.
fn hexside_colour(kind: crate::rules::terrain::HexsideKind) -> Color {
    use crate::rules::terrain::HexsideKind as K;
    match kind {
        K::Stream => Color::srgb(0.25, 0.5, 0.85),
        K::Hedge | K::Bocage => Color::srgb(0.15, 0.35, 0.12),
        K::Wall => Color::srgb(0.55, 0.55, 0.55),
        K::Cliff => Color::srgb(0.35, 0.25, 0.15),
        K::Bridge => Color::srgb(0.6, 0.45, 0.25),
        K::Abatis => Color::srgb(0.5, 0.3, 0.1),
        K::Entrenchment => Color::srgb(0.4, 0.3, 0.25),
        _ => Color::srgb(0.45, 0.35, 0.2),
    }
}

/// An objective marker on the board.
#[derive(Component)]
struct ObjectiveMark;

/// Objectives as the side at the table sees them (a secret one only for its owner), redrawn when the model changes.
#[allow(clippy::too_many_arguments, clippy::type_complexity)]
fn sync_objectives(
    mut commands: Commands,
    model: Res<TableModel>,
    view: Option<Res<MapView>>,
    icons: Option<Res<Icons>>,
    settings: Res<Settings>,
    mut images: ResMut<Assets<Image>>,
    marks: Query<Entity, With<ObjectiveMark>>,
    mut ring: Local<Option<Handle<Image>>>,
    mut shown: Local<Option<Vec<(Coord, Option<usize>, bool)>>>,
) {
    let (Some(view), Some(icons)) = (view, icons) else { return };
    let now: Vec<(Coord, Option<usize>, bool)> =
        model.objectives.iter().map(|o| (o.at, o.controlled_by, o.secret)).collect();
    if shown.as_ref() == Some(&now) && !view.is_changed() && !settings.is_changed() {
        return;
    }
    *shown = Some(now);
    for e in &marks {
        commands.entity(e).despawn();
    }
    let ring = ring.get_or_insert_with(|| images.add(art::objective_ring(64))).clone();
    for o in &model.objectives {
        let c = view.0.center(o.at);
        // The flag takes the colour of the side that holds it.
        let flag = match o.controlled_by {
            Some(s) => settings.side_colour(s, model.side_colours.get(s).map(String::as_str).unwrap_or("#808080")),
            None => Color::srgba(0.95, 0.8, 0.3, 0.9),
        };
        commands.spawn((
            BoardEntity,
            ObjectiveMark,
            Sprite { image: ring.clone(), custom_size: Some(Vec2::splat(50.0)), ..default() },
            Transform::from_xyz(c.x, c.y, 1.0),
        ));
        commands.spawn((
            BoardEntity,
            ObjectiveMark,
            Sprite { image: icons.get("objective"), color: flag, custom_size: Some(Vec2::splat(18.0)), ..default() },
            Transform::from_xyz(c.x + 15.0, c.y - 16.0, 1.1),
        ));
    }
}

/// Faces shared by all counters.
#[derive(Resource, Clone)]
struct Faces {
    square: Handle<Image>,
    cut: Handle<Image>,
}

#[allow(clippy::too_many_arguments)]
fn sync_counters(
    mut commands: Commands,
    model: Res<TableModel>,
    view: Option<Res<MapView>>,
    icons: Option<Res<Icons>>,
    settings: Res<Settings>,
    faces: Option<Res<Faces>>,
    mut images: ResMut<Assets<Image>>,
    mut counters: Query<(Entity, &mut Counter, &mut Target, &Transform)>,
    epoch: Res<GameEpoch>,
    mut seen: Local<Option<u64>>,
) {
    let (Some(view), Some(icons)) = (view, icons) else { return };
    let faces = match faces {
        Some(f) => f.clone(),
        None => {
            let f = Faces { square: images.add(art::counter_face(64)), cut: images.add(art::counter_face_cut(64)) };
            commands.insert_resource(f.clone());
            f
        }
    };
    // A new game, or the board drawn afresh (back from the editor).
    let fresh = *seen != Some(epoch.0) || view.is_changed();
    if !model.is_changed() && !settings.is_changed() && !fresh {
        return;
    }
    *seen = Some(epoch.0);
    let attached: Vec<&str> = model.units.iter().filter_map(|u| u.leader.as_deref()).collect();
    let mut existing: std::collections::HashMap<String, (Entity, Vec2)> = std::collections::HashMap::new();
    for (e, c, _, tf) in &counters {
        existing.insert(c.id.clone(), (e, tf.translation.truncate()));
    }
    let mut keep = std::collections::HashSet::new();
    for u in &model.units {
        let is_attached = attached.contains(&u.id.as_str());
        let offset = if is_attached { Vec2::new(16.0, 16.0) } else { Vec2::ZERO };
        let target = view.0.center(u.at) + offset;
        let look = CounterLook {
            side: u.side,
            kind: u.kind,
            strength: u.strength,
            max: u.max_strength,
            attached: is_attached,
            leader: u.leader.clone(),
            colour_blind: settings.colour_blind,
        };
        if let Some((e, pos)) = existing.get(&u.id) {
            if let Ok((_, c, mut t, _)) = counters.get_mut(*e) {
                if c.look == look && !fresh {
                    t.0 = target;
                    keep.insert(*e);
                    continue;
                }
            }
            // The look changed: redraw it where it stands and let it move on from there.
            commands.entity(*e).despawn();
            let e2 = spawn_counter(
                &mut commands,
                &faces,
                &icons,
                &settings,
                &model,
                u,
                look,
                if fresh { target } else { *pos },
                target,
            );
            keep.insert(e2);
        } else {
            let e2 = spawn_counter(&mut commands, &faces, &icons, &settings, &model, u, look, target, target);
            keep.insert(e2);
        }
    }
    for (e, _, _, _) in &counters {
        if !keep.contains(&e) {
            commands.entity(e).despawn();
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn spawn_counter(
    commands: &mut Commands,
    faces: &Faces,
    icons: &Icons,
    settings: &Settings,
    model: &TableModel,
    u: &crate::game::side_view::UnitView,
    look: CounterLook,
    at: Vec2,
    target: Vec2,
) -> Entity {
    let colour = settings.side_colour(u.side, model.side_colours.get(u.side).map(String::as_str).unwrap_or("#808080"));
    let leader = u.is_leader;
    let face = if u.side % 2 == 0 { faces.square.clone() } else { faces.cut.clone() };
    let size = if leader { if look.attached { 22.0 } else { 30.0 } } else { 44.0 };
    let z = if leader { 3.0 } else { 2.0 };
    let mounted = u.kind.is_some_and(|k| k.contains("cavalry") || k == "cataphracts");
    let icon = icons.unit(u.kind.unwrap_or("blind"), mounted, leader);
    commands
        .spawn((
            BoardEntity,
            Counter { id: u.id.clone(), look: look.clone() },
            Target(target),
            Sprite { image: face, color: colour, custom_size: Some(Vec2::splat(size)), ..default() },
            Transform::from_xyz(at.x, at.y, z),
        ))
        .with_children(|c| {
            let icon_size = if leader { size * 0.7 } else { 26.0 };
            let y = if leader { 0.0 } else { 4.0 };
            c.spawn((
                Sprite { image: icon, color: Color::WHITE, custom_size: Some(Vec2::splat(icon_size)), ..default() },
                Transform::from_xyz(0.0, y, 0.1),
            ));
            if let (false, Some(n), Some(max)) = (leader, look.strength, look.max) {
                strength_pips(c, n, max);
            }
        })
        .id()
}

fn animate_counters(
    mut q: Query<(&Target, &mut Transform), With<Counter>>,
    time: Res<Time<Real>>,
    settings: Res<Settings>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let speed = settings.animation_speed;
    let mut moving = false;
    for (t, mut tf) in &mut q {
        let p = tf.translation.truncate();
        let d = t.0 - p;
        if d.length() < 0.5 || speed <= 0.0 {
            tf.translation.x = t.0.x;
            tf.translation.y = t.0.y;
            continue;
        }
        // About 0.25 s per move at normal speed.
        let k = (time.delta_secs() * 14.0 / speed.max(0.1)).min(1.0);
        let step = d * k;
        tf.translation.x += step.x;
        tf.translation.y += step.y;
        moving = true;
    }
    if moving {
        redraw.write(RequestRedraw);
    }
}

/// The last line of sight asked for the hover, and its answer.
#[derive(Resource, Debug, Clone, Default)]
pub struct LosView {
    pub asked: Option<(Coord, Coord)>,
    pub report: Option<(Coord, Coord, Report)>,
}

fn los_overlay(
    sel: Res<Selection>,
    model: Res<TableModel>,
    mut los: ResMut<LosView>,
    mut req: MessageWriter<LosRequest>,
    mut answers: MessageReader<LosAnswer>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    for a in answers.read() {
        if Some((a.request.from, a.request.to)) == los.asked {
            los.report = Some((a.request.from, a.request.to, a.report.clone()));
        }
    }
    let want = match (&sel.unit, sel.hover, model.curtain.is_none()) {
        (Some(id), Some(h), true) => model.unit(id).map(|u| (u.at, h)).filter(|(a, b)| a != b),
        _ => None,
    };
    if want != los.asked {
        los.asked = want;
        los.report = None;
        if let Some((from, to)) = want {
            req.write(LosRequest { from, to, side: Some(model.side) });
            redraw.write(RequestRedraw);
        }
    }
}

fn hover_info(
    sel: Res<Selection>,
    model: Res<TableModel>,
    los: Res<LosView>,
    i18n: Res<I18n>,
    board: Option<Res<Board>>,
    g: Option<GameRead>,
    mut info: ResMut<HoverInfo>,
    view: Option<Res<MapView>>,
    cam: Query<(&Camera, &GlobalTransform), With<WorldCamera>>,
) {
    let pos = match (sel.hover, view, cam.single()) {
        (Some(h), Some(v), Ok((camera, gtf))) => camera.world_to_viewport(gtf, v.0.center(h).extend(0.0)).ok(),
        _ => None,
    };
    if info.pos != pos {
        info.pos = pos;
    }
    // The lines (and the attack odds) are worked out again only when what they say may have changed.
    if !sel.is_changed() && !model.is_changed() && !los.is_changed() && !i18n.is_changed() {
        return;
    }
    let mut lines = Vec::new();
    if let (Some(h), Some(board), true) = (sel.hover, board, model.curtain.is_none()) {
        if let Some(i) = board.grid.index(h) {
            let mut t = format!("{} {}", i18n.terrain(board.grid.terrain[i]), i18n.hex(h));
            if board.grid.elevation[i] > 0 {
                t.push_str(&format!(", {}", i18n.ta("terrain-hill", &[("h", board.grid.elevation[i].into())])));
            }
            lines.push((t, HoverTone::Plain));
        }
        for u in model.units_at(h) {
            let kind = u.kind.map(|k| i18n.unit_type(k)).unwrap_or_else(|| i18n.t("unit-unknown"));
            lines.push((format!("{} — {}", piece_name(&u.id), kind), HoverTone::Title));
            if let (Some(n), Some(m)) = (u.strength, u.max_strength) {
                if u.kind != Some("leader") {
                    lines.push((i18n.ta("unit-blocks", &[("n", n.into()), ("max", m.into())]), HoverTone::Plain));
                }
            }
            if let Some(l) = &u.leader {
                lines.push((i18n.ta("unit-with-leader", &[("leader", piece_name(l).into())]), HoverTone::Plain));
            }
            if model.ordered.contains(&u.id) {
                lines.push((i18n.t("unit-ordered"), HoverTone::Good));
            }
        }
        if let Some((from, to, rep)) = los.report.as_ref().filter(|(_, to, _)| *to == h) {
            let n = board_dist(*from, *to, &model, &g);
            lines.push((i18n.t("los-title"), HoverTone::Title));
            lines.push((i18n.ta("los-range", &[("n", n.into())]), HoverTone::Plain));
            match &rep.verdict {
                Verdict::Clear => lines.push((i18n.t("los-clear"), HoverTone::Good)),
                Verdict::Hindered { hindrances, .. } => {
                    for hd in hindrances {
                        let what = match &hd.source {
                            crate::rules::los::HindranceSource::Terrain(t) => i18n.terrain(*t),
                            crate::rules::los::HindranceSource::Smoke => "smoke".into(),
                        };
                        lines.push((
                            i18n.ta("los-hindered", &[("what", what.into()), ("hex", i18n.hex(hd.at).into())]),
                            HoverTone::Warn,
                        ));
                    }
                }
                Verdict::Blocked(b) => {
                    let (what, at) = i18n.blocker(b);
                    lines.push((
                        i18n.ta("los-blocked", &[("what", what.into()), ("hex", i18n.hex(at).into())]),
                        HoverTone::Bad,
                    ));
                }
            }
            // The odds of an attack on an enemy here by the selected unit.
            if let (Some(sel_id), Some(g)) = (&sel.unit, &g) {
                let enemy = model.units_at(h).filter(|u| u.side != model.side).min_by_key(|u| u.is_leader);
                if let Some(t) = enemy {
                    if model.my_turn {
                        odds_lines(&mut lines, &i18n, g, model.side, sel_id, &t.id);
                    }
                }
            }
        }
    }
    if info.lines != lines {
        info.lines = lines;
    }
}

fn board_dist(a: Coord, b: Coord, _m: &TableModel, g: &Option<GameRead>) -> u32 {
    let o = g.as_ref().map(|g| g.board.grid.orientation).unwrap_or(crate::rules::Orientation::Pointy);
    a.to_hex(o).unsigned_distance_to(b.to_hex(o))
}

fn odds_lines(lines: &mut Vec<(String, HoverTone)>, i18n: &I18n, g: &GameRead, side: usize, unit: &str, target: &str) {
    match g.state.0.odds(g.ctx(), side, unit, target) {
        Ok(o) => {
            let attack = if o.ranged { i18n.t("odds-ranged") } else { i18n.t("odds-melee") };
            lines
                .push((i18n.ta("odds-title", &[("attack", attack.into()), ("dice", o.dice.into())]), HoverTone::Title));
            for (k, pr) in o.hits.iter().enumerate() {
                if *pr >= 0.0005 {
                    let pct = format!("{:.0}", pr * 100.0);
                    lines.push((i18n.ta("odds-hits", &[("k", k.into()), ("p", pct.into())]), HoverTone::Plain));
                }
            }
            lines.push((
                i18n.ta("odds-expected", &[("e", format!("{:.2}", o.expected_hits()).into())]),
                HoverTone::Plain,
            ));
            for (what, p) in &o.extra {
                let pct = format!("{:.0}", p * 100.0);
                match what {
                    crate::rules::engine::OddsExtra::Flag => {
                        lines.push((i18n.ta("odds-flag", &[("p", pct.into())]), HoverTone::Plain))
                    }
                }
            }
        }
        Err(why) => lines.push((i18n.ta("odds-cannot", &[("why", why.into())]), HoverTone::Bad)),
    }
}

#[allow(clippy::too_many_arguments)]
fn pointer_input(
    window: Query<&Window, With<PrimaryWindow>>,
    cam: Query<(&Camera, &GlobalTransform), With<WorldCamera>>,
    view: Option<Res<MapView>>,
    buttons: Res<ButtonInput<MouseButton>>,
    mut motion: MessageReader<MouseMotion>,
    mut sel: ResMut<Selection>,
    mut clicks: MessageWriter<HexClicked>,
    area: Res<MapArea>,
    mut dragged: Local<f32>,
    egui_wants: Option<Res<bevy_egui::input::EguiWantsInput>>,
) {
    let over_egui = egui_wants.as_ref().is_some_and(|w| w.is_pointer_over_area() || w.wants_pointer_input());
    let (Some(view), Ok(win), Ok((camera, cam_tf))) = (view, window.single(), cam.single()) else { return };
    let moved: f32 = motion.read().map(|m| m.delta.length()).sum();
    if buttons.pressed(MouseButton::Left) {
        *dragged += moved;
    }
    let cursor = win.cursor_position();
    let inside = match (cursor, area.0) {
        (Some(c), Some(r)) => r.contains(c) && !over_egui,
        _ => false,
    };
    let hex = if inside {
        cursor.and_then(|c| camera.viewport_to_world_2d(cam_tf, c).ok()).and_then(|p| view.0.hex_at(p))
    } else {
        None
    };
    // The pointer sets the hover only when it moves, so a hover set otherwise (the demo) stays.
    if moved > 0.0 && sel.hover != hex {
        sel.hover = hex;
    }
    if buttons.just_released(MouseButton::Left) {
        let was_drag = *dragged > 6.0;
        *dragged = 0.0;
        if let (Some(h), false) = (hex, was_drag) {
            clicks.write(HexClicked(h));
        }
    }
    if buttons.just_pressed(MouseButton::Right) && inside {
        sel.unit = None;
    }
}

#[allow(clippy::too_many_arguments)]
fn camera_controls(
    keys: Res<ButtonInput<KeyCode>>,
    buttons: Res<ButtonInput<MouseButton>>,
    mut wheel: MessageReader<MouseWheel>,
    mut motion: MessageReader<MouseMotion>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut cam: Query<(&Camera, &mut Transform, &mut Projection, &GlobalTransform), With<WorldCamera>>,
    view: Option<Res<MapView>>,
    fit: Option<Res<FitMap>>,
    area: Res<MapArea>,
    mut commands: Commands,
    time: Res<Time<Real>>,
    egui_wants: Option<Res<bevy_egui::input::EguiWantsInput>>,
    mut redraw: MessageWriter<RequestRedraw>,
    screen: Res<State<Screen>>,
) {
    let (Ok((camera, mut tf, mut proj, gtf)), Some(view)) = (cam.single_mut(), view) else { return };
    // In the editor the left and right buttons paint and erase: only the middle button pans there.
    let pan_buttons: &[MouseButton] = if *screen.get() == Screen::Editor {
        &[MouseButton::Middle]
    } else {
        &[MouseButton::Left, MouseButton::Middle, MouseButton::Right]
    };
    let Projection::Orthographic(ortho) = &mut *proj else { return };
    let Ok(win) = window.single() else { return };
    let Some(rect) = area.0 else { return };
    let extent = view.0.extent();
    let typing = egui_wants.as_ref().is_some_and(|w| w.wants_keyboard_input());
    if fit.is_some() || (keys.just_pressed(KeyCode::KeyF) && !typing) {
        ortho.scale = (extent.x / rect.width().max(1.0)).max(extent.y / rect.height().max(1.0)) * 1.04;
        tf.translation.x = 0.0;
        tf.translation.y = 0.0;
        commands.remove_resource::<FitMap>();
        redraw.write(RequestRedraw);
    }
    let mut d = Vec2::ZERO;
    if !typing {
        if keys.any_pressed([KeyCode::ArrowLeft, KeyCode::KeyA]) {
            d.x -= 1.0;
        }
        if keys.any_pressed([KeyCode::ArrowRight, KeyCode::KeyD]) {
            d.x += 1.0;
        }
        if keys.any_pressed([KeyCode::ArrowUp, KeyCode::KeyW]) {
            d.y += 1.0;
        }
        if keys.any_pressed([KeyCode::ArrowDown, KeyCode::KeyS]) {
            d.y -= 1.0;
        }
    }
    if d != Vec2::ZERO {
        tf.translation += (d * 700.0 * ortho.scale * time.delta_secs()).extend(0.0);
        redraw.write(RequestRedraw);
    }
    let cursor = win.cursor_position().filter(|c| rect.contains(*c));
    let over_panels = egui_wants.as_ref().is_some_and(|w| w.is_pointer_over_area());
    // Drag with any button to pan.
    let delta: Vec2 = motion.read().map(|m| m.delta).sum();
    if cursor.is_some() && !over_panels && buttons.any_pressed(pan_buttons.iter().copied()) && delta != Vec2::ZERO {
        tf.translation.x -= delta.x * ortho.scale;
        tf.translation.y += delta.y * ortho.scale;
    }
    for ev in wheel.read() {
        let Some(c) = cursor else { continue };
        if over_panels {
            continue;
        }
        // Zoom to the cursor: the world point under it stays put.
        let before = camera.viewport_to_world_2d(gtf, c).ok();
        let factor = if ev.y > 0.0 { 0.88 } else { 1.0 / 0.88 };
        let old = ortho.scale;
        ortho.scale = (ortho.scale * factor).clamp(0.15, 6.0);
        if let Some(b) = before {
            let k = ortho.scale / old;
            let p = tf.translation.truncate();
            let np = b + (p - b) * k;
            tf.translation.x = np.x;
            tf.translation.y = np.y;
        }
        redraw.write(RequestRedraw);
    }
    // Keep the map on screen.
    let half = extent / 2.0;
    tf.translation.x = tf.translation.x.clamp(-half.x, half.x);
    tf.translation.y = tf.translation.y.clamp(-half.y, half.y);
}

/// The world camera draws only into the part of the window the panels leave free.
fn apply_viewport(
    area: Res<MapArea>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut cam: Query<&mut Camera, With<WorldCamera>>,
) {
    let (Ok(win), Ok(mut camera)) = (window.single(), cam.single_mut()) else { return };
    let viewport = area.0.map(|r| {
        let s = win.scale_factor();
        let pos = UVec2::new((r.min.x * s) as u32, (r.min.y * s) as u32);
        let max = UVec2::new(win.physical_width(), win.physical_height());
        let size =
            UVec2::new((r.width() * s) as u32, (r.height() * s) as u32).min(max.saturating_sub(pos)).max(UVec2::ONE);
        Viewport { physical_position: pos, physical_size: size, ..default() }
    });
    let same = match (&camera.viewport, &viewport) {
        (Some(a), Some(b)) => a.physical_position == b.physical_position && a.physical_size == b.physical_size,
        (None, None) => true,
        _ => false,
    };
    if !same {
        camera.viewport = viewport;
    }
}

fn hex_outline(g: &mut Gizmos, view: &MapGeometry, c: Coord, colour: Color, shrink: f32) {
    let centre = view.center(c);
    let r = coords::HEX_SIZE * shrink;
    let start = if view.orientation == crate::rules::Orientation::Pointy { 30.0f32 } else { 0.0 };
    let pts: Vec<Vec2> =
        (0..=6).map(|i| centre + Vec2::from_angle((start + 60.0 * i as f32).to_radians()) * r).collect();
    g.linestrip_2d(pts, colour);
}

#[allow(clippy::too_many_arguments)]
fn draw_highlights(
    mut g: Gizmos,
    view: Option<Res<MapView>>,
    model: Res<TableModel>,
    sel: Res<Selection>,
    los: Res<LosView>,
    config: Option<Res<GameConfig>>,
    time: Res<Time<Real>>,
) {
    let Some(view) = view else { return };
    let v = &view.0;
    if model.curtain.is_some() {
        return;
    }
    // Section lines (card rulesets).
    if let (Some(cfg), true) = (&config, model.sections) {
        if let Some(s) = cfg.sections {
            draw_section_lines(&mut g, v, s);
        }
    }
    if let Some(h) = sel.hover {
        hex_outline(&mut g, v, h, Color::srgba(1.0, 1.0, 1.0, 0.8), 0.92);
    }
    let pulse = 0.6 + 0.4 * (time.elapsed_secs() * 4.0).sin().abs();
    for o in &model.legal {
        if let Some(unit) = model.pickable(o) {
            if let Some(u) = model.unit(unit) {
                g.circle_2d(v.center(u.at), 25.0, Color::srgba(0.4, 1.0, 0.4, pulse));
            }
        }
    }
    for id in &model.ordered {
        if let Some(u) = model.unit(id) {
            hex_outline(&mut g, v, u.at, Color::srgb(0.95, 0.8, 0.25), 0.84);
        }
    }
    if let Some(p) = &model.prompt {
        for (c, _) in &p.map_targets {
            hex_outline(&mut g, v, *c, Color::srgba(0.3, 0.9, 1.0, pulse), 0.8);
        }
    }
    let Some(sel_id) = &sel.unit else { return };
    let Some(su) = model.unit(sel_id) else { return };
    hex_outline(&mut g, v, su.at, Color::srgb(1.0, 1.0, 0.2), 0.96);
    hex_outline(&mut g, v, su.at, Color::srgb(1.0, 1.0, 0.2), 0.90);
    for o in &model.legal {
        match o.shape() {
            Shape::Move { unit, to } if unit == sel_id => {
                hex_outline(&mut g, v, to, Color::srgba(1.0, 1.0, 1.0, 0.9), 0.78);
                g.circle_2d(v.center(to), 4.0, Color::WHITE);
            }
            Shape::Fire { unit, target } | Shape::Attack { unit, target } if unit == sel_id => {
                if let Some(t) = model.unit(target) {
                    g.circle_2d(v.center(t.at), 27.0, Color::srgba(1.0, 0.2, 0.15, pulse));
                    g.circle_2d(v.center(t.at), 29.0, Color::srgba(1.0, 0.2, 0.15, pulse));
                }
            }
            _ => {}
        }
    }
    // Line of sight to the hovered hex: green clear, amber hindered, red blocked from the blocking point on.
    if let Some((from, to, rep)) = &los.report {
        let (a, b) = (v.center(*from), v.center(*to));
        match &rep.verdict {
            Verdict::Clear => {
                g.line_2d(a, b, Color::srgb(0.3, 1.0, 0.3));
            }
            Verdict::Hindered { .. } => {
                g.line_2d(a, b, Color::srgb(1.0, 0.8, 0.2));
            }
            Verdict::Blocked(bl) => {
                let at = crate::ui::i18n::I18n::blocker_hex(bl);
                let m = v.center(at);
                let along = (b - a).normalize_or_zero();
                let t = (m - a).dot(along).clamp(0.0, (b - a).length());
                let cut = a + along * t;
                g.line_2d(a, cut, Color::srgb(0.3, 1.0, 0.3));
                g.line_2d(cut, b, Color::srgb(1.0, 0.2, 0.15));
                g.circle_2d(m, 8.0, Color::srgb(1.0, 0.2, 0.15));
            }
        }
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
    if frames.0 == 40 {
        commands.spawn(Screenshot::primary_window()).observe(save_to_disk(req.0.clone())).observe(
            |_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                exit.write(AppExit::Success);
            },
        );
    }
    if frames.0 > 1200 {
        exit.write(AppExit::error());
    }
}
