//! The search: information-set Monte Carlo tree search over the orders the engine lists. Each iteration draws one
//! state consistent with what the seat knows (`Match::sample`), walks the one tree of orders with the orders legal
//! in that state (a child counts its visits and how often it was available), tries one new order, plays on at
//! random for a few orders and scores the result with the evaluation. It reads the game only through the seat's
//! redacted copy, so it cannot know what the seat may not.

use super::eval::{self, Baseline};
use super::policy;
use crate::rules::dice::GameDice;
use crate::rules::engine::{Audience, Ctx, Outcome};
use crate::rules::map::MapGrid;
use crate::rules::registry::{Match, Order};
use crate::rules::setup::{Setup, UnitMarker};
use crate::session::{Board, Session};
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::borrow::Cow;
use std::collections::HashMap;

/// How much a decision may search: iterations (not time, so a game replays the same from its seed), how many
/// random orders a rollout plays at least, and how many more it may play to reach the end of the player turn it is
/// in before it is cut off and evaluated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Budget {
    pub iterations: u32,
    pub rollout: u32,
    /// After `rollout` orders, play on until the side to play or the game turn changes, at most this many orders
    /// more: a state in the middle of a turn (a charge declared, its melee still to come) is a poor one to judge.
    pub to_turn_end: u32,
    /// The exploration weight of the selection rule, in thousandths (values run from 0 to 1). Judged at a turn's
    /// end, the orders of a node mostly differ by hundredths of a value: a high weight spreads the iterations
    /// evenly over them however many there are, a low one gathers them on the best few (`docs/ai.md`, "Levels").
    pub explore: u16,
    /// Finish the rollout's player turn quietly: after the `rollout` random orders, the seat's own orders on to the
    /// turn's end are `policy::quiet_order`'s (fight where it can, else end the step), so a leaf is judged with the
    /// seat's units not yet moved left where they stand, not moved at random. The other side's stay random. A
    /// ruleset asks for it at hard (`Params::quiet_rollouts`; `docs/ai.md`, "Quiet rollouts for hard").
    pub quiet: bool,
    /// At the root, every child tried is walked to at least this many times before the selection rule chooses among
    /// them. At a low exploration weight one poor first value could otherwise keep an order from ever being looked
    /// at again. A ruleset asks for it at hard (`Params::hard_root_floor`; `docs/ai.md`, "A floor of visits at
    /// hard's root").
    pub root_floor: u32,
}

impl Budget {
    fn explore(&self) -> f64 {
        f64::from(self.explore) / 1000.0
    }
}

/// What every iteration reads and nobody changes: the seat's knowledge and the board.
struct World {
    side: usize,
    /// The seat's redacted copy of the game: nothing the seat may not know.
    root: Match,
    board: Board,
    /// The scenario's map as it began (the board keeps which hexes changed against it).
    start: MapGrid,
    /// The scenario as the seat may know it: the other side's unrevealed secret objectives and hidden units left out.
    setup: Setup,
    baseline: Baseline,
    budget: Budget,
}

struct Node {
    /// The side that gave `order` (none at the root).
    mover: usize,
    order: Option<Order>,
    visits: u32,
    /// How many times the node's order was legal when its parent was visited.
    avail: u32,
    /// The sum of the values, for `mover`, of the iterations through it.
    reward: f64,
    children: HashMap<Order, u32>,
}

impl Node {
    fn new(mover: usize, order: Option<Order>) -> Node {
        Node { mover, order, visits: 0, avail: 0, reward: 0.0, children: HashMap::new() }
    }
    fn mean(&self) -> f64 {
        if self.visits == 0 { 0.5 } else { self.reward / f64::from(self.visits) }
    }
}

/// The one tree of orders a search walks, and how much its selection explores.
struct Tree {
    nodes: Vec<Node>,
    explore: f64,
    /// `Budget::root_floor`.
    floor: u32,
}

/// One decision being searched. The client runs it a slice at a time between frames (`run`), the command line
/// and the server all at once (`finish`).
pub struct Search {
    world: World,
    tree: Tree,
    rng: ChaCha8Rng,
    /// The orders the seat may really give now: the answer is one of them.
    legal: Vec<Order>,
    /// At the root, the one-order value of each order, which sets the order new ones are tried in.
    prior: HashMap<Order, f64>,
    done: u32,
}

