//! A plain seat of the match server, with no window: it creates matches over HTTP, joins one by its token over
//! the WebSocket, keeps its side's view as the server sends it, and gives orders. The tests play whole games with
//! two of them and check every message each received; the load run starts hundreds.

use futures_util::{SinkExt, StreamExt};
use hexmarshal_rules::rules::registry::Order;
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// A match just made: its id, a token for each side's seat (none for a seat the computer plays) and a spectator's.
#[derive(Debug, Clone)]
pub struct Created {
    pub id: String,
    pub seats: Vec<Option<String>>,
    pub spectator: String,
}

/// Make a match of `scenario` (the file's text) on the server at `http` (`http://host:port`), taking `side`.
pub async fn create(http: &str, scenario: &str, side: usize, opponent: &str) -> Result<Created, String> {
    let body = json!({ "scenario": scenario, "side": side, "opponent": opponent });
    let r = reqwest::Client::new()
        .post(format!("{http}/api/matches"))
        .json(&body)
        .send()
        .await
        .map_err(|e| format!("cannot reach {http}: {e}"))?;
    let status = r.status();
    let v: Value = r.json().await.map_err(|e| format!("{http}: not an answer: {e}"))?;
    if !status.is_success() {
        return Err(format!("{status}: {}", v["error"].as_str().unwrap_or("?")));
    }
    let seats = v["seats"].as_array().map(|a| a.iter().map(|t| t.as_str().map(str::to_string)).collect());
    Ok(Created {
        id: v["match"].as_str().unwrap_or_default().to_string(),
        seats: seats.unwrap_or_default(),
        spectator: v["spectator"].as_str().unwrap_or_default().to_string(),
    })
}

/// GET `path` on the server, as text, with its status.
pub async fn get(http: &str, path: &str) -> Result<(u16, String), String> {
    let r = reqwest::get(format!("{http}{path}")).await.map_err(|e| format!("cannot reach {http}: {e}"))?;
    let status = r.status().as_u16();
    Ok((status, r.text().await.map_err(|e| e.to_string())?))
}

/// One update as the seat received it.
#[derive(Debug, Clone)]
pub struct Received {
    pub seq: u64,
    /// The view, less its log.
    pub view: Value,
    /// How much of the seat's log it held after this update (the log only grows: it is `Seat::log[..log_len]`).
    pub log_len: usize,
    pub legal: Vec<Order>,
}

/// The answer to an order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    Accepted(u64),
    Error { code: String, message: String },
}

pub struct Seat {
    socket: Socket,
    pub side: Option<usize>,
    pub welcome: Value,
    pub seq: u64,
    pub to_act: usize,
    pub over: bool,
    /// The side's view (without its log) after the last update.
    pub view: Value,
    pub log: Vec<Value>,
    pub legal: Vec<Order>,
    /// Every message received, as text (the tests look through them for what must never arrive).
    pub texts: Vec<String>,
    /// Every update, when recording is on.
    pub record: Option<Vec<Received>>,
}

impl Seat {
    /// Join the seat of `token` on the server at `ws` (`ws://host:port`), and read its welcome and first view.
    pub async fn join(ws: &str, token: &str, record: bool) -> Result<Seat, String> {
        let (socket, _) =
            tokio_tungstenite::connect_async_with_config(format!("{ws}/api/ws?token={token}"), None, true)
                .await
                .map_err(|e| format!("cannot join at {ws}: {e}"))?;
        let mut seat = Seat {
            socket,
            side: None,
            welcome: Value::Null,
            seq: 0,
            to_act: 0,
            over: false,
            view: Value::Null,
            log: Vec::new(),
            legal: Vec::new(),
            texts: Vec::new(),
            record: record.then(Vec::new),
        };
        let w = seat.read().await?;
        if w["type"] != "welcome" {
            return Err(format!("the first message is not a welcome: {w}"));
        }
        seat.side = w["side"].as_u64().map(|s| s as usize);
        seat.welcome = w;
        let u = seat.read().await?;
        if u["type"] != "update" {
            return Err(format!("no view after the welcome: {u}"));
        }
        Ok(seat)
    }

