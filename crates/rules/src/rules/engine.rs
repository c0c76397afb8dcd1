//! The ruleset contract: the `Engine` trait every ruleset implements, the vocabulary every ruleset shares (outcomes, refusals, audiences, order shapes, piece mirrors, side views) and `Common`, the turn, objective and victory bookkeeping most rulesets reuse.

use super::dice::GameDice;
use super::hex::{Coord, Dir};
use super::los::LosIndex;
use super::map::MapGrid;
use super::registry::{Order, RulesEvent, RulesRefusal};
use super::ruleset::UnitType;
use super::setup::{Setup, UnitMarker, VictoryCondition};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::hash::Hash;

/// What a ruleset reads besides its own state: the map and its sight index, both kept by the game from the
/// terrain components (they change when a blaze or smoke lands), and the scenario's setup.
#[derive(Clone, Copy)]
pub struct Ctx<'a> {
    pub map: &'a MapGrid,
    pub los: &'a LosIndex,
    pub setup: &'a Setup,
}

/// What an order is about, in the terms a map and its buttons understand. The client finds the legal order a
/// click or button means by its shape, so it never builds an order itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape<'a> {
    /// Move `unit` to `to`.
    Move { unit: &'a str, to: Coord },
    /// `unit` shoots at `target`.
    Fire { unit: &'a str, target: &'a str },
    /// `unit` attacks the adjacent `target`.
    Attack { unit: &'a str, target: &'a str },
    /// Choose `unit` for something (order it, activate it, rally a leader onto it).
    Pick { unit: &'a str },
    /// A hex answers a pending decision (advance after combat, retreat, place).
    Hex { to: Coord },
    /// `unit` looks into the hex `at` for hidden troops.
    Look { unit: &'a str, at: Coord },
    /// Something `unit` may do, offered as a button while that unit is selected on the map (turn it, rally it).
    Act { unit: &'a str },
    /// Done with this step of the turn.
    EndStep,
    /// Done with the turn.
    EndTurn,
    /// A player's own setting (be asked about something, or not): it changes how play is offered, never which
    /// orders are legal; self-play leaves it alone.
    Setting,
    /// Anything else: offered as a button by the ruleset's panel.
    Other,
}

/// Who may see an outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Audience {
    All,
    Only(usize),
}

impl Audience {
    pub fn includes(self, side: usize) -> bool {
        match self {
            Audience::All => true,
            Audience::Only(s) => s == side,
        }
    }
}

/// Why a game ended.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndReason {
    TargetReached,
    TurnLimit,
    Eliminated,
    /// A roll at or past the time track's sudden-death space ended the game.
    SuddenDeath,
    /// Time ran out: the time track reached its last space.
    TimeUp,
    /// A side lost as many units as it would take before giving up.
    Surrender,
}

/// Why an order was refused: a typed value the client words in the player's language (`Display` gives the
/// English the CLI and scripts print), never a panic.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RejectReason {
    GameOver,
    NoSuchSide {
        side: usize,
    },
    NotYourTurn {
        side: usize,
        to_act: usize,
    },
    UnknownUnit {
        unit: String,
    },
    NotYourUnit {
        unit: String,
    },
    AlreadyMoved {
        unit: String,
    },
    OutOfReach {
        unit: String,
        from: Coord,
        to: Coord,
        allowance: u8,
    },
    CannotEnter {
        unit: String,
        to: Coord,
        why: super::movement::EntryBlock,
    },
    CannotMove {
        unit: String,
    },
    Unsupported {
        order: String,
    },
    /// The ruleset refuses the order for a reason of its own, naming the unit, hex or card concerned.
    Rule(RulesRefusal),
    /// The ruleset shows no odds before an attack.
    NoOdds,
    /// A script forced a die or card value that did not fit the draw it was used for.
    Forced {
        why: String,
    },
}

impl RejectReason {
    pub fn cannot_enter(unit: &str, to: Coord, why: super::movement::EntryBlock) -> RejectReason {
        RejectReason::CannotEnter { unit: unit.to_string(), to, why }
    }
}

impl fmt::Display for RejectReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RejectReason::GameOver => write!(f, "the game is over"),
            RejectReason::NoSuchSide { side } => write!(f, "there is no side {side}"),
            RejectReason::NotYourTurn { side, to_act } => {
                write!(f, "side {side} cannot act now: side {to_act} is to act")
            }
            RejectReason::UnknownUnit { unit } => write!(f, "there is no unit {unit}"),
            RejectReason::NotYourUnit { unit } => write!(f, "unit {unit} belongs to the other side"),
            RejectReason::AlreadyMoved { unit } => write!(f, "unit {unit} has already moved this turn"),
            RejectReason::OutOfReach { unit, from, to, allowance } => {
                write!(f, "unit {unit} at {from} cannot reach {to} with {allowance} movement this turn")
            }
            RejectReason::CannotEnter { unit, to, why } => write!(f, "unit {unit} cannot enter {to}: {why}"),
            RejectReason::CannotMove { unit } => write!(f, "unit {unit} cannot move"),
            RejectReason::Rule(why) => fmt::Display::fmt(why, f),
            RejectReason::NoOdds => write!(f, "this ruleset shows no odds"),
            RejectReason::Forced { why } => write!(f, "script: {why}"),
            RejectReason::Unsupported { order } => write!(f, "{order}: not an order of this ruleset"),
        }
    }
}

