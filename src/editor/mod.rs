//! The scenario editor's logic: the document resource, the tools, pointer input turned into edits, live validation,
//! open and save (data folder, a path on the desktop, browser storage and download) and playtest. The egui panels are
//! in `panel`; the board is drawn by `view::editor_board`. None of it touches a running game: playtest sends orders.

pub mod doc;
mod fields;
pub mod panel;
pub mod sides;

use crate::rules::hex::{Coord, Dir, Orientation};
use crate::rules::ruleset::Ruleset;
use crate::rules::terrain::{HexsideKind, Terrain};
use crate::scenario::{self, ObjectiveDef, ScenarioError, ScenarioFile, ScenarioWarning, UnitDef};
use crate::screens::Screen;
use crate::ui::Playtest;
use crate::ui::panels::ToTitle;
use crate::ui::{ClientCommand, storage};
use bevy::prelude::*;
use doc::{Edit, EditorDoc, HexsidePaint};
use std::sync::Arc;

/// Everything the editor keeps between frames: the document, where it is saved and what validation says of it.
#[derive(Resource, Debug, Clone)]
pub struct Editor {
    pub doc: EditorDoc,
    /// File name in the data folder (or browser storage), `*.scenario.ron`.
    pub name: String,
    /// A file opened by path (desktop): Save writes back there instead of into the data folder.
    pub path: Option<String>,
    /// Generation of the document when it was last saved or opened.
    pub saved: u64,
    pub report: Report,
    /// The hex the inspector shows.
    pub selected: Option<Coord>,
    /// A hex the camera should move to (set by clicking a problem).
    pub focus: Option<Coord>,
    /// The last save, open or playtest outcome: text and whether it is an error.
    pub status: Option<(String, bool)>,
}

impl Default for Editor {
    fn default() -> Self {
        let file = EditorDoc::blank(Ruleset::DEFAULT, Orientation::Pointy, 13, 9, Terrain::Open);
        Editor::with_file(file, "new.scenario.ron".into())
    }
}

impl Editor {
    pub fn with_file(file: ScenarioFile, name: String) -> Editor {
        let doc = EditorDoc::new(file);
        let report = Report::of(doc.file(), doc.generation);
        Editor { saved: doc.generation, doc, name, path: None, report, selected: None, focus: None, status: None }
    }

    pub fn dirty(&self) -> bool {
        self.doc.generation != self.saved
    }

    pub fn ruleset(&self) -> Option<Ruleset> {
        Ruleset::from_id(&self.doc.file().meta.ruleset)
    }
}

/// Validation of one generation of the document: the loader's own errors, then the rules-aware warnings.
#[derive(Debug, Clone, Default)]
pub struct Report {
    pub generation: u64,
    pub errors: Vec<ScenarioError>,
    pub warnings: Vec<ScenarioWarning>,
}

impl Report {
    pub fn of(file: &ScenarioFile, generation: u64) -> Report {
        match file.validate() {
            Ok(s) => Report { generation, errors: Vec::new(), warnings: scenario::warnings(&s) },
            Err(e) => Report { generation, errors: e.0, warnings: Vec::new() },
        }
    }
}

/// The tool in hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Tool {
    /// Pick a hex to inspect; drag a unit to move it.
    #[default]
    Select,
    Terrain,
    Fill,
    Elevation,
    Hexside,
    Unit,
    Objective,
    Zone,
    /// Remove the top piece of a hex (a leader before its unit), its objective, or a hexside.
    Erase,
}

impl Tool {
    pub const ALL: [Tool; 9] = [
        Tool::Select,
        Tool::Terrain,
        Tool::Fill,
        Tool::Elevation,
        Tool::Hexside,
        Tool::Unit,
        Tool::Objective,
        Tool::Zone,
        Tool::Erase,
    ];
    pub fn key(self) -> &'static str {
        match self {
            Tool::Select => "select",
            Tool::Terrain => "terrain",
            Tool::Fill => "fill",
            Tool::Elevation => "elevation",
            Tool::Hexside => "hexside",
            Tool::Unit => "unit",
            Tool::Objective => "objective",
            Tool::Zone => "zone",
            Tool::Erase => "erase",
        }
    }
}

