//! `hexmarshal-server`: the match server's command line. `serve` (the default) hosts matches on an embedded SQLite
//! file, or on PostgreSQL with `--db postgres://...`; `load` runs the bounded load benchmark on loopback.

use clap::{Parser, Subcommand};
use std::process::ExitCode;

mod load;

#[derive(Parser)]
#[command(name = "hexmarshal-server", version, about = "Hexmarshal's match server: play a friend at a distance")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Host matches (the default).
    Serve(ServeArgs),
    /// The bounded load benchmark: many matches and seats at once on 127.0.0.1, with orders/s and latency.
    Load(load::LoadArgs),
}

#[derive(clap::Args, Default)]
struct ServeArgs {
    /// Where to listen.
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: String,
    /// The database: `sqlite://FILE` or `postgres://USER@HOST/DB`. Default: an SQLite file in the user's data folder.
    #[arg(long)]
    db: Option<String>,
    /// Serve the browser build from this folder (made by `web/build.sh`) at `/`, so that a seat's link opens the
    /// game from this server.
    #[arg(long)]
    web: Option<std::path::PathBuf>,
    /// How many messages a second each connection may send (it may send twice that at once); more are answered
    /// `rate_limited`, and a connection that keeps on is closed.
    #[arg(long, default_value_t = hexmarshal_server::hub::Limits::default().per_second)]
    messages_per_second: f64,
}

/// The embedded default: `server.sqlite` in the user's data folder (created if missing).
fn default_db() -> Result<String, String> {
    let dirs =
        directories::ProjectDirs::from("", "", "hexmarshal").ok_or("no home folder to keep matches in: give --db")?;
    let dir = dirs.data_dir();
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    Ok(format!("sqlite://{}", dir.join("server.sqlite").display()))
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let rt = match tokio::runtime::Builder::new_multi_thread().enable_all().build() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("hexmarshal-server: {e}");
            return ExitCode::FAILURE;
        }
    };
    let result = rt.block_on(async {
        match cli.command.unwrap_or(Command::Serve(ServeArgs {
            addr: "127.0.0.1:8080".into(),
            db: None,
            web: None,
            messages_per_second: hexmarshal_server::hub::Limits::default().per_second,
        })) {
            Command::Serve(a) => serve(a).await,
            Command::Load(a) => load::run(a).await,
        }
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("hexmarshal-server: {e}");
            ExitCode::FAILURE
        }
    }
}

async fn serve(a: ServeArgs) -> Result<(), String> {
    let db = match a.db {
        Some(d) => d,
        None => default_db()?,
    };
    if !(a.messages_per_second.is_finite() && a.messages_per_second >= 1.0) {
        return Err(format!("--messages-per-second {}: give a number of 1 or more", a.messages_per_second));
    }
    let limits =
        hexmarshal_server::hub::Limits { burst: 2.0 * a.messages_per_second, per_second: a.messages_per_second };
    let config = hexmarshal_server::Config { web: a.web.clone(), limits };
    let running = hexmarshal_server::start_with(&a.addr, &db, config).await?;
    if let Some(w) = &a.web {
        println!("hexmarshal-server: serving the browser build from {}", w.display());
    }
    println!("hexmarshal-server: listening on http://{} with {}", running.addr, shown_db(&db));
    tokio::select! {
        r = running.task => r.map_err(|e| e.to_string()),
        _ = tokio::signal::ctrl_c() => { println!("hexmarshal-server: stopped"); Ok(()) }
    }
}

/// The database address without its password.
fn shown_db(db: &str) -> String {
    match (db.find("://"), db.find('@')) {
        (Some(s), Some(at)) if at > s => {
            let user = &db[s + 3..at];
            let user = user.split(':').next().unwrap_or_default();
            format!("{}{user}@{}", &db[..s + 3], &db[at + 1..])
        }
        _ => db.to_string(),
    }
}
