//! Line of sight as pure rules: a dense `LosIndex` of the map, per-ruleset `LosRules`, and verdicts that say hex by hex what blocked or hindered a line.

use super::geometry::{self, Contact, EdgeContact, NEIGHBORS};
use super::hex::{Coord, Dir, Orientation};
use super::map::MapGrid;
use super::movement::EntryBlock;
use super::ruleset::Ruleset;
use super::terrain::{HexMarker, HexsideKind, SightEffect, Terrain, hexside_profile, terrain_profile};
use hexx::Hex;
use std::fmt;

/// How a line that only grazes something (runs along an edge, or touches a vertex) is judged.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GrazeRule {
    /// Commands & Colors: a line along a hexside is blocked only if the hexes on both sides block; a vertex touch alone never blocks.
    BothSides,
    /// Combat Commander: touching an obstacle (its hex, its hexside or a hexside's end) blocks, and touching a hindrance hinders.
    Touch,
}

/// How height blocks sight.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ElevationRule {
    /// Medieval: any intermediate hill hex blocks, unless the firer, the target and that hex are all on one connected hill.
    SameHill,
    /// Others: an intermediate hex blocks when it is higher than both the firer's and the target's hexes.
    HigherThanBoth,
}

/// Which units stand in the way of a line of sight.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnitsBlock {
    /// Units never block.
    Never,
    /// Any unit between the two hexes blocks.
    All,
    /// Only the looking side's own units block (Sharp Practice: friends in the way spoil a shot). The caller passes
    /// the occupancy of that side's units alone, so an answer never depends on an enemy the side may not see.
    Friends,
}

/// The LOS parameters of a ruleset.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LosRules {
    pub units_block: UnitsBlock,
    pub graze: GrazeRule,
    pub elevation: ElevationRule,
    /// From the top of a steep slope (the higher hex of a `Slope` hexside), hedges and berms never block (Musket &
    /// Pike's exception, read symmetrically: a line with either end on such a top).
    pub overlook: bool,
}

impl LosRules {
    pub fn of(r: Ruleset) -> LosRules {
        r.params().los
    }
}

const OBSTACLE: u8 = 1;
const BLAZE: u8 = 2;
const ON_MAP: u8 = 4;
/// Anything at all that could matter to a line crossing the hex (besides units).
const EFFECT: u8 = 8;
/// The hex is the top of a steep slope (the higher side of a `Slope` hexside).
const SLOPE_TOP: u8 = 16;

/// Everything sight needs to know about one hex, packed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
struct Cell {
    flags: u8,
    hindrance: u8,
    smoke: u8,
    elevation: i8,
    hill: u16,
    /// Bit i: the hexside toward direction i is an obstacle to sight.
    side_block: u8,
    /// Bit i: that hexside is reciprocal.
    side_recip: u8,
    /// Bit i: there is any feature on that hexside.
    side_any: u8,
    terrain: Terrain,
}

/// Dense per-hex LOS data, built from a `MapGrid` for one ruleset; rebuild it when terrain or markers change.
/// Cells are laid out by axial coordinates with a margin, so a hex's cell is one multiply-add away.
#[derive(Debug, Clone, PartialEq)]
pub struct LosIndex {
    pub ruleset: Ruleset,
    pub rules: LosRules,
    pub orientation: Orientation,
    pub width: u32,
    pub height: u32,
    q0: i32,
    r0: i32,
    stride: i32,
    rows: i32,
    cells: Vec<Cell>,
    /// Per cell: the map's row-major index of that hex (`MapGrid::index`), or `u32::MAX` off the map.
    map_index: Vec<u32>,
    kinds: std::collections::BTreeMap<(usize, u8), HexsideKind>,
    /// Per map hex (`MapGrid::index`): bit i set where the hexside toward `Dir::from_index(i)` has a feature.
    sides_at: Vec<u8>,
    /// Per map hex `k` and direction index `di`, at `k * 6 + di`: the map index of the neighbour that way
    /// (`u32::MAX` off the map).
    neighbors: Vec<u32>,
    /// At the same places: what the step costs a unit on foot, then a mounted one (`movement::step_costs`);
    /// the move searches read it for every step.
    steps: [Vec<Result<(u8, bool), EntryBlock>>; 2],
    /// Per map hex: whether a piece may stand there (`movement::ground_allows`), which the piece checks ask of
    /// every piece after every order.
    ground: Vec<Result<(), EntryBlock>>,
}

