//! Localization: one layer (Project Fluent) for every string the client shows, with English and Russian bundles compiled in.

use crate::game::messages::{EndReason, Outcome};
use bevy::prelude::*;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};

/// A language the client ships.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    En,
    Ru,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ru];

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
        }
    }

    /// The language's name in itself, for the settings list.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ru => "Русский",
        }
    }

    fn source(self) -> &'static str {
        match self {
            Lang::En => include_str!("../../assets/locales/en.ftl"),
            Lang::Ru => include_str!("../../assets/locales/ru.ftl"),
        }
    }

    /// The language for a locale tag such as `ru-RU` or `en_GB.UTF-8`; English for anything we do not ship.
    pub fn from_locale(tag: &str) -> Lang {
        let t = tag.to_ascii_lowercase();
        if t.starts_with("ru") { Lang::Ru } else { Lang::En }
    }

    /// The system's language (the browser's in a web build).
    pub fn system() -> Lang {
        sys_locale::get_locale().map(|l| Lang::from_locale(&l)).unwrap_or_default()
    }
}

fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id: unic_langid::LanguageIdentifier = lang.code().parse().expect("en and ru are valid language tags");
    let mut b = FluentBundle::new_concurrent(vec![id]);
    // Isolation marks would show as boxes in the egui font.
    b.set_use_isolating(false);
    let res = FluentResource::try_new(lang.source().to_string()).unwrap_or_else(|(res, errors)| {
        // A syntax error in a shipped file is a bug; the tests catch it. Keep what parsed.
        bevy::log::error!("{}.ftl: {} syntax errors", lang.code(), errors.len());
        res
    });
    if let Err(errors) = b.add_resource(res) {
        bevy::log::error!("{}.ftl: {} duplicate messages", lang.code(), errors.len());
    }
    b
}

/// The active language's strings, with English behind them for any message a translation lacks.
#[derive(Resource)]
pub struct I18n {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
    fallback: Option<FluentBundle<FluentResource>>,
    /// The scenario's names of its pieces and objectives in this language, by id (`ScenarioFile::names_in`).
    names: std::collections::BTreeMap<String, String>,
}

/// A named argument of a message.
pub type Arg<'a> = (&'a str, FluentValue<'a>);

impl I18n {
    pub fn new(lang: Lang) -> I18n {
        I18n {
            lang,
            bundle: bundle(lang),
            fallback: (lang != Lang::En).then(|| bundle(Lang::En)),
            names: Default::default(),
        }
    }

    /// The names pieces and objectives are worded by (`ScenarioFile::names_in` in this language).
    pub fn names(&self) -> &std::collections::BTreeMap<String, String> {
        &self.names
    }

    pub fn set_names(&mut self, names: std::collections::BTreeMap<String, String>) {
        self.names = names;
    }

    /// A piece or objective as players read it: the scenario's name for it in this language, else its id worded
    /// (`huscarls_2` reads "Huscarls 2"). Only ids the reader's view shows are ever worded, so a name tells nothing
    /// its id would not.
    pub fn piece(&self, id: &str) -> String {
        if let Some(n) = self.names.get(id) {
            return n.clone();
        }
        // A piece split off a named one during play (a squad deployed into teams `squad_a`, `squad_b`): the named
        // one's name, numbered.
        if let Some((base, part)) = id.rsplit_once('_')
            && let [c @ b'a'..=b'z'] = part.as_bytes()
            && let Some(n) = self.names.get(base)
        {
            return self.ta("piece-part", &[("piece", n.clone().into()), ("n", (c - b'a' + 1).into())]);
        }
        // A Big Man who took a fallen one's place (`lt_fraser+`): named after the one he replaced.
        if let Some(base) = id.strip_suffix('+') {
            return self.ta("piece-successor", &[("piece", self.piece(base).into())]);
        }
        // A view's stand-in for a piece it may not name (`hidden-2`, an enemy blind's `blind-3`), worded in this
        // language when the bundle has words for that kind of stand-in.
        if let Some((word, n)) = id.rsplit_once('-').and_then(|(w, n)| Some((w, n.parse::<u32>().ok()?))) {
            let key = format!("piece-alias-{word}");
            if self.has(&key) {
                return self.ta(&key, &[("n", n.into())]);
            }
        }
        piece_name(id)
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Does the active bundle (not the fallback) define this message?
    pub fn has(&self, key: &str) -> bool {
        self.bundle.has_message(key)
    }

    /// A message without arguments.
    pub fn t(&self, key: &str) -> String {
        self.ta(key, &[])
    }

    /// A message with named arguments. An unknown key comes back as the key itself, so it shows and gets fixed.
    pub fn ta(&self, key: &str, args: &[Arg]) -> String {
        let mut fa = FluentArgs::new();
        for (k, v) in args {
            fa.set(*k, v.clone());
        }
        for b in std::iter::once(&self.bundle).chain(self.fallback.iter()) {
            if let Some(pattern) = b.get_message(key).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return b.format_pattern(pattern, Some(&fa), &mut errors).into_owned();
            }
        }
        key.to_string()
    }

