//! Combat Commander through the generic game: the bundled scenarios play to an end under self-play with every invariant holding, a game saves and replays to the same hash, neither a side's hand (its artillery and Hidden Wire cards included) nor its unrevealed secret objective ever reaches the other side's view or the copy odds are computed on, and a barrage's mark reaches the board.

mod common;

use hexmarshal::game::{Order, Session};
use hexmarshal::rules::combat_commander::CcOrder;
use hexmarshal::save::SaveFile;
use hexmarshal::scenario::{self, Scenario};
use proptest::prelude::*;

fn bundled(name: &str) -> Scenario {
    scenario::load_str(scenario::bundled(name).unwrap(), name).unwrap()
}

#[test]
fn both_scenarios_play_to_an_end_keeping_every_invariant() {
    for name in ["saint_lambert_1944.ron", "mortain_1944.ron", "hill_192_1944.ron"] {
        let sc = bundled(name);
        for g in 0..12 {
            let run = hexmarshal::cli::simulate_one(&sc, g, g ^ 11, 20_000, false);
            assert!(run.violations.is_empty(), "{name} game {g}: {:?}", run.violations);
            assert!(run.ended, "{name} game {g} did not end");
        }
    }
}

#[test]
fn a_game_saves_and_replays_to_the_same_hash() {
    let sc = bundled("saint_lambert_1944.ron");
    let mut s = Session::new(&sc, 9);
    let mut pick = 0usize;
    for _ in 0..300 {
        if s.is_over() {
            break;
        }
        let side = s.to_act();
        let legal = s.legal_orders(side);
        // Spread the choices over the list, skipping the Initiative switch now and then.
        pick = pick.wrapping_mul(31).wrapping_add(7);
        let o = legal[pick % legal.len()].clone();
        s.submit(side, o).unwrap();
    }
    let save = SaveFile::from_session(&s);
    assert_eq!(save.ruleset, "combat_commander");
    let back = SaveFile::from_ron(&save.to_ron(), "cc.save.ron").unwrap();
    let r = back.replay("cc.save.ron").unwrap();
    assert_eq!(r.hash(), s.hash());
}

