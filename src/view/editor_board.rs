//! The editor's board: the document's map drawn with the same tiles and counters as the game, overlays for zones,
//! sections, hexsides (arrows on one-sided ones) and the selection, and pointer and keyboard input sent to the editor as
//! messages. It reads the document and never changes it.

use super::coords::{self, MapGeometry};
use super::{FitMap, MapInput, MapView, WorldCamera, art, hex_outline};
use crate::editor::{Editor, EditorCommand, EditorPointer, PointerPhase, Tool, Tools};
use crate::gfx::icons::Icons;
use crate::rules::hex::{Coord, Dir, Orientation};
use crate::rules::ruleset::Ruleset;
use crate::ui::settings::Settings;
use bevy::input::mouse::MouseButton;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_ecs_tilemap::prelude::*;

/// Everything the editor board spawned.
#[derive(Component, Clone, Copy)]
pub(super) struct EditorBoard;

/// Overlays redrawn on every change of the document (hills, hexsides, counters, objectives).
#[derive(Component, Clone, Copy)]
pub(super) struct EditorOverlay;

/// What the board was built from: generation, and the map's shape (a new shape rebuilds the tilemap).
#[derive(Resource, Default)]
pub(super) struct Built {
    generation: Option<u64>,
    shape: Option<(Orientation, u32, u32)>,
    colour_blind: bool,
}

pub(super) fn reset(mut built: ResMut<Built>) {
    *built = Built::default();
}

/// Leaving the editor: its board goes, and the game board is drawn afresh from the game.
pub(super) fn teardown(mut commands: Commands, q: Query<Entity, With<EditorBoard>>, mut built: ResMut<Built>) {
    for e in &q {
        commands.entity(e).despawn();
    }
    commands.remove_resource::<MapView>();
    *built = Built::default();
}

fn side_colour(settings: &Settings, f: &crate::scenario::ScenarioFile, side: usize) -> Color {
    settings.side_colour(side, f.sides.get(side).map(|s| s.colour.as_str()).unwrap_or("#808080"))
}

/// The editor board's entities: all of them, its overlays, the tilemap's storage and the tiles' looks.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct EditorTiles<'w, 's> {
    all: Query<'w, 's, Entity, With<EditorBoard>>,
    overlays: Query<'w, 's, Entity, With<EditorOverlay>>,
    storage: Query<'w, 's, &'static TileStorage, With<EditorBoard>>,
    tiles: Query<'w, 's, (&'static mut TileTextureIndex, &'static mut TileColor)>,
}

/// The document's ground as the board draws it: the map's shape (its sides held to the editor's bounds), its
/// geometry, and the terrain and elevation of every hex, as the game will see them.
struct Ground {
    shape: (Orientation, u32, u32),
    geo: MapGeometry,
    terrain: Vec<crate::rules::terrain::Terrain>,
    elevation: Vec<i8>,
}

impl Ground {
    fn of(m: &crate::scenario::format::MapDef) -> Ground {
        let side = |n: u32| n.clamp(1, crate::scenario::validate::MAX_MAP_SIDE);
        let shape = (m.orientation, side(m.width), side(m.height));
        let geo = MapGeometry::new(shape.0, shape.1, shape.2);
        let mut terrain = vec![m.default_terrain; (shape.1 * shape.2) as usize];
        let mut elevation = vec![0i8; terrain.len()];
        for h in &m.hexes {
            if in_map(h.at, shape) {
                let i = (h.at.1 as u32 * shape.1 + h.at.0 as u32) as usize;
                terrain[i] = h.terrain.unwrap_or(m.default_terrain);
                elevation[i] = h.elevation;
            }
        }
        Ground { shape, geo, terrain, elevation }
    }

    fn coords_of(&self, i: usize) -> Coord {
        Coord((i as u32 % self.shape.1) as i32, (i as u32 / self.shape.1) as i32)
    }