impl LosIndex {
    pub fn new(grid: &MapGrid, ruleset: Ruleset) -> LosIndex {
        let o = grid.orientation;
        let (mut qmin, mut qmax, mut rmin, mut rmax) = (i32::MAX, i32::MIN, i32::MAX, i32::MIN);
        for c in grid.all_coords() {
            let h = c.to_hex(o);
            qmin = qmin.min(h.x);
            qmax = qmax.max(h.x);
            rmin = rmin.min(h.y);
            rmax = rmax.max(h.y);
        }
        // A margin of one hex: lines between map hexes can graze hexes just off the map.
        let (q0, r0) = (qmin - 1, rmin - 1);
        let stride = qmax - qmin + 3;
        let rows = rmax - rmin + 3;
        let mut ix = LosIndex {
            ruleset,
            rules: LosRules::of(ruleset),
            orientation: o,
            width: grid.width,
            height: grid.height,
            q0,
            r0,
            stride,
            rows,
            cells: vec![Cell::default(); (stride * rows) as usize],
            map_index: vec![u32::MAX; (stride * rows) as usize],
            kinds: Default::default(),
            sides_at: vec![0; grid.terrain.len()],
            neighbors: Vec::new(),
            steps: [Vec::new(), Vec::new()],
            ground: Vec::new(),
        };
        ix.neighbors = grid
            .all_coords()
            .flat_map(|c| {
                (0..6u8).map(move |di| {
                    c.neighbor(Dir::from_index(di, o), o).and_then(|nb| grid.index(nb)).map_or(u32::MAX, |k| k as u32)
                })
            })
            .collect();
        // Hills: connected regions of hexes above level ground, numbered from 1.
        let n = grid.terrain.len();
        let mut hill = vec![0u16; n];
        let mut next = 1u16;
        for start in 0..n {
            if grid.elevation[start] <= 0 || hill[start] != 0 {
                continue;
            }
            let mut stack = vec![start];
            hill[start] = next;
            while let Some(i) = stack.pop() {
                for nb in grid.neighbors(grid.coord_of(i)) {
                    let j = grid.index(nb).expect("on map");
                    if grid.elevation[j] > 0 && hill[j] == 0 {
                        hill[j] = next;
                        stack.push(j);
                    }
                }
            }
            next = next.saturating_add(1);
        }
        for i in 0..n {
            let c = grid.coord_of(i);
            let k = ix.cell_of(c.to_hex(o)).expect("map hexes have cells");
            ix.map_index[k] = i as u32;
            let cell = &mut ix.cells[k];
            cell.flags = ON_MAP;
            cell.terrain = grid.terrain[i];
            cell.elevation = grid.elevation[i];
            cell.hill = hill[i];
            match terrain_profile(ruleset, grid.terrain[i]).sight {
                SightEffect::Obstacle => cell.flags |= OBSTACLE,
                SightEffect::Hindrance(h) => cell.hindrance = h,
                SightEffect::Clear => {}
            }
            for m in &grid.markers[i] {
                match m {
                    HexMarker::Blaze => cell.flags |= BLAZE,
                    HexMarker::Smoke(s) => cell.smoke = cell.smoke.max(*s),
                    // Works on the ground neither block nor hinder a line of sight.
                    HexMarker::Fort(_) | HexMarker::Barrage => {}
                }
            }
            if cell.flags & (OBSTACLE | BLAZE) != 0 || cell.hindrance > 0 || cell.smoke > 0 || cell.elevation != 0 {
                cell.flags |= EFFECT;
            }
        }
        for key in grid.hexsides.keys() {
            let (a, b) = key.hexes(o);
            for (x, y) in [(a, b), (b, a)] {
                if let (Some(k), Some(d)) = (grid.index(x), grid.direction_to(x, y).and_then(|d| d.index(o))) {
                    ix.sides_at[k] |= 1 << d;
                }
            }
        }
        for (key, feat) in &grid.hexsides {
            let (a, b) = key.hexes(o);
            let (ha, hb) = (a.to_hex(o), b.to_hex(o));
            let (Some(ka), Some(kb)) = (ix.cell_of(ha), ix.cell_of(hb)) else { continue };
            let (Some(da), Some(db)) = (geometry::dir_to(ha, hb), geometry::dir_to(hb, ha)) else { continue };
            let blocks = hexside_profile(ruleset, feat.kind).1 == SightEffect::Obstacle;
            for (k, d) in [(ka, da), (kb, db)] {
                let cell = &mut ix.cells[k];
                cell.side_any |= 1 << d;
                if blocks {
                    cell.side_block |= 1 << d;
                }
                if feat.reciprocal {
                    cell.side_recip |= 1 << d;
                }
                ix.kinds.insert((k, d), feat.kind);
            }
            if feat.kind == HexsideKind::Slope {
                let (ea, eb) = (ix.cells[ka].elevation, ix.cells[kb].elevation);
                if ea > eb {
                    ix.cells[ka].flags |= SLOPE_TOP;
                } else if eb > ea {
                    ix.cells[kb].flags |= SLOPE_TOP;
                }
            }
        }
        ix.steps = super::movement::step_costs(ruleset, grid, &ix.neighbors, &ix.sides_at);
        ix.ground = (0..n).map(|k| super::movement::ground_at(ruleset, grid, k)).collect();
        ix
    }