/// Something that happened, in the order it happened. The shared vocabulary every ruleset uses, plus each
/// ruleset's own events in `Rules`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    Moved {
        unit: String,
        from: Coord,
        to: Coord,
        path: Vec<Coord>,
    },
    ObjectiveTaken {
        objective: String,
        at: Coord,
        by: usize,
    },
    /// A secret objective is shown to both sides, and counts from now on for whoever holds it.
    ObjectiveRevealed {
        objective: String,
        at: Coord,
        owner: usize,
    },
    ScoreChanged {
        side: usize,
        score: u32,
    },
    TurnEnded {
        side: usize,
        next: usize,
        turn: u32,
    },
    GameOver {
        winner: Option<usize>,
        reason: EndReason,
    },
    Rejected {
        side: usize,
        order: Order,
        reason: RejectReason,
    },
    /// What happened under the game's own ruleset (cards, dice, combat...).
    Rules(RulesEvent),
}

impl Outcome {
    /// Does this outcome show a player something they could not know before (the undo horizon)?
    pub fn reveals(&self) -> bool {
        match self {
            Outcome::GameOver { .. } | Outcome::ObjectiveRevealed { .. } => true,
            Outcome::Rules(e) => e.reveals(),
            _ => false,
        }
    }
}

/// An outcome in plain words, for logs and the command line.
pub fn describe(o: &Outcome) -> String {
    match o {
        Outcome::Moved { unit, from, to, .. } => format!("{unit} moves from {from} to {to}"),
        Outcome::ObjectiveTaken { objective, at, by } => format!("side {by} takes objective {objective} at {at}"),
        Outcome::ObjectiveRevealed { objective, at, owner } => {
            format!("side {owner} reveals its secret objective {objective} at {at}")
        }
        Outcome::ScoreChanged { side, score } => format!("side {side} now has {score}"),
        Outcome::TurnEnded { side, next, turn } => {
            format!("side {side} ends its turn; turn {turn}, side {next} to play")
        }
        Outcome::GameOver { winner: Some(w), reason } => format!("game over: side {w} wins ({reason:?})"),
        Outcome::GameOver { winner: None, reason } => format!("game over: a draw ({reason:?})"),
        Outcome::Rejected { order, reason, .. } => format!("refused: {order}: {reason}"),
        Outcome::Rules(e) => e.to_string(),
    }
}

/// Where a piece is and how it stands, as the board draws it and the state hash records it. Rulesets with hidden
/// pieces still mirror them all: the board draws from the seated side's view, never from this.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PieceState {
    pub id: String,
    /// The piece's number, fixed for the whole game and never reused: what the board mirror and checks match on
    /// instead of the id string.
    pub key: u32,
    pub side: usize,
    pub unit_type: &'static UnitType,
    pub at: Coord,
    pub strength: u8,
    pub max: u8,
    pub leader: Option<String>,
    pub moved: bool,
    pub markers: Vec<UnitMarker>,
    pub facing: Option<Dir>,
}

/// A piece as the engine holds it, borrowed: what `Engine::pieces` lists without copying a string.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PieceRef<'a> {
    pub id: &'a str,
    /// See `PieceState::key`.
    pub key: u32,
    pub side: usize,
    pub unit_type: &'static UnitType,
    pub at: Coord,
    pub strength: u8,
    pub max: u8,
    pub leader: Option<&'a str>,
    pub moved: bool,
    pub markers: &'a [UnitMarker],
    pub facing: Option<Dir>,
}

/// The pieces' keys packed with their places in `pieces` (key in the high half), sorted: `find_key` looks one up.
pub fn keyed(pieces: &[PieceRef]) -> Vec<u64> {
    let mut v: Vec<u64> = pieces.iter().enumerate().map(|(i, p)| (u64::from(p.key) << 32) | i as u64).collect();
    v.sort_unstable();
    v
}

/// The place in `pieces` of the piece with `key`, from `keyed(pieces)`.
pub fn find_key(keyed: &[u64], key: u32) -> Option<usize> {
    let at = keyed.partition_point(|&k| ((k >> 32) as u32) < key);
    keyed.get(at).filter(|&&k| (k >> 32) as u32 == key).map(|&k| k as u32 as usize)
}

impl PieceRef<'_> {
    pub fn to_state(&self) -> PieceState {
        PieceState {
            id: self.id.to_string(),
            key: self.key,
            side: self.side,
            unit_type: self.unit_type,
            at: self.at,
            strength: self.strength,
            max: self.max,
            leader: self.leader.map(str::to_string),
            moved: self.moved,
            markers: self.markers.to_vec(),
            facing: self.facing,
        }
    }
}