    /// A new tilemap for a new shape (everything the editor board had goes).
    fn lay_tiles(&self, commands: &mut Commands, images: &mut Assets<Image>, board: &EditorTiles) {
        let (shape, geo, tint) = (self.shape, &self.geo, super::elevation_tint);
        for e in &board.all {
            commands.entity(e).despawn();
        }
        let texture = images.add(art::terrain_strip(shape.0, geo.tile.x as u32, geo.tile.y as u32));
        let map = commands.spawn(EditorBoard).id();
        let mut st = TileStorage::empty(geo.size);
        for (i, (terrain, elevation)) in self.terrain.iter().zip(&self.elevation).enumerate() {
            let tp = coords::tile_pos(self.coords_of(i), shape.2);
            let e = commands
                .spawn((
                    EditorBoard,
                    TileBundle {
                        position: tp,
                        tilemap_id: TilemapId(map),
                        texture_index: TileTextureIndex(u32::from(terrain.index())),
                        color: TileColor(tint(*elevation)),
                        ..default()
                    },
                ))
                .id();
            st.set(&tp, e);
        }
        commands.entity(map).insert(TilemapBundle {
            grid_size: geo.grid,
            size: geo.size,
            storage: st,
            texture: TilemapTexture::Single(texture),
            tile_size: geo.tile,
            map_type: geo.map_type,
            anchor: geo.anchor,
            ..default()
        });
        commands.insert_resource(MapView(*geo));
        commands.insert_resource(FitMap);
    }

    /// The same shape: the tiles repainted in place (a brush stroke must not respawn the map), the overlays gone.
    fn repaint_tiles(&self, commands: &mut Commands, board: &mut EditorTiles) {
        for st in &board.storage {
            for i in 0..self.terrain.len() {
                let Some(e) = st.get(&coords::tile_pos(self.coords_of(i), self.shape.2)) else { continue };
                if let Ok((mut ti, mut tc)) = board.tiles.get_mut(e) {
                    let want = u32::from(self.terrain[i].index());
                    if ti.0 != want {
                        ti.0 = want;
                    }
                    let c = super::elevation_tint(self.elevation[i]);
                    if tc.0 != c {
                        tc.0 = c;
                    }
                }
            }
        }
        for e in &board.overlays {
            commands.entity(e).despawn();
        }
    }
}

/// What the overlays are drawn with: the document, the icons and the player's colours.
struct Overlays<'a> {
    f: &'a crate::scenario::ScenarioFile,
    icons: &'a Icons,
    settings: &'a Settings,
}

const OVERLAY: (EditorBoard, EditorOverlay) = (EditorBoard, EditorOverlay);

pub(super) fn draw_board(
    mut commands: Commands,
    ed: Res<Editor>,
    settings: Res<Settings>,
    icons: Option<Res<Icons>>,
    mut images: ResMut<Assets<Image>>,
    mut built: ResMut<Built>,
    mut board: EditorTiles,
    mut faces: Local<Option<(Handle<Image>, Handle<Image>)>>,
) {
    let Some(icons) = icons else { return };
    let f = ed.doc.file();
    if built.generation == Some(ed.doc.generation) && built.colour_blind == settings.colour_blind {
        return;
    }
    let ground = Ground::of(&f.map);
    if built.shape != Some(ground.shape) {
        ground.lay_tiles(&mut commands, &mut images, &board);
    } else {
        ground.repaint_tiles(&mut commands, &mut board);
    }
    built.generation = Some(ed.doc.generation);
    built.shape = Some(ground.shape);
    built.colour_blind = settings.colour_blind;

    let hill = icons.get("hill");
    for (i, e) in ground.elevation.iter().enumerate() {
        if *e > 0 {
            commands.spawn((OVERLAY, super::hill_mark(&hill, ground.geo.center(ground.coords_of(i)))));
        }
    }
    let o = Overlays { f, icons: &icons, settings: &settings };
    o.hexsides(&mut commands, &ground);
    o.objectives(&mut commands, &mut images, &ground);
    let faces =
        faces.get_or_insert_with(|| (images.add(art::counter_face(64)), images.add(art::counter_face_cut(64)))).clone();
    o.units(&mut commands, faces, &ground);
}

