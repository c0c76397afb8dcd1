//! The hover: the line-of-sight overlay asked of the game, and the tooltip lines (terrain, unit, sight, odds) for the hex under the pointer.

#[allow(unused_imports)]
use super::*;

/// The last line of sight asked for the hover, and its answer.
#[derive(Resource, Debug, Clone, Default)]
pub struct LosView {
    pub asked: Option<(Coord, Coord)>,
    pub report: Option<(Coord, Coord, Report)>,
}

pub(super) fn los_overlay(
    sel: Res<Selection>,
    model: Res<TableModel>,
    mut los: ResMut<LosView>,
    mut req: MessageWriter<LosRequest>,
    mut answers: MessageReader<LosAnswer>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    for a in answers.read() {
        if Some((a.request.from, a.request.to)) == los.asked {
            los.report = Some((a.request.from, a.request.to, a.report.clone()));
        }
    }
    let want = match (&sel.unit, sel.hover, model.curtain.is_none()) {
        (Some(id), Some(h), true) => model.unit(id).map(|u| (u.at, h)).filter(|(a, b)| a != b),
        _ => None,
    };
    if want != los.asked {
        los.asked = want;
        los.report = None;
        if let Some((from, to)) = want {
            req.write(LosRequest { from, to, side: Some(model.side) });
            redraw.write(RequestRedraw);
        }
    }
}

pub(super) fn hover_info(
    sel: Res<Selection>,
    model: Res<TableModel>,
    (los, i18n): (Res<LosView>, Res<I18n>),
    board: Option<Res<Board>>,
    g: Option<GameRead>,
    mut info: ResMut<HoverInfo>,
    (view, cam): (Option<Res<MapView>>, Query<(&Camera, &GlobalTransform), With<WorldCamera>>),
    (remote, mut ask): (Option<Res<crate::game::remote::RemoteGame>>, MessageWriter<crate::net::NetCommand>),
) {
    let pos = match (sel.hover, view, cam.single()) {
        (Some(h), Some(v), Ok((camera, gtf))) => camera.world_to_viewport(gtf, v.0.center(h).extend(0.0)).ok(),
        _ => None,
    };
    if info.pos != pos {
        info.pos = pos;
    }
    // The lines (and the attack odds) are worked out again only when what they say may have changed.
    // (Online, the odds come from the server: their answer changes the match's resource.)
    let remote_changed = remote.as_ref().is_some_and(|r| r.is_changed());
    if !sel.is_changed() && !model.is_changed() && !los.is_changed() && !i18n.is_changed() && !remote_changed {
        return;
    }
    let mut lines = Vec::new();
    if let (Some(h), Some(board), true) = (sel.hover, board, model.curtain.is_none()) {
        if let Some(i) = board.grid.index(h) {
            let mut t = format!("{} {}", i18n.terrain(board.grid.terrain[i]), i18n.hex(h));
            if board.grid.elevation[i] > 0 {
                t.push_str(&format!(", {}", i18n.ta("terrain-hill", &[("h", board.grid.elevation[i].into())])));
            }
            for m in &board.grid.markers[i] {
                t.push_str(&format!(", {}", i18n.hex_marker(*m)));
            }
            lines.push((t, HoverTone::Plain));
        }
        for u in model.units_at(h) {
            let kind = match (u.kind, g.as_ref()) {
                (Some(k), Some(g)) => i18n.unit_type(g.config.ruleset, k),
                _ => i18n.t("unit-unknown"),
            };
            lines.push((format!("{} — {}", i18n.piece(&u.id), kind), HoverTone::Title));
            // A ruleset's own facts about the unit (its values and states), from the seated side's view.
            if let Some(notes) = model.unit_notes.get(&u.id) {
                for n in notes {
                    lines.push((n.clone(), HoverTone::Plain));
                }
            } else if let (Some(n), Some(m)) = (u.strength, u.max_strength)
                && u.kind != Some("leader")
            {
                lines.push((i18n.ta("unit-blocks", &[("n", n.into()), ("max", m.into())]), HoverTone::Plain));
            }
            if let Some(l) = &u.leader {
                lines.push((i18n.ta("unit-with-leader", &[("leader", i18n.piece(l).into())]), HoverTone::Plain));
            }
            if model.ordered.contains(&u.id) {
                lines.push((i18n.t("unit-ordered"), HoverTone::Good));
            }
        }
        // The way to the rules about what stands here.
        if model.units_at(h).any(|u| u.kind.is_some()) {
            lines.push((i18n.t("unit-help-hint"), HoverTone::Plain));
        }
        if let Some((from, to, rep)) = los.report.as_ref().filter(|(_, to, _)| *to == h) {
            let n = board_dist(*from, *to, &model, &g);
            lines.push((i18n.t("los-title"), HoverTone::Title));
            lines.push((i18n.ta("los-range", &[("n", n.into())]), HoverTone::Plain));
            match &rep.verdict {
                Verdict::Clear => lines.push((i18n.t("los-clear"), HoverTone::Good)),
                Verdict::Hindered { hindrances, applied } => {
                    lines.push((i18n.ta("los-hindrance-applied", &[("n", (*applied).into())]), HoverTone::Warn));
                    for hd in hindrances {
                        let what = match &hd.source {
                            crate::rules::los::HindranceSource::Terrain(t) => i18n.terrain(*t),
                            crate::rules::los::HindranceSource::Smoke => "smoke".into(),
                        };
                        lines.push((
                            i18n.ta("los-hindered", &[("what", what.into()), ("hex", i18n.hex(hd.at).into())]),
                            HoverTone::Warn,
                        ));
                    }
                }
                Verdict::Blocked(b) => {
                    let (what, at) = i18n.blocker(b);
                    lines.push((
                        i18n.ta("los-blocked", &[("what", what.into()), ("hex", i18n.hex(at).into())]),
                        HoverTone::Bad,
                    ));
                }
            }
            // The odds of an attack on an enemy here by the selected unit.
            if let Some(sel_id) = &sel.unit {
                let mut enemies: Vec<_> = model.units_at(h).filter(|u| u.side != model.side).collect();
                enemies.sort_by_key(|u| u.is_leader);
                let deciding = g.as_ref().is_some_and(|g| g.state.0.to_act() == model.side);
                if model.my_turn || deciding {
                    // Where an attack's result is each unit's own, every unit in the hex gets its odds.
                    for (k, t) in enemies.iter().enumerate() {
                        if k > 0 {
                            lines.push((i18n.piece(&t.id), HoverTone::Title));
                        }
                        let odds = match (&g, &remote) {
                            (Some(g), _) => g.session().odds(model.side, sel_id, &t.id),
                            (None, Some(r)) => {
                                // Online: asked of the server once per state; the answer redraws this.
                                let key = (sel_id.clone(), t.id.clone());
                                match r.odds.get(&key) {
                                    Some(o) => o.clone(),
                                    None => {
                                        if !r.odds_asked.contains(&key) {
                                            ask.write(crate::net::NetCommand::Odds { unit: key.0, target: key.1 });
                                        }
                                        lines.push((i18n.t("odds-asking"), HoverTone::Plain));
                                        break;
                                    }
                                }
                            }
                            (None, None) => break,
                        };
                        if !odds_lines(&mut lines, &i18n, odds) {
                            break;
                        }
                    }
                }
            }
        }
    }
    if info.lines != lines {
        info.lines = lines;
    }
}

