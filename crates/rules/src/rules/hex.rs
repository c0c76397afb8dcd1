//! Hex coordinates: the offset `Coord` used in files and messages, conversions to `hexx::Hex`, compass directions and canonical hexside keys.

use hexx::{EdgeDirection, Hex, HexOrientation, OffsetHexMode};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Map orientation. Pointy-top maps use odd rows shoved right ("odd-r"),
/// flat-top maps odd columns shoved down ("odd-q"). Row 0 is the top (north) edge.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Orientation {
    #[default]
    Pointy,
    Flat,
}

impl Orientation {
    pub fn hexx(self) -> HexOrientation {
        match self {
            Orientation::Pointy => HexOrientation::Pointy,
            Orientation::Flat => HexOrientation::Flat,
        }
    }
}

/// A hex in offset coordinates `(column, row)`, as written in scenario files and shown to players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Coord(pub i32, pub i32);

impl Coord {
    pub fn col(self) -> i32 {
        self.0
    }
    pub fn row(self) -> i32 {
        self.1
    }
    pub fn to_hex(self, o: Orientation) -> Hex {
        Hex::from_offset_coordinates([self.0, self.1], OffsetHexMode::Odd, o.hexx())
    }
    pub fn from_hex(h: Hex, o: Orientation) -> Coord {
        let [c, r] = h.to_offset_coordinates(OffsetHexMode::Odd, o.hexx());
        Coord(c, r)
    }
    /// Hex distance between two coordinates on a map of orientation `o`.
    pub fn distance(self, other: Coord, o: Orientation) -> u32 {
        self.to_hex(o).unsigned_distance_to(other.to_hex(o))
    }
    /// The neighbouring coordinate across edge `d`.
    pub fn neighbor(self, d: Dir, o: Orientation) -> Option<Coord> {
        let e = d.edge(o)?;
        Some(Coord::from_hex(self.to_hex(o).neighbor(e), o))
    }
    /// All six neighbours, in the orientation's direction order.
    pub fn neighbors(self, o: Orientation) -> [Coord; 6] {
        let h = self.to_hex(o);
        h.all_neighbors().map(|n| Coord::from_hex(n, o))
    }
}

impl fmt::Display for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.0, self.1)
    }
}

/// A compass direction naming a hex edge. Pointy maps use E, NE, NW, W, SW, SE;
/// flat maps use N, NE, SE, S, SW, NW.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Dir {
    N,
    NE,
    E,
    SE,
    S,
    SW,
    W,
    NW,
}

impl Dir {
    pub const POINTY: [Dir; 6] = [Dir::E, Dir::SE, Dir::SW, Dir::W, Dir::NW, Dir::NE];
    pub const FLAT: [Dir; 6] = [Dir::SE, Dir::S, Dir::SW, Dir::NW, Dir::N, Dir::NE];

    /// The six directions valid for an orientation, in `hexx` edge-index order (index 0..6).
    pub fn all(o: Orientation) -> [Dir; 6] {
        match o {
            Orientation::Pointy => Self::POINTY,
            Orientation::Flat => Self::FLAT,
        }
    }

    /// Index 0..6 of this direction for the orientation, or `None` if the direction has no edge there.
    pub fn index(self, o: Orientation) -> Option<u8> {
        Self::all(o).iter().position(|d| *d == self).map(|i| i as u8)
    }

    pub fn from_index(i: u8, o: Orientation) -> Dir {
        Self::all(o)[(i % 6) as usize]
    }

    pub fn edge(self, o: Orientation) -> Option<EdgeDirection> {
        self.index(o).map(|i| EdgeDirection::ALL_DIRECTIONS[i as usize])
    }

    pub fn opposite(self) -> Dir {
        match self {
            Dir::N => Dir::S,
            Dir::NE => Dir::SW,
            Dir::E => Dir::W,
            Dir::SE => Dir::NW,
            Dir::S => Dir::N,
            Dir::SW => Dir::NE,
            Dir::W => Dir::E,
            Dir::NW => Dir::SE,
        }
    }

    pub fn is_valid(self, o: Orientation) -> bool {
        self.index(o).is_some()
    }
}

impl fmt::Display for Dir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

/// The canonical key of a hex edge: the same physical edge named from either hex gives the same key.
/// It is stored as the hex and the direction index in `0..3` (the other three are named from the neighbour).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct HexsideKey {
    pub hex: Coord,
    pub edge: u8,
}

impl HexsideKey {
    pub fn new(at: Coord, dir: Dir, o: Orientation) -> Option<HexsideKey> {
        let i = dir.index(o)?;
        if i < 3 {
            Some(HexsideKey { hex: at, edge: i })
        } else {
            let n = at.neighbor(dir, o)?;
            Some(HexsideKey { hex: n, edge: i - 3 })
        }
    }
    /// The two hexes this edge separates.
    pub fn hexes(self, o: Orientation) -> (Coord, Coord) {
        let d = Dir::from_index(self.edge, o);
        (self.hex, self.hex.neighbor(d, o).expect("valid index"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offset_round_trip_both_orientations() {
        for o in [Orientation::Pointy, Orientation::Flat] {
            for c in -3..20 {
                for r in -3..20 {
                    let k = Coord(c, r);
                    assert_eq!(Coord::from_hex(k.to_hex(o), o), k);
                }
            }
        }
    }

    #[test]
    fn pointy_odd_rows_are_shoved_right() {
        let o = Orientation::Pointy;
        // From (0,1) (an odd row) the NE neighbour is (1,0); from (0,2) the NE neighbour is (0,1).
        assert_eq!(Coord(0, 1).neighbor(Dir::NE, o), Some(Coord(1, 0)));
        assert_eq!(Coord(0, 2).neighbor(Dir::NE, o), Some(Coord(0, 1)));
        assert_eq!(Coord(2, 2).neighbor(Dir::E, o), Some(Coord(3, 2)));
        assert_eq!(Coord(2, 2).neighbor(Dir::N, o), None);
    }

    #[test]
    fn flat_odd_columns_are_shoved_down() {
        let o = Orientation::Flat;
        assert_eq!(Coord(1, 0).neighbor(Dir::SE, o), Some(Coord(2, 1)));
        assert_eq!(Coord(2, 1).neighbor(Dir::NE, o), Some(Coord(3, 0)));
        assert_eq!(Coord(2, 2).neighbor(Dir::S, o), Some(Coord(2, 3)));
    }

    #[test]
    fn hexside_key_is_the_same_from_both_sides() {
        for o in [Orientation::Pointy, Orientation::Flat] {
            for d in Dir::all(o) {
                let a = Coord(4, 5);
                let b = a.neighbor(d, o).unwrap();
                let k1 = HexsideKey::new(a, d, o).unwrap();
                let k2 = HexsideKey::new(b, d.opposite(), o).unwrap();
                assert_eq!(k1, k2, "{o:?} {d:?}");
                let (x, y) = k1.hexes(o);
                assert!((x == a && y == b) || (x == b && y == a));
            }
        }
    }

    #[test]
    fn opposite_direction_is_valid_in_same_orientation() {
        for o in [Orientation::Pointy, Orientation::Flat] {
            for d in Dir::all(o) {
                assert!(d.opposite().is_valid(o));
                assert_eq!((d.index(o).unwrap() + 3) % 6, d.opposite().index(o).unwrap());
            }
        }
    }
}
