//! Tests of the Medieval engine on hand-built fields: one per tactic card (effect and restriction), card flow, combat, retreats.

use super::cards::{Card, CardId, DECK, Tactic, Troop};
use super::dice::Face;
use super::engine::{MedOrder, apply, legal, new_state};
use super::events::{MedEvent, React, Roll};
use super::state::*;
use super::units::stats;
use crate::rules::dice::GameDice;
use crate::rules::hex::{Coord, Orientation};
use crate::rules::los::LosIndex;
use crate::rules::map::MapGrid;
use crate::rules::ruleset::Ruleset;
use crate::rules::setup::{Edge, Sections};
use crate::rules::terrain::Terrain;

struct T {
    map: MapGrid,
    los: LosIndex,
    pieces: Vec<MPiece>,
    s: MedState,
    rng: GameDice,
    active: usize,
}

fn c(col: i32, row: i32) -> Coord {
    Coord(col, row)
}

impl T {
    /// An open 13x11 field; side 0 (south home) moves first, side 1 has the north edge.
    fn new(units: &[(&str, usize, &str, (i32, i32))]) -> T {
        Self::with_map(MapGrid::new(Orientation::Pointy, 13, 11, Terrain::Open), units)
    }

    fn with_map(map: MapGrid, units: &[(&str, usize, &str, (i32, i32))]) -> T {
        let los = LosIndex::new(&map, Ruleset::Medieval);
        let mut pieces: Vec<MPiece> = units
            .iter()
            .enumerate()
            .map(|(key, (id, side, kind, at))| MPiece {
                core: crate::rules::roster::Core {
                    id: (*id).into(),
                    key: key as u32,
                    side: *side,
                    ut: Ruleset::Medieval.unit_type(kind).unwrap(),
                },
                st: stats(kind),
                at: c(at.0, at.1),
                blocks: Ruleset::Medieval.unit_type(kind).unwrap().strength,
                max: Ruleset::Medieval.unit_type(kind).unwrap().strength,
                leader: None,
                ranged: stats(kind).ranged,
                alive: true,
                markers: Default::default(),
            })
            .collect();
        pieces.sort_by(|a, b| a.id.cmp(&b.id));
        let mut rng = GameDice::new(7);
        // The engine takes the owners' routine choices here; `choices.rs` tests them asked.
        let s = new_state(&[4, 4], &mut rng, MedOptions { auto_choices: true, ..MedOptions::default() });
        T { map, los, pieces, s, rng, active: 0 }
    }

    fn attach(&mut self, unit: &str, leader: &str) {
        let i = self.pieces.iter().position(|p| &*p.id == unit).unwrap();
        self.pieces[i].leader = Some(leader.into());
    }

    fn go(&mut self, side: usize, o: MedOrder) -> Result<Vec<MedEvent>, String> {
        let mut f = Field {
            map: &self.map,
            los: &self.los,
            sections: Sections::default_for(13),
            homes: vec![Edge::South, Edge::North],
            pieces: Pieces::owned(std::mem::take(&mut self.pieces)),
        };
        let mut s = self.s.clone();
        let r = apply(&mut s, &mut f, &mut self.rng, side, self.active, &o);
        self.pieces = f.pieces.into_owned();
        let r = r.map_err(|e| e.to_string())?;
        self.s = s;
        if r.turn_over {
            self.active = 1 - self.active;
        }
        Ok(r.events)
    }

    fn ok(&mut self, side: usize, o: MedOrder) -> Vec<MedEvent> {
        let shown = format!("{o:?}");
        self.go(side, o).unwrap_or_else(|e| panic!("{shown} refused: {e}"))
    }

    fn legal(&mut self, side: usize) -> Vec<MedOrder> {
        let f = Field {
            map: &self.map,
            los: &self.los,
            sections: Sections::default_for(13),
            homes: vec![Edge::South, Edge::North],
            pieces: Pieces::borrowed(&self.pieces),
        };
        legal(&self.s, &f, side, self.active)
    }

    /// Put a card of this kind into `side`'s hand (taken from wherever it is, so the 65 stay whole); returns its id.
    fn give(&mut self, side: usize, want: Card) -> CardId {
        let id = (0..65u8)
            .find(|i| DECK[*i as usize] == want && !self.s.hands[side].contains(i))
            .expect("the deck has that card");
        for h in self.s.hands.iter_mut() {
            h.retain(|x| *x != id);
        }
        self.s.deck.retain(|x| *x != id);
        self.s.discard.retain(|x| *x != id);
        // Keep the hand at its size: the card it replaces goes back into the deck.
        if self.s.hands[side].len() >= self.s.command[side] as usize {
            let out = self.s.hands[side].remove(0);
            self.s.deck.insert(0, out);
        }
        self.s.hands[side].push(id);
        id
    }

    fn play(&mut self, side: usize, want: Card, mode: PlayMode) -> Vec<MedEvent> {
        let id = self.give(side, want);
        self.ok(side, MedOrder::PlayCard { card: id, mode })
    }

    /// Play a card normally, order `units`, and skip to the battle step.
    fn skip_to_battle(&mut self, side: usize, want: Card, units: &[&str]) {
        self.play(side, want, PlayMode::Normal);
        for u in units {
            self.ok(side, order(u));
        }
        self.ok(side, MedOrder::EndPhase);
        self.ok(side, MedOrder::EndPhase);
    }

