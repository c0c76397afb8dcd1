//! The Medieval client adapter: the hand of command cards, the dice tray, the scouting choice, the reaction and advance prompts and the hint, all built from Medieval's part of the seated side's view and its legal orders.

use crate::game::messages::{Order, Outcome};
use crate::game::side_view::SideView;
use crate::rules::medieval::Face;
use crate::rules::medieval::{Card, CardsView, MedEvent, MedOrder as M, PlayMode, PromptView, Reaction, Stage, Tactic};
use crate::rules::registry::RulesEvent;
use crate::ui::i18n::{I18n, piece_name};
use crate::ui::model::{CardFace, DieFace, DieMark, PromptModel, RollView, TableModel};

/// Fill the Medieval panels of the table model.
pub fn fill(m: &mut TableModel, v: &SideView, c: &CardsView, i18n: &I18n) {
    let names = m.side_names.clone();
    let name = |s: usize| names.get(s).cloned().unwrap_or_default();
    let mut serial = 0;
    for o in &v.log {
        if let Outcome::Rules(RulesEvent::Medieval(MedEvent::Dice { side, purpose, faces })) = o {
            serial += 1;
            let label =
                i18n.ta("dice-roll-by", &[("side", name(*side).into()), ("purpose", i18n.roll(purpose).into())]);
            let faces = faces.iter().map(|f| die_face(i18n, *f)).collect();
            let all_faces = Face::ALL.iter().map(|f| die_face(i18n, *f)).collect();
            m.dice.push(RollView { serial, label, faces, all_faces });
        }
    }
    let keep_last = m.dice.len().saturating_sub(6);
    m.dice.drain(..keep_last);
    m.dice.reverse();
    m.step = Some(step_key(c.stage));
    m.sections = true;
    m.ordered = c.ordered.clone();
    // The hand: what each card would do now, or why not.
    for (id, card) in &c.hand {
        let mut f = face(i18n, *id, *card);
        // The rules list the orders of one card of each kind; an identical copy plays the same ways.
        let listed =
            |k: u8| m.legal.iter().any(|o| matches!(o, Order::Medieval(M::PlayCard { card, .. }) if *card == k));
        let twin = if listed(*id) {
            *id
        } else {
            c.hand.iter().find(|(k, cc)| cc == card && listed(*k)).map(|(k, _)| *k).unwrap_or(*id)
        };
        for o in &m.legal {
            let Order::Medieval(M::PlayCard { card: k, mode }) = o else { continue };
            if *k != twin {
                continue;
            }
            let mine = Order::Medieval(M::PlayCard { card: *id, mode: *mode });
            match mode {
                PlayMode::Normal => f.play = Some(mine),
                PlayMode::Scout => f.scout = Some(mine),
                PlayMode::Inspired(t) => {
                    let label = i18n.ta("hand-inspired", &[("action", i18n.card_title(Card::Tactic(*t)).into())]);
                    f.inspired.push((label, mine));
                }
            }
        }
        if f.play.is_none() && f.scout.is_none() {
            f.why_not = Some(why_not(i18n, v, c, *id, *card));
        }
        m.hand.push(f);
    }
    if let Some(k) = &c.scouted {
        for (id, card) in k {
            let mut f = face(i18n, *id, *card);
            f.keep = Some(Order::Medieval(M::KeepCard { card: *id }));
            m.keep.push(f);
        }
    }
    for (s, n) in c.hand_counts.iter().enumerate() {
        if s != v.side {
            m.table_info.push(i18n.ta("hand-others", &[("side", name(s).into()), ("n", (*n).into())]));
        }
    }
    m.table_info.push(i18n.ta("hand-deck", &[("deck", c.deck.into()), ("discard", c.discard.into())]));
    m.table_info.push(i18n.ta("hand-tokens", &[("n", c.tokens.get(v.side).copied().unwrap_or(0).into())]));
    m.table_info.push(i18n.ta("hand-command", &[("n", c.command.get(v.side).copied().unwrap_or(0).into())]));
    for (s, last) in c.last_played.iter().enumerate() {
        if let (true, Some(card)) = (s != v.side, last) {
            m.table_info.push(
                i18n.ta("hand-last-played", &[("side", name(s).into()), ("card", i18n.card_title(*card).into())]),
            );
        }
    }
    if let Some((written, effect, mode, _)) = &c.played {
        let t = i18n.card_title(*written);
        m.in_play = Some(match mode {
            PlayMode::Scout => i18n.ta("hand-in-play-scout", &[("card", t.into())]),
            _ if written != effect => {
                i18n.ta("hand-in-play-as", &[("card", t.into()), ("copy", i18n.card_title(*effect).into())])
            }
            _ => i18n.ta("hand-in-play", &[("card", t.into())]),
        });
    }
    m.prompt = c.pending.as_ref().map(|p| prompt(i18n, p, m));
    if m.over.is_none() {
        m.hint = hint(i18n, v, c, m);
    }
}

