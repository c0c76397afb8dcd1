//! Screens around the game: title (scenarios with previews, continue, load, settings, quit), saved games, and settings. They send commands; the game screen itself is the board and `ui::panels`.

use crate::scenario::{self, Scenario};
use crate::ui::computer::{Players, player_name};
use crate::ui::i18n::{I18n, Lang};
use crate::ui::settings::Settings;
use crate::ui::{ClientCommand, StatusLine, storage};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiTextureHandle, egui};
use hexmarshal_rules::ai::{Level, Player};
use std::sync::Arc;

mod imports;
pub mod links;
pub mod online;

/// A scenario named on the command line (with its file name), offered first and started at once with `play`.
#[derive(Resource, Clone)]
pub struct StartScenario(pub crate::scenario::Scenario, pub String);

#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    #[default]
    Title,
    Load,
    Settings,
    Game,
    Editor,
    Online,
}

/// A scenario offered on the title screen.
#[derive(Debug, Clone)]
pub struct ScenarioEntry {
    pub file: String,
    pub scenario: Arc<Scenario>,
    pub preview: Handle<Image>,
}

/// The scenarios to choose from and which one is selected.
#[derive(Resource, Debug, Clone, Default)]
pub struct ScenarioList {
    pub entries: Vec<ScenarioEntry>,
    pub selected: usize,
    pub seed: u64,
    /// The engine takes the owners' routine choices in the next game (the scenario's own setting to start with).
    pub auto_choices: bool,
    /// The players of the next game's sides: people, or the computer at a level.
    pub players: Players,
}

impl ScenarioList {
    /// The selected scenario, with the options chosen for the new game.
    fn chosen(&self) -> Option<Arc<Scenario>> {
        let e = self.entries.get(self.selected)?;
        let mut options = e.scenario.options;
        options.auto_choices = self.auto_choices;
        Some(if options == e.scenario.options {
            e.scenario.clone()
        } else {
            Arc::new(e.scenario.with_options(options))
        })
    }
}

/// Where the settings screen returns to.
#[derive(Resource, Debug, Clone, Copy, Default)]
struct SettingsReturn(Screen);

pub struct ScreensPlugin;

impl Plugin for ScreensPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(imports::ImportsPlugin)
            .init_state::<Screen>()
            .init_resource::<SettingsReturn>()
            .init_resource::<online::OnlineForm>()
            .init_resource::<links::LinkBox>()
            .add_systems(Startup, build_scenario_list)
            .add_systems(PostStartup, (online::join_at_start, crate::ui::links::link_at_start))
            .add_systems(Update, online::take_answers)
            .add_systems(
                bevy_egui::EguiPrimaryContextPass,
                (
                    (title_ui, links::link_ui).chain().run_if(in_state(Screen::Title)),
                    load_ui.run_if(in_state(Screen::Load)),
                    settings_ui.run_if(in_state(Screen::Settings)),
                    online::online_ui.run_if(in_state(Screen::Online)),
                    crate::ui::links::copy_out,
                ),
            )
            // Scenarios saved in the editor join the list.
            .add_systems(OnExit(Screen::Editor), build_scenario_list)
            // Leaving the table ends a replay (the game watched is not one to Continue).
            .add_systems(OnExit(Screen::Game), leave_replay);
    }
}

fn leave_replay(
    replay: Option<Res<crate::ui::replay::Replay>>,
    mut cmds: MessageWriter<crate::ui::replay::ReplayCommand>,
) {
    if replay.is_some() {
        cmds.write(crate::ui::replay::ReplayCommand::Close);
    }
}

