//! The client adapter of Musket & Pike: the wing list (orders, rating, activations, who is active, bypassed or finished), the step of the activation and what to do in it, each unit's morale, casualties, facing, reload markers and reciprocal-hexside benefits, the last rolls, the victory points and withdrawal counts, and its events, refusals and orders in words.

use crate::game::side_view::SideView;
use crate::rules::musket_pike::data::{Column, Standing};
use crate::rules::musket_pike::state::{Morale, Phase, Roll, RollKind, WingState};
use crate::rules::musket_pike::{MpEvent, MpOrder, MpReaction, MpRefusal, MpView, UnitInfo};
use crate::rules::registry::Order;
use crate::ui::i18n::I18n;
use crate::ui::model::{PromptModel, TableModel, TrackModel};

/// A reaction in words.
fn reaction(i18n: &I18n, r: MpReaction) -> String {
    i18n.t(match r {
        MpReaction::Stand => "mp-react-stand",
        MpReaction::Withdraw => "mp-react-withdraw",
        MpReaction::RetreatingFire => "mp-react-retreating-fire",
        MpReaction::Pass => "mp-react-pass",
    })
}

fn standing(i18n: &I18n, o: Standing) -> String {
    i18n.t(match o {
        Standing::Charge => "mp-order-charge",
        Standing::MakeReady => "mp-order-make-ready",
        Standing::ReceiveCharge => "mp-order-receive-charge",
        Standing::Rally => "mp-order-rally",
    })
}

fn morale(i18n: &I18n, m: Morale) -> String {
    i18n.t(match m {
        Morale::Good => "mp-morale-good",
        Morale::Shaken => "mp-morale-shaken",
        Morale::Broken => "mp-morale-broken",
    })
}

fn column(i18n: &I18n, c: Column) -> String {
    i18n.t(match c {
        Column::Front => "mp-col-front",
        Column::Flank => "mp-col-flank",
        Column::Salvo => "mp-col-salvo",
        Column::Musketeers => "mp-col-musketeers",
        Column::Pistol => "mp-col-pistol",
    })
}

fn roll(i18n: &I18n, r: &Roll) -> String {
    let total = i32::from(r.die) + r.modifier;
    i18n.ta(
        if r.success { "mp-roll-ok" } else { "mp-roll-fail" },
        &[
            ("die", r.die.into()),
            ("mod", format!("{:+}", r.modifier).into()),
            ("total", total.into()),
            ("need", r.need.into()),
        ],
    )
}

fn roll_kind(i18n: &I18n, k: RollKind) -> String {
    i18n.t(match k {
        RollKind::Initiative => "mp-rk-initiative",
        RollKind::Preempt => "mp-rk-preempt",
        RollKind::Continue => "mp-rk-continue",
        RollKind::ChangeOrders => "mp-rk-orders",
        RollKind::Fire => "mp-rk-fire",
        RollKind::Morale => "mp-rk-morale",
        RollKind::Melee => "mp-rk-melee",
        RollKind::Rally => "mp-rk-rally",
        RollKind::Leader => "mp-rk-leader",
    })
}

fn notes(i18n: &I18n, u: &UnitInfo) -> Vec<String> {
    let mut v = Vec::new();
    if u.kind.is_leader() {
        v.push(i18n.ta("mp-unit-leader", &[("rating", u.rating.into())]));
        if u.replacement {
            v.push(i18n.t("mp-unit-replacement"));
        }
        if u.commands_army {
            v.push(i18n.t("mp-unit-commands-army"));
        }
    } else {
        v.push(i18n.ta(
            "mp-unit-state",
            &[("morale", morale(i18n, u.morale).into()), ("hits", u.hits.into()), ("max", u.max.into())],
        ));
        if let Some(f) = u.facing {
            v.push(i18n.ta("mp-unit-facing", &[("dir", i18n.dir(f).into())]));
        }
    }
    if let (Some(w), Some(o)) = (&u.wing, u.order) {
        v.push(i18n.ta("mp-unit-wing", &[("wing", i18n.piece(w).into()), ("order", standing(i18n, o).into())]));
    }
    if u.acted {
        v.push(i18n.t("mp-unit-acted"));
    }
    if u.salvo {
        v.push(i18n.t("mp-unit-salvo"));
    }
    if u.pistols {
        v.push(i18n.t("mp-unit-pistols"));
    }
    if u.gun_fired {
        v.push(i18n.t("mp-unit-gun-fired"));
    }
    if !u.holds_against.is_empty() {
        let h: Vec<String> = u.holds_against.iter().map(|x| i18n.piece(x)).collect();
        v.push(i18n.ta("mp-unit-holds", &[("units", h.join(", ").into())]));
    }
    v
}

