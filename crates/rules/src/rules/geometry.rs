//! Exact hex-line geometry in integers: which hexes a centre-to-centre segment crosses, which edges it crosses or runs along, and which vertices it passes through.
//!
//! Points are cube coordinates scaled by 3, so hex centres (3q, 3r) and hex vertices are both integer points;
//! only (q, r) are stored (s = -q - r). Every test is an integer comparison: no float rounding decides a tie.

use hexx::Hex;

/// Neighbour offsets in `hexx` edge order (index 0..6).
pub const NEIGHBORS: [(i32, i32); 6] = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)];

/// How a segment meets an intermediate hex.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Contact {
    /// Passes through its interior.
    Cross,
    /// Runs exactly along one of its edges (the hex on the other side of that edge is met the same way).
    Along,
    /// Touches it at one vertex only.
    Vertex,
}

/// One thing the segment meets, in order from the start.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Step {
    /// An intermediate hex (never the start or end hex).
    Hex { hex: Hex, contact: Contact },
    /// An edge, named by a hex and the edge index 0..6 toward its neighbour.
    Edge { hex: Hex, dir: u8, contact: EdgeContact },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EdgeContact {
    /// The segment crosses the edge between its endpoints.
    Cross,
    /// The segment runs along the edge.
    Along,
    /// The segment passes through one endpoint of the edge.
    Endpoint,
}

/// A unit that faces a hexside (rulesets with facing) has its front within this many degrees either side of the
/// direction it faces, its rear within `REAR_HALF_ARC` of straight behind, and its flanks between.
pub const FRONT_HALF_ARC: f32 = 90.0;
pub const REAR_HALF_ARC: f32 = 30.0;

/// How hex `b` lies against the facing of a unit at `a` that faces edge `dir` (0..6), read exactly in cube
/// coordinates, where the plane x + y + z = 0 keeps angles: `(dot, rear)`. `dot` is positive in front of the line
/// across the unit (within 90° of the facing), zero on it, negative behind; behind it, `rear` is positive beyond
/// 150° (the rear arc), zero on that line and negative between (the flank). Every ruleset with facing reads its
/// arcs from these two numbers, so they all agree on where a front ends.
pub fn facing_terms(a: Hex, dir: u8, b: Hex) -> (i32, i32) {
    let (dq, dr) = (b.x - a.x, b.y - a.y);
    let (eq, er) = NEIGHBORS[(dir % 6) as usize];
    let (ds, es) = (-dq - dr, -eq - er);
    let dot = dq * eq + dr * er + ds * es;
    let len2 = dq * dq + dr * dr + ds * ds;
    (dot, 2 * dot * dot - 3 * len2)
}

/// The edge (0..6) whose direction is nearest to the line from `a` to `b` (ties to the lower index; `a` itself
/// gives 0).
pub fn toward(a: Hex, b: Hex) -> u8 {
    let (dq, dr) = (b.x - a.x, b.y - a.y);
    let ds = -dq - dr;
    (0..6u8)
        .max_by_key(|&k| {
            let (eq, er) = NEIGHBORS[k as usize];
            let dot = dq * eq + dr * er + ds * (-eq - er);
            (dot, -(k as i32))
        })
        .unwrap_or(0)
}

/// Direction index from `a` to an adjacent `b`.
pub fn dir_to(a: Hex, b: Hex) -> Option<u8> {
    let d = (b.x - a.x, b.y - a.y);
    NEIGHBORS.iter().position(|n| *n == d).map(|i| i as u8)
}

/// Canonical form of an edge: the same edge named from either side gives the same value.
pub fn canonical_edge(hex: Hex, dir: u8) -> (Hex, u8) {
    if dir < 3 {
        (hex, dir)
    } else {
        let (dq, dr) = NEIGHBORS[dir as usize];
        (Hex::new(hex.x + dq, hex.y + dr), dir - 3)
    }
}

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

fn cross(ax: i64, ay: i64, bx: i64, by: i64) -> i64 {
    ax * by - ay * bx
}

