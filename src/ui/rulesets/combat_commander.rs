//! The client adapter of Combat Commander: the seated side's Fate hand (order and action halves, dice, trigger), deck and discard counts, the VP balance, the Time track, the Initiative card and its switch, posture and orders left, the order in play, its prompts and its events in words.

use crate::game::side_view::SideView;
use crate::rules::combat_commander::data::{ActionHalf, Card, EventHalf, OrderHalf, Posture, Trigger};
use crate::rules::combat_commander::state::{Choice, Purpose};
use crate::rules::combat_commander::{CcEvent, CcOrder, CcPrompt, CcRefusal, CcView};
use crate::rules::hex::Coord;
use crate::rules::terrain::HexMarker;
use crate::rules::registry::Order;
use crate::ui::i18n::I18n;
use crate::ui::model::{CardFace, PromptModel, TableModel, TrackModel};

fn order_key(h: OrderHalf) -> &'static str {
    match h {
        OrderHalf::Fire => "cc-order-fire",
        OrderHalf::Move => "cc-order-move",
        OrderHalf::Rout => "cc-order-rout",
        OrderHalf::Recover => "cc-order-recover",
        OrderHalf::Advance => "cc-order-advance",
        OrderHalf::ArtilleryRequest => "cc-order-artillery-request",
        OrderHalf::ArtilleryDenied => "cc-order-artillery-denied",
        OrderHalf::CommandConfusion => "cc-order-confusion",
    }
}

fn action_key(a: ActionHalf) -> &'static str {
    match a {
        ActionHalf::Crossfire => "cc-action-crossfire",
        ActionHalf::AssaultFire => "cc-action-assault-fire",
        ActionHalf::HandGrenades => "cc-action-hand-grenades",
        ActionHalf::SustainedFire => "cc-action-sustained-fire",
        ActionHalf::SmokeGrenades => "cc-action-smoke-grenades",
        ActionHalf::Ambush => "cc-action-ambush",
        ActionHalf::Concealment => "cc-action-concealment",
        ActionHalf::LightWounds => "cc-action-light-wounds",
        ActionHalf::Marksmanship => "cc-action-marksmanship",
        ActionHalf::Blank => "cc-action-none",
        ActionHalf::SprayFire => "cc-action-spray-fire",
        ActionHalf::NoQuarter => "cc-action-no-quarter",
        ActionHalf::DigIn => "cc-action-dig-in",
        ActionHalf::Demolitions => "cc-action-demolitions",
        ActionHalf::HiddenWire => "cc-action-hidden-wire",
    }
}

fn trigger_key(t: Trigger) -> &'static str {
    match t {
        Trigger::Time => "cc-trigger-time",
        Trigger::Jammed => "cc-trigger-jammed",
        Trigger::Sniper => "cc-trigger-sniper",
        Trigger::Event => "cc-trigger-event",
    }
}

fn event_key(e: EventHalf) -> &'static str {
    match e {
        EventHalf::Deploy => "cc-event-deploy",
        EventHalf::Blaze => "cc-event-blaze",
        EventHalf::Breeze => "cc-event-breeze",
        EventHalf::BattleHarden => "cc-event-battle-harden",
        EventHalf::Hero => "cc-event-hero",
        EventHalf::WhitePhosphorus => "cc-event-white-phosphorus",
        EventHalf::Quiet => "cc-event-quiet",
        EventHalf::Craters => "cc-event-craters",
        EventHalf::Medic => "cc-event-medic",
        EventHalf::WalkingWounded => "cc-event-walking-wounded",
        EventHalf::Reinforcements => "cc-event-reinforcements",
        EventHalf::Interdiction => "cc-event-interdiction",
        EventHalf::AirSupport => "cc-event-air-support",
    }
}

fn posture_key(p: Posture) -> &'static str {
    match p {
        Posture::Attack => "cc-posture-attack",
        Posture::Recon => "cc-posture-recon",
        Posture::Defend => "cc-posture-defend",
    }
}

fn purpose(i18n: &I18n, p: &Purpose) -> String {
    match p {
        Purpose::Attack => i18n.t("cc-roll-attack"),
        Purpose::Defence { unit } => i18n.ta("cc-roll-defence", &[("unit", i18n.piece(unit).into())]),
        Purpose::Melee { at } => i18n.ta("cc-roll-melee", &[("hex", i18n.hex(*at).into())]),
        Purpose::Recover { unit } => i18n.ta("cc-roll-recover", &[("unit", i18n.piece(unit).into())]),
        Purpose::Repair { weapon } => i18n.ta("cc-roll-repair", &[("unit", i18n.piece(weapon).into())]),
        Purpose::Rout { unit } => i18n.ta("cc-roll-rout", &[("unit", i18n.piece(unit).into())]),
        Purpose::SuddenDeath => i18n.t("cc-roll-sudden-death"),
        Purpose::SniperHex => i18n.t("cc-roll-sniper"),
        Purpose::EventCard => i18n.t("cc-roll-event"),
        Purpose::BlazeHex => i18n.t("cc-roll-blaze"),
        Purpose::EventHex { event } => i18n.ta("cc-roll-event-hex", &[("event", i18n.t(event_key(*event)).into())]),
        Purpose::Targeting => i18n.t("cc-roll-targeting"),
        Purpose::Accuracy { at, .. } => i18n.ta("cc-roll-accuracy", &[("hex", i18n.hex(*at).into())]),
    }
}

