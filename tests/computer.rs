//! One person against the computer through the client's own controls (the real App, headless): a whole game of each
//! ruleset, the person's orders sent as the panels and the map send them, the computer answering by itself; no curtain
//! ever comes down, the person's table never shows the computer's hand, and a save records who played which side and
//! loads into a game that goes on against the computer.

use bevy::prelude::*;
use hexmarshal::game::GamePlugin;
use hexmarshal::game::flow::GameState;
use hexmarshal::rules::ruleset::Ruleset;
use hexmarshal::save::SaveFile;
use hexmarshal::scenario::{self, bundled_files};
use hexmarshal::ui::computer::Players;
use hexmarshal::ui::i18n::Lang;
use hexmarshal::ui::interact::UiOrder;
use hexmarshal::ui::model::TableModel;
use hexmarshal::ui::settings::Settings;
use hexmarshal::ui::{Autosave, ClientCommand, ClientPlugin};
use hexmarshal_rules::ai::{Level, Player};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;

fn new_app() -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .insert_resource(Settings { language: Some(Lang::En), computer_pace: 0.0, ..Default::default() })
        .insert_resource(Autosave(false))
        .add_plugins(GamePlugin)
        .add_plugins(ClientPlugin);
    app.update();
    app
}

fn session(app: &App) -> &hexmarshal::game::Session {
    &app.world().resource::<GameState>().0
}

/// Play a game of `file`: the person on `person`'s side sends random legal orders from its table, the computer at
/// `level` plays the other side. Returns the orders each gave and whether the game ended.
fn play(file: &str, person: usize, level: Level, seed: u64) -> ([usize; 2], bool) {
    let sc = scenario::load_str(scenario::bundled(file).unwrap(), file).unwrap();
    let mut players = [Player::Person; 2];
    players[1 - person] = Player::Ai(level);
    let mut app = new_app();
    app.world_mut().write_message(ClientCommand::NewGame { scenario: Arc::new(sc), seed, players: Players(players) });
    app.update();
    app.update();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut given = [0usize; 2];
    for _ in 0..40_000 {
        let m = app.world().resource::<TableModel>().clone();
        assert!(m.curtain.is_none(), "{file}: a curtain came down in a game against the computer");
        assert_eq!(m.side, person, "{file}: the table shows the computer's side");
        if m.over.is_some() {
            return (given, true);
        }
        let before = session(&app).history().len();
        if session(&app).to_act() == person {
            assert!(!m.legal.is_empty(), "{file}: the person has nothing to do on their turn");
            let o = hexmarshal::cli::choose(&m.legal, &mut rng).clone();
            app.world_mut().write_message(UiOrder(o.clone()));
            app.update();
            assert_eq!(session(&app).history().len(), before + 1, "{file}: the person's order {o} was refused");
            given[person] += 1;
        } else {
            // The computer's turn: the person's table offers nothing, and the computer answers by itself within a
            // few frames (a slice of search each).
            assert!(m.legal.is_empty(), "{file}: the person is offered orders on the computer's turn");
            let mut frames = 0;
            while session(&app).history().len() == before {
                app.update();
                frames += 1;
                assert!(frames < 2000, "{file}: the computer did not answer");
            }
            given[1 - person] += 1;
        }
    }
    (given, false)
}

#[test]
fn a_person_plays_a_whole_game_of_every_ruleset_against_the_computer() {
    for r in Ruleset::ALL {
        let (file, _) = bundled_files()
            .find(|(_, text)| scenario::load_str(text, "x.ron").is_ok_and(|s| s.ruleset == r))
            .unwrap_or_else(|| panic!("a bundled scenario of {r}"));
        let person = (r as usize) % 2;
        let (given, ended) = play(file, person, Level::Easy, 11);
        assert!(ended, "{file}: the game did not end");
        assert!(given[0] > 0 && given[1] > 0, "{file}: {given:?}");
    }
}

#[test]
fn a_save_against_the_computer_records_the_players_and_goes_on() {
    let file = "hastings_1066.ron";
    let sc = scenario::load_str(scenario::bundled(file).unwrap(), file).unwrap();
    let players = Players([Player::Person, Player::Ai(Level::Normal)]);
    let mut app = new_app();
    app.world_mut().write_message(ClientCommand::NewGame { scenario: Arc::new(sc), seed: 4, players });
    app.update();
    app.update();
    // The person plays a few orders; the computer answers each time its side is to act.
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    while session(&app).history().iter().filter(|(o, _)| o.side == 1).count() < 3 {
        let m = app.world().resource::<TableModel>().clone();
        if session(&app).to_act() == 0 && !m.legal.is_empty() {
            let o = hexmarshal::cli::choose(&m.legal, &mut rng).clone();
            app.world_mut().write_message(UiOrder(o));
        }
        app.update();
    }
    let save = SaveFile::from_session(session(&app)).with_players(app.world().resource::<Players>().0);
    let text = save.to_ron();
    assert!(text.contains("Ai(Normal)"), "the save does not say who played: {text}");
    let back = SaveFile::from_ron(&text, "vs.save.ron").unwrap();
    assert_eq!(back.seats(), players.0);
    // A save of two people names no players, and an old save without the field loads as two people.
    let hot = SaveFile::from_session(session(&app)).with_players([Player::Person; 2]);
    assert!(!hot.to_ron().contains("players"));
    assert_eq!(hot.seats(), [Player::Person; 2]);
    // Loading it into a fresh window: the computer goes on playing its side.
    let (scenario, seed, orders) = back.game().unwrap();
    let mut app2 = new_app();
    app2.insert_resource(Players(back.seats()));
    app2.world_mut().write_message(hexmarshal::game::control::GameControl::Load {
        scenario: Arc::new(scenario),
        seed,
        orders: orders.clone(),
    });
    app2.update();
    assert_eq!(session(&app2).history().len(), orders.len());
    let mut frames = 0;
    while session(&app2).history().len() == orders.len() {
        if session(&app2).to_act() == 0 {
            let m = app2.world().resource::<TableModel>().clone();
            if let Some(o) = m.legal.first() {
                app2.world_mut().write_message(UiOrder(o.clone()));
            }
        }
        app2.update();
        frames += 1;
        assert!(frames < 2000, "the loaded game did not go on");
    }
    // It goes on until the computer has given another order.
    let computer_orders = |a: &App| session(a).history().iter().filter(|(o, _)| o.side == 1).count();
    let before = computer_orders(&app2);
    for _ in 0..4000 {
        if computer_orders(&app2) > before {
            break;
        }
        if session(&app2).to_act() == 0 {
            let m = app2.world().resource::<TableModel>().clone();
            if !m.legal.is_empty() {
                let o = hexmarshal::cli::choose(&m.legal, &mut rng).clone();
                app2.world_mut().write_message(UiOrder(o));
            }
        }
        app2.update();
    }
    assert!(computer_orders(&app2) > before, "the computer did not play on after the load");
}
