//! Files from strangers: every damaged or hostile scenario and save (a byte-order mark, UTF-16, Latin-1, an image,
//! control characters, absurd sizes) gets its exact error through the file loader, `hexmarshal check` and the
//! import function behind the browser's Import and the desktop's drop, which stores nothing that fails.

mod common;

use hexmarshal::game::{Order, Session};
use hexmarshal::rules::medieval::MedOrder;
use hexmarshal::save::SaveFile;
use hexmarshal::scenario;
use hexmarshal::ui::storage::{self, Imported};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

const ESC: &str = "\u{1b}[2J\u{1b}[31m";

fn fixture_text(path: &str) -> Vec<u8> {
    std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(path)).unwrap()
}

/// The import function's data folder, one for this test binary.
fn data_dir() -> &'static PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let d = std::env::temp_dir().join(format!("hexmarshal-hostile-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        // SAFETY: set once, before any test of this binary reads it.
        unsafe { std::env::set_var("HEXMARSHAL_DATA", &d) };
        d
    })
}

fn stored() -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(data_dir())
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

/// `hexmarshal check` on `bytes` written as `name`: its exit status and output, which must hold no raw control
/// character whatever the file held.
fn check_cli(name: &str, bytes: &[u8]) -> (bool, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(name);
    std::fs::write(&path, bytes).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_hexmarshal")).arg("check").arg(&path).output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(!text.chars().any(|c| c.is_control() && c != '\n'), "raw control character printed: {text:?}");
    (out.status.success(), text.replace(&format!("{}/", dir.path().display()), ""))
}

fn valid_scenario() -> String {
    String::from_utf8(fixture_text("valid/medieval_small.ron")).unwrap()
}

/// Each hostile scenario: its name, bytes, and the exact error the loader, the CLI and the import give.
fn scenario_cases() -> Vec<(String, Vec<u8>, String)> {
    let v = valid_scenario();
    let huge_id = v.replacen("id: \"r1\"", &format!("id: \"{}\"", "x".repeat(2_000_000)), 1);
    let nul_side = v.replacen("name: \"Red\"", "name: \"Red\\u{0}\"", 1);
    let bidi_side = v.replacen("name: \"Red\"", "name: \"Re\u{202E}d\"", 1);
    assert_ne!(bidi_side, v);
    let many_units = {
        let units: String =
            (0..1001).map(|k| format!("(id: \"u{k}\", side: \"red\", kind: \"heavy_foot\", at: (0, 0)),")).collect();
        v.replacen("units: [", &format!("units: [{units}"), 1)
    };
    assert_ne!(huge_id, v);
    assert_ne!(nul_side, v);
    let save_as = "save it again as UTF-8 (in Notepad: Save as, Encoding: UTF-8)";
    vec![
        ("utf16.ron".into(), fixture_text("hostile/utf16.ron"), format!("utf16.ron: the file is UTF-16 text, not UTF-8: {save_as}")),
        (
            "latin1.ron".into(),
            fixture_text("hostile/latin1.ron"),
            format!("latin1.ron: line 3, column 22: byte 0xE9 is not UTF-8; the file looks like Latin-1 or Windows-1252 text: {save_as}"),
        ),
        ("image.ron".into(), fixture_text("hostile/image.ron"), "image.ron: the file is a PNG image, not a scenario or save".into()),
        (
            "ControlCharacter.ron".into(),
            fixture_text("invalid/ControlCharacter.ron"),
            "ControlCharacter.ron: meta.name: a control character (U+001B) at character 6: text fields hold printable text only".into(),
        ),
        (
            "nul.ron".into(),
            nul_side.into_bytes(),
            "nul.ron: sides[0].name: a control character (U+0000) at character 4: text fields hold printable text only".into(),
        ),
        (
            "bidi.ron".into(),
            bidi_side.into_bytes(),
            "bidi.ron: sides[0].name: a control character (U+202E) at character 3: text fields hold printable text only".into(),
        ),
        ("huge_id.ron".into(), huge_id.into_bytes(), "huge_id.ron: units[0].id: 2000000 characters; at most 100".into()),
        ("many.ron".into(), many_units.into_bytes(), "many.ron: units: 1006 entries; at most 1000".into()),
    ]
}

