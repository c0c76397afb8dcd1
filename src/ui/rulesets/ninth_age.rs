//! The client adapter of The 9th Age: the deployment panel (what each side has left to place, the unit picked, who places next, the zone's free hexes as map targets), the step of the player turn and what to do in it, each unit's profile and state for its tooltip, declared charges, the first-turn roll, the last rolls and the victory points, and its events, refusals, prompts and orders in words.

use crate::game::side_view::SideView;
use crate::rules::ninth_age::data::Profile;
use crate::rules::ninth_age::state::{Arc, Roll, RollKind, Stage};
use crate::rules::ninth_age::{JoinWhy, NaEvent, NaOrder, NaRefusal, NaView, Reaction, UnitInfo, Volley, Why};
use crate::rules::registry::Order;
use crate::rules::setup::Edge;
use crate::ui::i18n::I18n;
use crate::ui::model::{PromptModel, TableModel, TrackModel};

fn arc(i18n: &I18n, a: Arc) -> String {
    i18n.t(match a {
        Arc::Front => "na-arc-front",
        Arc::Flank => "na-arc-flank",
        Arc::Rear => "na-arc-rear",
    })
}

fn roll_kind(i18n: &I18n, k: RollKind) -> String {
    i18n.t(match k {
        RollKind::FirstTurn => "na-rk-first-turn",
        RollKind::Discipline => "na-rk-discipline",
        RollKind::Charge => "na-rk-charge",
        RollKind::Flee => "na-rk-flee",
        RollKind::Pursuit => "na-rk-pursuit",
        RollKind::BreakTest => "na-rk-break",
        RollKind::Panic => "na-rk-panic",
        RollKind::Rally => "na-rk-rally",
    })
}

fn roll(i18n: &I18n, r: &Roll) -> String {
    let dice: Vec<String> = r.dice.iter().map(|d| d.to_string()).collect();
    let key = match r.what {
        RollKind::Flee | RollKind::Pursuit => "na-roll-distance",
        RollKind::Charge => "na-roll-charge",
        RollKind::FirstTurn => "na-roll-first",
        _ if r.success => "na-roll-pass",
        _ => "na-roll-fail",
    };
    i18n.ta(key, &[("dice", dice.join("+").into()), ("total", r.total.into()), ("need", r.need.into())])
}

fn why(i18n: &I18n, w: Why) -> String {
    i18n.t(&format!("na-why-{w:?}"))
}

/// A map edge in words.
fn edge_word(i18n: &I18n, e: Edge) -> String {
    i18n.t(match e {
        Edge::North => "na-edge-north",
        Edge::South => "na-edge-south",
        Edge::East => "na-edge-east",
        Edge::West => "na-edge-west",
    })
}

fn stage(i18n: &I18n, s: Stage) -> String {
    let key = match s {
        Stage::Zones { .. } => "na-stage-zones",
        Stage::Declare { .. } => "na-stage-declare",
        Stage::WhoDeploys => "na-stage-who-deploys",
        Stage::Drop { .. } => "na-stage-drop",
        Stage::TurnChoice { .. } => "na-stage-turn-choice",
        Stage::Scouts { .. } => "na-stage-scouts",
        Stage::Vanguard { .. } => "na-stage-vanguard",
        Stage::FirstTurn { .. } => "na-stage-first-turn",
        Stage::Charge | Stage::React { .. } | Stage::Redirect | Stage::Retarget { .. } | Stage::GoOn { .. } => {
            "na-stage-charge"
        }
        Stage::ChargeMoves => "na-stage-charge-moves",
        Stage::Movement => "na-stage-movement",
        Stage::Shooting => "na-stage-shooting",
        Stage::Melee | Stage::Pursue { .. } => "na-stage-melee",
    };
    i18n.t(key)
}

