//! `ScenarioFile::validate()`: every check a scenario must pass, collecting one error per problem, and the validated `Scenario`.

use super::error::{CarryProblem, CommandProblem, ScenarioError, ScenarioError as E, ScenarioErrors};
use super::format::*;
use crate::rules::hex::{Coord, HexsideKey};
use crate::rules::map::{HexsideFeature, MapGrid};
use crate::rules::movement::{Occupant, stacking_allows};
use crate::rules::ruleset::Ruleset;
use crate::rules::terrain::{HexMarker, terrain_profile};
use std::collections::{BTreeMap, BTreeSet};

/// Largest map side accepted.
pub const MAX_MAP_SIDE: u32 = 128;
/// The longest id, name, side, kind or colour, in characters (no real scenario comes near).
pub const MAX_SHORT_TEXT: usize = 100;
/// The longest description or history, in characters.
pub const MAX_LONG_TEXT: usize = 10_000;
/// The most units, objectives and sides a scenario may list.
pub const MAX_UNITS: usize = 1_000;
pub const MAX_OBJECTIVES: usize = 100;
pub const MAX_SIDES: usize = 8;
/// Languages a scenario may give its texts in, besides its own.
pub const MAX_LANGUAGES: usize = 16;

use crate::rules::setup::Setup;
pub use crate::rules::setup::{ObjectiveSpec, SideSetup, UnitSpec};

/// A validated scenario: only `ScenarioFile::validate` makes one. It reads as its `Setup` (the rules' part:
/// `scenario.grid`, `scenario.units`...) and keeps the file it came from (names, colours, history).
#[derive(Debug, Clone, PartialEq)]
pub struct Scenario {
    file: ScenarioFile,
    setup: Setup,
}

impl std::ops::Deref for Scenario {
    type Target = Setup;
    fn deref(&self) -> &Setup {
        &self.setup
    }
}

impl Scenario {
    /// The rules' part of the scenario.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }
    pub fn file(&self) -> &ScenarioFile {
        &self.file
    }
    /// The same scenario played under other options (they change no check the scenario passed).
    pub fn with_options(&self, options: crate::rules::setup::GameOptions) -> Scenario {
        let mut s = self.clone();
        s.file.options = options;
        s.setup.options = options;
        s
    }
    pub fn name(&self) -> &str {
        &self.file.meta.name
    }
    pub fn sides(&self) -> &[SideDef] {
        &self.file.sides
    }
    pub fn side_index(&self, id: &str) -> Option<usize> {
        self.file.sides.iter().position(|s| s.id == id)
    }
    pub fn seed(&self) -> u64 {
        self.file.meta.seed
    }
}

/// What is wrong with one text field from a file, if anything: longer than its limit (`MAX_LONG_TEXT` where
/// `multiline`, else `MAX_SHORT_TEXT`), or holding a control character (line breaks and tabs allowed where
/// `multiline`). Saves check their own fields with it too.
pub fn text_field_error(field: String, text: &str, multiline: bool) -> Option<ScenarioError> {
    let max = if multiline { MAX_LONG_TEXT } else { MAX_SHORT_TEXT };
    let len = text.chars().count();
    if len > max {
        return Some(ScenarioError::TooLong { field, len, max });
    }
    let (position, c) = crate::text::control_char(text, multiline)?;
    Some(ScenarioError::ControlCharacter { field, code: u32::from(c), position })
}

/// A name's texts in other languages as fields to check, each named by where it stands (`units[3].translations.ru`).
fn translated<'a>(
    at: &impl Fn(&str) -> String,
    translations: &'a std::collections::BTreeMap<String, String>,
) -> Vec<(String, &'a str, bool)> {
    translations
        .iter()
        .map(|(l, n)| (at(&format!("translations.{}", crate::text::shown(l))), n.as_str(), false))
        .collect()
}

fn most(lens: impl Iterator<Item = usize>) -> usize {
    lens.max().unwrap_or(0)
}

fn valid_colour(c: &str) -> bool {
    c.len() == 7 && c.starts_with('#') && c[1..].chars().all(|ch| ch.is_ascii_hexdigit())
}