    fn p(&self, id: &str) -> &MPiece {
        self.pieces.iter().find(|p| &*p.id == id).unwrap()
    }

    fn conserved(&self) {
        let all = self.s.all_cards();
        assert_eq!(all, (0..65u8).collect::<Vec<_>>(), "the 65 cards are conserved");
    }
}

fn order(u: &str) -> MedOrder {
    MedOrder::OrderUnit { unit: u.into() }
}
fn mv(u: &str, col: i32, row: i32) -> MedOrder {
    MedOrder::Move { unit: u.into(), to: c(col, row) }
}
fn attack(u: &str, t: &str) -> MedOrder {
    MedOrder::Attack { unit: u.into(), target: t.into() }
}
fn fire(u: &str, t: &str) -> MedOrder {
    MedOrder::Fire { unit: u.into(), target: t.into() }
}
fn declared_dice(ev: &[MedEvent]) -> Vec<u8> {
    ev.iter().filter_map(|e| if let MedEvent::MeleeDeclared { dice, .. } = e { Some(*dice) } else { None }).collect()
}
fn fired_dice(ev: &[MedEvent]) -> Vec<u8> {
    ev.iter().filter_map(|e| if let MedEvent::Fired { dice, .. } = e { Some(*dice) } else { None }).collect()
}

#[test]
fn section_cards_order_only_in_their_section_and_north_sees_them_mirrored() {
    let mut t =
        T::new(&[("a", 0, "medium_foot", (1, 8)), ("b", 0, "medium_foot", (11, 8)), ("n", 1, "medium_foot", (1, 2))]);
    t.play(0, Card::Section { counts: [2, 0, 0] }, PlayMode::Normal);
    assert!(t.go(0, order("b")).unwrap_err().contains("section"));
    t.ok(0, order("a"));
    t.ok(0, MedOrder::EndPhase);
    t.ok(0, mv("a", 1, 7));
    t.ok(0, MedOrder::EndPhase);
    t.ok(0, MedOrder::EndTurn);
    assert_eq!(t.active, 1);
    // For the north side, column 1 is on its right.
    t.play(1, Card::Section { counts: [0, 0, 2] }, PlayMode::Normal);
    t.ok(1, order("n"));
    t.conserved();
}

#[test]
fn troop_cards_check_the_class() {
    let mut t = T::new(&[("hf", 0, "heavy_foot", (5, 8)), ("lf", 0, "light_foot", (6, 8))]);
    t.play(0, Card::Troop(Troop::Heavy), PlayMode::Normal);
    assert!(t.go(0, order("lf")).unwrap_err().contains("Heavy"));
    t.ok(0, order("hf"));
}

#[test]
fn leadership_orders_a_leader_then_a_linked_chain_and_gives_a_token() {
    let mut t = T::new(&[
        ("ldr", 0, "leader", (5, 8)),
        ("u1", 0, "medium_foot", (5, 8)),
        ("u2", 0, "medium_foot", (6, 8)),
        ("far", 0, "medium_foot", (10, 8)),
    ]);
    t.attach("u1", "ldr");
    t.play(0, Card::Leadership { section: None, linked: 3 }, PlayMode::Normal);
    assert!(t.go(0, order("u2")).unwrap_err().contains("leader first"));
    t.ok(0, order("ldr"));
    assert!(t.s.ordered("u1").is_some(), "ordering an attached leader orders his unit");
    assert!(t.go(0, order("far")).unwrap_err().contains("next to"));
    t.ok(0, order("u2"));
    t.ok(0, MedOrder::EndPhase);
    t.ok(0, MedOrder::EndPhase);
    let before = t.s.tokens[0];
    t.ok(0, MedOrder::EndTurn);
    assert_eq!(t.s.tokens[0], before + 1);
}

#[test]
fn inspired_action_costs_a_token_and_gives_the_units_the_tactic() {
    let mut t =
        T::new(&[("ldr", 0, "leader", (5, 8)), ("hc", 0, "heavy_cavalry", (5, 8)), ("e", 1, "medium_foot", (5, 5))]);
    t.attach("hc", "ldr");
    t.s.tokens[0] = 0;
    let id = t.give(0, Card::Leadership { section: None, linked: 3 });
    let e = t.go(0, MedOrder::PlayCard { card: id, mode: PlayMode::Inspired(Tactic::MountedCharge) }).unwrap_err();
    assert!(e.contains("token"));
    t.s.tokens[0] = 1;
    t.ok(0, MedOrder::PlayCard { card: id, mode: PlayMode::Inspired(Tactic::MountedCharge) });
    assert_eq!(t.s.tokens[0], 0);
    t.ok(0, order("ldr"));
    let o = t.s.ordered("hc").unwrap();
    assert_eq!((o.move_max, o.bonus_first_melee, o.may_fire), (3, 1, false));
}

#[test]
fn clash_of_shields_orders_every_unit_in_contact_with_an_extra_die_and_no_move() {
    let mut t =
        T::new(&[("a", 0, "medium_foot", (5, 6)), ("b", 0, "medium_foot", (8, 8)), ("e", 1, "medium_foot", (5, 5))]);
    t.play(0, Card::Tactic(Tactic::ClashOfShields), PlayMode::Normal);
    assert_eq!(t.s.turn.stage, Stage::Battle);
    assert!(t.s.ordered("a").is_some() && t.s.ordered("b").is_none());
    assert!(t.go(0, mv("a", 4, 6)).is_err(), "no movement before the clash");
    t.ok(0, attack("a", "e"));
    let ev = t.ok(1, MedOrder::React(Reaction::Pass));
    assert_eq!(declared_dice(&ev)[0], 5, "medium foot 4 dice + 1");
}

