//! Musket & Pike's numbers in one table: what each counter is, the standing orders with their move, fire, reform and rally limits, the continuation, pre-emption and order-change ranges, the fire tables, the close-combat results, morale, leaders and the victory-point table. Each value says where it comes from: the seed (`SEED`), the player aid (`AID`) or our proposal (`PROPOSAL`); docs/rulesets/musket_pike.md lists them.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The series die: a d10 read 0 to 9, low is good (AID).
pub const DIE: u8 = 10;
/// At most three activations of one wing in a row: the first and two continuations (SEED).
pub const MAX_ACTIVATIONS: u8 = 3;
/// Game length when the scenario names none (PROPOSAL).
pub const DEFAULT_TURNS: u32 = 8;
/// A score this far apart is a decisive victory, nearer a marginal one (PROPOSAL: the seed's table scores a battle
/// but names no levels of victory); the game's end says which.
pub const DECISIVE: u32 = 20;

/// What a counter is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Kind {
    /// Heavy infantry filling its hex (pike and shot, a double unit).
    DoubleFoot,
    /// Heavy infantry, single unit.
    Foot,
    /// Light infantry: commanded musketeers.
    Light,
    /// Dragoons fighting on foot.
    Dragoons,
    /// Horse.
    Horse,
    /// A gun of the given calibre.
    Gun(Calibre),
    /// Two guns of the given calibre in one counter (a double unit).
    DoubleGun(Calibre),
    /// The army's baggage wagons: they neither fire nor fight, and the enemy takes them.
    Wagons,
    WingCommander,
    ArmyCommander,
}

/// A gun's weight of shot, for the victory points (SEED).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Calibre {
    /// 3 pounders.
    Light,
    /// 4 to 8 pounders.
    Medium,
    /// 12 to 24 pounders.
    Heavy,
}

