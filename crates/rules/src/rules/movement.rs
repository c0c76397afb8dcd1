//! Movement rules as pure functions: whether a unit may enter a hex (terrain, hexsides, markers, stacking, enemies).

use super::engine::Ctx;
use super::hex::{Coord, Dir};
use super::map::{HexsideFeature, MapGrid};
use super::ruleset::{Ruleset, Stacking, UnitType};
use super::terrain::{HexMarker, HexsideKind, Terrain, hexside_profile, marker_passable, terrain_profile};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A piece already standing in a hex, as seen by the stacking rule.
#[derive(Debug, Clone, Copy)]
pub struct Occupant<'a> {
    pub side: usize,
    pub unit_type: &'a UnitType,
}

/// Why a piece may not stand in or enter a hex.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
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
                write!(f, "{figures} figures would exceed the stacking limit of {limit}")
            }
        }
    }
}

/// Whether a piece may stand in hex `at` given the map (terrain and markers only).
pub fn ground_allows(ruleset: Ruleset, map: &MapGrid, at: Coord) -> Result<(), EntryBlock> {
    let k = map.index(at).ok_or(EntryBlock::OffMap)?;
    ground_at(ruleset, map, k)
}

/// `ground_allows` for the map's hex of index `k` (`MapGrid::index`), which must be on the map.
pub fn ground_at(ruleset: Ruleset, map: &MapGrid, k: usize) -> Result<(), EntryBlock> {
    let t = map.terrain[k];
    if terrain_profile(ruleset, t).move_cost.is_none() {
        return Err(EntryBlock::Impassable(t));
    }
    if let Some(m) = map.markers[k].iter().find(|m| !marker_passable(**m)) {
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
            let same_role = occupants.iter().filter(|o| o.unit_type.leader == mover.leader).count();
            if same_role > 0 { Err(EntryBlock::HexFull) } else { Ok(()) }
        }
        Stacking::Figures { limit } => {
            let figures: u8 = occupants.iter().map(|o| o.unit_type.figures).sum::<u8>() + mover.figures;
            if figures > limit { Err(EntryBlock::Overstacked { figures, limit }) } else { Ok(()) }
        }
    }
}

