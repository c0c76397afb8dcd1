//! Headless editor tests: the real App (editor, client and game logic, no window) driven by the pointer and command
//! messages the board and panels send, with assertions on the document; bundled scenarios round-trip through the
//! editor unchanged; a blank map becomes a playable, checked, playtested Medieval scenario.

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use hexmarshal::editor::doc::{Edit, HexsidePaint};
use hexmarshal::editor::{Editor, EditorCommand, EditorPlugin, EditorPointer, PointerPhase, Tool, Tools};
use hexmarshal::game::GamePlugin;
use hexmarshal::game::components::GameConfig;
use hexmarshal::rules::hex::{Coord, Dir, Orientation};
use hexmarshal::rules::ruleset::Ruleset;
use hexmarshal::rules::terrain::{HexsideKind, Terrain};
use hexmarshal::scenario::{self, ScenarioError, ScenarioFile};
use hexmarshal::screens::Screen;
use hexmarshal::ui::i18n::Lang;
use hexmarshal::ui::panels::ToTitle;
use hexmarshal::ui::settings::Settings;
use hexmarshal::ui::{Autosave, ClientPlugin};
use std::path::PathBuf;
use std::sync::OnceLock;

/// One data folder for the whole test binary (tests run in parallel; each uses its own file names).
fn data_dir() -> &'static PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let d = tempfile::tempdir().unwrap().keep();
        // SAFETY: set once, before any test reads it, and never changed.
        unsafe { std::env::set_var("HEXMARSHAL_DATA", &d) };
        d
    })
}

fn app() -> App {
    data_dir();
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(Settings { language: Some(Lang::En), ..Default::default() })
        .insert_resource(Autosave(true))
        .add_plugins(GamePlugin)
        .add_plugins(ClientPlugin)
        .init_state::<Screen>()
        .add_plugins(EditorPlugin);
    app.update();
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Editor);
    app.update();
    app
}

fn cmd(app: &mut App, c: EditorCommand) {
    app.world_mut().write_message(c);
    app.update();
}

fn tool(app: &mut App, f: impl FnOnce(&mut Tools)) {
    f(&mut app.world_mut().resource_mut::<Tools>());
}

fn press(app: &mut App, hex: Coord, edge: Dir, secondary: bool) {
    for phase in [PointerPhase::Press, PointerPhase::Release] {
        app.world_mut().write_message(EditorPointer { hex, edge, phase, secondary });
    }
    app.update();
}

fn stroke(app: &mut App, hexes: &[Coord]) {
    for (i, h) in hexes.iter().enumerate() {
        let phase = if i == 0 { PointerPhase::Press } else { PointerPhase::Drag };
        app.world_mut().write_message(EditorPointer { hex: *h, edge: Dir::E, phase, secondary: false });
        app.update();
    }
    let last = *hexes.last().unwrap();
    app.world_mut().write_message(EditorPointer {
        hex: last,
        edge: Dir::E,
        phase: PointerPhase::Release,
        secondary: false,
    });
    app.update();
}

fn ed(app: &App) -> &Editor {
    app.world().resource::<Editor>()
}

fn file(app: &App) -> ScenarioFile {
    ed(app).doc.file().clone()
}

fn new_map(app: &mut App, w: u32, h: u32) {
    cmd(
        app,
        EditorCommand::New {
            ruleset: Ruleset::Medieval,
            orientation: Orientation::Pointy,
            width: w,
            height: h,
            terrain: Terrain::Open,
        },
    );
}

