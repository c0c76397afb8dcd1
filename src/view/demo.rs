//! Scripted runs of the real window: the demo that plays through title, curtain, a card, a move and an attack saving screenshots (the real-window test), and frame-time figures.

use crate::game::messages::Order;
use crate::rules::hex::Coord;
use crate::screens::{ScenarioList, Screen};
use crate::ui::interact::{HexClicked, Selection, UiOrder};
use crate::ui::model::TableModel;
use crate::ui::seat::{LiftCurtain, Seat};
use crate::ui::settings::Settings;
use crate::ui::{ClientCommand, ClientSet};
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use std::collections::HashSet;
use std::path::PathBuf;

pub struct DemoPlugin {
    pub dir: PathBuf,
}

impl Plugin for DemoPlugin {
    fn build(&self, app: &mut App) {
        let _ = std::fs::create_dir_all(&self.dir);
        app.insert_resource(Demo { dir: self.dir.clone(), ..default() })
            .add_systems(Update, demo_step.after(ClientSet::Model));
    }
}

#[derive(Resource, Default)]
struct Demo {
    dir: PathBuf,
    step: u32,
    wait: u32,
    frames: u32,
    shots: HashSet<&'static str>,
    handled: HashSet<String>,
    attack: Option<(String, Coord)>,
    attacked: bool,
    lifted_after_attack: bool,
}

impl Demo {
    fn shot(&mut self, commands: &mut Commands, name: &'static str) {
        if self.shots.insert(name) {
            let p = self.dir.join(name);
            println!("demo: screenshot {}", p.display());
            commands.spawn(Screenshot::primary_window()).observe(save_to_disk(p));
        }
    }
}

fn dist(a: Coord, b: Coord) -> u32 {
    let o = crate::rules::Orientation::Pointy;
    a.to_hex(o).unsigned_distance_to(b.to_hex(o))
}

#[allow(clippy::too_many_arguments)]
fn demo_step(
    mut demo: ResMut<Demo>,
    mut commands: Commands,
    model: Res<TableModel>,
    list: Option<Res<ScenarioList>>,
    mut seat: ResMut<Seat>,
    mut sel: ResMut<Selection>,
    mut settings: ResMut<Settings>,
    mut next: ResMut<NextState<Screen>>,
    mut cmds: MessageWriter<ClientCommand>,
    mut lift: MessageWriter<LiftCurtain>,
    mut clicks: MessageWriter<HexClicked>,
    mut orders: MessageWriter<UiOrder>,
    mut exit: MessageWriter<AppExit>,
) {
    demo.frames += 1;
    if demo.frames > 20_000 {
        eprintln!("demo: gave up after {} frames at step {}", demo.frames, demo.step);
        exit.write(AppExit::error());
        return;
    }
    if demo.wait > 0 {
        demo.wait -= 1;
        return;
    }
    let d = &mut *demo;
    match d.step {
        0 => {
            d.wait = 30;
            d.step = 1;
        }
        1 => {
            d.shot(&mut commands, "01_title.png");
            d.wait = 10;
            d.step = 2;
        }
        2 => {
            let Some(list) = list else { return };
            let e = &list.entries[list.selected];
            cmds.write(ClientCommand::NewGame { scenario: e.scenario.clone(), seed: list.seed });
            next.set(Screen::Game);
            seat.expect_start = true;
            d.wait = 40;
            d.step = 3;
        }
        3 => {
            d.shot(&mut commands, "02_curtain.png");
            d.wait = 10;
            d.step = 4;
        }
        4 => {
            lift.write(LiftCurtain);
            d.wait = 40;
            d.step = 5;
        }
        5 => {
            d.shot(&mut commands, "03_board.png");
            d.wait = 10;
            d.step = 10;
        }
        10 => play(d, &mut commands, &model, &mut sel, &mut lift, &mut clicks, &mut orders),
        20 => {
            // The attack is resolved: show the result, then the same table in Russian.
            d.shot(&mut commands, "08_after_attack.png");
            settings.language = Some(crate::ui::i18n::Lang::Ru);
            d.wait = 30;
            d.step = 21;
        }
        21 => {
            d.shot(&mut commands, "09_russian.png");
            d.wait = 30;
            d.step = 22;
        }
        _ => {
            println!("demo: done");
            exit.write(AppExit::Success);
        }
    }
}

