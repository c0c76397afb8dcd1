//! The deterministic core: orders through the real ECS schedule, rejections as values, turn flow, side views and replay determinism.

mod common;

use bevy::prelude::*;
use hexmarshal::game::components::{HexPos, Unit};
use hexmarshal::game::flow::GameState;
use hexmarshal::game::messages::{Audience, SubmitOrder};
use hexmarshal::game::spawn::spawn_scenario;
use hexmarshal::game::{GamePlugin, Order, Outcome, RejectReason, Session, SideOrder};
use hexmarshal::rules::Coord;
use hexmarshal::rules::medieval::{Card, MedOrder, PlayMode, Troop, cards::DECK};
use hexmarshal::rules::registry::{Match, RulesEvent, RulesView};
use proptest::prelude::*;

fn mv(unit: &str, c: i32, r: i32) -> Order {
    med(MedOrder::Move { unit: unit.into(), to: Coord(c, r) })
}

fn med(o: MedOrder) -> Order {
    Order::Medieval(o)
}

/// Put a card of kind `want` into `side`'s hand (swapped with the deck, so the 65 stay whole); returns its id.
fn card_to_hand(state: &mut Match, side: usize, want: Card) -> u8 {
    let Match::Medieval(m) = state else { panic!("not a Medieval game") };
    let s = &mut m.s;
    if let Some(id) = s.hands[side].iter().copied().find(|c| DECK[*c as usize] == want) {
        return id;
    }
    let out = s.hands[side].remove(0);
    let pile = if s.deck.iter().any(|c| DECK[*c as usize] == want) { &mut s.deck } else { &mut s.discard };
    let pos = pile.iter().position(|c| DECK[*c as usize] == want).expect("in the deck or the discards");
    let id = std::mem::replace(&mut pile[pos], out);
    s.hands[side].push(id);
    id
}

/// Play a troop card ordering `units` and go to the movement step.
fn command(s: &mut Session, side: usize, troop: Troop, units: &[&str]) {
    let id = card_to_hand(s.state_mut(), side, Card::Troop(troop));
    s.submit(side, med(MedOrder::PlayCard { card: id, mode: PlayMode::Normal })).unwrap();
    for u in units {
        s.submit(side, med(MedOrder::OrderUnit { unit: u.to_string() })).unwrap();
    }
    s.submit(side, med(MedOrder::EndPhase)).unwrap();
}

/// Play any card and end the turn at once.
fn pass(s: &mut Session, side: usize) {
    let id = card_to_hand(s.state_mut(), side, Card::Troop(Troop::Medium));
    s.submit(side, med(MedOrder::PlayCard { card: id, mode: PlayMode::Normal })).unwrap();
    s.submit(side, med(MedOrder::EndTurn)).unwrap();
}

#[test]
fn orders_sent_as_messages_move_units_in_a_headless_app() {
    let sc = common::fixture("medieval_small.ron");
    let mut app = App::new();
    app.add_plugins(MinimalPlugins).add_plugins(GamePlugin);
    spawn_scenario(app.world_mut(), &sc, 7);
    let id = card_to_hand(app.world_mut().resource_mut::<GameState>().0.state_mut(), 0, Card::Troop(Troop::Heavy));
    for o in [
        med(MedOrder::PlayCard { card: id, mode: PlayMode::Normal }),
        med(MedOrder::OrderUnit { unit: "r1".into() }),
        med(MedOrder::EndPhase),
        mv("r1", 1, 3),
    ] {
        app.world_mut().write_message(SubmitOrder(SideOrder { side: 0, order: o }));
    }
    app.world_mut().write_message(SubmitOrder(SideOrder { side: 1, order: mv("b1", 2, 1) }));
    app.update();
    let mut q = app.world_mut().query::<(&Unit, &HexPos)>();
    let mut pos = |w: &World, id: &str| q.iter(w).find(|(u, _)| u.id == id).unwrap().1.0;
    assert_eq!(pos(app.world(), "r1"), Coord(1, 3));
    assert_eq!(pos(app.world(), "b1"), Coord(2, 0), "blue may not act on red's turn");
    let log = app.world().resource::<GameState>().0.log().to_vec();
    assert!(log.iter().any(|(o, _)| *o
        == Outcome::Moved { unit: "r1".into(), from: Coord(1, 4), to: Coord(1, 3), path: vec![Coord(1, 3)] }));
    let rej: Vec<_> = log.iter().filter(|(o, _)| matches!(o, Outcome::Rejected { .. })).collect();
    assert_eq!(rej.len(), 1);
    let Outcome::Rejected { reason, .. } = &rej[0].0 else { unreachable!() };
    assert_eq!(*reason, RejectReason::NotYourTurn { side: 1, to_act: 0 });
    // The refusal is logged for the refused side only.
    assert_eq!(rej[0].1, Audience::Only(1));
}

