//! Tests of the Medieval tactic cards read against seed 000 card by card (Rally, Foot Onslaught, Fire and Close, Counter Attack), with every die fixed.

use super::*;

/// Every die the test fixes: 1 light, 2 medium, 3 heavy, 4 helmet, 5 flag, 6 swords.
fn dice_of(ev: &[MedEvent]) -> Vec<Face> {
    ev.iter().find_map(|e| if let MedEvent::Dice { faces, .. } = e { Some(faces.clone()) } else { None }).unwrap()
}

#[test]
fn rally_flags_and_swords_restore_nothing() {
    let mut t =
        T::new(&[("l", 0, "light_foot", (3, 8)), ("m", 0, "medium_foot", (5, 8)), ("m2", 0, "medium_foot", (7, 8))]);
    for p in t.pieces.iter_mut() {
        p.blocks = 1;
    }
    // Four command cards, four dice: flag, swords, medium, helmet.
    t.rng.force([5, 6, 2, 4]);
    let ev = t.play(0, Card::Tactic(Tactic::Rally), PlayMode::Normal);
    assert_eq!(dice_of(&ev), vec![Face::Flag, Face::Swords, Face::Medium, Face::Helmet]);
    t.ok(0, order("m"));
    // No light symbol: the helmet restores the light unit.
    t.ok(0, order("l"));
    let e = t.go(0, order("m2")).unwrap_err();
    assert_eq!(e, "no die left restores m2", "the flag and the swords restore nothing");
    assert!(!t.legal(0).iter().any(|o| matches!(o, MedOrder::OrderUnit { .. })));
    assert_eq!((t.p("l").blocks, t.p("m").blocks, t.p("m2").blocks), (2, 2, 1));
}

#[test]
fn rally_brings_one_new_leader_forward_at_most() {
    let mut t = T::new(&[("m", 0, "medium_foot", (5, 8)), ("m2", 0, "medium_foot", (7, 8))]);
    for p in t.pieces.iter_mut() {
        p.blocks = 2;
    }
    t.s.leaders_down[0] = 2;
    // Medium, medium, helmet, helmet: both units regain a block, and two helmets stay.
    t.rng.force([2, 2, 4, 4]);
    t.play(0, Card::Tactic(Tactic::Rally), PlayMode::Normal);
    t.ok(0, order("m"));
    t.ok(0, order("m2"));
    t.ok(0, MedOrder::RallyLeader { unit: "m".into() });
    let again = MedOrder::RallyLeader { unit: "m2".into() };
    assert!(!t.legal(0).contains(&again));
    assert_eq!(t.go(0, again).unwrap_err(), "Rally brings one new leader forward at most");
    assert_eq!(t.s.leaders_down[0], 1);
    // The other helmet still restores a block.
    t.ok(0, order("m2"));
    assert_eq!(t.p("m2").blocks, 4);
}

#[test]
fn foot_onslaught_lets_warriors_move_two_without_contact() {
    // Two hexes, nobody near: under Foot Onslaught every foot unit may, warriors included.
    let mut t = T::new(&[("w", 0, "warriors", (5, 9)), ("e", 1, "heavy_foot", (5, 2))]);
    t.play(0, Card::Tactic(Tactic::FootOnslaught), PlayMode::Normal);
    t.ok(0, order("w"));
    t.ok(0, MedOrder::EndPhase);
    assert!(t.legal(0).contains(&mv("w", 5, 7)));
    assert!(t.go(0, mv("w", 5, 6)).unwrap_err().contains("long move only to close combat"), "three only into contact");
    t.ok(0, mv("w", 5, 7));
    t.ok(0, MedOrder::EndPhase);
    t.ok(0, MedOrder::EndTurn);

    // Under an ordinary card, a warriors' two hexes are its long move: only into contact.
    let mut t = T::new(&[("w", 0, "warriors", (5, 9)), ("e", 1, "heavy_foot", (5, 2))]);
    t.play(0, Card::Section { counts: [0, 2, 0] }, PlayMode::Normal);
    t.ok(0, order("w"));
    t.ok(0, MedOrder::EndPhase);
    assert!(!t.legal(0).contains(&mv("w", 5, 7)));
    assert!(t.go(0, mv("w", 5, 7)).unwrap_err().contains("long move only to close combat"));
    t.ok(0, mv("w", 5, 8));
}

