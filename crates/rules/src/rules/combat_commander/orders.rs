//! Combat Commander's words at the boundary: its orders (as saves store them), events, refusals, prompts and the per-side view, each with its English wording.

use super::data::{ActionHalf, Card, EventHalf, Nation, OrderHalf, Posture, Trigger};
use super::state::{Choice, Purpose};
use crate::rules::hex::Coord;
use crate::rules::terrain::Fortification;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A Combat Commander order. Orders are given step by step (play a card, activate, choose a group, fire), so the
/// list of legal orders stays short and every click means one of them.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CcOrder {
    /// Play a card from the hand for its order half.
    PlayOrder { card: u8 },
    /// Activate a unit for the order in play; a good-order leader also activates the units within his Command.
    Activate { unit: String },
    /// Add an activated piece to the fire group being formed (Fire or Opportunity Fire).
    Join { unit: String },
    /// The fire group (with `unit`) fires at the hex of the enemy `target`.
    FireAt { unit: String, target: String },
    /// An activated unit moves along the cheapest path to `to` (one hop; the enemy may answer).
    Move { unit: String, to: Coord },
    /// An activated good-order unit advances one hex, enemy hexes included.
    Advance { unit: String, to: Coord },
    /// Under a Move order, a unit on the enemy's home edge with movement left leaves the map there, for VP.
    Exit { unit: String },
    /// Under a Move order, the weapon of an activated carrier passes to another activated squad or team of its hex
    /// that carries none.
    Hand { weapon: String, to: String },
    /// Opportunity Fire: play a Fire card; the group (with `unit`) fires at the movers in hex `at` of their path.
    OppFire { card: u8, unit: String, at: Coord },
    /// Play a card's action half for the next attack of one's own group (Crossfire, Marksmanship, Sustained Fire,
    /// Hand Grenades), or Assault Fire between the hops of one's own Move order.
    Action { card: u8 },
    /// Concealment, when attacked: one of the targets adds its hex's cover (at least 1) to its defence once more.
    Conceal { card: u8, unit: String },
    /// Ambush, before a melee the enemy's advance started: +2 to one's own melee total in hex `at`.
    Ambush { card: u8, at: Coord },
    /// Smoke Grenades, in one's own Move order before `unit` (with a boxed movement) moves: smoke in its hex or
    /// an adjacent one.
    Smoke { card: u8, unit: String, at: Coord },
    /// Light Wounds, in one's own turn: a broken unit returns to good order.
    LightWounds { card: u8, unit: String },
    /// Under an Artillery Request, with the spotter activated: call the barrage on hex `at`, in the spotter's sight.
    Barrage { at: Coord },
    /// Dig In, in one's own turn between orders: `unit` (a good-order squad or team not yet activated) digs
    /// foxholes in its hex and is activated.
    DigIn { card: u8, unit: String },
    /// Demolitions, in one's own turn between orders: `unit` (a good-order squad or team not yet activated) clears
    /// the fortification of hex `at`, its own or an adjacent one holding no enemy unit, and is activated.
    Demolish { card: u8, unit: String, at: Coord },
    /// Hidden Wire, when enemy movers have entered hex `at`: wire goes down there and they stop.
    HiddenWire { card: u8, at: Coord },
    /// No Quarter, in one's own Advance order: +2 to one's melee total in hex `at`, where a melee waits.
    NoQuarter { card: u8, at: Coord },
    /// Choose the unit a Sniper!, Deploy or Battle Harden acts on.
    Choose { unit: String },
    /// Decline: let the roll stand, let the movers go, or play no action.
    Pass,
    /// Spend the Initiative card: cancel the roll just drawn and draw again.
    Reroll,
    /// Whether to be asked about the Initiative card after each roll (off: never asked).
    Ask { on: bool },
    /// Discard a card instead of giving orders this turn.
    Discard { card: u8 },
    /// Show one's own secret objective: it scores from now on.
    Reveal { objective: String },
    /// Overstacked: split a squad into two teams (once per hex).
    Deploy { unit: String },
    /// Overstacked: give up a unit.
    Eliminate { unit: String },
    /// The order in play is done.
    EndStep,
    /// The turn is done: refill the hand.
    EndTurn,
}

