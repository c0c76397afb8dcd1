//! A quick arena from the rules crate alone (no window, no Bevy): `cargo run -p hexmarshal-rules --release --example
//! arena -- FILE A B GAMES SEED THREADS`. The client's `hexmarshal arena` is the same arena with its own printing.

// The allocator `hexmarshal` itself runs on, so these figures are the command line's.
#[cfg(all(not(target_arch = "wasm32"), not(target_os = "macos")))]
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

use hexmarshal_rules::ai::Player;
use hexmarshal_rules::ai::arena::Arena;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let arg = |k: usize, d: &str| args.get(k).cloned().unwrap_or_else(|| d.to_string());
    let scenario = hexmarshal_rules::scenario::load_file(std::path::Path::new(&arg(1, "scenarios/hastings_1066.ron")))
        .unwrap_or_else(|e| panic!("{e:?}"));
    let a: Player = arg(2, "ai:normal").parse().unwrap();
    let b: Player = arg(3, "random").parse().unwrap();
    let arena = Arena {
        a,
        b,
        games: arg(4, "4").parse().unwrap(),
        seed: arg(5, "1").parse().unwrap(),
        max_orders: 3000,
        threads: arg(6, "1").parse().unwrap(),
    };
    let t = arena.run(&scenario);
    for (g, x) in t.games.iter().enumerate() {
        println!(
            "game {g}: a as side {} scored {} ended {} ({:?}, scores {:?}) orders {} decisions {:?}",
            x.a_side, x.score, x.ended, x.reason, x.scores, x.orders, x.decisions
        );
    }
    let (lo, hi) = t.interval();
    println!(
        "{a} vs {b}: wins {} draws {} losses {} score {:.3} [{lo:.3}, {hi:.3}] s/decision {:.4} / {:.4}",
        t.wins(),
        t.draws(),
        t.losses(),
        t.score(),
        t.seconds_per_decision(0),
        t.seconds_per_decision(1)
    );
    let (first, (flo, fhi)) = t.side_score(0);
    println!("first side scored {first:.3} [{flo:.3}, {fhi:.3}] whoever played it");
}
