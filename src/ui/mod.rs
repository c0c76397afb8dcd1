//! The player's client: localization, the hot-seat seat and curtain, the table model, clicks to orders, saves, and the egui panels. It reads the game and sends orders; it never writes game state.

pub mod computer;
pub mod dialogs;
pub mod fonts;
pub mod guide;
pub mod help;
pub mod i18n;
pub mod idle;
pub mod interact;
pub mod layout;
pub mod links;
pub mod model;
pub mod panels;
pub mod problems;
pub mod record;
pub mod replay;
pub mod replay_bar;
pub mod rulesets;
pub mod seat;
pub mod settings;
pub mod storage;

use crate::game::control::{ControlFailed, GameControl, GameEpoch};
use crate::game::flow::GameState;
use crate::game::legal::GameRead;
use crate::game::step::GameUpdate;
use crate::save::SaveFile;
use crate::scenario::Scenario;
use bevy::ecs::system::SystemState;
use bevy::prelude::*;
use i18n::I18n;
use interact::{HexClicked, Selection, UiOrder};
use model::TableModel;
use seat::{LiftCurtain, Seat};
use settings::Settings;
use std::sync::Arc;

/// Where client systems run in `Update`, around the game's own systems.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub enum ClientSet {
    /// Clicks and buttons become orders and control requests.
    Input,
    /// After the game: the seat follows the side to act, the model is rebuilt, the game is autosaved.
    Model,
}

/// What the player asked the client to do (besides orders).
#[derive(Message, Debug, Clone)]
pub enum ClientCommand {
    NewGame {
        scenario: Arc<Scenario>,
        seed: u64,
        /// Who plays each side: people, or the computer at a level.
        players: computer::Players,
    },
    /// Load a save of the data folder (the autosave for Continue).
    Load {
        name: String,
    },
    Save,
    Undo,
    /// Write the finished game's record beside its saves, and offer it.
    Record,
}

/// A short line for the player: what was saved, what failed. `error` lines stay until dismissed.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct StatusLine {
    pub text: Option<String>,
    pub error: bool,
}

/// Whether to write the autosave after every order (the window does; tests choose).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Autosave(pub bool);

/// The client's logic without any drawing: usable headless with `MinimalPlugins` for tests.
pub struct ClientPlugin;

/// A playtest from the editor is running: leaving the game goes back to the editor, and no autosave is written.
/// The editor sets it; the client only reads it.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Playtest(pub bool);

impl Plugin for ClientPlugin {
    fn build(&self, app: &mut App) {
        // Online play (the network's systems and messages) comes with the client, whatever builds the app.
        if !app.is_plugin_added::<crate::net::NetPlugin>() {
            app.add_plugins(crate::net::NetPlugin);
        }
        if !app.world().contains_resource::<Settings>() {
            app.insert_resource(Settings::default());
        }
        let lang = app.world().resource::<Settings>().lang();
        app.insert_resource(I18n::new(lang))
            .init_resource::<Seat>()
            .init_resource::<help::Help>()
            .init_resource::<RefusalHelp>()
            .add_message::<guide::GuideCommand>()
            .init_resource::<computer::Players>()
            .init_resource::<computer::Thinking>()
            .init_resource::<Playtest>()
            .init_resource::<Selection>()
            .init_resource::<layout::Drawers>()
            .init_resource::<layout::LayoutReport>()
            .init_resource::<layout::TapTargets>()
            .init_resource::<TableModel>()
            .init_resource::<StatusLine>()
            .init_resource::<links::CopyOut>()
            .init_resource::<GameEpoch>()
            .init_resource::<dialogs::Dialogs>()
            .add_message::<dialogs::AskDialog>()
            .add_message::<HexClicked>()
            .add_message::<UiOrder>()
            .add_message::<LiftCurtain>()
            .add_message::<ClientCommand>()
            .add_message::<replay::ReplayCommand>()
            // The window registers it; a headless app (the tests) needs it for the computer, which asks for frames.
            .add_message::<bevy::window::RequestRedraw>()
            .configure_sets(Update, (ClientSet::Input.before(GameUpdate), ClientSet::Model.after(GameUpdate)))
            .configure_sets(Update, ClientSet::Input.before(crate::net::NetSet))
            .add_systems(
                Update,
                (
                    handle_commands,
                    replay::run_replay,
                    interact::clicks_to_orders,
                    interact::send_orders,
                    computer::computer_turn.in_set(computer::ComputerSet),
                )
                    .chain()
                    .in_set(ClientSet::Input),
            )
            .add_systems(
                Update,
                (
                    apply_language,
                    seat::follow_game,
                    rebuild_model.run_if(resource_exists::<crate::game::components::GameConfig>),
                    interact::prune_selection,
                    guide::follow,
                    report_control_failures,
                    report_refusals,
                    autosave,
                    dialogs::open_dialogs,
                    dialogs::carry_out_answers,
                )
                    .chain()
                    .in_set(ClientSet::Model),
            );
        if !app.world().contains_resource::<Autosave>() {
            app.insert_resource(Autosave(false));
        }
    }
}

