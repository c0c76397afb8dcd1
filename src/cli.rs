//! The command line: `check`, `replay`, `link`, `simulate`, `los`, and the window (`play`, `watch`, `edit`, or the title screen when no subcommand is given).

use crate::game::Session;
use crate::game::messages::Order;
use crate::save;
use crate::scenario::{self, Scenario};
use clap::{Parser, Subcommand};
use hexmarshal_rules::ai::{self, Player};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::path::{Path, PathBuf};
use std::time::Instant;

#[derive(Parser, Debug)]
#[command(name = "hexmarshal", version, about = "Hex wargames with the rules enforced")]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Save a screenshot of the window to this PNG after a few frames, then exit (for tests).
    #[arg(long, global = true)]
    pub screenshot: Option<PathBuf>,
    /// Play a scripted game through the real window (title, new game, curtain, a card, a move, an attack), saving
    /// a screenshot of each step in this folder, then exit (the real-window test).
    #[arg(long, global = true)]
    pub demo: Option<PathBuf>,
    /// Pan the camera for N frames, print frame-time figures (p50, p99, max), then exit.
    #[arg(long, global = true)]
    pub frame_stats: Option<u32>,
    /// Print the time from start to the first frame.
    #[arg(long, global = true)]
    pub timings: bool,
    /// Open the window as a player would, leave it alone, then print how many frames it drew in this many
    /// seconds of idling (after a few to settle) and exit: an idle window should draw next to none.
    #[arg(long, global = true)]
    pub idle_frames: Option<f32>,
    /// The window's size in logical pixels, WIDTHxHEIGHT (default 1440x900): to see the layout of a laptop,
    /// a tablet or a phone.
    #[arg(long, global = true, value_parser = parse_size)]
    pub size: Option<(u32, u32)>,
    /// Play against the computer: it takes the side `--computer-side` names (the second by default), at this level
    /// (`ai:easy`, `ai:normal`, `ai:hard`).
    #[arg(long, global = true)]
    pub computer: Option<Player>,
    /// The side the computer plays with `--computer` (0 or 1).
    #[arg(long, global = true, default_value_t = 1)]
    pub computer_side: usize,
    /// With `--screenshot`: the frame at which to take it (the default, 40, is soon after the game starts).
    #[arg(long, global = true, default_value_t = 40)]
    pub screenshot_frame: u32,
    /// Select this unit of the side at the table as soon as the game shows it (with `--screenshot`: to see its arcs,
    /// moves and targets as a player who clicked it would).
    #[arg(long, global = true)]
    pub select: Option<String>,
    /// As soon as the table shows, watch again what happened since the seated side's last order (the bar's "Their
    /// turn again"), as a player who came back to the table would.
    #[arg(long, global = true)]
    pub recap: bool,
    /// Open the rules help as soon as the table shows: at this section's anchor, or at its contents (`contents`).
    #[arg(long, global = true)]
    pub rules: Option<String>,
}

/// The players `--computer` and `--computer-side` ask for, or why they cannot be.
pub fn computer_players(computer: Option<Player>, side: usize) -> Result<Option<[Player; 2]>, String> {
    let Some(p) = computer else { return Ok(None) };
    if side > 1 {
        return Err(format!("--computer-side must be 0 or 1, not {side}"));
    }
    let mut players = [Player::Person; 2];
    players[side] = p;
    Ok(Some(players))
}

/// "390x844" as (390, 844), each side from 200 to 8000.
fn parse_size(s: &str) -> Result<(u32, u32), String> {
    let (w, h) = s.split_once(['x', 'X']).ok_or_else(|| format!("expected WIDTHxHEIGHT, like 390x844, not {s}"))?;
    let side =
        |v: &str| {
            v.trim().parse::<u32>().ok().filter(|n| (200..=8000).contains(n)).ok_or_else(|| {
                format!("each side must be a whole number from 200 to 8000, not {}", crate::text::shown(v))
            })
        };
    Ok((side(w)?, side(h)?))
}