impl ScenarioFile {
    /// Every text field holding a control character (a terminal escape, a NUL...), named by where it stands.
    fn control_characters(&self) -> Vec<ScenarioError> {
        let m = &self.meta;
        let mut fields: Vec<(String, &str, bool)> = vec![
            ("meta.name".into(), &m.name, false),
            ("meta.description".into(), &m.description, true),
            ("meta.author".into(), &m.author, false),
            ("meta.history".into(), &m.history, true),
            ("meta.ruleset".into(), &m.ruleset, false),
        ];
        for (lang, t) in &m.translations {
            let at = |f: &str| format!("meta.translations.{}.{f}", crate::text::shown(lang));
            fields.extend([(at("name"), t.name.as_str(), false), (at("description"), &t.description, true)]);
            fields.push((at("history"), &t.history, true));
        }
        for (k, s) in self.sides.iter().enumerate() {
            let at = |f: &str| format!("sides[{k}].{f}");
            fields.extend([
                (at("id"), s.id.as_str(), false),
                (at("name"), &s.name, false),
                (at("colour"), &s.colour, false),
            ]);
            fields.extend(translated(&at, &s.translations));
            fields.extend(s.army.iter().map(|a| (at("army"), a.as_str(), false)));
            fields.extend(s.posture.iter().map(|a| (at("posture"), a.as_str(), false)));
        }
        for (k, u) in self.units.iter().enumerate() {
            let at = |f: &str| format!("units[{k}].{f}");
            fields.extend([
                (at("id"), u.id.as_str(), false),
                (at("side"), &u.side, false),
                (at("kind"), &u.kind, false),
            ]);
            fields.extend(u.leader.iter().map(|a| (at("leader"), a.as_str(), false)));
            fields.extend(u.carried_by.iter().map(|a| (at("carried_by"), a.as_str(), false)));
            fields.extend(u.command.iter().map(|a| (at("command"), a.as_str(), false)));
            fields.extend(u.orders.iter().map(|a| (at("orders"), a.as_str(), false)));
            fields.push((at("name"), &u.name, false));
            fields.extend(translated(&at, &u.translations));
        }
        for (k, o) in self.objectives.iter().enumerate() {
            let at = |f: &str| format!("objectives[{k}].{f}");
            fields.push((at("id"), &o.id, false));
            fields.extend(o.owner.iter().map(|a| (at("owner"), a.as_str(), false)));
            fields.extend(o.controlled_by.iter().map(|a| (at("controlled_by"), a.as_str(), false)));
            fields.push((at("name"), &o.name, false));
            fields.extend(translated(&at, &o.translations));
        }
        fields.into_iter().filter_map(|(field, text, multiline)| text_field_error(field, text, multiline)).collect()
    }

    /// Lists longer than any real scenario's: refused before anything is built from them.
    fn too_many(&self) -> Vec<ScenarioError> {
        [
            ("units", self.units.len(), MAX_UNITS),
            ("objectives", self.objectives.len(), MAX_OBJECTIVES),
            ("sides", self.sides.len(), MAX_SIDES),
            ("map.hexes", self.map.hexes.len(), (MAX_MAP_SIDE * MAX_MAP_SIDE) as usize),
            ("map.hexsides", self.map.hexsides.len(), (3 * MAX_MAP_SIDE * MAX_MAP_SIDE) as usize),
            ("meta.translations", self.meta.translations.len(), MAX_LANGUAGES),
            ("sides[].translations", most(self.sides.iter().map(|s| s.translations.len())), MAX_LANGUAGES),
            ("units[].translations", most(self.units.iter().map(|u| u.translations.len())), MAX_LANGUAGES),
            ("objectives[].translations", most(self.objectives.iter().map(|o| o.translations.len())), MAX_LANGUAGES),
        ]
        .into_iter()
        .filter(|(_, len, max)| len > max)
        .map(|(list, len, max)| ScenarioError::TooMany { list: list.into(), len, max })
        .collect()
    }

    /// Check everything and build the `Scenario`, or return every problem found.
    pub fn validate(&self) -> Result<Scenario, ScenarioErrors> {
        let (ruleset, grid, mut errs) = self.check_table()?;
        let units = self.check_units(ruleset, &grid, &mut errs);
        check_leaders(&units, &mut errs);
        self.check_carried(ruleset, &units, &mut errs);
        self.check_commands(ruleset, &units, &mut errs);
        if let Some(r) = ruleset {
            check_stacking(r, &units, self.time.map_or(0, |t| t.start), &mut errs);
        }
        let objectives = self.check_objectives(&grid, &mut errs);
        self.check_deployment(ruleset, &grid, &mut errs);
        let sections = self.check_sections(ruleset, &mut errs);
        self.check_end(ruleset, &mut errs);
        match (errs.is_empty(), ruleset) {
            (true, Some(ruleset)) => Ok(self.build(ruleset, grid, units, objectives, sections)),
            _ => Err(ScenarioErrors(errs)),
        }
    }

    /// The table: what every seat of a match may know of the scenario before play. The map, the sides, the
    /// deployment zones, sections and end conditions; no units, no objectives (a side learns both from its view,
    /// where what it may not know is left out), and no seed (it would predict every die).
    pub fn table(&self) -> ScenarioFile {
        let mut t = self.clone();
        t.units.clear();
        t.objectives.clear();
        t.meta.seed = 0;
        t
    }

    /// Check a table (see `table`) and build the scenario a client draws the board from: the same checks as
    /// `validate` for everything a table holds. A table is never played: any units or objectives in it are left out.
    pub fn validate_table(&self) -> Result<Scenario, ScenarioErrors> {
        let (ruleset, grid, mut errs) = self.check_table()?;
        self.check_deployment(ruleset, &grid, &mut errs);
        let sections = self.check_sections(ruleset, &mut errs);
        match (errs.is_empty(), ruleset) {
            (true, Some(ruleset)) => Ok(self.table().build(ruleset, grid, Vec::new(), Vec::new(), sections)),
            _ => Err(ScenarioErrors(errs)),
        }
    }

