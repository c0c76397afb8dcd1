//! `Session`: one game played by its rules alone, with no window: the scenario, the seeded dice, the ruleset's
//! state, the board the rules read, the log with each entry's audience, and the accepted orders with the state
//! hash after each. The command line, saves, scripts, self-play, the tests, the client (whose ECS systems wrap one)
//! and, later, a server and the computer opponent all play through it, so a game is its scenario, its seed and its
//! orders wherever it runs.

mod board;
mod snapshot;
mod view;

pub use board::Board;
pub use snapshot::{ObjectiveSnap, Snapshot, UnitSnap};
pub use view::{ObjectiveView, PublicView, SideView, UnitView};

use crate::rules::dice::GameDice;
use crate::rules::engine::{Audience, Ctx, EndReason, Outcome, RejectReason};
use crate::rules::registry::{Match, Order};
use crate::scenario::Scenario;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// An order together with the side giving it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SideOrder {
    pub side: usize,
    pub order: Order,
}

/// The phase of the active side's turn, as saves record it. Rulesets keep their own phases in their state.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    Orders,
}

#[derive(Debug, Clone)]
pub struct Session {
    scenario: Arc<Scenario>,
    seed: u64,
    board: Board,
    state: Match,
    dice: GameDice,
    /// Every outcome so far, with who may see it.
    log: Vec<(Outcome, Audience)>,
    /// The orders accepted so far and the state hash after each: with the scenario and seed, this is the game.
    history: Vec<(SideOrder, u64)>,
    /// Undo may go back no further than this many orders: the last order that brought new information (dice, a
    /// drawn card, a reveal) or that handed play to another side.
    horizon: usize,
    /// For each accepted order, the length of the log after it (to mark the undo horizon in the log).
    marks: Vec<usize>,
    /// The dice fixed for the setup (a script's), so the game can be replayed from its record.
    setup: Vec<u32>,
    /// Is the game in memory exactly the replay of its scenario, seed, setup dice and accepted orders? It stops
    /// being so once dice are fixed by hand in play, the map is edited or the state changed by hand. While it is,
    /// `submit` applies an order to the game itself, and an order the rules refuse part way through is undone by
    /// replaying the record: a refusal costs one replay of the game so far, instead of every order costing a copy
    /// of the whole state taken in case it is refused.
    replayable: bool,
    /// Why replaying the record after a refusal did not give the game back (a ruleset that does not replay the
    /// same: a bug `invariants` reports).
    broken: Option<String>,
}

impl Session {
    /// A new game of `scenario` with the given seed.
    pub fn new(scenario: &Scenario, seed: u64) -> Session {
        Session::start(Arc::new(scenario.clone()), seed, Vec::new())
    }

    /// Scripts only: a new game whose setup (shuffles, secret rolls) first takes the given values.
    pub fn with_setup_dice(scenario: &Scenario, seed: u64, setup: Vec<u32>) -> Session {
        Session::start(Arc::new(scenario.clone()), seed, setup)
    }

    /// A new game of a scenario already shared (the client keeps the same one for drawing).
    pub fn start(scenario: Arc<Scenario>, seed: u64, setup: Vec<u32>) -> Session {
        let mut dice = GameDice::new(seed);
        dice.force(setup.iter().copied());
        let state = Match::setup(scenario.setup(), &mut dice);
        let board = Board::new(scenario.grid.clone(), scenario.ruleset);
        Session {
            scenario,
            seed,
            board,
            state,
            dice,
            log: Vec::new(),
            history: Vec::new(),
            horizon: 0,
            marks: Vec::new(),
            setup,
            replayable: true,
            broken: None,
        }
    }

    /// Replace the game with a new one of `scenario` and `seed` (self-play plays many games on one session).
    pub fn restart(&mut self, scenario: &Scenario, seed: u64) {
        *self = Session::new(scenario, seed);
    }

    /// Play `orders` from the start of `scenario` with `seed`; the first order refused stops it, with its index.
    pub fn replay(scenario: Arc<Scenario>, seed: u64, orders: &[SideOrder]) -> Result<Session, (usize, RejectReason)> {
        let mut s = Session::start(scenario, seed, Vec::new());
        for (i, o) in orders.iter().enumerate() {
            s.submit(o.side, o.order.clone()).map_err(|why| (i, why))?;
        }
        Ok(s)
    }