/// The tool and its settings.
#[derive(Resource, Debug, Clone)]
pub struct Tools {
    pub tool: Tool,
    /// Brush radius in hexes (0 = one hex).
    pub brush: u32,
    pub terrain: Terrain,
    pub elevation: i8,
    pub hexside: HexsidePaint,
    /// Side index for units, zones and objective owners.
    pub side: usize,
    pub kind: String,
    pub facing: Option<Dir>,
    pub strength: Option<u8>,
    /// The commander new units answer to, in a ruleset with commands.
    pub command: Option<String>,
    pub vp: u32,
    pub secret: bool,
    /// The zone tool adds hexes (true) or takes them out.
    pub zone_add: bool,
}

impl Default for Tools {
    fn default() -> Self {
        Tools {
            tool: Tool::Select,
            brush: 0,
            terrain: Terrain::Forest,
            elevation: 1,
            hexside: HexsidePaint { kind: HexsideKind::Hedge, one_sided: false, reciprocal: None },
            side: 0,
            kind: "medium_foot".into(),
            facing: None,
            strength: None,
            command: None,
            vp: 1,
            secret: false,
            zone_add: true,
        }
    }
}

/// In a ruleset with commands, a unit placed on the map answers to the nearest leader of its side (a leader to
/// none): the usual way to build a wing is to place its commander, then its units around him.
fn default_command(
    f: &crate::scenario::ScenarioFile,
    ruleset: Option<crate::rules::Ruleset>,
    side: &str,
    at: crate::rules::hex::Coord,
    kind: &str,
) -> Option<String> {
    let r = ruleset.filter(|r| r.params().terms.commands)?;
    if r.unit_type(kind).is_none_or(|t| t.leader) {
        return None;
    }
    let o = f.map.orientation;
    f.units
        .iter()
        .filter(|x| x.side == side && r.unit_type(&x.kind).is_some_and(|t| t.leader))
        .min_by_key(|x| (x.at.distance(at, o), x.id.clone()))
        .map(|x| x.id.clone())
}

/// What the editor can be asked to do. The panels, the board and the tests all go through these.
// One message per user action: an edit carrying a whole unit is larger than the others, and boxing it would cost
// more than the few hundred bytes it saves.
#[allow(clippy::large_enum_variant)]
#[derive(Message, Debug, Clone, PartialEq)]
pub enum EditorCommand {
    /// A blank map.
    New {
        ruleset: Ruleset,
        orientation: Orientation,
        width: u32,
        height: u32,
        terrain: Terrain,
    },
    /// Open scenario text (`name` names it in errors and becomes the save name).
    Open {
        name: String,
        text: String,
    },
    /// Open a file by path (desktop).
    OpenPath(String),
    Edit(Edit),
    Undo,
    Redo,
    /// Save under this name in the data folder or browser storage.
    Save {
        name: String,
    },
    /// Save to a path (desktop), atomically.
    SaveTo(String),
    /// Save, then offer the file as a download (browser) or say where it is (desktop).
    Download,
    /// Check the document and put a link that carries it on the clipboard.
    CopyLink,
    /// Start a hot-seat game of the document.
    Playtest,
    Select(Option<Coord>),
    /// Select a hex and move the camera there.
    Jump(Coord),
}

/// A file chosen in the desktop's dialogs for the editor (`ui::dialogs`): opened, or the document saved there.
fn dialog_answers(dialogs: Option<ResMut<crate::ui::dialogs::Dialogs>>, mut out: MessageWriter<EditorCommand>) {
    use crate::ui::dialogs::Purpose;
    let Some(mut dialogs) = dialogs else { return };
    for (purpose, path) in dialogs.take_for_editor() {
        let path = path.display().to_string();
        out.write(if purpose == Purpose::EditorSaveAs {
            EditorCommand::SaveTo(path)
        } else {
            EditorCommand::OpenPath(path)
        });
    }
}

