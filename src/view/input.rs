//! The cameras and pointer input: the world camera and the egui camera, clicks and drags on the map, panning, zooming and fitting, and the viewport left free by the panels.

#[allow(unused_imports)]
use super::*;

#[derive(Component)]
pub(super) struct WorldCamera;

pub(super) fn setup_cameras(mut commands: Commands, mut egui: ResMut<EguiGlobalSettings>) {
    egui.auto_create_primary_context = false;
    commands.spawn((Camera2d, WorldCamera, Projection::Orthographic(OrthographicProjection::default_2d())));
    commands.spawn((
        PrimaryEguiContext,
        Camera2d,
        RenderLayers::none(),
        Camera { order: 1, clear_color: ClearColorConfig::None, ..default() },
    ));
}

/// Where the map lies and who has the pointer: the map's geometry, the part of the window left to it, what egui
/// wants of the input, and the screen shown.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct MapInput<'w> {
    pub(super) view: Option<Res<'w, MapView>>,
    pub(super) area: Res<'w, MapArea>,
    pub(super) egui_wants: Option<Res<'w, bevy_egui::input::EguiWantsInput>>,
    pub(super) screen: Res<'w, State<Screen>>,
}

pub(super) fn pointer_input(
    window: Query<&Window, With<PrimaryWindow>>,
    cam: Query<(&Camera, &GlobalTransform), With<WorldCamera>>,
    input: MapInput,
    buttons: Res<ButtonInput<MouseButton>>,
    mut motion: MessageReader<MouseMotion>,
    mut sel: ResMut<Selection>,
    mut clicks: MessageWriter<HexClicked>,
    mut dragged: Local<f32>,
) {
    let MapInput { view, area, egui_wants, .. } = input;
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

/// One finger on the map: which, where and when it went down, whether it has moved beyond a tap, whether its
/// long press has already fired, and (in the editor) the last hex its stroke reached.
#[derive(Debug, Clone, Copy)]
pub(super) struct Finger {
    id: u64,
    start: Vec2,
    at: f64,
    moved: bool,
    long: bool,
    stroke: Option<Coord>,
}

/// What the fingers on the map are doing.
#[derive(Debug, Default)]
pub(super) struct Gesture {
    finger: Option<Finger>,
    /// Two fingers: their distance and midpoint in the last frame.
    pinch: Option<(f32, Vec2)>,
}

/// A finger moving further than this (logical pixels) is a drag, not a tap.
const TAP_SLOP: f32 = 12.0;
/// A finger held still this long (seconds) is a long press.
const LONG_PRESS: f64 = 0.45;

/// Touch on the map. Two fingers pinch to zoom about their midpoint and pan as it moves, everywhere. One finger:
/// - in the game, a tap clicks a hex (select, act), a long press shows what the mouse shows by hovering (the hex,
///   the line of sight, the odds), and a drag pans the map;
/// - in the editor, the finger is the left button (a tap or a drag uses the tool, painting as it goes), and a long
///   press the right one (remove).
///
/// Touches that start on a panel are egui's.
pub(super) fn touch_input(
    touches: Res<Touches>,
    time: Res<Time<Real>>,
    input: MapInput,
    mut cam: Query<(&Camera, &mut Transform, &mut Projection, &GlobalTransform), With<WorldCamera>>,
    mut sel: ResMut<Selection>,
    (mut clicks, mut edits, mut redraw): (
        MessageWriter<HexClicked>,
        MessageWriter<crate::editor::EditorPointer>,
        MessageWriter<RequestRedraw>,
    ),
    mut g: Local<Gesture>,
) {
    let MapInput { view, area, egui_wants, screen } = input;
    use crate::editor::{EditorPointer, PointerPhase};
    let (Some(view), Some(rect), Ok((camera, mut tf, mut proj, gtf))) = (view, area.0, cam.single_mut()) else {
        return;
    };
    let Projection::Orthographic(ortho) = &mut *proj else { return };
    let editor = *screen.get() == Screen::Editor;
    let now = time.elapsed_secs_f64();
    let over_egui = egui_wants.as_ref().is_some_and(|w| w.is_pointer_over_area() || w.wants_pointer_input());
    let hex_at = |pos: Vec2| camera.viewport_to_world_2d(gtf, pos).ok().and_then(|p| view.0.hex_at(p));
    // An editor pointer event at a window point (the edge nearest it, for the hexside tool).
    let pointer = |pos: Vec2, phase: PointerPhase, secondary: bool| {
        let world = camera.viewport_to_world_2d(gtf, pos).ok()?;
        let hex = view.0.hex_at(world)?;
        Some(EditorPointer { hex, edge: super::editor_board::nearest_edge(&view.0, hex, world), phase, secondary })
    };
    let down: Vec<&bevy::input::touch::Touch> = touches.iter().collect();
    for t in touches.iter_just_pressed() {
        if g.finger.is_none() && rect.contains(t.position()) && !over_egui {
            g.finger =
                Some(Finger { id: t.id(), start: t.position(), at: now, moved: false, long: false, stroke: None });
        }
    }
    if g.finger.is_some() && down.len() >= 2 {
        // Two fingers: pinch to zoom about their midpoint, and pan as it moves. Never a tap; an editor stroke ends.
        if let Some(f) = g.finger.as_mut() {
            f.moved = true;
            if let Some(last) = f.stroke.take() {
                let world = view.0.center(last);
                edits.write(EditorPointer {
                    hex: last,
                    edge: super::editor_board::nearest_edge(&view.0, last, world),
                    phase: PointerPhase::Release,
                    secondary: false,
                });
            }
        }
        let (a, b) = (down[0].position(), down[1].position());
        let (d, mid) = (a.distance(b).max(1.0), (a + b) / 2.0);
        if let Some((pd, pmid)) = g.pinch {
            let before = camera.viewport_to_world_2d(gtf, mid).ok();
            let old = ortho.scale;
            ortho.scale = (ortho.scale * pd / d).clamp(0.15, 6.0);
            if let Some(w) = before {
                let p = tf.translation.truncate();
                let np = w + (p - w) * (ortho.scale / old);
                tf.translation.x = np.x - (mid.x - pmid.x) * ortho.scale;
                tf.translation.y = np.y + (mid.y - pmid.y) * ortho.scale;
            }
            redraw.write(RequestRedraw);
        }
        g.pinch = Some((d, mid));
    } else {
        g.pinch = None;
    }
    if let (Some(f), [t]) = (g.finger.as_mut(), down.as_slice())
        && t.id() == f.id
        && !f.long
    {
        if t.position().distance(f.start) > TAP_SLOP {
            f.moved = true;
        }
        if f.moved && editor {
            // The stroke starts where the finger went down, and goes on hex by hex.
            if f.stroke.is_none()
                && let Some(p) = pointer(f.start, PointerPhase::Press, false)
            {
                f.stroke = Some(p.hex);
                edits.write(p);
            }
            if let Some(p) = pointer(t.position(), PointerPhase::Drag, false)
                && f.stroke.is_some_and(|last| last != p.hex)
            {
                f.stroke = Some(p.hex);
                edits.write(p);
            }
        } else if f.moved {
            let d = t.delta();
            tf.translation.x -= d.x * ortho.scale;
            tf.translation.y += d.y * ortho.scale;
            redraw.write(RequestRedraw);
        } else if now - f.at >= LONG_PRESS {
            f.long = true;
            if editor {
                for phase in [PointerPhase::Press, PointerPhase::Release] {
                    edits.write_batch(pointer(t.position(), phase, true));
                }
            } else {
                sel.hover = hex_at(t.position());
            }
        }
    }
    for t in touches.iter_just_released().chain(touches.iter_just_canceled()) {
        let Some(f) = g.finger.filter(|f| f.id == t.id()) else { continue };
        g.finger = None;
        let canceled = touches.just_canceled(t.id());
        if f.stroke.is_some() {
            edits.write_batch(pointer(t.position(), PointerPhase::Release, false));
        } else if !f.moved && !f.long && !canceled {
            if editor {
                for phase in [PointerPhase::Press, PointerPhase::Release] {
                    edits.write_batch(pointer(t.position(), phase, false));
                }
            } else if let Some(h) = hex_at(t.position()) {
                // A tap acts; what a long press showed goes away.
                sel.hover = None;
                clicks.write(HexClicked(h));
            }
        }
        redraw.write(RequestRedraw);
    }
    // Keep frames coming while a finger rests, so a long press is noticed without an event to wake the app.
    if g.finger.is_some() {
        redraw.write(RequestRedraw);
    }
}

/// What moves the camera: keys, buttons, the wheel and the mouse's motion, and the clock for smooth keyboard panning.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct CameraInput<'w, 's> {
    keys: Res<'w, ButtonInput<KeyCode>>,
    buttons: Res<'w, ButtonInput<MouseButton>>,
    wheel: MessageReader<'w, 's, MouseWheel>,
    motion: MessageReader<'w, 's, MouseMotion>,
    time: Res<'w, Time<Real>>,
}