    /// What a table holds and every check of a file starts with: the format, text no real scenario holds, the
    /// meta section, the map's size, hexes and hexsides (written into the grid returned), and the sides. A problem
    /// that stops the checks is an `Err`; the others are returned with the ruleset and the grid, for more checks.
    fn check_table(&self) -> Result<(Option<Ruleset>, MapGrid, Vec<ScenarioError>), ScenarioErrors> {
        let mut errs = Vec::new();
        if self.format != FORMAT_VERSION {
            errs.push(E::UnsupportedFormat { found: self.format, supported: FORMAT_VERSION });
            return Err(ScenarioErrors(errs));
        }
        // Text no real scenario holds (a terminal escape, a two-million character id) stops the checks here, so
        // no later message can quote it.
        errs.extend(self.control_characters());
        errs.extend(self.too_many());
        if !errs.is_empty() {
            return Err(ScenarioErrors(errs));
        }
        let ruleset = self.check_meta(&mut errs);
        let (w, h) = (self.map.width, self.map.height);
        if w == 0 || h == 0 || w > MAX_MAP_SIDE || h > MAX_MAP_SIDE {
            errs.push(E::MapSize { width: w, height: h, max: MAX_MAP_SIDE });
            return Err(ScenarioErrors(errs));
        }
        let mut grid = MapGrid::new(self.map.orientation, w, h, self.map.default_terrain);
        self.check_hexes(&mut grid, &mut errs);
        self.check_hexsides(ruleset, &mut grid, &mut errs);
        self.check_sides(ruleset, &mut errs);
        Ok((ruleset, grid, errs))
    }

    /// The index of the side with this id in the file's list of sides, if there is one.
    fn side_position(&self, id: &str) -> Option<usize> {
        self.sides.iter().position(|s| s.id == id)
    }

    /// The meta section: the ruleset must be one we know (returned when it is) and the name must not be blank.
    fn check_meta(&self, errs: &mut Vec<ScenarioError>) -> Option<Ruleset> {
        let ruleset = Ruleset::from_id(&self.meta.ruleset);
        if ruleset.is_none() {
            errs.push(E::UnknownRuleset { ruleset: self.meta.ruleset.clone() });
        }
        if self.meta.name.trim().is_empty() {
            errs.push(E::EmptyName);
        }
        if let Some(minutes) = self.meta.minutes.filter(|m| !super::format::PLAYING_MINUTES.contains(m)) {
            errs.push(E::BadPlayingTime { minutes });
        }
        if let Some(side) = self.meta.first_game_side.as_ref().filter(|id| !self.sides.iter().any(|s| &s.id == *id)) {
            errs.push(E::FirstGameUnknownSide { side: crate::text::shown(side) });
        }
        // Texts in other languages are keyed by a language code.
        let langs = self.meta.translations.keys().map(|l| ("meta.translations".to_string(), l));
        let sides = self
            .sides
            .iter()
            .enumerate()
            .flat_map(|(k, s)| s.translations.keys().map(move |l| (format!("sides[{k}].translations"), l)));
        let units = self
            .units
            .iter()
            .enumerate()
            .flat_map(|(k, u)| u.translations.keys().map(move |l| (format!("units[{k}].translations"), l)));
        let objectives = self
            .objectives
            .iter()
            .enumerate()
            .flat_map(|(k, o)| o.translations.keys().map(move |l| (format!("objectives[{k}].translations"), l)));
        for (field, code) in langs.chain(sides).chain(units).chain(objectives) {
            if !super::format::language_code(code) {
                errs.push(E::BadLanguage { field, code: crate::text::shown(code) });
            }
        }
        ruleset
    }

    /// The map's hexes: each on the map, listed once, with a sane elevation and smoke level; their terrain,
    /// elevation and markers are written into `grid`.
    fn check_hexes(&self, grid: &mut MapGrid, errs: &mut Vec<ScenarioError>) {
        let (w, h) = (self.map.width, self.map.height);
        let mut seen = BTreeSet::new();
        for hd in &self.map.hexes {
            let Some(i) = grid.index(hd.at) else {
                errs.push(E::HexOffMap { at: hd.at, width: w, height: h });
                continue;
            };
            if !seen.insert(hd.at) {
                errs.push(E::DuplicateHex { at: hd.at });
                continue;
            }
            if !(-3..=5).contains(&hd.elevation) {
                errs.push(E::BadElevation { at: hd.at, elevation: hd.elevation });
            }
            if hd.markers.iter().filter(|m| m.fortification().is_some()).count() > 1 {
                errs.push(E::TwoFortifications { at: hd.at });
            }
            if hd.markers.contains(&HexMarker::Barrage) {
                errs.push(E::PlayOnlyMarker { at: hd.at });
            }
            for m in &hd.markers {
                if let HexMarker::Smoke(level) = m
                    && !(1..=9).contains(level)
                {
                    errs.push(E::BadSmoke { at: hd.at, level: *level });
                }
            }
            if let Some(t) = hd.terrain {
                grid.terrain[i] = t;
            }
            grid.elevation[i] = hd.elevation;
            grid.markers[i] = hd.markers.clone();
        }
    }

