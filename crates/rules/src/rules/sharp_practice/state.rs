//! The state of a Sharp Practice game: groups, Big Men and blinds with their shock, loads and hiding; the activation deck (unordered, so no hidden order exists); the card in play with its initiative and action dice; the Tiffin round; the move waiting for its destination; and the VP each side has taken.

use super::data::{self, Kind, Quality, SpStats};
use crate::rules::dice::GameDice;
use crate::rules::engine::Common;
use crate::rules::hex::{Coord, Dir, Orientation};
use crate::rules::setup::{Edge, Setup, UnitMarker};
use serde::{Deserialize, Serialize};

use crate::rules::roster::Core;
pub use crate::rules::roster::Roster;

crate::rules::roster::roster!(SpGame, SpPiece);

/// A counter: a group, a Big Man or a blind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpPiece {
    /// Id, number, side and kind, read as the piece's own fields.
    pub core: Core,
    pub st: SpStats,
    pub at: Coord,
    /// Figures (a Big Man counts 1).
    pub men: u8,
    pub max: u8,
    pub quality: Quality,
    /// The scenario's markers, kept for the board (quality; `Hidden` while it hides in cover).
    pub markers: Vec<UnitMarker>,
    pub shock: u8,
    pub loaded: bool,
    /// Its first volley is fired (+2 dice until then).
    pub volleyed: bool,
    pub routing: bool,
    /// Activated this turn (by a Big Man or its blind's card): it does not act again at Tiffin.
    pub activated: bool,
    /// Movement dice used this turn (a spotting modifier).
    pub moved_dice: u8,
    /// Shot at this turn (a spotting modifier for it as an observer).
    pub under_fire: bool,
    /// After losing a melee: in turn `restrained_turn` it may only fire (1) or do nothing (2).
    pub restrained: u8,
    pub restrained_turn: u32,
    /// The blind this piece is under.
    pub carrier: Option<String>,
    /// A blind's name as the enemy sees it.
    pub alias: Option<String>,
    /// A Big Man's Strength (Weakling 1 < Average 2 < Strong 3).
    pub strength: u8,
    /// A Big Man lightly wounded.
    pub wounded: bool,
    /// The group's marksman rolled a 1: no more special shots this game.
    pub marksman_spent: bool,
    /// Rifles loaded rapidly: they fire as muskets for the rest of the game.
    pub rapid: bool,
    /// The last turn it moved by its own dice (cavalry that stood still a turn must walk).
    pub moved_turn: u32,
    /// A gun being unlimbered since this turn: ready at the end of the next.
    pub unlimbering: Option<u32>,
    /// The hexside a group faces (Big Men and blinds face nowhere).
    pub facing: Option<Dir>,
    /// The turn it last changed its drill (a square formed this turn is not yet ready).
    pub drilled_turn: u32,
    /// The formation it stands in (`formation-n`, numbered as formed). Every group of a formation carries the
    /// `Formed` marker.
    pub formation: Option<String>,
    /// The turn its formation opened ranks (friends pass through it this turn without disordering it).
    pub ranks_open: u32,
}

/// On the board: men left of its full count, its markers, marked once activated.
impl crate::rules::roster::BoardPiece for SpPiece {
    fn look(&self) -> Option<crate::rules::engine::PieceRef<'_>> {
        let board = self.core.board(self.at, self.men, self.max);
        let facing = if self.on_table() { self.facing } else { None };
        Some(crate::rules::engine::PieceRef { moved: self.activated, markers: &self.markers, facing, ..board })
    }
}

impl std::hash::Hash for SpPiece {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        (&self.id, self.key, self.side, self.ut.id, self.at, self.men, self.max, self.quality, &self.markers).hash(h);
        (self.shock, self.loaded, self.volleyed, self.routing, self.activated, self.moved_dice).hash(h);
        (
            self.under_fire,
            self.restrained,
            self.restrained_turn,
            &self.carrier,
            &self.alias,
            self.strength,
            self.wounded,
        )
            .hash(h);
        (self.marksman_spent, self.rapid, self.moved_turn, self.unlimbering, self.facing, self.drilled_turn).hash(h);
        (&self.formation, self.ranks_open).hash(h);
    }
}

