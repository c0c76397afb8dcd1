//! Tests of the sight rules: blocking terrain and height under each ruleset's tie rules, hexside obstacles, reciprocal hexsides, smoke and blaze, the explanation hex by hex.
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
    let occ = ix.occupancy(units.iter().copied());
    let ctx = LosContext { occupied: &occ };
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
    // A unit beside the hedge (the one that may hold its benefit) sees through it, both ways; a unit further
    // back on the same side does not, whoever holds the hedge.
    assert_eq!(los(&m, r, ax(4, 5), ax(7, 5)), Verdict::Clear);
    assert_eq!(los(&m, r, ax(7, 5), ax(4, 5)), Verdict::Clear);
    assert!(los(&m, r, ax(3, 5), ax(6, 5)).is_blocked());
}

/// Musket & Pike's steep-slope exception (issue 36): from the top of a steep slope (the higher hex of a `Slope`
/// hexside) a hedge does not block, from either end of the line; higher ground alone, with no steep slope, does
/// not see over it, and a slope whose two hexes are level has no top.
#[test]
fn from_the_top_of_a_steep_slope_a_hedge_does_not_block_in_musket_and_pike() {
    let mut m = map();
    side(&mut m, ax(4, 5), Dir::E, HexsideKind::Hedge, true);
    let r = Ruleset::MusketPike;
    assert!(los(&m, r, ax(2, 5), ax(7, 5)).is_blocked());
    // A steep slope between two level hexes: no top, no exception.
    side(&mut m, ax(2, 5), Dir::E, HexsideKind::Slope, false);
    assert!(los(&m, r, ax(2, 5), ax(7, 5)).is_blocked());
    // Higher ground without a steep slope no longer sees over the hedge.
    let i = m.index(ax(1, 5)).unwrap();
    m.elevation[i] = 1;
    assert!(los(&m, r, ax(1, 5), ax(7, 5)).is_blocked());
    // The top of the steep slope does, both ways.
    let i = m.index(ax(2, 5)).unwrap();
    m.elevation[i] = 1;
    assert!(!los(&m, r, ax(2, 5), ax(7, 5)).is_blocked());
    assert!(!los(&m, r, ax(7, 5), ax(2, 5)).is_blocked());
    // Its foot does not.
    assert!(los(&m, r, ax(3, 5), ax(7, 5)).is_blocked());
    // Not in a ruleset without the exception.
    assert!(los(&m, Ruleset::CombatCommander, ax(2, 5), ax(7, 5)).is_blocked());
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
    assert_eq!(r.notes[2].text, format!("forest at {} stands in the way", ax(5, 5)));
    assert_eq!(r.verdict.to_string(), format!("blocked: forest at {} stands in the way", ax(5, 5)));
}

/// Level ground between two hollows is higher than both ends, so it blocks where heights block that way. (Found by
/// the visibility property test: the walk used to skip every hex at level 0 as having no effect on sight.)
#[test]
fn level_ground_between_two_hollows_blocks_the_line() {
    let mut m = map();
    for c in [ax(2, 2), ax(6, 2)] {
        let i = m.index(c).unwrap();
        m.elevation[i] = -1;
    }
    let v = los(&m, Ruleset::CombatCommander, ax(2, 2), ax(6, 2));
    assert_eq!(v, Verdict::Blocked(Blocker::Height { at: ax(3, 2), elevation: 0 }));
    // Medieval's hills block only above level ground.
    assert_eq!(los(&m, Ruleset::Medieval, ax(2, 2), ax(6, 2)), Verdict::Clear);
    // From level ground into a hollow, nothing between is higher than both ends.
    let i = m.index(ax(6, 2)).unwrap();
    m.elevation[i] = 0;
    assert_eq!(los(&m, Ruleset::CombatCommander, ax(2, 2), ax(6, 2)), Verdict::Clear);
}