/// The seed of one decision: the player's seed and how far the game has gone (public), never the game's dice.
pub fn decision_seed(seed: u64, session: &Session, side: usize) -> u64 {
    let mut x = seed ^ (session.history().len() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (side as u64) << 56;
    // splitmix64's finaliser, so nearby seeds search apart.
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The scenario as `side` may know it now.
fn known_setup(setup: &Setup, state: &Match, side: usize) -> Setup {
    let mut s = setup.clone();
    let known = |id: &str| state.common().objectives.iter().any(|o| o.id == id && o.known_to(side));
    s.objectives.retain(|o| known(&o.id));
    s.units.retain(|u| u.side == side || !u.markers.contains(&UnitMarker::Hidden) && u.carried_by.is_none());
    s
}

/// Apply one order to a search state, bringing the board's smoke and fire along. `false` if it was refused (the
/// state is then spoilt and the iteration thrown away).
fn step(det: &mut Match, board: &mut Cow<Board>, w: &World, dice: &mut GameDice, order: &Order) -> bool {
    let mut out: Vec<(Outcome, Audience)> = Vec::new();
    let side = det.to_act();
    let ctx = Ctx { map: &board.grid, los: &board.los, setup: &w.setup };
    if det.apply_in_place(ctx, side, order, dice, &mut out).is_err() {
        return false;
    }
    if let Some(m) = det.hex_markers()
        && !board.markers_match(m)
    {
        board.to_mut().take_markers(m, &w.start);
    }
    true
}

/// The value of a search state for side 0, from both sides' evaluations (so that a ruleset's term need not be
/// exactly antisymmetric).
fn value0(det: &Match, board: &Board, w: &World) -> f64 {
    let ctx = Ctx { map: &board.grid, los: &board.los, setup: &w.setup };
    (eval::evaluate(det, ctx, 0, &w.baseline) + 1.0 - eval::evaluate(det, ctx, 1, &w.baseline)) / 2.0
}

impl Search {
    /// Start searching `side`'s next order in `session`. `seed` is the player's: the decision's own is drawn from it
    /// and the game's progress (`decision_seed`).
    pub fn new(session: &Session, side: usize, budget: Budget, seed: u64) -> Search {
        let root = session.state().redacted(side);
        let setup = known_setup(session.scenario().setup(), session.state(), side);
        let world = World {
            side,
            baseline: Baseline::of(&setup),
            root,
            board: session.board().clone(),
            start: session.scenario().grid.clone(),
            setup,
            budget,
        };
        let run = session.history().iter().rev().take_while(|(o, _)| o.side == side);
        let recent: Vec<&Order> = run.map(|(o, _)| &o.order).collect();
        let legal = policy::settle(policy::candidates(session.legal_orders(side)), &recent);
        let mut s = Search {
            world,
            tree: Tree { nodes: vec![Node::new(side, None)], explore: budget.explore(), floor: budget.root_floor },
            rng: ChaCha8Rng::seed_from_u64(decision_seed(seed, session, side)),
            legal,
            prior: HashMap::new(),
            done: 0,
        };
        if s.legal.len() > 1 {
            let values = one_ply(&s.world, &mut s.rng, &s.legal, 1);
            s.prior = s.legal.iter().cloned().zip(values).collect();
        }
        s
    }

    /// Iterations done and the budget's total; a decision with one order to choose needs none.
    pub fn progress(&self) -> (u32, u32) {
        let total = if self.legal.len() > 1 { self.world.budget.iterations } else { 0 };
        (self.done.min(total), total)
    }

    pub fn finished(&self) -> bool {
        let (done, total) = self.progress();
        done >= total
    }

    /// Run up to `n` more iterations (fewer if the budget runs out first).
    pub fn run(&mut self, n: u32) {
        for _ in 0..n {
            if self.finished() {
                return;
            }
            self.iterate();
            self.done += 1;
        }
    }

    /// Run to the end of the budget and answer.
    pub fn finish(mut self) -> Option<Order> {
        self.run(u32::MAX);
        self.best()
    }

    /// The order to give: of the orders legal now, the one the search visited most (the better mean on a tie); the
    /// best by its one-order value where the search tried none.
    pub fn best(&self) -> Option<Order> {
        if self.legal.len() <= 1 {
            return self.legal.first().cloned();
        }
        let nodes = &self.tree.nodes;
        let tried = self.legal.iter().filter_map(|o| nodes[0].children.get(o).map(|&k| (o, &nodes[k as usize])));
        let best = tried.max_by(|(_, a), (_, b)| a.visits.cmp(&b.visits).then(a.mean().total_cmp(&b.mean())));
        if let Some((o, _)) = best {
            return Some(o.clone());
        }
        let value = |o: &Order| self.prior.get(o).copied().unwrap_or(0.0);
        self.legal.iter().max_by(|a, b| value(a).total_cmp(&value(b))).cloned()
    }

    /// The root's children among the orders legal now: each order with its visits and its mean value for the seat,
    /// most visited first (what `best` chooses from; the trace example prints it).
    pub fn root_children(&self) -> Vec<(Order, u32, f64)> {
        let nodes = &self.tree.nodes;
        let mut v: Vec<(Order, u32, f64)> = self
            .legal
            .iter()
            .filter_map(|o| {
                nodes[0].children.get(o).map(|&k| (o.clone(), nodes[k as usize].visits, nodes[k as usize].mean()))
            })
            .collect();
        v.sort_by(|a, b| b.1.cmp(&a.1).then(b.2.total_cmp(&a.2)));
        v
    }

    /// One iteration: sample, select and expand, roll out, back up.
    fn iterate(&mut self) {
        let w = &self.world;
        let mut dice = GameDice::new(self.rng.next_u64());
        let mut det = w.root.sample(w.side, &mut dice);
        let mut board = Cow::Borrowed(&w.board);
        let mut path: Vec<u32> = vec![0];
        loop {
            if det.common().over.is_some() {
                break;
            }
            let mover = det.to_act();
            let ctx = Ctx { map: &board.grid, los: &board.los, setup: &w.setup };
            let legal = policy::candidates(det.legal(ctx, mover));
            if legal.is_empty() {
                break;
            }
            let node = *path.last().expect("the path starts at the root") as usize;
            // None: every legal order is a child some other side gave in other samples; play on from here.
            let Some((child, fresh)) = select(&mut self.tree, &self.prior, &mut self.rng, node, mover, legal) else {
                break;
            };
            let order = self.tree.nodes[child as usize].order.clone().expect("a child has an order");
            if !step(&mut det, &mut board, w, &mut dice, &order) {
                return;
            }
            path.push(child);
            if fresh {
                break;
            }
        }
        if roll_out(&mut det, &mut board, w, &mut dice, &mut self.rng).is_none() {
            return;
        }
        let v0 = value0(&det, &board, w);
        for &k in &path {
            let n = &mut self.tree.nodes[k as usize];
            n.visits += 1;
            n.reward += if n.mover == 0 { v0 } else { 1.0 - v0 };
        }
    }
}

/// Play a search state on with the random player: the budget's `rollout` orders, then on to the end of the player
/// turn the rollout started in (the side to play or the game turn changes), at most `to_turn_end` orders more, or
/// to the end of the game if sooner. The number of orders played; `None` if one was refused (the state is spoilt).
fn roll_out(
    det: &mut Match,
    board: &mut Cow<Board>,
    w: &World,
    dice: &mut GameDice,
    rng: &mut ChaCha8Rng,
) -> Option<u32> {
    let start = (det.common().turn, det.common().active);
    let mut played = 0;
    let mut legal = Vec::new();
    while played < w.budget.rollout + w.budget.to_turn_end {
        let turned = (det.common().turn, det.common().active) != start;
        if det.common().over.is_some() || played >= w.budget.rollout && turned {
            break;
        }
        let mover = det.to_act();
        let ctx = Ctx { map: &board.grid, los: &board.los, setup: &w.setup };
        det.legal_into(ctx, mover, &mut legal);
        if legal.is_empty() {
            break;
        }
        let order = rollout_order(&w.budget, w.side, played, mover, &legal, rng).clone();
        if !step(det, board, w, dice, &order) {
            return None;
        }
        played += 1;
    }
    Some(played)
}

/// The order a rollout plays after `played` orders, `mover` to give it: the quiet player's for the seat's own orders
/// once the random ones are played, where the budget asks for quiet rollouts (`Budget::quiet`); else the random
/// player's. `legal` must not be empty.
fn rollout_order<'a>(
    budget: &Budget,
    seat: usize,
    played: u32,
    mover: usize,
    legal: &'a [Order],
    rng: &mut ChaCha8Rng,
) -> &'a Order {
    if budget.quiet && played >= budget.rollout && mover == seat {
        policy::quiet_order(legal, rng)
    } else {
        policy::random_order(legal, rng)
    }
}

