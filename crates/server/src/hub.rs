//! The matches being played, in memory: each one's `Session` (rebuilt from the store by replay when first asked
//! for, and checked against the stored hashes), a signal its connections wait on, and the one path every order
//! takes: judged by the rules, stored, then announced. The computer's seats play from here too.

use crate::proto::ErrorCode;
use crate::store::{AppendError, Store, StoreError, StoredMatch, StoredOrder};
use hexmarshal_rules::ai::{self, Player};
use hexmarshal_rules::rules::registry::Order;
use hexmarshal_rules::session::Session;
use std::collections::HashMap;
use std::sync::{Arc, Mutex as SyncMutex};
use tokio::sync::{Mutex, watch};

/// One match in memory.
pub struct Live {
    pub id: String,
    pub game: Mutex<Game>,
    /// The number of orders played, sent after each: connections wait on it to send their seat's new view.
    pub tick: watch::Sender<u64>,
}

pub struct Game {
    pub session: Session,
    pub players: Vec<Player>,
}

/// Why an order was not played.
#[derive(Debug, Clone)]
pub struct Refusal {
    pub code: ErrorCode,
    pub message: String,
}

impl Refusal {
    fn new(code: ErrorCode, message: impl Into<String>) -> Refusal {
        Refusal { code, message: message.into() }
    }
}

/// How fast one connection may send: `burst` messages at once, `per_second` more earned back each second. A person
/// gives a few orders a second at most; the defaults leave room for a quick hand and the odds it asks for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    pub burst: f64,
    pub per_second: f64,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits { burst: 40.0, per_second: 20.0 }
    }
}

pub struct Hub {
    pub store: Store,
    live: SyncMutex<HashMap<String, Arc<Live>>>,
    /// Other servers share the database (PostgreSQL): catch up from the store before judging an order.
    shared: bool,
    /// How fast each connection may send.
    pub limits: Limits,
}

impl Hub {
    pub fn new(store: Store, limits: Limits) -> Arc<Hub> {
        let shared = store.backend() == crate::store::Backend::Postgres;
        Arc::new(Hub { store, live: SyncMutex::new(HashMap::new()), shared, limits })
    }

    /// The match in memory, loaded from the store (and its stored orders replayed) if it is not yet.
    pub async fn open(self: &Arc<Self>, id: &str) -> Result<Option<Arc<Live>>, StoreError> {
        if let Some(l) = self.live.lock().unwrap_or_else(|e| e.into_inner()).get(id) {
            return Ok(Some(l.clone()));
        }
        let Some(m) = self.store.load_match(id).await? else { return Ok(None) };
        let game = load_game(&self.store, &m).await?;
        let n = game.session.history().len() as u64;
        let live = Arc::new(Live { id: id.to_string(), game: Mutex::new(game), tick: watch::channel(n).0 });
        {
            let mut map = self.live.lock().unwrap_or_else(|e| e.into_inner());
            // Another request loaded it meanwhile: that one is the match.
            if let Some(l) = map.get(id) {
                return Ok(Some(l.clone()));
            }
            map.insert(id.to_string(), live.clone());
        }
        // A new match whose first move is the computer's, or one left waiting on it (the server stopped while it
        // thought), plays on.
        self.computer_moves(&live);
        Ok(Some(live))
    }

    /// The match in memory if it is loaded (another server's notice for a match nobody here watches is ignored).
    pub fn loaded(&self, id: &str) -> Option<Arc<Live>> {
        self.live.lock().unwrap_or_else(|e| e.into_inner()).get(id).cloned()
    }

    /// Every match in memory.
    pub fn all_loaded(&self) -> Vec<Arc<Live>> {
        self.live.lock().unwrap_or_else(|e| e.into_inner()).values().cloned().collect()
    }

    /// Bring the match up to the orders in the store (stored by another server) and tell its connections.
    pub async fn catch_up(&self, live: &Live) -> Result<(), StoreError> {
        let mut g = live.game.lock().await;
        self.catch_up_locked(live, &mut g).await
    }

    async fn catch_up_locked(&self, live: &Live, g: &mut Game) -> Result<(), StoreError> {
        let from = g.session.history().len() as u64;
        let orders = self.store.orders_from(&live.id, from).await?;
        if orders.is_empty() {
            return Ok(());
        }
        for o in &orders {
            play_stored(&mut g.session, &live.id, o)?;
        }
        live.tick.send_replace(g.session.history().len() as u64);
        Ok(())
    }

    /// Play `order` for `side`, made when the match had `seq` orders: judged by the rules, stored, then announced.
    /// Returns the number of orders after it.
    pub async fn submit(
        self: &Arc<Self>,
        live: &Arc<Live>,
        side: usize,
        seq: u64,
        order: Order,
    ) -> Result<u64, Refusal> {
        let n = self.submit_quiet(live, side, seq, order).await?;
        self.computer_moves(live);
        Ok(n)
    }

