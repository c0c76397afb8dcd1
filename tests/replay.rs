//! Watching a game again through the client (headless App, the replay bar's own messages): each ruleset's recorded
//! game stepped forward to the end and back to the start, by orders and by turns, on the state hashes its save
//! recorded; a running hot-seat game's replay shows the seated side's view and nothing more at every step; a
//! finished game laid open; forking a new game from the moment watched; orders at the table ignored meanwhile.

use bevy::prelude::*;
use hexmarshal::game::GamePlugin;
use hexmarshal::game::Session;
use hexmarshal::game::flow::GameState;
use hexmarshal::game::messages::SideOrder;
use hexmarshal::rules::ruleset::Ruleset;
use hexmarshal::save::SaveFile;
use hexmarshal::scenario;
use hexmarshal::ui::i18n::Lang;
use hexmarshal::ui::interact::UiOrder;
use hexmarshal::ui::model::TableModel;
use hexmarshal::ui::replay::{Replay, ReplayCommand};
use hexmarshal::ui::seat::LiftCurtain;
use hexmarshal::ui::settings::Settings;
use hexmarshal::ui::{Autosave, ClientPlugin, storage};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::sync::{Arc, Once};

/// Every test here keeps its saves in one temporary data folder of its own.
fn data_folder() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let dir = std::env::temp_dir().join(format!("hexmarshal-replay-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        // SAFETY: set once, before any test of this binary reads the environment.
        unsafe { std::env::set_var("HEXMARSHAL_DATA", &dir) };
    });
}

fn app() -> App {
    data_folder();
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .insert_resource(Settings { language: Some(Lang::En), ..Default::default() })
        .insert_resource(Autosave(false))
        .add_plugins(GamePlugin)
        .add_plugins(ClientPlugin);
    app.update();
    app
}

/// A game of `file` played with random orders for at most `n` orders (to its end if sooner), saved as `name`.
fn recorded(file: &str, seed: u64, n: usize, name: &str) -> SaveFile {
    data_folder();
    let text = scenario::bundled(file).unwrap();
    let sc = Arc::new(scenario::load_str(text, file).unwrap());
    let mut s = Session::replay(sc, seed, &[]).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    hexmarshal_rules::ai::policy::play_randomly(&mut s, n, &mut rng);
    let save = SaveFile::from_session(&s);
    storage::write_save(name, &save).unwrap();
    save
}

fn send(app: &mut App, c: ReplayCommand) {
    app.world_mut().write_message(c);
    app.update();
    app.update();
}

fn replay(app: &App) -> Replay {
    app.world().resource::<Replay>().clone()
}

fn game_hash(app: &App) -> (usize, u64) {
    let g = &app.world().resource::<GameState>().0;
    (g.history().len(), g.hash())
}

/// The hash the save recorded after `at` orders (the start's own before the first).
fn saved_hash(save: &SaveFile, start: u64, at: usize) -> u64 {
    if at == 0 { start } else { save.orders[at - 1].hash }
}

fn first_of(r: Ruleset) -> &'static str {
    r.params().scenarios[0].0
}