fn face(i18n: &I18n, id: u8, card: Card) -> CardFace {
    let (icon, accent) = match card {
        Card::Section { .. } => ("card_section", [70, 110, 60]),
        Card::Troop(_) => ("card_troop", [120, 80, 40]),
        Card::Leadership { .. } => ("card_leadership", [150, 120, 30]),
        Card::Tactic(_) => ("card_tactic", [120, 40, 40]),
    };
    CardFace {
        id,
        icon,
        accent,
        title: i18n.card_title(card),
        kind: i18n.card_kind(card),
        text: i18n.card_text(card),
        play: None,
        scout: None,
        inspired: Vec::new(),
        why_not: None,
        keep: None,
    }
}

fn why_not(i18n: &I18n, v: &SideView, c: &CardsView, id: u8, card: Card) -> String {
    if v.to_act != v.side || c.stage != Stage::Play {
        return i18n.t("hand-not-now");
    }
    match card {
        Card::Tactic(Tactic::FirstStrike) => i18n.t("hand-why-reaction"),
        Card::Tactic(Tactic::CounterAttack) => i18n.t("hand-why-counter"),
        _ => {
            let why = c.play_refusals.iter().find(|(k, _)| *k == id).map(|(_, w)| w.clone()).unwrap_or_default();
            i18n.ta("hand-cannot", &[("why", why.into())])
        }
    }
}

fn prompt(i18n: &I18n, p: &PromptView, m: &TableModel) -> PromptModel {
    let u = |id: &str| piece_name(id);
    let text = match p {
        PromptView::Melee { attacker, target } => {
            i18n.ta("prompt-melee", &[("attacker", u(attacker).into()), ("target", u(target).into())])
        }
        PromptView::Advance { unit, into } => {
            i18n.ta("prompt-advance", &[("unit", u(unit).into()), ("hex", i18n.hex(*into).into())])
        }
        PromptView::Ambush { advancer } => i18n.ta("prompt-ambush", &[("unit", u(advancer).into())]),
        PromptView::Keep { .. } => i18n.t("prompt-keep"),
    };
    let mut buttons = Vec::new();
    let mut map_targets = Vec::new();
    for o in &m.legal {
        let label = match o {
            Order::Medieval(M::React(Reaction::Pass)) => match p {
                PromptView::Ambush { .. } => i18n.t("prompt-no-ambush"),
                _ => i18n.t("prompt-let-come"),
            },
            Order::Medieval(M::React(Reaction::Evade)) => i18n.t("prompt-evade"),
            Order::Medieval(M::React(Reaction::FirstStrike)) => i18n.t("prompt-first-strike"),
            Order::Medieval(M::React(Reaction::Ambush { unit })) => {
                i18n.ta("prompt-ambush-with", &[("unit", u(unit).into())])
            }
            Order::Medieval(M::Advance { to: Some(c) }) => {
                map_targets.push((*c, o.clone()));
                i18n.ta("prompt-advance-to", &[("hex", i18n.hex(*c).into())])
            }
            Order::Medieval(M::Advance { to: None }) => i18n.t("prompt-stay"),
            _ => continue,
        };
        buttons.push((label, o.clone()));
    }
    PromptModel { text, buttons, map_targets }
}

fn hint(i18n: &I18n, v: &SideView, c: &CardsView, m: &TableModel) -> String {
    if v.to_act != v.side {
        return i18n.ta("do-wait", &[("side", m.side_name(v.to_act).into())]);
    }
    if c.pending.is_some() {
        return i18n.t("do-decide");
    }
    match c.stage {
        Stage::Play => i18n.t("do-play"),
        Stage::Order => {
            let rally = matches!(c.played, Some((_, Card::Tactic(Tactic::Rally), _, _)));
            if rally {
                i18n.ta("do-rally", &[("n", c.dice_left.len().into())])
            } else if !c.dice_left.is_empty() {
                i18n.ta("do-order-dice", &[("n", c.dice_left.len().into())])
            } else {
                let card = c.played.as_ref().map(|p| i18n.card_title(p.1)).unwrap_or_default();
                i18n.ta("do-order", &[("card", card.into()), ("n", c.ordered.len().into())])
            }
        }
        Stage::Move => i18n.t("do-move"),
        Stage::Fire => i18n.t("do-fire"),
        Stage::Move2 => i18n.t("do-move2"),
        Stage::Battle => i18n.t("do-battle"),
    }
}

/// A battle die face as the tray draws it: the unit symbols as coloured shapes, the rest as icons.
fn die_face(i18n: &I18n, f: Face) -> DieFace {
    let mark = match f {
        Face::Light => DieMark::Disc([60, 150, 70]),
        Face::Medium => DieMark::Triangle([50, 100, 190]),
        Face::Heavy => DieMark::Square([190, 50, 45]),
        Face::Helmet => DieMark::Icon("die_helmet"),
        Face::Flag => DieMark::Icon("die_flag"),
        Face::Swords => DieMark::Icon("die_swords"),
    };
    DieFace { mark, name: i18n.face(f) }
}

/// The step of the turn as the table model names it.
pub fn step_key(s: Stage) -> &'static str {
    match s {
        Stage::Play => "play",
        Stage::Order => "order",
        Stage::Move => "move",
        Stage::Fire => "fire",
        Stage::Move2 => "move2",
        Stage::Battle => "battle",
    }
}
