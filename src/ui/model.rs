//! The table model: everything the side at the table may see, already in words, built only from that side's `SideView` and legal orders. Panels, tooltips and the board draw from it and nothing else, so the hot-seat leak test can inspect one value.

use super::i18n::I18n;
use super::seat::Seat;
use crate::game::legal::{GameRead, legal_orders};
use crate::game::messages::Order;
use crate::game::side_view::{ObjectiveView, SideView, UnitView, side_view};
use crate::rules::engine::Shape;
use crate::rules::hex::Coord;

/// The hot-seat curtain, as the incoming player sees it: only public facts.
#[derive(Debug, Clone, PartialEq)]
pub struct CurtainModel {
    pub side: usize,
    pub title: String,
    pub body: String,
    pub reason: String,
    pub button: String,
}

/// A card face in the hand (or offered when scouting).
#[derive(Debug, Clone, PartialEq)]
pub struct CardFace {
    pub id: u8,
    /// The icon drawn on the card and its accent colour (by kind of card).
    pub icon: &'static str,
    pub accent: [u8; 3],
    pub title: String,
    pub kind: String,
    pub text: String,
    pub play: Option<Order>,
    /// The card's alternative play (scout, or one unit of choice): (button label, order).
    pub alt: Option<(String, Order)>,
    /// Inspired actions: (label, order).
    pub inspired: Vec<(String, Order)>,
    /// Why it cannot be played now (when it cannot).
    pub why_not: Option<String>,
    pub keep: Option<Order>,
    /// What the rules help calls this card (`card`, its name), for the card's link there.
    pub help: Option<(String, String)>,
}

/// A track of numbered spaces a ruleset shows (a VP balance, a time track): where its marker stands.
#[derive(Debug, Clone, PartialEq)]
pub struct TrackModel {
    pub label: String,
    pub min: i32,
    pub max: i32,
    pub value: i32,
    /// Spaces worth marking (a sudden-death space).
    pub marks: Vec<i32>,
    /// A balance: the side each end favours (below 0, above 0), by side number.
    pub ends: Option<(usize, usize)>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ScoreLine {
    pub side: usize,
    pub name: String,
    pub colour: String,
    pub score: u32,
    pub target: Option<u32>,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq)]
pub struct RollView {
    /// Counts the rolls so far, so the tray knows a new one arrived.
    pub serial: usize,
    pub label: String,
    pub faces: Vec<DieFace>,
    /// Every face the die has, shown in turn while it rolls.
    pub all_faces: Vec<DieFace>,
}

/// One die face as the tray draws it.
#[derive(Debug, Clone, PartialEq)]
pub struct DieFace {
    pub mark: DieMark,
    /// What the face means, in words (the tooltip).
    pub name: String,
}

/// What is drawn on a die face.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum DieMark {
    Disc([u8; 3]),
    Triangle([u8; 3]),
    Square([u8; 3]),
    /// An icon by name (`die_helmet`...).
    Icon(&'static str),
    /// A number of pips.
    Pips(u8),
}

#[derive(Debug, Clone, PartialEq)]
pub struct LogLine {
    pub text: String,
    /// Before the undo horizon.
    pub fixed: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct PromptModel {
    pub text: String,
    /// Choices for the side at the table when it is the one to decide: (label, order).
    pub buttons: Vec<(String, Order)>,
    /// Hexes that answer the prompt when clicked (advance).
    pub map_targets: Vec<(Coord, Order)>,
}

impl PromptModel {
    /// The buttons shown with `selected` the unit selected on the map: those about one unit (`Shape::Act`) only
    /// while that unit is selected.
    pub fn shown<'a>(&'a self, selected: Option<&'a str>) -> impl Iterator<Item = &'a (String, Order)> + 'a {
        self.buttons.iter().filter(move |(_, o)| match o.shape() {
            Shape::Act { unit } => selected == Some(unit),
            _ => true,
        })
    }
}

