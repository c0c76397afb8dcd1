//! Helpers shared by the integration tests: loading fixtures and bundled scenarios.
#![allow(dead_code)]

use hexmarshal::scenario::{self, Scenario};
use std::path::Path;

pub fn fixture(name: &str) -> Scenario {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/valid").join(name);
    scenario::load_file(&p).unwrap_or_else(|r| panic!("{}", r.lines().join("\n")))
}

pub fn default_scenario() -> Scenario {
    scenario::load_str(scenario::bundled(scenario::DEFAULT_SCENARIO).unwrap(), "default").unwrap()
}
