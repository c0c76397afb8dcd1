//! The state of a Combat Commander game: pieces with their states and carried weapons, each side's Fate deck (draw pile, discards, hand), the Time track, the Initiative card, the order in play and the work still to do (rolls waiting for the Initiative card, defence rolls, melees, the end of the turn).

use super::data::{self, ActionHalf, Card, CcStats, Kind, Nation, OrderHalf, Posture};
use crate::rules::engine::Common;
use crate::rules::hex::{Coord, Orientation};
use crate::rules::setup::{Edge, UnitMarker};
use crate::rules::terrain::HexMarker;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

use crate::rules::roster::Core;
pub use crate::rules::roster::Roster;

crate::rules::roster::roster!(CcGame, CcPiece);

/// A piece on the map: a squad, team, leader or carried weapon.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CcPiece {
    /// Id, number, side and kind, read as the piece's own fields.
    pub core: Core,
    pub st: &'static CcStats,
    pub at: Coord,
    /// Broken, Suppressed, Veteran (a weapon's Broken marker means it is out of action).
    pub markers: Vec<UnitMarker>,
    /// The unit carrying this weapon (weapons only).
    pub carrier: Option<String>,
    /// Activated this player turn.
    pub activated: bool,
    /// Activated by the order in play (only these act for it).
    pub ordered: bool,
    /// Has fired in the order in play.
    pub fired: bool,
    /// Movement points left in the Move order in play.
    pub mp_left: u8,
    /// Moved during the Move order in play (a tie then breaks it; Crossfire may target it).
    pub moving: bool,
}

/// On the board a piece shows at full strength (a squad's losses are its markers), marked once activated.
impl crate::rules::roster::BoardPiece for CcPiece {
    fn look(&self) -> Option<crate::rules::engine::PieceRef<'_>> {
        let board = self.core.board(self.at, 1, 1);
        Some(crate::rules::engine::PieceRef { moved: self.activated, markers: &self.markers, ..board })
    }
}

/// The state hash reads a piece's counter by its id: the tables behind it are fixed data.
impl std::hash::Hash for CcPiece {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        (&self.id, self.key, self.side, self.ut.id, self.st.id, self.at, &self.markers, &self.carrier).hash(h);
        (self.activated, self.ordered, self.fired, self.mp_left, self.moving).hash(h);
    }
}

impl CcPiece {
    pub fn broken(&self) -> bool {
        self.markers.contains(&UnitMarker::Broken)
    }
    pub fn suppressed(&self) -> bool {
        self.markers.contains(&UnitMarker::Suppressed)
    }
    pub fn veteran(&self) -> bool {
        self.markers.contains(&UnitMarker::Veteran)
    }
    pub fn is_weapon(&self) -> bool {
        self.st.kind == Kind::Weapon
    }
    pub fn is_leader(&self) -> bool {
        self.st.kind == Kind::Leader
    }
    /// A squad, team or leader: what attacks target and what holds ground.
    pub fn is_unit(&self) -> bool {
        !self.is_weapon()
    }
    /// A good-order leader gives his Command to the units in his hex.
    pub fn command(&self) -> u8 {
        if self.is_leader() && !self.broken() { self.st.command } else { 0 }
    }
    /// The shift on FP, Range, MP and Morale from the unit's own markers: −1 suppressed, +1 veteran.
    fn shift(&self) -> i32 {
        i32::from(self.veteran()) - i32::from(self.suppressed())
    }
    /// Firepower before any leader: the broken side's when broken.
    pub fn base_fp(&self) -> i32 {
        let v = if self.broken() { self.st.broken.fp } else { self.st.fp };
        i32::from(v) + self.shift()
    }
    pub fn base_range(&self) -> i32 {
        let v = if self.broken() { self.st.broken.range } else { self.st.range };
        i32::from(v) + self.shift()
    }
    pub fn base_mp(&self) -> i32 {
        let v = if self.broken() { self.st.broken.mp } else { self.st.mp };
        i32::from(v) + self.shift()
    }
    pub fn base_morale(&self) -> i32 {
        let v = if self.broken() { self.st.broken.morale } else { self.st.morale };
        i32::from(v) + self.shift()
    }
    pub fn figures(&self) -> u8 {
        self.st.figures()
    }
}

