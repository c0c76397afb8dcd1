//! The client plays online: the real client App (game, network and client logic, no window) joins a match on a
//! real match server started in this process, plays one side through the same messages the panels send, while a
//! plain seat plays the other; after every order the table the client shows holds exactly its side's view as the
//! server's game has it (nothing hidden arrives, nothing is missing). Then the server is stopped in the middle of
//! the game: the client shows the connection lost, reconnects by itself when the server is back on the same
//! database, and the game goes on where it stopped.

use bevy::prelude::*;
use hexmarshal::game::remote::RemoteGame;
use hexmarshal::net::{Link, NetCommand, Online};
use hexmarshal::ui::interact::UiOrder;
use hexmarshal::ui::model::TableModel;
use hexmarshal::ui::settings::Settings;
use hexmarshal::ui::{Autosave, ClientPlugin};
use hexmarshal_rules::ai::policy::random_order;
use hexmarshal_server::client::{self, Answer, Seat};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

fn app() -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .insert_resource(Settings { language: Some(hexmarshal::ui::i18n::Lang::En), ..Default::default() })
        .insert_resource(Autosave(false))
        .add_plugins(hexmarshal::game::GamePlugin)
        .add_plugins(ClientPlugin);
    app.update();
    app
}

/// Run the app's frames until `done` holds (a network test waits on the network: at most a minute).
fn until(app: &mut App, what: &str, mut done: impl FnMut(&mut App) -> bool) {
    let start = Instant::now();
    while !done(app) {
        assert!(start.elapsed() < Duration::from_secs(60), "waited a minute for {what}");
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn seq(app: &App) -> u64 {
    app.world().get_resource::<RemoteGame>().map_or(0, |r| r.seq)
}

/// The table the client shows is exactly side `side`'s view of the server's game: the same units, the same
/// objectives, a log as long, the same orders offered, and the same changes marked on the map.
fn check_table(app: &App, running: &hexmarshal_server::Running, rt: &tokio::runtime::Runtime, id: &str, side: usize) {
    let live = rt.block_on(running.hub.open(id)).unwrap().expect("the match is open");
    let g = rt.block_on(live.game.lock());
    let v = g.session.view(side);
    let m = app.world().resource::<TableModel>();
    assert!(m.ready && m.curtain.is_none(), "an online seat has no curtain");
    assert_eq!(m.units, v.units, "the client shows other units than its side's view holds");
    assert_eq!(m.objectives, v.objectives);
    assert_eq!(m.log.len(), v.log.len(), "the client's log differs from its side's");
    let mine = v.to_act == side && v.game_over.is_none();
    let legal = if mine { g.session.legal_orders(side) } else { Vec::new() };
    assert_eq!(m.legal, legal, "the client offers other orders than the server allows");
    let board = app.world().resource::<hexmarshal::game::components::Board>();
    assert_eq!(board.grid.markers, g.session.board().grid.markers, "the client's map markers differ from the game's");
    // What the map marks as changed names only what this side sees (a unit moved or hit is one it sees now), and
    // is what a table at this screen would mark: the same side's views compared.
    for (u, _, _) in &m.changes.moves {
        assert!(v.units.iter().any(|x| x.id == *u && x.kind.is_some()), "a move of {u}, which the side does not see");
    }
    for (u, _, _) in &m.changes.hits {
        assert!(v.units.iter().any(|x| x.id == *u && x.kind.is_some()), "a hit on {u}, which the side does not see");
    }
    // And they are exactly what a table at this screen would mark (the client counts from the views it got, by the
    // server's count of where its side's latest order stands), across a restart of the server too.
    let n = g.session.history().len();
    assert_eq!(m.changes, hexmarshal::ui::model::changes_of(&g.session, side), "the marks after {n} orders");
}

#[test]
fn the_client_plays_a_match_on_a_server_and_reconnects_after_a_restart() {
    play_online("hastings_1066.ron", true);
}

#[test]
fn the_client_plays_combat_commander_online_with_secrets_and_smoke_as_its_view_has_them() {
    play_online("mortain_1944.ron", false);
}

fn play_online(file: &str, restart: bool) {
    let dir = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}", dir.path().join("online.sqlite").display());
    let mut server_rt = tokio::runtime::Runtime::new().unwrap();
    let rt = tokio::runtime::Runtime::new().unwrap();
    let mut running = server_rt.block_on(hexmarshal_server::start("127.0.0.1:0", &db)).unwrap();
    let addr = running.addr;
    let http = format!("http://{addr}");
    let text = hexmarshal::scenario::bundled(file).unwrap();
    let made = rt.block_on(client::create(&http, text, 0, "person")).unwrap();
    let mine = made.seats[0].clone().unwrap();
    let theirs = made.seats[1].clone().unwrap();
    let mut other: Seat = rt.block_on(Seat::join(&format!("ws://{addr}"), &theirs, false)).unwrap();

    let mut app = app();
    // A link as a friend would receive it, pasted in.
    let link = hexmarshal::net::seat_link("http://elsewhere/", &http, &mine);
    let (server, token) = hexmarshal::net::parse_join(&link, "http://wrong:1").unwrap();
    app.world_mut().write_message(NetCommand::Join { server, token });
    until(&mut app, "the first view", |a| a.world().get_resource::<TableModel>().is_some_and(|m| m.ready));
    check_table(&app, &running, &rt, &made.id, 0);
    // An order the server refuses (ending the turn before a card is played) is said on the status line with a link
    // to what the rules help says about that order.
    if file == "hastings_1066.ron" {
        assert!(!app.world().resource::<TableModel>().legal.is_empty(), "the first seat acts first at Hastings");
        use hexmarshal::rules::medieval::MedOrder;
        app.world_mut().write_message(UiOrder(hexmarshal::rules::registry::Order::Medieval(MedOrder::EndTurn)));
        until(&mut app, "the server's refusal", |a| a.world().resource::<hexmarshal::ui::RefusalHelp>().0.is_some());
        let (text, about) = app.world().resource::<hexmarshal::ui::RefusalHelp>().0.clone().unwrap();
        assert_eq!(about, ("order".to_string(), "EndTurn".to_string()));
        let status = app.world().resource::<hexmarshal::ui::StatusLine>().clone();
        assert!(status.error && status.text.as_deref() == Some(text.as_str()), "{status:?}");
        let doc = hexmarshal_rules::help::help(hexmarshal::rules::Ruleset::Medieval, "en").unwrap();
        assert!(doc.about("order", "EndTurn").is_some(), "the link leads to a section");
        until(&mut app, "the refused order's answer", |a| !a.world().resource::<RemoteGame>().pending);
    }

    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut played = 0;
    let mut restarted = !restart;
    let mut odds_checked = false;
    while played < 24 {
        let to_act = app.world().resource::<TableModel>().legal.is_empty();
        if app.world().resource::<TableModel>().over.is_some() {
            break;
        }
        let before = seq(&app);
        if !to_act && !odds_checked {
            odds_checked = check_odds(&mut app, &running, &rt, &made.id);
        }
        if !to_act {
            // The client's side: an order from the table's own list, sent as the panels send one.
            let legal = app.world().resource::<TableModel>().legal.clone();
            let o = random_order(&legal, &mut rng).clone();
            app.world_mut().write_message(UiOrder(o));
            until(&mut app, "the client's order to be played", |a| seq(a) > before);
        } else {
            rt.block_on(other.wait_for(before)).unwrap();
            assert_eq!(other.to_act, 1, "neither side may act");
            let o = random_order(&other.legal, &mut rng).clone();
            assert_eq!(rt.block_on(other.order(&o)).unwrap(), Answer::Accepted(before));
            until(&mut app, "the other side's order to arrive", |a| seq(a) > before);
        }
        played += 1;
        // Let the update that follows the answer arrive too, then compare.
        until(&mut app, "the view after the order", |a| {
            let live = rt.block_on(running.hub.open(&made.id)).unwrap().unwrap();
            let n = rt.block_on(live.game.lock()).session.history().len() as u64;
            seq(a) == n && !a.world().resource::<RemoteGame>().pending
        });
        app.update();
        check_table(&app, &running, &rt, &made.id, 0);

        if played == 10 && !restarted {
            restarted = true;
            // The server goes away: every connection with it.
            drop(server_rt);
            until(&mut app, "the client to see the connection lost", |a| {
                matches!(a.world().resource::<Online>().link, Link::Retrying { .. })
            });
            server_rt = tokio::runtime::Runtime::new().unwrap();
            running = server_rt
                .block_on(hexmarshal_server::start(&addr.to_string(), &db))
                .expect("the server starts again on the same address and database");
            until(&mut app, "the client to reconnect", |a| {
                matches!(a.world().resource::<Online>().link, Link::Connected)
                    && a.world().resource::<RemoteGame>().seq == seq(a)
            });
            other = rt.block_on(Seat::join(&format!("ws://{addr}"), &theirs, false)).unwrap();
            until(&mut app, "the view after reconnecting", |a| {
                a.world().resource::<TableModel>().log.len() == other_log_len(&running, &rt, &made.id)
            });
            check_table(&app, &running, &rt, &made.id, 0);
        }
    }
    assert!(restarted, "{file}: the game ended before the server could be restarted");
    assert!(odds_checked, "{file}: no odds were asked of the server");
    assert!(played >= 12 || app.world().resource::<TableModel>().over.is_some(), "{file}: only {played} orders");
}

/// Ask the server for the odds of an attack by one of the seat's units on an enemy it sees, as the hover does, and
/// check the answer (odds, or the refusal) is the rules' own for that side. False when no enemy is in sight.
fn check_odds(app: &mut App, running: &hexmarshal_server::Running, rt: &tokio::runtime::Runtime, id: &str) -> bool {
    let m = app.world().resource::<TableModel>().clone();
    let live = rt.block_on(running.hub.open(id)).unwrap().unwrap();
    let pair = {
        let g = rt.block_on(live.game.lock());
        let mine = m.units.iter().filter(|u| u.side == 0);
        let theirs: Vec<_> = m.units.iter().filter(|u| u.side == 1 && u.kind.is_some()).collect();
        // An attack that has odds now if there is one (the deal is the server's own, so it differs from run to
        // run); else any: a refusal must come back as the rules word it too.
        let pairs: Vec<(String, String)> =
            mine.flat_map(|a| theirs.iter().map(move |t| (a.id.clone(), t.id.clone()))).collect();
        pairs.iter().find(|(a, t)| g.session.odds(0, a, t).is_ok()).or(pairs.first()).cloned()
    };
    let Some((unit, target)) = pair else { return false };
    let key = (unit.clone(), target.clone());
    app.world_mut().write_message(NetCommand::Odds { unit: unit.clone(), target: target.clone() });
    until(app, "the server's odds", |a| a.world().resource::<RemoteGame>().odds.contains_key(&key));
    let got = app.world().resource::<RemoteGame>().odds[&key].clone();
    let want = rt.block_on(live.game.lock()).session.odds(0, &unit, &target);
    assert_eq!(got, want, "the odds the server sent are not the rules' for this side");
    true
}

fn other_log_len(running: &hexmarshal_server::Running, rt: &tokio::runtime::Runtime, id: &str) -> usize {
    let live = rt.block_on(running.hub.open(id)).unwrap().unwrap();
    let g = rt.block_on(live.game.lock());
    g.session.view(0).log.len()
}

#[test]
fn a_spectator_sees_the_public_view_and_is_offered_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}", dir.path().join("watch.sqlite").display());
    let rt = tokio::runtime::Runtime::new().unwrap();
    let running = rt.block_on(hexmarshal_server::start("127.0.0.1:0", &db)).unwrap();
    let http = format!("http://{}", running.addr);
    let text = hexmarshal::scenario::bundled("mortain_1944.ron").unwrap();
    let made = rt.block_on(client::create(&http, text, 0, "ai:easy")).unwrap();
    let mut app = app();
    app.world_mut().write_message(NetCommand::Join { server: http, token: made.spectator.clone() });
    // Watch the computer and the empty seat until a few orders were played (the computer moves when its turn comes;
    // the person's seat is played here by a plain seat).
    let mut person: Seat =
        rt.block_on(Seat::join(&format!("ws://{}", running.addr), made.seats[0].as_ref().unwrap(), false)).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for _ in 0..6 {
        if !person.legal.is_empty() {
            let o = random_order(&person.legal, &mut rng).clone();
            let _ = rt.block_on(person.order(&o)).unwrap();
        } else {
            let at = person.seq;
            let _ = rt.block_on(async { tokio::time::timeout(Duration::from_secs(10), person.wait_for(at + 1)).await });
        }
    }
    let live = rt.block_on(running.hub.open(&made.id)).unwrap().unwrap();
    // The computer may still be moving: compare while the match is held still, once the spectator is level with it.
    let start = Instant::now();
    loop {
        assert!(start.elapsed() < Duration::from_secs(60), "the spectator never caught up");
        app.update();
        std::thread::sleep(Duration::from_millis(5));
        let g = rt.block_on(live.game.lock());
        if seq(&app) != g.session.history().len() as u64 || !app.world().resource::<TableModel>().ready {
            continue;
        }
        let p = g.session.public_view();
        let m = app.world().resource::<TableModel>();
        assert_eq!(m.units, p.units, "a spectator is shown other units than every side may see");
        assert_eq!(m.objectives, p.objectives);
        assert_eq!(m.log.len(), p.log.len());
        assert!(m.legal.is_empty() && m.hand.is_empty() && m.prompt.is_none(), "a spectator is offered nothing");
        assert!(m.seat_text.contains("watching"), "{}", m.seat_text);
        break;
    }
}

