//! Where the client keeps its files: the autosave, named saves and settings. On desktop, one data folder with atomic writes; in the browser, `localStorage` (each write replaces one key whole).

use crate::save::SaveFile;

pub const SETTINGS: &str = "settings.ron";
pub const AUTOSAVE: &str = "autosave.save.ron";

/// A save as listed on the load screen.
#[derive(Debug, Clone, PartialEq)]
pub struct SaveEntry {
    pub name: String,
    /// Milliseconds since the epoch of the last write, for sorting.
    pub modified: u64,
}

/// Why a file the player chose or saved could not be read, loaded or brought in: typed, so the client words it in
/// the player's language (`ui::problems::file_error_text`); its `Display` is the English of the command line and
/// the logs.
#[derive(Debug)]
pub enum FileError {
    /// No save of that name is kept.
    NoSuchSave { file: String },
    /// The file's bytes could not be read or are not UTF-8 text.
    Read { file: String, why: crate::text::ReadError },
    /// A save that does not load or replay (it names its file).
    Save(crate::save::SaveError),
    /// A scenario that does not validate: its first problems (at most `IMPORT_ERROR_LINES`) and how many in all.
    Scenario { file: String, errors: Vec<crate::scenario::ScenarioError>, total: usize },
    /// Storing it failed (the system's or the browser's own words).
    Write { file: String, message: String },
}

impl std::fmt::Display for FileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FileError::NoSuchSave { file } => write!(f, "{file}: there is no such save"),
            FileError::Read { file, why } => write!(f, "{file}: {why}"),
            FileError::Save(e) => write!(f, "{e}"),
            FileError::Scenario { file, errors, total } => {
                let report = crate::scenario::FileReport { file: file.clone(), errors: errors.clone() };
                write!(f, "{}", report.lines().join("\n"))?;
                if *total > errors.len() {
                    write!(f, "\n… and {} more", total - errors.len())?;
                }
                Ok(())
            }
            FileError::Write { file, message } => write!(f, "{file}: {message}"),
        }
    }
}

impl From<crate::save::SaveError> for FileError {
    fn from(e: crate::save::SaveError) -> FileError {
        FileError::Save(e)
    }
}

/// Read and fully verify a save (replayed order by order); the error names file, line and column.
pub fn load_save(name: &str) -> Result<SaveFile, FileError> {
    let text = read_text(name).ok_or_else(|| FileError::NoSuchSave { file: crate::text::shown(name) })?;
    let save = SaveFile::from_ron(&text, name)?;
    save.replay(name)?;
    Ok(save)
}

pub fn write_save(name: &str, save: &SaveFile) -> Result<(), String> {
    write_text(name, &save.to_ron())
}

/// Scenarios the player brought in (files named `*.scenario.ron` in the data folder or browser storage):
/// (name, text).
pub fn imported_scenarios() -> Vec<(String, String)> {
    list_names(".scenario.ron").into_iter().filter_map(|n| read_text(&n).map(|t| (n, t))).collect()
}

/// A file on its way in: its name, and its bytes or why they were not read (over the size limit, not a file).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Incoming {
    pub name: String,
    pub bytes: Result<Vec<u8>, crate::text::ReadError>,
}

impl Incoming {
    /// Import it (see `import`).
    pub fn import(&self) -> Result<Imported, FileError> {
        match &self.bytes {
            Ok(b) => import(&self.name, b),
            Err(why) => Err(FileError::Read { file: crate::text::shown(&self.name), why: why.clone() }),
        }
    }
}

/// What an import brought in, under the name it is stored as.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Imported {
    Save(String),
    Scenario(String),
}

/// The most error lines an import reports; the rest are counted.
const IMPORT_ERROR_LINES: usize = 8;

/// Bring in a file the player chose (the browser's Import, a file dropped on the window): `name` is the file's own
/// name, `bytes` its content. A save (`*.save.ron`) must replay to its hashes, anything else must be a valid
/// scenario; a file that fails is not stored and the error says why (file, line and column, or the field), with
/// the file's text escaped and shortened. A name already in use gets a number rather than replacing what is there.
pub fn import(name: &str, bytes: &[u8]) -> Result<Imported, FileError> {
    let is_save = name.ends_with(".save.ron");
    let text = check(name, bytes, is_save)?;
    let stored = free_name(&stored_name(name, is_save));
    write_text(&stored, &text).map_err(|message| FileError::Write { file: stored.clone(), message })?;
    Ok(if is_save { Imported::Save(stored) } else { Imported::Scenario(stored) })
}