/// The bundled scenarios plus an extra one named on the command line (selected first).
fn build_scenario_list(mut images: ResMut<Assets<Image>>, extra: Option<Res<StartScenario>>, mut commands: Commands) {
    let mut entries = Vec::new();
    if let Some(e) = extra {
        entries.push((e.1.clone(), e.0.clone()));
    }
    // Scenarios the player imported (a bad one is skipped here; `hexmarshal check` names its problems).
    for (name, text) in storage::imported_scenarios() {
        if let Ok(s) = scenario::load_str(&text, &name) {
            entries.push((name, s));
        }
    }
    for (name, text) in scenario::bundled_files() {
        if entries.iter().any(|(f, _)| f == name) {
            continue;
        }
        if let Ok(s) = scenario::load_str(text, name) {
            entries.push((name.to_string(), s));
        }
    }
    let entries: Vec<ScenarioEntry> = entries
        .into_iter()
        .map(|(file, s)| {
            let preview = images.add(crate::gfx::art::scenario_preview(&s));
            ScenarioEntry { file, scenario: Arc::new(s), preview }
        })
        .collect();
    let seed = entries.first().map(|e| seed_for(&e.scenario)).unwrap_or(0);
    let auto_choices = entries.first().is_some_and(|e| e.scenario.options.auto_choices);
    commands.insert_resource(ScenarioList { entries, selected: 0, seed, auto_choices, players: Players::default() });
}

/// A new seed for a new game (deck order and dice), from the clock.
pub fn fresh_seed() -> u64 {
    xxhash_rust::xxh3::xxh3_64(&storage::now_millis().to_le_bytes()) % 1_000_000
}

/// Whether new games take the scenario's own seed instead of a fresh one, so that a scripted run or a test deals the
/// same cards and rolls the same dice every time: `HEXMARSHAL_FIXED_SEED` set on the desktop, `fixed-seed` in the
/// page's address in the browser.
pub fn fixed_seed() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window().and_then(|w| w.location().search().ok()).is_some_and(|q| q.contains("fixed-seed"))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::env::var_os("HEXMARSHAL_FIXED_SEED").is_some()
    }
}

/// The seed offered for a scenario: a fresh one, or the scenario's own when asked for (`fixed_seed`).
fn seed_for(s: &Scenario) -> u64 {
    if fixed_seed() { s.seed() } else { fresh_seed() }
}

fn big(text: String) -> egui::RichText {
    egui::RichText::new(text).size(20.0)
}

/// Where the title screen leads: the next screen, where Settings returns to, client commands and the app's exit.
#[derive(bevy::ecs::system::SystemParam)]
struct TitleSends<'w> {
    next: ResMut<'w, NextState<Screen>>,
    ret: ResMut<'w, SettingsReturn>,
    cmds: MessageWriter<'w, ClientCommand>,
    exit: MessageWriter<'w, AppExit>,
    link_box: ResMut<'w, links::LinkBox>,
    copy: ResMut<'w, crate::ui::links::CopyOut>,
}

