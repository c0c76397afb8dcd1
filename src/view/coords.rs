//! The one place where game coordinates (`Coord`, row 0 at the top) meet bevy_ecs_tilemap's `TilePos` (row 0 at the bottom).

use crate::rules::hex::{Coord, Orientation};
use bevy::prelude::*;
use bevy_ecs_tilemap::prelude::*;

/// Hex size (centre to corner) in world units.
pub const HEX_SIZE: f32 = 32.0;

/// The tilemap coordinate system that reproduces our odd-r / odd-q layout once rows are flipped.
pub fn coord_system(o: Orientation, height: u32) -> HexCoordSystem {
    match o {
        // Flipping rows keeps row parity only when the height is odd.
        Orientation::Pointy if height % 2 == 1 => HexCoordSystem::RowOdd,
        Orientation::Pointy => HexCoordSystem::RowEven,
        // Our odd columns sit half a hex lower: the tilemap's even columns sit half a hex higher.
        Orientation::Flat => HexCoordSystem::ColumnEven,
    }
}

pub fn tile_pos(c: Coord, height: u32) -> TilePos {
    TilePos::new(c.0 as u32, height - 1 - c.1 as u32)
}

pub fn coord(tp: TilePos, height: u32) -> Coord {
    Coord(tp.x as i32, (height - 1 - tp.y) as i32)
}

pub fn grid_size(o: Orientation) -> TilemapGridSize {
    let s = HEX_SIZE;
    match o {
        Orientation::Pointy => TilemapGridSize { x: 3f32.sqrt() * s, y: 2.0 * s },
        Orientation::Flat => TilemapGridSize { x: 2.0 * s, y: 3f32.sqrt() * s },
    }
}

pub fn tile_size(o: Orientation) -> TilemapTileSize {
    let g = grid_size(o);
    TilemapTileSize { x: g.x.round(), y: g.y.round() }
}

/// Everything needed to place things on a map.
#[derive(Debug, Clone, Copy)]
pub struct MapGeometry {
    pub orientation: Orientation,
    pub size: TilemapSize,
    pub grid: TilemapGridSize,
    pub tile: TilemapTileSize,
    pub map_type: TilemapType,
    pub anchor: TilemapAnchor,
}

impl MapGeometry {
    pub fn new(o: Orientation, width: u32, height: u32) -> MapGeometry {
        MapGeometry {
            orientation: o,
            size: TilemapSize { x: width, y: height },
            grid: grid_size(o),
            tile: tile_size(o),
            map_type: TilemapType::Hexagon(coord_system(o, height)),
            anchor: TilemapAnchor::Center,
        }
    }

    /// World position of a hex centre (the map entity sits at the origin).
    pub fn center(&self, c: Coord) -> Vec2 {
        tile_pos(c, self.size.y).center_in_world(&self.size, &self.grid, &self.tile, &self.map_type, &self.anchor)
    }

    /// The hex under a world position, if on the map.
    pub fn hex_at(&self, p: Vec2) -> Option<Coord> {
        TilePos::from_world_pos(&p, &self.size, &self.grid, &self.tile, &self.map_type, &self.anchor)
            .map(|tp| coord(tp, self.size.y))
    }

    /// Width and height of the map in world units (with a margin of one hex).
    pub fn extent(&self) -> Vec2 {
        let (w, h) = (self.size.x as f32, self.size.y as f32);
        match self.orientation {
            Orientation::Pointy => Vec2::new(self.grid.x * (w + 0.5), self.grid.y * (0.75 * h + 0.25)),
            Orientation::Flat => Vec2::new(self.grid.x * (0.75 * w + 0.25), self.grid.y * (h + 0.5)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coords_round_trip_and_neighbours_touch_on_screen() {
        for o in [Orientation::Pointy, Orientation::Flat] {
            for (w, h) in [(13, 11), (8, 6), (5, 5)] {
                let g = MapGeometry::new(o, w, h);
                let pitch = match o {
                    Orientation::Pointy => g.grid.x,
                    Orientation::Flat => g.grid.y,
                };
                for c in 0..w as i32 {
                    for r in 0..h as i32 {
                        let k = Coord(c, r);
                        assert_eq!(coord(tile_pos(k, h), h), k);
                        assert_eq!(g.hex_at(g.center(k)), Some(k), "{o:?} {w}x{h} {k}");
                        for n in k.neighbors(o) {
                            if n.0 < 0 || n.1 < 0 || n.0 >= w as i32 || n.1 >= h as i32 {
                                continue;
                            }
                            let d = g.center(k).distance(g.center(n));
                            assert!((d - pitch).abs() < 0.5, "{o:?} {w}x{h} {k}->{n}: {d} vs {pitch}");
                        }
                    }
                }
                // Row 0 is the top of the screen.
                assert!(g.center(Coord(0, 0)).y > g.center(Coord(0, 1)).y);
            }
        }
    }
}