/// The checks of an import, storing nothing: `bytes`, from a stranger under the name `name`, decoded and
/// verified as a save (replayed to its hashes) or a scenario (validated), or why not (the first error lines).
/// The text comes back as it would be stored: UTF-8 with no byte-order mark. A scenario link's file passes here too.
pub fn check(name: &str, bytes: &[u8], is_save: bool) -> Result<String, FileError> {
    let shown = crate::text::shown(name);
    let read = |why| FileError::Read { file: shown.clone(), why };
    if bytes.len() as u64 > crate::text::MAX_FILE_BYTES {
        return Err(read(crate::text::ReadError::TooBig { len: bytes.len() as u64 }));
    }
    let text = crate::text::decode_typed(bytes).map_err(read)?;
    if is_save {
        let save = SaveFile::from_ron(&text, &shown)?;
        save.replay(&shown)?;
    } else if let Err(report) = crate::scenario::load_str(&text, &shown) {
        let total = report.errors.len();
        let errors = report.errors.into_iter().take(IMPORT_ERROR_LINES).collect();
        return Err(FileError::Scenario { file: shown, errors, total });
    }
    Ok(text)
}

/// Keep a checked scenario's text (see `check`) among the player's scenarios, under a name made from `name` as an
/// import's is; the name it was stored under.
pub fn store_scenario(name: &str, text: &str) -> Result<String, FileError> {
    let stored = free_name(&stored_name(name, false));
    write_text(&stored, text).map_err(|message| FileError::Write { file: stored.clone(), message })?;
    Ok(stored)
}

/// The name an imported file is stored under: letters, digits, `_`, `.` and `-` only, at most 80 characters
/// before its ending, and `.scenario.ron` for anything that is not a save.
fn stored_name(name: &str, is_save: bool) -> String {
    let ending = if is_save { ".save.ron" } else { ".scenario.ron" };
    let stem = name.strip_suffix(".save.ron").or_else(|| name.strip_suffix(".scenario.ron"));
    let stem = stem.or_else(|| name.strip_suffix(".ron")).unwrap_or(name);
    let clean: String = stem
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.') { c } else { '_' })
        .take(80)
        .collect();
    let clean = clean.trim_start_matches('.');
    format!("{}{ending}", if clean.is_empty() { "imported" } else { clean })
}

/// `name`, or `name` with `_2`, `_3`... before its ending when a file of that name is already stored.
fn free_name(name: &str) -> String {
    if !exists(name) {
        return name.to_string();
    }
    let ending = if name.ends_with(".save.ron") { ".save.ron" } else { ".scenario.ron" };
    let stem = name.strip_suffix(ending).unwrap_or(name);
    (2..).map(|k| format!("{stem}_{k}{ending}")).find(|n| !exists(n)).unwrap_or_default()
}

pub fn exists(name: &str) -> bool {
    read_text(name).is_some()
}

