//! An idle window draws nothing: what stops egui from asking for a frame when nothing happened, and what keeps a
//! few frames coming after something did.
//!
//! bevy_egui 0.42 hands egui the state of the modifier keys on every frame as a `ModifiersChanged` event, changed or
//! not, and egui asks for another frame at once whenever its input holds any event. Under Bevy's reactive update
//! mode (`WinitSettings::desktop_app`) the window then drew about ten frames a second with nothing moving. Here a
//! `ModifiersChanged` that repeats what the context was last told is taken out before egui's pass begins; egui
//! keeps the modifiers of its previous pass, so nothing is lost.

use bevy::input::keyboard::KeyboardInput;
use bevy::input::mouse::{MouseButtonInput, MouseWheel};
use bevy::input::touch::TouchInput;
use bevy::prelude::*;
use bevy::window::{RequestRedraw, WindowResized};
use bevy_egui::EguiInput;
use bevy_egui::egui::{Event, Modifiers};
use std::collections::HashMap;

/// Drop each context's `ModifiersChanged` event that changes nothing.
pub fn drop_unchanged_modifiers(
    mut inputs: Query<(Entity, &mut EguiInput)>,
    mut last: Local<HashMap<Entity, Modifiers>>,
) {
    for (entity, mut input) in &mut inputs {
        let known = last.entry(entity).or_insert(Modifiers::NONE);
        input.events.retain(|e| match e {
            Event::ModifiersChanged(m) if m == known => false,
            Event::ModifiersChanged(m) => {
                *known = *m;
                true
            }
            _ => true,
        });
    }
}

/// How long frames keep coming after the last input: at least this many frames and this many seconds. A click or
/// tap often takes more than one frame to show all it did: egui sees it in one pass and draws its answer in the
/// next, a panel that folds or opens moves over several, and an order resolved or a message sent from one system
/// to another may each need one more. Under the reactive update mode nothing would draw those frames until the
/// next input (a drawer opened by a tap stayed closed on screen, a folded hand kept its button where it was); after
/// this the window is idle again.
const SETTLE_FRAMES: u32 = 6;
const SETTLE_SECS: f64 = 0.5;

/// Everything a player does to the window.
#[derive(bevy::ecs::system::SystemParam)]
pub struct AnyInput<'w, 's> {
    keys: MessageReader<'w, 's, KeyboardInput>,
    buttons: MessageReader<'w, 's, MouseButtonInput>,
    moved: MessageReader<'w, 's, CursorMoved>,
    wheel: MessageReader<'w, 's, MouseWheel>,
    touches: MessageReader<'w, 's, TouchInput>,
    resized: MessageReader<'w, 's, WindowResized>,
}

impl AnyInput<'_, '_> {
    /// Did anything arrive since the last frame? (Each reader is left read.)
    fn arrived(&mut self) -> bool {
        let counts = [
            self.keys.read().count(),
            self.buttons.read().count(),
            self.moved.read().count(),
            self.wheel.read().count(),
            self.touches.read().count(),
            self.resized.read().count(),
        ];
        counts.iter().any(|n| *n > 0)
    }
}

/// Ask for frames for `SETTLE_FRAMES` frames and `SETTLE_SECS` seconds (the input's own frame included) after any
/// input (keys, buttons, the pointer, touch, the wheel, a resize), and at the start.
pub fn settle_after_input(
    mut input: AnyInput,
    time: Res<Time<Real>>,
    mut since: Local<(u32, f64)>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let now = time.elapsed_secs_f64();
    if input.arrived() {
        *since = (0, now);
    }
    let (frames, at) = *since;
    if frames < SETTLE_FRAMES || now - at < SETTLE_SECS {
        redraw.write(RequestRedraw);
    }
    since.0 = frames.saturating_add(1);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_change_of_modifiers_reaches_egui() {
        let mut app = App::new();
        app.add_systems(Update, drop_unchanged_modifiers);
        let e = app.world_mut().spawn(EguiInput::default()).id();
        let feed = |app: &mut App, m: Modifiers| {
            let mut input = app.world_mut().get_mut::<EguiInput>(e).unwrap();
            input.events = vec![Event::ModifiersChanged(m), Event::PointerGone];
            app.update();
            app.world().get::<EguiInput>(e).unwrap().events.clone()
        };
        assert_eq!(feed(&mut app, Modifiers::NONE), vec![Event::PointerGone], "nothing held, as egui assumes");
        assert_eq!(
            feed(&mut app, Modifiers::SHIFT),
            vec![Event::ModifiersChanged(Modifiers::SHIFT), Event::PointerGone]
        );
        assert_eq!(feed(&mut app, Modifiers::SHIFT), vec![Event::PointerGone], "still held: no news");
        assert_eq!(feed(&mut app, Modifiers::NONE), vec![Event::ModifiersChanged(Modifiers::NONE), Event::PointerGone]);
    }

    #[test]
    fn a_few_frames_follow_input_and_then_none() {
        let mut app = App::new();
        app.add_plugins(bevy::time::TimePlugin)
            .add_message::<KeyboardInput>()
            .add_message::<MouseButtonInput>()
            .add_message::<CursorMoved>()
            .add_message::<MouseWheel>()
            .add_message::<TouchInput>()
            .add_message::<WindowResized>()
            .add_message::<RequestRedraw>()
            .add_systems(Update, settle_after_input);
        let asked = |app: &mut App| {
            app.update();
            let n = app.world().resource::<Messages<RequestRedraw>>().len();
            app.world_mut().resource_mut::<Messages<RequestRedraw>>().clear();
            n > 0
        };
        // Ten quick frames at the start: all asked for (within the settling time), then none once it has passed.
        let frames: Vec<bool> = (0..10).map(|_| asked(&mut app)).collect();
        assert!(frames.iter().all(|a| *a), "the first frames settle: {frames:?}");
        std::thread::sleep(std::time::Duration::from_secs_f64(SETTLE_SECS + 0.1));
        let idle: Vec<bool> = (0..SETTLE_FRAMES).map(|_| asked(&mut app)).collect();
        assert!(!idle.iter().any(|a| *a), "then idle: {idle:?}");
        // A resize starts it again, its own frame included; time passing alone ends it, however few frames ran.
        let window = app.world_mut().spawn_empty().id();
        app.world_mut().write_message(WindowResized { window, width: 390.0, height: 844.0 });
        assert!(asked(&mut app));
        std::thread::sleep(std::time::Duration::from_secs_f64(SETTLE_SECS + 0.1));
        let after: Vec<bool> = (0..SETTLE_FRAMES + 2).map(|_| asked(&mut app)).collect();
        assert_eq!(after.iter().filter(|a| **a).count(), SETTLE_FRAMES as usize - 1, "at least the frames: {after:?}");
    }
}
