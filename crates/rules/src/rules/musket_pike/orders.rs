//! Musket & Pike's boundary types: its orders, events, refusals and prompt, and the side's view (nothing is hidden in this ruleset: both sides see the same), each with the words the CLI and scripts print.

use super::data::{Column, Kind, Standing};
use super::state::{Morale, Phase, Roll, WingState};
use crate::rules::hex::{Coord, Dir};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Arc;

/// A unit named in an order: shared, so the list of legal orders names a unit in all its orders with one copy of
/// its id. Written and read as the plain string it is.
pub type Name = Arc<str>;

/// A Musket & Pike order.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MpOrder {
    /// Activate a wing that has not gone this turn.
    Activate { wing: String },
    /// Activate nothing now (two passes in a row end the activations).
    Pass,
    /// The other side tries to go first with one of its own wings.
    Preempt { wing: String },
    /// The other side lets the wing go.
    Decline,
    /// The active wing tries to change its standing order (once per activation, before any unit acts).
    ChangeOrders { to: Standing },
    /// Move a unit (or leader) to a hex it reaches through its front with the points it has left.
    Move { unit: Name, to: Coord },
    /// Turn a unit to face another hexside, a point per hexside turned, as part of its move.
    Face { unit: Name, facing: Dir },
    /// Fire at an enemy unit in the front arc, in range and sight.
    Fire { unit: Name, target: Name },
    /// Heavy foot fire a salvo.
    Salvo { unit: Name, target: Name },
    /// A shaken or broken unit tries to steady itself.
    Rally { unit: Name },
    /// Face any way, as the unit's whole action.
    Reform { unit: Name, facing: Dir },
    /// Done with the units' actions: on to close combat.
    EndActions,
    /// Attack an adjacent enemy unit in close combat.
    Attack { unit: Name, target: Name },
    /// After a won close combat: take the hex the enemy left.
    Advance,
    /// After a won close combat: stay.
    Stay,
    /// Done with close combat.
    EndCombat,
    /// A unit of the side not moving answers an enemy unit that came up beside it (issue 36, PROPOSAL).
    React { unit: Name, reaction: MpReaction },
    /// The active wing tries to go again.
    Continue,
    /// The active wing is done for this turn.
    Stop,
}

/// A reaction to an enemy unit coming up beside one's own (the player aid's names; what each does is our reading).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum MpReaction {
    /// No reaction: the unit stays as it is.
    Stand,
    /// Fall back a hex away from the enemy.
    Withdraw,
    /// Fire at the enemy, then fall back a hex.
    RetreatingFire,
    /// Fall back through a friendly unit behind, to the free hex beyond it.
    Pass,
}

impl fmt::Display for MpReaction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            MpReaction::Stand => "stand",
            MpReaction::Withdraw => "withdraw",
            MpReaction::RetreatingFire => "retreating fire",
            MpReaction::Pass => "pass through",
        })
    }
}

impl fmt::Display for MpOrder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MpOrder::Activate { wing } => write!(f, "activate the wing of {wing}"),
            MpOrder::Pass => write!(f, "pass"),
            MpOrder::Preempt { wing } => write!(f, "pre-empt with the wing of {wing}"),
            MpOrder::Decline => write!(f, "let the wing go"),
            MpOrder::ChangeOrders { to } => write!(f, "try to change orders to {to}"),
            MpOrder::Move { unit, to } => write!(f, "move {unit} to {to}"),
            MpOrder::Face { unit, facing } => write!(f, "turn {unit} to face {facing}"),
            MpOrder::Fire { unit, target } => write!(f, "{unit} fires at {target}"),
            MpOrder::Salvo { unit, target } => write!(f, "{unit} fires a salvo at {target}"),
            MpOrder::Rally { unit } => write!(f, "rally {unit}"),
            MpOrder::Reform { unit, facing } => write!(f, "reform {unit} facing {facing}"),
            MpOrder::EndActions => write!(f, "on to close combat"),
            MpOrder::Attack { unit, target } => write!(f, "{unit} attacks {target}"),
            MpOrder::Advance => write!(f, "advance"),
            MpOrder::Stay => write!(f, "stay"),
            MpOrder::EndCombat => write!(f, "done with close combat"),
            MpOrder::React { unit, reaction } => write!(f, "{unit} reacts: {reaction}"),
            MpOrder::Continue => write!(f, "try to continue"),
            MpOrder::Stop => write!(f, "end the wing's activation"),
        }
    }
}

