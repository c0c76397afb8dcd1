//! What the Sharp Practice rules help may name beyond the shared lists: the cards of the activation deck, drill,
//! and the charts the engine reads (to hit by weapon and range, what a hit does, cover).

use super::data::{self, Cover, HitEffect, Weapon};
use crate::rules::glossary::{Cell, Glossary, HelpTable, variants};
use crate::rules::terrain::Terrain;

pub fn glossary() -> Glossary {
    let mut g = Glossary::default();
    g.add("card", variants::<super::state::CardOf>().iter().copied());
    g.add("drill", variants::<data::Drill>().iter().copied());
    g
}

fn cover_key(c: Cover) -> &'static str {
    match c {
        Cover::Open => "help-sp-cover-open",
        Cover::Light => "help-sp-cover-light",
        Cover::Cover => "help-sp-cover-cover",
        Cover::Heavy => "help-sp-cover-heavy",
    }
}

pub fn tables() -> Vec<(&'static str, HelpTable)> {
    // To hit: each weapon, in line and skirmishing, at 1 to 8 hexes.
    let mut to_hit = Vec::new();
    for (w, key) in [
        (Weapon::Musket, "help-sp-musket"),
        (Weapon::Rifle, "help-sp-rifle"),
        (Weapon::Carbine, "help-sp-carbine"),
        (Weapon::LightGun, "help-sp-light-gun"),
    ] {
        for skirmish in [false, true] {
            if skirmish && matches!(w, Weapon::Carbine | Weapon::LightGun) {
                continue;
            }
            let mut row = vec![Cell::Key(key), Cell::Key(if skirmish { "help-sp-skirmish" } else { "help-sp-line" })];
            row.extend(
                (1..=8)
                    .map(|h| data::to_hit(w, skirmish, h).map_or(Cell::text("–"), |n| Cell::text(format!("{n}+")))),
            );
            to_hit.push(row);
        }
    }
    let mut columns = vec!["help-col-weapon", "help-col-order"];
    columns.extend(["1", "2", "3", "4", "5", "6", "7", "8"]);
    let effects = (1..=6)
        .map(|r| {
            let k = match data::hit_effect(r) {
                HitEffect::Miss => "help-sp-hit-miss",
                HitEffect::Shock => "help-sp-hit-shock",
                HitEffect::Kill => "help-sp-hit-kill",
            };
            vec![Cell::text(r), Cell::Key(k)]
        })
        .collect();
    let cover =
        Terrain::ALL.iter().map(|t| vec![Cell::Terrain(*t), Cell::Key(cover_key(data::terrain_cover(*t)))]).collect();
    // Sharp Practice moves by dice, not by the shared chart: its own ground and obstacle tables replace the shared
    // terrain and hexside tables.
    let p = crate::rules::Ruleset::SharpPractice.params();
    let inches = |n: Option<u8>| n.map_or(Cell::Key("help-impassable"), |n| Cell::text(format!("{n}\"")));
    let dice = |n: Option<u8>| n.map_or(Cell::Key("help-impassable"), Cell::text);
    let ground = Terrain::ALL
        .iter()
        .map(|t| {
            vec![
                Cell::Terrain(*t),
                inches(data::terrain_penalty(*t, false)),
                inches(data::terrain_penalty(*t, true)),
                crate::rules::glossary::sight_cell((p.terrain)(*t).sight),
            ]
        })
        .collect();
    let obstacles = crate::rules::terrain::HexsideKind::ALL
        .iter()
        .map(|k| {
            vec![
                Cell::Hexside(*k),
                dice(data::obstacle_dice(*k, false)),
                dice(data::obstacle_dice(*k, true)),
                crate::rules::glossary::sight_cell((p.hexside)(*k).1),
            ]
        })
        .collect();
    vec![
        (
            "terrain",
            HelpTable {
                columns: vec![
                    "help-col-terrain",
                    "help-sp-col-foot-inches",
                    "help-sp-col-horse-inches",
                    "help-col-sight",
                ],
                rows: ground,
            },
        ),
        (
            "hexsides",
            HelpTable {
                columns: vec!["help-col-hexside", "help-sp-col-foot-dice", "help-sp-col-horse-dice", "help-col-sight"],
                rows: obstacles,
            },
        ),
        ("to-hit", HelpTable { columns, rows: to_hit }),
        ("hit-effects", HelpTable { columns: vec!["help-col-roll", "help-col-effect"], rows: effects }),
        ("cover", HelpTable { columns: vec!["help-col-terrain", "help-col-cover"], rows: cover }),
    ]
}
