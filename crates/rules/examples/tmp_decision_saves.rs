//! Temporary: a save of each ruleset's first scenario stopped at a decision, the deciding side a person against
//! the computer (no curtain), for screenshots.
use hexmarshal_rules::ai::{Level, Player};
use hexmarshal_rules::rules::Ruleset;
use hexmarshal_rules::save::{SaveFile, save_to};
use hexmarshal_rules::session::Session;
use rand::{RngExt, SeedableRng};
use std::sync::Arc;

fn main() {
    for r in Ruleset::ALL {
        let (file, text) = r.params().scenarios[0];
        let sc = Arc::new(hexmarshal_rules::scenario::load_str(text, file).unwrap());
        let mut found = false;
        'seeds: for seed in 1..400u64 {
            let mut s = Session::replay(sc.clone(), seed, &[]).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let skip = rng.random_range(0..40);
            for k in 0..1500 {
                if s.is_over() {
                    continue 'seeds;
                }
                let want = match r.id() {
                    "medieval" => "Retreat",
                    "combat_commander" => "OppFire",
                    "sharp_practice" => "MoveTo",
                    "musket_pike" => "React",
                    _ => "React",
                };
                let hit = s.state().decision().is_some_and(|d| format!("{:?}", d.prompt).contains(want));
                if k >= skip && hit {
                    let side = s.to_act();
                    let mut players = [Player::Ai(Level::Normal); 2];
                    players[side] = Player::Person;
                    let save = SaveFile::from_session(&s).with_players(players);
                    let out = format!("/tmp/decision_{}.save.ron", r.id());
                    save_to(std::path::Path::new(&out), &save).unwrap();
                    eprintln!("{}: seed {seed}, {} orders, side {side}: {:?}", r.id(), s.history().len(), s.state().decision().map(|d| format!("{:?}", d.prompt)).unwrap_or_default().chars().take(160).collect::<String>());
                    found = true;
                    break 'seeds;
                }
                let side = s.to_act();
                let legal = s.legal_orders(side);
                let o = legal[rng.random_range(0..legal.len())].clone();
                s.submit(side, o).unwrap();
            }
        }
        assert!(found, "{}", r.id());
    }
}
