//! Where the client keeps its files: the autosave, named saves and settings, in one data folder, always written atomically.

use crate::save::{SaveFile, write_atomic};
use std::path::PathBuf;

pub const SETTINGS: &str = "settings.ron";
pub const AUTOSAVE: &str = "autosave.save.ron";

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

pub fn path(name: &str) -> PathBuf {
    data_dir().join(name)
}

pub fn read_text(name: &str) -> Option<String> {
    std::fs::read_to_string(path(name)).ok()
}

/// Write a file of the data folder atomically (the old content survives a crash).
pub fn write_text(name: &str, text: &str) -> Result<(), String> {
    let dir = data_dir();
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let p = dir.join(name);
    write_atomic(&p, text.as_bytes()).map_err(|e| format!("{}: {e}", p.display()))
}

/// A save in the data folder, as listed on the load screen.
#[derive(Debug, Clone, PartialEq)]
pub struct SaveEntry {
    pub name: String,
    /// Seconds since the epoch of the last write, for sorting.
    pub modified: u64,
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
                .map(|d| d.as_secs())
                .unwrap_or(0);
            Some(SaveEntry { name, modified })
        })
        .collect();
    out.sort_by(|a, b| b.modified.cmp(&a.modified).then(a.name.cmp(&b.name)));
    out
}

/// Read and fully verify a save of the data folder (replayed order by order); the error names file, line and column.
pub fn load_save(name: &str) -> Result<SaveFile, String> {
    let p = path(name);
    crate::save::load_from(&p).map(|(s, _)| s).map_err(|e| e.to_string())
}

pub fn write_save(name: &str, save: &SaveFile) -> Result<(), String> {
    write_text(name, &save.to_ron())
}

/// A file name for a new save of a scenario at a turn, unique by the clock.
pub fn new_save_name(scenario: &str, turn: u32) -> String {
    let stem: String =
        scenario.chars().map(|c| if c.is_alphanumeric() { c.to_ascii_lowercase() } else { '_' }).collect();
    let secs = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
    format!("{stem}_turn{turn}_{secs}.save.ron")
}
