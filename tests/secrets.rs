//! Secret objectives never leak, in any ruleset: scenarios given secret objectives on both sides through the editor's
//! own edits are played at random in pairs that differ only in where one side's secret objective lies; until the
//! rules reveal it, the other side's every channel (its view with the log and scores, its legal orders, the pending
//! prompt and the odds of its attacks) is the same in both games and never names it.

mod common;

use hexmarshal::editor::doc::{Edit, EditorDoc};
use hexmarshal::game::{Outcome, Session};
use hexmarshal::rules::Coord;
use hexmarshal::rules::engine::{Audience, Shape};
use hexmarshal::rules::ruleset::Ruleset;
use hexmarshal::scenario::format::{ObjectiveDef, ScenarioFile};
use hexmarshal::scenario::{Scenario, bundled_files};
use proptest::prelude::*;

/// The id of side `s`'s secret objective in every test scenario.
fn secret_id(s: usize) -> String {
    format!("hush-{s}")
}

/// Where side `s`'s units will stand early in a game, so that a secret objective of the other side placed there
/// changes hands in play: the empty hexes beside its units first, then its deployment zone, then where its units
/// start.
fn hexes_of(f: &ScenarioFile, s: usize) -> Vec<Coord> {
    let id = &f.sides[s].id;
    let o = f.map.orientation;
    let on_map = |c: &Coord| c.0 >= 0 && c.1 >= 0 && (c.0 as u32) < f.map.width && (c.1 as u32) < f.map.height;
    let taken = |c: &Coord| f.units.iter().any(|u| u.at == *c);
    let own: Vec<Coord> = f.units.iter().filter(|u| u.side == *id).map(|u| u.at).collect();
    let mut v: Vec<Coord> = own.iter().flat_map(|c| c.neighbors(o)).filter(|c| on_map(c) && !taken(c)).collect();
    for z in f.deployment_zones.iter().filter(|z| z.side == *id) {
        v.extend(z.hexes.iter().copied());
    }
    v.extend(own);
    let mut seen = std::collections::HashSet::new();
    v.retain(|c| !f.objectives.iter().any(|o| o.at == *c) && seen.insert(*c));
    v
}

/// `file` with a secret objective for each side, made as a designer makes it in the editor: side `s`'s at
/// `at[s]`, worth 5.
fn with_secrets(file: &ScenarioFile, at: [Coord; 2]) -> Scenario {
    let mut doc = EditorDoc::new(file.clone());
    for (s, &c) in at.iter().enumerate() {
        let owner = file.sides[s].id.clone();
        let def = ObjectiveDef {
            id: secret_id(s),
            at: c,
            vp: 5,
            secret: true,
            owner: Some(owner),
            controlled_by: None,
            name: String::new(),
            translations: Default::default(),
        };
        assert!(doc.apply(&Edit::Objective { at: c, objective: Some(def) }), "{}: objective at {c}", file.meta.name);
    }
    doc.file().validate().unwrap_or_else(|e| panic!("{}: {e:?}", file.meta.name))
}

/// The bundled scenarios, one or more per ruleset.
fn bundled(r: Ruleset) -> Vec<ScenarioFile> {
    bundled_files()
        .map(|(_, text)| ScenarioFile::from_ron(text).unwrap())
        .filter(|f| f.meta.ruleset == r.id())
        .collect()
}

/// Everything `side` is told or shown now, in words: its view (units, its ruleset's own state, objectives,
/// scores and the log it may read), its legal orders, the pending prompt, and the odds of every attack it may order.
fn channels(s: &mut Session, side: usize) -> Vec<String> {
    let view = s.view(side);
    let legal = s.legal_orders(side);
    let mut out = vec![format!("{view:?}"), format!("{legal:?}"), format!("{:?}", s.state().decision())];
    for o in &legal {
        if let Shape::Fire { unit, target } | Shape::Attack { unit, target } = o.shape() {
            out.push(format!("odds {unit} {target}: {:?}", s.odds(side, unit, target)));
        }
    }
    out
}

/// Has `side` been told that the secret objective `id` is revealed?
fn revealed_to(s: &mut Session, side: usize, id: &str) -> bool {
    s.view(side).log.iter().any(|o| matches!(o, Outcome::ObjectiveRevealed { objective, .. } if objective == id))
}

/// What the twin games showed.
#[derive(Default)]
struct Tally {
    orders: usize,
    /// Captures of the hidden objective told to its owner alone.
    secret_captures: usize,
}

