//! Graphics every screen shares, made without a window: procedural terrain and counter art, scenario previews, colours, and the icon textures. The board, the panels, the title screen and the editor all draw with these.

pub mod art;
pub mod icons;
