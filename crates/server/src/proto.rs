//! The match server's messages over its WebSocket: what a seat may send (an order, a request to resend, a ping) and
//! what it is sent (who it is and the table, its side's view after each order, an answer to each order, errors).
//! Every message is JSON with a `type` field. Incoming text is size-limited and decoded with typed errors, never a
//! panic: `decode` is the one door, and the property test in `tests/proto.rs` throws arbitrary bytes at it.

use hexmarshal_rules::rules::engine::{EndReason, Outcome};
use hexmarshal_rules::rules::registry::Order;
use hexmarshal_rules::scenario::format::{DeploymentZone, MapDef, SideDef, VictoryCondition};
use serde::{Deserialize, Serialize};
use thiserror::Error;

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

/// What the table looks like to everyone: the map and the sides, without the units or objectives (a seat learns
/// those from its view, where what its side may not know is left out) and without the scenario's seed.
#[derive(Debug, Clone, Serialize)]
pub struct Table<'a> {
    pub name: &'a str,
    pub description: &'a str,
    pub ruleset: &'a str,
    pub map: &'a MapDef,
    pub sides: &'a [SideDef],
    pub deployment_zones: &'a [DeploymentZone],
    pub turn_limit: Option<u32>,
    pub victory: &'a [VictoryCondition],
}

/// What the server sends.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMsg<'a> {
    /// First message on a connection: the match, the seat's side (none for a spectator), who plays each side
    /// (`person` or the computer's level), and the table.
    Welcome {
        match_id: &'a str,
        side: Option<usize>,
        players: Vec<String>,
        table: Table<'a>,
    },
    /// The match after `seq` orders as this seat may know it. `view` is the side's view (a spectator's: what every
    /// side may know) with its log left out; the log's entries from `log_from` on follow in `log` (the seat keeps
    /// the earlier ones). `legal` lists every order the seat may give now (empty when it is not its turn).
    Update {
        seq: u64,
        to_act: usize,
        over: Option<&'a (Option<usize>, EndReason)>,
        view: serde_json::Value,
        log_from: usize,
        log: &'a [Outcome],
        legal: &'a [Order],
    },
    /// The order made at `seq` is stored and played: the update that follows shows it.
    Accepted {
        seq: u64,
    },
    Error(ErrorMsg),
    Pong,
}

/// Why incoming text was not a message.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum DecodeError {
    #[error("the message is {0} bytes; the most a message may be is {MAX_CLIENT_MESSAGE}")]
    TooLarge(usize),
    #[error("not a message: {0}")]
    Bad(String),
}

impl DecodeError {
    pub fn to_msg(&self) -> ErrorMsg {
        let code = match self {
            DecodeError::TooLarge(_) => ErrorCode::TooLarge,
            DecodeError::Bad(_) => ErrorCode::BadMessage,
        };
        ErrorMsg { code, message: self.to_string() }
    }
}

/// Decode one message from a seat.
pub fn decode(text: &str) -> Result<ClientMsg, DecodeError> {
    if text.len() > MAX_CLIENT_MESSAGE {
        return Err(DecodeError::TooLarge(text.len()));
    }
    serde_json::from_str(text).map_err(|e| {
        // serde_json's message may quote the input: keep it short and printable.
        let m: String = e.to_string().chars().filter(|c| !c.is_control()).take(200).collect();
        DecodeError::Bad(m)
    })
}

/// Encode a server message (a message of ours always encodes).
pub fn encode(msg: &ServerMsg) -> String {
    serde_json::to_string(msg).unwrap_or_else(|e| {
        format!(r#"{{"type":"error","code":"bad_message","message":"the server could not encode its answer: {e}"}}"#)
    })
}