/// Whether a single step from `from` to the adjacent `to` is allowed by terrain, markers and hexsides.
pub fn step_allows(ruleset: Ruleset, map: &MapGrid, from: Coord, to: Coord) -> Result<(), EntryBlock> {
    ground_allows(ruleset, map, to)?;
    if let Some(h) = map.hexside_between(from, to)
        && hexside_profile(ruleset, h.kind).0.is_none()
    {
        return Err(EntryBlock::HexsideImpassable(h.kind));
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
    step_allows(ruleset, map, pieces[mover].at, to)?;
    stacking_at(ruleset, pieces, mover, carried, to)
}

/// Whether the mover and what it carries may stand in `to` with the pieces already there.
pub fn stacking_at(
    ruleset: Ruleset,
    pieces: &[Piece<'_>],
    mover: usize,
    carried: &[usize],
    to: Coord,
) -> Result<(), EntryBlock> {
    let mut there: Vec<Occupant> = pieces
        .iter()
        .enumerate()
        .filter(|(i, p)| p.at == to && *i != mover && !carried.contains(i))
        .map(|(_, p)| Occupant { side: p.side, unit_type: p.unit_type })
        .collect();
    for i in std::iter::once(mover).chain(carried.iter().copied()) {
        let p = &pieces[i];
        stacking_allows(ruleset, &there, p.side, p.unit_type)?;
        there.push(Occupant { side: p.side, unit_type: p.unit_type });
    }
    Ok(())
}

/// Whether a unit of `mover`'s type may move through hexes held by friendly pieces without stopping there.
pub fn may_pass_friends(ruleset: Ruleset, mover: &UnitType) -> bool {
    (ruleset.params().pass_friends)(mover)
}

/// The cost of one step, and whether entering the hex ends the move; `Err` if the step is impossible.
pub fn step_cost(
    ruleset: Ruleset,
    map: &MapGrid,
    from: Coord,
    to: Coord,
    mover: &UnitType,
) -> Result<(u8, bool), EntryBlock> {
    // What `step_allows` checks, with the hexside looked up once for both the check and the cost.
    step_cost_over(ruleset, map, from, to, map.hexside_between(from, to), mover.mounted)
}

/// `step_cost` for a step whose direction `d` is known (`to` is `from`'s neighbour that way): the same answer, read
/// from the sight index's table of every step on the map (`step_cost_at`) instead of worked out again. Searches
/// that step from every hex in every direction use it.
pub fn step_cost_toward(ctx: Ctx, from: Coord, d: Dir, to: Coord, mover: &UnitType) -> Result<(u8, bool), EntryBlock> {
    let map = ctx.map;
    match (map.index(from), d.index(map.orientation)) {
        (Some(k), Some(di)) => step_cost_at(ctx, k, di, mover.mounted),
        _ => step_cost_over(ctx.setup.ruleset, map, from, to, map.hexside(from, d), mover.mounted),
    }
}

/// `step_cost_toward` for the map's hex `k` (`MapGrid::index`) and the direction of index `di`
/// (`Dir::from_index`), for a mounted unit or one on foot: read from the sight index's table of every step on the
/// map (`LosIndex::step`), so a search that works in map indices asks nothing else.
#[inline]
pub fn step_cost_at(ctx: Ctx, k: usize, di: u8, mounted: bool) -> Result<(u8, bool), EntryBlock> {
    let ruleset = ctx.setup.ruleset;
    if let Some(step) = ctx.los.step(ruleset, k, di, mounted) {
        return step.clone();
    }
    // An index built for another ruleset's costs (none is, in a game): work the step out.
    let map = ctx.map;
    let (from, d) = (map.coord_of(k), Dir::from_index(di, map.orientation));
    let to = from.neighbor(d, map.orientation).ok_or(EntryBlock::OffMap)?;
    step_cost_over(ruleset, map, from, to, map.hexside(from, d), mounted)
}

/// What every step on `map` costs: for a unit on foot, then a mounted one (the one difference the mover makes),
/// per map hex `k` and direction index `di` at `k * 6 + di`, the points and whether the move stops there, or why
/// it may not be taken (off the map included). `neighbors` gives the hex each step enters (`u32::MAX` off the
/// map), and `sides_at` where a hexside feature may be (bit `di` of hex `k`), as the sight index keeps them.
/// Entering a hex costs the same from every side unless a hexside feature or a climb is crossed, so only those
/// steps are worked out on their own.
pub fn step_costs(
    ruleset: Ruleset,
    map: &MapGrid,
    neighbors: &[u32],
    sides_at: &[u8],
) -> [Vec<Result<(u8, bool), EntryBlock>>; 2] {
    let o = map.orientation;
    let climbs = ruleset.params().climb_cost > 0;
    let of = |mounted: bool| {
        let entry: Vec<_> = map.all_coords().map(|c| step_cost_over(ruleset, map, c, c, None, mounted)).collect();
        let mut steps = Vec::with_capacity(neighbors.len());
        for (k, from) in map.all_coords().enumerate() {
            for di in 0..6u8 {
                let tk = neighbors[k * 6 + usize::from(di)];
                if tk == u32::MAX {
                    steps.push(Err(EntryBlock::OffMap));
                    continue;
                }
                let tk = tk as usize;
                let d = Dir::from_index(di, o);
                let maybe = sides_at.get(k).is_none_or(|bits| bits & (1 << di) != 0);
                let side = if maybe { map.hexside(from, d) } else { None };
                if side.is_none() && (!climbs || map.elevation[tk] <= map.elevation[k]) {
                    steps.push(entry[tk].clone());
                } else {
                    steps.push(step_cost_over(ruleset, map, from, map.coord_of(tk), side, mounted));
                }
            }
        }
        steps
    };
    [of(false), of(true)]
}

/// The cost of entering `to` from `from` across the hexside `side` (none: open ground between the hexes), for a
/// mounted unit or one on foot.
fn step_cost_over(
    ruleset: Ruleset,
    map: &MapGrid,
    from: Coord,
    to: Coord,
    side: Option<&HexsideFeature>,
    mounted: bool,
) -> Result<(u8, bool), EntryBlock> {
    ground_allows(ruleset, map, to)?;
    let t = map.terrain(to).ok_or(EntryBlock::OffMap)?;
    let prof = terrain_profile(ruleset, t);
    let mut cost = prof.move_cost.ok_or(EntryBlock::Impassable(t))?;
    if let Some(h) = side {
        cost += hexside_profile(ruleset, h.kind).0.ok_or(EntryBlock::HexsideImpassable(h.kind))?;
    }
    let params = ruleset.params();
    if let Some(flat) = params.flat_step_cost {
        cost = flat;
    }
    if params.climb_cost > 0 {
        let climb = map.elevation(to).unwrap_or(0) - map.elevation(from).unwrap_or(0);
        cost = cost.saturating_add(params.climb_cost.saturating_mul(climb.clamp(0, 8) as u8));
    }
    let stops = prof.stops_movement
        || (mounted && params.mounted_stop == Some(t))
        || map.markers(to).iter().any(|m| super::terrain::marker_stops(*m));
    Ok((cost, stops))
}

/// Every hex a piece can reach this move, with the cost and the previous hex of the cheapest path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reach {
    pub start: Coord,
    width: u32,
    /// Movement spent to reach each dense index (u16::MAX = not reached).
    cost: Vec<u16>,
    prev: Vec<u32>,
    /// Hexes where the piece may end its move (reached, and stacking allows stopping there), sorted.
    pub ends: Vec<Coord>,
}

impl Reach {
    pub fn can_end(&self, c: Coord) -> bool {
        self.ends.binary_search(&c).is_ok()
    }
    pub fn cost(&self, c: Coord) -> Option<u16> {
        let i = self.index(c)?;
        (self.cost[i] != u16::MAX).then_some(self.cost[i])
    }
    fn index(&self, c: Coord) -> Option<usize> {
        if c.0 < 0 || c.1 < 0 || c.0 as u32 >= self.width {
            return None;
        }
        let i = c.1 as usize * self.width as usize + c.0 as usize;
        (i < self.cost.len()).then_some(i)
    }
    /// The hexes of the cheapest path to `to`: `to` itself, then back towards the start (excluded).
    fn back_from(&self, to: Coord) -> Option<impl Iterator<Item = Coord> + '_> {
        self.cost(to)?;
        let mut i = self.index(to)?;
        let back = std::iter::from_fn(move || {
            if self.prev[i] == u32::MAX {
                return None;
            }
            i = self.prev[i] as usize;
            let c = Coord((i % self.width as usize) as i32, (i / self.width as usize) as i32);
            (c != self.start).then_some(c)
        });
        Some(std::iter::once(to).chain(back))
    }

    /// How many hexes the cheapest path to `to` crosses (the length of `path_to`), without building it.
    pub fn steps_to(&self, to: Coord) -> Option<usize> {
        Some(self.back_from(to)?.count())
    }

    /// The hexes from the start (excluded) to `to` (included) along the cheapest path.
    pub fn path_to(&self, to: Coord) -> Option<Vec<Coord>> {
        let mut path: Vec<Coord> = self.back_from(to)?.collect();
        path.reverse();
        Some(path)
    }
}