#[test]
fn hostile_scenarios_get_their_exact_error_everywhere() {
    for (name, bytes, expect) in scenario_cases() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(&name);
        std::fs::write(&path, &bytes).unwrap();
        let report = scenario::load_file(&path).expect_err(&name);
        let lines: Vec<String> =
            report.lines().iter().map(|l| l.replace(&format!("{}/", dir.path().display()), "")).collect();
        assert_eq!(lines, vec![expect.clone()], "{name}: the loader");
        let (ok, out) = check_cli(&name, &bytes);
        assert!(!ok, "{name}");
        assert_eq!(out.trim_end(), expect, "{name}: hexmarshal check");
    }
}

#[test]
fn the_import_stores_only_valid_files_and_says_exactly_why_not() {
    use hexmarshal::ui::i18n::{I18n, Lang};
    let ru = I18n::new(Lang::Ru);
    let cyrillic = |s: &str| s.chars().any(|c| ('\u{400}'..='\u{4FF}').contains(&c));
    // The command line's English, and the player's words: Russian, with nothing of the file printed raw.
    let import = |name: &str, bytes: &[u8]| {
        storage::import(name, bytes).map_err(|e| {
            let worded = hexmarshal::ui::problems::file_error_text(&ru, &e);
            assert!(cyrillic(&worded) && !worded.chars().any(hexmarshal::text::is_control), "{name}: {worded}");
            e.to_string()
        })
    };
    let before = stored();
    for (name, bytes, expect) in scenario_cases() {
        assert_eq!(import(&name, &bytes), Err(expect), "{name}");
    }
    for (name, bytes, expect) in save_cases() {
        assert_eq!(import(&name, &bytes), Err(expect), "{name}");
    }
    // Over the size limit: refused without being decoded, as the browser refuses it without reading it.
    let big = vec![b' '; 16 * 1024 * 1024 + 1];
    let e = import("big.ron", &big).unwrap_err();
    assert_eq!(e, "big.ron: the file is 16777217 bytes, more than the 16777216 any scenario or save may have");
    let by_size =
        storage::Incoming { name: "big.ron".into(), bytes: Err(hexmarshal::text::ReadError::TooBig { len: 1 << 30 }) };
    let e = by_size.import().unwrap_err();
    assert!(e.to_string().contains("1073741824 bytes"), "{e}");
    let worded = hexmarshal::ui::problems::file_error_text(&ru, &e);
    assert!(worded.contains("1073741824 байт"), "{worded}");
    assert_eq!(stored(), before, "nothing that failed was stored");

    // A byte-order mark is accepted; the stored text is plain UTF-8, and a second file of the same name keeps both.
    let bom = fixture_text("valid/byte_order_mark.ron");
    assert!(bom.starts_with(b"\xEF\xBB\xBF"));
    assert_eq!(import("byte_order_mark.ron", &bom), Ok(Imported::Scenario("byte_order_mark.scenario.ron".into())));
    assert_eq!(import("byte_order_mark.ron", &bom), Ok(Imported::Scenario("byte_order_mark_2.scenario.ron".into())));
    let text = storage::read_text("byte_order_mark.scenario.ron").unwrap();
    assert!(!text.starts_with('\u{feff}') && scenario::load_str(&text, "stored").is_ok());
    // A hostile file name is stored under a plain one, and quoted escaped.
    let evil = format!("{ESC}evil.ron");
    assert_eq!(import(&evil, valid_scenario().as_bytes()), Ok(Imported::Scenario("__2J__31mevil.scenario.ron".into())));
    let e = import(&evil, b"(").unwrap_err();
    assert_eq!(e, "\\u{1b}[2J\\u{1b}[31mevil.ron:1:1: Unexpected end of RON");

    // A save with a byte-order mark is stored as a save and loads.
    let (save, _) = played_save();
    let with_bom = format!("\u{feff}{}", save.to_ron());
    assert_eq!(import("game.save.ron", with_bom.as_bytes()), Ok(Imported::Save("game.save.ron".into())));
    assert_eq!(storage::load_save("game.save.ron").unwrap(), save);
}

fn played_save() -> (SaveFile, Session) {
    let sc = common::default_scenario();
    let mut s = Session::new(&sc, 5);
    for _ in 0..12 {
        let side = s.to_act();
        let legal = s.legal_orders(side);
        let o = legal.iter().find(|o| matches!(o, Order::Medieval(MedOrder::Move { .. }))).unwrap_or(&legal[0]).clone();
        s.submit(side, o).unwrap();
    }
    (SaveFile::from_session(&s), s)
}