impl Kind {
    pub fn of(id: &str) -> Kind {
        match id {
            "heavy_infantry" => Kind::DoubleFoot,
            "heavy_infantry_single" => Kind::Foot,
            "light_infantry" => Kind::Light,
            "dragoons" => Kind::Dragoons,
            "cavalry" => Kind::Horse,
            "light_gun" => Kind::Gun(Calibre::Light),
            "heavy_gun" => Kind::Gun(Calibre::Heavy),
            "artillery" => Kind::Gun(Calibre::Medium),
            "light_gun_double" => Kind::DoubleGun(Calibre::Light),
            "heavy_gun_double" => Kind::DoubleGun(Calibre::Heavy),
            "artillery_double" => Kind::DoubleGun(Calibre::Medium),
            "wagons" => Kind::Wagons,
            "army_commander" | KING => Kind::ArmyCommander,
            _ => Kind::WingCommander,
        }
    }
    pub fn is_leader(self) -> bool {
        matches!(self, Kind::WingCommander | Kind::ArmyCommander)
    }
    pub fn is_gun(self) -> bool {
        matches!(self, Kind::Gun(_) | Kind::DoubleGun(_))
    }
    /// A double unit: heavy foot filling its hex, or two guns.
    pub fn is_double(self) -> bool {
        matches!(self, Kind::DoubleFoot | Kind::DoubleGun(_))
    }
    /// Guns and wagons cannot fall back: beaten in close combat so that they must, they are taken.
    pub fn taken_when_forced_back(self) -> bool {
        self.is_gun() || self == Kind::Wagons
    }
    /// Takes part in close combat as an attacker (guns and wagons never attack; leaders are no units).
    pub fn attacks(self) -> bool {
        !self.is_leader() && !self.taken_when_forced_back()
    }
    pub fn is_heavy(self) -> bool {
        matches!(self, Kind::DoubleFoot | Kind::Foot)
    }
    /// What the unit counts toward withdrawal (PROPOSAL): a double unit two, wagons nothing (they are no fighting
    /// unit).
    pub fn weight(self) -> u32 {
        match self {
            k if k.is_double() => 2,
            k if k.is_leader() => 0,
            Kind::Wagons => 0,
            _ => 1,
        }
    }
    /// Morale rating: a check passes on d10 + modifiers at or below it (PROPOSAL).
    pub fn morale(self) -> u8 {
        match self {
            Kind::DoubleFoot | Kind::Foot | Kind::Horse => 6,
            _ => 5,
        }
    }
    /// The fire the unit delivers, and how far (PROPOSAL: musket 2 hexes, pistol 1, guns 6).
    pub fn fire(self) -> Option<(Weapon, u32)> {
        match self {
            Kind::DoubleFoot | Kind::Foot => Some((Weapon::Musket, 2)),
            Kind::Light | Kind::Dragoons => Some((Weapon::Carbine, 2)),
            Kind::Horse => Some((Weapon::Pistol, 1)),
            Kind::Gun(_) | Kind::DoubleGun(_) => Some((Weapon::Gun, 6)),
            _ => None,
        }
    }
    /// VP to the enemy when the unit is destroyed, or (guns and wagons) taken (SEED). Wagons score only when
    /// taken: the seed's table has no line for wagons destroyed.
    pub fn vp_lost(self, captured: bool) -> u32 {
        match (self, captured) {
            (Kind::Horse, _) | (Kind::DoubleFoot, _) => 10,
            (Kind::Foot, _) => 5,
            (Kind::Light | Kind::Dragoons, _) => 0,
            (Kind::Gun(Calibre::Heavy), true) => 15,
            (Kind::Gun(Calibre::Medium), true) => 10,
            (Kind::Gun(Calibre::Light), true) => 5,
            (Kind::Gun(Calibre::Heavy | Calibre::Medium), false) => 10,
            (Kind::Gun(Calibre::Light), false) => 2,
            (Kind::DoubleGun(Calibre::Heavy), true) => 30,
            (Kind::DoubleGun(Calibre::Medium), true) => 20,
            (Kind::DoubleGun(Calibre::Light), true) => 10,
            (Kind::DoubleGun(Calibre::Heavy | Calibre::Medium), false) => 10,
            (Kind::DoubleGun(Calibre::Light), false) => 5,
            (Kind::Wagons, true) => 10,
            _ => 0,
        }
    }
    /// VP to the enemy per casualty point the unit still carries on the map when the game ends (SEED).
    pub fn vp_per_casualty(self) -> u32 {
        match self {
            Kind::Horse => 2,
            Kind::DoubleFoot | Kind::Foot => 1,
            _ => 0,
        }
    }
}

/// What a unit fires with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Weapon {
    Musket,
    Carbine,
    Pistol,
    Gun,
}

/// A wing's standing order (AID).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Standing {
    Charge,
    MakeReady,
    ReceiveCharge,
    Rally,
}

