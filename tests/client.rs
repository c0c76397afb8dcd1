//! Headless client tests: the real App (game and client logic, no window) driven through the same messages the panels and the map send; the hot-seat leak check; undo to the information horizon; saves and the autosave.

use bevy::prelude::*;
use hexmarshal::game::GamePlugin;
use hexmarshal::game::flow::GameState;
use hexmarshal::game::hash::state_hash;
use hexmarshal::game::messages::{Audience, Order, Outcome};
use hexmarshal::rules::medieval::{MedEvent, MedGame, MedOrder, cards::card};
use hexmarshal::rules::registry::{Match, RulesEvent};
use hexmarshal::scenario;
use hexmarshal::ui::i18n::{I18n, Lang};
use hexmarshal::ui::interact::{HexClicked, UiOrder};
use hexmarshal::ui::model::TableModel;
use hexmarshal::ui::seat::LiftCurtain;
use hexmarshal::ui::settings::Settings;
use hexmarshal::ui::{Autosave, ClientCommand, ClientPlugin};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeSet;
use std::sync::Arc;

fn app(lang: Lang, autosave: bool) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .insert_resource(Settings { language: Some(lang), ..Default::default() })
        .insert_resource(Autosave(autosave))
        .add_plugins(GamePlugin)
        .add_plugins(ClientPlugin);
    app.update();
    app
}

fn start(app: &mut App, file: &str, seed: u64) {
    let text = scenario::bundled(file).unwrap();
    let sc = scenario::load_str(text, file).unwrap();
    app.world_mut().write_message(ClientCommand::NewGame { scenario: Arc::new(sc), seed, players: Default::default() });
    app.update();
    app.update();
}

/// The Medieval game state (the tests below play Medieval scenarios).
fn medieval(app: &App) -> &MedGame {
    match &app.world().resource::<GameState>().0.state() {
        Match::Medieval(m) => m,
        _ => panic!("not a Medieval game"),
    }
}

fn model(app: &App) -> TableModel {
    app.world().resource::<TableModel>().clone()
}

/// Titles of cards the side at the table must not see: held only by the other side and never shown publicly.
fn secret_titles(app: &App, me: usize) -> Vec<String> {
    let w = app.world();
    let m = &medieval(app).s;
    let i18n = w.resource::<I18n>();
    let title = |id: &u8| i18n.card_title(card(*id));
    let mut public: Vec<String> = m.hands[me].iter().map(title).collect();
    for (o, a) in w.resource::<GameState>().0.log() {
        if let (Outcome::Rules(RulesEvent::Medieval(MedEvent::CardPlayed { card, copy_of, mode, .. })), Audience::All) =
            (o, a)
        {
            public.push(i18n.card_title(*card));
            // An inspired action is named in public, though no such card was played.
            if let hexmarshal::rules::medieval::PlayMode::Inspired(t) = mode {
                public.push(i18n.card_title(hexmarshal::rules::medieval::Card::Tactic(*t)));
            }
            if let Some(c) = copy_of {
                public.push(i18n.card_title(*c));
            }
        }
        if let (Outcome::Rules(RulesEvent::Medieval(MedEvent::CardDrawn { card, side })), _) = (o, a)
            && *side == me
        {
            public.push(i18n.card_title(*card));
        }
    }
    let mut out = Vec::new();
    for (s, hand) in m.hands.iter().enumerate() {
        if s == me {
            continue;
        }
        for id in hand {
            let t = title(id);
            if !public.contains(&t) && !out.contains(&t) {
                out.push(t);
            }
        }
    }
    out
}

/// Where `word` stands in `text` as a whole word or phrase (not inside a longer word).
fn find_word(text: &str, word: &str) -> Option<usize> {
    text.match_indices(word).map(|(i, _)| i).find(|&i| {
        let before = text[..i].chars().next_back().is_some_and(char::is_alphanumeric);
        let after = text[i + word.len()..].chars().next().is_some_and(char::is_alphanumeric);
        !before && !after
    })
}

/// Play random legal orders through the client's own messages, lifting the curtain as a second player would,
/// and check at every step that the table shows nothing hidden from the side at the table.
/// What a whole game through the client came to.
struct Played {
    curtains: usize,
    /// Owners' choices in a combat (flags, retreats, leader escapes) answered through the prompt.
    choices: usize,
    over: Option<(String, String)>,
}