impl PieceState {
    /// A piece as the scenario places it: full strength as given, nothing done yet. `key` is its place in the
    /// scenario's list of units.
    pub fn from_spec(key: usize, u: &super::setup::UnitSpec) -> PieceState {
        PieceState {
            id: u.id.clone(),
            key: key as u32,
            side: u.side,
            unit_type: u.unit_type,
            at: u.at,
            strength: u.strength,
            max: u.strength,
            leader: u.leader.clone(),
            moved: false,
            markers: u.markers.clone(),
            facing: u.facing,
        }
    }

    pub fn as_ref(&self) -> PieceRef<'_> {
        PieceRef {
            id: &self.id,
            key: self.key,
            side: self.side,
            unit_type: self.unit_type,
            at: self.at,
            strength: self.strength,
            max: self.max,
            leader: self.leader.as_deref(),
            moved: self.moved,
            markers: &self.markers,
            facing: self.facing,
        }
    }
}

/// A unit as one side sees it. Hidden enemy units show only where they are.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitView {
    pub id: String,
    pub side: usize,
    pub at: Coord,
    /// `None` when the unit is hidden from the viewer.
    #[serde(deserialize_with = "crate::rules::names::static_str_opt")]
    pub kind: Option<crate::rules::names::Name>,
    pub strength: Option<u8>,
    pub max_strength: Option<u8>,
    pub leader: Option<String>,
    pub moved: bool,
    /// A leader, Big Man, character or commander (never said of a hidden unit).
    pub is_leader: bool,
    /// The hexside it faces, in rulesets with facing (never said of a hidden unit).
    pub facing: Option<Dir>,
}

/// Units as `viewer` may see them. Its own pieces and visible enemies show in full. An enemy marked hidden shows
/// only as an anonymous marker in its hex: numbered for this viewer by position (`hidden-1`, `hidden-2`...), with no
/// id, type, strength, leader or moved flag, so nothing about it can be told from the view.
pub fn unit_views(pieces: &[PieceRef], viewer: usize) -> Vec<UnitView> {
    let mut out = Vec::with_capacity(pieces.len());
    let mut hidden: Vec<&PieceRef> = Vec::new();
    for p in pieces {
        if p.side != viewer && p.markers.contains(&UnitMarker::Hidden) {
            hidden.push(p);
            continue;
        }
        out.push(UnitView {
            id: p.id.to_string(),
            side: p.side,
            at: p.at,
            kind: Some(p.unit_type.id),
            strength: Some(p.strength),
            max_strength: Some(p.max),
            leader: p.leader.map(str::to_string),
            moved: p.moved,
            is_leader: p.unit_type.leader,
            facing: p.facing,
        });
    }
    hidden.sort_by_key(|p| (p.at, p.side));
    for (k, p) in hidden.into_iter().enumerate() {
        out.push(UnitView::marker(format!("hidden-{}", k + 1), p.side, p.at));
    }
    out
}

impl UnitView {
    /// An anonymous marker: only an id, a side and a hex, nothing else said.
    pub fn marker(id: String, side: usize, at: Coord) -> UnitView {
        UnitView {
            id,
            side,
            at,
            kind: None,
            strength: None,
            max_strength: None,
            leader: None,
            moved: false,
            is_leader: false,
            facing: None,
        }
    }
}

/// A pending decision: who must answer, and the ruleset's typed prompt (public: the same for both sides). The CLI
/// words it with `Display`; the client words it in the player's language through the ruleset's adapter.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Decision {
    pub owner: usize,
    pub prompt: super::registry::RulesPrompt,
}

/// The prompt type of a ruleset that never waits on a decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum NoPrompt {}

impl fmt::Display for NoPrompt {
    fn fmt(&self, _: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {}
    }
}

/// What a ruleset's orders and prompts must be to cross the boundary: compared, hashed, worded, and stored in saves.
pub trait Boundary:
    Clone + fmt::Debug + fmt::Display + PartialEq + Eq + Hash + Serialize + for<'de> Deserialize<'de> + Send + Sync
{
}

impl<T> Boundary for T where
    T: Clone + fmt::Debug + fmt::Display + PartialEq + Eq + Hash + Serialize + for<'de> Deserialize<'de> + Send + Sync
{
}