    /// Whether a piece may stand on the map's hex `map_index` (`movement::ground_allows`), from the table; none when
    /// the index was built for another ruleset than `ruleset` or the hex is off the map.
    #[inline]
    pub fn ground(&self, ruleset: Ruleset, map_index: usize) -> Option<&Result<(), EntryBlock>> {
        if ruleset != self.ruleset {
            return None;
        }
        self.ground.get(map_index)
    }

    /// The cell of an axial hex, if within the map and its margin.
    #[inline]
    pub fn cell_of(&self, h: Hex) -> Option<usize> {
        let (q, r) = (h.x - self.q0, h.y - self.r0);
        (q >= 0 && r >= 0 && q < self.stride && r < self.rows).then(|| (r * self.stride + q) as usize)
    }

    /// May the hexside of the map's hex `map_index` (`MapGrid::index`) toward `d` have a feature? False means
    /// certainly not, so a search stepping across it need not look the hexside up.
    #[inline]
    pub fn hexside_maybe(&self, map_index: usize, d: Dir) -> bool {
        let bits = self.sides_at.get(map_index).copied().unwrap_or(0xff);
        d.index(self.orientation).is_none_or(|i| bits & (1 << i) != 0)
    }

    /// The map index of the neighbour of the map's hex `map_index` toward the direction of index `di`
    /// (`Dir::from_index`), if on the map.
    #[inline]
    pub fn neighbor_index(&self, map_index: usize, di: u8) -> Option<usize> {
        let k = *self.neighbors.get(map_index * 6 + usize::from(di))?;
        (k != u32::MAX).then_some(k as usize)
    }

    /// What the step from the map's hex `map_index` toward the direction of index `di` costs (points, and whether
    /// the move stops there), or why it may not be taken, for a mounted unit or one on foot; none when the index
    /// was built for another ruleset than `ruleset` or the hex is off the map.
    #[inline]
    pub fn step(
        &self,
        ruleset: Ruleset,
        map_index: usize,
        di: u8,
        mounted: bool,
    ) -> Option<&Result<(u8, bool), EntryBlock>> {
        if ruleset != self.ruleset || di >= 6 {
            return None;
        }
        self.steps[usize::from(mounted)].get(map_index * 6 + usize::from(di))
    }

    /// Number of cells (the length an occupancy slice must have).
    pub fn cell_count(&self) -> usize {
        self.cells.len()
    }

