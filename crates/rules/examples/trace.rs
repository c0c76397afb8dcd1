//! A debugging aid: plays one arena game and prints the orders given between two order counts.
use hexmarshal_rules::ai::{Player, decide};
use hexmarshal_rules::session::Session;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let scenario = hexmarshal_rules::scenario::load_file(std::path::Path::new(&args[1])).unwrap();
    let a: Player = args[2].parse().unwrap();
    let b: Player = args[3].parse().unwrap();
    let seed: u64 = args[4].parse().unwrap();
    let from: usize = args[5].parse().unwrap();
    let to: usize = args[6].parse().unwrap();
    let mut session = Session::new(&scenario, seed);
    for n in 0..to {
        if session.is_over() {
            println!("over at {n}: {:?} scores {:?}", session.result(), session.state().common().scores);
            return;
        }
        let side = session.to_act();
        let player = if side == 0 { a } else { b };
        let Some(order) = decide(&session, side, player, seed ^ (0xA11CE << side)) else { break };
        if n >= from {
            println!(
                "{n} side {side} turn {} legal {}: {order:?}",
                session.state().common().turn,
                session.legal_orders(side).len()
            );
        }
        session.submit(side, order).unwrap();
    }
}
