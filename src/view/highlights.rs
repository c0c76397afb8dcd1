//! Highlights: units that may be ordered, ordered units, the selected unit's moves, targets and arcs, prompt hexes, section lines and the line of sight.

#[allow(unused_imports)]
use super::*;

pub(super) fn hex_outline(g: &mut Gizmos, view: &MapGeometry, c: Coord, colour: Color, shrink: f32) {
    let centre = view.center(c);
    let r = coords::HEX_SIZE * shrink;
    let start = if view.orientation == crate::rules::Orientation::Pointy { 30.0f32 } else { 0.0 };
    let pts: Vec<Vec2> =
        (0..=6).map(|i| centre + Vec2::from_angle((start + 60.0 * i as f32).to_radians()) * r).collect();
    g.linestrip_2d(pts, colour);
}

/// What lies on a hex, drawn over its terrain: smoke as grey rings (more for thicker smoke), a fire as red and
/// orange flames, and a fortification by its kind (foxholes three pits, a trench a zigzag, a pillbox or bunker a
/// squat box, the bunker doubled, wire crosses).
pub(super) fn draw_hex_markers(
    g: &mut Gizmos,
    view: &MapGeometry,
    c: Coord,
    markers: &[crate::rules::terrain::HexMarker],
) {
    use crate::rules::terrain::{Fortification as F, HexMarker as M};
    let centre = view.center(c);
    let s = coords::HEX_SIZE;
    let earth = Color::srgb(0.33, 0.2, 0.08);
    for m in markers {
        match *m {
            M::Smoke(n) => {
                for k in 0..n.min(4) {
                    g.circle_2d(centre, s * (0.35 + 0.12 * f32::from(k)), Color::srgba(0.85, 0.85, 0.85, 0.8));
                }
            }
            M::Blaze => {
                for k in 0..5 {
                    let x = s * (-0.4 + 0.2 * k as f32);
                    let base = centre + Vec2::new(x, -s * 0.3);
                    g.line_2d(base, base + Vec2::new(s * 0.05, s * 0.5), Color::srgb(1.0, 0.35, 0.1));
                    g.line_2d(base, base + Vec2::new(-s * 0.05, s * 0.35), Color::srgb(1.0, 0.8, 0.2));
                }
            }
            M::Fort(F::Foxholes) => {
                for k in 0..3 {
                    let p = centre + Vec2::new(s * (-0.4 + 0.4 * k as f32), -s * 0.62);
                    g.circle_2d(p, s * 0.13, earth);
                    g.circle_2d(p, s * 0.08, earth);
                }
            }
            M::Fort(F::Trench) => {
                for dy in [0.0, 0.05] {
                    let pts: Vec<Vec2> = (0..=6)
                        .map(|k| {
                            let y = if k % 2 == 0 { -0.68 } else { -0.5 } + dy;
                            centre + Vec2::new(s * (-0.6 + 0.2 * k as f32), s * y)
                        })
                        .collect();
                    g.linestrip_2d(pts, earth);
                }
            }
            M::Fort(f @ (F::Pillbox | F::Bunker)) => {
                let concrete = Color::srgb(0.25, 0.25, 0.25);
                let at = Isometry2d::from_translation(centre + Vec2::new(0.0, -s * 0.6));
                let rings = if f == F::Bunker { 4 } else { 2 };
                for k in 0..rings {
                    let grow = 0.06 * k as f32;
                    g.rect_2d(at, Vec2::new(s * (0.5 + grow), s * (0.2 + grow)), concrete);
                }
            }
            M::Fort(F::Wire) => {
                let wire = Color::srgb(0.75, 0.75, 0.8);
                for k in 0..4 {
                    let p = centre + Vec2::new(s * (-0.45 + 0.3 * k as f32), -s * 0.55);
                    let d = s * 0.1;
                    g.line_2d(p + Vec2::new(-d, -d), p + Vec2::new(d, d), wire);
                    g.line_2d(p + Vec2::new(-d, d), p + Vec2::new(d, -d), wire);
                }
                g.line_2d(centre + Vec2::new(-s * 0.6, -s * 0.55), centre + Vec2::new(s * 0.6, -s * 0.55), wire);
            }
            M::Barrage => {
                // A burst on the centre and a ring round the seven hexes the barrage covers.
                let fire = Color::srgb(0.95, 0.3, 0.1);
                for k in 0..8 {
                    let a = std::f32::consts::TAU * k as f32 / 8.0;
                    let d = Vec2::new(a.cos(), a.sin());
                    g.line_2d(centre + d * s * 0.15, centre + d * s * if k % 2 == 0 { 0.6 } else { 0.4 }, fire);
                }
                g.circle_2d(centre, s * 0.15, Color::srgb(1.0, 0.85, 0.2));
                for r in [2.45, 2.5] {
                    g.circle_2d(centre, s * r, Color::srgba(0.95, 0.3, 0.1, 0.9));
                }
            }
        }
    }
}

