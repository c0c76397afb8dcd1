//! The 9th Age's boundary types: its orders, events, refusals and prompts, and the side's view (nothing is hidden in this ruleset: both sides see the same), each with the words the CLI and scripts print.

use super::state::{Arc, Roll, Stage};
use crate::rules::hex::{Coord, Dir};
use crate::rules::setup::Edge;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A 9th Age order.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum NaOrder {
    /// Before deployment: this unit will use its special deployment (Scouts or Vanguard).
    Special {
        unit: String,
    },
    /// Done declaring special deployment.
    Declared,
    /// The side that won the roll-off for deployment zones takes the zone along this edge (the other side gets
    /// the other zone).
    Zone {
        edge: Edge,
    },
    /// The side that did not choose its zone: which side places the first unit.
    DeployFirst {
        side: usize,
    },
    /// Pick the unit to place next.
    Select {
        unit: String,
    },
    /// Put the picked unit down on a hex (facing the enemy's side of the field).
    Place {
        at: Coord,
    },
    /// Turn a unit: free while deploying or after a Vanguard move, a hex of movement per hexside in the
    /// Movement phase.
    Face {
        unit: String,
        facing: Dir,
    },
    /// Done with this drop (at least one unit placed; all characters or none).
    EndDrop,
    /// Take the first turn (`true`) or the second.
    TakeTurn {
        first: bool,
    },
    /// Done with the Vanguard moves.
    EndVanguard,
    /// Declare a charge.
    Charge {
        unit: String,
        target: String,
    },
    /// Reactions to a charge.
    Hold,
    StandAndShoot,
    Flee,
    /// A charger whose target fled tests Discipline to charge another unit.
    Redirect {
        unit: String,
    },
    /// ...or goes on after the fleeing unit.
    KeepCharge {
        unit: String,
    },
    /// A charger whose new target fled too goes on against `target`, the unit it first charged or the new one.
    GoOn {
        unit: String,
        target: String,
    },
    /// Done declaring charges.
    EndCharges,
    /// Roll a declared charger's range and move it.
    RollCharge {
        unit: String,
    },
    /// Advance (or, after a Vanguard step, the Vanguard move) to a hex.
    Move {
        unit: String,
        to: Coord,
    },
    /// March: a Discipline test first when enemies are near; then the unit moves forward at its March Rate.
    March {
        unit: String,
    },
    /// Turn to any facing as the unit's whole move.
    Reform {
        unit: String,
        facing: Dir,
    },
    /// A character steps into a friendly unit next to it and joins it, as its move.
    Join {
        unit: String,
        with: String,
    },
    /// A character leaves the unit it joined, moving out to a hex as a move of its own.
    Leave {
        unit: String,
        to: Coord,
    },
    EndMovement,
    Shoot {
        unit: String,
        target: String,
    },
    EndShooting,
    /// Fight the combat that `unit` is in, starting with its fight against `target`.
    Fight {
        unit: String,
        target: String,
    },
    /// The winners chase the broken enemy, or stay.
    Pursue,
    Restrain,
}

impl fmt::Display for NaOrder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NaOrder::Special { unit } => write!(f, "{unit} uses its special deployment"),
            NaOrder::Declared => write!(f, "done declaring special deployment"),
            NaOrder::Zone { edge } => write!(f, "take the deployment zone along the {edge:?} edge"),
            NaOrder::DeployFirst { side } => write!(f, "side {side} places the first unit"),
            NaOrder::Select { unit } => write!(f, "pick {unit} to place"),
            NaOrder::Place { at } => write!(f, "place it at {at}"),
            NaOrder::Face { unit, facing } => write!(f, "turn {unit} to face {facing}"),
            NaOrder::EndDrop => write!(f, "end the drop"),
            NaOrder::TakeTurn { first: true } => write!(f, "take the first turn"),
            NaOrder::TakeTurn { first: false } => write!(f, "take the second turn"),
            NaOrder::EndVanguard => write!(f, "done with Vanguard moves"),
            NaOrder::Charge { unit, target } => write!(f, "{unit} charges {target}"),
            NaOrder::Hold => write!(f, "hold"),
            NaOrder::StandAndShoot => write!(f, "stand and shoot"),
            NaOrder::Flee => write!(f, "flee"),
            NaOrder::Redirect { unit } => write!(f, "{unit} tests to redirect"),
            NaOrder::KeepCharge { unit } => write!(f, "{unit} goes on after the fleeing unit"),
            NaOrder::GoOn { unit, target } => write!(f, "{unit} goes on against {target}"),
            NaOrder::EndCharges => write!(f, "done declaring charges"),
            NaOrder::RollCharge { unit } => write!(f, "roll the charge of {unit}"),
            NaOrder::Move { unit, to } => write!(f, "move {unit} to {to}"),
            NaOrder::March { unit } => write!(f, "march {unit}"),
            NaOrder::Reform { unit, facing } => write!(f, "reform {unit} facing {facing}"),
            NaOrder::Join { unit, with } => write!(f, "{unit} joins {with}"),
            NaOrder::Leave { unit, to } => write!(f, "{unit} leaves its unit for {to}"),
            NaOrder::EndMovement => write!(f, "done moving"),
            NaOrder::Shoot { unit, target } => write!(f, "{unit} shoots at {target}"),
            NaOrder::EndShooting => write!(f, "done shooting"),
            NaOrder::Fight { unit, target } => write!(f, "fight the combat of {unit} and {target}"),
            NaOrder::Pursue => write!(f, "pursue"),
            NaOrder::Restrain => write!(f, "hold ground"),
        }
    }
}

