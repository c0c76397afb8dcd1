//! The client adapter of Sharp Practice: the activation deck and the cards turned (a blind's card under its public name), the Big Man in play with his initiative, each unit's action dice and what they may be spent on, shock, quality and loads per group, Big Men's status and wounds, the rolled move, and its events and refusals in words, distances in inches and hexes.

use crate::rules::hex::Coord;
use crate::game::side_view::SideView;
use crate::rules::registry::Order;
use crate::rules::sharp_practice::data::{Drill, Kind, Quality, Weapon, Wound};
use crate::rules::sharp_practice::state::{Shown, Use};
use crate::rules::sharp_practice::{SpEvent, SpOrder, SpPrompt, SpRefusal, SpView, UnitInfo};
use crate::ui::i18n::I18n;
use crate::ui::model::{PromptModel, TableModel, TrackModel};

fn quality_key(q: Quality) -> &'static str {
    match q {
        Quality::Elite => "sp-q-elite",
        Quality::Veteran => "sp-q-veteran",
        Quality::Regular => "sp-q-regular",
        Quality::Recruit => "sp-q-recruit",
    }
}

fn weapon_key(w: Weapon) -> &'static str {
    match w {
        Weapon::Musket => "sp-w-musket",
        Weapon::Rifle => "sp-w-rifle",
        Weapon::Carbine => "sp-w-carbine",
        Weapon::LightGun => "sp-w-gun",
        Weapon::None => "sp-w-none",
    }
}

fn drill_key(d: Drill) -> &'static str {
    match d {
        Drill::Line => "sp-drill-line",
        Drill::Column => "sp-drill-column",
        Drill::Square => "sp-drill-square",
        Drill::Skirmish => "sp-drill-skirmish",
        Drill::Unformed => "sp-drill-unformed",
    }
}

fn wound_key(w: Wound) -> &'static str {
    match w {
        Wound::Light => "sp-wound-light",
        Wound::Serious => "sp-wound-serious",
        Wound::Killed => "sp-wound-killed",
    }
}

fn use_key(u: Use) -> &'static str {
    match u {
        Use::Activate => "sp-use-activate",
        Use::Move => "sp-use-move",
        Use::Gallop => "sp-use-gallop",
        Use::Fire => "sp-use-fire",
        Use::Reload => "sp-use-reload",
        Use::Spot => "sp-use-spot",
        Use::Rally => "sp-use-rally",
        Use::Fury => "sp-use-fury",
        Use::Marksman => "sp-use-marksman",
        Use::Limber => "sp-use-limber",
        Use::Unlimber => "sp-use-unlimber",
        Use::FormUp => "sp-use-form-up",
        Use::OpenRanks => "sp-use-open-ranks",
    }
}

fn shown(i18n: &I18n, c: &Shown) -> String {
    match c {
        Shown::BigMan(u) => i18n.ta("sp-card-big-man", &[("unit", i18n.piece(u).into())]),
        Shown::Blind(b) => i18n.ta("sp-card-blind", &[("unit", i18n.piece(b).into())]),
        Shown::Unseen => i18n.t("sp-card-unseen"),
        Shown::Tiffin => i18n.t("sp-card-tiffin"),
    }
}

/// A distance in inches with its hexes (3" a hex).
fn inches(i18n: &I18n, inches: u32) -> String {
    i18n.ta("sp-inches", &[("in", inches.into()), ("hexes", (inches / 3).into())])
}

