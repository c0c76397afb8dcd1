//! A game played on a match server: the server holds the rules, the seed and the orders; this side holds only what
//! the server sent it. `RemoteGame` is that: the seat's side, its view (the ruleset's per-side view, redacted on the
//! server), its log and the orders it may give, after `seq` orders. Presentation builds the table from it exactly
//! as it does from a local game's `SideView`; nothing here can be asked for what the view leaves out.

use super::components::{Board, GameConfig, HexMarkers, HexPos, Sides, Tile};
use super::flow::{Decisions, GameOver, Phase, Turn};
use crate::rules::engine::Outcome;
use crate::rules::registry::Order;
use crate::scenario::Scenario;
use bevy::prelude::*;
use hexmarshal_rules::session::{PublicView, SideView};
use std::sync::Arc;

/// What the server last sent this seat.
#[derive(Resource, Debug, Clone)]
pub struct RemoteGame {
    pub match_id: String,
    /// The seat's side; `None` for a spectator.
    pub side: Option<usize>,
    /// Who plays each side: `person`, or the computer's level.
    pub players: Vec<String>,
    /// Orders played so far (an order is made on this count; one made on an older count is refused as stale).
    pub seq: u64,
    /// The last view received (none before the first).
    pub view: Option<RemoteView>,
    /// The orders the seat may give now (empty when it is not its turn).
    pub legal: Vec<Order>,
    /// An order sent and not yet answered: no other is sent meanwhile.
    pub pending: bool,
    /// The last order sent (a refusal's link to the rules help names its kind).
    pub sent: Option<Order>,
    /// Bumped on every update, so presentation knows to rebuild.
    pub serial: u64,
    /// How many orders had been played once this seat's side gave its latest (the server's count; 0 before its
    /// first): where the table's marks of what changed count from.
    pub after_own: u64,
    /// The units of the views received lately, by their `seq`, oldest first: those the marks may still count from
    /// (older ones are dropped as the seat gives orders).
    pub seen: Vec<(u64, Vec<crate::rules::engine::UnitView>)>,
    /// Odds the server answered on this state, by (unit, target); and those asked for and not yet answered.
    pub odds: std::collections::HashMap<
        (String, String),
        Result<crate::rules::engine::Odds, crate::rules::engine::RejectReason>,
    >,
    pub odds_asked: std::collections::HashSet<(String, String)>,
}

impl RemoteGame {
    /// The orders played at the moment the seat's marks count from, as a table at one screen counts (both by
    /// `session::look_back_from`): just after its side's latest order once the other side has acted since, else just
    /// before it; `None` before any order.
    pub fn changes_base(&self) -> Option<u64> {
        hexmarshal_rules::session::look_back_from(self.seq as usize, self.after_own as usize).map(|b| b as u64)
    }

    /// Keep the units of the view just received (after `seq` orders), and forget those no mark can count from
    /// any more.
    pub fn remember_units(&mut self) {
        let Some(view) = &self.view else { return };
        let units = view.units().to_vec();
        self.seen.retain(|(n, _)| *n != self.seq);
        self.seen.push((self.seq, units));
        let keep_from = self.after_own.saturating_sub(1).min(self.seq);
        self.seen.retain(|(n, _)| *n >= keep_from);
        // A seat that never orders (a long turn of the other side) keeps a bounded memory: the newest views.
        const MOST: usize = 256;
        if self.seen.len() > MOST {
            self.seen.drain(..self.seen.len() - MOST);
        }
    }

    /// The units the seat saw after `base` orders: that view if it was received, else the latest one before it
    /// (updates may come together); `None` when none is kept (just after a reconnection).
    pub fn units_at(&self, base: u64) -> Option<&[crate::rules::engine::UnitView]> {
        self.seen.iter().rev().find(|(n, _)| *n <= base).map(|(_, u)| u.as_slice())
    }
}

/// A seat's view, or a spectator's.
#[derive(Debug, Clone, PartialEq)]
pub enum RemoteView {
    Seat(Box<SideView>),
    Spectator(Box<PublicView>),
}

impl RemoteView {
    pub fn to_act(&self) -> usize {
        match self {
            RemoteView::Seat(v) => v.to_act,
            RemoteView::Spectator(v) => v.to_act,
        }
    }

    pub fn log(&self) -> &[Outcome] {
        match self {
            RemoteView::Seat(v) => &v.log,
            RemoteView::Spectator(v) => &v.log,
        }
    }

    pub fn units(&self) -> &[crate::rules::engine::UnitView] {
        match self {
            RemoteView::Seat(v) => &v.units,
            RemoteView::Spectator(v) => &v.units,
        }
    }

    pub fn markers(&self) -> &[(crate::rules::hex::Coord, Vec<crate::rules::terrain::HexMarker>)] {
        match self {
            RemoteView::Seat(v) => &v.markers,
            RemoteView::Spectator(v) => &v.markers,
        }
    }