/// A reaction to a charge.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Reaction {
    Hold,
    StandAndShoot,
    Flee,
}

/// A shooting's dice, for the log: the shots, the roll needed at each step and what came through.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Volley {
    pub shots: u8,
    /// Rolls needed to hit, wound and save (7 = cannot hit; `None` = no save).
    pub hit: u8,
    pub wound: u8,
    pub save: Option<u8>,
    pub hits: u8,
    pub wounds: u8,
    pub unsaved: u8,
}

/// What happened, in the ruleset's own terms.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum NaEvent {
    // The roll-off for deployment zones (ties rolled again: the last dice) went to `side`, which took the zone
    // along `edge`.
    ZoneChosen {
        side: usize,
        rolls: [u8; 2],
        edge: Edge,
    },
    Special {
        unit: String,
    },
    DeclarationsDone {
        side: usize,
    },
    DeploysFirst {
        side: usize,
        by: usize,
    },
    Placed {
        unit: String,
        at: Coord,
        facing: Dir,
    },
    Turned {
        unit: String,
        facing: Dir,
    },
    DropEnded {
        side: usize,
        units: u8,
    },
    TurnDeclared {
        side: usize,
        first: bool,
    },
    StrategicInitiative {
        side: usize,
        units: u32,
    },
    FirstTurnRoll {
        rolls: [u8; 2],
        bonus: u32,
        side: usize,
        kept: bool,
    },
    PlaysFirst {
        side: usize,
    },
    StepBegins {
        step: Stage,
    },
    TurnBegins {
        turn: u32,
        side: usize,
    },
    ChargeDeclared {
        unit: String,
        target: String,
        arc: Arc,
        rolled: Option<u8>,
    },
    Reacts {
        unit: String,
        reaction: Reaction,
    },
    Fled {
        unit: String,
        roll: Roll,
        to: Option<Coord>,
    },
    Tested {
        unit: String,
        roll: Roll,
    },
    ChargeRolled {
        unit: String,
        roll: Roll,
    },
    Contact {
        unit: String,
        target: String,
        at: Coord,
    },
    // Another enemy the charger ended up touching joins the fight.
    Touched {
        unit: String,
        enemy: String,
    },
    FailedCharge {
        unit: String,
        to: Coord,
    },
    GoesOn {
        unit: String,
        target: String,
    },
    Caught {
        unit: String,
        by: String,
    },
    Shot {
        unit: String,
        target: String,
        volley: Volley,
    },
    Lost {
        unit: String,
        hp: u8,
        models: u8,
    },
    Destroyed {
        unit: String,
        points: u32,
    },
    Rallied {
        unit: String,
    },
    CombatScore {
        a: String,
        b: String,
        scores: [i32; 2],
        winner: Option<usize>,
    },
    Strikes {
        unit: String,
        target: String,
        volley: Volley,
    },
    Steadfast {
        unit: String,
    },
    Breaks {
        unit: String,
    },
    Pursues {
        unit: String,
        roll: Roll,
    },
    Score {
        vp: [u32; 2],
    },
    /// A character joins a unit, or leaves it.
    Joins {
        character: String,
        unit: String,
    },
    Leaves {
        character: String,
        unit: String,
    },
    /// The unit a character had joined was destroyed in combat or by shooting: the character stands alone where it
    /// stood.
    StandsAlone {
        character: String,
        unit: String,
    },
}

fn side_word(s: usize) -> String {
    format!("side {s}")
}