impl fmt::Display for CcOrder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CcOrder::PlayOrder { card } => write!(f, "play card {card} as an order"),
            CcOrder::Activate { unit } => write!(f, "activate {unit}"),
            CcOrder::Join { unit } => write!(f, "{unit} joins the fire group"),
            CcOrder::FireAt { unit, target } => write!(f, "{unit} fires at {target}"),
            CcOrder::Move { unit, to } => write!(f, "move {unit} to {to}"),
            CcOrder::Advance { unit, to } => write!(f, "{unit} advances to {to}"),
            CcOrder::Exit { unit } => write!(f, "{unit} exits by the enemy's edge"),
            CcOrder::Hand { weapon, to } => write!(f, "hand {weapon} to {to}"),
            CcOrder::OppFire { card, unit, at } => write!(f, "opportunity fire with card {card}: {unit} at {at}"),
            CcOrder::Action { card } => write!(f, "play card {card} for its action"),
            CcOrder::Conceal { card, unit } => write!(f, "Concealment (card {card}) for {unit}"),
            CcOrder::Ambush { card, at } => write!(f, "Ambush (card {card}) at {at}"),
            CcOrder::LightWounds { card, unit } => write!(f, "Light Wounds (card {card}) for {unit}"),
            CcOrder::Smoke { card, unit, at } => write!(f, "Smoke Grenades (card {card}): {unit} at {at}"),
            CcOrder::Barrage { at } => write!(f, "call the barrage on {at}"),
            CcOrder::DigIn { card, unit } => write!(f, "Dig In (card {card}): {unit}"),
            CcOrder::Demolish { card, unit, at } => write!(f, "Demolitions (card {card}): {unit} clears {at}"),
            CcOrder::HiddenWire { card, at } => write!(f, "Hidden Wire (card {card}) at {at}"),
            CcOrder::NoQuarter { card, at } => write!(f, "No Quarter (card {card}) at {at}"),
            CcOrder::Choose { unit } => write!(f, "choose {unit}"),
            CcOrder::Pass => f.write_str("pass"),
            CcOrder::Reroll => f.write_str("use the Initiative card: reroll"),
            CcOrder::Ask { on: true } => f.write_str("ask me about the Initiative card"),
            CcOrder::Ask { on: false } => f.write_str("never ask me about the Initiative card"),
            CcOrder::Discard { card } => write!(f, "discard card {card}"),
            CcOrder::Reveal { objective } => write!(f, "reveal objective {objective}"),
            CcOrder::Deploy { unit } => write!(f, "deploy {unit} into two teams"),
            CcOrder::Eliminate { unit } => write!(f, "eliminate {unit}"),
            CcOrder::EndStep => f.write_str("end the order"),
            CcOrder::EndTurn => f.write_str("end turn"),
        }
    }
}

