//! `SideView`: exactly what one side may know (see `Session::view`, built from the ruleset's per-side view, the only place hidden facts are removed). Every panel, tooltip and log line for a side reads only this.

use super::legal::GameRead;

pub use hexmarshal_rules::session::{ObjectiveView, SideView, UnitView};

/// Build the view of `side`.
pub fn side_view(g: &GameRead, side: usize) -> SideView {
    g.state.0.view(side)
}