    /// The turn, the side whose turn it is, the scores and the result, as every side may know them.
    pub fn common(&self) -> (u32, usize, &[u32], &Option<(Option<usize>, crate::rules::engine::EndReason)>) {
        match self {
            RemoteView::Seat(v) => (v.turn, v.active, &v.scores, &v.game_over),
            RemoteView::Spectator(v) => (v.turn, v.active, &v.scores, &v.game_over),
        }
    }
}

/// Put the table of a match into `world`: the map's tiles and hexsides, the sides and the board, as a local game
/// has them, and no game state (there is none here: the units come with each view).
pub fn spawn_table(world: &mut World, scenario: Arc<Scenario>) {
    super::spawn::despawn_game(world);
    world.remove_resource::<super::flow::GameState>();
    super::spawn::spawn_map(world, &scenario);
    world.insert_resource(Sides(super::spawn::side_states(&scenario)));
    let board = hexmarshal_rules::session::Board::new(scenario.grid.clone(), scenario.ruleset);
    world.insert_resource(Board(board));
    let (ruleset, sections) = (scenario.ruleset, scenario.sections);
    world.insert_resource(GameConfig { scenario, ruleset, seed: 0, sections });
    world.insert_resource(Turn { number: 1, active: 0, phase: Phase::Orders });
    world.insert_resource(Decisions::default());
    world.insert_resource(GameOver::default());
}

/// Mirror what presentation reads besides the view (turn, scores, result) from a received view.
pub fn mirror_view(world: &mut World) {
    let Some(v) = world.get_resource::<RemoteGame>().and_then(|r| r.view.as_ref()) else { return };
    let (turn, active, scores, over) = v.common();
    let (scores, over) = (scores.to_vec(), over.clone());
    if let Some(mut t) = world.get_resource_mut::<Turn>()
        && (t.number != turn || t.active != active)
    {
        t.number = turn;
        t.active = active;
    }
    if let Some(mut s) = world.get_resource_mut::<Sides>() {
        for (i, side) in s.0.iter_mut().enumerate() {
            side.score = scores.get(i).copied().unwrap_or(0);
        }
    }
    if let Some(mut o) = world.get_resource_mut::<GameOver>()
        && o.0 != over
    {
        o.0 = over;
    }
    // Smoke and fire: onto the board the lines of sight are read from, and onto the tiles that draw them.
    let Some(v) = world.get_resource::<RemoteGame>().and_then(|r| r.view.as_ref()) else { return };
    let markers: std::collections::BTreeMap<_, _> = v.markers().iter().cloned().collect();
    let Some(start) = world.get_resource::<GameConfig>().map(|c| c.scenario.clone()) else { return };
    let changed = world.get_resource_mut::<Board>().is_some_and(|mut b| b.0.take_markers(&markers, &start.grid));
    if changed {
        let mut tiles = world.query_filtered::<(&HexPos, &mut HexMarkers), With<Tile>>();
        for (pos, mut m) in tiles.iter_mut(world) {
            let want = markers.get(&pos.0).cloned().unwrap_or_default();
            if m.0 != want {
                m.0 = want;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::engine::UnitView;

    fn game(seq: u64, after_own: u64) -> RemoteGame {
        RemoteGame {
            match_id: "m".into(),
            side: Some(0),
            players: Vec::new(),
            seq,
            view: None,
            legal: Vec::new(),
            pending: false,
            sent: None,
            serial: 0,
            after_own,
            seen: Vec::new(),
            odds: Default::default(),
            odds_asked: Default::default(),
        }
    }

    fn units(tag: &str) -> Vec<UnitView> {
        vec![UnitView::marker(tag.into(), 0, crate::rules::hex::Coord(0, 0))]
    }

    #[test]
    fn the_marks_count_from_where_a_table_at_one_screen_would() {
        // Before any order nothing is marked; before the other side acts, the seat's own latest order is.
        assert_eq!(game(0, 0).changes_base(), None);
        assert_eq!(game(5, 5).changes_base(), Some(4));
        // Once the other side has acted since, what it did.
        assert_eq!(game(8, 5).changes_base(), Some(5));
        assert_eq!(game(3, 0).changes_base(), Some(0));

        let mut g = game(4, 0);
        for (seq, after_own) in [(4, 0), (5, 5), (6, 5), (8, 5)] {
            g.seq = seq;
            g.after_own = after_own;
            g.seen.push((seq, units(&format!("u{seq}"))));
        }
        assert_eq!(g.units_at(5).map(|u| u[0].id.as_str()), Some("u5"));
        // An update that never came (two came together): the latest view before it.
        assert_eq!(g.units_at(7).map(|u| u[0].id.as_str()), Some("u6"));
        assert!(g.units_at(3).is_none(), "nothing kept from before the first view");
    }
}
