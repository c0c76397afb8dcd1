//! Sharp Practice's boundary types: its orders, events, refusals and prompt, and the per-side view (units as that side may know them, the cards turned, the dice and initiative in play), each with the words the CLI and scripts print.

use super::data::{Drill, Quality, Weapon, Wound};
use super::state::Shown;
use crate::rules::hex::{Coord, Dir};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A Sharp Practice order. Units are named as their owner knows them; a spotting attempt names a hex, never what
/// may be in it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SpOrder {
    /// The Big Man in play spends 1 initiative: a group within 12" gets 3 action dice.
    Activate { group: String },
    /// Roll `dice` movement dice for a group or blind (or, for the Big Man in play, 2 dice and 1 initiative to go
    /// alone). The number is fixed before the roll.
    Move { unit: String, dice: u8 },
    /// Cavalry at the gallop: `dice` action dice roll one die more, +3" each (not for cavalry that must walk).
    Gallop { unit: String, dice: u8 },
    /// After the roll: go to this hex.
    Go { unit: String, to: Coord },
    /// After the roll: go to this hex and fall on the enemy beside it.
    Charge { unit: String, to: Coord, target: String },
    /// After the roll: stay.
    Halt { unit: String },
    /// Fire at a group on the table (1 die); `led` spends 1 of the Big Man's initiative for his status in dice.
    Fire { unit: String, target: String, led: bool },
    /// Load again (1 die for muskets and carbines, 2 for rifles and guns).
    Reload { unit: String },
    /// Look for hidden troops in a hex: 1 die (or 1 initiative for the Big Man in play) plus `extra`, each +1.
    Spot { unit: String, at: Coord, extra: u8 },
    /// The Big Man in play spends 1 initiative to take a point of shock off a group he touches.
    Rally { group: String },
    /// Put a blind's troops on the table (free, before its dice are used).
    Reveal { blind: String },
    /// The Big Man in play spends 1 initiative to call on the marksman of a rifle-armed light group within 12".
    Marksman { unit: String, target: String },
    /// The Big Man in play spends 1 initiative on fury: a die more in the next melee of the group he leads.
    Fury,
    /// Rifles load rapidly (1 die) and fire as muskets from now on.
    RapidLoad { unit: String },
    /// Play an Ambush card for the blind in play, before its dice are used: it goes up to 6" in any direction,
    /// its troops go on the table with its dice, and the shock of their fire this turn is doubled.
    Ambush { blind: String, to: Coord },
    /// Hook a gun up to its team (1 die): it may move, and may not fire.
    Limber { unit: String },
    /// Start unlimbering a gun: it must stand the rest of this turn and the whole next, then load before firing.
    Unlimber { unit: String },
    /// A group with action dice left turns to face another hexside (free).
    Face { unit: String, facing: Dir },
    /// Formed infantry changes from line to column or square, or back (1 die).
    Form { unit: String, drill: Drill },
    /// The Big Man in play spends 1 initiative to form the group he stands with and the groups joined to it (side
    /// by side in line, one behind another in column, facing alike) into one formation.
    FormUp,
    /// A group of a formation pays a die to open its formation's ranks: friends pass through it this turn without
    /// disordering it.
    OpenRanks { unit: String },
    /// The side charged sends one of its groups beside the charger into the melee.
    Join { group: String },
    /// The side charged has chosen: the melee is fought.
    Fight,
    /// Done with this card (or with this side's Tiffin actions).
    Done,
}

