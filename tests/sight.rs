//! Visibility sets on random maps: the sweep and the kept-up-to-date `Sight` agree, hex by hex, with one exact line walk per hex, for every ruleset's tie and height rules.

use hexmarshal::rules::Ruleset;
use hexmarshal::rules::hex::{Coord, Dir, HexsideKey, Orientation};
use hexmarshal::rules::los::sight::Sight;
use hexmarshal::rules::los::{LosContext, LosIndex, visible_from, visible_from_by_lines};
use hexmarshal::rules::map::{HexsideFeature, MapGrid};
use hexmarshal::rules::terrain::{HexMarker, HexsideKind, Terrain};
use proptest::prelude::*;

/// Every ruleset, the test ruleset included.
const RULESETS: [Ruleset; 6] = Ruleset::KNOWN;

/// A map of `w` x `h` with terrain, heights from -1 to 2, smoke, blazes and hexside features (some reciprocal)
/// drawn from the given bytes.
fn random_map(o: Orientation, w: u32, h: u32, cells: &[(u8, u8)], sides: &[(u16, u8, u8)]) -> MapGrid {
    let mut m = MapGrid::new(o, w, h, Terrain::Open);
    for (i, (t, mk)) in cells.iter().enumerate().take(m.terrain.len()) {
        m.terrain[i] = [
            Terrain::Open,
            Terrain::Open,
            Terrain::Open,
            Terrain::Forest,
            Terrain::Brush,
            Terrain::Orchard,
            Terrain::Field,
            Terrain::Building,
            Terrain::Road,
        ][*t as usize % 9];
        m.elevation[i] = match t / 9 % 8 {
            0 => -1,
            1 => 1,
            2 => 2,
            3 if t % 2 == 0 => 1,
            _ => 0,
        };
        match mk % 16 {
            0 => m.markers[i].push(HexMarker::Smoke(2 + mk % 3)),
            1 => m.markers[i].push(HexMarker::Blaze),
            _ => {}
        }
    }
    for (c, d, k) in sides {
        let at = Coord((*c as u32 % w) as i32, (*c as u32 / w % h) as i32);
        let dir = Dir::all(o)[(*d % 6) as usize];
        if let Some(key) = HexsideKey::new(at, dir, o) {
            let (a, b) = key.hexes(o);
            if m.contains(a) && m.contains(b) {
                let kind =
                    [HexsideKind::Wall, HexsideKind::Hedge, HexsideKind::Stream, HexsideKind::Berm][(*k % 4) as usize];
                m.hexsides.insert(key, HexsideFeature { kind, faces_from: None, reciprocal: k / 4 % 3 == 0 });
            }
        }
    }
    m
}

fn coords(m: &MapGrid, picks: &[u16]) -> Vec<Coord> {
    picks.iter().map(|p| m.coord_of(*p as usize % m.terrain.len())).collect()
}