fn title_ui(
    mut contexts: EguiContexts,
    (i18n, settings): (Res<I18n>, Res<Settings>),
    list: Option<ResMut<ScenarioList>>,
    sends: TitleSends,
    game: Option<Res<crate::game::components::GameConfig>>,
    mut autosave_seen: Local<Option<(bevy::platform::time::Instant, bool)>>,
    mut status: ResMut<StatusLine>,
) -> Result {
    let TitleSends { mut next, mut ret, mut cmds, mut exit, mut link_box, mut copy } = sends;
    let Some(mut list) = list else { return Ok(()) };
    let previews: Vec<egui::TextureId> =
        list.entries.iter().map(|e| contexts.add_image(EguiTextureHandle::Weak(e.preview.id()))).collect();
    let ctx = contexts.ctx_mut()?.clone();
    ctx.set_zoom_factor(settings.ui_scale.clamp(0.75, 2.0));
    let fit = crate::ui::layout::Fit::of(&ctx);
    fit.apply_style(&ctx);
    // A phone held upright: the menu becomes rows of buttons above the scenarios.
    let narrow = fit == crate::ui::layout::Fit::Narrow;
    // Whether there is a game to continue: the file is looked at every few seconds, not every frame.
    let now = bevy::platform::time::Instant::now();
    if autosave_seen.is_none_or(|(t, _)| now.duration_since(t).as_secs_f32() > 2.0) {
        *autosave_seen = Some((now, storage::exists(storage::AUTOSAVE)));
    }
    let autosave = autosave_seen.is_some_and(|(_, e)| e);
    egui::Area::new("title".into()).fixed_pos(egui::Pos2::ZERO).show(&ctx, |ui| {
        let rect = ctx.content_rect();
        ui.painter().rect_filled(rect, 0.0, egui::Color32::from_rgb(34, 38, 30));
        ui.scope_builder(egui::UiBuilder::new().max_rect(rect.shrink(if narrow { 10.0 } else { 28.0 })), |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    egui::RichText::new(i18n.t("app-title"))
                        .size(if narrow { 30.0 } else { 44.0 })
                        .strong()
                        .color(egui::Color32::from_rgb(236, 226, 198)),
                );
                ui.add_space(16.0);
                ui.label(egui::RichText::new(i18n.t("title-tagline")).size(18.0).italics());
            });
            ui.add_space(if narrow { 4.0 } else { 12.0 });
            let (outer, menu) = if narrow {
                (
                    egui::Layout::top_down(egui::Align::Min),
                    egui::Layout::left_to_right(egui::Align::Min).with_main_wrap(true),
                )
            } else {
                (egui::Layout::left_to_right(egui::Align::Min), egui::Layout::top_down(egui::Align::Min))
            };
            ui.with_layout(outer, |ui| {
                let mut out = TitleOut {
                    next: &mut next,
                    ret: &mut ret,
                    cmds: &mut cmds,
                    exit: &mut exit,
                    link_box: &mut link_box,
                    copy: &mut copy,
                    status: &mut status,
                };
                // Menu.
                let shown = TitleMenu { i18n: &i18n, list: &list, narrow, autosave, has_game: game.is_some() };
                ui.with_layout(menu, |ui| title_menu(ui, shown, &mut out));
                ui.separator();
                // Scenarios.
                let column = ScenarioColumn {
                    i18n: &i18n,
                    settings: &settings,
                    previews: &previews,
                    narrow,
                    height: rect.height(),
                };
                ui.vertical(|ui| scenario_column(ui, column, &mut list, &mut out));
            });
        });
    });
    Ok(())
}

/// Where the title screen's buttons lead: the next screen, where Settings returns to, client commands, the app's
/// exit, the link box, the clipboard and the status line (the parts of `TitleSends`, borrowed).
struct TitleOut<'a, 'w> {
    next: &'a mut ResMut<'w, NextState<Screen>>,
    ret: &'a mut ResMut<'w, SettingsReturn>,
    cmds: &'a mut MessageWriter<'w, ClientCommand>,
    exit: &'a mut MessageWriter<'w, AppExit>,
    link_box: &'a mut ResMut<'w, links::LinkBox>,
    copy: &'a mut ResMut<'w, crate::ui::links::CopyOut>,
    status: &'a mut StatusLine,
}

/// What the title menu shows: the texts, the scenario list, whether the window is narrow, whether an autosave
/// exists and whether a game is already running.
struct TitleMenu<'a> {
    i18n: &'a I18n,
    list: &'a ScenarioList,
    narrow: bool,
    autosave: bool,
    has_game: bool,
}