    // ------------------------------------------------------------ game vocabulary

    pub fn hex(&self, c: crate::rules::hex::Coord) -> String {
        self.ta("hex", &[("col", c.0.into()), ("row", c.1.into())])
    }

    /// A marker on a hex (smoke, fire, a fortification), in words.
    pub fn hex_marker(&self, m: crate::rules::terrain::HexMarker) -> String {
        use crate::rules::terrain::{Fortification as F, HexMarker as M};
        match m {
            M::Smoke(n) => self.ta("marker-smoke", &[("n", n.into())]),
            M::Blaze => self.t("marker-blaze"),
            M::Fort(f) => self.t(match f {
                F::Foxholes => "marker-foxholes",
                F::Trench => "marker-trench",
                F::Pillbox => "marker-pillbox",
                F::Bunker => "marker-bunker",
                F::Wire => "marker-wire",
            }),
            M::Barrage => self.t("marker-barrage"),
        }
    }

    /// A compass direction (the hexside a unit faces), in words.
    pub fn dir(&self, d: crate::rules::hex::Dir) -> String {
        self.t(&format!("dir-{d:?}"))
    }

    pub fn terrain(&self, t: crate::rules::terrain::Terrain) -> String {
        use crate::rules::terrain::Terrain as T;
        self.t(match t {
            T::Open => "terrain-open",
            T::Road => "terrain-road",
            T::Field => "terrain-field",
            T::Brush => "terrain-brush",
            T::Orchard => "terrain-orchard",
            T::Forest => "terrain-forest",
            T::BrokenGround => "terrain-broken",
            T::Marsh => "terrain-marsh",
            T::Stream => "terrain-stream",
            T::Gully => "terrain-gully",
            T::Rubble => "terrain-rubble",
            T::Building => "terrain-building",
            T::Town => "terrain-town",
            T::Water => "terrain-water",
        })
    }

    pub fn hexside(&self, k: crate::rules::terrain::HexsideKind) -> String {
        use crate::rules::terrain::HexsideKind as K;
        self.t(match k {
            K::Hedge => "hexside-hedge",
            K::Wall => "hexside-wall",
            K::Bocage => "hexside-bocage",
            K::Stream => "hexside-stream",
            K::Bridge => "hexside-bridge",
            K::Berm => "hexside-berm",
            K::Abatis => "hexside-abatis",
            K::Entrenchment => "hexside-entrenchment",
            K::Cliff => "hexside-cliff",
            K::Slope => "hexside-slope",
        })
    }

    /// What blocks a line of sight, in words, with where.
    pub fn blocker(&self, b: &crate::rules::los::Blocker) -> (String, crate::rules::hex::Coord) {
        use crate::rules::los::Blocker as B;
        let what = match b {
            B::Terrain { terrain, .. } => self.terrain(*terrain),
            B::Blaze { .. } => self.t("los-blocker-blaze"),
            B::Height { elevation, .. } => {
                format!("{} ({})", self.t("los-blocker-height"), self.ta("terrain-hill", &[("h", (*elevation).into())]))
            }
            B::Unit { .. } => self.t("los-blocker-unit"),
            B::BothSides { left, right } => format!("{} / {}", self.hex(*left), self.hex(*right)),
            B::Hexside { kind, .. } | B::Reciprocal { kind, .. } => self.hexside(*kind),
        };
        (what, Self::blocker_hex(b))
    }

    /// Where a blocker stands (for drawing the line).
    pub fn blocker_hex(b: &crate::rules::los::Blocker) -> crate::rules::hex::Coord {
        use crate::rules::los::Blocker as B;
        match b {
            B::Terrain { at, .. } | B::Blaze { at } | B::Height { at, .. } | B::Unit { at } => *at,
            B::BothSides { left, .. } => *left,
            B::Hexside { between, .. } => between.0,
            B::Reciprocal { between, .. } => between.1,
        }
    }

