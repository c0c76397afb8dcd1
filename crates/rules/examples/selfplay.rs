//! Self-play speed from the rules crate alone, as `hexmarshal simulate` plays (the same seeds, the same random
//! player, one thread): `cargo run -p hexmarshal-rules --release --example selfplay -- FILE GAMES SEED`. Prints games
//! and orders per second, the engine's speed under the computer's search.

use hexmarshal_rules::ai::policy::random_order;
use hexmarshal_rules::session::Session;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let arg = |k: usize, d: &str| args.get(k).cloned().unwrap_or_else(|| d.to_string());
    let file = arg(1, "scenarios/hastings_1066.ron");
    let scenario =
        hexmarshal_rules::scenario::load_file(std::path::Path::new(&file)).unwrap_or_else(|e| panic!("{e:?}"));
    let games: u32 = arg(2, "100").parse().unwrap();
    let seed: u64 = arg(3, "1").parse().unwrap();
    let start = Instant::now();
    let mut orders = 0u64;
    for g in 0..games {
        let s = seed.wrapping_mul(1_000_003).wrapping_add(u64::from(g));
        let mut session = Session::new(&scenario, s);
        let mut pick = ChaCha8Rng::seed_from_u64(s ^ 0x5eed);
        while !session.is_over() && orders < u64::MAX {
            let side = session.to_act();
            let legal = session.legal_orders(side);
            if legal.is_empty() {
                break;
            }
            let o = random_order(&legal, &mut pick).clone();
            session.submit(side, o).expect("a legal order is accepted");
            orders += 1;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{file}: {games} games, {:.1} games/s, {:.0} orders/s, {:.1} orders per game",
        f64::from(games) / secs,
        orders as f64 / secs,
        orders as f64 / f64::from(games)
    );
}