/// A pointer event on the board: the hex, the edge of that hex nearest the pointer, and which part of a click it is.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct EditorPointer {
    pub hex: Coord,
    pub edge: Dir,
    pub phase: PointerPhase,
    /// The secondary button: tools that add remove instead.
    pub secondary: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PointerPhase {
    Press,
    /// The pointer moved onto another hex while pressed.
    Drag,
    Release,
}

/// The editor's own systems: input comes before, drawing after.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct EditorSet;

pub struct EditorPlugin;

impl Plugin for EditorPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Editor>()
            .init_resource::<Tools>()
            .add_message::<EditorCommand>()
            .add_message::<EditorPointer>()
            .add_message::<ClientCommand>()
            .add_message::<ToTitle>()
            .add_systems(
                Update,
                (dialog_answers, pointer_to_edits, apply_commands, revalidate).chain().in_set(EditorSet),
            )
            .add_systems(Update, leave_game.run_if(in_state(Screen::Game)))
            .init_resource::<Playtest>()
            .add_systems(OnEnter(Screen::Editor), |mut p: ResMut<Playtest>| p.0 = false);
    }
}

/// Leaving a game goes back to the editor after a playtest, else to the title.
fn leave_game(mut msgs: MessageReader<ToTitle>, mut next: ResMut<NextState<Screen>>, playtest: Res<Playtest>) {
    if msgs.read().count() > 0 {
        next.set(if playtest.0 { Screen::Editor } else { Screen::Title });
    }
}

/// Where a drag started and whether it has already made an undo step.
#[derive(Default)]
struct Stroke {
    from: Option<Coord>,
    started: bool,
    last: Option<Coord>,
}