    /// The name of a unit kind of ruleset `r` (`{prefix}-unit-{id}`: each ruleset names its own pieces).
    pub fn unit_type(&self, r: crate::rules::Ruleset, id: &str) -> String {
        let key = format!("{}-unit-{id}", super::rulesets::prefix(r));
        if self.bundle.has_message(&key) { self.t(&key) } else { self.t("unit-unknown") }
    }

    /// Why a piece may not enter a hex, in words.
    pub fn entry_block(&self, b: &crate::rules::movement::EntryBlock) -> String {
        use crate::rules::movement::EntryBlock as E;
        use crate::rules::terrain::HexMarker;
        match b {
            E::OffMap => self.t("entry-off-map"),
            E::Impassable(t) => self.ta("entry-impassable", &[("terrain", self.terrain(*t).into())]),
            E::Marker(HexMarker::Blaze) => self.t("entry-blaze"),
            E::Marker(m @ (HexMarker::Smoke(_) | HexMarker::Fort(_) | HexMarker::Barrage)) => {
                self.ta("entry-marker", &[("marker", self.hex_marker(*m).into())])
            }
            E::HexsideImpassable(k) => self.ta("entry-hexside", &[("hexside", self.hexside(*k).into())]),
            E::EnemyInHex => self.t("entry-enemy"),
            E::HexFull => self.t("entry-full"),
            E::Overstacked { figures, limit } => {
                self.ta("entry-overstacked", &[("n", (*figures).into()), ("limit", (*limit).into())])
            }
        }
    }

    /// Why an order was refused, in the interface's language: the shared reasons here, a ruleset's own through
    /// its adapter.
    pub fn reason(&self, r: &crate::rules::engine::RejectReason) -> String {
        use crate::rules::engine::RejectReason as R;
        let u = |id: &str| -> FluentValue<'static> { self.piece(id).into() };
        match r {
            R::GameOver => self.t("refusal-game-over"),
            R::NoSuchSide { side } => self.ta("refusal-no-side", &[("n", (*side).into())]),
            R::NotYourTurn { .. } => self.t("refusal-not-your-turn"),
            R::UnknownUnit { unit } => self.ta("refusal-unknown-unit", &[("unit", u(unit))]),
            R::NotYourUnit { unit } => self.ta("refusal-not-your-unit", &[("unit", u(unit))]),
            R::AlreadyMoved { unit } => self.ta("refusal-already-moved", &[("unit", u(unit))]),
            R::OutOfReach { unit, from, to, allowance } => self.ta(
                "refusal-out-of-reach",
                &[
                    ("unit", u(unit)),
                    ("from", self.hex(*from).into()),
                    ("to", self.hex(*to).into()),
                    ("n", (*allowance).into()),
                ],
            ),
            R::CannotEnter { unit, to, why } => self.ta(
                "refusal-cannot-enter",
                &[("unit", u(unit)), ("hex", self.hex(*to).into()), ("why", self.entry_block(why).into())],
            ),
            R::CannotMove { unit } => self.ta("refusal-cannot-move", &[("unit", u(unit))]),
            R::Unsupported { .. } => self.t("refusal-unsupported"),
            R::Rule(r) => super::rulesets::refusal(self, r),
            R::NoOdds => self.t("refusal-no-odds"),
            R::Forced { why } => why.clone(),
        }
    }

    fn end_reason(&self, r: &EndReason) -> String {
        self.t(match r {
            EndReason::TargetReached => "end-target",
            EndReason::TurnLimit => "end-turns",
            EndReason::Eliminated => "end-eliminated",
            EndReason::SuddenDeath => "end-sudden-death",
            EndReason::TimeUp => "end-time-up",
            EndReason::Surrender => "end-surrender",
        })
    }

    /// Why a game ended, as a sentence.
    pub fn game_over(&self, winner: Option<&str>, reason: &EndReason) -> (String, String) {
        let head = match winner {
            Some(w) => self.ta("over-win", &[("side", w.into())]),
            None => self.t("over-draw"),
        };
        (head, self.ta("over-reason", &[("reason", self.end_reason(reason).into())]))
    }