    /// The map's hexsides: a valid direction, both hexes on the map, each listed once, and `reciprocal` only where
    /// the ruleset has it; the features are added to `grid`.
    fn check_hexsides(&self, ruleset: Option<Ruleset>, grid: &mut MapGrid, errs: &mut Vec<ScenarioError>) {
        let o = self.map.orientation;
        // Reciprocal hexsides exist only where the ruleset has them; elsewhere a hedge is a plain hedge, and saying
        // otherwise in the file would do nothing.
        let reciprocal_rules = ruleset.is_some_and(|r| r.params().terms.reciprocal);
        if let Some(r) = ruleset.filter(|_| !reciprocal_rules)
            && self.map.hexsides.iter().any(|h| h.reciprocal.is_some())
        {
            errs.push(E::SettingNotUsed { setting: "reciprocal".into(), ruleset: r.id().into() });
        }
        for hs in &self.map.hexsides {
            if !hs.dir.is_valid(o) {
                errs.push(E::BadHexsideDirection { at: hs.at, dir: hs.dir, orientation: o });
                continue;
            }
            let other = hs.at.neighbor(hs.dir, o);
            if !grid.contains(hs.at) || !other.is_some_and(|n| grid.contains(n)) {
                errs.push(E::HexsideOffMap { at: hs.at, dir: hs.dir });
                continue;
            }
            let key = HexsideKey::new(hs.at, hs.dir, o).expect("direction checked");
            let feature = HexsideFeature {
                kind: hs.kind,
                faces_from: hs.one_sided.then_some(hs.at),
                reciprocal: reciprocal_rules && hs.reciprocal.unwrap_or(hs.kind.reciprocal_by_default()),
            };
            if grid.hexsides.insert(key, feature).is_some() {
                errs.push(E::DuplicateHexside { at: hs.at, dir: hs.dir });
            }
        }
    }

    /// The sides: two of them, distinct ids, valid colours, hand sizes and targets where the rules need them, and
    /// the ruleset's own side and battle settings.
    fn check_sides(&self, ruleset: Option<Ruleset>, errs: &mut Vec<ScenarioError>) {
        if self.sides.len() != 2 {
            errs.push(E::SideCount { found: self.sides.len() });
        }
        let mut side_ids = BTreeSet::new();
        let reach_target = self.victory.contains(&VictoryCondition::ReachTarget);
        for s in &self.sides {
            if !side_ids.insert(s.id.as_str()) {
                errs.push(E::DuplicateSide { side: s.id.clone() });
            }
            if !valid_colour(&s.colour) {
                errs.push(E::BadColour { side: s.id.clone(), colour: s.colour.clone() });
            }
            if ruleset.is_some_and(|r| r.uses_cards()) && s.hand_size.unwrap_or(0) == 0 {
                errs.push(E::HandSizeZero { side: s.id.clone() });
            }
            match s.target {
                Some(0) => errs.push(E::TargetZero { side: s.id.clone() }),
                None if reach_target => errs.push(E::MissingTarget { side: s.id.clone() }),
                _ => {}
            }
            if let Some(r) = ruleset {
                side_terms(r, s, errs);
            }
        }
        if let Some(r) = ruleset {
            battle_terms(r, self, errs);
        }
    }