/// One ruleset. Pure: plain data in, outcomes out; the game holds the state as a resource and calls these from
/// its order systems. See `docs/architecture.md` for how to add one.
pub trait Engine: Clone + fmt::Debug + Hash + Send + Sync + 'static {
    /// The orders of this ruleset, as saves store them. `Display` gives them in words.
    type Order: Boundary;
    /// Its own events, beyond the shared `Outcome`s.
    type Event: Clone + fmt::Debug + fmt::Display + PartialEq + Eq + Hash + Serialize + Send + Sync;
    /// Why it refuses an order, beyond the shared `RejectReason`s: typed, so the client can word it in the
    /// player's language. `Display` gives the English the CLI and scripts print.
    type Refusal: Clone + fmt::Debug + fmt::Display + PartialEq + Eq + Hash + Serialize + Send + Sync;
    /// What one side may know of the ruleset's own state (hand, tokens, pending prompt...).
    type View: Clone + fmt::Debug + PartialEq + Serialize + Send + Sync;
    /// A pending decision as both sides may see it: typed, so the client words it in the player's language and a
    /// save records it as data. `NoPrompt` for a ruleset that never waits on one.
    type Prompt: Boundary;

    /// A fresh game: shuffle and deal from the game's dice.
    fn setup(setup: &Setup, dice: &mut GameDice) -> Self;
    /// Turn, active side, objectives, scores and the result.
    fn common(&self) -> &Common;
    /// The same, to change: the generic layer redacts the objectives through it (`Common::redact`).
    fn common_mut(&mut self) -> &mut Common;
    /// The side that must act now (a reaction hands the seat over). By default, the active side.
    fn to_act(&self) -> usize {
        self.common().active
    }
    /// The pending decision, if play waits on one: who must answer, and about what. By default, none.
    fn decision(&self) -> Option<(usize, Self::Prompt)> {
        None
    }
    /// What the order is about, for the map and buttons.
    fn shape(order: &Self::Order) -> Shape<'_>;
    /// Every order `side` may give now, in a stable order.
    fn legal(&self, ctx: Ctx, side: usize, out: &mut Vec<Self::Order>);
    /// `legal`, each order handed to `push` as it is found, so the generic `Match::legal` wraps them straight into
    /// its own list instead of moving a ruleset's whole list over (lists of hundreds of moves, built for every
    /// order of self-play and of the computer's searches). By default, `legal`'s list handed over.
    fn legal_each(&self, ctx: Ctx, side: usize, push: &mut dyn FnMut(Self::Order)) {
        let mut v = Vec::new();
        self.legal(ctx, side, &mut v);
        v.into_iter().for_each(push);
    }
    /// Check, then apply one order of `side`. The generic `Match::apply` has already refused it if the game is
    /// over or `side` is not `to_act()`, so a ruleset checks only its own rules. On `Err` the caller throws away
    /// whatever was changed, dice included, so a refused order changes nothing.
    fn apply(
        &mut self,
        ctx: Ctx,
        side: usize,
        order: &Self::Order,
        dice: &mut GameDice,
        out: &mut Vec<(Outcome, Audience)>,
    ) -> Result<(), RejectReason>;
    /// Does this event show a player something new (dice, a drawn card, a reveal)? It fixes the undo horizon.
    fn reveals(event: &Self::Event) -> bool;
    /// Units and the ruleset's own state as `side` may know them: the only place hidden facts are removed.
    fn view(&self, ctx: Ctx, side: usize) -> (Vec<UnitView>, Self::View);
    /// Every piece, sorted by id, for the board entities, the invariants and the snapshot.
    fn pieces<'a>(&'a self, out: &mut Vec<PieceRef<'a>>);
    /// Broken invariants, in words (none when all hold).
    fn invariants(&self, ctx: Ctx, out: &mut Vec<String>);
    /// The state as `side` may know it: everything hidden from that side (the other hands, the deck's order, a
    /// secret value, what a hidden enemy is) removed or replaced by a neutral stand-in. The game computes odds on
    /// this copy only, so they cannot depend on a fact the side may not know, whatever `odds` reads. The other
    /// side's hidden secret objectives are removed by the generic layer (`Match::redacted`), not here.
    fn redacted(&self, side: usize) -> Self;
    /// The markers on the map as the rules now have them, for a ruleset whose play places or removes smoke and
    /// fire: every hex with any marker (the scenario's included, once the ruleset owns them). The game copies them
    /// onto the tiles after each order and rebuilds the board and its sight index from them. `None` (the default):
    /// the rules never change the map, and the scenario's markers stay.
    fn hex_markers(&self) -> Option<&std::collections::BTreeMap<Coord, Vec<super::terrain::HexMarker>>> {
        None
    }
    /// The exact chances of an attack by `unit` on `target` as `side` would order it now; or why it may not be
    /// made. The game calls it only on `redacted(side)`.
    fn odds(&self, _ctx: Ctx, _side: usize, _unit: &str, _target: &str) -> Result<Odds, RejectReason> {
        Err(RejectReason::NoOdds)
    }
    /// The computer opponent's sampler. Called on `redacted(side)` only: a playable state consistent with what
    /// `side` knows, its hidden parts drawn at random from `dice` (the search's own, never the game's): the other
    /// hand and the deck's order dealt anew from the cards `side` cannot place, say. It may read nothing the redacted
    /// copy does not hold. By default the redacted copy itself, for rulesets whose stand-ins are already playable.
    fn sample(&self, _side: usize, _dice: &mut GameDice) -> Self {
        self.clone()
    }
    /// The computer opponent's measure of how `side` stands in an unfinished game, from -1 (all but lost) to 1 (all
    /// but won), by what decides this ruleset's games that the contract cannot see (a force's morale, say). The
    /// default evaluation (`ai::eval`) blends it with its own terms; `None`: the default alone. Called on a sampled
    /// state only.
    /// What the ruleset's rules help may name beyond its orders, units, terrain and shared tables: its cards
    /// (`card`), and the like. See `glossary`.
    fn glossary() -> super::glossary::Glossary {
        super::glossary::Glossary::default()
    }

    /// The ruleset's own tables for its rules help, by name, built from the data the engine plays by.
    fn help_tables() -> Vec<(&'static str, super::glossary::HelpTable)> {
        Vec::new()
    }

    fn evaluate(&self, _ctx: Ctx, _side: usize) -> Option<f64> {
        None
    }
}