/// Options of the game window.
#[derive(Debug, Clone, Default)]
pub struct WindowOptions {
    pub screenshot: Option<PathBuf>,
    pub demo: Option<PathBuf>,
    pub frame_stats: Option<u32>,
    pub timings: bool,
    /// Count the frames drawn over this many idle seconds, print them and exit (`--idle-frames`).
    pub idle_frames: Option<f32>,
    /// The window's size, if not the default.
    pub size: Option<(u32, u32)>,
    /// Who plays each side of a game started at once (`play`): people unless the computer was asked for.
    pub players: Option<[Player; 2]>,
    /// The frame at which `screenshot` is taken (0: the default, 40).
    pub screenshot_frame: u32,
    /// A unit to select once the game shows it (`--select`).
    pub select: Option<String>,
    /// Watch the other side's turn again once the game shows (`--recap`).
    pub recap: bool,
    /// Open the rules help once the game shows, at this section or the contents (`--rules`).
    pub rules: Option<String>,
    /// Open the scenario editor instead of the title screen: `Some(None)` on a blank map, `Some(Some(file))` on a file.
    pub editor: Option<Option<PathBuf>>,
    /// Join a match on a server at once: a link (`...?server=...&join=TOKEN`) or a seat's token.
    pub join: Option<String>,
    /// Watch a save again at once (`watch`).
    pub watch: Option<WatchOptions>,
}