#[test]
fn illegal_moves_are_refused_with_reasons() {
    let sc = common::fixture("medieval_small.ron");
    let mut s = Session::new(&sc, 7);
    let h0 = s.hash();
    // Nothing moves before a card is played.
    let e = s.submit(0, mv("r1", 1, 3)).unwrap_err();
    assert!(e.to_string().contains("r1 is not ordered"), "{e}");
    command(&mut s, 0, Troop::Heavy, &["r1"]);
    let e = s.submit(0, mv("r1", 1, 2)).unwrap_err();
    assert_eq!(e.to_string(), "r1 at (1,4) cannot reach (1,2) with 1 movement this turn");
    assert!(s.submit(0, mv("b1", 2, 1)).unwrap_err().to_string().contains("other side"));
    assert!(s.submit(0, mv("zz", 2, 1)).unwrap_err().to_string().contains("no piece zz"));
    let off = s.submit(0, mv("r1", 0, 5)).unwrap_err();
    assert_eq!(off.to_string(), "r1 cannot enter (0,5): the hex is off the map");
    assert_eq!(s.submit(0, mv("r1", 2, 4)).map(|_| ()), Ok(()));
    assert!(s.submit(0, mv("r1", 2, 3)).unwrap_err().to_string().contains("already moved"));
    assert!(s.submit(0, mv("r2", 3, 3)).unwrap_err().to_string().contains("not ordered"), "r2 is light: not ordered");
    let err = s.submit(1, med(MedOrder::EndTurn)).unwrap_err();
    assert_eq!(err.to_string(), "side 1 cannot act now: side 0 is to act");
    assert_ne!(s.hash(), h0);
}

#[test]
fn an_attached_leader_rides_with_his_unit() {
    let sc = common::fixture("medieval_small.ron");
    let mut s = Session::new(&sc, 7);
    command(&mut s, 0, Troop::Light, &["r2"]);
    let out = s.submit(0, mv("r2", 5, 1)).unwrap();
    let Outcome::Moved { path, .. } = &out[0] else { panic!("{out:?}") };
    assert_eq!(path.len(), 4, "light cavalry moves 4");
    assert_eq!(s.view(0).units.iter().find(|u| u.id == "rl").unwrap().at, Coord(5, 1));
    assert!(
        !s.legal_orders(0).iter().any(|o| matches!(o, Order::Medieval(MedOrder::Move { unit, .. }) if unit == "rl"))
    );
}

#[test]
fn water_blocks_entry_and_walls_do_not_in_medieval() {
    let sc = common::fixture("medieval_small.ron");
    let mut s = Session::new(&sc, 7);
    pass(&mut s, 0);
    command(&mut s, 1, Troop::Medium, &["b1"]);
    s.submit(1, mv("b1", 2, 1)).unwrap();
    s.submit(1, med(MedOrder::EndTurn)).unwrap();
    pass(&mut s, 0);
    command(&mut s, 1, Troop::Medium, &["b1"]);
    let e = s.submit(1, mv("b1", 2, 2)).unwrap_err();
    assert_eq!(e.to_string(), "b1 cannot enter (2,2): deep water is impassable");
    // Medieval has no hexside obstacles to movement: the wall between (2,1) and (1,1) does not stop the step.
    assert!(s.submit(1, mv("b1", 1, 1)).is_ok());
}