/// A profile in one line, as the army books print it.
pub fn profile_line(i18n: &I18n, p: &Profile) -> String {
    i18n.ta(
        "na-profile",
        &[
            ("adv", p.adv.into()),
            ("mar", p.mar.into()),
            ("dis", p.dis.into()),
            ("hp", p.hp.into()),
            ("def", p.def.into()),
            ("res", p.res.into()),
            ("arm", p.arm.into()),
            ("agi", p.agi.into()),
            ("att", p.att.into()),
            ("off", p.off.into()),
            ("str", p.str.into()),
            ("ap", p.ap.into()),
        ],
    )
}

/// A unit kind's profile, models and weapon, for the editor.
pub fn kind_notes(i18n: &I18n, kind: &str) -> Vec<String> {
    let p = crate::rules::ninth_age::data::profile(kind);
    profile_lines(i18n, p, p.models, p.models / p.width)
}

/// The profile line, the models and ranks (`models` of the profile's, in `ranks` full ranks) and the weapon.
fn profile_lines(i18n: &I18n, p: &Profile, models: u8, ranks: u8) -> Vec<String> {
    let mut v = vec![profile_line(i18n, p)];
    v.push(i18n.ta(
        "na-unit-models",
        &[("models", models.into()), ("of", p.models.into()), ("width", p.width.into()), ("ranks", ranks.into())],
    ));
    if let Some(w) = p.weapon {
        v.push(i18n.ta(
            "na-unit-weapon",
            &[
                ("range", w.range.into()),
                ("aim", w.aim.into()),
                ("shots", w.shots.into()),
                ("str", w.str.into()),
                ("ap", w.ap.into()),
            ],
        ));
    }
    v
}

fn notes(i18n: &I18n, u: &UnitInfo) -> Vec<String> {
    let p = u.profile;
    let mut v = profile_lines(i18n, p, u.models, u.ranks);
    if u.wounds > 0 {
        v.push(i18n.ta("na-unit-wounds", &[("n", u.wounds.into())]));
    }
    if p.standard {
        v.push(i18n.t("na-unit-standard"));
    }
    if u.special {
        v.push(i18n.t("na-unit-special"));
    }
    v.push(i18n.ta("na-unit-facing", &[("dir", i18n.dir(u.facing).into()), ("points", p.points.into())]));
    if u.fleeing {
        v.push(i18n.t("na-unit-fleeing"));
    }
    if let Some(h) = &u.joined {
        v.push(i18n.ta("na-unit-joined", &[("unit", i18n.piece(h).into())]));
    }
    if !u.engaged.is_empty() {
        let e: Vec<String> = u.engaged.iter().map(|x| i18n.piece(x)).collect();
        v.push(i18n.ta("na-unit-engaged", &[("units", e.join(", ").into())]));
    }
    if u.moved {
        v.push(i18n.t("na-unit-moved"));
    }
    if u.shot {
        v.push(i18n.t("na-unit-shot"));
    }
    v
}