/// Turn pointer events into edits according to the tool in hand. A drag with a painting tool is one undo step.
fn pointer_to_edits(
    mut input: MessageReader<EditorPointer>,
    tools: Res<Tools>,
    mut ed: ResMut<Editor>,
    mut out: MessageWriter<EditorCommand>,
    mut stroke: Local<Stroke>,
) {
    for p in input.read() {
        let doc = &ed.doc;
        if p.phase == PointerPhase::Press {
            *stroke = Stroke { from: Some(p.hex), started: false, last: None };
        }
        if stroke.last == Some(p.hex) && p.phase != PointerPhase::Release {
            continue;
        }
        let sides = &doc.file().sides;
        let side_id =
            sides.get(tools.side.min(sides.len().saturating_sub(1))).map(|s| s.id.clone()).unwrap_or_default();
        // A painting stroke lifted on another hex than the last it painted reaches there first: the pointer is read
        // once a frame, and the frame that sees the button or finger come up sees no drag.
        let painting = matches!(tools.tool, Tool::Terrain | Tool::Elevation | Tool::Zone);
        let phase = if painting
            && p.phase == PointerPhase::Release
            && stroke.from.is_some()
            && stroke.last.is_some_and(|l| l != p.hex)
        {
            PointerPhase::Drag
        } else {
            p.phase
        };
        // A painting tool covers the whole way from the last hex of the stroke, not just where the pointer is now.
        let painted = |radius: u32| match (phase, stroke.last) {
            (PointerPhase::Drag, Some(last)) => doc.stroke(last, p.hex, radius),
            _ => doc.brush(p.hex, radius),
        };
        let edit: Option<Edit> = match (tools.tool, phase) {
            (Tool::Select, PointerPhase::Press) => {
                out.write(EditorCommand::Select(Some(p.hex)));
                None
            }
            (Tool::Select, PointerPhase::Release) => {
                // Dragging from a hex with units moves its main unit (and the leader with it).
                match stroke.from {
                    Some(from) if from != p.hex => {
                        let f = doc.file();
                        let here: Vec<&UnitDef> = f.units.iter().filter(|u| u.at == from).collect();
                        let main = here.iter().find(|u| u.leader.is_some()).or(here.first()).map(|u| u.id.clone());
                        if main.is_some() {
                            out.write(EditorCommand::Select(Some(p.hex)));
                        }
                        main.map(|id| Edit::MoveUnit { id, to: p.hex })
                    }
                    _ => None,
                }
            }
            (Tool::Terrain, PointerPhase::Press | PointerPhase::Drag) => {
                Some(Edit::Terrain { hexes: painted(tools.brush), terrain: tools.terrain })
            }
            (Tool::Elevation, PointerPhase::Press | PointerPhase::Drag) => {
                let e = if p.secondary { 0 } else { tools.elevation };
                Some(Edit::Elevation { hexes: painted(tools.brush), elevation: e })
            }
            (Tool::Zone, PointerPhase::Press | PointerPhase::Drag) => {
                Some(Edit::Zone { side: side_id, hexes: painted(tools.brush), on: tools.zone_add && !p.secondary })
            }
            (Tool::Fill, PointerPhase::Press) => {
                Some(Edit::Terrain { hexes: doc.flood(p.hex), terrain: tools.terrain })
            }
            (Tool::Hexside, PointerPhase::Press) => {
                Some(Edit::Hexside { at: p.hex, dir: p.edge, feature: (!p.secondary).then_some(tools.hexside) })
            }
            (Tool::Unit, PointerPhase::Press) if p.secondary => {
                doc.file().units.iter().rev().find(|u| u.at == p.hex).map(|u| Edit::RemoveUnit { id: u.id.clone() })
            }
            (Tool::Unit, PointerPhase::Press) => Some(Edit::PlaceUnit(UnitDef {
                id: String::new(),
                side: side_id.clone(),
                kind: tools.kind.clone(),
                at: p.hex,
                facing: tools.facing.filter(|d| d.is_valid(doc.file().map.orientation)).or_else(|| {
                    // Rulesets with facing need one: face the enemy's home edge.
                    ed.ruleset().filter(|r| r.uses_facing()).map(|_| default_facing(doc.file(), tools.side))
                }),
                strength: tools.strength,
                leader: None,
                markers: Vec::new(),
                carried_by: None,
                command: tools
                    .command
                    .clone()
                    .or_else(|| default_command(doc.file(), ed.ruleset(), &side_id, p.hex, &tools.kind)),
                rating: None,
                arrives: None,
                orders: None,
                successor: None,
                name: String::new(),
                translations: Default::default(),
            })),
            (Tool::Objective, PointerPhase::Press) => {
                let objective = (!p.secondary).then(|| ObjectiveDef {
                    id: String::new(),
                    at: p.hex,
                    vp: tools.vp.max(1),
                    secret: tools.secret,
                    owner: tools.secret.then(|| side_id.clone()),
                    controlled_by: None,
                    name: String::new(),
                    translations: Default::default(),
                });
                Some(Edit::Objective { at: p.hex, objective })
            }
            (Tool::Erase, PointerPhase::Press) => {
                let f = doc.file();
                if let Some(u) = f.units.iter().rev().find(|u| u.at == p.hex) {
                    Some(Edit::RemoveUnit { id: u.id.clone() })
                } else if f.objectives.iter().any(|o| o.at == p.hex) {
                    Some(Edit::Objective { at: p.hex, objective: None })
                } else if doc.hexside(p.hex, p.edge).is_some() {
                    Some(Edit::Hexside { at: p.hex, dir: p.edge, feature: None })
                } else {
                    None
                }
            }
            _ => None,
        };
        stroke.last = Some(p.hex);
        if let Some(e) = edit {
            let merge = stroke.started && phase == PointerPhase::Drag;
            if ed.doc.apply_merged(&e, merge) {
                stroke.started = true;
            }
            if tools.tool != Tool::Select {
                ed.selected = Some(p.hex);
            }
        }
        if p.phase == PointerPhase::Release {
            *stroke = Stroke::default();
        }
    }
}

/// The facing a new unit gets in a ruleset with facing: toward the other side's home edge.
fn default_facing(f: &ScenarioFile, side: usize) -> Dir {
    let enemy_edge = f.sides.get(1 - side.min(1)).map(|s| s.home_edge).unwrap_or(crate::scenario::Edge::North);
    enemy_edge.facing(f.map.orientation)
}