/// The language follows the settings, and the names of pieces and objectives follow the scenario at the table.
fn apply_language(
    settings: Res<Settings>,
    config: Option<Res<crate::game::components::GameConfig>>,
    mut i18n: ResMut<I18n>,
) {
    let mut renamed = false;
    if settings.is_changed() && settings.lang() != i18n.lang() {
        *i18n = I18n::new(settings.lang());
        renamed = true;
    }
    if let Some(config) = config.filter(|c| renamed || c.is_changed()) {
        // Compared through a plain borrow first, so the language is not marked changed for nothing.
        let names = config.scenario.file().names_in(i18n.lang().code());
        if i18n.names() != &names {
            i18n.set_names(names);
        }
    }
}

/// The units a side saw at the moment its table's changes are counted from: (side, orders played then, the state
/// hash then, the scenario's name) and the units.
type BaseUnits = ((usize, usize, u64, String), Vec<crate::game::side_view::UnitView>);

/// Rebuild the table model when the game, the seat or the language changed.
#[allow(clippy::type_complexity)]
fn rebuild_model(
    world: &mut World,
    state: &mut SystemState<(GameRead, Res<Seat>, Res<I18n>, Res<GameEpoch>)>,
    mut last: Local<Option<(u64, usize, Seat, crate::ui::i18n::Lang, usize)>>,
    mut seen: Local<Option<BaseUnits>>,
) {
    if world.contains_resource::<crate::game::remote::RemoteGame>() {
        rebuild_remote_model(world, &mut last);
        return;
    }
    let watching = world.get_resource::<replay::Replay>().map(|r| (r.side, r.open));
    let Ok((g, seat, i18n, epoch)) = state.get(world) else { return };
    let game = g.session();
    let key = (epoch.0, game.history().len(), seat.clone(), i18n.lang(), game.log().len());
    if last.as_ref() == Some(&key) {
        return;
    }
    let mut m = match watching {
        Some((side, open)) => model::build_watch(&g, side, open, &i18n),
        None => model::build(&g, &seat, &i18n),
    };
    // What changed on this side's table since its own last order (the other side's turn, as it saw it), or what its
    // own last order changed: the units it saw then against those it sees now.
    let orientation = g.config.scenario.file().map.orientation;
    if let (true, true, Some(base)) = (m.ready, m.curtain.is_none(), game.changes_base(m.side)) {
        let at_base = if base == 0 { 0 } else { game.history()[base - 1].1 };
        let want = (m.side, base, at_base, m.scenario.clone());
        if seen.as_ref().is_none_or(|(k, _)| *k != want) {
            // The table drawn just before, when it was this side's at that moment; else that moment replayed.
            let before = world
                .get_resource::<TableModel>()
                .filter(|b| b.ready && b.curtain.is_none() && b.side == m.side && b.scenario == m.scenario);
            let units = match (last.as_ref(), before) {
                (Some((_, n, _, _, _)), Some(b)) if *n == base => b.units.clone(),
                _ => model::units_after(game, m.side, base),
            };
            *seen = Some((want, units));
        }
        if let Some((_, units)) = seen.as_ref() {
            m.changes = model::Changes::between(units, &m.units, orientation);
        }
    }
    *last = Some(key);
    world.insert_resource(m);
}

/// The changes a seat's table marks in a match on a server, as a local table's (`model::changes_of`): the units it
/// sees now against those it saw at the moment its marks count from, kept as the views arrived.
fn remote_changes(r: &crate::game::remote::RemoteGame, m: &TableModel, o: crate::rules::Orientation) -> model::Changes {
    match (r.side, r.changes_base().and_then(|b| r.units_at(b))) {
        (Some(_), Some(before)) => model::Changes::between(before, &m.units, o),
        _ => model::Changes::default(),
    }
}

/// The model of a seat in a match on a server, rebuilt when an update arrived or the language changed.
fn rebuild_remote_model(world: &mut World, last: &mut Option<(u64, usize, Seat, crate::ui::i18n::Lang, usize)>) {
    let (Some(r), Some(sides), Some(config)) = (
        world.get_resource::<crate::game::remote::RemoteGame>(),
        world.get_resource::<crate::game::components::Sides>(),
        world.get_resource::<crate::game::components::GameConfig>(),
    ) else {
        return;
    };
    let (seat, i18n) = (world.resource::<Seat>(), world.resource::<I18n>());
    // The serial counts updates; `usize::MAX` keeps the key apart from any local game's.
    let key = (r.serial, usize::MAX, seat.clone(), i18n.lang(), usize::from(r.pending));
    if last.as_ref() == Some(&key) {
        return;
    }
    let mut m = model::build_remote(r, sides, config.scenario.file().meta.name_in(i18n.lang().code()), i18n);
    let o = config.scenario.file().map.orientation;
    m.changes = remote_changes(r, &m, o);
    *last = Some(key);
    world.insert_resource(m);
}

/// The part of the rules help about what a refusal refused: the status line's text it belongs to, and (`kind`,
/// name). Shown beside that line only.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct RefusalHelp(pub Option<(String, (String, String))>);

