//! The module layout holds: the rules crate and the match server pull in no Bevy, no import cycles between top-level modules, `rules/` depends on nothing outside itself, and generic code never names a ruleset's module (only `rules/registry.rs`, `rules/ruleset.rs` and the client adapters in `ui/rulesets/` do).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// Top-level module of a source file (`src/game/step.rs` -> `game`, `src/cli.rs` -> `cli`).
fn module_of(src: &Path, file: &Path) -> String {
    let rel = file.strip_prefix(src).unwrap();
    let first = rel.components().next().unwrap().as_os_str().to_string_lossy().to_string();
    first.trim_end_matches(".rs").to_string()
}

/// The code of a file without its tests (`#[cfg(test)]` to the end) and without comments.
fn code(text: &str) -> String {
    let text = text.split("#[cfg(test)]").next().unwrap_or("");
    text.lines().filter(|l| !l.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n")
}

/// The source roots of the workspace, each with its files: the client's `src/` and the rules crate's. Module
/// names are relative to their own root (`crates/rules/src/rules/los.rs` is in `rules`), as `crate::` paths are.
fn files() -> Vec<(PathBuf, PathBuf)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for src in [root.join("src"), root.join("crates/rules/src"), root.join("crates/server/src")] {
        let mut files = Vec::new();
        rust_files(&src, &mut files);
        files.sort();
        out.extend(files.into_iter().map(|f| (src.clone(), f)));
    }
    out
}

/// The rules and the match server build without Bevy: `cargo tree` of each (dev-dependencies too) lists no crate
/// of Bevy, egui, winit or wgpu. The compiler then keeps every window type out of the rules and the server.
#[test]
fn the_rules_crate_and_the_server_pull_in_no_bevy() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    for package in ["hexmarshal-rules", "hexmarshal-server"] {
        let out = std::process::Command::new(&cargo)
            .current_dir(root)
            .args(["tree", "--offline", "-p", package, "-e", "normal,build,dev", "--prefix", "none"])
            .args(["--target", "all"])
            .output()
            .expect("cargo runs");
        assert!(out.status.success(), "cargo tree failed: {}", String::from_utf8_lossy(&out.stderr));
        let tree = String::from_utf8_lossy(&out.stdout);
        assert!(tree.lines().count() > 5, "cargo tree listed almost nothing:\n{tree}");
        let window: Vec<&str> =
            tree.lines().filter(|l| ["bevy", "egui", "winit", "wgpu"].iter().any(|w| l.starts_with(w))).collect();
        assert!(window.is_empty(), "{package} pulls in window crates: {window:?}");
    }
}

#[test]
fn top_level_modules_import_each_other_without_cycles() {
    let mut deps: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (src, f) in &files() {
        let m = module_of(src, f);
        if m == "lib" || m == "main" {
            continue;
        }
        let text = code(&std::fs::read_to_string(f).unwrap());
        let entry = deps.entry(m.clone()).or_default();
        for (i, _) in text.match_indices("crate::") {
            let name: String = text[i + 7..].chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            if !name.is_empty() && name != m {
                entry.insert(name);
            }
        }
    }
    // Depth-first search for a cycle.
    fn visit(
        m: &str,
        deps: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(i) = path.iter().position(|p| p == m) {
            return Some(path[i..].iter().cloned().chain([m.to_string()]).collect());
        }
        if done.contains(m) {
            return None;
        }
        path.push(m.to_string());
        for d in deps.get(m).into_iter().flatten() {
            if let Some(c) = visit(d, deps, path, done) {
                return Some(c);
            }
        }
        path.pop();
        done.insert(m.to_string());
        None
    }
    let mut done = BTreeSet::new();
    for m in deps.keys() {
        if let Some(cycle) = visit(m, &deps, &mut Vec::new(), &mut done) {
            panic!("import cycle between top-level modules: {}\n{deps:#?}", cycle.join(" -> "));
        }
    }
    let rules = &deps["rules"];
    assert!(rules.is_empty(), "rules/ must depend on nothing outside itself: {rules:?}");
}

#[test]
fn generic_code_never_names_a_rulesets_module() {
    let files = files();
    // Every ruleset's module is named by its id (`Ruleset::KNOWN`, the one list).
    let rulesets: Vec<&str> = hexmarshal::rules::ruleset::Ruleset::KNOWN.map(|r| r.id()).to_vec();
    let mut found = Vec::new();
    for (src, f) in &files {
        let rel = f.strip_prefix(src).unwrap().to_string_lossy().replace('\\', "/");
        let allowed = rel.starts_with("rules/") || rel.starts_with("ui/rulesets/");
        if allowed {
            continue;
        }
        let text = code(&std::fs::read_to_string(f).unwrap());
        for r in &rulesets {
            if text.contains(&format!("rules::{r}")) {
                found.push(format!("{rel} names rules::{r}"));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    // Inside rules/, only the registry and the ruleset list name the rulesets' modules.
    for (src, f) in &files {
        let rel = f.strip_prefix(src).unwrap().to_string_lossy().replace('\\', "/");
        let shared = rel.starts_with("rules/") && rel.matches('/').count() == 1;
        if !shared || rel == "rules/registry.rs" || rel == "rules/ruleset.rs" || rel == "rules/mod.rs" {
            continue;
        }
        let text = code(&std::fs::read_to_string(f).unwrap());
        for r in &rulesets {
            assert!(!text.contains(&format!("{r}::")), "{rel} names the {r} module");
        }
    }
}