    /// The units, in file order: unique ids, a known side and type, on a passable hex of the map, facing and
    /// strength as the rules want. Returns the units that have both a side and a type.
    fn check_units(&self, ruleset: Option<Ruleset>, grid: &MapGrid, errs: &mut Vec<ScenarioError>) -> Vec<UnitSpec> {
        let (w, h, o) = (self.map.width, self.map.height, self.map.orientation);
        let mut units: Vec<UnitSpec> = Vec::new();
        let mut unit_ids = BTreeSet::new();
        for ud in &self.units {
            if !unit_ids.insert(ud.id.as_str()) {
                errs.push(E::DuplicateUnit { unit: ud.id.clone() });
                continue;
            }
            let side = self.side_position(&ud.side);
            if side.is_none() {
                errs.push(E::UnitUnknownSide { unit: ud.id.clone(), at: ud.at, side: ud.side.clone() });
            }
            let ut = ruleset.and_then(|r| r.unit_type(&ud.kind));
            if let Some(r) = ruleset
                && ut.is_none()
            {
                let known: Vec<&str> = r.catalog().iter().map(|t| t.id).collect();
                errs.push(E::UnknownUnitType {
                    unit: ud.id.clone(),
                    at: ud.at,
                    kind: ud.kind.clone(),
                    ruleset: r.id().to_string(),
                    known: known.join(", "),
                });
            }
            let on_map = grid.contains(ud.at);
            if !on_map {
                errs.push(E::UnitOffMap { unit: ud.id.clone(), at: ud.at, width: w, height: h });
            }
            if let (Some(r), true) = (ruleset, on_map) {
                let t = grid.terrain(ud.at).expect("on map");
                if terrain_profile(r, t).move_cost.is_none() {
                    errs.push(E::UnitOnImpassable { unit: ud.id.clone(), at: ud.at, terrain: t });
                }
                if grid.markers(ud.at).contains(&HexMarker::Blaze) {
                    errs.push(E::UnitInBlaze { unit: ud.id.clone(), at: ud.at });
                }
            }
            match ud.facing {
                Some(d) if !d.is_valid(o) => {
                    errs.push(E::BadFacing { unit: ud.id.clone(), at: ud.at, dir: d, orientation: o })
                }
                // Leaders have no facing of their own; units the players deploy take theirs when placed.
                None if ruleset.is_some_and(|r| {
                    let t = &r.params().terms;
                    r.uses_facing() && !t.deployment && !t.facing_default
                }) && !ut.is_some_and(|t| t.leader) =>
                {
                    errs.push(E::MissingFacing { unit: ud.id.clone(), at: ud.at })
                }
                _ => {}
            }
            let Some(ut) = ut else { continue };
            let strength = ud.strength.unwrap_or(ut.strength);
            if strength == 0 || strength > ut.strength {
                errs.push(E::BadStrength { unit: ud.id.clone(), at: ud.at, strength, max: ut.strength });
            }
            if let Some(side) = side {
                units.push(UnitSpec {
                    id: ud.id.clone(),
                    side,
                    unit_type: ut,
                    at: ud.at,
                    facing: ud.facing,
                    strength,
                    leader: ud.leader.clone(),
                    markers: ud.markers.clone(),
                    carried_by: ud.carried_by.clone(),
                    arrives: ud.arrives,
                    command: ud.command.clone(),
                    rating: ud.rating,
                    orders: ud.orders.clone(),
                    successor: ud.successor.clone(),
                });
            }
        }
        units
    }

    /// Carried weapons: `carried_by` only where the ruleset has carrying, and then each carrier as the rules want.
    fn check_carried(&self, ruleset: Option<Ruleset>, units: &[UnitSpec], errs: &mut Vec<ScenarioError>) {
        if let Some(r) = ruleset {
            if !r.params().terms.carrying {
                if self.units.iter().any(|u| u.carried_by.is_some()) {
                    errs.push(E::SettingNotUsed { setting: "carried_by".into(), ruleset: r.id().into() });
                }
            } else {
                carriers(units, r.params().terms.carry_check, errs);
            }
        }
    }

    /// Commands: who answers to whom, leaders' ratings and standing orders, only where the ruleset has commands.
    fn check_commands(&self, ruleset: Option<Ruleset>, units: &[UnitSpec], errs: &mut Vec<ScenarioError>) {
        if let Some(r) = ruleset {
            let terms = r.params().terms;
            if !terms.commands {
                for (setting, used) in [
                    ("command", self.units.iter().any(|u| u.command.is_some())),
                    ("rating", self.units.iter().any(|u| u.rating.is_some())),
                    ("orders", self.units.iter().any(|u| u.orders.is_some())),
                    ("successor", self.units.iter().any(|u| u.successor.is_some())),
                ] {
                    if used {
                        errs.push(E::SettingNotUsed { setting: setting.into(), ruleset: r.id().into() });
                    }
                }
            } else {
                commands(units, terms.orders, errs);
            }
        }
    }

    /// The objectives: unique ids, on the map, worth something, a secret one owned, owner and controller known
    /// sides. Returns them all, in file order, except repeated ids.
    fn check_objectives(&self, grid: &MapGrid, errs: &mut Vec<ScenarioError>) -> Vec<ObjectiveSpec> {
        let (w, h) = (self.map.width, self.map.height);
        let mut objectives = Vec::new();
        let mut obj_ids = BTreeSet::new();
        for od in &self.objectives {
            if !obj_ids.insert(od.id.as_str()) {
                errs.push(E::DuplicateObjective { objective: od.id.clone() });
                continue;
            }
            if !grid.contains(od.at) {
                errs.push(E::ObjectiveOffMap { objective: od.id.clone(), at: od.at, width: w, height: h });
            }
            if od.vp == 0 {
                errs.push(E::ObjectiveWorthless { objective: od.id.clone(), at: od.at });
            }
            if od.secret && od.owner.is_none() {
                errs.push(E::SecretWithoutOwner { objective: od.id.clone(), at: od.at });
            }
            let mut resolve = |s: &Option<String>| -> Option<usize> {
                let s = s.as_ref()?;
                let i = self.side_position(s);
                if i.is_none() {
                    errs.push(E::ObjectiveUnknownSide { objective: od.id.clone(), at: od.at, side: s.clone() });
                }
                i
            };
            let owner = resolve(&od.owner);
            let controlled_by = resolve(&od.controlled_by);
            objectives.push(ObjectiveSpec {
                id: od.id.clone(),
                at: od.at,
                vp: od.vp,
                secret: od.secret,
                owner,
                controlled_by,
            });
        }
        objectives
    }

