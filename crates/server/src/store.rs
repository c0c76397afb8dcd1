//! Where matches live: one interface over two databases, an embedded SQLite file (the default) and PostgreSQL
//! (several server processes sharing one). Both run the same SQL (`migrations/`); only PostgreSQL tells the other
//! processes of a new order, with `NOTIFY` inside the order's own transaction, so it is heard once it is stored.
//! An order is stored (committed) before its seat is told it was accepted.

use sqlx::any::{AnyPoolOptions, install_default_drivers};
use sqlx::{AnyPool, Executor, Row};
use thiserror::Error;

/// The channel the servers sharing a PostgreSQL database tell each other of new orders on.
pub const CHANNEL: &str = "hexmarshal_orders";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

#[derive(Debug, Error)]
pub enum StoreError {
    #[error("the database address `{0}` is neither sqlite:// nor postgres://")]
    Url(String),
    #[error("database: {0}")]
    Db(#[from] sqlx::Error),
    #[error("database schema: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("stored match {match_id}: {message}")]
    Corrupt { match_id: String, message: String },
}

/// Appending an order failed.
#[derive(Debug, Error)]
pub enum AppendError {
    /// Another server stored an order at this place first.
    #[error("another order was stored first")]
    Taken,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// A match as stored: its scenario (the file's text), its seed and who plays each side.
#[derive(Debug, Clone)]
pub struct StoredMatch {
    pub id: String,
    pub scenario: String,
    pub seed: u64,
    /// Who plays each side, as `Player`'s words (`person`, `ai:normal`...).
    pub players: Vec<String>,
}

/// One stored order: its place, side, the order as JSON, and the state hash after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredOrder {
    pub idx: u64,
    pub side: usize,
    pub body: String,
    pub hash: u64,
}

/// A seat: its match, and its side (`None` for a spectator).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seat {
    pub match_id: String,
    pub side: Option<usize>,
}

#[derive(Debug, Clone)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    url: String,
}

// u64 values (seeds, hashes) are kept in BIGINT columns bit for bit.
fn to_db(v: u64) -> i64 {
    v as i64
}
fn from_db(v: i64) -> u64 {
    v as u64
}

