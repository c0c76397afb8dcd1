//! Hexmarshal's match server: players at a distance play one match through it. The server holds each match's
//! scenario, seed and orders, runs the rules (the rules crate alone: no Bevy), judges every order, stores it before
//! saying it was accepted, and sends each seat only its side's view. `serve` runs it; `client` is a plain seat for
//! the tests and the load run.

pub mod client;
pub mod http;
pub mod hub;
pub mod proto;
pub mod store;
pub mod token;

use hub::Hub;
use std::net::SocketAddr;
use std::sync::Arc;
use store::{Backend, Store, StoreError};
use tokio::net::TcpListener;

/// A server running in this process.
pub struct Running {
    pub addr: SocketAddr,
    pub hub: Arc<Hub>,
    pub task: tokio::task::JoinHandle<()>,
}

/// What a server may be started with beyond its address and database.
#[derive(Clone, Debug, Default)]
pub struct Config {
    /// Serve the browser build from this folder (made by `web/build.sh`) at `/`, so that a seat's link
    /// (`/?join=TOKEN`) opens the game from the server itself.
    pub web: Option<std::path::PathBuf>,
    /// How fast each connection may send.
    pub limits: hub::Limits,
}

/// Open the database at `db`, listen on `addr`, and serve until the task is dropped or the process ends.
pub async fn start(addr: &str, db: &str) -> Result<Running, String> {
    start_with(addr, db, Config::default()).await
}

/// As `start`, with `config`.
pub async fn start_with(addr: &str, db: &str, config: Config) -> Result<Running, String> {
    let web = config.web;
    if let Some(w) = &web
        && !w.join("index.html").is_file()
    {
        return Err(format!("{}: no index.html here (build the browser version with web/build.sh)", w.display()));
    }
    let store = Store::open(db).await.map_err(|e| format!("{db}: {e}"))?;
    let backend = store.backend();
    let hub = Hub::new(store, config.limits);
    if backend == Backend::Postgres {
        listen(hub.clone()).await.map_err(|e| format!("{db}: listening for other servers' orders: {e}"))?;
    }
    let listener = TcpListener::bind(addr).await.map_err(|e| format!("cannot listen on {addr}: {e}"))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    let app = http::router(hub.clone(), web);
    let task = tokio::spawn(async move {
        // No Nagle's algorithm: an update is one small message a seat is waiting for, and holding it back for the
        // peer's delayed acknowledgement cost about 40 ms an order.
        let listener = axum::serve::ListenerExt::tap_io(listener, |tcp| {
            if let Err(e) = tcp.set_nodelay(true) {
                eprintln!("hexmarshal-server: TCP_NODELAY: {e}");
            }
        });
        if let Err(e) = axum::serve(listener, app).await {
            eprintln!("hexmarshal-server: {e}");
        }
    });
    Ok(Running { addr, hub, task })
}

/// Hear the orders other servers store in the shared PostgreSQL database, and bring the matches this server has
/// in memory up to them (their seats here then get the new view at once). A lost connection is made again, and
/// every match in memory catches up then, since notices sent meanwhile are lost.
async fn listen(hub: Arc<Hub>) -> Result<(), StoreError> {
    let mut listener = sqlx::postgres::PgListener::connect(hub.store.url()).await?;
    listener.listen(store::CHANNEL).await?;
    tokio::spawn(async move {
        loop {
            match listener.try_recv().await {
                Ok(Some(n)) => {
                    let id = n.payload().split(':').next().unwrap_or_default();
                    if let Some(live) = hub.loaded(id)
                        && let Err(e) = hub.catch_up(&live).await
                    {
                        eprintln!("hexmarshal-server: match {id}: {e}");
                    }
                }
                // The connection was lost and is made again: catch up on everything.
                Ok(None) => {
                    for live in hub.all_loaded() {
                        let _ = hub.catch_up(&live).await;
                    }
                }
                Err(e) => {
                    eprintln!("hexmarshal-server: listening: {e}");
                    tokio::time::sleep(std::time::Duration::from_secs(1)).await;
                }
            }
        }
    });
    Ok(())
}