    /// An outcome in plain words. `names` are the side names; a drawn card shows only to its drawer, and the
    /// caller passes only outcomes its side may see.
    pub fn outcome(&self, o: &Outcome, names: &[String]) -> String {
        let side = |s: &usize| names.get(*s).cloned().unwrap_or_else(|| self.ta("side-unknown", &[("n", (*s).into())]));
        match o {
            Outcome::Moved { unit, from, to, .. } => self.ta(
                "ev-moved",
                &[("unit", self.piece(unit).into()), ("from", self.hex(*from).into()), ("to", self.hex(*to).into())],
            ),
            Outcome::ObjectiveTaken { objective, at, by } => self.ta(
                "ev-objective",
                &[
                    ("side", side(by).into()),
                    ("objective", self.piece(objective).into()),
                    ("hex", self.hex(*at).into()),
                ],
            ),
            Outcome::ObjectiveRevealed { objective, at, owner } => self.ta(
                "ev-objective-revealed",
                &[
                    ("side", side(owner).into()),
                    ("objective", self.piece(objective).into()),
                    ("hex", self.hex(*at).into()),
                ],
            ),
            Outcome::ScoreChanged { side: s, score } => {
                self.ta("ev-score", &[("side", side(s).into()), ("score", (*score).into())])
            }
            Outcome::TurnEnded { side: s, next, turn } => self.ta(
                "ev-turn-ended",
                &[("side", side(s).into()), ("next", side(next).into()), ("turn", (*turn).into())],
            ),
            Outcome::GameOver { winner: Some(w), .. } => self.ta("ev-game-over-win", &[("side", side(w).into())]),
            Outcome::GameOver { winner: None, .. } => self.t("ev-game-over-draw"),
            Outcome::Rejected { order, reason, .. } => self.ta(
                "ev-refused",
                &[("order", super::rulesets::order(self, order).into()), ("reason", self.reason(reason).into())],
            ),
            Outcome::Rules(e) => super::rulesets::event(self, e, names),
        }
    }
}

