//! The guided first game (`ui::guide`), through the client's own messages: on each ruleset's first game the guide
//! starts, points at what to do and moves on when the player has done it, until the rules help; then the ruleset
//! is remembered and its next game starts without it. Skipping ends it at once and is remembered too.

use bevy::prelude::*;
use hexmarshal::game::GamePlugin;
use hexmarshal::game::flow::GameState;
use hexmarshal::rules::engine::Shape;
use hexmarshal::rules::ruleset::Ruleset;
use hexmarshal::scenario;
use hexmarshal::ui::guide::{Guide, GuideCommand, STEPS, Step};
use hexmarshal::ui::i18n::{I18n, Lang};
use hexmarshal::ui::interact::{Selection, UiOrder};
use hexmarshal::ui::model::TableModel;
use hexmarshal::ui::seat::LiftCurtain;
use hexmarshal::ui::settings::Settings;
use hexmarshal::ui::{Autosave, ClientCommand, ClientPlugin};
use std::sync::Arc;

fn app(lang: Lang) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .insert_resource(Settings { language: Some(lang), ..Default::default() })
        .insert_resource(Autosave(false))
        .add_plugins(GamePlugin)
        .add_plugins(ClientPlugin);
    app.update();
    app
}

fn new_game(app: &mut App, file: &str) {
    let sc = Arc::new(scenario::load_str(scenario::bundled(file).unwrap(), file).unwrap());
    app.world_mut().write_message(ClientCommand::NewGame { scenario: sc, seed: 9, players: Default::default() });
    for _ in 0..3 {
        app.update();
    }
    app.world_mut().write_message(LiftCurtain);
    for _ in 0..2 {
        app.update();
    }
}

fn guide(app: &App) -> Option<Guide> {
    app.world().get_resource::<Guide>().cloned()
}

fn order(app: &mut App, o: hexmarshal::rules::registry::Order) {
    app.world_mut().write_message(UiOrder(o));
    app.update();
    app.update();
}

/// Do what the guide's line says, as a player would; returns the steps seen, in order.
fn follow_to_the_end(app: &mut App, r: Ruleset) -> Vec<Step> {
    let mut seen: Vec<Step> = Vec::new();
    for _ in 0..400 {
        let Some(g) = guide(app) else { break };
        let m = app.world().resource::<TableModel>().clone();
        if m.curtain.is_some() {
            app.world_mut().write_message(LiftCurtain);
            app.update();
            app.update();
            continue;
        }
        let step = g.shown().expect("a running guide is on a step");
        if seen.last() != Some(&step) {
            seen.push(step);
            for lang in [Lang::En, Lang::Ru] {
                let text = g.text(&I18n::new(lang));
                assert!(!text.is_empty() && !text.starts_with("guide-"), "{r:?} {lang:?} {step:?}: {text:?}");
            }
        }
        match step {
            Step::Welcome | Step::Help => {
                app.world_mut().write_message(GuideCommand::Next);
                app.update();
                app.update();
            }
            Step::Hand => {
                let o = m.hand.iter().find_map(|f| f.play.clone()).expect("the hand step has a card to play");
                order(app, o);
            }
            Step::Decision => {
                // A hex lit on the map answers it (a unit placed), else the first button does.
                let p = m.prompt.as_ref().expect("a question");
                let o = p.map_targets.first().map(|(_, o)| o).or(p.buttons.first().map(|(_, o)| o));
                order(app, o.expect("an answer").clone());
            }
            Step::Unit => {
                let u = g.unit.clone().expect("the unit step rings a unit");
                assert!(m.unit(&u).is_some_and(|v| v.side == m.side), "{r:?}: {u} is the player's own");
                app.world_mut().resource_mut::<Selection>().unit = Some(u);
                app.update();
                app.update();
            }
            Step::Order => {
                let u = app.world().resource::<Selection>().unit.clone().expect("a unit selected");
                let o = m
                    .legal
                    .iter()
                    .find(|o| match o.shape() {
                        Shape::Pick { unit } | Shape::Move { unit, .. } | Shape::Fire { unit, .. } => unit == u,
                        Shape::Attack { unit, .. } | Shape::Act { unit } => unit == u,
                        _ => false,
                    })
                    .cloned()
                    .expect("an order for the selected unit");
                order(app, o);
            }
            Step::Next => {
                let o = m
                    .legal
                    .iter()
                    .find(|o| matches!(o.shape(), Shape::EndStep | Shape::EndTurn))
                    .cloned()
                    .expect("Next step or End turn");
                order(app, o);
            }
        }
    }
    assert!(guide(app).is_none(), "{r:?}: the guide ended ({seen:?})");
    seen
}

#[test]
fn each_rulesets_first_game_is_guided_once() {
    let mut app = app(Lang::En);
    for r in Ruleset::ALL {
        let file = r.params().scenarios[0].0;
        new_game(&mut app, file);
        let g = guide(&app).unwrap_or_else(|| panic!("{r:?}: the first game is guided"));
        assert_eq!((g.ruleset, g.current()), (r, Some(Step::Welcome)));
        let seen = follow_to_the_end(&mut app, r);
        assert_eq!(seen.first(), Some(&Step::Welcome), "{r:?}");
        assert_eq!(seen.last(), Some(&Step::Help), "{r:?}: {seen:?}");
        assert!(
            seen.iter().any(|s| matches!(s, Step::Unit | Step::Hand)) && seen.contains(&Step::Next),
            "{r:?}: the guide showed the table's parts, not just its ends: {seen:?}"
        );
        // In order (a question the table asks first may come between), each other step at most once.
        let at: Vec<usize> =
            seen.iter().filter(|s| **s != Step::Decision).map(|s| STEPS.iter().position(|x| x == s).unwrap()).collect();
        assert!(at.windows(2).all(|w| w[0] < w[1]), "{r:?}: {seen:?}");
        assert!(app.world().resource::<Settings>().guided.iter().any(|g| g == r.id()), "{r:?} remembered");
        // The next game of the same ruleset starts without it.
        new_game(&mut app, file);
        assert!(guide(&app).is_none(), "{r:?}: guided only once");
    }
}

#[test]
fn skipping_the_guide_ends_it_and_is_remembered() {
    let mut app = app(Lang::Ru);
    new_game(&mut app, "saint_lambert_1944.ron");
    assert!(guide(&app).is_some());
    app.world_mut().write_message(GuideCommand::Skip);
    app.update();
    app.update();
    assert!(guide(&app).is_none());
    assert_eq!(app.world().resource::<Settings>().guided, vec!["combat_commander".to_string()]);
    // The game itself goes on as it was.
    assert_eq!(app.world().resource::<GameState>().0.history().len(), 0);
}
