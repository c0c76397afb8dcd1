//! Medieval through the real game schedule: property tests over whole self-played games (cards conserved, blocks never above the start, banners equal kills plus objectives, every game ends) (replay determinism over Medieval games is in tests/core.rs).

mod common;

use hexmarshal::cli::simulate_one;
use hexmarshal::scenario;
use proptest::prelude::*;

fn medieval_scenarios() -> Vec<scenario::Scenario> {
    scenario::bundled_files()
        .filter(|(_, text)| text.contains("ruleset: \"medieval\""))
        .map(|(name, text)| scenario::load_str(text, name).unwrap())
        .collect()
}

#[test]
fn there_are_three_medieval_scenarios_with_history() {
    let list = medieval_scenarios();
    assert!(list.len() >= 3);
    for s in &list {
        assert!(!s.file().meta.history.is_empty(), "{} has a historical note", s.name());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    /// Every invariant holds after every order of a whole random game, and the game ends.
    #[test]
    fn whole_games_keep_every_invariant(seed in any::<u64>(), which in 0usize..3) {
        let list = medieval_scenarios();
        let sc = &list[which % list.len()];
        let run = simulate_one(sc, seed, seed ^ 0xabcd, 20_000, false);
        prop_assert!(run.violations.is_empty(), "{:?}", run.violations);
        prop_assert!(run.ended);
    }
}

#[test]
fn whole_games_through_the_order_api_end_with_a_winner() {
    let sc = common::default_scenario();
    let mut wins = 0;
    for seed in 0..20 {
        let run = simulate_one(&sc, seed, seed + 99, 20_000, false);
        assert!(run.violations.is_empty(), "{:?}", run.violations);
        wins += run.winner.is_some() as u32;
    }
    assert!(wins > 10, "most self-played games end with a winner, not a draw: {wins}/20");
}

/// The scenario with the engine taking the owners' routine choices, or asking for them.
fn with_auto_choices(sc: &scenario::Scenario, auto: bool) -> scenario::Scenario {
    let mut file = sc.file().clone();
    file.options.auto_choices = auto;
    file.validate().expect("same scenario")
}

/// A routine choice of the owner: which flags to ignore, where a retreat ends, where a leader escapes to.
fn routine(o: &hexmarshal::game::Order) -> bool {
    use hexmarshal::rules::medieval::MedOrder as M;
    matches!(o, hexmarshal::game::Order::Medieval(M::IgnoreFlags { .. } | M::Retreat { .. } | M::Escape { .. }))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 6, ..ProptestConfig::default() })]

    /// Answering every routine choice with the first option offered plays exactly the game the engine plays when
    /// it takes those choices itself: the same events, the same views for both sides, order after order.
    #[test]
    fn the_first_option_offered_is_the_engines_own_choice(seed in any::<u64>(), which in 0usize..3) {
        use rand::{RngExt, SeedableRng};
        let list = medieval_scenarios();
        let sc = &list[which % list.len()];
        let mut auto = hexmarshal::game::Session::new(&with_auto_choices(sc, true), seed);
        let mut asked = hexmarshal::game::Session::new(&with_auto_choices(sc, false), seed);
        let mut pick = rand_chacha::ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
        let mut answered = 0;
        for _ in 0..3000 {
            if auto.is_over() {
                break;
            }
            let side = auto.to_act();
            prop_assert_eq!(asked.to_act(), side);
            let legal = auto.legal_orders(side);
            prop_assert_eq!(&asked.legal_orders(side), &legal);
            let order = legal[pick.random_range(0..legal.len())].clone();
            let want = auto.submit(side, order.clone()).expect("legal");
            let mut got = asked.submit(side, order).expect("legal");
            loop {
                let s = asked.to_act();
                let first = asked.legal_orders(s).into_iter().next();
                match first {
                    Some(o) if routine(&o) => {
                        got.extend(asked.submit(s, o).expect("offered"));
                        answered += 1;
                    }
                    _ => break,
                }
            }
            prop_assert_eq!(&got, &want);
            for v in 0..2 {
                // The undo horizon may differ: an answer that reveals nothing may be taken back.
                let (mut a, b) = (asked.view(v), auto.view(v));
                prop_assert!(a.log_fixed <= b.log_fixed);
                a.log_fixed = b.log_fixed;
                prop_assert_eq!(a, b);
            }
        }
        prop_assert!(answered > 0 || auto.is_over(), "no routine choice came up");
    }
}

/// Odds are computed on the side's redacted copy of the state. Reshuffling what that side may not know (the other
/// hand and the deck's order) changes neither the copy nor any odds it is shown, at every attack of real games.
#[test]
fn odds_read_only_what_the_side_may_know() {
    use hexmarshal::game::Session;

    use hexmarshal::rules::engine::Shape;
    use hexmarshal::rules::registry::Match;
    use rand::SeedableRng;
    for sc in medieval_scenarios() {
        let (mut attacks_checked, mut odds_given) = (0, 0);
        for seed in 5..8 {
            let mut s = Session::new(&sc, seed);
            let mut pick = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            for _ in 0..600 {
                if s.is_over() {
                    break;
                }
                let side = s.to_act();
                let legal = s.legal_orders(side);
                let ctx = s.ctx();
                let real = s.state().clone();
                let Match::Medieval(m) = &real else { panic!("a Medieval game") };
                let mut other = m.clone();
                let foe = 1 - side;
                let n = other.s.hands[foe].len().min(other.s.deck.len());
                for k in 0..n {
                    std::mem::swap(&mut other.s.hands[foe][k], &mut other.s.deck[k]);
                }
                other.s.deck.reverse();
                let other = Match::Medieval(other);
                if n > 0 {
                    assert_ne!(format!("{real:?}"), format!("{other:?}"), "the reshuffle changed the hidden cards");
                }
                assert_eq!(format!("{:?}", real.redacted(side)), format!("{:?}", other.redacted(side)));
                for o in &legal {
                    if let Shape::Attack { unit, target } | Shape::Fire { unit, target } = o.shape() {
                        let a = real.odds(ctx, side, unit, target);
                        assert_eq!(a, other.odds(ctx, side, unit, target), "{o}");
                        attacks_checked += 1;
                        odds_given += usize::from(a.is_ok());
                    }
                }
                let o = hexmarshal::cli::choose(&legal, &mut pick).clone();
                s.submit(side, o).unwrap();
            }
        }
        assert!(attacks_checked > 20 && odds_given > 20, "{}: {attacks_checked} attacks", sc.name());
    }
}