impl Overlays<'_> {
    /// Hexsides: a bar along the edge; one-sided ones get an arrow pointing the way the feature faces.
    fn hexsides(&self, commands: &mut Commands, ground: &Ground) {
        let (m, shape, geo, overlay) = (&self.f.map, ground.shape, &ground.geo, OVERLAY);
        for hs in &m.hexsides {
            let Some(other) = hs.at.neighbor(hs.dir, m.orientation) else { continue };
            if !in_map(hs.at, shape) || !in_map(other, shape) {
                continue;
            }
            let (pa, pb) = (geo.center(hs.at), geo.center(other));
            let mid = (pa + pb) / 2.0;
            let along = (pb - pa).perp().normalize_or_zero();
            let angle = along.y.atan2(along.x);
            let colour = super::hexside_colour(hs.kind);
            commands.spawn((
                overlay,
                Sprite { color: colour, custom_size: Some(Vec2::new(coords::HEX_SIZE * 0.95, 6.0)), ..default() },
                Transform::from_xyz(mid.x, mid.y, 0.6).with_rotation(Quat::from_rotation_z(angle)),
            ));
            if hs.one_sided {
                // The arrow points from the protected hex out across the edge.
                let out = (pb - pa).normalize_or_zero();
                let tip = mid + out * 9.0;
                let back = mid - out * 5.0;
                for s in [-1.0f32, 1.0] {
                    let wing = back + along * 6.0 * s;
                    let c = (tip + wing) / 2.0;
                    let d = tip - wing;
                    commands.spawn((
                        overlay,
                        Sprite {
                            color: Color::srgb(1.0, 0.95, 0.7),
                            custom_size: Some(Vec2::new(d.length(), 2.5)),
                            ..default()
                        },
                        Transform::from_xyz(c.x, c.y, 0.65).with_rotation(Quat::from_rotation_z(d.y.atan2(d.x))),
                    ));
                }
            }
        }
    }

    /// Objectives: the ring, and a flag in the colour of the side that owns a secret one.
    fn objectives(&self, commands: &mut Commands, images: &mut Assets<Image>, ground: &Ground) {
        let (f, icons, settings, shape, geo, overlay) =
            (self.f, self.icons, self.settings, ground.shape, &ground.geo, OVERLAY);
        let ring = images.add(art::objective_ring(64));
        for o in &f.objectives {
            if !in_map(o.at, shape) {
                continue;
            }
            let c = geo.center(o.at);
            let flag = match o.owner.as_ref().and_then(|id| f.sides.iter().position(|s| &s.id == id)) {
                Some(s) => side_colour(settings, f, s),
                None => Color::srgba(0.95, 0.8, 0.3, 0.9),
            };
            commands.spawn((
                overlay,
                Sprite { image: ring.clone(), custom_size: Some(Vec2::splat(50.0)), ..default() },
                Transform::from_xyz(c.x, c.y, 1.0),
            ));
            commands.spawn((
                overlay,
                Sprite {
                    image: icons.get("objective"),
                    color: flag,
                    custom_size: Some(Vec2::splat(18.0)),
                    ..default()
                },
                Transform::from_xyz(c.x + 15.0, c.y - 16.0, 1.1),
            ));
        }
    }

    /// Units: the game's counter faces, the side's colour and shape, the type's icon, strength pips.
    fn units(&self, commands: &mut Commands, (square, cut): (Handle<Image>, Handle<Image>), ground: &Ground) {
        let (f, icons, settings, shape, geo, overlay) =
            (self.f, self.icons, self.settings, ground.shape, &ground.geo, OVERLAY);
        let ruleset = Ruleset::from_id(&f.meta.ruleset);
        let attached: Vec<&str> = f.units.iter().filter_map(|u| u.leader.as_deref()).collect();
        for u in &f.units {
            if !in_map(u.at, shape) {
                continue;
            }
            let side = f.sides.iter().position(|s| s.id == u.side);
            let colour = side.map(|s| side_colour(settings, f, s)).unwrap_or(Color::srgb(0.5, 0.5, 0.5));
            let ut = ruleset.and_then(|r| r.unit_type(&u.kind));
            let leader = ut.is_some_and(|t| t.leader);
            let is_attached = attached.contains(&u.id.as_str());
            let size = if leader { if is_attached { 22.0 } else { 30.0 } } else { 44.0 };
            let at = geo.center(u.at) + if is_attached { Vec2::new(16.0, 16.0) } else { Vec2::ZERO };
            let face = if side.unwrap_or(0) % 2 == 0 { square.clone() } else { cut.clone() };
            let icon = icons.unit(&u.kind, ut.is_some_and(|t| t.mounted), leader);
            let max = ut.map(|t| t.strength).unwrap_or(1);
            let n = u.strength.unwrap_or(max);
            commands
                .spawn((
                    overlay,
                    Sprite { image: face, color: colour, custom_size: Some(Vec2::splat(size)), ..default() },
                    Transform::from_xyz(at.x, at.y, if leader { 3.0 } else { 2.0 }),
                ))
                .with_children(|c| {
                    let icon_size = if leader { size * 0.7 } else { 26.0 };
                    c.spawn((
                        Sprite { image: icon, custom_size: Some(Vec2::splat(icon_size)), ..default() },
                        Transform::from_xyz(0.0, if leader { 0.0 } else { 4.0 }, 0.1),
                    ));
                    if !leader && max > 1 && max <= 12 {
                        super::strength_pips(c, n, max);
                    }
                    if let Some(d) = u.facing {
                        // A facing mark on the edge the unit faces.
                        let v = dir_vector(f.map.orientation, d) * 20.0;
                        c.spawn((
                            Sprite {
                                color: Color::srgb(1.0, 0.95, 0.6),
                                custom_size: Some(Vec2::new(8.0, 3.0)),
                                ..default()
                            },
                            Transform::from_xyz(v.x, v.y, 0.2).with_rotation(Quat::from_rotation_z(v.y.atan2(v.x))),
                        ));
                    }
                });
        }
    }
}

