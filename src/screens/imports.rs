//! Files coming in from outside: the browser's Import picker and files dropped on the desktop window, each checked
//! by `storage::import` (stored only if valid) with the outcome on the status line and a new scenario in the list.

use super::{ScenarioEntry, ScenarioList};
use crate::ui::i18n::I18n;
use crate::ui::{StatusLine, storage};
use bevy::prelude::*;
use bevy::window::FileDragAndDrop;
use std::sync::Arc;

pub struct ImportsPlugin;

impl Plugin for ImportsPlugin {
    fn build(&self, app: &mut App) {
        app.add_message::<FileDragAndDrop>()
            .add_systems(Startup, storage::listen_for_imports)
            .add_systems(Update, receive_imports);
    }
}

/// A dropped file as an incoming one, read as every file is (a folder or an oversized file is refused unread).
fn dropped(path: &std::path::Path) -> storage::Incoming {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    storage::Incoming { name, bytes: crate::text::read_bytes(path) }
}

fn receive_imports(
    mut drops: MessageReader<FileDragAndDrop>,
    i18n: Res<I18n>,
    mut status: ResMut<StatusLine>,
    list: Option<ResMut<ScenarioList>>,
    mut images: ResMut<Assets<Image>>,
) {
    let mut incoming = storage::take_incoming();
    for d in drops.read() {
        if let FileDragAndDrop::DroppedFile { path_buf, .. } = d {
            incoming.push(dropped(path_buf));
        }
    }
    let mut list = list;
    for file in incoming {
        *status = match file.import() {
            Ok(storage::Imported::Save(name)) => {
                StatusLine { text: Some(i18n.ta("import-done-save", &[("file", name.into())])), error: false }
            }
            Ok(storage::Imported::Scenario(name)) => {
                if let (Some(list), Some(text)) = (list.as_mut(), storage::read_text(&name))
                    && let Ok(s) = crate::scenario::load_str(&text, &name)
                {
                    let preview = images.add(crate::gfx::art::scenario_preview(&s));
                    list.entries.insert(0, ScenarioEntry { file: name.clone(), scenario: Arc::new(s), preview });
                    list.selected = 0;
                }
                StatusLine { text: Some(i18n.ta("import-done-scenario", &[("file", name.into())])), error: false }
            }
            Err(why) => {
                let reason = crate::ui::problems::file_error_text(&i18n, &why);
                StatusLine { text: Some(i18n.ta("import-failed", &[("reason", reason.into())])), error: true }
            }
        };
    }
}