/// What the map holds for everyone to see beyond its terrain: smoke, fire and works on hexes, and the deployment
/// zones while the sides set up, each in its side's colour.
pub(super) fn draw_map_state(
    mut g: Gizmos,
    view: Option<Res<MapView>>,
    model: Res<TableModel>,
    board: Option<Res<crate::game::components::Board>>,
    settings: Res<Settings>,
) {
    let Some(view) = view else { return };
    let v = &view.0;
    if model.curtain.is_some() {
        return;
    }
    if let Some(b) = &board {
        let grid = &b.0.grid;
        for c in grid.all_coords() {
            let m = grid.markers(c);
            if !m.is_empty() {
                draw_hex_markers(&mut g, v, c, m);
            }
        }
    }
    for (side, hexes) in &model.zones {
        let c = settings.side_colour(*side, model.side_colours.get(*side).map(String::as_str).unwrap_or("#808080"));
        for h in hexes {
            hex_outline(&mut g, v, *h, c.with_alpha(0.9), 0.86);
            hex_outline(&mut g, v, *h, c.with_alpha(0.5), 0.80);
        }
    }
}

pub(super) fn draw_highlights(
    mut g: Gizmos,
    view: Option<Res<MapView>>,
    model: Res<TableModel>,
    sel: Res<Selection>,
    los: Res<LosView>,
    config: Option<Res<GameConfig>>,
    time: Res<Time<Real>>,
    guide: Option<Res<crate::ui::guide::Guide>>,
) {
    let Some(view) = view else { return };
    let v = &view.0;
    if model.curtain.is_some() {
        return;
    }
    // The guided first game's unit to order: a wide gold ring.
    if let Some(u) = guide.as_ref().and_then(|g| g.unit.as_deref()).and_then(|id| model.unit(id)) {
        for k in 0..3 {
            g.circle_2d(v.center(u.at), 30.0 + 2.0 * k as f32, Color::srgb(1.0, 0.84, 0.35));
        }
    }
    // Section lines (card rulesets).
    if let (Some(cfg), true) = (&config, model.sections)
        && let Some(s) = cfg.sections
    {
        draw_section_lines(&mut g, v, s);
    }
    if let Some(h) = sel.hover {
        hex_outline(&mut g, v, h, Color::srgba(1.0, 1.0, 1.0, 0.8), 0.92);
    }
    let pulse = 0.6 + 0.4 * (time.elapsed_secs() * 4.0).sin().abs();
    for o in &model.legal {
        if let Some(unit) = model.pickable(o)
            && let Some(u) = model.unit(unit)
        {
            g.circle_2d(v.center(u.at), 25.0, Color::srgba(0.4, 1.0, 0.4, pulse));
        }
    }
    // The groups of a formation, joined where they stand side by side.
    for (a, b) in &model.links {
        if let (Some(a), Some(b)) = (model.unit(a), model.unit(b)) {
            let (ca, cb) = (v.center(a.at), v.center(b.at));
            if ca.distance(cb) <= coords::HEX_SIZE * 2.0 {
                let (m, d) = ((ca + cb) / 2.0, (cb - ca).normalize_or_zero());
                let n = d.perp() * 2.0;
                for k in [-1.0f32, 0.0, 1.0] {
                    g.line_2d(m - d * 9.0 + n * k, m + d * 9.0 + n * k, Color::srgba(1.0, 0.95, 0.7, 0.95));
                }
            }
        }
    }
    for id in &model.ordered {
        if let Some(u) = model.unit(id) {
            hex_outline(&mut g, v, u.at, Color::srgb(0.95, 0.8, 0.25), 0.84);
        }
    }
    if let Some(p) = &model.prompt {
        for (c, _) in &p.map_targets {
            hex_outline(&mut g, v, *c, Color::srgba(0.3, 0.9, 1.0, pulse), 0.8);
        }
    }
    let Some(sel_id) = &sel.unit else { return };
    let Some(su) = model.unit(sel_id) else { return };
    hex_outline(&mut g, v, su.at, Color::srgb(1.0, 1.0, 0.2), 0.96);
    hex_outline(&mut g, v, su.at, Color::srgb(1.0, 1.0, 0.2), 0.90);
    // The arcs of a unit that faces a hexside: where its front ends (yellow) and where its rear begins (red).
    if let Some(d) = su.facing {
        let ahead = super::editor_board::dir_vector(v.orientation, d).to_angle();
        let c = v.center(su.at);
        let (front, rear) = (crate::rules::geometry::FRONT_HALF_ARC, 180.0 - crate::rules::geometry::REAR_HALF_ARC);
        for (half, colour) in [(front, Color::srgba(1.0, 0.95, 0.5, 0.9)), (rear, Color::srgba(1.0, 0.35, 0.3, 0.9))] {
            for sign in [-1.0f32, 1.0] {
                let dir = Vec2::from_angle(ahead + sign * half.to_radians());
                let mut t = coords::HEX_SIZE * 0.9;
                while t < coords::HEX_SIZE * 7.0 {
                    g.line_2d(c + dir * t, c + dir * (t + 9.0), colour);
                    t += 16.0;
                }
            }
        }
        g.line_2d(c, c + Vec2::from_angle(ahead) * coords::HEX_SIZE * 1.6, Color::srgba(1.0, 0.95, 0.5, 0.9));
        // A narrower fire arc (a line formation's straight ahead), solid in orange.
        if let Some(half) = model.fire_arcs.get(sel_id) {
            for sign in [-1.0f32, 1.0] {
                let dir = Vec2::from_angle(ahead + sign * half.to_radians());
                g.line_2d(
                    c + dir * coords::HEX_SIZE * 0.9,
                    c + dir * coords::HEX_SIZE * 7.0,
                    Color::srgb(1.0, 0.6, 0.1),
                );
            }
        }
    }
    for o in &model.legal {
        match o.shape() {
            Shape::Move { unit, to } if unit == sel_id => {
                hex_outline(&mut g, v, to, Color::srgba(1.0, 1.0, 1.0, 0.9), 0.78);
                g.circle_2d(v.center(to), 4.0, Color::WHITE);
            }
            Shape::Fire { unit, target } | Shape::Attack { unit, target } if unit == sel_id => {
                if let Some(t) = model.unit(target) {
                    g.circle_2d(v.center(t.at), 27.0, Color::srgba(1.0, 0.2, 0.15, pulse));
                    g.circle_2d(v.center(t.at), 29.0, Color::srgba(1.0, 0.2, 0.15, pulse));
                }
            }
            _ => {}
        }
    }
    // Line of sight to the hovered hex: green clear, amber hindered, red blocked from the blocking point on.
    if let Some((from, to, rep)) = &los.report {
        let (a, b) = (v.center(*from), v.center(*to));
        match &rep.verdict {
            Verdict::Clear => {
                g.line_2d(a, b, Color::srgb(0.3, 1.0, 0.3));
            }
            Verdict::Hindered { .. } => {
                g.line_2d(a, b, Color::srgb(1.0, 0.8, 0.2));
            }
            Verdict::Blocked(bl) => {
                let at = crate::ui::i18n::I18n::blocker_hex(bl);
                let m = v.center(at);
                let along = (b - a).normalize_or_zero();
                let t = (m - a).dot(along).clamp(0.0, (b - a).length());
                let cut = a + along * t;
                g.line_2d(a, cut, Color::srgb(0.3, 1.0, 0.3));
                g.line_2d(cut, b, Color::srgb(1.0, 0.2, 0.15));
                g.circle_2d(m, 8.0, Color::srgb(1.0, 0.2, 0.15));
            }
        }
    }
}

