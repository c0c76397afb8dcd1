//! Tests of the owners' own choices in a Medieval combat (flags, retreats, leader escapes, pressing on after a First Strike), Fire and Close's one-unit alternative and units taking on a lone leader; every die is fixed.

use super::*;

/// A field where the owners choose (the other tests let the engine choose).
fn asked(units: &[(&str, usize, &str, (i32, i32))]) -> T {
    let mut t = T::new(units);
    t.s.options.auto_choices = false;
    t
}

fn retreats(legal: &[MedOrder]) -> Vec<Coord> {
    legal.iter().filter_map(|o| if let MedOrder::Retreat { to } = o { Some(*to) } else { None }).collect()
}

// Faces: 1 light, 2 medium, 3 heavy, 4 helmet, 5 flag, 6 swords.

#[test]
fn a_retreat_ends_where_its_owner_chooses() {
    let mut t = asked(&[("a", 0, "heavy_foot", (5, 6)), ("d", 1, "medium_foot", (5, 5))]);
    t.skip_to_battle(0, Card::Section { counts: [0, 2, 0] }, &["a"]);
    t.ok(0, attack("a", "d"));
    // One flag, three light symbols (no hit on medium foot).
    t.rng.force([5, 1, 1, 1]);
    t.ok(1, MedOrder::React(Reaction::Pass));
    assert_eq!(t.rng.forced_left(), 0);
    assert!(matches!(&t.s.turn.pending, Some(Pending::Retreat { unit, steps: 1, .. }) if unit == "d"));
    assert!(t.legal(0).is_empty(), "the retreat is the defender's choice");
    let ends = retreats(&t.legal(1));
    assert_eq!(ends.len(), 2, "two hexes toward the north edge: {ends:?}");
    assert!(ends.iter().all(|e| e.1 == 4));
    // Nothing else is accepted meanwhile, and a hex not offered is refused without a change.
    let before = t.s.clone();
    assert!(t.go(0, MedOrder::EndTurn).unwrap_err().contains("decision is pending"));
    assert!(t.go(1, MedOrder::Retreat { to: c(5, 5) }).unwrap_err().contains("cannot end its retreat"));
    assert_eq!(t.s, before);
    // The owner takes the second hex, not the one the engine would have taken.
    let ev = t.ok(1, MedOrder::Retreat { to: ends[1] });
    assert_eq!(t.p("d").at, ends[1]);
    assert!(
        ev.iter().any(|e| matches!(e, MedEvent::Retreated { path, blocked_steps: 0, .. } if path == &vec![ends[1]]))
    );
    assert!(!ev.iter().any(|e| matches!(e, MedEvent::BattleBack { .. })), "it left its hex: no battle back");
    assert!(matches!(t.s.turn.pending, Some(Pending::Advance { .. })), "the attacker may advance");
    assert!(t.s.turn.work.is_empty());
}

/// Heavy foot attacks medium foot with a leader: one flag, three light symbols (no hit).
fn one_flag_on_a_led_unit() -> T {
    let mut t = asked(&[("a", 0, "heavy_foot", (5, 6)), ("d", 1, "medium_foot", (5, 5)), ("ld", 1, "leader", (5, 5))]);
    t.attach("d", "ld");
    t.skip_to_battle(0, Card::Section { counts: [0, 2, 0] }, &["a"]);
    t.ok(0, attack("a", "d"));
    t.rng.force([5, 1, 1, 1]);
    t.ok(1, MedOrder::React(Reaction::Pass));
    t
}

#[test]
fn flags_a_unit_may_ignore_are_its_owners_choice() {
    // Ignore the flag: the unit holds and battles back.
    let mut t = one_flag_on_a_led_unit();
    assert!(matches!(t.s.turn.pending, Some(Pending::Flags { flags: 1, may_ignore: 1, .. })));
    assert_eq!(t.legal(1), vec![MedOrder::IgnoreFlags { n: 1 }, MedOrder::IgnoreFlags { n: 0 }]);
    assert!(t.go(1, MedOrder::IgnoreFlags { n: 2 }).unwrap_err().contains("at most"));
    // Battle back: four light symbols miss the heavy foot.
    t.rng.force([1, 1, 1, 1]);
    let ev = t.ok(1, MedOrder::IgnoreFlags { n: 1 });
    assert_eq!(t.rng.forced_left(), 0);
    assert!(ev.iter().any(|e| matches!(e, MedEvent::FlagsIgnored { ignored: 1, .. })));
    assert!(ev.iter().any(|e| matches!(e, MedEvent::BattleBack { .. })));
    assert_eq!(t.p("d").at, c(5, 5));

    // Take the flag: the unit and its leader retreat, and there is no battle back.
    let mut t = one_flag_on_a_led_unit();
    let ev = t.ok(1, MedOrder::IgnoreFlags { n: 0 });
    assert!(!ev.iter().any(|e| matches!(e, MedEvent::FlagsIgnored { .. })));
    let ends = retreats(&t.legal(1));
    assert_eq!(ends.len(), 2);
    let ev = t.ok(1, MedOrder::Retreat { to: ends[0] });
    assert_eq!((t.p("d").at, t.p("ld").at), (ends[0], ends[0]), "the leader goes with his unit");
    assert!(!ev.iter().any(|e| matches!(e, MedEvent::BattleBack { .. })));
}