/// Is the line through the segment free of vertices and edge runs (the common, "generic" case)?
/// The segment's interior meets centre-or-vertex lattice points at t = k/g; they are all hex centres exactly when g = h.
pub fn is_generic(a: Hex, b: Hex) -> bool {
    let (dq, dr) = ((b.x - a.x) as i64, (b.y - a.y) as i64);
    let ds = -dq - dr;
    let g = gcd(gcd(dq - dr, dr - ds), ds - dq);
    let h = gcd(gcd(dq, dr), ds);
    g == h
}

/// Round the point `num / n` (scaled cube coordinates numerators over `n`) to a hex; `None` if it lies on a boundary.
fn hex_at(nq: i64, nr: i64, n: i64) -> Option<Hex> {
    let ns = -nq - nr;
    let round = |a: i64| (2 * a + n).div_euclid(2 * n);
    let (mut q, mut r, s) = (round(nq), round(nr), round(ns));
    let (dq, dr, ds) = ((q * n - nq).abs(), (r * n - nr).abs(), (s * n - ns).abs());
    // Cube rounding: the component that moved most is recomputed from the other two (s is implied by q and r).
    if dq > dr && dq > ds {
        q = -r - s;
    } else if dr > ds {
        r = -q - s;
    }
    // Strictly inside the cell: |u|, |v|, |w| < n where u = dq - dr etc. of (point - centre), in units of 1/n.
    let (eq, er) = (nq - q * n, nr - r * n);
    let es = -eq - er;
    if (eq - er).abs() < n && (er - es).abs() < n && (es - eq).abs() < n {
        Some(Hex::new(q as i32, r as i32))
    } else {
        None
    }
}

/// The two vertices (scaled cube q, r) of the edge of `h` in direction `dir`.
fn edge_vertices(h: Hex, dir: u8) -> [(i64, i64); 2] {
    let i = dir as usize;
    let (a, b, c) = (NEIGHBORS[i], NEIGHBORS[(i + 5) % 6], NEIGHBORS[(i + 1) % 6]);
    let (cq, cr) = (3 * h.x as i64, 3 * h.y as i64);
    [(cq + (a.0 + b.0) as i64, cr + (a.1 + b.1) as i64), (cq + (a.0 + c.0) as i64, cr + (a.1 + c.1) as i64)]
}

/// Trace the segment from the centre of `a` to the centre of `b`, calling `f` for every step in order.
/// Fast path for generic lines; exact interval arithmetic for the rest (and as a fallback).
pub fn trace(a: Hex, b: Hex, f: &mut impl FnMut(Step)) {
    if a == b {
        return;
    }
    if is_generic(a, b) && trace_fast(a, b, f) {
        return;
    }
    trace_exact(a, b, f);
}

/// Sample the line at every hex-distance step. Returns false (having emitted nothing) if any sample is ambiguous,
/// in which case the caller uses the exact method.
fn trace_fast(a: Hex, b: Hex, f: &mut impl FnMut(Step)) -> bool {
    let n = a.unsigned_distance_to(b) as i64;
    let (aq, ar) = (a.x as i64, a.y as i64);
    let (dq, dr) = ((b.x - a.x) as i64, (b.y - a.y) as i64);
    // Fixed-size scratch: lines longer than this use the exact method.
    const MAX: usize = 130;
    if n as usize >= MAX {
        return false;
    }
    let mut hexes = [Hex::ZERO; MAX];
    hexes[0] = a;
    for i in 1..n {
        let Some(h) = hex_at(aq * n + i * dq, ar * n + i * dr, n) else {
            return false;
        };
        hexes[i as usize] = h;
    }
    hexes[n as usize] = b;
    // Segment in scaled coordinates, for the edge checks.
    let (pq, pr) = (3 * aq, 3 * ar);
    let (vq, vr) = (3 * dq, 3 * dr);
    let mut dirs = [0u8; MAX];
    for i in 0..n as usize {
        let Some(d) = dir_to(hexes[i], hexes[i + 1]) else {
            return false;
        };
        // The segment must cross the shared edge strictly between its endpoints; otherwise it clips a third hex.
        let [v1, v2] = edge_vertices(hexes[i], d);
        let s1 = cross(vq, vr, v1.0 - pq, v1.1 - pr).signum();
        let s2 = cross(vq, vr, v2.0 - pq, v2.1 - pr).signum();
        if s1 == 0 || s2 == 0 || s1 == s2 {
            return false;
        }
        dirs[i] = d;
    }
    for i in 0..n as usize {
        if i > 0 {
            f(Step::Hex { hex: hexes[i], contact: Contact::Cross });
        }
        f(Step::Edge { hex: hexes[i], dir: dirs[i], contact: EdgeContact::Cross });
    }
    true
}

