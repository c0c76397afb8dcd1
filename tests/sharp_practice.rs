//! Sharp Practice through the generic game: the bundled scenario plays to an end under self-play with every invariant holding, a game saves and replays to the same hash, and the other side's view (and the copy its odds are computed on) is the same whether a blind holds troops or nothing, order after order, until that blind is revealed.

use hexmarshal::game::{Order, Session};
use hexmarshal::rules::registry::Match;
use hexmarshal::rules::roster::Roster;
use hexmarshal::save::SaveFile;
use hexmarshal::scenario::{self, Scenario};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

const FORD: &str = "the_ford_1811.ron";

fn bundled(name: &str) -> Scenario {
    scenario::load_str(scenario::bundled(name).unwrap(), name).unwrap()
}

#[test]
fn the_ford_plays_to_an_end_keeping_every_invariant() {
    let sc = bundled(FORD);
    for g in 0..16 {
        let run = hexmarshal::cli::simulate_one(&sc, g, g ^ 5, 20_000, false);
        assert!(run.violations.is_empty(), "game {g}: {:?}", run.violations);
        assert!(run.ended, "game {g} did not end");
    }
}

#[test]
fn a_game_saves_and_replays_to_the_same_hash() {
    let sc = bundled(FORD);
    let mut s = Session::new(&sc, 4);
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    for _ in 0..250 {
        if s.is_over() {
            break;
        }
        let side = s.to_act();
        let legal = s.legal_orders(side);
        let o = legal[rng.random_range(0..legal.len())].clone();
        s.submit(side, o).unwrap();
    }
    let save = SaveFile::from_session(&s);
    assert_eq!(save.ruleset, "sharp_practice");
    let back = SaveFile::from_ron(&save.to_ron(), "sp.save.ron").unwrap();
    let r = back.replay("sp.save.ron").unwrap();
    assert_eq!(r.hash(), s.hash());
}

fn state(s: &Session) -> &Match {
    s.state()
}

fn has(s: &Session, id: &str) -> bool {
    match state(s) {
        Match::SharpPractice(g) => g.piece(id).is_some(),
        _ => panic!("not a Sharp Practice game"),
    }
}

fn hiding(s: &Session, id: &str) -> bool {
    match state(s) {
        Match::SharpPractice(g) => g.piece(id).is_some_and(|p| p.hidden()),
        _ => panic!("not a Sharp Practice game"),
    }
}

/// The dummy blind `b_blind_3` of the bundled scenario, against the same blind holding a light infantry group.
fn twins() -> (Scenario, Scenario) {
    let text = scenario::bundled(FORD).unwrap();
    let marker = "        (id: \"hussars\", side: \"french\", kind: \"cavalry\", at: (15, 8), name: \"Hussars\", translations: {\"ru\": \"Гусары\"}),\n";
    assert!(text.contains(marker));
    let real = text.replace(
        marker,
        &format!(
            "{marker}        (id: \"extra\", side: \"british\", kind: \"light_infantry\", at: (8, 3), carried_by: Some(\"b_blind_3\")),\n"
        ),
    );
    (bundled(FORD), scenario::load_str(&real, "real.ron").unwrap())
}

/// The British line group hiding in the farm, against the same group hiding in the woods to the north-west.
fn hiding_twins() -> (Scenario, Scenario) {
    let text = scenario::bundled(FORD).unwrap();
    let farm = "(id: \"line_2\", side: \"british\", kind: \"line_infantry\", at: (6, 4),";
    assert!(text.contains(farm));
    let woods = text.replace(farm, "(id: \"line_2\", side: \"british\", kind: \"line_infantry\", at: (3, 2),");
    (bundled(FORD), scenario::load_str(&woods, "woods.ron").unwrap())
}

/// Play random games of the two scenarios in which the British only give orders legal in both (and, when
/// `quiet` names a unit, none of its own: what it does where it stands rightly differs): the French see exactly the
/// same, in every channel the view carries (units, cards, dice, prompts, log), and the copy their odds read is the
/// same, for as long as `secret` holds in both. Returns the orders compared.
fn never_tells(twins: (Scenario, Scenario), secret: impl Fn(&Session) -> bool, quiet: &str, seed: u64) -> usize {
    let (dummy, real) = twins;
    let mut a = Session::new(&dummy, seed);
    let mut b = Session::new(&real, seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut compared = 0;
    for _ in 0..1500 {
        if a.is_over() || !secret(&a) || !secret(&b) {
            break;
        }
        assert_eq!(a.view(1), b.view(1), "seed {seed}: the French view differs after {compared} orders");
        assert_eq!(
            format!("{:?}", state(&a).redacted(1)),
            format!("{:?}", state(&b).redacted(1)),
            "seed {seed}: the copy the French odds read differs"
        );
        compared += 1;
        assert_eq!(a.to_act(), b.to_act());
        let side = a.to_act();
        let la = a.legal_orders(side);
        let lb = b.legal_orders(side);
        let choices: Vec<Order> = if side == 1 {
            assert_eq!(la, lb, "seed {seed}: the French are offered different orders");
            la
        } else {
            let named = |o: &Order| !quiet.is_empty() && format!("{o:?}").contains(&format!("\"{quiet}\""));
            la.into_iter().filter(|o| lb.contains(o) && !named(o)).collect()
        };
        // Prefer acting to passing, so blinds move and look about.
        let o = choices[rng.random_range(0..choices.len())].clone();
        let ra = a.submit(side, o.clone()).map(|_| ());
        let rb = b.submit(side, o).map(|_| ());
        assert_eq!(ra.is_ok(), rb.is_ok());
    }
    compared
}

#[test]
fn a_blind_never_tells_whether_it_is_a_dummy() {
    let mut total = 0;
    for seed in 0..24 {
        total += never_tells(twins(), |s| has(s, "b_blind_3"), "", seed);
    }
    assert!(total > 500, "only {total} orders compared: the games ended or revealed the blind too soon");
}

#[test]
fn troops_hiding_in_cover_never_tell_where() {
    let mut total = 0;
    for seed in 0..24 {
        total += never_tells(hiding_twins(), |s| hiding(s, "line_2"), "line_2", seed);
    }
    assert!(total > 500, "only {total} orders compared: the games ended or found the hiding troops too soon");
}
