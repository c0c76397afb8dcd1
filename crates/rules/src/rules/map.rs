//! `MapGrid`: the dense, pure description of a map (terrain, elevation, markers, hexsides) that validation, movement and LOS read.

use super::hex::{Coord, Dir, HexsideKey, Orientation};
use super::terrain::{HexMarker, HexsideKind, Terrain};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A feature on a hex edge, with an optional one-sided direction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HexsideFeature {
    pub kind: HexsideKind,
    /// For one-sided features: the hex whose occupant the feature protects (it faces away from that hex).
    pub faces_from: Option<Coord>,
    /// Reciprocal hexside (Musket & Pike): its advantage belongs to whoever reached it first.
    pub reciprocal: bool,
}

/// Dense map data. Index of a hex = `row * width + col`.
#[derive(Debug, Clone, PartialEq)]
pub struct MapGrid {
    pub orientation: Orientation,
    pub width: u32,
    pub height: u32,
    pub terrain: Vec<Terrain>,
    pub elevation: Vec<i8>,
    pub markers: Vec<Vec<HexMarker>>,
    pub hexsides: BTreeMap<HexsideKey, HexsideFeature>,
}

impl MapGrid {
    pub fn new(orientation: Orientation, width: u32, height: u32, fill: Terrain) -> MapGrid {
        let n = (width * height) as usize;
        MapGrid {
            orientation,
            width,
            height,
            terrain: vec![fill; n],
            elevation: vec![0; n],
            markers: vec![Vec::new(); n],
            hexsides: BTreeMap::new(),
        }
    }

    pub fn contains(&self, c: Coord) -> bool {
        c.0 >= 0 && c.1 >= 0 && (c.0 as u32) < self.width && (c.1 as u32) < self.height
    }

    pub fn index(&self, c: Coord) -> Option<usize> {
        self.contains(c).then(|| c.1 as usize * self.width as usize + c.0 as usize)
    }

    pub fn coord_of(&self, i: usize) -> Coord {
        Coord((i % self.width as usize) as i32, (i / self.width as usize) as i32)
    }

    pub fn terrain(&self, c: Coord) -> Option<Terrain> {
        self.index(c).map(|i| self.terrain[i])
    }

    pub fn elevation(&self, c: Coord) -> Option<i8> {
        self.index(c).map(|i| self.elevation[i])
    }

    pub fn markers(&self, c: Coord) -> &[HexMarker] {
        self.index(c).map(|i| self.markers[i].as_slice()).unwrap_or(&[])
    }

    pub fn hexside(&self, at: Coord, d: Dir) -> Option<&HexsideFeature> {
        HexsideKey::new(at, d, self.orientation).and_then(|k| self.hexsides.get(&k))
    }

    /// The hexside between two adjacent hexes, if any.
    pub fn hexside_between(&self, a: Coord, b: Coord) -> Option<&HexsideFeature> {
        if self.hexsides.is_empty() {
            return None;
        }
        let d = self.direction_to(a, b)?;
        self.hexside(a, d)
    }

    /// The direction from `a` to an adjacent `b`.
    pub fn direction_to(&self, a: Coord, b: Coord) -> Option<Dir> {
        let o = self.orientation;
        Dir::all(o).into_iter().find(|d| a.neighbor(*d, o) == Some(b))
    }

    /// On-map neighbours of `c`.
    pub fn neighbors(&self, c: Coord) -> impl Iterator<Item = Coord> + '_ {
        c.neighbors(self.orientation).into_iter().filter(|n| self.contains(*n))
    }

    pub fn all_coords(&self) -> impl Iterator<Item = Coord> + '_ {
        (0..self.terrain.len()).map(|i| self.coord_of(i))
    }
}