#[test]
fn scout_orders_one_piece_then_draws_two_keeps_one_and_gains_a_token() {
    let mut t = T::new(&[("a", 0, "medium_foot", (1, 8)), ("b", 0, "medium_foot", (11, 8))]);
    t.play(0, Card::Tactic(Tactic::Ambush), PlayMode::Scout);
    t.ok(0, order("b"));
    assert!(t.go(0, order("a")).is_err(), "scouting orders one piece");
    t.ok(0, MedOrder::EndPhase);
    t.ok(0, MedOrder::EndPhase);
    let tokens = t.s.tokens[0];
    t.ok(0, MedOrder::EndTurn);
    assert_eq!(t.s.tokens[0], tokens + 1);
    let Some(Pending::Keep { cards, .. }) = t.s.turn.pending.clone() else { panic!("no keep prompt") };
    t.conserved();
    t.ok(0, MedOrder::KeepCard { card: cards[1] });
    assert!(t.s.hands[0].contains(&cards[1]) && t.s.discard.contains(&cards[0]));
    assert_eq!(t.s.hands[0].len(), 4);
    assert_eq!(t.active, 1);
    t.conserved();
}

#[test]
fn counter_attack_copies_the_last_card_mirrored_but_never_a_reaction() {
    let mut t =
        T::new(&[("a", 0, "medium_foot", (1, 8)), ("n", 1, "medium_foot", (11, 2)), ("m", 1, "medium_foot", (1, 2))]);
    t.play(0, Card::Section { counts: [2, 0, 0] }, PlayMode::Normal);
    t.ok(0, MedOrder::EndTurn);
    t.play(1, Card::Tactic(Tactic::CounterAttack), PlayMode::Normal);
    let played = t.s.turn.played.clone().unwrap();
    assert_eq!(played.effect, Card::Section { counts: [0, 0, 2] });
    // North's right is the west edge: column 1.
    assert!(t.go(1, order("n")).is_err());
    t.ok(1, order("m"));
    t.ok(1, MedOrder::EndTurn);
    // Side 0 scouted with Ambush last? Make it so, and Counter Attack refuses to copy it.
    t.s.last_played[1] = Some(Card::Tactic(Tactic::Ambush));
    let id = t.give(0, Card::Tactic(Tactic::CounterAttack));
    let e = t.go(0, MedOrder::PlayCard { card: id, mode: PlayMode::Normal }).unwrap_err();
    assert!(e.contains("cannot copy"));
}

#[test]
fn cry_havoc_orders_by_dice_adds_a_die_and_reshuffles_everything_but_hands() {
    let mut t = T::new(&[
        ("l1", 0, "light_foot", (2, 8)),
        ("m1", 0, "medium_foot", (4, 8)),
        ("h1", 0, "heavy_foot", (6, 8)),
        ("h2", 0, "heavy_foot", (7, 8)),
        ("ldr", 0, "leader", (9, 9)),
    ]);
    t.s.discard.extend(t.s.deck.drain(..10));
    let ev = t.play(0, Card::Tactic(Tactic::CryHavoc), PlayMode::Normal);
    let faces =
        ev.iter().find_map(|e| if let MedEvent::Dice { faces, .. } = e { Some(faces.clone()) } else { None }).unwrap();
    assert_eq!(faces.len(), 4, "one die per card of command");
    let legal: Vec<String> = t
        .legal(0)
        .into_iter()
        .filter_map(|o| if let MedOrder::OrderUnit { unit } = o { Some(unit) } else { None })
        .collect();
    for u in &legal {
        let st = t.p(u).st;
        let ok = faces.contains(&Face::Helmet)
            || (!st.leader && faces.contains(&Face::Flag))
            || faces.iter().any(|f| f.class() == Some(st.class));
        assert!(ok, "{u} is orderable only with a matching die");
    }
    if let Some(u) = legal.first() {
        t.ok(0, order(u));
        assert_eq!(t.s.ordered(u).unwrap().bonus_all, 1);
    }
    let tokens = t.s.tokens.clone();
    t.ok(0, MedOrder::EndTurn);
    assert!(t.s.discard.is_empty(), "discards went back into the deck");
    assert_eq!(t.s.tokens, vec![tokens[0] + 1, tokens[1] + 1]);
    t.conserved();
}

#[test]
fn darken_the_sky_refuses_archers_in_contact_and_fires_twice_without_moving() {
    let mut t = T::new(&[
        ("b1", 0, "light_bow_foot", (5, 8)),
        ("b2", 0, "light_bow_foot", (8, 6)),
        ("e1", 1, "heavy_foot", (5, 6)),
        ("e2", 1, "heavy_foot", (8, 5)),
    ]);
    t.play(0, Card::Tactic(Tactic::DarkenTheSky), PlayMode::Normal);
    assert!(t.go(0, order("b2")).unwrap_err().contains("clear of enemies"));
    t.ok(0, order("b1"));
    t.ok(0, MedOrder::EndPhase);
    assert_eq!(t.s.turn.stage, Stage::Battle);
    assert!(t.go(0, mv("b1", 5, 7)).is_err());
    let a = t.ok(0, fire("b1", "e1"));
    assert_eq!(fired_dice(&a), vec![2]);
    if t.pieces.iter().any(|p| &*p.id == "e1" && p.alive && p.at == c(5, 6)) {
        t.ok(0, fire("b1", "e1"));
        assert!(t.go(0, fire("b1", "e1")).is_err(), "twice, not three times");
    }
}