fn redacted(s: &Session, side: usize) -> String {
    format!("{:?}", s.state().redacted(side))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    /// The Germans' view, and the copy their odds are computed on, are the same whatever the US hand holds; the US
    /// secret objective stays out of them until it is revealed.
    #[test]
    fn the_other_hand_and_secret_objective_never_reach_a_view(
        a in prop::sample::subsequence((1u32..=72).collect::<Vec<_>>(), 6),
        b in prop::sample::subsequence((1u32..=72).collect::<Vec<_>>(), 6),
    ) {
        let sc = bundled("saint_lambert_1944.ron");
        // Side 0 (US, Attack) draws 6, then side 1 (German, Defend) draws 4 cards the two games share.
        let german: Vec<u32> = (1..=72).filter(|c| !a.contains(c) && !b.contains(c)).take(4).collect();
        let mut ga = Session::with_setup_dice(&sc, 3, a.iter().chain(&german).copied().collect());
        let mut gb = Session::with_setup_dice(&sc, 3, b.iter().chain(&german).copied().collect());
        prop_assert_eq!(ga.view(1), gb.view(1));
        prop_assert_eq!(redacted(&ga, 1), redacted(&gb, 1));
        let v = format!("{:?}", ga.view(1));
        prop_assert!(!v.contains("wood_edge"), "the US secret objective leaked: {}", v);
        // The US passes without ordering (its hand is full, so it draws nothing): the Germans still see the same.
        ga.submit(0, Order::CombatCommander(CcOrder::EndTurn)).unwrap();
        gb.submit(0, Order::CombatCommander(CcOrder::EndTurn)).unwrap();
        prop_assert_eq!(ga.view(1), gb.view(1));
        prop_assert_eq!(redacted(&ga, 1), redacted(&gb, 1));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// With a radio on the table, whether the US hand holds Artillery Request cards never shows: the Germans' view,
    /// their redacted copy and the orders they are offered are the same as with any other hand, before and after
    /// the US turn.
    #[test]
    fn artillery_cards_in_hand_never_reach_the_other_side(
        b in prop::sample::subsequence((1u32..=72).filter(|c| ![12, 13, 26, 27, 41, 42].contains(c)).collect::<Vec<_>>(), 6),
    ) {
        let sc = bundled("hill_192_1944.ron");
        let a = [12u32, 13, 26, 27, 41, 42];
        let german: Vec<u32> = (1..=72).filter(|c| !a.contains(c) && !b.contains(c)).take(4).collect();
        let mut ga = Session::with_setup_dice(&sc, 5, a.iter().chain(&german).copied().collect());
        let mut gb = Session::with_setup_dice(&sc, 5, b.iter().chain(&german).copied().collect());
        // The US may call artillery with the first hand (it holds a radio): a legal order the Germans never see.
        let call = Order::CombatCommander(CcOrder::PlayOrder { card: 12 });
        prop_assert!(ga.legal_orders(0).contains(&call), "the radio's side may play its Artillery Request");
        prop_assert_eq!(ga.view(1), gb.view(1));
        prop_assert_eq!(redacted(&ga, 1), redacted(&gb, 1));
        let v = format!("{:?}", ga.view(1));
        prop_assert!(!v.contains("ArtilleryRequest"), "the US hand leaked: {}", v);
        ga.submit(0, Order::CombatCommander(CcOrder::EndTurn)).unwrap();
        gb.submit(0, Order::CombatCommander(CcOrder::EndTurn)).unwrap();
        prop_assert_eq!(ga.view(1), gb.view(1));
        prop_assert_eq!(ga.legal_orders(1), gb.legal_orders(1));
        prop_assert_eq!(redacted(&ga, 1), redacted(&gb, 1));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Hidden Wire in the German hand never shows either: after a US unit moves, whether the Germans are asked
    /// anything, and everything the US sees, are the same as with any other German hand (the window opens only
    /// where a German unit could fire at the movers, whatever the hand holds).
    #[test]
    fn hidden_wire_in_hand_never_opens_a_window_of_its_own(
        b in prop::sample::subsequence((1u32..=72).filter(|c| ![21, 31, 62].contains(c)).collect::<Vec<_>>(), 4),
        step in 0usize..6,
    ) {
        let sc = bundled("hill_192_1944.ron");
        // The US (Attack) draws 6 cards the two games share, among them Move 20; the Germans (Defend) 4.
        let us = [20u32, 5, 16, 17, 10, 11];
        let a: Vec<u32> = [21u32, 31, 62].into_iter().chain(b.iter().copied().filter(|c| !us.contains(c)).take(1)).collect();
        prop_assume!(a.len() == 4 && !b.iter().any(|c| us.contains(c)));
        let mut ga = Session::with_setup_dice(&sc, 5, us.iter().chain(&a).copied().collect());
        let mut gb = Session::with_setup_dice(&sc, 5, us.iter().chain(&b).copied().collect());
        for g in [&mut ga, &mut gb] {
            g.submit(0, Order::CombatCommander(CcOrder::PlayOrder { card: 20 })).unwrap();
        }
        let activate = ga.legal_orders(0).into_iter().filter(|o| matches!(o, Order::CombatCommander(CcOrder::Activate { .. }))).nth(step);
        prop_assume!(activate.is_some());
        let activate = activate.unwrap();
        ga.submit(0, activate.clone()).unwrap();
        gb.submit(0, activate).unwrap();
        let mv = ga.legal_orders(0).into_iter().find(|o| matches!(o, Order::CombatCommander(CcOrder::Move { .. })));
        prop_assume!(mv.is_some());
        let mv = mv.unwrap();
        ga.submit(0, mv.clone()).unwrap();
        gb.submit(0, mv).unwrap();
        prop_assert_eq!(ga.to_act(), gb.to_act());
        prop_assert_eq!(ga.view(0), gb.view(0));
        prop_assert_eq!(redacted(&ga, 0), redacted(&gb, 0));
        prop_assert_eq!(ga.legal_orders(0), gb.legal_orders(0));
        // Here the Germans can fire at the movers, so the window opens in both games, and only the hand with the
        // cards may spring the wire.
        let wire = |g: &Session| {
            g.legal_orders(1).iter().any(|o| matches!(o, Order::CombatCommander(CcOrder::HiddenWire { .. })))
        };
        if ga.to_act() == 1 {
            prop_assert!(wire(&ga));
            prop_assert!(!wire(&gb));
        }
    }
}

/// A barrage the rules land reaches the board: its mark on the tile where it fell (drawn for both sides and named
/// in the hex tooltip), never a hindrance to sight, and gone when the caller's next turn begins.
#[test]
fn a_barrage_lands_on_the_board_and_lifts() {
    use hexmarshal::rules::los::{LosContext, Verdict, line_of_sight};
    use hexmarshal::rules::{Coord, terrain::HexMarker};
    let text = r##"(
        format: 1,
        meta: (name: "CC barrage", ruleset: "combat_commander", seed: 1),
        map: (orientation: Flat, width: 9, height: 8),
        sides: [
            (id: "us", name: "US", colour: "#557733", home_edge: West, army: Some("us"), posture: Some("attack"), radio: Some(8)),
            (id: "ger", name: "Germans", colour: "#555555", home_edge: East, army: Some("german"), posture: Some("defend")),
        ],
        units: [
            (id: "us_sq1", side: "us", kind: "us_line_squad", at: (1, 4)),
            (id: "ger_sq1", side: "ger", kind: "ger_rifle_squad", at: (6, 4)),
        ],
    )"##;
    let sc = scenario::load_str(text, "barrage.ron").unwrap();
    let cc = |o: CcOrder| Order::CombatCommander(o);
    let mut s = Session::with_setup_dice(&sc, 1, vec![12, 27, 16, 20, 10, 11, 2, 3, 4, 6]);
    s.submit(0, cc(CcOrder::PlayOrder { card: 12 })).unwrap();
    s.submit(0, cc(CcOrder::Activate { unit: "us_sq1".into() })).unwrap();
    // Card 48 (2+6) is accurate in the open; the attack and the defence follow.
    s.force_dice([48, 30, 10]);
    s.submit(0, cc(CcOrder::Barrage { at: Coord(6, 4) })).unwrap();
    s.submit(1, cc(CcOrder::Ask { on: false })).unwrap();
    s.submit(1, cc(CcOrder::Pass)).unwrap();
    s.submit(1, cc(CcOrder::Pass)).unwrap();
    let board = s.board();
    assert!(board.grid.markers(Coord(6, 4)).contains(&HexMarker::Barrage));
    let sight = line_of_sight(&board.los, &LosContext::empty(), Coord(5, 4), Coord(7, 4), false);
    assert_eq!(sight.verdict, Verdict::Clear);
    for v in [s.view(0), s.view(1)] {
        assert!(v.markers.iter().any(|(c, m)| *c == Coord(6, 4) && m.contains(&HexMarker::Barrage)));
        assert!(format!("{:?}", v.log).contains("BarrageLands"), "both sides see the barrage land");
    }
    s.submit(0, cc(CcOrder::EndTurn)).unwrap();
    assert!(s.board().grid.markers(Coord(6, 4)).contains(&HexMarker::Barrage), "it stays through the enemy's turn");
    s.submit(1, cc(CcOrder::EndTurn)).unwrap();
    assert!(!s.board().grid.markers(Coord(6, 4)).contains(&HexMarker::Barrage), "it lifts at the caller's next turn");
}

#[test]
fn a_revealed_secret_objective_shows_to_both_sides() {
    let sc = bundled("saint_lambert_1944.ron");
    let mut s = Session::new(&sc, 1);
    assert!(!format!("{:?}", s.view(1)).contains("wood_edge"));
    assert!(format!("{:?}", s.view(0)).contains("wood_edge"));
    s.submit(0, Order::CombatCommander(CcOrder::Reveal { objective: "wood_edge".into() })).unwrap();
    assert!(format!("{:?}", s.view(1)).contains("wood_edge"));
}

/// A Blaze the rules place reaches the board: the tile's markers, and the sight index every later line of sight
/// (and the LOS tooltip) is judged on.
#[test]
fn a_blaze_placed_in_play_blocks_sight_on_the_board() {
    use hexmarshal::rules::los::{Blocker, LosContext, Verdict, line_of_sight};
    use hexmarshal::rules::{Coord, terrain::HexMarker};
    let text = r##"(
        format: 1,
        meta: (name: "CC blaze", ruleset: "combat_commander", seed: 1),
        map: (orientation: Flat, width: 9, height: 8),
        sides: [
            (id: "us", name: "US", colour: "#557733", home_edge: West, army: Some("us"), posture: Some("attack")),
            (id: "ger", name: "Germans", colour: "#555555", home_edge: East, army: Some("german"), posture: Some("defend")),
        ],
        units: [
            (id: "us_tm1", side: "us", kind: "us_line_team", at: (3, 4)),
            (id: "ger_tm1", side: "ger", kind: "ger_line_team", at: (6, 4)),
        ],
    )"##;
    let sc = scenario::load_str(text, "blaze.ron").unwrap();
    // US hand: Fire 17 first. The US attack card 9 (2+3) counts; the German defence card 62 (5+2) shows Event!,
    // its event card 12 is Blaze (only the German deck has it), and card 13's hex is (6,4).
    let mut s = Session::with_setup_dice(&sc, 1, vec![17, 20, 10, 11, 16, 46, 2, 3, 4, 6]);
    let cc = |o: CcOrder| Order::CombatCommander(o);
    s.submit(0, cc(CcOrder::PlayOrder { card: 17 })).unwrap();
    s.submit(0, cc(CcOrder::Activate { unit: "us_tm1".into() })).unwrap();
    let before = line_of_sight(&s.board().los, &LosContext::empty(), Coord(5, 4), Coord(7, 4), false);
    assert!(!before.verdict.is_blocked());
    s.force_dice([9, 62, 12, 13]);
    s.submit(0, cc(CcOrder::FireAt { unit: "us_tm1".into(), target: "ger_tm1".into() })).unwrap();
    // The Germans hold the Initiative card and are asked about the attack card: they switch the question off and
    // let it stand, pass on Concealment, and their defence card's event, the Blaze and its hex follow at once.
    s.submit(1, cc(CcOrder::Ask { on: false })).unwrap();
    s.submit(1, cc(CcOrder::Pass)).unwrap();
    s.submit(1, cc(CcOrder::Pass)).unwrap();
    let board = s.board();
    assert!(board.grid.markers(Coord(6, 4)).contains(&HexMarker::Blaze));
    let after = line_of_sight(&board.los, &LosContext::empty(), Coord(5, 4), Coord(7, 4), false);
    assert_eq!(after.verdict, Verdict::Blocked(Blocker::Blaze { at: Coord(6, 4) }));
}

