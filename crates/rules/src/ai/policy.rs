//! Orders chosen without search: the random player (self-play's, and the search's rollouts) and the order in which
//! the search tries a node's orders.

use crate::rules::engine::Shape;
use crate::rules::registry::Order;
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

/// The random player: random, but eager to fight and slow to end a turn, so games reach a result. It reads only the
/// shape of each legal order, so it plays every ruleset. `legal` must not be empty.
///
/// In turn: a fight (an attack, fire, or a hex answering a prompt) 85 times in 100 where there is one; else any
/// order that neither ends a step or the turn nor is a setting, 90 times in 100; else the first end of a step;
/// else anything but a setting.
pub fn random_order<'a>(legal: &'a [Order], pick: &mut ChaCha8Rng) -> &'a Order {
    // Each order's kind, read once (this runs for every order of every rollout).
    const FIGHT: u8 = 0;
    const OTHER: u8 = 1;
    const END_STEP: u8 = 2;
    const END_TURN: u8 = 3;
    const SETTING: u8 = 4;
    let kind = |o: &Order| match o.shape() {
        Shape::Attack { .. } | Shape::Fire { .. } | Shape::Hex { .. } => FIGHT,
        Shape::EndStep => END_STEP,
        Shape::EndTurn => END_TURN,
        Shape::Setting => SETTING,
        _ => OTHER,
    };
    // On the stack for the lists of most states; a longer one on the heap.
    let mut buf = [0u8; 256];
    let heap: Vec<u8>;
    let kinds: &[u8] = if legal.len() <= buf.len() {
        for (b, o) in buf.iter_mut().zip(legal) {
            *b = kind(o);
        }
        &buf[..legal.len()]
    } else {
        heap = legal.iter().map(kind).collect();
        &heap
    };
    // The `n`-th order (from 0) whose kind passes `of`.
    let nth = |of: &dyn Fn(u8) -> bool, n: usize| {
        let i = kinds.iter().enumerate().filter(|&(_, &k)| of(k)).nth(n).map(|(i, _)| i);
        &legal[i.expect("counted among the kinds")]
    };
    let count = |of: &dyn Fn(u8) -> bool| kinds.iter().filter(|&&k| of(k)).count();
    let fight = |k: u8| k == FIGHT;
    let fights = count(&fight);
    if fights > 0 && pick.random_range(0..100) < 85 {
        return nth(&fight, pick.random_range(0..fights));
    }
    let rest = |k: u8| k == FIGHT || k == OTHER;
    let rests = count(&rest);
    if rests > 0 && pick.random_range(0..100) < 90 {
        return nth(&rest, pick.random_range(0..rests));
    }
    if let Some(i) = kinds.iter().position(|&k| k == END_STEP) {
        return &legal[i];
    }
    let any = |k: u8| k != SETTING;
    let anys = count(&any);
    if anys == 0 {
        return &legal[pick.random_range(0..legal.len())];
    }
    nth(&any, pick.random_range(0..anys))
}

/// The quiet player, for the end of a rollout's player turn (`Budget::quiet`): it fights as the random player
/// does (85 times in 100 where there is a fight), but otherwise ends the step rather than moving or acting, so the
/// units it has not moved stay where they stand; with no end of a step to give, it plays as the random player.
/// `legal` must not be empty.
pub fn quiet_order<'a>(legal: &'a [Order], pick: &mut ChaCha8Rng) -> &'a Order {
    // One pass for the fights' count and the first end of a step (this runs for every quiet order of a rollout).
    let (mut fights, mut end) = (0, None);
    for o in legal {
        if is_fight(o) {
            fights += 1;
        } else if end.is_none() && o.shape() == Shape::EndStep {
            end = Some(o);
        }
    }
    if fights > 0 && pick.random_range(0..100) < 85 {
        return legal
            .iter()
            .filter(|o| is_fight(o))
            .nth(pick.random_range(0..fights))
            .expect("counted among the fights");
    }
    end.unwrap_or_else(|| random_order(legal, pick))
}

