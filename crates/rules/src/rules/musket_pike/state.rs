//! Musket & Pike's state: pieces with facing, casualties and morale; wings under their commanders with standing orders and where each stands in the turn; the phase of the turn; who reached each reciprocal hexside first; the losses that score; and the geometry the rules read (arcs, distances, the enemy nearest).

use super::data::{self, Kind, Standing};
use crate::rules::engine::{Audience, Common, Outcome};
use crate::rules::hex::{Coord, Dir, HexsideKey, Orientation};
use crate::rules::setup::{Edge, Setup};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

use crate::rules::engine::PieceRef;
pub use crate::rules::roster::Roster;
use crate::rules::roster::{BoardPiece, Core};
use crate::rules::setup::UnitMarker;

crate::rules::roster::roster!(MpGame, MpPiece);

pub type Out = Vec<(Outcome, Audience)>;

/// A unit's state of order (PROPOSAL).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Morale {
    Good,
    Shaken,
    Broken,
}

/// Where a wing stands in the turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WingState {
    /// Not yet activated this turn.
    Ready,
    /// Activated and acting now.
    Active,
    /// Its activation was pre-empted: it goes as soon as the wing that pre-empted it is done.
    Bypassed,
    /// Done for this turn ("F" side up).
    Finished,
}

/// Where a piece stands with the rules.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct MpPiece {
    /// Id, number, side and kind, read as the piece's own fields.
    pub core: Core,
    pub kind: Kind,
    pub at: Coord,
    /// Leaders have none.
    pub facing: Option<Dir>,
    /// Casualty points taken, and how many destroy the unit.
    pub hits: u8,
    pub max: u8,
    pub morale: Morale,
    /// The commander it answers to.
    pub command: Option<String>,
    /// A leader's rating (0 or below).
    pub rating: i8,
    /// A leader who took the place of a fallen one (scores nothing, rates 0).
    pub replacement: bool,
    /// Has taken its one action in this activation of its wing.
    pub acted: bool,
    /// Has fought (attacked) in this activation.
    pub attacked: bool,
    /// Hexes moved in this activation, and whether the move crossed a reciprocal hexside.
    pub moved: u8,
    pub crossed: bool,
    /// Horse: pistols fired (cleared at marker removal).
    pub pistols: bool,
    /// Heavy foot: salvo given (cleared at marker removal).
    pub salvo: bool,
    /// A gun that fired this turn (flipped), or moved this turn (may not fire).
    pub gun_fired: bool,
    pub gun_moved: bool,
    /// The wing it belongs to, found once at the start.
    pub wing: Derived<Option<u32>>,
}

/// What a game keeps only to answer faster, derived from what it already holds: the wing a piece belongs to
/// (found once; a piece's id and commander never change, and the wings are made once), the last move searches. It
/// adds nothing to the hash, the comparison or the debug text, so a game hashes as it did before it was kept and
/// two games alike read alike whatever each has searched.
#[derive(Clone, Copy, Default)]
pub struct Derived<T>(pub T);

impl<T> std::fmt::Debug for Derived<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Derived(..)")
    }
}

impl<T> PartialEq for Derived<T> {
    fn eq(&self, _: &Derived<T>) -> bool {
        true
    }
}

impl<T> Eq for Derived<T> {}

impl<T> std::hash::Hash for Derived<T> {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

/// On the board: casualty points left of its strength, its morale as a marker, marked once it has acted.
impl BoardPiece for MpPiece {
    fn look(&self) -> Option<PieceRef<'_>> {
        let markers: &[UnitMarker] = match self.morale {
            Morale::Good => &[],
            Morale::Shaken => &[UnitMarker::Shaken],
            Morale::Broken => &[UnitMarker::Broken],
        };
        let board = self.core.board(self.at, self.left().max(1), self.max);
        Some(PieceRef { moved: self.acted, markers, facing: self.facing, ..board })
    }
}

impl MpPiece {
    pub fn leader(&self) -> bool {
        self.kind.is_leader()
    }
    pub fn horse(&self) -> bool {
        self.kind == Kind::Horse
    }
    /// Strength left on the casualty track.
    pub fn left(&self) -> u8 {
        self.max - self.hits
    }
}

/// Who takes command of each side's army when its commander falls for good: the successor the scenario names
/// (a leader of that side), and `acting` once he has taken over; he then lends the army commander's rating to
/// the wings beside him and to the initiative roll, and still leads his own wing.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Succession {
    pub named: [Option<String>; 2],
    pub acting: [Option<String>; 2],
}