/// A Fate card's face: order and action halves, its dice and trigger.
fn face(i18n: &I18n, c: &Card) -> CardFace {
    let mut text = i18n.ta(
        "cc-card-text",
        &[
            ("action", i18n.t(action_key(c.action)).into()),
            ("white", c.white.into()),
            ("coloured", c.coloured.into()),
            ("event", i18n.t(event_key(c.event)).into()),
        ],
    );
    if let Some(t) = c.trigger {
        text.push_str(" · ");
        text.push_str(&i18n.t(trigger_key(t)));
    }
    let (icon, accent) = match c.order {
        OrderHalf::Fire => ("die_swords", [190, 70, 50]),
        OrderHalf::Move | OrderHalf::Advance => ("card_troop", [70, 120, 60]),
        OrderHalf::Recover | OrderHalf::Rout => ("card_leadership", [80, 100, 160]),
        _ => ("card_tactic", [110, 110, 110]),
    };
    CardFace {
        id: c.number,
        icon,
        accent,
        title: i18n.t(order_key(c.order)),
        kind: i18n.ta("cc-card-number", &[("n", c.number.into())]),
        text,
        play: None,
        alt: None,
        inspired: Vec::new(),
        why_not: None,
        keep: None,
        help: crate::rules::glossary::variant_name(&c.order).map(|n| ("card".to_string(), n)),
    }
}

/// Fill the Combat Commander panels of the table model: the unit notes, the hand, the tracks and counts, and the
/// decision box with the hint.
pub fn fill(m: &mut TableModel, v: &SideView, c: &CcView, i18n: &I18n) {
    let names = m.side_names.clone();
    let name = |s: usize| names.get(s).cloned().unwrap_or_default();
    let me = c.me;
    let other = 1 - me;
    m.step = Some("cc-orders");
    m.score_title = Some(i18n.t("cc-vp-title"));
    let legal: Vec<CcOrder> =
        m.legal.iter().filter_map(|o| if let Order::CombatCommander(x) = o { Some(x.clone()) } else { None }).collect();
    unit_notes(m, c, i18n);
    for card in &c.hand {
        let f = hand_face(m.my_turn, c, card, &legal, i18n);
        m.hand.push(f);
    }
    // The tracks and counts every player sees.
    score_tracks(m, c, i18n, &name);
    table_info(m, v, c, i18n, &name, [me, other]);
    let (buttons, map_targets) = prompt_choices(v, c, &legal, i18n);
    let text = match &c.pending {
        Some(p) => prompt_text(i18n, p, &name),
        None if m.my_turn => match &c.order {
            None => i18n.ta("cc-do-orders", &[("given", c.orders_given.into()), ("limit", c.orders_limit[me].into())]),
            Some((_, OrderHalf::ArtilleryRequest)) if legal.iter().any(|o| matches!(o, CcOrder::Barrage { .. })) => {
                i18n.t("cc-do-barrage")
            }
            Some((_, OrderHalf::ArtilleryRequest)) => i18n.t("cc-do-spotter"),
            Some((_, half)) => i18n.ta("cc-do-order", &[("order", i18n.t(order_key(*half)).into())]),
        },
        None => i18n.ta("do-wait", &[("side", name(v.to_act).into())]),
    };
    if m.over.is_none() {
        m.hint = text.clone();
        // The decision box opens for a pending decision, and at the start of the side's turn (with the Initiative
        // switch and any secret objective to reveal); it stays out of the way while an order is carried out.
        let start = c.order.is_none() && c.orders_given == 0 && c.discarded == 0;
        let leaders = buttons.iter().any(|(_, o)| matches!(o, Order::CombatCommander(CcOrder::Activate { .. })));
        let exits = buttons
            .iter()
            .any(|(_, o)| matches!(o, Order::CombatCommander(CcOrder::Exit { .. } | CcOrder::Hand { .. })));
        let acting = (!map_targets.is_empty() || exits) && c.pending.is_none();
        let worth = c.pending.is_some() || start || leaders || acting;
        if (m.my_turn || v.to_act == me) && worth {
            m.prompt = Some(PromptModel { text, buttons, map_targets });
        }
    }
}

/// Note each unit's values and its states (broken, suppressed, veteran, activated, the weapon it carries) in the
/// table model.
fn unit_notes(m: &mut TableModel, c: &CcView, i18n: &I18n) {
    for u in &c.units {
        let mut notes = vec![i18n.ta(
            "cc-unit-values",
            &[("fp", u.fp.into()), ("range", u.range.into()), ("mp", u.mp.into()), ("morale", u.morale.into())],
        )];
        for (on, key) in [
            (u.broken, "cc-unit-broken"),
            (u.suppressed, "cc-unit-suppressed"),
            (u.veteran, "cc-unit-veteran"),
            (u.activated, "cc-unit-activated"),
        ] {
            if on {
                notes.push(i18n.t(key));
            }
        }
        if let Some(w) = &u.with {
            notes.push(i18n.ta("cc-unit-with", &[("unit", i18n.piece(w).into())]));
        }
        m.unit_notes.insert(u.id.clone(), notes);
    }
}

/// One card of the seated side's hand as shown: its face, with the order, discard and action plays the legal
/// orders allow, and why it cannot be played when none does on the side's turn.
fn hand_face(my_turn: bool, c: &CcView, card: &Card, legal: &[CcOrder], i18n: &I18n) -> CardFace {
    let mut f = face(i18n, card);
    if legal.contains(&CcOrder::PlayOrder { card: card.number }) {
        f.play = Some(Order::CombatCommander(CcOrder::PlayOrder { card: card.number }));
    }
    if legal.contains(&CcOrder::Discard { card: card.number }) {
        f.alt = Some((i18n.t("cc-discard"), Order::CombatCommander(CcOrder::Discard { card: card.number })));
    }
    f.inspired.extend(action_plays(card, legal, i18n));
    if f.play.is_none() && f.inspired.is_empty() && my_turn {
        f.why_not = Some(why_not(c, card, i18n));
    }
    f
}