/// Is `o` a fight for the computer's players: an attack, fire, or a hex answering a prompt (which is how a placement
/// or a target is given)?
pub fn is_fight(o: &Order) -> bool {
    matches!(o.shape(), Shape::Attack { .. } | Shape::Fire { .. } | Shape::Hex { .. })
}

/// Play `session` on with the random player for at most `orders` orders, or to its end if sooner (a game to watch,
/// record or test with). A legal order the engine refuses is a broken contract, and panics.
pub fn play_randomly(session: &mut crate::session::Session, orders: usize, pick: &mut ChaCha8Rng) {
    for _ in 0..orders {
        if session.is_over() {
            return;
        }
        let side = session.to_act();
        let legal = session.legal_orders(side);
        let order = random_order(&legal, pick).clone();
        if let Err(why) = session.submit(side, order.clone()) {
            panic!("the legal order {order} of side {side} was refused: {why}");
        }
    }
}

/// The orders a seat may choose among: its legal orders without the player's own settings (which change how play
/// is offered, never the game), unless there is nothing else.
pub fn candidates(mut legal: Vec<Order>) -> Vec<Order> {
    if legal.iter().any(|o| o.shape() != Shape::Setting) {
        legal.retain(|o| o.shape() != Shape::Setting);
    }
    legal
}

/// How many times a unit may be turned or reformed (`Shape::Act`) in one run of the seat's orders before the
/// search stops offering it: some rulesets let a unit turn freely while deploying, and a search that sees no
/// difference between facings would turn it for ever instead of getting on with the game.
const ACTS_PER_RUN: usize = 2;

/// The candidates without the `Shape::Act` orders of units already acted with `ACTS_PER_RUN` times in the seat's
/// current run of orders (`recent`: the orders the seat gave since the other side last gave one, oldest first),
/// unless nothing else would be left.
pub fn settle(legal: Vec<Order>, recent: &[&Order]) -> Vec<Order> {
    let legal = unlooked(legal);
    let acts = |unit: &str| recent.iter().filter(|o| matches!(o.shape(), Shape::Act { unit: u } if u == unit)).count();
    let tired = |o: &Order| matches!(o.shape(), Shape::Act { unit } if acts(unit) >= ACTS_PER_RUN);
    if legal.iter().all(tired) {
        return legal;
    }
    legal.into_iter().filter(|o| !tired(o)).collect()
}

/// The candidates without looking for hidden troops (`Shape::Look`) while the seat has something else to do that
/// is not the end of a step or turn: the search draws where hidden troops stand in every sample, so it sees no gain
/// in looking and would spend dice on it as readily as on a move.
fn unlooked(legal: Vec<Order>) -> Vec<Order> {
    let other = |o: &Order| !looks(o) && !matches!(o.shape(), Shape::EndStep | Shape::EndTurn | Shape::Setting);
    if !legal.iter().any(other) {
        return legal;
    }
    legal.into_iter().filter(|o| !looks(o)).collect()
}

/// Is `o` a look for hidden troops? (By its shape: the search names no ruleset.)
fn looks(o: &Order) -> bool {
    matches!(o.shape(), Shape::Look { .. })
}

