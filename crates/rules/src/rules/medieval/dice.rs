//! Medieval battle dice: the six faces and how a roll scores hits and flags in ranged and close combat.

use crate::rules::ruleset::UnitClass;
use serde::{Deserialize, Serialize};
use std::fmt;

/// One face of a battle die. Each face appears once on the die.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Face {
    Light,
    Medium,
    Heavy,
    Helmet,
    Flag,
    Swords,
}

impl Face {
    pub const ALL: [Face; 6] = [Face::Light, Face::Medium, Face::Heavy, Face::Helmet, Face::Flag, Face::Swords];

    /// The face shown by a d6 result 1..=6.
    pub fn from_d6(v: u8) -> Face {
        Face::ALL[(v.clamp(1, 6) - 1) as usize]
    }

    /// The unit class this symbol hits, if it is a unit symbol.
    pub fn class(self) -> Option<UnitClass> {
        match self {
            Face::Light => Some(UnitClass::Light),
            Face::Medium => Some(UnitClass::Medium),
            Face::Heavy => Some(UnitClass::Heavy),
            _ => None,
        }
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Face::Light => "light",
            Face::Medium => "medium",
            Face::Heavy => "heavy",
            Face::Helmet => "helmet",
            Face::Flag => "flag",
            Face::Swords => "swords",
        })
    }
}

/// What kind of attack a roll belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Attack {
    Ranged,
    Melee,
    /// The target evades: only symbols of its class hit, nothing else counts.
    Evading,
}

/// Everything about attacker and target that decides what a face means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScoreCtx {
    pub attack: Attack,
    pub target_class: UnitClass,
    pub target_lone_leader: bool,
    /// The attacker's swords hit (not light troops).
    pub sword_hits: bool,
    /// A friendly leader is attached to or adjacent to the attacker (close combat helmets).
    pub leader_helps: bool,
    /// Swords the target ignores (light bow cavalry vs foot, superior armour).
    pub swords_ignored: u8,
}

/// Hits and flags scored by a roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Score {
    pub hits: u8,
    pub flags: u8,
    /// Lone leader targets: a helmet was rolled (the leader falls).
    pub leader_hit: bool,
}

/// Score a roll.
pub fn score(faces: &[Face], c: &ScoreCtx) -> Score {
    let mut out = Score::default();
    let mut swords_left_to_ignore = c.swords_ignored;
    for f in faces {
        if c.target_lone_leader {
            if *f == Face::Helmet && c.attack != Attack::Evading {
                out.leader_hit = true;
            }
            continue;
        }
        match (f, c.attack) {
            (f, _) if f.class().is_some() && f.class() == Some(c.target_class) => {
                out.hits += 1;
            }
            (_, Attack::Evading) => {}
            (Face::Flag, _) => out.flags += 1,
            (Face::Swords, Attack::Melee) if c.sword_hits => {
                if swords_left_to_ignore > 0 {
                    swords_left_to_ignore -= 1;
                } else {
                    out.hits += 1;
                }
            }
            (Face::Helmet, Attack::Melee) if c.leader_helps => out.hits += 1,
            _ => {}
        }
    }
    out
}

/// The exact chances of a roll of `n` battle dice against one target.
#[derive(Debug, Clone, PartialEq)]
pub struct Odds {
    /// `hits[k]`: the chance of exactly `k` hits.
    pub hits: Vec<f64>,
    /// The chance of at least one flag.
    pub any_flag: f64,
    /// Lone-leader targets: the chance the leader falls.
    pub leader_hit: f64,
}

impl Odds {
    pub fn expected_hits(&self) -> f64 {
        self.hits.iter().enumerate().map(|(k, p)| k as f64 * p).sum()
    }
}