/// The title menu: New game, Continue (checking the autosave first), Load, Open a link, Online, Editor, Settings
/// and Quit, then the status line (what an import or a link did, or why it failed) and the hot-seat note.
fn title_menu(ui: &mut egui::Ui, shown: TitleMenu<'_>, out: &mut TitleOut<'_, '_>) {
    let TitleMenu { i18n, list, narrow, autosave, has_game } = shown;
    if !narrow {
        ui.set_width(260.0);
    }
    let width = if narrow { (ui.available_width() / 2.0 - 8.0).min(240.0) } else { 240.0 };
    let b = move |t: String| egui::Button::new(big(t)).min_size(egui::vec2(width, 44.0));
    if ui.add(b(i18n.t("title-new-game"))).clicked()
        && let Some(scenario) = list.chosen()
    {
        out.cmds.write(ClientCommand::NewGame { scenario, seed: list.seed, players: list.players });
        out.next.set(Screen::Game);
    }
    if ui.add(b(i18n.t("title-watch"))).on_hover_text(i18n.t("title-watch-hint")).clicked()
        && let Some(scenario) = list.chosen()
    {
        out.cmds.write(ClientCommand::NewGame { scenario, seed: list.seed, players: Players::watch(Level::Normal) });
        out.next.set(Screen::Game);
    }
    let cont = ui.add_enabled(autosave, b(i18n.t("title-continue")));
    let cont = cont.on_disabled_hover_text(i18n.t("title-continue-none"));
    if cont.clicked() {
        if has_game {
            out.next.set(Screen::Game);
        } else {
            // Check the autosave before leaving: a damaged one is reported here.
            match storage::load_save(storage::AUTOSAVE) {
                Ok(_) => {
                    out.status.text = None;
                    out.cmds.write(ClientCommand::Load { name: storage::AUTOSAVE.to_string() });
                    out.next.set(Screen::Game);
                }
                Err(why) => {
                    out.status.text = Some(
                        i18n.ta("load-failed", &[("reason", crate::ui::problems::file_error_text(i18n, &why).into())]),
                    );
                    out.status.error = true;
                }
            }
        }
    }
    if ui.add(b(i18n.t("title-load"))).clicked() {
        out.next.set(Screen::Load);
    }
    if ui.add(b(i18n.t("link-open"))).on_hover_text(i18n.t("link-open-hint")).clicked() {
        out.link_box.open = true;
    }
    if ui.add(b(i18n.t("title-online"))).on_hover_text(i18n.t("title-online-hint")).clicked() {
        out.next.set(Screen::Online);
    }
    if ui.add(b(i18n.t("title-editor"))).on_hover_text(i18n.t("title-editor-hint")).clicked() {
        out.next.set(Screen::Editor);
    }
    if ui.add(b(i18n.t("title-settings"))).clicked() {
        out.ret.0 = Screen::Title;
        out.next.set(Screen::Settings);
    }
    if ui.add(b(i18n.t("title-quit"))).clicked() {
        out.exit.write(AppExit::Success);
    }
    ui.add_space(16.0);
    if let Some(t) = &out.status.text {
        let colour = if out.status.error {
            egui::Color32::from_rgb(255, 120, 110)
        } else {
            egui::Color32::from_rgb(170, 220, 150)
        };
        ui.label(egui::RichText::new(t).color(colour));
    }
    ui.label(egui::RichText::new(i18n.t("title-hotseat")).small());
    ui.label(egui::RichText::new(i18n.t("title-computer-note")).small());
}

/// What the scenario column needs besides the list: the texts, the preview images, whether the window is narrow
/// and the height of the title screen's area.
struct ScenarioColumn<'a> {
    i18n: &'a I18n,
    settings: &'a Settings,
    previews: &'a [egui::TextureId],
    narrow: bool,
    height: f32,
}

/// The scenario column: the scrolling list of scenario cards (a click selects one and takes its seed and
/// options), the automatic-choices box, the seed and the Start button.
fn scenario_column(ui: &mut egui::Ui, column: ScenarioColumn<'_>, list: &mut ScenarioList, out: &mut TitleOut<'_, '_>) {
    let ScenarioColumn { i18n, settings, previews, narrow, height } = column;
    ui.heading(i18n.t("title-scenarios"));
    let mut chosen = list.selected;
    // Room below the list for the quick-play box, the players of each side, and the seed with Start.
    let list_height = if narrow { ui.available_height() - 170.0 } else { height - 205.0 };
    egui::ScrollArea::vertical().max_height(list_height.max(120.0)).show(ui, |ui| {
        for (k, e) in list.entries.iter().enumerate() {
            if scenario_card(ui, i18n, &e.scenario, previews[k], k == list.selected)
                .interact(egui::Sense::click())
                .clicked()
            {
                chosen = k;
            }
            ui.add_space(6.0);
        }
    });
    if chosen != list.selected {
        list.selected = chosen;
        list.seed = seed_for(&list.entries[chosen].scenario);
        list.auto_choices = list.entries[chosen].scenario.options.auto_choices;
    }
    let mut auto = list.auto_choices;
    ui.checkbox(&mut auto, i18n.t("title-auto-choices")).on_hover_text(i18n.t("title-auto-choices-tip"));
    list.auto_choices = auto;
    player_choices(ui, i18n, list);
    ui.horizontal(|ui| {
        ui.label(i18n.t("title-seed"));
        let mut seed = list.seed;
        ui.add(egui::DragValue::new(&mut seed));
        list.seed = seed;
        if ui.add(egui::Button::new(big(i18n.t("title-start")).strong())).clicked()
            && let Some(scenario) = list.chosen()
        {
            out.cmds.write(ClientCommand::NewGame { scenario, seed: list.seed, players: list.players });
            out.next.set(Screen::Game);
        }
        if ui.button(i18n.t("link-copy")).on_hover_text(i18n.t("link-copy-hint")).clicked()
            && let Some(e) = list.entries.get(list.selected)
        {
            *out.status = match crate::ui::links::make(&e.scenario.file().to_ron(), settings, i18n) {
                Ok(link) => {
                    let name = e.scenario.file().meta.name_in(i18n.lang().code()).to_string();
                    let chars = link.chars().count();
                    out.copy.0 = Some(link);
                    StatusLine {
                        text: Some(i18n.ta("link-copied", &[("name", name.into()), ("chars", chars.into())])),
                        error: false,
                    }
                }
                Err(why) => {
                    StatusLine { text: Some(i18n.ta("link-copy-failed", &[("reason", why.into())])), error: true }
                }
            };
        }
    });
}