/// A rational number num/den with den > 0.
#[derive(Debug, Clone, Copy)]
struct Frac(i64, i64);

impl Frac {
    fn lt(self, o: Frac) -> bool {
        self.0 * o.1 < o.0 * self.1
    }
    fn eq(self, o: Frac) -> bool {
        self.0 * o.1 == o.0 * self.1
    }
}

#[derive(Debug, Clone, Copy)]
enum Meet {
    None,
    Point(Frac),
    Range(Frac, Frac, bool),
}

/// How the segment P + tD (scaled, t in 0..1) meets the closed hex with centre c.
fn meet(p: (i64, i64), d: (i64, i64), c: Hex) -> Meet {
    let (eq, er) = (p.0 - 3 * c.x as i64, p.1 - 3 * c.y as i64);
    let es = -eq - er;
    let (dq, dr) = d;
    let ds = -dq - dr;
    let mut lo = Frac(0, 1);
    let mut hi = Frac(1, 1);
    let mut along = false;
    for (u0, k) in [(eq - er, dq - dr), (er - es, dr - ds), (es - eq, ds - dq)] {
        if k == 0 {
            if u0.abs() > 3 {
                return Meet::None;
            }
            if u0.abs() == 3 {
                along = true;
            }
            continue;
        }
        let (l, h) = if k > 0 { (Frac(-3 - u0, k), Frac(3 - u0, k)) } else { (Frac(u0 - 3, -k), Frac(u0 + 3, -k)) };
        if lo.lt(l) {
            lo = l;
        }
        if h.lt(hi) {
            hi = h;
        }
    }
    if hi.lt(lo) {
        Meet::None
    } else if hi.eq(lo) {
        Meet::Point(lo)
    } else {
        Meet::Range(lo, hi, along)
    }
}