/// A piece's id as a name: `huscarls_2` reads "Huscarls 2".
pub fn piece_name(id: &str) -> String {
    let mut out = String::with_capacity(id.len());
    for (i, w) in id.split('_').filter(|w| !w.is_empty()).enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let mut cs = w.chars();
        if let Some(c) = cs.next() {
            if i == 0 {
                out.extend(c.to_uppercase());
            } else {
                out.push(c);
            }
            out.push_str(cs.as_str());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// The variables a message's text names (`$side`, `$n`...).
    fn variables(text: &str) -> BTreeSet<&str> {
        text.split('$')
            .skip(1)
            .filter_map(|v| v.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).next())
            .filter(|v| !v.is_empty())
            .collect()
    }

    fn ids(src: &str) -> BTreeSet<String> {
        src.lines()
            .filter(|l| l.chars().next().is_some_and(|c| c.is_ascii_lowercase()))
            .filter_map(|l| l.split_once(" =").map(|(k, _)| k.trim().to_string()))
            .collect()
    }

    /// Every Russian message, its variables filled in (with a number, then with Cyrillic words, so each variant of a
    /// plural or a select is reached), reads in Russian: it has Cyrillic in it unless it is only figures and
    /// signs, and no Latin word but the names of formats, programs and keys that Russian writes in Latin letters
    /// too, and what a player types or reads in a file: code in backquotes, a field (`left = 3`), a part of an
    /// address (`#scenario=`, `join=`), a file name (`*.scenario.ron`). The games' own titles (`ruleset-*`) and
    /// the program's name are names.
    #[test]
    fn every_russian_message_is_in_russian() {
        const LATIN_NAMES: [&str; 17] = [
            "UTF",
            "PNG",
            "JPEG",
            "ZIP",
            "PDF",
            "gzip",
            "RON",
            "Latin",
            "Windows",
            "zenity",
            "Ctrl",
            "Hexmarshal",
            "hexmarshal",
            "left",
            "right",
            "ReachTarget",
            "MostPointsAtTurnLimit",
        ];
        let code_sign = |c: Option<char>| c.is_some_and(|c| "#=.*_/`".contains(c));
        let ru = I18n::new(Lang::Ru);
        let src = Lang::Ru.source();
        let mut found = Vec::new();
        for id in ids(src).into_iter().filter(|id| !id.starts_with("ruleset-") && id != "app-title") {
            let line = src.lines().find(|l| l.starts_with(&format!("{id} ="))).unwrap_or_default();
            let start = src.find(line).unwrap_or(0);
            let body: String =
                src[start..].lines().take_while(|l| !l.is_empty()).take(40).collect::<Vec<_>>().join("\n");
            let vars = variables(&body);
            for fill in [FluentValue::from(1), FluentValue::from(5), FluentValue::from("отряд")] {
                let args: Vec<(&str, FluentValue)> = vars.iter().map(|v| (*v, fill.clone())).collect();
                let text = ru.ta(&id, &args);
                let cyrillic = text.chars().any(|c| ('\u{400}'..='\u{4FF}').contains(&c));
                let wordless = !text.chars().any(char::is_alphabetic);
                // Code in backquotes is what the player types or reads in a file, as it is.
                let prose: String = text.split('`').step_by(2).collect::<Vec<_>>().join(" ");
                let mut latin: Vec<&str> = Vec::new();
                let mut rest = prose.as_str();
                while let Some(start) = rest.find(|c: char| c.is_ascii_alphabetic()) {
                    let len = rest[start..].find(|c: char| !c.is_ascii_alphabetic()).unwrap_or(rest.len() - start);
                    let word = &rest[start..start + len];
                    let (before, after) = (rest[..start].chars().next_back(), rest[start + len..].chars().next());
                    let code = code_sign(before) || code_sign(after);
                    let roman = word.chars().all(|c| "IVXLCDM".contains(c));
                    // Latin letters run into Cyrillic ones are a mistake whatever their length.
                    let mixed = before.is_some_and(char::is_alphabetic) || after.is_some_and(char::is_alphabetic);
                    if (word.len() > 1 || mixed) && !code && !roman && !LATIN_NAMES.contains(&word) {
                        latin.push(word);
                    }
                    rest = &rest[start + len..];
                }
                if !(cyrillic || wordless) || !latin.is_empty() {
                    found.push(format!("{id}: {text}"));
                }
            }
        }
        found.dedup();
        assert!(found.is_empty(), "Russian messages not in Russian:\n{}", found.join("\n"));
    }

    #[test]
    fn both_languages_parse_and_define_the_same_messages() {
        for lang in Lang::ALL {
            FluentResource::try_new(lang.source().to_string())
                .unwrap_or_else(|(_, e)| panic!("{}.ftl has syntax errors: {e:?}", lang.code()));
        }
        let en = ids(Lang::En.source());
        let ru = ids(Lang::Ru.source());
        assert!(en.len() > 200, "{} English messages", en.len());
        let missing: Vec<_> = en.difference(&ru).collect();
        let extra: Vec<_> = ru.difference(&en).collect();
        assert!(missing.is_empty() && extra.is_empty(), "ru.ftl lacks {missing:?}, has extra {extra:?}");
    }

    #[test]
    fn every_unit_has_a_name_in_both_languages() {
        for lang in Lang::ALL {
            let i = I18n::new(lang);
            for r in crate::rules::Ruleset::ALL {
                for ut in r.catalog() {
                    let key = format!("{}-unit-{}", crate::ui::rulesets::prefix(r), ut.id);
                    assert!(i.has(&key), "{lang:?} lacks {key}");
                }
            }
        }
    }

    /// Every message, with each of its variables given 1, 3 and then 5, agrees in number with its count: no
    /// "1 dice" or "1 hexes" in English, no "1 кубиков" or "5 кубик" in Russian, no "гекс(а)".
    #[test]
    fn counts_agree_with_their_number() {
        // Only what is wrong in any context: after a preposition Russian may well say "не ближе 3 гексов".
        let wrong: [(Lang, i32, &[&str]); 4] = [
            (
                Lang::En,
                1,
                &[
                    " 1 dice",
                    " 1 hexes",
                    " 1 cards",
                    " 1 hits",
                    " 1 units",
                    " 1 figures",
                    " 1 orders",
                    " 1 pieces",
                    " 1 activations",
                    " 1 blocks",
                    " 1 models",
                    " 1 wounds",
                    " 1 groups",
                    "(s)",
                ],
            ),
            (Lang::En, 3, &[" 3 hex ", " 3 card ", " 3 hit ", " 3 unit ", " 3 figure ", " 3 model ", "(s)"]),
            (Lang::Ru, 1, &[" 1 кубиков", " 1 гексов", " 1 фигур ", " 1 потерь", " 1 карт ", "(а)", "(ах)", "(ов)"]),
            (Lang::Ru, 5, &[" 5 кубик ", " 5 гекс ", " 5 фигура ", " 5 карта ", "(а)", "(ах)", "(ов)"]),
        ];
        let mut found = Vec::new();
        for (lang, n, bad) in wrong {
            let i = I18n::new(lang);
            let src = lang.source();
            let lines: Vec<&str> = src.lines().collect();
            for (k, line) in lines.iter().enumerate() {
                let Some((id, _)) =
                    line.split_once(" =").filter(|_| line.starts_with(|c: char| c.is_ascii_lowercase()))
                else {
                    continue;
                };
                // The message's text runs on over its indented and closing lines.
                let end = lines[k + 1..]
                    .iter()
                    .position(|l| l.starts_with(|c: char| c.is_ascii_lowercase() || c == '#') || l.is_empty())
                    .map_or(lines.len(), |e| k + 1 + e);
                let text = lines[k..end].join("\n");
                let vars = variables(&text);
                let args: Vec<(&str, FluentValue)> = vars.iter().map(|v| (*v, n.into())).collect();
                // A map's size ("8 × 1 hexes") is a dimension, not a count.
                let out = format!(" {} ", i.ta(id.trim(), &args)).replace(&format!("× {n} "), "× ");
                for b in bad.iter().filter(|b| out.contains(**b)) {
                    found.push(format!("{lang:?} {id} with {n}: `{}` says `{}`", out.trim(), b.trim()));
                }
            }
        }
        assert!(found.is_empty(), "{}", found.join("\n"));
    }

    #[test]
    fn russian_plurals_follow_the_number() {
        let ru = I18n::new(Lang::Ru);
        let one = ru.ta("med-hand-others", &[("side", "A".into()), ("n", 1.into())]);
        let few = ru.ta("med-hand-others", &[("side", "A".into()), ("n", 3.into())]);
        let many = ru.ta("med-hand-others", &[("side", "A".into()), ("n", 5.into())]);
        assert!(one != few && few != many, "{one} / {few} / {many}");
        let en = I18n::new(Lang::En);
        assert_eq!(en.ta("med-hand-others", &[("side", "Normans".into()), ("n", 5.into())]), "Normans holds 5 cards");
    }

    #[test]
    fn locale_tags_pick_the_language() {
        assert_eq!(Lang::from_locale("ru-RU"), Lang::Ru);
        assert_eq!(Lang::from_locale("en_GB.UTF-8"), Lang::En);
        assert_eq!(Lang::from_locale("de-DE"), Lang::En);
        assert_eq!(piece_name("huscarls_2"), "Huscarls 2");
    }

    #[test]
    fn shared_refusals_and_entry_blocks_are_worded_in_russian() {
        use crate::rules::engine::RejectReason as R;
        use crate::rules::movement::EntryBlock as E;
        use crate::rules::terrain::{HexMarker, HexsideKind, Terrain};
        let c = crate::rules::hex::Coord(2, 5);
        let blocks = [
            E::OffMap,
            E::Impassable(Terrain::Water),
            E::Marker(HexMarker::Blaze),
            E::Marker(HexMarker::Smoke(1)),
            E::Marker(HexMarker::Fort(crate::rules::terrain::Fortification::Wire)),
            E::HexsideImpassable(HexsideKind::Cliff),
            E::EnemyInHex,
            E::HexFull,
            E::Overstacked { figures: 14, limit: 12 },
        ];
        let mut reasons = vec![
            R::GameOver,
            R::NoSuchSide { side: 3 },
            R::NotYourTurn { side: 0, to_act: 1 },
            R::UnknownUnit { unit: "x_1".into() },
            R::NotYourUnit { unit: "x_1".into() },
            R::AlreadyMoved { unit: "x_1".into() },
            R::OutOfReach { unit: "x_1".into(), from: c, to: c, allowance: 2 },
            R::CannotMove { unit: "x_1".into() },
            R::Unsupported { order: "end turn".into() },
            R::NoOdds,
        ];
        reasons.extend(blocks.iter().map(|b| R::CannotEnter { unit: "x_1".into(), to: c, why: b.clone() }));
        let ru = I18n::new(Lang::Ru);
        for r in &reasons {
            let w = ru.reason(r);
            let latin = w
                .split(|c: char| !c.is_alphabetic())
                .any(|w| w.len() > 1 && w.chars().all(|c| c.is_ascii_alphabetic()));
            assert!(!latin && !w.contains("refusal-") && !w.contains("entry-"), "{r:?}: {w}");
        }
        let en = I18n::new(Lang::En);
        assert_eq!(
            en.reason(&R::CannotEnter { unit: "x_1".into(), to: c, why: E::Impassable(Terrain::Water) }),
            "X 1 cannot enter (2, 5): Water is impassable"
        );
    }
}