/// Who plays each side of the next game, side by side: a person, or the computer at a level.
fn player_choices(ui: &mut egui::Ui, i18n: &I18n, list: &mut ScenarioList) {
    let Some(e) = list.entries.get(list.selected) else { return };
    let lang = i18n.lang().code();
    let names: Vec<String> = e.scenario.sides().iter().map(|s| s.name_in(lang).to_string()).collect();
    let offered = [Player::Person, Player::Ai(Level::Easy), Player::Ai(Level::Normal), Player::Ai(Level::Hard)];
    ui.horizontal_wrapped(|ui| {
        for (side, name) in names.iter().enumerate().take(2) {
            ui.label(name);
            let mut p = list.players.0[side];
            egui::ComboBox::from_id_salt(("player", side)).selected_text(player_name(i18n, p)).show_ui(ui, |ui| {
                for o in offered {
                    ui.selectable_value(&mut p, o, player_name(i18n, o));
                }
            });
            list.players.0[side] = p;
            ui.add_space(12.0);
        }
    });
}

/// A scenario's name, rules and sides in the player's language (the card's and a link's offer's first lines).
fn scenario_heading(ui: &mut egui::Ui, i18n: &I18n, s: &Scenario, size: f32) {
    let lang = i18n.lang().code();
    ui.label(egui::RichText::new(s.file().meta.name_in(lang)).size(size).strong());
    ui.label(i18n.ta("title-ruleset", &[("ruleset", i18n.t(&format!("ruleset-{}", s.ruleset.id())).into())]));
    let sides = s.sides();
    if sides.len() >= 2 {
        let (a, b) = (sides[0].name_in(lang).to_string(), sides[1].name_in(lang).to_string());
        ui.label(i18n.ta("title-sides", &[("a", a.into()), ("b", b.into())]));
    }
}

/// The notes under a scenario's map size: how long it lasts (turns, the Time track, or until a side reaches its
/// target), about how long a game takes, and the side a newcomer should take, joined in the player's language.
pub fn scenario_notes(i18n: &I18n, s: &Scenario) -> String {
    let lang = i18n.lang().code();
    let meta = &s.file().meta;
    let mut parts = vec![match (s.turn_limit, s.time) {
        (Some(turns), _) => i18n.ta("title-length-turns", &[("turns", turns.into())]),
        (None, Some(t)) => match t.end {
            Some(end) => i18n.ta("title-length-time", &[("end", end.into())]),
            None => i18n.t("title-length-time-open"),
        },
        (None, None) => i18n.t("title-length-target"),
    }];
    if let Some(minutes) = meta.minutes {
        parts.push(i18n.ta("title-minutes", &[("minutes", minutes.into())]));
    }
    if let Some(side) = meta.first_game_side.as_ref().and_then(|id| s.sides().iter().find(|d| &d.id == id)) {
        parts.push(i18n.ta("title-first-game", &[("side", side.name_in(lang).to_string().into())]));
    }
    parts.join(" · ")
}

