//! The editor document's tests: painting, brushes and hexsides, undo and redo, leaders and ids, each ruleset's own settings built by edits, renames carried over, a map shrunk, and the files validating.
use super::*;

fn doc() -> EditorDoc {
    let mut f = EditorDoc::blank(Ruleset::DEFAULT, Orientation::Pointy, 8, 6, Terrain::Open);
    f.meta.name = "Test".into();
    EditorDoc::new(f)
}

fn unit(side: &str, kind: &str, at: Coord) -> UnitDef {
    UnitDef {
        id: String::new(),
        side: side.into(),
        kind: kind.into(),
        at,
        facing: None,
        strength: None,
        leader: None,
        markers: vec![],
        carried_by: None,
        command: None,
        rating: None,
        arrives: None,
        orders: None,
        successor: None,
        name: String::new(),
        translations: Default::default(),
    }
}

#[test]
fn painting_keeps_hexes_sorted_and_drops_defaults() {
    let mut d = doc();
    assert!(d.apply(&Edit::Terrain { hexes: vec![Coord(3, 2), Coord(1, 0), Coord(9, 9)], terrain: Terrain::Forest }));
    let at: Vec<Coord> = d.file().map.hexes.iter().map(|h| h.at).collect();
    assert_eq!(at, vec![Coord(1, 0), Coord(3, 2)], "sorted by row, off-map skipped");
    assert_eq!(d.terrain(Coord(3, 2)), Terrain::Forest);
    d.apply(&Edit::Terrain { hexes: vec![Coord(3, 2)], terrain: Terrain::Open });
    assert_eq!(d.file().map.hexes.len(), 1, "painting the default removes the entry");
    assert!(!d.apply(&Edit::Terrain { hexes: vec![Coord(3, 2)], terrain: Terrain::Open }), "no-op");
}

#[test]
fn undo_and_redo_walk_the_history_and_strokes_merge() {
    let mut d = doc();
    let start = d.file().clone();
    d.apply(&Edit::Terrain { hexes: vec![Coord(0, 0)], terrain: Terrain::Forest });
    d.apply_merged(&Edit::Terrain { hexes: vec![Coord(1, 0)], terrain: Terrain::Forest }, true);
    let painted = d.file().clone();
    d.apply(&Edit::Elevation { hexes: vec![Coord(2, 2)], elevation: 1 });
    assert!(d.undo());
    assert_eq!(d.file(), &painted);
    assert!(d.undo(), "the merged stroke is one step");
    assert_eq!(d.file(), &start);
    assert!(!d.undo());
    assert!(d.redo() && d.redo());
    assert_eq!(d.elevation(Coord(2, 2)), 1);
    assert!(!d.redo());
    d.undo();
    d.apply(&Edit::Elevation { hexes: vec![Coord(3, 3)], elevation: 2 });
    assert!(!d.can_redo(), "a new edit drops the redo stack");
}

#[test]
fn brush_and_flood() {
    let mut d = doc();
    assert_eq!(d.brush(Coord(3, 3), 0), vec![Coord(3, 3)]);
    assert_eq!(d.brush(Coord(3, 3), 1).len(), 7);
    assert_eq!(d.brush(Coord(0, 0), 1).len(), 3, "clipped at the corner");
    assert_eq!(d.flood(Coord(0, 0)).len(), 48, "all open");
    // A wall of forest across column 2 splits the map.
    let wall: Vec<Coord> = (0..6).map(|r| Coord(2, r)).collect();
    d.apply(&Edit::Terrain { hexes: wall, terrain: Terrain::Forest });
    let left = d.flood(Coord(0, 0));
    assert!(left.iter().all(|c| c.0 < 2), "{left:?}");
    assert_eq!(d.flood(Coord(2, 0)).len(), 6);
}