/// What happened, in the ruleset's own terms.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MpEvent {
    Initiative {
        rolls: [u8; 2],
        totals: [i32; 2],
        first: usize,
    },
    Activated {
        wing: String,
        count: u8,
    },
    Passed {
        side: usize,
    },
    Preempt {
        wing: String,
        over: String,
        roll: Roll,
    },
    Bypassed {
        wing: String,
    },
    OrdersChanged {
        wing: String,
        to: Standing,
        roll: Roll,
    },
    Continued {
        wing: String,
        roll: Roll,
    },
    Finished {
        wing: String,
    },
    Turned {
        unit: String,
        facing: Dir,
    },
    Fired {
        unit: String,
        target: String,
        column: Column,
        roll: Roll,
        hits: u8,
        check: bool,
    },
    Hit {
        unit: String,
        hits: u8,
        total: u8,
        max: u8,
    },
    MoraleCheck {
        unit: String,
        roll: Roll,
        now: Morale,
    },
    Destroyed {
        unit: String,
        captured: bool,
        vp: u32,
    },
    LeaderFalls {
        leader: String,
        die: u8,
    },
    LeaderReturns {
        leader: String,
        die: u8,
        replacement: bool,
    },
    /// The army commander `after` fell for good (rolled `die`): his named successor `leader` commands the army.
    TakesCommand {
        leader: String,
        after: String,
        die: u8,
    },
    Melee {
        attacker: String,
        defender: String,
        attack: Roll,
        defence: Roll,
        winner: Option<String>,
    },
    Retreated {
        unit: String,
        to: Coord,
    },
    // A unit reacted to `to`, an enemy unit that came up beside it.
    Reacted {
        unit: String,
        to: String,
        reaction: MpReaction,
    },
    Rallied {
        unit: String,
        roll: Roll,
        now: Morale,
    },
    Reformed {
        unit: String,
        facing: Dir,
    },
    Routed {
        unit: String,
        to: Option<Coord>,
    },
    Withdraws {
        side: usize,
        lost: u32,
        start: u32,
    },
    TurnBegins {
        turn: u32,
    },
    /// The game is over on victory points: the side ahead (none when level), by how much, and whether that is
    /// a decisive victory (`data::DECISIVE` or more apart) or a marginal one.
    Victory {
        winner: Option<usize>,
        margin: u32,
        decisive: bool,
    },
}

fn roll(r: &Roll) -> String {
    let sign = if r.modifier >= 0 { "+" } else { "" };
    format!("rolls {} {sign}{} = {}, needs {} or less", r.die, r.modifier, i32::from(r.die) + r.modifier, r.need)
}