fn apply_commands(
    mut cmds: MessageReader<EditorCommand>,
    mut ed: ResMut<Editor>,
    mut client: MessageWriter<ClientCommand>,
    next: Option<ResMut<NextState<Screen>>>,
    i18n: Option<Res<crate::ui::i18n::I18n>>,
    mut playtest: ResMut<Playtest>,
    (settings, mut copy): (Option<Res<crate::ui::settings::Settings>>, Option<ResMut<crate::ui::links::CopyOut>>),
) {
    let mut next = next;
    let t = |key: &str, args: &[(&str, String)]| -> String {
        match &i18n {
            Some(i) => i.ta(key, &args.iter().map(|(k, v)| (*k, v.clone().into())).collect::<Vec<_>>()),
            None => format!("{key} {}", args.iter().map(|(_, v)| v.as_str()).collect::<Vec<_>>().join(" ")),
        }
    };
    for c in cmds.read() {
        match c {
            EditorCommand::New { ruleset, orientation, width, height, terrain } => {
                // A new map is an undo step like any other: an accidental New can be taken back.
                let file = EditorDoc::blank(*ruleset, *orientation, *width, *height, *terrain);
                ed.doc.reset(file);
                ed.name = "new.scenario.ron".into();
                ed.path = None;
                ed.saved = 0;
                ed.selected = None;
                ed.status = None;
            }
            EditorCommand::Open { name, text } => open_text(&mut ed, name, text, &t),
            EditorCommand::OpenPath(path) => {
                #[cfg(not(target_arch = "wasm32"))]
                match crate::text::read(std::path::Path::new(path)) {
                    Ok(text) => {
                        let name = std::path::Path::new(path)
                            .file_name()
                            .map(|n| n.to_string_lossy().into_owned())
                            .unwrap_or_else(|| path.clone());
                        open_text(&mut ed, &name, &text, &t);
                        if ed.status.as_ref().is_some_and(|(_, err)| !err) {
                            ed.path = Some(path.clone());
                        }
                    }
                    Err(e) => {
                        ed.status = Some((
                            t("editor-open-failed", &[("reason", format!("{}: {e}", crate::text::shown(path)))]),
                            true,
                        ))
                    }
                }
                #[cfg(target_arch = "wasm32")]
                {
                    ed.status = Some((t("editor-open-failed", &[("reason", path.clone())]), true));
                }
            }
            EditorCommand::Edit(e) => {
                ed.doc.apply(e);
            }
            EditorCommand::Undo => {
                ed.doc.undo();
            }
            EditorCommand::Redo => {
                ed.doc.redo();
            }
            EditorCommand::Save { .. } if ed.path.is_some() => {
                let path = ed.path.clone().unwrap_or_default();
                save_to(&mut ed, &path, &t);
            }
            EditorCommand::Save { name } => {
                let name = scenario_name(name);
                let text = ed.doc.file().to_ron();
                match storage::write_text(&name, &text) {
                    Ok(()) => {
                        ed.name = name.clone();
                        ed.saved = ed.doc.generation;
                        ed.status = Some((t("editor-saved", &[("file", name)]), false));
                    }
                    Err(e) => ed.status = Some((t("editor-save-failed", &[("reason", e)]), true)),
                }
            }
            EditorCommand::SaveTo(path) => {
                save_to(&mut ed, path, &t);
                if ed.status.as_ref().is_some_and(|(_, err)| !err) {
                    ed.path = Some(path.clone());
                }
            }
            EditorCommand::Download => {
                let name = ed.name.clone();
                let text = ed.doc.file().to_ron();
                let r = storage::write_text(&name, &text).and_then(|_| storage::export(&name));
                match r {
                    Ok(where_) => {
                        // A file opened by path is not saved by this: its own file is elsewhere.
                        if ed.path.is_none() {
                            ed.saved = ed.doc.generation;
                        }
                        ed.status = Some((t("editor-exported", &[("file", where_)]), false));
                    }
                    Err(e) => ed.status = Some((t("editor-save-failed", &[("reason", e)]), true)),
                }
            }
            EditorCommand::CopyLink => {
                let (Some(i18n), Some(settings), Some(copy)) = (&i18n, &settings, copy.as_mut()) else { continue };
                ed.status = Some(match ed.doc.file().validate() {
                    Ok(_) => match crate::ui::links::make(&ed.doc.file().to_ron(), settings, i18n) {
                        Ok(link) => {
                            let chars = link.chars().count();
                            copy.0 = Some(link);
                            (i18n.ta("editor-link-copied", &[("chars", chars.into())]), false)
                        }
                        Err(why) => (i18n.ta("link-copy-failed", &[("reason", why.into())]), true),
                    },
                    Err(e) => {
                        let first = e.0.first().map(|e| crate::ui::problems::error_text(i18n, e)).unwrap_or_default();
                        (i18n.ta("link-copy-failed", &[("reason", first.into())]), true)
                    }
                });
            }
            EditorCommand::Playtest => match ed.doc.file().validate() {
                Ok(s) => {
                    let seed = s.seed();
                    client.write(ClientCommand::NewGame { scenario: Arc::new(s), seed, players: Default::default() });
                    playtest.0 = true;
                    ed.status = None;
                    if let Some(n) = next.as_mut() {
                        n.set(Screen::Game);
                    }
                }
                Err(e) => {
                    let first = e
                        .0
                        .first()
                        .map(|e| i18n.as_ref().map_or_else(|| e.to_string(), |i| crate::ui::problems::error_text(i, e)))
                        .unwrap_or_default();
                    ed.status =
                        Some((t("editor-cannot-playtest", &[("n", e.0.len().to_string()), ("first", first)]), true));
                    if let Some(h) = e.0.iter().find_map(|e| e.hex()) {
                        ed.focus = Some(h);
                        ed.selected = Some(h);
                    }
                }
            },
            EditorCommand::Select(h) => ed.selected = *h,
            EditorCommand::Jump(h) => {
                ed.selected = Some(*h);
                ed.focus = Some(*h);
            }
        }
    }
}