/// The side holding hex `at` among `pieces`: one with a good-order unit there and no enemy unit.
pub fn holder_of(pieces: &[CcPiece], at: Coord) -> Option<usize> {
    let mut present = [false; 2];
    let mut good = [false; 2];
    for p in pieces.iter().filter(|p| p.at == at && p.is_unit()) {
        present[p.side] = true;
        good[p.side] |= !p.broken();
    }
    match present {
        [true, false] if good[0] => Some(0),
        [false, true] if good[1] => Some(1),
        _ => None,
    }
}

/// One side's Fate deck. The draw pile is kept sorted and unordered: each draw takes any of its cards with equal
/// chance, so no future order exists to be hidden or peeked at.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Deck {
    pub pile: Vec<u8>,
    /// Face up, the latest last.
    pub discard: Vec<u8>,
}

/// What the scenario fixed for a side.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SideRules {
    pub nation: Nation,
    pub posture: Posture,
    pub hand_size: u8,
    pub orders_limit: u8,
    /// Cards a passing player may discard (`None`: any number).
    pub discard_limit: Option<u8>,
    /// Units lost that make the side give up (`None`: it never surrenders).
    pub surrender: Option<u8>,
    pub home: Edge,
    /// The radio in the side's Artillery box: the firepower of the guns it calls (one a side, seed 001).
    pub radio: Option<u8>,
}

/// What a drawn card's roll is for.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Purpose {
    /// The firer's attack roll.
    Attack,
    /// A target's defence roll.
    Defence { unit: String },
    /// One side's melee roll in a hex.
    Melee { at: Coord },
    /// A broken unit tries to rally.
    Recover { unit: String },
    /// A broken weapon's carrier tries to repair it.
    Repair { weapon: String },
    /// A broken unit's owner rolls how far it runs.
    Rout { unit: String },
    /// Time reached sudden death: does the game end now?
    SuddenDeath,
    /// A Sniper! trigger: the next card's random hex.
    SniperHex,
    /// An Event! trigger: the next card's event, for the side that turned it.
    EventCard,
    /// A Blaze event: the next card's random hex catches fire.
    BlazeHex,
    /// Ordnance's targeting roll: the dice's product must beat range plus hindrance.
    Targeting,
    /// An event that acts around a random hex (Craters, Walking Wounded, Reinforcements, Interdiction): the next
    /// card's.
    EventHex { event: super::data::EventHalf },
    /// An Artillery Request's accuracy roll for the barrage asked on hex `at`, the spotter's line hindered this much.
    Accuracy { at: Coord, hindrance: u8 },
}

impl Purpose {
    /// Hex and event draws read only the card's hex or event; their own trigger is ignored.
    pub fn triggers_count(&self) -> bool {
        !matches!(self, Purpose::SniperHex | Purpose::EventCard | Purpose::BlazeHex | Purpose::EventHex { .. })
    }
}

/// A card drawn for a roll and not applied yet (the Initiative card may still cancel it).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Roll {
    pub side: usize,
    pub card: u8,
    pub purpose: Purpose,
}

/// An attack between its declaration and its last defence roll.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Attack {
    pub side: usize,
    pub group: Vec<String>,
    pub at: Coord,
    /// Firepower after hindrance and actions.
    pub fp: i32,
    pub hindrance: u8,
    /// Squads, teams and leaders in the target hex when the attack was declared, by id.
    pub targets: Vec<String>,
    /// Attack total, once rolled.
    pub total: Option<i32>,
    /// The attack card showed Jammed!: the group's weapons break once the attack is over.
    pub jammed: bool,
    /// Opportunity Fire at moving units.
    pub opportunity: bool,
    /// Sustained Fire was played: doubles on the attack card break a weapon of the group.
    pub sustained: bool,
    /// The attack card showed doubles under Sustained Fire.
    pub overheated: bool,
    /// Concealment played for these targets: what each adds to its defence.
    pub concealed: Vec<(String, i32)>,
    /// Ordnance: the number its targeting roll's product must beat (range + hindrance); the attack comes only then.
    pub need: Option<i32>,
    /// The targeting roll failed: no attack.
    pub missed: bool,
    /// Ordnance or artillery: fortifications give +1 cover against it.
    pub heavy: bool,
    /// A barrage: it strikes every unit in the hex, friend or foe, and each owner rolls its own defence.
    pub barrage: bool,
    /// Spray Fire: the hexes beside `at` it strikes too (each target defends with its own hex's cover).
    pub spray: Vec<Coord>,
}

