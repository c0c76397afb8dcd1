//! The client adapter of the test ruleset Duel: the side's own guard, the enemy's once beaten, Strike as a button, and its events in words.

use crate::game::side_view::SideView;
use crate::rules::duel::{DuelEvent, DuelOrder, DuelRefusal, DuelView};
use crate::rules::engine::Shape;
use crate::ui::i18n::I18n;
use crate::ui::model::{PromptModel, TableModel};

pub fn fill(m: &mut TableModel, v: &SideView, d: &DuelView, i18n: &I18n) {
    m.table_info.push(i18n.ta("duel-my-guard", &[("n", d.my_guard.into())]));
    if let Some(g) = d.enemy_guard {
        m.table_info.push(i18n.ta("duel-enemy-guard", &[("n", g.into())]));
    }
    if m.my_turn {
        let buttons =
            m.legal.iter().filter(|o| o.shape() == Shape::Other).map(|o| (i18n.t("duel-strike"), o.clone())).collect();
        m.prompt = Some(PromptModel { text: i18n.t("duel-prompt"), buttons, map_targets: Vec::new() });
    }
    if m.over.is_none() {
        m.hint = if m.my_turn {
            i18n.t("duel-prompt")
        } else {
            i18n.ta("do-wait", &[("side", m.side_name(v.to_act).into())])
        };
    }
}

pub fn event(i18n: &I18n, e: &DuelEvent, names: &[String]) -> String {
    let side = |s: &usize| names.get(*s).cloned().unwrap_or_else(|| s.to_string());
    match e {
        DuelEvent::Rolled { side: s, roll } => {
            i18n.ta("duel-rolled", &[("side", side(s).into()), ("n", (*roll).into())])
        }
        DuelEvent::Felled { side: s, guard } => {
            i18n.ta("duel-felled", &[("side", side(s).into()), ("n", (*guard).into())])
        }
        DuelEvent::Parried { side: s } => i18n.ta("duel-parried", &[("side", side(s).into())]),
        DuelEvent::Guard { side: s, guard } => {
            i18n.ta("duel-guard", &[("side", side(s).into()), ("n", (*guard).into())])
        }
    }
}

pub fn refusal(i18n: &I18n, r: &DuelRefusal) -> String {
    match r {
        DuelRefusal::NobodyToStrikeWith { .. } => i18n.t("duel-no-striker"),
        DuelRefusal::NobodyToStrikeAt => i18n.t("duel-no-target"),
    }
}

pub fn order(i18n: &I18n, o: &DuelOrder) -> String {
    match o {
        DuelOrder::Strike => i18n.t("duel-strike"),
        DuelOrder::Pass => i18n.t("duel-pass"),
    }
}