pub fn fill(m: &mut TableModel, v: &SideView, c: &NaView, i18n: &I18n) {
    let names = m.side_names.clone();
    let name = |s: usize| names.get(s).cloned().unwrap_or_default();
    m.score_title = Some(i18n.t("na-vp-title"));
    // Until the battle starts, both deployment zones are drawn on the map.
    let deploying = c.stage.deploying();
    if deploying {
        m.zones = (0..2).filter(|&s| !c.zones[s].is_empty()).map(|s| (s, c.zones[s].clone())).collect();
    }
    for u in &c.units {
        m.unit_notes.insert(u.id.clone(), notes(i18n, u));
    }
    m.tracks.push(TrackModel {
        label: i18n.ta("na-turn", &[("n", c.turn.into()), ("of", c.turn_limit.into())]),
        min: 1,
        max: c.turn_limit as i32,
        value: c.turn as i32,
        marks: Vec::new(),
        ends: None,
    });
    m.table_info.push(i18n.ta("na-stage-line", &[("stage", stage(i18n, c.stage).into())]));
    if deploying {
        for s in 0..2 {
            let left: Vec<String> = c.to_place[s].iter().map(|u| i18n.piece(u)).collect();
            let left = if left.is_empty() { i18n.t("na-none") } else { left.join(", ") };
            m.table_info.push(i18n.ta("na-to-place", &[("side", name(s).into()), ("units", left.into())]));
        }
        if let Some(p) = &c.picked {
            m.table_info.push(i18n.ta("na-picked", &[("unit", i18n.piece(p).into())]));
        }
        if let Some(f) = c.finished {
            m.table_info.push(i18n.ta("na-finished", &[("side", name(f).into()), ("si", c.initiative.into())]));
        }
    }
    if let (Some(r), true) = (c.zone_rolls, deploying) {
        m.table_info.push(i18n.ta(
            "na-zone-roll",
            &[("a", name(0).into()), ("ra", r[0].into()), ("b", name(1).into()), ("rb", r[1].into())],
        ));
    }
    if let Some(r) = c.first_roll {
        m.table_info.push(i18n.ta(
            "na-first-roll",
            &[("a", name(0).into()), ("ra", r[0].into()), ("b", name(1).into()), ("rb", r[1].into())],
        ));
    }
    for s in 0..2 {
        m.table_info.push(i18n.ta(
            "na-side-line",
            &[("side", name(s).into()), ("vp", c.vp[s].into()), ("points", c.army_points[s].into())],
        ));
    }
    for (ch, t, a, fled) in &c.charges {
        m.table_info.push(i18n.ta(
            if *fled { "na-charge-fled" } else { "na-charge-line" },
            &[("unit", i18n.piece(ch).into()), ("target", i18n.piece(t).into()), ("arc", arc(i18n, *a).into())],
        ));
    }
    for (who, r) in c.last.iter().rev().take(4) {
        // A roll of no unit's (the first-turn roll) is named by its kind alone.
        let line = format!("{}: {}", roll_kind(i18n, r.what), roll(i18n, r));
        m.table_info.push(if who == "first-turn" { line } else { format!("{} — {line}", i18n.piece(who)) });
    }
    if let Some((u, left, march)) = &c.moving {
        m.in_play = Some(i18n.ta(
            if *march { "na-marching" } else { "na-moving" },
            &[("unit", i18n.piece(u).into()), ("n", (*left).into())],
        ));
    }
    let legal: Vec<NaOrder> =
        m.legal.iter().filter_map(|o| if let Order::NinthAge(x) = o { Some(x.clone()) } else { None }).collect();
    let mut buttons: Vec<(String, Order)> = Vec::new();
    let mut targets = Vec::new();
    for o in &legal {
        match o {
            NaOrder::Place { at } => targets.push((*at, Order::NinthAge(o.clone()))),
            NaOrder::Move { .. } | NaOrder::Charge { .. } | NaOrder::Shoot { .. } | NaOrder::Fight { .. } => {}
            _ => buttons.push((order(i18n, o), Order::NinthAge(o.clone()))),
        }
    }
    let text = if !m.my_turn {
        i18n.ta("do-wait", &[("side", name(v.to_act).into())])
    } else {
        match c.stage {
            Stage::Zones { .. } => i18n.t("na-do-zones"),
            Stage::Declare { .. } => i18n.t("na-do-declare"),
            Stage::WhoDeploys => i18n.t("na-do-who-deploys"),
            Stage::Drop { .. } | Stage::Scouts { .. } => match &c.picked {
                Some(p) => i18n.ta("na-do-place", &[("unit", i18n.piece(p).into())]),
                None if legal.iter().any(|o| matches!(o, NaOrder::Select { .. })) => i18n.t("na-do-pick"),
                None => i18n.t("na-do-end-drop"),
            },
            Stage::TurnChoice { .. } => i18n.t("na-do-turn-choice"),
            Stage::Vanguard { .. } => i18n.t("na-do-vanguard"),
            Stage::FirstTurn { .. } => i18n.t("na-do-first-turn"),
            Stage::Charge => i18n.t("na-do-charge"),
            Stage::React { .. } => {
                let (ch, t) = c.charges.last().map(|(a, b, _, _)| (a.clone(), b.clone())).unwrap_or_default();
                i18n.ta("na-do-react", &[("unit", i18n.piece(&ch).into()), ("target", i18n.piece(&t).into())])
            }
            Stage::Redirect => i18n.t("na-do-redirect"),
            Stage::Retarget { .. } => i18n.t("na-do-retarget"),
            Stage::GoOn { .. } => i18n.t("na-do-go-on"),
            Stage::ChargeMoves => i18n.t("na-do-charge-moves"),
            Stage::Movement => i18n.t("na-do-movement"),
            Stage::Shooting => i18n.t("na-do-shooting"),
            Stage::Melee => i18n.t("na-do-melee"),
            Stage::Pursue { .. } => i18n.t("na-do-pursue"),
        }
    };
    if m.over.is_none() {
        m.hint = text.clone();
        if m.my_turn && (!buttons.is_empty() || !targets.is_empty()) {
            m.prompt = Some(PromptModel { text, buttons, map_targets: targets });
        }
    }
}