#[test]
fn a_seat_that_does_not_exist_is_refused_and_not_retried() {
    let dir = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}", dir.path().join("refused.sqlite").display());
    let rt = tokio::runtime::Runtime::new().unwrap();
    let running = rt.block_on(hexmarshal_server::start("127.0.0.1:0", &db)).unwrap();
    let mut app = app();
    app.world_mut()
        .write_message(NetCommand::Join { server: format!("http://{}", running.addr), token: "a".repeat(43) });
    until(&mut app, "the connection to be refused or lost", |a| {
        a.world().get_resource::<Online>().is_some_and(|o| !matches!(o.link, Link::Connecting))
    });
    let link = app.world().resource::<Online>().link.clone();
    // The server answers an unknown seat with 404 before any WebSocket: the client waits and tries again, and
    // shows why; it never shows a table.
    assert!(matches!(link, Link::Retrying { .. } | Link::Refused(_)), "{link:?}");
    assert!(!app.world().get_resource::<TableModel>().is_some_and(|m| m.ready));
}

#[test]
fn no_server_is_said_plainly() {
    let mut app = app();
    // A port nothing listens on.
    let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = l.local_addr().unwrap().port();
    drop(l);
    app.world_mut().write_message(NetCommand::Join { server: format!("http://127.0.0.1:{port}"), token: "t".into() });
    until(&mut app, "the failure", |a| {
        a.world().get_resource::<Online>().is_some_and(|o| matches!(o.link, Link::Retrying { .. }))
    });
    let Link::Retrying { why, attempt, .. } = app.world().resource::<Online>().link.clone() else { unreachable!() };
    assert_eq!(attempt, 1);
    assert!(why.contains("cannot connect"), "{why}");
}