#[test]
fn fire_and_close_lets_a_unit_battle_after_closing_two_hexes() {
    // Medium foot with bows may battle after 1 hex only; closing after Fire and Close it may after 2.
    let mut t = T::new(&[("mb", 0, "medium_foot", (5, 8)), ("e1", 1, "medium_foot", (5, 5))]);
    let i = t.pieces.iter().position(|p| &*p.id == "mb").unwrap();
    t.pieces[i].markers = smallvec::smallvec![crate::rules::setup::UnitMarker::Bow];
    t.pieces[i].ranged = super::super::units::ranged_of(t.pieces[i].st, &t.pieces[i].markers);
    t.play(0, Card::Tactic(Tactic::FireAndClose), PlayMode::Normal);
    t.ok(0, order("mb"));
    t.ok(0, MedOrder::EndPhase);
    // Swords miss at range: the target stays.
    t.rng.force([6, 6, 6]);
    let ev = t.ok(0, fire("mb", "e1"));
    assert_eq!(fired_dice(&ev), vec![3]);
    assert_eq!(t.rng.forced_left(), 0);
    t.ok(0, MedOrder::EndPhase);
    t.ok(0, mv("mb", 5, 6));
    t.ok(0, MedOrder::EndPhase);
    assert_eq!(t.s.ordered("mb").unwrap().moved, 2);
    t.ok(0, attack("mb", "e1"));
}

/// Side 0 plays `tactic` to scout with its unit "a", ends its turn and keeps the first card drawn.
fn scout_turn(t: &mut T, tactic: Tactic) {
    t.play(0, Card::Tactic(tactic), PlayMode::Scout);
    t.ok(0, order("a"));
    t.ok(0, MedOrder::EndPhase);
    t.ok(0, MedOrder::EndPhase);
    t.ok(0, MedOrder::EndTurn);
    let Some(Pending::Keep { cards, .. }) = t.s.turn.pending.clone() else { panic!("no keep prompt") };
    t.ok(0, MedOrder::KeepCard { card: cards[0] });
}

#[test]
fn counter_attack_copies_a_scout_play_as_the_scout_alternative() {
    let mut t =
        T::new(&[("a", 0, "medium_foot", (1, 8)), ("m", 1, "medium_foot", (1, 2)), ("n", 1, "medium_foot", (3, 2))]);
    scout_turn(&mut t, Tactic::ClashOfShields);
    let tokens = t.s.tokens[1];
    let ev = t.play(1, Card::Tactic(Tactic::CounterAttack), PlayMode::Normal);
    assert!(ev.iter().any(|e| matches!(
        e,
        MedEvent::CardPlayed { copy_of: Some(Card::Tactic(Tactic::ClashOfShields)), mode: PlayMode::Scout, .. }
    )));
    // The scout alternative orders one piece anywhere; the full card would have ordered both units in contact.
    assert_eq!(t.s.turn.stage, Stage::Order);
    t.ok(1, order("m"));
    assert!(t.go(1, order("n")).unwrap_err().contains("one piece"));
    t.ok(1, MedOrder::EndPhase);
    t.ok(1, MedOrder::EndPhase);
    t.ok(1, MedOrder::EndTurn);
    assert_eq!(t.s.tokens[1], tokens + 1, "scouting gains a token");
    assert!(matches!(t.s.turn.pending, Some(Pending::Keep { side: 1, .. })), "and draws two, keeping one");
    t.conserved();

    // Counter Attack cannot be played to counter Ambush (seed 000), even one played for its scout alternative.
    let mut t = T::new(&[("a", 0, "medium_foot", (1, 8)), ("m", 1, "medium_foot", (1, 2))]);
    scout_turn(&mut t, Tactic::Ambush);
    let id = t.give(1, Card::Tactic(Tactic::CounterAttack));
    let e = t.go(1, MedOrder::PlayCard { card: id, mode: PlayMode::Normal }).unwrap_err();
    assert!(e.contains("cannot copy Ambush"), "{e}");
}

#[test]
fn rally_dice_go_where_the_player_assigns_them() {
    let mut t = T::new(&[("m", 0, "medium_foot", (5, 8)), ("h", 0, "heavy_foot", (7, 8))]);
    for p in t.pieces.iter_mut() {
        p.blocks = 2;
    }
    // Medium, helmet, swords, swords.
    t.rng.force([2, 4, 6, 6]);
    t.play(0, Card::Tactic(Tactic::Rally), PlayMode::Normal);
    let legal = t.legal(0);
    let with = |unit: &str, face: Face| MedOrder::OrderWithDie { unit: unit.into(), face };
    // m may take its own symbol (the default) or the helmet; h only the helmet, which is its default.
    assert!(legal.contains(&order("m")) && legal.contains(&with("m", Face::Helmet)));
    assert!(
        legal.contains(&order("h"))
            && !legal.iter().any(|o| matches!(o, MedOrder::OrderWithDie { unit, .. } if unit == "h"))
    );
    assert_eq!(t.go(0, with("h", Face::Medium)).unwrap_err(), "no die left restores h");
    // The player gives the helmet to m: h has nothing left to regain a block with.
    t.ok(0, with("m", Face::Helmet));
    assert_eq!(t.p("m").blocks, 3);
    assert_eq!(t.go(0, order("h")).unwrap_err(), "no die left restores h");
    t.ok(0, order("m"));
    assert_eq!((t.p("m").blocks, t.p("h").blocks), (4, 2));
}
