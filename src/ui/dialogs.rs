//! The desktop's own file dialogs (rfd): Import a save or scenario, Export a save, and the editor's Open a file and Save as. Each dialog runs on a thread of its own, so the window goes on drawing while it is open; what the player chose comes back to a system that carries it out. The browser keeps its page picker and downloads, and has none of this.

use bevy::prelude::*;

/// What a dialog is for, and so what is done with the file chosen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Purpose {
    /// Bring in a save or scenario (checked and stored as a dropped file is: `storage::import`).
    Import,
    /// Write a copy of the save of this name (in the data folder) where the player chooses.
    Export { save: String },
    /// Open a scenario file in the editor.
    EditorOpen,
    /// Save the editor's document to a file of the player's choosing.
    EditorSaveAs,
}

/// Asks for a dialog (what the screens send; `open_dialogs` opens it).
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct AskDialog {
    pub purpose: Purpose,
    /// The file name a save dialog offers.
    pub suggested: Option<String>,
}

/// Open the dialogs the screens asked for.
pub fn open_dialogs(mut asks: MessageReader<AskDialog>, mut dialogs: ResMut<Dialogs>) {
    for a in asks.read() {
        dialogs.ask(a.purpose.clone(), a.suggested.as_deref());
    }
}

/// What came back from a dialog.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    Chosen {
        purpose: Purpose,
        path: std::path::PathBuf,
    },
    /// Closed without choosing, after this long: at once means no dialog could open (on Linux rfd needs the
    /// desktop portal or zenity, and says nothing when both are missing).
    Cancelled {
        purpose: Purpose,
        after: std::time::Duration,
    },
}

/// The player's dialogs still open (at most one of each purpose at a time), and their answers.
#[derive(Resource, Default)]
pub struct Dialogs {
    open: Vec<Purpose>,
    answers: std::sync::Arc<std::sync::Mutex<Vec<(Purpose, Answer)>>>,
    /// Files chosen for the editor, kept for it to take (`take_for_editor`).
    for_editor: Vec<(Purpose, std::path::PathBuf)>,
}

impl Dialogs {
    /// Whether a dialog is open now (its answer not yet carried out).
    pub fn busy(&self) -> bool {
        !self.open.is_empty()
    }

    /// Open the dialog for `purpose` (`suggested`: the file name a save dialog offers). Does nothing where a dialog
    /// for the same purpose is open already; on the browser, nothing at all.
    pub fn ask(&mut self, purpose: Purpose, suggested: Option<&str>) {
        if self.open.contains(&purpose) {
            return;
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            let mut d = rfd::AsyncFileDialog::new().add_filter("Hexmarshal", &["ron"]);
            if let Some(dir) = crate::ui::storage::data_dir_if_any().filter(|d| d.is_dir()) {
                d = d.set_directory(dir);
            }
            if let Some(name) = suggested {
                d = d.set_file_name(name);
            }
            let saving = matches!(purpose, Purpose::Export { .. } | Purpose::EditorSaveAs);
            // The future is made here, on the thread that asked (macOS wants its panels made there), and waited
            // for on a thread of its own.
            let future: std::pin::Pin<Box<dyn std::future::Future<Output = Option<rfd::FileHandle>> + Send>> =
                if saving { Box::pin(d.save_file()) } else { Box::pin(d.pick_file()) };
            let answers = self.answers.clone();
            let p = purpose.clone();
            let asked = std::time::Instant::now();
            let spawned = std::thread::Builder::new().name("file dialog".into()).spawn(move || {
                let answer = match bevy::tasks::block_on(future) {
                    Some(f) => Answer::Chosen { purpose: p.clone(), path: f.path().to_path_buf() },
                    None => Answer::Cancelled { purpose: p.clone(), after: asked.elapsed() },
                };
                if let Ok(mut a) = answers.lock() {
                    a.push((p, answer));
                }
            });
            if spawned.is_ok() {
                self.open.push(purpose);
            }
        }
        #[cfg(target_arch = "wasm32")]
        let _ = (purpose, suggested);
    }

    /// As if a dialog for `purpose` had been opened and the player had answered it so: what the tests use, since
    /// no person sits at their dialogs.
    pub fn answered(&mut self, purpose: Purpose, answer: Answer) {
        self.open.push(purpose.clone());
        if let Ok(mut a) = self.answers.lock() {
            a.push((purpose, answer));
        }
    }

    /// The files chosen in the editor's dialogs (Open a file, Save as) since the last call.
    pub fn take_for_editor(&mut self) -> Vec<(Purpose, std::path::PathBuf)> {
        std::mem::take(&mut self.for_editor)
    }

    /// The answers that came back since the last call; their dialogs are no longer open.
    pub fn take(&mut self) -> Vec<Answer> {
        let Ok(mut a) = self.answers.lock() else { return Vec::new() };
        let done: Vec<(Purpose, Answer)> = std::mem::take(&mut *a);
        self.open.retain(|p| !done.iter().any(|(q, _)| q == p));
        done.into_iter().map(|(_, answer)| answer).collect()
    }
}

/// A file dialog's answer carried out: an import handed to the importer, a save exported; a file chosen for the
/// editor is kept for the editor to take. While a dialog is open the window keeps asking for frames, so its answer
/// is seen at once.
pub fn carry_out_answers(
    mut dialogs: ResMut<Dialogs>,
    i18n: Res<crate::ui::i18n::I18n>,
    mut status: ResMut<crate::ui::StatusLine>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    if dialogs.open.is_empty() {
        return;
    }
    redraw.write(bevy::window::RequestRedraw);
    for answer in dialogs.take() {
        let (purpose, path) = match answer {
            Answer::Chosen { purpose, path } => (purpose, path),
            // No person closes a dialog this fast: none opened. Say where files go instead.
            Answer::Cancelled { after, .. } if after < std::time::Duration::from_millis(400) => {
                let dir = crate::ui::storage::data_dir_if_any().map(|d| d.display().to_string()).unwrap_or_default();
                *status = crate::ui::StatusLine {
                    text: Some(i18n.ta("file-dialog-none", &[("dir", crate::text::shown(&dir).into())])),
                    error: true,
                };
                continue;
            }
            Answer::Cancelled { .. } => continue,
        };
        let shown = crate::text::shown(&path.display().to_string());
        match purpose {
            Purpose::Import => {
                let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
                crate::ui::storage::push_incoming(crate::ui::storage::Incoming {
                    name,
                    bytes: crate::text::read_bytes(&path),
                });
            }
            Purpose::Export { save } => {
                let written = crate::ui::storage::read_text(&save)
                    .ok_or_else(|| i18n.ta("file-no-such-save", &[("file", crate::text::shown(&save).into())]))
                    .and_then(|text| crate::save::write_atomic(&path, text.as_bytes()).map_err(|e| e.to_string()));
                *status = match written {
                    Ok(()) => crate::ui::StatusLine {
                        text: Some(i18n.ta("load-exported", &[("file", shown.into())])),
                        error: false,
                    },
                    Err(why) => crate::ui::StatusLine {
                        text: Some(i18n.ta("file-write", &[("file", shown.into()), ("message", why.into())])),
                        error: true,
                    },
                };
            }
            Purpose::EditorOpen | Purpose::EditorSaveAs => dialogs.for_editor.push((purpose, path)),
        }
    }
}