#[test]
fn a_stroke_covers_the_brush_along_the_whole_line_once() {
    let d = doc();
    let o = Orientation::Pointy;
    assert_eq!(d.stroke(Coord(3, 3), Coord(3, 3), 0), vec![Coord(3, 3)], "a stroke that did not move");
    let line = d.stroke(Coord(0, 1), Coord(5, 4), 0);
    assert_eq!(line.len() as u32, Coord(0, 1).distance(Coord(5, 4), o) + 1);
    assert_eq!((line[0], line[line.len() - 1]), (Coord(0, 1), Coord(5, 4)));
    assert!(line.windows(2).all(|w| w[0].distance(w[1], o) == 1), "{line:?}");
    // With a brush, each hex once, and only hexes on the map.
    let wide = d.stroke(Coord(0, 0), Coord(7, 0), 1);
    let unique: BTreeSet<Coord> = wide.iter().copied().collect();
    assert_eq!(unique.len(), wide.len(), "{wide:?}");
    assert!(wide.iter().all(|c| d.contains(*c)), "{wide:?}");
    assert!(line.iter().all(|c| d.stroke(Coord(0, 1), Coord(5, 4), 1).contains(c)));
}

#[test]
fn hexsides_are_one_per_edge_whichever_hex_names_it() {
    let mut d = doc();
    let o = Orientation::Pointy;
    let a = Coord(3, 3);
    let b = a.neighbor(Dir::E, o).unwrap();
    let wall = HexsidePaint { kind: HexsideKind::Wall, one_sided: false, reciprocal: None };
    assert!(!d.apply(&Edit::Hexside { at: Coord(0, 0), dir: Dir::W, feature: Some(wall) }), "the map's outer edge");
    d.apply(&Edit::Hexside { at: a, dir: Dir::E, feature: Some(wall) });
    let hedge = HexsidePaint { kind: HexsideKind::Hedge, one_sided: true, reciprocal: None };
    d.apply(&Edit::Hexside { at: b, dir: Dir::W, feature: Some(hedge) });
    assert_eq!(d.file().map.hexsides.len(), 1);
    assert_eq!(d.hexside(a, Dir::E).unwrap().kind, HexsideKind::Hedge);
    assert!(d.hexside(b, Dir::W).unwrap().one_sided);
    d.apply(&Edit::Hexside { at: a, dir: Dir::E, feature: None });
    assert!(d.file().map.hexsides.is_empty());
    assert!(d.file().validate().is_ok());
}

#[test]
fn leaders_attach_and_ids_stay_unique() {
    let mut d = doc();
    d.apply(&Edit::PlaceUnit(unit("south", "heavy_foot", Coord(2, 4))));
    d.apply(&Edit::PlaceUnit(unit("south", "heavy_foot", Coord(3, 4))));
    d.apply(&Edit::PlaceUnit(unit("south", "leader", Coord(2, 4))));
    let ids: Vec<&str> = d.file().units.iter().map(|u| u.id.as_str()).collect();
    assert_eq!(ids, vec!["heavy_foot_1", "heavy_foot_2", "leader_1"]);
    assert_eq!(d.file().units[0].leader.as_deref(), Some("leader_1"));
    // Renaming the leader carries over; removing it detaches.
    let mut l = d.file().units[2].clone();
    l.id = "william".into();
    d.apply(&Edit::UpdateUnit { id: "leader_1".into(), unit: l });
    assert_eq!(d.file().units[0].leader.as_deref(), Some("william"));
    d.apply(&Edit::MoveUnit { id: "heavy_foot_1".into(), to: Coord(5, 5) });
    assert!(d.file().units.iter().all(|u| u.at == Coord(5, 5) || u.id == "heavy_foot_2"), "the leader goes along");
    assert!(d.file().validate().is_ok(), "{:?}", d.file().validate().err());
    d.apply(&Edit::RemoveUnit { id: "william".into() });
    assert_eq!(d.file().units[0].leader, None);
}