    /// An occupancy slice for `LosContext` from the hexes that hold a unit or leader.
    pub fn occupancy(&self, hexes: impl IntoIterator<Item = Coord>) -> Vec<bool> {
        let mut occ = vec![false; self.cells.len()];
        for c in hexes {
            if let Some(k) = self.cell_of(c.to_hex(self.orientation)) {
                occ[k] = true;
            }
        }
        occ
    }

    pub fn coord(&self, h: Hex) -> Coord {
        Coord::from_hex(h, self.orientation)
    }

    fn on_map(&self, h: Hex) -> Option<usize> {
        self.cell_of(h).filter(|k| self.cells[*k].flags & ON_MAP != 0)
    }
}

/// What stopped a line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Blocker {
    Terrain {
        at: Coord,
        terrain: Terrain,
    },
    Blaze {
        at: Coord,
    },
    Height {
        at: Coord,
        elevation: i8,
    },
    Unit {
        at: Coord,
    },
    /// A line along a hexside whose hexes on both sides block (Medieval tie rule).
    BothSides {
        left: Coord,
        right: Coord,
    },
    Hexside {
        between: (Coord, Coord),
        kind: HexsideKind,
        how: EdgeHow,
    },
    /// A reciprocal hexside the firer does not hold: sight reaches the hex just behind it, no further.
    Reciprocal {
        between: (Coord, Coord),
        kind: HexsideKind,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EdgeHow {
    Crosses,
    RunsAlong,
    TouchesEnd,
}

/// Where a hindrance came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HindranceSource {
    Terrain(Terrain),
    Smoke,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hindrance {
    pub at: Coord,
    pub source: HindranceSource,
    pub value: u8,
}

/// The hindrances met along a line (kept inline: most lines meet only a few).
pub type Hindrances = smallvec::SmallVec<[Hindrance; 4]>;

/// The verdict on a line of sight.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    Clear,
    /// Every hindrance met, hex by hex; `applied` is the largest (hindrances never add up).
    Hindered {
        hindrances: Hindrances,
        applied: u8,
    },
    Blocked(Blocker),
}

impl Verdict {
    pub fn is_blocked(&self) -> bool {
        matches!(self, Verdict::Blocked(_))
    }
}

/// What the caller knows beyond the map: which hexes hold a unit. (The unit that holds a reciprocal hexside's
/// benefit stands beside it, so the own-hexside rule already lets it see through; no other firer does.)
pub struct LosContext<'a> {
    /// Per LOS cell (see `LosIndex::occupancy`): is there a unit or leader there? May be empty.
    pub occupied: &'a [bool],
}

impl LosContext<'_> {
    pub fn empty() -> LosContext<'static> {
        LosContext { occupied: &[] }
    }
}

/// One line of the hex-by-hex explanation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    pub at: Coord,
    pub contact: &'static str,
    pub text: String,
}

/// A verdict with the reasons, hex by hex, in order from the firer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    pub verdict: Verdict,
    pub notes: Vec<Note>,
}

struct HexEffect {
    blocks: Option<Blocker>,
    hindrance: Option<Hindrance>,
}

fn hex_effect(ix: &LosIndex, ctx: &LosContext, k: usize, h: Hex, ends: &Ends) -> HexEffect {
    let cell = &ix.cells[k];
    let occupied = ix.rules.units_block != UnitsBlock::Never && ctx.occupied.get(k).copied().unwrap_or(false);
    // Level ground is higher than both ends of a line between two hollows.
    let above_both = ix.rules.elevation == ElevationRule::HigherThanBoth && cell.elevation > ends.ea.max(ends.eb);
    if cell.flags & EFFECT == 0 && !occupied && !above_both {
        return HexEffect { blocks: None, hindrance: None };
    }
    let at = ix.coord(h);
    let blocks = if cell.flags & BLAZE != 0 {
        Some(Blocker::Blaze { at })
    } else if cell.flags & OBSTACLE != 0 {
        Some(Blocker::Terrain { at, terrain: cell.terrain })
    } else if high_ground(ix, cell, ends) {
        Some(Blocker::Height { at, elevation: cell.elevation })
    } else if occupied {
        Some(Blocker::Unit { at })
    } else {
        None
    };
    let hindrance = if cell.smoke > 0 && cell.smoke >= cell.hindrance {
        Some(Hindrance { at, source: HindranceSource::Smoke, value: cell.smoke })
    } else if cell.hindrance > 0 {
        Some(Hindrance { at, source: HindranceSource::Terrain(cell.terrain), value: cell.hindrance })
    } else {
        None
    };
    HexEffect { blocks, hindrance }
}