/// One scenario's card: its preview, name, ruleset, sides, map size and description in the player's language
/// where the scenario gives them, framed brighter when selected, and then with its historical note. Returns the
/// frame's response, for the caller to check for a click.
fn scenario_card(ui: &mut egui::Ui, i18n: &I18n, s: &Scenario, preview: egui::TextureId, sel: bool) -> egui::Response {
    let frame = egui::Frame::new()
        .fill(if sel { egui::Color32::from_rgb(70, 64, 44) } else { egui::Color32::from_rgb(46, 48, 40) })
        .stroke(egui::Stroke::new(if sel { 2.0 } else { 1.0 }, egui::Color32::from_rgb(160, 140, 90)))
        .corner_radius(6.0)
        .inner_margin(egui::Margin::same(8));
    let r = frame.show(ui, |ui| {
        ui.set_width(ui.available_width().min(760.0));
        ui.horizontal_top(|ui| {
            let size = egui::vec2(s.grid.width as f32 * 8.0 + 4.0, s.grid.height as f32 * 8.0);
            let scale = (150.0 / size.x).min(110.0 / size.y);
            ui.add(egui::Image::new((preview, size * scale)));
            ui.vertical(|ui| {
                let lang = i18n.lang().code();
                let meta = &s.file().meta;
                scenario_heading(ui, i18n, s, 19.0);
                ui.label(i18n.ta(
                    "title-map-size",
                    &[("w", s.grid.width.into()), ("h", s.grid.height.into()), ("units", s.units.len().into())],
                ));
                ui.label(scenario_notes(i18n, s));
                ui.label(egui::RichText::new(meta.description_in(lang)).small());
                let history = meta.history_in(lang);
                if sel && !history.trim().is_empty() {
                    ui.add_space(4.0);
                    ui.label(egui::RichText::new(history).small().italics());
                }
            });
        });
    });
    r.response
}

fn load_ui(
    mut contexts: EguiContexts,
    i18n: Res<I18n>,
    mut next: ResMut<NextState<Screen>>,
    (mut cmds, mut watch): (MessageWriter<ClientCommand>, MessageWriter<crate::ui::replay::ReplayCommand>),
    mut error: Local<Option<String>>,
    mut status: ResMut<StatusLine>,
    mut ask: MessageWriter<crate::ui::dialogs::AskDialog>,
) -> Result {
    use crate::ui::dialogs::{AskDialog, Purpose};
    let ctx = contexts.ctx_mut()?.clone();
    let mut root = crate::ui::panels::root_ui(&ctx);
    egui::CentralPanel::default().show(&mut root, |ui| {
        ui.heading(i18n.t("load-title"));
        if ui.button(i18n.t("title-back")).clicked() {
            *error = None;
            next.set(Screen::Title);
        }
        if let Some(e) = error.as_ref() {
            ui.label(egui::RichText::new(e).color(egui::Color32::from_rgb(255, 120, 110)));
        }
        // What an import brought in, or why it was refused.
        if let Some(t) = &status.text {
            let colour = if status.error { egui::Color32::from_rgb(255, 120, 110) } else { egui::Color32::LIGHT_GREEN };
            ui.label(egui::RichText::new(t).color(colour));
        }
        ui.horizontal(|ui| {
            if ui.button(i18n.t("load-import")).clicked() {
                *error = None;
                if storage::CAN_DOWNLOAD {
                    // The browser's page picker.
                    if let Err(why) = storage::import_dialog() {
                        *error = Some(why);
                    }
                } else {
                    ask.write(AskDialog { purpose: Purpose::Import, suggested: None });
                }
            }
            if !storage::CAN_DOWNLOAD {
                // Dropping a file or copying it into the data folder still works, dialog or not.
                let dir = storage::data_dir_if_any().map(|d| d.display().to_string()).unwrap_or_default();
                ui.label(egui::RichText::new(i18n.ta("load-import-folder", &[("dir", dir.into())])).small());
            }
        });
        let saves = storage::list_saves();
        if saves.is_empty() {
            ui.label(i18n.t("load-none"));
        }
        egui::ScrollArea::vertical().show(ui, |ui| {
            for s in saves {
                ui.horizontal(|ui| {
                    let label =
                        if s.name == storage::AUTOSAVE { i18n.t("load-autosave") } else { crate::text::shown(&s.name) };
                    if ui.button(i18n.t("load-button")).clicked() {
                        // Verify before leaving this screen: a bad save is reported here and nothing is replaced.
                        match storage::load_save(&s.name) {
                            Ok(_) => {
                                *error = None;
                                status.text = None;
                                cmds.write(ClientCommand::Load { name: s.name.clone() });
                                next.set(Screen::Game);
                            }
                            Err(why) => {
                                *error = Some(i18n.ta(
                                    "load-failed",
                                    &[("reason", crate::ui::problems::file_error_text(&i18n, &why).into())],
                                ))
                            }
                        }
                    }
                    if ui.button(i18n.t("replay-watch-again")).on_hover_text(i18n.t("replay-watch-save-hint")).clicked()
                    {
                        match storage::load_save(&s.name) {
                            Ok(_) => {
                                *error = None;
                                status.text = None;
                                watch.write(crate::ui::replay::ReplayCommand::Open { name: s.name.clone() });
                                next.set(Screen::Game);
                            }
                            Err(why) => {
                                *error = Some(i18n.ta(
                                    "load-failed",
                                    &[("reason", crate::ui::problems::file_error_text(&i18n, &why).into())],
                                ))
                            }
                        }
                    }
                    if ui.button(i18n.t("load-export")).clicked() {
                        if storage::CAN_DOWNLOAD {
                            if let Err(why) = storage::export(&s.name) {
                                *error = Some(why);
                            }
                        } else {
                            // Where to write a copy, in the desktop's own dialog.
                            let purpose = Purpose::Export { save: s.name.clone() };
                            ask.write(AskDialog { purpose, suggested: Some(s.name.clone()) });
                        }
                    }
                    ui.label(label);
                });
            }
        });
    });
    Ok(())
}