/// What happened, beyond the shared outcomes.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CcEvent {
    /// The event an Event! trigger turned up.
    Event {
        side: usize,
        event: EventHalf,
    },
    SmokePlaced {
        at: Coord,
        level: u8,
    },
    SmokeRemoved {
        at: Coord,
    },
    BlazePlaced {
        at: Coord,
    },
    /// A Blaze drove a unit out of its hex.
    Fled {
        unit: String,
        to: Coord,
    },
    /// A Hero event brings the side's Hero to a hex of its own.
    HeroArrives {
        unit: String,
        at: Coord,
    },
    Veteran {
        unit: String,
    },
    /// An event with nothing to act on.
    NothingHappens {
        event: EventHalf,
    },
    /// A card played for its action half.
    ActionPlayed {
        side: usize,
        card: u8,
        action: ActionHalf,
    },
    /// What an action adds to an attack's FP, a defence or a melee.
    Bonus {
        action: ActionHalf,
        value: i32,
    },
    OrderPlayed {
        side: usize,
        card: u8,
        order: OrderHalf,
    },
    Discarded {
        side: usize,
        card: u8,
    },
    /// A side drew cards (public: how many).
    Drew {
        side: usize,
        count: u8,
    },
    /// Which cards, told to the drawer only.
    DrewCards {
        side: usize,
        cards: Vec<u8>,
    },
    Activated {
        units: Vec<String>,
    },
    /// A card turned for a roll.
    Rolled {
        side: usize,
        card: u8,
        white: u8,
        coloured: u8,
        trigger: Option<Trigger>,
        purpose: Purpose,
    },
    /// The Initiative card cancelled a roll.
    Cancelled {
        by: usize,
        card: u8,
    },
    InitiativeTo {
        side: usize,
    },
    FireDeclared {
        group: Vec<String>,
        at: Coord,
        fp: i32,
        hindrance: u8,
    },
    AttackTotal {
        total: i32,
    },
    DefenceTotal {
        unit: String,
        total: i32,
    },
    NoEffect {
        unit: String,
    },
    Suppressed {
        unit: String,
    },
    Broken {
        unit: String,
    },
    Eliminated {
        unit: String,
        vp: u32,
        to: usize,
    },
    Recovered {
        unit: String,
    },
    Unsuppressed {
        unit: String,
    },
    WeaponBroken {
        weapon: String,
    },
    WeaponRepaired {
        weapon: String,
    },
    Routed {
        unit: String,
        hexes: u8,
    },
    MeleeTotal {
        at: Coord,
        side: usize,
        total: i32,
    },
    TimeAdvanced {
        to: u8,
    },
    TimeVp {
        side: usize,
    },
    Reshuffled {
        side: usize,
    },
    SuddenDeath {
        total: u8,
        space: u8,
        ends: bool,
    },
    Sniped {
        unit: String,
        at: Coord,
    },
    SniperMissed {
        at: Coord,
    },
    Deployed {
        squad: String,
        teams: [String; 2],
    },
    Overstacked {
        side: usize,
        at: Coord,
        figures: u8,
    },
    Surrendered {
        side: usize,
    },
    /// Ordnance's targeting roll: the dice's product against the number it must beat.
    Targeting {
        weapon: String,
        product: u8,
        need: i32,
        hit: bool,
    },
    /// A side asks its radio for a barrage on hex `at`, seen by `spotter`.
    ArtilleryRequested {
        side: usize,
        spotter: String,
        at: Coord,
    },
    /// The card turned for the accuracy roll was an Artillery Denied: no barrage comes.
    ArtilleryDenied {
        side: usize,
    },
    /// The accuracy roll less the hindrance on the spotter's line, against what it needed.
    Accuracy {
        roll: i32,
        hindrance: u8,
        need: u8,
    },
    /// A barrage that missed moves `hexes` hexes from where it was asked, to `to` (`None`: off the map).
    Drifted {
        from: Coord,
        to: Option<Coord>,
        hexes: u8,
    },
    /// The barrage lands: its centre, and its firepower against every unit there and beside it.
    BarrageLands {
        side: usize,
        at: Coord,
        fp: i32,
    },
    /// A barrage's attack on one of its hexes that holds units.
    BarrageStrikes {
        at: Coord,
        fp: i32,
    },
    /// The barrage marker is taken off the map.
    BarrageLifted {
        at: Coord,
    },
    /// A reinforcement came onto the map.
    Arrived {
        unit: String,
        at: Coord,
    },
    /// A weapon changed hands.
    Handed {
        weapon: String,
        from: String,
        to: String,
    },
    /// A unit left the map by the enemy's edge (with its weapon): its VP go to its own side.
    Exited {
        unit: String,
        vp: u32,
        side: usize,
    },
    /// A fortification was made in play (Dig In, Hidden Wire, Craters).
    FortPlaced {
        at: Coord,
        fort: Fortification,
    },
    /// A fortification was cleared (Demolitions).
    FortCleared {
        at: Coord,
        fort: Fortification,
    },
    /// Movers that ran into hidden wire stop where they are.
    Stopped {
        unit: String,
    },
    /// Spray Fire: the attack also strikes these hexes beside the one fired at.
    Sprayed {
        hexes: Vec<Coord>,
    },
    /// An Air Support event's attack on a hex.
    AirStrike {
        side: usize,
        at: Coord,
        fp: i32,
    },
}