impl SpPiece {
    /// A piece as it enters the game: regular, loaded, unshaken, on the table, Big Men of Average Strength.
    pub fn fresh(core: Core, at: Coord, men: u8) -> SpPiece {
        let st = data::stats(core.ut);
        SpPiece {
            core,
            st,
            at,
            men,
            max: men,
            quality: Quality::Regular,
            markers: Vec::new(),
            shock: 0,
            loaded: true,
            volleyed: false,
            routing: false,
            activated: false,
            moved_dice: 0,
            under_fire: false,
            restrained: 0,
            restrained_turn: 0,
            carrier: None,
            alias: None,
            strength: if st.kind == Kind::BigMan { data::BIG_MAN_STRENGTH } else { 0 },
            wounded: false,
            marksman_spent: false,
            rapid: false,
            moved_turn: 0,
            unlimbering: None,
            facing: None,
            drilled_turn: 0,
            formation: None,
            ranks_open: 0,
        }
    }

    pub fn kind(&self) -> Kind {
        self.st.kind
    }
    pub fn is_group(&self) -> bool {
        !matches!(self.st.kind, Kind::BigMan | Kind::Blind)
    }
    pub fn is_big_man(&self) -> bool {
        self.st.kind == Kind::BigMan
    }
    /// How it stands: line, column, square, skirmish order, or none of these.
    pub fn drill(&self) -> data::Drill {
        data::Drill::of(self.st.kind, &self.markers)
    }
    /// The weapon it fires now: rapidly loaded rifles count as muskets.
    pub fn weapon(&self) -> data::Weapon {
        if self.rapid { data::Weapon::Musket } else { self.st.weapon }
    }
    /// A gun hooked up to its team: it moves and does not fire.
    pub fn limbered(&self) -> bool {
        self.markers.contains(&UnitMarker::Limbered)
    }
    pub fn is_blind(&self) -> bool {
        self.st.kind == Kind::Blind
    }
    pub fn hidden(&self) -> bool {
        self.markers.contains(&UnitMarker::Hidden)
    }
    /// On the table: seen by everyone (not under a blind, not hiding in cover, not a blind).
    pub fn on_table(&self) -> bool {
        self.carrier.is_none() && !self.hidden() && !self.is_blind()
    }
    /// What the enemy of its owner may call it: its id on the table, its alias for a blind, nothing when unseen.
    pub fn public_name(&self) -> Option<&str> {
        if self.is_blind() {
            self.alias.as_deref()
        } else if self.on_table() {
            Some(&self.id)
        } else {
            None
        }
    }
    /// The name `viewer` knows it by.
    pub fn name_for(&self, viewer: usize) -> Option<&str> {
        if viewer == self.side { Some(&self.id) } else { self.public_name() }
    }
}

/// What a card of the activation deck is.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CardOf {
    /// A Big Man's card: his id, kept when he falls (his replacement is rolled for when it turns), and the quality
    /// of his men, noted when he falls: the group he stood with (`None` while he stands, or when he fell alone).
    BigMan { unit: String, status: u8, quality: Option<Quality> },
    /// A blind's card (real or dummy: the enemy cannot tell).
    Blind { unit: String },
    /// Tiffin: the turn ends.
    Tiffin,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Card {
    /// The card's number (0 is Tiffin); scripts fix draws by it. Never shown to the other side.
    pub number: u32,
    pub side: usize,
    pub of: CardOf,
    /// Out of the deck for good (a fallen Big Man whose replacement roll failed).
    pub retired: bool,
}

/// A card as one side sees it turned.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Shown {
    BigMan(String),
    Blind(String),
    /// The card of a Big Man hiding in cover: the other side sees only that a card of that side turned.
    Unseen,
    Tiffin,
}

/// What a die or a point of initiative was spent on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Use {
    Activate,
    Move,
    Gallop,
    Fire,
    Reload,
    Spot,
    Rally,
    Fury,
    Marksman,
    Limber,
    Unlimber,
    /// Forming a formation (a point of initiative).
    FormUp,
    /// Opening a formation's ranks (a die).
    OpenRanks,
}

/// The card in play: who acts on it, with how much.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Activation {
    pub side: usize,
    pub card: Option<u32>,
    /// The Big Man whose card it is, and his initiative left.
    pub leader: Option<String>,
    pub points: u8,
    /// Action dice left per unit (groups and blinds), sorted by id.
    pub dice: Vec<(String, u8)>,
    /// Groups just out of a blind to fire: their first shot adds their senior Big Man's status in dice.
    pub bonus: Vec<(String, u8)>,
    /// Fury bought with the Big Man's initiative: dice for the next melee his group fights this activation.
    pub fury: u8,
    /// Groups that sprang an ambush this activation: the shock of their fire is doubled.
    pub ambushers: Vec<String>,
    /// What the dice and initiative went on, in order: who spent, on what (and on whom), how many.
    pub uses: Vec<(String, Use, Option<String>, u8)>,
    /// A blind's dice have been used: its troops may no longer leave it this activation.
    pub blind_used: bool,
    /// Inches each formation (by its id) has lost to turning on this card: taken off its next move.
    pub wheeled: Vec<(String, u8)>,
}

