//! The scenario being edited: a `ScenarioFile` changed only through `Edit`s, with undo and redo, brush and flood-fill
//! helpers and the bookkeeping that keeps the file tidy (sorted hexes, no entries equal to the default). Pure data.

use crate::rules::hex::{Coord, Dir, Orientation};
use crate::rules::ruleset::Ruleset;
use crate::rules::terrain::{HexsideKind, Terrain};
use crate::scenario::*;
use std::collections::{BTreeSet, VecDeque};

/// How many steps undo remembers.
pub const UNDO_DEPTH: usize = 500;

/// One change to the document. Every tool and every field of the editor ends up as one of these.
#[derive(Debug, Clone, PartialEq)]
pub enum Edit {
    /// Paint terrain on hexes (hexes off the map are skipped).
    Terrain {
        hexes: Vec<Coord>,
        terrain: Terrain,
    },
    /// Set the elevation of hexes.
    Elevation {
        hexes: Vec<Coord>,
        elevation: i8,
    },
    /// Put a fortification on a hex (replacing any there: one a hex), or clear it with `None`.
    Fortification {
        at: Coord,
        fort: Option<crate::rules::terrain::Fortification>,
    },
    /// Put a feature on the edge of `at` toward `dir`, or clear the edge with `None`.
    Hexside {
        at: Coord,
        dir: Dir,
        feature: Option<HexsidePaint>,
    },
    /// Add a unit. An empty id gets a fresh one; a leader placed with a friendly unit that has none is attached.
    PlaceUnit(UnitDef),
    /// Replace the unit with this id (renames carry over to attached-leader references).
    UpdateUnit {
        id: String,
        unit: UnitDef,
    },
    RemoveUnit {
        id: String,
    },
    /// Move a unit and the leader attached to it; a leader moved on its own is detached.
    MoveUnit {
        id: String,
        to: Coord,
    },
    /// Set the objective on a hex, or remove it with `None`. An empty id gets a fresh one.
    Objective {
        at: Coord,
        objective: Option<ObjectiveDef>,
    },
    /// Add hexes to (or take them out of) a side's deployment zone.
    Zone {
        side: String,
        hexes: Vec<Coord>,
        on: bool,
    },
    Sections(Option<Sections>),
    Meta(Meta),
    /// Replace side `index` (a new id is carried to units, objectives and zones).
    Side {
        index: usize,
        side: SideDef,
    },
    TurnLimit(Option<u32>),
    Victory(Vec<VictoryCondition>),
    /// The side (by id) that holds the initiative at the start, for rulesets that keep one.
    Initiative(Option<String>),
    /// The time track, for rulesets that keep one.
    Time(Option<TimeTrack>),
    /// In a ruleset where the players deploy: the units start where the file places them instead.
    Deployed(bool),
    /// Change the map's size, orientation or default terrain; anything left off the new map is dropped.
    Map {
        orientation: Orientation,
        width: u32,
        height: u32,
        default_terrain: Terrain,
    },
}

/// A hexside feature as the hexside tool lays it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct HexsidePaint {
    pub kind: HexsideKind,
    pub one_sided: bool,
    pub reciprocal: Option<bool>,
}

/// The document: the file, its undo and redo stacks, and a generation number that changes with every change.
#[derive(Debug, Clone)]
pub struct EditorDoc {
    file: ScenarioFile,
    past: VecDeque<ScenarioFile>,
    future: Vec<ScenarioFile>,
    /// Bumped on every change (edits, undo, redo, open): views and validation redo their work when it moves.
    pub generation: u64,
}

impl EditorDoc {
    pub fn new(file: ScenarioFile) -> EditorDoc {
        EditorDoc { file, past: VecDeque::new(), future: Vec::new(), generation: 1 }
    }