impl fmt::Display for CcEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CcEvent::ActionPlayed { side, card, action } => write!(f, "side {side} plays card {card}: {action:?}"),
            CcEvent::Bonus { action, value } => write!(f, "{action:?}: +{value}"),
            CcEvent::Event { side, event } => write!(f, "event for side {side}: {event:?}"),
            CcEvent::SmokePlaced { at, level } => write!(f, "Smoke {level} at {at}"),
            CcEvent::SmokeRemoved { at } => write!(f, "the smoke at {at} clears"),
            CcEvent::BlazePlaced { at } => write!(f, "Blaze at {at}"),
            CcEvent::Fled { unit, to } => write!(f, "{unit} flees the fire to {to}"),
            CcEvent::Veteran { unit } => write!(f, "{unit} becomes veteran"),
            CcEvent::HeroArrives { unit, at } => write!(f, "{unit} arrives at {at}"),
            CcEvent::NothingHappens { event } => write!(f, "{event:?}: no effect"),
            CcEvent::OrderPlayed { side, card, order } => write!(f, "side {side} plays card {card}: {order:?}"),
            CcEvent::Discarded { side, card } => write!(f, "side {side} discards card {card}"),
            CcEvent::Drew { side, count } => write!(f, "side {side} draws {count}"),
            CcEvent::DrewCards { side, cards } => write!(f, "side {side} draws cards {cards:?}"),
            CcEvent::Activated { units } => write!(f, "activated: {}", units.join(", ")),
            CcEvent::Rolled { side, card, white, coloured, trigger, purpose } => {
                write!(f, "side {side} turns card {card}: {white}+{coloured} = {}", white + coloured)?;
                if let Some(t) = trigger {
                    write!(f, ", {t:?}!")?;
                }
                write!(f, " ({})", purpose_words(purpose))
            }
            CcEvent::Cancelled { by, card } => write!(f, "side {by} cancels card {card} with the Initiative card"),
            CcEvent::InitiativeTo { side } => write!(f, "Initiative to side {side}"),
            CcEvent::FireDeclared { group, at, fp, hindrance } => {
                write!(f, "{} fire at {at}: FP {fp}", group.join(" + "))?;
                if *hindrance > 0 {
                    write!(f, " (hindrance {hindrance})")?;
                }
                Ok(())
            }
            CcEvent::AttackTotal { total } => write!(f, "attack total {total}"),
            CcEvent::DefenceTotal { unit, total } => write!(f, "{unit} defence total {total}"),
            CcEvent::NoEffect { unit } => write!(f, "{unit}: no effect"),
            CcEvent::Suppressed { unit } => write!(f, "{unit} is suppressed"),
            CcEvent::Broken { unit } => write!(f, "{unit} breaks"),
            CcEvent::Eliminated { unit, vp, to } => write!(f, "{unit} is eliminated ({vp} VP to side {to})"),
            CcEvent::Recovered { unit } => write!(f, "{unit} recovers"),
            CcEvent::Unsuppressed { unit } => write!(f, "{unit} is no longer suppressed"),
            CcEvent::WeaponBroken { weapon } => write!(f, "{weapon} breaks down"),
            CcEvent::WeaponRepaired { weapon } => write!(f, "{weapon} is repaired"),
            CcEvent::Routed { unit, hexes } => write!(f, "{unit} routs {hexes} hexes"),
            CcEvent::MeleeTotal { at, side, total } => write!(f, "melee at {at}: side {side} totals {total}"),
            CcEvent::TimeAdvanced { to } => write!(f, "Time {to}"),
            CcEvent::TimeVp { side } => write!(f, "side {side} gains 1 VP for holding on"),
            CcEvent::Reshuffled { side } => write!(f, "side {side} reshuffles its deck"),
            CcEvent::SuddenDeath { total, space, ends: true } => {
                write!(f, "sudden death: {total} is less than {space}: the game ends")
            }
            CcEvent::SuddenDeath { total, space, ends: false } => {
                write!(f, "sudden death: {total} is not less than {space}: play on")
            }
            CcEvent::Sniped { unit, at } => write!(f, "sniper at {at}: {unit} is hit"),
            CcEvent::SniperMissed { at } => write!(f, "sniper at {at}: no target"),
            CcEvent::Deployed { squad, teams } => write!(f, "{squad} deploys into {} and {}", teams[0], teams[1]),
            CcEvent::Overstacked { side, at, figures } => {
                write!(f, "hex {at}: side {side} has {figures} figures, more than 7")
            }
            CcEvent::Surrendered { side } => write!(f, "side {side} surrenders"),
            CcEvent::Targeting { weapon, product, need, hit } => {
                let how = if *hit { "hits" } else { "misses" };
                write!(f, "{weapon} targeting: product {product} against {need}: {how}")
            }
            CcEvent::ArtilleryRequested { side, spotter, at } => {
                write!(f, "side {side} calls artillery on {at}, spotted by {spotter}")
            }
            CcEvent::ArtilleryDenied { side } => write!(f, "artillery denied to side {side}"),
            CcEvent::Accuracy { roll, hindrance, need } => {
                let how = if *roll >= i32::from(*need) { "accurate" } else { "off target" };
                write!(f, "accuracy {roll} (hindrance {hindrance}) against {need}: {how}")
            }
            CcEvent::Drifted { from, to: Some(to), hexes } => {
                write!(f, "the barrage drifts by {hexes} from {from} to {to}")
            }
            CcEvent::Drifted { from, to: None, hexes } => {
                write!(f, "the barrage drifts by {hexes} from {from} off the map")
            }
            CcEvent::BarrageLands { side, at, fp } => write!(f, "side {side}'s barrage lands at {at}: FP {fp}"),
            CcEvent::BarrageLifted { at } => write!(f, "the barrage at {at} lifts"),
            CcEvent::BarrageStrikes { at, fp } => write!(f, "the barrage strikes {at}: FP {fp}"),
            CcEvent::Exited { unit, vp, side } => write!(f, "{unit} exits the map ({vp} VP to side {side})"),
            CcEvent::Handed { weapon, from, to } => write!(f, "{from} hands {weapon} to {to}"),
            CcEvent::Arrived { unit, at } => write!(f, "{unit} arrives at {at}"),
            CcEvent::FortPlaced { at, fort } => write!(f, "{fort:?} placed at {at}"),
            CcEvent::FortCleared { at, fort } => write!(f, "{fort:?} cleared at {at}"),
            CcEvent::Stopped { unit } => write!(f, "{unit} is stopped by the wire"),
            CcEvent::Sprayed { hexes } => {
                let list: Vec<String> = hexes.iter().map(|h| h.to_string()).collect();
                write!(f, "Spray Fire also strikes {}", list.join(", "))
            }
            CcEvent::AirStrike { side, at, fp } => write!(f, "side {side}'s aircraft strike {at}: FP {fp}"),
        }
    }
}

