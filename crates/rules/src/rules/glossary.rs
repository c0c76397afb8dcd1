//! What a ruleset's rules help may name, drawn from the engine itself: its orders (the variants of its order type,
//! read off its serde description, so a new order is in the list the moment it exists), its cards, its unit types,
//! terrain and hexsides, and the tables it plays by, each built from the data the engine reads. The help text
//! (`docs/help/`) names these, and a test refuses a name the engine does not have.

use super::ruleset::Ruleset;
use super::terrain::{HexsideKind, SightEffect, Terrain};
use serde::Deserialize;
use serde::de::{self, Visitor};

/// The names a ruleset's help may use, by kind: `order`, `card`, `unit`, `terrain`, `hexside`, `table`.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Glossary {
    pub entries: Vec<(&'static str, Vec<String>)>,
}

impl Glossary {
    /// Add `names` under `kind`.
    pub fn add<S: ToString>(&mut self, kind: &'static str, names: impl IntoIterator<Item = S>) {
        let names: Vec<String> = names.into_iter().map(|n| n.to_string()).collect();
        match self.entries.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, v)) => v.extend(names),
            None => self.entries.push((kind, names)),
        }
    }

    /// The names of `kind`.
    pub fn of(&self, kind: &str) -> &[String] {
        self.entries.iter().find(|(k, _)| *k == kind).map_or(&[], |(_, v)| v.as_slice())
    }

    /// Whether `kind:name` is something this ruleset has.
    pub fn has(&self, kind: &str, name: &str) -> bool {
        self.of(kind).iter().any(|n| n == name)
    }
}

/// One cell of a help table: plain text (a number, a range), or a word the client says in the player's language:
/// an interface key, a unit type's id, a terrain or a hexside.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Cell {
    Text(String),
    Key(&'static str),
    /// An interface key that takes a number (`$n`).
    KeyN(&'static str, i64),
    Unit(&'static str),
    Terrain(Terrain),
    Hexside(HexsideKind),
    /// Something on a hex (a fortification).
    Marker(super::terrain::HexMarker),
}

impl Cell {
    pub fn text(s: impl ToString) -> Cell {
        Cell::Text(s.to_string())
    }
}

/// A table of the rules help, built from the engine's own data: its columns (interface keys) and rows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HelpTable {
    pub columns: Vec<&'static str>,
    pub rows: Vec<Vec<Cell>>,
}

/// The name of an enum value's variant, as its `Serialize` writes it (`Move` for `MedOrder::Move { .. }`); for a
/// value wrapped in another enum (`Order::Medieval(..)`), the outer variant's.
pub fn variant_name<T: serde::Serialize>(v: &T) -> Option<String> {
    match serde_json::to_value(v).ok()? {
        serde_json::Value::String(s) => Some(s),
        serde_json::Value::Object(m) => m.keys().next().cloned(),
        _ => None,
    }
}

/// The kind of a ruleset's order (`Move`, `PlayCard`…), as the glossary names it.
pub fn order_kind(o: &super::registry::Order) -> Option<String> {
    match serde_json::to_value(o).ok()? {
        serde_json::Value::Object(m) => match m.into_iter().next()?.1 {
            serde_json::Value::String(s) => Some(s),
            serde_json::Value::Object(inner) => inner.keys().next().cloned(),
            _ => None,
        },
        _ => None,
    }
}

/// The variants of an enum, as its `Deserialize` describes them: a deserializer that asks for nothing but the list.
pub fn variants<T: for<'de> Deserialize<'de>>() -> &'static [&'static str] {
    let mut got: &'static [&'static str] = &[];
    let _ = T::deserialize(Names(&mut got));
    got
}

struct Names<'a>(&'a mut &'static [&'static str]);

#[derive(Debug)]
struct Stop;

impl std::fmt::Display for Stop {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("names read")
    }
}

impl std::error::Error for Stop {}

impl de::Error for Stop {
    fn custom<T: std::fmt::Display>(_: T) -> Self {
        Stop
    }
}

impl<'de> de::Deserializer<'de> for Names<'_> {
    type Error = Stop;

    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Stop> {
        Err(Stop)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _: &'static str,
        variants: &'static [&'static str],
        _: V,
    ) -> Result<V::Value, Stop> {
        *self.0 = variants;
        Err(Stop)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf option unit unit_struct
        newtype_struct seq tuple tuple_struct map struct identifier ignored_any
    }
}

/// The terrain and hexsides a ruleset's charts speak of (those it treats as it treats open ground are left out,
/// but for open ground itself).
fn charted(r: Ruleset) -> (Vec<Terrain>, Vec<HexsideKind>) {
    let p = r.params();
    let open = (p.terrain)(Terrain::Open);
    let terrain = Terrain::ALL.iter().copied().filter(|t| *t == Terrain::Open || (p.terrain)(*t) != open).collect();
    let sides = HexsideKind::ALL.iter().copied().filter(|k| (p.hexside)(*k) != (Some(0), SightEffect::Clear)).collect();
    (terrain, sides)
}

pub fn sight_cell(s: SightEffect) -> Cell {
    match s {
        SightEffect::Clear => Cell::Key("help-sight-clear"),
        SightEffect::Hindrance(n) => Cell::KeyN("help-sight-hinders", i64::from(n)),
        SightEffect::Obstacle => Cell::Key("help-sight-blocks"),
    }
}