impl fmt::Display for MpEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MpEvent::Initiative { rolls, totals, first } => write!(
                f,
                "initiative: side 0 rolls {} ({}), side 1 rolls {} ({}); side {first} goes first",
                rolls[0], totals[0], rolls[1], totals[1]
            ),
            MpEvent::Activated { wing, count } => write!(f, "the wing of {wing} activates ({count} of 3)"),
            MpEvent::Passed { side } => write!(f, "side {side} passes"),
            MpEvent::Preempt { wing, over, roll: r } => write!(
                f,
                "the wing of {wing} tries to pre-empt {over}: {} — {}",
                roll(r),
                if r.success { "it goes first" } else { "it fails" }
            ),
            MpEvent::Bypassed { wing } => write!(f, "the wing of {wing} is bypassed"),
            MpEvent::OrdersChanged { wing, to, roll: r } => write!(
                f,
                "the wing of {wing} tries for {to}: {} — {}",
                roll(r),
                if r.success { "orders changed" } else { "no change" }
            ),
            MpEvent::Continued { wing, roll: r } => write!(
                f,
                "the wing of {wing} tries to continue: {} — {}",
                roll(r),
                if r.success { "it goes again" } else { "it is done" }
            ),
            MpEvent::Finished { wing } => write!(f, "the wing of {wing} is finished for this turn"),
            MpEvent::Turned { unit, facing } => write!(f, "{unit} turns to face {facing}"),
            MpEvent::Fired { unit, target, column, roll: r, hits, check } => write!(
                f,
                "{unit} fires at {target} ({column:?} column): rolls {} {:+} = {}: {hits} hit(s){}",
                r.die,
                r.modifier,
                i32::from(r.die) + r.modifier,
                if *check { " and a morale check" } else { "" }
            ),
            MpEvent::Hit { unit, hits, total, max } => write!(f, "{unit} takes {hits} hit(s): {total} of {max}"),
            MpEvent::MoraleCheck { unit, roll: r, now } => {
                write!(f, "{unit} checks morale: {} — {:?}", roll(r), now)
            }
            MpEvent::Destroyed { unit, captured: true, vp } => write!(f, "{unit} is taken ({vp} VP)"),
            MpEvent::Destroyed { unit, vp, .. } => write!(f, "{unit} is destroyed ({vp} VP)"),
            MpEvent::LeaderFalls { leader, die } => write!(f, "{leader} falls (rolled {die})"),
            MpEvent::LeaderReturns { leader, die, replacement: false } => {
                write!(f, "{leader} was only wounded and returns (rolled {die})")
            }
            MpEvent::LeaderReturns { leader, die, .. } => {
                write!(f, "a replacement takes the place of {leader} (rolled {die})")
            }
            MpEvent::TakesCommand { leader, after, die } => {
                write!(f, "{after} does not return (rolled {die}): {leader} takes command of the army")
            }
            MpEvent::Melee { attacker, defender, attack, defence, winner } => write!(
                f,
                "{attacker} attacks {defender}: {} {:+} against {} {:+}; {}",
                attack.die,
                attack.modifier,
                defence.die,
                defence.modifier,
                winner.as_ref().map_or("neither gives way".to_string(), |w| format!("{w} wins"))
            ),
            MpEvent::Retreated { unit, to } => write!(f, "{unit} falls back to {to}"),
            MpEvent::Reacted { unit, to, reaction } => write!(f, "{unit} reacts to {to}: {reaction}"),
            MpEvent::Rallied { unit, roll: r, now } => write!(f, "{unit} tries to rally: {} — {:?}", roll(r), now),
            MpEvent::Reformed { unit, facing } => write!(f, "{unit} reforms facing {facing}"),
            MpEvent::Routed { unit, to: Some(to) } => write!(f, "{unit} routs to {to}"),
            MpEvent::Routed { unit, to: None } => write!(f, "{unit} routs off the map"),
            MpEvent::Withdraws { side, lost, start } => {
                write!(f, "side {side} withdraws: {lost} of {start} units lost or broken")
            }
            MpEvent::TurnBegins { turn } => write!(f, "turn {turn} begins"),
            MpEvent::Victory { winner: Some(s), margin, decisive: true } => {
                write!(f, "side {s} wins by {margin} VP: a decisive victory")
            }
            MpEvent::Victory { winner: Some(s), margin, .. } => {
                write!(f, "side {s} wins by {margin} VP: a marginal victory")
            }
            MpEvent::Victory { winner: None, .. } => write!(f, "the victory points are level: a draw"),
        }
    }
}

/// Why an order was refused.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MpRefusal {
    /// The order does not fit the step play is at.
    NotNow,
    NoSuchWing {
        wing: String,
    },
    WingNotReady {
        wing: String,
    },
    /// The wing has gone this turn, or its orders (Rally) do not let it pre-empt.
    CannotPreempt {
        wing: String,
    },
    /// The unit is not of the wing acting now.
    NotInWing {
        unit: String,
    },
    Acted {
        unit: String,
    },
    /// Orders were already tried, or units have acted, in this activation.
    TooLateToChange,
    SameOrders,
    /// The wing's orders do not allow this.
    Orders {
        unit: String,
        order: Standing,
    },
    Broken {
        unit: String,
    },
    Unreachable {
        unit: String,
        to: Coord,
    },
    /// The unit stands in an enemy's front beside it and may not leave.
    Pinned {
        unit: String,
    },
    /// The move would end where its orders or morale forbid (closer to the enemy, not closer, beside one).
    BadEnd {
        unit: String,
        to: Coord,
    },
    NoPoints {
        unit: String,
    },
    CannotFire {
        unit: String,
    },
    AlreadyFired {
        unit: String,
    },
    NotInFront {
        unit: String,
        target: String,
    },
    OutOfRange {
        unit: String,
        target: String,
        range: u32,
    },
    NoSight {
        unit: String,
        target: String,
    },
    NotAdjacent {
        unit: String,
        target: String,
    },
    NotAnEnemy {
        target: String,
    },
    AlreadyAttacked {
        unit: String,
    },
    NotShaken {
        unit: String,
    },
    CannotContinue,
    /// Not the unit asked to react now, or not a reaction it may make.
    CannotReact {
        unit: String,
        reaction: MpReaction,
    },
}

