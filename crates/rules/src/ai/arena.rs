//! The arena: two players meet over many games of one scenario, each playing both sides equally, and the first
//! player's score is counted with its 95 % interval (`hexmarshal arena`).

use super::{Player, decide};
use crate::rules::engine::EndReason;
use crate::scenario::Scenario;
use crate::session::Session;
use std::time::{Duration, Instant};

/// What to play.
#[derive(Debug, Clone, Copy)]
pub struct Arena {
    pub a: Player,
    pub b: Player,
    pub games: u32,
    pub seed: u64,
    /// A game still going after this many orders stops and counts as a draw.
    pub max_orders: u32,
    pub threads: usize,
}

/// One game's result, from the first player's side.
#[derive(Debug, Clone, PartialEq)]
pub struct Game {
    /// The side the first player had.
    pub a_side: usize,
    /// 1 a win, ½ a draw, 0 a loss.
    pub score: f64,
    pub ended: bool,
    pub orders: u32,
    /// Decisions each player made (a seat with one order to give decides nothing), and the time they took.
    pub decisions: [u32; 2],
    pub time: [Duration; 2],
    /// Why the game ended (none if it was stopped), and the sides' public scores at the end.
    pub reason: Option<EndReason>,
    pub scores: [u32; 2],
}

/// The first player's results.
#[derive(Debug, Clone, PartialEq)]
pub struct Tally {
    pub games: Vec<Game>,
}

impl Tally {
    pub fn wins(&self) -> usize {
        self.games.iter().filter(|g| g.score == 1.0).count()
    }
    pub fn draws(&self) -> usize {
        self.games.iter().filter(|g| g.score == 0.5).count()
    }
    pub fn losses(&self) -> usize {
        self.games.iter().filter(|g| g.score == 0.0).count()
    }
    pub fn unfinished(&self) -> usize {
        self.games.iter().filter(|g| !g.ended).count()
    }
    /// The mean score (a win 1, a draw ½).
    pub fn score(&self) -> f64 {
        self.games.iter().map(|g| g.score).sum::<f64>() / self.games.len().max(1) as f64
    }
    /// The mean score's 95 % interval (normal approximation from the games' own spread), within 0 and 1.
    pub fn interval(&self) -> (f64, f64) {
        let n = self.games.len() as f64;
        let m = self.score();
        if n < 2.0 {
            return (0.0, 1.0);
        }
        let var = self.games.iter().map(|g| (g.score - m).powi(2)).sum::<f64>() / (n - 1.0);
        let h = 1.96 * (var / n).sqrt();
        ((m - h).max(0.0), (m + h).min(1.0))
    }
    /// Mean seconds per decision of player 0 (the first) or 1.
    pub fn seconds_per_decision(&self, player: usize) -> f64 {
        let d: u32 = self.games.iter().map(|g| g.decisions[player]).sum();
        let t: Duration = self.games.iter().map(|g| g.time[player]).sum();
        if d == 0 { 0.0 } else { t.as_secs_f64() / f64::from(d) }
    }
    /// How `side` did, whoever played it (a win 1, a draw ½), and the 95 % interval of that mean: the scenario's
    /// balance when both players are the same.
    pub fn side_score(&self, side: usize) -> (f64, (f64, f64)) {
        let of = |g: &Game| if g.a_side == side { g.score } else { 1.0 - g.score };
        let n = self.games.len() as f64;
        let m = self.games.iter().map(of).sum::<f64>() / n.max(1.0);
        if n < 2.0 {
            return (m, (0.0, 1.0));
        }
        let h = 1.96 * (self.games.iter().map(|g| (of(g) - m).powi(2)).sum::<f64>() / (n - 1.0) / n).sqrt();
        (m, ((m - h).max(0.0), (m + h).min(1.0)))
    }
    /// The first player's score in the games it played as `side`.
    pub fn score_as(&self, side: usize) -> f64 {
        let g: Vec<&Game> = self.games.iter().filter(|g| g.a_side == side).collect();
        g.iter().map(|g| g.score).sum::<f64>() / g.len().max(1) as f64
    }
}

impl Arena {
    /// The seed of game `g`.
    pub fn game_seed(&self, g: u32) -> u64 {
        self.seed.wrapping_mul(1_000_003).wrapping_add(u64::from(g))
    }

    /// Play game `g`: the first player has side 0 in even games and side 1 in odd ones.
    pub fn play(&self, scenario: &Scenario, g: u32) -> Game {
        let seed = self.game_seed(g);
        let a_side = (g % 2) as usize;
        let mut session = Session::new(scenario, seed);
        let mut decisions = [0u32; 2];
        let mut time = [Duration::ZERO; 2];
        let mut orders = 0;
        while !session.is_over() && orders < self.max_orders {
            let side = session.to_act();
            let who = usize::from(side != a_side);
            let player = if who == 0 { self.a } else { self.b };
            let start = Instant::now();
            let several = session.legal_orders(side).len() > 1;
            let Some(order) = decide(&session, side, player, seed ^ (0xA11CE << who)) else { break };
            if several {
                decisions[who] += 1;
                time[who] += start.elapsed();
            }
            if session.submit(side, order).is_err() {
                break;
            }
            orders += 1;
        }
        let score = match session.result() {
            Some((Some(w), _)) if *w == a_side => 1.0,
            Some((Some(_), _)) => 0.0,
            _ => 0.5,
        };
        let reason = session.result().map(|(_, r)| r.clone());
        let common = session.state().common();
        let scores = [0, 1].map(|s| common.scores.get(s).copied().unwrap_or(0));
        Game { a_side, score, ended: session.is_over(), orders, decisions, time, reason, scores }
    }

    /// Play every game, on `threads` threads; the results come back in game order whatever the threads.
    pub fn run(&self, scenario: &Scenario) -> Tally {
        let threads = self.threads.clamp(1, self.games.max(1) as usize);
        let mut slots: Vec<Option<Game>> = vec![None; self.games as usize];
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads)
                .map(|t| {
                    scope.spawn(move || {
                        (t as u32..self.games).step_by(threads).map(|g| (g, self.play(scenario, g))).collect::<Vec<_>>()
                    })
                })
                .collect();
            for h in handles {
                for (g, game) in h.join().expect("an arena thread panicked") {
                    slots[g as usize] = Some(game);
                }
            }
        });
        Tally { games: slots.into_iter().flatten().collect() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(a_side: usize, score: f64) -> Game {
        Game {
            a_side,
            score,
            ended: true,
            orders: 1,
            decisions: [0; 2],
            time: [Duration::ZERO; 2],
            reason: None,
            scores: [0; 2],
        }
    }

    /// A side's score counts each game from that side, whoever played it: the first player winning as side 0 and
    /// losing as side 1 is side 0 winning both.
    #[test]
    fn a_sides_score_counts_every_game_from_that_side() {
        let t = Tally { games: vec![game(0, 1.0), game(1, 0.0), game(0, 0.5), game(1, 0.5)] };
        assert_eq!(t.score(), 0.5);
        let (first, (lo, hi)) = t.side_score(0);
        assert_eq!(first, 0.75);
        assert!(lo < 0.75 && hi == 1.0, "{lo} {hi}");
        assert_eq!(t.side_score(1).0, 0.25);
    }
}