#[test]
fn paint_fill_hexside_place_undo_and_save_through_the_pointer() {
    let mut app = app();
    new_map(&mut app, 10, 8);
    assert_eq!(file(&app).map.width, 10);

    // A brush stroke of radius 1 over two hexes is one undo step.
    tool(&mut app, |t| {
        t.tool = Tool::Terrain;
        t.terrain = Terrain::Forest;
        t.brush = 1;
    });
    stroke(&mut app, &[Coord(3, 3), Coord(4, 3)]);
    let forest = file(&app).map.hexes.iter().filter(|h| h.terrain == Some(Terrain::Forest)).count();
    assert_eq!(forest, 10, "two overlapping radius-1 brushes");
    cmd(&mut app, EditorCommand::Undo);
    assert!(file(&app).map.hexes.is_empty(), "the whole stroke undone at once");
    cmd(&mut app, EditorCommand::Redo);
    assert_eq!(file(&app).map.hexes.len(), 10);

    // Flood fill repaints the open ground around the wood, not the wood.
    tool(&mut app, |t| {
        t.tool = Tool::Fill;
        t.terrain = Terrain::Field;
    });
    press(&mut app, Coord(0, 0), Dir::E, false);
    let d = &ed(&app).doc;
    assert_eq!(d.terrain(Coord(9, 7)), Terrain::Field);
    assert_eq!(d.terrain(Coord(3, 3)), Terrain::Forest);
    cmd(&mut app, EditorCommand::Undo);

    // Hexsides on the edge the pointer is nearest; right button clears.
    tool(&mut app, |t| {
        t.tool = Tool::Hexside;
        t.hexside = HexsidePaint { kind: HexsideKind::Wall, one_sided: true, reciprocal: None };
    });
    press(&mut app, Coord(6, 5), Dir::NE, false);
    let hs = file(&app).map.hexsides;
    assert_eq!(hs.len(), 1);
    assert_eq!((hs[0].at, hs[0].dir, hs[0].kind, hs[0].one_sided), (Coord(6, 5), Dir::NE, HexsideKind::Wall, true));
    press(&mut app, Coord(6, 5), Dir::E, false);
    assert_eq!(file(&app).map.hexsides.len(), 2);
    press(&mut app, Coord(6, 5), Dir::E, true);
    assert_eq!(file(&app).map.hexsides.len(), 1);

    // Units: a leader placed with a unit attaches to it; the right button removes the top piece.
    tool(&mut app, |t| {
        t.tool = Tool::Unit;
        t.side = 1;
        t.kind = "heavy_foot".into();
    });
    press(&mut app, Coord(5, 1), Dir::E, false);
    tool(&mut app, |t| t.kind = "leader".into());
    press(&mut app, Coord(5, 1), Dir::E, false);
    let f = file(&app);
    assert_eq!(f.units.len(), 2);
    assert_eq!(f.units[0].side, "north");
    assert_eq!(f.units[0].leader.as_deref(), Some(f.units[1].id.as_str()));
    press(&mut app, Coord(5, 1), Dir::E, true);
    assert_eq!(file(&app).units.len(), 1);
    assert_eq!(file(&app).units[0].leader, None, "the removed leader is detached");

    // Dragging a unit with the select tool moves it.
    tool(&mut app, |t| t.tool = Tool::Select);
    stroke(&mut app, &[Coord(5, 1), Coord(6, 1)]);
    assert_eq!(file(&app).units[0].at, Coord(6, 1));
    assert_eq!(ed(&app).selected, Some(Coord(6, 1)));

    // Objectives and zones.
    tool(&mut app, |t| {
        t.tool = Tool::Objective;
        t.vp = 2;
    });
    press(&mut app, Coord(4, 4), Dir::E, false);
    assert_eq!(file(&app).objectives[0].vp, 2);
    tool(&mut app, |t| {
        t.tool = Tool::Zone;
        t.side = 0;
        t.brush = 0;
    });
    stroke(&mut app, &[Coord(0, 7), Coord(1, 7), Coord(2, 7)]);
    assert_eq!(file(&app).deployment_zones[0].hexes, vec![Coord(0, 7), Coord(1, 7), Coord(2, 7)]);

    // Save, and the file on disk is the document.
    cmd(&mut app, EditorCommand::Save { name: "pointer test".into() });
    assert!(!ed(&app).dirty());
    assert_eq!(ed(&app).name, "pointer_test.scenario.ron");
    let text = std::fs::read_to_string(data_dir().join("pointer_test.scenario.ron")).unwrap();
    assert_eq!(ScenarioFile::from_ron(&text).unwrap(), file(&app));
    // One more edit marks it dirty again.
    cmd(&mut app, EditorCommand::Edit(Edit::Elevation { hexes: vec![Coord(1, 1)], elevation: 2 }));
    assert!(ed(&app).dirty());
}