impl fmt::Display for SpOrder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpOrder::Activate { group } => write!(f, "activate {group}"),
            SpOrder::Move { unit, dice } => write!(f, "move {unit} with {dice} dice"),
            SpOrder::Gallop { unit, dice } => write!(f, "{unit} gallops with {dice} dice"),
            SpOrder::Go { unit, to } => write!(f, "{unit} goes to {to}"),
            SpOrder::Charge { unit, to, target } => write!(f, "{unit} charges {target} from {to}"),
            SpOrder::Halt { unit } => write!(f, "{unit} halts"),
            SpOrder::Fire { unit, target, led: false } => write!(f, "{unit} fires at {target}"),
            SpOrder::Fire { unit, target, led: true } => write!(f, "{unit} fires at {target} on initiative"),
            SpOrder::Reload { unit } => write!(f, "{unit} reloads"),
            SpOrder::Spot { unit, at, extra } => write!(f, "{unit} spots at {at} (+{extra})"),
            SpOrder::Rally { group } => write!(f, "rally {group}"),
            SpOrder::Reveal { blind } => write!(f, "reveal {blind}"),
            SpOrder::Marksman { unit, target } => write!(f, "{unit}'s marksman shoots at {target}"),
            SpOrder::Fury => f.write_str("fury"),
            SpOrder::RapidLoad { unit } => write!(f, "{unit} loads rapidly"),
            SpOrder::Ambush { blind, to } => write!(f, "{blind} springs an ambush at {to}"),
            SpOrder::Limber { unit } => write!(f, "limber {unit}"),
            SpOrder::Unlimber { unit } => write!(f, "unlimber {unit}"),
            SpOrder::Face { unit, facing } => write!(f, "{unit} faces {facing:?}"),
            SpOrder::Form { unit, drill } => write!(f, "{unit} forms {drill:?}"),
            SpOrder::FormUp => f.write_str("form up"),
            SpOrder::OpenRanks { unit } => write!(f, "{unit}'s formation opens ranks"),
            SpOrder::Join { group } => write!(f, "{group} joins the melee"),
            SpOrder::Fight => f.write_str("fight"),
            SpOrder::Done => f.write_str("done"),
        }
    }
}

/// What a pending decision is about (public: both sides see it).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SpPrompt {
    /// A move was rolled: where does it go? `unit` is the name both sides know it by.
    MoveTo { unit: String, dice: Vec<u8>, inches: u32 },
    /// A charge reached `target`: its side chooses which of `offered` (its groups beside the charger) join.
    Allocate { attacker: String, target: String, offered: Vec<String>, joined: Vec<String> },
}

impl fmt::Display for SpPrompt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpPrompt::MoveTo { unit, dice, inches } => write!(f, "{unit} rolled {dice:?} for {inches}\": where to?"),
            SpPrompt::Allocate { attacker, target, offered, .. } => {
                write!(f, "{attacker} charges {target}: which of {} join the fight?", offered.join(", "))
            }
        }
    }
}

/// Why Sharp Practice refuses an order.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SpRefusal {
    NotInPlay {
        unit: String,
    },
    NoInitiative,
    NoDice {
        unit: String,
        need: u8,
    },
    AlreadyActivated {
        unit: String,
    },
    TooFar {
        unit: String,
        hexes: u32,
    },
    Routing {
        unit: String,
    },
    Restrained {
        unit: String,
    },
    NotLoaded {
        unit: String,
    },
    CannotFire {
        unit: String,
    },
    OutOfRange {
        unit: String,
        target: String,
        hexes: u32,
    },
    NoSight {
        unit: String,
        target: String,
    },
    NotATarget {
        target: String,
    },
    MoveFirst,
    NotRolled {
        unit: String,
    },
    Unreachable {
        unit: String,
        to: Coord,
    },
    TooShaken {
        unit: String,
    },
    NotAdjacent {
        unit: String,
        target: String,
    },
    NothingToSpot {
        at: Coord,
    },
    TooLate {
        blind: String,
    },
    NotABlind {
        unit: String,
    },
    NoShock {
        unit: String,
    },
    BadDice {
        dice: u8,
    },
    NoMarksman {
        unit: String,
    },
    NoAmbush,
    AllocateFirst,
    CannotGallop {
        unit: String,
    },
    Limbered {
        unit: String,
    },
    Unlimbered {
        unit: String,
    },
    CannotJoin {
        unit: String,
    },
    /// The target is outside the firer's front: a group fires only ahead of it (a square all round).
    OutOfArc {
        unit: String,
        target: String,
    },
    /// A square stands: it fires and fights, but neither moves nor turns.
    InSquare {
        unit: String,
    },
    /// Only formed infantry changes its drill, and only to another one.
    CannotForm {
        unit: String,
    },
    /// Not a hexside of this map, or the one it already faces.
    BadFacing {
        unit: String,
    },
    /// No formation to form where the Big Man stands: he must stand with a group that has another beside it in
    /// the same drill and facing, not yet in his formation.
    NothingToForm,
    /// Not in a formation (only a formation opens ranks), or its ranks are open already.
    NoFormation {
        unit: String,
    },
    /// Fire at a formation lands on its groups nearest the firer: `nearer` is in a nearer range band.
    FormationNearer {
        target: String,
        nearer: String,
    },
}

