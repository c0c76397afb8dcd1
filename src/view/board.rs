//! The board: tiles, hexsides, objectives and counters drawn from the table model, and counters sliding to where the game put them.

#[allow(unused_imports)]
use super::*;

/// Everything drawn for the board; rebuilt when the game is replaced.
#[derive(Component)]
pub(super) struct BoardEntity;

#[derive(Component)]
pub(super) struct Counter {
    id: String,
    look: CounterLook,
}

#[derive(Debug, Clone, PartialEq)]
pub(super) struct CounterLook {
    side: usize,
    kind: Option<&'static str>,
    strength: Option<u8>,
    max: Option<u8>,
    attached: bool,
    leader: Option<String>,
    colour_blind: bool,
    facing: Option<(crate::rules::hex::Orientation, crate::rules::hex::Dir)>,
}

/// Where a counter is heading (moves and retreats animate towards it).
#[derive(Component)]
pub(super) struct Target(Vec2);

/// The hexes a counter still has to pass through on its way to its `Target` (a move slides along its way).
#[derive(Component, Default)]
pub(super) struct Via(std::collections::VecDeque<Vec2>);

/// A request to fit the whole map into the map area.
#[derive(Resource)]
pub(super) struct FitMap;

pub(super) fn hide_board(mut q: Query<&mut Visibility, With<BoardEntity>>) {
    for mut v in &mut q {
        *v = Visibility::Hidden;
    }
}

pub(super) fn show_board(mut q: Query<&mut Visibility, With<BoardEntity>>) {
    for mut v in &mut q {
        *v = Visibility::Inherited;
    }
}

/// What the board is drawn from: the game's board and its epoch (a new game or the board drawn afresh), the icons,
/// and the map's geometry once drawn.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct BoardSource<'w> {
    epoch: Res<'w, GameEpoch>,
    board: Option<Res<'w, Board>>,
    icons: Option<Res<'w, Icons>>,
    view: Option<Res<'w, MapView>>,
}

pub(super) fn build_board(
    mut commands: Commands,
    mut images: ResMut<Assets<Image>>,
    source: BoardSource,
    old: Query<Entity, (With<BoardEntity>, Without<ChildOf>)>,
    hexsides: Query<&Hexside>,
    mut built: Local<Option<u64>>,
) {
    let (Some(board), Some(icons)) = (source.board, source.icons) else { return };
    if *built == Some(source.epoch.0) && source.view.is_some() {
        return;
    }
    *built = Some(source.epoch.0);
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
    commands.insert_resource(MapView(geo));
    commands.insert_resource(FitMap);
}

