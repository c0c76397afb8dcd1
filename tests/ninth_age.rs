//! The 9th Age through the generic game: Hollow Tor plays to an end under self-play, deployment included, with every invariant holding; both sides see the same; a reaction or pursuit prompt goes to the side that must answer and hands the seat over; saves replay to the same hash after every order; and the odds shown (a charge's chance of reaching, a volley's wounds) are whole distributions.

use hexmarshal::game::Session;
use hexmarshal::rules::engine::OddsOutcome;
use hexmarshal::rules::ninth_age::state::Stage;
use hexmarshal::rules::ninth_age::{NaGame, NaOrder};
use hexmarshal::rules::registry::{Match, Order, RulesView};
use hexmarshal::save::SaveFile;
use hexmarshal::scenario::{self, Scenario};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

const TOR: &str = "hollow_tor.ron";

fn bundled(name: &str) -> Scenario {
    scenario::load_str(scenario::bundled(name).unwrap(), name).unwrap()
}

fn game(s: &Session) -> &NaGame {
    match &s.state() {
        Match::NinthAge(g) => g,
        _ => panic!("not a 9th Age game"),
    }
}

#[test]
fn hollow_tor_deploys_and_plays_to_an_end_keeping_every_invariant() {
    let sc = bundled(TOR);
    for g in 0..12 {
        let run = hexmarshal::cli::simulate_one(&sc, g, g ^ 5, 20_000, false);
        assert!(run.violations.is_empty(), "game {g}: {:?}", run.violations);
        assert!(run.ended, "game {g} did not end");
    }
}

/// Random play, checking at every order: both views are the same; no unit stands on the map before it is placed;
/// a reaction goes to the charged unit's side and pursuit to the winner's; saves replay to the same hash. Three
/// games, since uniform random play declares few charges and one game may declare none.
#[test]
fn prompts_go_to_the_side_that_answers_and_saves_replay() {
    let sc = bundled(TOR);
    let (mut reactions, mut placed_before_battle) = (0, 0);
    for seed in 11..14 {
        prompts_in_one_game(&sc, seed, &mut reactions, &mut placed_before_battle);
    }
    assert!(reactions > 0, "no charge was ever declared");
    assert_eq!(placed_before_battle, 12, "every unit was placed by the players");
}

