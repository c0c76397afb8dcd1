//! Medieval game state as plain data: the pieces on the field, the cards, tokens and banners, and the turn in progress.

use super::cards::{Card, CardId, Section, Tactic};
use super::dice::Face;
use super::units::{MedStats, Ranged};
use crate::rules::hex::Coord;
use crate::rules::los::LosIndex;
use crate::rules::map::MapGrid;
use crate::rules::roster::Core;
use crate::rules::setup::{Edge, Sections};
use serde::{Deserialize, Serialize};

/// A unit or leader on the field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MPiece {
    /// Id, number, side and kind, read as the piece's own fields. The id is shared (`Arc<str>`): the field is
    /// copied for every order, and an id never changes. Rallied leaders' numbers count down from `u32::MAX`, so no
    /// number is ever given twice.
    pub core: Core<std::sync::Arc<str>>,
    pub st: &'static MedStats,
    pub at: Coord,
    pub blocks: u8,
    pub max: u8,
    /// Id of the leader attached to this unit (shared, as the ids are: the field is copied for every order).
    pub leader: Option<std::sync::Arc<str>>,
    pub ranged: Option<Ranged>,
    pub alive: bool,
    /// Markers from the scenario (bow, hidden...); held inline, as a piece has two at most.
    pub markers: smallvec::SmallVec<[crate::rules::setup::UnitMarker; 2]>,
}

crate::rules::roster::piece_core!(MPiece, std::sync::Arc<str>);

/// On the board: blocks left of its full count, the leader with it, its markers. Whether it moved this turn is the
/// turn's to say (`Engine::pieces` marks the ordered units that moved).
impl crate::rules::roster::BoardPiece for MPiece {
    fn look(&self) -> Option<crate::rules::engine::PieceRef<'_>> {
        let board = self.core.board(self.at, self.blocks, self.max);
        Some(crate::rules::engine::PieceRef { leader: self.leader.as_deref(), markers: &self.markers, ..board })
    }
}

impl std::hash::Hash for MPiece {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        (&self.id, self.side, self.ut.id, self.at, self.blocks, self.max, &self.leader, self.alive).hash(h);
        (self.ranged.map(|r| (r.range, r.dice_still, r.dice_moved)), &self.markers).hash(h);
    }
}

/// The map and every piece on it (sorted by id), as the rules see them.
#[derive(Debug, Clone)]
pub struct Field<'m> {
    pub map: &'m MapGrid,
    pub los: &'m LosIndex,
    pub sections: Sections,
    /// Each side's home edge (retreats go toward it).
    pub homes: Vec<Edge>,
    pub pieces: Pieces<'m>,
}

/// The pieces of a field: borrowed from the game state when the rules only look (legal orders, previews), owned
/// when an order changes them. The first change to borrowed pieces copies them.
#[derive(Debug, Clone)]
pub struct Pieces<'m>(std::borrow::Cow<'m, [MPiece]>);

impl<'m> Pieces<'m> {
    pub fn borrowed(p: &'m [MPiece]) -> Pieces<'m> {
        Pieces(std::borrow::Cow::Borrowed(p))
    }
    pub fn owned(p: Vec<MPiece>) -> Pieces<'m> {
        Pieces(std::borrow::Cow::Owned(p))
    }
    pub fn into_owned(self) -> Vec<MPiece> {
        self.0.into_owned()
    }
    pub fn push(&mut self, p: MPiece) {
        self.0.to_mut().push(p);
    }
    pub fn sort_by(&mut self, f: impl FnMut(&MPiece, &MPiece) -> std::cmp::Ordering) {
        self.0.to_mut().sort_by(f);
    }
}

impl std::ops::Deref for Pieces<'_> {
    type Target = [MPiece];
    fn deref(&self) -> &[MPiece] {
        &self.0
    }
}

impl std::ops::DerefMut for Pieces<'_> {
    fn deref_mut(&mut self) -> &mut [MPiece] {
        self.0.to_mut()
    }
}