impl Standing {
    pub const ALL: [Standing; 4] = [Standing::Charge, Standing::MakeReady, Standing::ReceiveCharge, Standing::Rally];
    /// The ids a scenario writes.
    pub const IDS: [&'static str; 4] = ["charge", "make_ready", "receive_charge", "rally"];
    pub fn id(self) -> &'static str {
        Self::IDS[self as usize]
    }
    pub fn from_id(id: &str) -> Option<Standing> {
        Self::IDS.iter().position(|x| *x == id).map(|i| Self::ALL[i])
    }
    /// The highest roll that continues a wing under this order; `None`: it may not continue (AID).
    pub fn continuation(self) -> Option<i32> {
        match self {
            Standing::Charge => Some(3),
            Standing::MakeReady => Some(2),
            Standing::ReceiveCharge => Some(1),
            Standing::Rally => None,
        }
    }
    /// The highest roll that pre-empts with a wing under this order; `None`: it may not (AID).
    pub fn preemption(self) -> Option<i32> {
        match self {
            Standing::Charge => Some(4),
            Standing::MakeReady => Some(3),
            Standing::ReceiveCharge => Some(2),
            Standing::Rally => None,
        }
    }
    /// The highest roll that changes this order to `to` (AID).
    pub fn change_to(self, to: Standing) -> Option<i32> {
        use Standing::*;
        let r = match (self, to) {
            (Charge, MakeReady) => 5,
            (Charge, ReceiveCharge) => 3,
            (Charge, Rally) => 1,
            (MakeReady, Charge) => 3,
            (MakeReady, ReceiveCharge) => 5,
            (MakeReady, Rally) => 4,
            (ReceiveCharge, Charge) => 2,
            (ReceiveCharge, MakeReady) => 5,
            (ReceiveCharge, Rally) => 3,
            (Rally, Charge) => 5,
            (Rally, MakeReady) => 6,
            (Rally, ReceiveCharge) => 4,
            _ => return None,
        };
        Some(r)
    }
    /// Hexes a unit may move: all its points, or one hex under Receive Charge (AID).
    pub fn one_hex(self) -> bool {
        self == Standing::ReceiveCharge
    }
    /// Reform: never under Charge, only beside a leader under Make Ready (AID).
    pub fn reform(self) -> Allowed {
        match self {
            Standing::Charge => Allowed::No,
            Standing::MakeReady => Allowed::WithLeader,
            _ => Allowed::Yes,
        }
    }
    /// Rally: only under Rally, or beside a leader under Receive Charge (AID).
    pub fn rally(self) -> Allowed {
        match self {
            Standing::Rally => Allowed::Yes,
            Standing::ReceiveCharge => Allowed::WithLeader,
            _ => Allowed::No,
        }
    }
    /// Close combat: any adjacent enemy under Charge; under Make Ready only to the front and not for horse
    /// (PROPOSAL after the aid's order table).
    pub fn may_attack(self, horse: bool, front: bool) -> bool {
        match self {
            Standing::Charge => true,
            Standing::MakeReady => front && !horse,
            _ => false,
        }
    }
}

impl fmt::Display for Standing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Standing::Charge => "Charge",
            Standing::MakeReady => "Make Ready",
            Standing::ReceiveCharge => "Receive Charge",
            Standing::Rally => "Rally",
        })
    }
}

/// Whether an order allows an action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Allowed {
    Yes,
    WithLeader,
    No,
}

/// Modifiers to the command rolls (AID; the signs the scan lost are our reading, PROPOSAL).
pub mod command {
    /// The wing commander is beside an enemy unit in good order or shaken.
    pub const ENEMY_ADJACENT: i32 = 1;
    /// A wing of horse is quicker to act and to charge.
    pub const HORSE_WING: i32 = -1;
    /// The second continuation (for a third activation) is harder.
    pub const SECOND_CONTINUATION: i32 = 1;
    /// Horse changing to Receive Charge.
    pub const HORSE_TO_RECEIVE: i32 = 1;
    /// Horse changing to Charge.
    pub const HORSE_TO_CHARGE: i32 = -1;
    /// Changing to Rally with more than half the wing shaken, broken or gone.
    pub const RALLY_WHEN_SPENT: i32 = -2;
    /// A wing whose commander is dead and not yet replaced (PROPOSAL).
    pub const NO_COMMANDER: i32 = 1;
}

/// A fire table's column (SEED names them; the numbers are our PROPOSAL).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Column {
    Front,
    Flank,
    Salvo,
    Musketeers,
    Pistol,
}

/// What a volley does: casualty points, and whether the target checks its morale.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct FireResult {
    pub hits: u8,
    pub check: bool,
}

const fn r(hits: u8, check: bool) -> FireResult {
    FireResult { hits, check }
}