impl fmt::Display for SpRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use SpRefusal as R;
        match self {
            R::NotInPlay { unit } => write!(f, "{unit} has no card or dice in play"),
            R::NoInitiative => f.write_str("no initiative left"),
            R::NoDice { unit, need } => write!(f, "{unit} has fewer than {need} action dice left"),
            R::AlreadyActivated { unit } => write!(f, "{unit} has already been activated this turn"),
            R::TooFar { unit, hexes } => write!(f, "{unit} is {hexes} hexes away: beyond the Big Man's 12\""),
            R::Routing { unit } => write!(f, "{unit} is routing"),
            R::Restrained { unit } => write!(f, "{unit} may not do that this turn after its melee"),
            R::NotLoaded { unit } => write!(f, "{unit} is not loaded"),
            R::CannotFire { unit } => write!(f, "{unit} does not fire"),
            R::OutOfRange { unit, target, hexes } => write!(f, "{target} is out of {unit}'s range ({hexes} hexes)"),
            R::NoSight { unit, target } => write!(f, "{unit} cannot see {target}"),
            R::NotATarget { target } => write!(f, "{target} cannot be fired on"),
            R::MoveFirst => f.write_str("a rolled move waits for its destination"),
            R::NotRolled { unit } => write!(f, "{unit} has not rolled a move"),
            R::Unreachable { unit, to } => write!(f, "{unit} cannot reach {to} with this roll"),
            R::TooShaken { unit } => write!(f, "{unit} has more shock than men and cannot advance"),
            R::NotAdjacent { unit, target } => write!(f, "{target} is not beside {unit}'s destination"),
            R::NothingToSpot { at } => write!(f, "nothing could hide at {at}"),
            R::TooLate { blind } => write!(f, "{blind}'s dice are already used: its troops stay hidden"),
            R::NotABlind { unit } => write!(f, "{unit} is not a blind"),
            R::NoShock { unit } => write!(f, "{unit} has no shock"),
            R::BadDice { dice } => write!(f, "{dice} dice: between 1 and 6"),
            R::NoMarksman { unit } => write!(f, "{unit} has no marksman to call on now"),
            R::NoAmbush => f.write_str("no Ambush card left"),
            R::AllocateFirst => f.write_str("a melee waits for the side charged to choose who fights"),
            R::CannotGallop { unit } => write!(f, "{unit} cannot gallop now"),
            R::Limbered { unit } => write!(f, "{unit} is limbered, or still unlimbering"),
            R::Unlimbered { unit } => write!(f, "{unit} is unlimbered: limber it first"),
            R::CannotJoin { unit } => write!(f, "{unit} cannot join this melee"),
            R::OutOfArc { unit, target } => write!(f, "{target} is not in front of {unit}"),
            R::InSquare { unit } => write!(f, "{unit} is in square: it neither moves nor turns"),
            R::CannotForm { unit } => write!(f, "{unit} cannot form that"),
            R::BadFacing { unit } => write!(f, "{unit} cannot turn that way"),
            R::NothingToForm => f.write_str("no groups stand ready here to form a formation"),
            R::NoFormation { unit } => write!(f, "{unit} is in no formation, or its ranks are open already"),
            R::FormationNearer { target, nearer } => {
                write!(f, "{nearer} stands nearer than {target}: fire at a formation falls on its nearest groups")
            }
        }
    }
}