#[test]
fn double_time_moves_foot_two_and_still_fights_but_never_fires() {
    let mut t = T::new(&[
        ("m1", 0, "medium_foot", (5, 8)),
        ("m2", 0, "medium_foot", (6, 8)),
        ("bw", 0, "light_bow_foot", (7, 8)),
        ("cav", 0, "medium_cavalry", (4, 8)),
        ("alone", 0, "medium_foot", (11, 8)),
        ("e", 1, "heavy_foot", (5, 5)),
    ]);
    t.play(0, Card::Tactic(Tactic::DoubleTime), PlayMode::Normal);
    assert!(t.go(0, order("cav")).unwrap_err().contains("foot"));
    t.ok(0, order("m1"));
    assert!(t.go(0, order("alone")).unwrap_err().contains("linked"));
    t.ok(0, order("m2"));
    t.ok(0, order("bw"));
    t.ok(0, MedOrder::EndPhase);
    t.ok(0, mv("m1", 5, 6));
    t.ok(0, MedOrder::EndPhase);
    assert!(t.go(0, fire("bw", "e")).is_err());
    t.ok(0, attack("m1", "e"));
}

#[test]
fn fire_and_close_fires_first_with_a_die_more_then_closes_on_that_target_only() {
    let field =
        [("bow", 0, "light_bow_cavalry", (5, 8)), ("e1", 1, "medium_foot", (5, 5)), ("e2", 1, "medium_foot", (4, 5))];
    let mut t = T::new(&field);
    t.play(0, Card::Tactic(Tactic::FireAndClose), PlayMode::Normal);
    t.ok(0, order("bow"));
    t.ok(0, MedOrder::EndPhase);
    assert_eq!(t.s.turn.stage, Stage::Fire);
    // Three light symbols: no hit on medium foot, and no flag. The target stays.
    t.rng.force([1, 1, 1]);
    let ev = t.ok(0, fire("bow", "e1"));
    assert_eq!(fired_dice(&ev), vec![3], "2 dice standing still + 1");
    t.ok(0, MedOrder::EndPhase);
    let moves: Vec<MedOrder> = t.legal(0).into_iter().filter(|o| matches!(o, MedOrder::Move { .. })).collect();
    assert!(!moves.is_empty());
    for m in &moves {
        let MedOrder::Move { to, .. } = m else { unreachable!() };
        assert!(to.distance(c(5, 5), Orientation::Pointy) < 3, "every close move ends nearer the target");
    }
    t.ok(0, mv("bow", 5, 6));
    t.ok(0, MedOrder::EndPhase);
    assert!(t.go(0, attack("bow", "e2")).unwrap_err().contains("only against e1"));
    assert!(t.go(0, fire("bow", "e1")).is_err(), "no more firing after closing");
    t.ok(0, attack("bow", "e1"));

    // A flag drives the target back: no closing on it.
    let mut t = T::new(&field);
    t.play(0, Card::Tactic(Tactic::FireAndClose), PlayMode::Normal);
    t.ok(0, order("bow"));
    t.ok(0, MedOrder::EndPhase);
    t.rng.force([5, 1, 1]);
    t.ok(0, fire("bow", "e1"));
    assert_ne!(t.p("e1").at, c(5, 5));
    t.ok(0, MedOrder::EndPhase);
    assert!(!t.legal(0).iter().any(|o| matches!(o, MedOrder::Move { .. })), "the target retreated");
    assert!(t.go(0, mv("bow", 5, 7)).unwrap_err().contains("e1"));
}

#[test]
fn first_strike_hits_first_and_takes_away_the_battle_back() {
    let mut t = T::new(&[("a", 0, "heavy_foot", (5, 6)), ("d", 1, "heavy_foot", (5, 5))]);
    let fs = t.give(1, Card::Tactic(Tactic::FirstStrike));
    t.skip_to_battle(0, Card::Section { counts: [0, 2, 0] }, &["a"]);
    t.ok(0, attack("a", "d"));
    assert!(t.legal(1).contains(&MedOrder::React(Reaction::FirstStrike)));
    let mut ev = t.ok(1, MedOrder::React(Reaction::FirstStrike));
    assert!(ev.iter().any(|e| matches!(e, MedEvent::Reaction { what: React::StrikesFirst { .. }, .. })));
    if matches!(t.s.turn.pending, Some(Pending::Press { .. })) {
        ev.extend(t.ok(0, MedOrder::Press { battle: true }));
    }
    assert!(!ev.iter().any(|e| matches!(e, MedEvent::BattleBack { .. })), "no battle back after a first strike");
    assert!(t.s.turn.in_play.contains(&fs));
    t.ok(0, MedOrder::EndTurn);
    t.conserved();
    assert_eq!(t.s.hands[1].len(), 4);
}

