//! Line of sight as pure rules: a dense `LosIndex` of the map, per-ruleset `LosRules`, and verdicts that say hex by hex what blocked or hindered a line.

use super::geometry::{self, Contact, EdgeContact, NEIGHBORS, Step, canonical_edge};
use super::hex::{Coord, Orientation};
use super::map::MapGrid;
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

/// The LOS parameters of a ruleset.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LosRules {
    pub units_block: bool,
    pub graze: GrazeRule,
    pub elevation: ElevationRule,
}

impl LosRules {
    pub fn of(r: Ruleset) -> LosRules {
        match r {
            Ruleset::Medieval => {
                LosRules { units_block: true, graze: GrazeRule::BothSides, elevation: ElevationRule::SameHill }
            }
            Ruleset::CombatCommander | Ruleset::SharpPractice => {
                LosRules { units_block: false, graze: GrazeRule::Touch, elevation: ElevationRule::HigherThanBoth }
            }
            Ruleset::MusketPike | Ruleset::NinthAge => {
                LosRules { units_block: true, graze: GrazeRule::BothSides, elevation: ElevationRule::HigherThanBoth }
            }
        }
    }
}

const OBSTACLE: u8 = 1;
const BLAZE: u8 = 2;

/// Dense per-hex LOS data, built from a `MapGrid` for one ruleset. Rebuild it when terrain or markers change.
#[derive(Debug, Clone, PartialEq)]
pub struct LosIndex {
    pub ruleset: Ruleset,
    pub rules: LosRules,
    pub orientation: Orientation,
    pub width: u32,
    pub height: u32,
    terrain: Vec<Terrain>,
    flags: Vec<u8>,
    hindrance: Vec<u8>,
    smoke: Vec<u8>,
    elevation: Vec<i8>,
    hill: Vec<u16>,
    /// Bit i: the hexside toward direction i is an obstacle to sight.
    side_block: Vec<u8>,
    /// Bit i: that hexside is reciprocal.
    side_recip: Vec<u8>,
    side_kind: Vec<[Option<HexsideKind>; 6]>,
}

impl LosIndex {
    pub fn new(grid: &MapGrid, ruleset: Ruleset) -> LosIndex {
        let n = grid.terrain.len();
        let mut ix = LosIndex {
            ruleset,
            rules: LosRules::of(ruleset),
            orientation: grid.orientation,
            width: grid.width,
            height: grid.height,
            terrain: grid.terrain.clone(),
            flags: vec![0; n],
            hindrance: vec![0; n],
            smoke: vec![0; n],
            elevation: grid.elevation.clone(),
            hill: vec![0; n],
            side_block: vec![0; n],
            side_recip: vec![0; n],
            side_kind: vec![[None; 6]; n],
        };
        for i in 0..n {
            match terrain_profile(ruleset, grid.terrain[i]).sight {
                SightEffect::Obstacle => ix.flags[i] |= OBSTACLE,
                SightEffect::Hindrance(h) => ix.hindrance[i] = h,
                SightEffect::Clear => {}
            }
            for m in &grid.markers[i] {
                match m {
                    HexMarker::Blaze => ix.flags[i] |= BLAZE,
                    HexMarker::Smoke(s) => ix.smoke[i] = ix.smoke[i].max(*s),
                }
            }
        }
        // Hills: connected regions of hexes above level ground, numbered from 1.
        let mut next = 1u16;
        for start in 0..n {
            if grid.elevation[start] <= 0 || ix.hill[start] != 0 {
                continue;
            }
            let mut stack = vec![start];
            ix.hill[start] = next;
            while let Some(i) = stack.pop() {
                for nb in grid.neighbors(grid.coord_of(i)) {
                    let j = grid.index(nb).expect("on map");
                    if grid.elevation[j] > 0 && ix.hill[j] == 0 {
                        ix.hill[j] = next;
                        stack.push(j);
                    }
                }
            }
            next = next.saturating_add(1);
        }
        for (key, feat) in &grid.hexsides {
            let (a, b) = key.hexes(grid.orientation);
            let ha = a.to_hex(grid.orientation);
            let hb = b.to_hex(grid.orientation);
            let (Some(ia), Some(ib)) = (grid.index(a), grid.index(b)) else {
                continue;
            };
            let (Some(da), Some(db)) = (geometry::dir_to(ha, hb), geometry::dir_to(hb, ha)) else {
                continue;
            };
            let blocks = hexside_profile(ruleset, feat.kind).1 == SightEffect::Obstacle;
            for (i, d) in [(ia, da), (ib, db)] {
                ix.side_kind[i][d as usize] = Some(feat.kind);
                if blocks {
                    ix.side_block[i] |= 1 << d;
                }
                if feat.reciprocal {
                    ix.side_recip[i] |= 1 << d;
                }
            }
        }
        ix
    }

