//! The ruleset contract: the test ruleset (Duel) plays through the generic game, self-play, saves and replay with no code of its own outside `src/rules/duel/`; its secret never reaches the other side; a refused order changes nothing, in every ruleset.

mod common;

use hexmarshal::game::{Order, Session};
use hexmarshal::rules::duel::DuelOrder;
use hexmarshal::save::SaveFile;
use proptest::prelude::*;

#[test]
fn the_test_ruleset_plays_through_self_play() {
    let sc = common::fixture("duel.ron");
    for g in 0..50 {
        let run = hexmarshal::cli::simulate_one(&sc, g, g ^ 7, 1000, false);
        assert!(run.violations.is_empty(), "game {g}: {:?}", run.violations);
        assert!(run.ended);
    }
}

#[test]
fn the_test_ruleset_saves_and_replays() {
    let sc = common::fixture("duel.ron");
    let mut s = Session::new(&sc, 5);
    while !s.is_over() {
        let side = s.to_act();
        s.submit(side, Order::Duel(DuelOrder::Strike)).unwrap();
    }
    let save = SaveFile::from_session(&s);
    assert_eq!(save.ruleset, "duel");
    let text = save.to_ron();
    let back = SaveFile::from_ron(&text, "duel.save.ron").unwrap();
    let r = back.replay("duel.save.ron").unwrap();
    assert_eq!(r.hash(), s.hash());
}

#[test]
fn a_refused_order_leaves_state_and_dice_as_they_were() {
    let sc = common::default_scenario();
    let mut s = Session::new(&sc, 1);
    let play = s.legal_orders(0)[0].clone();
    s.submit(0, play.clone()).unwrap();
    let (h, pos) = (s.hash(), s.dice_position());
    // The same card again: the ruleset refuses it after its own checks.
    let e = s.submit(0, play).unwrap_err();
    assert!(e.to_string().contains("already been played"), "{e}");
    assert_eq!(s.hash(), h);
    assert_eq!(s.dice_position(), pos);
    // A forced die that does not fit refuses the order and leaves the dice as they were, forced value included.
    let sc = common::fixture("duel.ron");
    let mut d = Session::new(&sc, 1);
    d.force_dice([9]);
    let h = d.hash();
    let e = d.submit(0, Order::Duel(DuelOrder::Strike)).unwrap_err();
    assert!(e.to_string().starts_with("script: forced value 9"), "{e}");
    assert_eq!(d.hash(), h);
    assert_eq!(d.forced_left(), 1);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// The other side's view is the same whatever the secret guard, until the blow that beats it.
    #[test]
    fn a_secret_guard_never_reaches_the_other_side(g1 in 1u32..=6, g2 in 1u32..=6, blows in prop::collection::vec(1u32..=6, 0..6)) {
        let sc = common::fixture("duel.ron");
        let mut a = Session::with_setup_dice(&sc, 1, vec![3, g1]);
        let mut b = Session::with_setup_dice(&sc, 1, vec![3, g2]);
        prop_assert_eq!(a.view(0), b.view(0));
        // The copy odds are computed on is the same too.
        let redacted = |s: &Session| format!("{:?}", s.state().redacted(0));
        prop_assert_eq!(redacted(&a), redacted(&b));
        // Side 0 strikes with 1s, side 1 passes: side 1's guard weakens, unseen, until a blow beats it.
        for _ in blows {
            a.force_dice([1]);
            b.force_dice([1]);
            a.submit(0, Order::Duel(DuelOrder::Strike)).unwrap();
            b.submit(0, Order::Duel(DuelOrder::Strike)).unwrap();
            if a.is_over() || b.is_over() {
                // The blow beat a guard: that game shows it, the other does not (yet).
                break;
            }
            prop_assert_eq!(a.view(0), b.view(0));
            if g1 != g2 {
                // Side 1 itself does know its guard.
                prop_assert_ne!(a.view(1), b.view(1));
            }
            a.submit(1, Order::Duel(DuelOrder::Pass)).unwrap();
            b.submit(1, Order::Duel(DuelOrder::Pass)).unwrap();
            prop_assert_eq!(a.view(0), b.view(0));
        }
    }

    /// A refused order leaves the state hash, and the dice, as they were: in Medieval and in the test ruleset.
    /// Stale orders (legal earlier in the game) reach the ruleset's own checks, not just the turn check.
    #[test]
    fn a_refused_order_changes_nothing(seed in any::<u64>(), picks in prop::collection::vec(any::<u32>(), 1..60)) {
        for sc in [common::default_scenario(), common::fixture("duel.ron")] {
            let mut s = Session::new(&sc, seed);
            let mut seen: Vec<Order> = Vec::new();
            for p in &picks {
                if s.is_over() { break; }
                let side = s.to_act();
                let legal = s.legal_orders(side);
                if !seen.is_empty() {
                    let stale = seen[*p as usize % seen.len()].clone();
                    if !legal.contains(&stale) {
                        let h = s.hash();
                        let pos = s.dice_position();
                        if s.submit(side, stale).is_err() {
                            prop_assert_eq!(s.hash(), h);
                            prop_assert_eq!(s.dice_position(), pos);
                            prop_assert!(s.invariants().is_empty());
                        }
                    }
                }
                if s.is_over() { break; }
                let side = s.to_act();
                let legal = s.legal_orders(side);
                seen.extend(legal.iter().cloned());
                let o = legal[(*p as usize / 7) % legal.len()].clone();
                prop_assert!(s.submit(side, o).is_ok());
            }
        }
    }
}