pub fn fill(m: &mut TableModel, v: &SideView, c: &MpView, i18n: &I18n) {
    let names = m.side_names.clone();
    let name = |s: usize| names.get(s).cloned().unwrap_or_default();
    m.score_title = Some(i18n.t("mp-vp-title"));
    for u in &c.units {
        m.unit_notes.insert(u.id.clone(), notes(i18n, u));
    }
    m.tracks.push(TrackModel {
        label: i18n.ta("mp-turn", &[("n", c.turn.into()), ("of", c.turn_limit.into())]),
        min: 1,
        max: c.turn_limit as i32,
        value: c.turn as i32,
        marks: Vec::new(),
        ends: None,
    });
    for s in 0..2 {
        m.table_info.push(i18n.ta(
            "mp-side-line",
            &[
                ("side", name(s).into()),
                ("vp", c.vp[s].into()),
                ("lost", c.lost[s].into()),
                ("at", c.withdraw_at[s].into()),
            ],
        ));
    }
    let score = i64::from(c.vp[0]) - i64::from(c.vp[1]);
    m.table_info.push(i18n.ta("mp-score", &[("a", name(0).into()), ("b", name(1).into()), ("n", score.into())]));
    for w in &c.wings {
        let state = i18n.t(match w.state {
            WingState::Ready => "mp-wing-ready",
            WingState::Active => "mp-wing-active",
            WingState::Bypassed => "mp-wing-bypassed",
            WingState::Finished => "mp-wing-finished",
        });
        let mut line = i18n.ta(
            "mp-wing-line",
            &[
                ("side", name(w.side).into()),
                ("wing", i18n.piece(&w.id).into()),
                ("order", standing(i18n, w.order).into()),
                ("rating", w.rating.into()),
                ("state", state.into()),
                ("n", w.activations.into()),
                ("units", w.units.into()),
            ],
        );
        if w.horse {
            line.push_str(&i18n.t("mp-wing-horse"));
        }
        if w.leaderless {
            line.push_str(&i18n.t("mp-wing-leaderless"));
        }
        m.table_info.push(line);
    }
    if let Some((rolls, totals, first)) = c.initiative {
        m.table_info.push(initiative(i18n, &names, rolls, totals, first));
    }
    for (who, r) in c.last.iter().rev().take(4) {
        m.table_info.push(format!("{} — {}: {}", i18n.piece(who), roll_kind(i18n, r.what), roll(i18n, r)));
    }
    if let Some(a) = &c.active {
        m.in_play = Some(i18n.ta("mp-in-play", &[("wing", i18n.piece(a).into())]));
    }
    let legal: Vec<MpOrder> =
        m.legal.iter().filter_map(|o| if let Order::MusketPike(x) = o { Some(x.clone()) } else { None }).collect();
    let mut buttons: Vec<(String, Order)> = Vec::new();
    // Moves, fire and attacks are given on the map; everything else is a button.
    for o in &legal {
        if !matches!(o, MpOrder::Move { .. } | MpOrder::Fire { .. } | MpOrder::Attack { .. }) {
            buttons.push((order(i18n, o), Order::MusketPike(o.clone())));
        }
    }
    let text = if !m.my_turn {
        i18n.ta("do-wait", &[("side", name(v.to_act).into())])
    } else {
        match c.phase {
            Phase::Choose { .. } => i18n.t("mp-do-choose"),
            Phase::Preempt { wing } => i18n.ta(
                "mp-do-preempt",
                &[("wing", c.wings.get(wing).map(|w| i18n.piece(&w.id)).unwrap_or_default().into())],
            ),
            Phase::Actions => match &c.moving {
                Some((u, mp)) => i18n.ta("mp-do-moving", &[("unit", i18n.piece(u).into()), ("mp", (*mp).into())]),
                None => i18n.t("mp-do-actions"),
            },
            Phase::Combat => i18n.t("mp-do-combat"),
            Phase::Advance { to } => i18n.ta("mp-do-advance", &[("hex", i18n.hex(to).into())]),
            Phase::Continue => i18n.t("mp-do-continue"),
            Phase::React => i18n.t("mp-do-react"),
        }
    };
    if m.over.is_none() {
        m.hint = text.clone();
        if m.my_turn && !buttons.is_empty() {
            m.prompt = Some(PromptModel { text, buttons, map_targets: Vec::new() });
        }
    }
}

