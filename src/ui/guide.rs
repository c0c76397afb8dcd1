//! A first game that teaches: on a ruleset's first game, a short guided start, one line at a time in the top bar
//! (never over the map): what a turn is, the hand, a unit to order, its orders, the next step, the rules help.
//! Each line points at what it speaks of (the hand, a unit on the map, a button) and moves on when the player has
//! done it; a step the table does not offer at that moment is passed over. Skippable at any time; done or skipped,
//! the ruleset is remembered in the settings and not offered again. It only reads the table: orders are the
//! player's own.

use super::i18n::I18n;
use super::interact::Selection;
use super::model::TableModel;
use super::settings::Settings;
use crate::game::components::GameConfig;
use crate::game::control::GameEpoch;
use crate::game::flow::GameState;
use crate::rules::engine::Shape;
use bevy::prelude::*;
use hexmarshal_rules::rules::Ruleset;

/// The steps, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// What a turn of this ruleset is (moves on with Next).
    Welcome,
    /// A decision the side must answer first (a deployment, a reaction).
    Decision,
    /// Play a card from the hand.
    Hand,
    /// Select a unit that may act (one is ringed on the map).
    Unit,
    /// Give the selected unit an order (its moves and targets are marked).
    Order,
    /// Go on to the next step of the turn, or end it.
    Next,
    /// Where the rules are (moves on with Done).
    Help,
}

pub const STEPS: [Step; 7] =
    [Step::Welcome, Step::Decision, Step::Hand, Step::Unit, Step::Order, Step::Next, Step::Help];

impl Step {
    pub fn key(self) -> &'static str {
        match self {
            Step::Welcome => "welcome",
            Step::Decision => "decision",
            Step::Hand => "hand",
            Step::Unit => "unit",
            Step::Order => "order",
            Step::Next => "next-step",
            Step::Help => "help",
        }
    }

    /// Steps the player ends with a button; the others end when the player has done what they say.
    pub fn by_button(self) -> bool {
        matches!(self, Step::Welcome | Step::Help)
    }
}

/// The guided start of the game at the table, while it runs.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct Guide {
    pub ruleset: Ruleset,
    pub step: usize,
    /// Orders in the game when the step began (a step of doing ends when one more was given).
    pub orders_at: usize,
    /// The unit the Unit step rings on the map.
    pub unit: Option<String>,
    /// The step waits on a question the table asks first (a deployment, a choice): the Decision line shows meanwhile.
    pub waiting: bool,
}

impl Guide {
    pub fn current(&self) -> Option<Step> {
        STEPS.get(self.step).copied()
    }

    /// The step whose line shows: the current one, or the Decision while it waits on a question.
    pub fn shown(&self) -> Option<Step> {
        if self.waiting { Some(Step::Decision) } else { self.current() }
    }

    /// The step's line, in the player's language: the ruleset's own words where it has them.
    pub fn text(&self, i18n: &I18n) -> String {
        let Some(s) = self.shown() else { return String::new() };
        let own = format!("guide-{}-{}", self.ruleset.id(), s.key());
        if i18n.has(&own) { i18n.t(&own) } else { i18n.t(&format!("guide-{}", s.key())) }
    }

    /// What the step points at: a named part of the screen (`hand`, `decision`, `next`, `end`, `help`).
    pub fn target(&self, m: &TableModel) -> Option<&'static str> {
        match self.shown()? {
            Step::Hand => Some("hand"),
            Step::Decision => Some("decision"),
            Step::Next if m.can_next => Some("next"),
            Step::Next => Some("end"),
            Step::Help => Some("help"),
            _ => None,
        }
    }
}

/// What the guide's line asks for.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum GuideCommand {
    Next,
    Skip,
}

/// Whether the table offers what `step` is about now (else it is passed over).
fn offered(step: Step, m: &TableModel, sel: &Selection) -> bool {
    match step {
        Step::Welcome | Step::Help => true,
        // A question to answer before anything else: a prompt whose answers are not one unit's own actions.
        Step::Decision => {
            m.hand.is_empty()
                && m.prompt.as_ref().is_some_and(|p| {
                    !p.buttons.is_empty() && p.buttons.iter().all(|(_, o)| !matches!(o.shape(), Shape::Act { .. }))
                })
        }
        Step::Hand => m.hand.iter().any(|f| f.play.is_some()),
        Step::Unit => unit_to_order(m).is_some(),
        Step::Order => sel.unit.as_deref().is_some_and(|u| orders_of(m, u) > 0),
        Step::Next => m.can_next || m.can_end,
    }
}