/// The odds before firing are exact from what the firer may know: its attack card is any card of its own pile
/// (not its hand), the defence card any card the defender has not shown (pile and hand), each equally likely.
#[test]
fn the_odds_before_firing_count_the_cards_not_yet_seen() {
    use hexmarshal::rules::combat_commander::data::{Nation, deck};
    use hexmarshal::rules::engine::OddsOutcome;
    let text = r##"(
        format: 1,
        meta: (name: "CC odds", ruleset: "combat_commander", seed: 1),
        map: (orientation: Flat, width: 8, height: 6),
        sides: [
            (id: "us", name: "US", colour: "#557733", home_edge: West, army: Some("us"), posture: Some("attack")),
            (id: "ger", name: "Germans", colour: "#555555", home_edge: East, army: Some("german"), posture: Some("defend")),
        ],
        units: [
            (id: "us_sq1", side: "us", kind: "us_line_squad", at: (1, 2)),
            (id: "ger_sq1", side: "ger", kind: "ger_rifle_squad", at: (4, 2)),
        ],
    )"##;
    let sc = scenario::load_str(text, "odds.ron").unwrap();
    let hand = [1u32, 16, 17, 5, 10, 14];
    let odds_with = |german: [u32; 4]| {
        let mut s = Session::with_setup_dice(&sc, 1, hand.iter().copied().chain(german).collect());
        let cc = |o: CcOrder| Order::CombatCommander(o);
        s.submit(0, cc(CcOrder::PlayOrder { card: 1 })).unwrap();
        s.submit(0, cc(CcOrder::Activate { unit: "us_sq1".into() })).unwrap();
        s.odds(0, "us_sq1", "ger_sq1").unwrap()
    };
    let o = odds_with([2, 3, 6, 9]);
    // The same whatever the German hand holds.
    assert_eq!(o, odds_with([40, 50, 60, 70]));
    // By hand: FP 6 + an unplayed US card against morale 7 + open ground 0 + any German card.
    let played = [1u8, 16, 17, 5, 10, 14];
    let mine: Vec<i32> =
        deck(Nation::Us).iter().filter(|c| !played.contains(&c.number)).map(|c| i32::from(c.total())).collect();
    let theirs: Vec<i32> = deck(Nation::German).iter().map(|c| i32::from(c.total())).collect();
    let n = (mine.len() * theirs.len()) as f64;
    let count = |f: &dyn Fn(i32, i32) -> bool| {
        mine.iter().flat_map(|a| theirs.iter().map(move |d| (*a, *d))).filter(|(a, d)| f(*a, *d)).count() as f64 / n
    };
    let broken = count(&|a, d| 6 + a > 7 + d);
    let suppressed = count(&|a, d| 6 + a == 7 + d);
    let p = |k: OddsOutcome| o.outcomes.iter().find(|(w, _)| *w == k).unwrap().1;
    assert!((p(OddsOutcome::Broken) - broken).abs() < 1e-12);
    assert!((p(OddsOutcome::Suppressed) - suppressed).abs() < 1e-12);
    assert!((p(OddsOutcome::NoEffect) - (1.0 - broken - suppressed)).abs() < 1e-12);
    assert_eq!(p(OddsOutcome::Eliminated), 0.0);
    assert_eq!(o.dice, 6);
}

