//! `legal_orders(side)`: every order a side may give now. The one source for UI highlights, self-play and AI.

use super::components::*;
use super::flow::*;
use super::messages::Order;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// Read-only access to a game, usable from systems and, through `SystemState`, from exclusive code.
#[derive(SystemParam)]
pub struct GameRead<'w> {
    pub config: Res<'w, GameConfig>,
    pub board: Res<'w, Board>,
    pub turn: Res<'w, Turn>,
    pub decisions: Res<'w, Decisions>,
    pub sides: Res<'w, Sides>,
    pub over: Res<'w, GameOver>,
    pub state: Res<'w, GameState>,
}

impl GameRead<'_> {
    /// The side that must act now.
    pub fn to_act(&self) -> usize {
        self.state.0.to_act()
    }

    /// What the ruleset reads besides its state: the board and the scenario.
    pub fn ctx(&self) -> crate::rules::engine::Ctx<'_> {
        self.state.0.ctx()
    }

    /// The game itself.
    pub fn session(&self) -> &crate::game::Session {
        &self.state.0
    }
}

/// Every order `side` may legally give now, in the ruleset's stable order.
pub fn legal_orders(g: &GameRead, side: usize) -> Vec<Order> {
    g.state.0.legal_orders(side)
}
