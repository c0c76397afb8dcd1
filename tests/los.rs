//! Line of sight on random maps: symmetric wherever the rules say so, and never panicking.

use hexmarshal::rules::Ruleset;
use hexmarshal::rules::hex::{Coord, Dir, HexsideKey, Orientation};
use hexmarshal::rules::los::{LosContext, LosIndex, Verdict, line_of_sight, visible_from};
use hexmarshal::rules::map::{HexsideFeature, MapGrid};
use hexmarshal::rules::terrain::{HexMarker, HexsideKind, Terrain};
use proptest::prelude::*;

fn random_map(o: Orientation, cells: &[(u8, i8, u8)], sides: &[(u8, u8, u8)]) -> MapGrid {
    let mut m = MapGrid::new(o, 16, 16, Terrain::Open);
    for (i, (t, e, mk)) in cells.iter().enumerate().take(m.terrain.len()) {
        m.terrain[i] = [
            Terrain::Open,
            Terrain::Open,
            Terrain::Forest,
            Terrain::Brush,
            Terrain::Orchard,
            Terrain::Field,
            Terrain::Building,
        ][*t as usize % 7];
        m.elevation[i] = e.rem_euclid(3);
        match mk % 12 {
            0 => m.markers[i].push(HexMarker::Smoke(2 + mk % 3)),
            1 => m.markers[i].push(HexMarker::Blaze),
            _ => {}
        }
    }
    for (c, d, k) in sides {
        let at = Coord((*c % 16) as i32, (*c / 16 % 16) as i32);
        let dir = Dir::all(o)[(*d % 6) as usize];
        if let Some(key) = HexsideKey::new(at, dir, o) {
            let (a, b) = key.hexes(o);
            if m.contains(a) && m.contains(b) {
                let kind = [HexsideKind::Wall, HexsideKind::Hedge, HexsideKind::Stream][(*k % 3) as usize];
                m.hexsides.insert(key, HexsideFeature { kind, faces_from: None, reciprocal: false });
            }
        }
    }
    m
}

fn summary(v: &Verdict) -> (bool, u8) {
    match v {
        Verdict::Clear => (false, 0),
        Verdict::Hindered { applied, .. } => (false, *applied),
        Verdict::Blocked(_) => (true, 0),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn los_is_symmetric_on_random_maps(
        flat in any::<bool>(),
        cells in prop::collection::vec((any::<u8>(), any::<i8>(), any::<u8>()), 256),
        sides in prop::collection::vec((any::<u8>(), any::<u8>(), any::<u8>()), 0..40),
        occupied in prop::collection::vec(prop::bool::weighted(0.15), 256),
        pairs in prop::collection::vec((0u8..=255, 0u8..=255), 40),
    ) {
        let o = if flat { Orientation::Flat } else { Orientation::Pointy };
        let m = random_map(o, &cells, &sides);
        for r in [Ruleset::Medieval, Ruleset::CombatCommander, Ruleset::MusketPike] {
            let ix = LosIndex::new(&m, r);
            let occ = ix.occupancy(m.all_coords().zip(occupied.iter()).filter(|(_, o)| **o).map(|(c, _)| c));
            let ctx = LosContext { occupied: &occ };
            for (p, q) in &pairs {
                let a = Coord((*p % 16) as i32, (*p / 16) as i32);
                let b = Coord((*q % 16) as i32, (*q / 16) as i32);
                let ab = line_of_sight(&ix, &ctx, a, b, false).verdict;
                let ba = line_of_sight(&ix, &ctx, b, a, false).verdict;
                prop_assert_eq!(summary(&ab), summary(&ba), "{:?} {} -> {}: {} / {}", r, a, b, ab, ba);
                // The explaining run reaches the same verdict as the fast one.
                let explained = line_of_sight(&ix, &ctx, a, b, true).verdict;
                prop_assert_eq!(summary(&explained), summary(&ab));
            }
            // Full visibility from a hex agrees with the line-by-line verdicts.
            let (p, _) = pairs[0];
            let from = Coord((p % 16) as i32, (p / 16) as i32);
            let seen = visible_from(&ix, &ctx, from);
            for (i, c) in m.all_coords().enumerate() {
                prop_assert_eq!(seen[i], !line_of_sight(&ix, &ctx, from, c, false).verdict.is_blocked(), "{} -> {}", from, c);
            }
        }
    }
}

/// A line running along the map's edge: the hex beside it off the map is one side of that edge and blocks nothing,
/// so blocking terrain on the map side alone leaves the line open, both ways. (Found by the property test above:
/// the off-map hex used to be skipped, and its partner was paired with the next edge's hex instead.)
#[test]
fn a_line_along_the_maps_edge_pairs_each_hex_with_the_edge_beyond_the_map() {
    let mut m = MapGrid::new(Orientation::Flat, 10, 3, Terrain::Open);
    for (x, t) in [(3, Terrain::Building), (5, Terrain::Forest), (7, Terrain::Brush)] {
        let i = m.index(Coord(x, 0)).unwrap();
        m.terrain[i] = t;
    }
    let ix = LosIndex::new(&m, Ruleset::Medieval);
    let occ = ix.occupancy(std::iter::empty());
    let ctx = LosContext { occupied: &occ };
    let (a, b) = (Coord(8, 0), Coord(2, 0));
    let ab = line_of_sight(&ix, &ctx, a, b, true);
    let ba = line_of_sight(&ix, &ctx, b, a, true);
    assert_eq!(summary(&ab.verdict), (false, 0), "{ab:?}");
    assert_eq!(summary(&ba.verdict), (false, 0), "{ba:?}");
    assert!(ab.notes.iter().any(|n| n.at == Coord(5, 0) && n.text.contains("off the map")), "{ab:?}");
    // Along an inner row the same terrain pairs with real hexes: a forest on both sides of an edge still blocks.
    let mut m2 = MapGrid::new(Orientation::Flat, 10, 3, Terrain::Forest);
    for x in [2, 8] {
        let i = m2.index(Coord(x, 1)).unwrap();
        m2.terrain[i] = Terrain::Open;
    }
    let ix2 = LosIndex::new(&m2, Ruleset::Medieval);
    let occ2 = ix2.occupancy(std::iter::empty());
    let ctx2 = LosContext { occupied: &occ2 };
    let v = line_of_sight(&ix2, &ctx2, Coord(8, 1), Coord(2, 1), false).verdict;
    assert!(summary(&v).0, "{v:?}");
}
