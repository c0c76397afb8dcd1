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

/// Read and fully verify a save (replayed order by order); the error names file, line and column.
pub fn load_save(name: &str) -> Result<SaveFile, String> {
    let text = read_text(name).ok_or_else(|| format!("{name}: there is no such save"))?;
    let save = SaveFile::from_ron(&text, name).map_err(|e| e.to_string())?;
    save.replay(name).map_err(|e| e.to_string())?;
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

    /// The data folder: `$HEXMARSHAL_DATA`, else `$XDG_DATA_HOME/hexmarshal`, else `~/.local/share/hexmarshal`.
    pub fn data_dir() -> PathBuf {
        if let Some(d) = std::env::var_os("HEXMARSHAL_DATA") {
            return PathBuf::from(d);
        }
        if let Some(d) = std::env::var_os("XDG_DATA_HOME") {
            return PathBuf::from(d).join("hexmarshal");
        }
        if let Some(h) = std::env::var_os("HOME") {
            return PathBuf::from(h).join(".local/share/hexmarshal");
        }
        PathBuf::from(".hexmarshal")
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

    /// On the desktop, files are brought in by copying them into the data folder.
    pub fn import_dialog() -> Result<String, String> {
        Ok(data_dir().display().to_string())
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

    /// Open the page's file picker; the page stores the chosen file (see web/index.html).
    pub fn import_dialog() -> Result<String, String> {
        use wasm_bindgen::JsCast;
        let doc = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
        let input: web_sys::HtmlElement = doc
            .get_element_by_id("import")
            .ok_or("the page has no file picker")?
            .dyn_into()
            .map_err(|_| "the page has no file picker")?;
        input.click();
        Ok(String::new())
    }

    pub const CAN_DOWNLOAD: bool = true;
}

pub use imp::*;
