//! The Medieval unit reference table (rules-reference §2.3): combat values per unit type, in one place so they can be changed.

use crate::rules::ruleset::UnitClass;
use crate::rules::setup::UnitMarker;

/// Who may evade a close combat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Evade {
    Never,
    Always,
    /// Medium cavalry: against foot and against heavy mounted attackers.
    VsFootAndHeavyMounted,
    /// Heavy cavalry and cataphracts: against foot only.
    VsFoot,
}

/// A ranged weapon: range in hexes (the target hex counted, not the firer's) and dice when still or after moving.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ranged {
    pub range: u8,
    pub dice_still: u8,
    pub dice_moved: u8,
}

/// Combat values of one Medieval unit type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MedStats {
    pub id: &'static str,
    pub class: UnitClass,
    pub mounted: bool,
    pub leader: bool,
    /// Normal movement allowance.
    pub moves: u8,
    /// The farthest it may move and still battle on a normal order.
    pub battle_moves: u8,
    /// Warriors: moving farther than `battle_moves - 1` is allowed only to close combat.
    pub long_move_needs_melee: bool,
    pub ranged: Option<Ranged>,
    pub melee: u8,
    /// Extra close-combat dice while at full strength (warriors).
    pub full_strength_bonus: u8,
    /// Swords rolled by this unit in close combat score hits.
    pub sword_hits: bool,
    pub evade: Evade,
    /// Hexes retreated per flag.
    pub retreat: u8,
    /// Light bow cavalry: ignores one sword rolled by a foot unit.
    pub ignores_foot_sword: bool,
    /// Superior armour (our proposal): ignores one sword hit per close combat against it.
    pub superior_armour: bool,
    /// Light bow cavalry: fires back (2 dice, matching symbols only) when it evades.
    pub parthian: bool,
    /// May take a bonus close combat after a momentum advance without an attached leader.
    pub bonus_combat: bool,
    /// May battle on the turn it enters a forest.
    pub forest_battle: bool,
    /// Extra Mounted Charge dice in its initial close combat.
    pub charge_bonus: u8,
}

const fn s(id: &'static str, class: UnitClass, mounted: bool, moves: u8, battle_moves: u8, melee: u8) -> MedStats {
    MedStats {
        id,
        class,
        mounted,
        leader: false,
        moves,
        battle_moves,
        long_move_needs_melee: false,
        ranged: None,
        melee,
        full_strength_bonus: 0,
        sword_hits: true,
        evade: Evade::Never,
        retreat: 1,
        ignores_foot_sword: false,
        superior_armour: false,
        parthian: false,
        bonus_combat: mounted,
        forest_battle: false,
        charge_bonus: if mounted { 1 } else { 0 },
    }
}

const JAVELIN: Option<Ranged> = Some(Ranged { range: 2, dice_still: 2, dice_moved: 1 });
const BOW: Option<Ranged> = Some(Ranged { range: 3, dice_still: 2, dice_moved: 1 });

use UnitClass::{Heavy, Leader, Light, Medium};