/// Deal the cards of several piles anew, each keeping its size: gathered, sorted, then shuffled with `dice` if given,
/// and dealt back in order. Without dice it is the redaction's neutral stand-in (which card lies where says nothing);
/// with dice it is the sampler's fresh deal. Piles listed in `sorted` are sorted after the deal (hands kept sorted).
pub fn redeal<T: Ord + Copy>(piles: &mut [&mut Vec<T>], dice: Option<&mut GameDice>, sorted: &[usize]) {
    let mut pool: Vec<T> = piles.iter().flat_map(|p| p.iter().copied()).collect();
    pool.sort_unstable();
    if let Some(d) = dice {
        super::dice::shuffle(&mut pool, d);
    }
    let mut rest = &pool[..];
    for (k, pile) in piles.iter_mut().enumerate() {
        let n = pile.len();
        pile.clear();
        pile.extend_from_slice(&rest[..n]);
        rest = &rest[n..];
        if sorted.contains(&k) {
            pile.sort_unstable();
        }
    }
}

/// The exact chances of an attack, for the odds shown before ordering it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Odds {
    pub ranged: bool,
    /// Dice rolled (or the attack's strength, in rulesets without dice).
    pub dice: u8,
    /// `hits[k]`: the chance of exactly k hits.
    pub hits: Vec<f64>,
    /// Other chances worth showing: the chance of at least one flag, of a leader hit...
    pub extra: Vec<(OddsExtra, f64)>,
    /// For rulesets whose attacks do not count hits: the chance of each result on the target (`hits` is then
    /// empty, and `dice` is the attack's strength).
    pub outcomes: Vec<(OddsOutcome, f64)>,
}

/// A result an attack may have on its target, for rulesets that speak of states rather than hits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum OddsOutcome {
    NoEffect,
    Suppressed,
    Broken,
    Eliminated,
    /// A charge reaches its target.
    ChargeReaches,
    /// A charge falls short.
    ChargeShort,
}

impl Odds {
    /// The chance of exactly k hits (`v[k]`, k = 0..=n) from `n` dice that each hit with chance `p`.
    pub fn binomial(n: usize, p: f64) -> Vec<f64> {
        let mut v = vec![0.0; n + 1];
        v[0] = 1.0;
        for _ in 0..n {
            for k in (0..=n).rev() {
                v[k] = v[k] * (1.0 - p) + if k > 0 { v[k - 1] * p } else { 0.0 };
            }
        }
        v
    }

    pub fn expected_hits(&self) -> f64 {
        self.hits.iter().enumerate().map(|(k, p)| k as f64 * p).sum()
    }
}

/// What an extra chance in `Odds` is of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum OddsExtra {
    /// At least one retreat flag.
    Flag,
}

/// An objective as play goes on.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ObjectiveState {
    pub id: String,
    pub at: Coord,
    pub vp: u32,
    pub secret: bool,
    pub owner: Option<usize>,
    pub controlled_by: Option<usize>,
    pub revealed: bool,
}

impl ObjectiveState {
    /// May `side` know of this objective? A secret one is known only to its owner until it is revealed.
    pub fn known_to(&self, side: usize) -> bool {
        !self.secret || self.revealed || self.owner == Some(side)
    }
}

/// The bookkeeping most rulesets share: whose turn, objectives held, public scores, targets and the result.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Common {
    /// 1-based game turn; a game turn is one player turn for each side.
    pub turn: u32,
    pub active: usize,
    pub sides: usize,
    /// Public score of each side (secret objectives count once revealed).
    pub scores: Vec<u32>,
    pub targets: Vec<Option<u32>>,
    /// Sorted by id.
    pub objectives: Vec<ObjectiveState>,
    pub victory: Vec<VictoryCondition>,
    pub turn_limit: Option<u32>,
    pub over: Option<(Option<usize>, EndReason)>,
}