#[test]
fn reacting_side_draws_before_the_active_side() {
    let mut t = T::new(&[("a", 0, "heavy_foot", (5, 6)), ("d", 1, "heavy_foot", (5, 5))]);
    t.give(1, Card::Tactic(Tactic::FirstStrike));
    t.skip_to_battle(0, Card::Section { counts: [0, 2, 0] }, &["a"]);
    t.ok(0, attack("a", "d"));
    t.ok(1, MedOrder::React(Reaction::FirstStrike));
    if matches!(t.s.turn.pending, Some(Pending::Press { .. })) {
        t.ok(0, MedOrder::Press { battle: false });
    }
    let top = *t.s.deck.last().unwrap();
    let ev = t.ok(0, MedOrder::EndTurn);
    let first = ev.iter().find_map(|e| if let MedEvent::CardDrawn { side, .. } = e { Some(*side) } else { None });
    assert_eq!(first, Some(1));
    assert!(t.s.hands[1].contains(&top), "the reacting side took the top card");
}

#[test]
fn foot_onslaught_lets_warriors_run_three_only_into_contact() {
    let mut t = T::new(&[
        ("w", 0, "warriors", (5, 9)),
        ("w2", 0, "warriors", (9, 9)),
        ("m", 0, "medium_foot", (2, 9)),
        ("bw", 0, "light_bow_foot", (7, 9)),
        ("e", 1, "heavy_foot", (5, 5)),
    ]);
    t.play(0, Card::Tactic(Tactic::FootOnslaught), PlayMode::Normal);
    t.ok(0, order("w"));
    t.ok(0, order("w2"));
    t.ok(0, order("m"));
    assert!(t.go(0, order("bw")).unwrap_err().contains("at most 3"));
    t.ok(0, MedOrder::EndPhase);
    assert!(t.go(0, mv("w2", 9, 6)).is_err(), "three hexes, but not into contact");
    t.ok(0, mv("w", 5, 6));
    assert!(t.go(0, mv("m", 2, 6)).is_err(), "other foot move 2");
    t.ok(0, mv("m", 2, 7));
    t.ok(0, MedOrder::EndPhase);
    assert!(t.go(0, MedOrder::EndTurn).unwrap_err().contains("must close combat"));
    t.ok(0, attack("w", "e"));
}

#[test]
fn leaders_orders_every_leader_with_his_unit_at_plus_one() {
    let mut t = T::new(&[
        ("l1", 0, "leader", (5, 8)),
        ("u1", 0, "medium_foot", (5, 8)),
        ("l2", 0, "leader", (9, 9)),
        ("other", 0, "medium_foot", (2, 8)),
        ("e", 1, "medium_foot", (5, 7)),
    ]);
    t.attach("u1", "l1");
    t.play(0, Card::Tactic(Tactic::Leaders), PlayMode::Normal);
    assert!(t.s.ordered("l1").is_some() && t.s.ordered("l2").is_some() && t.s.ordered("u1").is_some());
    assert!(t.s.ordered("other").is_none());
    t.ok(0, mv("l2", 9, 6));
    t.ok(0, MedOrder::EndPhase);
    t.ok(0, attack("u1", "e"));
    let ev = t.ok(1, MedOrder::React(Reaction::Pass));
    assert_eq!(declared_dice(&ev)[0], 5, "4 dice + 1 while the leader stays");
}

#[test]
fn line_command_orders_a_linked_line_that_moves_one_hex() {
    let mut t = T::new(&[
        ("a", 0, "light_cavalry", (3, 8)),
        ("b", 0, "medium_foot", (4, 8)),
        ("l", 0, "leader", (5, 8)),
        ("gap", 0, "medium_foot", (8, 8)),
    ]);
    t.play(0, Card::Tactic(Tactic::LineCommand), PlayMode::Normal);
    t.ok(0, order("a"));
    t.ok(0, order("b"));
    t.ok(0, order("l"));
    assert!(t.go(0, order("gap")).is_err());
    t.ok(0, MedOrder::EndPhase);
    assert!(t.go(0, mv("a", 3, 6)).is_err(), "only one hex");
    t.ok(0, mv("a", 3, 7));
}

#[test]
fn move_fire_move_runs_all_moves_then_all_fire_then_moves_and_forbids_melee() {
    let mut t = T::new(&[
        ("lc", 0, "light_bow_cavalry", (5, 9)),
        ("lf", 0, "light_foot", (7, 9)),
        ("hf", 0, "heavy_foot", (9, 9)),
        ("e", 1, "medium_foot", (5, 5)),
    ]);
    t.play(0, Card::Tactic(Tactic::MoveFireMove), PlayMode::Normal);
    assert!(t.go(0, order("hf")).unwrap_err().contains("light"));
    t.ok(0, order("lc"));
    t.ok(0, order("lf"));
    t.ok(0, MedOrder::EndPhase);
    t.ok(0, mv("lc", 5, 7));
    assert!(t.go(0, fire("lc", "e")).is_err(), "no fire before every first move is done");
    t.ok(0, MedOrder::EndPhase);
    let ev = t.ok(0, fire("lc", "e"));
    assert_eq!(fired_dice(&ev), vec![1], "moved: 1 die");
    t.ok(0, MedOrder::EndPhase);
    assert_eq!(t.s.turn.stage, Stage::Move2);
    let back = t.legal(0).into_iter().any(|o| matches!(o, MedOrder::Move { ref unit, .. } if unit == "lc"));
    assert!(back, "a second move after firing");
    t.ok(0, mv("lc", 5, 9));
    t.ok(0, MedOrder::EndPhase);
    assert!(t.legal(0).iter().all(|o| !matches!(o, MedOrder::Attack { .. } | MedOrder::Fire { .. })));
}