    /// Deployment: each zone for a known side and on the map, `deployed` only where the players place units, and
    /// where they do, a zone for every side that has units.
    fn check_deployment(&self, ruleset: Option<Ruleset>, grid: &MapGrid, errs: &mut Vec<ScenarioError>) {
        for z in &self.deployment_zones {
            if self.side_position(&z.side).is_none() {
                errs.push(E::ZoneUnknownSide { side: z.side.clone() });
            }
            for at in &z.hexes {
                if !grid.contains(*at) {
                    errs.push(E::ZoneOffMap { side: z.side.clone(), at: *at });
                }
            }
        }

        if self.options.deployed && ruleset.is_some_and(|r| !r.params().terms.deployment) {
            errs.push(E::SettingNotUsed { setting: "deployed".into(), ruleset: self.meta.ruleset.clone() });
        }
        // A ruleset where the players place the units needs a zone for every side that has some (unless the file
        // places them itself).
        if let Some(r) = ruleset.filter(|r| r.params().terms.deployment && !self.options.deployed) {
            for sd in &self.sides {
                let has_units = self.units.iter().any(|u| u.side == sd.id);
                if has_units && !self.deployment_zones.iter().any(|z| z.side == sd.id && !z.hexes.is_empty()) {
                    errs.push(E::NoZone { side: sd.id.clone(), ruleset: r.id().into() });
                }
            }
        }
    }

    /// The map's sections: the file's, which must fit the map, or the default ones where the ruleset uses cards.
    fn check_sections(&self, ruleset: Option<Ruleset>, errs: &mut Vec<ScenarioError>) -> Option<Sections> {
        let w = self.map.width;
        match (self.sections, ruleset) {
            (Some(s), _) => {
                let max = 2 * w - 1;
                if s.left >= s.right || s.right > max {
                    errs.push(E::BadSections { left: s.left, right: s.right, max });
                }
                Some(s)
            }
            (None, Some(r)) if r.uses_cards() => Some(Sections::default_for(w)),
            _ => None,
        }
    }

    /// How the game ends: a turn limit above zero, and some way to win or to end (a victory condition, a turn
    /// limit, or a ruleset that always ends), with a turn limit where the condition counts points at it.
    fn check_end(&self, ruleset: Option<Ruleset>, errs: &mut Vec<ScenarioError>) {
        if self.turn_limit == Some(0) {
            errs.push(E::TurnLimitZero);
        }
        // A ruleset with a time track, or one that ends every game by its own rules, needs no condition here.
        let timed = ruleset.is_some_and(|r| r.params().terms.always_ends);
        if self.victory.is_empty() && self.turn_limit.is_none() && !timed {
            errs.push(E::NoVictoryCondition);
        }
        if self.victory.contains(&VictoryCondition::MostPointsAtTurnLimit) && self.turn_limit.is_none() {
            errs.push(E::VictoryNeedsTurnLimit);
        }
    }

    /// The validated scenario, from the checked parts: the sides' setups (with their deployment zones) and the rest
    /// of the file.
    fn build(
        &self,
        ruleset: Ruleset,
        grid: MapGrid,
        units: Vec<UnitSpec>,
        objectives: Vec<ObjectiveSpec>,
        sections: Option<Sections>,
    ) -> Scenario {
        let sides = self
            .sides
            .iter()
            .map(|s| SideSetup {
                id: s.id.clone(),
                hand_size: s.hand_size,
                target: s.target,
                home_edge: s.home_edge,
                army: s.army.clone(),
                posture: s.posture.clone(),
                orders_limit: s.orders_limit,
                surrender: s.surrender,
                ambush: s.ambush,
                radio: s.radio,
                zone: self
                    .deployment_zones
                    .iter()
                    .filter(|z| z.side == s.id)
                    .flat_map(|z| z.hexes.iter().copied())
                    .collect(),
            })
            .collect();
        let setup = Setup {
            options: self.options,
            ruleset,
            grid,
            units,
            objectives,
            sides,
            sections,
            turn_limit: self.turn_limit,
            victory: self.victory.clone(),
            initiative: self.initiative.as_deref().and_then(|id| self.side_position(id)),
            time: self.time,
        };
        Scenario { file: self.clone(), setup }
    }
}

