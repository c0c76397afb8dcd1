//! The 65-card Medieval command deck: section, troop, leadership and the 20 tactic cards, with their texts and Counter Attack mirroring.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A battlefield section, named from the point of view of the side playing the card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Section {
    Left,
    Centre,
    Right,
}

impl Section {
    pub const ALL: [Section; 3] = [Section::Left, Section::Centre, Section::Right];
    pub fn mirror(self) -> Section {
        match self {
            Section::Left => Section::Right,
            Section::Centre => Section::Centre,
            Section::Right => Section::Left,
        }
    }
    pub fn index(self) -> usize {
        self as usize
    }
}

/// Troop cards: which units they order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Troop {
    Light,
    Medium,
    Heavy,
    Mounted,
}

/// The fourteen tactic cards of seed 000.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Tactic {
    Ambush,
    ClashOfShields,
    CounterAttack,
    CryHavoc,
    DarkenTheSky,
    DoubleTime,
    FireAndClose,
    FirstStrike,
    FootOnslaught,
    Leaders,
    LineCommand,
    MoveFireMove,
    MountedCharge,
    Rally,
}

impl Tactic {
    /// Tactic cards that an Inspired Leadership Action can stand in for.
    pub const INSPIRED: [Tactic; 4] =
        [Tactic::MountedCharge, Tactic::FootOnslaught, Tactic::DarkenTheSky, Tactic::MoveFireMove];

    /// Reactions are played on the opponent's turn.
    pub fn is_reaction(self) -> bool {
        matches!(self, Tactic::Ambush | Tactic::FirstStrike)
    }

    /// Cards with the Scout alternative.
    pub fn has_scout(self) -> bool {
        matches!(self, Tactic::Ambush | Tactic::ClashOfShields)
    }

    /// Cards that end with "or order one unit of your choice", with no condition (Fire and Close).
    pub fn has_one_unit(self) -> bool {
        matches!(self, Tactic::FireAndClose)
    }
}

/// What a command card does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Card {
    /// Order up to `counts[s]` units in each section (Left, Centre, Right).
    Section {
        counts: [u8; 3],
    },
    /// Order up to Command units of a class (any section).
    Troop(Troop),
    /// Order a leader (in `section`, or anywhere) with his unit, and up to `linked` more pieces in a linked chain.
    Leadership {
        section: Option<Section>,
        linked: u8,
    },
    Tactic(Tactic),
}

impl Card {
    /// The card with left and right swapped (Counter Attack).
    pub fn mirrored(self) -> Card {
        match self {
            Card::Section { counts: [l, c, r] } => Card::Section { counts: [r, c, l] },
            Card::Leadership { section, linked } => Card::Leadership { section: section.map(Section::mirror), linked },
            other => other,
        }
    }

