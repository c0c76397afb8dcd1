//! The computer opponent never cheats and plays every ruleset: two games that differ only in what its seat cannot
//! see (where the other side's secret objective lies, in every ruleset; the other hand and the deck's order in the
//! card rulesets; what hides behind a blind) get the same decision from the same seed; the states it samples play on
//! under the rules; and it plays each bundled scenario to an end.

use hexmarshal_rules::ai::{self, Level, Player};
use hexmarshal_rules::rules::Coord;
use hexmarshal_rules::rules::dice::GameDice;
use hexmarshal_rules::rules::registry::{Match, Order};
use hexmarshal_rules::rules::ruleset::Ruleset;
use hexmarshal_rules::scenario::format::{ObjectiveDef, ScenarioFile};
use hexmarshal_rules::scenario::{self, Scenario, bundled_files};
use hexmarshal_rules::session::Session;
use proptest::prelude::*;

const SEAT: Player = Player::Ai(Level::Easy);

fn bundled(r: Ruleset) -> Vec<ScenarioFile> {
    bundled_files()
        .map(|(_, text)| ScenarioFile::from_ron(text).unwrap())
        .filter(|f| f.meta.ruleset == r.id())
        .collect()
}

/// Empty hexes of the map, away from every unit and objective, in a stable order.
fn empty_hexes(f: &ScenarioFile) -> Vec<Coord> {
    let mut v = Vec::new();
    for q in 0..f.map.width as i32 {
        for r in 0..f.map.height as i32 {
            let c = Coord(q, r);
            if !f.units.iter().any(|u| u.at == c) && !f.objectives.iter().any(|o| o.at == c) {
                v.push(c);
            }
        }
    }
    v
}

/// `file` with a secret objective of side `owner` at `at`.
fn with_secret(file: &ScenarioFile, owner: usize, at: Coord) -> Scenario {
    let mut f = file.clone();
    f.objectives.push(ObjectiveDef {
        id: "hush".into(),
        at,
        vp: 5,
        secret: true,
        owner: Some(f.sides[owner].id.clone()),
        controlled_by: None,
        name: String::new(),
        translations: Default::default(),
    });
    f.validate().unwrap_or_else(|e| panic!("{}: {e:?}", f.meta.name))
}

/// Play the twins on with the same random orders; at every turn of `seat`, both games must give the seat the same
/// decision, for as long as the seat is shown the same. Returns the decisions compared.
fn same_decisions(mut a: Session, mut b: Session, seat: usize, seed: u64, orders: usize) -> usize {
    let mut pick = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut compared = 0;
    for step in 0..orders {
        if a.is_over() || a.view(seat) != b.view(seat) {
            break;
        }
        let side = a.to_act();
        let order: Order = if side == seat {
            let (da, db) = (ai::decide(&a, seat, SEAT, seed), ai::decide(&b, seat, SEAT, seed));
            assert_eq!(
                da,
                db,
                "{}: the seat's decision at order {step} depends on what it cannot see",
                a.scenario().name()
            );
            compared += 1;
            match da {
                Some(o) => o,
                None => break,
            }
        } else {
            let legal = a.legal_orders(side);
            if legal.is_empty() || legal != b.legal_orders(side) {
                break;
            }
            ai::policy::random_order(&legal, &mut pick).clone()
        };
        if a.submit(side, order.clone()).is_err() || b.submit(side, order).is_err() {
            break;
        }
    }
    compared
}

use rand::SeedableRng;

/// Twin games of each bundled scenario of `r` in which the other side's secret objective lies on one empty hex or
/// another.
fn secret_objective_twins(r: Ruleset, seed: u64, orders: usize) -> usize {
    let mut compared = 0;
    for f in bundled(r) {
        let hexes = empty_hexes(&f);
        for seat in 0..2 {
            let k = (seed as usize * 7) % hexes.len();
            let (x, y) = (hexes[k], hexes[(k + hexes.len() / 2) % hexes.len()]);
            let a = Session::new(&with_secret(&f, 1 - seat, x), seed);
            let b = Session::new(&with_secret(&f, 1 - seat, y), seed);
            compared += same_decisions(a, b, seat, seed, orders);
        }
    }
    compared
}

#[test]
fn no_ruleset_lets_the_computer_read_a_secret_objective() {
    for r in Ruleset::ALL {
        let n = secret_objective_twins(r, 1, 60);
        assert!(n >= 10, "{r}: only {n} decisions compared");
    }
}