/// Everything the client shows for the side at the table.
#[derive(bevy::prelude::Resource, Debug, Clone, Default, PartialEq)]
pub struct TableModel {
    /// A game is loaded.
    pub ready: bool,
    pub side: usize,
    pub curtain: Option<CurtainModel>,
    pub side_names: Vec<String>,
    pub side_colours: Vec<String>,
    pub scenario: String,
    pub turn_text: String,
    pub to_act_text: String,
    pub seat_text: String,
    pub hint: String,
    /// The side at the table is the one to act.
    pub my_turn: bool,
    /// The step of the turn the ruleset is in, as a key (`play`, `order`, `move`...), when it has steps; the hand
    /// panel shows while it is set.
    pub step: Option<&'static str>,
    /// The score track's heading, when the ruleset names its points its own way (banners otherwise).
    pub score_title: Option<String>,
    /// Tracks the ruleset shows under the scores (a VP balance, a time track).
    pub tracks: Vec<TrackModel>,
    /// A ruleset's own lines about a unit for its tooltip (its values and states), by unit id.
    pub unit_notes: std::collections::HashMap<String, Vec<String>>,
    /// Units whose fire is narrower than their front, by id: the half-angle in degrees either side of the way
    /// they face within which they may fire (drawn on the map as the selected unit's fire arc).
    pub fire_arcs: std::collections::HashMap<String, f32>,
    /// Pairs of units that stand bound together (the groups of one formation), drawn joined where they stand side
    /// by side.
    pub links: Vec<(String, String)>,
    /// Draw the battlefield's section lines (card rulesets).
    pub sections: bool,
    /// Deployment zones to draw while the sides set up: (side, its hexes).
    pub zones: Vec<(usize, Vec<Coord>)>,
    pub can_next: bool,
    pub can_end: bool,
    pub undo: usize,
    pub scores: Vec<ScoreLine>,
    pub hand: Vec<CardFace>,
    pub keep: Vec<CardFace>,
    pub table_info: Vec<String>,
    pub in_play: Option<String>,
    pub dice: Vec<RollView>,
    pub log: Vec<LogLine>,
    pub prompt: Option<PromptModel>,
    pub units: Vec<UnitView>,
    pub objectives: Vec<ObjectiveView>,
    pub ordered: Vec<String>,
    pub legal: Vec<Order>,
    pub over: Option<(String, String)>,
    /// A game watched again (`ui::replay`): nothing can be ordered, saved or taken back, and the result is not
    /// shown over the table.
    pub watching: bool,
    /// Orders given since the side at the table gave its own last one (the other side's turn, its reactions): what
    /// it may watch again (`ReplayCommand::Recap`). 0 while watching, under the curtain or once the game is over.
    pub recap: usize,
    /// What the last order changed, as this side saw it (drawn on the map until the next order).
    pub changes: Changes,
}

/// What one order changed on the table, as the side at the table saw it: the difference between its view before
/// and after. A unit it cannot see (a hidden marker) is never followed, so a hidden move stays hidden.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Changes {
    /// Units seen to move: (unit id, its side, the hexes it went through, first to last).
    pub moves: Vec<(String, usize, Vec<Coord>)>,
    /// Units seen to lose strength: (unit id, its hex, how much it lost).
    pub hits: Vec<(String, Coord, u8)>,
    /// Units seen before and no longer there (lost, or gone out of sight): (unit id, the hex it left).
    pub gone: Vec<(String, Coord)>,
}

/// The units `side` saw after the first `at` orders of `game`: its view, replayed to then.
pub fn units_after(game: &crate::game::Session, side: usize, at: usize) -> Vec<UnitView> {
    let orders: Vec<_> = game.history().iter().take(at).map(|(o, _)| o.clone()).collect();
    crate::game::Session::replay(game.scenario().clone(), game.seed(), &orders)
        .map(|s| s.view(side).units)
        .unwrap_or_default()
}

/// What `side`'s table marks as changed in `game`: since its own last order when the other side has acted since
/// (the other side's turn as it saw it), else what its own last order changed.
pub fn changes_of(game: &crate::game::Session, side: usize) -> Changes {
    let Some(base) = game.changes_base(side) else { return Changes::default() };
    let o = game.scenario().file().map.orientation;
    Changes::between(&units_after(game, side, base), &game.view(side).units, o)
}