/// Heights and hills of the two ends of a line.
struct Ends {
    ea: i8,
    eb: i8,
    hill_a: u16,
    hill_b: u16,
}

fn high_ground(ix: &LosIndex, cell: &Cell, e: &Ends) -> bool {
    match ix.rules.elevation {
        ElevationRule::HigherThanBoth => cell.elevation > e.ea.max(e.eb),
        ElevationRule::SameHill => {
            cell.elevation > 0 && !(cell.hill == e.hill_a && e.hill_a == e.hill_b && e.hill_a != 0)
        }
    }
}

/// Judge the line from `a` to `b`. With `explain`, also fill the hex-by-hex notes; without, stop at the first block.
pub fn line_of_sight(ix: &LosIndex, ctx: &LosContext, a: Coord, b: Coord, explain: bool) -> Report {
    let o = ix.orientation;
    let (ha, hb) = (a.to_hex(o), b.to_hex(o));
    let (Some(ka), Some(kb)) = (ix.on_map(ha), ix.on_map(hb)) else {
        return Report {
            verdict: Verdict::Blocked(Blocker::Terrain { at: a, terrain: Terrain::Water }),
            notes: vec![],
        };
    };
    let mut notes = Vec::new();
    let mut hind = Hindrances::new();
    let blocked = if explain {
        walk::<true>(ix, ctx, (ha, ka), (hb, kb), &mut hind, &mut notes)
    } else {
        walk::<false>(ix, ctx, (ha, ka), (hb, kb), &mut hind, &mut notes)
    };
    let verdict = if let Some(b) = blocked {
        Verdict::Blocked(b)
    } else if hind.is_empty() {
        Verdict::Clear
    } else {
        let applied = hind.iter().map(|h| h.value).max().unwrap_or(0);
        Verdict::Hindered { hindrances: hind, applied }
    };
    Report { verdict, notes }
}

/// Which map hexes `from` can see (row-major, as `MapGrid::index`): the same rules as `line_of_sight`, without
/// the report. For full-map visibility (fog of war, spotting, AI); `sight::Sight` keeps many of these up to date.
pub fn visible_from(ix: &LosIndex, ctx: &LosContext, from: Coord) -> Vec<bool> {
    let n = (ix.width * ix.height) as usize;
    let mut seen = sight::Bits::new(n);
    sight::sweep(ix, ctx, from, &mut seen, &mut Vec::new());
    (0..n).map(|i| seen.get(i)).collect()
}

/// `visible_from` the slow way, one exact line walk per hex: the reference the sweep is tested against.
pub fn visible_from_by_lines(ix: &LosIndex, ctx: &LosContext, from: Coord) -> Vec<bool> {
    let o = ix.orientation;
    let n = (ix.width * ix.height) as usize;
    let mut out = vec![false; n];
    let ha = from.to_hex(o);
    let Some(ka) = ix.on_map(ha) else { return out };
    let mut notes = Vec::new();
    for (i, seen) in out.iter_mut().enumerate() {
        let c = Coord((i % ix.width as usize) as i32, (i / ix.width as usize) as i32);
        let hb = c.to_hex(o);
        let Some(kb) = ix.cell_of(hb) else { continue };
        *seen = walk::<false>(ix, ctx, (ha, ka), (hb, kb), &mut IgnoreHindrances, &mut notes).is_none();
    }
    out
}

/// Where a walk puts the hindrances it meets.
trait HindranceSink {
    fn add(&mut self, h: Hindrance);
}

impl HindranceSink for Hindrances {
    fn add(&mut self, h: Hindrance) {
        self.push(h);
    }
}

