//! The client adapters: one per ruleset, each turning its part of the seated side's view into panels of the table model (a hand, a dice tray, a prompt with choices, a hint) and its events into words. This is the one place in the client that names rulesets.

use crate::game::side_view::SideView;
use crate::rules::registry::{Order, RulesEvent, RulesRefusal, RulesView};
use crate::ui::i18n::I18n;
use crate::ui::model::TableModel;

/// The one list of client adapters: each ruleset's adapter module (`ui/rulesets/<module>.rs`, with `fill`, `event`,
/// `refusal` and `order`) and the prefix of its translation keys. Everything below that dispatches to an adapter is
/// derived from it.
macro_rules! adapters {
    ($( $v:ident => $m:ident, $prefix:literal; )+) => {
        $( pub mod $m; )+

        /// The prefix of every translation key that belongs to one ruleset (its events, refusals, prompts and its
        /// units' names, `{prefix}-unit-{id}`): each ruleset's words live apart, so two rulesets may use the same
        /// unit id or event name for different things. Generic keys have none of these prefixes.
        pub fn prefix(r: crate::rules::Ruleset) -> &'static str {
            match r { $( crate::rules::Ruleset::$v => $prefix, )+ }
        }

        /// Fill the ruleset's own panels of the table model, and the hint.
        pub fn fill(m: &mut TableModel, v: &SideView, i18n: &I18n) {
            match &v.rules { $( RulesView::$v(c) => $m::fill(m, v, c, i18n), )+ }
        }

        /// A ruleset's event in words, in the interface's language.
        pub fn event(i18n: &I18n, e: &RulesEvent, names: &[String]) -> String {
            match e { $( RulesEvent::$v(e) => $m::event(i18n, e, names), )+ }
        }

        /// Why a ruleset refused an order, in the interface's language.
        pub fn refusal(i18n: &I18n, r: &RulesRefusal) -> String {
            match r { $( RulesRefusal::$v(r) => $m::refusal(i18n, r), )+ }
        }

        /// An order in words, in the interface's language.
        pub fn order(i18n: &I18n, o: &Order) -> String {
            match o { $( Order::$v(o) => $m::order(i18n, o), )+ }
        }

        /// Each adapter's source, by ruleset (for the tests that read which keys it names).
        #[cfg(test)]
        fn adapter_sources() -> Vec<(crate::rules::Ruleset, &'static str)> {
            vec![$( (crate::rules::Ruleset::$v, include_str!(concat!(stringify!($m), ".rs"))), )+]
        }
    };
}

adapters! {
    Medieval => medieval, "med";
    CombatCommander => combat_commander, "cc";
    SharpPractice => sharp_practice, "sp";
    MusketPike => musket_pike, "mp";
    NinthAge => ninth_age, "na";
    Duel => duel, "duel";
}

/// What the editor shows of a unit kind besides its name: its profile, in a ruleset that has profiles.
pub fn kind_notes(i18n: &I18n, r: crate::rules::Ruleset, kind: &str) -> Vec<String> {
    match r {
        crate::rules::Ruleset::NinthAge => ninth_age::kind_notes(i18n, kind),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::Ruleset;
    use crate::ui::i18n::{I18n, Lang};

    /// Each adapter's source, by ruleset.
    fn adapters() -> Vec<(Ruleset, &'static str)> {
        super::adapter_sources()
    }

    /// The translation keys a source names: string literals that open a key (`"prefix-...`).
    fn keys(src: &str) -> Vec<&str> {
        let key_char = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || "-_{}:?".contains(c);
        src.split('"').skip(1).step_by(2).filter(|s| s.contains('-') && s.chars().all(key_char)).collect()
    }

    #[test]
    fn no_adapter_borrows_another_rulesets_words() {
        let prefixes: Vec<(Ruleset, String)> =
            Ruleset::KNOWN.iter().map(|&r| (r, format!("{}-", super::prefix(r)))).collect();
        let mut found = Vec::new();
        for (r, src) in adapters() {
            for k in keys(src) {
                for (other, p) in &prefixes {
                    if *other != r && k.starts_with(p.as_str()) {
                        found.push(format!("the {r} adapter uses `{k}`, a key of {other}"));
                    }
                }
            }
        }
        assert!(found.is_empty(), "{}", found.join("\n"));
    }

    /// A key an adapter names outside its own prefix is a shared word (the generic client's or another adapter's
    /// too), never one only this ruleset uses: a ruleset's own words live under its prefix, so two rulesets cannot
    /// come to share a key by accident.
    #[test]
    fn an_adapters_keys_outside_its_prefix_are_shared_words() {
        let en = I18n::new(Lang::En);
        let generic: Vec<&str> = [
            include_str!("../panels.rs"),
            include_str!("../model.rs"),
            include_str!("../i18n.rs"),
            include_str!("../mod.rs"),
            include_str!("../../screens/mod.rs"),
        ]
        .into_iter()
        .flat_map(keys)
        .collect();
        let all = adapters();
        let mut found = Vec::new();
        for (r, src) in &all {
            let own = format!("{}-", super::prefix(*r));
            for k in keys(src).into_iter().filter(|k| !k.starts_with(&own) && en.has(k)) {
                let shared = generic.contains(&k) || all.iter().any(|(o, other)| o != r && keys(other).contains(&k));
                if !shared {
                    found.push(format!("the {r} adapter alone uses `{k}`: put it under `{own}`"));
                }
            }
        }
        assert!(found.is_empty(), "{}", found.join("\n"));
    }

    #[test]
    fn every_fixed_key_an_adapter_names_exists_in_both_languages() {
        for lang in Lang::ALL {
            let i = I18n::new(lang);
            for (r, src) in adapters() {
                // The keys it looks up as they are (`.t("...")`, `.ta("...", ...)`); a key formatted at run time is one
                // of a family, checked by the adapter's own tests.
                let after = |call: &'static str| src.split(call).skip(1).filter_map(|s| s.split('"').next());
                let looked_up = after(".t(\"").chain(after(".ta(\""));
                for k in looked_up {
                    if super::prefix(r) == k.split('-').next().unwrap_or("") {
                        assert!(i.has(k), "{lang:?}: the {r} adapter names `{k}`, which is not translated");
                    }
                }
            }
        }
    }
}