#[test]
fn mounted_charge_dice_by_type_and_heavy_horse_runs_three() {
    let mut t = T::new(&[
        ("cat", 0, "cataphracts", (4, 9)),
        ("hc", 0, "heavy_cavalry", (6, 9)),
        ("lbc", 0, "light_bow_cavalry", (8, 9)),
        ("foot", 0, "medium_foot", (2, 9)),
    ]);
    t.play(0, Card::Tactic(Tactic::MountedCharge), PlayMode::Normal);
    assert!(t.go(0, order("foot")).unwrap_err().contains("mounted"));
    t.ok(0, order("cat"));
    t.ok(0, order("hc"));
    t.ok(0, order("lbc"));
    assert_eq!(t.s.ordered("cat").unwrap().bonus_first_melee, 2);
    assert_eq!(t.s.ordered("hc").unwrap().bonus_first_melee, 1);
    assert_eq!(t.s.ordered("lbc").unwrap().bonus_first_melee, 0);
    assert!(!t.s.ordered("lbc").unwrap().may_fire);
    t.ok(0, MedOrder::EndPhase);
    t.ok(0, mv("hc", 6, 6));
}

#[test]
fn rally_restores_blocks_never_above_the_start_and_can_bring_a_new_leader() {
    let mut t =
        T::new(&[("m", 0, "medium_foot", (5, 8)), ("h", 0, "heavy_foot", (7, 8)), ("full", 0, "light_foot", (3, 8))]);
    for p in t.pieces.iter_mut().filter(|p| &*p.id != "full") {
        p.blocks = 1;
    }
    t.s.leaders_down[0] = 1;
    // Four dice (command 4): medium, heavy, helmet, flag.
    t.rng.force([2, 3, 4, 5]);
    let ev = t.play(0, Card::Tactic(Tactic::Rally), PlayMode::Normal);
    assert_eq!(t.rng.forced_left(), 0);
    let faces =
        ev.iter().find_map(|e| if let MedEvent::Dice { faces, .. } = e { Some(faces.clone()) } else { None }).unwrap();
    assert_eq!(faces, vec![Face::Medium, Face::Heavy, Face::Helmet, Face::Flag]);
    assert!(t.go(0, order("full")).is_err(), "a unit at full strength has nothing to restore");
    let mut restored = 0;
    while let Some(MedOrder::OrderUnit { unit }) =
        t.legal(0).into_iter().find(|o| matches!(o, MedOrder::OrderUnit { .. }))
    {
        t.ok(0, order(&unit));
        restored += 1;
    }
    // The medium symbol, the heavy symbol and the helmet each restore a block; the flag restores nothing.
    assert_eq!(restored, 3);
    assert_eq!(t.p("m").blocks + t.p("h").blocks, 2 + 3);
    assert_eq!(t.p("full").blocks, 4);
    for p in &t.pieces {
        assert!(p.blocks <= p.max);
    }
    // Each unit lacks 3 blocks: class symbols go to their class, helmets to whatever is still damaged.
    let n = |x: Face| faces.iter().filter(|f| **f == x).count();
    let by_class = n(Face::Medium).min(3) + n(Face::Heavy).min(3);
    assert_eq!(restored, by_class + n(Face::Helmet).min(6 - by_class));
    assert_eq!(t.p("m").blocks as usize - 1 + t.p("h").blocks as usize - 1, restored);

    // A helmet can instead bring a new leader forward onto a unit that regained a block.
    let mut t = T::new(&[("m", 0, "medium_foot", (5, 8)), ("h", 0, "heavy_foot", (7, 8))]);
    for p in t.pieces.iter_mut() {
        p.blocks = 2;
    }
    t.play(0, Card::Tactic(Tactic::Rally), PlayMode::Normal);
    t.s.turn.select = Some(Select::Rally(vec![Face::Medium, Face::Helmet]));
    let new_leader = MedOrder::RallyLeader { unit: "m".into() };
    assert!(t.go(0, new_leader.clone()).unwrap_err().contains("not regained"));
    t.ok(0, order("m"));
    assert!(t.go(0, new_leader.clone()).unwrap_err().contains("no spare leader"), "the side has lost none");
    t.s.leaders_down[0] = 1;
    let ev = t.ok(0, new_leader);
    assert!(ev.iter().any(|e| matches!(e, MedEvent::LeaderRallied { unit, .. } if unit == "m")));
    let l = t.p("m").leader.clone().expect("the new leader is with m");
    assert_eq!(t.p(&l).at, c(5, 8));
    assert_eq!(t.s.leaders_down[0], 0);
    assert!(t.go(0, order("h")).is_err(), "the helmet was spent on the leader");
    let ids: Vec<&str> = t.pieces.iter().map(|p| p.id.as_ref()).collect();
    let mut sorted = ids.clone();
    sorted.sort();
    assert_eq!(ids, sorted, "the field stays sorted by id");
}

