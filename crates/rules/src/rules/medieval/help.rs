//! What the Medieval rules help may name beyond the shared lists: the command cards, and the battle die's faces.

use crate::rules::glossary::{Cell, Glossary, HelpTable, variants};

pub fn glossary() -> Glossary {
    let mut g = Glossary::default();
    g.add("card", variants::<super::Card>().iter().copied());
    g.add("card", variants::<super::cards::Tactic>().iter().copied());
    g.add("card", variants::<super::cards::Troop>().iter().copied());
    g
}

/// The battle die: each face and what it scores, from the die the engine rolls.
pub fn tables() -> Vec<(&'static str, HelpTable)> {
    use super::dice::Face;
    let rows = Face::ALL
        .iter()
        .map(|f| {
            let scores = match (f.class(), f) {
                (Some(crate::rules::UnitClass::Light), _) => "help-med-hits-light",
                (Some(crate::rules::UnitClass::Medium), _) => "help-med-hits-medium",
                (Some(_), _) => "help-med-hits-heavy",
                (None, Face::Helmet) => "help-med-helmet",
                (None, Face::Flag) => "help-med-flag",
                (None, _) => "help-med-swords",
            };
            vec![Cell::text(f), Cell::Key(scores)]
        })
        .collect();
    vec![("dice", HelpTable { columns: vec!["help-col-face", "help-col-effect"], rows })]
}
