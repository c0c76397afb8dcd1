//! Saves: round trip through disk, hash verification on load, clear errors for bad saves, and atomic writes that survive a crash.

mod common;

use hexmarshal::game::{Order, Session};
use hexmarshal::rules::Coord;
use hexmarshal::rules::medieval::MedOrder;
use hexmarshal::save::{self, SaveError, SaveFile};

fn played_session() -> (hexmarshal::scenario::Scenario, Session) {
    let sc = common::default_scenario();
    let mut s = Session::new(&sc, 99);
    for _ in 0..40 {
        let side = s.to_act();
        let legal = s.legal_orders(side);
        // Prefer moves, so the game state changes.
        let o = legal.iter().find(|o| matches!(o, Order::Medieval(MedOrder::Move { .. }))).unwrap_or(&legal[0]).clone();
        s.submit(side, o).unwrap();
        if s.legal_orders(side).len() == 1 {
            s.submit(side, Order::Medieval(MedOrder::EndTurn)).unwrap();
        }
    }
    (sc, s)
}

#[test]
fn a_save_loads_back_to_the_same_state() {
    let (_, s) = played_session();
    let save = SaveFile::from_session(&s);
    assert!(save.orders.len() >= 40);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.save.ron");
    save::save_to(&path, &save).unwrap();
    let (loaded, replayed) = save::load_from(&path).unwrap();
    assert_eq!(loaded, save);
    assert_eq!(replayed.hash(), s.hash());
    assert_eq!(replayed.snapshot(), s.snapshot());
    // And the CLI agrees.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_hexmarshal"))
        .args(["replay", "--verify"])
        .arg(&path)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stdout));
    assert!(String::from_utf8_lossy(&out.stdout).contains("every state hash matches"));
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_hexmarshal")).arg("check").arg(&path).output().unwrap();
    assert!(out.status.success());
}

#[test]
fn a_tampered_hash_is_reported_with_the_order_index() {
    let (_, s) = played_session();
    let mut save = SaveFile::from_session(&s);
    save.orders[5].hash ^= 1;
    let err = save.replay("x.save.ron").unwrap_err();
    assert!(matches!(err, SaveError::HashMismatch { index: 5, .. }), "{err}");
    assert!(err.to_string().starts_with("x.save.ron: state hash mismatch after order 5"));
}

#[test]
fn a_tampered_order_is_refused_on_replay() {
    let (_, s) = played_session();
    let mut save = SaveFile::from_session(&s);
    save.orders[0].order = Order::Medieval(MedOrder::Move { unit: "harold".into(), to: Coord(0, 10) });
    let err = save.replay("x.save.ron").unwrap_err();
    assert!(matches!(err, SaveError::Rejected { index: 0, .. }), "{err}");
}

#[test]
fn unknown_versions_and_broken_files_are_clear_errors() {
    let (_, s) = played_session();
    let save = SaveFile::from_session(&s);
    let text = save.to_ron();
    let current_format = hexmarshal::save::SAVE_FORMAT;
    assert!(text.contains(&format!("format: {current_format},")), "{text}");
    let future = text.replacen(&format!("format: {current_format},"), "format: 9,", 1);
    let e = SaveFile::from_ron(&future, "f.save.ron").unwrap_err();
    assert_eq!(
        e.to_string(),
        format!("f.save.ron: save format 9 is not supported (this build reads version {current_format})")
    );
    // A save from before typed prompts (format 2) is named as such, not misread.
    let old = text.replacen(&format!("format: {current_format},"), "format: 2,", 1);
    let e = SaveFile::from_ron(&old, "f.save.ron").unwrap_err();
    assert_eq!(
        e.to_string(),
        format!("f.save.ron: save format 2 is not supported (this build reads version {current_format})")
    );
    let mut other = save.clone();
    other.ruleset_version = 77;
    let e = other.replay("f.save.ron").unwrap_err();
    let current = hexmarshal::rules::Ruleset::Medieval.params().version;
    assert!(matches!(e, SaveError::RulesetVersion { found: 77, expected, .. } if expected == current), "{e}");
    let truncated = &text[..text.len() / 2];
    let e = SaveFile::from_ron(truncated, "f.save.ron").unwrap_err();
    assert!(matches!(e, SaveError::Parse { .. }), "{e}");
    assert!(e.to_string().starts_with("f.save.ron:"));
}

#[test]
fn a_crash_between_temp_write_and_rename_keeps_the_previous_save() {
    let (_, mut s) = played_session();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("auto.save.ron");
    let first = SaveFile::from_session(&s);
    save::save_to(&path, &first).unwrap();
    // Play on, then "crash" after the temp file is written but before the rename.
    let side = s.to_act();
    s.submit(side, Order::Medieval(MedOrder::EndTurn)).unwrap();
    let second = SaveFile::from_session(&s);
    let tmp = save::write_temp(&path, second.to_ron().as_bytes()).unwrap();
    assert!(tmp.exists());
    let (loaded, _) = save::load_from(&path).unwrap();
    assert_eq!(loaded, first, "the previous save is intact");
    // A half-written temp file from a crash mid-write is harmless too, and the next save replaces it.
    std::fs::write(&tmp, &second.to_ron().as_bytes()[..100]).unwrap();
    assert_eq!(save::load_from(&path).unwrap().0, first);
    save::save_to(&path, &second).unwrap();
    assert_eq!(save::load_from(&path).unwrap().0, second);
    assert!(!tmp.exists());
}

#[test]
fn a_save_with_a_byte_order_mark_loads_and_one_in_utf16_says_so() {
    let (_, s) = played_session();
    let save = SaveFile::from_session(&s);
    let dir = tempfile::tempdir().unwrap();
    // Windows Notepad's UTF-8 writes a byte-order mark: the save loads as it was.
    let bom = dir.path().join("bom.save.ron");
    std::fs::write(&bom, format!("\u{feff}{}", save.to_ron())).unwrap();
    let (loaded, replayed) = save::load_from(&bom).unwrap();
    assert_eq!(loaded, save);
    assert_eq!(replayed.hash(), s.hash());
    // The browser's Import passes the text itself.
    assert_eq!(SaveFile::from_ron(&format!("\u{feff}{}", save.to_ron()), "import").unwrap(), save);
    // Its "Unicode" writes UTF-16: refused, saying what the file is and how to save it.
    let utf16 = dir.path().join("utf16.save.ron");
    let mut bytes = vec![0xFF, 0xFE];
    bytes.extend(save.to_ron().encode_utf16().flat_map(u16::to_le_bytes));
    std::fs::write(&utf16, bytes).unwrap();
    let e = save::load_from(&utf16).unwrap_err().to_string();
    assert!(e.contains("utf16.save.ron") && e.contains("UTF-16") && e.contains("save it again as UTF-8"), "{e}");
}
