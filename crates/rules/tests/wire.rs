//! A side's view survives the wire: what the match server writes as JSON, the client reads back as the same view,
//! through random games of every bundled scenario (so every ruleset's own panel state, events and refusals are
//! written and read), and so do the public view and the legal orders.

use hexmarshal_rules::ai::policy::random_order;
use hexmarshal_rules::rules::registry::Order;
use hexmarshal_rules::scenario::{self, bundled_files};
use hexmarshal_rules::session::{PublicView, Session, SideView};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

#[test]
fn every_view_reads_back_as_it_was_written() {
    for (name, text) in bundled_files() {
        let sc = scenario::load_str(text, name).unwrap_or_else(|r| panic!("{:?}", r.lines()));
        let mut s = Session::new(&sc, 5);
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        for at in 0..200 {
            for side in 0..2 {
                let v = s.view(side);
                let json = serde_json::to_string(&v).unwrap();
                let back: SideView = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{name} @{at}: {e}"));
                assert_eq!(back, v, "{name} @{at}: side {side}'s view changed on the wire");
                let legal = s.legal_orders(side);
                let back: Vec<Order> = serde_json::from_str(&serde_json::to_string(&legal).unwrap()).unwrap();
                assert_eq!(back, legal, "{name} @{at}: legal orders changed on the wire");
            }
            let p = s.public_view();
            let back: PublicView = serde_json::from_str(&serde_json::to_string(&p).unwrap()).unwrap();
            assert_eq!(back, p, "{name} @{at}: the public view changed on the wire");
            if s.is_over() {
                break;
            }
            let legal = s.legal_orders(s.to_act());
            let o = random_order(&legal, &mut rng).clone();
            s.submit(s.to_act(), o).unwrap();
        }
    }
}

#[test]
fn a_view_naming_an_unknown_profile_is_an_error_not_a_stand_in() {
    // The first bundled scenario whose ruleset sends unit profiles (by their ids).
    let json = bundled_files()
        .filter_map(|(n, t)| scenario::load_str(t, n).ok())
        .map(|sc| serde_json::to_string(&Session::new(&sc, 1).view(0)).unwrap())
        .find(|j| j.contains("\"profile\":\""))
        .expect("a bundled ruleset sends unit profiles");
    let (_, rest) = json.split_once("\"profile\":\"").unwrap();
    let id: String = rest.chars().take_while(|c| *c != '"').collect();
    let bad = json.replace(&format!("\"profile\":\"{id}\""), "\"profile\":\"no-such-profile\"");
    let e = serde_json::from_str::<SideView>(&bad).unwrap_err().to_string();
    assert!(e.contains("no unit profile `no-such-profile`"), "{e}");
}

#[test]
fn every_bundled_table_validates_and_holds_no_pieces_or_seed() {
    for (name, text) in bundled_files() {
        let sc = scenario::load_str(text, name).unwrap_or_else(|r| panic!("{:?}", r.lines()));
        let table = sc.file().table();
        assert!(table.units.is_empty() && table.objectives.is_empty() && table.meta.seed == 0, "{name}");
        // The table travels as JSON and is checked again where it arrives.
        let back: hexmarshal_rules::scenario::format::ScenarioFile =
            serde_json::from_str(&serde_json::to_string(&table).unwrap()).unwrap();
        let t = back.validate_table().unwrap_or_else(|e| panic!("{name}: {e:?}"));
        assert_eq!(t.grid, sc.grid, "{name}: the table's map differs from the scenario's");
        assert_eq!(t.sides().len(), sc.sides().len(), "{name}");
        assert!(t.units.is_empty() && t.objectives.is_empty(), "{name}");
    }
}