/// Each hostile save: its name, bytes, and the exact error loading, `check` and the import give.
fn save_cases() -> Vec<(String, Vec<u8>, String)> {
    let (save, _) = played_save();
    let text = save.to_ron();
    let moved = save.orders.iter().position(|o| matches!(o.order, Order::Medieval(MedOrder::Move { .. }))).unwrap();
    let Order::Medieval(MedOrder::Move { unit, .. }) = &save.orders[moved].order else { unreachable!() };
    let with_unit = |id: &str| {
        let mut s = save.clone();
        if let Order::Medieval(MedOrder::Move { unit, .. }) = &mut s.orders[moved].order {
            *unit = id.into();
        }
        s.to_ron()
    };
    let mut long_ruleset = save.clone();
    long_ruleset.ruleset = "m".repeat(2_000_000);
    let mut evil_scenario = save.clone();
    evil_scenario.scenario.meta.name = format!("Hastings{ESC}");
    let mut many = save.clone();
    many.orders = vec![save.orders[0].clone(); 100_001];
    let mut utf16 = vec![0xFF, 0xFE];
    utf16.extend(text.encode_utf16().flat_map(u16::to_le_bytes));
    let field =
        |f: &str| format!("{f}: a control character (U+001B) at character 1: text fields hold printable text only");
    assert!(!unit.is_empty());
    vec![
        (
            "utf16.save.ron".into(),
            utf16,
            "utf16.save.ron: the file is UTF-16 text, not UTF-8: save it again as UTF-8 (in Notepad: Save as, Encoding: UTF-8)".into(),
        ),
        ("escape.save.ron".into(), with_unit(ESC).into_bytes(), format!("escape.save.ron: {}", field(&format!("orders[{moved}].Medieval.Move.unit")))),
        (
            "huge.save.ron".into(),
            with_unit(&"u".repeat(2_000_000)).into_bytes(),
            format!("huge.save.ron: orders[{moved}].Medieval.Move.unit: 2000000 characters; at most 100"),
        ),
        ("ruleset.save.ron".into(), long_ruleset.to_ron().into_bytes(), "ruleset.save.ron: ruleset: 2000000 characters; at most 100".into()),
        (
            "scenario.save.ron".into(),
            evil_scenario.to_ron().into_bytes(),
            "scenario.save.ron: the embedded scenario is invalid: meta.name: a control character (U+001B) at character 9: text fields hold printable text only".into(),
        ),
        ("many.save.ron".into(), many.to_ron().into_bytes(), "many.save.ron: orders: 100001 entries; at most 100000".into()),
    ]
}

/// Not a file at all: a folder or an endless device is refused at once, never read.
#[test]
fn a_folder_or_a_device_is_refused_without_reading_it() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("folder.ron");
    std::fs::create_dir(&folder).unwrap();
    let e = scenario::load_file(&folder).unwrap_err().lines().join("\n");
    assert!(e.ends_with("folder.ron: cannot read the file: it is a folder, not a file"), "{e}");
    if Path::new("/dev/zero").exists() {
        let e = hexmarshal::save::load_from(Path::new("/dev/zero")).map(|_| ()).unwrap_err().to_string();
        assert_eq!(e, "/dev/zero: cannot read the file: it is a device or a pipe, not a file");
        let out = Command::new(env!("CARGO_BIN_EXE_hexmarshal")).args(["check", "/dev/zero"]).output().unwrap();
        assert!(!out.status.success());
        assert_eq!(
            String::from_utf8_lossy(&out.stdout).trim_end(),
            "/dev/zero: cannot read the file: it is a device or a pipe, not a file"
        );
    }
}

#[test]
fn hostile_saves_get_their_exact_error_everywhere() {
    for (name, bytes, expect) in save_cases() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(&name);
        std::fs::write(&path, &bytes).unwrap();
        let e = hexmarshal::save::load_from(&path).map(|_| ()).expect_err(&name).to_string();
        assert_eq!(e.replace(&format!("{}/", dir.path().display()), ""), expect, "{name}: loading");
        let (ok, out) = check_cli(&name, &bytes);
        assert!(!ok, "{name}");
        assert_eq!(out.trim_end(), expect, "{name}: hexmarshal check");
    }
}