/// What `hexmarshal watch` opens: the save, the order to stop at, the side to show and whether to lay both open.
#[derive(Debug, Clone, Default)]
pub struct WatchOptions {
    pub save: PathBuf,
    pub at: usize,
    pub side: Option<usize>,
    pub open: bool,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Start a game at once: the scenario file given (a save, `.save.ron`, goes on where it stopped), or the bundled default.
    Play { file: Option<PathBuf> },
    /// Join a match on a match server: the link a friend sent (`...?server=ADDRESS&join=TOKEN`), or a seat's token
    /// (the server is then the one in the settings, by default http://127.0.0.1:8080).
    Join { link: String },
    /// Watch a saved game again in the window, from its first order (see docs/replays-and-links.md).
    Watch {
        save: PathBuf,
        /// Stop at this many orders played.
        #[arg(long, default_value_t = 0)]
        at: usize,
        /// Show this side's view (0 or 1; a running game shows only its seated side).
        #[arg(long)]
        side: Option<usize>,
        /// Lay both sides open (a finished game only).
        #[arg(long)]
        open: bool,
    },
    /// Open the scenario editor: on the file given (saving writes back to it), or on a blank map.
    Edit { file: Option<PathBuf> },
    /// Validate scenarios and saves (saves are files ending in `.save.ron`); exit 1 if any is invalid.
    Check {
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Print a link that carries a scenario whole in the address (`BASE#scenario=...`), after checking the file;
    /// exit 1 if it is invalid or too big for a link (see docs/links.md).
    Link {
        file: PathBuf,
        /// The address of the browser build the link opens in (none: the fragment alone, which the client's Open a
        /// link takes too).
        #[arg(long, default_value = "")]
        base: String,
    },
    /// Replay a save from its scenario and seed.
    Replay {
        save: PathBuf,
        /// Check the state hash after every order and the final snapshot.
        #[arg(long)]
        verify: bool,
    },
    /// Play a scripted situation (scenario, fixed dice, orders by side, checks) and print one JSON line per step;
    /// exit 1 if a check fails. See docs/scripts.md.
    Script { file: PathBuf },
    /// Explain the line of sight between two hexes of a scenario (units in place), hex by hex.
    Los {
        file: PathBuf,
        /// Firer's hex as `COL,ROW`.
        #[arg(value_parser = parse_coord)]
        from: crate::rules::Coord,
        /// Target's hex as `COL,ROW`.
        #[arg(value_parser = parse_coord)]
        to: crate::rules::Coord,
    },
    /// Play N games of random legal orders headless, checking invariants after every order.
    Simulate {
        file: PathBuf,
        /// How many games; by default the number the test suite plays for the scenario's ruleset.
        #[arg(long)]
        games: Option<u32>,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Give up on a game after this many orders (counted as a violation: every game must end).
        #[arg(long, default_value_t = 20_000)]
        max_orders: u32,
        /// Print every order and what it did (last game only: `--games 58 --verbose` shows game 57).
        #[arg(long)]
        verbose: bool,
        /// Play games on this many threads; the results are the same as on one.
        #[arg(long, default_value_t = 1)]
        threads: usize,
        /// Who plays both sides: `random` (eager to fight), `greedy`, or the computer at a level (`ai:easy`,
        /// `ai:normal`, `ai:hard`).
        #[arg(long, default_value = "random")]
        policy: Player,
        /// Write the last game as a save here (to watch it again, or to load it).
        #[arg(long)]
        save_last: Option<PathBuf>,
    },
    /// Host matches for players at a distance: runs the match server, `hexmarshal-server serve`, with these
    /// arguments (`--addr`, `--db`); it is a program of its own, built on the rules alone (docs/server.md).
    Serve {
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
    /// Two players meet over N games of a scenario, each playing both sides equally; print the first player's wins,
    /// draws and losses, its score with a 95 % interval, and the mean seconds per decision of each.
    Arena {
        file: PathBuf,
        /// The first player: `random`, `greedy`, `ai:easy`, `ai:normal` or `ai:hard`.
        #[arg(long, default_value = "ai:normal")]
        a: Player,
        /// The second player.
        #[arg(long, default_value = "random")]
        b: Player,
        #[arg(long, default_value_t = 20)]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// A game still going after this many orders stops and counts as a draw (reported as unfinished).
        #[arg(long, default_value_t = 5000)]
        max_orders: u32,
        /// Play games on this many threads; the results are the same as on one (the seconds per decision are not).
        #[arg(long, default_value_t = 1)]
        threads: usize,
    },
}

/// Parse `COL,ROW` (parentheses and spaces allowed).
pub fn parse_coord(s: &str) -> Result<crate::rules::Coord, String> {
    let t: String = s.chars().filter(|c| !matches!(c, '(' | ')' | ' ')).collect();
    let (c, r) = t.split_once(',').ok_or_else(|| format!("`{s}` is not COL,ROW"))?;
    let c = c.parse::<i32>().map_err(|_| format!("`{s}`: column is not a number"))?;
    let r = r.parse::<i32>().map_err(|_| format!("`{s}`: row is not a number"))?;
    Ok(crate::rules::Coord(c, r))
}

/// `hexmarshal los`: prints the verdict and why, hex by hex.
pub fn los(path: &Path, from: crate::rules::Coord, to: crate::rules::Coord) -> i32 {
    use crate::rules::los::{GrazeRule, LosIndex};
    let Some(scenario) = load_or_report(path) else { return 1 };
    for c in [from, to] {
        if !scenario.grid.contains(c) {
            crate::say!(
                "{}: hex {c} is off the map ({}x{})",
                path.display(),
                scenario.grid.width,
                scenario.grid.height
            );
            return 1;
        }
    }
    let index = LosIndex::new(&scenario.grid, scenario.ruleset);
    let rules = index.rules;
    // Where only the looking side's own units block, the side looking is the one with a unit at FROM.
    let looking = scenario.units.iter().find(|u| u.at == from).map(|u| u.side);
    let occ = match rules.units_block {
        crate::rules::los::UnitsBlock::Friends => index.occupancy(
            scenario.units.iter().filter(|u| Some(u.side) == looking && u.carried_by.is_none()).map(|u| u.at),
        ),
        _ => index.occupancy(scenario.units.iter().map(|u| u.at)),
    };
    crate::say!(
        "Line of sight {from} -> {to} in \"{}\" ({} rules: units {} sight; {}).",
        scenario.name(),
        scenario.ruleset.title(),
        match rules.units_block {
            crate::rules::los::UnitsBlock::Never => "never block",
            crate::rules::los::UnitsBlock::All => "block",
            crate::rules::los::UnitsBlock::Friends => "of the looking side block",
        },
        match rules.graze {
            GrazeRule::BothSides => "a line along a hexside is blocked only if both sides block",
            GrazeRule::Touch => "touching an obstacle blocks",
        }
    );
    let report = crate::game::los::los_report(&index, &occ, from, to, true);
    if report.notes.is_empty() {
        crate::say!("  (adjacent hexes: nothing lies between them)");
    }
    for n in &report.notes {
        crate::say!("  {} {}: {}", n.contact, n.at, n.text);
    }
    crate::say!("Verdict: {}", report.verdict);
    0
}

/// Load a scenario, printing its located errors if it is invalid.
fn load_or_report(path: &Path) -> Option<Scenario> {
    scenario::load_file(path)
        .map_err(|r| {
            for l in r.lines() {
                crate::say!("{l}");
            }
        })
        .ok()
}

/// Is this path a save rather than a scenario?
pub fn is_save_path(p: &Path) -> bool {
    p.to_string_lossy().ends_with(".save.ron")
}

/// `hexmarshal check`: returns the process exit code.
/// `hexmarshal link`.
pub fn link(file: &Path, base: &str) -> i32 {
    let shown = file.display().to_string();
    let text = match crate::text::read(file) {
        Ok(t) => t,
        Err(why) => {
            crate::say_err!("{shown}: {why}");
            return 1;
        }
    };
    if let Err(report) = scenario::load_str(&text, &shown) {
        for line in report.lines() {
            crate::say_err!("{line}");
        }
        return 1;
    }
    match hexmarshal_rules::link::make(base, &text) {
        Ok(link) => {
            println!("{link}");
            0
        }
        Err(e) => {
            crate::say_err!("{shown}: {e}");
            1
        }
    }
}

pub fn check(files: &[PathBuf]) -> i32 {
    let mut bad = 0;
    for f in files {
        if is_save_path(f) {
            match save::load_from(f) {
                Ok((s, _)) => crate::say!("{}: ok (save, {} orders verified)", f.display(), s.orders.len()),
                Err(e) => {
                    bad += 1;
                    crate::say!("{e}");
                }
            }
            continue;
        }
        match scenario::load_file(f) {
            Ok(s) => {
                crate::say!(
                    "{}: ok ({}, {}, {}x{}, {} units)",
                    f.display(),
                    s.name(),
                    s.ruleset,
                    s.grid.width,
                    s.grid.height,
                    s.units.len()
                );
                // Warnings do not fail the check: the scenario plays, but perhaps not as meant.
                for w in scenario::warnings(&s) {
                    crate::say!("{}: warning: {w}", f.display());
                }
            }
            Err(report) => {
                bad += 1;
                for line in report.lines() {
                    crate::say!("{line}");
                }
            }
        }
    }
    i32::from(bad > 0)
}

/// `hexmarshal replay`.
pub fn replay(path: &Path, verify: bool) -> i32 {
    let file = path.display().to_string();
    let text = match crate::text::read(path) {
        Ok(t) => t,
        Err(e) => {
            crate::say!("{file}: {e}");
            return 1;
        }
    };
    let save = match save::SaveFile::from_ron(&text, &file) {
        Ok(s) => s,
        Err(e) => {
            crate::say!("{e}");
            return 1;
        }
    };
    if verify {
        match save.replay(&file) {
            Ok(s) => {
                crate::say!(
                    "{file}: {} orders replayed, every state hash matches; final hash {:016x}",
                    save.orders.len(),
                    s.hash()
                );
                0
            }
            Err(e) => {
                crate::say!("{e}");
                1
            }
        }
    } else {
        match save.scenario.validate() {
            Ok(sc) => {
                let mut s = Session::new(&sc, save.seed);
                for (i, o) in save.orders.iter().enumerate() {
                    if let Err(e) = s.submit(o.side, o.order.clone()) {
                        crate::say!("{file}: order {i} ({}) refused: {e}", o.order);
                        return 1;
                    }
                }
                crate::say!("{file}: {} orders replayed; final hash {:016x}", save.orders.len(), s.hash());
                0
            }
            Err(e) => {
                for x in e.0 {
                    crate::say!("{file}: {x}");
                }
                1
            }
        }
    }
}

/// The result of one simulated game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRun {
    pub orders: u32,
    /// Digest of every order chosen, in words, then the result: two runs that chose the same orders and ended the
    /// same way have the same digest, whatever the state hash's form.
    pub digest: u64,
    pub winner: Option<usize>,
    pub ended: bool,
    pub violations: Vec<String>,
}

/// Play one game of uniformly random legal orders, checking invariants after every order.
pub fn simulate_one(scenario: &Scenario, game_seed: u64, chooser_seed: u64, max_orders: u32, verbose: bool) -> GameRun {
    let mut session = Session::new(scenario, game_seed);
    let game = SelfPlay { chooser_seed, max_orders, verbose, policy: Player::Random };
    play_one(&mut session, &game)
}

/// How a self-play game is played: who gives both sides' orders, from which seed, for how long.
pub struct SelfPlay {
    pub chooser_seed: u64,
    pub max_orders: u32,
    pub verbose: bool,
    pub policy: Player,
}

/// Play the game `session` holds to its end (or `max_orders`), as `simulate_one` does, both sides by `game.policy`
/// (the random player keeps one stream of choices for the whole game, as self-play always has).
fn play_one(session: &mut Session, game: &SelfPlay) -> GameRun {
    let SelfPlay { chooser_seed, max_orders, verbose, policy } = *game;
    let mut pick = ChaCha8Rng::seed_from_u64(chooser_seed);
    let mut violations = Vec::new();
    let mut orders = 0;
    let mut digest = crate::game::hash::StableHasher::new();
    let mut legal = Vec::new();
    while !session.is_over() && orders < max_orders {
        let side = session.to_act();
        session.legal_orders_into(side, &mut legal);
        if legal.is_empty() {
            violations.push(format!("order {orders}: side {side} to act has no legal order"));
            break;
        }
        let order: Order = match policy {
            Player::Random | Player::Person => choose(&legal, &mut pick).clone(),
            _ => match ai::decide(session, side, policy, chooser_seed ^ side as u64) {
                Some(o) => o,
                None => choose(&legal, &mut pick).clone(),
            },
        };
        std::hash::Hash::hash(&(side, order.to_string()), &mut digest);
        match session.submit(side, order.clone()) {
            Err(e) => {
                violations.push(format!("order {orders}: legal order `{order}` was refused: {e}"));
                break;
            }
            Ok(outcomes) if verbose => {
                crate::say!("[{orders}] side {side}: {order}");
                for o in outcomes {
                    crate::say!("      {}", crate::game::messages::describe(&o));
                }
            }
            Ok(_) => {}
        }
        orders += 1;
        violations.extend(session.invariants().into_iter().map(|v| format!("order {orders} ({order}): {v}")));
        if !violations.is_empty() {
            break;
        }
    }
    let ended = session.is_over();
    if !ended && violations.is_empty() {
        violations.push(format!("game did not end within {max_orders} orders"));
    }
    let winner = session.result().and_then(|(w, _)| *w);
    std::hash::Hash::hash(&(winner, ended), &mut digest);
    GameRun { orders, digest: std::hash::Hasher::finish(&digest), winner, ended, violations }
}

/// The self-play policy: random, but eager to fight and slow to end a turn, so games reach a result (the computer
/// opponent's random player, `ai::policy::random_order`).
pub fn choose<'a>(legal: &'a [Order], pick: &mut ChaCha8Rng) -> &'a Order {
    ai::policy::random_order(legal, pick)
}

