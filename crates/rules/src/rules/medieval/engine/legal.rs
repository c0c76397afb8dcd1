//! Every order a side may give now, from the same checks that accept or refuse it.

#[allow(unused_imports)]
use super::*;

/// Every order `side` may give now.
pub fn legal(s: &MedState, f: &Field, side: usize, active: usize) -> Vec<MedOrder> {
    let mut out = Vec::new();
    if to_act(s, &f.pieces, active) != side {
        return out;
    }
    if let Some(p) = &s.turn.pending {
        if let Some(v) = answers(f, p) {
            return v;
        }
        match p {
            Pending::MeleeReaction { attacker, target } => {
                out.push(MedOrder::React(Reaction::Pass));
                if let (Some(a), Some(d)) = (f.idx(attacker), f.idx(target))
                    && can_evade(f, a, d)
                {
                    out.push(MedOrder::React(Reaction::Evade));
                }
                if holds(s, side, Tactic::FirstStrike).is_some() {
                    out.push(MedOrder::React(Reaction::FirstStrike));
                }
            }
            Pending::Ambush { advancer } => {
                out.push(MedOrder::React(Reaction::Pass));
                if let (Some(_), Some(v)) = (holds(s, side, Tactic::Ambush), f.idx(advancer)) {
                    for j in f.enemies_next_to(f.pieces[v].at, 1 - side.min(1)) {
                        if f.pieces[j].side == side && !f.pieces[j].st.leader {
                            out.push(MedOrder::React(Reaction::Ambush { unit: f.pieces[j].id.to_string() }));
                        }
                    }
                }
            }
            Pending::Advance { unit, into, extra, .. } => {
                out.push(MedOrder::Advance { to: None });
                for c in advance_targets(f, unit, *into, *extra) {
                    out.push(MedOrder::Advance { to: Some(c) });
                }
            }
            Pending::Keep { cards, .. } => {
                out.push(MedOrder::KeepCard { card: cards[0] });
                out.push(MedOrder::KeepCard { card: cards[1] });
            }
            Pending::Flags { .. } | Pending::Retreat { .. } | Pending::Escape { .. } | Pending::Press { .. } => {}
        }
        return out;
    }
    match s.turn.stage {
        Stage::Play => {
            let mut seen: Vec<Card> = Vec::new();
            for c in &s.hands[side] {
                if seen.contains(&card(*c)) {
                    continue;
                }
                seen.push(card(*c));
                let mut modes = vec![PlayMode::Normal, PlayMode::Scout, PlayMode::OneUnit];
                modes.extend(Tactic::INSPIRED.map(PlayMode::Inspired));
                for mode in modes {
                    if check_play(s, f, side, *c, mode).is_ok() {
                        out.push(MedOrder::PlayCard { card: *c, mode });
                    }
                }
            }
        }
        Stage::Order => {
            let done = ordered_idx(s, f);
            for i in own(f, side) {
                if check_order_given(s, f, side, i, &done).is_ok_and(|k| k == i) {
                    out.push(MedOrder::OrderUnit { unit: f.pieces[i].id.to_string() });
                    // The other rolled faces that would do for it: the player assigns the dice.
                    for face in die_choices(s, f, i) {
                        out.push(MedOrder::OrderWithDie { unit: f.pieces[i].id.to_string(), face });
                    }
                }
                if check_rally_leader(s, f, side, &f.pieces[i].id).is_ok() {
                    out.push(MedOrder::RallyLeader { unit: f.pieces[i].id.to_string() });
                }
            }
            out.push(MedOrder::EndPhase);
        }
        Stage::Move | Stage::Move2 => {
            for o in &s.turn.ordered {
                if let Some(i) = f.idx(&o.id)
                    && let Ok(t) = move_targets(s, f, i, None)
                {
                    out.extend(t.into_iter().map(|(to, _)| MedOrder::Move { unit: o.id.to_string(), to }));
                }
            }
            out.push(MedOrder::EndPhase);
        }
        Stage::Fire | Stage::Battle => {
            for o in &s.turn.ordered {
                let Some(i) = f.idx(&o.id) else { continue };
                if f.pieces[i].st.leader {
                    continue;
                }
                let me = &f.pieces[i];
                for (j, q) in f.pieces.iter().enumerate() {
                    if !q.alive || q.side == side {
                        continue;
                    }
                    let d = f.dist(me.at, q.at);
                    if d == 1 && check_attack(s, f, side, &o.id, &q.id).is_ok() {
                        out.push(MedOrder::Attack { unit: o.id.to_string(), target: q.id.to_string() });
                    }
                    if d >= 2
                        && me.ranged.is_some_and(|w| d <= w.range as u32)
                        && check_fire(s, f, side, &o.id, &q.id).is_ok()
                    {
                        out.push(MedOrder::Fire { unit: o.id.to_string(), target: q.id.to_string() });
                    }
                    let _ = j;
                }
            }
            if s.turn.stage == Stage::Fire {
                out.push(MedOrder::EndPhase);
            }
        }
    }
    if s.turn.stage != Stage::Play && end_turn_ok(s, f, side) {
        out.push(MedOrder::EndTurn);
    }
    out
}

pub(super) fn end_turn_ok(s: &MedState, f: &Field, side: usize) -> bool {
    !s.turn.ordered.iter().any(|o| owes_melee(s, f, side, o))
}

/// A unit that made its long move (warriors) and can still close combat must do so before the turn ends.
pub(super) fn owes_melee(s: &MedState, f: &Field, side: usize, o: &OrderedUnit) -> bool {
    o.must_melee
        && !o.battled
        && f.idx(&o.id).is_some_and(|i| {
            f.enemies_next_to(f.pieces[i].at, side).any(|j| check_attack(s, f, side, &o.id, &f.pieces[j].id).is_ok())
        })
}