    /// Dense index of an axial hex, if on the map.
    #[inline]
    pub fn idx(&self, h: Hex) -> Option<usize> {
        let c = Coord::from_hex(h, self.orientation);
        if c.0 < 0 || c.1 < 0 || c.0 as u32 >= self.width || c.1 as u32 >= self.height {
            return None;
        }
        Some(c.1 as usize * self.width as usize + c.0 as usize)
    }

    pub fn coord(&self, h: Hex) -> Coord {
        Coord::from_hex(h, self.orientation)
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

/// The verdict on a line of sight.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    Clear,
    /// Every hindrance met, hex by hex; `applied` is the largest (hindrances never add up).
    Hindered {
        hindrances: Vec<Hindrance>,
        applied: u8,
    },
    Blocked(Blocker),
}

impl Verdict {
    pub fn is_blocked(&self) -> bool {
        matches!(self, Verdict::Blocked(_))
    }
}

/// What the caller knows beyond the map: which hexes hold a unit, and which reciprocal hexsides the firer holds.
pub struct LosContext<'a> {
    /// Per dense hex index: is there a unit or leader there?
    pub occupied: &'a [bool],
    /// Does the firer hold the advantage of the reciprocal hexside (canonical hex, dir)?
    pub holds: &'a dyn Fn(Hex, u8) -> bool,
}

impl LosContext<'_> {
    pub fn empty() -> LosContext<'static> {
        LosContext { occupied: &[], holds: &|_, _| false }
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

fn hex_effect(ix: &LosIndex, ctx: &LosContext, i: usize, h: Hex, ea: i8, eb: i8, ha: u16, hb: u16) -> HexEffect {
    let at = ix.coord(h);
    let mut blocks = None;
    if ix.flags[i] & BLAZE != 0 {
        blocks = Some(Blocker::Blaze { at });
    } else if ix.flags[i] & OBSTACLE != 0 {
        blocks = Some(Blocker::Terrain { at, terrain: ix.terrain[i] });
    } else {
        let e = ix.elevation[i];
        let high = match ix.rules.elevation {
            ElevationRule::HigherThanBoth => e > ea.max(eb),
            ElevationRule::SameHill => e > 0 && !(ix.hill[i] == ha && ha == hb && ha != 0),
        };
        if high {
            blocks = Some(Blocker::Height { at, elevation: e });
        } else if ix.rules.units_block && ctx.occupied.get(i).copied().unwrap_or(false) {
            blocks = Some(Blocker::Unit { at });
        }
    }
    let hindrance = if ix.smoke[i] >= ix.hindrance[i] && ix.smoke[i] > 0 {
        Some(Hindrance { at, source: HindranceSource::Smoke, value: ix.smoke[i] })
    } else if ix.hindrance[i] > 0 {
        Some(Hindrance { at, source: HindranceSource::Terrain(ix.terrain[i]), value: ix.hindrance[i] })
    } else {
        None
    };
    HexEffect { blocks, hindrance }
}