/// Attached leaders: each named leader exists, is a leader, stands in the unit's hex on its side, and is attached
/// to one unit only; a leader carries no leader itself.
fn check_leaders(units: &[UnitSpec], errs: &mut Vec<ScenarioError>) {
    let mut attached: BTreeMap<&str, &str> = BTreeMap::new();
    for u in units {
        let Some(lid) = u.leader.as_deref() else {
            continue;
        };
        let (unit, at, leader) = (u.id.clone(), u.at, lid.to_string());
        if u.unit_type.leader {
            errs.push(E::LeaderOnLeader { unit, at });
            continue;
        }
        let Some(l) = units.iter().find(|x| x.id == lid) else {
            errs.push(E::LeaderNotFound { unit, at, leader });
            continue;
        };
        if !l.unit_type.leader {
            errs.push(E::NotALeader { unit, at, leader });
        } else if l.at != u.at {
            errs.push(E::LeaderElsewhere { unit, at, leader, leader_at: l.at });
        } else if l.side != u.side {
            errs.push(E::LeaderWrongSide { unit, at, leader });
        } else if let Some(other) = attached.insert(lid, u.id.as_str()) {
            errs.push(E::LeaderAttachedTwice { unit, at, leader, other: other.to_string() });
        }
    }
}

/// Stacking: add pieces hex by hex in file order, reporting the first piece that does not fit. A carried piece
/// rides with its carrier and takes no room of its own, and a reinforcement due after the time track's `start` is not
/// on the map yet (it finds room when it comes).
fn check_stacking(r: Ruleset, units: &[UnitSpec], start: u32, errs: &mut Vec<ScenarioError>) {
    let mut by_hex: BTreeMap<Coord, Vec<&UnitSpec>> = BTreeMap::new();
    for u in units.iter().filter(|u| u.carried_by.is_none() && u.arrives.is_none_or(|a| a <= start)) {
        by_hex.entry(u.at).or_default().push(u);
    }
    for (at, list) in by_hex {
        let mut placed: Vec<Occupant> = Vec::new();
        for u in &list {
            if let Err(why) = stacking_allows(r, &placed, u.side, u.unit_type) {
                let ids: Vec<&str> = list.iter().map(|x| x.id.as_str()).collect();
                errs.push(E::Overstacked { at, units: ids.join(", "), reason: why });
                break;
            }
            placed.push(Occupant { side: u.side, unit_type: u.unit_type });
        }
    }
}

/// A side's optional settings: each one the ruleset reads, with a value it knows.
fn side_terms(r: Ruleset, s: &super::format::SideDef, errs: &mut Vec<ScenarioError>) {
    let terms = r.params().terms;
    let unused = |setting: &str| E::SettingNotUsed { setting: setting.into(), ruleset: r.id().into() };
    let side = || s.id.clone();
    if let Some(army) = &s.army {
        if terms.armies.is_empty() {
            errs.push(unused("army"));
        } else if !terms.armies.contains(&army.as_str()) {
            errs.push(E::UnknownArmy { side: side(), army: army.clone(), known: terms.armies.join(", ") });
        }
    }
    if let Some(posture) = &s.posture {
        if terms.postures.is_empty() {
            errs.push(unused("posture"));
        } else if !terms.postures.contains(&posture.as_str()) {
            errs.push(E::UnknownPosture { side: side(), posture: posture.clone(), known: terms.postures.join(", ") });
        }
    }
    for (name, value, read) in [
        ("orders_limit", s.orders_limit, terms.orders_limit),
        ("surrender", s.surrender, terms.surrender),
        ("ambush", s.ambush, terms.ambush),
        ("radio", s.radio, terms.radio),
    ] {
        match value {
            Some(_) if !read => errs.push(unused(name)),
            Some(0) => errs.push(E::SideSettingZero { side: side(), setting: name.into() }),
            _ => {}
        }
    }
}

/// The battle's optional settings: the initiative's holder and the time track.
fn battle_terms(r: Ruleset, f: &ScenarioFile, errs: &mut Vec<ScenarioError>) {
    let terms = r.params().terms;
    if let Some(side) = &f.initiative {
        if !terms.initiative {
            errs.push(E::SettingNotUsed { setting: "initiative".into(), ruleset: r.id().into() });
        } else if !f.sides.iter().any(|s| &s.id == side) {
            errs.push(E::InitiativeUnknownSide { side: side.clone() });
        }
    }
    // Reinforcements come by the time track: a ruleset without one has nothing to bring them.
    if !terms.time_track && f.units.iter().any(|u| u.arrives.is_some()) {
        errs.push(E::SettingNotUsed { setting: "arrives".into(), ruleset: r.id().into() });
    }
    if let Some(t) = f.time {
        if !terms.time_track {
            errs.push(E::SettingNotUsed { setting: "time".into(), ruleset: r.id().into() });
        } else if t.start >= t.sudden_death || t.end.is_some_and(|e| e < t.sudden_death) {
            let end = t.end.map_or_else(|| "(the ruleset's)".to_string(), |e| e.to_string());
            errs.push(E::BadTimeTrack { start: t.start, sudden_death: t.sudden_death, end });
        }
    }
}