/// Choose the child of `node` to walk to among the `legal` orders of `mover`: a new one while the node may widen
/// (tried in the order of the root's values, or by kind below the root), else the best by the selection rule among
/// those legal now. Returns the child and whether it is new; `None` when no child can be walked to.
fn select(
    tree: &mut Tree,
    prior: &HashMap<Order, f64>,
    rng: &mut ChaCha8Rng,
    node: usize,
    mover: usize,
    legal: Vec<Order>,
) -> Option<(u32, bool)> {
    let (nodes, explore) = (&mut tree.nodes, tree.explore);
    let mut available: Vec<u32> = Vec::new();
    let mut untried: Vec<Order> = Vec::new();
    for o in legal {
        match nodes[node].children.get(&o) {
            Some(&k) if nodes[k as usize].mover == mover => available.push(k),
            Some(_) => {}
            None => untried.push(o),
        }
    }
    for &k in &available {
        nodes[k as usize].avail += 1;
    }
    // Progressive widening: a node visited n times may have about √n children, so a long list of moves is not
    // tried one by one before any is looked at twice.
    let width = 2 + f64::from(nodes[node].visits).sqrt() as usize;
    if !untried.is_empty() && (available.len() < width || available.is_empty()) {
        let pick = if node == 0 {
            let value = |o: &Order| prior.get(o).copied().unwrap_or(0.0);
            let best = untried.iter().map(value).fold(f64::MIN, f64::max);
            let top: Vec<usize> = (0..untried.len()).filter(|&i| value(&untried[i]) >= best - 1e-9).collect();
            top[rng.random_range(0..top.len())]
        } else {
            let low = untried.iter().map(policy::rank).min().unwrap_or(0);
            let top: Vec<usize> = (0..untried.len()).filter(|&i| policy::rank(&untried[i]) == low).collect();
            top[rng.random_range(0..top.len())]
        };
        let order = untried.swap_remove(pick);
        let k = nodes.len() as u32;
        nodes.push(Node::new(mover, Some(order.clone())));
        nodes[k as usize].avail = 1;
        nodes[node].children.insert(order, k);
        return Some((k, true));
    }
    // The floor: at the root, a child walked to fewer times than it asks is walked to before any other.
    if node == 0 && tree.floor > 0 {
        let short = available.iter().copied().filter(|&k| nodes[k as usize].visits < tree.floor);
        if let Some(k) = short.min_by_key(|&k| nodes[k as usize].visits) {
            return Some((k, false));
        }
    }
    let ucb = |n: &Node| {
        if n.visits == 0 {
            return f64::INFINITY;
        }
        n.mean() + explore * (f64::from(n.avail.max(1)).ln() / f64::from(n.visits)).sqrt()
    };
    let best =
        available.iter().copied().max_by(|&a, &b| ucb(&nodes[a as usize]).total_cmp(&ucb(&nodes[b as usize])))?;
    Some((best, false))
}

