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

#[allow(clippy::too_many_arguments)]
pub(super) fn pointer_input(
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
pub(super) fn camera_controls(
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