    /// Read the next message (an update is taken into the seat's view).
    pub async fn read(&mut self) -> Result<Value, String> {
        loop {
            let m = match self.socket.next().await {
                Some(Ok(m)) => m,
                Some(Err(e)) => return Err(format!("connection: {e}")),
                None => return Err("the server closed the connection".into()),
            };
            let text = match m {
                Message::Text(t) => t.to_string(),
                Message::Close(_) => return Err("the server closed the connection".into()),
                _ => continue,
            };
            let v: Value = serde_json::from_str(&text).map_err(|e| format!("not JSON from the server: {e}"))?;
            // Every message must read back as the game client reads it, views included.
            let event = hexmarshal_rules::wire::read_server(&text)?;
            self.texts.push(text);
            if v["type"] == "update" {
                self.take_update(&v)?;
                // The view reads as the client reads it. The log's new entries were read with the message:
                // reading the whole log again on every update made a long game's check quadratic.
                if let hexmarshal_rules::wire::ServerEvent::Update { view, .. } = &event {
                    match self.side {
                        Some(_) => hexmarshal_rules::wire::side_view(view, &[]).map(|_| ())?,
                        None => hexmarshal_rules::wire::public_view(view, &[]).map(|_| ())?,
                    }
                }
            }
            return Ok(v);
        }
    }

    fn take_update(&mut self, v: &Value) -> Result<(), String> {
        let from = v["log_from"].as_u64().ok_or("an update with no log_from")? as usize;
        if from != self.log.len() {
            return Err(format!("the log resumes at {from} but the seat holds {}", self.log.len()));
        }
        self.log.extend(v["log"].as_array().cloned().unwrap_or_default());
        self.seq = v["seq"].as_u64().ok_or("an update with no seq")?;
        self.to_act = v["to_act"].as_u64().unwrap_or(0) as usize;
        self.over = !v["over"].is_null();
        self.view = v["view"].clone();
        self.legal = serde_json::from_value(v["legal"].clone()).map_err(|e| format!("legal orders: {e}"))?;
        if let Some(rec) = &mut self.record {
            rec.push(Received {
                seq: self.seq,
                view: self.view.clone(),
                log_len: self.log.len(),
                legal: self.legal.clone(),
            });
        }
        Ok(())
    }

    /// Read until the seat has seen the match after at least `seq` orders.
    pub async fn wait_for(&mut self, seq: u64) -> Result<(), String> {
        while self.seq < seq {
            self.read().await?;
        }
        Ok(())
    }

    /// Send a raw text message (the tests send bad ones).
    pub async fn send_text(&mut self, text: &str) -> Result<(), String> {
        self.socket.send(Message::Text(text.into())).await.map_err(|e| format!("send: {e}"))
    }

    /// Give `order` on the match as the seat last saw it, and read up to the answer.
    pub async fn order(&mut self, order: &Order) -> Result<Answer, String> {
        let msg = json!({ "type": "order", "seq": self.seq, "order": order });
        self.send_text(&msg.to_string()).await?;
        self.answer().await
    }

    /// Read up to the next answer (accepted or an error), taking updates on the way.
    pub async fn answer(&mut self) -> Result<Answer, String> {
        loop {
            let v = self.read().await?;
            match v["type"].as_str() {
                Some("accepted") => return Ok(Answer::Accepted(v["seq"].as_u64().unwrap_or(0))),
                Some("error") => {
                    return Ok(Answer::Error {
                        code: v["code"].as_str().unwrap_or_default().to_string(),
                        message: v["message"].as_str().unwrap_or_default().to_string(),
                    });
                }
                _ => {}
            }
        }
    }

    pub async fn close(mut self) {
        let _ = self.socket.close(None).await;
    }
}
