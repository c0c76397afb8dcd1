//! The Medieval ruleset as ECS: the card and turn state as a resource, and the systems for card play, movement, ranged and close combat that check each order with `rules::medieval` and write the result back to the unit components.

use super::components::*;
use super::flow::*;
use super::messages::{Audience, Order, Outcome, RejectReason};
use crate::rules::medieval::{self as med, Field, MPiece, MedEvent, MedOptions, MedOrder, MedState};
use crate::rules::ruleset::Ruleset;
use crate::scenario::Sections;
use bevy::prelude::*;

/// Cards, tokens, banners and the turn in progress of a Medieval game.
#[derive(Resource, Debug, Clone, PartialEq, Eq, Hash)]
pub struct Medieval(pub MedState);

/// Start the Medieval state of a freshly spawned game: shuffle and deal from the game's generator.
pub fn setup(world: &mut World, options: MedOptions) {
    if world.resource::<GameConfig>().ruleset != Ruleset::Medieval {
        world.remove_resource::<Medieval>();
        return;
    }
    let command: Vec<u8> =
        world.resource::<Sides>().0.iter().map(|s| s.hand_size.unwrap_or(4).min(u8::MAX as u32) as u8).collect();
    let state = {
        let mut rng = world.resource_mut::<GameRng>();
        med::new_state(&command, &mut rng.0, options)
    };
    world.insert_resource(Medieval(state));
}

/// Run condition: the game is a Medieval one.
pub fn is_medieval(config: Option<Res<GameConfig>>) -> bool {
    config.is_some_and(|c| c.ruleset == Ruleset::Medieval)
}

pub fn not_medieval(config: Option<Res<GameConfig>>) -> bool {
    !is_medieval(config)
}

/// A unit row as the Medieval field is built from it.
pub type UnitRow<'a> = (&'a Unit, &'a UnitSide, &'a HexPos, &'a Strength, &'a AttachedLeader, &'a UnitMarkers);

/// Build the rules' view of the field from the unit components (sorted by id, so the result never depends on
/// query order).
pub fn build_field<'m, 'a>(
    board: &'m Board,
    config: &GameConfig,
    sides: &Sides,
    rows: impl Iterator<Item = UnitRow<'a>>,
) -> Field<'m> {
    let mut pieces: Vec<MPiece> = rows
        .map(|(u, s, p, st, l, m)| {
            let stats = med::units::stats(u.unit_type.id);
            MPiece {
                id: u.id.clone(),
                side: s.0,
                ut: u.unit_type,
                st: stats,
                at: p.0,
                blocks: st.current,
                max: st.max,
                leader: l.0.clone(),
                ranged: med::units::ranged_of(stats, &m.0),
                alive: true,
            }
        })
        .collect();
    pieces.sort_by(|a, b| a.id.cmp(&b.id));
    Field {
        map: &board.grid,
        los: &board.los,
        sections: config.sections.unwrap_or_else(|| Sections::default_for(board.grid.width)),
        homes: sides.0.iter().map(|s| s.home_edge).collect(),
        pieces,
    }
}

type Rows<'a> = (
    Entity,
    &'a Unit,
    &'a UnitSide,
    &'a mut HexPos,
    &'a mut Strength,
    &'a mut AttachedLeader,
    &'a UnitMarkers,
    &'a mut Activation,
);

/// Which system resolves which order: card play and ordering, movement, ranged combat, close combat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Cards,
    Movement,
    Ranged,
    Melee,
}

fn kind_of(o: &Order) -> Kind {
    match o {
        Order::Move { .. } => Kind::Movement,
        Order::Fire { .. } => Kind::Ranged,
        Order::Attack { .. } | Order::React(_) | Order::Advance { .. } => Kind::Melee,
        _ => Kind::Cards,
    }
}