/// The initiative roll of a turn, in words: each side's die and total, and who goes first.
fn initiative(i18n: &I18n, names: &[String], rolls: [u8; 2], totals: [i32; 2], first: usize) -> String {
    let side = |s: usize| names.get(s).cloned().unwrap_or_default();
    i18n.ta(
        "mp-e-initiative",
        &[
            ("a", side(0).into()),
            ("ra", rolls[0].into()),
            ("ta", totals[0].into()),
            ("b", side(1).into()),
            ("rb", rolls[1].into()),
            ("tb", totals[1].into()),
            ("first", side(first).into()),
        ],
    )
}

pub fn order(i18n: &I18n, o: &MpOrder) -> String {
    let u = |s: &str| i18n.piece(s);
    match o {
        MpOrder::Activate { wing } => i18n.ta("mp-o-activate", &[("wing", u(wing).into())]),
        MpOrder::Pass => i18n.t("mp-o-pass"),
        MpOrder::Preempt { wing } => i18n.ta("mp-o-preempt", &[("wing", u(wing).into())]),
        MpOrder::Decline => i18n.t("mp-o-decline"),
        MpOrder::ChangeOrders { to } => i18n.ta("mp-o-change", &[("order", standing(i18n, *to).into())]),
        MpOrder::Move { unit, to } => i18n.ta("order-move", &[("unit", u(unit).into()), ("hex", i18n.hex(*to).into())]),
        MpOrder::Face { unit, facing } => {
            i18n.ta("mp-o-face", &[("unit", u(unit).into()), ("dir", i18n.dir(*facing).into())])
        }
        MpOrder::Fire { unit, target } => {
            i18n.ta("mp-o-fire", &[("unit", u(unit).into()), ("target", u(target).into())])
        }
        MpOrder::Salvo { unit, target } => {
            i18n.ta("mp-o-salvo", &[("unit", u(unit).into()), ("target", u(target).into())])
        }
        MpOrder::Rally { unit } => i18n.ta("mp-o-rally", &[("unit", u(unit).into())]),
        MpOrder::Reform { unit, facing } => {
            i18n.ta("mp-o-reform", &[("unit", u(unit).into()), ("dir", i18n.dir(*facing).into())])
        }
        MpOrder::EndActions => i18n.t("mp-o-end-actions"),
        MpOrder::Attack { unit, target } => {
            i18n.ta("mp-o-attack", &[("unit", u(unit).into()), ("target", u(target).into())])
        }
        MpOrder::Advance => i18n.t("mp-o-advance"),
        MpOrder::Stay => i18n.t("mp-o-stay"),
        MpOrder::EndCombat => i18n.t("mp-o-end-combat"),
        MpOrder::Continue => i18n.t("mp-o-continue"),
        MpOrder::Stop => i18n.t("mp-o-stop"),
        MpOrder::React { unit, reaction: r } => {
            i18n.ta("mp-o-react", &[("unit", u(unit).into()), ("reaction", reaction(i18n, *r).into())])
        }
    }
}