fn settings_ui(
    mut contexts: EguiContexts,
    i18n: Res<I18n>,
    mut settings: ResMut<Settings>,
    mut next: ResMut<NextState<Screen>>,
    ret: Res<SettingsReturn>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let mut s = settings.clone();
    let mut root = crate::ui::panels::root_ui(&ctx);
    egui::CentralPanel::default().show(&mut root, |ui| {
        ui.heading(i18n.t("settings-title"));
        ui.add_space(8.0);
        egui::Grid::new("settings").num_columns(2).spacing([24.0, 12.0]).show(ui, |ui| {
            ui.label(i18n.t("settings-language"));
            let current = match s.language {
                None => i18n.ta("settings-language-system", &[("lang", Lang::system().native_name().into())]),
                Some(l) => l.native_name().to_string(),
            };
            egui::ComboBox::from_id_salt("lang").selected_text(current).show_ui(ui, |ui| {
                ui.selectable_value(
                    &mut s.language,
                    None,
                    i18n.ta("settings-language-system", &[("lang", Lang::system().native_name().into())]),
                );
                for l in Lang::ALL {
                    ui.selectable_value(&mut s.language, Some(l), l.native_name());
                }
            });
            ui.end_row();
            ui.label(i18n.t("settings-ui-scale"));
            ui.add(egui::Slider::new(&mut s.ui_scale, 0.75..=2.0).step_by(0.05));
            ui.end_row();
            ui.label(i18n.t("settings-palette"));
            ui.checkbox(&mut s.colour_blind, "");
            ui.end_row();
            ui.label(i18n.t("settings-anim-speed"));
            ui.add(egui::Slider::new(&mut s.animation_speed, 0.0..=2.0).step_by(0.1));
            ui.end_row();
            ui.label(i18n.t("settings-skip-dice"));
            ui.checkbox(&mut s.skip_dice_animation, "");
            ui.end_row();
            ui.label(i18n.t("settings-computer-pace"));
            ui.add(egui::Slider::new(&mut s.computer_pace, 0.0..=3.0).step_by(0.1).suffix(" s"));
            ui.end_row();
        });
        ui.add_space(12.0);
        if ui.button(big(i18n.t("settings-done"))).clicked() {
            let _ = s.save();
            next.set(ret.0);
        }
    });
    if s != *settings {
        *settings = s;
    }
    Ok(())
}