/// A refusal from the match server goes to the status line, in the server's words, with a link to the rules help
/// about the order refused.
fn report_refusals(
    mut events: MessageReader<crate::net::NetEvent>,
    mut status: ResMut<StatusLine>,
    i18n: Res<I18n>,
    remote: Option<Res<crate::game::remote::RemoteGame>>,
    mut link: ResMut<RefusalHelp>,
) {
    for e in events.read() {
        if let crate::net::NetEvent::Refused { message, .. } = e {
            let text = i18n.ta("net-refused-order", &[("reason", message.clone().into())]);
            let kind = remote.as_ref().and_then(|r| r.sent.as_ref()).and_then(crate::rules::glossary::order_kind);
            link.0 = kind.map(|k| (text.clone(), ("order".to_string(), k)));
            status.text = Some(text);
            status.error = true;
        }
    }
}

fn report_control_failures(
    mut failed: MessageReader<ControlFailed>,
    mut status: ResMut<StatusLine>,
    mut seat: ResMut<Seat>,
) {
    for ControlFailed(why) in failed.read() {
        status.text = Some(why.clone());
        status.error = true;
        seat.expect_start = false;
    }
}

fn handle_commands(world: &mut World) {
    let cmds: Vec<ClientCommand> = world.resource_mut::<Messages<ClientCommand>>().drain().collect();
    for c in cmds {
        match c {
            ClientCommand::NewGame { scenario, seed, players } => {
                // A game here leaves any match on a server (it stays there, in the player's list).
                world.write_message(crate::net::NetCommand::Leave);
                world.insert_resource(players);
                world.resource_mut::<Seat>().expect_start = true;
                world.write_message(GameControl::New { scenario, seed });
            }
            ClientCommand::Load { name } => match storage::load_save(&name)
                .map_err(|e| problems::file_error_text(world.resource::<I18n>(), &e))
                .and_then(|s| Ok((s.game()?, s.seats())))
            {
                Ok(((scenario, seed, orders), players)) => {
                    world.write_message(crate::net::NetCommand::Leave);
                    world.insert_resource(computer::Players(players));
                    world.resource_mut::<Seat>().expect_start = true;
                    world.write_message(GameControl::Load { scenario: std::sync::Arc::new(scenario), seed, orders });
                }
                Err(why) => {
                    let text = world.resource::<I18n>().ta("load-failed", &[("reason", why.into())]);
                    *world.resource_mut::<StatusLine>() = StatusLine { text: Some(text), error: true };
                }
            },
            ClientCommand::Save => {
                let Some(save) = current_save(world) else { continue };
                let turn = world.resource::<crate::game::flow::Turn>().number;
                let name = storage::new_save_name(&save.scenario.meta.name, turn);
                let i18n = world.resource::<I18n>();
                let status = match storage::write_save(&name, &save) {
                    Ok(()) => StatusLine { text: Some(i18n.ta("bar-saved", &[("file", name.into())])), error: false },
                    Err(e) => {
                        StatusLine { text: Some(i18n.ta("bar-save-failed", &[("reason", e.into())])), error: true }
                    }
                };
                *world.resource_mut::<StatusLine>() = status;
            }
            ClientCommand::Undo => {
                let side = world.resource::<Seat>().at_table;
                world.write_message(GameControl::Undo { n: 1, side });
            }
            ClientCommand::Record => {
                let Some(g) = world.get_resource::<GameState>() else { continue };
                let (scenario, seed) = (g.0.scenario().clone(), g.0.seed());
                let orders: Vec<_> = g.0.history().iter().map(|(o, _)| o.clone()).collect();
                let turn = world.resource::<crate::game::flow::Turn>().number;
                let text = record::record(&scenario, seed, &orders, world.resource::<I18n>());
                let name = record::record_name("", &scenario.file().meta.name, turn);
                replay::write_record(world, &name, text);
            }
        }
    }
}

/// The game in `world` as a save; `None` when there is no game.
fn current_save(world: &World) -> Option<SaveFile> {
    let players = world.get_resource::<computer::Players>().copied().unwrap_or_default();
    world.get_resource::<GameState>().map(|g| SaveFile::from_session(&g.0).with_players(players.0))
}

/// Write the autosave after every accepted order (and after a new game or a load), atomically.
fn autosave(world: &mut World, mut last: Local<Option<(u64, usize)>>) {
    if !world.resource::<Autosave>().0 || !world.contains_resource::<crate::game::components::GameConfig>() {
        return;
    }
    // A playtest from the editor must not replace the game the player would Continue, nor a game watched again.
    if world.get_resource::<Playtest>().is_some_and(|p| p.0) || world.contains_resource::<replay::Replay>() {
        return;
    }
    let orders = world.get_resource::<GameState>().map_or(0, |g| g.0.history().len());
    let key = (world.resource::<GameEpoch>().0, orders);
    if *last == Some(key) {
        return;
    }
    *last = Some(key);
    let Some(save) = current_save(world) else { return };
    if let Err(e) = storage::write_save(storage::AUTOSAVE, &save) {
        let text = world.resource::<I18n>().ta("bar-save-failed", &[("reason", e.into())]);
        *world.resource_mut::<StatusLine>() = StatusLine { text: Some(text), error: true };
    }
}