    /// A blank map for a ruleset: two sides, the ruleset's usual victory rules, nothing placed.
    pub fn blank(
        ruleset: Ruleset,
        orientation: Orientation,
        width: u32,
        height: u32,
        terrain: Terrain,
    ) -> ScenarioFile {
        let cards = ruleset.uses_cards();
        let side = |id: &str, name: &str, colour: &str, edge: Edge| SideDef {
            id: id.into(),
            name: name.into(),
            colour: colour.into(),
            hand_size: cards.then_some(4),
            target: Some(6),
            home_edge: edge,
            army: None,
            posture: None,
            orders_limit: None,
            surrender: None,
            ambush: None,
            radio: None,
            translations: Default::default(),
        };
        ScenarioFile {
            options: Default::default(),
            initiative: None,
            time: None,
            format: FORMAT_VERSION,
            meta: Meta {
                name: String::new(),
                description: String::new(),
                author: String::new(),
                ruleset: ruleset.id().into(),
                seed: 1,
                history: String::new(),
                translations: Default::default(),
                minutes: None,
                first_game_side: None,
            },
            map: MapDef {
                orientation,
                width,
                height,
                default_terrain: terrain,
                hexes: Vec::new(),
                hexsides: Vec::new(),
            },
            sides: vec![side("south", "South", "#2f5fb3", Edge::South), side("north", "North", "#b8322a", Edge::North)],
            units: Vec::new(),
            objectives: Vec::new(),
            deployment_zones: Vec::new(),
            sections: None,
            turn_limit: Some(20),
            victory: vec![VictoryCondition::ReachTarget, VictoryCondition::MostPointsAtTurnLimit],
        }
    }

    pub fn file(&self) -> &ScenarioFile {
        &self.file
    }

    pub fn can_undo(&self) -> bool {
        !self.past.is_empty()
    }
    pub fn can_redo(&self) -> bool {
        !self.future.is_empty()
    }

    /// Apply an edit as its own undo step. Returns whether anything changed (a no-op leaves no undo step).
    pub fn apply(&mut self, edit: &Edit) -> bool {
        self.apply_merged(edit, false)
    }

    /// Apply an edit; with `merge` it joins the previous undo step (the hexes of one brush stroke undo together).
    pub fn apply_merged(&mut self, edit: &Edit, merge: bool) -> bool {
        let before = self.file.clone();
        apply(&mut self.file, edit);
        if self.file == before {
            return false;
        }
        if !merge || self.past.is_empty() {
            self.past.push_back(before);
            if self.past.len() > UNDO_DEPTH {
                self.past.pop_front();
            }
        }
        self.future.clear();
        self.generation += 1;
        true
    }

    pub fn undo(&mut self) -> bool {
        let Some(prev) = self.past.pop_back() else { return false };
        self.future.push(std::mem::replace(&mut self.file, prev));
        self.generation += 1;
        true
    }

    pub fn redo(&mut self) -> bool {
        let Some(next) = self.future.pop() else { return false };
        self.past.push_back(std::mem::replace(&mut self.file, next));
        self.generation += 1;
        true
    }

    /// Start over on another document (open, new map). The history goes with the old document: an undo step could
    /// not bring back the file name it was saved under.
    pub fn reset(&mut self, file: ScenarioFile) {
        self.file = file;
        self.past.clear();
        self.future.clear();
        self.generation += 1;
    }

    pub fn contains(&self, c: Coord) -> bool {
        let m = &self.file.map;
        c.0 >= 0 && c.1 >= 0 && (c.0 as u32) < m.width && (c.1 as u32) < m.height
    }

    /// Terrain of a hex as the game will see it.
    pub fn terrain(&self, c: Coord) -> Terrain {
        let m = &self.file.map;
        m.hexes.iter().find(|h| h.at == c).and_then(|h| h.terrain).unwrap_or(m.default_terrain)
    }

    pub fn elevation(&self, c: Coord) -> i8 {
        self.file.map.hexes.iter().find(|h| h.at == c).map(|h| h.elevation).unwrap_or(0)
    }

