//! Visibility sets: which map hexes an observer sees, found by one sweep outward ring by ring, and `Sight`, which keeps every observer's set (and their union) up to date as units move.
//!
//! The sweep reaches exactly the verdicts of `line_of_sight`, hex by hex, and walks few lines to do it:
//! - shadows cast by cells that block any line through their interior settle most hidden hexes;
//! - a hex that no sight-relevant cell can touch on the way is seen at once;
//! - the exact line walk (`super::walk`) settles the rest.
//!
//! Everything is exact integer arithmetic. A direction is placed by its pseudo-angle (`Pa`): where the ray meets the
//! hexagon of hex-distance 1, counted side by side from 0 to 6. It orders directions exactly as their angles do, and
//! the hexes of a ring come in that order. A hex's extent is the closed range of the pseudo-angles of its six
//! corners as seen from the observer. With h the hex distance, a norm, and every point of a hex within 2/3 of its
//! centre, three facts hold:
//! 1. A line that touches cell D on its way to B has ring(D) <= ring(B); when the rings are equal, D is B's
//!    neighbour on that ring. So the cells that can matter to ring k are in rings below k, plus two neighbours.
//! 2. If B's direction is strictly inside D's extent and ring(B) > ring(D), the line to B passes through D's
//!    interior: if D blocks whatever crosses it, the line to B is blocked, whatever else lies on it.
//! 3. If cell X's whole closed extent lies inside the shadows of such blockers in rings below X's, every line that
//!    touches X is blocked by one of them (fact 2 for the line's own target), so nothing at X changes what is seen.

use super::{BLAZE, IgnoreHindrances, LosContext, LosIndex, OBSTACLE, ON_MAP, UnitsBlock, walk};
use crate::rules::geometry::{NEIGHBORS, TEMPLATE_RANGE};
use crate::rules::hex::Coord;
use crate::rules::los::ElevationRule;
use hexx::Hex;
use std::cmp::Ordering;

/// A pseudo-angle n/d (d > 0): where a direction's ray crosses the hexagon of hex-distance 1, from 0 at the
/// direction (0, -1) to 6 all the way round, counter-clockwise in axial (q, r).
#[derive(Debug, Clone, Copy)]
pub struct Pa {
    n: i32,
    d: i32,
}

impl Pa {
    /// Before every direction: the start of an interval that runs through 0.
    const BEFORE: Pa = Pa { n: -1, d: 1 };
    /// After every direction: the end of an interval that runs through 6 (= 0).
    const END: Pa = Pa { n: 6, d: 1 };
    const ZERO: Pa = Pa { n: 0, d: 1 };

    /// The pseudo-angle of the direction (q, r) (not both zero).
    fn of(q: i32, r: i32) -> Pa {
        let s = -q - r;
        let k = q.abs().max(r.abs()).max(s.abs());
        // The six sides of the ring, each from its first corner up to (not including) the next.
        let (side, j) = if r == -k && q >= 0 && q < k {
            (0, q)
        } else if q == k && r < 0 {
            (1, r + k)
        } else if s == -k && r >= 0 && r < k {
            (2, r)
        } else if r == k && q <= 0 && q > -k {
            (3, -q)
        } else if q == -k && r > 0 {
            (4, k - r)
        } else {
            (5, -r)
        };
        Pa { n: side * k + j, d: k }
    }
}

impl PartialEq for Pa {
    fn eq(&self, o: &Pa) -> bool {
        self.n * o.d == o.n * self.d
    }
}
impl Eq for Pa {}
impl PartialOrd for Pa {
    fn partial_cmp(&self, o: &Pa) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}
impl Ord for Pa {
    fn cmp(&self, o: &Pa) -> Ordering {
        (self.n * o.d).cmp(&(o.n * self.d))
    }
}

/// The closed range of directions a hex covers, seen from the origin; `s > e` when it runs through 0.
#[derive(Debug, Clone, Copy)]
struct Extent {
    s: Pa,
    e: Pa,
}

impl Extent {
    fn wraps(self) -> bool {
        self.s > self.e
    }

    fn contains(self, p: Pa) -> bool {
        if self.wraps() { p >= self.s || p <= self.e } else { self.s <= p && p <= self.e }
    }