#[test]
fn an_escaping_leader_goes_where_his_owner_chooses() {
    let mut t = asked(&[
        ("a", 0, "heavy_foot", (5, 6)),
        ("d", 1, "medium_foot", (5, 5)),
        ("ld", 1, "leader", (5, 5)),
        ("f", 1, "medium_foot", (6, 3)),
    ]);
    t.attach("d", "ld");
    t.pieces.iter_mut().find(|p| &*p.id == "d").unwrap().blocks = 1;
    t.skip_to_battle(0, Card::Section { counts: [0, 2, 0] }, &["a"]);
    t.ok(0, attack("a", "d"));
    // One medium symbol kills the last block; the leader's die is no helmet.
    t.rng.force([2, 1, 1, 1, 1]);
    let ev = t.ok(1, MedOrder::React(Reaction::Pass));
    assert_eq!(t.rng.forced_left(), 0);
    assert!(ev.iter().any(|e| matches!(e, MedEvent::Eliminated { unit, .. } if unit == "d")));
    assert!(matches!(&t.s.turn.pending, Some(Pending::Escape { leader, .. }) if leader == "ld"));
    let options: Vec<Coord> =
        t.legal(1).iter().filter_map(|o| if let MedOrder::Escape { to } = o { Some(*to) } else { None }).collect();
    // Joining the free unit within three hexes is the engine's first choice; the owner may go elsewhere.
    assert_eq!(options[0], c(6, 3));
    assert!(options.len() > 2);
    assert!(t.go(1, MedOrder::Escape { to: c(5, 10) }).unwrap_err().contains("cannot escape"));
    let to = options[1];
    let ev = t.ok(1, MedOrder::Escape { to });
    assert!(ev.iter().any(|e| matches!(e, MedEvent::LeaderEscaped { to: x, joined: None, .. } if *x == to)));
    assert_eq!(t.p("ld").at, to);
    assert!(t.p("f").leader.is_none());
    assert!(matches!(t.s.turn.pending, Some(Pending::Advance { .. })), "the hex is empty: the attacker may advance");
}

/// Heavy foot attacks heavy foot, which strikes first and misses (four light symbols).
fn first_strike_missed() -> T {
    let mut t = asked(&[("a", 0, "heavy_foot", (5, 6)), ("d", 1, "heavy_foot", (5, 5))]);
    t.give(1, Card::Tactic(Tactic::FirstStrike));
    t.skip_to_battle(0, Card::Section { counts: [0, 2, 0] }, &["a"]);
    t.ok(0, attack("a", "d"));
    t.rng.force([1, 1, 1, 1]);
    t.ok(1, MedOrder::React(Reaction::FirstStrike));
    t
}

#[test]
fn the_attacker_may_decline_after_a_first_strike() {
    let mut t = first_strike_missed();
    assert!(matches!(t.s.turn.pending, Some(Pending::Press { .. })));
    assert_eq!(t.legal(0), vec![MedOrder::Press { battle: true }, MedOrder::Press { battle: false }]);
    let ev = t.ok(0, MedOrder::Press { battle: false });
    assert!(ev.iter().any(|e| matches!(e, MedEvent::Reaction { what: React::Declines { unit }, .. } if unit == "a")));
    assert!(declared_dice(&ev).is_empty(), "no roll");
    assert!(t.s.turn.pending.is_none() && t.s.ordered("a").unwrap().battled);
    assert!(t.go(0, attack("a", "d")).is_err(), "the battle is spent");
    t.ok(0, MedOrder::EndTurn);

    // Or it battles as ordered, and the defender does not battle back.
    let mut t = first_strike_missed();
    t.rng.force([1, 1, 1, 1]);
    let ev = t.ok(0, MedOrder::Press { battle: true });
    assert_eq!(t.rng.forced_left(), 0);
    assert_eq!(declared_dice(&ev), vec![4]);
    assert!(!ev.iter().any(|e| matches!(e, MedEvent::BattleBack { .. })));
}