fn in_map(c: Coord, shape: (Orientation, u32, u32)) -> bool {
    c.0 >= 0 && c.1 >= 0 && (c.0 as u32) < shape.1 && (c.1 as u32) < shape.2
}

/// The on-screen direction (unit vector) from a hex to its neighbour across `d`.
pub fn dir_vector(o: Orientation, d: Dir) -> Vec2 {
    let g = MapGeometry::new(o, 5, 5);
    let c = Coord(2, 2);
    match c.neighbor(d, o) {
        Some(n) => (g.center(n) - g.center(c)).normalize_or_zero(),
        None => Vec2::ZERO,
    }
}

/// The edge of a hex nearest a world point.
pub fn nearest_edge(geo: &MapGeometry, hex: Coord, p: Vec2) -> Dir {
    let v = p - geo.center(hex);
    Dir::all(geo.orientation)
        .into_iter()
        .max_by(|a, b| dir_vector(geo.orientation, *a).dot(v).total_cmp(&dir_vector(geo.orientation, *b).dot(v)))
        .expect("six directions")
}

/// Overlays drawn every frame: zones, sections, selection, the hovered hex and edge.
pub(super) fn draw_overlays(
    mut g: Gizmos,
    ed: Res<Editor>,
    tools: Res<Tools>,
    settings: Res<Settings>,
    view: Option<Res<MapView>>,
    hover: Res<EditorHover>,
) {
    let Some(view) = view else { return };
    let v = &view.0;
    let f = ed.doc.file();
    let shape = (f.map.orientation, f.map.width, f.map.height);
    if v.orientation != shape.0 || v.size.x != shape.1 || v.size.y != shape.2 {
        return;
    }
    for h in &f.map.hexes {
        if !h.markers.is_empty() && in_map(h.at, shape) {
            super::highlights::draw_hex_markers(&mut g, v, h.at, &h.markers);
        }
    }
    for z in &f.deployment_zones {
        let side = f.sides.iter().position(|s| s.id == z.side).unwrap_or(0);
        let c = side_colour(&settings, f, side).with_alpha(0.9);
        for h in &z.hexes {
            if in_map(*h, shape) {
                hex_outline(&mut g, v, *h, c, 0.86);
                hex_outline(&mut g, v, *h, c.with_alpha(0.5), 0.80);
            }
        }
    }
    if Ruleset::from_id(&f.meta.ruleset).is_some_and(|r| r.uses_cards()) {
        let s = f.sections.unwrap_or(crate::scenario::Sections::default_for(f.map.width));
        super::draw_section_lines(&mut g, v, s);
    }
    for e in &ed.report.errors {
        if let Some(h) = e.hex().filter(|h| in_map(*h, shape)) {
            g.circle_2d(v.center(h), 30.0, Color::srgba(1.0, 0.25, 0.2, 0.9));
        }
    }
    if let Some(h) = ed.selected.filter(|h| in_map(*h, shape)) {
        hex_outline(&mut g, v, h, Color::srgb(1.0, 1.0, 0.2), 0.96);
        hex_outline(&mut g, v, h, Color::srgb(1.0, 1.0, 0.2), 0.90);
    }
    if let Some((h, edge)) = hover.0.filter(|(h, _)| in_map(*h, shape)) {
        match tools.tool {
            Tool::Hexside | Tool::Erase => {
                let a = v.center(h);
                let n = dir_vector(shape.0, edge);
                let mid = a + n * v.grid.x.min(v.grid.y) / 2.0;
                let along = n.perp() * coords::HEX_SIZE * 0.5;
                g.line_2d(mid - along, mid + along, Color::srgb(1.0, 1.0, 1.0));
                if tools.tool == Tool::Hexside && tools.hexside.one_sided {
                    g.arrow_2d(mid - n * 8.0, mid + n * 12.0, Color::srgb(1.0, 0.95, 0.7));
                }
                hex_outline(&mut g, v, h, Color::srgba(1.0, 1.0, 1.0, 0.5), 0.92);
            }
            Tool::Terrain | Tool::Elevation | Tool::Zone => {
                for b in ed.doc.brush(h, tools.brush) {
                    hex_outline(&mut g, v, b, Color::srgba(1.0, 1.0, 1.0, 0.8), 0.92);
                }
            }
            _ => hex_outline(&mut g, v, h, Color::srgba(1.0, 1.0, 1.0, 0.8), 0.92),
        }
    }
}