/// The card's action half, where it may be played now (for a unit or hex when the action needs one): a label and
/// the order for each legal play.
fn action_plays(card: &Card, legal: &[CcOrder], i18n: &I18n) -> Vec<(String, Order)> {
    let mut plays = Vec::new();
    for o in legal {
        let label = match o {
            CcOrder::Conceal { card: k, unit } if *k == card.number => {
                i18n.ta("cc-play-conceal", &[("unit", i18n.piece(unit).into())])
            }
            CcOrder::Ambush { card: k, at } if *k == card.number => {
                i18n.ta("cc-play-ambush", &[("hex", i18n.hex(*at).into())])
            }
            CcOrder::Smoke { card: k, unit, at } if *k == card.number => {
                i18n.ta("cc-play-smoke", &[("unit", i18n.piece(unit).into()), ("hex", i18n.hex(*at).into())])
            }
            CcOrder::LightWounds { card: k, unit } if *k == card.number => {
                i18n.ta("cc-play-light-wounds", &[("unit", i18n.piece(unit).into())])
            }
            CcOrder::DigIn { card: k, unit } if *k == card.number => {
                i18n.ta("cc-play-dig-in", &[("unit", i18n.piece(unit).into())])
            }
            CcOrder::Demolish { card: k, unit, at } if *k == card.number => {
                i18n.ta("cc-play-demolish", &[("unit", i18n.piece(unit).into()), ("hex", i18n.hex(*at).into())])
            }
            CcOrder::HiddenWire { card: k, at } if *k == card.number => {
                i18n.ta("cc-play-hidden-wire", &[("hex", i18n.hex(*at).into())])
            }
            CcOrder::NoQuarter { card: k, at } if *k == card.number => {
                i18n.ta("cc-play-no-quarter", &[("hex", i18n.hex(*at).into())])
            }
            CcOrder::Action { card: k } if *k == card.number => {
                i18n.ta("cc-play-action", &[("action", i18n.t(action_key(card.action)).into())])
            }
            _ => continue,
        };
        plays.push((label, Order::CombatCommander(o.clone())));
    }
    plays
}

/// Why a card of the hand cannot be played now, in words.
fn why_not(c: &CcView, card: &Card, i18n: &I18n) -> String {
    let me = c.me;
    if card.order == OrderHalf::ArtilleryRequest && c.radio[me].is_none() {
        i18n.t("cc-why-not-radio")
    } else if matches!(card.order, OrderHalf::ArtilleryDenied | OrderHalf::CommandConfusion) {
        i18n.t("cc-why-not-order")
    } else if c.order.is_some() {
        i18n.t("cc-why-not-in-play")
    } else if c.orders_given >= c.orders_limit[me] {
        i18n.ta("cc-why-not-limit", &[("n", c.orders_limit[me].into())])
    } else if c.discarded > 0 {
        i18n.t("cc-why-not-passed")
    } else {
        i18n.t("cc-why-not-now")
    }
}

/// Add the VP balance track and the Time track (with its Sudden Death mark) to the table model.
fn score_tracks(m: &mut TableModel, c: &CcView, i18n: &I18n, name: &dyn Fn(usize) -> String) {
    let balance = c.balance;
    let balance_text = match balance.cmp(&0) {
        std::cmp::Ordering::Equal => i18n.t("cc-balance-even"),
        std::cmp::Ordering::Greater => i18n.ta("cc-balance", &[("side", name(0).into()), ("n", balance.into())]),
        std::cmp::Ordering::Less => i18n.ta("cc-balance", &[("side", name(1).into()), ("n", (-balance).into())]),
    };
    // The balance track runs from the second side's end (left) to the first's (right), 20 spaces each way.
    let reach = (balance.unsigned_abs() as i32).max(20);
    m.tracks.push(TrackModel {
        label: balance_text,
        min: -reach,
        max: reach,
        value: balance as i32,
        marks: Vec::new(),
        ends: Some((1, 0)),
    });
    m.tracks.push(TrackModel {
        label: i18n.ta("cc-time", &[("n", c.time.into()), ("sd", c.sudden_death.into()), ("end", c.time_end.into())]),
        min: 0,
        max: i32::from(c.time_end),
        value: i32::from(c.time),
        marks: vec![i32::from(c.sudden_death)],
        ends: None,
    });
}

/// Add the lines every player sees to the table model: the Initiative, each side's posture, hand and piles (the
/// seated side's first, as `sides` gives them) and surrender level, the orders left, the order in play, the staged
/// actions and the group being formed.
fn table_info(
    m: &mut TableModel,
    v: &SideView,
    c: &CcView,
    i18n: &I18n,
    name: &dyn Fn(usize) -> String,
    sides: [usize; 2],
) {
    m.table_info.push(i18n.ta("cc-initiative", &[("side", name(c.initiative).into())]));
    for s in sides {
        m.table_info.push(i18n.ta(
            "cc-side-line",
            &[
                ("side", name(s).into()),
                ("posture", i18n.t(posture_key(c.posture[s])).into()),
                ("hand", c.hand_counts[s].into()),
                ("size", c.hand_size[s].into()),
                ("pile", c.piles[s].into()),
                ("discard", c.discards[s].len().into()),
            ],
        ));
        let coming: Vec<String> = c
            .waiting
            .iter()
            .filter(|(side, ..)| *side == s)
            .map(|(_, u, t, at)| {
                i18n.ta("cc-coming", &[("unit", i18n.piece(u).into()), ("n", (*t).into()), ("hex", i18n.hex(*at).into())])
            })
            .collect();
        if !coming.is_empty() {
            m.table_info.push(i18n.ta("cc-reinforcements", &[("side", name(s).into()), ("units", coming.join(", ").into())]));
        }
        if let Some(fp) = c.radio[s] {
            m.table_info.push(i18n.ta("cc-radio", &[("side", name(s).into()), ("fp", fp.into())]));
        }
        if let Some(n) = c.surrender[s] {
            m.table_info.push(
                i18n.ta("cc-surrender", &[("side", name(s).into()), ("lost", c.lost[s].into()), ("n", n.into())]),
            );
        }
    }
    m.table_info.push(i18n.ta(
        "cc-orders-left",
        &[
            ("side", name(v.active).into()),
            ("given", c.orders_given.into()),
            ("limit", c.orders_limit[v.active.min(1)].into()),
        ],
    ));
    if let Some((card, half)) = &c.order {
        m.in_play =
            Some(i18n.ta("cc-in-play", &[("order", i18n.t(order_key(*half)).into()), ("n", card.number.into())]));
    }
    if !c.actions.is_empty() {
        let a: Vec<String> = c.actions.iter().map(|a| i18n.t(action_key(*a))).collect();
        m.table_info.push(i18n.ta("cc-actions-staged", &[("actions", a.join(", ").into())]));
    }
    if !c.group.is_empty() {
        let g: Vec<String> = c.group.iter().map(|u| i18n.piece(u)).collect();
        m.table_info.push(i18n.ta("cc-group", &[("units", g.join(", ").into())]));
    }
}