/// A name for a new save of a scenario at a turn, unique by the clock.
pub fn new_save_name(scenario: &str, turn: u32) -> String {
    let stem: String =
        scenario.chars().map(|c| if c.is_alphanumeric() { c.to_ascii_lowercase() } else { '_' }).collect();
    format!("{stem}_turn{turn}_{}.save.ron", now_millis() / 1000)
}

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    use super::SaveEntry;
    use crate::save::write_atomic;
    use std::path::PathBuf;

    /// The data folder: `$HEXMARSHAL_DATA`, else the platform's own (`platform_dir`), else `.hexmarshal` here.
    pub fn data_dir() -> PathBuf {
        match std::env::var_os("HEXMARSHAL_DATA") {
            Some(d) => PathBuf::from(d),
            None => platform_dir().unwrap_or_else(|| PathBuf::from(".hexmarshal")),
        }
    }

    /// Where this desktop keeps a program's data: `$XDG_DATA_HOME/hexmarshal` or `~/.local/share/hexmarshal` on
    /// Linux (where it has always been), `~/Library/Application Support/Hexmarshal` on macOS and
    /// `%APPDATA%\Hexmarshal\data` on Windows. `None` where the system names no home folder.
    pub fn platform_dir() -> Option<PathBuf> {
        directories::ProjectDirs::from("", "", "Hexmarshal").map(|p| p.data_dir().to_path_buf())
    }

    pub fn read_text(name: &str) -> Option<String> {
        crate::text::read(&data_dir().join(name)).ok()
    }

    /// Write a file of the data folder atomically (the old content survives a crash).
    pub fn write_text(name: &str, text: &str) -> Result<(), String> {
        let dir = data_dir();
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let p = dir.join(name);
        write_atomic(&p, text.as_bytes()).map_err(|e| format!("{}: {e}", p.display()))
    }

    /// Saves in the data folder, newest first (the autosave included).
    pub fn list_saves() -> Vec<SaveEntry> {
        let Ok(rd) = std::fs::read_dir(data_dir()) else { return Vec::new() };
        let mut out: Vec<SaveEntry> = rd
            .flatten()
            .filter_map(|e| {
                let name = e.file_name().to_string_lossy().into_owned();
                if !name.ends_with(".save.ron") || name.starts_with('.') {
                    return None;
                }
                let modified = e
                    .metadata()
                    .and_then(|m| m.modified())
                    .ok()
                    .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
                    .map(|d| d.as_millis() as u64)
                    .unwrap_or(0);
                Some(SaveEntry { name, modified })
            })
            .collect();
        out.sort_by(|a, b| b.modified.cmp(&a.modified).then(a.name.cmp(&b.name)));
        out
    }

    pub fn now_millis() -> u64 {
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_millis() as u64).unwrap_or(0)
    }

    /// Names of the data folder's files ending with `suffix`, sorted.
    pub fn list_names(suffix: &str) -> Vec<String> {
        let Ok(rd) = std::fs::read_dir(data_dir()) else { return Vec::new() };
        let mut v: Vec<String> = rd
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(suffix) && !n.starts_with('.'))
            .collect();
        v.sort();
        v
    }

    /// On the desktop a save is already a file: say where it is.
    pub fn export(name: &str) -> Result<String, String> {
        let p = data_dir().join(name);
        if p.exists() { Ok(p.display().to_string()) } else { Err(format!("{name}: there is no such save")) }
    }

    /// On the desktop, files are brought in by copying them into the data folder or dropping them on the window.
    pub fn import_dialog() -> Result<String, String> {
        Ok(data_dir().display().to_string())
    }

    /// The desktop has no page picker: dropped files arrive as window events, and chosen ones from the file
    /// dialog (`ui::dialogs`) through `push_incoming`.
    pub fn listen_for_imports() {}

    static INBOX: std::sync::Mutex<Vec<super::Incoming>> = std::sync::Mutex::new(Vec::new());

    /// A file chosen in the Import dialog, to be imported with the dropped ones.
    pub fn push_incoming(file: super::Incoming) {
        if let Ok(mut i) = INBOX.lock() {
            i.push(file);
        }
    }

    /// The files chosen since the last call.
    pub fn take_incoming() -> Vec<super::Incoming> {
        INBOX.lock().map(|mut i| std::mem::take(&mut *i)).unwrap_or_default()
    }

    /// The data folder (the desktop always has one).
    pub fn data_dir_if_any() -> Option<PathBuf> {
        Some(data_dir())
    }

    pub const CAN_DOWNLOAD: bool = false;
}

#[cfg(target_arch = "wasm32")]
mod imp {
    use super::SaveEntry;

    const PREFIX: &str = "hexmarshal/";
    const STAMP: &str = "hexmarshal-time/";

    fn storage() -> Result<web_sys::Storage, String> {
        web_sys::window()
            .and_then(|w| w.local_storage().ok().flatten())
            .ok_or_else(|| "browser storage is not available (private mode or disabled)".to_string())
    }

    pub fn read_text(name: &str) -> Option<String> {
        storage().ok()?.get_item(&format!("{PREFIX}{name}")).ok().flatten()
    }

    /// One key replaced whole: the old value stays when the browser refuses the new one (storage full).
    pub fn write_text(name: &str, text: &str) -> Result<(), String> {
        let s = storage()?;
        s.set_item(&format!("{PREFIX}{name}"), text)
            .map_err(|_| format!("{name}: the browser storage is full or refused the save"))?;
        let _ = s.set_item(&format!("{STAMP}{name}"), &now_millis().to_string());
        Ok(())
    }

    pub fn list_saves() -> Vec<SaveEntry> {
        let Ok(s) = storage() else { return Vec::new() };
        let n = s.length().unwrap_or(0);
        let mut out: Vec<SaveEntry> = (0..n)
            .filter_map(|i| s.key(i).ok().flatten())
            .filter_map(|k| k.strip_prefix(PREFIX).map(str::to_string))
            .filter(|name| name.ends_with(".save.ron"))
            .map(|name| {
                let modified =
                    s.get_item(&format!("{STAMP}{name}")).ok().flatten().and_then(|t| t.parse().ok()).unwrap_or(0);
                SaveEntry { name, modified }
            })
            .collect();
        out.sort_by(|a, b| b.modified.cmp(&a.modified).then(a.name.cmp(&b.name)));
        out
    }

    pub fn now_millis() -> u64 {
        js_sys::Date::now() as u64
    }