impl fmt::Display for NaEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use NaEvent::*;
        match self {
            ZoneChosen { side, rolls, edge } => write!(
                f,
                "{} won the roll-off for deployment zones ({} to {}) and takes the zone along the {edge:?} edge",
                side_word(*side),
                rolls[0],
                rolls[1]
            ),
            Special { unit } => write!(f, "{unit} will use its special deployment"),
            DeclarationsDone { side } => write!(f, "{} has declared its special deployment", side_word(*side)),
            DeploysFirst { side, by } => {
                write!(f, "{} chooses: {} places the first unit", side_word(*by), side_word(*side))
            }
            Placed { unit, at, facing } => write!(f, "{unit} is placed at {at} facing {facing}"),
            Turned { unit, facing } => write!(f, "{unit} turns to face {facing}"),
            DropEnded { side, units } => write!(f, "{} ends its drop of {units}", side_word(*side)),
            TurnDeclared { side, first } => write!(
                f,
                "{} has deployed and declares it will take the {} turn",
                side_word(*side),
                if *first { "first" } else { "second" }
            ),
            StrategicInitiative { side, units } => {
                write!(f, "{} placed {units} after that: Strategic Initiative {units}", side_word(*side))
            }
            FirstTurnRoll { rolls, bonus, side, kept } => write!(
                f,
                "first-turn roll: {} and {}, +{bonus} for {}: {}",
                rolls[0],
                rolls[1],
                side_word(*side),
                if *kept { "its declaration stands" } else { "the other side chooses" }
            ),
            PlaysFirst { side } => write!(f, "{} plays the first turn", side_word(*side)),
            StepBegins { step } => write!(f, "{step:?} phase"),
            TurnBegins { turn, side } => write!(f, "turn {turn}: {} to play", side_word(*side)),
            ChargeDeclared { unit, target, arc, rolled } => {
                write!(f, "{unit} declares a charge on {target}'s {arc:?} arc")?;
                if let Some(d) = rolled {
                    write!(f, " (on the line between two arcs: rolled {d})")?;
                }
                Ok(())
            }
            Reacts { unit, reaction } => write!(f, "{unit} reacts: {reaction:?}"),
            Fled { unit, roll, to: Some(to) } => write!(f, "{unit} flees {}\" to {to}", roll.total),
            Fled { unit, roll, to: None } => write!(f, "{unit} flees {}\" off the field", roll.total),
            Tested { unit, roll } => write!(
                f,
                "{unit} {:?} test: {:?} = {} against {}: {}",
                roll.what,
                roll.dice,
                roll.total,
                roll.need,
                if roll.success { "passed" } else { "failed" }
            ),
            ChargeRolled { unit, roll } => write!(
                f,
                "{unit} charge range {:?} = {}\" against {}\": {}",
                roll.dice,
                roll.total,
                roll.need,
                if roll.success { "in reach" } else { "short" }
            ),
            Contact { unit, target, at } => write!(f, "{unit} charges home into {target} from {at}"),
            Touched { unit, enemy } => write!(f, "{unit}'s charge also touches {enemy}, which joins the fight"),
            FailedCharge { unit, to } => write!(f, "{unit} fails its charge and stops at {to}"),
            GoesOn { unit, target } => write!(f, "{unit} goes on with its charge against {target}"),
            Caught { unit, by } => write!(f, "{unit} is caught by {by} and destroyed"),
            Shot { unit, target, volley: v } | Strikes { unit, target, volley: v } => write!(
                f,
                "{unit} at {target}: {} attacks, {} hits on {}+, {} wounds on {}+, {} unsaved",
                v.shots, v.hits, v.hit, v.wounds, v.wound, v.unsaved
            ),
            Lost { unit, hp, models } => write!(f, "{unit} loses {hp} HP, {models} models left"),
            Destroyed { unit, points } => write!(f, "{unit} is destroyed ({points} points)"),
            Rallied { unit } => write!(f, "{unit} rallies"),
            CombatScore { a, b, scores, winner } => {
                write!(f, "combat of {a} and {b}: {} to {}, ", scores[0], scores[1])?;
                match winner {
                    Some(w) => write!(f, "{} wins", side_word(*w)),
                    None => write!(f, "a tie"),
                }
            }
            Steadfast { unit } => write!(f, "{unit} is steadfast"),
            Breaks { unit } => write!(f, "{unit} breaks and flees"),
            Pursues { unit, roll } => write!(f, "{unit} pursues {}\"", roll.total),
            Score { vp } => write!(f, "victory points {} to {}", vp[0], vp[1]),
            Joins { character, unit } => write!(f, "{character} joins {unit}"),
            Leaves { character, unit } => write!(f, "{character} leaves {unit}"),
            StandsAlone { character, unit } => write!(f, "{unit} is gone: {character} stands alone"),
        }
    }
}