/// Work still to do, last pushed first.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Step {
    /// Draw a card for this roll (the Initiative window may open on it).
    Roll {
        side: usize,
        purpose: Purpose,
    },
    /// Apply the card drawn for the current roll.
    Resolve,
    /// The attack's last defence roll is done.
    AttackDone,
    /// The attack is rolled: the defender may play Concealment.
    DefenceWindow,
    /// Melees wait in these hexes: the defender may play Ambush.
    AmbushWindow {
        hexes: Vec<Coord>,
    },
    /// After an Opportunity Fire, the window stays open for another one.
    OppWindow {
        movers: Vec<String>,
        path: Vec<Coord>,
    },
    /// Both sides roll for the melee in this hex, then it is decided.
    Melee {
        at: Coord,
    },
    MeleeResult {
        at: Coord,
    },
    /// The end of the active player's turn: overstacked hexes first, then the refill.
    EndOfTurn,
    /// Reinforcements whose Time has come enter the map.
    Reinforce,
    /// A barrage strikes these hexes one by one (those with units), with this firepower.
    Barrage {
        side: usize,
        hexes: Vec<Coord>,
        fp: i32,
    },
}

/// A decision the game waits for.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Pending {
    /// The Initiative holder may cancel the roll just drawn.
    Initiative,
    /// The inactive side may fire at units that just moved, in a hex of their path.
    OppFire { movers: Vec<String>, path: Vec<Coord> },
    /// Too many figures in a hex at the end of a player turn: its owner thins it out.
    Overstack { side: usize, at: Coord, deployed: bool },
    /// The attack is rolled: the defender may play Concealment.
    Defence,
    /// Melees wait: the defender may play Ambush in some of these hexes.
    Ambush { hexes: Vec<Coord> },
    /// The side a card favoured chooses which unit it acts on.
    Choose { side: usize, why: Choice, candidates: Vec<String> },
}

/// What a side chooses a unit for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Choice {
    /// A Sniper! hits one enemy unit in or beside the card's hex.
    Sniper,
    /// A Deploy event splits one of the side's squads.
    Deploy,
    /// A Battle Harden event makes one of the side's squads or teams veteran.
    Harden,
    /// A Hero event brings the side's Hero to the hex of one of its units.
    Hero,
    /// A Medic event rallies one of the side's broken units.
    Medic,
    /// An Air Support event attacks the hex of one enemy unit.
    AirSupport,
}

/// The order in play.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct InPlay {
    pub card: u8,
    pub half: OrderHalf,
    /// The unit (or leader) this order activated, once it has.
    pub activated: Option<String>,
}

/// The active player's turn so far.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Turn {
    pub orders_given: u8,
    pub discarded: u8,
    pub order: Option<InPlay>,
    /// Pieces chosen for the next attack (Fire or Opportunity Fire), before its target.
    pub group: Vec<String>,
    /// Cards played for their action for the next attack (or Assault Fire), not spent yet.
    pub actions: Vec<(u8, ActionHalf)>,
    /// Weapons handed on in the order in play (each once an order).
    pub handed: Vec<String>,
    /// Dig In and Demolitions played this turn (each activates its worker).
    pub works: u8,
}

/// A Combat Commander game.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CcGame {
    /// Sorted by id.
    pub pieces: Vec<CcPiece>,
    pub decks: [Deck; 2],
    /// Sorted.
    pub hands: [Vec<u8>; 2],
    pub sides: [SideRules; 2],
    /// Who holds the Initiative card (public).
    pub initiative: usize,
    /// Does each side want to be asked about the Initiative card after each roll? On by default: the seed lets its
    /// holder cancel a roll at any moment; a side may switch the question off.
    pub ask: [bool; 2],
    pub time: u8,
    pub sudden_death: u8,
    pub time_end: u8,
    /// Elimination VP and the defender's Time VP of each side: added to its objectives.
    pub kills: [u32; 2],
    /// Units each side has lost, for surrender.
    pub lost: [u8; 2],
    pub turn: Turn,
    pub work: Vec<Step>,
    pub roll: Option<Roll>,
    /// Boxed: the game's state stays small beside the other rulesets' in `Match`.
    pub attack: Option<Box<Attack>>,
    pub pending: Option<Pending>,
    /// Melee totals of the melee being fought: (side, total).
    pub melee: Vec<(usize, i32)>,
    /// The hex of the Sniper! waiting for its target to be chosen.
    pub sniper_hex: Option<Coord>,
    /// Hexes where the defender played Ambush for the melees to come.
    pub ambush: Vec<Coord>,
    /// Hexes where the attacker played No Quarter for the melees to come.
    pub no_quarter: Vec<Coord>,
    /// Assault Fire is played in the Move order in play: the units that moved may fire.
    pub assault: bool,
    /// Reinforcements not on the map yet: the Time space each comes at, and the piece (at the hex it comes to).
    pub waiting: Vec<(u8, CcPiece)>,
    /// The last barrage to land (the side that called it, its centre hex): marked on the map until that side's
    /// next turn begins.
    pub barrage: Option<(usize, Coord)>,
    /// Smoke and blazes on the map (the scenario's and those play placed), by hex.
    pub markers: BTreeMap<Coord, Vec<HexMarker>>,
    /// The smoke hexes, the earliest placed first (a Time advance lifts the first).
    pub smoke_order: Vec<Coord>,
    pub map_size: (u32, u32),
    pub orientation: Orientation,
    /// The key of the next piece a Deploy makes (counting down, so it never meets a scenario's).
    pub next_key: u32,
    pub auto_choices: bool,
    pub common: Common,
}

