//! What every ruleset's pieces share, written once: a piece's id and side (`PieceCore`), and the lookups an engine
//! makes among its pieces, kept sorted by id (`Roster`: by id, one's own, any target), with the shared refusals.

use super::engine::RejectReason;

/// What every ruleset's piece has, whatever else it keeps: its id (unique in the game) and its side.
pub trait PieceCore {
    fn id(&self) -> &str;
    fn side(&self) -> usize;
}

/// A ruleset's pieces, kept sorted by id, and the lookups every engine makes in them.
pub trait Roster {
    type Piece: PieceCore;

    /// Every piece, sorted by id.
    fn roster(&self) -> &[Self::Piece];

    /// The index of the piece named `id` (a binary search: the pieces are kept sorted by id).
    fn idx(&self, id: &str) -> Option<usize> {
        self.roster().binary_search_by(|p| p.id().cmp(id)).ok()
    }

    /// The piece named `id`.
    fn piece(&self, id: &str) -> Option<&Self::Piece> {
        self.idx(id).map(|i| &self.roster()[i])
    }

    /// The index of `unit`, a piece of `side`; or why it may not be ordered by `side`.
    fn own(&self, side: usize, unit: &str) -> Result<usize, RejectReason> {
        let i = self.target(unit)?;
        if self.roster()[i].side() != side {
            return Err(RejectReason::NotYourUnit { unit: unit.to_string() });
        }
        Ok(i)
    }

    /// The index of `unit`, a piece of either side; or the refusal naming the unknown unit.
    fn target(&self, unit: &str) -> Result<usize, RejectReason> {
        self.idx(unit).ok_or_else(|| RejectReason::UnknownUnit { unit: unit.to_string() })
    }
}

/// `PieceCore` and `Roster` for a ruleset's piece type (fields `id: String`, `side: usize`) and its game type
/// (field `pieces`, kept sorted by id).
macro_rules! roster {
    ($game:ty, $piece:ty) => {
        impl $crate::rules::roster::PieceCore for $piece {
            fn id(&self) -> &str {
                &self.id
            }
            fn side(&self) -> usize {
                self.side
            }
        }

        impl $crate::rules::roster::Roster for $game {
            type Piece = $piece;
            fn roster(&self) -> &[$piece] {
                &self.pieces
            }
        }
    };
}
pub(crate) use roster;
