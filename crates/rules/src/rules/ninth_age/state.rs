//! The 9th Age's state: units with facing, models and wounds, placed or waiting to deploy; the step of deployment or of the player turn play is at; declared charges; fights in progress; the rolls of the first turn; and the geometry the rules read (arcs with their exact boundaries, straight lines away from a hex, distances to the home edge).

use super::data::{self, Profile, Special};
use crate::rules::engine::{Audience, Common, Outcome};
use crate::rules::hex::{Coord, Dir, Orientation};
use crate::rules::setup::{Edge, Setup};
use serde::{Deserialize, Serialize};

use crate::rules::engine::PieceRef;
pub use crate::rules::roster::Roster;
use crate::rules::roster::{BoardPiece, Core};
use crate::rules::setup::UnitMarker;

crate::rules::roster::roster!(NaGame, NaPiece);

pub type Out = Vec<(Outcome, Audience)>;

/// A unit and where it stands with the rules.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct NaPiece {
    /// Id, number, side and kind, read as the piece's own fields.
    pub core: Core,
    pub pr: &'static Profile,
    /// `None` until the unit is deployed.
    pub at: Option<Coord>,
    pub facing: Dir,
    /// Models left, and wounds on the last one (multi-HP models keep theirs).
    pub models: u8,
    pub wounds: u8,
    /// Destroyed (or fled off the map): off the board for good. Units keep their places in the list.
    pub dead: bool,
    /// Declared to use its special deployment (Scouts or Vanguard).
    pub special: bool,
    pub fleeing: bool,
    /// This player turn: moved (or charged, fled, reformed), marched, shot, rallied (no move or shot after).
    pub moved: bool,
    pub marched: bool,
    pub march_failed: bool,
    pub shot: bool,
    pub rallied: bool,
    /// Charged this player turn (combat score in the first round).
    pub charged: bool,
    /// Its charge fell short this player turn (it may not shoot).
    pub failed_charge: bool,
    /// Facing changes in this move (a march allows one).
    pub wheels: u8,
    /// Stood and shot this round (once per round, however often charged).
    pub stood_and_shot: bool,
    /// Took its redirect this round.
    pub redirected: bool,
    /// Scouted or made a Vanguard move (enemies may come closer to it in the Vanguard step).
    pub scouted: bool,
    /// Models at the start of this shooting phase, and whether it has tested for panic from shooting in it.
    pub phase_models: u8,
    pub shot_panic: bool,
    /// A character: the unit it has joined (its place in the list). It then stands in that unit's hex, moves, flees
    /// and faces with it, and is no unit of its own on the table (`placed` is false).
    pub joined: Option<usize>,
}

/// On the board once deployed and while alive: models left of the profile's, fleeing as a Broken marker, its facing.
impl BoardPiece for NaPiece {
    fn look(&self) -> Option<PieceRef<'_>> {
        let at = self.at.filter(|_| !self.dead)?;
        let markers: &[UnitMarker] = if self.fleeing { &[UnitMarker::Broken] } else { &[] };
        let board = self.core.board(at, self.models, self.pr.models.max(self.models));
        Some(PieceRef { moved: self.moved, markers, facing: Some(self.facing), ..board })
    }
}

impl NaPiece {
    /// On the map and in the game as a unit of its own (a character that has joined a unit is part of it).
    pub fn placed(&self) -> bool {
        self.at.is_some() && !self.dead && self.joined.is_none()
    }
    /// The army's General (his Discipline serves friends near him).
    pub fn general(&self) -> bool {
        self.character() && data::GENERALS.contains(&self.pr.id)
    }
    pub fn character(&self) -> bool {
        self.pr.character
    }
    /// Full ranks: models over the rank width.
    pub fn ranks(&self) -> u8 {
        self.models / self.pr.width
    }
    /// HP left in the unit.
    pub fn hp_left(&self) -> u32 {
        u32::from(self.models) * u32::from(self.pr.hp) - u32::from(self.wounds)
    }
    /// Does its owner place it in the Scouts step rather than with the rest?
    pub fn scouts(&self) -> bool {
        self.special && self.pr.special == Special::Scouts
    }
    pub fn vanguard(&self) -> bool {
        self.special && self.pr.special == Special::Vanguard
    }
}

/// Which arc of a unit something lies in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Arc {
    Front,
    Flank,
    Rear,
}

/// Where a hex lies seen from a unit: in one arc, or exactly on the line between two.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArcAt {
    In(Arc),
    Between(Arc, Arc),
}