/// The decision box's choices from the legal orders: the buttons (label and order), and the hexes that answer by
/// a click (opportunity fire on a path hex).
fn prompt_choices(
    v: &SideView,
    c: &CcView,
    legal: &[CcOrder],
    i18n: &I18n,
) -> (Vec<(String, Order)>, Vec<(Coord, Order)>) {
    let order = |o: CcOrder| Order::CombatCommander(o);
    let mut buttons: Vec<(String, Order)> = Vec::new();
    let mut map_targets = Vec::new();
    for o in legal {
        match o {
            CcOrder::Pass => buttons.push((i18n.t("cc-pass"), order(o.clone()))),
            CcOrder::Choose { unit } => {
                buttons.push((i18n.ta("cc-o-choose", &[("unit", i18n.piece(unit).into())]), order(o.clone())))
            }
            CcOrder::Reroll => buttons.push((i18n.t("cc-reroll"), order(o.clone()))),
            CcOrder::Reveal { objective } => {
                buttons.push((i18n.ta("cc-reveal", &[("objective", i18n.piece(objective).into())]), order(o.clone())))
            }
            CcOrder::Deploy { unit } => {
                buttons.push((i18n.ta("cc-deploy", &[("unit", i18n.piece(unit).into())]), order(o.clone())))
            }
            CcOrder::Eliminate { unit } => {
                buttons.push((i18n.ta("cc-eliminate", &[("unit", i18n.piece(unit).into())]), order(o.clone())))
            }
            CcOrder::Barrage { at } => map_targets.push((*at, order(o.clone()))),
            CcOrder::Exit { unit } => {
                buttons.push((i18n.ta("cc-o-exit", &[("unit", i18n.piece(unit).into())]), order(o.clone())))
            }
            CcOrder::Hand { weapon, to } => buttons.push((
                i18n.ta("cc-o-hand", &[("unit", i18n.piece(weapon).into()), ("to", i18n.piece(to).into())]),
                order(o.clone()),
            )),
            CcOrder::OppFire { at, unit, .. } => {
                // A click on a path hex fires the group being formed: prefer an order naming one of its pieces.
                let in_group = c.group.contains(unit);
                match map_targets.iter().position(|(h, _)| h == at) {
                    None => map_targets.push((*at, order(o.clone()))),
                    Some(k) if in_group && !opp_in_group(&map_targets[k].1, &c.group) => {
                        map_targets[k] = (*at, order(o.clone()))
                    }
                    Some(_) => {}
                }
            }
            // A leader activates his men with him: a button, since a click on his hex activates the unit first.
            CcOrder::Activate { unit } if c.units.iter().any(|u| &u.id == unit && is_leader(v, unit)) => {
                buttons.push((i18n.ta("cc-activate-leader", &[("unit", i18n.piece(unit).into())]), order(o.clone())))
            }
            CcOrder::Ask { on } => {
                buttons.push((i18n.t(if *on { "cc-ask-on" } else { "cc-ask-off" }), order(o.clone())))
            }
            _ => {}
        }
    }
    (buttons, map_targets)
}

fn opp_in_group(o: &Order, group: &[String]) -> bool {
    matches!(o, Order::CombatCommander(CcOrder::OppFire { unit, .. }) if group.contains(unit))
}

fn is_leader(v: &SideView, id: &str) -> bool {
    v.units.iter().any(|u| u.id == id && u.is_leader)
}

fn prompt_text(i18n: &I18n, p: &CcPrompt, name: &dyn Fn(usize) -> String) -> String {
    match p {
        CcPrompt::Initiative { side, card, white, coloured, purpose: pu } => i18n.ta(
            "cc-prompt-initiative",
            &[
                ("side", name(*side).into()),
                ("n", (*card).into()),
                ("total", (white + coloured).into()),
                ("purpose", purpose(i18n, pu).into()),
            ],
        ),
        CcPrompt::OppFire { movers, path } => {
            let m: Vec<String> = movers.iter().map(|u| i18n.piece(u)).collect();
            let h: Vec<String> = path.iter().map(|c| i18n.hex(*c)).collect();
            i18n.ta("cc-prompt-opp-fire", &[("units", m.join(", ").into()), ("path", h.join(" → ").into())])
        }
        CcPrompt::Overstack { at, figures } => {
            i18n.ta("cc-prompt-overstack", &[("hex", i18n.hex(*at).into()), ("n", (*figures).into())])
        }
        CcPrompt::Defence { targets, total } => {
            let t: Vec<String> = targets.iter().map(|u| i18n.piece(u)).collect();
            i18n.ta("cc-prompt-defence", &[("units", t.join(", ").into()), ("n", (*total).into())])
        }
        CcPrompt::Choose { why, candidates } => {
            let u: Vec<String> = candidates.iter().map(|u| i18n.piece(u)).collect();
            let key = match why {
                Choice::Sniper => "cc-prompt-sniper",
                Choice::Deploy => "cc-prompt-deploy",
                Choice::Harden => "cc-prompt-harden",
                Choice::Hero => "cc-prompt-hero",
                Choice::Medic => "cc-prompt-medic",
                Choice::AirSupport => "cc-prompt-air-support",
            };
            i18n.ta(key, &[("units", u.join(", ").into())])
        }
        CcPrompt::Ambush { hexes } => {
            let h: Vec<String> = hexes.iter().map(|c| i18n.hex(*c)).collect();
            i18n.ta("cc-prompt-ambush", &[("hexes", h.join(", ").into())])
        }
    }
}