#[allow(clippy::too_many_arguments)]
fn resolve(
    kind: Kind,
    current: &mut CurrentOrder,
    config: &GameConfig,
    board: &Board,
    sides: &mut Sides,
    turn: &mut Turn,
    decisions: &mut Decisions,
    rng: &mut GameRng,
    state: &mut Medieval,
    units: &mut Query<Rows>,
    commands: &mut Commands,
) {
    let Some(r) = current.0.as_mut() else { return };
    if !r.pending() || kind_of(&r.order.order) != kind {
        return;
    }
    let order: MedOrder = r.order.order.to_medieval();
    let mut field =
        build_field(board, config, sides, units.iter().map(|(_, u, s, p, st, l, m, _)| (u, s, &*p, &*st, &*l, m)));
    let mut s = state.0.clone();
    let mut g = rng.0.clone();
    let active = turn.active;
    match med::apply(&mut s, &mut field, &mut g, r.order.side, active, &order) {
        Err(why) => r.status = Status::Rejected(RejectReason::Rule { why }),
        Ok(applied) => {
            rng.0 = g;
            write_back(&field, &s, units, commands);
            for e in applied.events {
                let audience = e.private_to().map_or(Audience::All, Audience::Only);
                let o = match e {
                    MedEvent::Moved { unit, from, to, path } => Outcome::Moved { unit, from, to, path },
                    other => Outcome::Medieval(other),
                };
                r.outcomes.push((o, audience));
            }
            if applied.turn_over {
                let side = active;
                let next = (side + 1) % sides.0.len().max(1);
                if next == 0 {
                    turn.number += 1;
                }
                turn.active = next;
                for (.., mut a) in units.iter_mut() {
                    *a = Activation::default();
                }
                r.outcomes.push((Outcome::TurnEnded { side, next, turn: turn.number }, Audience::All));
            }
            decisions.0.clear();
            if let Some(p) = &s.turn.pending {
                let owner = med::to_act(&s, &field, turn.active);
                decisions
                    .0
                    .push(Decision { owner, kind: DecisionKind::Reaction { prompt: med::engine::pending_prompt(p) } });
            }
            state.0 = s;
            r.status = Status::Done;
        }
    }
}

/// Copy the field back onto the unit components: positions, blocks, leaders, who moved; remove the fallen and
/// spawn leaders brought forward by Rally.
fn write_back(field: &Field, s: &MedState, units: &mut Query<Rows>, commands: &mut Commands) {
    let mut seen = vec![false; field.pieces.len()];
    for (e, u, _, mut pos, mut st, mut leader, _, mut act) in units.iter_mut() {
        let Ok(k) = field.pieces.binary_search_by(|p| p.id.as_str().cmp(u.id.as_str())) else { continue };
        let p = &field.pieces[k];
        seen[k] = true;
        if !p.alive {
            commands.entity(e).despawn();
            continue;
        }
        if pos.0 != p.at {
            pos.0 = p.at;
        }
        if st.current != p.blocks {
            st.current = p.blocks;
        }
        if leader.0 != p.leader {
            leader.0 = p.leader.clone();
        }
        let moved = s.ordered(&p.id).is_some_and(|o| o.moved > 0);
        if act.moved != moved {
            act.moved = moved;
        }
    }
    for (k, p) in field.pieces.iter().enumerate() {
        if p.alive && !seen[k] {
            commands.spawn((
                Unit { id: p.id.clone(), unit_type: p.ut },
                UnitSide(p.side),
                HexPos(p.at),
                Strength { current: p.blocks, max: p.max },
                AttachedLeader(p.leader.clone()),
                UnitMarkers::default(),
                Activation::default(),
            ));
        }
    }
}

macro_rules! order_system {
    ($name:ident, $kind:expr, $doc:literal) => {
        #[doc = $doc]
        #[allow(clippy::too_many_arguments)]
        pub fn $name(
            mut current: ResMut<CurrentOrder>,
            config: Res<GameConfig>,
            board: Res<Board>,
            mut sides: ResMut<Sides>,
            mut turn: ResMut<Turn>,
            mut decisions: ResMut<Decisions>,
            mut rng: ResMut<GameRng>,
            mut state: ResMut<Medieval>,
            mut units: Query<Rows>,
            mut commands: Commands,
        ) {
            resolve(
                $kind,
                &mut current,
                &config,
                &board,
                &mut sides,
                &mut turn,
                &mut decisions,
                &mut rng,
                &mut state,
                &mut units,
                &mut commands,
            );
        }
    };
}

