//! The public view (a spectator's, and what a match server sends one) shows nothing that either side may not know:
//! through random games of every bundled scenario, each unit it shows is shown so to its enemy (and is its own side's), each
//! hidden one hides at a hex where both sides' views place a unit of that side, its objectives are known to both,
//! and its log is in both sides' logs, in order.

use hexmarshal_rules::ai::policy::random_order;
use hexmarshal_rules::scenario::{self, bundled_files};
use hexmarshal_rules::session::{Session, SideView};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn check(s: &Session, at: usize, name: &str) {
    let p = s.public_view();
    let views: Vec<SideView> = (0..2).map(|k| s.view(k)).collect();
    let units_of = |side: usize| p.units.iter().filter(|u| u.side == side).count();
    for side in 0..2 {
        // Every unit of `side` appears once: as many as its enemy's view shows of it.
        let enemy = &views[1 - side];
        assert_eq!(units_of(side), enemy.units.iter().filter(|u| u.side == side).count(), "{name} @{at}");
    }
    for u in &p.units {
        // Exactly as the enemy sees it; and its own side has it (and may see more of it, as a blind's owner does).
        let (enemy, owner) = (&views[1 - u.side], &views[u.side]);
        if u.kind.is_some() {
            assert!(enemy.units.iter().any(|w| w == u), "{name} @{at}: {} is shown as its enemy does not see it", u.id);
            // (A blind's owner sees the troops under it, by their own names: the same side at the same hex.)
            assert!(
                owner.units.iter().any(|w| w.side == u.side && w.at == u.at),
                "{name} @{at}: {} is not its side's",
                u.id
            );
        } else {
            assert!(u.strength.is_none() && u.leader.is_none() && u.facing.is_none() && u.id.starts_with("hidden-"));
            for v in &views {
                assert!(
                    v.units.iter().any(|w| w.at == u.at && w.side == u.side),
                    "{name} @{at}: a hidden unit no side places"
                );
            }
        }
    }
    for o in &p.objectives {
        for v in &views {
            assert!(
                v.objectives.iter().any(|w| w.id == o.id && !w.secret),
                "{name} @{at}: objective {} is not public",
                o.id
            );
        }
    }
    for v in &views {
        let mut it = v.log.iter();
        for e in &p.log {
            assert!(it.any(|x| x == e), "{name} @{at}: a public log entry side {} was not told", v.side);
        }
    }
}

#[test]
fn the_public_view_is_what_both_sides_know() {
    for (name, text) in bundled_files() {
        let sc = scenario::load_str(text, name).unwrap_or_else(|r| panic!("{:?}", r.lines()));
        let mut s = Session::new(&sc, 3);
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        for at in 0..250 {
            check(&s, at, name);
            if s.is_over() {
                break;
            }
            let legal = s.legal_orders(s.to_act());
            let o = random_order(&legal, &mut rng).clone();
            s.submit(s.to_act(), o).unwrap();
        }
    }
}