fn notes(i18n: &I18n, u: &UnitInfo) -> Vec<String> {
    let mut v = Vec::new();
    if u.kind == Kind::Blind {
        v.push(if u.holds.is_empty() {
            i18n.t("sp-unit-dummy")
        } else {
            let h: Vec<String> = u.holds.iter().map(|x| i18n.piece(x)).collect();
            i18n.ta("sp-unit-holds", &[("units", h.join(", ").into())])
        });
    } else if u.status > 0 {
        v.push(i18n.ta("sp-unit-big-man", &[("status", u.status.into()), ("strength", u.strength.into())]));
        if u.wounded {
            v.push(i18n.t("sp-unit-wounded"));
        }
    } else if u.weapon != Weapon::None || u.men > 0 {
        v.push(i18n.ta(
            "sp-unit-group",
            &[
                ("men", u.men.into()),
                ("max", u.max.into()),
                ("quality", i18n.t(quality_key(u.quality)).into()),
                ("weapon", i18n.t(weapon_key(u.weapon)).into()),
            ],
        ));
        if u.shock > 0 {
            v.push(i18n.ta("sp-unit-shock", &[("n", u.shock.into())]));
        }
        if !u.loaded && u.weapon != Weapon::None {
            v.push(i18n.t("sp-unit-unloaded"));
        }
        if u.skirmish {
            v.push(i18n.t("sp-unit-skirmish"));
        } else if matches!(u.drill, Drill::Line | Drill::Column) {
            v.push(i18n.t(drill_key(u.drill)));
        } else if u.drill == Drill::Square {
            v.push(i18n.t(if u.square_ready { "sp-unit-square" } else { "sp-unit-square-forming" }));
        }
        for t in &u.traits {
            v.push(i18n.t(&format!("editor-marker-{t:?}").to_lowercase()));
        }
        if !u.formation.is_empty() {
            let others: Vec<String> = u.formation.iter().map(|x| i18n.piece(x)).collect();
            v.push(i18n.ta("sp-unit-formation", &[("units", others.join(", ").into())]));
            if u.ranks_open {
                v.push(i18n.t("sp-unit-ranks-open"));
            }
        }
    }
    if u.routing {
        v.push(i18n.t("sp-unit-routing"));
    }
    if u.must_walk {
        v.push(i18n.t("sp-unit-must-walk"));
    }
    if u.unlimbering {
        v.push(i18n.t("sp-unit-unlimbering"));
    } else if u.limbered {
        v.push(i18n.t("sp-unit-limbered"));
    }
    if u.activated {
        v.push(i18n.t("sp-unit-activated"));
    }
    if let Some(b) = &u.under {
        v.push(i18n.ta("sp-unit-under", &[("unit", i18n.piece(b).into())]));
    }
    if let Some(a) = &u.alias {
        v.push(i18n.ta("sp-unit-alias", &[("unit", i18n.piece(a).into())]));
    }
    if u.hidden {
        v.push(i18n.t("sp-unit-hidden"));
    }
    v
}