/// Judge the line from `a` to `b`. With `explain`, also fill the hex-by-hex notes.
pub fn line_of_sight(ix: &LosIndex, ctx: &LosContext, a: Coord, b: Coord, explain: bool) -> Report {
    let o = ix.orientation;
    let (ha, hb) = (a.to_hex(o), b.to_hex(o));
    let (Some(ia), Some(ib)) = (ix.idx(ha), ix.idx(hb)) else {
        return Report {
            verdict: Verdict::Blocked(Blocker::Terrain { at: a, terrain: Terrain::Water }),
            notes: vec![],
        };
    };
    let (ea, eb) = (ix.elevation[ia], ix.elevation[ib]);
    let (hilla, hillb) = (ix.hill[ia], ix.hill[ib]);
    let touch = ix.rules.graze == GrazeRule::Touch;
    let mut notes = Vec::new();
    let mut hind: Vec<Hindrance> = Vec::new();
    let mut blocked: Option<Blocker> = None;
    // Smoke in the firer's or target's own hex hinders too.
    for (i, h) in [(ia, ha), (ib, hb)] {
        if ix.smoke[i] > 0 {
            hind.push(Hindrance { at: ix.coord(h), source: HindranceSource::Smoke, value: ix.smoke[i] });
        }
    }
    // A pending "along" hex waits for its partner on the other side of the edge (BothSides rule).
    let mut pending_along: Option<(Hex, HexEffect)> = None;
    let note = |notes: &mut Vec<Note>, at: Coord, contact: &'static str, text: String| {
        if explain {
            notes.push(Note { at, contact, text });
        }
    };
    let mut visit = |s: Step| {
        if blocked.is_some() && !explain {
            return;
        }
        match s {
            Step::Hex { hex, contact } => {
                let Some(i) = ix.idx(hex) else {
                    return;
                };
                let eff = hex_effect(ix, ctx, i, hex, ea, eb, hilla, hillb);
                let at = ix.coord(hex);
                let marker_blaze = ix.flags[i] & BLAZE != 0;
                let smoke = ix.smoke[i];
                match contact {
                    Contact::Cross => {
                        if let Some(bl) = eff.blocks {
                            note(&mut notes, at, "crosses", describe_blocker(&bl));
                            blocked.get_or_insert(bl);
                        } else if let Some(hd) = eff.hindrance {
                            note(
                                &mut notes,
                                at,
                                "crosses",
                                format!("{} hinders by {}", source_name(&hd.source), hd.value),
                            );
                            hind.push(hd);
                        } else {
                            note(&mut notes, at, "crosses", format!("clear ({})", ix.terrain[i]));
                        }
                    }
                    Contact::Along | Contact::Vertex if touch => {
                        let how =
                            if contact == Contact::Along { "runs along an edge of" } else { "touches a corner of" };
                        if let Some(bl) = eff.blocks {
                            note(&mut notes, at, how, describe_blocker(&bl));
                            blocked.get_or_insert(bl);
                        } else if let Some(hd) = eff.hindrance {
                            note(&mut notes, at, how, format!("{} hinders by {}", source_name(&hd.source), hd.value));
                            hind.push(hd);
                        } else {
                            note(&mut notes, at, how, "clear".into());
                        }
                    }
                    Contact::Along | Contact::Vertex => {
                        let how =
                            if contact == Contact::Along { "runs along an edge of" } else { "touches a corner of" };
                        // Smoke and blaze fill their hex, edges and corners included, whatever the tie rule.
                        if marker_blaze {
                            let bl = Blocker::Blaze { at };
                            note(&mut notes, at, how, describe_blocker(&bl));
                            blocked.get_or_insert(bl);
                            return;
                        }
                        if smoke > 0 {
                            note(&mut notes, at, how, format!("smoke hinders by {smoke}"));
                            hind.push(Hindrance { at, source: HindranceSource::Smoke, value: smoke });
                        }
                        if contact == Contact::Vertex {
                            note(&mut notes, at, how, "a corner alone never blocks".into());
                            return;
                        }
                        // Both sides rule: decide when the hex on the other side of the edge arrives.
                        match pending_along.take() {
                            None => pending_along = Some((hex, eff)),
                            Some((other, oeff)) => {
                                let oat = ix.coord(other);
                                if let (Some(_), Some(_)) = (&eff.blocks, &oeff.blocks) {
                                    let bl = Blocker::BothSides { left: oat.min(at), right: oat.max(at) };
                                    note(&mut notes, oat, "runs along the hexside beside", describe_blocker(&bl));
                                    blocked.get_or_insert(bl);
                                } else {
                                    let (t1, t2) =
                                        (ix.hindrance[i], ix.idx(other).map(|j| ix.hindrance[j]).unwrap_or(0));
                                    if t1 > 0 && t2 > 0 {
                                        let (hat, v) = if t1 <= t2 { (at, t1) } else { (oat, t2) };
                                        let t = ix.idx(ix_hex(ix, hat)).map(|j| ix.terrain[j]).unwrap_or(Terrain::Open);
                                        hind.push(Hindrance { at: hat, source: HindranceSource::Terrain(t), value: v });
                                    }
                                    let why = match (&oeff.blocks, &eff.blocks) {
                                        (Some(b), None) | (None, Some(b)) => {
                                            format!(
                                                "only one side blocks ({}), so the line stays open",
                                                describe_blocker(b)
                                            )
                                        }
                                        _ => "neither side blocks".to_string(),
                                    };
                                    note(&mut notes, oat, "runs along the hexside beside", format!("{at} too: {why}"));
                                }
                            }
                        }
                    }
                }
            }
            Step::Edge { hex, dir, contact } => {
                let (ch, cd) = canonical_edge(hex, dir);
                let (dq, dr) = NEIGHBORS[cd as usize];
                let other = Hex::new(ch.x + dq, ch.y + dr);
                // Hexsides of the firer's or target's own hex never count.
                if ch == ha || ch == hb || other == ha || other == hb {
                    return;
                }
                let Some(i) = ix.idx(ch) else { return };
                let Some(kind) = ix.side_kind[i][cd as usize] else {
                    return;
                };
                let obstacle = ix.side_block[i] & (1 << cd) != 0;
                let between = (ix.coord(ch), ix.coord(other));
                if !obstacle {
                    note(
                        &mut notes,
                        between.0,
                        "passes the",
                        format!("{kind} between {} and {}: no effect on sight", between.0, between.1),
                    );
                    return;
                }
                let how = match contact {
                    EdgeContact::Cross => EdgeHow::Crosses,
                    EdgeContact::Along => EdgeHow::RunsAlong,
                    EdgeContact::Endpoint => EdgeHow::TouchesEnd,
                };
                if how == EdgeHow::TouchesEnd && !touch {
                    note(
                        &mut notes,
                        between.0,
                        "touches the end of",
                        format!("{kind}: the end of a hexside alone never blocks"),
                    );
                    return;
                }
                let recip = ix.side_recip[i] & (1 << cd) != 0;
                if recip {
                    if (ctx.holds)(ch, cd) {
                        note(
                            &mut notes,
                            between.0,
                            "crosses",
                            format!("{kind}: held by the firer's side, so it does not block"),
                        );
                        return;
                    }
                    // Sight reaches into the hex just behind the hexside, and no further.
                    if how == EdgeHow::Crosses && (other == hb || ch == hb) {
                        note(
                            &mut notes,
                            between.0,
                            "crosses",
                            format!("{kind}: the target is in the hex just behind it"),
                        );
                        return;
                    }
                    let bl = Blocker::Reciprocal { between, kind };
                    note(&mut notes, between.0, "crosses", describe_blocker(&bl));
                    blocked.get_or_insert(bl);
                    return;
                }
                let bl = Blocker::Hexside { between, kind, how };
                note(&mut notes, between.0, "meets", describe_blocker(&bl));
                blocked.get_or_insert(bl);
            }
        }
    };
    geometry::trace(ha, hb, &mut visit);
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