impl Common {
    /// The start of a game of `scenario`; `default_target` applies to sides whose file names none.
    pub fn new(scenario: &Setup, default_target: Option<u32>) -> Common {
        let mut objectives: Vec<ObjectiveState> = scenario
            .objectives
            .iter()
            .map(|o| ObjectiveState {
                id: o.id.clone(),
                at: o.at,
                vp: o.vp,
                secret: o.secret,
                owner: o.owner,
                controlled_by: o.controlled_by,
                revealed: !o.secret,
            })
            .collect();
        objectives.sort_by(|a, b| a.id.cmp(&b.id));
        let sides = scenario.sides.len();
        let mut c = Common {
            turn: 1,
            active: 0,
            sides,
            scores: vec![0; sides],
            targets: scenario.sides.iter().map(|s| s.target.or(default_target)).collect(),
            objectives,
            victory: scenario.victory.clone(),
            turn_limit: scenario.turn_limit,
            over: None,
        };
        c.scores = c.compute_scores(&[]);
        c
    }

    /// Public score of each side: the VP of the revealed objectives it controls, plus `kills`.
    pub fn compute_scores(&self, kills: &[u32]) -> Vec<u32> {
        let mut scores = vec![0; self.sides];
        for (s, k) in scores.iter_mut().zip(kills) {
            *s += k;
        }
        for o in &self.objectives {
            if let (Some(by), true) = (o.controlled_by, o.revealed)
                && by < self.sides
            {
                scores[by] += o.vp;
            }
        }
        scores
    }

    /// The active side's turn ends: the next side plays, and a new game turn starts when play wraps around.
    pub fn pass_turn(&mut self, out: &mut Vec<(Outcome, Audience)>) {
        let side = self.active;
        let next = (side + 1) % self.sides.max(1);
        if next == 0 {
            self.turn += 1;
        }
        self.active = next;
        out.push((Outcome::TurnEnded { side, next, turn: self.turn }, Audience::All));
    }

    /// Objective `k` is now held by `by` (`None`: by nobody). This is the only place a change of hands is
    /// reported: to both sides for a known objective, and only to its owner for a secret one still hidden (the
    /// side that took it does not learn it took anything). Public scores are not touched here (`rescore`).
    pub fn set_holder(&mut self, k: usize, by: Option<usize>, out: &mut Vec<(Outcome, Audience)>) {
        let Some(o) = self.objectives.get_mut(k) else { return };
        if o.controlled_by == by {
            return;
        }
        o.controlled_by = by;
        if let Some(by) = by {
            let audience = if o.revealed { Audience::All } else { Audience::Only(o.owner.unwrap_or(by)) };
            out.push((Outcome::ObjectiveTaken { objective: o.id.clone(), at: o.at, by }, audience));
        }
    }

    /// Every objective's holder as `now` gives it, one entry per objective in order. With `sticky`, an
    /// objective nobody holds now stays with the side that held it last (control passes only when another side
    /// takes it); without, it is lost.
    pub fn hold(&mut self, now: &[Option<usize>], sticky: bool, out: &mut Vec<(Outcome, Audience)>) {
        for (k, &by) in now.iter().enumerate() {
            if by.is_some() || !sticky {
                self.set_holder(k, by, out);
            }
        }
    }

    /// Who holds each objective by `holder` of its hex, in the objectives' order (for `hold`).
    pub fn holders(&self, holder: impl Fn(Coord) -> Option<usize>) -> Vec<Option<usize>> {
        self.objectives.iter().map(|o| holder(o.at)).collect()
    }

    /// The public scores recomputed (`compute_scores(kills)`), each change told to both sides.
    pub fn rescore(&mut self, kills: &[u32], out: &mut Vec<(Outcome, Audience)>) {
        let scores = self.compute_scores(kills);
        for (i, s) in scores.into_iter().enumerate() {
            if self.scores.get(i).is_some_and(|x| *x != s) {
                self.scores[i] = s;
                out.push((Outcome::ScoreChanged { side: i, score: s }, Audience::All));
            }
        }
    }

    /// Control of each objective passes to the side standing on it (`occupant`) and stays with it until another
    /// side stands there; then the scores are recomputed with `kills` added.
    pub fn score(
        &mut self,
        occupant: impl Fn(Coord) -> Option<usize>,
        kills: &[u32],
        out: &mut Vec<(Outcome, Audience)>,
    ) {
        let now = self.holders(occupant);
        self.hold(&now, true, out);
        self.rescore(kills, out);
    }

    /// The state as `side` may know it: the other side's secret objectives still hidden are gone.
    pub fn redact(&mut self, side: usize) {
        self.objectives.retain(|o| o.known_to(side));
    }

