//! An idle window draws nothing: what stops egui from asking for a frame when nothing happened.
//!
//! bevy_egui 0.42 hands egui the state of the modifier keys on every frame as a `ModifiersChanged` event, changed or
//! not, and egui asks for another frame at once whenever its input holds any event. Under Bevy's reactive update
//! mode (`WinitSettings::desktop_app`) the window then drew about ten frames a second with nothing moving. Here a
//! `ModifiersChanged` that repeats what the context was last told is taken out before egui's pass begins; egui
//! keeps the modifiers of its previous pass, so nothing is lost.

use bevy::prelude::*;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_change_of_modifiers_reaches_egui() {
        let mut app = App::new();
        app.add_systems(Update, drop_unchanged_modifiers);
        let e = app.world_mut().spawn(EguiInput::default()).id();
        let mut feed = |app: &mut App, m: Modifiers| {
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
}