order_system!(
    card_system,
    Kind::Cards,
    "Card play, ordering units, Rally, scouting, the end of a step and of the turn."
);
order_system!(
    movement_system,
    Kind::Movement,
    "Movement of ordered units along legal paths (terrain, stacking, card limits)."
);
order_system!(
    ranged_system,
    Kind::Ranged,
    "Ranged combat: range, line of sight with units blocking, dice, hits and retreats."
);
order_system!(
    melee_system,
    Kind::Melee,
    "Close combat: declaration, reactions (evade, First Strike, Ambush), battle back and momentum advances."
);

/// Add the Medieval systems to the `GameStep` schedule.
pub fn add_systems(step: &mut Schedule) {
    use super::core::StepSet;
    step.add_systems(
        (card_system, movement_system, ranged_system, melee_system)
            .chain()
            .in_set(StepSet::Resolve)
            .run_if(is_medieval),
    );
}

/// Every legal order for `side`, from the rules engine.
pub fn legal_orders<'a>(
    state: &MedState,
    board: &Board,
    config: &GameConfig,
    sides: &Sides,
    turn: &Turn,
    rows: impl Iterator<Item = UnitRow<'a>>,
    side: usize,
) -> Vec<Order> {
    let field = build_field(board, config, sides, rows);
    med::legal(state, &field, side, turn.active).into_iter().map(Order::from_medieval).collect()
}

/// Medieval invariants: the 65 cards are all somewhere exactly once; banners match the pieces lost.
pub fn check(state: &MedState, sides: &Sides) -> Vec<String> {
    let mut out = Vec::new();
    let all = state.all_cards();
    let expected: Vec<u8> = (0..med::cards::DECK_SIZE as u8).collect();
    if all != expected {
        out.push(format!("the deck is not whole: {} cards found, expected the 65 cards once each", all.len()));
    }
    for (side, hand) in state.hands.iter().enumerate() {
        if hand.len() > state.command[side] as usize {
            out.push(format!("side {side} holds {} cards with a command of {}", hand.len(), state.command[side]));
        }
    }
    let n = sides.0.len();
    for side in 0..n {
        let lost_by_enemies: usize = (0..n).filter(|o| *o != side).map(|o| state.lost[o].len()).sum();
        if state.kills[side] as usize != lost_by_enemies {
            out.push(format!(
                "side {side} has {} kill banners but its enemies lost {lost_by_enemies} pieces",
                state.kills[side]
            ));
        }
    }
    out
}

/// Why `side` may not play `card` normally now, or `None` when it may.
pub fn play_refusal(g: &super::legal::GameRead, side: usize, card: u8) -> Option<String> {
    let m = g.medieval.as_ref()?;
    let rows = g.units.iter().map(|(u, s, p, st, _, l, mk)| (u, s, p, st, l, mk));
    let field = build_field(&g.board, &g.config, &g.sides, rows);
    med::engine::check_play(&m.0, &field, side, card, med::PlayMode::Normal).err()
}

/// The dice and scoring an attack would use now (for the odds shown before ordering it), or why it may not be made.
pub fn attack_preview(
    g: &super::legal::GameRead,
    side: usize,
    unit: &str,
    target: &str,
) -> Result<med::engine::AttackPreview, String> {
    let m = g.medieval.as_ref().ok_or("not a Medieval game")?;
    let rows = g.units.iter().map(|(u, s, p, st, _, l, mk)| (u, s, p, st, l, mk));
    let field = build_field(&g.board, &g.config, &g.sides, rows);
    med::engine::preview_attack(&m.0, &field, side, unit, target)
}