fn play_checking_leaks(lang: Lang, file: &str, seed: u64, steps: usize) -> Played {
    let mut app = app(lang, false);
    start(&mut app, file, seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut curtains = 0;
    let mut choices = 0;
    for _ in 0..steps {
        let m = model(&app);
        if m.over.is_some() {
            return Played { curtains, choices, over: m.over.clone() };
        }
        if let Some(c) = &m.curtain {
            // Down: no hand, no log, no orders, no prompt buttons, no units of anyone.
            assert!(m.hand.is_empty() && m.log.is_empty() && m.legal.is_empty() && m.keep.is_empty(), "{m:?}");
            assert!(m.prompt.is_none() && m.units.is_empty() && m.dice.is_empty() && m.table_info.is_empty());
            curtains += 1;
            let _ = c;
            app.world_mut().write_message(LiftCurtain);
            app.update();
            continue;
        }
        let me = m.side;
        // Inspired-action buttons name tactics as actions, not as cards held: leave them out of the search.
        let mut searched = m.clone();
        // Card rules texts and the (public, shared) prompt name other cards as rules terms: leave them out too.
        for f in searched.hand.iter_mut().chain(searched.keep.iter_mut()) {
            f.inspired.clear();
            f.text.clear();
        }
        if let Some(p) = &mut searched.prompt {
            p.text.clear();
        }
        let text = searched.all_text();
        for t in secret_titles(&app, me) {
            if let Some(at) = find_word(&text, &t) {
                panic!(
                    "side {me} sees `{t}`, a card only the other side holds: …{}…",
                    &text[at.saturating_sub(300)..(at + 100).min(text.len())]
                );
            }
        }
        let hand: Vec<u8> = medieval(&app).s.hands[me].clone();
        let shown: Vec<u8> = m.hand.iter().map(|f| f.id).collect();
        assert_eq!(shown, hand, "the hand panel shows exactly this side's hand");
        assert!(m.my_turn, "the curtain is up only for the side to act");
        // Pick an order: usually not ending the phase or turn, sometimes through map clicks.
        let legal = m.legal.clone();
        assert!(!legal.is_empty());
        let busy: Vec<&Order> =
            legal.iter().filter(|o| !matches!(o, Order::Medieval(MedOrder::EndTurn | MedOrder::EndPhase))).collect();
        let fights: Vec<&Order> = legal
            .iter()
            .filter(|o| matches!(o, Order::Medieval(MedOrder::Fire { .. } | MedOrder::Attack { .. })))
            .collect();
        // Moves: mostly the one that closes on the enemy most, as a player would.
        let enemies: Vec<_> = m.units.iter().filter(|u| u.side != me).map(|u| u.at).collect();
        let o_ = hexmarshal::rules::Orientation::Pointy;
        let near = |c: hexmarshal::rules::hex::Coord| {
            enemies.iter().map(|e| c.to_hex(o_).unsigned_distance_to(e.to_hex(o_))).min().unwrap_or(0)
        };
        let advance = legal
            .iter()
            .filter_map(|o| match o {
                Order::Medieval(MedOrder::Move { unit, to }) => {
                    m.unit(unit).map(|u| (near(*to) as i64 - near(u.at) as i64, o))
                }
                _ => None,
            })
            .filter(|(gain, _)| *gain < 0)
            .min_by_key(|(gain, _)| *gain)
            .map(|(_, o)| o.clone());
        let o = if !fights.is_empty() && rng.random_range(0..100) < 85 {
            fights[rng.random_range(0..fights.len())].clone()
        } else if let Some(a) = advance.filter(|_| rng.random_range(0..100) < 85) {
            a
        } else if !busy.is_empty() && rng.random_range(0..100) < 85 {
            busy[rng.random_range(0..busy.len())].clone()
        } else {
            legal[rng.random_range(0..legal.len())].clone()
        };
        let before = app.world().resource::<GameState>().0.history().len();
        let choice = matches!(
            o,
            Order::Medieval(MedOrder::IgnoreFlags { .. } | MedOrder::Retreat { .. } | MedOrder::Escape { .. })
        );
        choices += choice as usize;
        // A hex that answers the prompt is lit on the map: click it half the time, as a player would.
        let lit = m.prompt.as_ref().and_then(|p| p.map_targets.iter().find(|(_, t)| *t == o).map(|(c, _)| *c));
        if let Some(Order::Medieval(MedOrder::Retreat { to } | MedOrder::Escape { to })) = Some(&o) {
            assert_eq!(lit, Some(*to), "a retreat or an escape is lit on the map");
        }
        match &o {
            _ if lit.is_some() && rng.random_range(0..2) == 0 => {
                app.world_mut().write_message(HexClicked(lit.expect("lit")));
                app.update();
            }
            Order::Medieval(MedOrder::Move { unit, to }) if rng.random_range(0..2) == 0 => {
                let at = m.unit(unit).unwrap().at;
                app.world_mut().write_message(HexClicked(at));
                app.update();
                // The first click may cycle to the leader in the hex: click until the unit is selected.
                for _ in 0..2 {
                    if app.world().resource::<hexmarshal::ui::interact::Selection>().unit.as_deref()
                        == Some(unit.as_str())
                    {
                        break;
                    }
                    app.world_mut().write_message(HexClicked(at));
                    app.update();
                }
                app.world_mut().write_message(HexClicked(*to));
                app.update();
            }
            _ => {
                app.world_mut().write_message(UiOrder(o.clone()));
                app.update();
            }
        }
        let after = app.world().resource::<GameState>().0.history().len();
        assert_eq!(after, before + 1, "order {o} was not accepted");
    }
    Played { curtains, choices, over: model(&app).over }
}

#[test]
fn hot_seat_shows_each_side_only_its_own_hand_in_every_channel() {
    // Whole games, to a banner victory, through the client's own clicks and buttons.
    let Played { curtains: c, choices, over } = play_checking_leaks(Lang::En, "hastings_1066.ron", 7, 20_000);
    assert!(c >= 3, "the curtain came down only {c} times");
    assert!(choices > 0, "no flag, retreat or escape was left to its owner");
    let (head, why) = over.expect("the game reaches its end");
    println!("Hastings through the client: {head} {why} ({c} curtains)");
    assert!(head.ends_with("wins!") || head == "A draw.", "{head}");
    assert!(why.starts_with("Because"), "{why}");
    // This seed's game is won on banners (few are, in Tours: most run to the turn limit).
    let over = play_checking_leaks(Lang::En, "tours_732.ron", 245, 20_000).over;
    assert_eq!(over, Some(("Umayyad army wins!".to_string(), "Because the banner target is reached.".to_string())));
    let over = play_checking_leaks(Lang::Ru, "tours_732.ron", 11, 20_000).over;
    let (head, _) = over.expect("the game reaches its end");
    assert!(head.starts_with("Победитель") || head.starts_with("Ничья"), "{head}");
}

/// A Russian player reads the scenario's Russian texts at the table: its name, and the sides' names on the curtain,
/// the bar and the scores.
#[test]
fn a_russian_table_reads_the_scenarios_russian_names() {
    let mut app = app(Lang::Ru, false);
    start(&mut app, "hastings_1066.ron", 3);
    let m = model(&app);
    assert_eq!(m.scenario, "Гастингс, 1066");
    assert_eq!(m.side_names, ["Нормандцы", "Англосаксы"]);
    assert!(m.curtain.as_ref().expect("behind the curtain").title.contains("Нормандцы"));
    assert!(m.scores.iter().all(|s| !s.text.contains("Normans") && !s.text.contains("Anglo-Saxons")), "{:?}", m.scores);
    // Units and objectives are worded by their Russian names, at the table and in what the table lists.
    let file = scenario::load_str(scenario::bundled("hastings_1066.ron").unwrap(), "hastings").unwrap().file().clone();
    let i18n = app.world().resource::<I18n>();
    for u in &file.units {
        assert_eq!(i18n.piece(&u.id), u.name_in("ru"), "{}", u.id);
    }
    app.world_mut().write_message(LiftCurtain);
    app.update();
    let text = model(&app).all_text();
    let english: Vec<&str> = file.units.iter().map(|u| u.name.as_str()).filter(|n| text.contains(n)).collect();
    assert!(english.is_empty(), "English unit names at the Russian table: {english:?}");
}

#[test]
fn the_curtain_opens_a_new_game_and_follows_reactions() {
    let mut app = app(Lang::En, false);
    start(&mut app, "hastings_1066.ron", 3);
    let m = model(&app);
    let c = m.curtain.as_ref().expect("a new game starts behind the curtain");
    assert_eq!(c.side, 0);
    assert!(c.title.contains("Normans"));
    app.world_mut().write_message(LiftCurtain);
    app.update();
    let m = model(&app);
    assert!(m.curtain.is_none() && m.my_turn && !m.hand.is_empty());
    assert!(m.hint.contains("command card"), "{}", m.hint);
}

#[test]
fn undo_goes_back_to_the_information_horizon_and_no_further() {
    let mut app = app(Lang::En, false);
    start(&mut app, "hastings_1066.ron", 5);
    app.world_mut().write_message(LiftCurtain);
    app.update();
    let send = |app: &mut App, o: Order| {
        app.world_mut().write_message(UiOrder(o));
        app.update();
    };
    let m = model(&app);
    assert_eq!(m.undo, 0, "nothing to undo at the start");
    let play = m.hand.iter().find_map(|f| f.play.clone()).unwrap();
    let h0 = state_hash(app.world_mut());
    send(&mut app, play);
    let m = model(&app);
    assert_eq!(m.undo, 1, "playing a card draws nothing: it may be taken back");
    let h1 = state_hash(app.world_mut());
    if let Some(o) = m.legal.iter().find(|o| matches!(o, Order::Medieval(MedOrder::OrderUnit { .. }))).cloned() {
        send(&mut app, o);
        assert_eq!(model(&app).undo, 2);
        app.world_mut().write_message(ClientCommand::Undo);
        app.update();
        assert_eq!(state_hash(app.world_mut()), h1, "one undo restores the state before the last order");
    }
    app.world_mut().write_message(ClientCommand::Undo);
    app.update();
    assert_eq!(state_hash(app.world_mut()), h0);
    assert_eq!(model(&app).undo, 0);
    // Fight until dice are rolled: after that, nothing before the roll can be taken back.
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for _ in 0..600 {
        let m = model(&app);
        if m.curtain.is_some() {
            app.world_mut().write_message(LiftCurtain);
            app.update();
            continue;
        }
        let rolled = m.log.iter().any(|l| l.text.contains("rolls"));
        if rolled {
            let hist = app.world().resource::<GameState>().0.history().len();
            let fixed = m.log.iter().filter(|l| l.fixed).count();
            assert!(fixed > 0, "the log marks what lies before the horizon");
            assert!(m.undo < hist, "undo stops at the roll");
            // Undo everything offered: the dice stay in the log.
            for _ in 0..m.undo {
                app.world_mut().write_message(ClientCommand::Undo);
                app.update();
            }
            assert!(model(&app).log.iter().any(|l| l.text.contains("rolls")));
            assert_eq!(model(&app).undo, 0);
            return;
        }
        let legal = m.legal.clone();
        let fight = legal
            .iter()
            .find(|o| matches!(o, Order::Medieval(MedOrder::Fire { .. } | MedOrder::Attack { .. })))
            .cloned();
        let o = fight.unwrap_or_else(|| {
            let busy: Vec<&Order> = legal
                .iter()
                .filter(|o| !matches!(o, Order::Medieval(MedOrder::EndTurn | MedOrder::EndPhase)))
                .collect();
            if !busy.is_empty() && rng.random_range(0..100) < 80 {
                busy[rng.random_range(0..busy.len())].clone()
            } else {
                legal[rng.random_range(0..legal.len())].clone()
            }
        });
        send(&mut app, o);
    }
    panic!("no dice were rolled in 600 steps");
}

#[test]
fn saves_and_the_autosave_resume_at_the_last_order() {
    let dir = tempfile::tempdir().unwrap();
    // SAFETY: this is the only test of this binary that reads the data folder.
    unsafe { std::env::set_var("HEXMARSHAL_DATA", dir.path()) };
    let mut app = app(Lang::En, true);
    start(&mut app, "manzikert_1071.ron", 9);
    app.world_mut().write_message(LiftCurtain);
    app.update();
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    for _ in 0..60 {
        let m = model(&app);
        if m.curtain.is_some() {
            app.world_mut().write_message(LiftCurtain);
        } else if let Some(o) = (!m.legal.is_empty()).then(|| m.legal[rng.random_range(0..m.legal.len())].clone()) {
            app.world_mut().write_message(UiOrder(o));
        }
        app.update();
    }
    let n = app.world().resource::<GameState>().0.history().len();
    assert!(n > 10, "{n} orders");
    let hash = state_hash(app.world_mut());
    // The autosave holds every order so far and replays to the same state.
    let auto = hexmarshal::ui::storage::load_save(hexmarshal::ui::storage::AUTOSAVE).unwrap();
    assert_eq!(auto.orders.len(), n);
    assert_eq!(auto.orders.last().unwrap().hash, hash);
    // A named save, then a fresh client continues from it.
    app.world_mut().write_message(ClientCommand::Save);
    app.update();
    let status = app.world().resource::<hexmarshal::ui::StatusLine>().clone();
    assert!(!status.error, "{status:?}");
    let saves = hexmarshal::ui::storage::list_saves();
    let named = saves.iter().find(|s| s.name != hexmarshal::ui::storage::AUTOSAVE).expect("a named save").name.clone();
    let mut other = self::app(Lang::Ru, false);
    other.world_mut().write_message(ClientCommand::Load { name: named });
    other.update();
    other.update();
    assert_eq!(state_hash(other.world_mut()), hash);
    assert!(model(&other).curtain.is_some(), "a loaded game opens behind the curtain");
    // A damaged save is refused with file, line and column, and the game in progress stays.
    std::fs::write(
        dir.path().join("broken.save.ron"),
        format!("(format: {}, ruleset: \"medieval\",\n  seed: oops)", hexmarshal::save::SAVE_FORMAT),
    )
    .unwrap();
    other.world_mut().write_message(ClientCommand::Load { name: "broken.save.ron".into() });
    other.update();
    let st = other.world().resource::<hexmarshal::ui::StatusLine>().clone();
    // In the player's language (this client's is Russian).
    let text = st.text.as_deref().unwrap_or("");
    assert!(st.error && text.contains("broken.save.ron, строка 2, столбец"), "{st:?}");
    assert_eq!(state_hash(other.world_mut()), hash);
}

/// The Combat Commander game behind the client.
fn cc_state(app: &App) -> hexmarshal::rules::combat_commander::CcGame {
    match &app.world().resource::<GameState>().0.state() {
        Match::CombatCommander(g) => g.clone(),
        _ => panic!("not a Combat Commander game"),
    }
}

/// A Combat Commander scenario started through the client in English, the curtain lifted for the first side.
fn cc_opening(file: &str, seed: u64) -> App {
    let mut app = app(Lang::En, false);
    start(&mut app, file, seed);
    if model(&app).curtain.is_some() {
        app.world_mut().write_message(LiftCurtain);
        app.update();
    }
    app
}

/// A Combat Commander game through the client, in both languages: each side at the table sees exactly its own
/// Fate hand, never the other side's secret objective before it is revealed (in any channel of the table:
/// panels, log, prompt, tooltips' unit notes), every reaction window brings the curtain down for the side that
/// answers, and the game reaches its end.
fn play_cc_checking_leaks(lang: Lang, file: &str, seed: u64) -> (usize, Option<(String, String)>) {
    let cc = cc_state;
    let mut app = app(lang, false);
    start(&mut app, file, seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut curtains = 0;
    for _ in 0..30_000 {
        let m = model(&app);
        if m.over.is_some() {
            return (curtains, m.over);
        }
        if m.curtain.is_some() {
            assert!(m.hand.is_empty() && m.log.is_empty() && m.legal.is_empty() && m.unit_notes.is_empty());
            curtains += 1;
            app.world_mut().write_message(LiftCurtain);
            app.update();
            continue;
        }
        let g = cc(&app);
        let me = m.side;
        let shown: Vec<u8> = m.hand.iter().map(|f| f.id).collect();
        assert_eq!(shown, g.hands[me], "the hand panel shows exactly this side's hand");
        let text = m.all_text();
        for o in g.common.objectives.iter().filter(|o| o.secret && !o.revealed && o.owner != Some(me)) {
            // As the table words it: the scenario's name for it, or its id worded.
            let name = app.world().resource::<hexmarshal::ui::i18n::I18n>().piece(&o.id);
            assert!(
                find_word(&text, &o.id).is_none() && find_word(&text, &name).is_none(),
                "side {me} sees the other side's secret objective {}",
                o.id
            );
        }
        random_order(&mut app, &m, &mut rng);
    }
    panic!("the game did not end");
}

#[test]
fn combat_commander_hot_seat_keeps_hands_and_secret_objectives_apart() {
    let (c, over) = play_cc_checking_leaks(Lang::En, "saint_lambert_1944.ron", 5);
    assert!(c >= 10, "the curtain came down only {c} times");
    let (head, why) = over.expect("the game ends");
    assert!(head.ends_with("wins!"), "{head} {why}");
    let (_, over) = play_cc_checking_leaks(Lang::Ru, "mortain_1944.ron", 8);
    assert!(over.expect("the game ends").0.starts_with("Победитель"));
    // With a radio on the table: Artillery Request cards are played, and stay in their own hand until then.
    let (c, over) = play_cc_checking_leaks(Lang::En, "hill_192_1944.ron", 3);
    assert!(c >= 10 && over.is_some(), "the curtain came down {c} times");
}

/// A barrage called as a player calls it: the Artillery Request card from the hand, the spotter, then a click on a
/// hex the decision box lights on the map; the barrage's mark then lies on the map both sides see.
#[test]
fn combat_commander_calls_a_barrage_by_a_click_on_the_map() {
    use hexmarshal::rules::Coord;
    use hexmarshal::rules::combat_commander::CcOrder;
    use hexmarshal::rules::terrain::HexMarker;
    for seed in 1..60 {
        let mut app = cc_opening("hill_192_1944.ron", seed);
        let m = model(&app);
        let Some(play) = m.hand.iter().find(|f| f.title == "Artillery Request").and_then(|f| f.play.clone()) else {
            continue;
        };
        app.world_mut().write_message(UiOrder(play));
        app.update();
        assert!(model(&app).hint.contains("spotter"), "{}", model(&app).hint);
        app.world_mut().write_message(UiOrder(Order::CombatCommander(CcOrder::Activate { unit: "us_sq1".into() })));
        app.update();
        let m = model(&app);
        let p = m.prompt.expect("the decision box asks for the barrage's hex");
        assert!(p.text.contains("click a hex"), "{}", p.text);
        assert!(p.map_targets.iter().any(|(c, _)| *c == Coord(6, 4)), "the outpost's hex is lit");
        app.world_mut().write_message(HexClicked(Coord(6, 4)));
        app.update();
        let last = app.world().resource::<GameState>().0.history().last().map(|(o, _)| o.order.clone());
        assert_eq!(last, Some(Order::CombatCommander(CcOrder::Barrage { at: Coord(6, 4) })));
        // Let every roll stand until the barrage is over, then look for its mark (it may have drifted or been denied).
        for _ in 0..40 {
            let m = model(&app);
            if m.curtain.is_some() {
                app.world_mut().write_message(LiftCurtain);
                app.update();
                continue;
            }
            let Some(pass) = m.legal.iter().find(|o| **o == Order::CombatCommander(CcOrder::Pass)).cloned() else {
                break;
            };
            app.world_mut().write_message(UiOrder(pass));
            app.update();
        }
        let log = format!("{:?}", app.world().resource::<GameState>().0.view(0).log);
        let board = app.world().resource::<GameState>().0.board().grid.clone();
        let marked: Vec<Coord> =
            board.all_coords().filter(|c| board.markers(*c).contains(&HexMarker::Barrage)).collect();
        assert_eq!(marked.is_empty(), !log.contains("BarrageLands"), "{marked:?}: {log}");
        return;
    }
    panic!("no seed dealt the US an Artillery Request card");
}

/// Dig In played as a player plays it: the button on the card names the squad, and the foxholes it digs lie on the
/// board at once, named in the log.
#[test]
fn combat_commander_digs_in_from_the_card_button() {
    use hexmarshal::rules::combat_commander::CcOrder;
    use hexmarshal::rules::terrain::{Fortification, HexMarker};
    for seed in 1..80 {
        let mut app = cc_opening("hill_192_1944.ron", seed);
        let m = model(&app);
        let Some((label, dig)) =
            m.hand.iter().flat_map(|f| f.inspired.iter()).find(|(l, _)| l.starts_with("Dig In: ")).cloned()
        else {
            continue;
        };
        let Order::CombatCommander(CcOrder::DigIn { unit, .. }) = &dig else { panic!("{label} plays {dig}") };
        let at = cc_state(&app).pieces.iter().find(|p| p.id == *unit).map(|p| p.at).expect("the squad");
        app.world_mut().write_message(UiOrder(dig.clone()));
        app.update();
        let last = app.world().resource::<GameState>().0.history().last().map(|(o, _)| o.order.clone());
        assert_eq!(last, Some(dig.clone()));
        let board = app.world().resource::<GameState>().0.board().grid.clone();
        assert!(board.markers(at).contains(&HexMarker::Fort(Fortification::Foxholes)), "no foxholes at {at}");
        let m = model(&app);
        assert!(m.log.iter().any(|l| l.text.contains("foxholes") && l.text.contains("now at")), "{:?}", m.log);
        // The squad dug: it is activated, so no button offers it a second work this turn.
        assert!(!m.hand.iter().flat_map(|f| f.inspired.iter()).any(|(_, o)| o == &dig));
        return;
    }
    panic!("no seed dealt the US a Dig In card");
}

/// Send one of the seated side's legal orders, at random, through the client; it must be accepted.
fn random_order(app: &mut App, m: &TableModel, rng: &mut ChaCha8Rng) {
    let legal = m.legal.clone();
    assert!(!legal.is_empty());
    let o = hexmarshal::cli::choose(&legal, rng).clone();
    let before = app.world().resource::<GameState>().0.history().len();
    app.world_mut().write_message(UiOrder(o.clone()));
    app.update();
    assert_eq!(app.world().resource::<GameState>().0.history().len(), before + 1, "order {o} was not accepted");
}

/// Play a Sharp Practice game hot-seat through the client, checking at every step that the seated side's table
/// (every text, every counter) names none of the enemy's hidden facts: a blind's real id, the troops under it, troops
/// hiding in cover.
fn play_sp_checking_leaks(lang: Lang, file: &str, seed: u64) -> (usize, usize, Option<(String, String)>) {
    use hexmarshal::rules::sharp_practice::SpGame;
    let sp = |app: &App| -> SpGame {
        match &app.world().resource::<GameState>().0.state() {
            Match::SharpPractice(g) => g.clone(),
            _ => panic!("not a Sharp Practice game"),
        }
    };
    let mut app = app(lang, false);
    start(&mut app, file, seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut curtains, mut checked) = (0, 0);
    for _ in 0..30_000 {
        let m = model(&app);
        if m.over.is_some() {
            return (curtains, checked, m.over);
        }
        if m.curtain.is_some() {
            assert!(m.hand.is_empty() && m.log.is_empty() && m.legal.is_empty() && m.unit_notes.is_empty());
            assert!(m.units.is_empty() && m.table_info.is_empty() && m.prompt.is_none());
            curtains += 1;
            app.world_mut().write_message(LiftCurtain);
            app.update();
            continue;
        }
        let g = sp(&app);
        let me = m.side;
        let text = m.all_text();
        let mut known: Vec<String> = Vec::new();
        for p in &g.pieces {
            if let Some(n) = p.name_for(me) {
                known.push(n.to_string());
            }
            if p.side == me || p.on_table() {
                continue;
            }
            // An enemy piece this side may not know by its id: a blind (known by its alias), or what hides.
            let worded = app.world().resource::<hexmarshal::ui::i18n::I18n>().piece(&p.id);
            for secret in [p.id.clone(), hexmarshal::ui::i18n::piece_name(&p.id), worded] {
                assert!(find_word(&text, &secret).is_none(), "side {me} sees `{secret}`, hidden from it: {text}");
            }
            checked += 1;
        }
        for u in &m.units {
            assert!(known.contains(&u.id), "side {me} has a counter for `{}`, which it may not know", u.id);
        }
        random_order(&mut app, &m, &mut rng);
    }
    panic!("the game did not end");
}

#[test]
fn sharp_practice_hot_seat_never_shows_what_blinds_and_cover_hide() {
    for (lang, seed) in [(Lang::En, 3), (Lang::Ru, 11), (Lang::En, 29)] {
        let (c, checked, over) = play_sp_checking_leaks(lang, "the_ford_1811.ron", seed);
        assert!(c >= 10, "the curtain came down only {c} times");
        assert!(checked >= 100, "only {checked} hidden pieces checked");
        assert!(over.is_some(), "the game ends");
    }
}

/// Musket & Pike hot-seat through the client, in both languages: the curtain comes down only when the seat really
/// changes; the pre-emption question goes to the side not acting, as a prompt with its buttons, and only when one
/// of its wings could try; every message is worded (no raw key shows); the game ends.
#[test]
fn musket_and_pike_hot_seat_asks_about_pre_emption_only_when_it_may_and_changes_seats_only_then() {
    use hexmarshal::rules::musket_pike::state::Phase;
    for (lang, seed) in [(Lang::En, 5), (Lang::Ru, 8)] {
        let mut app = app(lang, false);
        start(&mut app, "cropredy_bridge_1644.ron", seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (mut curtains, mut prompts, mut seat) = (0, 0, None);
        let mut over = None;
        for _ in 0..40_000 {
            let m = model(&app);
            if m.over.is_some() {
                over = m.over.clone();
                break;
            }
            if let Some(c) = &m.curtain {
                assert_ne!(Some(c.side), seat, "the curtain came down for the side already seated");
                curtains += 1;
                app.world_mut().write_message(LiftCurtain);
                app.update();
                continue;
            }
            seat = Some(m.side);
            if m.legal.is_empty() {
                let g = &app.world().resource::<GameState>().0.state();
                panic!(
                    "no legal orders for seat {} (to act {}), decision {:?}, hint {}",
                    m.side,
                    g.to_act(),
                    g.decision(),
                    m.hint
                );
            }
            let text = m.all_text();
            assert!(!text.contains("mp-"), "a message key shows untranslated: {text}");
            if let Match::MusketPike(g) = &app.world().resource::<GameState>().0.state()
                && let Phase::Preempt { wing } = g.phase
            {
                prompts += 1;
                assert_ne!(m.side, g.wings[wing].side);
                assert!(!g.preempters(m.side).is_empty());
                let p = m.prompt.as_ref().expect("the pre-emption question is a prompt");
                assert!(p.buttons.len() >= 2, "pre-empt with a wing, or let it go: {:?}", p.buttons);
            }
            random_order(&mut app, &m, &mut rng);
        }
        assert!(over.is_some(), "the game ends");
        assert!(curtains >= 10 && prompts >= 3, "{curtains} curtains, {prompts} pre-emption prompts");
    }
}

/// The 9th Age hot-seat: players place their units through the deployment panel (the picked unit's free zone
/// hexes are the map's targets), each charge's reaction is a prompt for the charged side behind the curtain, and
/// the game plays to its end in both languages with no message key left untranslated. Random play declares few
/// charges, so each language plays games until one has had a reaction (three at most).
#[test]
fn ninth_age_hot_seat_deploys_from_the_panel_and_asks_the_charged_side_to_react() {
    for (lang, seeds) in [(Lang::En, [4, 5, 6]), (Lang::Ru, [7, 8, 9])] {
        let mut reactions = 0;
        for seed in seeds {
            reactions += ninth_age_hot_seat_game(lang, seed);
            if reactions > 0 {
                break;
            }
        }
        assert!(reactions >= 1, "{lang:?}: no charge was reacted to in three games");
    }
}

/// One 9th Age hot-seat game played at random to its end, checking every placement and reaction; the reactions.
fn ninth_age_hot_seat_game(lang: Lang, seed: u64) -> u32 {
    use hexmarshal::rules::ninth_age::state::Stage;
    {
        let mut app = app(lang, false);
        start(&mut app, "hollow_tor.ron", seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (mut curtains, mut reactions, mut placements, mut seat) = (0, 0, 0, None);
        let mut over = None;
        for _ in 0..40_000 {
            let m = model(&app);
            if m.over.is_some() {
                over = m.over.clone();
                break;
            }
            if let Some(c) = &m.curtain {
                assert_ne!(Some(c.side), seat, "the curtain came down for the side already seated");
                curtains += 1;
                app.world_mut().write_message(LiftCurtain);
                app.update();
                continue;
            }
            seat = Some(m.side);
            assert!(!m.legal.is_empty(), "no legal orders for seat {}: {}", m.side, m.hint);
            let text = m.all_text();
            assert!(!text.contains("na-") && !text.contains("mp-"), "a message key shows untranslated: {text}");
            if let Match::NinthAge(g) = &app.world().resource::<GameState>().0.state() {
                match g.stage {
                    Stage::Drop { .. } | Stage::Scouts { .. } if g.deploy.next.is_some() => {
                        let p = m.prompt.as_ref().expect("placing is a prompt");
                        assert!(!p.map_targets.is_empty(), "the zone's free hexes are the targets");
                        let zone = &g.zones[m.side];
                        if matches!(g.stage, Stage::Drop { .. }) {
                            assert!(p.map_targets.iter().all(|(c, _)| zone.contains(c)), "drops stay in the zone");
                        }
                        // Both zones are drawn on the map while the sides deploy (issue 41).
                        assert!(m.zones.iter().any(|(s, h)| *s == m.side && h == zone), "the seat's zone is drawn");
                        assert_eq!(m.zones.len(), 2, "both zones are drawn");
                        placements += 1;
                    }
                    Stage::React { target, .. } => {
                        assert!(m.zones.is_empty(), "no zones are drawn once the battle is on");
                        reactions += 1;
                        assert_eq!(m.side, g.pieces[target].side, "the charged side is seated to react");
                        let p = m.prompt.as_ref().expect("the reaction is a prompt");
                        assert!(p.buttons.len() >= 2, "hold or flee at least: {:?}", p.buttons);
                    }
                    _ => {}
                }
            }
            random_order(&mut app, &m, &mut rng);
        }
        assert!(over.is_some(), "the game ends");
        assert!(curtains >= 10 && placements >= 12, "{curtains} curtains, {placements} placements");
        reactions
    }
}

/// Latin words in a Russian text: every run of two or more Latin letters, except Roman numerals (a Big Man's
/// status III reads so in Russian too).
fn latin_words(text: &str) -> Vec<String> {
    let roman = |w: &str| w.chars().all(|c| "IVXLCDM".contains(c));
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() > 1 && w.chars().all(|c| c.is_ascii_alphabetic()) && !roman(w))
        .map(str::to_string)
        .collect()
}

/// The Russian table of every bundled scenario (every ruleset), played hot-seat through the client with random
/// orders: no text it draws (bars, curtain, scores, tracks, hand, dice, log, prompts, unit notes, the hover's names
/// and kinds of every counter, the result) holds an English word. The same check as the screenshot of each
/// ruleset's Russian table that `tests/window.rs` looks at, over every step of a game instead of one frame.
#[test]
fn the_russian_table_of_every_ruleset_has_no_english_in_it() {
    let mut rulesets = BTreeSet::new();
    for (file, text) in scenario::bundled_files() {
        let sc = scenario::load_str(text, file).unwrap();
        rulesets.insert(sc.file().meta.ruleset.clone());
        let mut app = app(Lang::Ru, false);
        start(&mut app, file, 5);
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let mut steps = 0;
        for _ in 0..1500 {
            let m = model(&app);
            let i18n = app.world().resource::<I18n>();
            let ruleset = sc.ruleset;
            let mut shown = m.shown_text();
            for u in &m.units {
                shown.push(i18n.piece(&u.id));
                shown.push(u.kind.map_or_else(|| i18n.t("unit-unknown"), |k| i18n.unit_type(ruleset, k)));
            }
            shown.extend(m.objectives.iter().map(|o| i18n.piece(&o.id)));
            for t in &shown {
                let latin = latin_words(t);
                assert!(latin.is_empty(), "{file}, step {steps}: English {latin:?} at the Russian table: {t}");
            }
            steps += 1;
            if m.over.is_some() {
                break;
            }
            if m.curtain.is_some() {
                app.world_mut().write_message(LiftCurtain);
                app.update();
                continue;
            }
            random_order(&mut app, &m, &mut rng);
        }
        assert!(steps > 20, "{file}: only {steps} steps");
    }
    assert_eq!(rulesets.len(), 5, "every ruleset: {rulesets:?}");
}