/// Write the document to a path, atomically (desktop only: the browser has no paths).
fn save_to(ed: &mut Editor, path: &str, t: &impl Fn(&str, &[(&str, String)]) -> String) {
    let text = ed.doc.file().to_ron();
    #[cfg(not(target_arch = "wasm32"))]
    match crate::save::write_atomic(std::path::Path::new(path), text.as_bytes()) {
        Ok(()) => {
            ed.saved = ed.doc.generation;
            ed.status = Some((t("editor-saved", &[("file", path.to_string())]), false));
        }
        Err(e) => {
            ed.status =
                Some((t("editor-save-failed", &[("reason", format!("{}: {e}", crate::text::shown(path)))]), true))
        }
    }
    #[cfg(target_arch = "wasm32")]
    {
        let _ = text;
        ed.status = Some((t("editor-save-failed", &[("reason", path.to_string())]), true));
    }
}

/// A file name that ends in `.scenario.ron` (what the title screen and the load list look for).
pub fn scenario_name(name: &str) -> String {
    let stem = name.trim().trim_end_matches(".ron").trim_end_matches(".scenario");
    let stem: String = stem
        .chars()
        .map(|c| if c.is_alphanumeric() || c == '-' || c == '_' { c } else { '_' })
        .collect::<String>()
        .trim_matches('_')
        .to_string();
    let stem = if stem.is_empty() { "scenario".to_string() } else { stem };
    format!("{stem}.scenario.ron")
}

fn open_text(ed: &mut Editor, name: &str, text: &str, t: &impl Fn(&str, &[(&str, String)]) -> String) {
    match ScenarioFile::from_ron(text) {
        Ok(file) => {
            // Invalid scenarios open too: that is what the problem list is for.
            ed.doc.reset(file);
            ed.name = scenario_name(name);
            ed.path = None;
            ed.saved = ed.doc.generation;
            ed.selected = None;
            ed.status = Some((t("editor-opened", &[("file", name.to_string())]), false));
        }
        Err(e) => {
            let line = if e.has_position() { format!("{name}:{e}") } else { format!("{name}: {e}") };
            ed.status = Some((t("editor-open-failed", &[("reason", line)]), true));
        }
    }
}

/// Validate again when the document changed.
fn revalidate(mut ed: ResMut<Editor>) {
    if ed.report.generation != ed.doc.generation {
        let g = ed.doc.generation;
        ed.report = Report::of(ed.doc.file(), g);
    }
}