/// The step of the game play is at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Stage {
    /// `side` won the roll-off for deployment zones and chooses its zone.
    Zones {
        side: usize,
    },
    /// `side` says which of its units use their special deployment.
    Declare {
        side: usize,
    },
    /// The side that did not choose its zone says who places the first unit.
    WhoDeploys,
    /// `side` places a drop: `placed` units so far in it.
    Drop {
        side: usize,
        placed: u8,
    },
    /// `side` has placed everything but its Scouts: it declares whether it takes the first or the second turn.
    TurnChoice {
        side: usize,
    },
    /// `side` places its Scouts.
    Scouts {
        side: usize,
    },
    /// `side` makes its Vanguard moves.
    Vanguard {
        side: usize,
    },
    /// The first-turn roll went to `side`'s opponent: `side` chooses who plays first.
    FirstTurn {
        side: usize,
    },
    /// The active side declares charges.
    Charge,
    /// The charged unit's side reacts to the charge of `charger` (an index) on `target`.
    React {
        charger: usize,
        target: usize,
    },
    /// A charged unit fled: each charger in `NaGame::redirects` may redirect (a Discipline test) or go on against
    /// it, one at a time in the order the active side picks.
    Redirect,
    /// `charger` passed its test: it declares a new charge.
    Retarget {
        charger: usize,
    },
    /// The unit `charger` redirected onto fled too: it chooses which of the two fleeing units it goes on against
    /// (`NaGame::redirect_from` holds the charge it left).
    GoOn {
        charger: usize,
    },
    /// The declared chargers roll their range and move, one by one as the active side picks.
    ChargeMoves,
    Movement,
    Shooting,
    Melee,
    /// The side that won the fight of `unit` (an index) says whether its winners pursue.
    Pursue {
        unit: usize,
    },
}

impl Stage {
    /// Is this a step of setting up (zones, special deployment, placing, Scouts, Vanguard, the first-turn roll),
    /// before the battle's first turn?
    pub fn deploying(self) -> bool {
        matches!(
            self,
            Stage::Zones { .. }
                | Stage::Declare { .. }
                | Stage::WhoDeploys
                | Stage::Drop { .. }
                | Stage::TurnChoice { .. }
                | Stage::Scouts { .. }
                | Stage::Vanguard { .. }
                | Stage::FirstTurn { .. }
        )
    }
}

/// A declared charge.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Charge {
    pub charger: usize,
    pub target: usize,
    /// The target's arc the charger contacts (rolled when it started on a boundary).
    pub arc: Arc,
    /// The target fled from it.
    pub fled: bool,
}

/// A roll for the panel: what for, the dice, what was needed and whether it did.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Roll {
    pub what: RollKind,
    pub dice: Vec<u8>,
    pub total: i32,
    pub need: i32,
    pub success: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RollKind {
    FirstTurn,
    Discipline,
    Charge,
    Flee,
    Pursuit,
    BreakTest,
    Panic,
    Rally,
}

/// The deployment's bookkeeping.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Deploy {
    /// The side that chose its zone first (declares first; its opponent says who deploys first).
    pub chooser: usize,
    /// The unit picked to place next.
    pub next: Option<usize>,
    /// The side that finished first, what it declared (first turn or not) and the Strategic Initiative.
    pub finished: Option<usize>,
    pub wants_first: bool,
    pub initiative: u32,
    /// Both sides' first-turn dice.
    pub rolls: Option<[u8; 2]>,
    /// Characters have gone down (they all go in one drop).
    pub characters: [bool; 2],
    /// The roll-off for deployment zones (side 0's die, side 1's), when the scenario left it to the players.
    pub zone_rolls: Option<[u8; 2]>,
}

/// A game of The 9th Age.
#[derive(Debug, Clone, Hash)]
pub struct NaGame {
    pub common: Common,
    /// Sorted by id.
    pub pieces: Vec<NaPiece>,
    pub stage: Stage,
    pub deploy: Deploy,
    /// The side with the first player turn of each game turn, and the side whose player turn it is.
    pub first: usize,
    pub turn_side: usize,
    pub charges: Vec<Charge>,
    /// Chargers whose target fled and that may still test to redirect, waiting on the active side's choice.
    pub redirects: Vec<usize>,
    /// The charge a redirecting charger left, kept until its new target reacts: should that one flee too, the
    /// charger chooses which of the two to go on against.
    pub redirect_from: Option<Charge>,
    /// Pairs of units in combat (indices into `pieces`, kept up to date as units leave).
    pub fights: Vec<(usize, usize)>,
    /// Units whose fight was fought this Melee phase.
    pub fought: Vec<usize>,
    /// The unit in the middle of its move (hexes left, marching): another unit's order ends it.
    pub moving: Option<(usize, u8, bool)>,
    /// Points of enemy units destroyed, by the side that scores them.
    pub destroyed: [u32; 2],
    pub zones: [Vec<Coord>; 2],
    pub homes: [Edge; 2],
    pub size: (i32, i32),
    pub orientation: Orientation,
    pub turn_limit: u32,
    pub last: Vec<(String, Roll)>,
    /// The units placed (or moved) in the drop, Scouts or Vanguard step under way: the ones that may still turn.
    pub drop_units: Vec<usize>,
    /// The first-turn roll settled who plays first: the battle starts when the order is done.
    pub pending_start: Option<usize>,
    /// Pursuit waits on a choice: the broken units and the winners that may chase them.
    pub pursuit: Option<(Vec<usize>, Vec<usize>)>,
}