    /// The extent as one or two intervals within [0, 6).
    fn pieces(self) -> ([(Pa, Pa); 2], usize) {
        if self.wraps() {
            ([(Pa::BEFORE, self.e), (self.s, Pa::END)], 2)
        } else {
            ([(self.s, self.e), (self.s, self.e)], 1)
        }
    }
}

/// Corners of a hex in the geometry's scaled cube coordinates (centre at (3q, 3r)).
const CORNERS: [(i32, i32); 6] = [(1, 1), (-1, 2), (-2, 1), (-1, -1), (1, -2), (2, -1)];

fn compute_extent(q: i32, r: i32) -> Extent {
    let pas = CORNERS.map(|(cq, cr)| Pa::of(3 * q + cq, 3 * r + cr));
    let (lo, hi) = (*pas.iter().min().expect("six"), *pas.iter().max().expect("six"));
    // A hex that does not hold the origin spans less than half a turn, which is exactly 3 in pseudo-angle.
    if (Pa { n: hi.n * lo.d - lo.n * hi.d, d: hi.d * lo.d }) < (Pa { n: 3, d: 1 }) {
        return Extent { s: lo, e: hi };
    }
    let half = Pa { n: 3, d: 1 };
    let s = pas.iter().filter(|p| **p >= half).min().copied().unwrap_or(lo);
    let e = pas.iter().filter(|p| **p < half).max().copied().unwrap_or(hi);
    Extent { s, e }
}

/// The extent of the hex at offset (q, r) from the observer, from a table built on first use.
fn extent(q: i32, r: i32) -> Extent {
    static TABLE: std::sync::OnceLock<Vec<Extent>> = std::sync::OnceLock::new();
    const R: i32 = TEMPLATE_RANGE;
    if q.abs() > R || r.abs() > R {
        return compute_extent(q, r);
    }
    let side = 2 * R + 1;
    let t = TABLE.get_or_init(|| {
        let mut v = Vec::with_capacity((side * side) as usize);
        for q in -R..=R {
            for r in -R..=R {
                v.push(if q == 0 && r == 0 { Extent { s: Pa::ZERO, e: Pa::ZERO } } else { compute_extent(q, r) });
            }
        }
        v
    });
    t[((q + R) * side + (r + R)) as usize]
}

/// A set of bits, one per map hex (row-major, as `MapGrid::index`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bits(Vec<u64>);

impl Bits {
    pub fn new(n: usize) -> Bits {
        Bits(vec![0; n.div_ceil(64)])
    }
    #[inline]
    pub fn get(&self, i: usize) -> bool {
        self.0.get(i / 64).is_some_and(|w| w >> (i % 64) & 1 == 1)
    }
    #[inline]
    pub fn set(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }
    pub fn clear(&mut self) {
        self.0.iter_mut().for_each(|w| *w = 0);
    }
    pub fn count(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }
    /// The indices of the set bits, in order.
    pub fn ones(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(wi, &w)| {
            let mut w = w;
            std::iter::from_fn(move || {
                (w != 0).then(|| {
                    let b = w.trailing_zeros() as usize;
                    w &= w - 1;
                    wi * 64 + b
                })
            })
        })
    }
}

/// Which targets a shadow blocks: all, those lower than a height, or those off the observer's own hill.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Pred {
    Always,
    /// Higher ground blocks targets below its height (the firer is already below it).
    Below(i8),
    /// A hill the firer stands on blocks targets that are not on it.
    OffHill,
}

/// The open extent of a blocker that blocks every line through its interior, and its ring; pieces of an extent
/// that runs through 0 are kept apart.
#[derive(Debug, Clone, Copy)]
pub struct Caster {
    s: Pa,
    e: Pa,
    ring: u16,
}

/// Sorted, disjoint intervals of directions, the ones added during the current ring kept apart until it ends.
struct Intervals {
    live: Vec<(Pa, Pa)>,
    pending: Vec<(Pa, Pa)>,
    scratch: Vec<(Pa, Pa)>,
    cur: usize,
    /// Open intervals (shadows) or closed ones (the reach of sight-relevant cells).
    open: bool,
}