pub fn event(i18n: &I18n, e: &MpEvent, names: &[String]) -> String {
    let side = |s: usize| names.get(s).cloned().unwrap_or_default();
    let u = |s: &String| i18n.piece(s);
    match e {
        MpEvent::Initiative { rolls, totals, first } => initiative(i18n, names, *rolls, *totals, *first),
        MpEvent::Activated { wing, count } => {
            i18n.ta("mp-e-activated", &[("wing", u(wing).into()), ("n", (*count).into())])
        }
        MpEvent::Passed { side: s } => i18n.ta("mp-e-passed", &[("side", side(*s).into())]),
        MpEvent::Preempt { wing, over, roll: r } => i18n
            .ta("mp-e-preempt", &[("wing", u(wing).into()), ("over", u(over).into()), ("roll", roll(i18n, r).into())]),
        MpEvent::Bypassed { wing } => i18n.ta("mp-e-bypassed", &[("wing", u(wing).into())]),
        MpEvent::OrdersChanged { wing, to, roll: r } => i18n.ta(
            "mp-e-orders",
            &[("wing", u(wing).into()), ("order", standing(i18n, *to).into()), ("roll", roll(i18n, r).into())],
        ),
        MpEvent::Continued { wing, roll: r } => {
            i18n.ta("mp-e-continue", &[("wing", u(wing).into()), ("roll", roll(i18n, r).into())])
        }
        MpEvent::Finished { wing } => i18n.ta("mp-e-finished", &[("wing", u(wing).into())]),
        MpEvent::Turned { unit, facing } => {
            i18n.ta("mp-e-turned", &[("unit", u(unit).into()), ("dir", i18n.dir(*facing).into())])
        }
        MpEvent::Fired { unit, target, column: c, roll: r, hits, check } => i18n.ta(
            if *check { "mp-e-fired-check" } else { "mp-e-fired" },
            &[
                ("unit", u(unit).into()),
                ("target", u(target).into()),
                ("column", column(i18n, *c).into()),
                ("die", r.die.into()),
                ("mod", format!("{:+}", r.modifier).into()),
                ("hits", (*hits).into()),
            ],
        ),
        MpEvent::Hit { unit, hits, total, max } => i18n.ta(
            "mp-e-hit",
            &[("unit", u(unit).into()), ("hits", (*hits).into()), ("total", (*total).into()), ("max", (*max).into())],
        ),
        MpEvent::MoraleCheck { unit, roll: r, now } => i18n.ta(
            "mp-e-morale",
            &[("unit", u(unit).into()), ("roll", roll(i18n, r).into()), ("now", morale(i18n, *now).into())],
        ),
        MpEvent::Destroyed { unit, captured, vp } => i18n.ta(
            if *captured { "mp-e-captured" } else { "mp-e-destroyed" },
            &[("unit", u(unit).into()), ("vp", (*vp).into())],
        ),
        MpEvent::LeaderFalls { leader, die } => {
            i18n.ta("mp-e-leader-falls", &[("unit", u(leader).into()), ("die", (*die).into())])
        }
        MpEvent::LeaderReturns { leader, die, replacement } => i18n.ta(
            if *replacement { "mp-e-leader-replaced" } else { "mp-e-leader-returns" },
            &[("unit", u(leader).into()), ("die", (*die).into())],
        ),
        MpEvent::TakesCommand { leader, after, die } => i18n.ta(
            "mp-e-takes-command",
            &[("unit", u(leader).into()), ("after", u(after).into()), ("die", (*die).into())],
        ),
        MpEvent::Melee { attacker, defender, attack, defence, winner } => i18n.ta(
            "mp-e-melee",
            &[
                ("a", u(attacker).into()),
                ("d", u(defender).into()),
                ("ad", attack.die.into()),
                ("am", format!("{:+}", attack.modifier).into()),
                ("dd", defence.die.into()),
                ("dm", format!("{:+}", defence.modifier).into()),
                ("winner", winner.as_ref().map_or_else(|| i18n.t("mp-nobody"), &u).into()),
            ],
        ),
        MpEvent::Reacted { unit, to, reaction: r } => i18n.ta(
            "mp-e-react",
            &[("unit", u(unit).into()), ("enemy", u(to).into()), ("reaction", reaction(i18n, *r).into())],
        ),
        MpEvent::Retreated { unit, to } => {
            i18n.ta("mp-e-retreat", &[("unit", u(unit).into()), ("hex", i18n.hex(*to).into())])
        }
        MpEvent::Rallied { unit, roll: r, now } => i18n.ta(
            "mp-e-rally",
            &[("unit", u(unit).into()), ("roll", roll(i18n, r).into()), ("now", morale(i18n, *now).into())],
        ),
        MpEvent::Reformed { unit, facing } => {
            i18n.ta("mp-e-reformed", &[("unit", u(unit).into()), ("dir", i18n.dir(*facing).into())])
        }
        MpEvent::Routed { unit, to: Some(to) } => {
            i18n.ta("mp-e-rout", &[("unit", u(unit).into()), ("hex", i18n.hex(*to).into())])
        }
        MpEvent::Routed { unit, to: None } => i18n.ta("mp-e-rout-off", &[("unit", u(unit).into())]),
        MpEvent::Withdraws { side: s, lost, start } => i18n
            .ta("mp-e-withdraws", &[("side", side(*s).into()), ("lost", (*lost).into()), ("start", (*start).into())]),
        MpEvent::TurnBegins { turn } => i18n.ta("mp-e-turn", &[("n", (*turn).into())]),
        MpEvent::Victory { winner: Some(s), margin, decisive } => i18n.ta(
            if *decisive { "mp-e-victory-decisive" } else { "mp-e-victory-marginal" },
            &[("side", side(*s).into()), ("n", (*margin).into())],
        ),
        MpEvent::Victory { winner: None, .. } => i18n.t("mp-e-victory-draw"),
    }
}