#[test]
fn ambush_strikes_the_advancing_unit_with_two_extra_dice() {
    let mut t = T::new(&[
        ("hc", 0, "heavy_cavalry", (5, 6)),
        ("weak", 1, "light_foot", (5, 5)),
        ("amb", 1, "medium_foot", (6, 4)),
    ]);
    t.pieces.iter_mut().find(|p| &*p.id == "weak").unwrap().blocks = 1;
    let card = t.give(1, Card::Tactic(Tactic::Ambush));
    t.skip_to_battle(0, Card::Troop(Troop::Heavy), &["hc"]);
    t.ok(0, attack("hc", "weak"));
    // A light symbol takes the last block; the medium symbols miss light foot.
    t.rng.force([1, 2, 2, 2]);
    t.ok(1, MedOrder::React(Reaction::Pass));
    assert!(!t.p("weak").alive);
    assert!(matches!(t.s.turn.pending, Some(Pending::Advance { .. })));
    t.ok(0, MedOrder::Advance { to: Some(c(5, 5)) });
    assert!(matches!(t.s.turn.pending, Some(Pending::Ambush { .. })));
    // Medium foot 4 + 2 dice, all light symbols: no hit on heavy cavalry, so it stays.
    t.rng.force([1; 6]);
    let ev = t.ok(1, MedOrder::React(Reaction::Ambush { unit: "amb".into() }));
    assert_eq!(t.rng.forced_left(), 0);
    assert_eq!(declared_dice(&ev), vec![6], "medium foot 4 + 2 (no battle back)");
    assert!(!ev.iter().any(|e| matches!(e, MedEvent::BattleBack { .. })));
    assert!(t.s.turn.in_play.contains(&card));
    assert_eq!(t.p("hc").at, c(5, 5));
    let o = t.s.ordered("hc").unwrap();
    assert!(o.bonus_ready, "cavalry keeps its bonus combat");
    assert_eq!(o.only_target.as_deref(), Some("amb"), "but only against the ambusher");
    t.conserved();
}

/// Retreat the way the engine would choose.
fn retreat_first(s: &mut MedState, f: &mut Field, io: &mut super::combat::Io, t: usize, steps: u8, by: usize) {
    let end = super::combat::retreat_options(f, t, steps)[0].clone();
    super::combat::retreat_along(s, f, io, &mut Vec::new(), t, &end, by);
}

#[test]
fn blocked_retreat_costs_blocks_and_the_home_edge_ends_retreats() {
    // A unit on its own home edge cannot retreat: every flag step costs a block.
    let mut t = T::new(&[("u", 1, "medium_foot", (5, 0))]);
    let mut f = Field {
        map: &t.map,
        los: &t.los,
        sections: Sections::default_for(13),
        homes: vec![Edge::South, Edge::North],
        pieces: Pieces::owned(std::mem::take(&mut t.pieces)),
    };
    let mut io = super::combat::Io { rng: &mut t.rng, events: Vec::new() };
    retreat_first(&mut t.s, &mut f, &mut io, 0, 2, 0);
    assert_eq!(f.pieces[0].blocks, 2);
    assert!(io.events.iter().any(|e| matches!(e, MedEvent::Retreated { blocked_steps: 2, .. })));
    // Surrounded from behind: also blocked.
    let mut t =
        T::new(&[("u", 0, "medium_foot", (5, 5)), ("x", 0, "medium_foot", (5, 6)), ("y", 0, "medium_foot", (6, 6))]);
    let mut f = Field {
        map: &t.map,
        los: &t.los,
        sections: Sections::default_for(13),
        homes: vec![Edge::South, Edge::North],
        pieces: Pieces::owned(std::mem::take(&mut t.pieces)),
    };
    let u = f.idx("u").unwrap();
    let mut io = super::combat::Io { rng: &mut t.rng, events: Vec::new() };
    retreat_first(&mut t.s, &mut f, &mut io, u, 1, 1);
    assert_eq!(f.pieces[u].blocks, 3);
    assert_eq!(f.pieces[u].at, c(5, 5));
    // Open ground: the unit goes two hexes south.
    let mut t = T::new(&[("u", 0, "light_foot", (5, 5))]);
    let mut f = Field {
        map: &t.map,
        los: &t.los,
        sections: Sections::default_for(13),
        homes: vec![Edge::South, Edge::North],
        pieces: Pieces::owned(std::mem::take(&mut t.pieces)),
    };
    let mut io = super::combat::Io { rng: &mut t.rng, events: Vec::new() };
    retreat_first(&mut t.s, &mut f, &mut io, 0, 2, 1);
    assert_eq!(f.pieces[0].at.1, 7);
    assert_eq!(f.pieces[0].blocks, 4);
}

#[test]
fn terrain_caps_close_combat_and_cards_add_after_the_cap() {
    let mut map = MapGrid::new(Orientation::Pointy, 13, 11, Terrain::Open);
    let i = map.index(c(5, 5)).unwrap();
    map.terrain[i] = Terrain::Forest;
    let mut t = T::with_map(map, &[("hc", 0, "heavy_cavalry", (5, 6)), ("d", 1, "medium_foot", (5, 5))]);
    t.skip_to_battle(0, Card::Tactic(Tactic::MountedCharge), &["hc"]);
    t.ok(0, attack("hc", "d"));
    let ev = t.ok(1, MedOrder::React(Reaction::Pass));
    assert_eq!(declared_dice(&ev)[0], 3, "forest caps heavy cavalry at 2, Mounted Charge adds 1");
}