/// For visibility only: hindrances do not matter.
struct IgnoreHindrances;

impl HindranceSink for IgnoreHindrances {
    fn add(&mut self, _: Hindrance) {}
}

/// Walk the line's steps and apply the rules. Returns the first blocker; fills `hind` and (when `EXPLAIN`) `notes`.
/// Without `EXPLAIN` it stops at the first blocker.
fn walk<const EXPLAIN: bool>(
    ix: &LosIndex,
    ctx: &LosContext,
    (ha, ka): (Hex, usize),
    (hb, kb): (Hex, usize),
    hind: &mut impl HindranceSink,
    notes: &mut Vec<Note>,
) -> Option<Blocker> {
    let explain = EXPLAIN;
    let ends = Ends {
        ea: ix.cells[ka].elevation,
        eb: ix.cells[kb].elevation,
        hill_a: ix.cells[ka].hill,
        hill_b: ix.cells[kb].hill,
    };
    let touch = ix.rules.graze == GrazeRule::Touch;
    let mut blocked: Option<Blocker> = None;
    // Smoke in the firer's or target's own hex hinders too.
    for (k, h) in [(ka, ha), (kb, hb)] {
        if ix.cells[k].smoke > 0 {
            hind.add(Hindrance { at: ix.coord(h), source: HindranceSource::Smoke, value: ix.cells[k].smoke });
        }
    }
    // Notes are written only when explaining; their text is built only then.
    let mut note = |at: Coord, contact: &'static str, text: &dyn Fn() -> String| {
        if explain {
            notes.push(Note { at, contact, text: text() });
        }
    };
    // An "along" hex waits for the hex on the other side of the edge (both-sides rule).
    // `None` inside: that hex is off the map (the line runs along the map's edge), and blocks nothing.
    let mut pending_along: Option<(Hex, Option<(usize, HexEffect)>)> = None;
    let steps = geometry::line_steps(ha, hb);
    for s in steps.iter() {
        if blocked.is_some() && !explain {
            break;
        }
        let hex = Hex::new(ha.x + s.dq as i32, ha.y + s.dr as i32);
        if s.is_edge() {
            if let Some(bl) = edge_step(ix, *s, hex, (ha, hb), touch, &mut note) {
                blocked.get_or_insert(bl);
            }
            continue;
        }
        let Some(k) = ix.on_map(hex) else {
            // Off the map, beside an edge the line runs along: still one side of that edge for the both-sides
            // rule, so the hex on the map is paired with it and not with the next edge's hexes.
            if !touch && s.contact() == Contact::Along {
                match pending_along.take() {
                    None => pending_along = Some((hex, None)),
                    Some((other, Some(_))) => {
                        let oat = ix.coord(other);
                        note(oat, "runs along the map's edge beside", &|| {
                            format!("{oat}: the other side of the edge is off the map, so the line stays open")
                        });
                    }
                    Some((_, None)) => {}
                }
            }
            continue;
        };
        let contact = s.contact();
        let eff = hex_effect(ix, ctx, k, hex, &ends);
        let cell = &ix.cells[k];
        let at = ix.coord(hex);
        match contact {
            Contact::Cross => {
                if let Some(bl) = eff.blocks {
                    note(at, "crosses", &|| describe_blocker(&bl));
                    blocked.get_or_insert(bl);
                } else if let Some(hd) = eff.hindrance {
                    note(at, "crosses", &|| format!("{} hinders by {}", source_name(&hd.source), hd.value));
                    hind.add(hd);
                } else {
                    note(at, "crosses", &|| format!("clear ({})", cell.terrain));
                }
            }
            Contact::Along | Contact::Vertex if touch => {
                let how = if contact == Contact::Along { "runs along an edge of" } else { "touches a corner of" };
                if let Some(bl) = eff.blocks {
                    note(at, how, &|| describe_blocker(&bl));
                    blocked.get_or_insert(bl);
                } else if let Some(hd) = eff.hindrance {
                    note(at, how, &|| format!("{} hinders by {}", source_name(&hd.source), hd.value));
                    hind.add(hd);
                } else {
                    note(at, how, &|| "clear".into());
                }
            }
            Contact::Along | Contact::Vertex => {
                let graze = (hex, k, at);
                if let Some(bl) = graze_step(ix, graze, contact, eff, &mut pending_along, &mut *hind, &mut note) {
                    blocked.get_or_insert(bl);
                }
            }
        }
    }
    blocked
}