impl Succession {
    fn of(setup: &Setup, army: &[Option<String>; 2]) -> Succession {
        let named = |s: usize| {
            let commander = army[s].as_deref()?;
            setup.units.iter().find(|u| u.id == commander)?.successor.clone()
        };
        Succession { named: [named(0), named(1)], acting: [None, None] }
    }
}

/// Writes nothing for a side whose scenario names no successor, so a game without one hashes as it always did.
impl std::hash::Hash for Succession {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        for s in 0..2 {
            if self.named[s].is_some() || self.acting[s].is_some() {
                s.hash(h);
                self.named[s].hash(h);
                self.acting[s].hash(h);
            }
        }
    }
}

/// A wing: a commander's command.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Wing {
    /// The commander's id (the wing keeps it when a replacement takes over).
    pub id: String,
    pub side: usize,
    pub order: Standing,
    pub state: WingState,
    /// Activations this turn (1 to 3).
    pub activations: u8,
    /// Every unit of the wing at the start is horse (a horse wing's command rolls differ).
    pub horse: bool,
}

/// The step of the turn play is at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// `side` activates a ready wing or passes.
    Choose { side: usize },
    /// `wing` (an index) is activating; the other side may try to pre-empt it with one of its own.
    Preempt { wing: usize },
    /// The active wing may try to change orders (before any unit acts), then each unit takes its action.
    Actions,
    /// Close combat by the active wing's units.
    Combat,
    /// The attacker that won may advance into the hex its enemy left.
    Advance { to: Coord },
    /// Units of the other side beside a unit that just came up to them react, one at a time
    /// (`MpGame::reacting`), then the active wing's actions go on.
    React,
    /// The active wing may try to go again.
    Continue,
}

/// A loss that scores for the other side.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Loss {
    pub id: String,
    pub side: usize,
    pub vp: u32,
    /// The commander it answered to.
    pub command: Option<String>,
}

/// The last roll of each kind, for the panel.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Roll {
    pub what: RollKind,
    pub die: u8,
    pub modifier: i32,
    /// The highest total that succeeds (or, for fire, the row read).
    pub need: i32,
    pub success: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RollKind {
    Initiative,
    Preempt,
    Continue,
    ChangeOrders,
    Fire,
    Morale,
    Melee,
    Rally,
    Leader,
}

/// A game of Musket & Pike.
#[derive(Debug, Clone, Hash)]
pub struct MpGame {
    pub common: Common,
    /// Sorted by id.
    pub pieces: Vec<MpPiece>,
    /// Fallen leaders waiting for the replacement roll.
    pub fallen: Vec<MpPiece>,
    pub wings: Vec<Wing>,
    pub phase: Phase,
    /// The wing acting now.
    pub active: Option<usize>,
    /// The wings pre-empted and waiting, oldest first: a continuing wing may be pre-empted again, so several can
    /// wait at once, each to go as soon as the wing that bypassed it is done (the last one goes first).
    pub bypassed: Vec<usize>,
    /// Passes in a row.
    pub passes: u8,
    /// The active wing has tried to change its orders in this activation.
    pub changed: bool,
    /// The unit in the middle of its move (points left, where the move began): another unit's order ends it.
    pub moving: Option<(String, u8, Coord)>,
    /// The attacker that won, for the advance.
    pub winner: Option<String>,
    /// Reactions waiting: the enemy unit that came up, and the units beside it that may still react, in order.
    pub reacting: Option<(String, Vec<String>)>,
    /// One tick per order: when each unit reached each reciprocal hexside.
    pub clock: u32,
    /// Per reciprocal hexside: for each of its two hexes, the unit there (key) and when it arrived.
    pub recip: BTreeMap<HexsideKey, [Option<(u32, u32)>; 2]>,
    pub losses: Vec<Loss>,
    /// Combat units each side started with (double foot counting two).
    pub start: [u32; 2],
    pub turn_limit: u32,
    pub homes: [Edge; 2],
    pub size: (i32, i32),
    pub orientation: Orientation,
    /// The army commanders named at the start (their fall scores 20).
    pub army: [Option<String>; 2],
    /// Each side's named successor to its army commander, and whether he has taken command.
    pub succession: Succession,
    pub last: Vec<(String, Roll)>,
    /// This turn's initiative rolls, totals and the side that went first.
    pub initiative: Option<([u8; 2], [i32; 2], usize)>,
    /// The last move searches made (shared with the game's copies), so the legal-order list does not search
    /// again for a unit whose search nothing changed.
    pub reach_memo: Derived<super::moves::ReachMemo>,
}

