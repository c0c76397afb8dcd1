//! What the Combat Commander rules help may name beyond the shared lists: the Fate card's halves (orders, actions,
//! events, triggers), fortifications, and the cover chart the engine reads.

use crate::rules::glossary::{Cell, Glossary, HelpTable, variants};
use crate::rules::terrain::{Fortification, HexMarker, Terrain};

pub fn glossary() -> Glossary {
    let mut g = Glossary::default();
    g.add("card", variants::<super::data::OrderHalf>().iter().copied());
    g.add("card", variants::<super::data::ActionHalf>().iter().copied());
    g.add("card", variants::<super::data::EventHalf>().iter().copied());
    g.add("card", variants::<super::data::Trigger>().iter().copied());
    g.add("fortification", variants::<Fortification>().iter().copied());
    g
}

/// Cover: each terrain's (on level ground), then each fortification's.
pub fn tables() -> Vec<(&'static str, HelpTable)> {
    let mut rows: Vec<Vec<Cell>> =
        Terrain::ALL.iter().map(|t| vec![Cell::Terrain(*t), Cell::text(super::data::cover(*t, 0))]).collect();
    for f in [Fortification::Foxholes, Fortification::Trench, Fortification::Pillbox, Fortification::Bunker] {
        rows.push(vec![Cell::Marker(HexMarker::Fort(f)), Cell::text(super::data::fort_cover(f))]);
    }
    vec![("cover", HelpTable { columns: vec!["help-col-place", "help-col-cover"], rows })]
}