    async fn play(&self, live: &Live, g: &mut Game, side: usize, seq: u64, order: Order) -> Result<u64, Refusal> {
        let len = g.session.history().len() as u64;
        if seq != len {
            return Err(Refusal::new(
                ErrorCode::Stale,
                format!("the order was made after {seq} orders, but the match has {len}: look again and re-order"),
            ));
        }
        let body = serde_json::to_string(&order).map_err(|e| Refusal::new(ErrorCode::BadMessage, e.to_string()))?;
        if let Err(why) = g.session.submit_unlogged(side, order) {
            return Err(Refusal::new(ErrorCode::Refused, why.to_string()));
        }
        let hash = g.session.history().last().map_or(0, |(_, h)| *h);
        let stored = StoredOrder { idx: len, side, body, hash };
        match self.store.append(&live.id, &stored).await {
            Ok(()) => Ok(len + 1),
            Err(e) => {
                // Not stored: the match in memory goes back to what the store holds (with another server's order,
                // when one was stored first), and the seat is told to look again.
                let (code, message) = match e {
                    AppendError::Taken => (ErrorCode::Stale, "another order was played first: look again".to_string()),
                    AppendError::Store(e) => (ErrorCode::Unavailable, format!("the order was not stored: {e}")),
                };
                if let Ok(Some(m)) = self.store.load_match(&live.id).await
                    && let Ok(fresh) = load_game(&self.store, &m).await
                {
                    *g = fresh;
                    live.tick.send_replace(g.session.history().len() as u64);
                } else {
                    // The store cannot be read either: replay what memory holds, less the order not stored.
                    let keep: Vec<_> = g.session.history()[..len as usize].iter().map(|(o, _)| o.clone()).collect();
                    if let Ok(s) = Session::replay(g.session.scenario().clone(), g.session.seed(), &keep) {
                        g.session = s;
                    }
                }
                Err(Refusal::new(code, message))
            }
        }
    }

    /// If the computer is to act in this match, let it think (off the async threads) and play its orders.
    pub fn computer_moves(self: &Arc<Self>, live: &Arc<Live>) {
        let hub = self.clone();
        let live = live.clone();
        tokio::spawn(async move {
            loop {
                let (snapshot, side, player, seq) = {
                    let g = live.game.lock().await;
                    if g.session.is_over() {
                        return;
                    }
                    let side = g.session.to_act();
                    let player = g.players.get(side).copied().unwrap_or(Player::Person);
                    if !player.is_computer() {
                        return;
                    }
                    (g.session.clone(), side, player, g.session.history().len() as u64)
                };
                let seed = snapshot.seed();
                let order = match tokio::task::spawn_blocking(move || ai::decide(&snapshot, side, player, seed)).await {
                    Ok(Some(o)) => o,
                    _ => return,
                };
                match hub.submit_quiet(&live, side, seq, order).await {
                    Ok(_) => {}
                    // Someone else moved the match on meanwhile (another server's computer): think again.
                    Err(r) if r.code == ErrorCode::Stale => {}
                    Err(_) => return,
                }
            }
        });
    }

    /// `submit` without waking the computer again (its own loop goes on).
    async fn submit_quiet(&self, live: &Arc<Live>, side: usize, seq: u64, order: Order) -> Result<u64, Refusal> {
        let n = {
            let mut g = live.game.lock().await;
            if self.shared {
                self.catch_up_locked(live, &mut g)
                    .await
                    .map_err(|e| Refusal::new(ErrorCode::Unavailable, e.to_string()))?;
            }
            self.play(live, &mut g, side, seq, order).await?
        };
        live.tick.send_replace(n);
        Ok(n)
    }
}

/// Rebuild a stored match: its scenario, then every stored order replayed, each hash checked against the stored one.
pub async fn load_game(store: &Store, m: &StoredMatch) -> Result<Game, StoreError> {
    let corrupt = |message: String| StoreError::Corrupt { match_id: m.id.clone(), message };
    let scenario = hexmarshal_rules::scenario::load_str(&m.scenario, "the stored scenario")
        .map_err(|r| corrupt(r.lines().join("; ")))?;
    let players = m
        .players
        .iter()
        .map(|p| p.parse::<Player>().map_err(|e| corrupt(e.to_string())))
        .collect::<Result<Vec<_>, _>>()?;
    let mut session = Session::new(&scenario, m.seed);
    for o in store.orders_from(&m.id, 0).await? {
        play_stored(&mut session, &m.id, &o)?;
    }
    Ok(Game { session, players })
}

/// Play one stored order; a refusal or a different hash means the store and the rules disagree.
fn play_stored(session: &mut Session, id: &str, o: &StoredOrder) -> Result<(), StoreError> {
    let corrupt = |message: String| StoreError::Corrupt { match_id: id.to_string(), message };
    let order: Order = serde_json::from_str(&o.body).map_err(|e| corrupt(format!("order {}: {e}", o.idx)))?;
    session
        .submit_unlogged(o.side, order)
        .map_err(|e| corrupt(format!("order {} is refused on replay: {e}", o.idx)))?;
    let hash = session.history().last().map_or(0, |(_, h)| *h);
    if hash != o.hash {
        return Err(corrupt(format!(
            "order {}: the state hash on replay is {hash:016x}, stored {:016x}",
            o.idx, o.hash
        )));
    }
    Ok(())
}
