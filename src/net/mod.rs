//! Playing online: the client's side of the match server. `NetCommand`s create a match, join a seat by its token
//! (or a link holding one), look up a seat, or leave; the connection is one WebSocket, reconnected with backoff
//! when it drops. What the server sends becomes `game::remote::RemoteGame` (the seat's view, log and legal
//! orders), from which presentation builds the table as for a local game; the player's orders go to the server
//! instead of a local game. Nothing here keeps or computes what the view leaves out: the server has it all.

pub mod http;
pub mod socket;
pub mod wake;

use crate::game::messages::SubmitOrder;
use crate::game::remote::{RemoteGame, RemoteView};
use bevy::prelude::*;
use hexmarshal_rules::wire::{self, ClientMsg, ErrorCode, ServerEvent};
use socket::{Socket, SocketEvent};

/// Seconds between reconnection attempts: 1, 2, 4... up to this.
const MAX_BACKOFF: f64 = 30.0;
/// Seconds between pings while connected (a dead connection is found by the next one at the latest).
const PING_EVERY: f64 = 20.0;

/// What presentation asks of the network side.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum NetCommand {
    /// Make a match on `server` from `scenario` (a scenario file's text), the creator taking `side`; `opponent`
    /// is `person` (a seat for a friend) or the computer (`ai:easy`, `ai:normal`, `ai:hard`).
    Create { server: String, scenario: String, side: usize, opponent: String },
    /// Take the seat of `token` on `server` (a spectator's token watches).
    Join { server: String, token: String },
    /// Ask how the match of a seat stands (whose turn), for the list of the player's matches.
    Status { server: String, token: String },
    /// Ask the server for the odds of an attack by `unit` on `target` now (once per state; the answer lands in
    /// `RemoteGame::odds`).
    Odds { unit: String, target: String },
    /// Close the connection and forget the match.
    Leave,
}

/// What the network side has to tell presentation.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum NetEvent {
    /// A match was made: its seats' tokens by side (none where the computer plays) and the spectator's.
    Created {
        server: String,
        match_id: String,
        name: String,
        side: usize,
        seats: Vec<Option<String>>,
        spectator: String,
    },
    /// How a seat's match stands, or why that is not known.
    Status { token: String, status: Result<SeatStatus, String> },
    /// A request failed (the server refused it or could not be reached), in words.
    Failed(String),
    /// An order was refused by the server (the rules, or the match moved on): why, in words.
    Refused { code: ErrorCode, message: String },
}

/// A seat's match at a glance.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatStatus {
    pub name: String,
    pub side: Option<usize>,
    pub to_act: usize,
    pub your_turn: bool,
    pub turn: u32,
    pub over: bool,
}

/// The state of the connection, for the indicator.
#[derive(Debug, Clone, PartialEq)]
pub enum Link {
    Connecting,
    Connected,
    /// Lost: the next attempt is at `at` (seconds of the app's clock), the `attempt`th since it was lost.
    Retrying {
        at: f64,
        attempt: u32,
        why: String,
    },
    /// Given up: the seat does not exist, or the server's answers cannot be read. Retrying would not help.
    Refused(String),
}

/// The online match this client is in (absent when playing locally).
#[derive(Resource)]
pub struct Online {
    /// The server, as `http://host:port`.
    pub server: String,
    pub token: String,
    pub link: Link,
    socket: Option<Socket>,
    /// The seat's log so far (the server sends only what is new).
    log: Vec<crate::rules::engine::Outcome>,
    last_ping: f64,
}

impl Online {
    fn new(server: String, token: String) -> Online {
        Online { server, token, link: Link::Connecting, socket: None, log: Vec::new(), last_ping: 0.0 }
    }
}

/// Background HTTP calls.
#[derive(Resource, Default, Clone)]
struct HttpCalls(http::Calls);

pub struct NetPlugin;

/// The network's `Update` systems: commands, what arrived, orders out. They run before the game's own.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct NetSet;

impl Plugin for NetPlugin {
    fn build(&self, app: &mut App) {
        app.add_message::<NetCommand>()
            .add_message::<NetEvent>()
            .init_resource::<HttpCalls>()
            .configure_sets(Update, NetSet.before(crate::game::step::GameUpdate))
            .add_systems(Startup, install_waker)
            .add_systems(Update, (handle_commands, pump, send_orders).chain().in_set(NetSet));
    }
}

/// Where the window has an event loop, a message or an HTTP answer wakes it at once (`wake`).
fn install_waker(proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>) {
    if let Some(p) = proxy {
        let p = (**p).clone();
        wake::set(std::sync::Arc::new(move || {
            let _ = p.send_event(bevy::winit::WinitUserEvent::WakeUp);
        }));
    }
}

