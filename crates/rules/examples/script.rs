//! Play one rules script from the rules crate alone, as `hexmarshal script FILE` does: `cargo run -p
//! hexmarshal-rules --example script -- tests/scripts/FILE.ron`. Prints one line per step, then the failed checks;
//! exits 1 when a check fails.

fn main() {
    let file = std::env::args().nth(1).expect("a script file");
    let path = std::path::Path::new(&file);
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{file}: {e}"));
    let script = hexmarshal_rules::script::parse(&text, &file).unwrap_or_else(|e| panic!("{e}"));
    let dir = path.parent().unwrap_or(std::path::Path::new("."));
    let run = hexmarshal_rules::script::run(&script, dir).unwrap_or_else(|e| panic!("{file}: {e}"));
    for l in &run.lines {
        println!("{l}");
    }
    for f in &run.failures {
        eprintln!("FAILED: {f}");
    }
    std::process::exit(i32::from(!run.failures.is_empty()));
}