    pub fn list_names(suffix: &str) -> Vec<String> {
        let Ok(s) = storage() else { return Vec::new() };
        let n = s.length().unwrap_or(0);
        let mut v: Vec<String> = (0..n)
            .filter_map(|i| s.key(i).ok().flatten())
            .filter_map(|k| k.strip_prefix(PREFIX).map(str::to_string))
            .filter(|name| name.ends_with(suffix))
            .collect();
        v.sort();
        v
    }

    /// Offer a stored file as a download.
    pub fn export(name: &str) -> Result<String, String> {
        use wasm_bindgen::JsCast;
        let text = read_text(name).ok_or_else(|| format!("{name}: there is no such save"))?;
        let fail = |_| format!("{name}: the browser refused the download");
        let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(&text));
        let opts = web_sys::BlobPropertyBag::new();
        opts.set_type("text/plain");
        let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts).map_err(fail)?;
        let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(fail)?;
        let doc = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
        let a: web_sys::HtmlAnchorElement = doc.create_element("a").map_err(fail)?.dyn_into().map_err(|_| "no link")?;
        a.set_href(&url);
        a.set_download(name);
        a.click();
        let _ = web_sys::Url::revoke_object_url(&url);
        Ok(name.to_string())
    }

    thread_local! {
        /// Files the page's picker delivered, waiting for `take_incoming`.
        static INBOX: std::cell::RefCell<Vec<super::Incoming>> = const { std::cell::RefCell::new(Vec::new()) };
        static LISTENING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }

    fn picker() -> Result<web_sys::HtmlInputElement, String> {
        use wasm_bindgen::JsCast;
        let doc = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
        doc.get_element_by_id("import")
            .ok_or("the page has no file picker")?
            .dyn_into()
            .map_err(|_| "the page has no file picker".to_string())
    }

    /// Listen to the page's file picker (`<input id="import">`, see web/index.html): each chosen file's bytes go
    /// to the inbox, a file over the size limit only its name and size. Installed once, at start.
    pub fn listen_for_imports() {
        use wasm_bindgen::JsCast;
        use wasm_bindgen::closure::Closure;
        if LISTENING.with(|l| l.replace(true)) {
            return;
        }
        let Ok(input) = picker() else { return };
        let source = input.clone();
        let on_change = Closure::<dyn FnMut()>::new(move || {
            let Some(file) = source.files().and_then(|l| l.get(0)) else { return };
            source.set_value("");
            let name = file.name();
            let size = file.size() as u64;
            if size > crate::text::MAX_FILE_BYTES {
                let bytes = Err(crate::text::ReadError::TooBig { len: size });
                INBOX.with(|i| i.borrow_mut().push(super::Incoming { name, bytes }));
                return;
            }
            let done = Closure::once(move |buf: wasm_bindgen::JsValue| {
                let bytes = Ok(js_sys::Uint8Array::new(&buf).to_vec());
                INBOX.with(|i| i.borrow_mut().push(super::Incoming { name, bytes }));
            });
            let _ = file.array_buffer().then(&done);
            done.forget();
        });
        input.set_onchange(Some(on_change.as_ref().unchecked_ref()));
        on_change.forget();
    }

    /// The files chosen since the last call.
    pub fn take_incoming() -> Vec<super::Incoming> {
        INBOX.with(|i| std::mem::take(&mut *i.borrow_mut()))
    }

    /// A file to import with the chosen ones.
    pub fn push_incoming(file: super::Incoming) {
        INBOX.with(|i| i.borrow_mut().push(file));
    }

    /// The browser keeps no data folder.
    pub fn data_dir_if_any() -> Option<std::path::PathBuf> {
        None
    }

    /// Open the page's file picker; `listen_for_imports` receives the chosen file.
    pub fn import_dialog() -> Result<String, String> {
        listen_for_imports();
        picker()?.click();
        Ok(String::new())
    }

    pub const CAN_DOWNLOAD: bool = true;
}

pub use imp::*;

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use std::path::PathBuf;

    /// On Linux the data folder is found where it always was: `$XDG_DATA_HOME/hexmarshal` when that is set (and
    /// absolute), else `~/.local/share/hexmarshal`. The environment is only read, so the test runs beside others.
    #[test]
    fn the_linux_data_folder_stays_where_it_was() {
        let xdg = std::env::var_os("XDG_DATA_HOME").map(PathBuf::from).filter(|d| d.is_absolute());
        let before = match (xdg, std::env::var_os("HOME")) {
            (Some(d), _) => d.join("hexmarshal"),
            (None, Some(h)) => PathBuf::from(h).join(".local/share/hexmarshal"),
            (None, None) => return,
        };
        assert_eq!(super::platform_dir(), Some(before));
    }
}