/// `hexmarshal simulate`.
pub fn simulate(
    path: &Path,
    games: Option<u32>,
    seed: u64,
    run: &SelfPlay,
    (threads, save_last): (usize, Option<&Path>),
) -> i32 {
    let verbose = run.verbose;
    let Some(scenario) = load_or_report(path) else { return 1 };
    let games = games.unwrap_or(scenario.setup().ruleset.params().self_play_games);
    let start = Instant::now();
    let mut violations = 0u32;
    let mut wins = [0u32; 2];
    let mut draws = 0;
    let mut total_orders = 0u64;
    let mut digest = crate::game::hash::StableHasher::new();
    let game_seed = |g: u32| seed.wrapping_mul(1_000_003).wrapping_add(u64::from(g));
    // One session per thread plays its games one after another (a new game replaces the last in the same app).
    let play = |session: &mut Option<Session>, g: u32| {
        let s = game_seed(g);
        let session = match session {
            Some(x) => {
                x.restart(&scenario, s);
                x
            }
            None => session.insert(Session::new(&scenario, s)),
        };
        let game = SelfPlay { chooser_seed: s ^ 0x5eed, verbose: verbose && g == games - 1, ..*run };
        play_one(session, &game)
    };
    // Each thread plays every `threads`-th game; the runs are then read back in game order, so the figures and
    // the digest do not depend on the number of threads.
    let threads = threads.clamp(1, games.max(1) as usize);
    let runs: Vec<GameRun> = if threads == 1 {
        let mut session = None;
        (0..games).map(|g| play(&mut session, g)).collect()
    } else {
        let mut slots: Vec<Option<GameRun>> = vec![None; games as usize];
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads)
                .map(|t| {
                    let play = &play;
                    scope.spawn(move || {
                        let mut session = None;
                        (t as u32..games).step_by(threads).map(|g| (g, play(&mut session, g))).collect::<Vec<_>>()
                    })
                })
                .collect();
            for h in handles {
                for (g, run) in h.join().expect("a simulation thread panicked") {
                    slots[g as usize] = Some(run);
                }
            }
        });
        slots.into_iter().map(|r| r.expect("every game was played")).collect()
    };
    for (g, run) in (0..games).zip(runs) {
        let game_seed = game_seed(g);
        total_orders += u64::from(run.orders);
        std::hash::Hasher::write_u64(&mut digest, run.digest);
        match run.winner {
            Some(w) if w < 2 => wins[w] += 1,
            _ => draws += 1,
        }
        for v in &run.violations {
            crate::say!("game {g} (seed {game_seed}): {v}");
        }
        violations += run.violations.len() as u32;
    }
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    let names: Vec<&str> = scenario.sides().iter().map(|s| s.id.as_str()).collect();
    crate::say!(
        "{}: {} wins {}, {} wins {}, draws {}, mean orders per game {:.1}",
        path.display(),
        names.first().unwrap_or(&"side0"),
        wins[0],
        names.get(1).unwrap_or(&"side1"),
        wins[1],
        draws,
        total_orders as f64 / f64::from(games.max(1))
    );
    crate::say!(
        "games={games} violations={violations} games_per_s={:.1} orders_digest={:016x}",
        f64::from(games) / secs,
        std::hash::Hasher::finish(&digest)
    );
    // The last game again, kept as a save: the same seeds give the same game.
    if let Some(out) = save_last
        && games > 0
    {
        let mut session = Session::new(&scenario, game_seed(games - 1));
        let game = SelfPlay { chooser_seed: game_seed(games - 1) ^ 0x5eed, verbose: false, ..*run };
        play_one(&mut session, &game);
        let save = save::SaveFile::from_session(&session).to_ron();
        if let Err(e) = save::write_atomic(out, save.as_bytes()) {
            crate::say_err!("{}: {e}", out.display());
            return 1;
        }
        crate::say!("the last game is saved as {}", out.display());
    }
    i32::from(violations > 0)
}