impl Intervals {
    fn new(open: bool) -> Intervals {
        Intervals { live: Vec::new(), pending: Vec::new(), scratch: Vec::new(), cur: 0, open }
    }

    fn add(&mut self, x: Extent) {
        let (p, n) = x.pieces();
        self.pending.extend_from_slice(&p[..n]);
    }

    /// Does an interval hold `p`? Calls within a ring must come in increasing `p`.
    #[inline]
    fn holds(&mut self, p: Pa) -> bool {
        let l = &self.live;
        if self.open {
            while self.cur < l.len() && l[self.cur].1 <= p {
                self.cur += 1;
            }
            self.cur < l.len() && l[self.cur].0 < p
        } else {
            while self.cur < l.len() && l[self.cur].1 < p {
                self.cur += 1;
            }
            self.cur < l.len() && l[self.cur].0 <= p
        }
    }

    /// After `holds(p)` was true for the centre of a hex: does the interval that held it hold the whole extent?
    fn holds_all(&self, x: Extent) -> bool {
        if x.wraps() {
            let (Some(first), Some(last)) = (self.live.first(), self.live.last()) else { return false };
            first.0 == Pa::BEFORE && first.1 > x.e && last.1 == Pa::END && last.0 < x.s
        } else {
            let (s, e) = self.live[self.cur];
            s < x.s && x.e < e
        }
    }

    /// Merge the ring's new intervals into the live ones.
    fn end_ring(&mut self) {
        self.cur = 0;
        if self.pending.is_empty() {
            return;
        }
        self.pending.sort_unstable_by_key(|a| a.0);
        self.scratch.clear();
        let (mut i, mut j) = (0, 0);
        while i < self.live.len() || j < self.pending.len() {
            let next = if j >= self.pending.len() || (i < self.live.len() && self.live[i].0 <= self.pending[j].0) {
                i += 1;
                self.live[i - 1]
            } else {
                j += 1;
                self.pending[j - 1]
            };
            match self.scratch.last_mut() {
                Some(last) if next.0 < last.1 || (!self.open && next.0 == last.1) => last.1 = last.1.max(next.1),
                _ => self.scratch.push(next),
            }
        }
        std::mem::swap(&mut self.live, &mut self.scratch);
        self.pending.clear();
    }
}

/// What a cell can do to a line from this observer: nothing, something only the exact walk can judge
/// (`relevant` without a shadow), or cast a shadow on the targets `Pred` names.
#[inline]
fn classify(ix: &LosIndex, ctx: &LosContext, units: bool, (ea, hill_a): (i8, u16), k: usize) -> (bool, Option<Pred>) {
    let c = &ix.cells[k];
    let occupied = units && ctx.occupied.get(k).copied().unwrap_or(false);
    let pred = if c.flags & (OBSTACLE | BLAZE) != 0 || occupied {
        Some(Pred::Always)
    } else {
        match ix.rules.elevation {
            ElevationRule::SameHill => {
                (c.elevation > 0).then_some(if hill_a == 0 || c.hill != hill_a { Pred::Always } else { Pred::OffHill })
            }
            ElevationRule::HigherThanBoth => (c.elevation > ea).then_some(Pred::Below(c.elevation)),
        }
    };
    (pred.is_some() || c.side_block != 0, pred)
}

/// Clip j in 0..k to where v0 + j*dv lies in 0..lim.
#[inline]
fn clip(v0: i32, dv: i32, lim: i32, k: i32) -> (i32, i32) {
    match dv {
        0 if (0..lim).contains(&v0) => (0, k),
        0 => (0, 0),
        1 => ((-v0).max(0), (lim - v0).min(k)),
        _ => ((v0 - lim + 1).max(0), (v0 + 1).min(k)),
    }
}