    /// What the ruleset reads besides its state: the board and the scenario.
    pub fn ctx(&self) -> Ctx<'_> {
        Ctx { map: &self.board.grid, los: &self.board.los, setup: self.scenario.setup() }
    }

    /// Resolve one order now. Accepted: the outcomes it produced, logged with their audiences, and the order is
    /// recorded with the state hash after it. Refused: the reason, told to the side that gave it only; the state
    /// is as before. Whether the side may act at all (the game over, not its turn) is `Match::apply`'s check.
    pub fn submit(&mut self, side: usize, order: Order) -> Result<Vec<Outcome>, RejectReason> {
        self.resolve(side, order, true)
    }

    /// `submit` for a game whose record is its stored orders (a server's match): a refused order leaves no trace,
    /// not even in the log of the side that gave it, so the game in memory stays exactly the replay of what was
    /// stored. The refusal goes back to the sender only as the reason returned.
    pub fn submit_unlogged(&mut self, side: usize, order: Order) -> Result<Vec<Outcome>, RejectReason> {
        self.resolve(side, order, false)
    }

    fn resolve(&mut self, side: usize, order: Order, log_refusal: bool) -> Result<Vec<Outcome>, RejectReason> {
        let mut outcomes = Vec::new();
        let ctx = Ctx { map: &self.board.grid, los: &self.board.los, setup: self.scenario.setup() };
        // A server's orders come from the network, where refusals are common: each is tried on a copy there, so a
        // stream of bad orders costs no replays.
        let res = if self.replayable && log_refusal {
            let res = self.state.apply_in_place(ctx, side, &order, &mut self.dice, &mut outcomes).and_then(|()| {
                match self.dice.take_misfit() {
                    Some(why) => Err(RejectReason::Forced { why }),
                    None => Ok(()),
                }
            });
            if res.is_err() {
                outcomes.clear();
                self.rebuild();
            }
            res
        } else {
            self.state.apply(ctx, side, &order, &mut self.dice, &mut outcomes)
        };
        if let Err(reason) = res {
            if log_refusal {
                let o = Outcome::Rejected { side, order, reason: reason.clone() };
                self.log.push((o, Audience::Only(side)));
            }
            return Err(reason);
        }
        // The rules may have laid or lifted smoke and fire: the next order is judged on the new board.
        if let Some(markers) = self.state.hex_markers() {
            self.board.take_markers(markers, &self.scenario.grid);
        }
        let hash = self.hash();
        self.history.push((SideOrder { side, order }, hash));
        let informative = outcomes.iter().any(|(o, _): &(Outcome, Audience)| o.reveals());
        let outs: Vec<Outcome> = outcomes.iter().map(|(o, _)| o.clone()).collect();
        self.log.extend(outcomes);
        self.marks.push(self.log.len());
        // An order is fixed once it revealed something or handed play to another side: whoever acts next may not
        // take back what the other side did.
        if informative || self.state.to_act() != side {
            self.horizon = self.history.len();
        }
        Ok(outs)
    }

    /// The game as its record replays it: after an order refused part way through, the state, dice and board are
    /// those of the scenario, seed and setup dice with every accepted order given again (on a copy each, as a
    /// server's are, so this replay cannot itself be undone part way), each checked against the state hash
    /// recorded after it.
    fn rebuild(&mut self) {
        let mut fresh = Session::start(self.scenario.clone(), self.seed, self.setup.clone());
        for (i, (o, hash)) in self.history.iter().enumerate() {
            if fresh.submit_unlogged(o.side, o.order.clone()).is_err() || fresh.history[i].1 != *hash {
                self.broken =
                    Some(format!("replaying the record after a refused order: order {} ({}) differs", i + 1, o.order));
                self.replayable = false;
                return;
            }
        }
        self.state = fresh.state;
        self.dice = fresh.dice;
        self.board = fresh.board;
    }

    /// Every order `side` may legally give now, in the ruleset's stable order.
    pub fn legal_orders(&self, side: usize) -> Vec<Order> {
        let mut v = Vec::new();
        self.legal_orders_into(side, &mut v);
        v
    }

    /// `legal_orders` into a list the caller keeps (emptied first), for a loop that asks after every order.
    pub fn legal_orders_into(&self, side: usize, out: &mut Vec<Order>) {
        if self.is_over() || side != self.to_act() {
            out.clear();
            return;
        }
        self.state.legal_into(self.ctx(), side, out);
    }

    /// The odds `side` may be told of `unit` attacking `target` now (worked out on what that side may know).
    pub fn odds(&self, side: usize, unit: &str, target: &str) -> Result<crate::rules::engine::Odds, RejectReason> {
        self.state.odds(self.ctx(), side, unit, target)
    }

    /// The side that must act now.
    pub fn to_act(&self) -> usize {
        self.state.to_act()
    }

    pub fn is_over(&self) -> bool {
        self.state.common().over.is_some()
    }

    /// The result once the game has ended: the winner (none for a draw) and why.
    pub fn result(&self) -> Option<&(Option<usize>, EndReason)> {
        self.state.common().over.as_ref()
    }

    /// Scripts only: the next values the dice must give (see `GameDice::force`).
    pub fn force_dice(&mut self, values: impl IntoIterator<Item = u32>) {
        self.replayable = false;
        self.dice.force(values);
    }

    /// Fixed dice not used yet.
    pub fn forced_left(&self) -> usize {
        self.dice.forced_left()
    }

    /// Position of the dice generator in its stream.
    pub fn dice_position(&self) -> u128 {
        self.dice.word_pos()
    }

    /// The state hash: the ruleset state's digest (turn, scores, objectives, decision and result live in it) and
    /// the board facts outside it (the dice stream's position and the hexes changed in play).
    pub fn hash(&self) -> u64 {
        snapshot::combine(self.state.digest(), snapshot::split(self.dice.word_pos()), &self.board.changed_tiles())
    }

    /// The snapshot of the game now, from the ruleset's state.
    pub fn snapshot(&self) -> Snapshot {
        let common = self.state.common();
        let mut pieces = Vec::new();
        self.state.pieces(&mut pieces);
        let units = pieces
            .into_iter()
            .map(|p| UnitSnap {
                id: p.id.to_string(),
                side: p.side,
                kind: p.unit_type.id.to_string(),
                at: p.at,
                strength: p.strength,
                moved: p.moved,
                facing: p.facing,
                leader: p.leader.map(str::to_string),
                markers: p.markers.to_vec(),
            })
            .collect();
        let objectives = common
            .objectives
            .iter()
            .map(|o| ObjectiveSnap { id: o.id.clone(), controlled_by: o.controlled_by, revealed: o.revealed })
            .collect();
        Snapshot {
            turn: common.turn,
            active: common.active,
            phase: Phase::Orders,
            decisions: self.state.decision().into_iter().collect(),
            scores: common.scores.clone(),
            units,
            objectives,
            changed_tiles: self.board.changed_tiles(),
            rng_word_pos: snapshot::split(self.dice.word_pos()),
            game_over: common.over.clone(),
            engine: self.state.digest(),
        }
    }

    /// Every broken invariant, in words (empty: all hold): the ruleset's own, and the board's markers mirroring
    /// the rules' smoke and fire. Self-play and the property tests check them after every order.
    pub fn invariants(&self) -> Vec<String> {
        let mut out: Vec<String> = self.broken.iter().cloned().collect();
        self.state.invariants(self.ctx(), &mut out);
        if self.state.hex_markers().is_some_and(|m| !self.board.markers_match(m)) {
            out.push("the board's hex markers do not mirror the rules' smoke and fire".into());
        }
        out
    }

    /// Accepted orders so far, each with the state hash after it.
    pub fn history(&self) -> &[(SideOrder, u64)] {
        &self.history
    }

    /// How many orders had been played once `side` gave its latest (0 before its first): where that side's look
    /// back at what changed begins; what came after is the other side's, as far as `side` is concerned.
    pub fn after_own(&self, side: usize) -> usize {
        self.history.iter().rposition(|(o, _)| o.side == side).map_or(0, |k| k + 1)
    }

    /// The orders played at the moment `side`'s table counts what changed from (`look_back_from`).
    pub fn changes_base(&self, side: usize) -> Option<usize> {
        look_back_from(self.history.len(), self.after_own(side))
    }

    /// Every outcome so far, with who may see it (a side's own part is in its `view`).
    pub fn log(&self) -> &[(Outcome, Audience)] {
        &self.log
    }

    /// How many of the last orders may be taken back now (none behind the information horizon).
    pub fn undoable(&self) -> usize {
        self.history.len().saturating_sub(self.horizon)
    }

    /// How many of the last orders `side` may take back now: its own latest orders since the information horizon.
    pub fn undoable_by(&self, side: usize) -> usize {
        self.history[self.horizon.min(self.history.len())..].iter().rev().take_while(|(o, _)| o.side == side).count()
    }

    /// The orders a game that took back its last `n` would replay; `None` when that is not allowed (`n` is 0, or
    /// more than may be taken back, or one of them is not `side`'s own).
    pub fn undo_orders(&self, n: usize, side: usize) -> Option<Vec<SideOrder>> {
        let len = self.history.len();
        if n == 0 || n > self.undoable() || self.history[len - n..].iter().any(|(o, _)| o.side != side) {
            return None;
        }
        Some(self.history[..len - n].iter().map(|(o, _)| o.clone()).collect())
    }

    /// The ruleset's state (the single source of truth).
    pub fn state(&self) -> &Match {
        &self.state
    }

    /// The board the rules read.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Change the map in play by hand (a test or a tool editing a tile), then rebuild the sight index: the next
    /// order is judged on the new map, and the state hash counts the hexes that differ from the scenario's.
    pub fn edit_map(&mut self, edit: impl FnOnce(&mut crate::rules::map::MapGrid)) {
        edit(&mut self.board.grid);
        self.board.reindex(&self.scenario.grid);
        self.replayable = false;
    }

    pub fn scenario(&self) -> &Arc<Scenario> {
        &self.scenario
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Tests and tools only: the ruleset's state to change by hand (a position set up for a question).
    pub fn state_mut(&mut self) -> &mut Match {
        self.replayable = false;
        &mut self.state
    }
}