pub fn event(i18n: &I18n, e: &CcEvent, names: &[String]) -> String {
    let side = |s: &usize| names.get(*s).cloned().unwrap_or_else(|| s.to_string());
    let unit = |u: &String| i18n.piece(u);
    match e {
        CcEvent::OrderPlayed { side: s, card, order } => i18n.ta(
            "cc-ev-order",
            &[("side", side(s).into()), ("n", (*card).into()), ("order", i18n.t(order_key(*order)).into())],
        ),
        CcEvent::ActionPlayed { side: s, card, action } => i18n.ta(
            "cc-ev-action",
            &[("side", side(s).into()), ("n", (*card).into()), ("action", i18n.t(action_key(*action)).into())],
        ),
        CcEvent::Event { side: s, event } => {
            i18n.ta("cc-ev-event", &[("side", side(s).into()), ("event", i18n.t(event_key(*event)).into())])
        }
        CcEvent::SmokePlaced { at, level } => {
            i18n.ta("cc-ev-smoke", &[("hex", i18n.hex(*at).into()), ("n", (*level).into())])
        }
        CcEvent::SmokeRemoved { at } => i18n.ta("cc-ev-smoke-clears", &[("hex", i18n.hex(*at).into())]),
        CcEvent::BlazePlaced { at } => i18n.ta("cc-ev-blaze", &[("hex", i18n.hex(*at).into())]),
        CcEvent::Fled { unit: u, to } => {
            i18n.ta("cc-ev-fled", &[("unit", unit(u).into()), ("hex", i18n.hex(*to).into())])
        }
        CcEvent::Veteran { unit: u } => i18n.ta("cc-ev-veteran", &[("unit", unit(u).into())]),
        CcEvent::HeroArrives { unit: u, at } => {
            i18n.ta("cc-ev-hero", &[("unit", unit(u).into()), ("hex", i18n.hex(*at).into())])
        }
        CcEvent::NothingHappens { event } => i18n.ta("cc-ev-nothing", &[("event", i18n.t(event_key(*event)).into())]),
        CcEvent::Bonus { action, value } => {
            i18n.ta("cc-ev-bonus", &[("action", i18n.t(action_key(*action)).into()), ("n", (*value).into())])
        }
        CcEvent::Discarded { side: s, card } => {
            i18n.ta("cc-ev-discard", &[("side", side(s).into()), ("n", (*card).into())])
        }
        CcEvent::Drew { side: s, count } => i18n.ta("cc-ev-drew", &[("side", side(s).into()), ("n", (*count).into())]),
        CcEvent::DrewCards { cards, .. } => {
            let list: Vec<String> = cards.iter().map(u8::to_string).collect();
            i18n.ta("cc-ev-drew-cards", &[("cards", list.join(", ").into())])
        }
        CcEvent::Activated { units } => {
            let list: Vec<String> = units.iter().map(|u| i18n.piece(u)).collect();
            i18n.ta("cc-ev-activated", &[("units", list.join(", ").into())])
        }
        CcEvent::Rolled { side: s, card, white, coloured, trigger, purpose: p } => {
            let mut t = i18n.ta(
                "cc-ev-rolled",
                &[
                    ("side", side(s).into()),
                    ("n", (*card).into()),
                    ("white", (*white).into()),
                    ("coloured", (*coloured).into()),
                    ("total", (white + coloured).into()),
                    ("purpose", purpose(i18n, p).into()),
                ],
            );
            if let Some(tr) = trigger {
                t.push_str(" · ");
                t.push_str(&i18n.t(trigger_key(*tr)));
            }
            t
        }
        CcEvent::Cancelled { by, card } => {
            i18n.ta("cc-ev-cancelled", &[("side", side(by).into()), ("n", (*card).into())])
        }
        CcEvent::InitiativeTo { side: s } => i18n.ta("cc-ev-initiative-to", &[("side", side(s).into())]),
        CcEvent::FireDeclared { group, at, fp, hindrance } => {
            let g: Vec<String> = group.iter().map(|u| i18n.piece(u)).collect();
            i18n.ta(
                "cc-ev-fire",
                &[
                    ("units", g.join(" + ").into()),
                    ("hex", i18n.hex(*at).into()),
                    ("fp", (*fp).into()),
                    ("hindrance", (*hindrance).into()),
                ],
            )
        }
        CcEvent::AttackTotal { total } => i18n.ta("cc-ev-attack-total", &[("n", (*total).into())]),
        CcEvent::DefenceTotal { unit: u, total } => {
            i18n.ta("cc-ev-defence-total", &[("unit", unit(u).into()), ("n", (*total).into())])
        }
        CcEvent::NoEffect { unit: u } => i18n.ta("cc-ev-no-effect", &[("unit", unit(u).into())]),
        CcEvent::Suppressed { unit: u } => i18n.ta("cc-ev-suppressed", &[("unit", unit(u).into())]),
        CcEvent::Broken { unit: u } => i18n.ta("cc-ev-broken", &[("unit", unit(u).into())]),
        CcEvent::Eliminated { unit: u, vp, to } => {
            i18n.ta("cc-ev-eliminated", &[("unit", unit(u).into()), ("n", (*vp).into()), ("side", side(to).into())])
        }
        CcEvent::Recovered { unit: u } => i18n.ta("cc-ev-recovered", &[("unit", unit(u).into())]),
        CcEvent::Unsuppressed { unit: u } => i18n.ta("cc-ev-unsuppressed", &[("unit", unit(u).into())]),
        CcEvent::WeaponBroken { weapon } => i18n.ta("cc-ev-weapon-broken", &[("unit", unit(weapon).into())]),
        CcEvent::WeaponRepaired { weapon } => i18n.ta("cc-ev-weapon-repaired", &[("unit", unit(weapon).into())]),
        CcEvent::Routed { unit: u, hexes } => {
            i18n.ta("cc-ev-routed", &[("unit", unit(u).into()), ("n", (*hexes).into())])
        }
        CcEvent::MeleeTotal { at, side: s, total } => i18n.ta(
            "cc-ev-melee-total",
            &[("hex", i18n.hex(*at).into()), ("side", side(s).into()), ("n", (*total).into())],
        ),
        CcEvent::TimeAdvanced { to } => i18n.ta("cc-ev-time", &[("n", (*to).into())]),
        CcEvent::TimeVp { side: s } => i18n.ta("cc-ev-time-vp", &[("side", side(s).into())]),
        CcEvent::Reshuffled { side: s } => i18n.ta("cc-ev-reshuffled", &[("side", side(s).into())]),
        CcEvent::SuddenDeath { total, space, ends } => i18n.ta(
            if *ends { "cc-ev-sudden-death-ends" } else { "cc-ev-sudden-death-on" },
            &[("n", (*total).into()), ("space", (*space).into())],
        ),
        CcEvent::Sniped { unit: u, at } => {
            i18n.ta("cc-ev-sniped", &[("unit", unit(u).into()), ("hex", i18n.hex(*at).into())])
        }
        CcEvent::SniperMissed { at } => i18n.ta("cc-ev-sniper-missed", &[("hex", i18n.hex(*at).into())]),
        CcEvent::Deployed { squad, teams } => i18n.ta(
            "cc-ev-deployed",
            &[("unit", unit(squad).into()), ("a", unit(&teams[0]).into()), ("b", unit(&teams[1]).into())],
        ),
        CcEvent::Overstacked { side: s, at, figures } => i18n.ta(
            "cc-ev-overstacked",
            &[("side", side(s).into()), ("hex", i18n.hex(*at).into()), ("n", (*figures).into())],
        ),
        CcEvent::Surrendered { side: s } => i18n.ta("cc-ev-surrendered", &[("side", side(s).into())]),
        CcEvent::Targeting { .. }
        | CcEvent::ArtilleryRequested { .. }
        | CcEvent::ArtilleryDenied { .. }
        | CcEvent::Accuracy { .. }
        | CcEvent::Drifted { .. }
        | CcEvent::BarrageLands { .. }
        | CcEvent::BarrageLifted { .. }
        | CcEvent::BarrageStrikes { .. }
        | CcEvent::Arrived { .. }
        | CcEvent::Handed { .. }
        | CcEvent::Exited { .. }
        | CcEvent::FortPlaced { .. }
        | CcEvent::FortCleared { .. }
        | CcEvent::Stopped { .. }
        | CcEvent::Sprayed { .. }
        | CcEvent::AirStrike { .. } => later_event(i18n, e, &side, &unit),
    }
}

