//! The computer opponent, for every ruleset on the contract: a tree search over the orders the engine lists
//! (`search`), started from the seat's redacted copy and states sampled from it by the ruleset (`Engine::sample`),
//! scored by a default evaluation a ruleset may tune (`eval`, `Engine::evaluate`). No Bevy: the command line's
//! arena, self-play, the client and a server all seat the same players. See `docs/ai.md`.

pub mod arena;
pub mod eval;
pub mod policy;
pub mod search;

pub use search::{Budget, Search, decision_seed};

use crate::rules::Ruleset;
use crate::rules::registry::Order;
use crate::session::Session;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// How hard the computer plays: a budget of search iterations, so a game replays the same from its seed whatever
/// the machine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Level {
    Easy,
    Normal,
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    pub fn id(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    /// The level's budget in a game of `ruleset`: normal's iterations are the ruleset's (`Params::normal_iterations`),
    /// hard searches four times as many, and hard's exploration weight and quiet rollouts are the ruleset's
    /// (`Params::hard_explore`, `Params::quiet_rollouts`, `Params::hard_root_floor`).
    pub fn budget(self, ruleset: Ruleset) -> Budget {
        let params = ruleset.params();
        match self {
            Level::Easy => {
                Budget { iterations: 48, rollout: 8, to_turn_end: 0, explore: 400, quiet: false, root_floor: 0 }
            }
            Level::Normal => Budget {
                iterations: params.normal_iterations,
                rollout: 12,
                to_turn_end: 200,
                explore: 400,
                quiet: false,
                root_floor: 0,
            },
            Level::Hard => Budget {
                iterations: 4 * params.normal_iterations,
                rollout: 0,
                to_turn_end: 200,
                explore: params.hard_explore,
                quiet: params.quiet_rollouts,
                root_floor: params.hard_root_floor,
            },
        }
    }
}

/// Who plays a seat: a person at the window, or one of the computer's players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Player {
    Person,
    /// Random legal orders, eager to fight (self-play's player).
    Random,
    /// The best order by the evaluation straight after it, with no search.
    Greedy,
    /// The search, at a level.
    Ai(Level),
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Person => f.write_str("person"),
            Player::Random => f.write_str("random"),
            Player::Greedy => f.write_str("greedy"),
            Player::Ai(l) => write!(f, "ai:{}", l.id()),
        }
    }
}

impl FromStr for Player {
    type Err = String;
    fn from_str(s: &str) -> Result<Player, String> {
        match s {
            "person" => Ok(Player::Person),
            "random" => Ok(Player::Random),
            "greedy" => Ok(Player::Greedy),
            _ => s
                .strip_prefix("ai:")
                .and_then(|l| Level::ALL.into_iter().find(|x| x.id() == l))
                .map(Player::Ai)
                .ok_or_else(|| format!("`{s}` is not a player: random, greedy, ai:easy, ai:normal or ai:hard")),
        }
    }
}

impl Player {
    /// Is this seat played by the computer?
    pub fn is_computer(self) -> bool {
        self != Player::Person
    }
}

/// The order the computer's `player` gives for `side` now, or `None` when the side has nothing to do (or a person
/// plays it). Deterministic in `seed` and what the side may know.
pub fn decide(session: &Session, side: usize, player: Player, seed: u64) -> Option<Order> {
    match player {
        Player::Person => None,
        Player::Random => {
            let legal = session.legal_orders(side);
            if legal.is_empty() {
                return None;
            }
            let mut rng = ChaCha8Rng::seed_from_u64(decision_seed(seed, session, side));
            Some(policy::random_order(&legal, &mut rng).clone())
        }
        Player::Greedy => search::greedy(session, side, seed),
        Player::Ai(level) => Search::new(session, side, level.budget(session.scenario().ruleset), seed).finish(),
    }
}
