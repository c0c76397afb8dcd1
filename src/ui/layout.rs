//! How the screens fit the window: its size class (wide, medium, narrow), finger-sized controls on narrow windows, the drawers narrow windows fold side panels into, and a report of where things were drawn for the browser test.

use bevy::prelude::*;
use bevy_egui::egui;

/// The window's size class, in egui points (so the interface scale setting moves it too).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize)]
pub enum Fit {
    /// 1300 x 820 and up: every panel beside the map, as on a desktop.
    #[default]
    Wide,
    /// A laptop or a tablet held sideways: narrower panels and a shorter hand.
    Medium,
    /// A phone (under 700 wide, or under 500 high when held sideways): the bar wraps, side panels fold into
    /// drawers, the hand folds away.
    Narrow,
}

impl Fit {
    pub fn of(ctx: &egui::Context) -> Fit {
        Fit::of_size(ctx.content_rect().size())
    }

    pub fn of_size(size: egui::Vec2) -> Fit {
        if size.x < 700.0 || size.y < 500.0 {
            Fit::Narrow
        } else if size.x < 1300.0 || size.y < 820.0 {
            Fit::Medium
        } else {
            Fit::Wide
        }
    }

    /// Controls big enough for a finger on narrow windows; the usual ones elsewhere.
    pub fn apply_style(self, ctx: &egui::Context) {
        let narrow = self == Fit::Narrow;
        let (height, pad) = if narrow { (40.0, egui::vec2(10.0, 8.0)) } else { (18.0, egui::vec2(4.0, 1.0)) };
        if ctx.global_style().spacing.interact_size.y != height {
            ctx.global_style_mut(|s| {
                s.spacing.interact_size.y = height;
                s.spacing.button_padding = pad;
                // Solid, wider scroll bars on a phone: always there to see and to grab.
                s.spacing.scroll = if narrow {
                    egui::style::ScrollStyle { bar_width: 12.0, ..egui::style::ScrollStyle::solid() }
                } else {
                    egui::style::ScrollStyle::default()
                };
            });
        }
    }

    /// The width of a side panel beside the map, before the window's own limit.
    pub fn side_width(self, want: f32) -> f32 {
        match self {
            Fit::Wide => want,
            Fit::Medium => (want * 0.8).round(),
            Fit::Narrow => want,
        }
    }
}

/// Which folded panels are open: what the player chose to see, never game state.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Drawers {
    /// The game's side panel (scores, table, dice, log) over the map on narrow windows.
    pub info: bool,
    /// The hand folded down to a strip.
    pub hand_folded: bool,
    /// The decision's sheet folded down to its heading (narrow windows), to look at the board.
    pub decision_folded: bool,
    /// The editor's tools and its side panel, on narrow windows.
    pub tools: bool,
    pub side: bool,
}

/// A rectangle in window points: x, y, width, height.
pub type Box4 = [f32; 4];

pub fn box4(r: egui::Rect) -> Box4 {
    [r.min.x, r.min.y, r.width(), r.height()]
}

/// Where the screen's parts were drawn in the last frame, for the browser test to check (nothing overlaps in the
/// bar, every card can be reached, the map keeps most of the window).
#[derive(Resource, Debug, Clone, Default, PartialEq, serde::Serialize)]
pub struct LayoutReport {
    pub fit: Fit,
    pub window: Box4,
    /// Texts and buttons of the top bar.
    pub bar: Vec<Box4>,
    /// The hand's visible part, the width of all its cards, and each card where it is now drawn.
    pub hand_view: Option<Box4>,
    pub hand_content_width: f32,
    pub cards: Vec<Box4>,
    /// The Play button of each card that has one, in hand order.
    pub plays: Vec<Box4>,
    /// Each card's title and, where it has one, its help button, in hand order: the two must not overlap.
    pub card_titles: Vec<(Box4, Option<Box4>)>,
    /// Buttons by name: curtain, info, fold, next, end, undo, save, menu.
    pub named: Vec<(String, Box4)>,
    pub map: Option<Box4>,
}

impl LayoutReport {
    pub fn name(&mut self, name: &str, r: egui::Rect) {
        self.named.push((name.to_string(), box4(r)));
    }
}

/// Where, in window points, the map shows what a tap can do now: units the seated side may order, the selected
/// unit's moves, and whether something is shown as hovered. Public facts of the seated side (the highlights draw
/// the same), for the browser test to tap.
#[derive(Resource, Debug, Clone, Default, PartialEq, serde::Serialize)]
pub struct TapTargets {
    pub pick: Vec<[f32; 2]>,
    /// Units with a move, a shot or an attack now: a tap selects one.
    pub act: Vec<[f32; 2]>,
    pub moves: Vec<[f32; 2]>,
    pub hover: bool,
    /// The map camera's scale (world units per window point): pinching changes it.
    pub zoom: f32,
}