impl NaGame {
    pub fn new(setup: &Setup) -> NaGame {
        let pieces = crate::rules::roster::from_units(&setup.units, |core, u| {
            let pr = data::profile(u.unit_type.id);
            NaPiece {
                core,
                pr,
                at: None,
                facing: u.facing.unwrap_or(Dir::N),
                models: u.strength.clamp(1, pr.models.max(u.strength)),
                wounds: 0,
                dead: false,
                special: false,
                fleeing: false,
                moved: false,
                marched: false,
                march_failed: false,
                shot: false,
                rallied: false,
                charged: false,
                failed_charge: false,
                wheels: 0,
                stood_and_shot: false,
                redirected: false,
                scouted: false,
                phase_models: 0,
                shot_panic: false,
                joined: None,
            }
        });
        let home =
            |s: usize| setup.sides.get(s).map_or(if s == 0 { Edge::South } else { Edge::North }, |x| x.home_edge);
        let zone = |s: usize| setup.sides.get(s).map(|x| x.zone.clone()).unwrap_or_default();
        let chooser = setup.initiative.unwrap_or(0).min(1);
        NaGame {
            common: Common::new(setup, None),
            pieces,
            stage: Stage::Declare { side: chooser },
            deploy: Deploy { chooser, ..Deploy::default() },
            first: 0,
            turn_side: 0,
            charges: Vec::new(),
            redirects: Vec::new(),
            redirect_from: None,
            fights: Vec::new(),
            fought: Vec::new(),
            moving: None,
            destroyed: [0, 0],
            zones: [zone(0), zone(1)],
            homes: [home(0), home(1)],
            size: (setup.grid.width as i32, setup.grid.height as i32),
            orientation: setup.grid.orientation,
            turn_limit: setup.turn_limit.unwrap_or(data::DEFAULT_TURNS),
            last: Vec::new(),
            drop_units: Vec::new(),
            pending_start: None,
            pursuit: None,
        }
    }