#[test]
fn every_ruleset_steps_forward_and_back_on_the_saved_hashes() {
    for r in Ruleset::ALL {
        let file = first_of(r);
        let name = format!("replay_{}.save.ron", r.id());
        let save = recorded(file, 11, 120, &name);
        let start = {
            let (sc, seed, _) = save.game().unwrap();
            Session::replay(Arc::new(sc), seed, &[]).unwrap().hash()
        };
        let mut app = app();
        send(&mut app, ReplayCommand::Open { name: name.clone() });
        let n = replay(&app).orders.len();
        assert_eq!(n, save.orders.len(), "{file}");
        assert_eq!(game_hash(&app), (0, start), "{file}: the replay opens at the start");
        // Forward, one order at a time, to the end.
        for at in 1..=n {
            send(&mut app, ReplayCommand::Seek(at));
            assert_eq!(game_hash(&app), (at, saved_hash(&save, start, at)), "{file}: forward to {at}");
            let m = app.world().resource::<TableModel>();
            assert!(m.watching && m.legal.is_empty() && m.undo == 0, "{file}: nothing to order while watching");
        }
        assert!(replay(&app).mismatch.is_none());
        // Back, one order at a time, to the start.
        for at in (0..n).rev() {
            send(&mut app, ReplayCommand::Seek(at));
            assert_eq!(game_hash(&app), (at, saved_hash(&save, start, at)), "{file}: back to {at}");
        }
        // By turns: forward to the end and back to the start, each stop on the save's hash and at a turn's start.
        let mut stops = 0;
        while replay(&app).at < n {
            let next = replay(&app).turn_forward();
            send(&mut app, ReplayCommand::Seek(next));
            let r = replay(&app);
            assert_eq!(game_hash(&app), (r.at, saved_hash(&save, start, r.at)), "{file}: turn forward to {}", r.at);
            if r.at < n {
                assert_ne!(r.turn_at(r.at), r.turn_at(r.at - 1), "{file}: {} starts no turn", r.at);
            }
            stops += 1;
        }
        assert!(stops >= 2, "{file}: 120 orders span more than one turn ({stops})");
        while replay(&app).at > 0 {
            let back = replay(&app).turn_back();
            send(&mut app, ReplayCommand::Seek(back));
            let at = replay(&app).at;
            assert_eq!(game_hash(&app), (at, saved_hash(&save, start, at)), "{file}: turn back to {at}");
        }
        // Playing runs on by itself.
        send(&mut app, ReplayCommand::Speed(8.0));
        send(&mut app, ReplayCommand::Play(true));
        for _ in 0..40 {
            std::thread::sleep(std::time::Duration::from_millis(20));
            app.update();
        }
        assert!(replay(&app).at > 0, "{file}: playing moved on");
        send(&mut app, ReplayCommand::Close);
        assert!(!app.world().contains_resource::<Replay>() && !app.world().contains_resource::<GameState>());
    }
}

#[test]
fn a_running_hot_seat_games_replay_shows_the_seated_side_alone() {
    for r in Ruleset::ALL {
        let file = first_of(r);
        let name = format!("running_{}.save.ron", r.id());
        let save = recorded(file, 23, 90, &name);
        let mut app = app();
        send(&mut app, ReplayCommand::Open { name });
        let rp = replay(&app);
        assert!(!rp.finished, "{file}: 90 orders do not end the game");
        let (sc, seed, orders) = save.game().unwrap();
        let last = Session::replay(Arc::new(sc.clone()), seed, &orders).unwrap();
        let seated = last.to_act();
        assert_eq!(rp.seated, Some(seated), "{file}: the side to act when saved sits at the table");
        // Neither the other side nor the open table may be asked for.
        send(&mut app, ReplayCommand::Show { side: 1 - seated, open: true });
        assert_eq!((replay(&app).side, replay(&app).open), (seated, false), "{file}");
        // At every step the table is exactly the seated side's view: its units, objectives and log, nothing more.
        let sc = Arc::new(sc);
        for at in 0..=orders.len() {
            send(&mut app, ReplayCommand::Seek(at));
            let truth = Session::replay(sc.clone(), seed, &orders[..at]).unwrap();
            let view = truth.view(seated);
            let m = app.world().resource::<TableModel>();
            assert_eq!(m.side, seated);
            assert_eq!(m.units, view.units, "{file}: units after {at} orders");
            assert_eq!(m.objectives, view.objectives, "{file}: objectives after {at} orders");
            assert_eq!(m.log.len(), view.log.len(), "{file}: log after {at} orders");
            let all = truth.open_view(seated);
            let hidden: Vec<&str> = all
                .units
                .iter()
                .filter(|u| !view.units.iter().any(|v| v.id == u.id && v.kind == u.kind))
                .map(|u| u.id.as_str())
                .collect();
            for id in hidden {
                assert!(!m.units.iter().any(|u| u.id == id && u.kind.is_some()), "{file}: {id} shown after {at}");
            }
        }
    }
}

#[test]
fn a_finished_game_may_be_laid_open() {
    let save = recorded("hastings_1066.ron", 5, 20_000, "finished_hastings.save.ron");
    let mut app = app();
    send(&mut app, ReplayCommand::Open { name: "finished_hastings.save.ron".into() });
    let rp = replay(&app);
    assert!(rp.finished && rp.seated.is_none());
    send(&mut app, ReplayCommand::Seek(save.orders.len() / 2));
    send(&mut app, ReplayCommand::Show { side: 1, open: true });
    let r = replay(&app);
    assert_eq!((r.side, r.open), (1, true));
    let g = &app.world().resource::<GameState>().0;
    let open = g.open_view(1);
    let m = app.world().resource::<TableModel>();
    assert_eq!(m.units, open.units);
    assert!(m.units.iter().any(|u| u.side == 0) && m.units.iter().any(|u| u.side == 1));
    assert_eq!(m.side, 1);
}