pub fn refusal(i18n: &I18n, r: &MpRefusal) -> String {
    use MpRefusal::*;
    let u = |s: &String| i18n.piece(s);
    match r {
        NotNow => i18n.t("mp-r-not-now"),
        NoSuchWing { wing } | WingNotReady { wing } => i18n.ta("mp-r-wing", &[("wing", u(wing).into())]),
        CannotPreempt { wing } => i18n.ta("mp-r-preempt", &[("wing", u(wing).into())]),
        NotInWing { unit } => i18n.ta("mp-r-not-in-wing", &[("unit", u(unit).into())]),
        Acted { unit } => i18n.ta("mp-r-acted", &[("unit", u(unit).into())]),
        TooLateToChange => i18n.t("mp-r-too-late"),
        SameOrders => i18n.t("mp-r-same-orders"),
        Orders { unit, order } => {
            i18n.ta("mp-r-orders", &[("unit", u(unit).into()), ("order", standing(i18n, *order).into())])
        }
        Broken { unit } => i18n.ta("mp-r-broken", &[("unit", u(unit).into())]),
        Unreachable { unit, to } => {
            i18n.ta("mp-r-unreachable", &[("unit", u(unit).into()), ("hex", i18n.hex(*to).into())])
        }
        Pinned { unit } => i18n.ta("mp-r-pinned", &[("unit", u(unit).into())]),
        BadEnd { unit, to } => i18n.ta("mp-r-bad-end", &[("unit", u(unit).into()), ("hex", i18n.hex(*to).into())]),
        NoPoints { unit } => i18n.ta("mp-r-no-points", &[("unit", u(unit).into())]),
        CannotFire { unit } => i18n.ta("mp-r-cannot-fire", &[("unit", u(unit).into())]),
        AlreadyFired { unit } => i18n.ta("mp-r-fired", &[("unit", u(unit).into())]),
        NotInFront { unit, target } => i18n.ta("mp-r-front", &[("unit", u(unit).into()), ("target", u(target).into())]),
        OutOfRange { unit, target, range } => {
            i18n.ta("mp-r-range", &[("unit", u(unit).into()), ("target", u(target).into()), ("range", (*range).into())])
        }
        NoSight { unit, target } => i18n.ta("mp-r-sight", &[("unit", u(unit).into()), ("target", u(target).into())]),
        NotAdjacent { unit, target } => {
            i18n.ta("mp-r-adjacent", &[("unit", u(unit).into()), ("target", u(target).into())])
        }
        NotAnEnemy { target } => i18n.ta("mp-r-enemy", &[("target", u(target).into())]),
        AlreadyAttacked { unit } => i18n.ta("mp-r-attacked", &[("unit", u(unit).into())]),
        NotShaken { unit } => i18n.ta("mp-r-not-shaken", &[("unit", u(unit).into())]),
        CannotContinue => i18n.t("mp-r-continue"),
        CannotReact { unit, reaction: r } => {
            i18n.ta("mp-r-react", &[("unit", u(unit).into()), ("reaction", reaction(i18n, *r).into())])
        }
    }
}