/// What a roll is for, in words.
pub fn purpose_words(p: &Purpose) -> String {
    match p {
        Purpose::Attack => "attack".into(),
        Purpose::Defence { unit } => format!("defence of {unit}"),
        Purpose::Melee { at } => format!("melee at {at}"),
        Purpose::Recover { unit } => format!("recovery of {unit}"),
        Purpose::Repair { weapon } => format!("repair of {weapon}"),
        Purpose::Rout { unit } => format!("rout of {unit}"),
        Purpose::SuddenDeath => "sudden death".into(),
        Purpose::SniperHex => "sniper's hex".into(),
        Purpose::EventCard => "event".into(),
        Purpose::BlazeHex => "blaze's hex".into(),
        Purpose::Targeting => "targeting".into(),
        Purpose::EventHex { event } => format!("hex for {event:?}"),
        Purpose::Accuracy { at, .. } => format!("accuracy at {at}"),
    }
}

/// Why Combat Commander refuses an order.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CcRefusal {
    NotInHand {
        card: u8,
    },
    NotAnOrder {
        card: u8,
        order: OrderHalf,
    },
    NotAFireCard {
        card: u8,
    },
    OrdersLimit {
        limit: u8,
    },
    Passed,
    OrderInPlay,
    NoOrderInPlay,
    AlreadyActivated {
        unit: String,
    },
    OneActivation,
    NotActivated {
        unit: String,
    },
    Broken {
        unit: String,
    },
    WeaponCannotFire {
        weapon: String,
    },
    Ordnance {
        weapon: String,
    },
    AlreadyFired {
        unit: String,
    },
    NotContiguous {
        unit: String,
    },
    OutOfRange {
        unit: String,
        range: i32,
        distance: u32,
    },
    NoLos {
        unit: String,
        at: Coord,
    },
    FpTooLow {
        fp: i32,
    },
    NoTarget {
        at: Coord,
    },
    NotAnEnemy {
        unit: String,
    },
    WrongOrder {
        needs: OrderHalf,
    },
    NoMpLeft {
        unit: String,
    },
    NotAdjacent {
        unit: String,
        to: Coord,
    },
    AlreadyAdvanced {
        unit: String,
    },
    NotOnPath {
        at: Coord,
    },
    NotAMover {
        at: Coord,
    },
    DiscardLimit {
        limit: u8,
    },
    GaveOrders,
    NoDecision,
    Waiting,
    NotYourSecret {
        objective: String,
    },
    NotASquad {
        unit: String,
    },
    DeployUsed,
    NotInHex {
        unit: String,
        at: Coord,
    },
    NotOverstacked,
    Weapon {
        unit: String,
    },
    NotAnAction {
        card: u8,
        needs: ActionHalf,
    },
    ActionTwice {
        action: ActionHalf,
    },
    /// The action does not fit this attack or this moment.
    ActionNotApplicable {
        action: ActionHalf,
    },
    NotATarget {
        unit: String,
    },
    NoMelee {
        at: Coord,
    },
    NotBroken {
        unit: String,
    },
    /// Smoke cannot go there: not the unit's hex or beside it, off the map, or on fire.
    NoSmokeThere {
        at: Coord,
    },
    /// Ordnance fires by itself, never with others in a group.
    OrdnanceAlone {
        weapon: String,
    },
    /// The side has no radio in its Artillery box.
    NoRadio,
    /// An Artillery Request needs its spotter activated first.
    NoSpotter,
    /// Only a unit on the enemy's home edge may leave the map.
    NotOnEnemyEdge {
        unit: String,
    },
    /// The side's last unit on the map stays: a side with none left has lost.
    LastUnit {
        unit: String,
    },
    /// A weapon passes only between squads and teams of one hex that the Move order in play activated, to one that
    /// carries none and is not broken, once an order.
    CannotHand {
        weapon: String,
        to: String,
    },
    /// A barrage must be asked on a hex of the map.
    OffMap {
        at: Coord,
    },
    /// Dig In, Demolitions or Hidden Wire cannot be used there: a fortification is already there (or, to clear,
    /// none is), the ground cannot hold one, it burns, or an enemy holds it.
    NoWorksThere {
        at: Coord,
        action: ActionHalf,
    },
}