/// What the dice of a melee or fire were for.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SpEvent {
    /// A card turned, as this audience sees it.
    CardTurned {
        side: usize,
        card: Shown,
    },
    Initiative {
        unit: String,
        points: u8,
    },
    Activated {
        unit: String,
        dice: u8,
    },
    /// Movement dice rolled: the inches before terrain.
    MoveRolled {
        unit: String,
        dice: Vec<u8>,
        inches: u32,
    },
    Halted {
        unit: String,
    },
    Fired {
        unit: String,
        target: String,
        dice: u32,
        need: u8,
        hits: u32,
    },
    /// The hits rolled for effect: shock and men down.
    HitEffects {
        unit: String,
        shock: u32,
        kills: u32,
    },
    BigManHit {
        unit: String,
        wound: Wound,
    },
    Destroyed {
        unit: String,
    },
    Reloaded {
        unit: String,
    },
    /// A spotting roll both sides see (at a blind): 2D6 plus extra against the number (`None`: automatic).
    SpotRoll {
        unit: String,
        at: Coord,
        roll: u8,
        need: Option<i32>,
        spotted: bool,
    },
    /// Nothing seen: what the spotter learns of a failed attempt and of one at empty ground alike.
    NothingSeen {
        unit: String,
        at: Coord,
    },
    /// Told only to the hidden troops' owner: the roll that failed to find them.
    SpotFailed {
        unit: String,
        at: Coord,
        roll: u8,
        need: i32,
    },
    /// A blind's troops are on the table.
    Revealed {
        blind: String,
        at: Coord,
        units: Vec<String>,
    },
    /// A spotted or uncovered blind held nothing.
    DummyRemoved {
        blind: String,
        at: Coord,
    },
    /// Troops hiding in cover are seen.
    Unhidden {
        unit: String,
        at: Coord,
    },
    Rallied {
        unit: String,
        shock: u8,
    },
    FellBack {
        unit: String,
        from: Coord,
        to: Coord,
    },
    Routs {
        unit: String,
        from: Coord,
        to: Coord,
    },
    RoutedOff {
        unit: String,
    },
    Surrendered {
        unit: String,
    },
    Captured {
        unit: String,
    },
    Melee {
        attacker: String,
        defender: String,
        dice: [i32; 2],
    },
    /// One round of a melee: men down and shock on each side.
    MeleeRound {
        round: u8,
        kills: [u32; 2],
        shock: [u32; 2],
    },
    MeleeWon {
        winner: String,
        loser: String,
        by: u32,
    },
    Outdiced {
        loser: String,
    },
    Tiffin,
    /// A new Big Man takes a fallen one's card (one status lower), or the roll fails and the card leaves the deck.
    Replaced {
        card_of: String,
        unit: String,
        status: u8,
    },
    NotReplaced {
        card_of: String,
        roll: u8,
    },
    /// A side has lost half its groups or all its Big Men.
    Broken {
        side: usize,
    },
    /// A marksman's shot: the number needed and the roll.
    MarksmanShot {
        unit: String,
        target: String,
        need: u8,
        roll: u8,
    },
    /// Men down among riders, rolled again: how many of them the group really lost.
    RidersHit {
        unit: String,
        kills: u32,
        lost: u32,
    },
    Fury {
        unit: String,
        dice: u8,
    },
    /// An Ambush card played for a blind (named as each side knows it).
    Ambush {
        side: usize,
        blind: String,
    },
    Limbered {
        unit: String,
    },
    Unlimbering {
        unit: String,
    },
    Unlimbered {
        unit: String,
    },
    /// A group turned to face another hexside.
    Faced {
        unit: String,
        facing: Dir,
    },
    /// Formed infantry changed its drill.
    Formed {
        unit: String,
        drill: Drill,
    },
    /// A Big Man formed these groups into one formation.
    FormedUp {
        leader: String,
        units: Vec<String>,
    },
    /// A formation fell into disorder: its groups stand alone.
    Disordered {
        units: Vec<String>,
    },
    /// A formation opened its ranks for this turn.
    RanksOpened {
        unit: String,
    },
    /// A formation turned to face another hexside, losing inches from its next move on this card.
    Wheeled {
        unit: String,
        facing: Dir,
        inches: u8,
    },
}