impl MpGame {
    pub fn new(setup: &Setup) -> MpGame {
        let mut pieces = crate::rules::roster::from_units(&setup.units, |core, u| {
            let kind = Kind::of(u.unit_type.id);
            MpPiece {
                core,
                kind,
                at: u.at,
                facing: if kind.is_leader() { None } else { u.facing },
                hits: u.unit_type.strength - u.strength.min(u.unit_type.strength),
                max: u.unit_type.strength,
                morale: if u.markers.contains(&crate::rules::setup::UnitMarker::Broken) {
                    Morale::Broken
                } else if u.markers.contains(&crate::rules::setup::UnitMarker::Shaken) {
                    Morale::Shaken
                } else {
                    Morale::Good
                },
                command: u.command.clone(),
                rating: u.rating.unwrap_or(0).min(0),
                replacement: false,
                acted: false,
                attacked: false,
                moved: 0,
                crossed: false,
                pistols: false,
                salvo: false,
                gun_fired: false,
                gun_moved: false,
                wing: Derived(None),
            }
        });
        // A wing for every leader that some unit answers to.
        let mut wings: Vec<Wing> = Vec::new();
        for l in pieces.iter().filter(|p| p.leader()) {
            let units: Vec<&MpPiece> =
                pieces.iter().filter(|p| !p.leader() && p.command.as_deref() == Some(l.id.as_str())).collect();
            if units.is_empty() {
                continue;
            }
            let order = setup
                .units
                .iter()
                .find(|u| u.id == l.id)
                .and_then(|u| u.orders.as_deref())
                .and_then(Standing::from_id)
                .unwrap_or(Standing::MakeReady);
            wings.push(Wing {
                id: l.id.clone(),
                side: l.side,
                order,
                state: WingState::Ready,
                activations: 0,
                horse: units.iter().all(|u| u.horse()),
            });
        }
        let wing_idx = |id: &str| wings.iter().position(|w| w.id == id).map(|w| w as u32);
        let slots: Vec<Derived<Option<u32>>> = pieces
            .iter()
            .map(|p| Derived(wing_idx(&p.id).or_else(|| p.command.as_deref().and_then(wing_idx))))
            .collect();
        for (p, slot) in pieces.iter_mut().zip(slots) {
            p.wing = slot;
        }
        let mut start = [0, 0];
        for p in &pieces {
            start[p.side] += p.kind.weight();
        }
        let mut army = [None, None];
        for p in pieces.iter().filter(|p| p.kind == Kind::ArmyCommander) {
            army[p.side].get_or_insert_with(|| p.id.clone());
        }
        let succession = Succession::of(setup, &army);
        let home =
            |s: usize| setup.sides.get(s).map_or(if s == 0 { Edge::South } else { Edge::North }, |x| x.home_edge);
        MpGame {
            common: Common::new(setup, None),
            pieces,
            fallen: Vec::new(),
            wings,
            phase: Phase::Choose { side: 0 },
            active: None,
            bypassed: Vec::new(),
            passes: 0,
            changed: false,
            moving: None,
            winner: None,
            reacting: None,
            clock: 0,
            recip: BTreeMap::new(),
            losses: Vec::new(),
            start,
            turn_limit: setup.turn_limit.unwrap_or(data::DEFAULT_TURNS),
            homes: [home(0), home(1)],
            size: (setup.grid.width as i32, setup.grid.height as i32),
            orientation: setup.grid.orientation,
            army,
            succession,
            last: Vec::new(),
            initiative: None,
            reach_memo: Default::default(),
        }
    }

