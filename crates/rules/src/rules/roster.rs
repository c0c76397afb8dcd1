//! What every ruleset's pieces share, written once: a piece's core (id, number, side and kind, `Core`), the scenario's
//! units made into pieces (`from_units`), the one projection of pieces onto the board and into a side's view
//! (`BoardPiece`, `board`, `views`), and the lookups an engine makes among its pieces, kept sorted by id (`Roster`:
//! by id, one's own, any target), with the shared refusals.

use super::engine::{PieceRef, RejectReason, UnitView, unit_views};
use super::hex::Coord;
use super::ruleset::UnitType;
use super::setup::UnitSpec;
use std::ops::Deref;

/// What every ruleset's piece has, whatever else it keeps: its id (unique in the game), its number for the whole game
/// (`PieceRef::key`: its place among the scenario's units), its side and its entry in the ruleset's catalog. Each
/// ruleset's piece embeds one as its first field, `core`, and reads these as its own fields (`Deref`, from
/// `piece_core!`). `Id` is how the ruleset keeps the id: a `String`, or a shared `Arc<str>` where the pieces are
/// copied for every order.
///
/// The derived `Hash` reads the fields in this order, the order every piece kept them in before they moved here, so
/// a piece that derives its hash hashes as it did and no save's hashes change.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Core<Id = String> {
    pub id: Id,
    pub key: u32,
    pub side: usize,
    pub ut: &'static UnitType,
}

impl<Id: AsRef<str>> Core<Id> {
    /// The piece on the board at `at` with `strength` of `max`: its core, and no leader, no mark of having moved, no
    /// markers and no facing, which a ruleset sets where it has them (`PieceRef { moved, ..core.board(..) }`).
    pub fn board(&self, at: Coord, strength: u8, max: u8) -> PieceRef<'_> {
        PieceRef {
            id: self.id.as_ref(),
            key: self.key,
            side: self.side,
            unit_type: self.ut,
            at,
            strength,
            max,
            leader: None,
            moved: false,
            markers: &[],
            facing: None,
        }
    }
}

/// A ruleset's piece as the board shows it.
pub trait BoardPiece {
    /// Where it stands and how it looks; `None` while it is off the table (not yet deployed, say).
    fn look(&self) -> Option<PieceRef<'_>>;
}

/// The scenario's units made into a ruleset's pieces, sorted by id (the order every lookup assumes): `make` turns each
/// unit's core (its key its place among the scenario's units, its side 0 or 1) and the unit itself into the piece.
pub fn from_units<Id, P>(units: &[UnitSpec], mut make: impl FnMut(Core<Id>, &UnitSpec) -> P) -> Vec<P>
where
    Id: for<'a> From<&'a str> + Ord,
    P: Deref<Target = Core<Id>>,
{
    let mut pieces: Vec<P> = units
        .iter()
        .enumerate()
        .map(|(k, u)| {
            let core = Core { id: Id::from(u.id.as_str()), key: k as u32, side: u.side.min(1), ut: u.unit_type };
            make(core, u)
        })
        .collect();
    pieces.sort_by(|a, b| a.id.cmp(&b.id));
    pieces
}

/// Every piece on the table, in roster order: the one projection of a ruleset's pieces onto the board
/// (`Engine::pieces`).
pub fn board<'a, P: BoardPiece>(pieces: &'a [P], out: &mut Vec<PieceRef<'a>>) {
    out.extend(pieces.iter().filter_map(P::look));
}

/// The units as `viewer` may see them (`unit_views`: an enemy hidden in cover shows only as an anonymous marker).
pub fn views<P: BoardPiece>(pieces: &[P], viewer: usize) -> Vec<UnitView> {
    let mut refs = Vec::with_capacity(pieces.len());
    board(pieces, &mut refs);
    unit_views(&refs, viewer)
}

/// The core of a ruleset's piece type (`$piece`, with a field `core: Core<$id>`) read as the piece's own fields.
macro_rules! piece_core {
    ($piece:ty) => {
        $crate::rules::roster::piece_core!($piece, String);
    };
    ($piece:ty, $id:ty) => {
        impl std::ops::Deref for $piece {
            type Target = $crate::rules::roster::Core<$id>;
            fn deref(&self) -> &Self::Target {
                &self.core
            }
        }
        impl std::ops::DerefMut for $piece {
            fn deref_mut(&mut self) -> &mut Self::Target {
                &mut self.core
            }
        }
    };
}
pub(crate) use piece_core;

/// A ruleset's pieces, kept sorted by id, and the lookups every engine makes in them.
pub trait Roster {
    type Piece: Deref<Target = Core>;

    /// Every piece, sorted by id.
    fn roster(&self) -> &[Self::Piece];

    /// The index of the piece named `id` (a binary search: the pieces are kept sorted by id).
    fn idx(&self, id: &str) -> Option<usize> {
        self.roster().binary_search_by(|p| p.id.as_str().cmp(id)).ok()
    }

    /// The piece named `id`.
    fn piece(&self, id: &str) -> Option<&Self::Piece> {
        self.idx(id).map(|i| &self.roster()[i])
    }

    /// The index of `unit`, a piece of `side`; or why it may not be ordered by `side`.
    fn own(&self, side: usize, unit: &str) -> Result<usize, RejectReason> {
        let i = self.target(unit)?;
        if self.roster()[i].side != side {
            return Err(RejectReason::NotYourUnit { unit: unit.to_string() });
        }
        Ok(i)
    }

    /// The index of `unit`, a piece of either side; or the refusal naming the unknown unit.
    fn target(&self, unit: &str) -> Result<usize, RejectReason> {
        self.idx(unit).ok_or_else(|| RejectReason::UnknownUnit { unit: unit.to_string() })
    }
}

/// `Roster` for a ruleset's game type (field `pieces`, kept sorted by id), and the core of its piece type (see
/// `piece_core!`).
macro_rules! roster {
    ($game:ty, $piece:ty) => {
        $crate::rules::roster::piece_core!($piece);

        impl $crate::rules::roster::Roster for $game {
            type Piece = $piece;
            fn roster(&self) -> &[$piece] {
                &self.pieces
            }
        }
    };
}
pub(crate) use roster;