#[test]
fn orders_at_the_table_are_ignored_and_a_fork_goes_on_from_the_moment_watched() {
    let save = recorded("saint_lambert_1944.ron", 3, 60, "fork_me.save.ron");
    let mut app = app();
    send(&mut app, ReplayCommand::Open { name: "fork_me.save.ron".into() });
    send(&mut app, ReplayCommand::Seek(25));
    let before = game_hash(&app);
    // An order given at the table while watching changes nothing.
    let g = &app.world().resource::<GameState>().0;
    let side = g.to_act();
    let o = g.legal_orders(side)[0].clone();
    app.world_mut().write_message(UiOrder(o));
    app.update();
    app.update();
    assert_eq!(game_hash(&app), before);
    let saves_before = storage::list_saves().len();
    send(&mut app, ReplayCommand::Fork);
    assert!(!app.world().contains_resource::<Replay>());
    let g = &app.world().resource::<GameState>().0;
    let kept: Vec<SideOrder> = g.history().iter().map(|(o, _)| o.clone()).collect();
    let (_, _, orders) = save.game().unwrap();
    assert_eq!(kept, orders[..25].to_vec());
    assert_eq!(storage::list_saves().len(), saves_before + 1, "the fork is saved as a new game");
    let fork = storage::list_saves().into_iter().find(|s| s.name.contains("fork")).expect("a save named as a fork");
    let loaded = storage::load_save(&fork.name).unwrap();
    assert_eq!(loaded.orders.len(), 25);
    // The fork takes orders again, from the side that lifts the curtain.
    let side = g.to_act();
    let o = g.legal_orders(side)[0].clone();
    app.world_mut().write_message(LiftCurtain);
    app.update();
    app.world_mut().write_message(UiOrder(o));
    app.update();
    app.update();
    assert_eq!(game_hash(&app).0, 26, "the forked game goes on");
}

/// The desktop's file dialogs, answered as a player would: a save exported where the player chose, a file chosen to
/// import handed to the importer, a scenario file opened and the document saved as a file in the editor, and a
/// dialog that could not open at all said, with where files go instead. No dialog is opened here: each answer is
/// given as the dialog's thread gives it.
#[test]
fn file_dialog_answers_are_carried_out() {
    use hexmarshal::ui::StatusLine;
    use hexmarshal::ui::dialogs::{Answer, Dialogs, Purpose};
    let mut app = app();
    let answer = |app: &mut App, purpose: Purpose, answer: Answer| {
        app.world_mut().resource_mut::<Dialogs>().answered(purpose, answer);
        app.update();
    };
    let status = |app: &App| app.world().resource::<StatusLine>().clone();
    let out = std::env::temp_dir().join(format!("hexmarshal-dialogs-{}", std::process::id()));
    std::fs::create_dir_all(&out).unwrap();

    recorded("hastings_1066.ron", 3, 10, "dialog_test.save.ron");
    let to = out.join("copy of my game.save.ron");
    let export = Purpose::Export { save: "dialog_test.save.ron".into() };
    answer(&mut app, export.clone(), Answer::Chosen { purpose: export, path: to.clone() });
    assert_eq!(std::fs::read_to_string(&to).unwrap(), storage::read_text("dialog_test.save.ron").unwrap());
    let s = status(&app);
    assert!(!s.error && s.text.as_deref().unwrap_or("").contains("copy of my game"), "{s:?}");
    assert!(!app.world().resource::<Dialogs>().busy(), "the answer closed the dialog");

    let chosen = out.join("tours.ron");
    std::fs::write(&chosen, scenario::bundled("tours_732.ron").unwrap()).unwrap();
    answer(&mut app, Purpose::Import, Answer::Chosen { purpose: Purpose::Import, path: chosen.clone() });
    let incoming = storage::take_incoming();
    assert_eq!(incoming.len(), 1);
    assert_eq!(incoming[0].name, "tours.ron");
    assert!(matches!(incoming[0].import(), Ok(storage::Imported::Scenario(_))), "{:?}", incoming[0].import());

    // The editor's are kept for the editor, which opens the file or saves to it by path.
    answer(&mut app, Purpose::EditorOpen, Answer::Chosen { purpose: Purpose::EditorOpen, path: chosen.clone() });
    let kept = app.world_mut().resource_mut::<Dialogs>().take_for_editor();
    assert_eq!(kept, vec![(Purpose::EditorOpen, chosen.clone())]);

    let quick = std::time::Duration::from_millis(5);
    answer(&mut app, Purpose::Import, Answer::Cancelled { purpose: Purpose::Import, after: quick });
    let s = status(&app);
    let dir = storage::data_dir().display().to_string();
    assert!(s.error && s.text.as_deref().unwrap_or("").contains(&dir), "a dialog that never opened is said: {s:?}");
    // A player who looked and closed it is not told anything.
    app.world_mut().insert_resource(StatusLine::default());
    let slow = std::time::Duration::from_secs(3);
    answer(&mut app, Purpose::EditorSaveAs, Answer::Cancelled { purpose: Purpose::EditorSaveAs, after: slow });
    assert_eq!(status(&app), StatusLine::default());
}