/// Where a side's marks of what changed count from, after `played` orders, its latest given once `after_own` had
/// been played: just after that order once the other side has acted since, else just before it; `None` before any
/// order. A table at one screen and a seat on a server both count so.
pub fn look_back_from(played: usize, after_own: usize) -> Option<usize> {
    (played > 0).then(|| if after_own < played { after_own } else { played - 1 })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::policy::random_order;
    use rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// A game that applies orders to itself (and replays its record after a refusal) plays exactly as one that
    /// tries every order on a copy: the same answers, the same state hash after every order, refusals included.
    /// Stale orders (legal a few orders before, for either side) are slipped in so that some are refused part way.
    #[test]
    fn applying_in_place_plays_as_trying_on_a_copy() {
        let mut refused = 0;
        for (name, _) in crate::scenario::bundled_files() {
            let scenario = crate::scenario::load_bundled(name);
            let mut fast = Session::new(&scenario, 11);
            let mut copy = Session::new(&scenario, 11);
            copy.force_dice([]);
            assert!(fast.replayable && !copy.replayable);
            let mut pick = ChaCha8Rng::seed_from_u64(5);
            let mut stale: Vec<SideOrder> = Vec::new();
            for n in 0..400 {
                if fast.is_over() {
                    break;
                }
                let side = fast.to_act();
                let legal = fast.legal_orders(side);
                assert_eq!(legal, copy.legal_orders(side), "{name}, order {n}");
                let o = random_order(&legal, &mut pick).clone();
                stale.push(SideOrder { side, order: random_order(&legal, &mut pick).clone() });
                if n % 3 == 0 && stale.len() > 4 {
                    let s = stale.swap_remove(pick.random_range(0..stale.len() - 4));
                    let before = fast.hash();
                    let (a, b) = (fast.submit(s.side, s.order.clone()), copy.submit(s.side, s.order.clone()));
                    assert_eq!(a.is_ok(), b.is_ok(), "{name}, order {n}: stale `{}`", s.order);
                    if let (Err(a), Err(b)) = (&a, &b) {
                        assert_eq!(a, b, "{name}, order {n}");
                        assert_eq!(fast.hash(), before, "{name}, order {n}: a refusal changed the game");
                        refused += 1;
                    }
                    assert_eq!(fast.hash(), copy.hash(), "{name}, order {n}: stale `{}`", s.order);
                    if fast.is_over() {
                        break;
                    }
                    continue;
                }
                assert_eq!(fast.submit(side, o.clone()).is_ok(), copy.submit(side, o.clone()).is_ok(), "{name}: `{o}`");
                assert_eq!(fast.hash(), copy.hash(), "{name}, order {n}: `{o}`");
                assert_eq!(fast.invariants(), Vec::<String>::new(), "{name}, order {n}");
            }
            assert_eq!(fast.history, copy.history, "{name}");
            assert!(fast.replayable, "{name}: a replay after a refusal failed: {:?}", fast.broken);
        }
        assert!(refused > 100, "only {refused} stale orders were refused: the test tries too little");
    }

    /// Replaying the record gives back the very game: state, dice and board.
    #[test]
    fn the_record_replays_to_the_game_in_memory() {
        for (name, _) in crate::scenario::bundled_files() {
            let scenario = crate::scenario::load_bundled(name);
            let mut s = Session::new(&scenario, 3);
            let mut pick = ChaCha8Rng::seed_from_u64(3);
            for _ in 0..150 {
                if s.is_over() {
                    break;
                }
                let legal = s.legal_orders(s.to_act());
                let o = random_order(&legal, &mut pick).clone();
                s.submit(s.to_act(), o).expect("a legal order is accepted");
            }
            let (state, dice, hash) = (format!("{:?}", s.state), s.dice_position(), s.hash());
            s.rebuild();
            assert!(s.broken.is_none(), "{name}: {:?}", s.broken);
            assert!(format!("{:?}", s.state) == state, "{name}: the state replayed differs");
            assert_eq!((s.dice_position(), s.hash()), (dice, hash), "{name}");
        }
    }
}