/// What the last order changed, as the side at the table saw it: each move drawn along the hexes it went through
/// with an arrowhead where it ended, each loss of strength ringed in red at the counter, each unit gone crossed out
/// where it stood. A new change flashes for a moment (not when animations are off), asking for frames only then.
pub(super) fn draw_changes(
    mut g: Gizmos,
    view: Option<Res<MapView>>,
    model: Res<TableModel>,
    settings: Res<Settings>,
    time: Res<Time<Real>>,
    mut since: Local<(f32, crate::ui::model::Changes)>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Some(view) = view else { return };
    let v = &view.0;
    if model.curtain.is_some() || model.changes.is_empty() {
        return;
    }
    // A change flashes for a moment after it first shows.
    let now = time.elapsed_secs();
    if since.1 != model.changes {
        *since = (now, model.changes.clone());
    }
    let age = now - since.0;
    let flashing = age < 0.9 * settings.animation_speed;
    let ch = &model.changes;
    for (_, side, path) in &ch.moves {
        let colour =
            settings.side_colour(*side, model.side_colours.get(*side).map(String::as_str).unwrap_or("#808080"));
        let pts: Vec<Vec2> = path.iter().map(|c| v.center(*c)).collect();
        for w in pts.windows(2) {
            // Dashes, so the terrain under the way stays readable.
            let (a, b) = (w[0], w[1]);
            let n = ((b - a).length() / 10.0).max(1.0) as usize;
            for k in (0..n).step_by(2) {
                let (t0, t1) = (k as f32 / n as f32, ((k + 1) as f32 / n as f32).min(1.0));
                g.line_2d(a.lerp(b, t0), a.lerp(b, t1), colour.with_alpha(0.95));
            }
        }
        if let Some(first) = pts.first() {
            g.circle_2d(*first, 6.0, colour.with_alpha(0.95));
        }
        for p in pts.iter().skip(1).take(pts.len().saturating_sub(2)) {
            g.circle_2d(*p, 3.0, colour.with_alpha(0.95));
        }
        if let [.., a, b] = pts.as_slice() {
            let d = (*b - *a).normalize_or_zero();
            let tip = *b - d * coords::HEX_SIZE * 0.75;
            let side_v = Vec2::new(-d.y, d.x);
            for s in [-1.0, 1.0] {
                g.line_2d(tip, tip - d * 10.0 + side_v * 7.0 * s, colour);
            }
        }
    }
    let pulse = if flashing { 0.5 + 0.5 * (age * 18.0).sin().abs() } else { 0.85 };
    let red = Color::srgba(1.0, 0.2, 0.15, pulse);
    for (id, at, lost) in &ch.hits {
        let c = v.center(model.unit(id).map_or(*at, |u| u.at));
        let rings = if flashing { 3 + usize::from(*lost).min(3) } else { 1 + usize::from(*lost).min(3) };
        for k in 0..rings {
            g.circle_2d(c, 25.0 + 2.5 * k as f32, red);
        }
    }
    for (_, at) in &ch.gone {
        let c = v.center(*at);
        let r = coords::HEX_SIZE * 0.45;
        for s in [-1.0, 1.0] {
            g.line_2d(c + Vec2::new(-r, -r * s), c + Vec2::new(r, r * s), red);
            g.line_2d(c + Vec2::new(-r, -r * s) + Vec2::X * 2.0, c + Vec2::new(r, r * s) + Vec2::X * 2.0, red);
        }
        hex_outline(&mut g, v, *at, red, 0.7);
    }
    if flashing {
        redraw.write(RequestRedraw);
    }
}
