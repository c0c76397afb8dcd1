//! Why the Medieval rules refuse an order, as typed values: the client words them in the player's language, `Display` gives the English the CLI and scripts print.

use super::cards::{Card, Section, Troop};
use super::state::Stage;
use super::view::PromptView;
use crate::rules::hex::Coord;
use crate::rules::movement::EntryBlock;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Arc;

/// A piece's id, shared with the field (copying it copies no text).
pub type Id = Arc<str>;

/// What kind of piece a "up to N" card asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Wanted {
    Foot,
    Mounted,
    Light,
    /// A unit with missile weapons and no enemy next to it.
    MissileClear,
}

/// One reason the Medieval rules refuse an order. Each names the piece, hex or card concerned.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Refusal {
    // ---- the card and the turn's steps
    PlayCardFirst,
    CardAlreadyPlayed,
    /// The order names a card number the deck does not have (an order from a broken save or a stranger).
    NoSuchCard {
        number: u8,
    },
    NotInHand {
        card: Card,
    },
    NoScoutAlternative {
        card: Card,
    },
    NoOneUnitAlternative {
        card: Card,
    },
    CounterNothingToCopy,
    CounterCannotCopy {
        card: Card,
    },
    FirstStrikeIsReaction,
    AmbushIsReaction,
    InspiredNeedsLeadership,
    NotInspiredAction {
        card: Card,
    },
    NoInspiredToken,
    NotScouted {
        card: u8,
    },
    DecisionPending {
        pending: PromptView,
    },
    NoDecisionPending,
    BattlesLast,
    MustCloseCombat {
        unit: Id,
    },
    // ---- ordering units
    OrderAfterCard,
    NoCardInPlay,
    NotYourPiece {
        unit: Id,
    },
    AlreadyOrdered {
        unit: Id,
    },
    CardOrderedAlready,
    OrdersOnePiece,
    NoOrdersInSection {
        unit: Id,
    },
    NotTroops {
        unit: Id,
        troop: Troop,
    },
    AtMostUnits {
        max: u8,
    },
    LeaderFirst,
    LeaderNotInSection {
        leader: Id,
        section: Section,
    },
    LeaderAndMore {
        extra: u8,
    },
    NotNextToOrdered {
        unit: Id,
    },
    NotFoot {
        unit: Id,
    },
    NotLinked {
        unit: Id,
    },
    NotWanted {
        unit: Id,
        wanted: Wanted,
    },
    NoDieOrders {
        unit: Id,
    },
    NoLostBlock {
        unit: Id,
    },
    NoDieRestores {
        unit: Id,
    },
    NoSuchPiece {
        unit: Id,
    },
    RallyLeaderNeedsHelmet,
    RallyWhileOrdering,
    NoHelmetLeft,
    OneNewLeader,
    NotYourUnit {
        unit: Id,
    },
    NotRallied {
        unit: Id,
    },
    HasLeader {
        unit: Id,
    },
    NoSpareLeader,
    // ---- movement
    NotOrdered {
        unit: Id,
    },
    LeaderLeft {
        unit: Id,
        leader: Id,
    },
    NoSecondMove,
    AlreadyMoved {
        unit: Id,
    },
    NotTimeToMove {
        stage: Stage,
    },
    MayNotMove {
        unit: Id,
    },
    NoCloseTarget {
        unit: Id,
    },
    TargetGone {
        unit: Id,
        target: Id,
    },
    OtherSide {
        unit: Id,
    },
    OffMap {
        unit: Id,
        to: Coord,
    },
    Ground {
        unit: Id,
        to: Coord,
        block: EntryBlock,
    },
    EnemyHolds {
        unit: Id,
        to: Coord,
    },
    HexHasUnit {
        unit: Id,
        to: Coord,
    },
    LongMoveToClose {
        unit: Id,
        to: Coord,
    },
    OutOfReach {
        unit: Id,
        from: Coord,
        to: Coord,
        allowance: u8,
    },
    // ---- battle
    LeaderAlone {
        unit: Id,
    },
    NoBattle {
        unit: Id,
    },
    MovedTooFar {
        unit: Id,
        moved: u8,
    },
    MayNotFireNow {
        unit: Id,
        stage: Stage,
    },
    MayNotFireUnderOrder {
        unit: Id,
    },
    AlreadyBattled {
        unit: Id,
    },
    Friend {
        target: Id,
    },
    FireAtUnit {
        target: Id,
    },
    NextToEnemy {
        unit: Id,
    },
    OutOfRange {
        unit: Id,
        target: Id,
        at: Coord,
        dist: u32,
        range: u32,
    },
    NoSight {
        from: Coord,
        to: Coord,
    },
    MayNotCloseNow {
        unit: Id,
    },
    MayNotCloseUnderOrder {
        unit: Id,
    },
    NotAdjacent {
        unit: Id,
        target: Id,
    },
    AttackUnit {
        target: Id,
    },
    OnlyAgainst {
        unit: Id,
        only: Id,
    },
    // ---- reactions and advances
    AttackerGone,
    DefenderGone,
    ReactionIsDefenders,
    MayNotEvade {
        unit: Id,
        attacker: Id,
    },
    NoFirstStrikeCard,
    AmbushAnswersAdvance,
    AdvanceOnly {
        unit: Id,
        into: Coord,
        beyond: bool,
    },
    UnitGone,
    AdvancerGone,
    NoAmbushCard,
    NotNextTo {
        unit: Id,
        other: Id,
    },
    AnswerAmbush,
    // ---- the owner's choices in a combat
    TooManyFlags {
        unit: Id,
        may_ignore: u8,
    },
    NotARetreat {
        unit: Id,
        to: Coord,
    },
    NotAnEscape {
        leader: Id,
        to: Coord,
    },
}