/// One step of the walk that lies on a hexside (of `hex`, toward the step's direction): what that hexside does to
/// the line, told to `note`, and the blocker it puts up, if any. `ha` and `hb` are the line's two ends.
#[inline]
fn edge_step(
    ix: &LosIndex,
    s: geometry::TStep,
    hex: Hex,
    (ha, hb): (Hex, Hex),
    touch: bool,
    note: &mut impl FnMut(Coord, &'static str, &dyn Fn() -> String),
) -> Option<Blocker> {
    let dir = s.dir();
    let (dq, dr) = NEIGHBORS[dir as usize];
    let other = Hex::new(hex.x + dq, hex.y + dr);
    let k = ix.cell_of(hex)?;
    if ix.cells[k].side_any & (1 << dir) == 0 {
        return None;
    }
    // Hexsides of the firer's or target's own hex never count.
    if hex == ha || hex == hb || other == ha || other == hb {
        return None;
    }
    let kind = ix.kinds.get(&(k, dir)).copied().unwrap_or(HexsideKind::Wall);
    let between = (ix.coord(hex), ix.coord(other));
    if ix.cells[k].side_block & (1 << dir) == 0 {
        note(between.0, "passes the", &|| {
            format!("{kind} between {} and {}: no effect on sight", between.0, between.1)
        });
        return None;
    }
    let how = match s.edge_contact() {
        EdgeContact::Cross => EdgeHow::Crosses,
        EdgeContact::Along => EdgeHow::RunsAlong,
        EdgeContact::Endpoint => EdgeHow::TouchesEnd,
    };
    if how == EdgeHow::TouchesEnd && !touch {
        note(between.0, "touches the end of", &|| format!("{kind}: the end of a hexside alone never blocks"));
        return None;
    }
    let top = |h: Hex| ix.cell_of(h).is_some_and(|c| ix.cells[c].flags & SLOPE_TOP != 0);
    if ix.rules.overlook && matches!(kind, HexsideKind::Hedge | HexsideKind::Berm) && (top(ha) || top(hb)) {
        note(between.0, "passes over", &|| format!("{kind}: seen over from the top of a steep slope"));
        return None;
    }
    if ix.cells[k].side_recip & (1 << dir) != 0 {
        // Sight reaches into the hex just behind the hexside, and no further.
        if how == EdgeHow::Crosses && (other == hb || hex == hb) {
            note(between.0, "crosses", &|| format!("{kind}: the target is in the hex just behind it"));
            return None;
        }
        let bl = Blocker::Reciprocal { between, kind };
        note(between.0, "crosses", &|| describe_blocker(&bl));
        return Some(bl);
    }
    let bl = Blocker::Hexside { between, kind, how };
    note(between.0, "meets", &|| describe_blocker(&bl));
    Some(bl)
}

/// A step that runs along an edge of the map hex `hex` (cell `k`, at `at`) or touches one of its corners, under the
/// both-sides rule. Blaze blocks and smoke hinders whatever the contact; a corner alone never blocks; along an edge
/// the line is judged once the hex on the other side arrives (`pending_along` holds the first of the pair). Returns
/// the blocker it finds, if any.
#[inline]
fn graze_step(
    ix: &LosIndex,
    (hex, k, at): (Hex, usize, Coord),
    contact: Contact,
    eff: HexEffect,
    pending_along: &mut Option<(Hex, Option<(usize, HexEffect)>)>,
    hind: &mut impl HindranceSink,
    note: &mut impl FnMut(Coord, &'static str, &dyn Fn() -> String),
) -> Option<Blocker> {
    let cell = &ix.cells[k];
    let how = if contact == Contact::Along { "runs along an edge of" } else { "touches a corner of" };
    // Smoke and blaze fill their hex, edges and corners included, whatever the tie rule.
    if cell.flags & BLAZE != 0 {
        let bl = Blocker::Blaze { at };
        note(at, how, &|| describe_blocker(&bl));
        return Some(bl);
    }
    if cell.smoke > 0 {
        let smoke = cell.smoke;
        note(at, how, &|| format!("smoke hinders by {smoke}"));
        hind.add(Hindrance { at, source: HindranceSource::Smoke, value: smoke });
    }
    if contact == Contact::Vertex {
        note(at, how, &|| "a corner alone never blocks".into());
        return None;
    }
    // Both-sides rule: decide when the hex on the other side of the edge arrives.
    match pending_along.take() {
        None => {
            *pending_along = Some((hex, Some((k, eff))));
            None
        }
        Some((_, None)) => {
            note(at, "runs along the map's edge beside", &|| {
                format!("{at}: the other side of the edge is off the map, so the line stays open")
            });
            None
        }
        Some((other, Some((ko, oeff)))) => {
            let oat = ix.coord(other);
            if let (Some(_), Some(_)) = (&eff.blocks, &oeff.blocks) {
                let bl = Blocker::BothSides { left: oat.min(at), right: oat.max(at) };
                note(oat, "runs along the hexside beside", &|| describe_blocker(&bl));
                Some(bl)
            } else {
                let (t1, t2) = (cell.hindrance, ix.cells[ko].hindrance);
                if t1 > 0 && t2 > 0 {
                    let (hat, v, t) = if t1 <= t2 { (at, t1, cell.terrain) } else { (oat, t2, ix.cells[ko].terrain) };
                    hind.add(Hindrance { at: hat, source: HindranceSource::Terrain(t), value: v });
                }
                note(oat, "runs along the hexside beside", &|| {
                    let why = match (&oeff.blocks, &eff.blocks) {
                        (Some(b), None) | (None, Some(b)) => {
                            format!("only one side blocks ({}), so the line stays open", describe_blocker(b))
                        }
                        _ => "neither side blocks".to_string(),
                    };
                    format!("{at} too: {why}")
                });
                None
            }
        }
    }
}

fn source_name(s: &HindranceSource) -> String {
    match s {
        HindranceSource::Terrain(t) => t.to_string(),
        HindranceSource::Smoke => "smoke".into(),
    }
}

/// A sentence a player understands.
pub fn describe_blocker(b: &Blocker) -> String {
    match b {
        Blocker::Terrain { at, terrain } => format!("{terrain} at {at} stands in the way"),
        Blocker::Blaze { at } => {
            format!("the blaze at {at} blocks the line (fire fills its hex, edges included)")
        }
        Blocker::Height { at, elevation } => {
            format!("higher ground at {at} (level {elevation}) blocks the line")
        }
        Blocker::Unit { at } => format!("the unit at {at} blocks the line"),
        Blocker::BothSides { left, right } => {
            format!("the line runs along the edge between {left} and {right}, and both sides block")
        }
        Blocker::Hexside { between, kind, how } => {
            let verb = match how {
                EdgeHow::Crosses => "crosses",
                EdgeHow::RunsAlong => "runs along",
                EdgeHow::TouchesEnd => "touches the end of",
            };
            format!("the line {verb} the {kind} between {} and {}", between.0, between.1)
        }
        Blocker::Reciprocal { between, kind } => format!(
            "the {kind} between {} and {} is held by the other side: sight reaches only the hex just behind it",
            between.0, between.1
        ),
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Clear => write!(f, "clear"),
            Verdict::Hindered { hindrances, applied } => {
                let list: Vec<String> =
                    hindrances.iter().map(|h| format!("{} {} at {}", source_name(&h.source), h.value, h.at)).collect();
                write!(f, "hindered by {applied} (the largest of: {}; hindrances do not add up)", list.join(", "))
            }
            Verdict::Blocked(b) => write!(f, "blocked: {}", describe_blocker(b)),
        }
    }
}

pub mod sight;
#[cfg(test)]
mod tests;
