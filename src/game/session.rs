//! `Session`: a headless game (an `App` with `GamePlugin` only) driven order by order, for the CLI, saves, tests and self-play.

use super::flow::*;
use super::hash::{Snapshot, snapshot, state_hash};
use super::legal::{GameRead, legal_orders};
use super::messages::{Order, Outcome, RejectReason, SideOrder};
use super::side_view::{SideView, side_view};
use super::step::{GamePlugin, GameStep};
use crate::scenario::Scenario;
use bevy::ecs::system::SystemState;
use bevy::prelude::*;

pub struct Session {
    app: App,
    read: SystemState<GameRead<'static>>,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let w = self.app.world();
        f.debug_struct("Session")
            .field("turn", w.resource::<Turn>())
            .field("orders", &w.resource::<OrderHistory>().0.len())
            .finish()
    }
}

impl Session {
    /// A new game of `scenario` with the given seed.
    pub fn new(scenario: &Scenario, seed: u64) -> Session {
        Session::with_setup_dice(scenario, seed, Vec::new())
    }

    /// Scripts only: a new game whose setup (shuffles, secret rolls) first takes the given values.
    pub fn with_setup_dice(scenario: &Scenario, seed: u64, setup: Vec<u32>) -> Session {
        let mut app = App::new();
        app.add_plugins(GamePlugin);
        crate::game::spawn::spawn_scenario_with(app.world_mut(), scenario, seed, setup);
        let read = SystemState::new(app.world_mut());
        Session { app, read }
    }

    /// Replace the game with a new one of `scenario` and `seed`, keeping the app (self-play plays many games on one).
    pub fn restart(&mut self, scenario: &Scenario, seed: u64) {
        crate::game::spawn::spawn_scenario(self.app.world_mut(), scenario, seed);
    }

    pub fn world(&self) -> &World {
        self.app.world()
    }

    pub fn world_mut(&mut self) -> &mut World {
        self.app.world_mut()
    }

    /// Resolve one order now. Accepted: the outcomes it produced. Refused: the reason.
    pub fn submit(&mut self, side: usize, order: Order) -> Result<Vec<Outcome>, RejectReason> {
        let world = self.app.world_mut();
        world.resource_mut::<OrderQueue>().0.push_back(SideOrder { side, order });
        world.run_schedule(GameStep);
        // No frame loop clears the removed-component lists here (an `App::update` would): without this they grow
        // by an entry for every entity despawned or component taken, for as long as the session lives.
        world.clear_trackers();
        world.resource_mut::<LastResult>().0.take().unwrap_or(Err(RejectReason::Unsupported { order: "none".into() }))
    }

    pub fn legal_orders(&mut self, side: usize) -> Vec<Order> {
        let g = self.read.get(self.app.world()).expect("a spawned game has all its resources");
        legal_orders(&g, side)
    }

    pub fn view(&mut self, side: usize) -> SideView {
        let g = self.read.get(self.app.world()).expect("a spawned game has all its resources");
        side_view(&g, side)
    }

    pub fn to_act(&self) -> usize {
        self.app.world().resource::<GameState>().0.to_act()
    }

    /// Scripts only: the next values the dice must give (see `rules::dice::GameDice::force`).
    pub fn force_dice(&mut self, values: impl IntoIterator<Item = u32>) {
        self.app.world_mut().resource_mut::<GameRng>().0.force(values);
    }

    /// Fixed dice not used yet.
    pub fn forced_left(&self) -> usize {
        self.app.world().resource::<GameRng>().0.forced_left()
    }

    pub fn is_over(&self) -> bool {
        self.app.world().resource::<GameOver>().0.is_some()
    }

    pub fn hash(&mut self) -> u64 {
        state_hash(self.app.world_mut())
    }

    pub fn snapshot(&mut self) -> Snapshot {
        snapshot(self.app.world_mut())
    }

    /// Accepted orders so far, each with the state hash after it.
    pub fn history(&self) -> &[(SideOrder, u64)] {
        &self.app.world().resource::<OrderHistory>().0
    }
}
