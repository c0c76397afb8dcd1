//! Terrain, hexside features and hex markers, and what each one means for movement and line of sight in each ruleset.

use super::ruleset::Ruleset;
use serde::{Deserialize, Serialize};
use std::fmt;

/// What covers a hex. Height is separate (`elevation`): a hill is any hex with elevation above 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, Default)]
pub enum Terrain {
    #[default]
    Open,
    Road,
    Field,
    Brush,
    Orchard,
    Forest,
    BrokenGround,
    Marsh,
    Stream,
    Gully,
    Rubble,
    Building,
    Town,
    Water,
}

impl Terrain {
    pub const ALL: [Terrain; 14] = [
        Terrain::Open,
        Terrain::Road,
        Terrain::Field,
        Terrain::Brush,
        Terrain::Orchard,
        Terrain::Forest,
        Terrain::BrokenGround,
        Terrain::Marsh,
        Terrain::Stream,
        Terrain::Gully,
        Terrain::Rubble,
        Terrain::Building,
        Terrain::Town,
        Terrain::Water,
    ];

    /// Stable small index, used by dense maps and tile textures.
    pub fn index(self) -> u8 {
        Terrain::ALL.iter().position(|t| *t == self).unwrap_or(0) as u8
    }

    pub fn name(self) -> &'static str {
        match self {
            Terrain::Open => "open ground",
            Terrain::Road => "road",
            Terrain::Field => "fields",
            Terrain::Brush => "brush",
            Terrain::Orchard => "orchard",
            Terrain::Forest => "forest",
            Terrain::BrokenGround => "broken ground",
            Terrain::Marsh => "marsh",
            Terrain::Stream => "stream",
            Terrain::Gully => "gully",
            Terrain::Rubble => "rubble",
            Terrain::Building => "buildings",
            Terrain::Town => "town",
            Terrain::Water => "deep water",
        }
    }
}

impl fmt::Display for Terrain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A feature drawn on the edge between two hexes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum HexsideKind {
    Hedge,
    Wall,
    Bocage,
    Stream,
    Bridge,
    Berm,
    Abatis,
    Entrenchment,
    Cliff,
    /// A steep slope: the hex on the higher side is its top (Musket & Pike: from there hedges and berms do not
    /// block sight).
    Slope,
}

impl HexsideKind {
    pub const ALL: [HexsideKind; 10] = [
        HexsideKind::Hedge,
        HexsideKind::Wall,
        HexsideKind::Bocage,
        HexsideKind::Stream,
        HexsideKind::Bridge,
        HexsideKind::Berm,
        HexsideKind::Abatis,
        HexsideKind::Entrenchment,
        HexsideKind::Cliff,
        HexsideKind::Slope,
    ];

    pub fn name(self) -> &'static str {
        match self {
            HexsideKind::Hedge => "hedge",
            HexsideKind::Wall => "wall",
            HexsideKind::Bocage => "bocage",
            HexsideKind::Stream => "stream",
            HexsideKind::Bridge => "bridge",
            HexsideKind::Berm => "berm",
            HexsideKind::Abatis => "abatis",
            HexsideKind::Entrenchment => "entrenchment",
            HexsideKind::Cliff => "cliff",
            HexsideKind::Slope => "steep slope",
        }
    }

    /// Musket & Pike treats these as reciprocal hexsides (the side that reached them first holds the advantage).
    pub fn reciprocal_by_default(self) -> bool {
        matches!(
            self,
            HexsideKind::Hedge
                | HexsideKind::Stream
                | HexsideKind::Bridge
                | HexsideKind::Berm
                | HexsideKind::Abatis
                | HexsideKind::Entrenchment
        )
    }
}

impl fmt::Display for HexsideKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Something placed on a hex during play or by the scenario (Combat Commander smoke, blaze and fortifications).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum HexMarker {
    /// Smoke with the hindrance printed on the marker.
    Smoke(u8),
    /// A fire: fills the hex, blocks sight and movement.
    Blaze,
    /// A fortification: at most one a hex (seed 001).
    Fort(Fortification),
    /// Where a barrage landed (Combat Commander): placed in play only, it neither blocks nor hinders.
    Barrage,
}