/// The reference method: classify every hex near the line by exact interval arithmetic.
pub fn trace_exact(a: Hex, b: Hex, f: &mut impl FnMut(Step)) {
    let p = (3 * a.x as i64, 3 * a.y as i64);
    let d = (3 * (b.x - a.x) as i64, 3 * (b.y - a.y) as i64);
    // Candidates: hexes on or next to the sampled line.
    let mut cands: Vec<Hex> = Vec::new();
    for h in a.line_to(b) {
        cands.push(h);
        for (dq, dr) in NEIGHBORS {
            cands.push(Hex::new(h.x + dq, h.y + dr));
        }
    }
    cands.sort_by_key(|h| (h.x, h.y));
    cands.dedup();
    // (t, kind, hex): events sorted by where they start.
    let mut ranges: Vec<(Frac, Frac, bool, Hex)> = Vec::new();
    let mut points: Vec<(Frac, Hex)> = Vec::new();
    for c in cands {
        if c == a || c == b {
            continue;
        }
        match meet(p, d, c) {
            Meet::None => {}
            Meet::Point(t) => points.push((t, c)),
            Meet::Range(lo, hi, along) => ranges.push((lo, hi, along, c)),
        }
    }
    // Lattice points on the open segment that are vertices, with the hexes around each.
    let (dq, dr) = ((b.x - a.x) as i64, (b.y - a.y) as i64);
    let ds = -dq - dr;
    let g = gcd(gcd(dq - dr, dr - ds), ds - dq).max(1);
    let mut vertices: Vec<(Frac, [Hex; 3])> = Vec::new();
    for k in 1..g {
        // Point = p + d*k/g, exactly integral in scaled coordinates because d's u, v, w are multiples of 3g.
        let (vq, vr) = (p.0 + d.0 * k / g, p.1 + d.1 * k / g);
        if vq.rem_euclid(3) == 0 && vr.rem_euclid(3) == 0 {
            continue; // a hex centre
        }
        let mut around = [Hex::ZERO; 3];
        let mut n = 0;
        for i in 0..6 {
            let (a1, b1) = (NEIGHBORS[i], NEIGHBORS[(i + 1) % 6]);
            let (oq, or) = ((a1.0 + b1.0) as i64, (a1.1 + b1.1) as i64);
            let (cq, cr) = (vq - oq, vr - or);
            if cq.rem_euclid(3) == 0 && cr.rem_euclid(3) == 0 && n < 3 {
                around[n] = Hex::new((cq / 3) as i32, (cr / 3) as i32);
                n += 1;
            }
        }
        vertices.push((Frac(k, g), around));
    }
    // Emit in order of position along the segment: hexes by where the segment enters them,
    // edges crossed between consecutive crossed hexes, edges run along, and edges touched at vertices.
    enum Ev {
        Hex(Hex, Contact),
        Edge(Hex, u8, EdgeContact),
    }
    let mut evs: Vec<(Frac, u8, Ev)> = Vec::new();
    for (t, h) in &points {
        evs.push((*t, 1, Ev::Hex(*h, Contact::Vertex)));
    }
    for (t, around) in &vertices {
        for (i, j) in [(0, 1), (1, 2), (0, 2)] {
            if let Some(dir) = dir_to(around[i], around[j]) {
                evs.push((*t, 0, Ev::Edge(around[i], dir, EdgeContact::Endpoint)));
            }
        }
    }
    let mut crossed: Vec<(Frac, Frac, Hex)> = Vec::new();
    for (lo, hi, along, h) in &ranges {
        if *along {
            evs.push((*lo, 1, Ev::Hex(*h, Contact::Along)));
        } else {
            evs.push((*lo, 1, Ev::Hex(*h, Contact::Cross)));
            crossed.push((*lo, *hi, *h));
        }
    }
    // Edges run along: pairs of along-hexes sharing the same interval and adjacent.
    let alongs: Vec<&(Frac, Frac, bool, Hex)> = ranges.iter().filter(|r| r.2).collect();
    for (i, x) in alongs.iter().enumerate() {
        for y in &alongs[i + 1..] {
            if x.0.eq(y.0)
                && x.1.eq(y.1)
                && let Some(dir) = dir_to(x.3, y.3)
            {
                evs.push((x.0, 0, Ev::Edge(x.3, dir, EdgeContact::Along)));
            }
        }
    }
    // Edge crossings: the start hex, the crossed hexes and the end hex in order; a change of hex not at a vertex
    // crosses the edge between them.
    crossed.sort_by(|x, y| {
        if x.0.lt(y.0) {
            std::cmp::Ordering::Less
        } else if y.0.lt(x.0) {
            std::cmp::Ordering::Greater
        } else {
            std::cmp::Ordering::Equal
        }
    });
    let mut chain: Vec<(Frac, Frac, Hex)> = Vec::with_capacity(crossed.len() + 2);
    if let Meet::Range(lo, hi, _) = meet(p, d, a) {
        chain.push((lo, hi, a));
    }
    chain.extend(crossed.iter().copied());
    if let Meet::Range(lo, hi, _) = meet(p, d, b) {
        chain.push((lo, hi, b));
    }
    for w in chain.windows(2) {
        let (x, y) = (w[0], w[1]);
        if !x.1.eq(y.0) {
            continue; // separated by an edge run
        }
        let at_vertex = vertices.iter().any(|(t, _)| t.eq(x.1));
        if at_vertex {
            continue;
        }
        if let Some(dir) = dir_to(x.2, y.2) {
            evs.push((x.1, 0, Ev::Edge(x.2, dir, EdgeContact::Cross)));
        }
    }
    // An edge the segment runs along is reported as such, not also as touched at its ends.
    let along_edges: Vec<(Hex, u8)> = evs
        .iter()
        .filter_map(|(_, _, e)| match e {
            Ev::Edge(h, d, EdgeContact::Along) => Some(canonical_edge(*h, *d)),
            _ => None,
        })
        .collect();
    evs.retain(|(_, _, e)| match e {
        Ev::Edge(h, d, EdgeContact::Endpoint) => !along_edges.contains(&canonical_edge(*h, *d)),
        _ => true,
    });
    evs.sort_by(|x, y| {
        if x.0.lt(y.0) {
            std::cmp::Ordering::Less
        } else if y.0.lt(x.0) {
            std::cmp::Ordering::Greater
        } else {
            x.1.cmp(&y.1)
        }
    });
    for (_, _, e) in evs {
        match e {
            Ev::Hex(hex, contact) => f(Step::Hex { hex, contact }),
            Ev::Edge(hex, dir, contact) => f(Step::Edge { hex, dir, contact }),
        }
    }
}

