//! Saves: scenario + seed + orders with the state hash after each + ruleset version + a snapshot, written atomically and verified by replay on load.

use crate::rules::engine::RejectReason;
use crate::rules::registry::Order;
use crate::scenario::{ScenarioError, ScenarioFile};
use crate::session::{Session, SideOrder, Snapshot};
use serde::{Deserialize, Serialize};
use std::fs::{self, File};
use std::io::Write;
use std::path::{Path, PathBuf};
use thiserror::Error;

/// The only save format version this build reads and writes.
pub const SAVE_FORMAT: u32 = 4;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedOrder {
    pub side: usize,
    pub order: Order,
    /// State hash after this order.
    pub hash: u64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveFile {
    pub format: u32,
    pub ruleset: String,
    pub ruleset_version: u32,
    pub seed: u64,
    pub scenario: ScenarioFile,
    pub orders: Vec<SavedOrder>,
    /// The state after the last order (for a quick look without replaying; loading still replays and compares).
    pub snapshot: Snapshot,
    /// Who played each side: a person, or the computer at a level. Absent in a save of two people (and in saves
    /// from before the computer opponent), which load as two people.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<crate::ai::Player>,
}

#[derive(Debug, Deserialize)]
struct SaveHeader {
    format: u32,
}

#[derive(Debug, Error)]
pub enum SaveError {
    /// The file could not be read or written, or is not UTF-8 text: the message says which.
    #[error("{file}: {message}")]
    Io { file: String, message: String },
    #[error("{file}:{line}:{col}: {message}")]
    Parse { file: String, line: usize, col: usize, message: String },
    #[error("{file}: save format {found} is not supported (this build reads version {supported})")]
    UnsupportedFormat { file: String, found: u32, supported: u32 },
    #[error("{file}: unknown ruleset `{ruleset}`")]
    UnknownRuleset { file: String, ruleset: String },
    #[error("{file}: saved under {ruleset} rules version {found}; this build plays version {expected}")]
    RulesetVersion { file: String, ruleset: String, found: u32, expected: u32 },
    #[error("{file}: the embedded scenario is invalid: {}", errors.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("; "))]
    Scenario { file: String, errors: Vec<ScenarioError> },
    #[error("{file}: order {index} ({order}) by side {side} was refused on replay: {reason}")]
    Rejected { file: String, index: usize, side: usize, order: Order, reason: RejectReason },
    #[error(
        "{file}: state hash mismatch after order {index} ({order}): saved {saved:016x}, replay gives {replayed:016x}"
    )]
    HashMismatch { file: String, index: usize, order: Order, saved: u64, replayed: u64 },
    #[error("{file}: the saved snapshot does not match the replayed state")]
    SnapshotMismatch { file: String },
    /// A text field or list of the save itself (beyond its scenario) that no real game writes.
    #[error("{file}: {error}")]
    Field { file: String, error: ScenarioError },
}

/// The most orders a save may hold: a long game writes a few thousand.
pub const MAX_ORDERS: usize = 100_000;
/// The longest list inside one order or the snapshot (the changed hexes of the largest map).
pub const MAX_LIST: usize =
    (crate::scenario::validate::MAX_MAP_SIDE * crate::scenario::validate::MAX_MAP_SIDE) as usize;

impl SaveFile {
    /// Capture a game as a save: its scenario, seed and orders with the hash after each, and its snapshot now.
    pub fn from_session(session: &Session) -> SaveFile {
        let scenario = session.scenario().file();
        let orders = session
            .history()
            .iter()
            .map(|(o, h)| SavedOrder { side: o.side, order: o.order.clone(), hash: *h })
            .collect();
        SaveFile {
            format: SAVE_FORMAT,
            ruleset: scenario.meta.ruleset.clone(),
            ruleset_version: session.scenario().ruleset.version(),
            seed: session.seed(),
            scenario: scenario.clone(),
            orders,
            snapshot: session.snapshot(),
            players: Vec::new(),
        }
    }