/// Works dug or built on a hex (Combat Commander).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Fortification {
    Foxholes,
    Trench,
    Pillbox,
    Bunker,
    /// Barbed wire: no cover, and entering it ends a move.
    Wire,
}

impl Fortification {
    pub const ALL: [Fortification; 5] = [
        Fortification::Foxholes,
        Fortification::Trench,
        Fortification::Pillbox,
        Fortification::Bunker,
        Fortification::Wire,
    ];
}

impl HexMarker {
    pub fn fortification(self) -> Option<Fortification> {
        if let HexMarker::Fort(f) = self { Some(f) } else { None }
    }
}

/// The fortification on a hex, if any.
pub fn fortification_of(markers: &[HexMarker]) -> Option<Fortification> {
    markers.iter().find_map(|m| m.fortification())
}

/// How a terrain affects a line of sight that crosses it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SightEffect {
    Clear,
    /// Lowers fire by this much; hindrances do not add up (the largest on the line applies).
    Hindrance(u8),
    Obstacle,
}

/// Per-ruleset properties of a terrain type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TerrainProfile {
    /// Movement points to enter; `None` = impassable.
    pub move_cost: Option<u8>,
    pub sight: SightEffect,
    /// Entering stops movement (Medieval forest; broken ground for mounted units is a unit-class rule).
    pub stops_movement: bool,
}

pub(crate) const fn p(move_cost: Option<u8>, sight: SightEffect, stops: bool) -> TerrainProfile {
    TerrainProfile { move_cost, sight, stops_movement: stops }
}

/// The terrain chart of a ruleset. Each ruleset keeps its own (`Params::terrain`); values and their sources are
/// listed in docs/rulesets/.
pub fn terrain_profile(ruleset: Ruleset, t: Terrain) -> TerrainProfile {
    (ruleset.params().terrain)(t)
}

/// Per-ruleset properties of a hexside feature: extra movement cost to cross (`None` = cannot cross) and effect on sight.
pub fn hexside_profile(ruleset: Ruleset, k: HexsideKind) -> (Option<u8>, SightEffect) {
    (ruleset.params().hexside)(k)
}

/// The chart we propose for the rulesets whose sources give none (Sharp Practice, Musket & Pike, The 9th Age).
pub fn proposed_chart(t: Terrain) -> TerrainProfile {
    use SightEffect::{Clear, Hindrance, Obstacle};
    match t {
        Terrain::Open | Terrain::Road | Terrain::Field => p(Some(1), Clear, false),
        Terrain::Brush | Terrain::Orchard => p(Some(2), Hindrance(1), false),
        Terrain::Forest => p(Some(2), Obstacle, false),
        Terrain::Building | Terrain::Town => p(Some(2), Obstacle, false),
        Terrain::BrokenGround | Terrain::Rubble | Terrain::Gully => p(Some(2), Clear, false),
        Terrain::Marsh | Terrain::Stream => p(Some(3), Clear, false),
        Terrain::Water => p(None, Clear, false),
    }
}

/// Hexside features as every ruleset but Medieval reads them: walls, hedges, bocage and berms block sight and
/// cost a point to cross, cliffs cannot be crossed, bridges cost nothing, a steep slope costs a point either way
/// and hides nothing by itself.
pub fn standard_hexside(k: HexsideKind) -> (Option<u8>, SightEffect) {
    use SightEffect::{Clear, Obstacle};
    match k {
        HexsideKind::Cliff => (None, Clear),
        HexsideKind::Bridge => (Some(0), Clear),
        HexsideKind::Wall | HexsideKind::Hedge | HexsideKind::Bocage => (Some(1), Obstacle),
        HexsideKind::Stream | HexsideKind::Slope => (Some(1), Clear),
        HexsideKind::Berm => (Some(1), Obstacle),
        HexsideKind::Abatis => (Some(2), Clear),
        HexsideKind::Entrenchment => (Some(1), Clear),
    }
}

/// What a hex marker means for movement: `false` = no unit may enter.
pub fn marker_passable(m: HexMarker) -> bool {
    !matches!(m, HexMarker::Blaze)
}

/// Does entering a hex with this marker end a move (barbed wire)?
pub fn marker_stops(m: HexMarker) -> bool {
    m == HexMarker::Fort(Fortification::Wire)
}