/// The units of `s` that `side` may not see: in the open table but not in its view (or only as a hidden marker).
fn hidden_ids(s: &Session, side: usize) -> Vec<String> {
    let view = s.view(side);
    s.open_view(side)
        .units
        .iter()
        .filter(|u| !view.units.iter().any(|v| v.id == u.id && v.kind.is_some()))
        .map(|u| u.id.clone())
        .collect()
}

/// Watch the other side's turn again from the table of a running game (`ReplayCommand::Recap`), one order at a
/// time, checking at every step that the table is the seated side's view and nothing more (units, objectives, log,
/// no hidden unit named anywhere), and that what it marks as changed is what that view changed; then go back to
/// the game, which must be exactly as it was. Returns the orders watched and the changes marked on the way.
fn watch_their_turn(app: &mut App, what: &str) -> (usize, usize) {
    use hexmarshal::ui::model::Changes;
    let (game, seated) = {
        let m = app.world().resource::<TableModel>();
        (app.world().resource::<GameState>().0.clone(), m.side)
    };
    let players = *app.world().resource::<hexmarshal::ui::computer::Players>();
    let recap = app.world().resource::<TableModel>().recap;
    send(app, ReplayCommand::Recap);
    let r = replay(app);
    let from = hexmarshal::ui::replay::since_last_order(&game, seated);
    assert_eq!(recap, game.history().len() - from, "{what}: the bar counts the orders since this side's last");
    assert!(r.resume.is_some() && r.seated == Some(seated) && r.at == from, "{what}: the recap starts after {from}");
    send(app, ReplayCommand::Play(false));
    let sc = game.scenario().clone();
    let o = sc.file().map.orientation;
    let orders: Vec<SideOrder> = game.history().iter().map(|(o, _)| o.clone()).collect();
    let mut marked = 0;
    for at in from..=orders.len() {
        send(app, ReplayCommand::Seek(at));
        let truth = Session::replay(sc.clone(), game.seed(), &orders[..at]).unwrap();
        let view = truth.view(seated);
        let m = app.world().resource::<TableModel>().clone();
        assert_eq!(m.side, seated, "{what}");
        assert!(m.curtain.is_none() && m.watching && m.legal.is_empty(), "{what}: nothing to order at {at}");
        assert_eq!(m.units, view.units, "{what}: units after {at} orders");
        assert_eq!(m.objectives, view.objectives, "{what}: objectives after {at} orders");
        assert_eq!(m.log.len(), view.log.len(), "{what}: log after {at} orders");
        let text = m.all_text();
        for id in hidden_ids(&truth, seated) {
            assert!(!text.contains(&format!("\"{id}\"")), "{what}: hidden {id} named on the table after {at} orders");
        }
        // What the map marks: the changes since the seated side's own last order, as its view showed them.
        let base = from.min(at.saturating_sub(1));
        let before = Session::replay(sc.clone(), game.seed(), &orders[..base]).unwrap().view(seated);
        let want = if at == 0 { Changes::default() } else { Changes::between(&before.units, &view.units, o) };
        assert_eq!(m.changes, want, "{what}: changes after {at} orders");
        assert_eq!(m.changes, hexmarshal::ui::model::changes_of(&truth, seated), "{what}: after {at} orders");
        if at > from {
            marked += m.changes.moves.len() + m.changes.hits.len() + m.changes.gone.len();
        }
    }
    // Back to the game as it was: the same orders, the same state, this side at the table with its orders.
    send(app, ReplayCommand::Close);
    assert!(!app.world().contains_resource::<Replay>(), "{what}");
    let back = &app.world().resource::<GameState>().0;
    assert_eq!((back.history().len(), back.hash()), (game.history().len(), game.hash()), "{what}: the game is back");
    assert_eq!(*app.world().resource::<hexmarshal::ui::computer::Players>(), players, "{what}");
    let m = app.world().resource::<TableModel>();
    assert!(m.curtain.is_none() && !m.watching && m.side == seated, "{what}: back at the table");
    assert_eq!(m.my_turn, game.to_act() == seated, "{what}");
    (orders.len() - from, marked)
}

