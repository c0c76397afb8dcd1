//! What happened in a Medieval game, in order: the events the engine reports and the game turns into outcomes.

use super::cards::Card;
use super::dice::Face;
use super::state::{PlayMode, Stage};
use crate::rules::hex::Coord;
use serde::{Deserialize, Serialize};
use std::fmt;

/// What a roll of battle dice was for.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Roll {
    CloseCombat,
    BattleBack,
    Ranged,
    FirstStrike,
    VsLoneLeader,
    VsEvader,
    Parthian,
    /// Whether a leader with a unit that lost blocks is hit.
    LeaderCheck {
        leader: String,
    },
    /// Whether a leader whose unit fell escapes.
    LeaderFell {
        leader: String,
    },
    CryHavoc,
    Rally,
}

impl fmt::Display for Roll {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Roll::CloseCombat => f.write_str("close combat"),
            Roll::BattleBack => f.write_str("battle back"),
            Roll::Ranged => f.write_str("ranged combat"),
            Roll::FirstStrike => f.write_str("first strike"),
            Roll::VsLoneLeader => f.write_str("close combat against a lone leader"),
            Roll::VsEvader => f.write_str("close combat against an evading unit"),
            Roll::Parthian => f.write_str("Parthian shot"),
            Roll::LeaderCheck { leader } => write!(f, "leader {leader} with a unit that lost blocks"),
            Roll::LeaderFell { leader } => write!(f, "leader {leader} whose unit fell"),
            Roll::CryHavoc => f.write_str("Cry Havoc orders"),
            Roll::Rally => f.write_str("Rally"),
        }
    }
}

/// How a side answered a reaction prompt.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum React {
    NoReaction {
        unit: String,
    },
    Evades {
        unit: String,
    },
    FirstStrike {
        unit: String,
    },
    StrikesFirst {
        unit: String,
        dice: u8,
    },
    NoAmbush,
    Ambush {
        unit: String,
    },
    /// After surviving a First Strike, the attacker does not battle.
    Declines {
        unit: String,
    },
}

impl fmt::Display for React {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            React::NoReaction { unit } => write!(f, "{unit}: no reaction"),
            React::Evades { unit } => write!(f, "{unit}: evades"),
            React::FirstStrike { unit } => write!(f, "{unit}: strikes first"),
            React::StrikesFirst { unit, dice } => write!(f, "{unit} strikes first with {dice} dice"),
            React::NoAmbush => f.write_str("no ambush"),
            React::Ambush { unit } => write!(f, "{unit} springs an ambush"),
            React::Declines { unit } => write!(f, "{unit} does not battle after the first strike"),
        }
    }
}

/// One thing that happened. `private_to` says when only one side may see it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MedEvent {
    CardPlayed {
        side: usize,
        card: Card,
        copy_of: Option<Card>,
        mode: PlayMode,
        fallback: bool,
    },
    Stage {
        stage: Stage,
    },
    Ordered {
        unit: String,
    },
    Dice {
        side: usize,
        purpose: Roll,
        faces: Vec<Face>,
    },
    Fired {
        unit: String,
        target: String,
        dice: u8,
    },
    MeleeDeclared {
        unit: String,
        target: String,
        dice: u8,
    },
    Reaction {
        side: usize,
        what: React,
    },
    Hits {
        unit: String,
        hits: u8,
        blocks_left: u8,
    },
    Eliminated {
        unit: String,
        banner_to: usize,
    },
    LeaderKilled {
        leader: String,
        banner_to: usize,
    },
    LeaderSurvives {
        leader: String,
    },
    LeaderEscaped {
        leader: String,
        to: Coord,
        joined: Option<String>,
    },
    FlagsIgnored {
        unit: String,
        ignored: u8,
    },
    Retreated {
        unit: String,
        path: Vec<Coord>,
        blocked_steps: u8,
    },
    Evaded {
        unit: String,
        path: Vec<Coord>,
    },
    BattleBack {
        unit: String,
        target: String,
    },
    Advanced {
        unit: String,
        to: Coord,
    },
    Moved {
        unit: String,
        from: Coord,
        to: Coord,
        path: Vec<Coord>,
    },
    Detached {
        leader: String,
        from: String,
    },
    Attached {
        leader: String,
        unit: String,
    },
    Rallied {
        unit: String,
        blocks: u8,
    },
    LeaderRallied {
        leader: String,
        unit: String,
    },
    /// Private to `side`: which card was drawn.
    CardDrawn {
        side: usize,
        card: Card,
    },
    /// Public: how many cards a side drew.
    Drew {
        side: usize,
        count: u8,
    },
    Reshuffled {
        deck: usize,
    },
    Tokens {
        side: usize,
        tokens: u8,
    },
}