#[test]
fn legal_moves_are_exactly_the_accepted_ones() {
    let sc = common::fixture("medieval_small.ron");
    let mut s = Session::new(&sc, 7);
    command(&mut s, 0, Troop::Heavy, &["r1"]);
    let legal: Vec<Order> = s
        .legal_orders(0)
        .into_iter()
        .filter(|o| matches!(o, Order::Medieval(MedOrder::Move { unit, .. }) if unit == "r1"))
        .collect();
    assert_eq!(legal.len(), 4, "{legal:?}"); // (1,4) on the bottom edge: W, E, NW, NE
    for o in legal {
        let mut t = Session::new(&sc, 7);
        command(&mut t, 0, Troop::Heavy, &["r1"]);
        t.submit(0, o).unwrap();
    }
}

#[test]
fn end_turn_alternates_sides_and_the_turn_limit_ends_the_game() {
    let sc = common::fixture("medieval_small.ron");
    let mut s = Session::new(&sc, 7);
    for turn in 1..=6 {
        assert_eq!(s.view(0).turn, turn);
        assert!(s.submit(0, med(MedOrder::EndTurn)).unwrap_err().to_string().contains("play a command card"));
        pass(&mut s, 0);
        assert!(!s.is_over());
        pass(&mut s, 1);
    }
    assert!(s.is_over());
    assert_eq!(s.submit(0, med(MedOrder::EndTurn)), Err(RejectReason::GameOver));
    assert!(s.legal_orders(0).is_empty());
}

#[test]
fn taking_objectives_scores() {
    let sc = common::fixture("medieval_small.ron");
    let mut s = Session::new(&sc, 7);
    pass(&mut s, 0);
    command(&mut s, 1, Troop::Medium, &["b2"]);
    // b2 (warriors) at (4,0) steps onto the hill objective (4,1).
    let out = s.submit(1, mv("b2", 4, 1)).unwrap();
    assert!(out.contains(&Outcome::ObjectiveTaken { objective: "hill".into(), at: Coord(4, 1), by: 1 }));
    assert!(out.contains(&Outcome::ScoreChanged { side: 1, score: 1 }));
    assert_eq!(s.view(0).scores, vec![0, 1]);
}

#[test]
fn secret_objectives_hidden_units_and_hands_stay_out_of_the_other_sides_view() {
    let mut file = common::fixture("medieval_small.ron").file().clone();
    file.objectives.push(hexmarshal::scenario::ObjectiveDef {
        id: "cache".into(),
        at: Coord(0, 0),
        vp: 2,
        secret: true,
        owner: Some("blue".into()),
        controlled_by: None,
        name: String::new(),
        translations: Default::default(),
    });
    file.units[3].markers.push(hexmarshal::scenario::UnitMarker::Hidden);
    let sc = file.validate().unwrap();
    let mut s = Session::new(&sc, 7);
    let red = s.view(0);
    let blue = s.view(1);
    assert!(blue.objectives.iter().any(|o| o.id == "cache"));
    assert!(!red.objectives.iter().any(|o| o.id == "cache"));
    // Red sees a hidden marker in b1's hex, and nothing of b1 itself: not even its id.
    assert!(!red.units.iter().any(|u| u.id == "b1"));
    assert!(!format!("{:?}", red.units).contains("b1"));
    let marker = red.units.iter().find(|u| u.id == "hidden-1").unwrap();
    assert_eq!((marker.at, marker.kind, marker.strength, marker.moved), (Coord(2, 0), None, None, false));
    let b1_blue = blue.units.iter().find(|u| u.id == "b1").unwrap();
    assert_eq!(b1_blue.kind, Some("medium_foot"));
    // Each side sees its own hand and only the size of the other's.
    let (RulesView::Medieval(rc), RulesView::Medieval(bc)) = (red.rules.clone(), blue.rules.clone()) else { panic!() };
    assert_eq!(rc.hand_counts, vec![4, 4]);
    let blue_hand = format!("{:?}", bc.hand);
    assert_ne!(format!("{:?}", rc.hand), blue_hand);
    assert!(!format!("{red:?}").contains(&blue_hand));
    // Blue takes its secret objective: red's log does not learn of it, and no public score moves.
    pass(&mut s, 0);
    command(&mut s, 1, Troop::Medium, &["b1"]);
    s.submit(1, mv("b1", 1, 0)).unwrap();
    s.submit(1, med(MedOrder::EndTurn)).unwrap();
    pass(&mut s, 0);
    command(&mut s, 1, Troop::Medium, &["b1"]);
    s.submit(1, mv("b1", 0, 0)).unwrap();
    let red = s.view(0);
    let blue = s.view(1);
    assert!(blue.log.iter().any(|o| matches!(o, Outcome::ObjectiveTaken { objective, .. } if objective == "cache")));
    assert!(!format!("{:?}", red).contains("cache"));
    // Nothing red may see names the hidden b1: its orders and moves are told to blue only.
    assert!(!format!("{:?}", red).contains("\"b1\""), "{red:?}");
    assert!(format!("{:?}", blue).contains("\"b1\""));
    assert_eq!(red.scores, vec![0, 0]);
    // Cards drawn are in the drawer's log only.
    let drawn = |v: &hexmarshal::game::side_view::SideView, side| {
        v.log.iter().filter(|o| matches!(o, Outcome::Rules(RulesEvent::Medieval(hexmarshal::rules::medieval::MedEvent::CardDrawn { side: s, .. })) if *s == side)).count()
    };
    assert!(drawn(&blue, 1) > 0 && drawn(&red, 1) == 0 && drawn(&red, 0) > 0);
}