impl<'a> IntoIterator for &'a Pieces<'_> {
    type Item = &'a MPiece;
    type IntoIter = std::slice::Iter<'a, MPiece>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl Field<'_> {
    /// The living piece named `id`. The pieces are kept sorted by id, so this is a binary search (it runs for
    /// nearly every legal-order check).
    pub fn idx(&self, id: &str) -> Option<usize> {
        let first = self.pieces.partition_point(|p| &*p.id < id);
        self.pieces[first..].iter().take_while(|p| &*p.id == id).position(|p| p.alive).map(|k| first + k)
    }
    pub fn adjacent(&self, a: Coord, b: Coord) -> bool {
        self.map.direction_to(a, b).is_some()
    }
    pub fn dist(&self, a: Coord, b: Coord) -> u32 {
        a.distance(b, self.map.orientation)
    }
    /// Pieces standing in a hex.
    pub fn at(&self, c: Coord) -> impl Iterator<Item = usize> + '_ {
        self.pieces.iter().enumerate().filter(move |(_, p)| p.alive && p.at == c).map(|(i, _)| i)
    }
    /// The unit (not leader) in a hex.
    pub fn unit_at(&self, c: Coord) -> Option<usize> {
        self.at(c).find(|i| !self.pieces[*i].st.leader)
    }
    pub fn occupied(&self, c: Coord) -> bool {
        self.at(c).next().is_some()
    }
    /// A leader standing alone (not with a unit of his side).
    pub fn lone_leader(&self, i: usize) -> bool {
        let p = &self.pieces[i];
        p.st.leader && self.unit_at(p.at).is_none()
    }
    /// The leader attached to unit `i`, if he is alive and with it.
    pub fn leader_of(&self, i: usize) -> Option<usize> {
        let p = &self.pieces[i];
        let l = self.idx(p.leader.as_deref()?)?;
        (self.pieces[l].at == p.at).then_some(l)
    }
    /// The unit a leader is attached to (none for a piece that is no leader, without looking).
    pub fn unit_of_leader(&self, l: usize) -> Option<usize> {
        if !self.pieces[l].st.leader {
            return None;
        }
        let id = &self.pieces[l].id;
        self.unit_at(self.pieces[l].at).filter(|u| self.pieces[*u].leader.as_deref() == Some(id))
    }
    /// Enemy pieces (units or lone leaders) next to hex `c`, for side `side`.
    pub fn enemies_next_to(&self, c: Coord, side: usize) -> impl Iterator<Item = usize> + '_ {
        self.pieces
            .iter()
            .enumerate()
            .filter(move |(_, p)| p.alive && p.side != side && self.adjacent(c, p.at))
            .map(|(i, _)| i)
    }
    pub fn enemy_adjacent(&self, i: usize) -> bool {
        let p = &self.pieces[i];
        self.enemies_next_to(p.at, p.side).next().is_some()
    }
    /// Friendly units and lone leaders next to piece `i` (support against flags).
    pub fn friends_adjacent(&self, i: usize) -> usize {
        let p = &self.pieces[i];
        let mut hexes: Vec<Coord> = self
            .pieces
            .iter()
            .filter(|q| q.alive && q.side == p.side && q.id != p.id && self.adjacent(p.at, q.at))
            .map(|q| q.at)
            .collect();
        hexes.sort();
        hexes.dedup();
        hexes.len()
    }
    /// The sections of hex `c` from the point of view of `side` (a hex on a line is in both sections).
    pub fn sections_of(&self, c: Coord, side: usize) -> Vec<Section> {
        let x2 = match self.map.orientation {
            crate::rules::Orientation::Pointy => 2 * c.0 + (c.1 & 1),
            crate::rules::Orientation::Flat => 2 * c.0,
        } as u32;
        let Sections { left, right } = self.sections;
        let mut out = Vec::with_capacity(2);
        // Seen from the south edge: left, centre, right. A side at the north sees them mirrored.
        let flip = matches!(self.homes.get(side), Some(Edge::North) | Some(Edge::East));
        if x2 <= left {
            out.push(if flip { Section::Right } else { Section::Left });
        }
        if x2 >= left && x2 <= right {
            out.push(Section::Centre);
        }
        if x2 >= right {
            out.push(if flip { Section::Left } else { Section::Right });
        }
        out
    }
}

/// How a card is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayMode {
    Normal,
    /// Ambush / Clash of Shields: order 1 unit or leader anywhere, draw 2 keep 1, +1 token.
    Scout,
    /// A Leadership card with an inspired action bought with a token.
    Inspired(Tactic),
    /// Fire and Close's closing words: order one unit of your choice instead.
    OneUnit,
}

/// A reaction to a pending prompt.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Reaction {
    Pass,
    Evade,
    FirstStrike,
    Ambush { unit: String },
}

/// The steps of a turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Stage {
    Play,
    Order,
    Move,
    /// Fire before moving on (Fire and Close, Move-Fire-Move).
    Fire,
    /// Second move (Move-Fire-Move) or closing on the target (Fire and Close).
    Move2,
    Battle,
}

impl Stage {
    pub fn name(self) -> &'static str {
        match self {
            Stage::Play => "play a command card",
            Stage::Order => "order units",
            Stage::Move => "move",
            Stage::Fire => "fire",
            Stage::Move2 => "move again",
            Stage::Battle => "battle",
        }
    }
}

