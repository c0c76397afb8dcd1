//! Watch one game between two players, order by order, from the rules crate alone: `cargo run -p hexmarshal-rules
//! --example watch -- FILE A B SEED [MAX_ORDERS]`.

use hexmarshal_rules::ai::{self, Player};
use hexmarshal_rules::rules::engine::describe;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let arg = |k: usize, d: &str| args.get(k).cloned().unwrap_or_else(|| d.to_string());
    let scenario = hexmarshal_rules::scenario::load_file(std::path::Path::new(&arg(1, "scenarios/hastings_1066.ron")))
        .unwrap_or_else(|e| panic!("{e:?}"));
    let players: [Player; 2] = [arg(2, "ai:normal").parse().unwrap(), arg(3, "random").parse().unwrap()];
    let seed: u64 = arg(4, "1").parse().unwrap();
    let max: u32 = arg(5, "2000").parse().unwrap();
    let mut s = hexmarshal_rules::session::Session::new(&scenario, seed);
    for n in 0..max {
        if s.is_over() {
            break;
        }
        let side = s.to_act();
        let Some(order) = ai::decide(&s, side, players[side], seed ^ side as u64) else { break };
        println!("[{n}] side {side} ({}): {order}", players[side]);
        match s.submit(side, order) {
            Ok(outs) => outs.iter().for_each(|o| println!("      {}", describe(o))),
            Err(e) => {
                println!("      refused: {e}");
                break;
            }
        }
    }
    println!("result: {:?}", s.result());
}