/// A 9th Age scenario built with edits only: armies, units of the two rosters, the zones the players deploy
/// into (refused without them), and the set-piece option that starts the battle with the units as placed.
#[test]
fn a_ninth_age_scenario_needs_zones_unless_it_is_a_set_piece() {
    let r = Ruleset::from_id("ninth_age").unwrap();
    let mut f = EditorDoc::blank(r, Orientation::Flat, 8, 8, Terrain::Open);
    f.meta.name = "Field".into();
    let mut d = EditorDoc::new(f);
    for (i, army) in [(0, "sonnstahl"), (1, "greenskins")] {
        let mut s = d.file().sides[i].clone();
        s.army = Some(army.into());
        d.apply(&Edit::Side { index: i, side: s });
    }
    let (a, b) = (d.file().sides[0].id.clone(), d.file().sides[1].id.clone());
    d.apply(&Edit::PlaceUnit(UnitDef { id: "spears".into(), ..unit(&a, "spearmen", Coord(2, 1)) }));
    d.apply(&Edit::PlaceUnit(UnitDef { id: "orcs".into(), ..unit(&b, "orc_warriors", Coord(2, 6)) }));
    let kinds: Vec<&str> = d.file().validate().unwrap_err().0.iter().map(|e| e.kind()).collect();
    assert_eq!(kinds, ["NoZone", "NoZone"]);
    d.apply(&Edit::Deployed(true));
    assert!(d.file().validate().is_ok(), "{:?}", d.file().validate().err());
    d.apply(&Edit::Deployed(false));
    d.apply(&Edit::Zone { side: a.clone(), hexes: vec![Coord(2, 0), Coord(2, 1)], on: true });
    d.apply(&Edit::Zone { side: b.clone(), hexes: vec![Coord(2, 6), Coord(2, 7)], on: true });
    assert!(d.file().validate().is_ok(), "{:?}", d.file().validate().err());
}

/// A Combat Commander scenario built with edits only: armies, postures, orders, surrender, a radio, the
/// Initiative holder, the time track, a weapon and its carrier (which takes it along and keeps it through a
/// rename).
#[test]
fn a_combat_commander_scenario_is_built_with_its_own_settings() {
    let r = Ruleset::from_id("combat_commander").unwrap();
    let mut f = EditorDoc::blank(r, Orientation::Flat, 8, 6, Terrain::Open);
    f.meta.name = "Hill".into();
    let mut d = EditorDoc::new(f);
    let side = |d: &EditorDoc, i: usize, army: &str, posture: &str| {
        let mut s = d.file().sides[i].clone();
        s.army = Some(army.into());
        s.posture = Some(posture.into());
        s.orders_limit = Some(4);
        s.surrender = Some(5);
        s
    };
    let mut us = side(&d, 0, "us", "attack");
    us.radio = Some(10);
    d.apply(&Edit::Side { index: 0, side: us });
    d.apply(&Edit::Side { index: 1, side: side(&d, 1, "german", "defend") });
    let south = d.file().sides[1].id.clone();
    d.apply(&Edit::Initiative(Some(south.clone())));
    d.apply(&Edit::Time(Some(TimeTrack { start: 1, sudden_death: 6, end: Some(12) })));
    let north = d.file().sides[0].id.clone();
    d.apply(&Edit::PlaceUnit(UnitDef { id: "sq".into(), ..unit(&north, "us_line_squad", Coord(1, 1)) }));
    d.apply(&Edit::PlaceUnit(UnitDef {
        id: "mg".into(),
        carried_by: Some("sq".into()),
        ..unit(&north, "us_mmg", Coord(1, 1))
    }));
    d.apply(&Edit::PlaceUnit(unit(&south, "ger_rifle_squad", Coord(6, 4))));
    // A reinforcement may stand where an enemy stands at the start: it comes later.
    d.apply(&Edit::PlaceUnit(UnitDef {
        id: "late".into(),
        arrives: Some(3),
        ..unit(&north, "us_line_squad", Coord(6, 4))
    }));
    d.apply(&Edit::MoveUnit { id: "sq".into(), to: Coord(2, 2) });
    assert_eq!(d.file().units.iter().find(|u| u.id == "mg").unwrap().at, Coord(2, 2), "the weapon goes along");
    let mut sq = d.file().units.iter().find(|u| u.id == "sq").unwrap().clone();
    sq.id = "squad_a".into();
    d.apply(&Edit::UpdateUnit { id: "sq".into(), unit: sq });
    assert_eq!(d.file().units.iter().find(|u| u.id == "mg").unwrap().carried_by.as_deref(), Some("squad_a"));
    // Renaming the side that holds the initiative carries over.
    let mut s = d.file().sides[1].clone();
    s.id = "wehrmacht".into();
    d.apply(&Edit::Side { index: 1, side: s });
    assert_eq!(d.file().initiative.as_deref(), Some("wehrmacht"));
    let sc = d.file().validate().unwrap_or_else(|e| panic!("{e:?}"));
    let setup = sc.setup();
    assert_eq!(setup.initiative, Some(1));
    assert_eq!(setup.sides[0].posture.as_deref(), Some("attack"));
    assert_eq!(setup.time.map(|t| t.sudden_death), Some(6));
    assert_eq!((setup.sides[0].radio, setup.sides[1].radio), (Some(10), None));
    assert_eq!(setup.units.iter().find(|u| u.id == "late").and_then(|u| u.arrives), Some(3));
    // Moving the weapon on its own sets it down.
    d.apply(&Edit::MoveUnit { id: "mg".into(), to: Coord(3, 3) });
    assert_eq!(d.file().units.iter().find(|u| u.id == "mg").unwrap().carried_by, None);
}