    /// The game this save holds: its scenario, seed and orders.
    pub fn game(&self) -> Result<(crate::scenario::Scenario, u64, Vec<SideOrder>), String> {
        let sc =
            self.scenario.validate().map_err(|e| e.0.iter().map(|x| x.to_string()).collect::<Vec<_>>().join("; "))?;
        let orders = self.orders.iter().map(|o| SideOrder { side: o.side, order: o.order.clone() }).collect();
        Ok((sc, self.seed, orders))
    }

    /// The players of each side as the save records them (two people when it names none).
    pub fn seats(&self) -> [crate::ai::Player; 2] {
        let at = |k: usize| self.players.get(k).copied().unwrap_or(crate::ai::Player::Person);
        [at(0), at(1)]
    }

    /// This save, recording who played each side (nothing when both were people).
    pub fn with_players(mut self, players: [crate::ai::Player; 2]) -> SaveFile {
        self.players = if players.iter().all(|p| !p.is_computer()) { Vec::new() } else { players.to_vec() };
        self
    }

    pub fn to_ron(&self) -> String {
        let cfg = ron::ser::PrettyConfig::new().depth_limit(3).struct_names(false);
        ron::ser::to_string_pretty(self, cfg).expect("save types always serialize")
    }

    /// Parse save text; `file` names it in errors.
    pub fn from_ron(text: &str, file: &str) -> Result<SaveFile, SaveError> {
        let text = crate::text::strip_bom(text);
        let parse_err = |e: ron::error::SpannedError| SaveError::Parse {
            file: file.to_string(),
            line: e.span.start.line,
            col: e.span.start.col,
            // The parser may quote the file: never raw.
            message: crate::text::shown(&e.code.to_string()),
        };
        let header: SaveHeader = ron::from_str(text).map_err(parse_err)?;
        if header.format != SAVE_FORMAT {
            return Err(SaveError::UnsupportedFormat {
                file: file.to_string(),
                found: header.format,
                supported: SAVE_FORMAT,
            });
        }
        let save: SaveFile = ron::from_str(text).map_err(parse_err)?;
        save.check_fields().map_err(|error| SaveError::Field { file: file.to_string(), error })?;
        Ok(save)
    }

    /// The save's own text and lists, held to the scenario's limits: the ruleset id, every id an order names and
    /// everything in the snapshot are short printable text, and no list is longer than a real game writes. The
    /// embedded scenario is checked by its own validation.
    fn check_fields(&self) -> Result<(), ScenarioError> {
        if self.orders.len() > MAX_ORDERS {
            return Err(ScenarioError::TooMany { list: "orders".into(), len: self.orders.len(), max: MAX_ORDERS });
        }
        if let Some(e) = crate::scenario::validate::text_field_error("ruleset".into(), &self.ruleset, false) {
            return Err(e);
        }
        for (i, o) in self.orders.iter().enumerate() {
            check_value(&serde_json::to_value(&o.order).unwrap_or_default(), &mut format!("orders[{i}]"))?;
        }
        check_value(&serde_json::to_value(&self.snapshot).unwrap_or_default(), &mut "snapshot".to_string())
    }