/// The events of artillery, mortars, reinforcements, weapons handed on and units leaving the map, in words (the rest
/// of `event`).
fn later_event(i18n: &I18n, e: &CcEvent, side: &dyn Fn(&usize) -> String, unit: &dyn Fn(&String) -> String) -> String {
    match e {
        CcEvent::Targeting { weapon, product, need, hit } => i18n.ta(
            if *hit { "cc-ev-targeting-hit" } else { "cc-ev-targeting-miss" },
            &[("unit", unit(weapon).into()), ("n", (*product).into()), ("need", (*need).into())],
        ),
        CcEvent::ArtilleryRequested { side: s, spotter, at } => i18n.ta(
            "cc-ev-artillery",
            &[("side", side(s).into()), ("unit", unit(spotter).into()), ("hex", i18n.hex(*at).into())],
        ),
        CcEvent::ArtilleryDenied { side: s } => i18n.ta("cc-ev-artillery-denied", &[("side", side(s).into())]),
        CcEvent::Accuracy { roll, hindrance, need } => i18n.ta(
            if *roll >= i32::from(*need) { "cc-ev-accurate" } else { "cc-ev-inaccurate" },
            &[("n", (*roll).into()), ("hindrance", (*hindrance).into()), ("need", (*need).into())],
        ),
        CcEvent::Drifted { from, to: Some(to), hexes } => i18n.ta(
            "cc-ev-drifted",
            &[("from", i18n.hex(*from).into()), ("hex", i18n.hex(*to).into()), ("n", (*hexes).into())],
        ),
        CcEvent::Drifted { from, to: None, hexes } => {
            i18n.ta("cc-ev-drifted-off", &[("from", i18n.hex(*from).into()), ("n", (*hexes).into())])
        }
        CcEvent::BarrageLands { side: s, at, fp } => i18n.ta(
            "cc-ev-barrage",
            &[("side", side(s).into()), ("hex", i18n.hex(*at).into()), ("fp", (*fp).into())],
        ),
        CcEvent::BarrageLifted { at } => i18n.ta("cc-ev-barrage-lifted", &[("hex", i18n.hex(*at).into())]),
        CcEvent::BarrageStrikes { at, fp } => {
            i18n.ta("cc-ev-barrage-strikes", &[("hex", i18n.hex(*at).into()), ("fp", (*fp).into())])
        }
        CcEvent::Arrived { unit: u, at } => {
            i18n.ta("cc-ev-arrived", &[("unit", unit(u).into()), ("hex", i18n.hex(*at).into())])
        }
        CcEvent::Handed { weapon, from, to } => i18n.ta(
            "cc-ev-handed",
            &[("unit", unit(weapon).into()), ("from", unit(from).into()), ("to", unit(to).into())],
        ),
        CcEvent::Exited { unit: u, vp, side: s } => {
            i18n.ta("cc-ev-exited", &[("unit", unit(u).into()), ("n", (*vp).into()), ("side", side(s).into())])
        }
        CcEvent::FortPlaced { at, fort } => i18n.ta(
            "cc-ev-fort-placed",
            &[("fort", i18n.hex_marker(HexMarker::Fort(*fort)).into()), ("hex", i18n.hex(*at).into())],
        ),
        CcEvent::FortCleared { at, fort } => i18n.ta(
            "cc-ev-fort-cleared",
            &[("fort", i18n.hex_marker(HexMarker::Fort(*fort)).into()), ("hex", i18n.hex(*at).into())],
        ),
        CcEvent::Stopped { unit: u } => i18n.ta("cc-ev-stopped", &[("unit", unit(u).into())]),
        CcEvent::Sprayed { hexes } => {
            let list: Vec<String> = hexes.iter().map(|h| i18n.hex(*h)).collect();
            i18n.ta("cc-ev-sprayed", &[("hexes", list.join(", ").into())])
        }
        CcEvent::AirStrike { side: s, at, fp } => i18n.ta(
            "cc-ev-air-strike",
            &[("side", side(s).into()), ("hex", i18n.hex(*at).into()), ("fp", (*fp).into())],
        ),
        // `event` words every other event itself.
        other => format!("{other}"),
    }
}