impl Changes {
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty() && self.hits.is_empty() && self.gone.is_empty()
    }

    /// The changes from `before` to `after`, two models of the same side one order apart. A move is drawn along
    /// the hexes between its ends (the view does not keep the way a unit went).
    pub fn between(before: &[UnitView], after: &[UnitView], o: crate::rules::Orientation) -> Changes {
        let mut c = Changes::default();
        let seen = |u: &&UnitView| u.kind.is_some();
        for b in before.iter().filter(seen) {
            match after.iter().filter(seen).find(|a| a.id == b.id) {
                Some(a) => {
                    if a.at != b.at {
                        let path: Vec<Coord> =
                            b.at.to_hex(o).line_to(a.at.to_hex(o)).map(|h| Coord::from_hex(h, o)).collect();
                        c.moves.push((a.id.clone(), a.side, path));
                    }
                    if let (Some(was), Some(now)) = (b.strength, a.strength)
                        && now < was
                    {
                        c.hits.push((a.id.clone(), a.at, was - now));
                    }
                }
                // A unit that went under cover where it stood is not gone: a hidden marker now holds its hex.
                None if after.iter().any(|a| a.kind.is_none() && a.at == b.at) => {}
                None => c.gone.push((b.id.clone(), b.at)),
            }
        }
        c
    }
}

impl TableModel {
    /// The unit a legal order picks (orders it, activates it), if it is that kind of order.
    pub fn pickable<'a>(&self, o: &'a Order) -> Option<&'a str> {
        match o.shape() {
            Shape::Pick { unit } => Some(unit),
            _ => None,
        }
    }

    pub fn unit(&self, id: &str) -> Option<&UnitView> {
        self.units.iter().find(|u| u.id == id)
    }

    pub fn units_at(&self, c: Coord) -> impl Iterator<Item = &UnitView> {
        self.units.iter().filter(move |u| u.at == c)
    }

    pub fn side_name(&self, s: usize) -> String {
        self.side_names.get(s).cloned().unwrap_or_default()
    }

    /// Every string of the model, for tests that look for what must not be shown.
    pub fn all_text(&self) -> String {
        format!("{self:?}")
    }

    /// Every text the table draws for a player to read (bars, curtain, scores, tracks, hand, dice, log, prompt,
    /// notes, result), one per item: what a test of the words players see reads. Ids and orders are left out.
    pub fn shown_text(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        if let Some(c) = &self.curtain {
            out.extend([&c.title, &c.body, &c.reason, &c.button].map(String::clone));
        }
        out.extend(self.side_names.iter().cloned());
        out.extend(
            [&self.scenario, &self.turn_text, &self.to_act_text, &self.seat_text, &self.hint].map(String::clone),
        );
        out.extend(self.score_title.iter().cloned());
        out.extend(self.tracks.iter().map(|t| t.label.clone()));
        out.extend(self.unit_notes.values().flatten().cloned());
        out.extend(self.scores.iter().flat_map(|s| [s.name.clone(), s.text.clone()]));
        for c in self.hand.iter().chain(&self.keep) {
            out.extend([&c.title, &c.kind, &c.text].map(String::clone));
            out.extend(c.alt.iter().map(|(l, _)| l.clone()));
            out.extend(c.inspired.iter().map(|(l, _)| l.clone()));
            out.extend(c.why_not.iter().cloned());
        }
        out.extend(self.table_info.iter().cloned());
        out.extend(self.in_play.iter().cloned());
        for r in &self.dice {
            out.push(r.label.clone());
            out.extend(r.faces.iter().chain(&r.all_faces).map(|f| f.name.clone()));
        }
        out.extend(self.log.iter().map(|l| l.text.clone()));
        if let Some(p) = &self.prompt {
            out.push(p.text.clone());
            out.extend(p.buttons.iter().map(|(l, _)| l.clone()));
        }
        if let Some((head, why)) = &self.over {
            out.extend([head.clone(), why.clone()]);
        }
        out.retain(|t| !t.is_empty());
        out
    }
}

