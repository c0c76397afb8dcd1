//! Self-play from the rules crate alone, as `hexmarshal simulate` plays (the same seeds, the same random player,
//! one thread, 20 000 orders at most a game): `cargo run -p hexmarshal-rules --release --example selfplay -- FILE
//! GAMES SEED`. Checks the invariants after every order, as the client's self-play does, and prints games and
//! orders per second (the engine's speed under the computer's search), the violations and the orders digest
//! (`orders_digest`, the same figure `hexmarshal simulate` prints for the same games and seed). `states_digest`
//! folds in the state hash after every order as well, so a change meant to alter no game (a refactoring of the
//! engines) can show it keeps saves' hashes too. A fourth argument `nostates` leaves that hash out (the digest then
//! reads 0), so the figures time exactly what `simulate` does: list, choose, apply, check the invariants.

// The allocator `hexmarshal` itself runs on, so these figures are the command line's.
#[cfg(all(not(target_arch = "wasm32"), not(target_os = "macos")))]
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

use hexmarshal_rules::ai::policy::random_order;
use hexmarshal_rules::rules::stable_hash::StableHasher;
use hexmarshal_rules::session::Session;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::hash::{Hash, Hasher};
use std::time::Instant;

const MAX_ORDERS: u32 = 20_000;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let arg = |k: usize, d: &str| args.get(k).cloned().unwrap_or_else(|| d.to_string());
    let file = arg(1, "scenarios/hastings_1066.ron");
    let scenario =
        hexmarshal_rules::scenario::load_file(std::path::Path::new(&file)).unwrap_or_else(|e| panic!("{e:?}"));
    let games: u32 = arg(2, "100").parse().unwrap();
    let seed: u64 = arg(3, "1").parse().unwrap();
    let with_states = arg(4, "states") != "nostates";
    let start = Instant::now();
    let mut orders = 0u64;
    let mut violations = 0u32;
    let mut all = StableHasher::new();
    let mut states = StableHasher::new();
    for g in 0..games {
        let s = seed.wrapping_mul(1_000_003).wrapping_add(u64::from(g));
        let mut session = Session::new(&scenario, s);
        let mut pick = ChaCha8Rng::seed_from_u64(s ^ 0x5eed);
        let mut digest = StableHasher::new();
        let mut n = 0u32;
        let mut bad = Vec::new();
        let mut legal = Vec::new();
        while !session.is_over() && n < MAX_ORDERS {
            let side = session.to_act();
            session.legal_orders_into(side, &mut legal);
            if legal.is_empty() {
                bad.push(format!("order {n}: side {side} to act has no legal order"));
                break;
            }
            let o = random_order(&legal, &mut pick).clone();
            (side, o.to_string()).hash(&mut digest);
            if let Err(e) = session.submit(side, o.clone()) {
                bad.push(format!("order {n}: legal order `{o}` was refused: {e}"));
                break;
            }
            n += 1;
            if with_states {
                states.write_u64(session.hash());
            }
            bad.extend(session.invariants().into_iter().map(|v| format!("order {n} ({o}): {v}")));
            if !bad.is_empty() {
                break;
            }
        }
        let ended = session.is_over();
        if !ended && bad.is_empty() {
            bad.push(format!("game did not end within {MAX_ORDERS} orders"));
        }
        let winner = session.result().and_then(|(w, _)| *w);
        (winner, ended).hash(&mut digest);
        all.write_u64(digest.finish());
        for v in &bad {
            println!("game {g} (seed {s}): {v}");
        }
        violations += bad.len() as u32;
        orders += u64::from(n);
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{file}: {games} games, {:.1} games/s, {:.0} orders/s, {:.1} orders per game",
        f64::from(games) / secs,
        orders as f64 / secs,
        orders as f64 / f64::from(games)
    );
    println!(
        "games={games} violations={violations} orders_digest={:016x} states_digest={:016x}",
        all.finish(),
        states.finish()
    );
}