pub fn refusal(i18n: &I18n, r: &CcRefusal) -> String {
    use CcRefusal as R;
    let u = |x: &String| i18n.piece(x);
    match r {
        R::NotInHand { card } => i18n.ta("cc-no-not-in-hand", &[("n", (*card).into())]),
        R::NotAnOrder { card, order } => {
            i18n.ta("cc-no-not-an-order", &[("n", (*card).into()), ("order", i18n.t(order_key(*order)).into())])
        }
        R::NotAFireCard { card } => i18n.ta("cc-no-not-fire", &[("n", (*card).into())]),
        R::OrdersLimit { limit } => i18n.ta("cc-no-limit", &[("n", (*limit).into())]),
        R::Passed => i18n.t("cc-no-passed"),
        R::OrderInPlay => i18n.t("cc-no-order-in-play"),
        R::NoOrderInPlay => i18n.t("cc-no-no-order"),
        R::AlreadyActivated { unit } => i18n.ta("cc-no-activated", &[("unit", u(unit).into())]),
        R::OneActivation => i18n.t("cc-no-one-activation"),
        R::NotActivated { unit } => i18n.ta("cc-no-not-activated", &[("unit", u(unit).into())]),
        R::Broken { unit } => i18n.ta("cc-no-broken", &[("unit", u(unit).into())]),
        R::WeaponCannotFire { weapon } => i18n.ta("cc-no-weapon", &[("unit", u(weapon).into())]),
        R::Ordnance { weapon } => i18n.ta("cc-no-ordnance", &[("unit", u(weapon).into())]),
        R::AlreadyFired { unit } => i18n.ta("cc-no-fired", &[("unit", u(unit).into())]),
        R::NotContiguous { unit } => i18n.ta("cc-no-contiguous", &[("unit", u(unit).into())]),
        R::OutOfRange { unit, range, distance } => {
            i18n.ta("cc-no-range", &[("unit", u(unit).into()), ("range", (*range).into()), ("n", (*distance).into())])
        }
        R::NoLos { unit, at } => i18n.ta("cc-no-los", &[("unit", u(unit).into()), ("hex", i18n.hex(*at).into())]),
        R::FpTooLow { fp } => i18n.ta("cc-no-fp", &[("n", (*fp).into())]),
        R::NoTarget { at } => i18n.ta("cc-no-target", &[("hex", i18n.hex(*at).into())]),
        R::NotAnEnemy { unit } => i18n.ta("cc-no-enemy", &[("unit", u(unit).into())]),
        R::WrongOrder { needs } => i18n.ta("cc-no-wrong-order", &[("order", i18n.t(order_key(*needs)).into())]),
        R::NoMpLeft { unit } => i18n.ta("cc-no-mp", &[("unit", u(unit).into())]),
        R::NotAdjacent { unit, to } => {
            i18n.ta("cc-no-adjacent", &[("unit", u(unit).into()), ("hex", i18n.hex(*to).into())])
        }
        R::AlreadyAdvanced { unit } => i18n.ta("cc-no-advanced", &[("unit", u(unit).into())]),
        R::NotOnPath { at } => i18n.ta("cc-no-path", &[("hex", i18n.hex(*at).into())]),
        R::NotAMover { at } => i18n.ta("cc-no-mover", &[("hex", i18n.hex(*at).into())]),
        R::DiscardLimit { limit } => i18n.ta("cc-no-discard-limit", &[("n", (*limit).into())]),
        R::GaveOrders => i18n.t("cc-no-gave-orders"),
        R::NoDecision => i18n.t("cc-no-decision"),
        R::Waiting => i18n.t("cc-no-waiting"),
        R::NotYourSecret { objective } => i18n.ta("cc-no-secret", &[("objective", u(objective).into())]),
        R::NotASquad { unit } => i18n.ta("cc-no-squad", &[("unit", u(unit).into())]),
        R::DeployUsed => i18n.t("cc-no-deploy-used"),
        R::NotInHex { unit, at } => {
            i18n.ta("cc-no-not-in-hex", &[("unit", u(unit).into()), ("hex", i18n.hex(*at).into())])
        }
        R::NotOverstacked => i18n.t("cc-no-not-overstacked"),
        R::Weapon { unit } => i18n.ta("cc-no-weapon-acts", &[("unit", u(unit).into())]),
        R::NotAnAction { card, needs } => {
            i18n.ta("cc-no-not-action", &[("n", (*card).into()), ("action", i18n.t(action_key(*needs)).into())])
        }
        R::ActionTwice { action } => i18n.ta("cc-no-action-twice", &[("action", i18n.t(action_key(*action)).into())]),
        R::ActionNotApplicable { action } => {
            i18n.ta("cc-no-action-here", &[("action", i18n.t(action_key(*action)).into())])
        }
        R::NotATarget { unit } => i18n.ta("cc-no-not-target", &[("unit", u(unit).into())]),
        R::NoMelee { at } => i18n.ta("cc-no-melee", &[("hex", i18n.hex(*at).into())]),
        R::NotBroken { unit } => i18n.ta("cc-no-not-broken", &[("unit", u(unit).into())]),
        R::NoSmokeThere { at } => i18n.ta("cc-no-smoke", &[("hex", i18n.hex(*at).into())]),
        R::OrdnanceAlone { weapon } => i18n.ta("cc-no-ordnance-alone", &[("unit", u(weapon).into())]),
        R::NoRadio => i18n.t("cc-no-radio"),
        R::NoSpotter => i18n.t("cc-no-spotter"),
        R::NotOnEnemyEdge { unit } => i18n.ta("cc-no-enemy-edge", &[("unit", u(unit).into())]),
        R::LastUnit { unit } => i18n.ta("cc-no-last-unit", &[("unit", u(unit).into())]),
        R::CannotHand { weapon, to } => i18n.ta("cc-no-hand", &[("unit", u(weapon).into()), ("to", u(to).into())]),
        R::OffMap { at } => i18n.ta("cc-no-off-map", &[("hex", i18n.hex(*at).into())]),
        R::NoWorksThere { at, action } => i18n.ta(
            "cc-no-works",
            &[("action", i18n.t(action_key(*action)).into()), ("hex", i18n.hex(*at).into())],
        ),
    }
}