/// Why The 9th Age refuses an order.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum NaRefusal {
    NotNow,
    NoSpecial {
        unit: String,
    },
    NothingPicked,
    AlreadyPlaced {
        unit: String,
    },
    OutsideZone {
        at: Coord,
    },
    Occupied {
        at: Coord,
    },
    ScoutTooClose {
        unit: String,
        at: Coord,
        keep: u32,
    },
    EmptyDrop,
    CharactersTogether {
        left: String,
    },
    ScoutsLater {
        unit: String,
    },
    NotInDrop {
        unit: String,
    },
    TooCloseToEnemy {
        unit: String,
        to: Coord,
        keep: u32,
    },
    Unreachable {
        unit: String,
        to: Coord,
    },
    CannotAct {
        unit: String,
        why: Why,
    },
    NoSight {
        unit: String,
        target: String,
    },
    OutOfRange {
        unit: String,
        target: String,
        range: u32,
    },
    NotInFront {
        unit: String,
        target: String,
    },
    NotAnEnemy {
        target: String,
    },
    NoPath {
        unit: String,
        target: String,
    },
    NoStandAndShoot {
        unit: String,
        why: Why,
    },
    CannotFlee {
        unit: String,
    },
    NotEngaged {
        unit: String,
        target: String,
    },
    MustFightAll,
    /// Only a character joins a unit, and only a unit that is not a character, fleeing or in combat, next to it.
    CannotJoin {
        unit: String,
        with: String,
        why: JoinWhy,
    },
    /// A character not in a unit has nothing to leave.
    NotJoined {
        unit: String,
    },
}

/// Why a character may not join a unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum JoinWhy {
    NotACharacter,
    NotAFriend,
    IsACharacter,
    NotNextToIt,
    UnitFleeing,
    UnitEngaged,
}

impl fmt::Display for JoinWhy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            JoinWhy::NotACharacter => "only a character joins a unit",
            JoinWhy::NotAFriend => "it is not a friendly unit",
            JoinWhy::IsACharacter => "a character joins a unit, not another character",
            JoinWhy::NotNextToIt => "the unit is not next to it",
            JoinWhy::UnitFleeing => "the unit is fleeing",
            JoinWhy::UnitEngaged => "the unit is in combat",
        })
    }
}

/// Why a unit may not do something now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Why {
    Fleeing,
    Engaged,
    Moved,
    Marched,
    Shot,
    Rallied,
    Charged,
    NoWeapon,
    TooClose,
    OnlyFlee,
    OnlyHold,
    NotFrontArc,
    AlreadyShot,
    NotCharging,
    Redirected,
    NoRedirect,
    NotFledTarget,
    NoMarchAfterTest,
    FirstTurn,
    CannotHit,
    TargetInCombat,
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Why::Fleeing => "it is fleeing",
            Why::Engaged => "it is in combat",
            Why::Moved => "it has moved",
            Why::Marched => "it marched",
            Why::Shot => "it has shot",
            Why::Rallied => "it rallied this turn",
            Why::Charged => "it has charged",
            Why::NoWeapon => "it has no missile weapon",
            Why::TooClose => "the charger started within its own Advance Rate",
            Why::OnlyFlee => "a fleeing unit must flee",
            Why::OnlyHold => "a unit in combat may only hold",
            Why::NotFrontArc => "the charger is not in its front arc",
            Why::AlreadyShot => "it has stood and shot this round",
            Why::NotCharging => "it declared no charge",
            Why::Redirected => "only the redirecting unit may declare now",
            Why::NoRedirect => "it is not among the chargers that may redirect now",
            Why::NotFledTarget => "it goes on only against the unit it left or the one it redirected onto",
            Why::NoMarchAfterTest => "it failed its march test",
            Why::FirstTurn => "it scouted or made a Vanguard move: no charge in the first turn",
            Why::CannotHit => "it would need 7+ to hit",
            Why::TargetInCombat => "its target is in combat",
        })
    }
}

