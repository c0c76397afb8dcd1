//! What the Musket & Pike rules help may name beyond the shared lists: reactions, orders of a wing, and the fire and
//! close-combat result tables the engine reads.

use super::data::{self, Column};
use crate::rules::glossary::{Cell, Glossary, HelpTable, variants};

pub fn glossary() -> Glossary {
    let mut g = Glossary::default();
    g.add("reaction", variants::<super::orders::MpReaction>().iter().copied());
    g.add("command", variants::<data::Standing>().iter().copied());
    g
}

pub fn tables() -> Vec<(&'static str, HelpTable)> {
    // Fire: each column, by the modified roll's band.
    let bands: [(i32, &str); 5] = [(0, "≤0"), (1, "1–2"), (3, "3–4"), (5, "5–6"), (7, "7+")];
    let columns = [
        (Column::Front, "help-mp-front"),
        (Column::Flank, "help-mp-flank"),
        (Column::Salvo, "help-mp-salvo"),
        (Column::Musketeers, "help-mp-musketeers"),
    ];
    let fire = bands
        .iter()
        .map(|(roll, label)| {
            let mut row = vec![Cell::text(label)];
            for (c, _) in columns {
                let r = data::fire_result(c, *roll);
                row.push(Cell::text(format!("{}{}", r.hits, if r.check { " M" } else { "" })));
            }
            row
        })
        .collect();
    let mut fire_cols = vec!["help-col-roll"];
    fire_cols.extend(columns.iter().map(|(_, k)| *k));
    let melee = [(0, "≤0"), (1, "1–2"), (3, "3–5"), (6, "6+")]
        .iter()
        .map(|(m, label)| {
            let r = data::melee_result(*m);
            vec![
                Cell::text(label),
                Cell::text(r.loser_hits),
                Cell::Key(if r.check { "help-yes" } else { "help-no" }),
                Cell::text(r.retreat),
                Cell::Key(if r.broken { "help-yes" } else { "help-no" }),
            ]
        })
        .collect();
    vec![
        ("fire", HelpTable { columns: fire_cols, rows: fire }),
        (
            "melee",
            HelpTable {
                columns: vec![
                    "help-col-margin",
                    "help-col-hits",
                    "help-col-morale",
                    "help-col-retreat",
                    "help-col-broken",
                ],
                rows: melee,
            },
        ),
    ]
}
