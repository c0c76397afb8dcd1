//! The `hexmarshal` binary: parses the command line and runs a subcommand or opens the game window (in the browser, the page's canvas).

#[cfg(all(not(target_arch = "wasm32"), not(target_os = "macos")))]
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use clap::Parser;
    use hexmarshal::cli::{self, Cli, Command};
    let args = Cli::parse();
    let players = match cli::computer_players(args.computer, args.computer_side) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let mut window = cli::WindowOptions {
        players,
        screenshot_frame: args.screenshot_frame,
        select: args.select.clone(),
        recap: args.recap,
        rules: args.rules.clone(),
        screenshot: args.screenshot.clone(),
        demo: args.demo.clone(),
        frame_stats: args.frame_stats,
        timings: args.timings,
        idle_frames: args.idle_frames,
        size: args.size,
        editor: None,
        join: None,
        watch: None,
    };
    let code = match args.command {
        Some(Command::Check { files }) => cli::check(&files),
        Some(Command::Link { file, base }) => cli::link(&file, &base),
        Some(Command::Replay { save, verify }) => cli::replay(&save, verify),
        Some(Command::Los { file, from, to }) => cli::los(&file, from, to),
        Some(Command::Script { file }) => hexmarshal::script::run_file(&file),
        Some(Command::Simulate { file, games, seed, max_orders, verbose, threads, policy, save_last }) => {
            let run = cli::SelfPlay { chooser_seed: 0, max_orders, verbose, policy };
            cli::simulate(&file, games, seed, &run, (threads, save_last.as_deref()))
        }
        Some(Command::Arena { file, a, b, games, seed, max_orders, threads }) => {
            cli::arena(&file, &hexmarshal_rules::ai::arena::Arena { a, b, games, seed, max_orders, threads })
        }
        Some(Command::Serve { args }) => cli::serve(&args),
        Some(Command::Play { file }) => hexmarshal::view::run_window(file, true, window),
        Some(Command::Join { link }) => {
            window.join = Some(link);
            hexmarshal::view::run_window(None, false, window)
        }
        Some(Command::Watch { save, at, side, open }) => {
            window.watch = Some(hexmarshal::cli::WatchOptions { save, at, side, open });
            hexmarshal::view::run_window(None, false, window)
        }
        Some(Command::Edit { file }) => {
            window.editor = Some(file);
            hexmarshal::view::run_window(None, false, window)
        }
        None => hexmarshal::view::run_window(None, false, window),
    };
    std::process::exit(code);
}

/// In the browser: `?play` in the page address starts the default scenario at once (`?play=NAME` a bundled one,
/// such as `?play=saint_lambert_1944.ron`), `?editor` opens the scenario editor; otherwise the title screen.
#[cfg(target_arch = "wasm32")]
fn main() {
    let search = web_sys::window().and_then(|w| w.location().search().ok()).unwrap_or_default();
    // Keys, not substrings: a seat's link (`?server=...&join=...`) may hold any letters.
    let has =
        |key: &str| search.trim_start_matches('?').split('&').any(|kv| kv == key || kv.starts_with(&format!("{key}=")));
    // The value of `key=VALUE`.
    let value =
        |key: &str| search.trim_start_matches('?').split('&').find_map(|kv| kv.strip_prefix(key)?.strip_prefix('='));
    let start_now = has("play");
    let named = value("play").filter(|n| hexmarshal::scenario::bundled(n).is_some()).map(std::path::PathBuf::from);
    // `computer=LEVEL` (easy, normal, hard): the computer plays the second side of the game started at once.
    let computer = value("computer").and_then(|l| format!("ai:{l}").parse::<hexmarshal_rules::ai::Player>().ok());
    // `computer-side=0` gives it the first side instead, as `--computer-side` does; `computer-side=both` has it play
    // both sides (a game to watch, as the title screen's Watch the computer).
    let side = value("computer-side");
    let players = match (computer, side) {
        (Some(p), Some("both")) => Some([p; 2]),
        _ => hexmarshal::cli::computer_players(computer, side.and_then(|s| s.parse().ok()).unwrap_or(1)).ok().flatten(),
    };
    let opts = hexmarshal::cli::WindowOptions { editor: has("editor").then_some(None), players, ..Default::default() };
    hexmarshal::view::run_window(named, start_now, opts);
}
