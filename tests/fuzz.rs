//! Robustness: arbitrary bytes and mutated scenarios never make the loader or validator panic.

mod common;

use hexmarshal::scenario::{self, ScenarioFile};
use proptest::prelude::*;

fn base_text() -> String {
    scenario::bundled(scenario::DEFAULT_SCENARIO).unwrap().to_string()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = scenario::load_str(&text, "fuzz.ron");
        let _ = hexmarshal::save::SaveFile::from_ron(&text, "fuzz.save.ron");
    }

    #[test]
    fn mutated_scenario_text_never_panics(edits in prop::collection::vec((any::<prop::sample::Index>(), 0u8..4, any::<u8>()), 1..8)) {
        let mut text = base_text().into_bytes();
        for (at, op, byte) in edits {
            if text.is_empty() { break; }
            let i = at.index(text.len());
            match op {
                0 => { text.remove(i); }
                1 => text.insert(i, byte),
                2 => text[i] = byte,
                _ => { let j = (i + 40).min(text.len()); text.drain(i..j); }
            }
        }
        let text = String::from_utf8_lossy(&text);
        let _ = scenario::load_str(&text, "mutated.ron");
    }

    #[test]
    fn mutated_scenario_values_never_panic(
        w in prop_oneof![8u32..30, Just(0), Just(129)], h in prop_oneof![8u32..30, Just(0)], col in -2i32..32, row in -2i32..32,
        which in 0usize..40, strength in any::<u8>(), elevation in any::<i8>(), hand in 0u32..3,
        sections in prop::option::of((0u32..400, 0u32..400)), turn_limit in prop::option::of(0u32..3),
    ) {
        let mut f = ScenarioFile::from_ron(&base_text()).unwrap();
        f.map.width = w;
        f.map.height = h;
        let n = f.units.len();
        f.units[which % n].at = hexmarshal::rules::Coord(col, row);
        f.units[(which + 1) % n].strength = Some(strength);
        let nh = f.map.hexes.len();
        f.map.hexes[which % nh].elevation = elevation;
        f.sides[which % 2].hand_size = Some(hand);
        f.sections = sections.map(|(left, right)| scenario::Sections { left, right });
        f.turn_limit = turn_limit;
        if let Ok(sc) = f.validate() {
            // Anything that validates can be played.
            let s = hexmarshal::game::Session::new(&sc, 1);
            let side = s.to_act();
            let legal = s.legal_orders(side);
            prop_assert!(!legal.is_empty());
        }
    }
}