/// The hex and edge under the pointer.
#[derive(Resource, Default)]
pub struct EditorHover(pub Option<(Coord, Dir)>);

/// Pointer on the map: press, drag onto a new hex, release; the right button is the tools' "remove".
pub(super) fn pointer(
    window: Query<&Window, With<PrimaryWindow>>,
    cam: Query<(&Camera, &GlobalTransform), With<WorldCamera>>,
    input: MapInput,
    buttons: Res<ButtonInput<MouseButton>>,
    mut hover: ResMut<EditorHover>,
    mut out: MessageWriter<EditorPointer>,
    mut pressed: Local<Option<(Coord, bool)>>,
) {
    let MapInput { view, area, egui_wants, .. } = input;
    let (Some(view), Ok(win), Ok((camera, cam_tf))) = (view, window.single(), cam.single()) else { return };
    let over_egui = egui_wants.as_ref().is_some_and(|w| w.is_pointer_over_area() || w.wants_pointer_input());
    let cursor = win.cursor_position();
    let inside = match (cursor, area.0) {
        (Some(c), Some(r)) => r.contains(c) && !over_egui,
        _ => false,
    };
    let world = if inside { cursor.and_then(|c| camera.viewport_to_world_2d(cam_tf, c).ok()) } else { None };
    let here = world.and_then(|p| view.0.hex_at(p).map(|h| (h, nearest_edge(&view.0, h, p))));
    hover.0 = here;
    // A click on the map while a text field has the keyboard only takes the focus away (the field commits first).
    let typing = egui_wants.as_ref().is_some_and(|w| w.wants_keyboard_input());
    if typing && (buttons.just_pressed(MouseButton::Left) || buttons.just_pressed(MouseButton::Right)) {
        return;
    }
    let Some((hex, edge)) = here else {
        if buttons.just_released(MouseButton::Left) || buttons.just_released(MouseButton::Right) {
            *pressed = None;
        }
        return;
    };
    // A quick click may press and release within one frame: both are sent, in order.
    for (b, secondary) in [(MouseButton::Left, false), (MouseButton::Right, true)] {
        if buttons.just_pressed(b) {
            *pressed = Some((hex, secondary));
            out.write(EditorPointer { hex, edge, phase: PointerPhase::Press, secondary });
        } else if buttons.pressed(b)
            && let Some((last, s)) = *pressed
            && last != hex
            && s == secondary
        {
            *pressed = Some((hex, secondary));
            out.write(EditorPointer { hex, edge, phase: PointerPhase::Drag, secondary });
        }
        if buttons.just_released(b) && pressed.is_some_and(|(_, s)| s == secondary) {
            *pressed = None;
            out.write(EditorPointer { hex, edge, phase: PointerPhase::Release, secondary });
        }
    }
}