/// `hexmarshal serve`: the match server is its own program (it links no window), found beside this one or on the
/// PATH; this runs it and passes its exit status on.
#[cfg(not(target_arch = "wasm32"))]
pub fn serve(args: &[String]) -> i32 {
    let name = format!("hexmarshal-server{}", std::env::consts::EXE_SUFFIX);
    let beside = std::env::current_exe().ok().and_then(|p| p.parent().map(|d| d.join(&name))).filter(|p| p.is_file());
    let program = beside.unwrap_or_else(|| PathBuf::from(&name));
    match std::process::Command::new(&program).arg("serve").args(args).status() {
        Ok(status) => status.code().unwrap_or(1),
        Err(e) => {
            crate::say_err!(
                "hexmarshal serve: cannot run {} ({e}); the match server is a program of its own: build it with \
                 ./serve.sh or `cargo build --release -p hexmarshal-server`",
                program.display()
            );
            1
        }
    }
}

/// `hexmarshal arena`.
pub fn arena(path: &Path, arena: &ai::arena::Arena) -> i32 {
    let Some(scenario) = load_or_report(path) else { return 1 };
    if arena.a == Player::Person || arena.b == Player::Person {
        crate::say!("the arena seats computer players only: random, greedy, ai:easy, ai:normal or ai:hard");
        return 2;
    }
    let t = arena.run(&scenario);
    let (lo, hi) = t.interval();
    crate::say!(
        "{}: {} against {}, {} games from seed {} (each side equally)",
        path.display(),
        arena.a,
        arena.b,
        t.games.len(),
        arena.seed
    );
    crate::say!(
        "wins {} draws {} losses {} (unfinished {}): score {:.1} % [95 % interval {:.1} to {:.1}]; as side 0 {:.1} %, as side 1 {:.1} %",
        t.wins(),
        t.draws(),
        t.losses(),
        t.unfinished(),
        100.0 * t.score(),
        100.0 * lo,
        100.0 * hi,
        100.0 * t.score_as(0),
        100.0 * t.score_as(1)
    );
    let (first, (flo, fhi)) = t.side_score(0);
    crate::say!(
        "the first side ({}) scored {:.1} % [95 % interval {:.1} to {:.1}], whoever played it (the scenario's balance when both players are the same)",
        scenario.sides().first().map_or("?", |s| s.id.as_str()),
        100.0 * first,
        100.0 * flo,
        100.0 * fhi
    );
    crate::say!(
        "seconds per decision: {} {:.4}, {} {:.4}; mean orders per game {:.1}",
        arena.a,
        t.seconds_per_decision(0),
        arena.b,
        t.seconds_per_decision(1),
        t.games.iter().map(|g| f64::from(g.orders)).sum::<f64>() / t.games.len().max(1) as f64
    );
    0
}