impl fmt::Display for CcRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CcRefusal::NotInHand { card } => write!(f, "card {card} is not in the hand"),
            CcRefusal::NotAnOrder { card, order } => write!(f, "card {card} ({order:?}) cannot be played as an order"),
            CcRefusal::NotAFireCard { card } => write!(f, "card {card} is not a Fire card"),
            CcRefusal::OrdersLimit { limit } => write!(f, "the orders limit of {limit} is reached"),
            CcRefusal::Passed => f.write_str("a side that discards gives no orders this turn"),
            CcRefusal::OrderInPlay => f.write_str("an order is still in play: end it first"),
            CcRefusal::NoOrderInPlay => f.write_str("no order is in play"),
            CcRefusal::AlreadyActivated { unit } => write!(f, "{unit} has already been activated this turn"),
            CcRefusal::OneActivation => f.write_str("an order activates only once"),
            CcRefusal::NotActivated { unit } => write!(f, "{unit} is not activated"),
            CcRefusal::Broken { unit } => write!(f, "{unit} is broken"),
            CcRefusal::WeaponCannotFire { weapon } => {
                write!(f, "{weapon} cannot fire: it is broken, or its carrier is broken or suppressed")
            }
            CcRefusal::Ordnance { weapon } => {
                write!(f, "{weapon} is ordnance: it fires only by a Fire order, never by Opportunity or Assault Fire")
            }
            CcRefusal::AlreadyFired { unit } => write!(f, "{unit} has already fired in this order"),
            CcRefusal::NotContiguous { unit } => write!(f, "{unit} is not in or beside the fire group's hexes"),
            CcRefusal::OutOfRange { unit, range, distance } => {
                write!(f, "{unit} is out of range: range {range}, distance {distance}")
            }
            CcRefusal::NoLos { unit, at } => write!(f, "{unit} has no line of sight to {at}"),
            CcRefusal::FpTooLow { fp } => write!(f, "the attack would be at FP {fp}: at least 1 is needed"),
            CcRefusal::NoTarget { at } => write!(f, "no enemy unit to attack at {at}"),
            CcRefusal::NotAnEnemy { unit } => write!(f, "{unit} is not an enemy unit"),
            CcRefusal::WrongOrder { needs } => write!(f, "this needs a {needs:?} order in play"),
            CcRefusal::NoMpLeft { unit } => write!(f, "{unit} has no movement left"),
            CcRefusal::NotAdjacent { unit, to } => write!(f, "{unit} can only advance to an adjacent hex, not {to}"),
            CcRefusal::AlreadyAdvanced { unit } => write!(f, "{unit} has already advanced"),
            CcRefusal::NotOnPath { at } => write!(f, "{at} is not on the movers' path"),
            CcRefusal::NotAMover { at } => write!(f, "no mover passed through {at}"),
            CcRefusal::DiscardLimit { limit } => write!(f, "at most {limit} cards may be discarded"),
            CcRefusal::GaveOrders => f.write_str("a side that gave orders this turn may not discard"),
            CcRefusal::NoDecision => f.write_str("nothing to answer now"),
            CcRefusal::Waiting => f.write_str("a decision is pending: answer it first"),
            CcRefusal::NotYourSecret { objective } => write!(f, "{objective} is not a hidden objective of yours"),
            CcRefusal::NotASquad { unit } => write!(f, "{unit} is not a squad"),
            CcRefusal::DeployUsed => f.write_str("one Deploy per overstacked hex"),
            CcRefusal::NotInHex { unit, at } => write!(f, "{unit} is not in the overstacked hex {at}"),
            CcRefusal::NotOverstacked => f.write_str("the hex is no longer overstacked"),
            CcRefusal::Weapon { unit } => write!(f, "{unit} is a weapon: it acts with its carrier"),
            CcRefusal::NotAnAction { card, needs } => write!(f, "card {card}'s action is not {needs:?}"),
            CcRefusal::ActionTwice { action } => write!(f, "{action:?} is already played for this attack"),
            CcRefusal::ActionNotApplicable { action } => write!(f, "{action:?} does not apply here"),
            CcRefusal::NotATarget { unit } => write!(f, "{unit} is not a target of this attack"),
            CcRefusal::NoMelee { at } => write!(f, "no melee waits at {at}"),
            CcRefusal::NotBroken { unit } => write!(f, "{unit} is not broken"),
            CcRefusal::NoSmokeThere { at } => write!(f, "smoke cannot be placed at {at}"),
            CcRefusal::NoWorksThere { at, action } => write!(f, "{action:?} cannot be used at {at}"),
            CcRefusal::OrdnanceAlone { weapon } => write!(f, "{weapon} is ordnance: it fires alone, not in a group"),
            CcRefusal::NoRadio => f.write_str("the side has no radio to call artillery"),
            CcRefusal::NoSpotter => f.write_str("activate a spotter first"),
            CcRefusal::NotOnEnemyEdge { unit } => write!(f, "{unit} is not on the enemy's home edge"),
            CcRefusal::LastUnit { unit } => write!(f, "{unit} is the side's last unit on the map: it stays"),
            CcRefusal::CannotHand { weapon, to } => write!(
                f,
                "{weapon} cannot pass to {to}: both must be activated by this Move order, in one hex, and {to} a \
                 squad or team in good order that carries no weapon"
            ),
            CcRefusal::OffMap { at } => write!(f, "{at} is off the map"),
        }
    }
}

