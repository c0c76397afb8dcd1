//! What the server's tests share: bundled scenarios, a server process started and killed like a real one, whole
//! games played by two plain seats, and the check that every message a seat received is exactly its side's view.

#![allow(dead_code)]

use hexmarshal_rules::ai::policy::random_order;
use hexmarshal_rules::save::SaveFile;
use hexmarshal_rules::session::Session;
use hexmarshal_server::client::{self, Answer, Received, Seat};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;

/// One bundled scenario of each ruleset (the shortest games of each).
pub const RULESETS: [&str; 5] =
    ["hastings_1066.ron", "mortain_1944.ron", "the_ford_1811.ron", "cropredy_bridge_1644.ron", "hollow_tor.ron"];

pub fn scenario(name: &str) -> String {
    let path = format!("{}/../../scenarios/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The PostgreSQL database the test command starts (`HEXMARSHAL_TEST_PG`), if this run has one.
pub fn postgres() -> Option<String> {
    match std::env::var("HEXMARSHAL_TEST_PG") {
        Ok(url) if !url.is_empty() => Some(url),
        _ => {
            eprintln!("HEXMARSHAL_TEST_PG is not set: the PostgreSQL cases are left to the test command (test.sh)");
            None
        }
    }
}

/// A server process (the real binary), on a port of its own choosing.
pub struct Process {
    pub child: Child,
    pub http: String,
    pub ws: String,
}

impl Process {
    pub fn start(db: &str) -> Process {
        let mut child = Command::new(env!("CARGO_BIN_EXE_hexmarshal-server"))
            // Its seats here order as fast as it answers: no rate limit in their way.
            .args(["serve", "--addr", "127.0.0.1:0", "--db", db, "--messages-per-second", "1000000"])
            .stdout(Stdio::piped())
            .spawn()
            .expect("the server binary starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("stdout")).read_line(&mut line).expect("the server says where");
        let addr = line
            .split("http://")
            .nth(1)
            .and_then(|r| r.split_whitespace().next())
            .unwrap_or_else(|| panic!("no address in {line:?}"))
            .to_string();
        Process { child, http: format!("http://{addr}"), ws: format!("ws://{addr}") }
    }

    /// SIGKILL: no chance to tidy up.
    pub fn kill(mut self) {
        self.child.kill().expect("kill");
        self.child.wait().expect("reaped");
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Give one random legal order from the seat to act, and bring both seats (and the spectator) up to it.
/// Returns false once the game is over.
pub async fn step(seats: &mut [Seat], watchers: &mut [Seat], rng: &mut ChaCha8Rng) -> bool {
    let to_act = seats[0].to_act;
    if seats[0].over {
        return false;
    }
    let seat = seats.iter_mut().find(|s| s.side == Some(to_act)).expect("a seat for the side to act");
    assert!(!seat.legal.is_empty(), "side {to_act} is to act with no legal order");
    let order = random_order(&seat.legal, rng).clone();
    let idx = match seat.order(&order).await.expect("the connection holds") {
        Answer::Accepted(i) => i,
        other => panic!("a legal order was not accepted: {other:?}"),
    };
    for s in seats.iter_mut().chain(watchers.iter_mut()) {
        s.wait_for(idx + 1).await.expect("the update after the order arrives");
    }
    true
}

/// What one connection received: its side (none for a spectator), its updates, and its log as it ended.
pub struct Stream<'a> {
    pub side: Option<usize>,
    pub recs: &'a [Received],
    pub log: &'a [Value],
    pub texts: &'a [String],
}

impl<'a> Stream<'a> {
    pub fn of(seat: &'a Seat) -> Stream<'a> {
        Stream { side: seat.side, recs: seat.record.as_deref().expect("recording"), log: &seat.log, texts: &seat.texts }
    }
}

/// Split a view's JSON into the view less its log, and the log.
fn split(mut v: Value) -> (Value, Value) {
    let log = v.as_object_mut().and_then(|m| m.remove("log")).unwrap_or(Value::Null);
    (v, log)
}

/// Every update each connection received is exactly what its side's view was after that many orders (a
/// spectator's: what every side may know), with the legal orders; the hashes the server reports are a replay's;
/// and until the game ended no message named the seed.
pub fn check(save_text: &str, streams: &[Stream]) {
    let save = SaveFile::from_ron(save_text, "the save").expect("the finished match's save reads");
    let (scenario, seed, orders) = save.game().expect("its scenario validates");
    let mut session = Session::start(Arc::new(scenario), seed, Vec::new());
    let mut cursors = vec![0usize; streams.len()];
    let mut logged = vec![0usize; streams.len()];
    let mut checked = 0usize;
    for n in 0..=orders.len() {
        if n > 0 {
            let o = &orders[n - 1];
            session.submit(o.side, o.order.clone()).expect("the stored orders replay");
            assert_eq!(session.hash(), save.orders[n - 1].hash, "state hash after order {n}");
        }
        for (k, st) in streams.iter().enumerate() {
            while cursors[k] < st.recs.len() && st.recs[cursors[k]].seq == n as u64 {
                let r = &st.recs[cursors[k]];
                // The view less its log compared whole; the log (which only grows) compared from where the last
                // check of this connection left it, so a long game is not checked in quadratic time.
                let (want, log, legal) = match st.side {
                    Some(side) => {
                        let mut v = session.view(side);
                        let log = std::mem::take(&mut v.log);
                        (serde_json::to_value(v), log, session.legal_orders(side))
                    }
                    None => {
                        let mut v = session.public_view();
                        let log = std::mem::take(&mut v.log);
                        (serde_json::to_value(v), log, Vec::new())
                    }
                };
                let (want, _) = split(want.expect("views serialize"));
                let who = st.side.map_or("the spectator".to_string(), |s| format!("side {s}"));
                assert_eq!(r.view, want, "{who}'s view after {n} orders");
                assert_eq!(r.log_len, log.len(), "{who}'s log length after {n} orders");
                for i in logged[k]..log.len() {
                    let e = serde_json::to_value(&log[i]).expect("outcomes serialize");
                    assert_eq!(st.log[i], e, "{who}'s log entry {i} after {n} orders");
                }
                logged[k] = log.len();
                assert_eq!(r.legal, legal, "{who}'s legal orders after {n} orders");
                cursors[k] += 1;
                checked += 1;
            }
        }
    }
    for (k, st) in streams.iter().enumerate() {
        assert_eq!(cursors[k], st.recs.len(), "connection {k} received updates out of order or past the end");
    }
    assert!(checked > orders.len(), "too few updates to check ({checked} for {} orders)", orders.len());
    let seed_text = seed.to_string();
    for t in streams.iter().flat_map(|s| s.texts.iter()) {
        let v: Value = serde_json::from_str(t).expect("JSON");
        if v["type"] == "update" && !v["over"].is_null() {
            continue;
        }
        assert!(!t.contains(&seed_text), "a message named the seed while the match was played: {t:.200}");
    }
}

/// Play a whole match of `scenario` on the server at `http`/`ws` with two seats and a spectator, all recording,
/// then check every message. `interrupt` may stop the server once after `at` orders and hand back where it is now.
pub async fn whole_game(http: &str, ws: &str, scenario: &str, seed: u64) -> usize {
    let created = client::create(http, scenario, 0, "person").await.expect("the match is made");
    let tokens: Vec<String> = created.seats.iter().map(|t| t.clone().expect("two people")).collect();
    let mut seats = Vec::new();
    for t in &tokens {
        seats.push(Seat::join(ws, t, true).await.expect("the seat joins"));
    }
    let mut watchers = vec![Seat::join(ws, &created.spectator, true).await.expect("the spectator joins")];
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut n = 0;
    while step(&mut seats, &mut watchers, &mut rng).await {
        n += 1;
    }
    finish(http, &tokens[0], &seats, &watchers[0]).await;
    n
}

/// Fetch the finished match's save and check every seat's record against it.
pub async fn finish(http: &str, token: &str, seats: &[Seat], spectator: &Seat) {
    let (status, save) = client::get(http, &format!("/api/save/{token}")).await.expect("the save");
    assert_eq!(status, 200, "{save}");
    let streams: Vec<Stream> = seats.iter().chain([spectator]).map(Stream::of).collect();
    check(&save, &streams);
}