    pub fn dist(&self, a: Coord, b: Coord) -> u32 {
        a.distance(b, self.orientation)
    }
    /// Hex distance between two placed units (`u32::MAX` if either is not on the map).
    pub fn gap(&self, i: usize, j: usize) -> u32 {
        match (self.pieces[i].at, self.pieces[j].at) {
            (Some(a), Some(b)) if !self.pieces[i].dead && !self.pieces[j].dead => self.dist(a, b),
            _ => u32::MAX,
        }
    }
    pub fn unit_at(&self, c: Coord) -> Option<usize> {
        self.pieces.iter().position(|p| p.placed() && p.at == Some(c))
    }
    /// Placed enemy units of `side`.
    pub fn enemies(&self, side: usize) -> impl Iterator<Item = usize> + '_ {
        (0..self.pieces.len()).filter(move |&j| self.pieces[j].side != side && self.pieces[j].placed())
    }
    /// Distance from `c` to the nearest placed enemy of `side` that passes `keep` (`u32::MAX` when none).
    pub fn nearest_enemy(&self, side: usize, c: Coord, keep: impl Fn(&NaPiece) -> bool) -> u32 {
        self.enemies(side)
            .filter(|&j| keep(&self.pieces[j]))
            .filter_map(|j| self.pieces[j].at.map(|a| self.dist(a, c)))
            .min()
            .unwrap_or(u32::MAX)
    }
    /// The characters that have joined unit `h`.
    pub fn characters_in(&self, h: usize) -> impl Iterator<Item = usize> + '_ {
        (0..self.pieces.len()).filter(move |&c| self.pieces[c].joined == Some(h) && !self.pieces[c].dead)
    }
    /// The Discipline unit `i` tests on: the best of its own, that of each character in it, and its General's when
    /// he is on the table within his Commanding Presence and not fleeing (PROPOSAL, from the 2022 rules).
    pub fn discipline_of(&self, i: usize) -> u8 {
        let p = &self.pieces[i];
        let own = self.characters_in(i).map(|c| self.pieces[c].pr.dis).fold(p.pr.dis, u8::max);
        let Some(at) = p.at else { return own };
        let general = self
            .pieces
            .iter()
            .filter(|g| g.side == p.side && g.general() && !g.dead && !g.fleeing)
            .filter(|g| g.at.is_some_and(|a| self.dist(a, at) <= data::COMMANDING_PRESENCE))
            .map(|g| g.pr.dis)
            .max()
            .unwrap_or(0);
        own.max(general)
    }
    pub fn engaged(&self, i: usize) -> bool {
        self.fights.iter().any(|&(a, b)| a == i || b == i)
    }
    /// The enemies `i` is fighting.
    pub fn foes(&self, i: usize) -> Vec<usize> {
        self.fights
            .iter()
            .filter_map(|&(a, b)| {
                if a == i {
                    Some(b)
                } else if b == i {
                    Some(a)
                } else {
                    None
                }
            })
            .collect()
    }

    /// Where `b` lies seen from a unit at `a` facing `f`: front within 90°, rear beyond 150°, flank between; read
    /// exactly from the dot product in cube coordinates, so a hex on a boundary says so.
    pub fn arc_at(&self, a: Coord, f: Dir, b: Coord) -> ArcAt {
        let Some(fi) = f.index(self.orientation) else { return ArcAt::In(Arc::Front) };
        let (dot, rear) =
            crate::rules::geometry::facing_terms(a.to_hex(self.orientation), fi, b.to_hex(self.orientation));
        if dot > 0 {
            ArcAt::In(Arc::Front)
        } else if dot == 0 {
            ArcAt::Between(Arc::Front, Arc::Flank)
        } else if rear > 0 {
            ArcAt::In(Arc::Rear)
        } else if rear == 0 {
            ArcAt::Between(Arc::Flank, Arc::Rear)
        } else {
            ArcAt::In(Arc::Flank)
        }
    }
    /// The arc of unit `j` that unit `i` stands in (a boundary counts as the better-placed arc for `j`).
    pub fn arc_of(&self, j: usize, i: usize) -> Arc {
        let (Some(a), Some(b)) = (self.pieces[j].at, self.pieces[i].at) else { return Arc::Front };
        match self.arc_at(a, self.pieces[j].facing, b) {
            ArcAt::In(x) | ArcAt::Between(x, _) => x,
        }
    }
    /// Is `b` in the front arc of a unit at `a` facing `f` (the boundary counts: half the front is in)?
    pub fn in_front(&self, a: Coord, f: Dir, b: Coord) -> bool {
        matches!(self.arc_at(a, f, b), ArcAt::In(Arc::Front) | ArcAt::Between(Arc::Front, _))
    }
    /// The hexside direction nearest to the line from `a` to `b` (ties to the lower index).
    pub fn toward(&self, a: Coord, b: Coord) -> Dir {
        let o = self.orientation;
        Dir::from_index(crate::rules::geometry::toward(a.to_hex(o), b.to_hex(o)), o)
    }
    /// The hexes on the straight line from `from` going directly away from `cause`, `n` of them (some may be off
    /// the map: the caller stops there).
    pub fn line_away(&self, cause: Coord, from: Coord, n: u32) -> Vec<Coord> {
        let o = self.orientation;
        let (hc, hf) = (cause.to_hex(o), from.to_hex(o));
        let d = hc.unsigned_distance_to(hf).max(1) as i32;
        let k = (n as i32 + d - 1) / d + 1;
        let delta = hf - hc;
        let target = hf + delta * k;
        hf.line_to(target).skip(1).take(n as usize).map(|h| Coord::from_hex(h, o)).collect()
    }
    /// How far from its own map edge a hex is (0 on the edge row).
    pub fn from_home(&self, side: usize, c: Coord) -> i32 {
        self.homes[side.min(1)].distance(c, self.size.0, self.size.1)
    }
    pub fn on_map(&self, c: Coord) -> bool {
        c.col() >= 0 && c.row() >= 0 && c.col() < self.size.0 && c.row() < self.size.1
    }
    pub fn record(&mut self, who: &str, roll: Roll) {
        self.last.retain(|(w, r)| !(w == who && r.what == roll.what));
        self.last.push((who.to_string(), roll));
        if self.last.len() > 8 {
            self.last.remove(0);
        }
    }
    /// The side whose player turn it is.
    pub fn active(&self) -> usize {
        self.turn_side
    }
    /// Is the game past deployment?
    pub fn in_battle(&self) -> bool {
        !self.stage.deploying()
    }
    /// Units of `side` still to place with the main body (not Scouts).
    pub fn to_place(&self, side: usize) -> Vec<usize> {
        (0..self.pieces.len())
            .filter(|&i| {
                let p = &self.pieces[i];
                p.side == side && p.at.is_none() && !p.dead && !p.scouts()
            })
            .collect()
    }
}