pub fn fill(m: &mut TableModel, v: &SideView, c: &SpView, i18n: &I18n) {
    let names = m.side_names.clone();
    let name = |s: usize| names.get(s).cloned().unwrap_or_default();
    m.score_title = Some(i18n.t("sp-vp-title"));
    for u in &c.units {
        m.unit_notes.insert(u.id.clone(), notes(i18n, u));
        // A group in a line formation fires only straight ahead: 30° either side of its facing.
        if !u.formation.is_empty() && u.drill == Drill::Line {
            m.fire_arcs.insert(u.id.clone(), 30.0);
        }
        for o in u.formation.iter().filter(|o| **o > u.id) {
            m.links.push((u.id.clone(), o.clone()));
        }
    }
    m.tracks.push(TrackModel {
        label: i18n.ta("sp-turn", &[("n", v.turn.into()), ("of", c.turn_limit.into())]),
        min: 1,
        max: c.turn_limit as i32,
        value: v.turn as i32,
        marks: Vec::new(),
        ends: None,
    });
    for s in [c.me, 1 - c.me] {
        let args = [("side", name(s).into()), ("cards", c.pile[s].into()), ("lost", c.lost[s].into())];
        m.table_info.push(match c.groups[s] {
            Some(g) => {
                let mut a = args.to_vec();
                a.push(("groups", g.into()));
                i18n.ta("sp-side-line", &a)
            }
            None => i18n.ta("sp-side-line-enemy", &args),
        });
    }
    m.table_info.push(i18n.t(if c.tiffin_to_come { "sp-tiffin-to-come" } else { "sp-tiffin-turned" }));
    for s in [c.me, 1 - c.me] {
        if c.ambush[s] > 0 {
            m.table_info.push(i18n.ta("sp-ambush-cards", &[("side", name(s).into()), ("n", c.ambush[s].into())]));
        }
    }
    if !c.turned.is_empty() {
        let t: Vec<String> = c.turned.iter().map(|(s, card)| format!("{}: {}", name(*s), shown(i18n, card))).collect();
        m.table_info.push(i18n.ta("sp-turned", &[("cards", t.join(" · ").into())]));
    }
    if let Some((s, card)) = &c.in_play {
        m.in_play = Some(i18n.ta("sp-in-play", &[("side", name(*s).into()), ("card", shown(i18n, card).into())]));
    } else if let Some(s) = c.tiffin {
        m.in_play = Some(i18n.ta("sp-in-play-tiffin", &[("side", name(s).into())]));
    }
    if let Some((l, Some(p))) = &c.leader {
        m.table_info.push(i18n.ta("sp-initiative", &[("unit", i18n.piece(l).into()), ("n", (*p).into())]));
    }
    for (u, d) in &c.dice {
        m.table_info.push(i18n.ta("sp-dice", &[("unit", i18n.piece(u).into()), ("n", (*d).into())]));
    }
    // What the dice and initiative have gone on so far, unit by unit.
    for (who, what, about, n) in &c.uses {
        let what = i18n.t(use_key(*what));
        let line = match about {
            Some(x) => i18n.ta(
                "sp-use-on",
                &[
                    ("unit", i18n.piece(who).into()),
                    ("what", what.into()),
                    ("other", i18n.piece(x).into()),
                    ("n", (*n).into()),
                ],
            ),
            None => i18n.ta("sp-use", &[("unit", i18n.piece(who).into()), ("what", what.into()), ("n", (*n).into())]),
        };
        m.table_info.push(line);
    }
    let legal: Vec<SpOrder> =
        m.legal.iter().filter_map(|o| if let Order::SharpPractice(x) = o { Some(x.clone()) } else { None }).collect();
    let mut buttons: Vec<(String, Order)> = Vec::new();
    for o in &legal {
        let label = match o {
            SpOrder::Activate { .. }
            | SpOrder::Move { .. }
            | SpOrder::Gallop { .. }
            | SpOrder::Limber { .. }
            | SpOrder::Unlimber { .. }
            | SpOrder::Charge { .. }
            | SpOrder::Halt { .. }
            | SpOrder::Reload { .. }
            | SpOrder::Rally { .. }
            | SpOrder::Reveal { .. }
            | SpOrder::Marksman { .. }
            | SpOrder::Fury
            | SpOrder::RapidLoad { .. }
            | SpOrder::Ambush { .. }
            | SpOrder::Join { .. }
            | SpOrder::Fight
            | SpOrder::Face { .. }
            | SpOrder::Form { .. }
            | SpOrder::FormUp
            | SpOrder::OpenRanks { .. }
            | SpOrder::Fire { led: true, .. } => order(i18n, o),
            _ => continue,
        };
        buttons.push((label, Order::SharpPractice(o.clone())));
    }
    let text = match &c.pending {
        Some(SpPrompt::MoveTo { unit, dice, inches: n }) => {
            let d: Vec<String> = dice.iter().map(u8::to_string).collect();
            i18n.ta(
                "sp-prompt-move",
                &[("unit", i18n.piece(unit).into()), ("dice", d.join(" + ").into()), ("dist", inches(i18n, *n).into())],
            )
        }
        Some(SpPrompt::Allocate { attacker, target, offered, joined }) => {
            let list = |v: &[String]| v.iter().map(|x| i18n.piece(x)).collect::<Vec<_>>().join(", ");
            i18n.ta(
                "sp-prompt-allocate",
                &[
                    ("a", i18n.piece(attacker).into()),
                    ("d", i18n.piece(target).into()),
                    ("offered", list(offered).into()),
                    ("joined", if joined.is_empty() { "—".to_string() } else { list(joined) }.into()),
                ],
            )
        }
        None if m.my_turn && c.tiffin.is_some() => i18n.t("sp-do-tiffin"),
        None if m.my_turn => match &c.leader {
            Some((l, Some(p))) => i18n.ta("sp-do-leader", &[("unit", i18n.piece(l).into()), ("n", (*p).into())]),
            Some((_, None)) => i18n.t("sp-do-dice"),
            None => i18n.t("sp-do-dice"),
        },
        None => i18n.ta("do-wait", &[("side", name(v.to_act).into())]),
    };
    if m.over.is_none() {
        m.hint = text.clone();
        // A move rolled for: the hexes it may end in are lit on the map and answer the prompt when clicked.
        let map_targets: Vec<(Coord, Order)> = legal
            .iter()
            .filter_map(|o| match o {
                SpOrder::Go { to, .. } if matches!(c.pending, Some(SpPrompt::MoveTo { .. })) => {
                    Some((*to, Order::SharpPractice(o.clone())))
                }
                _ => None,
            })
            .collect();
        if m.my_turn && (!buttons.is_empty() || !map_targets.is_empty()) {
            m.prompt = Some(PromptModel { text, buttons, map_targets });
        }
    }
}

