//! The client adapters: one per ruleset, each turning its part of the seated side's view into panels of the table model (a hand, a dice tray, a prompt with choices, a hint) and its events into words. This is the one place in the client that names rulesets.

pub mod combat_commander;
pub mod duel;
pub mod medieval;
pub mod musket_pike;
pub mod ninth_age;
pub mod sharp_practice;

use crate::game::side_view::SideView;
use crate::rules::registry::{Order, RulesEvent, RulesRefusal, RulesView};
use crate::ui::i18n::I18n;
use crate::ui::model::TableModel;

/// Fill the ruleset's own panels of the table model, and the hint.
pub fn fill(m: &mut TableModel, v: &SideView, i18n: &I18n) {
    match &v.rules {
        RulesView::Medieval(c) => medieval::fill(m, v, c, i18n),
        RulesView::NinthAge(c) => ninth_age::fill(m, v, c, i18n),
        RulesView::Duel(d) => duel::fill(m, v, d, i18n),
        RulesView::CombatCommander(c) => combat_commander::fill(m, v, c, i18n),
        RulesView::SharpPractice(c) => sharp_practice::fill(m, v, c, i18n),
        RulesView::MusketPike(c) => musket_pike::fill(m, v, c, i18n),
    }
}

/// A ruleset's event in words, in the interface's language.
pub fn event(i18n: &I18n, e: &RulesEvent, names: &[String]) -> String {
    match e {
        RulesEvent::Medieval(e) => i18n.med_event(e, names),
        RulesEvent::NinthAge(e) => ninth_age::event(i18n, e, names),
        RulesEvent::Duel(e) => duel::event(i18n, e, names),
        RulesEvent::CombatCommander(e) => combat_commander::event(i18n, e, names),
        RulesEvent::SharpPractice(e) => sharp_practice::event(i18n, e, names),
        RulesEvent::MusketPike(e) => musket_pike::event(i18n, e, names),
    }
}

/// Why a ruleset refused an order, in the interface's language.
pub fn refusal(i18n: &I18n, r: &RulesRefusal) -> String {
    match r {
        RulesRefusal::Medieval(r) => i18n.med_refusal(r),
        RulesRefusal::NinthAge(r) => ninth_age::refusal(i18n, r),
        RulesRefusal::Duel(r) => duel::refusal(i18n, r),
        RulesRefusal::CombatCommander(r) => combat_commander::refusal(i18n, r),
        RulesRefusal::SharpPractice(r) => sharp_practice::refusal(i18n, r),
        RulesRefusal::MusketPike(r) => musket_pike::refusal(i18n, r),
    }
}

/// An order in words, in the interface's language.
pub fn order(i18n: &I18n, o: &Order) -> String {
    match o {
        Order::Medieval(o) => i18n.med_order(o),
        Order::NinthAge(o) => ninth_age::order(i18n, o),
        Order::Duel(o) => duel::order(i18n, o),
        Order::CombatCommander(o) => combat_commander::order(i18n, o),
        Order::SharpPractice(o) => sharp_practice::order(i18n, o),
        Order::MusketPike(o) => musket_pike::order(i18n, o),
    }
}

/// What the editor shows of a unit kind besides its name: its profile, in a ruleset that has profiles.
pub fn kind_notes(i18n: &I18n, r: crate::rules::Ruleset, kind: &str) -> Vec<String> {
    match r {
        crate::rules::Ruleset::NinthAge => ninth_age::kind_notes(i18n, kind),
        _ => Vec::new(),
    }
}