    /// The fortification on a hex, if any.
    pub fn fortification(&self, c: Coord) -> Option<crate::rules::terrain::Fortification> {
        let h = self.file.map.hexes.iter().find(|h| h.at == c)?;
        crate::rules::terrain::fortification_of(&h.markers)
    }

    /// The hexes within `radius` of `c` that are on the map (radius 0 is the hex itself).
    pub fn brush(&self, c: Coord, radius: u32) -> Vec<Coord> {
        let o = self.file.map.orientation;
        let r = radius as i32;
        let mut out = Vec::new();
        for row in c.1 - 2 * r..=c.1 + 2 * r {
            for col in c.0 - 2 * r..=c.0 + 2 * r {
                let h = Coord(col, row);
                if self.contains(h) && h.distance(c, o) <= radius {
                    out.push(h);
                }
            }
        }
        out
    }

    /// What a painting drag covers on its way from `from` to `to`: the brush at every hex of the line between them,
    /// each hex once. A drag is sampled once a frame, so a quick one (or a slow frame: a phone drawing in software)
    /// jumps several hexes between samples; painting only where it lands would leave gaps in the stroke.
    pub fn stroke(&self, from: Coord, to: Coord, radius: u32) -> Vec<Coord> {
        let o = self.file.map.orientation;
        let mut seen = BTreeSet::new();
        let mut out = Vec::new();
        for h in from.to_hex(o).line_to(to.to_hex(o)) {
            for c in self.brush(Coord::from_hex(h, o), radius) {
                if seen.insert(c) {
                    out.push(c);
                }
            }
        }
        out
    }

    /// The hexes connected to `from` through hexes of the same terrain (what a flood fill repaints).
    pub fn flood(&self, from: Coord) -> Vec<Coord> {
        if !self.contains(from) {
            return Vec::new();
        }
        let m = &self.file.map;
        let o = m.orientation;
        // A dense copy of the terrain, so the fill is linear in the map size.
        let mut dense = vec![m.default_terrain; (m.width * m.height) as usize];
        let index = |c: Coord| (c.1 as u32 * m.width + c.0 as u32) as usize;
        for h in &m.hexes {
            if self.contains(h.at) {
                dense[index(h.at)] = h.terrain.unwrap_or(m.default_terrain);
            }
        }
        let t = dense[index(from)];
        let mut seen = BTreeSet::from([from]);
        let mut queue = VecDeque::from([from]);
        while let Some(c) = queue.pop_front() {
            for n in c.neighbors(o) {
                if self.contains(n) && !seen.contains(&n) && dense[index(n)] == t {
                    seen.insert(n);
                    queue.push_back(n);
                }
            }
        }
        seen.into_iter().collect()
    }

    /// The hexside feature on the edge of `at` toward `dir`, named from either hex.
    pub fn hexside(&self, at: Coord, dir: Dir) -> Option<&HexsideDef> {
        let o = self.file.map.orientation;
        let other = at.neighbor(dir, o);
        self.file.map.hexsides.iter().find(|h| same_edge(h, at, dir, other, o))
    }

    /// A unit id not yet used, from a stem.
    pub fn fresh_unit_id(&self, stem: &str) -> String {
        fresh_id(stem, |id| self.file.units.iter().any(|u| u.id == id))
    }
}

fn fresh_id(stem: &str, used: impl Fn(&str) -> bool) -> String {
    (1..).map(|n| format!("{stem}_{n}")).find(|id| !used(id)).expect("some number is free")
}

fn same_edge(h: &HexsideDef, at: Coord, dir: Dir, other: Option<Coord>, o: Orientation) -> bool {
    (h.at == at && h.dir == dir)
        || (Some(h.at) == other && h.dir == dir.opposite() && h.at.neighbor(h.dir, o) == Some(at))
}

fn on_map(m: &MapDef, c: Coord) -> bool {
    c.0 >= 0 && c.1 >= 0 && (c.0 as u32) < m.width && (c.1 as u32) < m.height
}

