//! Scenarios: the RON file format, validation with located errors, loading from disk, and the bundled scenarios.

pub mod error;
pub mod format;
pub mod validate;
pub mod warnings;

pub use error::{CarryProblem, CommandProblem, ScenarioError, ScenarioErrors};
pub use format::*;
pub use validate::{ObjectiveSpec, Scenario, UnitSpec};
pub use warnings::{ScenarioWarning, warnings};

use std::path::Path;

/// Everything wrong with one file, ready to print one `FILE:...` line per problem.
#[derive(Debug)]
pub struct FileReport {
    pub file: String,
    pub errors: Vec<ScenarioError>,
}

impl FileReport {
    /// One line per error: `FILE:LINE:COL: message` for syntax errors, `FILE: message` for the rest.
    pub fn lines(&self) -> Vec<String> {
        self.errors
            .iter()
            // Whatever the file held, nothing is printed raw: a control character comes out as `\u{1b}`.
            .map(|e| if e.has_position() { format!("{}:{}", self.file, e) } else { format!("{}: {}", self.file, e) })
            .map(|l| crate::text::escaped(&l))
            .collect()
    }
}

/// Parse and validate scenario text; `file` names it in errors.
pub fn load_str(text: &str, file: &str) -> Result<Scenario, FileReport> {
    let parsed = ScenarioFile::from_ron(text).map_err(|e| FileReport { file: file.to_string(), errors: vec![e] })?;
    parsed.validate().map_err(|e| FileReport { file: file.to_string(), errors: e.0 })
}

/// Read, parse and validate a scenario file.
pub fn load_file(path: &Path) -> Result<Scenario, FileReport> {
    let name = path.display().to_string();
    let text = crate::text::read(path)
        .map_err(|message| FileReport { file: name.clone(), errors: vec![ScenarioError::Io { message }] })?;
    load_str(&text, &name)
}

/// The bundled scenarios, compiled in so every platform (the browser too) has them: each ruleset lists its own
/// (`Params::scenarios`), and they come ruleset by ruleset in the order of `Ruleset::ALL`.
pub fn bundled_files() -> impl Iterator<Item = (&'static str, &'static str)> {
    crate::rules::ruleset::Ruleset::ALL.into_iter().flat_map(|r| r.params().scenarios.iter().copied())
}

/// The scenario the game opens when none is named.
pub const DEFAULT_SCENARIO: &str = "hastings_1066.ron";

pub fn bundled(name: &str) -> Option<&'static str> {
    bundled_files().find(|(n, _)| *n == name).map(|(_, t)| t)
}

/// Tests: the bundled scenario `name`, loaded.
#[cfg(test)]
pub(crate) fn load_bundled(name: &str) -> Scenario {
    let text = bundled(name).unwrap_or_else(|| panic!("{name} is bundled"));
    load_str(text, name).unwrap_or_else(|e| panic!("{name} loads: {e:?}"))
}