/// How early the search tries an order it has not tried yet at a node (lower first): attacks before moves, moves
/// before other choices, looking after them, ending a step or the turn last.
pub fn rank(o: &Order) -> u8 {
    match o.shape() {
        Shape::Attack { .. } | Shape::Fire { .. } => 0,
        Shape::Hex { .. } => 1,
        Shape::Move { .. } => 2,
        Shape::Pick { .. } | Shape::Act { .. } | Shape::Other => 3,
        Shape::Look { .. } => 4,
        Shape::EndStep => 5,
        Shape::EndTurn => 6,
        Shape::Setting => 7,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    /// The rule `random_order` follows, written plainly: a list per kind of order, then a pick among one of them.
    fn by_lists<'a>(legal: &'a [Order], pick: &mut ChaCha8Rng) -> &'a Order {
        let fights: Vec<&Order> = legal
            .iter()
            .filter(|o| matches!(o.shape(), Shape::Attack { .. } | Shape::Fire { .. } | Shape::Hex { .. }))
            .collect();
        if !fights.is_empty() && pick.random_range(0..100) < 85 {
            return fights[pick.random_range(0..fights.len())];
        }
        let rest: Vec<&Order> =
            legal.iter().filter(|o| !matches!(o.shape(), Shape::EndTurn | Shape::EndStep | Shape::Setting)).collect();
        if !rest.is_empty() && pick.random_range(0..100) < 90 {
            return rest[pick.random_range(0..rest.len())];
        }
        if let Some(o) = legal.iter().find(|o| o.shape() == Shape::EndStep) {
            return o;
        }
        let any: Vec<&Order> = legal.iter().filter(|o| o.shape() != Shape::Setting).collect();
        if any.is_empty() {
            return &legal[pick.random_range(0..legal.len())];
        }
        any[pick.random_range(0..any.len())]
    }

    /// The random player picks exactly as the plain rule does, from the same generator, over every list of legal
    /// orders met in random games of every bundled scenario (self-play's and the search's games hang on it).
    #[test]
    fn the_random_player_picks_as_its_rule_says() {
        for (file, _) in crate::scenario::bundled_files() {
            let scenario = crate::scenario::load_bundled(file);
            let mut session = crate::session::Session::new(&scenario, 3);
            let mut a = ChaCha8Rng::seed_from_u64(11);
            let mut b = a.clone();
            for n in 0..400 {
                if session.is_over() {
                    break;
                }
                let side = session.to_act();
                let legal = session.legal_orders(side);
                let o = random_order(&legal, &mut a).clone();
                assert_eq!(&o, by_lists(&legal, &mut b), "{file}, order {n}");
                session.submit(side, o).expect("a legal order is taken");
            }
        }
    }

    /// The quiet player, over every list of legal orders met in random games of every bundled scenario: where a
    /// step can be ended and there is no fight it ends the step, never a move or any other order; where there are
    /// fights it takes one about 85 times in 100 and otherwise ends the step; with no end of a step it plays as the
    /// random player, from the same generator.
    #[test]
    fn the_quiet_player_fights_or_ends_the_step() {
        let (mut ends_met, mut with_fights, mut fought) = (0, 0, 0);
        for (file, _) in crate::scenario::bundled_files() {
            let scenario = crate::scenario::load_bundled(file);
            let mut session = crate::session::Session::new(&scenario, 4);
            let mut game = ChaCha8Rng::seed_from_u64(12);
            let mut a = ChaCha8Rng::seed_from_u64(13);
            for n in 0..400 {
                if session.is_over() {
                    break;
                }
                let side = session.to_act();
                let legal = session.legal_orders(side);
                let fights = legal.iter().any(is_fight);
                let end = legal.iter().find(|o| o.shape() == Shape::EndStep);
                let mut b = a.clone();
                let q = quiet_order(&legal, &mut a);
                match (end, fights) {
                    (Some(end), false) => {
                        assert_eq!(q, end, "{file}, order {n}: no fight, and the step could end");
                        ends_met += 1;
                    }
                    (Some(end), true) => {
                        assert!(is_fight(q) || q == end, "{file}, order {n}: `{q}` is neither a fight nor the end");
                        with_fights += 1;
                        fought += usize::from(is_fight(q));
                    }
                    // (With fights and no end of a step, it may have drawn for a fight first: any order will do.)
                    (None, true) => {}
                    (None, false) => assert_eq!(q, random_order(&legal, &mut b), "{file}, order {n}"),
                }
                let o = random_order(&legal, &mut game).clone();
                session.submit(side, o).expect("a legal order is taken");
            }
        }
        assert!(ends_met > 100 && with_fights > 50, "too few lists to judge: {ends_met}, {with_fights}");
        let share = fought as f64 / with_fights as f64;
        assert!((0.75..0.95).contains(&share), "fought in {share:.2} of the lists with a fight and an end");
    }
}