/// Build the model of the side at the table. While the curtain is down, only the curtain and public facts
/// (names, scores, turn) are filled in: nothing of either hand, no log, no legal orders.
pub fn build(g: &GameRead, seat: &Seat, i18n: &I18n) -> TableModel {
    build_from(g, seat, i18n, false)
}

/// `build`, from the side's view laid open when `open` (`Session::open_view`).
fn build_from(g: &GameRead, seat: &Seat, i18n: &I18n, open: bool) -> TableModel {
    let lang = i18n.lang().code();
    let names: Vec<String> = g.sides.0.iter().map(|s| s.name_in(lang).to_string()).collect();
    let colours: Vec<String> = g.sides.0.iter().map(|s| s.colour.clone()).collect();
    let to_act = g.to_act();
    let mut m = TableModel {
        ready: true,
        side: seat.at_table,
        side_names: names.clone(),
        side_colours: colours,
        scenario: g.config.scenario.file().meta.name_in(lang).to_string(),
        turn_text: i18n.ta("bar-turn", &[("turn", g.turn.number.into())]),
        to_act_text: i18n.ta("bar-to-act", &[("side", names.get(to_act).cloned().unwrap_or_default().into())]),
        ..Default::default()
    };
    m.scores = score_lines(&g.sides, i18n);
    if let Some(side) = seat.curtain {
        return curtain(m, side, seat, !g.decisions.0.is_empty(), i18n);
    }
    let v = if open { g.session().open_view(seat.at_table) } else { side_view(g, seat.at_table) };
    let legal = if v.to_act == v.side && v.game_over.is_none() { legal_orders(g, v.side) } else { Vec::new() };
    fill_from_view(&mut m, &v, legal, i18n);
    // Only this side's own latest orders since the undo horizon may be taken back.
    m.undo = if m.my_turn && g.over.0.is_none() { g.session().undoable_by(seat.at_table) } else { 0 };
    if g.over.0.is_none() {
        let s = g.session();
        m.recap = s.history().len() - crate::ui::replay::since_last_order(s, seat.at_table);
    }
    m
}

/// The model of a game watched again: `side`'s view (laid open when `open`: every side's units and every
/// objective; the caller offers that only once the game has ended), with no orders to give and nothing to undo.
pub fn build_watch(g: &GameRead, side: usize, open: bool, i18n: &I18n) -> TableModel {
    let mut m = build_from(g, &Seat::at(side), i18n, open);
    // What the side to act was asked is its prompt, not the watcher's: the hint says who acts.
    if m.over.is_none() {
        let name = m.side_names.get(g.to_act()).cloned().unwrap_or_default();
        m.hint = i18n.ta("replay-hint", &[("side", name.into())]);
    }
    m.legal.clear();
    m.can_next = false;
    m.can_end = false;
    m.my_turn = false;
    m.undo = 0;
    m.recap = 0;
    m.watching = true;
    // Nothing in the hand can be played while watching.
    for f in m.hand.iter_mut().chain(m.keep.iter_mut()) {
        (f.play, f.alt, f.keep) = (None, None, None);
        f.inspired.clear();
    }
    m
}

/// Each side's score, in words.
fn score_lines(sides: &crate::game::components::Sides, i18n: &I18n) -> Vec<ScoreLine> {
    sides
        .0
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let name = s.name_in(i18n.lang().code()).to_string();
            ScoreLine {
                side: i,
                name: name.clone(),
                colour: s.colour.clone(),
                score: s.score,
                target: s.target,
                text: match s.target {
                    Some(t) => {
                        i18n.ta("vp-side", &[("side", name.into()), ("score", s.score.into()), ("target", t.into())])
                    }
                    None => i18n.ta("vp-side-no-target", &[("side", name.into()), ("score", s.score.into())]),
                },
            }
        })
        .collect()
}