/// `http://host:port` from what a player typed: a host and port, or an address with a scheme (a trailing slash
/// and path are dropped). `ws` and `wss` are taken as `http` and `https`.
pub fn server_base(typed: &str) -> Result<String, String> {
    let t = typed.trim();
    if t.is_empty() {
        return Err("no server address".into());
    }
    let (scheme, rest) = match t.split_once("://") {
        Some(("http" | "ws", r)) => ("http", r),
        Some(("https" | "wss", r)) => ("https", r),
        Some((other, _)) => return Err(format!("`{other}://` is not a server address (use http:// or https://)")),
        None => ("http", t),
    };
    let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
    if host.is_empty() || host.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(format!("`{t}` is not a server address"));
    }
    Ok(format!("{scheme}://{host}"))
}

/// The WebSocket address of a seat on `server` (`http://...` becomes `ws://...`).
pub fn seat_socket(server: &str, token: &str) -> String {
    let ws = server.replacen("https://", "wss://", 1).replacen("http://", "ws://", 1);
    format!("{ws}/api/ws?token={token}")
}

/// A link for a seat: the browser build on `page` opens straight into it.
pub fn seat_link(page: &str, server: &str, token: &str) -> String {
    let sep = if page.contains('?') { '&' } else { '?' };
    format!("{page}{sep}server={}&join={token}", encode_component(server))
}

/// The server and token a pasted link or bare token names: `...?server=S&join=T`, `http://S/?join=T` (the server
/// the link points at), `?join=T` or the token alone (the server then being `default_server`).
pub fn parse_join(text: &str, default_server: &str) -> Result<(String, String), String> {
    let t = text.trim();
    let (server, token) = match t.split_once('?') {
        Some((_, query)) => {
            let mut server = None;
            let mut token = None;
            for pair in query.split(['&', '#']) {
                match pair.split_once('=') {
                    Some(("server", v)) => server = Some(decode_component(v)),
                    Some(("join", v)) => token = Some(v.to_string()),
                    _ => {}
                }
            }
            let token = token.ok_or("the link names no seat (no `join=`)")?;
            // No `server=`: the server is the one the link points at (it served the page), if it names one.
            let own = match t.split_once("://") {
                Some((scheme, rest)) => {
                    let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
                    (!host.is_empty()).then(|| format!("{scheme}://{host}"))
                }
                None => None,
            };
            (server.or(own).unwrap_or_else(|| default_server.to_string()), token)
        }
        None => (default_server.to_string(), t.to_string()),
    };
    if token.is_empty() || !token.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
        return Err(format!("`{token}` is not a seat's token"));
    }
    Ok((server_base(&server)?, token))
}