/// Everything `from` sees, into `seen` (which must be empty); the shadows of its certain blockers into `casters`,
/// sorted, for `Sight` to judge later which cells can matter to it.
pub fn sweep(ix: &LosIndex, ctx: &LosContext, from: Coord, seen: &mut Bits, casters: &mut Vec<Caster>) {
    casters.clear();
    let ha = from.to_hex(ix.orientation);
    let Some(ka) = ix.on_map(ha) else { return };
    seen.set(ix.map_index[ka] as usize);
    let cells = &ix.cells;
    let here = (cells[ka].elevation, cells[ka].hill);
    let units = ix.rules.units_block != UnitsBlock::Never && !ctx.occupied.is_empty();
    // Shadow sets, the first for blockers of every line.
    let mut sets: Vec<(Pred, Intervals)> = vec![(Pred::Always, Intervals::new(true))];
    let mut reach = Intervals::new(false);
    let mut notes = Vec::new();
    let (gq, gr) = (ha.x - ix.q0, ha.y - ix.r0);
    let kmax = [(0, 0), (ix.stride - 1, 0), (0, ix.rows - 1), (ix.stride - 1, ix.rows - 1)]
        .iter()
        .map(|(q, r)| {
            let (dq, dr) = (q - gq, r - gr);
            dq.abs().max(dr.abs()).max((dq + dr).abs())
        })
        .max()
        .unwrap_or(0);
    for k in 1..=kmax {
        for side in 0..6i32 {
            let (cq, cr) = NEIGHBORS[((4 + side) % 6) as usize];
            let (dq, dr) = NEIGHBORS[side as usize];
            let (q0, r0) = (gq + k * cq, gr + k * cr);
            let (a0, a1) = clip(q0, dq, ix.stride, k);
            let (b0, b1) = clip(r0, dr, ix.rows, k);
            let (mut j, end) = (a0.max(b0), a1.min(b1));
            let mut skip_to = j;
            while j < end {
                j = j.max(skip_to);
                if j >= end {
                    break;
                }
                let kb = ((r0 + j * dr) * ix.stride + q0 + j * dq) as usize;
                j += 1;
                let cell = &cells[kb];
                if cell.flags & ON_MAP == 0 {
                    continue;
                }
                let j = j - 1;
                let pa = Pa { n: side * k + j, d: k };
                let (q, r) = (k * cq + j * dq, k * cr + j * dr);
                // Shadows: a target is hidden if a shadow for its kind holds its direction (fact 2).
                let in_always = sets[0].1.holds(pa);
                if in_always {
                    // The hexes after this one whose whole extent is still inside the same shadow (each spans less
                    // than a step either side of its centre): hidden, and nothing later lines can meet. Skip them.
                    let e = sets[0].1.live[sets[0].1.cur].1;
                    let last = (e.n * k + e.d - 1).div_euclid(e.d) - 2 - side * k;
                    skip_to = skip_to.max(last + 1);
                }
                let mut hidden = in_always;
                if !hidden {
                    for (pred, set) in sets.iter_mut().skip(1) {
                        let applies = match *pred {
                            Pred::Below(t) => cell.elevation < t,
                            Pred::OffHill => cell.hill != here.1,
                            Pred::Always => true,
                        };
                        if applies && set.holds(pa) {
                            hidden = true;
                            break;
                        }
                    }
                }
                // The cell itself, as something later lines may meet.
                let (relevant, pred) = classify(ix, ctx, units, here, kb);
                if relevant {
                    let x = extent(q, r);
                    // Inside a shadow of certain blockers, it can matter to no target at all (fact 3).
                    if !(in_always && sets[0].1.holds_all(x)) {
                        reach.add(x);
                        if let Some(p) = pred {
                            let at = match sets.iter().position(|(q, _)| *q == p) {
                                Some(i) => i,
                                None => {
                                    sets.push((p, Intervals::new(true)));
                                    sets.len() - 1
                                }
                            };
                            sets[at].1.add(x);
                            if p == Pred::Always {
                                let (ps, n) = x.pieces();
                                casters.extend(ps[..n].iter().map(|(s, e)| Caster { s: *s, e: *e, ring: k as u16 }));
                            }
                        }
                    }
                }
                if hidden {
                    continue;
                }
                // Can anything that matters touch the line? Earlier rings, or a neighbour on this ring (fact 1).
                let mut judge = reach.holds(pa);
                if !judge {
                    let (pq, pr) = if j > 0 { (dq, dr) } else { NEIGHBORS[((side + 5) % 6) as usize] };
                    for (nq, nr) in [(q - pq, r - pr), (q + dq, r + dr)] {
                        let Some(kn) = ix.on_map(Hex::new(ha.x + nq, ha.y + nr)) else { continue };
                        if classify(ix, ctx, units, here, kn).0 && extent(nq, nr).contains(pa) {
                            judge = true;
                        }
                    }
                }
                let hb = Hex::new(ha.x + q, ha.y + r);
                if !judge || walk::<false>(ix, ctx, (ha, ka), (hb, kb), &mut IgnoreHindrances, &mut notes).is_none() {
                    seen.set(ix.map_index[kb] as usize);
                }
            }
        }
        for (_, set) in sets.iter_mut() {
            set.end_ring();
        }
        reach.end_ring();
    }
    casters.sort_unstable_by_key(|c| c.s);
}