/// Cheapest-path search over terrain and hexside costs within `allowance`, honouring stop-on-entry terrain,
/// enemy-held hexes (never entered), friendly-held hexes (passed through only where the ruleset allows) and stacking
/// where the move ends. `carried` pieces (an attached leader) move with the mover.
pub fn reachable(
    ruleset: Ruleset,
    map: &MapGrid,
    pieces: &[Piece<'_>],
    mover: usize,
    carried: &[usize],
    allowance: u8,
) -> Reach {
    let pass = may_pass_friends(ruleset, pieces[mover].unit_type);
    let los = super::los::LosIndex::new(map, ruleset);
    reachable_with(ruleset, map, &los, pieces, mover, carried, allowance, pass)
}

/// `reachable` with the pass-through-friends rule given by the caller (a card may allow it), on the map's sight
/// index `los` (its neighbour and step-cost tables give every step).
#[allow(clippy::too_many_arguments)]
pub fn reachable_with(
    ruleset: Ruleset,
    map: &MapGrid,
    los: &super::los::LosIndex,
    pieces: &[Piece<'_>],
    mover: usize,
    carried: &[usize],
    allowance: u8,
    pass_friends: bool,
) -> Reach {
    let n = map.terrain.len();
    let me = &pieces[mover];
    let start = me.at;
    let mut cost = vec![u16::MAX; n];
    let mut prev = vec![u32::MAX; n];
    // Who stands where (excluding the moving pieces): 0 = nobody, 1 = friendly leaders only, 2 = friendly units,
    // 3 = enemy.
    let mut held = vec![0u8; n];
    for (i, p) in pieces.iter().enumerate() {
        if i == mover || carried.contains(&i) {
            continue;
        }
        if let Some(k) = map.index(p.at) {
            held[k] = held[k].max(match (p.side == me.side, p.unit_type.leader) {
                (true, true) => 1,
                (true, false) => 2,
                (false, _) => 3,
            });
        }
    }
    let Some(s) = map.index(start) else {
        return Reach { start, width: map.width, cost, prev, ends: Vec::new() };
    };
    cost[s] = 0;
    // Small costs: a bucket queue by cost is exact and allocation-light.
    // Each list sized once for the ring of hexes at its cost, so a search does not grow them step by step.
    let a = allowance as usize;
    let mut buckets: Vec<Vec<(usize, bool)>> = (0..=a).map(|c| Vec::with_capacity(6 * c + 1)).collect();
    buckets[0].push((s, false));
    let mut ends = Vec::with_capacity((3 * a * (a + 1)).min(n));
    for c in 0..=a {
        let mut k = 0;
        while k < buckets[c].len() {
            let (i, stopped) = buckets[c][k];
            k += 1;
            if cost[i] as usize != c {
                continue;
            }
            let here = map.coord_of(i);
            if i != s {
                ends.push(here);
            }
            if stopped {
                continue;
            }
            // The neighbours in the order `Coord::neighbors` gives them (the directions' order).
            for di in 0..6u8 {
                let Some(j) = los.neighbor_index(i, di) else { continue };
                if held[j] == 3 {
                    continue;
                }
                // One unit per hex and no passing through friends (leaders pass, and may end on a friend). A unit
                // may step onto a lone friendly leader to take him on, and stops there.
                let joins = held[j] == 1 && !pass_friends && !me.unit_type.leader;
                if held[j] >= 1 && !pass_friends && !joins {
                    continue;
                }
                let step = match los.step(ruleset, i, di, me.unit_type.mounted) {
                    Some(step) => step.clone(),
                    None => step_cost(ruleset, map, here, map.coord_of(j), me.unit_type),
                };
                let Ok((step, stops)) = step else { continue };
                let stops = stops || joins;
                let nc = c + step as usize;
                if nc > allowance as usize || nc as u16 >= cost[j] {
                    continue;
                }
                cost[j] = nc as u16;
                prev[j] = i as u32;
                buckets[nc].push((j, stops));
            }
        }
    }
    // Keep only hexes where the move may end under the stacking rule (empty hexes always qualify).
    ends.retain(|c| {
        map.index(*c).is_some_and(|k| held[k] == 0) || stacking_at(ruleset, pieces, mover, carried, *c).is_ok()
    });
    ends.sort();
    ends.dedup();
    Reach { start, width: map.width, cost, prev, ends }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::hex::{Dir, HexsideKey, Orientation};
    use crate::rules::map::HexsideFeature;

    fn pieces<'a>(r: Ruleset, list: &[(&'a str, usize, &str, Coord)]) -> Vec<Piece<'a>> {
        list.iter()
            .map(|(id, side, kind, at)| Piece { id, side: *side, unit_type: r.unit_type(kind).unwrap(), at: *at })
            .collect()
    }

    /// `step_cost_toward` skips hexside lookups where the sight index says there is none, and reads what entering
    /// a hex costs from the index's table: it must give exactly what `step_cost` gives, for every hex, direction
    /// and unit type of every bundled scenario, and again with markers of every kind laid on the map (the table
    /// is rebuilt with the index when the rules change the markers).
    #[test]
    fn the_step_cost_toward_a_direction_agrees_with_the_plain_one_on_every_bundled_map() {
        let mut steps = 0;
        let markers = [
            vec![HexMarker::Blaze],
            vec![HexMarker::Smoke(2)],
            vec![HexMarker::Fort(crate::rules::terrain::Fortification::Foxholes)],
            vec![HexMarker::Barrage],
        ];
        for (name, text) in crate::scenario::bundled_files() {
            let mut s = crate::scenario::load_str(text, name).unwrap().setup().clone();
            for marked in [false, true] {
                if marked {
                    for (i, m) in s.grid.markers.iter_mut().enumerate() {
                        *m = if i % 3 == 0 { markers[(i / 3) % markers.len()].clone() } else { Vec::new() };
                    }
                }
                steps += compare_steps(name, &s);
            }
        }
        assert!(steps > 20_000, "only {steps} steps compared");
    }

    /// `the_step_cost_toward…`'s comparison on one scenario's map: the number of steps compared.
    fn compare_steps(name: &str, s: &crate::rules::setup::Setup) -> usize {
        let mut steps = 0;
        let (map, r) = (&s.grid, s.ruleset);
        let los = crate::rules::los::LosIndex::new(map, r);
        let ctx = Ctx { map, los: &los, setup: s };
        for ut in s.units.iter().map(|u| u.unit_type) {
            for from in map.all_coords() {
                for d in Dir::all(map.orientation) {
                    let Some(to) = from.neighbor(d, map.orientation) else { continue };
                    let plain = step_cost(r, map, from, to, ut);
                    assert_eq!(step_cost_toward(ctx, from, d, to, ut), plain, "{name}: {from} to {to}");
                    steps += 1;
                }
            }
        }
        steps
    }

    #[test]
    fn medieval_movement_counts_hexes_and_forest_stops() {
        let r = Ruleset::Medieval;
        let o = Orientation::Pointy;
        let mut m = MapGrid::new(o, 9, 9, Terrain::Open);
        let f = m.index(Coord(4, 3)).unwrap();
        m.terrain[f] = Terrain::Forest;
        let ps = pieces(r, &[("cav", 0, "light_cavalry", Coord(4, 4))]);
        let reach = reachable(r, &m, &ps, 0, &[], 4);
        assert_eq!(reach.cost(Coord(4, 0)), Some(4));
        assert!(reach.can_end(Coord(4, 3)), "a forest can be entered");
        // Nothing beyond the forest is reached through it: (4,2) is reached around it at cost 2.
        assert_eq!(reach.path_to(Coord(4, 2)).unwrap().len(), 2);
        assert!(!reach.path_to(Coord(4, 2)).unwrap().contains(&Coord(4, 3)));
        // Heavy foot moves 1.
        let ps = pieces(r, &[("hf", 0, "heavy_foot", Coord(4, 4))]);
        assert_eq!(reachable(r, &m, &ps, 0, &[], 1).ends.len(), 6);
    }

    #[test]
    fn mounted_units_stop_in_broken_ground_but_foot_do_not() {
        let r = Ruleset::Medieval;
        let mut m = MapGrid::new(Orientation::Pointy, 9, 9, Terrain::Open);
        for c in [Coord(3, 4), Coord(2, 4)] {
            let i = m.index(c).unwrap();
            m.terrain[i] = Terrain::BrokenGround;
        }
        let cav = pieces(r, &[("c", 0, "light_cavalry", Coord(4, 4))]);
        let reach = reachable(r, &m, &cav, 0, &[], 4);
        assert!(reach.path_to(Coord(1, 4)).unwrap().iter().all(|c| *c != Coord(3, 4)));
        let foot = pieces(r, &[("f", 0, "light_foot", Coord(4, 4))]);
        let reach = reachable(r, &m, &foot, 0, &[], 2);
        assert_eq!(reach.path_to(Coord(2, 4)).unwrap(), vec![Coord(3, 4), Coord(2, 4)]);
    }

    #[test]
    fn no_moving_through_enemies_or_other_units_but_leaders_pass_friends() {
        let r = Ruleset::Medieval;
        let m = MapGrid::new(Orientation::Pointy, 7, 3, Terrain::Open);
        let ps = pieces(
            r,
            &[
                ("lc", 0, "light_cavalry", Coord(0, 1)),
                ("friend", 0, "heavy_foot", Coord(1, 1)),
                ("foe", 1, "heavy_foot", Coord(3, 1)),
            ],
        );
        let reach = reachable(r, &m, &ps, 0, &[], 4);
        assert!(!reach.can_end(Coord(1, 1)) && !reach.can_end(Coord(3, 1)));
        // Around the friend through row 0 or 2 is fine, but never into the enemy's hex.
        assert!(reach.can_end(Coord(2, 1)));
        let ps = pieces(r, &[("ldr", 0, "leader", Coord(0, 1)), ("friend", 0, "heavy_foot", Coord(1, 1))]);
        let reach = reachable(r, &m, &ps, 0, &[], 3);
        assert!(reach.can_end(Coord(1, 1)), "a leader may join a friendly unit");
        assert_eq!(reach.cost(Coord(2, 1)), Some(2), "and pass through it");
    }

    #[test]
    fn combat_commander_costs_movement_points_and_hexsides() {
        let r = Ruleset::CombatCommander;
        let o = Orientation::Flat;
        let mut m = MapGrid::new(o, 8, 8, Terrain::Open);
        let w = m.index(Coord(2, 2)).unwrap();
        m.terrain[w] = Terrain::Forest; // 2 MP
        m.hexsides.insert(
            HexsideKey::new(Coord(4, 2), Dir::S, o).unwrap(),
            HexsideFeature { kind: HexsideKind::Wall, faces_from: None, reciprocal: false },
        );
        let ps = pieces(r, &[("sq", 0, "squad", Coord(1, 2)), ("sq2", 0, "squad", Coord(3, 3))]);
        let reach = reachable(r, &m, &ps, 0, &[], 4);
        assert_eq!(reach.cost(Coord(2, 2)), Some(2));
        let squad = r.unit_type("squad").unwrap();
        assert_eq!(step_cost(r, &m, Coord(4, 2), Coord(4, 3), squad), Ok((2, false)), "open 1 + wall 1");
        assert_eq!(step_cost(r, &m, Coord(4, 3), Coord(4, 2), squad), Ok((2, false)), "either way");
        assert_eq!(step_cost(r, &m, Coord(1, 2), Coord(2, 2), squad), Ok((2, false)), "woods 2");
        // Two squads may not end in one hex (8 figures), but may pass through each other.
        assert!(!reach.can_end(Coord(3, 3)));
        assert!(reach.cost(Coord(3, 3)).is_some());
    }

    fn cat(r: Ruleset, id: &str) -> &'static UnitType {
        r.unit_type(id).unwrap()
    }

    #[test]
    fn one_unit_per_hex_but_a_leader_may_join() {
        let r = Ruleset::Medieval;
        let foot = Occupant { side: 0, unit_type: cat(r, "heavy_foot") };
        assert_eq!(stacking_allows(r, &[foot], 0, cat(r, "light_foot")), Err(EntryBlock::HexFull));
        assert_eq!(stacking_allows(r, &[foot], 0, cat(r, "leader")), Ok(()));
        assert_eq!(stacking_allows(r, &[foot], 1, cat(r, "leader")), Err(EntryBlock::EnemyInHex));
        let ldr = Occupant { side: 0, unit_type: cat(r, "leader") };
        assert_eq!(stacking_allows(r, &[ldr], 0, cat(r, "leader")), Err(EntryBlock::HexFull));
    }

    #[test]
    fn figure_stacking_limit_is_seven() {
        let r = Ruleset::CombatCommander;
        let squad = Occupant { side: 0, unit_type: cat(r, "squad") };
        assert_eq!(
            stacking_allows(r, &[squad], 0, cat(r, "squad")),
            Err(EntryBlock::Overstacked { figures: 8, limit: 7 })
        );
        assert_eq!(stacking_allows(r, &[squad], 0, cat(r, "team")), Ok(()));
        let team = Occupant { side: 0, unit_type: cat(r, "team") };
        assert_eq!(stacking_allows(r, &[squad, team], 0, cat(r, "leader")), Ok(()));
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
            HexsideFeature { kind: HexsideKind::Cliff, faces_from: None, reciprocal: false },
        );
        assert_eq!(step_allows(r, &m, Coord(1, 2), Coord(2, 2)), Err(EntryBlock::Impassable(Terrain::Water)));
        assert_eq!(step_allows(r, &m, Coord(0, 1), Coord(1, 1)), Err(EntryBlock::Marker(HexMarker::Blaze)));
        assert_eq!(
            step_allows(r, &m, Coord(4, 3), Coord(3, 3)),
            Err(EntryBlock::HexsideImpassable(HexsideKind::Cliff))
        );
        assert_eq!(step_allows(r, &m, Coord(3, 4), Coord(3, 3)), Ok(()));
        assert_eq!(step_allows(r, &m, Coord(4, 4), Coord(5, 4)), Err(EntryBlock::OffMap));
    }
}