/// Medieval: the other hand swapped with cards of the deck, and the deck's order reversed.
#[test]
fn medieval_the_other_hand_and_the_deck_order_do_not_change_a_decision() {
    let mut compared = 0;
    for f in bundled(Ruleset::Medieval) {
        let sc = f.validate().unwrap();
        for seed in 1..=3 {
            let a = Session::new(&sc, seed);
            let mut b = Session::new(&sc, seed);
            let seat = a.to_act();
            if let Match::Medieval(m) = b.state_mut() {
                let foe = 1 - seat;
                let n = m.s.hands[foe].len().min(m.s.deck.len());
                for k in 0..n {
                    std::mem::swap(&mut m.s.hands[foe][k], &mut m.s.deck[k]);
                }
                m.s.deck.reverse();
            }
            assert_ne!(a.state().digest(), b.state().digest());
            compared += same_decisions(a, b, seat, seed, 40);
        }
    }
    assert!(compared >= 9, "only {compared} decisions compared");
}

/// Combat Commander: the other side dealt another hand from the same cards.
#[test]
fn combat_commander_the_other_hand_does_not_change_a_decision() {
    let mut compared = 0;
    for f in bundled(Ruleset::CombatCommander) {
        let sc = f.validate().unwrap();
        for seed in 1..=3 {
            let a = Session::new(&sc, seed);
            let mut b = Session::new(&sc, seed);
            let seat = a.to_act();
            if let Match::CombatCommander(m) = b.state_mut() {
                let foe = 1 - seat;
                let n = m.hands[foe].len().min(m.decks[foe].pile.len());
                for k in 0..n {
                    std::mem::swap(&mut m.hands[foe][k], &mut m.decks[foe].pile[k]);
                }
                m.hands[foe].sort_unstable();
            }
            compared += same_decisions(a, b, seat, seed, 40);
        }
    }
    assert!(compared >= 6, "only {compared} decisions compared");
}

/// Sharp Practice: a British group hiding in the farm or in the woods to the north-west.
#[test]
fn sharp_practice_what_hides_does_not_change_a_decision() {
    let text = scenario::bundled("the_ford_1811.ron").unwrap();
    let farm = "(id: \"line_2\", side: \"british\", kind: \"line_infantry\", at: (6, 4),";
    assert!(text.contains(farm));
    let woods = text.replace(farm, "(id: \"line_2\", side: \"british\", kind: \"line_infantry\", at: (3, 2),");
    let (x, y) = (scenario::load_str(text, "farm.ron").unwrap(), scenario::load_str(&woods, "woods.ron").unwrap());
    let mut compared = 0;
    for seed in 1..=4 {
        compared += same_decisions(Session::new(&x, seed), Session::new(&y, seed), 1, seed, 80);
    }
    assert!(compared >= 8, "only {compared} decisions compared");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 10, ..ProptestConfig::default() })]

    /// Any ruleset, any seed: the other side's secret objective, wherever it lies, never changes a decision.
    #[test]
    fn no_seed_lets_the_computer_read_a_secret_objective(r in 0usize..5, seed in 1u64..1_000_000) {
        secret_objective_twins(Ruleset::ALL[r], seed, 24);
    }

    /// A state the computer samples plays on under the rules: every order it lists is accepted, for a stretch of
    /// random play, in every ruleset.
    #[test]
    fn sampled_states_play_on(r in 0usize..5, seed in 1u64..1_000_000, before in 0usize..120) {
        let f = &bundled(Ruleset::ALL[r])[0];
        let sc = f.validate().unwrap();
        let mut s = Session::new(&sc, seed);
        let mut pick = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..before {
            if s.is_over() { break; }
            let side = s.to_act();
            let legal = s.legal_orders(side);
            let o = ai::policy::random_order(&legal, &mut pick).clone();
            s.submit(side, o).unwrap();
        }
        prop_assume!(!s.is_over());
        let seat = s.to_act();
        let mut dice = GameDice::new(seed ^ 77);
        let mut det = s.state().sample(seat, &mut dice);
        let ctx = s.ctx();
        for k in 0..80 {
            if det.common().over.is_some() { break; }
            let side = det.to_act();
            let legal = det.legal(ctx, side);
            prop_assert!(!legal.is_empty(), "{}: no order in a sampled state after {k}", sc.name());
            let o = ai::policy::random_order(&legal, &mut pick).clone();
            let mut out = Vec::new();
            let res = det.apply(ctx, side, &o, &mut dice, &mut out);
            prop_assert!(res.is_ok(), "{}: a sampled state refused its own legal order {o}: {res:?}", sc.name());
        }
    }
}

/// The computer plays a whole game of every bundled scenario against the random player, from each side, and every
/// game ends with every order it gave accepted.
#[test]
fn the_computer_plays_every_bundled_scenario_to_an_end() {
    for (name, text) in bundled_files() {
        let sc = scenario::load_str(text, name).unwrap();
        let arena = ai::arena::Arena { a: SEAT, b: Player::Random, games: 2, seed: 3, max_orders: 5000, threads: 2 };
        let tally = arena.run(&sc);
        assert_eq!(tally.games.len(), 2);
        for g in &tally.games {
            assert!(g.ended, "{name}: a game of the computer did not end in {} orders", g.orders);
            assert!(g.decisions[0] > 0, "{name}: the computer decided nothing");
        }
    }
}