/// What a unit has been ordered to do this turn, and what it has done.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct OrderedUnit {
    pub id: String,
    pub move_max: u8,
    /// The farthest it may have moved and still battle.
    pub battle_max: u8,
    pub moved: u8,
    pub moved_first: bool,
    pub moved_second: bool,
    /// Initial battles made (a unit battles once, plus a bonus close combat).
    pub battled: bool,
    pub fires_left: u8,
    pub may_melee: bool,
    pub may_fire: bool,
    /// May not battle this turn (Cry Havoc flag, forest or broken ground entered).
    pub no_battle: bool,
    /// Extra dice in every battle this turn (Cry Havoc).
    pub bonus_all: u8,
    /// Extra dice in its initial close combat (Mounted Charge, Clash of Shields).
    pub bonus_first_melee: u8,
    pub bonus_fire: u8,
    /// +1 die while this leader stays with the unit (Leaders card).
    pub leader_bonus: Option<String>,
    /// The unit is ordered only while this leader stays with it (Leaders card).
    pub needs_leader: Option<String>,
    /// Close combat only against this piece (Fire and Close target, Ambush).
    pub only_target: Option<String>,
    /// Fire and Close: the unit it fired at, while that unit stays put.
    pub close_on: Option<(String, Coord)>,
    /// Moved its long move (warriors): must close combat.
    pub must_melee: bool,
    pub pass_friends: bool,
    /// A bonus close combat is available now (after a momentum advance).
    pub bonus_ready: bool,
    pub bonus_done: bool,
    /// Regained at least one block this turn (Rally; a new leader may join it).
    pub rallied: bool,
}

/// How the turn's ordered units are chosen.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Select {
    Sections([u8; 3]),
    Troop(super::cards::Troop, u8),
    Leadership {
        section: Option<Section>,
        linked: u8,
    },
    /// A linked group; `foot_only` for Double Time.
    Linked {
        max: Option<u8>,
        foot_only: bool,
    },
    FootUpTo(u8),
    MountedUpTo(u8),
    /// Missile units not next to an enemy.
    MissileUpTo(u8),
    LightUpTo(u8),
    /// Cry Havoc: one slot per die face.
    Dice(Vec<Face>),
    /// Rally: dice restore blocks.
    Rally(Vec<Face>),
    /// Already chosen by the card (Clash of Shields, Leaders).
    Auto,
    AnyOne,
}

/// The card in play this turn.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Played {
    pub card_id: CardId,
    /// What it does (a Counter Attack's copy, mirrored).
    pub effect: Card,
    pub mode: PlayMode,
    /// No unit qualified: order one unit of your choice.
    pub fallback: bool,
}

/// A decision one side must take before play goes on.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Pending {
    /// The defender answers a declared close combat (evade, First Strike or nothing).
    MeleeReaction { attacker: String, target: String },
    /// The attacker may advance into the emptied hex (cavalry one hex beyond).
    Advance { unit: String, into: Coord, extra: bool, bonus_next: bool },
    /// The defender may ambush the unit that just advanced.
    Ambush { advancer: String },
    /// Scout: keep one of two cards drawn.
    Keep { side: usize, cards: [CardId; 2] },
    /// The owner of a unit hit by flags it may ignore chooses how many to ignore (`may_ignore` at most).
    Flags { unit: String, flags: u8, may_ignore: u8, by: usize },
    /// The owner chooses where a unit retreating `steps` hexes ends (one of `retreat_options`).
    Retreat { unit: String, steps: u8, by: usize },
    /// The owner chooses where a leader who must leave his hex goes (one of `escape_options`).
    Escape { leader: String, by: usize },
    /// The attacker survived a First Strike where it stood: it may battle as ordered, or decline.
    Press { attacker: String, target: String, bonus: u8 },
}

/// Combat work still to do, run from the last pushed. A step that needs its owner's choice leaves a decision
/// pending; the answer runs the rest.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Step {
    /// A scored roll against a unit: hits with the leader check, then flags.
    Score { unit: String, hits: u8, flags: u8, by: usize },
    /// A leader must leave his hex: his unit fell, or he was attacked alone and not hit.
    Escape { leader: String, by: usize },
    /// The defender strikes first (First Strike).
    FirstStrike { attacker: String, target: String },
    /// After a First Strike: the attacker, still where it stood, may battle.
    Press { attacker: String, target: String, from: Coord, bonus: u8 },
    /// The attacker's close-combat roll.
    Strike { attacker: String, target: String, bonus: u8, evade: bool, battle_back: bool },
    /// A light bow cavalry evader's Parthian shot at its attacker.
    Parthian { evader: String, attacker: String },
    /// The evader moves away.
    EvadeAway { unit: String },
    /// The defender, still in its hex, battles back.
    BattleBack { attacker: String, defender: String, from: Coord, at: Coord },
    /// The close combat is over: the attacker may advance into an emptied hex.
    AfterMelee { attacker: String, from: Coord, into: Coord, is_bonus: bool, evade: bool },
    /// An ambush is over: the ambushed unit's bonus combat may only go against the ambusher.
    AfterAmbush { advancer: String, ambusher: String, at: Coord },
}