/// The tint of a tile by its elevation: hills warmer and lighter, depressions cooler and darker.
pub(super) fn elevation_tint(e: i8) -> Color {
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

/// Strength on a counter: one pip per block, lost blocks dark; a bar filled in proportion when there are more
/// blocks than fit (units counted in models).
pub(super) fn strength_pips(c: &mut ChildSpawnerCommands, n: u8, max: u8) {
    if max > 6 {
        let (w, filled) = (34.0, 34.0 * f32::from(n.min(max)) / f32::from(max.max(1)));
        c.spawn((
            Sprite { color: Color::srgba(0.0, 0.0, 0.0, 0.45), custom_size: Some(Vec2::new(w, 5.0)), ..default() },
            Transform::from_xyz(0.0, -15.0, 0.1),
        ));
        c.spawn((
            Sprite { color: Color::WHITE, custom_size: Some(Vec2::new(filled, 5.0)), ..default() },
            Transform::from_xyz((filled - w) / 2.0, -15.0, 0.15),
        ));
        return;
    }
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
pub(super) fn hill_mark(hill: &Handle<Image>, centre: Vec2) -> (Sprite, Transform) {
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
pub(super) fn hexside_colour(kind: crate::rules::terrain::HexsideKind) -> Color {
    use crate::rules::terrain::HexsideKind as K;
    match kind {
        K::Stream => Color::srgb(0.25, 0.5, 0.85),
        K::Hedge | K::Bocage => Color::srgb(0.15, 0.35, 0.12),
        K::Wall => Color::srgb(0.55, 0.55, 0.55),
        K::Cliff => Color::srgb(0.35, 0.25, 0.15),
        K::Slope => Color::srgb(0.7, 0.5, 0.25),
        K::Bridge => Color::srgb(0.6, 0.45, 0.25),
        K::Abatis => Color::srgb(0.5, 0.3, 0.1),
        K::Entrenchment => Color::srgb(0.4, 0.3, 0.25),
        _ => Color::srgb(0.45, 0.35, 0.2),
    }
}

/// An objective marker on the board.
#[derive(Component)]
pub(super) struct ObjectiveMark;

/// What the board's marks are drawn from: the seated side's table model, the map's geometry, the icons and the
/// player's settings (colours).
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct TableLook<'w> {
    model: Res<'w, TableModel>,
    view: Option<Res<'w, MapView>>,
    icons: Option<Res<'w, Icons>>,
    settings: Res<'w, Settings>,
}

/// The objectives last drawn: where, who holds each, and whether it is secret.
type ShownObjectives = Vec<(Coord, Option<usize>, bool)>;

/// Objectives as the side at the table sees them (a secret one only for its owner), redrawn when the model changes.
pub(super) fn sync_objectives(
    mut commands: Commands,
    look: TableLook,
    mut images: ResMut<Assets<Image>>,
    marks: Query<Entity, With<ObjectiveMark>>,
    mut ring: Local<Option<Handle<Image>>>,
    mut shown: Local<Option<ShownObjectives>>,
) {
    let TableLook { model, view, icons, settings } = look;
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
pub(super) struct Faces {
    square: Handle<Image>,
    cut: Handle<Image>,
}

pub(super) fn sync_counters(
    mut commands: Commands,
    look: TableLook,
    faces: Option<Res<Faces>>,
    mut images: ResMut<Assets<Image>>,
    mut counters: Query<(Entity, &mut Counter, &mut Target, &Transform)>,
    epoch: Res<GameEpoch>,
    mut seen: Local<Option<u64>>,
) {
    let TableLook { model, view, icons, settings } = look;
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
    let kit = CounterKit { faces: &faces, icons: &icons, settings: &settings, model: &model };
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
            facing: u.facing.map(|d| (view.0.orientation, d)),
        };
        // The way a unit just went, when the last order moved it: the counter slides through each hex of it.
        // The marked path may begin before where the counter stands (the changes count from the side's own last
        // order): only the part after its present hex is gone through.
        let via = |from: Vec2| -> Via {
            let Some((_, _, path)) = model.changes.moves.iter().find(|(id, _, _)| *id == u.id) else {
                return Via::default();
            };
            let centres: Vec<Vec2> = path.iter().map(|c| view.0.center(*c) + offset).collect();
            match centres.iter().position(|c| c.distance(from) < 1.0) {
                Some(k) if !fresh && k + 2 < centres.len() => {
                    Via(centres[k + 1..centres.len() - 1].iter().copied().collect())
                }
                _ => Via::default(),
            }
        };
        if let Some((e, pos)) = existing.get(&u.id) {
            if let Ok((_, c, mut t, _)) = counters.get_mut(*e)
                && c.look == look
                && !fresh
            {
                if t.0 != target {
                    commands.entity(*e).insert(via(*pos));
                }
                t.0 = target;
                keep.insert(*e);
                continue;
            }
            // The look changed: redraw it where it stands and let it move on from there.
            commands.entity(*e).despawn();
            let e = kit.spawn(&mut commands, u, look, if fresh { target } else { *pos }, target);
            commands.entity(e).insert(via(*pos));
            keep.insert(e);
        } else {
            keep.insert(kit.spawn(&mut commands, u, look, target, target));
        }
    }
    for (e, _, _, _) in &counters {
        if !keep.contains(&e) {
            commands.entity(e).despawn();
        }
    }
}

/// What every counter is drawn with: the faces, the icons, the player's colours and the table model's side colours.
#[derive(Clone, Copy)]
pub(super) struct CounterKit<'a> {
    faces: &'a Faces,
    icons: &'a Icons,
    settings: &'a Settings,
    model: &'a TableModel,
}

impl CounterKit<'_> {
    /// Spawn the counter of `u` with `look` at `at`, heading for `target`.
    fn spawn(
        &self,
        commands: &mut Commands,
        u: &crate::game::side_view::UnitView,
        look: CounterLook,
        at: Vec2,
        target: Vec2,
    ) -> Entity {
        let CounterKit { faces, icons, settings, model } = *self;
        let colour =
            settings.side_colour(u.side, model.side_colours.get(u.side).map(String::as_str).unwrap_or("#808080"));
        let leader = u.is_leader;
        let face = if u.side.is_multiple_of(2) { faces.square.clone() } else { faces.cut.clone() };
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
                if let Some((o, d)) = look.facing {
                    // A bar on the edge the unit faces: its front.
                    let v = super::editor_board::dir_vector(o, d) * 23.0;
                    c.spawn((
                        Sprite {
                            color: Color::srgb(1.0, 0.95, 0.6),
                            custom_size: Some(Vec2::new(5.0, 22.0)),
                            ..default()
                        },
                        Transform::from_xyz(v.x, v.y, 0.2).with_rotation(Quat::from_rotation_z(v.y.atan2(v.x))),
                    ));
                }
            })
            .id()
    }
}

pub(super) fn animate_counters(
    mut q: Query<(&Target, &mut Transform, Option<&mut Via>), With<Counter>>,
    time: Res<Time<Real>>,
    settings: Res<Settings>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let speed = settings.animation_speed;
    let mut moving = false;
    for (t, mut tf, via) in &mut q {
        let p = tf.translation.truncate();
        // Through the hexes of its way first, at an even pace (about 0.12 s a hex at normal speed).
        if let Some(mut via) = via
            && let Some(next) = via.0.front().copied()
        {
            if speed <= 0.0 {
                via.0.clear();
            } else {
                let d = next - p;
                let step = time.delta_secs() * coords::HEX_SIZE * 15.0 / speed.max(0.1);
                if d.length() <= step {
                    via.0.pop_front();
                    tf.translation.x = next.x;
                    tf.translation.y = next.y;
                } else {
                    let s = d.normalize() * step;
                    tf.translation.x += s.x;
                    tf.translation.y += s.y;
                }
                moving = true;
                continue;
            }
        }
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