fn check_every_observer(m: &MapGrid, occupied: &[u16], observers: &[Coord]) -> Result<(), TestCaseError> {
    for r in RULESETS {
        let ix = LosIndex::new(m, r);
        let occ = ix.occupancy(coords(m, occupied));
        let ctx = LosContext { occupied: &occ };
        for from in observers {
            let fast = visible_from(&ix, &ctx, *from);
            let exact = visible_from_by_lines(&ix, &ctx, *from);
            for (i, c) in m.all_coords().enumerate() {
                prop_assert_eq!(fast[i], exact[i], "{:?} {:?}: {} -> {}", r, m.orientation, from, c);
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Every hex of a 16x16 map as the observer, every ruleset.
    #[test]
    fn the_sweep_sees_what_the_lines_see(
        flat in any::<bool>(),
        cells in prop::collection::vec((any::<u8>(), any::<u8>()), 256),
        sides in prop::collection::vec((any::<u16>(), any::<u8>(), any::<u8>()), 0..60),
        occupied in prop::collection::vec(any::<u16>(), 0..30),
    ) {
        let o = if flat { Orientation::Flat } else { Orientation::Pointy };
        let m = random_map(o, 16, 16, &cells, &sides);
        let all: Vec<Coord> = m.all_coords().collect();
        check_every_observer(&m, &occupied, &all)?;
    }

    /// Longer lines: a 48x40 map, twelve observers.
    #[test]
    fn the_sweep_sees_what_the_lines_see_far_away(
        flat in any::<bool>(),
        cells in prop::collection::vec((any::<u8>(), any::<u8>()), 48 * 40),
        sides in prop::collection::vec((any::<u16>(), any::<u8>(), any::<u8>()), 0..200),
        occupied in prop::collection::vec(any::<u16>(), 0..80),
        observers in prop::collection::vec(any::<u16>(), 12),
    ) {
        let o = if flat { Orientation::Flat } else { Orientation::Pointy };
        let m = random_map(o, 48, 40, &cells, &sides);
        check_every_observer(&m, &occupied, &coords(&m, &observers))?;
    }

    /// Units move one at a time; after every move the kept sets equal sets swept from scratch, and the lines.
    #[test]
    fn sight_kept_up_to_date_equals_sight_from_scratch(
        flat in any::<bool>(),
        cells in prop::collection::vec((any::<u8>(), any::<u8>()), 24 * 20),
        sides in prop::collection::vec((any::<u16>(), any::<u8>(), any::<u8>()), 0..60),
        units in prop::collection::vec(any::<u16>(), 2..24),
        moves in prop::collection::vec((any::<u8>(), 0u8..6, 1u8..4), 1..12),
    ) {
        let o = if flat { Orientation::Flat } else { Orientation::Pointy };
        let m = random_map(o, 24, 20, &cells, &sides);
        for r in RULESETS {
            let ix = LosIndex::new(&m, r);
            let mut at: Vec<Coord> = coords(&m, &units);
            // The first half of the units are the observers (one side); all units occupy their hexes.
            let side = at.len() / 2;
            let eyes = |at: &[Coord]| at[..side].iter().map(|c| Some(*c)).collect::<Vec<_>>();
            let mut sight = Sight::new(&ix, ix.occupancy(at.iter().copied()), &eyes(&at));
            for (who, dir, steps) in &moves {
                let u = *who as usize % at.len();
                let mut to = at[u];
                for _ in 0..*steps {
                    if let Some(n) = to.neighbor(Dir::all(o)[*dir as usize], o).filter(|n| m.contains(*n)) {
                        to = n;
                    }
                }
                let from = at[u];
                at[u] = to;
                let still = at.contains(&from);
                let observer: Vec<(usize, Option<Coord>)> = if u < side { vec![(u, Some(to))] } else { vec![] };
                sight.update(&ix, &[(from, still), (to, true)], &observer);
                let occ = ix.occupancy(at.iter().copied());
                let fresh = Sight::new(&ix, occ.clone(), &eyes(&at));
                let ctx = LosContext { occupied: &occ };
                for (i, c) in m.all_coords().enumerate() {
                    prop_assert_eq!(sight.watchers(c), fresh.watchers(c), "{:?} after moving {} {} -> {}: {}", r, u, from, to, c);
                    for (e, eye) in at[..side].iter().enumerate() {
                        prop_assert_eq!(sight.observer_sees(e, c), fresh.observer_sees(e, c));
                        if e == 0 {
                            prop_assert_eq!(sight.observer_sees(e, c), visible_from_by_lines(&ix, &ctx, *eye)[i]);
                        }
                    }
                }
            }
        }
    }
}

/// A unit stepping inside a closed wood, out of everyone's sight, makes nobody look again; one stepping into the
/// open in front of the observers does.
#[test]
fn a_move_in_the_dark_sweeps_nobody_again() {
    let o = Orientation::Pointy;
    let mut m = MapGrid::new(o, 30, 20, Terrain::Open);
    // A wall of wood three hexes thick across the map, from column 12 to 14.
    for row in 0..20 {
        for col in 12..15 {
            let i = m.index(Coord(col, row)).unwrap();
            m.terrain[i] = Terrain::Forest;
        }
    }
    let ix = LosIndex::new(&m, Ruleset::NinthAge);
    let observers = [Coord(3, 5), Coord(4, 12), Coord(6, 9)];
    let enemy = Coord(25, 10);
    let mut units: Vec<Coord> = observers.to_vec();
    units.push(enemy);
    let mut sight = Sight::new(&ix, ix.occupancy(units.iter().copied()), &observers.map(Some));
    assert!(sight.sees(Coord(10, 10)), "the open ground in front is seen");
    assert!(!sight.sees(Coord(20, 10)), "nothing behind the wood is seen");
    // Behind the wood: nobody is swept again.
    sight.update(&ix, &[(enemy, false), (Coord(24, 10), true)], &[]);
    assert_eq!(sight.last_swept, 0);
    // In front of it: every observer that sees the hex is swept again.
    sight.update(&ix, &[(Coord(24, 10), false), (Coord(9, 9), true)], &[]);
    assert_eq!(sight.last_swept, 3);
    // And the unit in the open now hides what is straight behind it from (6, 9).
    let fresh = Sight::new(&ix, ix.occupancy(observers.iter().copied().chain([Coord(9, 9)])), &observers.map(Some));
    for c in m.all_coords() {
        assert_eq!(sight.watchers(c), fresh.watchers(c), "{c}");
    }
}