#[test]
fn the_dice_come_from_the_seed_and_are_recorded() {
    use hexmarshal::rules::dice::GameDice;
    let roll = |seed| {
        let mut dice = GameDice::new(seed);
        let d: Vec<u8> = (0..8).map(|_| dice.die(6)).collect();
        (d, dice.word_pos())
    };
    let (a, pos) = roll(42);
    assert_eq!(roll(42).0, a);
    assert_ne!(roll(43).0, a);
    assert!(a.iter().all(|d| (1..=6).contains(d)));
    assert!(pos > 0);
    // Every die a game rolls is in an outcome: a ranged attack's dice are in the log.
    let sc = common::fixture("medieval_small.ron");
    let mut s = Session::new(&sc, 7);
    command(&mut s, 0, Troop::Heavy, &["r1"]);
    let before = s.dice_position();
    s.submit(0, med(MedOrder::EndPhase)).unwrap();
    assert_eq!(s.dice_position(), before, "no die without an outcome");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Random legal order sequences, replayed from scenario + seed + orders, give the same hash after every order.
    #[test]
    fn random_games_replay_to_identical_hashes(seed in any::<u64>(), picks in prop::collection::vec(any::<u32>(), 1..120)) {
        let sc = common::default_scenario();
        let mut a = Session::new(&sc, seed);
        let mut played = Vec::new();
        for p in picks {
            if a.is_over() { break; }
            let side = a.to_act();
            let legal = a.legal_orders(side);
            prop_assert!(!legal.is_empty());
            let o = legal[p as usize % legal.len()].clone();
            prop_assert!(a.submit(side, o.clone()).is_ok(), "legal order refused: {o}");
            played.push((side, o, a.hash()));
            prop_assert!(a.invariants().is_empty());
        }
        let mut b = Session::new(&sc, seed);
        for (side, o, h) in &played {
            b.submit(*side, o.clone()).unwrap();
            prop_assert_eq!(b.hash(), *h);
        }
        prop_assert_eq!(a.snapshot(), b.snapshot());
    }
}