/// A drag is sampled once a frame: where a quick drag (or a slow frame) jumps from one hex to one six hexes on, the
/// stroke still paints every hex between, as one undo step.
#[test]
fn a_drag_that_jumps_between_frames_paints_every_hex_it_passed_over() {
    let mut app = app();
    new_map(&mut app, 10, 8);
    tool(&mut app, |t| {
        t.tool = Tool::Terrain;
        t.terrain = Terrain::Forest;
        t.brush = 0;
    });
    stroke(&mut app, &[Coord(1, 6), Coord(7, 6)]);
    let forest: Vec<Coord> =
        file(&app).map.hexes.iter().filter(|h| h.terrain == Some(Terrain::Forest)).map(|h| h.at).collect();
    assert_eq!(forest, (1..=7).map(|c| Coord(c, 6)).collect::<Vec<_>>(), "the row from the press to where it ended");
    cmd(&mut app, EditorCommand::Undo);
    assert!(file(&app).map.hexes.is_empty(), "the whole stroke undone at once");

    // The frame that sees the finger or button come up sees no drag: a stroke last read on its first hex and
    // lifted five hexes on still reaches where it was lifted.
    for (hex, phase) in [(Coord(2, 4), PointerPhase::Press), (Coord(7, 4), PointerPhase::Release)] {
        app.world_mut().write_message(EditorPointer { hex, edge: Dir::E, phase, secondary: false });
        app.update();
    }
    let forest: Vec<Coord> =
        file(&app).map.hexes.iter().filter(|h| h.terrain == Some(Terrain::Forest)).map(|h| h.at).collect();
    assert_eq!(forest, (2..=7).map(|c| Coord(c, 4)).collect::<Vec<_>>(), "lifted where it ended");
    cmd(&mut app, EditorCommand::Undo);
    assert!(file(&app).map.hexes.is_empty(), "one undo step");

    // Elevation the same, on a slant: every hex of the line, each next to the one before it.
    tool(&mut app, |t| {
        t.tool = Tool::Elevation;
        t.elevation = 1;
    });
    stroke(&mut app, &[Coord(0, 0), Coord(4, 7)]);
    let raised: Vec<Coord> = file(&app).map.hexes.iter().filter(|h| h.elevation == 1).map(|h| h.at).collect();
    let o = Orientation::Pointy;
    assert_eq!(raised.len() as u32, Coord(0, 0).distance(Coord(4, 7), o) + 1, "{raised:?}");
    assert!(raised.contains(&Coord(0, 0)) && raised.contains(&Coord(4, 7)), "{raised:?}");
    for h in &raised {
        assert!(
            raised.iter().any(|k| k != h && k.distance(*h, o) == 1),
            "{h} stands apart from the rest of the stroke {raised:?}"
        );
    }
}