/// A Musket & Pike scenario: a wing commander with a rating and standing order, units answering to him (a
/// rename carries over, a removal clears it), and the file validates into the wings the engine reads.
#[test]
fn a_musket_and_pike_wing_is_built_with_its_commander_rating_and_orders() {
    let r = Ruleset::from_id("musket_pike").unwrap();
    let mut f = EditorDoc::blank(r, Orientation::Pointy, 8, 6, Terrain::Open);
    f.meta.name = "Cropredy".into();
    let mut d = EditorDoc::new(f);
    let (north, south) = (d.file().sides[0].id.clone(), d.file().sides[1].id.clone());
    let placed = |side: &str, id: &str, kind: &str, at: Coord| UnitDef { id: id.into(), ..unit(side, kind, at) };
    d.apply(&Edit::PlaceUnit(UnitDef {
        rating: Some(-2),
        orders: Some("charge".into()),
        ..placed(&north, "rupert", "wing_commander", Coord(1, 1))
    }));
    for (side, id, at) in [(&north, "horse", Coord(1, 1)), (&south, "foot", Coord(5, 4))] {
        let facing = Some(if side == &north { Dir::SE } else { Dir::NW });
        d.apply(&Edit::PlaceUnit(UnitDef { facing, ..placed(side, id, "cavalry", at) }));
    }
    d.apply(&Edit::PlaceUnit(placed(&south, "essex", "wing_commander", Coord(5, 4))));
    // Units without a commander are refused by name.
    let errs = d.file().validate().unwrap_err().0;
    assert!(errs.iter().all(|e| e.kind() == "BadCommand") && errs.len() == 2, "{errs:?}");
    for (id, cmd) in [("horse", "rupert"), ("foot", "essex")] {
        let u = UnitDef { command: Some(cmd.into()), ..d.file().units.iter().find(|u| u.id == id).unwrap().clone() };
        d.apply(&Edit::UpdateUnit { id: id.into(), unit: u });
    }
    let mut l = d.file().units.iter().find(|u| u.id == "rupert").unwrap().clone();
    l.id = "prince_rupert".into();
    d.apply(&Edit::UpdateUnit { id: "rupert".into(), unit: l });
    assert_eq!(d.file().units.iter().find(|u| u.id == "horse").unwrap().command.as_deref(), Some("prince_rupert"));
    let sc = d.file().validate().unwrap_or_else(|e| panic!("{e:?}"));
    let rupert = sc.setup().units.iter().find(|u| u.id == "prince_rupert").unwrap().clone();
    assert_eq!((rupert.rating, rupert.orders.as_deref()), (Some(-2), Some("charge")));
    // The army's commander names his successor; a rename carries to it, and a removal clears it.
    d.apply(&Edit::PlaceUnit(UnitDef {
        rating: Some(-1),
        successor: Some("prince_rupert".into()),
        ..placed(&north, "charles", "army_commander", Coord(2, 1))
    }));
    let mut l = d.file().units.iter().find(|u| u.id == "prince_rupert").unwrap().clone();
    l.id = "rupert".into();
    d.apply(&Edit::UpdateUnit { id: "prince_rupert".into(), unit: l });
    let charles = |d: &EditorDoc| d.file().units.iter().find(|u| u.id == "charles").unwrap().clone();
    assert_eq!(charles(&d).successor.as_deref(), Some("rupert"));
    let sc = d.file().validate().unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(sc.setup().units.iter().find(|u| u.id == "charles").unwrap().successor.as_deref(), Some("rupert"));
    d.apply(&Edit::RemoveUnit { id: "essex".into() });
    assert_eq!(d.file().units.iter().find(|u| u.id == "foot").unwrap().command, None);
    d.apply(&Edit::RemoveUnit { id: "rupert".into() });
    assert_eq!(charles(&d).successor, None);
}