/// A pending decision, as both sides may see it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CcPrompt {
    /// The holder may cancel this roll with the Initiative card.
    Initiative { side: usize, card: u8, white: u8, coloured: u8, purpose: Purpose },
    /// Units moved along this path: fire at them?
    OppFire { movers: Vec<String>, path: Vec<Coord> },
    /// Too many figures in a hex: thin it out.
    Overstack { at: Coord, figures: u8 },
    /// The attack is rolled: play Concealment for one of these targets?
    Defence { targets: Vec<String>, total: i32 },
    /// Melees are about to be fought in these hexes: play Ambush?
    Ambush { hexes: Vec<Coord> },
    /// Choose the unit a card acts on.
    Choose { why: Choice, candidates: Vec<String> },
}

impl fmt::Display for CcPrompt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CcPrompt::Initiative { side, card, white, coloured, purpose } => write!(
                f,
                "side {side} turned card {card} ({white}+{coloured}) for the {}: cancel it with the Initiative card?",
                purpose_words(purpose)
            ),
            CcPrompt::OppFire { movers, path } => {
                let hexes: Vec<String> = path.iter().map(ToString::to_string).collect();
                write!(f, "{} moved through {}: opportunity fire?", movers.join(", "), hexes.join(" "))
            }
            CcPrompt::Overstack { at, figures } => {
                write!(f, "{figures} figures at {at}: deploy a squad or eliminate units down to 7")
            }
            CcPrompt::Defence { targets, total } => {
                write!(f, "attack total {total} against {}: Concealment?", targets.join(", "))
            }
            CcPrompt::Choose { why, candidates } => {
                write!(f, "{why:?}: choose one of {}", candidates.join(", "))
            }
            CcPrompt::Ambush { hexes } => {
                let h: Vec<String> = hexes.iter().map(ToString::to_string).collect();
                write!(f, "melee at {}: Ambush?", h.join(" "))
            }
        }
    }
}