/// Two games of `file`, the same seed and the same orders, in which `hidden`'s secret objective lies at `a` in one
/// and `b` in the other: the other side's channels are equal and never name it until it is revealed.
fn twin_games(file: &ScenarioFile, hidden: usize, a: Coord, b: Coord, mine: Coord, seed: u64, tally: &mut Tally) {
    let observer = 1 - hidden;
    let place = |theirs: Coord| {
        let mut at = [Coord(0, 0); 2];
        at[hidden] = theirs;
        at[observer] = mine;
        with_secrets(file, at)
    };
    let (sa, sb) = (place(a), place(b));
    let mut ga = Session::new(&sa, seed);
    let mut gb = Session::new(&sb, seed);
    let id = secret_id(hidden);
    let mut pick = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    for step in 0..400 {
        if revealed_to(&mut ga, observer, &id) {
            assert!(revealed_to(&mut gb, observer, &id), "{}: revealed in one game only", file.meta.name);
            break;
        }
        let (ca, cb) = (channels(&mut ga, observer), channels(&mut gb, observer));
        for text in &ca {
            assert!(!text.contains(&id), "{}: side {observer} is told of {id} at order {step}: {text}", file.meta.name);
        }
        assert_eq!(ca, cb, "{}: side {observer} can tell where {id} lies, at order {step}", file.meta.name);
        if ga.is_over() {
            break;
        }
        let side = ga.to_act();
        // The owner keeps its secret: an order that names it (a reveal) is not played, so the objective can change
        // hands while hidden for as long as the game lasts.
        let legal: Vec<_> = ga.legal_orders(side).into_iter().filter(|o| !o.to_string().contains(&id)).collect();
        if legal.is_empty() {
            break;
        }
        pick = pick.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let order = legal[((pick >> 33) as usize) % legal.len()].clone();
        ga.submit(side, order.clone()).unwrap_or_else(|e| panic!("{}: {order}: {e}", file.meta.name));
        gb.submit(side, order.clone()).unwrap_or_else(|e| panic!("{}: {order}: {e} in the twin", file.meta.name));
        tally.orders += 1;
    }
    let log = ga.log();
    tally.secret_captures += log
        .iter()
        .filter(|(o, a)| {
            matches!(o, Outcome::ObjectiveTaken { objective, .. } if *objective == id) && *a == Audience::Only(hidden)
        })
        .count();
}

/// Twin games of every bundled scenario of `r`, both sides' secrets in turn, `games` seeds each.
fn check_ruleset(r: Ruleset, games: u64) {
    let files = bundled(r);
    assert!(!files.is_empty(), "no bundled scenario of {r}");
    let mut tally = Tally::default();
    for file in &files {
        for hidden in 0..2 {
            let theirs = hexes_of(file, 1 - hidden);
            let mine = hexes_of(file, hidden);
            assert!(theirs.len() >= 2 && !mine.is_empty(), "{}: too few hexes to hide objectives in", file.meta.name);
            for seed in 0..games {
                let (a, b) = (theirs[seed as usize % theirs.len()], theirs[(seed as usize + 1) % theirs.len()]);
                twin_games(file, hidden, a, b, mine[0], seed + 1, &mut tally);
            }
        }
    }
    assert!(tally.orders > 100, "{r}: only {} orders played", tally.orders);
    assert!(tally.secret_captures > 0, "{r}: no secret objective was ever taken, so the test saw nothing");
}

#[test]
fn medieval_keeps_secret_objectives() {
    check_ruleset(Ruleset::Medieval, 2);
}

#[test]
fn combat_commander_keeps_secret_objectives() {
    check_ruleset(Ruleset::CombatCommander, 3);
}

#[test]
fn sharp_practice_keeps_secret_objectives() {
    check_ruleset(Ruleset::SharpPractice, 4);
}

#[test]
fn musket_and_pike_keeps_secret_objectives() {
    check_ruleset(Ruleset::MusketPike, 4);
}

#[test]
fn the_ninth_age_keeps_secret_objectives() {
    check_ruleset(Ruleset::NinthAge, 4);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    /// Any seed, any pair of hexes of the other side's ground, in any ruleset.
    #[test]
    fn no_seed_tells_where_a_secret_objective_lies(r in 0usize..5, hidden in 0usize..2, i in 0usize..64, j in 1usize..64, seed in 1u64..1_000_000) {
        let r = Ruleset::ALL[r];
        let file = &bundled(r)[0];
        let theirs = hexes_of(file, 1 - hidden);
        let (a, b) = (theirs[i % theirs.len()], theirs[(i + j) % theirs.len()]);
        prop_assume!(a != b);
        let mine = hexes_of(file, hidden)[0];
        twin_games(file, hidden, a, b, mine, seed, &mut Tally::default());
    }
}