/// The table. Sources and our proposals are listed in docs/rulesets/medieval.md.
pub static MEDIEVAL_STATS: &[MedStats] = &[
    MedStats {
        ranged: JAVELIN,
        sword_hits: false,
        evade: Evade::Always,
        retreat: 2,
        forest_battle: true,
        ..s("light_foot", Light, false, 2, 2, 2)
    },
    MedStats {
        ranged: BOW,
        sword_hits: false,
        evade: Evade::Always,
        retreat: 2,
        forest_battle: true,
        ..s("light_bow_foot", Light, false, 2, 2, 2)
    },
    // Auxilia: 1 and battle, or 2 and no battle.
    MedStats { ranged: JAVELIN, retreat: 1, forest_battle: true, ..s("auxilia", Light, false, 2, 1, 3) },
    // Warriors: 1, or 2 only to close combat; +1 die at full strength.
    MedStats {
        long_move_needs_melee: true,
        full_strength_bonus: 1,
        retreat: 2,
        bonus_combat: true,
        forest_battle: true,
        ..s("warriors", Medium, false, 2, 2, 3)
    },
    s("medium_foot", Medium, false, 1, 1, 4),
    MedStats { superior_armour: true, ..s("heavy_foot", Heavy, false, 1, 1, 4) },
    MedStats {
        ranged: JAVELIN,
        sword_hits: false,
        evade: Evade::Always,
        retreat: 4,
        ..s("light_cavalry", Light, true, 4, 4, 2)
    },
    MedStats {
        ranged: BOW,
        sword_hits: false,
        evade: Evade::Always,
        retreat: 4,
        ignores_foot_sword: true,
        parthian: true,
        charge_bonus: 0,
        ..s("light_bow_cavalry", Light, true, 4, 4, 2)
    },
    MedStats { evade: Evade::VsFootAndHeavyMounted, retreat: 3, ..s("medium_cavalry", Medium, true, 3, 3, 3) },
    MedStats { evade: Evade::VsFoot, retreat: 2, ..s("heavy_cavalry", Heavy, true, 2, 2, 4) },
    MedStats {
        evade: Evade::VsFoot,
        retreat: 2,
        superior_armour: true,
        charge_bonus: 2,
        ..s("cataphracts", Heavy, true, 2, 2, 4)
    },
    MedStats {
        leader: true,
        sword_hits: false,
        retreat: 0,
        bonus_combat: false,
        ..s("leader", Leader, false, 3, 0, 0)
    },
];

/// The stats of a unit type id (every id in the Medieval catalog has a row; unknown ids fall back to medium foot).
pub fn stats(id: &str) -> &'static MedStats {
    MEDIEVAL_STATS.iter().find(|s| s.id == id).unwrap_or(&MEDIEVAL_STATS[4])
}

/// The ranged weapon of a unit: its type's, or the one a scenario marker gives it (bow 3 hexes, other missile 2).
pub fn ranged_of(st: &MedStats, markers: &[UnitMarker]) -> Option<Ranged> {
    if markers.contains(&UnitMarker::Bow) {
        Some(Ranged { range: 3, ..BOW.unwrap() })
    } else if markers.contains(&UnitMarker::Missile) {
        JAVELIN
    } else {
        st.ranged
    }
}

impl MedStats {
    pub fn foot(&self) -> bool {
        !self.mounted && !self.leader
    }

    /// Whether this unit may evade a close combat from `attacker`.
    pub fn may_evade(&self, attacker: &MedStats) -> bool {
        match self.evade {
            Evade::Never => false,
            Evade::Always => true,
            Evade::VsFootAndHeavyMounted => attacker.foot() || (attacker.mounted && attacker.class == Heavy),
            Evade::VsFoot => attacker.foot(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Ruleset;

    #[test]
    fn every_catalog_unit_has_one_row_that_agrees_with_it() {
        for u in Ruleset::Medieval.catalog() {
            let rows: Vec<_> = MEDIEVAL_STATS.iter().filter(|s| s.id == u.id).collect();
            assert_eq!(rows.len(), 1, "{}", u.id);
            let s = rows[0];
            assert_eq!(s.class, u.class, "{}", u.id);
            assert_eq!(s.mounted, u.mounted, "{}", u.id);
            assert_eq!(s.moves, u.movement, "{}", u.id);
            assert!(s.battle_moves <= s.moves);
        }
    }

    #[test]
    fn evade_table() {
        let (mc, hc, hf, lf) =
            (stats("medium_cavalry"), stats("heavy_cavalry"), stats("heavy_foot"), stats("light_foot"));
        assert!(mc.may_evade(hf) && mc.may_evade(hc) && !mc.may_evade(mc));
        assert!(hc.may_evade(lf) && !hc.may_evade(mc));
        assert!(!hf.may_evade(lf));
        assert!(stats("light_bow_cavalry").may_evade(hc));
    }

    #[test]
    fn markers_arm_units() {
        assert_eq!(ranged_of(stats("medium_foot"), &[UnitMarker::Bow]).unwrap().range, 3);
        assert_eq!(ranged_of(stats("medium_foot"), &[UnitMarker::Missile]).unwrap().range, 2);
        assert_eq!(ranged_of(stats("medium_foot"), &[]), None);
        assert_eq!(ranged_of(stats("light_bow_foot"), &[]).unwrap().range, 3);
    }
}
