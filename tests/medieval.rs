//! Medieval through the real game schedule: property tests over whole self-played games (cards conserved, blocks never above the start, banners equal kills plus objectives, every game ends) (replay determinism over Medieval games is in tests/core.rs).

mod common;

use hexmarshal::cli::simulate_one;
use hexmarshal::scenario::{self, BUNDLED};
use proptest::prelude::*;

fn medieval_scenarios() -> Vec<scenario::Scenario> {
    BUNDLED
        .iter()
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
