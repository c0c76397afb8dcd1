//! Scenario files: every bundled scenario validates and round-trips; every invalid fixture fails with exactly its error, located.

use hexmarshal::scenario::{self, ScenarioError, ScenarioFile};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

fn ron_files(dir: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join(dir))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    v.sort();
    v
}

#[test]
fn every_scenario_and_valid_fixture_validates() {
    let mut files = ron_files("scenarios");
    assert!(!files.is_empty());
    files.extend(ron_files("tests/fixtures/valid"));
    for f in files {
        if let Err(r) = scenario::load_file(&f) {
            panic!("{}", r.lines().join("\n"));
        }
    }
}

#[test]
fn bundled_scenarios_are_the_files_on_disk() {
    for (name, text) in scenario::bundled_files() {
        let disk = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios").join(name)).unwrap();
        assert_eq!(disk, text);
    }
    assert!(scenario::bundled(scenario::DEFAULT_SCENARIO).is_some());
    // Every scenario on disk is bundled (the browser build has no file system).
    for f in ron_files("scenarios") {
        let name = f.file_name().unwrap().to_string_lossy().to_string();
        assert!(scenario::bundled(&name).is_some(), "{name} is not bundled by its ruleset (Params::scenarios)");
    }
}

#[test]
fn load_save_load_is_lossless() {
    let mut files = ron_files("scenarios");
    files.extend(ron_files("tests/fixtures/valid"));
    for f in files {
        let a = scenario::load_file(&f).unwrap();
        let text = a.file().to_ron();
        let b = scenario::load_str(&text, "resaved").unwrap_or_else(|r| panic!("{}\n{text}", r.lines().join("\n")));
        assert_eq!(a, b, "{}", f.display());
        // Saving again gives the same text: the field order is stable.
        assert_eq!(b.file().to_ron(), text);
    }
}

fn expected_kinds(text: &str) -> Vec<String> {
    let first = text.lines().next().unwrap();
    let list = first.strip_prefix("// expect: ").expect("fixture starts with `// expect: `");
    let mut v: Vec<String> = list.split(',').map(|s| s.trim().to_string()).collect();
    v.sort();
    v
}

#[test]
fn each_invalid_fixture_gives_exactly_its_errors() {
    let files = ron_files("tests/fixtures/invalid");
    let mut covered = BTreeSet::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let expect = expected_kinds(&text);
        let stem = f.file_stem().unwrap().to_string_lossy().to_string();
        assert!(expect.contains(&stem), "{stem}: the file name is the error it demonstrates");
        let report = scenario::load_str(&text, &f.display().to_string()).expect_err(&stem);
        let mut got: Vec<String> = report.errors.iter().map(|e| e.kind().to_string()).collect();
        got.sort();
        assert_eq!(got, expect, "{}: {:?}", stem, report.lines());
        covered.insert(stem);
        // Every line names the file; located errors name line and column, the others name the thing.
        for (e, line) in report.errors.iter().zip(report.lines()) {
            assert!(line.starts_with(&f.display().to_string()), "{line}");
            if e.has_position() {
                let rest = &line[f.display().to_string().len()..];
                let parts: Vec<&str> = rest.splitn(4, ':').collect();
                assert!(parts[1].parse::<usize>().unwrap() > 1, "{line}");
                assert!(parts[2].parse::<usize>().unwrap() >= 1, "{line}");
            }
        }
    }
    let all: BTreeSet<String> =
        ScenarioError::ALL_KINDS.iter().filter(|k| **k != "Io").map(|k| k.to_string()).collect();
    let missing: Vec<_> = all.difference(&covered).collect();
    assert!(missing.is_empty(), "no fixture for {missing:?}");
}

#[test]
fn syntax_errors_point_at_the_broken_line() {
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/invalid/Syntax.ron"))
        .unwrap();
    let e = ScenarioFile::from_ron(&text).unwrap_err();
    let ScenarioError::Syntax { line, .. } = e else { panic!("{e:?}") };
    // The missing `)` is noticed at the start of the next unit line.
    let broken = text.lines().position(|l| l.contains("at: (1, 4),")).unwrap() + 1;
    assert!(line == broken || line == broken + 1, "line {line}, broken {broken}");
    let e = ScenarioFile::from_ron(
        &std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/invalid/UnknownField.ron"))
            .unwrap(),
    )
    .unwrap_err();
    let ScenarioError::UnknownField { field, line, .. } = e else { panic!("{e:?}") };
    assert_eq!(field, "morale");
    assert_eq!(line, 20);
}