#[test]
fn every_bundled_scenario_round_trips_through_the_editor_unchanged() {
    let mut app = app();
    for (name, text) in scenario::bundled_files() {
        cmd(&mut app, EditorCommand::Open { name: name.to_string(), text: text.to_string() });
        assert!(!ed(&app).status.as_ref().unwrap().1, "{name}: {:?}", ed(&app).status);
        assert!(ed(&app).report.errors.is_empty(), "{name}: {:?}", ed(&app).report.errors);
        let save_as = format!("roundtrip_{name}");
        cmd(&mut app, EditorCommand::Save { name: save_as.clone() });
        let saved_name = ed(&app).name.clone();
        assert!(saved_name.ends_with(".scenario.ron"), "{saved_name}");
        let saved = std::fs::read_to_string(data_dir().join(&saved_name)).unwrap();
        // The game described is the same: the validated scenarios are equal, field for field.
        let original = scenario::load_str(text, name).unwrap();
        let reread = scenario::load_str(&saved, &saved_name).unwrap();
        assert_eq!(original, reread, "{name}");
        // Pretty, stable output: saving what was read back gives the same text.
        assert_eq!(reread.file().to_ron(), saved, "{name}");
        assert!(saved.lines().count() > 20, "{name}: one field per line, readable by hand");
    }
}

#[test]
fn a_bad_file_is_reported_with_its_position_and_the_document_is_kept() {
    let mut app = app();
    new_map(&mut app, 6, 6);
    cmd(&mut app, EditorCommand::Edit(Edit::Terrain { hexes: vec![Coord(2, 2)], terrain: Terrain::Marsh }));
    let before = file(&app);
    cmd(
        &mut app,
        EditorCommand::Open {
            name: "broken.scenario.ron".into(),
            text: "(\n  format: 1,\n  meta: (name: 3),\n)".into(),
        },
    );
    let (msg, err) = ed(&app).status.clone().unwrap();
    assert!(err);
    assert!(msg.contains("broken.scenario.ron:3:"), "{msg}");
    assert_eq!(file(&app), before);
    cmd(&mut app, EditorCommand::OpenPath("/nonexistent/x.scenario.ron".into()));
    assert!(ed(&app).status.as_ref().unwrap().0.contains("/nonexistent/x.scenario.ron"));
    assert_eq!(file(&app), before);
}