/// Change one hex's entry, creating it in row order and dropping it again when it says nothing the default doesn't.
fn with_hex(m: &mut MapDef, at: Coord, f: impl FnOnce(&mut HexDef)) {
    let i = match m.hexes.iter().position(|h| h.at == at) {
        Some(i) => i,
        None => {
            let i = m.hexes.iter().position(|h| (h.at.1, h.at.0) > (at.1, at.0)).unwrap_or(m.hexes.len());
            m.hexes.insert(i, HexDef { at, terrain: None, elevation: 0, markers: Vec::new() });
            i
        }
    };
    f(&mut m.hexes[i]);
    let h = &mut m.hexes[i];
    if h.terrain == Some(m.default_terrain) {
        h.terrain = None;
    }
    if h.terrain.is_none() && h.elevation == 0 && h.markers.is_empty() {
        m.hexes.remove(i);
    }
}

/// Apply an edit to a file. Edits never fail: whatever they leave wrong, validation reports.
pub fn apply(f: &mut ScenarioFile, edit: &Edit) {
    match edit {
        Edit::Terrain { hexes, terrain } => {
            for &at in hexes {
                if on_map(&f.map, at) {
                    with_hex(&mut f.map, at, |h| h.terrain = Some(*terrain));
                }
            }
        }
        Edit::Elevation { hexes, elevation } => {
            for &at in hexes {
                if on_map(&f.map, at) {
                    with_hex(&mut f.map, at, |h| h.elevation = *elevation);
                }
            }
        }
        Edit::Fortification { at, fort } => {
            if on_map(&f.map, *at) {
                with_hex(&mut f.map, *at, |h| {
                    h.markers.retain(|m| m.fortification().is_none());
                    h.markers.extend(fort.map(crate::rules::terrain::HexMarker::Fort));
                });
            }
        }
        Edit::Hexside { at, dir, feature } => set_hexside(f, *at, *dir, *feature),
        Edit::PlaceUnit(u) => place_unit(f, u),
        Edit::UpdateUnit { id, unit } => update_unit(f, id, unit),
        Edit::RemoveUnit { id } => remove_unit(f, id),
        Edit::MoveUnit { id, to } => move_unit(f, id, *to),
        Edit::Objective { at, objective } => set_objective(f, *at, objective.as_ref()),
        Edit::Zone { side, hexes, on } => edit_zone(f, side, hexes, *on),
        Edit::Sections(s) => f.sections = *s,
        Edit::Meta(m) => f.meta = m.clone(),
        Edit::Side { index, side } => set_side(f, *index, side),
        Edit::TurnLimit(t) => f.turn_limit = *t,
        Edit::Victory(v) => f.victory = v.clone(),
        Edit::Initiative(s) => f.initiative = s.clone(),
        Edit::Deployed(on) => f.options.deployed = *on,
        Edit::Time(t) => f.time = *t,
        Edit::Map { orientation, width, height, default_terrain } => {
            resize_map(f, *orientation, *width, *height, *default_terrain)
        }
    }
}

/// Lay a hexside feature on the edge of `at` toward `dir`, or clear that edge when `feature` is `None`.
fn set_hexside(f: &mut ScenarioFile, at: Coord, dir: Dir, feature: Option<HexsidePaint>) {
    let o = f.map.orientation;
    let other = at.neighbor(dir, o);
    f.map.hexsides.retain(|h| !same_edge(h, at, dir, other, o));
    // A feature needs a hex on both sides of its edge: the map's outer edge takes none.
    let inside = on_map(&f.map, at) && other.is_some_and(|n| on_map(&f.map, n));
    if let (Some(p), true) = (feature, inside) {
        let reciprocal = p.reciprocal.filter(|r| *r != p.kind.reciprocal_by_default());
        f.map.hexsides.push(HexsideDef { at, dir, kind: p.kind, one_sided: p.one_sided, reciprocal });
    }
}

