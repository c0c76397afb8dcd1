//! A debugging aid: plays game GAME of an arena (`arena FILE A B GAMES SEED`: the same seeds, A on side 0 in even
//! games and side 1 in odd ones) and prints the orders given between two order counts, with the scores. With
//! `TRACE_PIECES` set it also prints where every piece stands, and its strength, at the start of each turn. With
//! `TRACE_ROOT` set, each search decision of eight orders or fewer (reactions, prompts, the end of a step) prints
//! its root's orders with their visits and mean values; `TRACE_EXPLORE=N` then searches those decisions at
//! exploration weight N thousandths instead of the level's, to see whether more exploring changes the answer.
use hexmarshal_rules::ai::arena::Arena;
use hexmarshal_rules::ai::{Player, Search, decide};
use hexmarshal_rules::session::Session;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() < 8 {
        eprintln!("usage: trace FILE A B SEED GAME FROM TO");
        std::process::exit(2);
    }
    let scenario = hexmarshal_rules::scenario::load_file(std::path::Path::new(&args[1])).unwrap();
    let a: Player = args[2].parse().unwrap();
    let b: Player = args[3].parse().unwrap();
    let arena = Arena { a, b, games: 1, seed: args[4].parse().unwrap(), max_orders: 3000, threads: 1 };
    let g: u32 = args[5].parse().unwrap();
    let from: usize = args[6].parse().unwrap();
    let to: usize = args[7].parse().unwrap();
    let seed = arena.game_seed(g);
    let a_side = (g % 2) as usize;
    let mut session = Session::new(&scenario, seed);
    let show_pieces = std::env::var_os("TRACE_PIECES").is_some();
    for n in 0..to {
        if session.is_over() {
            println!("over at {n}: {:?} scores {:?}", session.result(), session.state().common().scores);
            return;
        }
        let side = session.to_act();
        let who = usize::from(side != a_side);
        let player = if who == 0 { a } else { b };
        let pseed = seed ^ (0xA11CE << who);
        let root = std::env::var_os("TRACE_ROOT").is_some() && n >= from;
        let order = match player {
            Player::Ai(level) if root && session.legal_orders(side).len() <= 8 => {
                let mut budget = level.budget(session.scenario().ruleset);
                if let Some(e) = std::env::var("TRACE_EXPLORE").ok().and_then(|e| e.parse().ok()) {
                    budget.explore = e;
                }
                let mut s = Search::new(&session, side, budget, pseed);
                s.run(u32::MAX);
                for (o, visits, mean) in s.root_children() {
                    println!("    root {o:?}: {visits} visits, mean {mean:.3}");
                }
                s.best()
            }
            _ => decide(&session, side, player, pseed),
        };
        let Some(order) = order else { break };
        if n >= from {
            let c = session.state().common();
            println!(
                "{n} side {side} ({}) turn {} scores {:?} legal {}: {order:?}",
                if who == 0 { "A" } else { "B" },
                c.turn,
                c.scores,
                session.legal_orders(side).len()
            );
        }
        let turn = session.state().common().turn;
        session.submit(side, order).unwrap();
        if show_pieces && session.state().common().turn != turn {
            let mut v = Vec::new();
            session.state().pieces(&mut v);
            println!("  turn {} begins:", session.state().common().turn);
            for p in &v {
                println!("    side {} {} at ({}, {}), strength {}", p.side, p.id, p.at.0, p.at.1, p.strength);
            }
        }
    }
}