impl MedEvent {
    /// The side that alone may see this event, if it is private.
    pub fn private_to(&self) -> Option<usize> {
        match self {
            MedEvent::CardDrawn { side, .. } => Some(*side),
            _ => None,
        }
    }
}

impl fmt::Display for MedEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use MedEvent::*;
        match self {
            CardPlayed { side, card, copy_of, mode, fallback } => {
                write!(f, "side {side} plays {card}")?;
                if let Some(c) = copy_of {
                    write!(f, " as {c} (mirrored)")?;
                }
                match mode {
                    PlayMode::Normal => {}
                    PlayMode::Scout => write!(f, " to scout")?,
                    PlayMode::Inspired(t) => write!(f, " with the inspired action {}", Card::Tactic(*t))?,
                    PlayMode::OneUnit => write!(f, " to order one unit of choice")?,
                }
                if *fallback && *mode != PlayMode::OneUnit {
                    write!(f, ": no unit qualifies, so it orders one unit of choice")?;
                }
                Ok(())
            }
            Stage { stage } => write!(f, "next: {}", stage.name()),
            Ordered { unit } => write!(f, "{unit} is ordered"),
            Dice { side, purpose, faces } => {
                let names: Vec<String> = faces.iter().map(|x| x.to_string()).collect();
                write!(f, "side {side} rolls for {purpose}: {}", names.join(", "))
            }
            Fired { unit, target, dice } => write!(f, "{unit} fires at {target} with {dice} dice"),
            MeleeDeclared { unit, target, dice } => {
                write!(f, "{unit} attacks {target} in close combat with {dice} dice")
            }
            Reaction { side, what } => write!(f, "side {side}: {what}"),
            Hits { unit, hits, blocks_left } => write!(f, "{unit} takes {hits} hits, {blocks_left} blocks left"),
            Eliminated { unit, banner_to } => write!(f, "{unit} is eliminated: a banner to side {banner_to}"),
            LeaderKilled { leader, banner_to } => write!(f, "leader {leader} falls: a banner to side {banner_to}"),
            LeaderSurvives { leader } => write!(f, "leader {leader} survives"),
            LeaderEscaped { leader, to, joined } => match joined {
                Some(u) => write!(f, "leader {leader} escapes to {to} and joins {u}"),
                None => write!(f, "leader {leader} escapes to {to}"),
            },
            FlagsIgnored { unit, ignored } => {
                write!(f, "{unit} ignores {ignored} flag{}", if *ignored == 1 { "" } else { "s" })
            }
            Retreated { unit, path, blocked_steps } => {
                write!(f, "{unit} retreats {} hexes", path.len())?;
                if *blocked_steps > 0 {
                    write!(f, " and loses {blocked_steps} blocks for steps it could not take")?;
                }
                Ok(())
            }
            Evaded { unit, path } => write!(f, "{unit} evades {} hexes", path.len()),
            BattleBack { unit, target } => write!(f, "{unit} battles back against {target}"),
            Advanced { unit, to } => write!(f, "{unit} advances to {to}"),
            Moved { unit, from, to, .. } => write!(f, "{unit} moves from {from} to {to}"),
            Detached { leader, from } => write!(f, "leader {leader} leaves {from}"),
            Attached { leader, unit } => write!(f, "leader {leader} joins {unit}"),
            Rallied { unit, blocks } => write!(f, "{unit} rallies to {blocks} blocks"),
            LeaderRallied { leader, unit } => write!(f, "a new leader {leader} comes forward with {unit}"),
            CardDrawn { side, card } => write!(f, "side {side} draws {card}"),
            Drew { side, count } => write!(f, "side {side} draws {count} card(s)"),
            Reshuffled { deck } => write!(f, "the deck is reshuffled ({deck} cards)"),
            Tokens { side, tokens } => write!(f, "side {side} has {tokens} inspired tokens"),
        }
    }
}