impl Activation {
    pub fn dice_of(&self, unit: &str) -> u8 {
        self.dice.iter().find(|(u, _)| u == unit).map_or(0, |(_, d)| *d)
    }
    pub fn set_dice(&mut self, unit: &str, n: u8) {
        match self.dice.iter_mut().find(|(u, _)| u == unit) {
            Some(e) => e.1 = n,
            None => {
                self.dice.push((unit.to_string(), n));
                self.dice.sort();
            }
        }
        self.dice.retain(|(_, d)| *d > 0);
    }
}

/// A move rolled and waiting for its destination.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Rolled {
    pub unit: String,
    pub dice: Vec<u8>,
    /// Inches added to each die (the troop's pace).
    pub bonus: i8,
    /// Cavalry at the gallop (a charge gets +25%).
    pub gallop: bool,
}

/// A charge that reached its target, waiting for the side charged to send groups beside the charger into the fight.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Allocation {
    pub attacker: String,
    pub target: String,
    pub offered: Vec<String>,
    pub joined: Vec<String>,
    /// The charger came at the gallop.
    pub gallop: bool,
}

/// A Sharp Practice game.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SpGame {
    pub common: Common,
    pub orientation: Orientation,
    /// Sorted by id.
    pub pieces: Vec<SpPiece>,
    /// Every card ever in the deck, by number.
    pub cards: Vec<Card>,
    /// Cards not turned yet this turn: unordered (a draw takes any with equal chance), sorted.
    pub pile: Vec<u32>,
    /// Cards turned this turn, in order.
    pub turned: Vec<u32>,
    pub act: Activation,
    /// Tiffin: the side whose unled groups are acting now.
    pub tiffin: Option<usize>,
    pub rolled: Option<Rolled>,
    pub allocating: Option<Allocation>,
    /// VP taken from the enemy: groups destroyed, routed off or surrendered, Big Men killed or captured.
    pub vp: [u32; 2],
    /// Groups each side started with, and those it has lost.
    pub groups: [u32; 2],
    pub lost: [u32; 2],
    pub home: [Edge; 2],
    /// Ambush cards each side still holds (public).
    pub ambush: [u8; 2],
    /// Formations formed so far: the next one is called `formation-{n+1}`.
    pub formed: u32,
}

impl SpGame {
    pub fn new(setup: &Setup, dice: &mut GameDice) -> SpGame {
        let mut pieces = crate::rules::roster::from_units(&setup.units, |core, u| {
            let mut p = SpPiece::fresh(core, u.at, u.strength);
            p.quality = Quality::of(&u.markers);
            p.markers = u.markers.clone();
            p.carrier = u.carried_by.clone();
            // A group faces where the scenario says, or else toward the enemy's edge.
            if p.is_group() {
                let enemy = setup.sides.get(1 - u.side.min(1)).map_or(Edge::North, |s| s.home_edge);
                p.facing = Some(u.facing.unwrap_or_else(|| enemy.facing(setup.grid.orientation)));
            }
            p
        });
        // Blinds take public names in an order the dice shuffle, so neither the file's order nor its ids tell the
        // other side which blind is which.
        let mut n = 0;
        for side in 0..2 {
            let mut blinds: Vec<usize> =
                (0..pieces.len()).filter(|&i| pieces[i].is_blind() && pieces[i].side == side).collect();
            crate::rules::dice::shuffle(&mut blinds, dice);
            for i in blinds {
                n += 1;
                pieces[i].alias = Some(format!("blind-{n}"));
            }
        }
        let mut cards = vec![Card { number: 0, side: 0, of: CardOf::Tiffin, retired: false }];
        let mut by_key: Vec<&SpPiece> = pieces.iter().collect();
        by_key.sort_by_key(|p| p.key);
        for p in by_key {
            let of = match p.kind() {
                Kind::BigMan => CardOf::BigMan { unit: p.id.clone(), status: p.st.status, quality: None },
                Kind::Blind => CardOf::Blind { unit: p.id.clone() },
                _ => continue,
            };
            cards.push(Card { number: cards.len() as u32, side: p.side, of, retired: false });
        }
        let mut groups = [0; 2];
        for p in pieces.iter().filter(|p| p.is_group()) {
            groups[p.side] += 1;
        }
        let mut common = Common::new(setup, None);
        common.turn_limit = Some(setup.turn_limit.unwrap_or(data::DEFAULT_TURNS));
        let home = [setup.sides[0].home_edge, setup.sides.get(1).map_or(Edge::North, |s| s.home_edge)];
        let mut game = SpGame {
            common,
            orientation: setup.grid.orientation,
            pieces,
            cards,
            pile: Vec::new(),
            turned: Vec::new(),
            act: Activation::default(),
            tiffin: None,
            rolled: None,
            allocating: None,
            vp: [0; 2],
            groups,
            lost: [0; 2],
            home,
            ambush: [0, 1].map(|s| setup.sides.get(s).and_then(|x| x.ambush).unwrap_or(0).min(9) as u8),
            formed: 0,
        };
        // Groups the scenario marks as formed, standing as one formation, start in it (those under a blind when
        // they come out).
        let on_table: Vec<usize> = (0..game.pieces.len()).filter(|&k| game.pieces[k].on_table()).collect();
        game.form_marked(&on_table);
        game
    }