pub fn order(i18n: &I18n, o: &NaOrder) -> String {
    let u = |s: &String| i18n.piece(s);
    match o {
        NaOrder::Special { unit } => i18n.ta("na-o-special", &[("unit", u(unit).into())]),
        NaOrder::Declared => i18n.t("na-o-declared"),
        NaOrder::Zone { edge } => i18n.ta("na-o-zone", &[("edge", edge_word(i18n, *edge).into())]),
        NaOrder::DeployFirst { side } => i18n.ta("na-o-deploy-first", &[("n", (side + 1).into())]),
        NaOrder::Select { unit } => i18n.ta("na-o-select", &[("unit", u(unit).into())]),
        NaOrder::Place { at } => i18n.ta("na-o-place", &[("hex", i18n.hex(*at).into())]),
        NaOrder::Face { unit, facing } => {
            i18n.ta("na-o-face", &[("unit", u(unit).into()), ("dir", i18n.dir(*facing).into())])
        }
        NaOrder::EndDrop => i18n.t("na-o-end-drop"),
        NaOrder::TakeTurn { first: true } => i18n.t("na-o-first"),
        NaOrder::TakeTurn { first: false } => i18n.t("na-o-second"),
        NaOrder::EndVanguard => i18n.t("na-o-end-vanguard"),
        NaOrder::Charge { unit, target } => {
            i18n.ta("na-o-charge", &[("unit", u(unit).into()), ("target", u(target).into())])
        }
        NaOrder::Hold => i18n.t("na-o-hold"),
        NaOrder::StandAndShoot => i18n.t("na-o-stand-and-shoot"),
        NaOrder::Flee => i18n.t("na-o-flee"),
        NaOrder::Redirect { unit } => i18n.ta("na-o-redirect", &[("unit", u(unit).into())]),
        NaOrder::KeepCharge { unit } => i18n.ta("na-o-keep-charge", &[("unit", u(unit).into())]),
        NaOrder::GoOn { unit, target } => {
            i18n.ta("na-o-go-on", &[("unit", u(unit).into()), ("target", u(target).into())])
        }
        NaOrder::EndCharges => i18n.t("na-o-end-charges"),
        NaOrder::RollCharge { unit } => i18n.ta("na-o-roll-charge", &[("unit", u(unit).into())]),
        NaOrder::Move { unit, to } => i18n.ta("order-move", &[("unit", u(unit).into()), ("hex", i18n.hex(*to).into())]),
        NaOrder::March { unit } => i18n.ta("na-o-march", &[("unit", u(unit).into())]),
        NaOrder::Reform { unit, facing } => {
            i18n.ta("na-o-reform", &[("unit", u(unit).into()), ("dir", i18n.dir(*facing).into())])
        }
        NaOrder::Join { unit, with } => i18n.ta("na-o-join", &[("unit", u(unit).into()), ("with", u(with).into())]),
        NaOrder::Leave { unit, to } => {
            i18n.ta("na-o-leave", &[("unit", u(unit).into()), ("hex", i18n.hex(*to).into())])
        }
        NaOrder::EndMovement => i18n.t("na-o-end-movement"),
        NaOrder::Shoot { unit, target } => {
            i18n.ta("na-o-fire", &[("unit", u(unit).into()), ("target", u(target).into())])
        }
        NaOrder::EndShooting => i18n.t("na-o-end-shooting"),
        NaOrder::Fight { unit, target } => {
            i18n.ta("na-o-fight", &[("unit", u(unit).into()), ("target", u(target).into())])
        }
        NaOrder::Pursue => i18n.t("na-o-pursue"),
        NaOrder::Restrain => i18n.t("na-o-restrain"),
    }
}