    /// Replay every order from the scenario and seed, checking each state hash and the final snapshot.
    pub fn replay(&self, file: &str) -> Result<Session, SaveError> {
        let f = || file.to_string();
        let Some(ruleset) = crate::rules::Ruleset::from_id(&self.ruleset) else {
            return Err(SaveError::UnknownRuleset { file: f(), ruleset: self.ruleset.clone() });
        };
        if self.ruleset_version != ruleset.version() {
            return Err(SaveError::RulesetVersion {
                file: f(),
                ruleset: self.ruleset.clone(),
                found: self.ruleset_version,
                expected: ruleset.version(),
            });
        }
        let scenario = self.scenario.validate().map_err(|e| SaveError::Scenario { file: f(), errors: e.0 })?;
        let mut session = Session::new(&scenario, self.seed);
        for (index, o) in self.orders.iter().enumerate() {
            if let Err(reason) = session.submit(o.side, o.order.clone()) {
                return Err(SaveError::Rejected { file: f(), index, side: o.side, order: o.order.clone(), reason });
            }
            let replayed = session.hash();
            if replayed != o.hash {
                return Err(SaveError::HashMismatch {
                    file: f(),
                    index,
                    order: o.order.clone(),
                    saved: o.hash,
                    replayed,
                });
            }
        }
        if session.snapshot() != self.snapshot {
            return Err(SaveError::SnapshotMismatch { file: f() });
        }
        Ok(session)
    }
}

/// Every string in `value` short printable text and every list at most `MAX_LIST` long; `path` names where `value`
/// stands (`orders[3]`) and grows with each field walked (`orders[3].<ruleset>.<order>.unit`).
fn check_value(value: &serde_json::Value, path: &mut String) -> Result<(), ScenarioError> {
    use serde_json::Value;
    let len = path.len();
    let r = match value {
        Value::String(t) => match crate::scenario::validate::text_field_error(path.clone(), t, false) {
            Some(e) => Err(e),
            None => Ok(()),
        },
        Value::Array(items) if items.len() > MAX_LIST => {
            Err(ScenarioError::TooMany { list: path.clone(), len: items.len(), max: MAX_LIST })
        }
        Value::Array(items) => items.iter().enumerate().try_for_each(|(i, v)| {
            path.push_str(&format!("[{i}]"));
            let r = check_value(v, path);
            path.truncate(len);
            r
        }),
        Value::Object(fields) => fields.iter().try_for_each(|(k, v)| {
            path.push('.');
            path.push_str(k);
            let r = check_value(v, path);
            path.truncate(len);
            r
        }),
        _ => Ok(()),
    };
    path.truncate(len);
    r
}

/// The temporary file a save is written to before it replaces `path`.
pub fn temp_path(path: &Path) -> PathBuf {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    path.with_file_name(format!(".{name}.tmp"))
}

/// Step 1 of an atomic write: write and flush the whole content to the temporary file.
pub fn write_temp(path: &Path, bytes: &[u8]) -> std::io::Result<PathBuf> {
    let tmp = temp_path(path);
    let mut f = File::create(&tmp)?;
    f.write_all(bytes)?;
    f.sync_all()?;
    Ok(tmp)
}

/// Step 2: move the temporary file over the target and make the rename durable.
pub fn commit_temp(tmp: &Path, path: &Path) -> std::io::Result<()> {
    fs::rename(tmp, path)?;
    if let Some(dir) = path.parent() {
        let dir = if dir.as_os_str().is_empty() { Path::new(".") } else { dir };
        // Directory fsync is not supported everywhere; the rename itself is already atomic.
        if let Ok(d) = File::open(dir) {
            let _ = d.sync_all();
        }
    }
    Ok(())
}

/// Write `bytes` to `path` so that a crash leaves either the old file or the new one, never a mix.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let tmp = write_temp(path, bytes)?;
    commit_temp(&tmp, path)
}

/// Write a save atomically.
pub fn save_to(path: &Path, save: &SaveFile) -> Result<(), SaveError> {
    write_atomic(path, save.to_ron().as_bytes())
        .map_err(|e| SaveError::Io { file: path.display().to_string(), message: format!("cannot write the file: {e}") })
}

/// Read a save and replay it with full verification.
pub fn load_from(path: &Path) -> Result<(SaveFile, Session), SaveError> {
    let file = path.display().to_string();
    let text = crate::text::read(path).map_err(|message| SaveError::Io { file: file.clone(), message })?;
    let save = SaveFile::from_ron(&text, &file)?;
    let session = save.replay(&file)?;
    Ok((save, session))
}