#[test]
fn renaming_a_side_carries_to_everything_that_names_it() {
    let mut d = doc();
    d.apply(&Edit::PlaceUnit(unit("north", "warriors", Coord(1, 1))));
    d.apply(&Edit::Zone { side: "north".into(), hexes: vec![Coord(1, 1), Coord(2, 1)], on: true });
    d.apply(&Edit::Objective {
        at: Coord(4, 4),
        objective: Some(ObjectiveDef {
            id: String::new(),
            at: Coord(0, 0),
            vp: 2,
            secret: true,
            owner: Some("north".into()),
            controlled_by: None,
            name: String::new(),
            translations: Default::default(),
        }),
    });
    let mut s = d.file().sides[1].clone();
    s.id = "saxons".into();
    d.apply(&Edit::Side { index: 1, side: s });
    let f = d.file();
    assert_eq!(f.units[0].side, "saxons");
    assert_eq!(f.deployment_zones[0].side, "saxons");
    assert_eq!(f.objectives[0].owner.as_deref(), Some("saxons"));
    assert_eq!(f.objectives[0].at, Coord(4, 4));
    // A rename onto the other side's id is refused (the rest of the edit applies).
    let mut s = f.sides[1].clone();
    s.id = "south".into();
    s.name = "Saxons".into();
    d.apply(&Edit::Side { index: 1, side: s });
    assert_eq!(d.file().sides[1].id, "saxons");
    assert_eq!(d.file().sides[1].name, "Saxons");
}

#[test]
fn shrinking_the_map_drops_what_falls_off() {
    let mut d = doc();
    d.apply(&Edit::PlaceUnit(unit("north", "heavy_foot", Coord(7, 5))));
    d.apply(&Edit::PlaceUnit(unit("north", "leader", Coord(7, 5))));
    d.apply(&Edit::Terrain { hexes: vec![Coord(7, 5), Coord(1, 1)], terrain: Terrain::Forest });
    d.apply(&Edit::Map { orientation: Orientation::Pointy, width: 5, height: 5, default_terrain: Terrain::Field });
    let f = d.file();
    assert!(f.units.is_empty());
    assert_eq!(d.terrain(Coord(1, 1)), Terrain::Forest);
    assert_eq!(d.terrain(Coord(0, 0)), Terrain::Field, "unpainted hexes take the new default");
    assert_eq!(f.map.hexes.len(), 1);
}
