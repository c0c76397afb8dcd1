//! What the 9th Age rules help may name beyond the shared lists: reactions to a charge, special rules, and the
//! to-wound chart the engine reads.

use crate::rules::glossary::{Cell, Glossary, HelpTable, variants};

pub fn glossary() -> Glossary {
    let mut g = Glossary::default();
    g.add("reaction", variants::<super::orders::Reaction>().iter().copied());
    g.add("special", variants::<super::data::Special>().iter().copied());
    g
}

/// To wound: the attack's Strength down the side, the target's Resilience across.
pub fn tables() -> Vec<(&'static str, HelpTable)> {
    let rows = (1..=6u8)
        .map(|s| {
            let mut row = vec![Cell::text(s)];
            row.extend((1..=6u8).map(|r| Cell::text(format!("{}+", super::data::to_wound(s, r)))));
            row
        })
        .collect();
    vec![("to-wound", HelpTable { columns: vec!["help-col-attack-strength", "1", "2", "3", "4", "5", "6"], rows })]
}