fn volley(i18n: &I18n, v: &Volley) -> String {
    let save = v.save.map_or_else(|| i18n.t("na-no-save"), |s| format!("{s}+"));
    i18n.ta(
        "na-volley",
        &[
            ("n", v.shots.into()),
            ("hits", v.hits.into()),
            ("hit", v.hit.into()),
            ("wounds", v.wounds.into()),
            ("wound", v.wound.into()),
            ("save", save.into()),
            ("unsaved", v.unsaved.into()),
        ],
    )
}

pub fn event(i18n: &I18n, e: &NaEvent, names: &[String]) -> String {
    let side = |s: usize| names.get(s).cloned().unwrap_or_default();
    let u = |s: &String| i18n.piece(s);
    use NaEvent::*;
    match e {
        Special { unit } => i18n.ta("na-e-special", &[("unit", u(unit).into())]),
        DeclarationsDone { side: s } => i18n.ta("na-e-declared", &[("side", side(*s).into())]),
        DeploysFirst { side: s, by } => {
            i18n.ta("na-e-deploys-first", &[("side", side(*s).into()), ("by", side(*by).into())])
        }
        Placed { unit, at, facing } => i18n.ta(
            "na-e-placed",
            &[("unit", u(unit).into()), ("hex", i18n.hex(*at).into()), ("dir", i18n.dir(*facing).into())],
        ),
        Turned { unit, facing } => {
            i18n.ta("na-e-turned", &[("unit", u(unit).into()), ("dir", i18n.dir(*facing).into())])
        }
        DropEnded { side: s, units } => i18n.ta("na-e-drop", &[("side", side(*s).into()), ("n", (*units).into())]),
        TurnDeclared { side: s, first } => {
            i18n.ta(if *first { "na-e-declares-first" } else { "na-e-declares-second" }, &[("side", side(*s).into())])
        }
        StrategicInitiative { side: s, units } => {
            i18n.ta("na-e-si", &[("side", side(*s).into()), ("n", (*units).into())])
        }
        FirstTurnRoll { rolls, bonus, side: s, kept } => i18n.ta(
            if *kept { "na-e-first-roll-kept" } else { "na-e-first-roll-lost" },
            &[
                ("a", side(0).into()),
                ("ra", rolls[0].into()),
                ("b", side(1).into()),
                ("rb", rolls[1].into()),
                ("side", side(*s).into()),
                ("bonus", (*bonus).into()),
            ],
        ),
        ZoneChosen { side: s, rolls, edge } => i18n.ta(
            "na-e-zone",
            &[
                ("side", side(*s).into()),
                ("ra", rolls[0].into()),
                ("rb", rolls[1].into()),
                ("edge", edge_word(i18n, *edge).into()),
            ],
        ),
        PlaysFirst { side: s } => i18n.ta("na-e-plays-first", &[("side", side(*s).into())]),
        StepBegins { step } => i18n.ta("na-stage-line", &[("stage", stage(i18n, *step).into())]),
        TurnBegins { turn, side: s } => i18n.ta("na-e-turn", &[("n", (*turn).into()), ("side", side(*s).into())]),
        ChargeDeclared { unit, target, arc: a, rolled } => {
            let mut t = i18n.ta(
                "na-e-charge",
                &[("unit", u(unit).into()), ("target", u(target).into()), ("arc", arc(i18n, *a).into())],
            );
            if let Some(d) = rolled {
                t.push_str(&i18n.ta("na-e-arc-rolled", &[("die", (*d).into())]));
            }
            t
        }
        Reacts { unit, reaction } => i18n.ta(
            match reaction {
                Reaction::Hold => "na-e-hold",
                Reaction::StandAndShoot => "na-e-stand-and-shoot",
                Reaction::Flee => "na-e-flee",
            },
            &[("unit", u(unit).into())],
        ),
        Fled { unit, roll: r, to: Some(to) } => {
            i18n.ta("na-e-fled", &[("unit", u(unit).into()), ("n", r.total.into()), ("hex", i18n.hex(*to).into())])
        }
        Fled { unit, roll: r, to: None } => {
            i18n.ta("na-e-fled-off", &[("unit", u(unit).into()), ("n", r.total.into())])
        }
        Tested { unit, roll: r } => i18n.ta(
            "na-e-test",
            &[("unit", u(unit).into()), ("what", roll_kind(i18n, r.what).into()), ("roll", roll(i18n, r).into())],
        ),
        ChargeRolled { unit, roll: r } => {
            i18n.ta("na-e-charge-roll", &[("unit", u(unit).into()), ("roll", roll(i18n, r).into())])
        }
        Contact { unit, target, at } => i18n.ta(
            "na-e-contact",
            &[("unit", u(unit).into()), ("target", u(target).into()), ("hex", i18n.hex(*at).into())],
        ),
        Touched { unit, enemy } => i18n.ta("na-e-touched", &[("unit", u(unit).into()), ("enemy", u(enemy).into())]),
        FailedCharge { unit, to } => i18n.ta("na-e-failed", &[("unit", u(unit).into()), ("hex", i18n.hex(*to).into())]),
        GoesOn { unit, target } => i18n.ta("na-e-goes-on", &[("unit", u(unit).into()), ("target", u(target).into())]),
        Caught { unit, by } => i18n.ta("na-e-caught", &[("unit", u(unit).into()), ("by", u(by).into())]),
        Shot { unit, target, volley: v } => i18n.ta(
            "na-e-shot",
            &[("unit", u(unit).into()), ("target", u(target).into()), ("volley", volley(i18n, v).into())],
        ),
        Strikes { unit, target, volley: v } => i18n.ta(
            "na-e-strikes",
            &[("unit", u(unit).into()), ("target", u(target).into()), ("volley", volley(i18n, v).into())],
        ),
        Lost { unit, hp, models } => {
            i18n.ta("na-e-lost", &[("unit", u(unit).into()), ("hp", (*hp).into()), ("models", (*models).into())])
        }
        Destroyed { unit, points } => {
            i18n.ta("na-e-destroyed", &[("unit", u(unit).into()), ("points", (*points).into())])
        }
        Rallied { unit } => i18n.ta("na-e-rallied", &[("unit", u(unit).into())]),
        CombatScore { a, b, scores, winner } => i18n.ta(
            "na-e-score",
            &[
                ("a", u(a).into()),
                ("b", u(b).into()),
                ("sa", scores[0].into()),
                ("sb", scores[1].into()),
                ("winner", winner.map_or_else(|| i18n.t("na-tie"), side).into()),
            ],
        ),
        Steadfast { unit } => i18n.ta("na-e-steadfast", &[("unit", u(unit).into())]),
        Breaks { unit } => i18n.ta("na-e-breaks", &[("unit", u(unit).into())]),
        Pursues { unit, roll: r } => i18n.ta("na-e-pursues", &[("unit", u(unit).into()), ("n", r.total.into())]),
        Score { vp } => i18n
            .ta("na-e-vp", &[("a", side(0).into()), ("va", vp[0].into()), ("b", side(1).into()), ("vb", vp[1].into())]),
        Joins { character, unit } => {
            i18n.ta("na-e-joins", &[("character", u(character).into()), ("unit", u(unit).into())])
        }
        Leaves { character, unit } => {
            i18n.ta("na-e-leaves", &[("character", u(character).into()), ("unit", u(unit).into())])
        }
        StandsAlone { character, unit } => {
            i18n.ta("na-e-stands-alone", &[("character", u(character).into()), ("unit", u(unit).into())])
        }
    }
}

