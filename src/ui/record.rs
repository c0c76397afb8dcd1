//! A finished game's record: its orders replayed and what happened written out turn by turn, side by side, in the
//! player's language, as plain text to keep next to the save. Events only one side saw at the time say so. Only a
//! finished game has a record: a running game's would tell one side what is hidden from it.

use crate::game::Session;
use crate::game::messages::SideOrder;
use crate::rules::engine::Audience;
use crate::scenario::Scenario;
use crate::ui::i18n::I18n;
use std::fmt::Write;
use std::sync::Arc;

/// The record of the game played from `scenario` and `seed` by `orders`, or why there is none (an order refused
/// on replay, or the game not finished).
pub fn record(scenario: &Arc<Scenario>, seed: u64, orders: &[SideOrder], i18n: &I18n) -> Result<String, String> {
    let lang = i18n.lang().code();
    // Pieces are named as this scenario names them, whatever game the table holds.
    let mut words = I18n::new(i18n.lang());
    words.set_names(scenario.file().names_in(lang));
    let i18n = &words;
    let names: Vec<String> = scenario.sides().iter().map(|s| s.name_in(lang).to_string()).collect();
    let name = |s: usize| names.get(s).cloned().unwrap_or_default();
    let mut s = Session::replay(scenario.clone(), seed, &[]).map_err(|(i, why)| format!("order {}: {why}", i + 1))?;
    let mut body = String::new();
    let mut turn = 0;
    let mut acting = usize::MAX;
    for (i, o) in orders.iter().enumerate() {
        let before = s.log().len();
        s.submit(o.side, o.order.clone()).map_err(|why| format!("order {}: {why}", i + 1))?;
        let now = s.state().common().turn;
        if now != turn && s.log().len() > before {
            turn = now;
            acting = usize::MAX;
            let _ = writeln!(body, "\n{}", i18n.ta("record-turn", &[("turn", turn.into())]));
        }
        let events = &s.log()[before..];
        if events.is_empty() {
            continue;
        }
        if o.side != acting {
            acting = o.side;
            let _ = writeln!(body, "  {}", name(o.side));
        }
        for (e, audience) in events {
            let text = i18n.outcome(e, &names);
            match audience {
                Audience::All => {
                    let _ = writeln!(body, "    - {text}");
                }
                Audience::Only(k) => {
                    let _ = writeln!(body, "    - {text} {}", i18n.ta("record-only", &[("side", name(*k).into())]));
                }
            }
        }
    }
    let Some((winner, reason)) = s.result().cloned() else {
        return Err(i18n.t("record-not-over"));
    };
    let (head, why) = i18n.game_over(winner.map(name).as_deref(), &reason);
    let meta = &scenario.file().meta;
    let mut out = String::new();
    let _ = writeln!(out, "{}", i18n.ta("record-title", &[("scenario", meta.name_in(lang).to_string().into())]));
    let _ = writeln!(out, "{}", i18n.ta("title-sides", &[("a", name(0).into()), ("b", name(1).into())]));
    let _ = writeln!(
        out,
        "{}",
        i18n.ta(
            "record-facts",
            &[("seed", seed.to_string().into()), ("orders", orders.len().into()), ("turns", turn.into())]
        )
    );
    let scores: Vec<String> = (0..names.len())
        .map(|k| format!("{} {}", name(k), s.state().common().scores.get(k).copied().unwrap_or(0)))
        .collect();
    let _ = writeln!(out, "{head}. {why}. {}", scores.join(", "));
    out.push_str(&body);
    Ok(out)
}

/// The name a record is kept under: the save's, or a new one for the game at the table, ending `.record.txt`.
pub fn record_name(save_name: &str, scenario: &str, turn: u32) -> String {
    let stem = save_name.strip_suffix(".save.ron").filter(|s| !s.is_empty()).map(str::to_string);
    let stem = stem.unwrap_or_else(|| {
        let n = crate::ui::storage::new_save_name(scenario, turn);
        n.strip_suffix(".save.ron").unwrap_or(&n).to_string()
    });
    format!("{stem}.record.txt")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::Lang;

    /// A game of random orders played to its end.
    fn finished(file: &str, seed: u64) -> (Arc<Scenario>, Vec<SideOrder>) {
        let text = crate::scenario::bundled(file).unwrap();
        let scenario = Arc::new(crate::scenario::load_str(text, file).unwrap());
        let mut s = Session::replay(scenario.clone(), seed, &[]).unwrap();
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(seed);
        hexmarshal_rules::ai::policy::play_randomly(&mut s, 20_000, &mut rng);
        assert!(s.is_over());
        (scenario, s.history().iter().map(|(o, _)| o.clone()).collect())
    }

    #[test]
    fn a_finished_game_reads_turn_by_turn_in_both_languages() {
        let (scenario, orders) = finished("hastings_1066.ron", 5);
        for lang in [Lang::En, Lang::Ru] {
            let i18n = I18n::new(lang);
            let text = record(&scenario, 5, &orders, &i18n).unwrap();
            let first = text.lines().next().unwrap();
            assert!(first.contains(scenario.file().meta.name_in(lang.code())), "{first}");
            assert!(text.contains(&i18n.ta("record-turn", &[("turn", 1.into())])), "{text}");
            assert!(text.lines().filter(|l| l.starts_with("    - ")).count() > 20, "{text}");
            // Every event in words: no message id and no Rust debug text left in it.
            assert!(!text.contains("ev-") && !text.contains("record-") && !text.contains('{'), "{text}");
            if lang == Lang::Ru {
                assert!(text.contains("Ход 1"), "{text}");
            }
        }
        // A running game has none.
        let i18n = I18n::new(Lang::En);
        assert_eq!(record(&scenario, 5, &orders[..orders.len() - 1], &i18n), Err(i18n.t("record-not-over")));
    }

    #[test]
    fn records_are_named_after_their_save() {
        assert_eq!(record_name("hastings_turn3_1.save.ron", "x", 1), "hastings_turn3_1.record.txt");
        assert!(record_name("", "Hastings, 1066", 4).ends_with(".record.txt"));
    }
}