#[test]
fn cli_check_accepts_scenarios_and_rejects_fixtures_with_located_lines() {
    let exe = env!("CARGO_BIN_EXE_hexmarshal");
    let ok = Command::new(exe).arg("check").args(ron_files("scenarios")).output().unwrap();
    assert!(ok.status.success(), "{}", String::from_utf8_lossy(&ok.stdout));
    let bad = ron_files("tests/fixtures/invalid");
    let out = Command::new(exe).arg("check").args(&bad).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    for f in &bad {
        assert!(stdout.contains(&format!("{}:", f.display())), "{} missing in\n{stdout}", f.display());
    }
    assert!(stdout.contains("unit b2 at (7,0): off the map"), "{stdout}");
    let missing = Command::new(exe).args(["check", "no/such/file.ron"]).output().unwrap();
    assert_eq!(missing.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&missing.stdout).starts_with("no/such/file.ron: cannot read the file"));
}

#[test]
fn cli_los_explains_blocked_and_hindered_lines() {
    let exe = env!("CARGO_BIN_EXE_hexmarshal");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios");
    let run = |file: &str, from: &str, to: &str| {
        let out = Command::new(exe).arg("los").arg(dir.join(file)).args([from, to]).output().unwrap();
        assert!(out.status.success());
        String::from_utf8_lossy(&out.stdout).to_string()
    };
    let blocked = run("hastings_1066.ron", "2,6", "9,6");
    assert!(blocked.contains("Verdict: blocked: the unit at (4,6) blocks the line"), "{blocked}");
    assert!(blocked.contains("crosses (3,6): clear (open ground)"), "{blocked}");
    let hindered = run("saint_lambert_1944.ron", "5,8", "10,9");
    assert!(hindered.contains("Verdict: hindered by"), "{hindered}");
    let bad = Command::new(exe).arg("los").arg(dir.join("hastings_1066.ron")).args(["2,6", "40,40"]).output().unwrap();
    assert_eq!(bad.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&bad.stdout).contains("hex (40,40) is off the map"));
}