/// Add a unit, giving it a fresh id when it has none or a taken one, and attaching a leader to a friendly unit
/// in its hex that has none.
fn place_unit(f: &mut ScenarioFile, u: &UnitDef) {
    let mut u = u.clone();
    if u.id.trim().is_empty() || f.units.iter().any(|x| x.id == u.id) {
        let stem = if u.id.trim().is_empty() { u.kind.clone() } else { u.id.clone() };
        u.id = fresh_id(&stem, |id| f.units.iter().any(|x| x.id == id));
    }
    let ruleset = Ruleset::from_id(&f.meta.ruleset);
    let is_leader = |kind: &str| ruleset.and_then(|r| r.unit_type(kind)).is_some_and(|t| t.leader);
    if is_leader(&u.kind) {
        let host =
            f.units.iter_mut().find(|x| x.at == u.at && x.side == u.side && x.leader.is_none() && !is_leader(&x.kind));
        if let Some(host) = host {
            host.leader = Some(u.id.clone());
        }
    }
    f.units.push(u);
}

/// Replace the unit with id `id`; a rename to a free id carries over to the units that name it.
fn update_unit(f: &mut ScenarioFile, id: &str, unit: &UnitDef) {
    let Some(i) = f.units.iter().position(|x| x.id == id) else { return };
    if unit.id != *id && !unit.id.trim().is_empty() && !f.units.iter().any(|x| x.id == unit.id) {
        for x in &mut f.units {
            if x.leader.as_deref() == Some(id) {
                x.leader = Some(unit.id.clone());
            }
            if x.carried_by.as_deref() == Some(id) {
                x.carried_by = Some(unit.id.clone());
            }
            if x.command.as_deref() == Some(id) {
                x.command = Some(unit.id.clone());
            }
            if x.successor.as_deref() == Some(id) {
                x.successor = Some(unit.id.clone());
            }
        }
        f.units[i] = unit.clone();
    } else {
        f.units[i] = UnitDef { id: id.to_string(), ..unit.clone() };
    }
}

/// Remove a unit and clear what other units say about it (leader, carrier, commander, successor).
fn remove_unit(f: &mut ScenarioFile, id: &str) {
    f.units.retain(|x| x.id != id);
    for x in &mut f.units {
        if x.leader.as_deref() == Some(id) {
            x.leader = None;
        }
        if x.carried_by.as_deref() == Some(id) {
            x.carried_by = None;
        }
        if x.command.as_deref() == Some(id) {
            x.command = None;
        }
        if x.successor.as_deref() == Some(id) {
            x.successor = None;
        }
    }
}

/// Move a unit with its leader and what it carries; a leader or weapon moved on its own is detached.
fn move_unit(f: &mut ScenarioFile, id: &str, to: Coord) {
    if !on_map(&f.map, to) {
        return;
    }
    let Some(i) = f.units.iter().position(|x| x.id == id) else { return };
    let leader = f.units[i].leader.clone();
    f.units[i].at = to;
    // A carried weapon moved on its own is set down; a carrier takes its weapon along.
    f.units[i].carried_by = None;
    for x in &mut f.units {
        if x.leader.as_deref() == Some(id) {
            x.leader = None;
        }
        if leader.as_ref() == Some(&x.id) || x.carried_by.as_deref() == Some(id) {
            x.at = to;
        }
    }
}

/// Set or replace the objective on a hex (keeping or making up its id), or remove it with `None`.
fn set_objective(f: &mut ScenarioFile, at: Coord, objective: Option<&ObjectiveDef>) {
    match objective {
        None => f.objectives.retain(|o| o.at != at),
        Some(o) => {
            let mut o = ObjectiveDef { at, ..o.clone() };
            if let Some(old) = f.objectives.iter_mut().find(|x| x.at == at) {
                if o.id.trim().is_empty() {
                    o.id = old.id.clone();
                }
                *old = o;
            } else {
                if o.id.trim().is_empty() || f.objectives.iter().any(|x| x.id == o.id) {
                    o.id = fresh_id("objective", |id| f.objectives.iter().any(|x| x.id == id));
                }
                f.objectives.push(o);
            }
        }
    }
}