/// The turn in progress.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TurnState {
    pub stage: Stage,
    pub played: Option<Played>,
    pub select: Option<Select>,
    pub ordered: Vec<OrderedUnit>,
    pub pending: Option<Pending>,
    /// Sides that played a reaction card this turn, in order: each draws its replacement first.
    pub reacted: Vec<usize>,
    /// Cards played this turn (the command card and any reactions), discarded at the end.
    pub in_play: Vec<CardId>,
    /// Rally has brought a new leader forward this turn (one helmet, once per card).
    pub leader_rallied: bool,
    /// Combat work waiting on the pending decision (empty whenever nothing is pending).
    pub work: Vec<Step>,
}

impl Default for TurnState {
    fn default() -> Self {
        TurnState {
            stage: Stage::Play,
            played: None,
            select: None,
            ordered: Vec::new(),
            pending: None,
            reacted: Vec::new(),
            in_play: Vec::new(),
            leader_rallied: false,
            work: Vec::new(),
        }
    }
}

/// Per-game options.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct MedOptions {
    /// Skip the reaction prompt when the defender holds no reaction card and cannot evade. Faster, but the
    /// missing prompt tells the attacker the defender's hand. Off by default.
    pub skip_prompt_without_card: bool,
    /// The engine takes the owner's routine choices (flags to ignore, retreat paths, leader escapes) by fixed
    /// preferences instead of asking: faster play. Off by default: the owner chooses, as at the table.
    pub auto_choices: bool,
}

/// Cards, tokens, banners and the turn in progress.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct MedState {
    /// Draw pile, top card last.
    pub deck: Vec<CardId>,
    pub discard: Vec<CardId>,
    pub hands: Vec<Vec<CardId>>,
    /// Command (hand size) per side.
    pub command: Vec<u8>,
    pub tokens: Vec<u8>,
    /// The card each side played on its last turn (what it did), for Counter Attack.
    pub last_played: Vec<Option<Card>>,
    /// How that card was played: a card played for an alternative (scout, one unit) is copied by Counter Attack
    /// as that alternative.
    pub last_mode: Vec<PlayMode>,
    /// Banners won by eliminating enemy units and leaders.
    pub kills: Vec<u32>,
    /// Pieces each side has lost (units and leaders).
    pub lost: Vec<Vec<String>>,
    /// Leaders each side has lost and not yet replaced by Rally.
    pub leaders_down: Vec<u8>,
    pub rallied_leaders: u32,
    pub turn: TurnState,
    pub options: MedOptions,
}

/// Starting inspired tokens per side and the most a side may hold (our proposal, rules-reference §2.10).
pub const START_TOKENS: u8 = 1;
pub const MAX_TOKENS: u8 = 7;

impl MedState {
    pub fn ordered(&self, id: &str) -> Option<&OrderedUnit> {
        self.turn.ordered.iter().find(|o| o.id == id)
    }
    pub fn ordered_mut(&mut self, id: &str) -> Option<&mut OrderedUnit> {
        self.turn.ordered.iter_mut().find(|o| o.id == id)
    }
    /// Every card, wherever it is: the 65 must always be here exactly once.
    /// Is every one of the 65 cards somewhere exactly once? (The cheap form of `all_cards`, checked after every
    /// order.)
    pub fn deck_whole(&self) -> bool {
        let mut seen = [false; super::cards::DECK_SIZE];
        let mut count = 0;
        let mut mark = |c: CardId| {
            count += 1;
            match seen.get_mut(c as usize) {
                Some(s) if !*s => {
                    *s = true;
                    true
                }
                _ => false,
            }
        };
        let pending = match &self.turn.pending {
            Some(Pending::Keep { cards, .. }) => &cards[..],
            _ => &[],
        };
        let all = self.deck.iter().chain(&self.discard).chain(&self.turn.in_play).chain(self.hands.iter().flatten());
        all.chain(pending).all(|c| mark(*c)) && count == super::cards::DECK_SIZE
    }

    pub fn all_cards(&self) -> Vec<CardId> {
        let mut v: Vec<CardId> = self.deck.iter().chain(&self.discard).chain(&self.turn.in_play).copied().collect();
        for h in &self.hands {
            v.extend(h);
        }
        if let Some(Pending::Keep { cards, .. }) = &self.turn.pending {
            v.extend(cards);
        }
        v.sort();
        v
    }
}