pub fn refusal(i18n: &I18n, r: &NaRefusal) -> String {
    use NaRefusal::*;
    let u = |s: &String| i18n.piece(s);
    match r {
        NotNow => i18n.t("na-r-not-now"),
        NoSpecial { unit } => i18n.ta("na-r-no-special", &[("unit", u(unit).into())]),
        NothingPicked => i18n.t("na-r-nothing-picked"),
        AlreadyPlaced { unit } => i18n.ta("na-r-placed", &[("unit", u(unit).into())]),
        OutsideZone { at } => i18n.ta("na-r-outside-zone", &[("hex", i18n.hex(*at).into())]),
        Occupied { at } => i18n.ta("na-r-occupied", &[("hex", i18n.hex(*at).into())]),
        ScoutTooClose { unit, at, keep } => {
            i18n.ta("na-r-scout", &[("unit", u(unit).into()), ("hex", i18n.hex(*at).into()), ("n", (*keep).into())])
        }
        EmptyDrop => i18n.t("na-r-empty-drop"),
        CharactersTogether { left } => i18n.ta("na-r-characters", &[("unit", u(left).into())]),
        ScoutsLater { unit } => i18n.ta("na-r-scouts-later", &[("unit", u(unit).into())]),
        NotInDrop { unit } => i18n.ta("na-r-not-in-drop", &[("unit", u(unit).into())]),
        TooCloseToEnemy { unit, to, keep } => {
            i18n.ta("na-r-too-close", &[("unit", u(unit).into()), ("hex", i18n.hex(*to).into()), ("n", (*keep).into())])
        }
        Unreachable { unit, to } => {
            i18n.ta("na-r-unreachable", &[("unit", u(unit).into()), ("hex", i18n.hex(*to).into())])
        }
        CannotAct { unit, why: w } => {
            i18n.ta("na-r-cannot", &[("unit", u(unit).into()), ("why", why(i18n, *w).into())])
        }
        NoSight { unit, target } => i18n.ta("na-r-sight", &[("unit", u(unit).into()), ("target", u(target).into())]),
        OutOfRange { unit, target, range } => {
            i18n.ta("na-r-range", &[("unit", u(unit).into()), ("target", u(target).into()), ("range", (*range).into())])
        }
        NotInFront { unit, target } => i18n.ta("na-r-front", &[("unit", u(unit).into()), ("target", u(target).into())]),
        NotAnEnemy { target } => i18n.ta("na-r-enemy", &[("target", u(target).into())]),
        NoPath { unit, target } => i18n.ta("na-r-no-path", &[("unit", u(unit).into()), ("target", u(target).into())]),
        NoStandAndShoot { unit, why: w } => {
            i18n.ta("na-r-no-sas", &[("unit", u(unit).into()), ("why", why(i18n, *w).into())])
        }
        CannotFlee { unit } => i18n.ta("na-r-cannot-flee", &[("unit", u(unit).into())]),
        NotEngaged { unit, target } => {
            i18n.ta("na-r-not-engaged", &[("unit", u(unit).into()), ("target", u(target).into())])
        }
        MustFightAll => i18n.t("na-r-fight-all"),
        CannotJoin { unit, with, why } => {
            let why = i18n.t(match why {
                JoinWhy::NotACharacter => "na-join-not-character",
                JoinWhy::NotAFriend => "na-join-not-friend",
                JoinWhy::IsACharacter => "na-join-is-character",
                JoinWhy::NotNextToIt => "na-join-not-next",
                JoinWhy::UnitFleeing => "na-join-fleeing",
                JoinWhy::UnitEngaged => "na-join-engaged",
            });
            i18n.ta("na-r-cannot-join", &[("unit", u(unit).into()), ("with", u(with).into()), ("why", why.into())])
        }
        NotJoined { unit } => i18n.ta("na-r-not-joined", &[("unit", u(unit).into())]),
    }
}