    pub fn kind(self) -> &'static str {
        match self {
            Card::Section { .. } => "section",
            Card::Troop(_) => "troop",
            Card::Leadership { .. } => "leadership",
            Card::Tactic(_) => "tactic",
        }
    }

    pub fn title(self) -> String {
        let sec = |s: Section| match s {
            Section::Left => "Left",
            Section::Centre => "Centre",
            Section::Right => "Right",
        };
        match self {
            Card::Section { counts: [2, 0, 2] } => "Out-Flanked".into(),
            Card::Section { counts: [1, 1, 1] } => "Coordinated Attack".into(),
            Card::Section { counts } => {
                let (i, n) = counts.iter().enumerate().find(|(_, n)| **n > 0).map(|(i, n)| (i, *n)).unwrap_or((1, 0));
                let word = ["Zero", "One", "Two", "Three", "Four", "Five"][n.min(5) as usize];
                format!("Order {word} Units {}", sec(Section::ALL[i]))
            }
            Card::Troop(t) => format!("Order {t:?} Troops"),
            Card::Leadership { section: Some(s), .. } => format!("Leadership {}", sec(s)),
            Card::Leadership { section: None, .. } => "Leadership Any Section".into(),
            Card::Tactic(t) => match t {
                Tactic::Ambush => "Ambush",
                Tactic::ClashOfShields => "Clash of Shields",
                Tactic::CounterAttack => "Counter Attack",
                Tactic::CryHavoc => "Cry Havoc",
                Tactic::DarkenTheSky => "Darken the Sky",
                Tactic::DoubleTime => "Double Time",
                Tactic::FireAndClose => "Fire and Close",
                Tactic::FirstStrike => "First Strike",
                Tactic::FootOnslaught => "Foot Onslaught",
                Tactic::Leaders => "Leaders",
                Tactic::LineCommand => "Line Command",
                Tactic::MoveFireMove => "Move-Fire-Move",
                Tactic::MountedCharge => "Mounted Charge",
                Tactic::Rally => "Rally",
            }
            .into(),
        }
    }

    /// The card's text, in our words.
    pub fn text(self) -> &'static str {
        match self {
            Card::Section { counts: [2, 0, 2] } => "Order 2 units on the left flank and 2 on the right flank.",
            Card::Section { counts: [1, 1, 1] } => "Order 1 unit in each section.",
            Card::Section { .. } => "Order units or leaders in the named section. A leader may leave his unit.",
            Card::Troop(_) => "Order as many units of this kind as your command, in any section.",
            Card::Leadership { .. } => {
                "Order a leader, the unit he is with, and pieces in a chain of adjacent hexes from him. Gain 1 inspired token; pay 1 to give the order an inspired action."
            }
            Card::Tactic(t) => match t {
                Tactic::Ambush => {
                    "Reaction: after an enemy unit advances after close combat, one of your units next to it attacks it with 2 extra dice. Or, on your turn, scout: order 1 unit or leader anywhere, draw 2 keep 1, gain 1 inspired token."
                }
                Tactic::ClashOfShields => {
                    "Order every unit next to an enemy. They close combat with 1 extra die; no moving or firing first. Or scout: order 1 unit or leader anywhere, draw 2 keep 1, gain 1 inspired token."
                }
                Tactic::CounterAttack => {
                    "Play as a copy of the card your opponent played last turn, with left and right swapped. Cannot copy Ambush or First Strike."
                }
                Tactic::CryHavoc => {
                    "Roll one die per card in your command. Each unit symbol orders a unit of that class, a helmet any unit or leader, a flag a unit that may move but not battle. Ordered units battle with 1 extra die. Then shuffle the deck and discards together; both sides gain 1 inspired token."
                }
                Tactic::DarkenTheSky => {
                    "Order up to 4 missile units not next to an enemy. Each fires twice; no moving."
                }
                Tactic::DoubleTime => {
                    "Order foot units up to your command in one linked group. Each may move 2 hexes and still close combat; no firing."
                }
                Tactic::FireAndClose => {
                    "Order up to 4 missile units not next to an enemy. All fire first with 1 extra die; then each may move up to 2 hexes closer to its target and close combat only that target."
                }
                Tactic::FirstStrike => {
                    "Reaction: when an enemy declares close combat, your unit strikes first. It does not battle back."
                }
                Tactic::FootOnslaught => {
                    "Order up to 3 foot units. Each may move 2 hexes and still close combat (warriors 3, if they end next to an enemy); no firing."
                }
                Tactic::Leaders => {
                    "Order every leader and the unit each is with; those units battle with 1 extra die. A leader alone moves up to 3 hexes. Gain 1 inspired token."
                }
                Tactic::LineCommand => {
                    "Order a linked group of units and leaders across any sections. Each moves at most 1 hex, then may battle."
                }
                Tactic::MoveFireMove => {
                    "Order up to 4 light foot or light mounted units: all move, then all fire, then all may move again. No close combat."
                }
                Tactic::MountedCharge => {
                    "Order up to 3 mounted units: 1 extra die in their first close combat (cataphracts 2, light bow cavalry none). Heavy cavalry and cataphracts may move 3 and battle; no firing."
                }
                Tactic::Rally => {
                    "Roll one die per card in your command: each unit symbol restores a block to a unit of that class, each helmet to any unit, or brings a new leader to a unit just restored. Restored units are ordered."
                }
            },
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.title())
    }
}

/// Index into `DECK`: the identity of one physical card.
pub type CardId = u8;