fn ix_hex(ix: &LosIndex, c: Coord) -> Hex {
    c.to_hex(ix.orientation)
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
        Blocker::Terrain { at, terrain } => format!("{terrain} at {at} blocks the line"),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::hex::{Dir, HexsideKey};
    use crate::rules::map::HexsideFeature;

    const O: Orientation = Orientation::Pointy;

    /// A coordinate from axial (q, r), so lines are easy to reason about.
    fn ax(q: i32, r: i32) -> Coord {
        Coord::from_hex(Hex::new(q, r), O)
    }

    fn map() -> MapGrid {
        MapGrid::new(O, 14, 12, Terrain::Open)
    }

    fn set(m: &mut MapGrid, c: Coord, t: Terrain) {
        let i = m.index(c).unwrap();
        m.terrain[i] = t;
    }

    fn los(m: &MapGrid, r: Ruleset, a: Coord, b: Coord) -> Verdict {
        let ix = LosIndex::new(m, r);
        line_of_sight(&ix, &LosContext::empty(), a, b, true).verdict
    }

    fn los_units(m: &MapGrid, r: Ruleset, a: Coord, b: Coord, units: &[Coord]) -> Verdict {
        let ix = LosIndex::new(m, r);
        let mut occ = vec![false; m.terrain.len()];
        for u in units {
            occ[m.index(*u).unwrap()] = true;
        }
        let ctx = LosContext { occupied: &occ, holds: &|_, _| false };
        line_of_sight(&ix, &ctx, a, b, false).verdict
    }

    fn side(m: &mut MapGrid, a: Coord, d: Dir, kind: HexsideKind, reciprocal: bool) {
        m.hexsides.insert(HexsideKey::new(a, d, O).unwrap(), HexsideFeature { kind, faces_from: None, reciprocal });
    }

    #[test]
    fn terrain_in_the_firers_or_targets_hex_never_counts() {
        let mut m = map();
        set(&mut m, ax(2, 5), Terrain::Forest);
        set(&mut m, ax(6, 5), Terrain::Forest);
        for r in [Ruleset::Medieval, Ruleset::CombatCommander] {
            assert_eq!(los(&m, r, ax(2, 5), ax(6, 5)), Verdict::Clear);
        }
        set(&mut m, ax(4, 5), Terrain::Forest);
        assert_eq!(
            los(&m, Ruleset::CombatCommander, ax(2, 5), ax(6, 5)),
            Verdict::Blocked(Blocker::Terrain { at: ax(4, 5), terrain: Terrain::Forest })
        );
    }

    #[test]
    fn hindrances_do_not_add_up_the_largest_applies() {
        let mut m = map();
        set(&mut m, ax(3, 5), Terrain::Brush);
        set(&mut m, ax(4, 5), Terrain::Brush);
        set(&mut m, ax(5, 5), Terrain::Orchard);
        let v = los(&m, Ruleset::CombatCommander, ax(2, 5), ax(6, 5));
        let Verdict::Hindered { hindrances, applied } = v else { panic!("{v:?}") };
        assert_eq!(applied, 3);
        assert_eq!(hindrances.len(), 3, "every hindrance met is listed");
        assert_eq!(hindrances[0].at, ax(3, 5));
    }

    #[test]
    fn smoke_fills_its_hex_and_hinders_from_the_firers_hex_too() {
        let mut m = map();
        // The diagonal (2,5)->(4,7) runs along the edge between (3,5) and (2,6).
        let i = m.index(ax(3, 5)).unwrap();
        m.markers[i].push(HexMarker::Smoke(4));
        let v = los(&m, Ruleset::CombatCommander, ax(2, 5), ax(4, 7));
        assert!(matches!(v, Verdict::Hindered { applied: 4, .. }), "{v:?}");
        // Smoke in the firer's own hex hinders its fire.
        let mut m = map();
        let i = m.index(ax(2, 5)).unwrap();
        m.markers[i].push(HexMarker::Smoke(5));
        assert!(matches!(los(&m, Ruleset::CombatCommander, ax(2, 5), ax(6, 5)), Verdict::Hindered { applied: 5, .. }));
        assert!(matches!(los(&m, Ruleset::CombatCommander, ax(6, 5), ax(2, 5)), Verdict::Hindered { applied: 5, .. }));
    }

    #[test]
    fn a_line_along_a_blaze_hexs_edge_is_blocked_even_in_medieval() {
        let mut m = map();
        let i = m.index(ax(3, 5)).unwrap();
        m.markers[i].push(HexMarker::Blaze);
        for r in [Ruleset::CombatCommander, Ruleset::Medieval] {
            assert_eq!(los(&m, r, ax(2, 5), ax(4, 7)), Verdict::Blocked(Blocker::Blaze { at: ax(3, 5) }));
        }
    }

    #[test]
    fn units_block_in_medieval_but_never_in_combat_commander() {
        let m = map();
        let units = [ax(4, 5)];
        assert_eq!(
            los_units(&m, Ruleset::Medieval, ax(2, 5), ax(6, 5), &units),
            Verdict::Blocked(Blocker::Unit { at: ax(4, 5) })
        );
        assert_eq!(los_units(&m, Ruleset::CombatCommander, ax(2, 5), ax(6, 5), &units), Verdict::Clear);
        // Units in the firer's and target's hexes do not block.
        assert_eq!(los_units(&m, Ruleset::Medieval, ax(2, 5), ax(6, 5), &[ax(2, 5), ax(6, 5)]), Verdict::Clear);
    }

    #[test]
    fn higher_ground_blocks_lower_hexes() {
        let mut m = map();
        let i = m.index(ax(4, 5)).unwrap();
        m.elevation[i] = 1;
        let blocked = Verdict::Blocked(Blocker::Height { at: ax(4, 5), elevation: 1 });
        assert_eq!(los(&m, Ruleset::CombatCommander, ax(2, 5), ax(6, 5)), blocked);
        // A firer on level 1 sees over level-1 ground.
        let j = m.index(ax(2, 5)).unwrap();
        m.elevation[j] = 1;
        assert_eq!(los(&m, Ruleset::CombatCommander, ax(2, 5), ax(6, 5)), Verdict::Clear);
        // Medieval: an intermediate hill blocks unless firer, target and hill are one hill. Here (2,5) and (4,5) are
        // separate hills (not adjacent), so it still blocks.
        assert_eq!(los(&m, Ruleset::Medieval, ax(2, 5), ax(6, 5)), blocked);
        for c in [ax(3, 5), ax(5, 5), ax(6, 5)] {
            let k = m.index(c).unwrap();
            m.elevation[k] = 1;
        }
        assert_eq!(los(&m, Ruleset::Medieval, ax(2, 5), ax(6, 5)), Verdict::Clear, "all on one hill");
    }

    #[test]
    fn hexside_obstacles_block_unless_they_belong_to_the_end_hexes() {
        let mut m = map();
        // A wall on the east side of (4,5): crossed by the line (2,5)->(6,5).
        side(&mut m, ax(4, 5), Dir::E, HexsideKind::Wall, false);
        let v = los(&m, Ruleset::CombatCommander, ax(2, 5), ax(6, 5));
        assert!(
            matches!(v, Verdict::Blocked(Blocker::Hexside { kind: HexsideKind::Wall, how: EdgeHow::Crosses, .. })),
            "{v:?}"
        );
        // The same wall is part of the target's hex when the target stands at (5,5).
        assert_eq!(los(&m, Ruleset::CombatCommander, ax(2, 5), ax(5, 5)), Verdict::Clear);
        assert_eq!(los(&m, Ruleset::CombatCommander, ax(5, 5), ax(2, 5)), Verdict::Clear);
        // A wall the line runs along (the edge between (3,5) and (2,6) on the diagonal) blocks too.
        let mut m = map();
        side(&mut m, ax(3, 5), Dir::SW, HexsideKind::Hedge, false);
        let v = los(&m, Ruleset::CombatCommander, ax(2, 5), ax(4, 7));
        assert!(matches!(v, Verdict::Blocked(Blocker::Hexside { how: EdgeHow::RunsAlong, .. })), "{v:?}");
    }

    #[test]
    fn reciprocal_hexsides_let_sight_into_the_hex_behind_and_no_further() {
        let mut m = map();
        side(&mut m, ax(4, 5), Dir::E, HexsideKind::Hedge, true);
        let r = Ruleset::MusketPike;
        // Target in the hex just behind the hedge: seen.
        assert_eq!(los(&m, r, ax(2, 5), ax(5, 5)), Verdict::Clear);
        // One hex further: not seen.
        let v = los(&m, r, ax(2, 5), ax(6, 5));
        assert!(matches!(v, Verdict::Blocked(Blocker::Reciprocal { .. })), "{v:?}");
        // The side that reached the hedge first holds it, and it does not block for them.
        let ix = LosIndex::new(&m, r);
        let ctx = LosContext { occupied: &[], holds: &|_, _| true };
        assert_eq!(line_of_sight(&ix, &ctx, ax(2, 5), ax(6, 5), false).verdict, Verdict::Clear);
    }

    #[test]
    fn along_a_hexside_medieval_needs_both_sides_and_combat_commander_any() {
        let mut m = map();
        set(&mut m, ax(3, 5), Terrain::Forest);
        assert_eq!(los(&m, Ruleset::Medieval, ax(2, 5), ax(4, 7)), Verdict::Clear);
        assert!(los(&m, Ruleset::CombatCommander, ax(2, 5), ax(4, 7)).is_blocked());
        set(&mut m, ax(2, 6), Terrain::Forest);
        assert_eq!(
            los(&m, Ruleset::Medieval, ax(2, 5), ax(4, 7)),
            Verdict::Blocked(Blocker::BothSides { left: ax(3, 5).min(ax(2, 6)), right: ax(3, 5).max(ax(2, 6)) })
        );
        // A unit on one side and forest on the other also closes the line in Medieval.
        let mut m = map();
        set(&mut m, ax(3, 5), Terrain::Forest);
        assert!(los_units(&m, Ruleset::Medieval, ax(2, 5), ax(4, 7), &[ax(2, 6)]).is_blocked());
    }

    #[test]
    fn through_a_vertex_medieval_ignores_the_corner_and_combat_commander_blocks() {
        // (2,6) -> (7,2): axial direction (5,-4) passes through the corners of (4,5) and (5,3).
        let mut m = map();
        set(&mut m, ax(4, 5), Terrain::Forest);
        assert_eq!(los(&m, Ruleset::Medieval, ax(2, 6), ax(7, 2)), Verdict::Clear);
        assert_eq!(
            los(&m, Ruleset::CombatCommander, ax(2, 6), ax(7, 2)),
            Verdict::Blocked(Blocker::Terrain { at: ax(4, 5), terrain: Terrain::Forest })
        );
    }

    #[test]
    fn explanations_name_each_hex() {
        let mut m = map();
        set(&mut m, ax(3, 5), Terrain::Brush);
        set(&mut m, ax(5, 5), Terrain::Forest);
        let ix = LosIndex::new(&m, Ruleset::CombatCommander);
        let r = line_of_sight(&ix, &LosContext::empty(), ax(2, 5), ax(6, 5), true);
        assert_eq!(r.notes.len(), 3);
        assert_eq!(r.notes[0].text, "brush hinders by 3");
        assert_eq!(r.notes[1].text, "clear (open ground)");
        assert_eq!(r.notes[2].text, format!("forest at {} blocks the line", ax(5, 5)));
        assert_eq!(r.verdict.to_string(), format!("blocked: forest at {} blocks the line", ax(5, 5)));
    }
}