/// The curtain over the table while the seat changes hands, with only public facts beside it.
fn curtain(mut m: TableModel, side: usize, seat: &Seat, deciding: bool, i18n: &I18n) -> TableModel {
    let name = m.side_names.get(side).cloned().unwrap_or_default();
    let reason = if seat.starting {
        i18n.t("curtain-start")
    } else if deciding {
        i18n.ta("curtain-reason-decision", &[("side", name.clone().into())])
    } else {
        i18n.ta("curtain-reason-turn", &[("side", name.clone().into())])
    };
    m.curtain = Some(CurtainModel {
        side,
        title: i18n.ta("curtain-title", &[("side", name.clone().into())]),
        body: i18n.ta("curtain-body", &[("side", name.clone().into())]),
        reason,
        button: i18n.ta("curtain-lift", &[("side", name.into())]),
    });
    m
}

fn fill_from_view(m: &mut TableModel, v: &SideView, legal: Vec<Order>, i18n: &I18n) {
    let names = m.side_names.clone();
    let name = |s: usize| names.get(s).cloned().unwrap_or_default();
    m.my_turn = v.to_act == v.side && v.game_over.is_none();
    m.seat_text = i18n.ta("bar-you-are", &[("side", name(v.side).into())]);
    m.legal = if m.my_turn { legal } else { Vec::new() };
    m.can_next = m.legal.iter().any(|o| o.shape() == Shape::EndStep);
    m.can_end = m.legal.iter().any(|o| o.shape() == Shape::EndTurn);
    fill_common(m, v.units.clone(), v.objectives.clone(), &v.log, v.log_fixed, &v.game_over, i18n);
    // The ruleset's own panels (a hand, a dice tray, a prompt) and the hint for what to do next.
    super::rulesets::fill(m, v, i18n);
}

/// What every view shows alike: the units, the objectives, the log in words, and the result.
fn fill_common(
    m: &mut TableModel,
    units: Vec<UnitView>,
    objectives: Vec<ObjectiveView>,
    log: &[crate::rules::engine::Outcome],
    log_fixed: usize,
    over: &Option<(Option<usize>, crate::rules::engine::EndReason)>,
    i18n: &I18n,
) {
    let names = m.side_names.clone();
    let name = |s: usize| names.get(s).cloned().unwrap_or_default();
    m.units = units;
    m.objectives = objectives;
    m.log =
        log.iter().enumerate().map(|(i, o)| LogLine { text: i18n.outcome(o, &names), fixed: i < log_fixed }).collect();
    if let Some((winner, reason)) = over {
        m.over = Some(i18n.game_over(winner.map(name).as_deref(), reason));
        m.hint = i18n.t("do-over");
    }
}

/// Build the model of a seat in a match on a server, from what the server sent it: the seat's view and legal
/// orders (a spectator's: the public view, with no hand, prompt or orders). Nothing is ever taken back online.
pub fn build_remote(
    remote: &crate::game::remote::RemoteGame,
    sides: &crate::game::components::Sides,
    scenario: &str,
    i18n: &I18n,
) -> TableModel {
    use crate::game::remote::RemoteView;
    let names: Vec<String> = sides.0.iter().map(|s| s.name_in(i18n.lang().code()).to_string()).collect();
    let Some(view) = &remote.view else { return TableModel::default() };
    let (turn, _, _, _) = view.common();
    let to_act = view.to_act();
    let mut m = TableModel {
        ready: true,
        side: remote.side.unwrap_or(0),
        side_names: names.clone(),
        side_colours: sides.0.iter().map(|s| s.colour.clone()).collect(),
        scenario: scenario.to_string(),
        turn_text: i18n.ta("bar-turn", &[("turn", turn.into())]),
        to_act_text: i18n.ta("bar-to-act", &[("side", names.get(to_act).cloned().unwrap_or_default().into())]),
        ..Default::default()
    };
    m.scores = score_lines(sides, i18n);
    match view {
        RemoteView::Seat(v) => {
            // An order waiting for the server's answer: nothing else is offered meanwhile.
            let legal = if remote.pending { Vec::new() } else { remote.legal.clone() };
            fill_from_view(&mut m, v, legal, i18n);
        }
        RemoteView::Spectator(p) => {
            m.seat_text = i18n.t("online-spectator");
            fill_common(&mut m, p.units.clone(), p.objectives.clone(), &p.log, p.log.len(), &p.game_over, i18n);
        }
    }
    m
}
