//! Movement rules as pure functions: whether a unit may enter a hex (terrain, hexsides, markers, stacking, enemies).

use super::hex::Coord;
use super::map::MapGrid;
use super::ruleset::{Ruleset, Stacking, UnitType};
use super::terrain::{
    HexMarker, HexsideKind, Terrain, hexside_profile, marker_passable, terrain_profile,
};
use std::fmt;

/// A piece already standing in a hex, as seen by the stacking rule.
#[derive(Debug, Clone, Copy)]
pub struct Occupant<'a> {
    pub side: usize,
    pub unit_type: &'a UnitType,
}

/// Why a piece may not stand in or enter a hex.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EntryBlock {
    OffMap,
    Impassable(Terrain),
    Marker(HexMarker),
    HexsideImpassable(HexsideKind),
    EnemyInHex,
    /// One-unit-per-hex: another unit (or leader) already there.
    HexFull,
    /// Figure stacking: figures there plus the mover would exceed the limit.
    Overstacked {
        figures: u8,
        limit: u8,
    },
}

impl fmt::Display for EntryBlock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EntryBlock::OffMap => write!(f, "the hex is off the map"),
            EntryBlock::Impassable(t) => write!(f, "{t} is impassable"),
            EntryBlock::Marker(HexMarker::Blaze) => write!(f, "the hex is ablaze"),
            EntryBlock::Marker(m) => write!(f, "{m:?} blocks the hex"),
            EntryBlock::HexsideImpassable(k) => {
                write!(f, "a {k} on that hexside cannot be crossed")
            }
            EntryBlock::EnemyInHex => write!(f, "an enemy piece holds the hex"),
            EntryBlock::HexFull => write!(f, "the hex already holds a piece (one unit per hex)"),
            EntryBlock::Overstacked { figures, limit } => {
                write!(
                    f,
                    "{figures} figures would exceed the stacking limit of {limit}"
                )
            }
        }
    }
}

/// Whether a piece may stand in hex `at` given the map (terrain and markers only).
pub fn ground_allows(ruleset: Ruleset, map: &MapGrid, at: Coord) -> Result<(), EntryBlock> {
    let t = map.terrain(at).ok_or(EntryBlock::OffMap)?;
    if terrain_profile(ruleset, t).move_cost.is_none() {
        return Err(EntryBlock::Impassable(t));
    }
    if let Some(m) = map.markers(at).iter().find(|m| !marker_passable(**m)) {
        return Err(EntryBlock::Marker(*m));
    }
    Ok(())
}

/// Whether `mover` of `side` may join the pieces already in a hex.
pub fn stacking_allows(
    ruleset: Ruleset,
    occupants: &[Occupant<'_>],
    side: usize,
    mover: &UnitType,
) -> Result<(), EntryBlock> {
    if occupants.iter().any(|o| o.side != side) {
        return Err(EntryBlock::EnemyInHex);
    }
    match ruleset.stacking() {
        Stacking::OneUnit => {
            let same_role = occupants
                .iter()
                .filter(|o| o.unit_type.leader == mover.leader)
                .count();
            if same_role > 0 {
                Err(EntryBlock::HexFull)
            } else {
                Ok(())
            }
        }
        Stacking::Figures { limit } => {
            let figures: u8 =
                occupants.iter().map(|o| o.unit_type.figures).sum::<u8>() + mover.figures;
            if figures > limit {
                Err(EntryBlock::Overstacked { figures, limit })
            } else {
                Ok(())
            }
        }
    }
}

/// Whether a single step from `from` to the adjacent `to` is allowed by terrain, markers and hexsides.
pub fn step_allows(
    ruleset: Ruleset,
    map: &MapGrid,
    from: Coord,
    to: Coord,
) -> Result<(), EntryBlock> {
    ground_allows(ruleset, map, to)?;
    if let Some(h) = map.hexside_between(from, to) {
        if hexside_profile(ruleset, h.kind).0.is_none() {
            return Err(EntryBlock::HexsideImpassable(h.kind));
        }
    }
    Ok(())
}

/// A piece on the map, as the movement rules see it.
#[derive(Debug, Clone, Copy)]
pub struct Piece<'a> {
    pub id: &'a str,
    pub side: usize,
    pub unit_type: &'static UnitType,
    pub at: Coord,
}