impl fmt::Display for NaRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use NaRefusal::*;
        match self {
            NotNow => write!(f, "not at this step of the game"),
            NoSpecial { unit } => write!(f, "{unit} has no special deployment (or has declared it already)"),
            NothingPicked => write!(f, "pick a unit to place first"),
            AlreadyPlaced { unit } => write!(f, "{unit} is already placed"),
            OutsideZone { at } => write!(f, "hex {at} is outside the deployment zone"),
            Occupied { at } => write!(f, "hex {at} is taken"),
            ScoutTooClose { unit, at, keep } => {
                write!(f, "{unit} may scout to {at} only {keep} hexes or more from every enemy")
            }
            EmptyDrop => write!(f, "a drop places at least one unit"),
            CharactersTogether { left } => write!(f, "all characters go down together: {left} is still to place"),
            ScoutsLater { unit } => write!(f, "{unit} deploys as Scouts, after the other units"),
            NotInDrop { unit } => write!(f, "{unit} may not turn now"),
            TooCloseToEnemy { unit, to, keep } => {
                write!(f, "{unit} may not end at {to}: it must stay {keep} hexes from enemies")
            }
            Unreachable { unit, to } => write!(f, "{unit} cannot reach {to}"),
            CannotAct { unit, why } => write!(f, "{unit} cannot: {why}"),
            NoSight { unit, target } => write!(f, "{unit} cannot see {target}"),
            OutOfRange { unit, target, range } => write!(f, "{target} is beyond {unit}'s {range} hexes"),
            NotInFront { unit, target } => write!(f, "{target} is not in {unit}'s front arc"),
            NotAnEnemy { target } => write!(f, "{target} is not an enemy unit on the field"),
            NoPath { unit, target } => write!(f, "{unit} has no path to {target}"),
            NoStandAndShoot { unit, why } => write!(f, "{unit} may not stand and shoot: {why}"),
            CannotFlee { unit } => write!(f, "{unit} is in combat and may only hold"),
            NotEngaged { unit, target } => write!(f, "{unit} is not fighting {target}"),
            MustFightAll => write!(f, "every combat must be fought first"),
            CannotJoin { unit, with, why } => write!(f, "{unit} cannot join {with}: {why}"),
            NotJoined { unit } => write!(f, "{unit} has joined no unit"),
        }
    }
}

/// A decision the other side (or the active side, off its turn's flow) must make.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum NaPrompt {
    WhoDeploys,
    TurnChoice,
    FirstTurn,
    React { charger: String, target: String },
    Redirect { chargers: Vec<String> },
    GoOn { charger: String, targets: Vec<String> },
    Pursue { unit: String },
}

impl fmt::Display for NaPrompt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NaPrompt::WhoDeploys => write!(f, "say which side places the first unit"),
            NaPrompt::TurnChoice => write!(f, "declare whether you take the first or the second turn"),
            NaPrompt::FirstTurn => write!(f, "you won the first-turn roll: choose who plays first"),
            NaPrompt::React { charger, target } => write!(f, "{charger} charges {target}: choose its reaction"),
            NaPrompt::Redirect { chargers } => {
                write!(
                    f,
                    "the target of {} fled: each may redirect or go on, in the order you pick",
                    chargers.join(", ")
                )
            }
            NaPrompt::GoOn { charger, targets } => {
                write!(f, "the new target of {charger} fled too: go on against {}", targets.join(" or "))
            }
            NaPrompt::Pursue { unit } => write!(f, "the enemy of {unit} broke: pursue or hold ground"),
        }
    }
}

/// A unit as both sides see it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UnitInfo {
    pub id: String,
    pub side: usize,
    #[serde(deserialize_with = "crate::rules::names::static_str")]
    pub kind: crate::rules::names::Name,
    pub placed: bool,
    pub models: u8,
    pub wounds: u8,
    pub ranks: u8,
    pub facing: Dir,
    pub fleeing: bool,
    pub special: bool,
    pub moved: bool,
    pub shot: bool,
    pub engaged: Vec<String>,
    /// The unit this character has joined.
    pub joined: Option<String>,
    /// Sent as the profile's id, and found again in the table by it.
    #[serde(serialize_with = "super::data::profile_id", deserialize_with = "super::data::profile_by_id")]
    pub profile: &'static super::data::Profile,
}

/// The ruleset's own part of a side's view (the same for both sides).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct NaView {
    pub stage: Stage,
    pub turn: u32,
    pub turn_limit: u32,
    pub first: usize,
    /// Units still to place, per side (Scouts included), and the picked one.
    pub to_place: [Vec<String>; 2],
    pub picked: Option<String>,
    pub zones: [Vec<Coord>; 2],
    pub finished: Option<usize>,
    pub initiative: u32,
    pub first_roll: Option<[u8; 2]>,
    /// The roll-off for deployment zones (side 0, side 1), when it was rolled.
    pub zone_rolls: Option<[u8; 2]>,
    pub units: Vec<UnitInfo>,
    /// Declared charges: charger, target, arc, target fled.
    pub charges: Vec<(String, String, Arc, bool)>,
    pub vp: [u32; 2],
    /// Points each army started with.
    pub army_points: [u32; 2],
    pub moving: Option<(String, u8, bool)>,
    pub last: Vec<(String, Roll)>,
}