impl fmt::Display for Wanted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Wanted::Foot => "a foot unit",
            Wanted::Mounted => "a mounted unit",
            Wanted::Light => "a light unit",
            Wanted::MissileClear => "a missile unit clear of enemies",
        })
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Refusal::*;
        match self {
            PlayCardFirst => write!(f, "play a command card first"),
            CardAlreadyPlayed => write!(f, "a card has already been played this turn"),
            NoSuchCard { number } => write!(f, "there is no card {number}: the deck's cards are 0 to 64"),
            NotInHand { card } => write!(f, "card {card} is not in your hand"),
            NoScoutAlternative { card } => write!(f, "{card} has no scout alternative"),
            NoOneUnitAlternative { card } => write!(f, "{card} cannot be played to order one unit of your choice"),
            CounterNothingToCopy => {
                write!(f, "Counter Attack has nothing to copy: the opponent has not played a card yet")
            }
            CounterCannotCopy { card } => write!(f, "Counter Attack cannot copy {card}"),
            FirstStrikeIsReaction => write!(f, "First Strike is played on the opponent's turn"),
            AmbushIsReaction => write!(f, "Ambush is played on the opponent's turn, or to scout"),
            InspiredNeedsLeadership => write!(f, "an inspired action needs a Leadership card"),
            NotInspiredAction { card } => write!(f, "{card} is not an inspired action"),
            NoInspiredToken => write!(f, "no inspired token to spend"),
            NotScouted { card } => write!(f, "card {card} is not one of the two scouted cards"),
            DecisionPending { pending } => write!(f, "a decision is pending: {}", pending.describe()),
            NoDecisionPending => write!(f, "there is no decision pending"),
            BattlesLast => write!(f, "battles are the last step: end the turn"),
            MustCloseCombat { unit } => write!(f, "{unit} made its long move and must close combat"),
            OrderAfterCard => write!(f, "units are ordered right after the card is played"),
            NoCardInPlay => write!(f, "no card in play"),
            NotYourPiece { unit } => write!(f, "{unit} is not one of your pieces"),
            AlreadyOrdered { unit } => write!(f, "{unit} is already ordered"),
            CardOrderedAlready => write!(f, "this card has already ordered its units"),
            OrdersOnePiece => write!(f, "this card orders one piece"),
            NoOrdersInSection { unit } => write!(f, "{unit} is not in a section this card still has orders for"),
            NotTroops { unit, troop } => write!(f, "{unit} is not {troop:?} troops"),
            AtMostUnits { max } => write!(f, "this card orders at most {max} units"),
            LeaderFirst => write!(f, "a Leadership card orders a leader first"),
            LeaderNotInSection { leader, section } => write!(f, "{leader} is not in the {section:?} section"),
            LeaderAndMore { extra } => write!(f, "this card orders the leader and {extra} more pieces"),
            NotNextToOrdered { unit } => write!(f, "{unit} is not next to a piece already ordered"),
            NotFoot { unit } => write!(f, "{unit} is not a foot unit"),
            NotLinked { unit } => {
                write!(f, "{unit} is not next to a piece already ordered (the group must be linked)")
            }
            NotWanted { unit, wanted } => write!(f, "{unit} is not {wanted}"),
            NoDieOrders { unit } => write!(f, "no die left orders {unit}"),
            NoLostBlock { unit } => write!(f, "{unit} has no lost block to restore"),
            NoDieRestores { unit } => write!(f, "no die left restores {unit}"),
            NoSuchPiece { unit } => write!(f, "there is no piece {unit}"),
            RallyLeaderNeedsHelmet => write!(f, "a new leader comes forward only with a Rally card's helmet"),
            RallyWhileOrdering => write!(f, "Rally dice are used while ordering"),
            NoHelmetLeft => write!(f, "no helmet left among the Rally dice"),
            OneNewLeader => write!(f, "Rally brings one new leader forward at most"),
            NotYourUnit { unit } => write!(f, "{unit} is not one of your units"),
            NotRallied { unit } => write!(f, "{unit} has not regained a block this turn"),
            HasLeader { unit } => write!(f, "{unit} already has a leader"),
            NoSpareLeader => write!(f, "no spare leader: the side has lost none"),
            NotOrdered { unit } => write!(f, "{unit} is not ordered"),
            LeaderLeft { unit, leader } => write!(f, "{unit} was ordered through its leader {leader}, who has left it"),
            NoSecondMove => write!(f, "no second move with this card"),
            AlreadyMoved { unit } => write!(f, "{unit} has already moved"),
            NotTimeToMove { stage } => write!(f, "this is not the time to move: {}", stage.name()),
            MayNotMove { unit } => write!(f, "{unit} may not move under this card"),
            NoCloseTarget { unit } => write!(f, "{unit} has no target to close on"),
            TargetGone { unit, target } => write!(f, "{target} retreated or fell: {unit} may not close"),
            OtherSide { unit } => write!(f, "{unit} belongs to the other side"),
            OffMap { unit, to } => write!(f, "{unit} cannot enter {to}: the hex is off the map"),
            Ground { unit, to, block } => write!(f, "{unit} cannot enter {to}: {block}"),
            EnemyHolds { unit, to } => write!(f, "{unit} cannot enter {to}: an enemy piece holds the hex"),
            HexHasUnit { unit, to } => write!(f, "{unit} cannot enter {to}: the hex already holds a unit"),
            LongMoveToClose { unit, to } => {
                write!(
                    f,
                    "{unit} may make its long move only to close combat: {to} is not next to an enemy unit or lone leader"
                )
            }
            OutOfReach { unit, from, to, allowance } => {
                write!(f, "{unit} at {from} cannot reach {to} with {allowance} movement this turn")
            }
            LeaderAlone { unit } => write!(f, "{unit}: a leader cannot battle alone"),
            NoBattle { unit } => write!(
                f,
                "{unit} may not battle this turn (it was ordered to move only, or entered terrain that stops it)"
            ),
            MovedTooFar { unit, moved } => write!(f, "{unit} moved {moved} hexes: too far to battle this turn"),
            MayNotFireNow { unit, stage } => write!(f, "{unit} may not fire now ({})", stage.name()),
            MayNotFireUnderOrder { unit } => write!(f, "{unit} may not fire under this order"),
            AlreadyBattled { unit } => write!(f, "{unit} has already battled this turn"),
            Friend { target } => write!(f, "{target} is a friend"),
            FireAtUnit { target } => write!(f, "{target} is with a unit: fire at the unit"),
            NextToEnemy { unit } => write!(f, "{unit} is next to an enemy and may not fire"),
            OutOfRange { unit, target, at, dist, range } => {
                write!(f, "{target} at {at} is {dist} hexes away; {unit} reaches {range}")
            }
            NoSight { from, to } => write!(f, "no line of sight from {from} to {to}"),
            MayNotCloseNow { unit } => write!(f, "{unit} may not close combat now"),
            MayNotCloseUnderOrder { unit } => write!(f, "{unit} may not close combat under this order"),
            NotAdjacent { unit, target } => write!(f, "{target} is not next to {unit}"),
            AttackUnit { target } => write!(f, "{target} is with a unit: attack the unit"),
            OnlyAgainst { unit, only } => write!(f, "{unit} may close combat only against {only}"),
            AttackerGone => write!(f, "the attacker is gone"),
            DefenderGone => write!(f, "the defender is gone"),
            ReactionIsDefenders => write!(f, "this reaction belongs to the defender"),
            MayNotEvade { unit, attacker } => write!(f, "{unit} may not evade {attacker}"),
            NoFirstStrikeCard => write!(f, "you hold no First Strike card"),
            AmbushAnswersAdvance => write!(f, "Ambush answers an advance, not a declared close combat"),
            AdvanceOnly { unit, into, beyond } => {
                write!(f, "{unit} may advance only into {into}{}", if *beyond { " or one hex beyond it" } else { "" })
            }
            UnitGone => write!(f, "the unit is gone"),
            AdvancerGone => write!(f, "the advancing unit is gone"),
            NoAmbushCard => write!(f, "you hold no Ambush card"),
            NotNextTo { unit, other } => write!(f, "{unit} is not next to {other}"),
            AnswerAmbush => write!(f, "answer the ambush prompt with Ambush or Pass"),
            TooManyFlags { unit, may_ignore } => {
                write!(f, "{unit} may ignore {may_ignore} flag{} at most", if *may_ignore == 1 { "" } else { "s" })
            }
            NotARetreat { unit, to } => write!(f, "{unit} cannot end its retreat at {to}"),
            NotAnEscape { leader, to } => write!(f, "leader {leader} cannot escape to {to}"),
        }
    }
}