/// The 65 cards. Tactic counts are the seed's; the other 45 follow the rules-reference proposal (§2.2).
pub static DECK: std::sync::LazyLock<Vec<Card>> = std::sync::LazyLock::new(|| {
    let mut d = Vec::with_capacity(65);
    let mut add = |c: Card, n: usize| d.extend(std::iter::repeat_n(c, n));
    for (n, per) in [(2u8, [3, 4, 3]), (3, [3, 4, 3]), (4, [1, 1, 1])] {
        for (i, count) in per.into_iter().enumerate() {
            let mut counts = [0u8; 3];
            counts[i] = n;
            add(Card::Section { counts }, count);
        }
    }
    add(Card::Section { counts: [2, 0, 2] }, 2);
    add(Card::Section { counts: [1, 1, 1] }, 2);
    add(Card::Troop(Troop::Light), 4);
    add(Card::Troop(Troop::Medium), 3);
    add(Card::Troop(Troop::Heavy), 3);
    add(Card::Troop(Troop::Mounted), 2);
    for s in Section::ALL {
        add(Card::Leadership { section: Some(s), linked: 4 }, 1);
    }
    add(Card::Leadership { section: None, linked: 3 }, 3);
    use Tactic::*;
    for (t, n) in [
        (Ambush, 2),
        (ClashOfShields, 1),
        (CounterAttack, 2),
        (CryHavoc, 1),
        (DarkenTheSky, 1),
        (DoubleTime, 1),
        (FireAndClose, 1),
        (FirstStrike, 2),
        (FootOnslaught, 2),
        (Leaders, 1),
        (LineCommand, 2),
        (MoveFireMove, 1),
        (MountedCharge, 2),
        (Rally, 1),
    ] {
        add(Card::Tactic(t), n);
    }
    d
});

pub fn card(id: CardId) -> Card {
    DECK[id as usize]
}

/// The card a number names, if any: for wording a number that came from outside (a save, a network message), which
/// the rules have not yet checked.
pub fn try_card(id: CardId) -> Option<Card> {
    DECK.get(id as usize).copied()
}

/// A card for the log and the command line: its name, or what is wrong with the number.
pub struct Named(pub CardId);

impl std::fmt::Display for Named {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match try_card(self.0) {
            Some(c) => write!(f, "{c}"),
            None => write!(f, "card {} (no such card: the deck has {DECK_SIZE})", self.0),
        }
    }
}

pub const DECK_SIZE: usize = 65;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_has_65_cards_with_the_seed_tactic_counts() {
        assert_eq!(DECK.len(), DECK_SIZE);
        let tactics = DECK.iter().filter(|c| matches!(c, Card::Tactic(_))).count();
        assert_eq!(tactics, 20);
        let count = |t| DECK.iter().filter(|c| **c == Card::Tactic(t)).count();
        assert_eq!(count(Tactic::Ambush), 2);
        assert_eq!(count(Tactic::FirstStrike), 2);
        assert_eq!(count(Tactic::Rally), 1);
        assert_eq!(DECK.iter().filter(|c| matches!(c, Card::Section { .. })).count(), 27);
        assert_eq!(DECK.iter().filter(|c| matches!(c, Card::Troop(_))).count(), 12);
        assert_eq!(DECK.iter().filter(|c| matches!(c, Card::Leadership { .. })).count(), 6);
    }

    #[test]
    fn mirroring_swaps_left_and_right_only() {
        assert_eq!(Card::Section { counts: [2, 0, 0] }.mirrored(), Card::Section { counts: [0, 0, 2] });
        assert_eq!(Card::Section { counts: [0, 3, 0] }.mirrored(), Card::Section { counts: [0, 3, 0] });
        assert_eq!(
            Card::Leadership { section: Some(Section::Left), linked: 4 }.mirrored(),
            Card::Leadership { section: Some(Section::Right), linked: 4 }
        );
        assert_eq!(Card::Tactic(Tactic::Rally).mirrored(), Card::Tactic(Tactic::Rally));
        assert_eq!(Card::Section { counts: [0, 0, 3] }.title(), "Order Three Units Right");
    }
}