/// Keyboard: Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo, Ctrl+S save, digits pick tools, [ and ] change the brush.
/// Nothing here fires while a text field has the keyboard.
pub(super) fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    egui_wants: Option<Res<bevy_egui::input::EguiWantsInput>>,
    mut tools: ResMut<Tools>,
    ed: Res<Editor>,
    mut out: MessageWriter<EditorCommand>,
) {
    if egui_wants.as_ref().is_some_and(|w| w.wants_keyboard_input()) {
        return;
    }
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight, KeyCode::SuperLeft]);
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if ctrl {
        if keys.just_pressed(KeyCode::KeyZ) {
            out.write(if shift { EditorCommand::Redo } else { EditorCommand::Undo });
        }
        if keys.just_pressed(KeyCode::KeyY) {
            out.write(EditorCommand::Redo);
        }
        if keys.just_pressed(KeyCode::KeyS) {
            out.write(EditorCommand::Save { name: ed.name.clone() });
        }
        return;
    }
    for (k, t) in super::DIGITS.iter().zip(Tool::ALL) {
        if keys.just_pressed(*k) {
            tools.tool = t;
        }
    }
    if keys.just_pressed(KeyCode::BracketRight) {
        tools.brush = (tools.brush + 1).min(4);
    }
    if keys.just_pressed(KeyCode::BracketLeft) {
        tools.brush = tools.brush.saturating_sub(1);
    }
    if keys.just_pressed(KeyCode::Escape) {
        out.write(EditorCommand::Select(None));
    }
}

/// Move the camera to a hex the editor asked to show (a clicked problem).
pub(super) fn follow_focus(
    mut ed: ResMut<Editor>,
    view: Option<Res<MapView>>,
    mut cam: Query<&mut Transform, With<WorldCamera>>,
) {
    let (Some(view), Some(h)) = (view, ed.focus) else { return };
    if !ed.doc.contains(h) {
        ed.focus = None;
        return;
    }
    ed.focus = None;
    let p = view.0.center(h);
    for mut tf in &mut cam {
        tf.translation.x = p.x;
        tf.translation.y = p.y;
    }
}