impl Store {
    /// Open (and create, for SQLite) the database at `url` and bring its schema up to date.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        install_default_drivers();
        let backend = if url.starts_with("sqlite:") {
            Backend::Sqlite
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Backend::Postgres
        } else {
            return Err(StoreError::Url(url.to_string()));
        };
        let mut opts = AnyPoolOptions::new();
        let full_url = match backend {
            Backend::Sqlite => {
                // One writer at a time in SQLite: a few connections are enough, and WAL lets reads go on beside it.
                // `synchronous = FULL`: a commit is on the disk before the seat hears its order was accepted.
                opts = opts.max_connections(4).after_connect(|conn, _| {
                    Box::pin(async move {
                        conn.execute("PRAGMA journal_mode = WAL").await?;
                        conn.execute("PRAGMA synchronous = FULL").await?;
                        conn.execute("PRAGMA busy_timeout = 10000").await?;
                        conn.execute("PRAGMA foreign_keys = ON").await?;
                        Ok(())
                    })
                });
                if url.contains('?') { url.to_string() } else { format!("{url}?mode=rwc") }
            }
            Backend::Postgres => {
                opts = opts.max_connections(16);
                url.to_string()
            }
        };
        let pool = opts.connect(&full_url).await?;
        sqlx::migrate!("./migrations").run(&pool).await?;
        Ok(Store { pool, backend, url: url.to_string() })
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// The address it was opened with (a listener for other servers' orders connects to it too).
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Store a new match with its seats (token hashes), all or nothing.
    pub async fn create_match(&self, m: &StoredMatch, seats: &[(String, Option<usize>)]) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("INSERT INTO matches (id, scenario, seed, players, created) VALUES ($1, $2, $3, $4, $5)")
            .bind(&m.id)
            .bind(&m.scenario)
            .bind(to_db(m.seed))
            .bind(m.players.join(","))
            .bind(now())
            .execute(&mut *tx)
            .await?;
        for (hash, side) in seats {
            sqlx::query("INSERT INTO seats (token_hash, match_id, side) VALUES ($1, $2, $3)")
                .bind(hash)
                .bind(&m.id)
                .bind(side.map_or(-1, |s| s as i64))
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// The seat a token's hash opens, if any.
    pub async fn seat(&self, token_hash: &str) -> Result<Option<Seat>, StoreError> {
        let row = sqlx::query("SELECT match_id, side FROM seats WHERE token_hash = $1")
            .bind(token_hash)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| {
            let side: i64 = r.get(1);
            Seat { match_id: r.get(0), side: usize::try_from(side).ok() }
        }))
    }

    pub async fn load_match(&self, id: &str) -> Result<Option<StoredMatch>, StoreError> {
        let row = sqlx::query("SELECT id, scenario, seed, players FROM matches WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| {
            let players: String = r.get(3);
            StoredMatch {
                id: r.get(0),
                scenario: r.get(1),
                seed: from_db(r.get(2)),
                players: players.split(',').map(str::to_string).collect(),
            }
        }))
    }

    /// The match's orders from place `from` on, in order.
    pub async fn orders_from(&self, id: &str, from: u64) -> Result<Vec<StoredOrder>, StoreError> {
        let rows =
            sqlx::query("SELECT idx, side, body, hash FROM orders WHERE match_id = $1 AND idx >= $2 ORDER BY idx")
                .bind(id)
                .bind(from as i64)
                .fetch_all(&self.pool)
                .await?;
        rows.into_iter()
            .enumerate()
            .map(|(k, r)| {
                let idx: i64 = r.get(0);
                let side: i64 = r.get(1);
                if idx as u64 != from + k as u64 {
                    return Err(StoreError::Corrupt {
                        match_id: id.to_string(),
                        message: format!("order {} is missing", from + k as u64),
                    });
                }
                Ok(StoredOrder { idx: idx as u64, side: side as usize, body: r.get(2), hash: from_db(r.get(3)) })
            })
            .collect()
    }

    /// How many orders each match has (for tests and the load run's count of what was stored).
    pub async fn order_count(&self, id: &str) -> Result<u64, StoreError> {
        let n: i64 =
            sqlx::query("SELECT COUNT(*) FROM orders WHERE match_id = $1").bind(id).fetch_one(&self.pool).await?.get(0);
        Ok(n as u64)
    }

    /// Store order `o` of match `id`. Fails with `Taken` when another server stored that place first. With
    /// PostgreSQL the other servers are told in the same transaction, so they hear of it once it is committed.
    pub async fn append(&self, id: &str, o: &StoredOrder) -> Result<(), AppendError> {
        let mut tx = self.pool.begin().await.map_err(StoreError::from)?;
        let ins = sqlx::query("INSERT INTO orders (match_id, idx, side, body, hash) VALUES ($1, $2, $3, $4, $5)")
            .bind(id)
            .bind(o.idx as i64)
            .bind(o.side as i64)
            .bind(&o.body)
            .bind(to_db(o.hash))
            .execute(&mut *tx)
            .await;
        if let Err(e) = ins {
            let taken = matches!(&e, sqlx::Error::Database(d) if d.is_unique_violation());
            return Err(if taken { AppendError::Taken } else { StoreError::from(e).into() });
        }
        if self.backend == Backend::Postgres {
            sqlx::query("SELECT pg_notify($1, $2)")
                .bind(CHANNEL)
                .bind(format!("{id}:{}", o.idx))
                .execute(&mut *tx)
                .await
                .map_err(StoreError::from)?;
        }
        tx.commit().await.map_err(StoreError::from)?;
        Ok(())
    }
}

fn now() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs() as i64)
}
