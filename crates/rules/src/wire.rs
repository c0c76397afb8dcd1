//! The match server's protocol, as both ends read it: what a seat sends (`ClientMsg`), what it is sent
//! (`ServerEvent`, read back into the rules' own view types), and the errors. It lives with the rules so that the
//! server and the game client, which share nothing else, read and write the same messages. Views travel as JSON;
//! a few view fields point into the rules' static tables (a unit kind's name, a profile), and `rules::names` turns
//! received text back into such a pointer without trusting it blindly.

use crate::rules::engine::{EndReason, Odds, Outcome, RejectReason};
use crate::rules::registry::Order;
use crate::scenario::format::ScenarioFile;
use crate::session::{PublicView, SideView};
use serde::{Deserialize, Serialize};

/// The largest message a seat may send. An order is a few hundred bytes; anything near this is not one.
pub const MAX_CLIENT_MESSAGE: usize = 16 * 1024;

/// What a seat sends.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMsg {
    /// Give `order`, made when the game had `seq` orders (a stale order, made before others arrived, is refused).
    Order { seq: u64, order: Order },
    /// Send the whole view again (after a gap or a doubt); the log is resent from its start.
    Resync {},
    /// The odds of an attack by the seat's `unit` on `target`, on the match after `seq` orders (answered with
    /// `odds`, worked out by the rules from what the seat's side may know, as on the desktop).
    Odds { seq: u64, unit: String, target: String },
    /// Is the connection alive? (Answered with `pong`.) Braces, not a unit variant: with them a field the message
    /// should not have is refused, not ignored.
    Ping {},
}

/// Why a message was not taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// The message is not one the server understands (not JSON, an unknown type, a missing field).
    BadMessage,
    /// The message is larger than `MAX_CLIENT_MESSAGE`.
    TooLarge,
    /// Too many messages in too short a time: this one was dropped.
    RateLimited,
    /// The seat's token names no seat, or the match is gone.
    UnknownSeat,
    /// A spectator may not give orders.
    NotASeat,
    /// The order was made on an older state than the match's: the view that follows is the current one.
    Stale,
    /// The rules refused the order (the message says why, in the ruleset's words).
    Refused,
    /// The order could not be stored (the database did not answer): nothing changed, send it again.
    Unavailable,
}

/// An answer that something went wrong. `message` is for a person; `code` is for the program.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ErrorMsg {
    pub code: ErrorCode,
    pub message: String,
}

/// What a seat is sent, as it reads it (the server writes the same shapes from borrowed data).
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerEvent {
    /// First message on a connection: the match, the seat's side (none for a spectator), who plays each side
    /// (`person` or the computer's level), and the table (`ScenarioFile::table`: no units, objectives or seed).
    Welcome {
        match_id: String,
        side: Option<usize>,
        players: Vec<String>,
        table: Box<ScenarioFile>,
    },
    /// The match after `seq` orders as this seat may know it: the view less its log, the log's entries from
    /// `log_from` on (the seat keeps the earlier ones), and the orders the seat may give now.
    Update {
        seq: u64,
        to_act: usize,
        over: Option<(Option<usize>, EndReason)>,
        view: serde_json::Value,
        log_from: usize,
        log: Vec<Outcome>,
        legal: Vec<Order>,
        /// How many orders had been played once this seat's side gave its latest (0 before its first, and for a
        /// spectator): where the seat's table counts what changed from. Absent from an older server: 0.
        #[serde(default)]
        after_own: u64,
    },
    /// The order made at `seq` is stored and played.
    Accepted {
        seq: u64,
    },
    /// The odds asked for, on the match after `seq` orders, or why there are none.
    Odds {
        seq: u64,
        unit: String,
        target: String,
        odds: Result<Odds, RejectReason>,
    },
    Error(ErrorMsg),
    Pong,
}

/// Read one message from the server; an error says what was wrong with it.
pub fn read_server(text: &str) -> Result<ServerEvent, String> {
    serde_json::from_str(text).map_err(|e| format!("the server sent what this version cannot read: {e}"))
}

/// A seat's view from an update's `view` and the seat's whole log.
pub fn side_view(view: &serde_json::Value, log: &[Outcome]) -> Result<SideView, String> {
    let mut v: SideView = with_empty_log(view)?;
    v.log = log.to_vec();
    Ok(v)
}

/// A spectator's view from an update's `view` and the whole public log.
pub fn public_view(view: &serde_json::Value, log: &[Outcome]) -> Result<PublicView, String> {
    let mut v: PublicView = with_empty_log(view)?;
    v.log = log.to_vec();
    Ok(v)
}

fn with_empty_log<T: serde::de::DeserializeOwned>(view: &serde_json::Value) -> Result<T, String> {
    let mut view = view.clone();
    match &mut view {
        serde_json::Value::Object(m) => {
            m.insert("log".into(), serde_json::Value::Array(Vec::new()));
        }
        _ => return Err("the view is not an object".into()),
    }
    serde_json::from_value(view).map_err(|e| format!("the view could not be read: {e}"))
}
