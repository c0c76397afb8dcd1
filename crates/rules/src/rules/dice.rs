//! `GameDice`: the one seeded generator of a game, and the script-only override that fixes the next values it gives.

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::VecDeque;
use std::fmt;

/// Every random value of a game comes from here: a ChaCha8 stream seeded from the game's seed. Rulesets draw
/// dice with [`GameDice::die`] and shuffle with [`GameDice::below_or_at`]; nothing else in a ruleset may be random.
///
/// A script (`hexmarshal script`) may queue exact values with [`GameDice::force`]: each forced value replaces the
/// next draw (the stream does not advance for it). Forcing is refused by the game unless it runs a script, and it
/// never reaches a save.
#[derive(Clone)]
pub struct GameDice {
    rng: ChaCha8Rng,
    forced: VecDeque<u32>,
    /// Set when a forced value did not fit the draw it was used for (a script error, reported after the order).
    misfit: Option<String>,
}

impl fmt::Debug for GameDice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GameDice").field("word_pos", &self.word_pos()).field("forced", &self.forced).finish()
    }
}

impl GameDice {
    pub fn new(seed: u64) -> GameDice {
        GameDice { rng: ChaCha8Rng::seed_from_u64(seed), forced: VecDeque::new(), misfit: None }
    }

    /// A die of `faces` sides: 1..=faces.
    pub fn die(&mut self, faces: u8) -> u8 {
        if let Some(v) = self.forced.pop_front() {
            if v >= 1 && v <= u32::from(faces) {
                return v as u8;
            }
            self.misfit.get_or_insert_with(|| format!("forced value {v} is not a face of a d{faces}"));
        }
        self.rng.random_range(1..=faces)
    }

    /// A value in 0..=n (shuffles draw these).
    pub fn below_or_at(&mut self, n: usize) -> usize {
        if let Some(v) = self.forced.pop_front() {
            if (v as usize) <= n {
                return v as usize;
            }
            self.misfit.get_or_insert_with(|| format!("forced value {v} is not in 0..={n}"));
        }
        self.rng.random_range(0..=n)
    }

    /// Draw one of `items` (card numbers, say), each as likely as the others: its place in `items`, or `None` if
    /// there is nothing to draw. A forced value names the item itself, not its place, so a script can say which
    /// card comes next whatever else is left in the pile.
    pub fn pick(&mut self, items: &[u32]) -> Option<usize> {
        if items.is_empty() {
            return None;
        }
        if let Some(v) = self.forced.pop_front() {
            if let Some(k) = items.iter().position(|x| *x == v) {
                return Some(k);
            }
            self.misfit.get_or_insert_with(|| format!("forced value {v} is not among the {} left", items.len()));
        }
        Some(self.rng.random_range(0..items.len()))
    }

    /// Queue values that the next draws must give (scripts only).
    pub fn force(&mut self, values: impl IntoIterator<Item = u32>) {
        self.forced.extend(values);
    }

    /// Forced values not used yet.
    pub fn forced_left(&self) -> usize {
        self.forced.len()
    }

    /// Take the report of a forced value that did not fit its draw, if any.
    pub fn take_misfit(&mut self) -> Option<String> {
        self.misfit.take()
    }

    /// Position in the generator's stream, for the state hash and saves.
    pub fn word_pos(&self) -> u128 {
        self.rng.get_word_pos()
    }
}

/// Shuffle a slice with the game's dice (Fisher–Yates from the end).
pub fn shuffle<T>(v: &mut [T], dice: &mut GameDice) {
    for i in (1..v.len()).rev() {
        let j = dice.below_or_at(i);
        v.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forced_values_come_first_and_do_not_advance_the_stream() {
        let mut a = GameDice::new(9);
        let mut b = GameDice::new(9);
        b.force([6, 1]);
        assert_eq!(b.die(6), 6);
        assert_eq!(b.die(6), 1);
        assert_eq!(a.word_pos(), b.word_pos());
        assert_eq!(a.die(6), b.die(6));
    }

    #[test]
    fn a_pick_is_uniform_and_a_forced_pick_names_the_item() {
        let mut d = GameDice::new(5);
        assert_eq!(d.pick(&[]), None);
        let items = [12, 40, 7];
        let mut seen = [0u32; 3];
        for _ in 0..3000 {
            seen[d.pick(&items).unwrap()] += 1;
        }
        assert!(seen.iter().all(|n| (850..1150).contains(n)), "{seen:?}");
        d.force([7, 99]);
        let pos = d.word_pos();
        assert_eq!(d.pick(&items), Some(2));
        assert_eq!(d.word_pos(), pos);
        assert!(d.pick(&items).is_some());
        assert!(d.take_misfit().unwrap().contains("99"));
    }

    #[test]
    fn a_forced_value_that_does_not_fit_is_reported_and_the_stream_used() {
        let mut a = GameDice::new(3);
        let mut b = GameDice::new(3);
        b.force([7]);
        assert_eq!(b.die(6), a.die(6));
        assert!(b.take_misfit().unwrap().contains("d6"));
    }
}