#[test]
fn fire_and_close_may_order_one_unit_of_choice_and_counter_attack_copies_that() {
    let mut t = T::new(&[
        ("bw", 0, "light_bow_foot", (3, 8)),
        ("m", 0, "medium_foot", (5, 8)),
        ("e", 1, "medium_foot", (5, 2)),
        ("e2", 1, "light_foot", (7, 2)),
    ]);
    let fc = t.give(0, Card::Tactic(Tactic::FireAndClose));
    assert!(t.legal(0).contains(&MedOrder::PlayCard { card: fc, mode: PlayMode::OneUnit }), "with a bow unit too");
    let rally = t.give(0, Card::Tactic(Tactic::Rally));
    let e = t.go(0, MedOrder::PlayCard { card: rally, mode: PlayMode::OneUnit }).unwrap_err();
    assert!(e.contains("one unit of your choice"), "{e}");
    let ev = t.ok(0, MedOrder::PlayCard { card: fc, mode: PlayMode::OneUnit });
    assert!(ev.iter().any(|e| matches!(e, MedEvent::CardPlayed { mode: PlayMode::OneUnit, fallback: true, .. })));
    t.ok(0, order("m"));
    assert!(t.go(0, order("bw")).is_err(), "one unit only");
    t.ok(0, MedOrder::EndPhase);
    // An ordinary order: it moves its own allowance, and there is no fire step first.
    assert_eq!(t.s.turn.stage, Stage::Move);
    t.ok(0, mv("m", 5, 7));
    t.ok(0, MedOrder::EndTurn);
    // The other side's Counter Attack copies the card as played: one unit of choice.
    let ca = t.give(1, Card::Tactic(Tactic::CounterAttack));
    let ev = t.ok(1, MedOrder::PlayCard { card: ca, mode: PlayMode::Normal });
    assert!(ev.iter().any(|e| matches!(
        e,
        MedEvent::CardPlayed { copy_of: Some(Card::Tactic(Tactic::FireAndClose)), mode: PlayMode::OneUnit, .. }
    )));
    t.ok(1, order("e2"));
    assert!(t.go(1, order("e")).is_err(), "one unit only");
}

#[test]
fn a_unit_may_step_onto_a_lone_friendly_leader_and_takes_him_on() {
    let mut t = T::new(&[("m", 0, "medium_foot", (5, 8)), ("l", 0, "leader", (5, 7)), ("e", 1, "medium_foot", (5, 1))]);
    t.play(0, Card::Section { counts: [0, 2, 0] }, PlayMode::Normal);
    t.ok(0, order("m"));
    t.ok(0, MedOrder::EndPhase);
    assert!(t.legal(0).contains(&mv("m", 5, 7)));
    let ev = t.ok(0, mv("m", 5, 7));
    assert!(ev.iter().any(|e| matches!(e, MedEvent::Attached { leader, unit } if leader == "l" && unit == "m")));
    assert_eq!(t.p("m").leader.as_deref(), Some("l"));

    // A unit with its own leader may not: two leaders in one hex.
    let mut t = T::new(&[
        ("m", 0, "medium_foot", (5, 8)),
        ("k", 0, "leader", (5, 8)),
        ("l", 0, "leader", (5, 7)),
        ("e", 1, "medium_foot", (5, 1)),
    ]);
    t.attach("m", "k");
    t.play(0, Card::Section { counts: [0, 2, 0] }, PlayMode::Normal);
    t.ok(0, order("m"));
    t.ok(0, MedOrder::EndPhase);
    assert!(t.go(0, mv("m", 5, 7)).is_err());

    // Light foot (2 hexes) may not pass through him either: boxed in by friends, it can only join him.
    let start = c(5, 9);
    let mut units: Vec<(String, usize, &str, (i32, i32))> = vec![
        ("m".into(), 0, "light_foot", (5, 9)),
        ("l".into(), 0, "leader", (5, 8)),
        ("e".into(), 1, "medium_foot", (5, 1)),
    ];
    let mut k = 0;
    for n in start.neighbors(Orientation::Pointy) {
        if n != c(5, 8) && n.1 <= 10 {
            units.push((format!("x{k}"), 0, "medium_foot", (n.0, n.1)));
            k += 1;
        }
    }
    let spec: Vec<(&str, usize, &str, (i32, i32))> = units.iter().map(|u| (u.0.as_str(), u.1, u.2, u.3)).collect();
    let mut t = T::new(&spec);
    t.play(0, Card::Section { counts: [0, 2, 0] }, PlayMode::Normal);
    t.ok(0, order("m"));
    t.ok(0, MedOrder::EndPhase);
    let moves: Vec<MedOrder> = t.legal(0).into_iter().filter(|o| matches!(o, MedOrder::Move { .. })).collect();
    assert_eq!(moves, vec![mv("m", 5, 8)], "onto the leader, and no farther");
}