/// Add hexes to a side's deployment zone or take them out, dropping the zone when it ends up empty.
fn edit_zone(f: &mut ScenarioFile, side: &str, hexes: &[Coord], on: bool) {
    let i = match f.deployment_zones.iter().position(|z| z.side == side) {
        Some(i) => i,
        None if on => {
            f.deployment_zones.push(DeploymentZone { side: side.to_string(), hexes: Vec::new() });
            f.deployment_zones.len() - 1
        }
        None => return,
    };
    let z = &mut f.deployment_zones[i];
    for &at in hexes {
        let has = z.hexes.contains(&at);
        if on && !has && on_map(&f.map, at) {
            z.hexes.push(at);
        } else if !on && has {
            z.hexes.retain(|c| *c != at);
        }
    }
    z.hexes.sort_by_key(|c| (c.1, c.0));
    if z.hexes.is_empty() {
        f.deployment_zones.remove(i);
    }
}

/// Replace side `index`; a new, free id is carried to the units, objectives, zones and initiative that name it.
fn set_side(f: &mut ScenarioFile, index: usize, side: &SideDef) {
    let Some(old) = f.sides.get(index).map(|s| s.id.clone()) else { return };
    let new = side.id.clone();
    if new != old && !new.trim().is_empty() && !f.sides.iter().any(|s| s.id == new) {
        for u in &mut f.units {
            if u.side == old {
                u.side = new.clone();
            }
        }
        for o in &mut f.objectives {
            for s in [&mut o.owner, &mut o.controlled_by].into_iter().flatten() {
                if *s == old {
                    *s = new.clone();
                }
            }
        }
        for z in &mut f.deployment_zones {
            if z.side == old {
                z.side = new.clone();
            }
        }
        if f.initiative.as_deref() == Some(old.as_str()) {
            f.initiative = Some(new.clone());
        }
        f.sides[index] = side.clone();
    } else {
        f.sides[index] = SideDef { id: old, ..side.clone() };
    }
}

/// Change the map's orientation, size and default terrain, dropping whatever falls off the new map.
fn resize_map(f: &mut ScenarioFile, orientation: Orientation, width: u32, height: u32, default_terrain: Terrain) {
    let m = &mut f.map;
    if orientation != m.orientation {
        // Edge names differ between orientations: hexsides and facings cannot carry over.
        m.hexsides.clear();
        for u in &mut f.units {
            u.facing = None;
        }
    }
    m.orientation = orientation;
    m.width = width.clamp(1, MAX_MAP_SIDE);
    m.height = height.clamp(1, MAX_MAP_SIDE);
    // Hexes not painted take the new default; painted ones keep their terrain.
    m.default_terrain = default_terrain;
    for at in m.hexes.iter().map(|h| h.at).collect::<Vec<_>>() {
        with_hex(m, at, |_| {});
    }
    let m2 = m.clone();
    m.hexes.retain(|h| on_map(&m2, h.at));
    let o = m.orientation;
    m.hexsides.retain(|h| on_map(&m2, h.at) && h.at.neighbor(h.dir, o).is_some_and(|n| on_map(&m2, n)));
    f.units.retain(|u| on_map(&m2, u.at));
    let ids: BTreeSet<String> = f.units.iter().map(|u| u.id.clone()).collect();
    for u in &mut f.units {
        if u.leader.as_ref().is_some_and(|l| !ids.contains(l)) {
            u.leader = None;
        }
    }
    f.objectives.retain(|o| on_map(&m2, o.at));
    for z in &mut f.deployment_zones {
        z.hexes.retain(|c| on_map(&m2, *c));
    }
    f.deployment_zones.retain(|z| !z.hexes.is_empty());
    if let Some(s) = f.sections
        && s.right > 2 * m2.width - 1
    {
        f.sections = None;
    }
}

use crate::scenario::validate::MAX_MAP_SIDE;

#[cfg(test)]
#[path = "doc_tests.rs"]
mod tests;