pub fn order(i18n: &I18n, o: &SpOrder) -> String {
    let u = |s: &String| i18n.piece(s);
    match o {
        SpOrder::Activate { group } => i18n.ta("sp-o-activate", &[("unit", u(group).into())]),
        SpOrder::Move { unit, dice } => i18n.ta("sp-o-move", &[("unit", u(unit).into()), ("n", (*dice).into())]),
        SpOrder::Gallop { unit, dice } => i18n.ta("sp-o-gallop", &[("unit", u(unit).into()), ("n", (*dice).into())]),
        SpOrder::Go { unit, to } => i18n.ta("sp-o-go", &[("unit", u(unit).into()), ("hex", i18n.hex(*to).into())]),
        SpOrder::Charge { unit, to, target } => i18n.ta(
            "sp-o-charge",
            &[("unit", u(unit).into()), ("target", u(target).into()), ("hex", i18n.hex(*to).into())],
        ),
        SpOrder::Halt { unit } => i18n.ta("sp-o-halt", &[("unit", u(unit).into())]),
        SpOrder::Fire { unit, target, led } => i18n.ta(
            if *led { "sp-o-fire-led" } else { "sp-o-fire" },
            &[("unit", u(unit).into()), ("target", u(target).into())],
        ),
        SpOrder::Reload { unit } => i18n.ta("sp-o-reload", &[("unit", u(unit).into())]),
        SpOrder::Spot { unit, at, extra } => {
            i18n.ta("sp-o-spot", &[("unit", u(unit).into()), ("hex", i18n.hex(*at).into()), ("n", (*extra).into())])
        }
        SpOrder::Rally { group } => i18n.ta("sp-o-rally", &[("unit", u(group).into())]),
        SpOrder::Reveal { blind } => i18n.ta("sp-o-reveal", &[("unit", u(blind).into())]),
        SpOrder::Marksman { unit, target } => {
            i18n.ta("sp-o-marksman", &[("unit", u(unit).into()), ("target", u(target).into())])
        }
        SpOrder::Fury => i18n.t("sp-o-fury"),
        SpOrder::RapidLoad { unit } => i18n.ta("sp-o-rapid", &[("unit", u(unit).into())]),
        SpOrder::Ambush { blind, to } => {
            i18n.ta("sp-o-ambush", &[("unit", u(blind).into()), ("hex", i18n.hex(*to).into())])
        }
        SpOrder::Limber { unit } => i18n.ta("sp-o-limber", &[("unit", u(unit).into())]),
        SpOrder::Unlimber { unit } => i18n.ta("sp-o-unlimber", &[("unit", u(unit).into())]),
        SpOrder::Join { group } => i18n.ta("sp-o-join", &[("unit", u(group).into())]),
        SpOrder::Face { unit, facing } => {
            i18n.ta("sp-o-face", &[("unit", u(unit).into()), ("dir", i18n.dir(*facing).into())])
        }
        SpOrder::Form { unit, drill } => {
            i18n.ta("sp-o-form", &[("unit", u(unit).into()), ("drill", i18n.t(drill_key(*drill)).into())])
        }
        SpOrder::FormUp => i18n.t("sp-o-form-up"),
        SpOrder::OpenRanks { unit } => i18n.ta("sp-o-open-ranks", &[("unit", u(unit).into())]),
        SpOrder::Fight => i18n.t("sp-o-fight"),
        SpOrder::Done => i18n.t("sp-o-done"),
    }
}