/// A carried weapon names a carrier of its side, in its hex, that is not itself carried and carries nothing else.
#[test]
fn carried_weapons_need_a_carrier_beside_them() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/valid/combat_commander_settings.ron");
    let text = std::fs::read_to_string(&path).unwrap();
    let why = |from: &str, to: &str| {
        let t = text.replace(from, to);
        assert_ne!(t, text, "{from}");
        let report = scenario::load_str(&t, "cc").expect_err(to);
        report.lines().join("\n")
    };
    let carried = r#"carried_by: Some("s1")"#;
    assert!(why(carried, r#"carried_by: Some("nobody")"#).contains("`nobody`, which does not exist"));
    assert!(why(carried, r#"carried_by: Some("mg1")"#).contains("is the unit itself"));
    let elsewhere = why(r#"kind: "ger_hmg", at: (1, 1)"#, r#"kind: "ger_hmg", at: (2, 1)"#);
    assert!(elsewhere.contains("stands at (1,1), not in this hex"), "{elsewhere}");
    let two = why(
        r#"(id: "u1","#,
        r#"(id: "mg2", side: "ger", kind: "ger_lmg", at: (1, 1), carried_by: Some("s1")),
        (id: "u1","#,
    );
    assert!(two.contains("unit mg2 at (1,1): carried by `s1`, which already carries `mg1`"), "{two}");
    let chain = why(
        r#"(id: "u1","#,
        r#"(id: "mg2", side: "ger", kind: "ger_lmg", at: (1, 1), carried_by: Some("mg1")),
        (id: "u1","#,
    );
    assert!(chain.contains("which is itself carried"), "{chain}");
}

#[test]
fn cli_output_closed_early_ends_quietly() {
    use std::io::Read;
    use std::process::Stdio;
    // `hexmarshal simulate ... --verbose | head -c 200`: the reader goes after a few lines.
    let mut child = Command::new(env!("CARGO_BIN_EXE_hexmarshal"))
        .args(["simulate", "scenarios/hastings_1066.ron", "--games", "20", "--verbose"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 200];
    child.stdout.as_mut().unwrap().read_exact(&mut first).unwrap();
    drop(child.stdout.take());
    let mut err = String::new();
    child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
    let status = child.wait().unwrap();
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(status.code(), Some(0), "{err}");
    assert!(String::from_utf8_lossy(&first).contains("side"), "{}", String::from_utf8_lossy(&first));
}

/// Every bundled scenario reads in Russian: its name, description, history and both sides' names are given in
/// Russian (written in Cyrillic, not copied), and the English texts are still what an English player reads.
#[test]
fn every_bundled_scenario_reads_in_russian() {
    let cyrillic = |s: &str| s.chars().any(|c| ('\u{400}'..='\u{4FF}').contains(&c));
    for (name, text) in scenario::bundled_files() {
        let s = scenario::load_str(text, name).unwrap();
        let m = &s.file().meta;
        for (what, ru, en) in [
            ("name", m.name_in("ru"), m.name_in("en")),
            ("description", m.description_in("ru"), m.description_in("en")),
            ("history", m.history_in("ru"), m.history_in("en")),
        ] {
            assert!(cyrillic(ru) && ru != en, "{name}: the {what} is not in Russian: {ru}");
            assert!(!cyrillic(en), "{name}: the English {what} is not English: {en}");
        }
        for side in s.sides() {
            assert!(cyrillic(side.name_in("ru")), "{name}: side {} has no Russian name", side.id);
            assert_eq!(side.name_in("en"), side.name);
        }
    }
}

/// A translation falls back, field by field, to the text given: a blank or missing field reads as the scenario's
/// own, and a language with no translation reads the scenario's own texts. It survives saving.
#[test]
fn a_translation_falls_back_field_by_field() {
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/valid/duel.ron"))
        .unwrap()
        .replacen("meta: (", "meta: (translations: {\"ru\": (name: \"Поединок\", description: \"  \")}, ", 1);
    let s = scenario::load_str(&text, "duel").unwrap_or_else(|r| panic!("{}", r.lines().join("\n")));
    let m = &s.file().meta;
    assert_eq!(m.name_in("ru"), "Поединок");
    assert_eq!(m.description_in("ru"), m.description);
    assert_eq!(m.history_in("ru"), m.history);
    assert_eq!(m.name_in("de"), m.name);
    let again = scenario::load_str(&s.file().to_ron(), "resaved").unwrap();
    assert_eq!(again.file().meta.translations, m.translations);
}

/// Every unit and objective of every bundled scenario has a name in English and in Russian (Cyrillic, not the
/// English copied), and no two pieces of one side share a name in either language, so the log and prompts can
/// tell them apart.
#[test]
fn every_bundled_piece_and_objective_is_named_in_both_languages() {
    let cyrillic = |s: &str| s.chars().any(|c| ('\u{400}'..='\u{4FF}').contains(&c));
    for (name, text) in scenario::bundled_files() {
        let f = scenario::load_str(text, name).unwrap().file().clone();
        let named = f.units.iter().map(|u| (&u.id, u.name_in("en"), u.name_in("ru"), Some(&u.side)));
        let objectives = f.objectives.iter().map(|o| (&o.id, o.name_in("en"), o.name_in("ru"), None));
        for (id, en, ru, _) in named.clone().chain(objectives) {
            assert!(!en.trim().is_empty() && !cyrillic(en), "{name}: {id} has no English name: {en:?}");
            assert!(cyrillic(ru) && ru != en, "{name}: {id} has no Russian name: {ru:?}");
        }
        for lang in ["en", "ru"] {
            let names = f.names_in(lang);
            for side in &f.sides {
                let mut seen = BTreeSet::new();
                for u in f.units.iter().filter(|u| u.side == side.id) {
                    assert!(
                        seen.insert(&names[&u.id]),
                        "{name}: two units of {} are called {:?}",
                        side.id,
                        names[&u.id]
                    );
                }
            }
        }
    }
}

/// A unit's or objective's name falls back to the name given, then (in the client) to its id worded; a bad
/// language code or a control character in a name is refused by where it stands.
#[test]
fn piece_names_fall_back_and_bad_ones_are_refused_by_place() {
    let base =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/valid/duel.ron")).unwrap();
    let mut f = scenario::load_str(&base, "duel").unwrap().file().clone();
    f.units[0].name = "The Old Guard".into();
    f.units[0].translations.insert("ru".into(), "Старая гвардия".into());
    f.units[1].translations.insert("ru".into(), "  ".into());
    f.objectives.push(scenario::ObjectiveDef {
        id: "mill".into(),
        at: hexmarshal::rules::Coord(0, 0),
        vp: 1,
        secret: false,
        owner: None,
        controlled_by: None,
        name: "Mill".into(),
        translations: [("ru".to_string(), "Мельница".to_string())].into(),
    });
    let s = scenario::load_str(&f.to_ron(), "named").unwrap_or_else(|r| panic!("{}", r.lines().join("\n")));
    let ru = s.file().names_in("ru");
    assert_eq!(ru[&f.units[0].id], "Старая гвардия");
    assert_eq!(s.file().names_in("en")[&f.units[0].id], "The Old Guard");
    assert!(!ru.contains_key(&f.units[1].id), "a blank translation and no name: the id is worded instead");
    assert_eq!(ru["mill"], "Мельница");
    assert_eq!(s.file().names_in("de")["mill"], "Mill", "a language not given reads the name given");
    let mut bad = f.clone();
    bad.units[1].translations.insert("Russian".into(), "x".into());
    let text = format!("{:?}", bad.validate().unwrap_err());
    assert!(text.contains("units[1].translations") && text.contains("BadLanguage"), "{text}");
    let mut bad = f.clone();
    bad.objectives[0].translations.insert("ru".into(), "Esc\u{1b}[2J".into());
    let text = format!("{:?}", bad.validate().unwrap_err());
    assert!(text.contains("objectives[0].translations.ru") && text.contains("ControlCharacter"), "{text}");
}

/// The title screen's notes: every bundled scenario says about how long a game takes and which side a newcomer
/// should take, and the line under its name reads in the player's language, the length worded by the kind of end
/// the scenario has (turns, the Time track, or a target).
#[test]
fn every_bundled_scenario_has_its_notes_for_the_title_screen_in_both_languages() {
    use hexmarshal::ui::i18n::{I18n, Lang};
    let (en, ru) = (I18n::new(Lang::En), I18n::new(Lang::Ru));
    let latin_word =
        |s: &str| s.split(|c: char| !c.is_alphabetic()).any(|w| w.chars().any(|c| c.is_ascii_alphabetic()));
    let mut per_ruleset = std::collections::BTreeMap::new();
    for (name, text) in scenario::bundled_files() {
        let s = scenario::load_str(text, name).unwrap();
        *per_ruleset.entry(s.ruleset.id()).or_insert(0) += 1;
        let meta = &s.file().meta;
        let minutes = meta.minutes.unwrap_or_else(|| panic!("{name}: no playing time"));
        let side = meta.first_game_side.as_deref().unwrap_or_else(|| panic!("{name}: no side for a first game"));
        let side = s.sides().iter().find(|d| d.id == side).unwrap();
        let (n_en, n_ru) = (hexmarshal::screens::scenario_notes(&en, &s), hexmarshal::screens::scenario_notes(&ru, &s));
        assert!(n_en.contains(&format!("about {minutes} minutes")), "{name}: {n_en}");
        assert!(n_en.contains(&format!("first game: play {}", side.name)), "{name}: {n_en}");
        assert!(n_ru.contains(&format!("около {minutes} мин")), "{name}: {n_ru}");
        assert!(n_ru.contains(side.name_in("ru")), "{name}: {n_ru}");
        assert!(!latin_word(&n_ru), "{name}: English in the Russian notes: {n_ru}");
        let length = match (s.turn_limit, s.time) {
            (Some(t), _) => format!("{t} turns"),
            (None, Some(t)) => t.end.map_or("Time track".to_string(), |end| format!("Time track to space {end}")),
            (None, None) => "Until a side reaches its target".to_string(),
        };
        assert!(n_en.starts_with(&length), "{name}: {n_en}");
    }
    // The library: at least three scenarios for every ruleset.
    assert_eq!(per_ruleset.len(), 5, "{per_ruleset:?}");
    assert!(per_ruleset.values().all(|n| *n >= 3), "{per_ruleset:?}");
}
