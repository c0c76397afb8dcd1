//! Whole matches through a real server on loopback: every ruleset on SQLite and on PostgreSQL, two server processes
//! sharing PostgreSQL with a seat on each, a server killed mid-game and restarted, the computer in a seat, and
//! bad and hostile input. Every message each seat received is checked against its side's view (`common::check`).

mod common;

use common::*;
use hexmarshal_server::client::{self, Answer, Seat};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// A folder in memory (`/dev/shm`) where the machine has one, else the usual temporary folder. The whole-game tests
/// check what each seat is sent, not the disk: with the store's file on this machine's disk, waiting for about
/// 2 400 commits to reach it (`synchronous = FULL`) cost them some 12 s. The killed-server tests keep theirs on disk.
fn memory_tempdir() -> tempfile::TempDir {
    let shm = std::path::Path::new("/dev/shm");
    if shm.is_dir()
        && let Ok(dir) = tempfile::tempdir_in(shm)
    {
        return dir;
    }
    tempfile::tempdir().unwrap()
}

fn sqlite_in(dir: &tempfile::TempDir) -> String {
    format!("sqlite://{}", dir.path().join("matches.sqlite").display())
}

/// A server whose seats may order as fast as it answers. The seats of these tests give their orders one after
/// another, each waiting for the update after the last; the rate limit, which would hold them to 20 a second, is
/// checked in `bad_input_is_answered_and_nothing_falls_over`.
async fn unlimited(db: &str) -> hexmarshal_server::Running {
    let limits = hexmarshal_server::hub::Limits { burst: 1e6, per_second: 1e6 };
    let config = hexmarshal_server::Config { limits, ..Default::default() };
    hexmarshal_server::start_with("127.0.0.1:0", db, config).await.expect("the server starts")
}