/// Whether piece `mover` (index into `pieces`) may step into the adjacent hex `to`, carrying the pieces
/// listed in `carried` (an attached leader moves with its unit).
pub fn check_step(
    ruleset: Ruleset,
    map: &MapGrid,
    pieces: &[Piece<'_>],
    mover: usize,
    carried: &[usize],
    to: Coord,
) -> Result<(), EntryBlock> {
    let from = pieces[mover].at;
    step_allows(ruleset, map, from, to)?;
    let mut there: Vec<Occupant> = pieces
        .iter()
        .enumerate()
        .filter(|(i, p)| p.at == to && *i != mover && !carried.contains(i))
        .map(|(_, p)| Occupant {
            side: p.side,
            unit_type: p.unit_type,
        })
        .collect();
    for i in std::iter::once(mover).chain(carried.iter().copied()) {
        let p = &pieces[i];
        stacking_allows(ruleset, &there, p.side, p.unit_type)?;
        there.push(Occupant {
            side: p.side,
            unit_type: p.unit_type,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::hex::{Dir, HexsideKey, Orientation};
    use crate::rules::map::HexsideFeature;

    fn cat(r: Ruleset, id: &str) -> &'static UnitType {
        r.unit_type(id).unwrap()
    }

    #[test]
    fn one_unit_per_hex_but_a_leader_may_join() {
        let r = Ruleset::Medieval;
        let foot = Occupant {
            side: 0,
            unit_type: cat(r, "heavy_foot"),
        };
        assert_eq!(
            stacking_allows(r, &[foot], 0, cat(r, "light_foot")),
            Err(EntryBlock::HexFull)
        );
        assert_eq!(stacking_allows(r, &[foot], 0, cat(r, "leader")), Ok(()));
        assert_eq!(
            stacking_allows(r, &[foot], 1, cat(r, "leader")),
            Err(EntryBlock::EnemyInHex)
        );
        let ldr = Occupant {
            side: 0,
            unit_type: cat(r, "leader"),
        };
        assert_eq!(
            stacking_allows(r, &[ldr], 0, cat(r, "leader")),
            Err(EntryBlock::HexFull)
        );
    }

    #[test]
    fn figure_stacking_limit_is_seven() {
        let r = Ruleset::CombatCommander;
        let squad = Occupant {
            side: 0,
            unit_type: cat(r, "squad"),
        };
        assert_eq!(
            stacking_allows(r, &[squad], 0, cat(r, "squad")),
            Err(EntryBlock::Overstacked {
                figures: 8,
                limit: 7
            })
        );
        assert_eq!(stacking_allows(r, &[squad], 0, cat(r, "team")), Ok(()));
        let team = Occupant {
            side: 0,
            unit_type: cat(r, "team"),
        };
        assert_eq!(
            stacking_allows(r, &[squad, team], 0, cat(r, "leader")),
            Ok(())
        );
    }

    #[test]
    fn water_blaze_and_cliffs_stop_a_step() {
        let r = Ruleset::CombatCommander;
        let o = Orientation::Pointy;
        let mut m = MapGrid::new(o, 5, 5, Terrain::Open);
        let i = m.index(Coord(2, 2)).unwrap();
        m.terrain[i] = Terrain::Water;
        let j = m.index(Coord(1, 1)).unwrap();
        m.markers[j].push(HexMarker::Blaze);
        m.hexsides.insert(
            HexsideKey::new(Coord(3, 3), Dir::E, o).unwrap(),
            HexsideFeature {
                kind: HexsideKind::Cliff,
                faces_from: None,
                reciprocal: false,
            },
        );
        assert_eq!(
            step_allows(r, &m, Coord(1, 2), Coord(2, 2)),
            Err(EntryBlock::Impassable(Terrain::Water))
        );
        assert_eq!(
            step_allows(r, &m, Coord(0, 1), Coord(1, 1)),
            Err(EntryBlock::Marker(HexMarker::Blaze))
        );
        assert_eq!(
            step_allows(r, &m, Coord(4, 3), Coord(3, 3)),
            Err(EntryBlock::HexsideImpassable(HexsideKind::Cliff))
        );
        assert_eq!(step_allows(r, &m, Coord(3, 4), Coord(3, 3)), Ok(()));
        assert_eq!(
            step_allows(r, &m, Coord(4, 4), Coord(5, 4)),
            Err(EntryBlock::OffMap)
        );
    }
}