/// A mortar's odds count its targeting card too: a card of the pile whose dice's product beats range plus
/// hindrance, then another card of the pile for the attack, against foxholes worth 3 + 1 against ordnance.
#[test]
fn a_mortars_odds_count_its_targeting_card() {
    use hexmarshal::rules::combat_commander::data::{Nation, deck};
    use hexmarshal::rules::engine::OddsOutcome;
    let text = r##"(
        format: 1,
        meta: (name: "CC mortar odds", ruleset: "combat_commander", seed: 1),
        map: (orientation: Flat, width: 9, height: 6, hexes: [(at: (6, 2), markers: [Fort(Foxholes)])]),
        sides: [
            (id: "us", name: "US", colour: "#557733", home_edge: West, army: Some("us"), posture: Some("attack")),
            (id: "ger", name: "Germans", colour: "#555555", home_edge: East, army: Some("german"), posture: Some("defend")),
        ],
        units: [
            (id: "us_wt", side: "us", kind: "us_weapon_team", at: (1, 2)),
            (id: "us_m", side: "us", kind: "us_light_mortar", at: (1, 2), carried_by: Some("us_wt")),
            (id: "ger_sq1", side: "ger", kind: "ger_rifle_squad", at: (6, 2)),
        ],
    )"##;
    let sc = scenario::load_str(text, "mortar_odds.ron").unwrap();
    let played = [1u8, 16, 17, 5, 10, 14];
    let mut s = Session::with_setup_dice(&sc, 1, played.iter().map(|&c| u32::from(c)).chain([2, 3, 6, 9]).collect());
    let cc = |o: CcOrder| Order::CombatCommander(o);
    s.submit(0, cc(CcOrder::PlayOrder { card: 1 })).unwrap();
    s.submit(0, cc(CcOrder::Activate { unit: "us_wt".into() })).unwrap();
    let o = s.odds(0, "us_m", "ger_sq1").unwrap();
    // By hand: range 5 in the open, so the product must beat 5; FP 7 against morale 7 + foxholes 3 + 1.
    let mine: Vec<(i32, bool)> = deck(Nation::Us)
        .iter()
        .filter(|c| !played.contains(&c.number))
        .map(|c| (i32::from(c.total()), c.white * c.coloured > 5))
        .collect();
    let theirs: Vec<i32> = deck(Nation::German).iter().map(|c| i32::from(c.total())).collect();
    let (mut broken, mut suppressed, mut n) = (0.0, 0.0, 0.0);
    for (i, (_, hit)) in mine.iter().enumerate() {
        for (j, (a, _)) in mine.iter().enumerate() {
            if i == j || !hit {
                n += if i == j { 0.0 } else { theirs.len() as f64 };
                continue;
            }
            for d in &theirs {
                n += 1.0;
                broken += f64::from(u8::from(7 + a > 11 + d));
                suppressed += f64::from(u8::from(7 + a == 11 + d));
            }
        }
    }
    let p = |k: OddsOutcome| o.outcomes.iter().find(|(w, _)| *w == k).unwrap().1;
    assert!((p(OddsOutcome::Broken) - broken / n).abs() < 1e-9, "{} {}", p(OddsOutcome::Broken), broken / n);
    assert!((p(OddsOutcome::Suppressed) - suppressed / n).abs() < 1e-9);
    let total: f64 = o.outcomes.iter().map(|(_, v)| v).sum();
    assert!((total - 1.0).abs() < 1e-9);
}
