//! `Board`: the map as the rules read it during a game: the scenario's grid with whatever the rules changed on it
//! (smoke, fire), its dense sight index, and which hexes differ from the scenario's map (for the state hash).

use crate::rules::Ruleset;
use crate::rules::hex::Coord;
use crate::rules::los::LosIndex;
use crate::rules::map::MapGrid;
use crate::rules::terrain::HexMarker;
use std::collections::BTreeMap;

#[derive(Debug, Clone)]
pub struct Board {
    pub grid: MapGrid,
    /// Dense line-of-sight data for the ruleset, rebuilt with the grid.
    pub los: LosIndex,
    /// Indices of the hexes whose terrain, elevation or markers differ from the scenario's (for the state hash),
    /// kept up to date with the grid.
    pub changed: Vec<usize>,
}

impl Board {
    /// The board at the start of a game: the scenario's own map.
    pub fn new(grid: MapGrid, ruleset: Ruleset) -> Board {
        let los = LosIndex::new(&grid, ruleset);
        Board { grid, los, changed: Vec::new() }
    }

    /// Recompute `changed` against the scenario's map `start`.
    pub fn diff_from(&mut self, start: &MapGrid) {
        let g = &self.grid;
        self.changed = (0..g.terrain.len())
            .filter(|&i| {
                g.terrain[i] != start.terrain[i]
                    || g.elevation[i] != start.elevation[i]
                    || g.markers[i] != start.markers[i]
            })
            .collect();
    }

    /// Rebuild the sight index from the grid, and `changed` against the scenario's map `start` (after the grid's
    /// terrain, elevation or markers changed).
    pub fn reindex(&mut self, start: &MapGrid) {
        self.los = LosIndex::new(&self.grid, self.los.ruleset);
        self.diff_from(start);
    }

    /// Do the grid's markers equal `markers` (every hex with any, by hex)?
    pub fn markers_match(&self, markers: &BTreeMap<Coord, Vec<HexMarker>>) -> bool {
        let g = &self.grid;
        markers.len() == g.markers.iter().filter(|m| !m.is_empty()).count()
            && markers.iter().all(|(c, m)| g.index(*c).is_some_and(|i| g.markers[i] == *m))
    }

    /// Put the rules' smoke and fire on the grid, and rebuild the sight index when anything changed. Most orders
    /// change no marker: the dense copy is checked first.
    pub fn take_markers(&mut self, markers: &BTreeMap<Coord, Vec<HexMarker>>, start: &MapGrid) -> bool {
        if self.markers_match(markers) {
            return false;
        }
        for i in 0..self.grid.markers.len() {
            self.grid.markers[i] = markers.get(&self.grid.coord_of(i)).cloned().unwrap_or_default();
        }
        self.reindex(start);
        true
    }

    /// What decides the rest of the game besides the rules' state on this board: the hexes changed in play, as
    /// (hex, terrain index, elevation, marker count).
    pub fn changed_tiles(&self) -> Vec<(Coord, u8, i8, u8)> {
        let g = &self.grid;
        self.changed
            .iter()
            .map(|&i| (g.coord_of(i), g.terrain[i].index(), g.elevation[i], g.markers[i].len() as u8))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    /// The sight index's table of where a piece may stand (read by the piece checks after every order) answers as
    /// `ground_allows` does for every hex of every bundled scenario, under any ruleset, and again with fire and smoke
    /// added on the map.
    #[test]
    fn the_ground_table_agrees_with_ground_allows_everywhere() {
        use crate::rules::Ruleset;
        use crate::rules::los::LosIndex;
        use crate::rules::movement::ground_allows;
        use crate::rules::terrain::HexMarker;
        for (name, _) in crate::scenario::bundled_files() {
            let scenario = crate::scenario::load_bundled(name);
            let mut grid = scenario.grid.clone();
            let n = grid.terrain.len();
            for (k, markers) in grid.markers.iter_mut().enumerate() {
                match k % 5 {
                    0 => markers.push(HexMarker::Blaze),
                    1 => markers.push(HexMarker::Smoke(1)),
                    _ => {}
                }
            }
            for g in [&scenario.grid, &grid] {
                for r in Ruleset::ALL {
                    let ix = LosIndex::new(g, r);
                    for (k, c) in g.all_coords().enumerate() {
                        assert_eq!(ix.ground(r, k), Some(&ground_allows(r, g, c)), "{name}, {r:?}, hex {c}");
                    }
                    assert_eq!(ix.ground(r, n), None, "off the map, the table has nothing to say");
                    let other = Ruleset::ALL.into_iter().find(|o| *o != r).expect("five rulesets");
                    assert_eq!(ix.ground(other, 0), None, "{name}: an index answers for its own ruleset only");
                }
            }
        }
    }
}