/// A unit's values now, as the counter and its tooltip show them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitStats {
    pub id: String,
    pub fp: i32,
    pub range: i32,
    pub mp: i32,
    pub morale: i32,
    pub broken: bool,
    pub suppressed: bool,
    pub veteran: bool,
    pub activated: bool,
    /// The weapon it carries, or (for a weapon) its carrier.
    pub with: Option<String>,
}

/// What one side may know of the game beyond the units: its own hand, counts of the other's, both discards, the
/// tracks, the Initiative card and what is in play.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CcView {
    pub me: usize,
    pub hand: Vec<Card>,
    /// Why each card in hand cannot be played as an order now (`None`: it can).
    pub hand_counts: [usize; 2],
    pub piles: [usize; 2],
    pub discards: [Vec<Card>; 2],
    pub nation: [Nation; 2],
    pub posture: [Posture; 2],
    pub hand_size: [u8; 2],
    pub orders_limit: [u8; 2],
    pub orders_given: u8,
    pub discarded: u8,
    pub order: Option<(Card, OrderHalf)>,
    pub group: Vec<String>,
    /// Actions played for the next attack.
    pub actions: Vec<ActionHalf>,
    pub time: u8,
    pub sudden_death: u8,
    pub time_end: u8,
    /// Side 0's score less side 1's.
    pub balance: i64,
    pub initiative: usize,
    pub ask: bool,
    pub lost: [u8; 2],
    pub surrender: [Option<u8>; 2],
    /// Each side's radio: the firepower of the guns it calls.
    #[serde(default)]
    pub radio: [Option<u8>; 2],
    /// Reinforcements to come: side, unit, the Time space it comes at and its hex.
    #[serde(default)]
    pub waiting: Vec<(usize, String, u8, Coord)>,
    pub pending: Option<CcPrompt>,
    /// The last card turned for a roll, if it is still in play.
    pub roll: Option<(usize, Card)>,
    pub units: Vec<UnitStats>,
}