#[test]
fn a_seeded_close_combat_rolls_exactly_these_dice() {
    let mut t = T::new(&[("a", 0, "heavy_foot", (5, 6)), ("d", 1, "medium_foot", (5, 5))]);
    t.rng = GameDice::new(1234);
    t.skip_to_battle(0, Card::Section { counts: [0, 2, 0] }, &["a"]);
    t.ok(0, attack("a", "d"));
    let ev = t.ok(1, MedOrder::React(Reaction::Pass));
    let rolls: Vec<Vec<Face>> = ev
        .iter()
        .filter_map(|e| if let MedEvent::Dice { faces, .. } = e { Some(faces.clone()) } else { None })
        .collect();
    let expect = expected_rolls();
    assert_eq!(rolls, expect, "seed 1234 must always roll the same");
    assert!(
        ev.iter().any(|e| matches!(e, MedEvent::Retreated { unit, path, .. } if unit == "d" && path == &vec![c(5, 4)]))
    );
    assert!(!ev.iter().any(|e| matches!(e, MedEvent::BattleBack { .. })));
    // And the hits follow from the faces: medium symbols and swords hit medium foot.
    let first = &rolls[0];
    let hits = first.iter().filter(|f| matches!(f, Face::Medium | Face::Swords)).count() as u8;
    let took = ev
        .iter()
        .find_map(|e| if let MedEvent::Hits { unit, hits, .. } = e { (unit == "d").then_some(*hits) } else { None });
    assert_eq!(took.unwrap_or(0), hits);
}

fn expected_rolls() -> Vec<Vec<Face>> {
    EXPECTED_1234.iter().map(|r| r.to_vec()).collect()
}

/// Heavy foot attacks medium foot: one sword hits, the flag drives it back a hex, so there is no battle back.
const EXPECTED_1234: &[&[Face]] = &[&[Face::Flag, Face::Heavy, Face::Light, Face::Swords]];

#[test]
fn lone_leaders_cannot_battle_and_helmets_hit_only_with_a_leader_near() {
    let mut t = T::new(&[("l", 0, "leader", (5, 6)), ("e", 1, "medium_foot", (5, 5))]);
    t.skip_to_battle(0, Card::Section { counts: [0, 2, 0] }, &["l"]);
    assert!(t.go(0, attack("l", "e")).unwrap_err().contains("leader cannot battle"));
}

#[test]
fn light_troops_evade_and_light_bow_cavalry_shoots_back() {
    let mut t = T::new(&[("hc", 0, "heavy_cavalry", (5, 6)), ("lbc", 1, "light_bow_cavalry", (5, 5))]);
    t.skip_to_battle(0, Card::Troop(Troop::Heavy), &["hc"]);
    t.ok(0, attack("hc", "lbc"));
    assert!(t.legal(1).contains(&MedOrder::React(Reaction::Evade)));
    // Against an evader only its own symbol hits: light, medium, heavy, flag is one hit. Then the Parthian shot:
    // only the attacker's symbol hits, heavy and light is one hit.
    t.rng.force([1, 2, 3, 5, 3, 1]);
    let ev = t.ok(1, MedOrder::React(Reaction::Evade));
    assert_eq!(t.rng.forced_left(), 0);
    assert!(ev.iter().any(|e| matches!(e, MedEvent::Dice { purpose: Roll::Parthian, .. })));
    assert_eq!((t.p("lbc").blocks, t.p("hc").blocks), (3, 3));
    assert_eq!(t.p("lbc").at.1, 3, "evades two hexes toward the north edge");
    assert!(t.s.turn.pending.is_none(), "no momentum advance after an evade");
    assert!(!ev.iter().any(|e| matches!(e, MedEvent::BattleBack { .. })));
}

#[test]
fn the_fallback_orders_one_unit_when_the_card_names_none() {
    let mut t = T::new(&[("m", 0, "medium_foot", (5, 8)), ("m2", 0, "medium_foot", (6, 8))]);
    let ev = t.play(0, Card::Tactic(Tactic::MountedCharge), PlayMode::Normal);
    assert!(ev.iter().any(|e| matches!(e, MedEvent::CardPlayed { fallback: true, .. })));
    t.ok(0, order("m"));
    assert!(t.go(0, order("m2")).is_err());
}

#[test]
fn the_prompt_is_the_same_whether_or_not_the_defender_holds_a_reaction() {
    let prompt = |give: bool| {
        let mut t = T::new(&[("a", 0, "heavy_foot", (5, 6)), ("d", 1, "heavy_foot", (5, 5))]);
        let fs: Vec<CardId> = (0..65u8).filter(|i| DECK[*i as usize] == Card::Tactic(Tactic::FirstStrike)).collect();
        for h in t.s.hands.iter_mut() {
            h.retain(|x| !fs.contains(x));
        }
        t.s.deck.retain(|x| !fs.contains(x));
        t.s.deck.extend(&fs);
        if give {
            t.give(1, Card::Tactic(Tactic::FirstStrike));
        }
        while t.s.hands[1].len() < 4 {
            let x = t.s.deck.remove(0);
            t.s.hands[1].push(x);
        }
        t.skip_to_battle(0, Card::Section { counts: [0, 2, 0] }, &["a"]);
        t.ok(0, attack("a", "d"));
        super::engine::pending_prompt(t.s.turn.pending.as_ref().expect("a prompt either way"))
    };
    assert_eq!(prompt(true), prompt(false));
}

mod choices;
mod seed_cards;