pub fn event(i18n: &I18n, e: &SpEvent, names: &[String]) -> String {
    let side = |s: &usize| names.get(*s).cloned().unwrap_or_else(|| s.to_string());
    let u = |s: &String| i18n.piece(s);
    let hex = |c: &crate::rules::hex::Coord| i18n.hex(*c);
    use SpEvent as E;
    match e {
        E::CardTurned { side: s, card } => {
            i18n.ta("sp-ev-card", &[("side", side(s).into()), ("card", shown(i18n, card).into())])
        }
        E::Initiative { unit, points } => {
            i18n.ta("sp-ev-initiative", &[("unit", u(unit).into()), ("n", (*points).into())])
        }
        E::Activated { unit, dice } => i18n.ta("sp-ev-activated", &[("unit", u(unit).into()), ("n", (*dice).into())]),
        E::MoveRolled { unit, dice, inches: n } => {
            let d: Vec<String> = dice.iter().map(u8::to_string).collect();
            i18n.ta(
                "sp-ev-move-rolled",
                &[("unit", u(unit).into()), ("dice", d.join(" + ").into()), ("dist", inches(i18n, *n).into())],
            )
        }
        E::Halted { unit } => i18n.ta("sp-ev-halted", &[("unit", u(unit).into())]),
        E::Fired { unit, target, dice, need, hits } => i18n.ta(
            "sp-ev-fired",
            &[
                ("unit", u(unit).into()),
                ("target", u(target).into()),
                ("dice", (*dice).into()),
                ("need", (*need).into()),
                ("hits", (*hits).into()),
            ],
        ),
        E::HitEffects { unit, shock, kills } => i18n
            .ta("sp-ev-effects", &[("unit", u(unit).into()), ("shock", (*shock).into()), ("kills", (*kills).into())]),
        E::BigManHit { unit, wound } => {
            i18n.ta("sp-ev-big-man-hit", &[("unit", u(unit).into()), ("wound", i18n.t(wound_key(*wound)).into())])
        }
        E::Destroyed { unit } => i18n.ta("sp-ev-destroyed", &[("unit", u(unit).into())]),
        E::Reloaded { unit } => i18n.ta("sp-ev-reloaded", &[("unit", u(unit).into())]),
        E::SpotRoll { unit, at, roll, need: Some(n), spotted } => i18n.ta(
            if *spotted { "sp-ev-spot-seen" } else { "sp-ev-spot-missed" },
            &[("unit", u(unit).into()), ("hex", hex(at).into()), ("roll", (*roll).into()), ("need", (*n).into())],
        ),
        E::SpotRoll { unit, at, .. } => {
            i18n.ta("sp-ev-spot-auto", &[("unit", u(unit).into()), ("hex", hex(at).into())])
        }
        E::NothingSeen { unit, at } => i18n.ta("sp-ev-nothing", &[("unit", u(unit).into()), ("hex", hex(at).into())]),
        E::SpotFailed { unit, at, roll, need } => i18n.ta(
            "sp-ev-spot-failed",
            &[("unit", u(unit).into()), ("hex", hex(at).into()), ("roll", (*roll).into()), ("need", (*need).into())],
        ),
        E::Revealed { blind, at, units } => {
            let list: Vec<String> = units.iter().map(|x| i18n.piece(x)).collect();
            i18n.ta(
                "sp-ev-revealed",
                &[("unit", u(blind).into()), ("hex", hex(at).into()), ("units", list.join(", ").into())],
            )
        }
        E::DummyRemoved { blind, at } => i18n.ta("sp-ev-dummy", &[("unit", u(blind).into()), ("hex", hex(at).into())]),
        E::Unhidden { unit, at } => i18n.ta("sp-ev-unhidden", &[("unit", u(unit).into()), ("hex", hex(at).into())]),
        E::Rallied { unit, shock } => i18n.ta("sp-ev-rallied", &[("unit", u(unit).into()), ("n", (*shock).into())]),
        E::FellBack { unit, from, to } => {
            i18n.ta("sp-ev-fell-back", &[("unit", u(unit).into()), ("from", hex(from).into()), ("to", hex(to).into())])
        }
        E::Routs { unit, from, to } => {
            i18n.ta("sp-ev-routs", &[("unit", u(unit).into()), ("from", hex(from).into()), ("to", hex(to).into())])
        }
        E::RoutedOff { unit } => i18n.ta("sp-ev-routed-off", &[("unit", u(unit).into())]),
        E::Surrendered { unit } => i18n.ta("sp-ev-surrendered", &[("unit", u(unit).into())]),
        E::Captured { unit } => i18n.ta("sp-ev-captured", &[("unit", u(unit).into())]),
        E::Melee { attacker, defender, dice } => i18n.ta(
            "sp-ev-melee",
            &[("a", u(attacker).into()), ("d", u(defender).into()), ("na", dice[0].into()), ("nd", dice[1].into())],
        ),
        E::MeleeRound { round, kills, shock } => i18n.ta(
            "sp-ev-melee-round",
            &[
                ("round", (*round).into()),
                ("ka", kills[0].into()),
                ("kd", kills[1].into()),
                ("sa", shock[0].into()),
                ("sd", shock[1].into()),
            ],
        ),
        E::MeleeWon { winner, loser, by } => {
            i18n.ta("sp-ev-melee-won", &[("a", u(winner).into()), ("d", u(loser).into()), ("n", (*by).into())])
        }
        E::Outdiced { loser } => i18n.ta("sp-ev-outdiced", &[("unit", u(loser).into())]),
        E::Tiffin => i18n.t("sp-ev-tiffin"),
        E::Replaced { card_of, unit, status } => i18n.ta(
            "sp-ev-replaced",
            &[("old", u(card_of).into()), ("unit", u(unit).into()), ("status", (*status).into())],
        ),
        E::NotReplaced { card_of, roll } => {
            i18n.ta("sp-ev-not-replaced", &[("old", u(card_of).into()), ("roll", (*roll).into())])
        }
        E::Broken { side: s } => i18n.ta("sp-ev-broken", &[("side", side(s).into())]),
        E::MarksmanShot { unit, target, need, roll } => i18n.ta(
            "sp-ev-marksman",
            &[
                ("unit", u(unit).into()),
                ("target", u(target).into()),
                ("roll", (*roll).into()),
                ("need", (*need).into()),
            ],
        ),
        E::RidersHit { unit, kills, lost } => {
            i18n.ta("sp-ev-riders", &[("unit", u(unit).into()), ("kills", (*kills).into()), ("lost", (*lost).into())])
        }
        E::Fury { unit, dice } => i18n.ta("sp-ev-fury", &[("unit", u(unit).into()), ("n", (*dice).into())]),
        E::Ambush { side: s, blind } => i18n.ta("sp-ev-ambush", &[("side", side(s).into()), ("unit", u(blind).into())]),
        E::Limbered { unit } => i18n.ta("sp-ev-limbered", &[("unit", u(unit).into())]),
        E::Unlimbering { unit } => i18n.ta("sp-ev-unlimbering", &[("unit", u(unit).into())]),
        E::Unlimbered { unit } => i18n.ta("sp-ev-unlimbered", &[("unit", u(unit).into())]),
        E::Faced { unit, facing } => {
            i18n.ta("sp-ev-faced", &[("unit", u(unit).into()), ("dir", i18n.dir(*facing).into())])
        }
        E::Formed { unit, drill } => {
            i18n.ta("sp-ev-formed", &[("unit", u(unit).into()), ("drill", i18n.t(drill_key(*drill)).into())])
        }
        E::FormedUp { leader, units } => {
            let list: Vec<String> = units.iter().map(u).collect();
            i18n.ta("sp-ev-formed-up", &[("unit", u(leader).into()), ("units", list.join(", ").into())])
        }
        E::Disordered { units } => {
            let list: Vec<String> = units.iter().map(u).collect();
            i18n.ta("sp-ev-disordered", &[("units", list.join(", ").into())])
        }
        E::RanksOpened { unit } => i18n.ta("sp-ev-ranks-opened", &[("unit", u(unit).into())]),
        E::Wheeled { unit, facing, inches } => i18n.ta(
            "sp-ev-wheeled",
            &[("unit", u(unit).into()), ("dir", i18n.dir(*facing).into()), ("n", (*inches).into())],
        ),
    }
}