/// The value for the seat of each of `orders`, given now: each applied to `samples` states drawn from what the seat
/// knows, evaluated straight after, averaged. An order a sampled state refuses counts as a loss there.
fn one_ply(w: &World, rng: &mut ChaCha8Rng, orders: &[Order], samples: u32) -> Vec<f64> {
    let mut sum = vec![0.0; orders.len()];
    for _ in 0..samples.max(1) {
        let mut dice = GameDice::new(rng.next_u64());
        let det = w.root.sample(w.side, &mut dice);
        for (k, o) in orders.iter().enumerate() {
            let mut d = det.clone();
            let mut board = Cow::Borrowed(&w.board);
            let mut dd = dice.clone();
            if step(&mut d, &mut board, w, &mut dd, o) {
                let v0 = value0(&d, &board, w);
                sum[k] += if w.side == 0 { v0 } else { 1.0 - v0 };
            }
        }
    }
    sum.iter().map(|s| s / f64::from(samples.max(1))).collect()
}

/// The one-ply greedy player: the order whose value straight after it is best (no search), over a few sampled states.
pub fn greedy(session: &Session, side: usize, seed: u64) -> Option<Order> {
    let s = Search::new(
        session,
        side,
        Budget { iterations: 0, rollout: 0, to_turn_end: 0, explore: 400, quiet: false, root_floor: 0 },
        seed,
    );
    if s.legal.len() <= 1 {
        return s.legal.first().cloned();
    }
    let mut rng = s.rng.clone();
    let values = one_ply(&s.world, &mut rng, &s.legal, 4);
    let best = values.iter().copied().fold(f64::MIN, f64::max);
    let top: Vec<usize> = (0..values.len()).filter(|&i| values[i] >= best - 1e-9).collect();
    Some(s.legal[top[rng.random_range(0..top.len())]].clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A rollout with room to play on stops where the player turn it started in ends, and never before its
    /// minimum length; without room it stops at that length.
    #[test]
    fn a_rollout_plays_on_to_the_end_of_the_player_turn() {
        let scenario = crate::scenario::load_bundled("hollow_tor.ron");
        let mut session = Session::new(&scenario, 5);
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        // Into the battle, past the deployment.
        policy::play_randomly(&mut session, 60, &mut rng);
        let side = session.to_act();
        let budget = Budget { iterations: 1, rollout: 3, to_turn_end: 400, explore: 400, quiet: false, root_floor: 0 };
        let s = Search::new(&session, side, budget, 1);
        let short = Search::new(&session, side, Budget { to_turn_end: 0, ..budget }, 1);
        let mut reached_an_end = 0;
        for _ in 0..20 {
            let mut dice = GameDice::new(rng.next_u64());
            let mut det = s.world.root.sample(side, &mut dice);
            let mut board = Cow::Borrowed(&s.world.board);
            let start = (det.common().turn, det.common().active);
            let played = roll_out(&mut det, &mut board, &s.world, &mut dice, &mut rng).expect("legal orders are taken");
            assert!(
                played >= 3 || det.common().over.is_some() || det.legal(ctx(&board, &s.world), det.to_act()).is_empty()
            );
            if played > 3 {
                // It went past the minimum only to reach the turn's end, and stopped there.
                assert!(played < 403, "{played}");
                assert_ne!((det.common().turn, det.common().active), start);
                reached_an_end += 1;
            }
            let mut det = short.world.root.sample(side, &mut dice);
            let mut board = Cow::Borrowed(&short.world.board);
            assert!(roll_out(&mut det, &mut board, &short.world, &mut dice, &mut rng).expect("taken") <= 3);
        }
        assert!(reached_an_end > 0, "no rollout had to play on to a turn's end");
    }

    /// Two orders whose values lie two hundredths apart, with noise as a turn's end gives them: at hard's low
    /// exploration weight the selection gathers most visits on the better one, at normal's it spreads them more.
    #[test]
    fn a_low_exploration_weight_gathers_the_visits_on_the_better_order() {
        use crate::ai::Level;
        let (side, orders) = first_orders_of_hastings(2);
        let share_of_better = |explore: f64| {
            let mut tree = Tree { nodes: vec![Node::new(side, None)], explore, floor: 0 };
            let mut noise = ChaCha8Rng::seed_from_u64(6);
            select_and_back_up(&mut tree, side, &orders, 2000, |node| {
                let better = node.order.as_ref() == Some(&orders[0]);
                let base = if better { 0.52 } else { 0.50 };
                base + noise.random_range(-0.05..0.05)
            });
            let k = tree.nodes[0].children[&orders[0]] as usize;
            f64::from(tree.nodes[k].visits) / 2000.0
        };
        let (hard, normal) = (
            share_of_better(Level::Hard.budget(crate::rules::Ruleset::Medieval).explore()),
            share_of_better(Level::Normal.budget(crate::rules::Ruleset::Medieval).explore()),
        );
        assert!(hard > 0.85, "hard's weight gave the better order {hard:.2} of the visits");
        assert!(normal < hard - 0.1, "normal's weight gave it {normal:.2}, hard's {hard:.2}");
    }

    /// A quiet budget plays the quiet player for the seat's own orders once its random orders are played, and the
    /// random player otherwise: for the other side, before that, and in every rollout of a budget that is not quiet.
    #[test]
    fn a_quiet_rollout_ends_the_seats_steps_once_its_random_orders_are_played() {
        use crate::rules::engine::Shape;
        let scenario = crate::scenario::load_bundled("hollow_tor.ron");
        let mut session = Session::new(&scenario, 5);
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        let quiet = Budget { iterations: 1, rollout: 4, to_turn_end: 200, explore: 400, quiet: true, root_floor: 0 };
        let loud = Budget { quiet: false, ..quiet };
        let mut checked = 0;
        for _ in 0..300 {
            if session.is_over() {
                break;
            }
            let side = session.to_act();
            let legal = session.legal_orders(side);
            let fight = legal.iter().any(policy::is_fight);
            let end = legal.iter().find(|o| o.shape() == Shape::EndStep);
            if let Some(end) = end.filter(|_| !fight && legal.len() > 1) {
                for (budget, seat, played, quietly) in [
                    (&quiet, side, 4, true),
                    (&quiet, side, 3, false),
                    (&quiet, 1 - side, 4, false),
                    (&loud, side, 4, false),
                ] {
                    let (mut a, mut b) = (rng.clone(), rng.clone());
                    let o = rollout_order(budget, seat, played, side, &legal, &mut a);
                    if quietly {
                        assert_eq!(o, end, "the seat's step ends");
                    } else {
                        assert_eq!(o, policy::random_order(&legal, &mut b), "the random player's order");
                    }
                }
                checked += 1;
            }
            let o = policy::random_order(&legal, &mut rng).clone();
            session.submit(side, o).expect("a legal order is taken");
        }
        assert!(checked > 20, "only {checked} lists with an end of a step and no fight");
    }

    /// Three orders, each worth 0.6 but for a first value of 0.1: at hard's low exploration weight the selection
    /// settles on the first order to be walked to twice and leaves the other two at their one poor value for good;
    /// with a floor of four visits at the root each is looked at again and found as good.
    #[test]
    fn a_floor_of_visits_at_the_root_looks_again_at_an_order_whose_first_value_was_poor() {
        let (side, orders) = first_orders_of_hastings(3);
        let fewest_visits = |floor: u32| {
            let mut tree = Tree { nodes: vec![Node::new(side, None)], explore: 0.1, floor };
            select_and_back_up(&mut tree, side, &orders, 400, |node| if node.visits == 0 { 0.1 } else { 0.6 });
            let visits = orders.iter().map(|o| tree.nodes[tree.nodes[0].children[o] as usize].visits);
            visits.min().expect("three children")
        };
        assert_eq!(fewest_visits(0), 1, "without the floor an order keeps its one poor value");
        assert!(fewest_visits(4) >= 4, "the floor walks to each order four times at least");
    }

    /// The side to play at the start of Hastings and the first `n` of its orders.
    fn first_orders_of_hastings(n: usize) -> (usize, Vec<Order>) {
        let scenario = crate::scenario::load_bundled("hastings_1066.ron");
        let session = Session::new(&scenario, 1);
        let side = session.to_act();
        let orders: Vec<Order> = session.legal_orders(side).into_iter().take(n).collect();
        assert_eq!(orders.len(), n, "{n} orders to choose between");
        (side, orders)
    }

    /// Walk from the root of `tree` `iterations` times among `orders`, backing up to the root and the child chosen
    /// the value `value` gives that child (read before the visit is counted).
    fn select_and_back_up(
        tree: &mut Tree,
        side: usize,
        orders: &[Order],
        iterations: u32,
        mut value: impl FnMut(&Node) -> f64,
    ) {
        let prior = HashMap::new();
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        for _ in 0..iterations {
            let (k, _) = select(tree, &prior, &mut rng, 0, side, orders.to_vec()).expect("a child");
            let v = value(&tree.nodes[k as usize]);
            for n in [0, k as usize] {
                tree.nodes[n].visits += 1;
                tree.nodes[n].reward += v;
            }
        }
    }

    fn ctx<'a>(board: &'a Board, w: &'a World) -> Ctx<'a> {
        Ctx { map: &board.grid, los: &board.los, setup: &w.setup }
    }
}