    /// The piece `viewer` calls `name` (an alias names an enemy blind).
    pub fn by_name(&self, viewer: usize, name: &str) -> Option<usize> {
        self.idx(name)
            .filter(|&i| self.pieces[i].name_for(viewer) == Some(name))
            .or_else(|| self.pieces.iter().position(|p| p.side != viewer && p.alias.as_deref() == Some(name)))
    }

    /// The pieces under a blind.
    pub fn carried(&self, blind: &str) -> Vec<usize> {
        (0..self.pieces.len()).filter(|&i| self.pieces[i].carrier.as_deref() == Some(blind)).collect()
    }

    /// The group (or blind) standing in a hex, not counting what rides under a blind.
    pub fn group_at(&self, at: Coord) -> Option<usize> {
        self.pieces.iter().position(|p| p.at == at && p.carrier.is_none() && !p.is_big_man())
    }

    /// Big Men standing in a hex (on the table or hidden there, not under a blind).
    pub fn big_men_at(&self, at: Coord) -> Vec<usize> {
        (0..self.pieces.len())
            .filter(|&i| self.pieces[i].at == at && self.pieces[i].is_big_man() && self.pieces[i].carrier.is_none())
            .collect()
    }

    pub fn card(&self, n: u32) -> Option<&Card> {
        self.cards.get(n as usize)
    }

    /// A card as `viewer` sees it turned.
    pub fn shown(&self, n: u32, viewer: usize) -> Shown {
        let Some(c) = self.card(n) else { return Shown::Tiffin };
        match &c.of {
            CardOf::Tiffin => Shown::Tiffin,
            CardOf::Blind { unit } => match self.piece(unit) {
                Some(p) if viewer == p.side => Shown::Blind(p.id.clone()),
                Some(p) => Shown::Blind(p.alias.clone().unwrap_or_default()),
                None => Shown::Blind(if viewer == c.side { unit.clone() } else { "?".into() }),
            },
            CardOf::BigMan { unit, .. } => match self.piece(unit) {
                Some(p) if viewer != p.side && !p.on_table() => Shown::Unseen,
                _ => Shown::BigMan(unit.clone()),
            },
        }
    }

    /// Is this card in the deck while its owner stands where it is? A Big Man under a blind acts on the blind's card.
    pub fn card_live(&self, n: u32) -> bool {
        match self.card(n) {
            Some(c) if c.retired => false,
            Some(Card { of: CardOf::Tiffin, .. }) => true,
            Some(Card { of: CardOf::Blind { unit }, .. }) => self.piece(unit).is_some(),
            Some(Card { of: CardOf::BigMan { unit, .. }, .. }) => self.piece(unit).is_none_or(|p| p.carrier.is_none()),
            None => false,
        }
    }

    /// What a lost melee still forbids piece `i` this turn: 1 only fire, 2 nothing.
    pub fn restraint(&self, i: usize) -> u8 {
        let p = &self.pieces[i];
        if p.restrained_turn == self.common.turn { p.restrained } else { 0 }
    }

    pub fn dist(&self, a: Coord, b: Coord) -> u32 {
        a.distance(b, self.orientation)
    }

    /// Is hex `c` in front of piece `i` (the half of the plane it faces, the line across it included)? A piece
    /// without a facing, or a square, has everything in front.
    pub fn in_front(&self, i: usize, c: Coord) -> bool {
        let p = &self.pieces[i];
        if p.drill() == data::Drill::Square {
            return true;
        }
        let Some(f) = p.facing.and_then(|f| f.index(self.orientation)) else { return true };
        let o = self.orientation;
        crate::rules::geometry::facing_terms(p.at.to_hex(o), f, c.to_hex(o)).0 >= 0
    }

    /// Turn piece `i` (a group) toward hex `c`.
    pub fn face_toward(&mut self, i: usize, c: Coord) {
        self.face_along(i, self.pieces[i].at, c);
    }
}
