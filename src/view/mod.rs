//! Presentation: the game window, the hex map drawn with bevy_ecs_tilemap, counters and the camera. It reads game state and never writes it.

pub mod art;
pub mod coords;

use crate::game::GamePlugin;
use crate::game::components::*;
use crate::scenario::{self, Scenario};
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use bevy::window::{PrimaryWindow, WindowResolution};
use bevy::winit::WinitSettings;
use bevy_ecs_tilemap::prelude::*;
use coords::MapGeometry;
use std::path::PathBuf;

/// The scenario to open, chosen on the command line.
#[derive(Resource, Clone)]
pub struct StartScenario(pub Scenario);

/// Where to save a screenshot before exiting (tests and docs).
#[derive(Resource, Clone)]
pub struct ScreenshotRequest(pub PathBuf);

/// Geometry of the map on screen.
#[derive(Resource, Clone, Copy)]
pub struct MapView(pub MapGeometry);

/// Open the game window on a scenario file, or on the bundled default. Returns the exit code.
pub fn run_window(file: Option<PathBuf>, screenshot: Option<PathBuf>) -> i32 {
    let loaded = match &file {
        Some(p) => scenario::load_file(p),
        None => {
            let text = scenario::bundled(scenario::DEFAULT_SCENARIO).expect("default scenario is bundled");
            scenario::load_str(text, scenario::DEFAULT_SCENARIO)
        }
    };
    let scenario = match loaded {
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
                    title: format!("Hexmarshal — {}", scenario.name()),
                    resolution: WindowResolution::new(1280, 800),
                    ..default()
                }),
                ..default()
            })
            .set(ImagePlugin::default_nearest()),
    )
    .add_plugins(TilemapPlugin)
    .add_plugins(GamePlugin)
    .add_plugins(ViewPlugin)
    .insert_resource(ClearColor(Color::srgb(0.13, 0.14, 0.12)))
    .insert_resource(StartScenario(scenario));
    if let Some(p) = screenshot {
        app.insert_resource(WinitSettings::continuous());
        app.insert_resource(ScreenshotRequest(p));
        app.add_systems(Update, take_screenshot);
    } else {
        app.insert_resource(WinitSettings::desktop_app());
    }
    match app.run() {
        AppExit::Success => 0,
        AppExit::Error(c) => i32::from(c.get()),
    }
}

/// Draws the board and counters of the game in the world.
pub struct ViewPlugin;

impl Plugin for ViewPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(Startup, (start_game, spawn_board).chain())
            .add_systems(Update, (camera_controls, place_counters));
    }
}

fn start_game(world: &mut World) {
    let Some(start) = world.get_resource::<StartScenario>().cloned() else {
        return;
    };
    let seed = start.0.seed();
    crate::scenario::spawn::spawn_scenario(world, &start.0, seed);
}

#[derive(Component)]
struct Counter;

#[derive(Component)]
struct CounterOf(Entity);

fn unit_label(id: &str) -> String {
    id.split('_')
        .filter(|w| !w.is_empty())
        .map(|w| w.chars().next().unwrap_or('?').to_ascii_uppercase())
        .take(3)
        .collect()
}