fn play(
    d: &mut Demo,
    commands: &mut Commands,
    model: &TableModel,
    sel: &mut Selection,
    lift: &mut MessageWriter<LiftCurtain>,
    clicks: &mut MessageWriter<HexClicked>,
    orders: &mut MessageWriter<UiOrder>,
) {
    d.wait = 6;
    if let Some(c) = &model.curtain {
        if d.attacked && !d.lifted_after_attack {
            d.shot(commands, "07_reaction_curtain.png");
        }
        let _ = c;
        if d.attacked {
            d.lifted_after_attack = true;
        }
        lift.write(LiftCurtain);
        d.wait = 20;
        return;
    }
    if d.attacked && d.lifted_after_attack && model.prompt.is_none() {
        d.step = 20;
        d.wait = 60;
        return;
    }
    if !model.my_turn {
        return;
    }
    if let Some(p) = &model.prompt {
        let pass = p.buttons.iter().find(|(_, o)| {
            matches!(o, Order::React(crate::rules::medieval::Reaction::Pass) | Order::Advance { to: None })
        });
        if let Some((_, o)) = pass.or(p.buttons.first()) {
            orders.write(UiOrder(o.clone()));
        }
        if d.attacked {
            d.lifted_after_attack = true;
        }
        return;
    }
    if let Some(k) = model.keep.first().and_then(|f| f.keep.clone()) {
        orders.write(UiOrder(k));
        return;
    }
    // A pending attack: the selection and hover are set; now click the target.
    if let Some((_, target)) = d.attack.take() {
        d.shot(commands, "06_attack_odds.png");
        clicks.write(HexClicked(target));
        d.attacked = true;
        d.wait = 40;
        return;
    }
    let enemies: Vec<Coord> = model.units.iter().filter(|u| u.side != model.side).map(|u| u.at).collect();
    let nearest = |c: Coord| enemies.iter().map(|e| dist(c, *e)).min().unwrap_or(99);
    use crate::rules::medieval::Stage;
    match model.stage {
        Some(Stage::Play) => {
            d.handled.clear();
            if let Some(o) = model
                .hand
                .iter()
                .find_map(|f| f.play.clone())
                .or_else(|| model.hand.iter().find_map(|f| f.scout.clone()))
            {
                orders.write(UiOrder(o));
                d.wait = 20;
                if !d.shots.contains("04_card_played.png") {
                    d.step = 10;
                }
            }
        }
        Some(Stage::Order) => {
            d.shot(commands, "04_card_played.png");
            let o = model.legal.iter().find(|o| matches!(o, Order::OrderUnit { .. }));
            match o.and_then(|o| if let Order::OrderUnit { unit } = o { model.unit(unit) } else { None }) {
                Some(u) => {
                    clicks.write(HexClicked(u.at));
                }
                None => {
                    orders.write(UiOrder(Order::EndPhase));
                }
            }
        }
        Some(Stage::Move | Stage::Move2) => {
            // Each ordered unit moves as close to the enemy as it may, selected first so the options show.
            for id in &model.ordered {
                if d.handled.contains(id) {
                    continue;
                }
                let Some(u) = model.unit(id) else { continue };
                let best = model
                    .legal
                    .iter()
                    .filter_map(|o| match o {
                        Order::Move { unit, to } if unit == id => Some(*to),
                        _ => None,
                    })
                    .min_by_key(|to| nearest(*to));
                match best {
                    Some(to) if nearest(to) < nearest(u.at) && nearest(u.at) > 1 => {
                        if sel.unit.as_deref() != Some(id) {
                            clicks.write(HexClicked(u.at));
                            d.wait = 12;
                            return;
                        }
                        d.shot(commands, "05_move_options.png");
                        clicks.write(HexClicked(to));
                        d.handled.insert(id.clone());
                        d.wait = 25;
                        return;
                    }
                    _ => {
                        d.handled.insert(id.clone());
                    }
                }
            }
            orders.write(UiOrder(Order::EndPhase));
        }
        Some(Stage::Fire | Stage::Battle) => {
            let attack = model.legal.iter().find_map(|o| match o {
                Order::Fire { unit, target } | Order::Attack { unit, target } => Some((unit.clone(), target.clone())),
                _ => None,
            });
            match attack {
                Some((unit, target)) if !d.attacked => {
                    let (Some(u), Some(t)) = (model.unit(&unit), model.unit(&target)) else { return };
                    // Select the attacker and point at the target: the line of sight and the odds show.
                    clicks.write(HexClicked(u.at));
                    sel.hover = Some(t.at);
                    d.attack = Some((unit, t.at));
                    d.wait = 30;
                }
                _ => {
                    if model.can_end {
                        orders.write(UiOrder(Order::EndTurn));
                    } else {
                        orders.write(UiOrder(Order::EndPhase));
                    }
                    d.wait = 20;
                }
            }
        }
        None => {}
    }
}

/// Pan the camera over a started game for a number of frames and print frame-time figures.
pub struct FrameStatsPlugin {
    pub frames: u32,
}

impl Plugin for FrameStatsPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(FrameStats { want: self.frames, times: Vec::new(), frame: 0 })
            .add_systems(Update, frame_stats.after(ClientSet::Model));
    }
}

#[derive(Resource)]
struct FrameStats {
    want: u32,
    times: Vec<f64>,
    frame: u32,
}

fn frame_stats(
    mut stats: ResMut<FrameStats>,
    time: Res<Time<Real>>,
    model: Res<TableModel>,
    mut lift: MessageWriter<LiftCurtain>,
    mut cam: Query<&mut Transform, With<Camera2d>>,
    mut sel: ResMut<Selection>,
    mut exit: MessageWriter<AppExit>,
) {
    stats.frame += 1;
    if model.curtain.is_some() {
        lift.write(LiftCurtain);
        return;
    }
    if !model.ready || stats.frame < 60 {
        return;
    }
    // Keep a unit selected with the pointer over a far hex, so highlights and the LOS line are drawn too.
    if sel.unit.is_none() {
        if let Some(u) = model.units.iter().find(|u| u.side == model.side) {
            sel.unit = Some(u.id.clone());
            sel.hover = model.units.iter().find(|v| v.side != model.side).map(|v| v.at);
        }
    }
    let t = stats.frame as f32 * 0.02;
    for mut tf in &mut cam {
        tf.translation.x = 200.0 * t.sin();
        tf.translation.y = 120.0 * (t * 0.7).cos();
    }
    let dt = time.delta_secs_f64() * 1000.0;
    stats.times.push(dt);
    if stats.times.len() as u32 >= stats.want {
        let mut v = stats.times.clone();
        v.sort_by(|a, b| a.total_cmp(b));
        let q = |p: f64| v[((v.len() as f64 - 1.0) * p).round() as usize];
        println!(
            "frames: {}  mean {:.2} ms  p50 {:.2} ms  p99 {:.2} ms  max {:.2} ms  units {}",
            v.len(),
            v.iter().sum::<f64>() / v.len() as f64,
            q(0.5),
            q(0.99),
            v[v.len() - 1],
            model.units.len()
        );
        exit.write(AppExit::Success);
    }
}