/// Is every line from the observer that touches the hex at offset (q, r) blocked by one of `casters` before it
/// (fact 3)? Then nothing at that hex changes what the observer sees.
fn in_the_dark(casters: &[Caster], q: i32, r: i32) -> bool {
    let ring = q.abs().max(r.abs()).max((q + r).abs());
    if ring == 0 {
        return true;
    }
    let (pieces, n) = extent(q, r).pieces();
    pieces[..n].iter().all(|&(a, b)| {
        // Merge the casters of lower rings into components; one must hold [a, b] (b = END: up to the end).
        let mut comp: Option<(Pa, Pa)> = None;
        let holds = |(s, e): (Pa, Pa)| s < a && (b < e || (b == Pa::END && e == Pa::END));
        for c in casters.iter().filter(|c| (c.ring as i32) < ring) {
            match comp.as_mut() {
                Some(x) if c.s < x.1 => x.1 = x.1.max(c.e),
                _ => {
                    if comp.is_some_and(holds) {
                        return true;
                    }
                    comp = Some((c.s, c.e));
                }
            }
        }
        comp.is_some_and(holds)
    })
}

#[derive(Debug, Clone)]
struct Eye {
    at: Option<Coord>,
    seen: Bits,
    casters: Vec<Caster>,
}

/// The visibility sets of a group of observers (a side's units), their union as a count per hex, and the
/// occupancy they were computed with, kept up to date as units move or appear. Build it again when terrain or
/// markers change (with the new `LosIndex`).
#[derive(Debug, Clone)]
pub struct Sight {
    width: usize,
    occupied: Vec<bool>,
    eyes: Vec<Eye>,
    counts: Vec<u16>,
    /// How many observers the last `update` swept again.
    pub last_swept: usize,
}

impl Sight {
    /// `occupied` is per LOS cell (`LosIndex::occupancy`), as `LosContext` takes it; observers may be off the map
    /// or absent (`None`), and then see nothing.
    pub fn new(ix: &LosIndex, occupied: Vec<bool>, observers: &[Option<Coord>]) -> Sight {
        let n = (ix.width * ix.height) as usize;
        let mut s = Sight {
            width: ix.width as usize,
            occupied,
            eyes: observers.iter().map(|at| Eye { at: *at, seen: Bits::new(n), casters: Vec::new() }).collect(),
            counts: vec![0; n],
            last_swept: observers.len(),
        };
        for i in 0..s.eyes.len() {
            s.sweep(ix, i);
        }
        s
    }

    fn sweep(&mut self, ix: &LosIndex, i: usize) {
        let ctx = LosContext { occupied: &self.occupied };
        let eye = &mut self.eyes[i];
        for b in eye.seen.ones() {
            self.counts[b] -= 1;
        }
        eye.seen.clear();
        if let Some(at) = eye.at {
            sweep(ix, &ctx, at, &mut eye.seen, &mut eye.casters);
        }
        for b in eye.seen.ones() {
            self.counts[b] += 1;
        }
    }

    fn index(&self, c: Coord) -> Option<usize> {
        (c.0 >= 0 && c.1 >= 0 && (c.0 as usize) < self.width && (c.1 as usize) < self.counts.len() / self.width)
            .then(|| c.1 as usize * self.width + c.0 as usize)
    }

    /// Does any observer see `c`?
    pub fn sees(&self, c: Coord) -> bool {
        self.watchers(c) > 0
    }

    /// How many observers see `c`.
    pub fn watchers(&self, c: Coord) -> u16 {
        self.index(c).map_or(0, |i| self.counts[i])
    }