/// The tables every ruleset has, from its parameters: its units, its terrain chart and its hexside chart.
fn shared_table(r: Ruleset, name: &str) -> Option<HelpTable> {
    let p = r.params();
    match name {
        "units" => {
            // Columns that say nothing here (every unit the same strength, none mounted) are left out.
            let strengths = p.catalog.iter().any(|u| u.strength != p.catalog[0].strength);
            let mounted = p.catalog.iter().any(|u| u.mounted);
            let mut columns = vec!["help-col-unit"];
            columns.extend(strengths.then_some("help-col-strength"));
            columns.push("help-col-move");
            columns.extend(mounted.then_some("help-col-mounted"));
            let rows = p
                .catalog
                .iter()
                .map(|u| {
                    let mut row = vec![Cell::Unit(u.id)];
                    row.extend(strengths.then(|| Cell::text(u.strength)));
                    row.push(Cell::text(u.movement));
                    row.extend(mounted.then_some(Cell::Key(if u.mounted { "help-yes" } else { "help-no" })));
                    row
                })
                .collect();
            Some(HelpTable { columns, rows })
        }
        "terrain" => Some(HelpTable {
            columns: vec!["help-col-terrain", "help-col-cost", "help-col-stops", "help-col-sight"],
            rows: charted(r)
                .0
                .into_iter()
                .map(|t| {
                    let pr = (p.terrain)(t);
                    vec![
                        Cell::Terrain(t),
                        pr.move_cost.map_or(Cell::Key("help-impassable"), Cell::text),
                        Cell::Key(if pr.stops_movement { "help-yes" } else { "help-no" }),
                        sight_cell(pr.sight),
                    ]
                })
                .collect(),
        }),
        "hexsides" => Some(HelpTable {
            columns: vec!["help-col-hexside", "help-col-extra-cost", "help-col-sight"],
            rows: charted(r)
                .1
                .into_iter()
                .map(|k| {
                    let (cost, sight) = (p.hexside)(k);
                    vec![Cell::Hexside(k), cost.map_or(Cell::Key("help-impassable"), Cell::text), sight_cell(sight)]
                })
                .collect(),
        }),
        _ => None,
    }
}

impl Ruleset {
    /// Everything this ruleset's help may name: the shared kinds (orders, units, terrain, hexsides, the shared
    /// tables) and what its engine adds (cards, its own tables).
    pub fn glossary(self) -> Glossary {
        let mut g = self.engine_glossary();
        g.add("order", self.order_kinds().iter().copied());
        g.add("unit", self.params().catalog.iter().map(|u| u.id));
        let (terrain, sides) = charted(self);
        g.add("terrain", terrain.iter().map(|t| t.name()));
        g.add("hexside", sides.iter().map(|k| k.name()));
        g.add("table", ["units", "terrain", "hexsides"]);
        // A ruleset's own table of a shared name replaces the shared one (it is listed once).
        g.add(
            "table",
            self.engine_tables()
                .into_iter()
                .map(|(n, _)| n)
                .filter(|n| !matches!(*n, "units" | "terrain" | "hexsides")),
        );
        g
    }

    /// A table of the help by name, from the engine's data; `None` when the ruleset has no such table. The
    /// ruleset's own comes first: it may replace a shared table whose chart it does not play by.
    pub fn help_table(self, name: &str) -> Option<HelpTable> {
        self.engine_tables().into_iter().find(|(n, _)| *n == name).map(|(_, t)| t).or_else(|| shared_table(self, name))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ruleset_lists_its_orders_and_units() {
        for r in Ruleset::KNOWN {
            let g = r.glossary();
            assert!(g.of("order").len() >= 2, "{r:?}: {:?}", g.of("order"));
            assert!(!g.of("unit").is_empty());
            for t in g.of("table") {
                assert!(r.help_table(t).is_some_and(|t| !t.rows.is_empty()), "{r:?}: table {t} is empty");
            }
        }
        let med = Ruleset::Medieval.glossary();
        assert!(med.has("order", "PlayCard") && med.has("order", "Move") && !med.has("order", "Charge"));
        assert!(med.has("card", "Ambush") && med.has("table", "terrain"));
        assert!(!Ruleset::NinthAge.glossary().has("order", "PlayCard"));
        use crate::rules::medieval::{Card, MedOrder, cards::Tactic};
        assert_eq!(variant_name(&Card::Tactic(Tactic::FirstStrike)).as_deref(), Some("Tactic"));
        assert_eq!(variant_name(&Tactic::FirstStrike).as_deref(), Some("FirstStrike"));
        let o = crate::rules::registry::Order::Medieval(MedOrder::EndTurn);
        assert_eq!(order_kind(&o).as_deref(), Some("EndTurn"));
    }
}

#[cfg(test)]
mod print {
    #[test]
    #[ignore]
    fn print_glossaries() {
        for r in super::Ruleset::ALL {
            println!("== {}", r.id());
            for (k, v) in &r.glossary().entries {
                println!("{k}: {}", v.join(", "));
            }
        }
    }
}