/// Every outcome of `n` dice scored with `score`, weighted by its multinomial chance: exact, not sampled.
pub fn odds(n: u8, c: &ScoreCtx) -> Odds {
    let n = n.min(12) as usize;
    let mut out = Odds { hits: vec![0.0; n + 1], any_flag: 0.0, leader_hit: 0.0 };
    let mut fact = vec![1.0f64; n + 1];
    for i in 1..=n {
        fact[i] = fact[i - 1] * i as f64;
    }
    let per = (1.0 / 6.0f64).powi(n as i32);
    let mut counts = [0usize; 6];
    fn walk(i: usize, left: usize, counts: &mut [usize; 6], f: &mut dyn FnMut(&[usize; 6])) {
        if i == 5 {
            counts[5] = left;
            f(counts);
            return;
        }
        for k in 0..=left {
            counts[i] = k;
            walk(i + 1, left - k, counts, f);
        }
    }
    walk(0, n, &mut counts, &mut |counts| {
        let ways = fact[n] / counts.iter().map(|k| fact[*k]).product::<f64>();
        let p = ways * per;
        let faces: Vec<Face> = Face::ALL.iter().zip(counts).flat_map(|(f, k)| std::iter::repeat_n(*f, *k)).collect();
        let s = score(&faces, c);
        out.hits[(s.hits as usize).min(n)] += p;
        if s.flags > 0 {
            out.any_flag += p;
        }
        if s.leader_hit {
            out.leader_hit += p;
        }
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odds_sum_to_one_and_match_single_die_counts() {
        let c = ScoreCtx {
            attack: Attack::Melee,
            target_class: UnitClass::Heavy,
            target_lone_leader: false,
            sword_hits: true,
            leader_helps: false,
            swords_ignored: 0,
        };
        let o = odds(3, &c);
        assert!((o.hits.iter().sum::<f64>() - 1.0).abs() < 1e-9);
        // One die against heavy troops in close combat: the heavy symbol and swords hit, 2 faces in 6.
        let one = odds(1, &c);
        assert!((one.hits[1] - 2.0 / 6.0).abs() < 1e-9);
        assert!((one.any_flag - 1.0 / 6.0).abs() < 1e-9);
        // Three dice: P(no hit) = (4/6)^3.
        assert!((o.hits[0] - (4.0f64 / 6.0).powi(3)).abs() < 1e-9);
        assert!((o.expected_hits() - 1.0).abs() < 1e-9);
    }
    use Face::*;

    fn ctx(attack: Attack, class: UnitClass) -> ScoreCtx {
        ScoreCtx {
            attack,
            target_class: class,
            target_lone_leader: false,
            sword_hits: true,
            leader_helps: false,
            swords_ignored: 0,
        }
    }

    #[test]
    fn faces_map_one_to_one() {
        let all: Vec<Face> = (1..=6).map(Face::from_d6).collect();
        assert_eq!(all, Face::ALL);
    }

    #[test]
    fn melee_scores_class_swords_helmets_and_flags() {
        let roll = [Heavy, Swords, Helmet, Flag, Light];
        let s = score(&roll, &ctx(Attack::Melee, UnitClass::Heavy));
        assert_eq!(s, Score { hits: 2, flags: 1, leader_hit: false });
        let s = score(&roll, &ScoreCtx { leader_helps: true, ..ctx(Attack::Melee, UnitClass::Heavy) });
        assert_eq!(s.hits, 3);
        let s = score(&roll, &ScoreCtx { sword_hits: false, ..ctx(Attack::Melee, UnitClass::Heavy) });
        assert_eq!(s.hits, 1);
        let s = score(&[Swords, Swords], &ScoreCtx { swords_ignored: 1, ..ctx(Attack::Melee, UnitClass::Light) });
        assert_eq!(s.hits, 1);
    }

    #[test]
    fn ranged_ignores_swords_and_helmets() {
        let s = score(
            &[Swords, Helmet, Medium, Flag],
            &ScoreCtx { leader_helps: true, ..ctx(Attack::Ranged, UnitClass::Medium) },
        );
        assert_eq!(s, Score { hits: 1, flags: 1, leader_hit: false });
    }

    #[test]
    fn evading_counts_only_the_class_symbol() {
        let s = score(&[Light, Flag, Swords, Helmet, Light], &ctx(Attack::Evading, UnitClass::Light));
        assert_eq!(s, Score { hits: 2, flags: 0, leader_hit: false });
    }

    #[test]
    fn lone_leader_falls_only_to_a_helmet() {
        let c = ScoreCtx { target_lone_leader: true, ..ctx(Attack::Melee, UnitClass::Leader) };
        assert!(!score(&[Swords, Heavy, Flag], &c).leader_hit);
        assert!(score(&[Flag, Helmet], &c).leader_hit);
        let c = ScoreCtx { target_lone_leader: true, ..ctx(Attack::Ranged, UnitClass::Leader) };
        assert!(score(&[Helmet], &c).leader_hit);
    }
}