    pub fn wing_idx(&self, id: &str) -> Option<usize> {
        self.wings.iter().position(|w| w.id == id)
    }
    /// The wing a unit belongs to (a wing commander belongs to his own wing).
    pub fn wing_of(&self, i: usize) -> Option<usize> {
        self.pieces[i].wing.0.map(|w| w as usize)
    }
    pub fn dist(&self, a: Coord, b: Coord) -> u32 {
        a.distance(b, self.orientation)
    }
    /// The combat unit (not a leader) in a hex.
    pub fn unit_at(&self, c: Coord) -> Option<usize> {
        self.pieces.iter().position(|p| p.at == c && !p.leader())
    }
    pub fn any_at(&self, c: Coord) -> impl Iterator<Item = usize> + '_ {
        self.pieces.iter().enumerate().filter(move |(_, p)| p.at == c).map(|(i, _)| i)
    }
    pub fn adjacent(&self, a: Coord, b: Coord) -> bool {
        self.dist(a, b) == 1
    }
    /// Enemy combat units of `side` beside `c`.
    pub fn enemies_beside(&self, side: usize, c: Coord) -> impl Iterator<Item = usize> + '_ {
        self.pieces
            .iter()
            .enumerate()
            .filter(move |(_, p)| p.side != side && !p.leader() && self.adjacent(p.at, c))
            .map(|(i, _)| i)
    }
    /// Distance from `c` to the nearest enemy combat unit of `side` (`u32::MAX` when none).
    pub fn nearest_enemy(&self, side: usize, c: Coord, unengaged_only: bool) -> u32 {
        self.nearest_enemies(side, c, unengaged_only).0
    }
    /// The nearest enemy combat units of `side` to `c` (all of them, when several are as near) and their distance
    /// (`u32::MAX` and none when there is no enemy). `unengaged_only`: only enemies no unit of `side` stands
    /// beside, unless every enemy is engaged.
    pub fn nearest_enemies(&self, side: usize, c: Coord, unengaged_only: bool) -> (u32, Vec<usize>) {
        let engaged =
            |p: &MpPiece| self.pieces.iter().any(|q| q.side == side && !q.leader() && self.adjacent(q.at, p.at));
        let near = |only: bool| {
            let enemies: Vec<(usize, u32)> = (0..self.pieces.len())
                .filter(|&j| {
                    let p = &self.pieces[j];
                    p.side != side && !p.leader() && (!only || !engaged(p))
                })
                .map(|j| (j, self.dist(c, self.pieces[j].at)))
                .collect();
            let d = enemies.iter().map(|(_, d)| *d).min()?;
            Some((d, enemies.into_iter().filter(|(_, e)| *e == d).map(|(j, _)| j).collect()))
        };
        let found = if unengaged_only { near(true).or_else(|| near(false)) } else { near(false) };
        found.unwrap_or((u32::MAX, Vec::new()))
    }
    /// A leader of the unit's side stacked with or beside it.
    pub fn leader_near(&self, i: usize) -> bool {
        let p = &self.pieces[i];
        self.pieces.iter().any(|l| l.leader() && l.side == p.side && self.dist(l.at, p.at) <= 1)
    }
    pub fn leader_with(&self, i: usize) -> Option<usize> {
        let p = &self.pieces[i];
        self.pieces.iter().position(|l| l.leader() && l.side == p.side && l.at == p.at)
    }

    /// Where `b` lies seen from a unit at `a` facing `f`: the arcs of `geometry::FRONT_HALF_ARC` and
    /// `REAR_HALF_ARC`, read exactly from the dot product in cube coordinates (front: within 90°; rear: beyond 150°).
    pub fn arc(&self, a: Coord, f: Option<Dir>, b: Coord) -> Arc {
        let Some(fi) = f.and_then(|f| f.index(self.orientation)) else { return Arc::Front };
        let (dot, rear) =
            crate::rules::geometry::facing_terms(a.to_hex(self.orientation), fi, b.to_hex(self.orientation));
        if dot > 0 {
            Arc::Front
        } else if dot < 0 && rear > 0 {
            Arc::Rear
        } else {
            Arc::Flank
        }
    }
    /// The arc of piece `j` that piece `i` stands in.
    pub fn arc_of(&self, j: usize, i: usize) -> Arc {
        self.arc(self.pieces[j].at, self.pieces[j].facing, self.pieces[i].at)
    }
    /// How far from its own map edge a hex is (0 on the edge row).
    pub fn from_home(&self, side: usize, c: Coord) -> i32 {
        self.homes[side.min(1)].distance(c, self.size.0, self.size.1)
    }
    pub fn record(&mut self, who: &str, roll: Roll) {
        self.last.retain(|(w, r)| !(w == who && r.what == roll.what));
        self.last.push((who.to_string(), roll));
        if self.last.len() > 8 {
            self.last.remove(0);
        }
    }
    /// The pieces of `wing` (its commander included).
    pub fn wing_units(&self, w: usize) -> Vec<usize> {
        (0..self.pieces.len()).filter(|&i| self.wing_of(i) == Some(w)).collect()
    }
}

/// Which arc of a unit something lies in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Arc {
    Front,
    Flank,
    Rear,
}