    /// Does observer `i` see `c`?
    pub fn observer_sees(&self, i: usize, c: Coord) -> bool {
        match (self.eyes.get(i), self.index(c)) {
            (Some(e), Some(b)) => e.seen.get(b),
            _ => false,
        }
    }

    /// The hexes observer `i` sees (row-major bits).
    pub fn seen_by(&self, i: usize) -> Option<&Bits> {
        self.eyes.get(i).map(|e| &e.seen)
    }

    /// The union, one flag per map hex (row-major).
    pub fn visible(&self) -> Vec<bool> {
        self.counts.iter().map(|c| *c > 0).collect()
    }

    /// Apply a change: hexes that became occupied or empty, and observers that moved (or left, `None`). Only the
    /// observers that moved, and those for which a changed hex is not in the dark (fact 3), are swept again.
    pub fn update(&mut self, ix: &LosIndex, occupancy: &[(Coord, bool)], observers: &[(usize, Option<Coord>)]) {
        let o = ix.orientation;
        let mut redo = vec![false; self.eyes.len()];
        for (i, _) in observers {
            if let Some(r) = redo.get_mut(*i) {
                *r = true;
            }
        }
        let units = ix.rules.units_block != UnitsBlock::Never;
        // Built with no occupancy (an empty slice): start from an empty map of the index's size.
        if self.occupied.len() != ix.cell_count() {
            self.occupied = vec![false; ix.cell_count()];
        }
        let mut changed = Vec::new();
        for (c, occ) in occupancy {
            let Some(k) = ix.on_map(c.to_hex(o)) else { continue };
            if self.occupied[k] != *occ {
                changed.push((k, *c, *occ));
            }
        }
        if units {
            for (i, eye) in self.eyes.iter().enumerate() {
                let Some(at) = eye.at else { continue };
                if redo[i] {
                    continue;
                }
                let ha = at.to_hex(o);
                redo[i] = changed.iter().any(|(_, c, _)| {
                    let h = c.to_hex(o);
                    *c != at && !in_the_dark(&eye.casters, h.x - ha.x, h.y - ha.y)
                });
            }
        }
        for (k, _, occ) in changed {
            self.occupied[k] = occ;
        }
        for (i, at) in observers {
            if let Some(e) = self.eyes.get_mut(*i) {
                e.at = *at;
            }
        }
        self.last_swept = 0;
        for i in 0..self.eyes.len() {
            if redo[i] {
                self.sweep(ix, i);
                self.last_swept += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Skipping a run of hexes inside one shadow relies on this: seen from the observer, a hex's corners are less
    /// than one step of its ring away from its centre.
    #[test]
    fn a_hex_spans_less_than_a_step_of_its_ring_either_side() {
        let f = |p: Pa| p.n as f64 / p.d as f64;
        for q in -TEMPLATE_RANGE..=TEMPLATE_RANGE {
            for r in -TEMPLATE_RANGE..=TEMPLATE_RANGE {
                if q == 0 && r == 0 {
                    continue;
                }
                let k = q.abs().max(r.abs()).max((q + r).abs()) as f64;
                let (c, x) = (Pa::of(q, r), extent(q, r));
                let below = (f(c) - f(x.s)).rem_euclid(6.0) * k;
                let above = (f(x.e) - f(c)).rem_euclid(6.0) * k;
                assert!(below < 0.7 && above < 0.7, "({q}, {r}): {below} and {above} steps");
            }
        }
    }

    #[test]
    fn pseudo_angles_run_round_the_ring_in_order() {
        for k in 1..=20 {
            let ring: Vec<Pa> = (0..6)
                .flat_map(|side| {
                    let (cq, cr) = NEIGHBORS[(4 + side) % 6];
                    let (dq, dr) = NEIGHBORS[side];
                    (0..k).map(move |j| Pa::of(k * cq + j * dq, k * cr + j * dr))
                })
                .collect();
            assert!(ring.windows(2).all(|w| w[0] < w[1]), "ring {k}");
            assert_eq!(ring[0], Pa::ZERO);
            assert!(ring.last().is_some_and(|p| *p < Pa::END));
        }
    }
}