impl fmt::Display for SpEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use SpEvent as E;
        match self {
            E::CardTurned { side, card } => match card {
                Shown::BigMan(u) => write!(f, "side {side}: {u}'s card"),
                Shown::Blind(b) => write!(f, "side {side}: the card of {b}"),
                Shown::Unseen => write!(f, "side {side}: a card"),
                Shown::Tiffin => f.write_str("Tiffin"),
            },
            E::Initiative { unit, points } => write!(f, "{unit} has {points} initiative"),
            E::Activated { unit, dice } => write!(f, "{unit} gets {dice} action dice"),
            E::MoveRolled { unit, dice, inches } => write!(f, "{unit} rolls {dice:?} to move: {inches}\""),
            E::Halted { unit } => write!(f, "{unit} stays"),
            E::Fired { unit, target, dice, need, hits } => {
                write!(f, "{unit} fires at {target}: {dice} dice needing {need}, {hits} hits")
            }
            E::HitEffects { unit, shock, kills } => write!(f, "{unit}: {kills} down, {shock} shock"),
            E::BigManHit { unit, wound } => write!(f, "{unit} is hit: {wound:?}"),
            E::Destroyed { unit } => write!(f, "{unit} is destroyed"),
            E::Reloaded { unit } => write!(f, "{unit} reloads"),
            E::SpotRoll { unit, at, roll, need: Some(n), spotted } => {
                write!(f, "{unit} spots at {at}: {roll} against {n}: {}", if *spotted { "seen" } else { "not seen" })
            }
            E::SpotRoll { unit, at, .. } => write!(f, "{unit} spots at {at}: seen without a roll"),
            E::NothingSeen { unit, at } => write!(f, "{unit} sees nothing at {at}"),
            E::SpotFailed { unit, at, roll, need } => write!(f, "{unit} spots at {at}: {roll} against {need}: missed"),
            E::Revealed { blind, at, units } => write!(f, "{blind} at {at} is revealed: {}", units.join(", ")),
            E::DummyRemoved { blind, at } => write!(f, "{blind} at {at} was a dummy"),
            E::Unhidden { unit, at } => write!(f, "{unit} is seen at {at}"),
            E::Rallied { unit, shock } => write!(f, "{unit} rallies: shock {shock}"),
            E::FellBack { unit, from, to } => write!(f, "{unit} falls back from {from} to {to}"),
            E::Routs { unit, from, to } => write!(f, "{unit} routs from {from} to {to}"),
            E::RoutedOff { unit } => write!(f, "{unit} routs off the table"),
            E::Surrendered { unit } => write!(f, "{unit} surrenders"),
            E::Captured { unit } => write!(f, "{unit} is captured"),
            E::Melee { attacker, defender, dice } => {
                write!(f, "melee: {attacker} ({} dice) against {defender} ({} dice)", dice[0], dice[1])
            }
            E::MeleeRound { round, kills, shock } => {
                write!(f, "round {round}: {} and {} down, {} and {} shock", kills[0], kills[1], shock[0], shock[1])
            }
            E::MeleeWon { winner, loser, by } => write!(f, "{winner} beats {loser} by {by}"),
            E::Outdiced { loser } => write!(f, "{loser} is outnumbered and gives way"),
            E::Tiffin => f.write_str("Tiffin: unled groups act, then shock takes its toll"),
            E::Replaced { card_of, unit, status } => write!(f, "{unit} (status {status}) takes {card_of}'s place"),
            E::NotReplaced { card_of, roll } => write!(f, "nobody takes {card_of}'s place ({roll})"),
            E::Broken { side } => write!(f, "side {side}'s force is broken"),
            E::MarksmanShot { unit, target, need, roll } => {
                write!(f, "{unit}'s marksman shoots at {target}: {roll} against {need}")
            }
            E::RidersHit { unit, kills, lost } => write!(f, "{unit}: {kills} riders hit, {lost} lost"),
            E::Fury { unit, dice } => write!(f, "{unit} works his men into a fury: +{dice} dice"),
            E::Ambush { side, blind } => write!(f, "side {side} springs an ambush from {blind}"),
            E::Limbered { unit } => write!(f, "{unit} limbers up"),
            E::Unlimbering { unit } => write!(f, "{unit} starts to unlimber"),
            E::Unlimbered { unit } => write!(f, "{unit} is unlimbered, unloaded"),
            E::Faced { unit, facing } => write!(f, "{unit} faces {facing:?}"),
            E::Formed { unit, drill } => write!(f, "{unit} forms {drill:?}"),
            E::FormedUp { leader, units } => write!(f, "{leader} forms {} into one formation", units.join(", ")),
            E::Disordered { units } => write!(f, "the formation of {} falls into disorder", units.join(", ")),
            E::RanksOpened { unit } => write!(f, "{unit}'s formation opens ranks"),
            E::Wheeled { unit, facing, inches } => {
                write!(f, "{unit}'s formation turns to face {facing:?}, losing {inches}\" of its next move")
            }
        }
    }
}