/// Lines whose ends differ by at most this much in each axial coordinate are traced once per offset, then reused.
pub const TEMPLATE_RANGE: i32 = 128;

/// A step of a cached line, relative to the line's start: 4 bytes per hex or edge met.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TStep {
    pub dq: i16,
    pub dr: i16,
    /// 0..3: a hex met by `Contact` (Cross, Along, Vertex); 8 + 4*dir + c: an edge of that hex in direction `dir`,
    /// met by `EdgeContact` c (Cross, Along, Endpoint).
    pub tag: u8,
}

impl TStep {
    pub const EDGE: u8 = 8;

    fn of(s: Step) -> TStep {
        match s {
            Step::Hex { hex, contact } => TStep { dq: hex.x as i16, dr: hex.y as i16, tag: contact as u8 },
            Step::Edge { hex, dir, contact } => {
                TStep { dq: hex.x as i16, dr: hex.y as i16, tag: Self::EDGE + 4 * dir + contact as u8 }
            }
        }
    }

    pub fn contact(self) -> Contact {
        [Contact::Cross, Contact::Along, Contact::Vertex][(self.tag & 3) as usize % 3]
    }

    pub fn edge_contact(self) -> EdgeContact {
        [EdgeContact::Cross, EdgeContact::Along, EdgeContact::Endpoint][(self.tag & 3) as usize % 3]
    }

    pub fn is_edge(self) -> bool {
        self.tag >= Self::EDGE
    }

    pub fn dir(self) -> u8 {
        (self.tag - Self::EDGE) / 4
    }
}

fn compact_templates() -> &'static [std::sync::OnceLock<Box<[TStep]>>] {
    static T: std::sync::OnceLock<Vec<std::sync::OnceLock<Box<[TStep]>>>> = std::sync::OnceLock::new();
    T.get_or_init(|| {
        let side = (2 * TEMPLATE_RANGE + 1) as usize;
        (0..side * side).map(|_| std::sync::OnceLock::new()).collect()
    })
}

/// The compact steps of the line from (0,0) to (dq, dr), traced on first use; `None` beyond `TEMPLATE_RANGE`.
pub fn line_template(dq: i32, dr: i32) -> Option<&'static [TStep]> {
    if dq.abs() > TEMPLATE_RANGE || dr.abs() > TEMPLATE_RANGE {
        return None;
    }
    let side = 2 * TEMPLATE_RANGE + 1;
    let slot = ((dq + TEMPLATE_RANGE) * side + (dr + TEMPLATE_RANGE)) as usize;
    Some(compact_templates()[slot].get_or_init(|| {
        let mut v = Vec::new();
        trace(Hex::ZERO, Hex::new(dq, dr), &mut |s| v.push(TStep::of(s)));
        v.into_boxed_slice()
    }))
}

/// The compact steps of any line (cached when within range).
pub fn line_steps(a: Hex, b: Hex) -> std::borrow::Cow<'static, [TStep]> {
    let (dq, dr) = (b.x - a.x, b.y - a.y);
    match line_template(dq, dr) {
        Some(t) => std::borrow::Cow::Borrowed(t),
        None => {
            let mut v = Vec::new();
            trace(Hex::ZERO, Hex::new(dq, dr), &mut |s| v.push(TStep::of(s)));
            std::borrow::Cow::Owned(v)
        }
    }
}

/// Like `trace`, but reuses the traced steps of every offset within `TEMPLATE_RANGE`: the geometry of a line
/// depends only on the offset between its ends.
pub fn trace_cached(a: Hex, b: Hex, f: &mut impl FnMut(Step)) {
    for s in line_steps(a, b).iter() {
        let hex = Hex::new(a.x + s.dq as i32, a.y + s.dr as i32);
        f(if s.is_edge() {
            Step::Edge { hex, dir: s.dir(), contact: s.edge_contact() }
        } else {
            Step::Hex { hex, contact: s.contact() }
        });
    }
}