impl fmt::Display for MpRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use MpRefusal::*;
        match self {
            NotNow => write!(f, "that is not an order for this step of the turn"),
            NoSuchWing { wing } => write!(f, "there is no wing of {wing}"),
            WingNotReady { wing } => write!(f, "the wing of {wing} has already gone this turn"),
            CannotPreempt { wing } => {
                write!(f, "the wing of {wing} cannot pre-empt: it has gone, or it is under Rally")
            }
            NotInWing { unit } => write!(f, "{unit} is not of the wing acting now"),
            Acted { unit } => write!(f, "{unit} has already taken its action"),
            TooLateToChange => write!(f, "orders may be changed once, before any unit acts"),
            SameOrders => write!(f, "the wing already has these orders"),
            Orders { unit, order } => write!(f, "{unit}: its wing's orders ({order}) do not allow that"),
            Broken { unit } => write!(f, "{unit} is broken: it may only rally"),
            Unreachable { unit, to } => write!(f, "{unit} cannot reach {to} through its front with the points left"),
            Pinned { unit } => write!(f, "{unit} stands in an enemy's front and may not leave it"),
            BadEnd { unit, to } => write!(f, "{unit} may not end its move at {to} under its orders"),
            NoPoints { unit } => write!(f, "{unit} has not the points left to turn so far"),
            CannotFire { unit } => write!(f, "{unit} cannot fire now"),
            AlreadyFired { unit } => write!(f, "{unit} has fired and must reload first"),
            NotInFront { unit, target } => write!(f, "{target} is not in the front of {unit}"),
            OutOfRange { unit, target, range } => write!(f, "{target} is out of range of {unit} ({range} hexes)"),
            NoSight { unit, target } => write!(f, "{unit} cannot see {target}"),
            NotAdjacent { unit, target } => write!(f, "{target} is not beside {unit}"),
            NotAnEnemy { target } => write!(f, "{target} is not an enemy unit"),
            AlreadyAttacked { unit } => write!(f, "{unit} has already fought in this activation"),
            NotShaken { unit } => write!(f, "{unit} is in good order and needs no rally"),
            CannotContinue => write!(f, "the wing cannot continue"),
            CannotReact { unit, reaction } => write!(f, "{unit} may not react now with {reaction}"),
        }
    }
}

/// A decision the other side is asked for: whether to pre-empt the wing about to go.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MpPrompt {
    Preempt {
        wing: String,
    },
    /// `unit` may react to `to`, an enemy unit that came up beside it.
    React {
        unit: String,
        to: String,
    },
}

impl fmt::Display for MpPrompt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MpPrompt::Preempt { wing } => write!(f, "the wing of {wing} is about to go: pre-empt it?"),
            MpPrompt::React { unit, to } => write!(f, "{to} came up beside {unit}: react?"),
        }
    }
}

/// A wing as both sides see it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WingInfo {
    pub id: String,
    pub side: usize,
    pub order: Standing,
    pub state: WingState,
    pub activations: u8,
    pub rating: i8,
    pub horse: bool,
    /// Its commander has fallen and is not yet replaced.
    pub leaderless: bool,
    pub units: usize,
}

/// A unit as both sides see it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UnitInfo {
    pub id: String,
    pub kind: Kind,
    pub wing: Option<String>,
    pub order: Option<Standing>,
    pub morale: Morale,
    pub hits: u8,
    pub max: u8,
    pub facing: Option<Dir>,
    pub acted: bool,
    pub salvo: bool,
    pub pistols: bool,
    pub gun_fired: bool,
    pub rating: i8,
    pub replacement: bool,
    /// A successor who has taken command of the army (an army commander's own counter says so by its kind).
    #[serde(default)]
    pub commands_army: bool,
    /// Enemy units against which it holds a reciprocal hexside's benefit.
    pub holds_against: Vec<String>,
}

/// The side's view: the same for both sides.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MpView {
    pub turn: u32,
    pub turn_limit: u32,
    pub phase: Phase,
    pub active: Option<String>,
    /// The wings bypassed and waiting, oldest first: the last goes next.
    pub bypassed: Vec<String>,
    pub passes: u8,
    pub wings: Vec<WingInfo>,
    pub units: Vec<UnitInfo>,
    /// VP each side has scored.
    pub vp: [u32; 2],
    /// Units lost or broken per side (double foot counting two), and half of the start at which it withdraws.
    pub lost: [u32; 2],
    pub withdraw_at: [u32; 2],
    pub moving: Option<(String, u8)>,
    pub last: Vec<(String, Roll)>,
    /// This turn's initiative: each side's die and total, and who went first.
    pub initiative: Option<([u8; 2], [i32; 2], usize)>,
}
