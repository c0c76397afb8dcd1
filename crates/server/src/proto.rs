//! The match server's messages over its WebSocket: what a seat may send (an order, a request to resend, a ping) and
//! what it is sent (who it is and the table, its side's view after each order, an answer to each order, errors).
//! Every message is JSON with a `type` field. Incoming text is size-limited and decoded with typed errors, never a
//! panic: `decode` is the one door, and the property test in `tests/proto.rs` throws arbitrary bytes at it.

use hexmarshal_rules::rules::engine::{EndReason, Outcome};
use hexmarshal_rules::rules::registry::Order;
use hexmarshal_rules::scenario::format::ScenarioFile;
use serde::Serialize;
use thiserror::Error;

pub use hexmarshal_rules::wire::{ClientMsg, ErrorCode, ErrorMsg, MAX_CLIENT_MESSAGE};

/// What the server sends (read back by seats as `hexmarshal_rules::wire::ServerEvent`).
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMsg<'a> {
    /// First message on a connection: the match, the seat's side (none for a spectator), who plays each side
    /// (`person` or the computer's level), and the table.
    Welcome {
        match_id: &'a str,
        side: Option<usize>,
        players: Vec<String>,
        /// `ScenarioFile::table`: the map, sides and end conditions, with no units, objectives or seed.
        table: &'a ScenarioFile,
    },
    /// The match after `seq` orders as this seat may know it. `view` is the side's view (a spectator's: what every
    /// side may know) with its log left out; the log's entries from `log_from` on follow in `log` (the seat keeps
    /// the earlier ones). `legal` lists every order the seat may give now (empty when it is not its turn).
    /// `after_own`: how many orders had been played once the seat's side gave its latest (0 before its first and
    /// for a spectator), so the seat's table marks what changed since, as a table at one screen does.
    Update {
        seq: u64,
        to_act: usize,
        over: Option<&'a (Option<usize>, EndReason)>,
        view: serde_json::Value,
        log_from: usize,
        log: &'a [Outcome],
        legal: &'a [Order],
        after_own: u64,
    },
    /// The order made at `seq` is stored and played: the update that follows shows it.
    Accepted {
        seq: u64,
    },
    /// The odds a seat asked for (see `ClientMsg::Odds`).
    Odds {
        seq: u64,
        unit: &'a str,
        target: &'a str,
        odds: Result<hexmarshal_rules::rules::engine::Odds, hexmarshal_rules::rules::engine::RejectReason>,
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