#[test]
fn after_the_curtain_a_seat_watches_the_other_sides_turn_again_seeing_only_its_own_view() {
    let mut total = 0;
    for r in Ruleset::ALL {
        let file = first_of(r);
        let text = scenario::bundled(file).unwrap();
        let sc = Arc::new(scenario::load_str(text, file).unwrap());
        let mut app = app();
        app.world_mut().write_message(hexmarshal::ui::ClientCommand::NewGame {
            scenario: sc,
            seed: 17,
            players: Default::default(),
        });
        app.update();
        app.update();
        let mut rng = ChaCha8Rng::seed_from_u64(17);
        let (mut lifts, mut watched, mut looks, mut marked) = (0, 0, 0, 0);
        for _ in 0..3_000 {
            let m = app.world().resource::<TableModel>().clone();
            if m.over.is_some() || looks >= 4 {
                break;
            }
            if m.curtain.is_some() {
                app.world_mut().write_message(LiftCurtain);
                app.update();
                app.update();
                lifts += 1;
                let m = app.world().resource::<TableModel>();
                // From the sixth change of seat on, the incoming side looks back at what the other side did.
                if lifts >= 6 && m.recap > 0 {
                    let (n, k) = watch_their_turn(&mut app, &format!("{file}, seat change {lifts}"));
                    (watched, marked) = (watched + n, marked + k);
                    looks += 1;
                }
                continue;
            }
            use rand::RngExt;
            let o = m.legal[rng.random_range(0..m.legal.len())].clone();
            app.world_mut().write_message(UiOrder(o));
            app.update();
            app.update();
        }
        assert!(looks >= 1 && watched >= 2, "{file}: {looks} looks back, {watched} orders watched");
        eprintln!("{file}: {looks} looks back, {watched} orders watched, {marked} changes marked");
        total += marked;
    }
    assert!(total > 0, "moves, hits or losses were marked on the way");
}

#[test]
fn against_the_computer_the_person_watches_its_turn_again_and_the_computer_goes_on_after() {
    use hexmarshal::ui::computer::Players;
    use hexmarshal_rules::ai::{Level, Player};
    let file = "hastings_1066.ron";
    let sc = Arc::new(scenario::load_str(scenario::bundled(file).unwrap(), file).unwrap());
    let mut app = app();
    app.world_mut().resource_mut::<Settings>().computer_pace = 0.0;
    let players = Players([Player::Person, Player::Ai(Level::Easy)]);
    app.world_mut().write_message(hexmarshal::ui::ClientCommand::NewGame { scenario: sc, seed: 5, players });
    app.update();
    app.update();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut looks = 0;
    for _ in 0..20_000 {
        let m = app.world().resource::<TableModel>().clone();
        if m.over.is_some() || looks >= 2 {
            break;
        }
        if m.my_turn && !m.legal.is_empty() {
            if m.recap > 0 {
                watch_their_turn(&mut app, &format!("{file} against the computer, look {looks}"));
                looks += 1;
            }
            use rand::RngExt;
            let o = m.legal[rng.random_range(0..m.legal.len())].clone();
            app.world_mut().write_message(UiOrder(o));
        }
        app.update();
    }
    assert!(looks >= 2, "the computer's turns were watched again ({looks})");
}