pub(super) fn camera_controls(
    controls: CameraInput,
    window: Query<&Window, With<PrimaryWindow>>,
    mut cam: Query<(&Camera, &mut Transform, &mut Projection, &GlobalTransform), With<WorldCamera>>,
    input: MapInput,
    fit: Option<Res<FitMap>>,
    mut commands: Commands,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let CameraInput { keys, buttons, mut wheel, mut motion, time } = controls;
    let MapInput { view, area, egui_wants, screen } = input;
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
pub(super) fn apply_viewport(
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

/// Where a tap can act now, in window points (see `TapTargets`): written when it changes.
pub(super) fn tap_targets(
    model: Res<TableModel>,
    sel: Res<Selection>,
    view: Option<Res<MapView>>,
    area: Res<MapArea>,
    cam: Query<(&Camera, &GlobalTransform, &Projection), With<WorldCamera>>,
    mut out: ResMut<crate::ui::layout::TapTargets>,
) {
    let (Some(view), Ok((camera, gtf, proj))) = (view, cam.single()) else { return };
    let v = &view.0;
    let on_screen = |c: Coord| {
        camera
            .world_to_viewport(gtf, v.center(c).extend(0.0))
            .ok()
            .filter(|p| area.0.is_some_and(|r| r.contains(*p)))
            .map(|p| [p.x, p.y])
    };
    let mut t = crate::ui::layout::TapTargets { hover: sel.hover.is_some(), ..default() };
    if model.curtain.is_none() {
        for o in &model.legal {
            if let Some(u) = model.pickable(o).and_then(|id| model.unit(id)) {
                t.pick.extend(on_screen(u.at).filter(|p| !t.pick.contains(p)));
            }
            let shape = o.shape();
            if let Shape::Move { unit, .. } | Shape::Fire { unit, .. } | Shape::Attack { unit, .. } = &shape
                && let Some(u) = model.unit(unit)
            {
                t.act.extend(on_screen(u.at).filter(|p| !t.act.contains(p)));
            }
            if let (Shape::Move { unit, to }, Some(s)) = (shape, &sel.unit)
                && unit == s
            {
                t.moves.extend(on_screen(to));
            }
        }
    }
    if let Projection::Orthographic(o) = proj {
        t.zoom = o.scale;
    }
    if *out != t {
        *out = t;
    }
}

/// When a decision asks for hexes (a retreat, a placement, an advance) and some of them lie outside the map's
/// visible part, the map scrolls to bring them into view: it centres on the hexes asked for (as many as fit).
pub(super) fn show_prompt_targets(
    model: Res<TableModel>,
    view: Option<Res<MapView>>,
    area: Res<MapArea>,
    mut cam: Query<(&mut Transform, &Projection), With<WorldCamera>>,
    mut last: Local<Vec<Coord>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if !model.is_changed() {
        return;
    }
    let targets: Vec<Coord> = match &model.prompt {
        Some(p) if model.curtain.is_none() && !model.watching => p.map_targets.iter().map(|(c, _)| *c).collect(),
        _ => Vec::new(),
    };
    if targets == *last {
        return;
    }
    *last = targets.clone();
    let (Some(view), Some(rect), Ok((mut tf, proj))) = (view, area.0, cam.single_mut()) else { return };
    let Projection::Orthographic(ortho) = proj else { return };
    if targets.is_empty() {
        return;
    }
    let pts: Vec<Vec2> = targets.iter().map(|c| view.0.center(*c)).collect();
    let half = Vec2::new(rect.width(), rect.height()) * ortho.scale / 2.0;
    let centre = tf.translation.truncate();
    let margin = Vec2::splat(coords::HEX_SIZE);
    let seen = |p: &Vec2| (*p - centre).abs().cmple(half - margin).all();
    if pts.iter().all(seen) {
        return;
    }
    let (lo, hi) = pts.iter().fold((pts[0], pts[0]), |(lo, hi), p| (lo.min(*p), hi.max(*p)));
    // All of them when they fit, else the first (the panel lists them in order) with as many around it as fit.
    let to = if (hi - lo).cmple(2.0 * (half - margin)).all() { (lo + hi) / 2.0 } else { pts[0] };
    tf.translation.x = to.x;
    tf.translation.y = to.y;
    redraw.write(RequestRedraw);
}