fn encode_component(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

fn decode_component(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%'
            && i + 2 < b.len()
            && let Ok(v) = u8::from_str_radix(std::str::from_utf8(&b[i + 1..i + 3]).unwrap_or("zz"), 16)
        {
            out.push(v);
            i += 3;
            continue;
        }
        out.push(if b[i] == b'+' { b' ' } else { b[i] });
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn now(world: &World) -> f64 {
    world.resource::<Time<Real>>().elapsed_secs_f64()
}

fn handle_commands(world: &mut World) {
    let cmds: Vec<NetCommand> = world.resource_mut::<Messages<NetCommand>>().drain().collect();
    let calls = world.resource::<HttpCalls>().0.clone();
    for c in cmds {
        match c {
            NetCommand::Create { server, scenario, side, opponent } => {
                let body = serde_json::json!({ "scenario": scenario, "side": side, "opponent": opponent });
                calls.post(http::Purpose::Create { server: server.clone() }, format!("{server}/api/matches"), body);
            }
            NetCommand::Status { server, token } => {
                calls.get(http::Purpose::Status { token: token.clone() }, format!("{server}/api/seat/{token}"));
            }
            NetCommand::Join { server, token } => {
                crate::game::spawn::despawn_game(world);
                world.remove_resource::<RemoteGame>();
                let mut online = Online::new(server, token);
                online.socket = Some(Socket::open(&seat_socket(&online.server, &online.token)));
                online.last_ping = now(world);
                world.insert_resource(online);
            }
            NetCommand::Odds { unit, target } => {
                let key = (unit, target);
                let wanted = world
                    .get_resource::<RemoteGame>()
                    .filter(|r| r.side.is_some() && !r.odds.contains_key(&key) && !r.odds_asked.contains(&key))
                    .map(|r| r.seq);
                let socket = world.get_resource::<Online>().and_then(|o| o.socket.as_ref());
                if let (Some(seq), Some(s)) = (wanted, socket) {
                    let msg = ClientMsg::Odds { seq, unit: key.0.clone(), target: key.1.clone() };
                    s.send(serde_json::to_string(&msg).unwrap_or_default());
                    if let Some(mut r) = world.get_resource_mut::<RemoteGame>() {
                        r.odds_asked.insert(key);
                    }
                }
            }
            NetCommand::Leave => {
                world.remove_resource::<Online>();
                world.remove_resource::<RemoteGame>();
            }
        }
    }
}

/// Take what arrived: HTTP answers, and the connection's events (a welcome sets the table, an update the view).
fn pump(world: &mut World) {
    for a in world.resource::<HttpCalls>().0.poll() {
        let e = http_event(a);
        world.write_message(e);
    }
    let t = now(world);
    let Some(mut online) = world.remove_resource::<Online>() else { return };
    let events = online.socket.as_ref().map(Socket::poll).unwrap_or_default();
    for e in events {
        match e {
            SocketEvent::Opened => online.link = Link::Connected,
            SocketEvent::Text(text) => {
                if let Err(why) = take_message(world, &mut online, &text) {
                    // What this version cannot read will not read better on the next try.
                    online.link = Link::Refused(why);
                    online.socket = None;
                    break;
                }
            }
            SocketEvent::Closed(why) => {
                online.socket = None;
                if !matches!(online.link, Link::Refused(_)) {
                    let attempt = match &online.link {
                        Link::Retrying { attempt, .. } => attempt + 1,
                        _ => 1,
                    };
                    let wait = (2f64.powi(attempt as i32 - 1)).min(MAX_BACKOFF);
                    online.link = Link::Retrying { at: t + wait, attempt, why };
                }
                if let Some(mut r) = world.get_resource_mut::<RemoteGame>() {
                    r.pending = false;
                }
            }
        }
    }
    match &online.link {
        Link::Retrying { at, .. } if t >= *at && online.socket.is_none() => {
            online.socket = Some(Socket::open(&seat_socket(&online.server, &online.token)));
            if let Link::Retrying { attempt, why, .. } = online.link.clone() {
                // Still retrying until the socket opens; the next failure waits longer.
                online.link = Link::Retrying { at: f64::INFINITY, attempt, why };
            }
        }
        Link::Connected if t - online.last_ping > PING_EVERY => {
            online.last_ping = t;
            if let Some(s) = &online.socket {
                s.send(serde_json::to_string(&ClientMsg::Ping {}).unwrap_or_default());
            }
        }
        _ => {}
    }
    world.insert_resource(online);
}

fn http_event(a: http::Answer) -> NetEvent {
    let (status, v) = match a.result {
        Ok(x) => x,
        Err(why) => {
            return match a.purpose {
                http::Purpose::Status { token } => NetEvent::Status { token, status: Err(why) },
                http::Purpose::Create { .. } => NetEvent::Failed(why),
            };
        }
    };
    let refused = (!(200..300).contains(&status))
        .then(|| format!("the server said no ({status}): {}", v["error"].as_str().unwrap_or("no reason given")));
    match a.purpose {
        http::Purpose::Create { server } => match refused {
            Some(why) => NetEvent::Failed(why),
            None => NetEvent::Created {
                server,
                match_id: v["match"].as_str().unwrap_or_default().to_string(),
                name: v["name"].as_str().unwrap_or_default().to_string(),
                side: v["side"].as_u64().unwrap_or(0) as usize,
                seats: v["seats"]
                    .as_array()
                    .map(|a| a.iter().map(|t| t.as_str().map(str::to_string)).collect())
                    .unwrap_or_default(),
                spectator: v["spectator"].as_str().unwrap_or_default().to_string(),
            },
        },
        http::Purpose::Status { token } => NetEvent::Status {
            token,
            status: match refused {
                Some(why) => Err(why),
                None => Ok(SeatStatus {
                    name: v["name"].as_str().unwrap_or_default().to_string(),
                    side: v["side"].as_u64().map(|s| s as usize),
                    to_act: v["to_act"].as_u64().unwrap_or(0) as usize,
                    your_turn: v["your_turn"].as_bool().unwrap_or(false),
                    turn: v["turn"].as_u64().unwrap_or(0) as u32,
                    over: !v["over"].is_null(),
                }),
            },
        },
    }
}

/// One message from the server, taken into the world. An error is a message this version cannot read.
fn take_message(world: &mut World, online: &mut Online, text: &str) -> Result<(), String> {
    match wire::read_server(text)? {
        ServerEvent::Welcome { match_id, side, players, table } => {
            let scenario = table
                .validate_table()
                .map_err(|e| format!("the server's table is not one this version can show: {}", e.0.len()))?;
            let same = world.get_resource::<RemoteGame>().is_some_and(|r| r.match_id == match_id);
            if !same {
                crate::game::remote::spawn_table(world, std::sync::Arc::new(scenario));
            }
            // The log is sent again from its start on every connection.
            online.log.clear();
            online.link = Link::Connected;
            // A reconnection keeps showing the last view until the new one arrives.
            let prev = world.remove_resource::<RemoteGame>();
            let serial = prev.as_ref().map_or(0, |r| r.serial + 1);
            // The views kept for the marks of what changed stay too: the game goes on where it stopped.
            let (view, seq, after_own, seen) = prev
                .filter(|r| same && r.side == side)
                .map_or((None, 0, 0, Vec::new()), |r| (r.view, r.seq, r.after_own, r.seen));
            world.insert_resource(RemoteGame {
                match_id,
                side,
                players,
                seq,
                view,
                legal: Vec::new(),
                pending: false,
                sent: None,
                serial,
                after_own,
                seen,
                odds: Default::default(),
                odds_asked: Default::default(),
            });
        }
        ServerEvent::Update { seq, view, log_from, log, legal, after_own, .. } => {
            if log_from > online.log.len() {
                // A gap: ask for everything again rather than show a log with a hole in it.
                if let Some(s) = &online.socket {
                    s.send(serde_json::to_string(&ClientMsg::Resync {}).unwrap_or_default());
                }
                return Ok(());
            }
            online.log.truncate(log_from);
            online.log.extend(log);
            let Some(mut r) = world.get_resource_mut::<RemoteGame>() else {
                return Err("a view arrived before the welcome".into());
            };
            r.view = Some(match r.side {
                Some(_) => RemoteView::Seat(Box::new(wire::side_view(&view, &online.log)?)),
                None => RemoteView::Spectator(Box::new(wire::public_view(&view, &online.log)?)),
            });
            if r.seq != seq {
                // Odds are of one state: a new one asks again.
                r.odds.clear();
                r.odds_asked.clear();
            }
            r.seq = seq;
            r.after_own = after_own;
            r.legal = legal;
            r.serial += 1;
            r.remember_units();
            crate::game::remote::mirror_view(world);
        }
        ServerEvent::Accepted { .. } => {
            if let Some(mut r) = world.get_resource_mut::<RemoteGame>() {
                r.pending = false;
            }
        }
        ServerEvent::Error(e) => {
            if let Some(mut r) = world.get_resource_mut::<RemoteGame>() {
                r.pending = false;
            }
            if matches!(e.code, ErrorCode::UnknownSeat) {
                online.link = Link::Refused(e.message.clone());
                online.socket = None;
            }
            world.write_message(NetEvent::Refused { code: e.code, message: e.message });
        }
        ServerEvent::Odds { seq, unit, target, odds } => {
            if let Some(mut r) = world.get_resource_mut::<RemoteGame>()
                && r.seq == seq
            {
                r.odds.insert((unit, target), odds);
            }
        }
        ServerEvent::Pong => {}
    }
    Ok(())
}

/// The seat's orders go to the server, one at a time: the next waits for the answer to the last.
fn send_orders(
    mut orders: MessageReader<SubmitOrder>,
    online: Option<Res<Online>>,
    remote: Option<ResMut<RemoteGame>>,
) {
    let (Some(online), Some(mut remote)) = (online, remote) else {
        return;
    };
    for SubmitOrder(o) in orders.read() {
        if remote.pending || remote.side != Some(o.side) {
            continue;
        }
        let Some(socket) = &online.socket else { continue };
        let msg = ClientMsg::Order { seq: remote.seq, order: o.order.clone() };
        socket.send(serde_json::to_string(&msg).unwrap_or_default());
        remote.pending = true;
        remote.sent = Some(o.order.clone());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_and_links_read_back() {
        assert_eq!(server_base("127.0.0.1:8080").unwrap(), "http://127.0.0.1:8080");
        assert_eq!(server_base(" https://play.example/x?y ").unwrap(), "https://play.example");
        assert_eq!(server_base("ws://h:1/").unwrap(), "http://h:1");
        assert!(server_base("ftp://h").unwrap_err().contains("ftp://"));
        assert!(server_base("").is_err());
        assert_eq!(seat_socket("https://h:9", "abc"), "wss://h:9/api/ws?token=abc");
        let link = seat_link("http://page/index.html", "http://h:8080", "tok_1");
        assert_eq!(link, "http://page/index.html?server=http%3A%2F%2Fh%3A8080&join=tok_1");
        assert_eq!(parse_join(&link, "http://other:1").unwrap(), ("http://h:8080".into(), "tok_1".into()));
        assert_eq!(parse_join("tok_2", "h:2").unwrap(), ("http://h:2".into(), "tok_2".into()));
        assert_eq!(parse_join("http://h:3/?join=t3", "x:1").unwrap(), ("http://h:3".into(), "t3".into()));
        assert_eq!(parse_join("?join=t4", "x:1").unwrap(), ("http://x:1".into(), "t4".into()));
        assert!(parse_join("http://h/?nothing=1", "h").unwrap_err().contains("join="));
        assert!(parse_join("not a token!", "h").is_err());
        assert_eq!(decode_component("a%2"), "a%2");
    }
}