/// The fire tables (PROPOSAL): rows ≤0, 1–2, 3–4, 5–6, 7 and above.
pub fn fire_result(col: Column, roll: i32) -> FireResult {
    let row = match roll {
        i32::MIN..=0 => 0,
        1..=2 => 1,
        3..=4 => 2,
        5..=6 => 3,
        _ => 4,
    };
    let table: [FireResult; 5] = match col {
        Column::Front => [r(2, false), r(1, true), r(1, false), r(0, true), r(0, false)],
        Column::Flank => [r(2, true), r(2, false), r(1, true), r(1, false), r(0, false)],
        Column::Salvo => [r(3, false), r(2, true), r(2, false), r(1, true), r(1, false)],
        Column::Musketeers | Column::Pistol => [r(1, true), r(1, false), r(0, true), r(0, false), r(0, false)],
    };
    table[row]
}

/// Fire modifiers (PROPOSAL).
pub mod fire {
    /// Per hex beyond the first (beyond the second for guns).
    pub const PER_HEX: i32 = 1;
    /// Guns fire without penalty out to this range.
    pub const GUN_FREE_RANGE: u32 = 2;
    /// Target in woods or a town, or holding a reciprocal hexside's benefit against this firer.
    pub const COVER: i32 = 1;
    /// The firer is shaken.
    pub const SHAKEN: i32 = 1;
    /// A double unit of foot fires better, and is easier to hit.
    pub const DOUBLE: i32 = -1;
}

/// Close-combat modifiers (PROPOSAL; the reciprocal-hexside rules are the SEED's).
pub mod melee {
    /// Horse that moved at least `IMPETUS_HEXES` under Charge into contact, without crossing a reciprocal hexside.
    pub const IMPETUS: i32 = -2;
    pub const IMPETUS_HEXES: u8 = 2;
    /// The attacker stands in the defender's flank or rear.
    pub const FLANK: i32 = -2;
    /// Horse attacking heavy foot in good order to its front.
    pub const HORSE_ON_FOOT: i32 = 2;
    pub const SHAKEN: i32 = 2;
    /// Per two casualty points the unit carries.
    pub const PER_TWO_HITS: i32 = 1;
    /// Whoever attacks across a reciprocal hexside.
    pub const ACROSS: i32 = 1;
    /// A leader stacked with the unit.
    pub const LEADER: i32 = -1;
}

/// A close combat's result for the loser, by margin (PROPOSAL): hits, morale check, hexes of retreat, broken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MeleeResult {
    pub loser_hits: u8,
    pub check: bool,
    pub retreat: u8,
    pub broken: bool,
    /// The winner (horse with impetus only) takes a hit too.
    pub winner_hit_with_impetus: bool,
    /// The winning attacker may advance into a vacated hex.
    pub advance: bool,
}

pub fn melee_result(margin: i32) -> MeleeResult {
    let m = |loser_hits, check, retreat, broken, winner_hit_with_impetus, advance| MeleeResult {
        loser_hits,
        check,
        retreat,
        broken,
        winner_hit_with_impetus,
        advance,
    };
    match margin {
        i32::MIN..=0 => m(1, false, 0, false, false, false),
        1..=2 => m(1, true, 0, false, true, false),
        3..=5 => m(2, true, 1, false, false, true),
        _ => m(2, false, 2, true, false, true),
    }
}

/// Morale (PROPOSAL): per two casualty points +1 to the check; a leader beside or with the unit −1.
pub const MORALE_PER_TWO_HITS: i32 = 1;
pub const MORALE_LEADER: i32 = -1;

/// Leaders (AID): a unit with a leader takes a hit, and on this roll the leader falls.
pub const LEADER_FALLS_ON: u8 = 9;
/// At marker removal, on this roll the fallen leader himself returns (AID); otherwise a replacement rated 0 takes
/// his place (PROPOSAL: the rest of that table is lost).
pub const LEADER_RETURNS_ON: u8 = 0;
/// VP for killing the army commander named at the start (SEED).
pub const ARMY_COMMANDER_VP: u32 = 20;
/// This Accursed Civil War: King Charles I, an army commander of his own counter (`king_charles`), scores 50
/// instead (SEED).
pub const KING: &str = "king_charles";
pub const KING_VP: u32 = 50;
/// VP per point of a named wing commander's rating (SEED).
pub const NAMED_VP_PER_RATING: u32 = 5;