pub fn order(i18n: &I18n, o: &CcOrder) -> String {
    let u = |x: &String| i18n.piece(x);
    match o {
        CcOrder::PlayOrder { card } => i18n.ta("cc-o-play", &[("n", (*card).into())]),
        CcOrder::Activate { unit } => i18n.ta("cc-o-activate", &[("unit", u(unit).into())]),
        CcOrder::Join { unit } => i18n.ta("cc-o-join", &[("unit", u(unit).into())]),
        CcOrder::FireAt { unit, target } => {
            i18n.ta("cc-o-fire", &[("unit", u(unit).into()), ("target", u(target).into())])
        }
        CcOrder::Move { unit, to } => i18n.ta("order-move", &[("unit", u(unit).into()), ("hex", i18n.hex(*to).into())]),
        CcOrder::Advance { unit, to } => {
            i18n.ta("cc-o-advance", &[("unit", u(unit).into()), ("hex", i18n.hex(*to).into())])
        }
        CcOrder::OppFire { card, unit, at } => {
            i18n.ta("cc-o-opp-fire", &[("n", (*card).into()), ("unit", u(unit).into()), ("hex", i18n.hex(*at).into())])
        }
        CcOrder::Action { card } => i18n.ta("cc-o-action", &[("n", (*card).into())]),
        CcOrder::Conceal { unit, .. } => i18n.ta("cc-play-conceal", &[("unit", u(unit).into())]),
        CcOrder::Ambush { at, .. } => i18n.ta("cc-play-ambush", &[("hex", i18n.hex(*at).into())]),
        CcOrder::LightWounds { unit, .. } => i18n.ta("cc-play-light-wounds", &[("unit", u(unit).into())]),
        CcOrder::Smoke { unit, at, .. } => {
            i18n.ta("cc-play-smoke", &[("unit", u(unit).into()), ("hex", i18n.hex(*at).into())])
        }
        CcOrder::Choose { unit } => i18n.ta("cc-o-choose", &[("unit", u(unit).into())]),
        CcOrder::Barrage { at } => i18n.ta("cc-o-barrage", &[("hex", i18n.hex(*at).into())]),
        CcOrder::DigIn { unit, .. } => i18n.ta("cc-play-dig-in", &[("unit", u(unit).into())]),
        CcOrder::Demolish { unit, at, .. } => {
            i18n.ta("cc-play-demolish", &[("unit", u(unit).into()), ("hex", i18n.hex(*at).into())])
        }
        CcOrder::HiddenWire { at, .. } => i18n.ta("cc-play-hidden-wire", &[("hex", i18n.hex(*at).into())]),
        CcOrder::NoQuarter { at, .. } => i18n.ta("cc-play-no-quarter", &[("hex", i18n.hex(*at).into())]),
        CcOrder::Exit { unit } => i18n.ta("cc-o-exit", &[("unit", u(unit).into())]),
        CcOrder::Hand { weapon, to } => i18n.ta("cc-o-hand", &[("unit", u(weapon).into()), ("to", u(to).into())]),
        CcOrder::Pass => i18n.t("cc-pass"),
        CcOrder::Reroll => i18n.t("cc-reroll"),
        CcOrder::Ask { on: true } => i18n.t("cc-ask-on"),
        CcOrder::Ask { on: false } => i18n.t("cc-ask-off"),
        CcOrder::Discard { card } => i18n.ta("cc-o-discard", &[("n", (*card).into())]),
        CcOrder::Reveal { objective } => i18n.ta("cc-reveal", &[("objective", u(objective).into())]),
        CcOrder::Deploy { unit } => i18n.ta("cc-deploy", &[("unit", u(unit).into())]),
        CcOrder::Eliminate { unit } => i18n.ta("cc-eliminate", &[("unit", u(unit).into())]),
        CcOrder::EndStep => i18n.t("cc-o-end-order"),
        CcOrder::EndTurn => i18n.t("order-end-turn"),
    }
}