fn spawn_board(
    mut commands: Commands,
    mut images: ResMut<Assets<Image>>,
    board: Res<Board>,
    sides: Res<Sides>,
    tiles: Query<(Entity, &HexPos, &Terrain, &Elevation), With<Tile>>,
    units: Query<(Entity, &Unit, &UnitSide, &Strength)>,
    objectives: Query<(&HexPos, &Objective)>,
) {
    let grid = &board.grid;
    let geo = MapGeometry::new(grid.orientation, grid.width, grid.height);
    let texture = images.add(art::terrain_strip(grid.orientation, geo.tile.x as u32, geo.tile.y as u32));
    let map = commands.spawn_empty().id();
    let mut storage = TileStorage::empty(geo.size);
    for (e, pos, t, elev) in &tiles {
        let tp = coords::tile_pos(pos.0, grid.height);
        let lift = 1.0 + 0.12 * f32::from(elev.0.max(0));
        let tint = if elev.0 > 0 { Color::srgb(lift, lift * 0.97, lift * 0.85) } else { Color::WHITE };
        commands.entity(e).insert(TileBundle {
            position: tp,
            tilemap_id: TilemapId(map),
            texture_index: TileTextureIndex(u32::from(t.0.index())),
            color: TileColor(tint),
            ..default()
        });
        storage.set(&tp, e);
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
    let face = images.add(art::counter_face(64));
    for (e, u, side, st) in &units {
        let colour = sides.0.get(side.0).map(|s| art::parse_colour(&s.colour)).unwrap_or(Color::WHITE);
        let size = if u.unit_type.leader { 22.0 } else { 38.0 };
        commands
            .spawn((
                Counter,
                CounterOf(e),
                Sprite { image: face.clone(), color: colour, custom_size: Some(Vec2::splat(size)), ..default() },
                Transform::from_xyz(0.0, 0.0, if u.unit_type.leader { 3.0 } else { 2.0 }),
            ))
            .with_children(|c| {
                let text = if u.unit_type.leader { "L".to_string() } else { unit_label(u.unit_type.id) };
                c.spawn((
                    Text2d::new(text),
                    TextFont { font_size: FontSize::Px(if u.unit_type.leader { 12.0 } else { 14.0 }), ..default() },
                    TextColor(Color::WHITE),
                    Transform::from_xyz(0.0, if u.unit_type.leader { 0.0 } else { 3.0 }, 0.1),
                ));
                if !u.unit_type.leader {
                    // Strength as pips along the bottom edge.
                    let n = st.current as usize;
                    for i in 0..n {
                        let x = (i as f32 - (n as f32 - 1.0) / 2.0) * 6.0;
                        c.spawn((
                            Sprite {
                                color: Color::srgba(1.0, 1.0, 1.0, 0.9),
                                custom_size: Some(Vec2::splat(4.0)),
                                ..default()
                            },
                            Transform::from_xyz(x, -12.0, 0.1),
                        ));
                    }
                }
            });
    }
    let ring = images.add(art::objective_ring(48));
    for (pos, _) in &objectives {
        let c = geo.center(pos.0);
        commands.spawn((
            Sprite { image: ring.clone(), custom_size: Some(Vec2::splat(46.0)), ..default() },
            Transform::from_xyz(c.x, c.y, 1.0),
        ));
    }
    commands.insert_resource(MapView(geo));
    let extent = geo.extent();
    commands.spawn((Camera2d, Projection::Orthographic(OrthographicProjection::default_2d()), FitOnStart(extent)));
}

/// Fit the whole map in the window on the first frames.
#[derive(Component)]
struct FitOnStart(Vec2);

fn place_counters(
    view: Option<Res<MapView>>,
    units: Query<(&HexPos, &Unit, &AttachedLeader)>,
    mut counters: Query<(&CounterOf, &mut Transform), With<Counter>>,
) {
    let Some(view) = view else { return };
    let attached: Vec<&str> = units.iter().filter_map(|(_, _, l)| l.0.as_deref()).collect();
    for (of, mut tf) in &mut counters {
        if let Ok((pos, u, _)) = units.get(of.0) {
            let c = view.0.center(pos.0);
            // A leader attached to a unit sits on the counter's corner; a lone leader stands in the middle.
            let offset = if attached.contains(&u.id.as_str()) { Vec2::new(14.0, 14.0) } else { Vec2::ZERO };
            tf.translation.x = c.x + offset.x;
            tf.translation.y = c.y + offset.y;
        }
    }
}

fn camera_controls(
    keys: Res<ButtonInput<KeyCode>>,
    mut wheel: MessageReader<bevy::input::mouse::MouseWheel>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut cam: Query<(Entity, &mut Transform, &mut Projection, Option<&FitOnStart>), With<Camera2d>>,
    mut commands: Commands,
    time: Res<Time>,
) {
    let Ok((e, mut tf, mut proj, fit)) = cam.single_mut() else {
        return;
    };
    let Projection::Orthographic(ortho) = &mut *proj else {
        return;
    };
    if let (Some(fit), Ok(win)) = (fit, window.single()) {
        let sx = fit.0.x / win.width().max(1.0);
        let sy = fit.0.y / win.height().max(1.0);
        ortho.scale = sx.max(sy) * 1.05;
        commands.entity(e).remove::<FitOnStart>();
    }
    let mut d = Vec2::ZERO;
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
    let speed = 600.0 * ortho.scale * time.delta_secs();
    tf.translation += (d * speed).extend(0.0);
    for ev in wheel.read() {
        let factor = if ev.y > 0.0 { 0.9 } else { 1.1 };
        ortho.scale = (ortho.scale * factor).clamp(0.2, 5.0);
    }
}

fn take_screenshot(
    mut commands: Commands,
    req: Res<ScreenshotRequest>,
    frames: Res<bevy::diagnostic::FrameCount>,
    mut exit: MessageWriter<AppExit>,
) {
    if frames.0 == 30 {
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