/// Each carried unit names a carrier of its side in its hex, which is not itself carried; what each carrier holds
/// is then checked by the ruleset (`ScenarioTerms::carry_check`).
fn carriers(units: &[UnitSpec], check: CarryCheck, errs: &mut Vec<ScenarioError>) {
    let mut carrying: BTreeMap<&str, Vec<&UnitSpec>> = BTreeMap::new();
    for u in units {
        let Some(cid) = u.carried_by.as_deref() else { continue };
        let why = match units.iter().find(|c| c.id == cid) {
            None => Some(CarryProblem::Missing),
            Some(c) if c.id == u.id => Some(CarryProblem::Itself),
            Some(c) if c.side != u.side => Some(CarryProblem::OtherSide),
            Some(c) if c.at != u.at => Some(CarryProblem::Elsewhere(c.at)),
            Some(c) if c.carried_by.is_some() => Some(CarryProblem::Carried),
            Some(c) => {
                carrying.entry(c.id.as_str()).or_default().push(u);
                None
            }
        };
        if let Some(why) = why {
            errs.push(ScenarioError::BadCarrier { unit: u.id.clone(), at: u.at, carrier: cid.to_string(), why });
        }
    }
    for (cid, held) in carrying {
        let Some(c) = units.iter().find(|c| c.id == cid) else { continue };
        let types: Vec<(&str, &crate::rules::ruleset::UnitType)> =
            held.iter().map(|u| (u.id.as_str(), u.unit_type)).collect();
        if let Some(why) = check(c.unit_type, &types) {
            let last = held[held.len() - 1];
            errs.push(ScenarioError::BadCarrier { unit: last.id.clone(), at: last.at, carrier: cid.to_string(), why });
        }
    }
}

/// In a ruleset with commands: every piece that is not a leader names a leader of its side as its commander; a
/// leader may name another leader (not itself, and not in a loop); ratings go on leaders only and lie in
/// `MIN_RATING..=0`; a standing order goes on a commander only and is one of the ruleset's `orders`; a successor
/// goes on the army's commander only and names another leader of his side.
fn commands(units: &[UnitSpec], orders: &[&str], errs: &mut Vec<ScenarioError>) {
    let bad = |u: &UnitSpec, why: CommandProblem| ScenarioError::BadCommand { unit: u.id.clone(), at: u.at, why };
    for u in units {
        match u.command.as_deref() {
            None if !u.unit_type.leader => errs.push(bad(u, CommandProblem::NoCommander)),
            None => {}
            Some(cid) => match units.iter().find(|c| c.id == cid) {
                None => errs.push(bad(u, CommandProblem::CommanderMissing(cid.into()))),
                Some(c) if !c.unit_type.leader => errs.push(bad(u, CommandProblem::CommanderNotLeader(cid.into()))),
                Some(c) if c.side != u.side => errs.push(bad(u, CommandProblem::CommanderOtherSide(cid.into()))),
                Some(_) if u.unit_type.leader => {
                    // A chain of commanders must end: no leader may, step by step, answer to himself.
                    let mut at = cid;
                    for _ in 0..units.len() {
                        if at == u.id {
                            errs.push(bad(u, CommandProblem::Loop));
                            break;
                        }
                        match units.iter().find(|c| c.id == at).and_then(|c| c.command.as_deref()) {
                            Some(next) => at = next,
                            None => break,
                        }
                    }
                }
                Some(_) => {}
            },
        }
        if let Some(r) = u.rating {
            if !u.unit_type.leader {
                errs.push(bad(u, CommandProblem::RatingNotLeader(r)));
            } else if !(MIN_RATING..=0).contains(&r) {
                errs.push(bad(u, CommandProblem::RatingRange(r, MIN_RATING)));
            }
        }
        if let Some(sid) = u.successor.as_deref() {
            match units.iter().find(|c| c.id == sid) {
                _ if !u.unit_type.leader || u.command.is_some() => {
                    errs.push(bad(u, CommandProblem::SuccessorNotArmyCommander(sid.into())))
                }
                None => errs.push(bad(u, CommandProblem::SuccessorMissing(sid.into()))),
                Some(c) if c.id == u.id => errs.push(bad(u, CommandProblem::SuccessorSelf)),
                Some(c) if !c.unit_type.leader => errs.push(bad(u, CommandProblem::SuccessorNotLeader(sid.into()))),
                Some(c) if c.side != u.side => errs.push(bad(u, CommandProblem::SuccessorOtherSide(sid.into()))),
                Some(_) => {}
            }
        }
        if let Some(o) = &u.orders {
            if !u.unit_type.leader {
                errs.push(bad(u, CommandProblem::OrdersNotCommander(o.clone())));
            } else if !orders.contains(&o.as_str()) {
                errs.push(bad(u, CommandProblem::UnknownOrders(o.clone(), orders.join(", "))));
            }
        }
    }
}

/// The best (lowest) rating a leader may have.
pub const MIN_RATING: i8 = -5;

type CarryCheck =
    fn(&crate::rules::ruleset::UnitType, &[(&str, &crate::rules::ruleset::UnitType)]) -> Option<CarryProblem>;
