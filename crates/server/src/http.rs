//! The server's HTTP side: create a match, look up a seat, fetch a finished match's save, and the WebSocket each
//! seat plays through. Every answer that is not a success is JSON `{ "error": ... }` with a status that says whose
//! fault it was; no input makes a handler panic.

use crate::hub::{Hub, Live};
use crate::proto::{self, ClientMsg, ErrorCode, ErrorMsg, ServerMsg};
use crate::store::{Seat, StoredMatch};
use crate::token;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{DefaultBodyLimit, Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use hexmarshal_rules::ai::Player;
use hexmarshal_rules::save::SaveFile;
use serde::Deserialize;
use serde_json::json;
use std::sync::Arc;
use std::time::Instant;

/// The largest scenario a match may be made from (the biggest bundled one is under 20 KB).
pub const MAX_SCENARIO_BYTES: usize = 1024 * 1024;
/// A WebSocket frame beyond this closes the connection; below it, `proto::MAX_CLIENT_MESSAGE` answers with an error.
const MAX_WS_MESSAGE: usize = 256 * 1024;
/// A connection that keeps sending this many messages over its limit is closed.
const FLOOD_CLOSE: u32 = 500;

pub fn router(hub: Arc<Hub>, web: Option<std::path::PathBuf>) -> Router {
    // The tokens are the only credentials (no cookies): any page may call the API, as the browser build served
    // from another address does.
    let cors = tower_http::cors::CorsLayer::new()
        .allow_origin(tower_http::cors::Any)
        .allow_methods([axum::http::Method::GET, axum::http::Method::POST])
        .allow_headers([axum::http::header::CONTENT_TYPE]);
    let api = Router::new()
        .route("/api/health", get(|| async { Json(json!({ "ok": true })) }))
        .route("/api/matches", post(create).layer(DefaultBodyLimit::max(MAX_SCENARIO_BYTES + 4096)))
        .route("/api/seat/{token}", get(seat_status))
        .route("/api/save/{token}", get(save))
        .route("/api/ws", get(ws))
        .layer(cors)
        .with_state(hub);
    match web {
        Some(dir) => api.fallback_service(tower_http::services::ServeDir::new(dir)),
        None => api.route("/", get(|| async { "Hexmarshal match server\n" })),
    }
}

fn error(status: StatusCode, message: impl Into<String>) -> Response {
    (status, Json(json!({ "error": message.into() }))).into_response()
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateMatch {
    /// The scenario file's text (RON), checked here like any file from a stranger.
    pub scenario: String,
    /// The side the creator takes.
    pub side: usize,
    /// Who plays the other side: `person` (a link for a friend) or the computer (`ai:easy`, `ai:normal`...).
    #[serde(default)]
    pub opponent: Option<String>,
}

async fn create(
    State(hub): State<Arc<Hub>>,
    body: Result<Json<CreateMatch>, axum::extract::rejection::JsonRejection>,
) -> Response {
    let Json(req) = match body {
        Ok(b) => b,
        Err(e) => return error(StatusCode::BAD_REQUEST, format!("not a match to create: {}", e.body_text())),
    };
    if req.scenario.len() > MAX_SCENARIO_BYTES {
        return error(StatusCode::PAYLOAD_TOO_LARGE, "the scenario is larger than 1 MB");
    }
    let scenario = match hexmarshal_rules::scenario::load_str(&req.scenario, "the scenario") {
        Ok(s) => s,
        Err(report) => return error(StatusCode::UNPROCESSABLE_ENTITY, report.lines().join("\n")),
    };
    let sides = scenario.sides().len();
    if req.side >= sides {
        return error(StatusCode::BAD_REQUEST, format!("side {} is not in the scenario (it has {sides})", req.side));
    }
    let opponent = match req.opponent.as_deref().unwrap_or("person").parse::<Player>() {
        Ok(p) => p,
        Err(e) => return error(StatusCode::BAD_REQUEST, e),
    };
    let mut players = vec![Player::Person; sides];
    for (k, p) in players.iter_mut().enumerate() {
        if k != req.side {
            *p = opponent;
        }
    }
    let id = token::new_id();
    let mut seats = Vec::new();
    let mut tokens = Vec::new();
    for (k, p) in players.iter().enumerate() {
        if p.is_computer() {
            tokens.push(None);
        } else {
            let t = token::new_token();
            seats.push((token::hash(&t), Some(k)));
            tokens.push(Some(t));
        }
    }
    let spectator = token::new_token();
    seats.push((token::hash(&spectator), None));
    // The seed is the server's own, from the system's entropy: the scenario's seed is public, and the seed of a
    // match being played would predict every die and card.
    let m = StoredMatch {
        id: id.clone(),
        scenario: req.scenario,
        seed: token::new_seed(),
        players: players.iter().map(|p| p.to_string()).collect(),
    };
    if let Err(e) = hub.store.create_match(&m, &seats).await {
        return error(StatusCode::SERVICE_UNAVAILABLE, format!("the match could not be stored: {e}"));
    }
    // Opening the match loads it, and the computer starts at once if it moves first.
    if let Err(e) = hub.open(&id).await {
        return error(StatusCode::SERVICE_UNAVAILABLE, format!("the match was stored but cannot be opened: {e}"));
    }
    Json(json!({
        "match": id,
        "name": scenario.file().meta.name,
        "side": req.side,
        "seats": tokens,
        "spectator": spectator,
    }))
    .into_response()
}

async fn find_seat(hub: &Arc<Hub>, token: &str) -> Result<(Seat, Arc<Live>), Response> {
    if !token::well_formed(token) {
        return Err(error(StatusCode::NOT_FOUND, "no such seat"));
    }
    let seat = match hub.store.seat(&token::hash(token)).await {
        Ok(Some(s)) => s,
        Ok(None) => return Err(error(StatusCode::NOT_FOUND, "no such seat")),
        Err(e) => return Err(error(StatusCode::SERVICE_UNAVAILABLE, e.to_string())),
    };
    match hub.open(&seat.match_id).await {
        Ok(Some(l)) => Ok((seat, l)),
        Ok(None) => Err(error(StatusCode::NOT_FOUND, "the match is gone")),
        Err(e) => Err(error(StatusCode::SERVICE_UNAVAILABLE, e.to_string())),
    }
}

/// A seat's match at a glance, for the client's list of its matches: whose turn, the turn, the result.
async fn seat_status(State(hub): State<Arc<Hub>>, Path(token): Path<String>) -> Response {
    let (seat, live) = match find_seat(&hub, &token).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let g = live.game.lock().await;
    let s = &g.session;
    let turn = s.state().common().turn;
    Json(json!({
        "match": live.id,
        "name": s.scenario().file().meta.name,
        "ruleset": s.scenario().file().meta.ruleset,
        "side": seat.side,
        "to_act": s.to_act(),
        "your_turn": seat.side == Some(s.to_act()) && !s.is_over(),
        "turn": turn,
        "orders": s.history().len(),
        "over": s.result(),
    }))
    .into_response()
}

/// A finished match's save (its seed, orders and hashes), for replay. While it is played, the seed stays here.
async fn save(State(hub): State<Arc<Hub>>, Path(token): Path<String>) -> Response {
    let (_, live) = match find_seat(&hub, &token).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let g = live.game.lock().await;
    if !g.session.is_over() {
        return error(
            StatusCode::CONFLICT,
            "the match is still being played: its save (and seed) is kept until it ends",
        );
    }
    let players = [0, 1].map(|k| g.players.get(k).copied().unwrap_or(Player::Person));
    SaveFile::from_session(&g.session).with_players(players).to_ron().into_response()
}

#[derive(Debug, Deserialize)]
struct WsQuery {
    token: String,
}

async fn ws(
    State(hub): State<Arc<Hub>>,
    q: Result<Query<WsQuery>, axum::extract::rejection::QueryRejection>,
    up: WebSocketUpgrade,
) -> Response {
    let Ok(Query(q)) = q else { return error(StatusCode::BAD_REQUEST, "the address needs ?token=SEAT") };
    let (seat, live) = match find_seat(&hub, &q.token).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    up.max_message_size(MAX_WS_MESSAGE)
        .max_frame_size(MAX_WS_MESSAGE)
        .on_upgrade(move |socket| async move { Connection::new(hub, live, seat.side).run(socket).await })
}

/// One seat's connection: it sends the seat's view after every order and plays the seat's orders.
struct Connection {
    hub: Arc<Hub>,
    live: Arc<Live>,
    side: Option<usize>,
    /// How much of the seat's log it already has.
    log_sent: usize,
    tokens: f64,
    refilled: Instant,
    over_limit: u32,
}

impl Connection {
    fn new(hub: Arc<Hub>, live: Arc<Live>, side: Option<usize>) -> Connection {
        let tokens = hub.limits.burst;
        Connection { hub, live, side, log_sent: 0, tokens, refilled: Instant::now(), over_limit: 0 }
    }

    async fn run(mut self, mut socket: WebSocket) {
        let mut tick = self.live.tick.subscribe();
        tick.mark_unchanged();
        let welcome = self.welcome().await;
        if socket.send(Message::Text(welcome.into())).await.is_err() {
            return;
        }
        if self.send_update(&mut socket).await.is_err() {
            return;
        }
        loop {
            tokio::select! {
                changed = tick.changed() => {
                    if changed.is_err() || self.send_update(&mut socket).await.is_err() { return; }
                }
                msg = socket.recv() => {
                    let text = match msg {
                        Some(Ok(Message::Text(t))) => t,
                        Some(Ok(Message::Binary(_))) => {
                            let e = ErrorMsg { code: ErrorCode::BadMessage, message: "messages are JSON text".into() };
                            if send(&mut socket, &ServerMsg::Error(e)).await.is_err() { return; }
                            continue;
                        }
                        Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                        Some(Ok(_)) => continue,
                    };
                    if !self.allow() {
                        if self.over_limit > FLOOD_CLOSE { return; }
                        let e = ErrorMsg { code: ErrorCode::RateLimited, message: "too many messages: slow down".into() };
                        if send(&mut socket, &ServerMsg::Error(e)).await.is_err() { return; }
                        continue;
                    }
                    if self.answer(&mut socket, text.as_str()).await.is_err() { return; }
                }
            }
        }
    }

    /// Token bucket: the hub's `Limits`.
    fn allow(&mut self) -> bool {
        let now = Instant::now();
        let dt = now.duration_since(self.refilled).as_secs_f64();
        self.refilled = now;
        let limits = self.hub.limits;
        self.tokens = (self.tokens + dt * limits.per_second).min(limits.burst);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            self.over_limit = 0;
            true
        } else {
            self.over_limit += 1;
            false
        }
    }

    async fn answer(&mut self, socket: &mut WebSocket, text: &str) -> Result<(), axum::Error> {
        let msg = match proto::decode(text) {
            Ok(m) => m,
            Err(e) => return send(socket, &ServerMsg::Error(e.to_msg())).await,
        };
        match msg {
            ClientMsg::Ping {} => send(socket, &ServerMsg::Pong).await,
            ClientMsg::Odds { seq, unit, target } => {
                let Some(side) = self.side else {
                    let e = ErrorMsg { code: ErrorCode::NotASeat, message: "a spectator is shown no odds".into() };
                    return send(socket, &ServerMsg::Error(e)).await;
                };
                let text = {
                    let g = self.live.game.lock().await;
                    let now = g.session.history().len() as u64;
                    if seq != now {
                        None
                    } else {
                        let odds = g.session.odds(side, &unit, &target);
                        Some(proto::encode(&ServerMsg::Odds { seq, unit: &unit, target: &target, odds }))
                    }
                };
                match text {
                    Some(t) => socket.send(Message::Text(t.into())).await,
                    None => {
                        let e = ErrorMsg { code: ErrorCode::Stale, message: "the match has moved on".into() };
                        send(socket, &ServerMsg::Error(e)).await?;
                        self.send_update(socket).await
                    }
                }
            }
            ClientMsg::Resync {} => {
                self.log_sent = 0;
                self.send_update(socket).await
            }
            ClientMsg::Order { seq, order } => {
                let Some(side) = self.side else {
                    let e = ErrorMsg { code: ErrorCode::NotASeat, message: "a spectator gives no orders".into() };
                    return send(socket, &ServerMsg::Error(e)).await;
                };
                match self.hub.submit(&self.live, side, seq, order).await {
                    Ok(n) => send(socket, &ServerMsg::Accepted { seq: n - 1 }).await,
                    Err(r) => {
                        send(socket, &ServerMsg::Error(ErrorMsg { code: r.code, message: r.message })).await?;
                        if r.code == ErrorCode::Stale {
                            self.send_update(socket).await?;
                        }
                        Ok(())
                    }
                }
            }
        }
    }

    async fn welcome(&self) -> String {
        let g = self.live.game.lock().await;
        let table = g.session.scenario().file().table();
        let players = g.players.iter().map(|p| p.to_string()).collect();
        proto::encode(&ServerMsg::Welcome { match_id: &self.live.id, side: self.side, players, table: &table })
    }

    /// The seat's view now, with the log entries it does not have yet.
    async fn send_update(&mut self, socket: &mut WebSocket) -> Result<(), axum::Error> {
        let text = {
            let g = self.live.game.lock().await;
            let s = &g.session;
            let (mut view, log, legal) = match self.side {
                Some(side) => {
                    let mut v = s.view(side);
                    let log = std::mem::take(&mut v.log);
                    (serde_json::to_value(&v), log, s.legal_orders(side))
                }
                None => {
                    let mut v = s.public_view();
                    let log = std::mem::take(&mut v.log);
                    (serde_json::to_value(&v), log, Vec::new())
                }
            };
            if let Ok(serde_json::Value::Object(m)) = &mut view {
                m.remove("log");
            }
            let from = self.log_sent.min(log.len());
            self.log_sent = log.len();
            proto::encode(&ServerMsg::Update {
                seq: s.history().len() as u64,
                to_act: s.to_act(),
                over: s.result(),
                view: view.unwrap_or(serde_json::Value::Null),
                log_from: from,
                log: &log[from..],
                legal: &legal,
                after_own: self.side.map_or(0, |side| s.after_own(side) as u64),
            })
        };
        socket.send(Message::Text(text.into())).await
    }
}

async fn send(socket: &mut WebSocket, msg: &ServerMsg<'_>) -> Result<(), axum::Error> {
    socket.send(Message::Text(proto::encode(msg).into())).await
}