    /// Reveal the secret objective `id`: both sides see it, and it counts for whoever holds it from now on (the
    /// public scores move at once). False if there is no such objective or it is already known.
    pub fn reveal(&mut self, id: &str, out: &mut Vec<(Outcome, Audience)>) -> bool {
        let Some(o) = self.objectives.iter_mut().find(|o| o.id == id && !o.revealed) else {
            return false;
        };
        o.revealed = true;
        let (objective, at, vp, held) = (o.id.clone(), o.at, o.vp, o.controlled_by);
        out.push((Outcome::ObjectiveRevealed { objective, at, owner: o.owner.unwrap_or(0) }, Audience::All));
        if let Some(by) = held.filter(|b| *b < self.sides) {
            self.scores[by] += vp;
            out.push((Outcome::ScoreChanged { side: by, score: self.scores[by] }, Audience::All));
        }
        true
    }

    /// Reveal every secret objective still hidden (the game is ending: they score now).
    pub fn reveal_all(&mut self, out: &mut Vec<(Outcome, Audience)>) {
        let hidden: Vec<String> = self.objectives.iter().filter(|o| !o.revealed).map(|o| o.id.clone()).collect();
        for id in hidden {
            self.reveal(&id, out);
        }
    }

    /// End the game if a victory condition holds: a target reached, a side with no units left (`alive`), or the
    /// turn limit passed. Secret objectives still hidden are revealed and scored first when the turn limit ends
    /// the game, so they count in the final comparison; they are revealed in any case once the game is over.
    pub fn check_victory(&mut self, alive: impl Fn(usize) -> bool, out: &mut Vec<(Outcome, Audience)>) {
        if self.over.is_some() {
            return;
        }
        if self.turn_limit.is_some_and(|limit| self.turn > limit) {
            self.reveal_all(out);
        }
        let mut result = None;
        if self.victory.contains(&VictoryCondition::ReachTarget)
            && let Some(w) = (0..self.sides).find(|&s| self.targets[s].is_some_and(|t| self.scores[s] >= t))
        {
            result = Some((Some(w), EndReason::TargetReached));
        }
        if result.is_none()
            && self.victory.contains(&VictoryCondition::EliminateEnemy)
            && let Some(loser) = (0..self.sides).find(|&i| !alive(i))
        {
            result = Some((Some(1 - loser.min(1)), EndReason::Eliminated));
        }
        if result.is_none()
            && let Some(limit) = self.turn_limit
            && self.turn > limit
        {
            let (a, b) = (self.scores[0], self.scores.get(1).copied().unwrap_or(0));
            let winner = if self.victory.contains(&VictoryCondition::MostPointsAtTurnLimit) && a != b {
                Some(if a > b { 0 } else { 1 })
            } else {
                None
            };
            result = Some((winner, EndReason::TurnLimit));
        }
        if let Some((winner, reason)) = result {
            self.end(winner, reason, out);
        }
    }

    /// End the game now with this result, revealing the secret objectives left hidden.
    pub fn end(&mut self, winner: Option<usize>, reason: EndReason, out: &mut Vec<(Outcome, Audience)>) {
        self.finish(reason, |_| winner, out);
    }

    /// The one end-of-game step: every secret objective still hidden is revealed and scored, then `decide` names
    /// the winner from the final public scores, and the game is over.
    pub fn finish(
        &mut self,
        reason: EndReason,
        decide: impl FnOnce(&[u32]) -> Option<usize>,
        out: &mut Vec<(Outcome, Audience)>,
    ) {
        if self.over.is_some() {
            return;
        }
        self.reveal_all(out);
        let winner = decide(&self.scores);
        self.over = Some((winner, reason.clone()));
        out.push((Outcome::GameOver { winner, reason }, Audience::All));
    }

    /// Invariant: the public scores are the objectives held plus `kills`.
    pub fn check_scores(&self, kills: &[u32], out: &mut Vec<String>) {
        let expected = self.compute_scores(kills);
        if expected != self.scores {
            out.push(format!("scores {:?} differ from the objectives held {expected:?}", self.scores));
        }
    }
}

/// Invariants of a ruleset keeping its own pieces: ids unique and sorted, every piece on ground it may stand on.
pub fn check_ids_and_ground<'a>(ctx: Ctx, pieces: impl Iterator<Item = (&'a str, Coord)>, out: &mut Vec<String>) {
    let mut last: Option<&str> = None;
    for (id, at) in pieces {
        if last.is_some_and(|l| l >= id) {
            out.push("pieces are not sorted by unique id".into());
        }
        last = Some(id);
        if let Err(e) = super::movement::ground_allows(ctx.setup.ruleset, ctx.map, at) {
            out.push(format!("unit {id} at {at}: {e}"));
        }
    }
}