/// A unit of the side at the table that may act now: one a legal order picks, moves or fires.
pub fn unit_to_order(m: &TableModel) -> Option<String> {
    m.legal.iter().find_map(|o| match o.shape() {
        Shape::Pick { unit }
        | Shape::Move { unit, .. }
        | Shape::Fire { unit, .. }
        | Shape::Attack { unit, .. }
        | Shape::Act { unit } => m.unit(unit).filter(|u| u.side == m.side).map(|u| u.id.clone()),
        _ => None,
    })
}

fn orders_of(m: &TableModel, unit: &str) -> usize {
    m.legal
        .iter()
        .filter(|o| match o.shape() {
            Shape::Pick { unit: u }
            | Shape::Move { unit: u, .. }
            | Shape::Fire { unit: u, .. }
            | Shape::Attack { unit: u, .. } => u == unit,
            Shape::Act { unit: u } => u == unit,
            _ => false,
        })
        .count()
}

/// What the guide reads of the table: the model, the selection, the game and how it is played.
#[derive(bevy::ecs::system::SystemParam)]
pub struct GuideReads<'w> {
    model: Res<'w, TableModel>,
    sel: Res<'w, Selection>,
    epoch: Res<'w, GameEpoch>,
    game: Option<Res<'w, GameState>>,
    config: Option<Res<'w, GameConfig>>,
    watching: Option<Res<'w, super::replay::Replay>>,
    remote: Option<Res<'w, crate::game::remote::RemoteGame>>,
}

/// Start the guide on a ruleset's first game, follow the player through it, and remember it once done or skipped.
pub fn follow(
    mut commands: Commands,
    guide: Option<ResMut<Guide>>,
    reads: GuideReads,
    (mut settings, autosave): (ResMut<Settings>, Res<super::Autosave>),
    mut asked: MessageReader<GuideCommand>,
    mut started_for: Local<Option<u64>>,
) {
    let GuideReads { model, sel, epoch, game, config, watching, remote } = reads;
    let (Some(game), Some(config)) = (game, config) else { return };
    let orders = game.0.history().len();
    let Some(mut guide) = guide else {
        // A new game (no order yet) of a ruleset not guided before, played at this screen by a person.
        let fresh = orders == 0 && *started_for != Some(epoch.0);
        if fresh && watching.is_none() && remote.is_none() && model.ready {
            *started_for = Some(epoch.0);
            if !settings.guided.iter().any(|r| r == config.ruleset.id()) {
                commands.insert_resource(Guide {
                    ruleset: config.ruleset,
                    step: 0,
                    orders_at: 0,
                    unit: None,
                    waiting: false,
                });
            }
        }
        asked.clear();
        return;
    };
    let mut finish = false;
    for c in asked.read() {
        match c {
            GuideCommand::Skip => finish = true,
            GuideCommand::Next => {
                guide.step += 1;
                guide.orders_at = orders;
            }
        }
    }
    // A game replaced (loaded, another one started) ends the guide; so does a game watched again.
    if guide.ruleset != config.ruleset || watching.is_some() {
        commands.remove_resource::<Guide>();
        return;
    }
    // Under the curtain, or on the other side's turn, the guide waits.
    if !finish && model.curtain.is_none() && model.my_turn {
        loop {
            let Some(step) = guide.current() else {
                finish = true;
                break;
            };
            let done = !step.by_button()
                && match step {
                    Step::Unit => sel.unit.is_some(),
                    _ => orders > guide.orders_at,
                };
            let waiting = !done && !offered(step, &model, &sel) && offered(Step::Decision, &model, &sel);
            if guide.waiting != waiting {
                guide.waiting = waiting;
            }
            if waiting {
                // The step has not begun while a question comes first: what is done meanwhile does not count.
                guide.orders_at = orders;
                break;
            }
            if done || !offered(step, &model, &sel) {
                guide.step += 1;
                guide.orders_at = orders;
                continue;
            }
            break;
        }
        let unit = if guide.shown() == Some(Step::Unit) { unit_to_order(&model) } else { None };
        if guide.unit != unit {
            guide.unit = unit;
        }
    }
    if finish {
        commands.remove_resource::<Guide>();
        let id = config.ruleset.id().to_string();
        if !settings.guided.contains(&id) {
            settings.guided.push(id);
            // The window keeps it (tests, which write no files, keep it in memory).
            if autosave.0 {
                let _ = settings.save();
            }
        }
    }
}