fn prompts_in_one_game(sc: &Scenario, seed: u64, reactions: &mut u32, placed_before_battle: &mut usize) {
    let mut s = Session::new(sc, seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for n in 0..1500 {
        if s.is_over() {
            break;
        }
        let (a, b) = (s.view(0), s.view(1));
        assert_eq!(format!("{:?}", a.rules), format!("{:?}", b.rules), "order {n}: the views differ");
        assert_eq!(a.units, b.units);
        let side = s.to_act();
        let g = game(&s);
        if !g.in_battle() {
            let on_map = g.pieces.iter().filter(|p| p.at.is_some()).count();
            assert_eq!(a.units.len(), on_map, "only placed units are on the map");
            *placed_before_battle = (*placed_before_battle).max(on_map);
        }
        match g.stage {
            Stage::React { target, .. } => {
                *reactions += 1;
                assert_eq!(side, g.pieces[target].side, "the charged side reacts");
                assert_ne!(side, g.turn_side);
            }
            Stage::Pursue { unit } => assert_eq!(side, g.pieces[unit].side, "the winner decides on pursuit"),
            _ => {}
        }
        if let RulesView::NinthAge(v) = &a.rules {
            assert_eq!(v.vp.to_vec(), a.scores, "the score is the VP tally");
        }
        let stage = g.stage;
        let legal = s.legal_orders(side);
        assert!(!legal.is_empty(), "order {n}: nothing legal for side {side} at {stage:?}");
        let o = legal[rng.random_range(0..legal.len())].clone();
        s.submit(side, o).unwrap();
        if n % 89 == 0 {
            let save = SaveFile::from_session(&s);
            let back = SaveFile::from_ron(&save.to_ron(), "na.save.ron").unwrap();
            assert_eq!(back.replay("na.save.ron").unwrap().hash(), s.hash());
        }
    }
}

/// A charge's odds are the exact count of 2D6 throws that reach: a multiple of 1/36, reach and short summing to one;
/// a volley's odds sum to one.
#[test]
fn charge_and_volley_odds_are_whole() {
    let sc = bundled(TOR);
    let (mut charges, mut volleys) = (0, 0);
    for seed in 0..6u64 {
        let mut s = Session::new(&sc, seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..2500 {
            if s.is_over() {
                break;
            }
            let side = s.to_act();
            let legal = s.legal_orders(side);
            for o in &legal {
                let (unit, target) = match o {
                    Order::NinthAge(NaOrder::Charge { unit, target } | NaOrder::Shoot { unit, target }) => {
                        (unit, target)
                    }
                    _ => continue,
                };
                let odds = s.odds(side, unit, target).unwrap();
                if let Some((_, p)) = odds.outcomes.iter().find(|(k, _)| *k == OddsOutcome::ChargeReaches) {
                    let short: f64 =
                        odds.outcomes.iter().filter(|(k, _)| *k == OddsOutcome::ChargeShort).map(|x| x.1).sum();
                    assert!((p + short - 1.0).abs() < 1e-9 && *p > 0.0, "{odds:?}");
                    // Half and half between two arcs, each a count of 36 throws: a multiple of 1/72.
                    assert!(((p * 72.0) - (p * 72.0).round()).abs() < 1e-9, "{odds:?}");
                    charges += 1;
                } else {
                    let total: f64 = odds.hits.iter().sum();
                    assert!((total - 1.0).abs() < 1e-9, "{odds:?}");
                    volleys += 1;
                }
            }
            let o = legal[rng.random_range(0..legal.len())].clone();
            s.submit(side, o).unwrap();
        }
    }
    assert!(charges > 0 && volleys > 0, "charges {charges}, volleys {volleys}");
}

/// Characters join units when they can (the player here always takes a `Join` it is offered, then plays at random):
/// every order keeps every invariant (a character in a unit stands, faces and flees with it and fights no fight of
/// its own), and a character whose unit is destroyed stands alone or is lost with it.
#[test]
fn characters_join_units_and_outlive_them_keeping_every_invariant() {
    let sc = bundled(TOR);
    let (mut joins, mut left_alone) = (0, 0);
    for seed in 0..8u64 {
        let mut s = Session::new(&sc, seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for n in 0..4000 {
            if s.is_over() {
                break;
            }
            let side = s.to_act();
            let legal = s.legal_orders(side);
            let join = legal.iter().find(|o| matches!(o, Order::NinthAge(NaOrder::Join { .. })));
            let o = join.cloned().unwrap_or_else(|| legal[rng.random_range(0..legal.len())].clone());
            let before: Vec<Option<usize>> = game(&s).pieces.iter().map(|p| p.joined).collect();
            s.submit(side, o.clone()).unwrap();
            let broken = s.invariants();
            assert!(broken.is_empty(), "seed {seed}, order {n} ({o:?}): {broken:?}");
            let g = game(&s);
            for (c, was) in before.iter().enumerate() {
                let Some(h) = *was else { continue };
                if g.pieces[c].joined.is_none() && g.pieces[h].dead {
                    left_alone += 1;
                    let p = &g.pieces[c];
                    assert!(
                        p.dead || (p.at == g.pieces[h].at && !p.fleeing),
                        "seed {seed}: {} stands where its unit fell",
                        p.id
                    );
                }
            }
            joins += usize::from(matches!(o, Order::NinthAge(NaOrder::Join { .. })));
        }
    }
    assert!(joins > 0, "no character ever joined a unit");
    assert!(left_alone > 0, "no unit with a character in it was ever destroyed");
}