impl CcGame {
    pub fn card(&self, side: usize, n: u8) -> &'static Card {
        data::card(self.sides[side].nation, n).expect("card numbers stay within 1..=72")
    }

    /// Put a piece on the map, keeping the pieces sorted by id.
    pub fn insert_piece(&mut self, p: CcPiece) {
        let k = self.pieces.binary_search_by(|q| q.id.cmp(&p.id)).unwrap_or_else(|e| e);
        self.pieces.insert(k, p);
    }

    /// The weapon `carrier` carries, if any.
    pub fn weapon_of(&self, carrier: &str) -> Option<usize> {
        self.pieces.iter().position(|p| p.carrier.as_deref() == Some(carrier))
    }

    /// The best Command of a good-order leader of `side` in hex `at`, other than `except`.
    pub fn leader_bonus(&self, side: usize, at: Coord, except: &str) -> i32 {
        self.pieces
            .iter()
            .filter(|l| l.side == side && l.at == at && l.id != except)
            .map(|l| i32::from(l.command()))
            .max()
            .unwrap_or(0)
    }

    /// A piece's morale now: its own, plus a good-order leader's Command in its hex (not his own).
    pub fn morale(&self, p: &CcPiece) -> i32 {
        self.morale_in(p, p.at)
    }

    /// A piece's morale as if it stood in hex `at`: its own, plus the Command of a good-order leader of its side
    /// there (not his own; leaders get none from each other). Opportunity Fire defends a mover in the hex fired at.
    pub fn morale_in(&self, p: &CcPiece, at: Coord) -> i32 {
        p.base_morale() + if p.is_leader() { 0 } else { self.leader_bonus(p.side, at, &p.id) }
    }

    /// A piece's firepower now: a weapon's own (raised by a leader unless it is ordnance), a unit's own plus a
    /// leader's Command (leaders get none from each other).
    pub fn fp(&self, p: &CcPiece) -> i32 {
        let lead = if p.is_leader() || p.st.ordnance { 0 } else { self.leader_bonus(p.side, p.at, &p.id) };
        p.base_fp() + lead
    }

    pub fn range(&self, p: &CcPiece) -> i32 {
        let lead = if p.is_leader() || p.st.ordnance { 0 } else { self.leader_bonus(p.side, p.at, &p.id) };
        p.base_range() + lead
    }

    /// Movement points for a Move order: the unit's own, a leader's Command in its hex, less its weapon's penalty.
    pub fn mp(&self, p: &CcPiece) -> i32 {
        let lead = if p.is_leader() { 0 } else { self.leader_bonus(p.side, p.at, &p.id) };
        let penalty = self.weapon_of(&p.id).map_or(0, |w| i32::from(self.pieces[w].st.penalty));
        (p.base_mp() + lead - penalty).max(0)
    }

    /// Figures of `side` in hex `at`.
    pub fn figures(&self, side: usize, at: Coord) -> u8 {
        self.pieces.iter().filter(|p| p.side == side && p.at == at).map(CcPiece::figures).sum()
    }

    /// How far hex `c` is from `side`'s home edge (0 = on it).
    pub fn edge_distance(&self, side: usize, c: Coord) -> i32 {
        self.sides[side].home.distance(c, self.map_size.0 as i32, self.map_size.1 as i32)
    }
}
