//! Every rules script in the workspace's `tests/scripts/` plays to the end with every check holding, and the same
//! script always ends on the same state hash. The scripts are the rules crate's own tests: they run without Bevy
//! (`cargo test -p hexmarshal-rules --test scripts`).

use std::path::Path;

#[test]
fn every_script_passes() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/scripts");
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.retain(|p| p.extension().is_some_and(|e| e == "ron"));
    files.sort();
    assert!(!files.is_empty(), "no scripts in {}", dir.display());
    let mut failed = Vec::new();
    for f in &files {
        let name = f.display().to_string();
        let text = std::fs::read_to_string(f).unwrap();
        let script = hexmarshal_rules::script::parse(&text, &name).unwrap_or_else(|e| panic!("{e}"));
        let run = hexmarshal_rules::script::run(&script, &dir).unwrap_or_else(|e| panic!("{name}: {e}"));
        let again = hexmarshal_rules::script::run(&script, &dir).unwrap();
        assert_eq!(run.hash, again.hash, "{name}: the same script ends on the same hash");
        if !run.failures.is_empty() {
            failed.push(format!(
                "{name} ({}):\n  {}\n{}",
                script.title,
                run.failures.join("\n  "),
                run.lines.join("\n")
            ));
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n\n"));
}

#[test]
fn a_script_error_names_file_line_and_column() {
    let e =
        hexmarshal_rules::script::parse("(\n  scenario: Path(\"x.ron\"),\n  steps: [Oops],\n)", "bad.ron").unwrap_err();
    assert!(e.starts_with("bad.ron:3:"), "{e}");
}