pub(super) fn board_dist(a: Coord, b: Coord, _m: &TableModel, g: &Option<GameRead>) -> u32 {
    let o = g.as_ref().map(|g| g.board.grid.orientation).unwrap_or(crate::rules::Orientation::Pointy);
    a.to_hex(o).unsigned_distance_to(b.to_hex(o))
}

pub(super) fn odds_lines(
    lines: &mut Vec<(String, HoverTone)>,
    i18n: &I18n,
    odds: Result<crate::rules::engine::Odds, crate::rules::engine::RejectReason>,
) -> bool {
    match odds {
        Ok(o) => {
            let attack = if o.ranged { i18n.t("odds-ranged") } else { i18n.t("odds-melee") };
            let charge = o.outcomes.iter().any(|(w, _)| matches!(w, crate::rules::engine::OddsOutcome::ChargeReaches));
            if !o.outcomes.is_empty() {
                // A ruleset of results rather than hits: the attack's strength, then each result's chance.
                let title = if charge {
                    i18n.t("odds-title-charge")
                } else {
                    i18n.ta("odds-title-fp", &[("attack", attack.into()), ("fp", o.dice.into())])
                };
                lines.push((title, HoverTone::Title));
                for (what, p) in &o.outcomes {
                    use crate::rules::engine::OddsOutcome as R;
                    let key = match what {
                        R::NoEffect => "odds-no-effect",
                        R::Suppressed => "odds-suppressed",
                        R::Broken => "odds-broken",
                        R::Eliminated => "odds-eliminated",
                        R::ChargeReaches => "odds-charge-reaches",
                        R::ChargeShort => "odds-charge-short",
                    };
                    if *p >= 0.0005 {
                        lines.push((i18n.ta(key, &[("p", format!("{:.0}", p * 100.0).into())]), HoverTone::Plain));
                    }
                }
                if !charge {
                    lines.push((i18n.t("odds-cards-note"), HoverTone::Plain));
                }
                return true;
            }
            lines
                .push((i18n.ta("odds-title", &[("attack", attack.into()), ("dice", o.dice.into())]), HoverTone::Title));
            for (k, pr) in o.hits.iter().enumerate() {
                if *pr >= 0.0005 {
                    let pct = format!("{:.0}", pr * 100.0);
                    lines.push((i18n.ta("odds-hits", &[("k", k.into()), ("p", pct.into())]), HoverTone::Plain));
                }
            }
            lines.push((
                i18n.ta("odds-expected", &[("e", format!("{:.2}", o.expected_hits()).into())]),
                HoverTone::Plain,
            ));
            for (what, p) in &o.extra {
                let pct = format!("{:.0}", p * 100.0);
                match what {
                    crate::rules::engine::OddsExtra::Flag => {
                        lines.push((i18n.ta("odds-flag", &[("p", pct.into())]), HoverTone::Plain))
                    }
                }
            }
        }
        Err(why) => lines.push((i18n.ta("odds-cannot", &[("why", i18n.reason(&why).into())]), HoverTone::Bad)),
    }
    false
}
