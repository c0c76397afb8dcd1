//! The bounded load benchmark: a server in this process on 127.0.0.1, `matches` matches with two seats each, every
//! seat giving a fixed number of orders (random legal ones, seeded) as fast as its turns come. It reports accepted
//! orders a second and the latency from sending an order to hearing it accepted (p50, p99), then checks every
//! match's stored orders against what its seats were told was accepted: none may be lost.

use hexmarshal_rules::ai::policy::random_order;
use hexmarshal_server::client::{self, Answer, Seat};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

#[derive(clap::Args)]
pub struct LoadArgs {
    /// The database (default: a new SQLite file in a temporary folder, removed after).
    #[arg(long)]
    db: Option<String>,
    /// Matches at once (two seats each).
    #[arg(long, default_value_t = 200)]
    matches: usize,
    /// Orders each seat gives (fewer if its match ends first).
    #[arg(long, default_value_t = 10)]
    orders: usize,
    /// The scenario played.
    #[arg(long, default_value = "scenarios/hastings_1066.ron")]
    scenario: String,
    /// Seed of the seats' choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// What one match's seats did.
#[derive(Default)]
struct SeatRun {
    accepted: Vec<Duration>,
    errors: Vec<String>,
}

pub async fn run(a: LoadArgs) -> Result<(), String> {
    let text = std::fs::read_to_string(&a.scenario).map_err(|e| format!("{}: {e}", a.scenario))?;
    let tmp = std::env::temp_dir().join(format!("hexmarshal-load-{}", std::process::id()));
    let db = match &a.db {
        Some(d) => d.clone(),
        None => {
            std::fs::create_dir_all(&tmp).map_err(|e| e.to_string())?;
            format!("sqlite://{}", tmp.join("load.sqlite").display())
        }
    };
    let server = hexmarshal_server::start("127.0.0.1:0", &db).await?;
    let http = format!("http://{}", server.addr);
    let ws = format!("ws://{}", server.addr);
    println!("load: {} matches, {} seats, {} orders a seat, on {}", a.matches, 2 * a.matches, a.orders, backend(&db));

    let mut created = Vec::new();
    for _ in 0..a.matches {
        created.push(client::create(&http, &text, 0, "person").await?);
    }
    // Every seat joins before any plays: all of them are connected at once.
    let mut pairs = Vec::new();
    for c in &created {
        let mut seats = Vec::new();
        for t in &c.seats {
            let t = t.as_ref().ok_or("a seat with no token")?;
            seats.push(Seat::join(&ws, t, false).await?);
        }
        pairs.push(seats);
    }
    let start = Instant::now();
    let mut tasks = Vec::new();
    for (m, seats) in pairs.into_iter().enumerate() {
        tasks.push((m, tokio::spawn(play(seats, 2 * a.orders, a.seed ^ ((m as u64) << 8)))));
    }
    let mut runs = Vec::new();
    for (m, t) in tasks {
        runs.push((m, t.await.map_err(|e| e.to_string())?));
    }
    let wall = start.elapsed();

    let mut lat: Vec<Duration> = runs.iter().flat_map(|(_, r)| r.accepted.iter().copied()).collect();
    lat.sort();
    let errors: Vec<&String> = runs.iter().flat_map(|(_, r)| r.errors.iter()).collect();
    let mut lost = 0u64;
    for (m, c) in created.iter().enumerate() {
        let told: u64 = runs.iter().filter(|(k, _)| *k == m).map(|(_, r)| r.accepted.len() as u64).sum();
        let stored = server.hub.store.order_count(&c.id).await.map_err(|e| e.to_string())?;
        lost += told.saturating_sub(stored);
    }
    let pct = |p: f64| lat.get(((lat.len() as f64 * p) as usize).min(lat.len().saturating_sub(1))).copied();
    let ms = |d: Option<Duration>| d.map_or("-".to_string(), |d| format!("{:.1} ms", d.as_secs_f64() * 1000.0));
    println!(
        "load: {} orders accepted in {:.2} s: {:.0} orders/s; latency p50 {}, p99 {}; {} lost, {} errors",
        lat.len(),
        wall.as_secs_f64(),
        lat.len() as f64 / wall.as_secs_f64(),
        ms(pct(0.50)),
        ms(pct(0.99)),
        lost,
        errors.len()
    );
    for e in errors.iter().take(5) {
        println!("load: error: {e}");
    }
    let _ = std::fs::remove_dir_all(&tmp);
    if lost > 0 || !errors.is_empty() {
        return Err(format!("{lost} orders lost and {} errors", errors.len()));
    }
    Ok(())
}

fn backend(db: &str) -> &'static str {
    if db.starts_with("sqlite") { "SQLite" } else { "PostgreSQL" }
}

/// One match: the seat whose side is to act gives a random legal order, timed until it is accepted, and both seats
/// take the update after it; until `orders` were given or the game ended. (A match is played one order at a time,
/// as players take turns; the matches run at once.)
async fn play(mut seats: Vec<Seat>, orders: usize, seed: u64) -> SeatRun {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut run = SeatRun::default();
    'game: while run.accepted.len() < orders && !seats[0].over {
        let to_act = seats[0].to_act;
        let Some(seat) = seats.iter_mut().find(|s| s.side == Some(to_act)) else {
            run.errors.push(format!("no seat for side {to_act}"));
            break;
        };
        if seat.legal.is_empty() {
            run.errors.push(format!("side {to_act} is to act with no legal order"));
            break;
        }
        let order = random_order(&seat.legal, &mut rng).clone();
        let t = Instant::now();
        match seat.order(&order).await {
            Ok(Answer::Accepted(idx)) => {
                run.accepted.push(t.elapsed());
                for s in seats.iter_mut() {
                    if let Err(e) = s.wait_for(idx + 1).await {
                        run.errors.push(e);
                        break 'game;
                    }
                }
            }
            Ok(Answer::Error { code, message }) => {
                run.errors.push(format!("{code}: {message}"));
                break;
            }
            Err(e) => {
                run.errors.push(e);
                break;
            }
        }
    }
    for s in seats {
        s.close().await;
    }
    run
}