async fn every_ruleset(db: &str) {
    let server = unlimited(db).await;
    let (http, ws) = (format!("http://{}", server.addr), format!("ws://{}", server.addr));
    for (k, name) in RULESETS.iter().enumerate() {
        let n = whole_game(&http, &ws, &scenario(name), 40 + k as u64).await;
        assert!(n > 10, "{name}: a whole game in {n} orders?");
        eprintln!("{name}: a whole game of {n} orders, every message checked");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_plays_every_ruleset_and_sends_each_seat_only_its_view() {
    let dir = memory_tempdir();
    every_ruleset(&sqlite_in(&dir)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_plays_every_ruleset_and_sends_each_seat_only_its_view() {
    let Some(pg) = postgres() else { return };
    every_ruleset(&pg).await;
}

/// Two server processes share one PostgreSQL database, with one seat (and the spectator) on each: each seat sees
/// the other's orders at once, through the database's notices.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_sharing_postgres_play_one_match() {
    let Some(pg) = postgres() else { return };
    let a = Process::start(&pg);
    let b = Process::start(&pg);
    let text = scenario("the_ford_1811.ron");
    let created = client::create(&a.http, &text, 0, "person").await.expect("made on A");
    let tokens: Vec<String> = created.seats.iter().map(|t| t.clone().unwrap()).collect();
    let mut seats = vec![
        Seat::join(&a.ws, &tokens[0], true).await.expect("side 0 on A"),
        Seat::join(&b.ws, &tokens[1], true).await.expect("side 1 on B"),
    ];
    let mut watchers = vec![Seat::join(&b.ws, &created.spectator, true).await.expect("spectator on B")];
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut n = 0;
    while step(&mut seats, &mut watchers, &mut rng).await {
        n += 1;
    }
    assert!(n > 10);
    finish(&b.http, &tokens[1], &seats, &watchers[0]).await;
}

/// SIGKILL in the middle of a game: the restarted server goes on from the same state, the seats join again and
/// finish, and every order a seat was told was accepted is in the store.
async fn killed_mid_game(db: &str, name: &str) {
    let first = Process::start(db);
    let text = scenario(name);
    let created = client::create(&first.http, &text, 0, "person").await.expect("made");
    let tokens: Vec<String> = created.seats.iter().map(|t| t.clone().unwrap()).collect();
    let mut seats = Vec::new();
    for t in &tokens {
        seats.push(Seat::join(&first.ws, t, true).await.unwrap());
    }
    let mut watchers = vec![Seat::join(&first.ws, &created.spectator, true).await.unwrap()];
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut n = 0u64;
    while n < 60 && step(&mut seats, &mut watchers, &mut rng).await {
        n += 1;
    }
    first.kill();
    // The seats notice: their connections are gone.
    for s in seats.iter_mut().chain(watchers.iter_mut()) {
        let mut left = 0;
        while s.read().await.is_ok() {
            left += 1;
            assert!(left < 10, "a seat still hears a killed server");
        }
    }
    let second = Process::start(db);
    let mut again = Vec::new();
    for t in &tokens {
        let back = Seat::join(&second.ws, t, true).await.expect("the seat joins the restarted server");
        assert_eq!(back.seq, n, "the restarted server lost orders");
        again.push(back);
    }
    let mut watchers2 = vec![Seat::join(&second.ws, &created.spectator, true).await.unwrap()];
    while step(&mut again, &mut watchers2, &mut rng).await {
        n += 1;
    }
    let (status, save) = client::get(&second.http, &format!("/api/save/{}", tokens[0])).await.unwrap();
    assert_eq!(status, 200, "{save}");
    // Both connections of each seat, before and after the kill, are checked.
    let streams: Vec<Stream> = seats.iter().chain(&watchers).chain(&again).chain(&watchers2).map(Stream::of).collect();
    check(&save, &streams);
    let saved = hexmarshal_rules::save::SaveFile::from_ron(&save, "save").unwrap();
    assert_eq!(saved.orders.len() as u64, n, "every accepted order is stored");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_server_restarts_and_loses_no_order_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    killed_mid_game(&sqlite_in(&dir), "hastings_1066.ron").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_server_restarts_and_loses_no_order_postgres() {
    let Some(pg) = postgres() else { return };
    killed_mid_game(&pg, "the_ford_1811.ron").await;
}

/// The computer takes a seat: a person plays a whole game against it through the server.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_server_seats_the_computer() {
    let dir = tempfile::tempdir().unwrap();
    let server = unlimited(&sqlite_in(&dir)).await;
    let (http, ws) = (format!("http://{}", server.addr), format!("ws://{}", server.addr));
    let created = client::create(&http, &scenario("the_ford_1811.ron"), 0, "ai:easy").await.unwrap();
    assert!(created.seats[1].is_none(), "the computer's seat has no token");
    let token = created.seats[0].clone().unwrap();
    let mut me = Seat::join(&ws, &token, true).await.unwrap();
    assert_eq!(me.welcome["players"], serde_json::json!(["person", "ai:easy"]));
    let spectator = Seat::join(&ws, &created.spectator, true).await.unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut mine = 0;
    while !me.over {
        if me.to_act == 0 && !me.legal.is_empty() {
            let o = hexmarshal_rules::ai::policy::random_order(&me.legal, &mut rng).clone();
            match me.order(&o).await.unwrap() {
                Answer::Accepted(i) => me.wait_for(i + 1).await.unwrap(),
                other => panic!("{other:?}"),
            }
            mine += 1;
        } else {
            me.read().await.unwrap();
        }
    }
    let (status, save) = client::get(&http, &format!("/api/save/{token}")).await.unwrap();
    assert_eq!(status, 200);
    let saved = hexmarshal_rules::save::SaveFile::from_ron(&save, "save").unwrap();
    let theirs = saved.orders.iter().filter(|o| o.side == 1).count();
    assert!(mine > 0 && theirs > 0, "both sides played ({mine} and {theirs})");
    assert_eq!(saved.seats()[1], "ai:easy".parse().unwrap());
    // The spectator connection was never read: its record is its first view only, checked like any other.
    check(&save, &[Stream::of(&me), Stream::of(&spectator)]);
}

/// Bad and hostile input gets an answer and the connection (and server) stays up.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_is_answered_and_nothing_falls_over() {
    let dir = tempfile::tempdir().unwrap();
    let server = hexmarshal_server::start("127.0.0.1:0", &sqlite_in(&dir)).await.unwrap();
    let (http, ws) = (format!("http://{}", server.addr), format!("ws://{}", server.addr));

    // A scenario that is not one: the answer names where and why.
    let (bad, why) = match client::create(&http, "(format: 1, meta: (", 0, "person").await {
        Err(e) => (true, e),
        Ok(_) => (false, String::new()),
    };
    assert!(bad && why.contains("422") && why.contains("the scenario:"), "{why}");
    let err = client::create(&http, &scenario("hastings_1066.ron"), 5, "person").await.unwrap_err();
    assert!(err.contains("side 5"), "{err}");
    let err = client::create(&http, &scenario("hastings_1066.ron"), 0, "ai:godlike").await.unwrap_err();
    assert!(err.contains("not a player"), "{err}");

    // Unknown and malformed seats.
    assert!(Seat::join(&ws, &"0".repeat(64), false).await.is_err());
    assert!(Seat::join(&ws, "../../etc", false).await.is_err());
    let (status, _) = client::get(&http, &format!("/api/seat/{}", "a".repeat(64))).await.unwrap();
    assert_eq!(status, 404);

    let created = client::create(&http, &scenario("hastings_1066.ron"), 0, "person").await.unwrap();
    let t0 = created.seats[0].clone().unwrap();
    let t1 = created.seats[1].clone().unwrap();
    let (status, body) = client::get(&http, &format!("/api/save/{t0}")).await.unwrap();
    assert_eq!(status, 409, "a save (with the seed) before the end: {body}");
    let (status, body) = client::get(&http, &format!("/api/seat/{t1}")).await.unwrap();
    assert_eq!(status, 200);
    let v: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(v["side"], 1);

    let mut a = Seat::join(&ws, &t0, false).await.unwrap();
    let mut b = Seat::join(&ws, &t1, false).await.unwrap();
    let mut spec = Seat::join(&ws, &created.spectator, false).await.unwrap();
    let code = |a: Answer| match a {
        Answer::Error { code, .. } => code,
        Answer::Accepted(_) => "accepted".into(),
    };
    for bad in ["", "{", "[]", r#"{"type":"order"}"#, r#"{"type":"launch"}"#, r#"{"type":"ping","x":1}"#, "\u{0}"] {
        a.send_text(bad).await.unwrap();
        assert_eq!(code(a.answer().await.unwrap()), "bad_message", "{bad:?}");
    }
    a.send_text(&" ".repeat(20_000)).await.unwrap();
    assert_eq!(code(a.answer().await.unwrap()), "too_large");

    // Orders: from the side not to act, from a spectator, stale, and refused by the rules.
    let to_act = a.to_act;
    let (mover, other) = if to_act == 0 { (&mut a, &mut b) } else { (&mut b, &mut a) };
    let legal = mover.legal[0].clone();
    assert_eq!(code(other.order(&legal).await.unwrap()), "refused");
    assert_eq!(code(spec.order(&legal).await.unwrap()), "not_a_seat");
    // An order naming a card that does not exist is refused with a reason, not a crash.
    let bogus = serde_json::from_str(r#"{"Medieval":{"PlayCard":{"card":70,"mode":"Normal"}}}"#).unwrap();
    let answer = mover.order(&bogus).await.unwrap();
    assert!(
        matches!(&answer, Answer::Error { code, message } if code == "refused" && !message.is_empty()),
        "{answer:?}"
    );
    let stale = serde_json::json!({ "type": "order", "seq": 99, "order": legal }).to_string();
    mover.send_text(&stale).await.unwrap();
    assert_eq!(code(mover.answer().await.unwrap()), "stale");
    assert!(matches!(mover.order(&legal).await.unwrap(), Answer::Accepted(0)));

    // A flood: the connection is told to slow down, then goes on once it has.
    let mut limited = false;
    for _ in 0..120 {
        a.send_text(r#"{"type":"ping"}"#).await.unwrap();
    }
    let mut answered = 0;
    while answered < 120 {
        let v = a.read().await.unwrap();
        let is_limit = v["type"] == "error" && v["code"] == "rate_limited";
        limited |= is_limit;
        answered += usize::from(is_limit || v["type"] == "pong");
    }
    assert!(limited, "120 messages at once and none limited");
    tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
    a.send_text(r#"{"type":"ping"}"#).await.unwrap();
    loop {
        let v = a.read().await.unwrap();
        if v["type"] == "pong" {
            break;
        }
        assert_ne!(v["code"], "rate_limited", "still limited after a pause");
    }
    // The server still serves.
    let (status, _) = client::get(&http, "/api/health").await.unwrap();
    assert_eq!(status, 200);
}
