//! Turning clicks into orders: select a unit, click a hex or an enemy, and the order the rules list as legal for that click is sent.

use super::model::TableModel;
use super::seat::Seat;
use crate::game::messages::{Order, SideOrder, SubmitOrder};
use crate::rules::engine::Shape;
use crate::rules::hex::Coord;
use bevy::prelude::*;

/// What the player has selected and where the pointer is.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Selection {
    pub unit: Option<String>,
    pub hover: Option<Coord>,
}

/// A hex of the map was clicked (left button).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HexClicked(pub Coord);

/// An order chosen in a panel (a card, a prompt button, next step...).
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct UiOrder(pub Order);

/// Decide what a click on `hex` means, given the model and the selection: an order to send and the new selection.
pub fn click(model: &TableModel, selected: Option<&str>, hex: Coord) -> (Option<Order>, Option<String>) {
    if !model.my_turn || model.curtain.is_some() {
        return (None, selected.map(str::to_string));
    }
    if let Some(p) = &model.prompt
        && let Some((_, o)) = p.map_targets.iter().find(|(c, _)| *c == hex)
    {
        return (Some(o.clone()), selected.map(str::to_string));
    }
    let me = model.side;
    let here: Vec<_> = model.units_at(hex).collect();
    let mine: Vec<&str> = here.iter().filter(|u| u.side == me).map(|u| u.id.as_str()).collect();
    let enemies: Vec<&str> = here.iter().filter(|u| u.side != me).map(|u| u.id.as_str()).collect();
    // An attack on the clicked enemy by the selected unit (the unit before a leader with it).
    if let Some(sel) = selected {
        let mut targets = enemies.clone();
        targets.sort_by_key(|id| model.unit(id).is_some_and(|u| u.is_leader));
        for t in targets {
            for o in &model.legal {
                match o.shape() {
                    Shape::Fire { unit, target } | Shape::Attack { unit, target } if unit == sel && target == t => {
                        return (Some(o.clone()), Some(sel.to_string()));
                    }
                    _ => {}
                }
            }
        }
        if let Some(o) =
            model.legal.iter().find(|o| matches!(o.shape(), Shape::Move { unit, to } if unit == sel && to == hex))
        {
            return (Some(o.clone()), Some(sel.to_string()));
        }
        // A look for hidden troops into the clicked hex, by the selected unit.
        if let Some(o) =
            model.legal.iter().find(|o| matches!(o.shape(), Shape::Look { unit, at } if unit == sel && at == hex))
        {
            return (Some(o.clone()), Some(sel.to_string()));
        }
    }
    if !mine.is_empty() {
        // Order a piece here that may still be ordered (the unit first, then a leader with it).
        let mut ordered_first: Vec<&str> = mine.clone();
        ordered_first.sort_by_key(|id| model.unit(id).is_some_and(|u| u.is_leader));
        for id in &ordered_first {
            if let Some(o) = model.legal.iter().find(|o| model.pickable(o) == Some(id)) {
                return (Some(o.clone()), Some(id.to_string()));
            }
        }
        // Select: clicking the selected piece again picks the other piece in the hex (a leader with his unit).
        let next = match selected.and_then(|s| ordered_first.iter().position(|id| *id == s)) {
            Some(i) => ordered_first[(i + 1) % ordered_first.len()],
            None => ordered_first[0],
        };
        return (None, Some(next.to_string()));
    }
    (None, None)
}

/// Apply clicks on the map.
pub fn clicks_to_orders(
    mut clicks: MessageReader<HexClicked>,
    model: Res<TableModel>,
    mut sel: ResMut<Selection>,
    mut out: MessageWriter<UiOrder>,
) {
    for HexClicked(hex) in clicks.read() {
        let (order, selected) = click(&model, sel.unit.as_deref(), *hex);
        sel.unit = selected;
        if let Some(o) = order {
            out.write(UiOrder(o));
        }
    }
}

/// Send panel and map orders to the game as the side at the table; nothing goes while the curtain is down.
pub fn send_orders(mut orders: MessageReader<UiOrder>, seat: Res<Seat>, mut out: MessageWriter<SubmitOrder>) {
    for UiOrder(o) in orders.read() {
        if seat.curtain.is_none() {
            out.write(SubmitOrder(SideOrder { side: seat.at_table, order: o.clone() }));
        }
    }
}

/// Forget a selection that is no longer a piece of the side at the table.
pub fn prune_selection(model: Res<TableModel>, mut sel: ResMut<Selection>) {
    if !model.is_changed() {
        return;
    }
    if let Some(id) = &sel.unit
        && (model.curtain.is_some() || model.unit(id).is_none_or(|u| u.side != model.side))
    {
        sel.unit = None;
    }
}