/// Collect the steps of a trace (handy for tests and explanations).
pub fn steps(a: Hex, b: Hex) -> Vec<Step> {
    let mut v = Vec::new();
    trace(a, b, &mut |s| v.push(s));
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    fn exact(a: Hex, b: Hex) -> Vec<Step> {
        let mut v = Vec::new();
        trace_exact(a, b, &mut |s| v.push(s));
        v
    }

    fn norm(v: &[Step]) -> Vec<Step> {
        let mut v: Vec<Step> = v
            .iter()
            .map(|s| match *s {
                Step::Edge { hex, dir, contact } => {
                    let (hex, dir) = canonical_edge(hex, dir);
                    Step::Edge { hex, dir, contact }
                }
                s => s,
            })
            .collect();
        v.sort_by_key(|s| format!("{s:?}"));
        v.dedup();
        v
    }

    #[test]
    fn straight_along_an_axis_crosses_every_hex_in_between() {
        let s = steps(Hex::new(0, 0), Hex::new(3, 0));
        let hexes: Vec<Hex> =
            s.iter().filter_map(|s| if let Step::Hex { hex, .. } = s { Some(*hex) } else { None }).collect();
        assert_eq!(hexes, vec![Hex::new(1, 0), Hex::new(2, 0)]);
        assert_eq!(s.iter().filter(|s| matches!(s, Step::Edge { contact: EdgeContact::Cross, .. })).count(), 3);
    }

    #[test]
    fn a_diagonal_runs_along_the_edge_between_two_hexes() {
        // (0,0) to (1,1) in axial is the diagonal through the vertex shared with (1,0) and (0,1).
        let s = steps(Hex::new(0, 0), Hex::new(1, 1));
        assert!(s.contains(&Step::Hex { hex: Hex::new(1, 0), contact: Contact::Along }));
        assert!(s.contains(&Step::Hex { hex: Hex::new(0, 1), contact: Contact::Along }));
        let along: Vec<_> = s.iter().filter(|s| matches!(s, Step::Edge { contact: EdgeContact::Along, .. })).collect();
        assert_eq!(along.len(), 1);
        assert!(!s.iter().any(|s| matches!(s, Step::Hex { contact: Contact::Cross, .. })));
    }

    #[test]
    fn a_line_through_a_vertex_touches_the_third_hex() {
        // Direction (5,-4) passes exactly through vertices at t = 1/3 and t = 2/3, between two crossed hexes each time.
        let (a, b) = (Hex::new(0, 0), Hex::new(5, -4));
        assert!(!is_generic(a, b));
        let s = steps(a, b);
        let touched: Vec<_> = s.iter().filter(|s| matches!(s, Step::Hex { contact: Contact::Vertex, .. })).collect();
        assert_eq!(
            touched,
            vec![
                &Step::Hex { hex: Hex::new(2, -1), contact: Contact::Vertex },
                &Step::Hex { hex: Hex::new(3, -3), contact: Contact::Vertex }
            ],
            "{s:?}"
        );
        assert!(s.iter().any(|s| matches!(s, Step::Edge { contact: EdgeContact::Endpoint, .. })));
    }

    #[test]
    fn fast_and_exact_agree_everywhere_nearby() {
        let o = Hex::new(0, 0);
        for q in -9..=9 {
            for r in -9..=9 {
                let b = Hex::new(q, r);
                let mut fast = Vec::new();
                trace(o, b, &mut |s| fast.push(s));
                assert_eq!(norm(&fast), norm(&exact(o, b)), "to {q},{r}");
            }
        }
    }

    #[test]
    fn cached_traces_equal_fresh_ones_anywhere() {
        for (a, b) in [
            (Hex::new(3, -7), Hex::new(-20, 11)),
            (Hex::new(0, 5), Hex::new(5, 1)),
            (Hex::new(-4, 4), Hex::new(36, -30)),
        ] {
            let mut cached = Vec::new();
            trace_cached(a, b, &mut |s| cached.push(s));
            assert_eq!(cached, steps(a, b));
        }
    }

    #[test]
    fn tracing_is_symmetric() {
        let o = Hex::new(2, -1);
        for q in -8..=8 {
            for r in -8..=8 {
                let b = Hex::new(q, r);
                assert_eq!(norm(&steps(o, b)), norm(&steps(b, o)), "{o:?} {b:?}");
            }
        }
    }
}