#[test]
fn los_requests_are_answered_by_the_ecs_system() {
    use hexmarshal::game::los::{LosAnswer, LosRequest};
    use hexmarshal::rules::los::{Blocker, Verdict};
    let sc = common::default_scenario();
    let mut app = App::new();
    app.add_plugins(MinimalPlugins).add_plugins(GamePlugin);
    spawn_scenario(app.world_mut(), &sc, 1);
    // Through the Norman line: the units at (4,6)... block in Medieval.
    app.world_mut().write_message(LosRequest { from: Coord(2, 6), to: Coord(9, 6), side: Some(0) });
    // Across open ground in front of the ridge.
    app.world_mut().write_message(LosRequest { from: Coord(2, 5), to: Coord(10, 5), side: Some(0) });
    app.update();
    let answers: Vec<LosAnswer> = app.world_mut().resource_mut::<Messages<LosAnswer>>().drain().collect();
    assert_eq!(answers.len(), 2);
    assert_eq!(answers[0].report.verdict, Verdict::Blocked(Blocker::Unit { at: Coord(4, 6) }));
    assert!(!answers[0].report.notes.is_empty());
    assert_eq!(answers[1].report.verdict, Verdict::Clear);
    // Changing a tile's terrain component is seen by the next request (the dense index is rebuilt).
    let mut q = app.world_mut().query::<(&HexPos, &mut hexmarshal::game::components::Terrain)>();
    for (p, mut t) in q.iter_mut(app.world_mut()) {
        if p.0 == Coord(6, 5) {
            t.0 = hexmarshal::rules::Terrain::Forest;
        }
    }
    app.update();
    app.world_mut().write_message(LosRequest { from: Coord(2, 5), to: Coord(10, 5), side: Some(0) });
    app.update();
    let answers: Vec<LosAnswer> = app.world_mut().resource_mut::<Messages<LosAnswer>>().drain().collect();
    assert_eq!(
        answers.last().unwrap().report.verdict,
        Verdict::Blocked(Blocker::Terrain { at: Coord(6, 5), terrain: hexmarshal::rules::Terrain::Forest })
    );
}

/// A secret objective counts once it is revealed (the public scores move at once), and every one still hidden is
/// revealed when the game ends, before the turn limit's comparison.
#[test]
fn secret_objectives_score_once_revealed_and_at_the_end() {
    use hexmarshal::rules::engine::{Common, EndReason};
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/saint_lambert_1944.ron");
    let sc = hexmarshal::scenario::load_file(&path).unwrap();
    let mut c = Common::new(sc.setup(), None);
    // The start line 3 for the Americans; church 3, crossroads 2, orchard 1 for the Germans; their secret bridge
    // (2) does not count yet.
    assert_eq!(c.scores, vec![3, 6]);
    let mut out = Vec::new();
    assert!(c.reveal("bridge", &mut out));
    assert_eq!(c.scores, vec![3, 8]);
    assert!(
        out.iter()
            .any(|(o, a)| matches!(o, Outcome::ObjectiveRevealed { objective, owner: 1, .. } if objective == "bridge")
                && *a == hexmarshal::rules::engine::Audience::All)
    );
    assert!(out.contains(&(Outcome::ScoreChanged { side: 1, score: 8 }, hexmarshal::rules::engine::Audience::All)));
    assert!(!c.reveal("bridge", &mut out), "a revealed objective is not revealed twice");
    c.check_scores(&[0, 0], &mut Vec::new());
    // The Americans hold their secret wood edge when the turn limit ends the game: it is revealed and scores.
    c.objectives.iter_mut().find(|o| o.id == "wood_edge").unwrap().controlled_by = Some(0);
    // (Combat Commander ends by its time track; the shared bookkeeping is tried here with a turn limit.)
    c.turn_limit = Some(10);
    c.victory = vec![hexmarshal::rules::setup::VictoryCondition::MostPointsAtTurnLimit];
    c.turn = 11;
    out.clear();
    c.check_victory(|_| true, &mut out);
    assert!(
        out.iter().any(
            |(o, _)| matches!(o, Outcome::ObjectiveRevealed { objective, owner: 0, .. } if objective == "wood_edge")
        )
    );
    assert_eq!(c.scores, vec![5, 8]);
    let mut broken = Vec::new();
    c.check_scores(&[0, 0], &mut broken);
    assert!(broken.is_empty(), "{broken:?}");
    assert_eq!(c.over, Some((Some(1), EndReason::TurnLimit)));
}