/// Invariants every ruleset's pieces keep: on passable ground, strength within 1..=max, an attached leader in his
/// unit's hex, and stacking as the ruleset allows. `pieces` must be sorted by id.
pub fn check_pieces(ctx: Ctx, pieces: &[PieceRef], out: &mut Vec<String>) {
    use super::movement::{Occupant, ground_allows, stacking_allows};
    let ruleset = ctx.setup.ruleset;
    // The pieces hex by hex, sorted as packed numbers (hex index, then piece index): far quicker than comparing
    // coordinates by key. `slot` finds a piece's place in that order.
    let mut order: Vec<u64> = pieces
        .iter()
        .enumerate()
        .map(|(i, p)| (u64::from(ctx.map.index(p.at).map_or(u32::MAX, |h| h as u32)) << 32) | i as u64)
        .collect();
    order.sort_unstable();
    let mut slot = vec![0usize; pieces.len()];
    for (k, &packed) in order.iter().enumerate() {
        slot[packed as u32 as usize] = k;
    }
    let same_hex = |k: usize| order[k] >> 32;
    for (i, p) in pieces.iter().enumerate() {
        // The sight index's table answers for the hex (its map index is in `order`); off the map, or for an index
        // of another ruleset, the map itself.
        let hex = (order[slot[i]] >> 32) as usize;
        let ground = match ctx.los.ground(ruleset, hex) {
            Some(g) => g.clone(),
            None => ground_allows(ruleset, ctx.map, p.at),
        };
        if let Err(e) = ground {
            out.push(format!("unit {} at {}: {}", p.id, p.at, e));
        }
        if p.strength == 0 || p.strength > p.max {
            out.push(format!("unit {} at {}: strength {} outside 1..={}", p.id, p.at, p.strength, p.max));
        }
        if let Some(l) = p.leader {
            // An attached leader stands in his unit's hex: look among the few pieces there first, and search the
            // whole list by id only when he is not among them.
            let k = slot[i];
            let (mut lo, mut hi) = (k, k + 1);
            while lo > 0 && same_hex(lo - 1) == same_hex(k) {
                lo -= 1;
            }
            while hi < order.len() && same_hex(hi) == same_hex(k) {
                hi += 1;
            }
            // (Pieces off the map share one key without sharing a hex: for them, the search by id.)
            let on_map = same_hex(k) != u64::from(u32::MAX);
            let with_him = on_map && order[lo..hi].iter().any(|&q| pieces[q as u32 as usize].id == l);
            if !with_him
                && let Some(lp) = pieces.binary_search_by(|q| q.id.cmp(l)).ok().map(|k| &pieces[k])
                && lp.at != p.at
            {
                out.push(format!("unit {} at {}: attached leader {} is at {}", p.id, p.at, l, lp.at));
            }
        }
    }
    // Stacking, hex by hex: each piece (in id order) must fit with those listed before it there.
    let mut here: Vec<Occupant> = Vec::new();
    for (k, &packed) in order.iter().enumerate() {
        let p = &pieces[packed as u32 as usize];
        if k == 0 || pieces[order[k - 1] as u32 as usize].at != p.at {
            here.clear();
        }
        if let Err(e) = stacking_allows(ruleset, &here, p.side, p.unit_type) {
            out.push(format!("hex {}: unit {}: {}", p.at, p.id, e));
        }
        here.push(Occupant { side: p.side, unit_type: p.unit_type });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The piece checks find an attached leader away from his unit, and only then; one off the list is no fault
    /// of theirs.
    #[test]
    fn the_piece_checks_find_an_attached_leader_away_from_his_unit() {
        let scenario = crate::scenario::load_bundled("hastings_1066.ron");
        let session = crate::session::Session::new(&scenario, 1);
        let ctx = session.ctx();
        let mut pieces = Vec::new();
        session.state().pieces(&mut pieces);
        let check = |pieces: &[PieceRef]| {
            let mut out = Vec::new();
            check_pieces(ctx, pieces, &mut out);
            out
        };
        assert_eq!(check(&pieces), Vec::<String>::new(), "the scenario's start is sound");
        let unit = pieces.iter().position(|p| p.leader.is_some()).expect("a unit with a leader");
        let leader = pieces.iter().position(|p| Some(p.id) == pieces[unit].leader).expect("the leader is listed");
        // Leader and unit on another hex together: still sound.
        let grid = &scenario.grid;
        let empty = (0..grid.terrain.len()).map(|k| grid.coord_of(k)).find(|c| {
            pieces.iter().all(|p| p.at != *c)
                && crate::rules::movement::ground_allows(scenario.ruleset, grid, *c).is_ok()
        });
        let empty = empty.expect("an empty hex");
        let mut moved = pieces.clone();
        moved[unit].at = empty;
        moved[leader].at = empty;
        assert_eq!(check(&moved), Vec::<String>::new());
        // The leader alone elsewhere: the fault is found, and named.
        let mut away = pieces.clone();
        away[leader].at = empty;
        let faults = check(&away);
        assert_eq!(faults.len(), 1, "{faults:?}");
        assert!(faults[0].contains("attached leader") && faults[0].contains(&empty.to_string()), "{faults:?}");
        // The leader off the list: nothing to compare.
        let mut gone = pieces.clone();
        gone.remove(leader);
        assert_eq!(check(&gone), Vec::<String>::new());
    }
}