#[test]
fn a_file_opened_by_path_is_saved_back_to_its_path() {
    let mut app = app();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mine.ron");
    std::fs::write(&path, scenario::bundled("tours_732.ron").unwrap()).unwrap();
    cmd(&mut app, EditorCommand::OpenPath(path.display().to_string()));
    assert_eq!(ed(&app).path.as_deref(), Some(path.display().to_string().as_str()));
    cmd(&mut app, EditorCommand::Edit(Edit::Terrain { hexes: vec![Coord(0, 0)], terrain: Terrain::Water }));
    cmd(&mut app, EditorCommand::Save { name: "ignored".into() });
    assert!(!ed(&app).dirty(), "{:?}", ed(&app).status);
    let back = ScenarioFile::from_ron(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(back, file(&app));
    assert!(!data_dir().join("ignored.scenario.ron").exists());
}

/// The "done when": a blank map becomes a small Medieval battle; its problems show and get fixed; it saves,
/// `hexmarshal check` accepts the file, and a playtest starts and comes back to the editor with the edit intact.
#[test]
fn a_new_user_builds_checks_saves_and_playtests_a_medieval_scenario() {
    let mut app = app();
    new_map(&mut app, 9, 7);
    let errors = |app: &App| ed(app).report.errors.clone();
    assert!(errors(&app).contains(&ScenarioError::EmptyName), "{:?}", errors(&app));

    // Terrain: a wood and a hill.
    tool(&mut app, |t| {
        t.tool = Tool::Terrain;
        t.terrain = Terrain::Forest;
        t.brush = 0;
    });
    stroke(&mut app, &[Coord(1, 3), Coord(2, 3)]);
    tool(&mut app, |t| {
        t.tool = Tool::Elevation;
        t.elevation = 1;
    });
    stroke(&mut app, &[Coord(4, 2), Coord(5, 2)]);

    // Armies: three units and a leader each; one unit put by mistake in the marsh-free wood is fine, one on water is not.
    tool(&mut app, |t| t.tool = Tool::Unit);
    for (side, row) in [(0usize, 5), (1, 1)] {
        tool(&mut app, |t| t.side = side);
        for (k, col) in [("heavy_foot", 3), ("light_bow_foot", 4), ("medium_cavalry", 5)] {
            tool(&mut app, |t| t.kind = k.into());
            press(&mut app, Coord(col, row), Dir::E, false);
        }
        tool(&mut app, |t| t.kind = "leader".into());
        press(&mut app, Coord(3, row), Dir::E, false);
    }
    cmd(&mut app, EditorCommand::Edit(Edit::Terrain { hexes: vec![Coord(8, 0)], terrain: Terrain::Water }));
    tool(&mut app, |t| {
        t.kind = "warriors".into();
        t.side = 1;
    });
    press(&mut app, Coord(8, 0), Dir::E, false);
    let stuck = file(&app).units.last().unwrap().id.clone();
    assert!(
        errors(&app).iter().any(
            |e| matches!(e, ScenarioError::UnitOnImpassable { unit, at, .. } if *unit == stuck && *at == Coord(8, 0))
        ),
        "{:?}",
        errors(&app)
    );
    // The problem points at its hex: jumping there selects it.
    let hex = errors(&app).iter().find_map(|e| e.hex()).unwrap();
    cmd(&mut app, EditorCommand::Jump(hex));
    assert_eq!(ed(&app).selected, Some(Coord(8, 0)));

    // A playtest is refused while there are errors.
    cmd(&mut app, EditorCommand::Playtest);
    assert!(ed(&app).status.as_ref().unwrap().1);
    assert!(!app.world().contains_resource::<GameConfig>());

    // Fix: remove the stuck unit, name the scenario, an objective on the hill.
    cmd(&mut app, EditorCommand::Edit(Edit::RemoveUnit { id: stuck }));
    let mut meta = file(&app).meta;
    meta.name = "Hill fight".into();
    cmd(&mut app, EditorCommand::Edit(Edit::Meta(meta)));
    tool(&mut app, |t| {
        t.tool = Tool::Objective;
        t.vp = 1;
        t.secret = false;
    });
    press(&mut app, Coord(4, 2), Dir::E, false);
    assert_eq!(errors(&app), vec![]);
    // A target higher than anything the enemy offers is flagged.
    let mut side = file(&app).sides[0].clone();
    side.target = Some(12);
    cmd(&mut app, EditorCommand::Edit(Edit::Side { index: 0, side: side.clone() }));
    assert!(ed(&app).report.warnings.iter().any(|w| matches!(w, scenario::ScenarioWarning::TargetTooHigh { .. })));
    side.target = Some(4);
    cmd(&mut app, EditorCommand::Edit(Edit::Side { index: 0, side }));
    let mut side = file(&app).sides[1].clone();
    side.target = Some(4);
    cmd(&mut app, EditorCommand::Edit(Edit::Side { index: 1, side }));
    assert_eq!(ed(&app).report.warnings, vec![]);

    // Save and check with the command-line tool.
    cmd(&mut app, EditorCommand::Save { name: "hill_fight".into() });
    let path = data_dir().join("hill_fight.scenario.ron");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_hexmarshal")).arg("check").arg(&path).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(stdout.contains("ok (Hill fight, medieval, 9x7, 8 units)"), "{stdout}");

    // Playtest: a game of this scenario starts; leaving it comes back to the editor with the document intact.
    let doc = file(&app);
    cmd(&mut app, EditorCommand::Playtest);
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Game);
    assert_eq!(app.world().resource::<GameConfig>().scenario.name(), "Hill fight");
    assert!(app.world().resource::<hexmarshal::ui::Playtest>().0);
    assert!(!data_dir().join("autosave.save.ron").exists(), "a playtest keeps the player's own autosave");
    app.world_mut().write_message(ToTitle);
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Editor);
    assert!(!app.world().resource::<hexmarshal::ui::Playtest>().0);
    assert_eq!(file(&app), doc);
    assert!(!ed(&app).dirty());
}