pub fn refusal(i18n: &I18n, r: &SpRefusal) -> String {
    use SpRefusal as R;
    let u = |s: &String| i18n.piece(s);
    match r {
        R::NotInPlay { unit } => i18n.ta("sp-r-not-in-play", &[("unit", u(unit).into())]),
        R::NoInitiative => i18n.t("sp-r-no-initiative"),
        R::NoDice { unit, need } => i18n.ta("sp-r-no-dice", &[("unit", u(unit).into()), ("n", (*need).into())]),
        R::AlreadyActivated { unit } => i18n.ta("sp-r-activated", &[("unit", u(unit).into())]),
        R::TooFar { unit, hexes } => i18n.ta("sp-r-too-far", &[("unit", u(unit).into()), ("n", (*hexes).into())]),
        R::Routing { unit } => i18n.ta("sp-r-routing", &[("unit", u(unit).into())]),
        R::Restrained { unit } => i18n.ta("sp-r-restrained", &[("unit", u(unit).into())]),
        R::NotLoaded { unit } => i18n.ta("sp-r-unloaded", &[("unit", u(unit).into())]),
        R::CannotFire { unit } => i18n.ta("sp-r-cannot-fire", &[("unit", u(unit).into())]),
        R::OutOfRange { unit, target, hexes } => i18n.ta(
            "sp-r-range",
            &[("unit", u(unit).into()), ("target", u(target).into()), ("dist", inches(i18n, hexes * 3).into())],
        ),
        R::NoSight { unit, target } => i18n.ta("sp-r-sight", &[("unit", u(unit).into()), ("target", u(target).into())]),
        R::NotATarget { target } => i18n.ta("sp-r-not-target", &[("target", u(target).into())]),
        R::MoveFirst => i18n.t("sp-r-move-first"),
        R::NotRolled { unit } => i18n.ta("sp-r-not-rolled", &[("unit", u(unit).into())]),
        R::Unreachable { unit, to } => {
            i18n.ta("sp-r-unreachable", &[("unit", u(unit).into()), ("hex", i18n.hex(*to).into())])
        }
        R::TooShaken { unit } => i18n.ta("sp-r-shaken", &[("unit", u(unit).into())]),
        R::NotAdjacent { unit, target } => {
            i18n.ta("sp-r-not-adjacent", &[("unit", u(unit).into()), ("target", u(target).into())])
        }
        R::NothingToSpot { at } => i18n.ta("sp-r-nothing-to-spot", &[("hex", i18n.hex(*at).into())]),
        R::TooLate { blind } => i18n.ta("sp-r-too-late", &[("unit", u(blind).into())]),
        R::NotABlind { unit } => i18n.ta("sp-r-not-blind", &[("unit", u(unit).into())]),
        R::NoShock { unit } => i18n.ta("sp-r-no-shock", &[("unit", u(unit).into())]),
        R::BadDice { dice } => i18n.ta("sp-r-bad-dice", &[("n", (*dice).into())]),
        R::NoMarksman { unit } => i18n.ta("sp-r-no-marksman", &[("unit", u(unit).into())]),
        R::NoAmbush => i18n.t("sp-r-no-ambush"),
        R::AllocateFirst => i18n.t("sp-r-allocate-first"),
        R::CannotGallop { unit } => i18n.ta("sp-r-cannot-gallop", &[("unit", u(unit).into())]),
        R::Limbered { unit } => i18n.ta("sp-r-limbered", &[("unit", u(unit).into())]),
        R::Unlimbered { unit } => i18n.ta("sp-r-unlimbered", &[("unit", u(unit).into())]),
        R::CannotJoin { unit } => i18n.ta("sp-r-cannot-join", &[("unit", u(unit).into())]),
        R::OutOfArc { unit, target } => {
            i18n.ta("sp-r-arc", &[("unit", u(unit).into()), ("target", u(target).into())])
        }
        R::InSquare { unit } => i18n.ta("sp-r-square", &[("unit", u(unit).into())]),
        R::CannotForm { unit } => i18n.ta("sp-r-cannot-form", &[("unit", u(unit).into())]),
        R::BadFacing { unit } => i18n.ta("sp-r-bad-facing", &[("unit", u(unit).into())]),
        R::NothingToForm => i18n.t("sp-r-nothing-to-form"),
        R::NoFormation { unit } => i18n.ta("sp-r-no-formation", &[("unit", u(unit).into())]),
        R::FormationNearer { target, nearer } => {
            i18n.ta("sp-r-formation-nearer", &[("target", u(target).into()), ("nearer", u(nearer).into())])
        }
    }
}