/// A unit as one side may know it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitInfo {
    pub id: String,
    pub side: usize,
    pub men: u8,
    pub max: u8,
    pub shock: u8,
    pub quality: Quality,
    pub weapon: Weapon,
    pub skirmish: bool,
    pub loaded: bool,
    pub routing: bool,
    pub activated: bool,
    /// A Big Man's status, Strength and light wound.
    pub status: u8,
    pub strength: u8,
    pub wounded: bool,
    /// Own pieces: the blind it rides under, or the name the enemy knows an own blind by.
    pub under: Option<String>,
    pub alias: Option<String>,
    pub hidden: bool,
    pub kind: super::data::Kind,
    /// An own blind: what it holds (empty for a dummy).
    pub holds: Vec<String>,
    /// Cavalry that stood still last turn walks this turn.
    pub must_walk: bool,
    /// A gun hooked up to its team, or being unlimbered.
    pub limbered: bool,
    pub unlimbering: bool,
    /// How it stands: line, column, square or skirmish order.
    pub drill: Drill,
    /// A square formed this turn is not ready yet.
    pub square_ready: bool,
    /// The troops' character: aggressive, grenadiers or guards, sickly, lancers.
    pub traits: Vec<crate::rules::setup::UnitMarker>,
    /// The other groups of its formation (empty: it stands in none), and whether the formation's ranks are open.
    #[serde(default)]
    pub formation: Vec<String>,
    #[serde(default)]
    pub ranks_open: bool,
}

/// What one side may know of the game beyond the units.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SpView {
    pub me: usize,
    /// Cards of each side still to turn this turn, and whether Tiffin is still to come.
    pub pile: [usize; 2],
    pub tiffin_to_come: bool,
    /// Cards turned this turn, as this side saw them.
    pub turned: Vec<(usize, Shown)>,
    pub in_play: Option<(usize, Shown)>,
    /// The Big Man in play and his initiative left.
    /// (The other side sees the Big Man but not his initiative left: a point spent on troops it cannot see would
    /// show.)
    pub leader: Option<(String, Option<u8>)>,
    /// Action dice left, by the names this side knows.
    pub dice: Vec<(String, u8)>,
    /// What the dice and initiative of the card in play went on, as far as this side may know: who, on what (on
    /// whom), how many.
    pub uses: Vec<(String, super::state::Use, Option<String>, u8)>,
    pub tiffin: Option<usize>,
    pub pending: Option<SpPrompt>,
    pub units: Vec<UnitInfo>,
    pub vp: [u32; 2],
    /// Groups each side started with: the other side's count stays unknown (it would tell what the blinds hold).
    pub groups: [Option<u32>; 2],
    pub lost: [u32; 2],
    pub turn_limit: u32,
    /// Ambush cards each side holds.
    pub ambush: [u8; 2],
}
