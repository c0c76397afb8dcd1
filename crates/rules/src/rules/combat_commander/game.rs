//! `CcGame` as a ruleset engine: checking and applying orders and the answers to decisions, the per-side view (hands and unrevealed secret objectives kept from the other side), the redacted copy and the invariants; the legal lists are in `legal.rs`.

use super::data::{ActionHalf, Kind, OrderHalf, PROPOSED};
use super::engine::{Mode, Out, ev};
use super::orders::{CcEvent, CcOrder, CcPrompt, CcRefusal as R, CcView, UnitStats};
use super::state::*;
use crate::rules::dice::GameDice;
use crate::rules::engine::{Common, Ctx, Engine, PieceRef, RejectReason, Shape, UnitView};
use crate::rules::hex::Coord;
use crate::rules::movement::{Piece, reachable_with, step_allows};
use crate::rules::setup::{Setup, UnitMarker};

impl CcGame {
    pub(super) fn need(&self, half: OrderHalf) -> Result<&InPlay, R> {
        match &self.turn.order {
            Some(o) if o.half == half => Ok(o),
            Some(_) => Err(R::WrongOrder { needs: half }),
            None => Err(R::NoOrderInPlay),
        }
    }

    pub(super) fn own_unit(&self, side: usize, unit: &str) -> Result<usize, RejectReason> {
        let i = self.idx(unit).ok_or_else(|| RejectReason::UnknownUnit { unit: unit.to_string() })?;
        if self.pieces[i].side != side {
            return Err(RejectReason::NotYourUnit { unit: unit.to_string() });
        }
        Ok(i)
    }

    /// Where an activated unit may move now: its cheapest paths within the movement it has left, through
    /// friends freely (the stacking limit holds only at the end of the turn), never into an enemy's hex.
    pub(super) fn reach(&self, ctx: Ctx, i: usize) -> crate::rules::movement::Reach {
        let me = &self.pieces[i];
        let mut pieces = vec![Piece { id: &me.id, side: me.side, unit_type: me.ut, at: me.at }];
        pieces.extend(self.pieces.iter().filter(|p| p.side != me.side && p.is_unit()).map(|p| Piece {
            id: &p.id,
            side: p.side,
            unit_type: p.ut,
            at: p.at,
        }));
        reachable_with(ctx.setup.ruleset, ctx.map, ctx.los, &pieces, 0, &[], me.mp_left, true)
    }

    /// A unit (not a weapon) of `side` that the order in play activated.
    pub(super) fn ordered_unit(&self, side: usize, unit: &str) -> Result<usize, RejectReason> {
        let i = self.own_unit(side, unit)?;
        let p = &self.pieces[i];
        if p.is_weapon() {
            return Err(R::Weapon { unit: unit.to_string() }.into());
        }
        if !p.ordered {
            return Err(R::NotActivated { unit: unit.to_string() }.into());
        }
        Ok(i)
    }

    pub(super) fn check_advance(&self, ctx: Ctx, side: usize, unit: &str, to: Coord) -> Result<usize, RejectReason> {
        self.need(OrderHalf::Advance)?;
        let i = self.ordered_unit(side, unit)?;
        let p = &self.pieces[i];
        if p.broken() {
            return Err(R::Broken { unit: unit.to_string() }.into());
        }
        if p.moving {
            return Err(R::AlreadyAdvanced { unit: unit.to_string() }.into());
        }
        if p.at.distance(to, ctx.map.orientation) != 1 {
            return Err(R::NotAdjacent { unit: unit.to_string(), to }.into());
        }
        step_allows(ctx.setup.ruleset, ctx.map, p.at, to).map_err(|why| RejectReason::cannot_enter(unit, to, why))?;
        Ok(i)
    }

    pub(super) fn check_join(&self, side: usize, unit: &str, mode: Mode) -> Result<usize, RejectReason> {
        let i = self.own_unit(side, unit)?;
        if self.turn.group.iter().any(|g| g == unit) {
            return Err(R::AlreadyFired { unit: unit.to_string() }.into());
        }
        self.may_fire(i, mode)?;
        // Ordnance fires alone: it neither joins a group nor lets others join its own.
        if let Some(w) = std::iter::once(unit)
            .chain(self.turn.group.iter().map(String::as_str))
            .find(|u| self.piece(u).is_some_and(|p| p.st.ordnance))
        {
            return Err(R::OrdnanceAlone { weapon: w.to_string() }.into());
        }
        let at = self.pieces[i].at;
        let o = self.orientation;
        if !self.turn.group.is_empty()
            && !self.turn.group.iter().any(|g| self.piece(g).is_some_and(|q| q.at.distance(at, o) <= 1))
        {
            return Err(R::NotContiguous { unit: unit.to_string() }.into());
        }
        Ok(i)
    }

    pub(super) fn group_with(&self, unit: &str) -> Vec<String> {
        let mut g = self.turn.group.clone();
        if !g.iter().any(|x| x == unit) {
            g.push(unit.to_string());
        }
        g
    }

    /// The kind of fire group the active side may form now: by its Fire order, or by Assault Fire in its Move
    /// order.
    pub(super) fn own_fire(&self, unit: &str) -> Result<Mode, R> {
        match &self.turn.order {
            Some(o) if o.half == OrderHalf::Fire && o.activated.is_some() => Ok(Mode::Order),
            Some(o) if o.half == OrderHalf::Move && self.assault => Ok(Mode::Assault),
            Some(o) if o.half == OrderHalf::Fire => Err(R::NotActivated { unit: unit.to_string() }),
            Some(_) => Err(R::WrongOrder { needs: OrderHalf::Fire }),
            None => Err(R::NoOrderInPlay),
        }
    }

    /// A card in hand with this action half, not already played for the attack being formed.
    pub(super) fn action_card(&self, side: usize, card: u8, needs: Option<ActionHalf>) -> Result<ActionHalf, R> {
        if self.hands[side].binary_search(&card).is_err() {
            return Err(R::NotInHand { card });
        }
        let action = self.card(side, card).action;
        if let Some(n) = needs.filter(|n| *n != action) {
            return Err(R::NotAnAction { card, needs: n });
        }
        if self.turn.actions.iter().any(|(c, a)| *c == card || *a == action) {
            return Err(R::ActionTwice { action });
        }
        Ok(action)
    }

    /// Smoke Grenades: a card with them, the own Move order in play, `unit` activated for it with a boxed movement
    /// and not moved yet, and `at` its hex or an adjacent one without fire.
    pub(super) fn check_smoke(
        &self,
        ctx: Ctx,
        side: usize,
        card: u8,
        unit: &str,
        at: Coord,
    ) -> Result<(), RejectReason> {
        self.action_card(side, card, Some(ActionHalf::SmokeGrenades))?;
        self.need(OrderHalf::Move)?;
        let i = self.own_unit(side, unit)?;
        let p = &self.pieces[i];
        if !p.ordered || p.moving || !p.st.mp_boxed || p.broken() || self.pending.is_some() {
            return Err(R::ActionNotApplicable { action: ActionHalf::SmokeGrenades }.into());
        }
        if p.at.distance(at, ctx.map.orientation) > 1 || !ctx.map.contains(at) || self.blaze_at(at) {
            return Err(R::NoSmokeThere { at }.into());
        }
        Ok(())
    }

    /// Playing a card for its action in the current moment (a fire action while forming one's attack, or Assault
    /// Fire between hops): what it is, or why not. A fire action is played only where it changes an attack now:
    /// with it (and the actions played before it) some attack the side may make must still be there for it to fit
    /// (Crossfire on Opportunity Fire, Sustained Fire with a weapon that may fire, Hand Grenades beside a target).
    pub(super) fn check_action(&self, ctx: Ctx, side: usize, card: u8) -> Result<ActionHalf, R> {
        let action = self.action_card(side, card, None)?;
        let forming = match &self.pending {
            Some(Pending::OppFire { .. }) if side != self.common.active => Some(Mode::Opportunity),
            None if side == self.common.active => self.own_fire("").ok(),
            _ => None,
        };
        match (action, forming) {
            (
                ActionHalf::Crossfire
                | ActionHalf::Marksmanship
                | ActionHalf::SustainedFire
                | ActionHalf::HandGrenades
                | ActionHalf::SprayFire,
                Some(mode),
            ) => {
                let mut actions = self.turn.actions.clone();
                actions.push((card, action));
                if self.attack_possible(ctx, side, mode, &actions) {
                    Ok(action)
                } else {
                    Err(R::ActionNotApplicable { action })
                }
            }
            (ActionHalf::AssaultFire, _) => {
                let moving = self.pending.is_none()
                    && !self.assault
                    && self.turn.order.as_ref().is_some_and(|o| o.half == OrderHalf::Move)
                    && (0..self.pieces.len())
                        .any(|i| self.pieces[i].side == side && self.may_fire(i, Mode::Assault).is_ok());
                if moving { Ok(action) } else { Err(R::ActionNotApplicable { action }) }
            }
            _ => Err(R::ActionNotApplicable { action }),
        }
    }

    pub(super) fn fire_card(&self, side: usize, card: u8) -> Result<(), R> {
        if self.turn.actions.iter().any(|(c, _)| *c == card) {
            return Err(R::NotInHand { card });
        }
        if self.hands[side].binary_search(&card).is_err() {
            return Err(R::NotInHand { card });
        }
        if self.card(side, card).order != OrderHalf::Fire {
            return Err(R::NotAFireCard { card });
        }
        Ok(())
    }

    pub(super) fn end_order(&mut self) {
        let Some(o) = self.turn.order.take() else { return };
        if o.half == OrderHalf::Advance {
            let mut melees: Vec<Coord> = self
                .pieces
                .iter()
                .filter(|p| p.is_unit())
                .map(|p| p.at)
                .filter(|&at| {
                    let sides = |s: usize| self.pieces.iter().any(|q| q.at == at && q.side == s && q.is_unit());
                    sides(0) && sides(1)
                })
                .collect();
            melees.sort_unstable();
            melees.dedup();
            for &at in melees.iter().rev() {
                self.work.push(Step::Melee { at });
            }
            // Before the first melee card is turned, the defender may play Ambush.
            if !melees.is_empty() {
                self.work.push(Step::AmbushWindow { hexes: melees });
            }
        }
        for p in &mut self.pieces {
            p.fired = false;
            p.moving = false;
            p.ordered = false;
            p.mp_left = 0;
        }
        self.turn.group.clear();
        self.turn.actions.clear();
        self.turn.handed.clear();
        self.assault = false;
    }

    pub(super) fn apply_order(
        &mut self,
        ctx: Ctx,
        side: usize,
        order: &CcOrder,
        dice: &mut GameDice,
        out: &mut Out,
    ) -> Result<(), RejectReason> {
        if let CcOrder::Ask { on } = order {
            self.ask[side] = *on;
            return Ok(());
        }
        if let Some(p) = self.pending.clone() {
            return self.answer(ctx, side, p, order, dice, out);
        }
        match order {
            CcOrder::PlayOrder { card } => self.play_order(side, *card, out)?,
            CcOrder::Activate { unit } => self.activate(ctx, side, unit, out)?,
            CcOrder::Join { unit } => {
                let mode = self.own_fire(unit)?;
                self.check_join(side, unit, mode)?;
                self.turn.group.push(unit.clone());
            }
            CcOrder::FireAt { unit, target } => {
                let mode = self.own_fire(unit)?;
                let t = self.idx(target).ok_or_else(|| RejectReason::UnknownUnit { unit: target.clone() })?;
                if self.pieces[t].side == side || !self.pieces[t].is_unit() {
                    return Err(R::NotAnEnemy { unit: target.clone() }.into());
                }
                let at = self.pieces[t].at;
                let group = self.group_with(unit);
                let plan = self.plan(ctx, side, &group, at, mode, &[])?;
                self.declare(side, group, at, plan, mode, out);
            }
            CcOrder::Move { unit, to } => self.move_unit(ctx, side, unit, *to, out)?,
            CcOrder::Exit { unit } => {
                let i = self.check_exit(side, unit)?;
                self.exit(i, out);
            }
            CcOrder::Hand { weapon, to } => {
                let (w, t) = self.check_hand(side, weapon, to)?;
                let from = self.pieces[w].carrier.replace(to.clone()).unwrap_or_default();
                // The new carrier bears the weapon's weight for the rest of its move.
                let penalty = self.pieces[w].st.penalty;
                self.pieces[t].mp_left = self.pieces[t].mp_left.saturating_sub(penalty);
                self.turn.handed.push(weapon.clone());
                ev(out, CcEvent::Handed { weapon: weapon.clone(), from, to: to.clone() });
            }
            CcOrder::Barrage { at } => self.request_barrage(ctx, side, *at, out)?,
            CcOrder::Advance { unit, to } => {
                let i = self.check_advance(ctx, side, unit, *to)?;
                self.pieces[i].moving = true;
                self.relocate(i, *to, vec![*to], out);
            }
            CcOrder::Action { card } => {
                let action = self.check_action(ctx, side, *card)?;
                if action == ActionHalf::AssaultFire {
                    self.spend(side, *card);
                    ev(out, CcEvent::ActionPlayed { side, card: *card, action });
                    self.assault = true;
                } else {
                    self.turn.actions.push((*card, action));
                }
            }
            CcOrder::Smoke { card, unit, at } => {
                self.check_smoke(ctx, side, *card, unit, *at)?;
                self.spend(side, *card);
                ev(out, CcEvent::ActionPlayed { side, card: *card, action: ActionHalf::SmokeGrenades });
                self.place_smoke(*at, PROPOSED.smoke_grenades, out);
            }
            CcOrder::LightWounds { card, unit } => self.light_wounds(side, *card, unit, out)?,
            CcOrder::DigIn { card, unit } => self.dig_in(ctx, side, *card, unit, out)?,
            CcOrder::NoQuarter { card, at } => self.no_quarter(side, *card, *at, out)?,
            CcOrder::Demolish { card, unit, at } => self.demolish(ctx, side, *card, unit, *at, out)?,
            CcOrder::Discard { card } => self.discard(side, *card, out)?,
            CcOrder::Reveal { objective } => {
                let mine = self
                    .common
                    .objectives
                    .iter()
                    .any(|o| o.id == *objective && o.secret && !o.revealed && o.owner == Some(side));
                if !mine {
                    return Err(R::NotYourSecret { objective: objective.clone() }.into());
                }
                self.common.reveal(objective, out);
            }
            CcOrder::EndStep => {
                if self.turn.order.is_none() {
                    return Err(R::NoOrderInPlay.into());
                }
                self.end_order();
            }
            CcOrder::EndTurn => {
                // Melees of an Advance still in play come first (pushed last), then the end of the turn.
                self.work.push(Step::EndOfTurn);
                self.end_order();
            }
            CcOrder::Pass
            | CcOrder::Reroll
            | CcOrder::OppFire { .. }
            | CcOrder::Deploy { .. }
            | CcOrder::Eliminate { .. }
            | CcOrder::Conceal { .. }
            | CcOrder::Choose { .. }
            | CcOrder::Ambush { .. }
            | CcOrder::HiddenWire { .. } => return Err(R::NoDecision.into()),
            CcOrder::Ask { .. } => {}
        }
        Ok(())
    }

    /// Plays a card from hand as the side's next order: checks that no order is in play, that the side has not
    /// discarded, is within its orders limit and holds a playable order card; a Rout order at once queues a rout
    /// roll for every broken enemy unit, any other order stays in play.
    fn play_order(&mut self, side: usize, card: u8, out: &mut Out) -> Result<(), RejectReason> {
        if self.turn.order.is_some() {
            return Err(R::OrderInPlay.into());
        }
        if self.turn.discarded > 0 {
            return Err(R::Passed.into());
        }
        let limit = self.sides[side].orders_limit;
        if self.turn.orders_given >= limit {
            return Err(R::OrdersLimit { limit }.into());
        }
        if self.hands[side].binary_search(&card).is_err() {
            return Err(R::NotInHand { card }.into());
        }
        let half = self.card(side, card).order;
        if half == OrderHalf::ArtilleryRequest && self.sides[side].radio.is_none() {
            return Err(R::NoRadio.into());
        }
        if !self.can_give(side, half) {
            return Err(R::NotAnOrder { card, order: half }.into());
        }
        self.spend(side, card);
        self.turn.orders_given += 1;
        ev(out, CcEvent::OrderPlayed { side, card, order: half });
        if half == OrderHalf::Rout {
            // Every enemy broken unit's owner rolls for it, in id order.
            let routs: Vec<String> = self
                .pieces
                .iter()
                .filter(|p| p.side != side && p.is_unit() && p.broken())
                .map(|p| p.id.clone())
                .collect();
            for u in routs.into_iter().rev() {
                self.work.push(Step::Roll { side: 1 - side, purpose: Purpose::Rout { unit: u } });
            }
        } else {
            self.turn.order = Some(InPlay { card, half, activated: None });
        }
        Ok(())
    }

    /// Activates a unit (with the units it leads) for the order in play, giving them their movement under a Move
    /// order; a Recover order recovers them at once and ends.
    fn activate(&mut self, ctx: Ctx, side: usize, unit: &str, out: &mut Out) -> Result<(), RejectReason> {
        let o = self.turn.order.as_ref().ok_or(R::NoOrderInPlay)?;
        if o.activated.is_some() {
            return Err(R::OneActivation.into());
        }
        let half = o.half;
        let i = self.own_unit(side, unit)?;
        if self.pieces[i].is_weapon() {
            return Err(R::Weapon { unit: unit.to_string() }.into());
        }
        if self.pieces[i].activated {
            return Err(R::AlreadyActivated { unit: unit.to_string() }.into());
        }
        // An Artillery Request activates its spotter alone, which must be in good order.
        let list = if half == OrderHalf::ArtilleryRequest {
            if !self.may_spot(i) {
                return Err(R::Broken { unit: unit.to_string() }.into());
            }
            vec![i]
        } else {
            self.activation(ctx, unit)
        };
        let mps: Vec<u8> = list.iter().map(|&k| self.mp(&self.pieces[k]).clamp(0, 255) as u8).collect();
        let mut names = Vec::new();
        for (&k, mp) in list.iter().zip(mps) {
            let p = &mut self.pieces[k];
            p.activated = true;
            p.ordered = true;
            if half == OrderHalf::Move {
                p.mp_left = mp;
            }
            names.push(p.id.clone());
        }
        ev(out, CcEvent::Activated { units: names.clone() });
        if let Some(o) = &mut self.turn.order {
            o.activated = Some(unit.to_string());
        }
        if half == OrderHalf::Recover {
            self.recover(&names, out);
            self.end_order();
        }
        Ok(())
    }

    /// Moves an activated unit along its cheapest path to `to` under the Move order, spending its movement, and
    /// opens the opponent's window to fire at it.
    fn move_unit(&mut self, ctx: Ctx, side: usize, unit: &str, to: Coord, out: &mut Out) -> Result<(), RejectReason> {
        self.need(OrderHalf::Move)?;
        let i = self.ordered_unit(side, unit)?;
        let p = &self.pieces[i];
        if p.mp_left == 0 {
            return Err(R::NoMpLeft { unit: unit.to_string() }.into());
        }
        let reach = self.reach(ctx, i);
        let (Some(cost), Some(path)) = (reach.cost(to), reach.path_to(to)) else {
            return Err(RejectReason::OutOfReach { unit: unit.to_string(), from: p.at, to, allowance: p.mp_left });
        };
        if !reach.can_end(to) || path.is_empty() {
            return Err(RejectReason::OutOfReach { unit: unit.to_string(), from: p.at, to, allowance: p.mp_left });
        }
        self.pieces[i].mp_left = self.pieces[i].mp_left.saturating_sub(cost.min(255) as u8);
        // Entering barbed wire ends the unit's move (ours: the seed names wire, our sources not its effect).
        if self.fort_at(to) == Some(crate::rules::terrain::Fortification::Wire) {
            self.pieces[i].mp_left = 0;
        }
        self.pieces[i].moving = true;
        self.relocate(i, to, path.clone(), out);
        self.work.push(Step::OppWindow { movers: vec![unit.to_string()], path });
        Ok(())
    }

    /// A unit that may leave the map now: activated by the Move order in play, with movement left, on a hex of
    /// the enemy's home edge.
    pub(super) fn check_exit(&self, side: usize, unit: &str) -> Result<usize, RejectReason> {
        self.need(OrderHalf::Move)?;
        let i = self.ordered_unit(side, unit)?;
        let p = &self.pieces[i];
        if p.mp_left == 0 {
            return Err(R::NoMpLeft { unit: unit.to_string() }.into());
        }
        if self.edge_distance(1 - side.min(1), p.at) != 0 {
            return Err(R::NotOnEnemyEdge { unit: unit.to_string() }.into());
        }
        if !self.pieces.iter().any(|q| q.side == side && q.is_unit() && q.id != p.id) {
            return Err(R::LastUnit { unit: unit.to_string() }.into());
        }
        Ok(i)
    }

    /// A weapon that may pass to `to` now: under the Move order in play, its carrier and `to` both activated for
    /// it and in one hex, `to` a squad or team of the side in good order that carries none. The weapon's and the new
    /// carrier's indices.
    pub(super) fn check_hand(&self, side: usize, weapon: &str, to: &str) -> Result<(usize, usize), RejectReason> {
        self.need(OrderHalf::Move)?;
        let w = self.own_unit(side, weapon)?;
        let t = self.own_unit(side, to)?;
        let refuse = || R::CannotHand { weapon: weapon.to_string(), to: to.to_string() };
        let wp = &self.pieces[w];
        let carrier = wp.carrier.as_deref().and_then(|c| self.piece(c)).ok_or_else(refuse)?;
        let tp = &self.pieces[t];
        let ok = wp.is_weapon()
            && wp.ordered
            && !self.turn.handed.iter().any(|h| h == weapon)
            && carrier.ordered
            && tp.ordered
            && tp.id != carrier.id
            && tp.at == carrier.at
            && matches!(tp.st.kind, super::data::Kind::Squad | super::data::Kind::Team)
            && !tp.broken()
            && self.weapon_of(&tp.id).is_none();
        if !ok {
            return Err(refuse().into());
        }
        Ok((w, t))
    }

    /// The unit leaves the map with its weapon: its elimination value goes to its own side as exit VP, and it does
    /// not count toward surrender.
    pub(super) fn exit(&mut self, i: usize, out: &mut Out) {
        let p = self.pieces.remove(i);
        let vp = p.st.elimination_vp();
        self.kills[p.side] += vp;
        ev(out, CcEvent::Exited { unit: p.id.clone(), vp, side: p.side });
        if let Some(w) = self.weapon_of(&p.id) {
            self.pieces.remove(w);
        }
    }

    /// Plays a Light Wounds action between orders to rally one of the side's broken units.
    fn light_wounds(&mut self, side: usize, card: u8, unit: &str, out: &mut Out) -> Result<(), RejectReason> {
        if self.turn.order.is_some() {
            return Err(R::OrderInPlay.into());
        }
        self.action_card(side, card, Some(ActionHalf::LightWounds))?;
        let i = self.own_unit(side, unit)?;
        if !self.pieces[i].broken() || self.pieces[i].is_weapon() {
            return Err(R::NotBroken { unit: unit.to_string() }.into());
        }
        self.spend(side, card);
        ev(out, CcEvent::ActionPlayed { side, card, action: ActionHalf::LightWounds });
        self.rally(i, out);
        Ok(())
    }

    /// Discards a card instead of giving orders, within the side's discard limit.
    fn discard(&mut self, side: usize, card: u8, out: &mut Out) -> Result<(), RejectReason> {
        if self.turn.orders_given > 0 || self.turn.order.is_some() {
            return Err(R::GaveOrders.into());
        }
        if let Some(limit) = self.sides[side].discard_limit.filter(|l| self.turn.discarded >= *l) {
            return Err(R::DiscardLimit { limit }.into());
        }
        if !self.spend(side, card) {
            return Err(R::NotInHand { card }.into());
        }
        self.turn.discarded += 1;
        ev(out, CcEvent::Discarded { side, card });
        Ok(())
    }

    pub(super) fn recover(&mut self, names: &[String], out: &mut Out) {
        let mut rolls = Vec::new();
        for id in names {
            let Some(i) = self.idx(id) else { continue };
            let p = &mut self.pieces[i];
            if p.is_weapon() {
                if p.broken() {
                    rolls.push((p.side, Purpose::Repair { weapon: id.clone() }));
                }
            } else if p.broken() {
                rolls.push((p.side, Purpose::Recover { unit: id.clone() }));
            } else if p.suppressed() {
                p.markers.retain(|m| *m != UnitMarker::Suppressed);
                ev(out, CcEvent::Unsuppressed { unit: id.clone() });
            }
        }
        for (side, purpose) in rolls.into_iter().rev() {
            self.work.push(Step::Roll { side, purpose });
        }
    }

    pub(super) fn answer(
        &mut self,
        ctx: Ctx,
        side: usize,
        pending: Pending,
        order: &CcOrder,
        _dice: &mut GameDice,
        out: &mut Out,
    ) -> Result<(), RejectReason> {
        match (pending, order) {
            (Pending::Initiative, CcOrder::Pass) => self.pending = None,
            (Pending::Initiative, CcOrder::Reroll) => {
                self.reroll(out);
            }
            (Pending::OppFire { .. }, CcOrder::Pass) => {
                self.pending = None;
                self.turn.group.clear();
                self.turn.actions.clear();
            }
            (Pending::OppFire { .. }, CcOrder::Join { unit }) => {
                self.check_join(side, unit, Mode::Opportunity)?;
                self.turn.group.push(unit.clone());
            }
            (Pending::OppFire { movers, .. }, CcOrder::HiddenWire { card, at }) => {
                self.hidden_wire(ctx, side, *card, &movers, *at, out)?;
            }
            (Pending::OppFire { .. }, CcOrder::Action { card }) => {
                let action = self.check_action(ctx, side, *card)?;
                self.turn.actions.push((*card, action));
            }
            (Pending::Defence, CcOrder::Pass) | (Pending::Ambush { .. }, CcOrder::Pass) => self.pending = None,
            (Pending::Choose { why, candidates, .. }, CcOrder::Choose { unit }) => {
                if !candidates.contains(unit) || self.idx(unit).is_none() {
                    return Err(R::NotATarget { unit: unit.clone() }.into());
                }
                self.pending = None;
                self.chosen(why, unit, Some(ctx), out);
            }
            (Pending::Defence, CcOrder::Conceal { card, unit }) => {
                self.action_card(side, *card, Some(ActionHalf::Concealment))?;
                let a = self.attack.as_ref().ok_or(R::NoDecision)?;
                let own = self.piece(unit).is_some_and(|p| p.side == side);
                if !a.targets.contains(unit) || a.concealed.iter().any(|(u, _)| u == unit) || !own {
                    return Err(R::NotATarget { unit: unit.clone() }.into());
                }
                let at = self.piece(unit).map(|p| p.at).filter(|c| a.spray.contains(c)).unwrap_or(a.at);
                let heavy = a.heavy;
                let cover = self.cover_against(ctx, at, heavy);
                let value = i32::from(cover.max(PROPOSED.concealment_least));
                self.spend(side, *card);
                ev(out, CcEvent::ActionPlayed { side, card: *card, action: ActionHalf::Concealment });
                ev(out, CcEvent::Bonus { action: ActionHalf::Concealment, value });
                if let Some(a) = &mut self.attack {
                    a.concealed.push((unit.clone(), value));
                }
            }
            (Pending::Ambush { hexes }, CcOrder::Ambush { card, at }) => {
                self.action_card(side, *card, Some(ActionHalf::Ambush))?;
                if !hexes.contains(at) || self.ambush.contains(at) {
                    return Err(R::NoMelee { at: *at }.into());
                }
                self.spend(side, *card);
                ev(out, CcEvent::ActionPlayed { side, card: *card, action: ActionHalf::Ambush });
                self.ambush.push(*at);
                if hexes.iter().all(|h| self.ambush.contains(h)) {
                    self.pending = None;
                }
            }
            (Pending::OppFire { movers, path }, CcOrder::OppFire { card, unit, at }) => {
                self.fire_card(side, *card)?;
                if !path.contains(at) {
                    return Err(R::NotOnPath { at: *at }.into());
                }
                let group = self.group_with(unit);
                let plan = self.plan(ctx, side, &group, *at, Mode::Opportunity, &movers)?;
                self.spend(side, *card);
                ev(out, CcEvent::OrderPlayed { side, card: *card, order: OrderHalf::Fire });
                self.pending = None;
                self.turn.group.clear();
                self.work.push(Step::OppWindow { movers, path });
                self.declare(side, group, *at, plan, Mode::Opportunity, out);
            }
            (Pending::Overstack { side: owner, at, deployed }, CcOrder::Deploy { unit }) => {
                if deployed {
                    return Err(R::DeployUsed.into());
                }
                let i = self.own_unit(owner, unit)?;
                if self.pieces[i].at != at {
                    return Err(R::NotInHex { unit: unit.clone(), at }.into());
                }
                if self.pieces[i].st.kind != Kind::Squad {
                    return Err(R::NotASquad { unit: unit.clone() }.into());
                }
                self.deploy(ctx, i, out);
                self.pending = Some(Pending::Overstack { side: owner, at, deployed: true });
                if self.figures(owner, at) <= 7 {
                    self.pending = None;
                }
            }
            (Pending::Overstack { side: owner, at, .. }, CcOrder::Eliminate { unit }) => {
                let i = self.own_unit(owner, unit)?;
                if self.pieces[i].at != at || self.pieces[i].is_weapon() {
                    return Err(R::NotInHex { unit: unit.clone(), at }.into());
                }
                self.eliminate(i, out);
                if self.figures(owner, at) <= 7 {
                    self.pending = None;
                }
            }
            _ => return Err(R::Waiting.into()),
        }
        Ok(())
    }

    /// A squad splits into two teams of its quality, with its markers; its weapon goes to the first.
    pub(super) fn deploy(&mut self, ctx: Ctx, i: usize, out: &mut Out) {
        let squad = self.pieces[i].clone();
        let Some(team_id) = squad.st.deploys_to else { return };
        let (Some(ut), Some(st)) = (ctx.setup.ruleset.unit_type(team_id), super::data::stats(team_id)) else {
            return;
        };
        let names = [format!("{}_a", squad.id), format!("{}_b", squad.id)];
        let weapon = self.weapon_of(&squad.id);
        if let Some(w) = weapon {
            self.pieces[w].carrier = Some(names[0].clone());
        }
        self.pieces.remove(i);
        for n in &names {
            let key = self.next_key;
            self.next_key -= 1;
            let p = CcPiece {
                core: crate::rules::roster::Core { id: n.clone(), key, ut, ..squad.core.clone() },
                st,
                ..squad.clone()
            };
            self.insert_piece(p);
        }
        ev(out, CcEvent::Deployed { squad: squad.core.id, teams: names });
    }

    pub(super) fn unit_stats(&self, p: &CcPiece) -> UnitStats {
        UnitStats {
            id: p.id.clone(),
            fp: self.fp(p),
            range: self.range(p),
            mp: self.mp(p),
            morale: self.morale(p),
            broken: p.broken(),
            suppressed: p.suppressed(),
            veteran: p.veteran(),
            activated: p.activated,
            with: p.carrier.clone().or_else(|| self.weapon_of(&p.id).map(|w| self.pieces[w].id.clone())),
        }
    }

    pub(super) fn prompt(&self) -> Option<CcPrompt> {
        Some(match self.pending.as_ref()? {
            Pending::Initiative => {
                let r = self.roll.as_ref()?;
                let c = self.card(r.side, r.card);
                CcPrompt::Initiative {
                    side: r.side,
                    card: r.card,
                    white: c.white,
                    coloured: c.coloured,
                    purpose: r.purpose.clone(),
                }
            }
            Pending::OppFire { movers, path } => CcPrompt::OppFire { movers: movers.clone(), path: path.clone() },
            Pending::Overstack { side, at, .. } => CcPrompt::Overstack { at: *at, figures: self.figures(*side, *at) },
            Pending::Defence => {
                let a = self.attack.as_ref()?;
                CcPrompt::Defence { targets: a.targets.clone(), total: a.total.unwrap_or(0) }
            }
            Pending::Ambush { hexes } => CcPrompt::Ambush { hexes: hexes.clone() },
            Pending::Choose { why, candidates, .. } => CcPrompt::Choose { why: *why, candidates: candidates.clone() },
        })
    }
}

impl Engine for CcGame {
    type Order = CcOrder;
    type Event = CcEvent;
    type Refusal = R;
    type View = CcView;
    type Prompt = CcPrompt;

    fn glossary() -> crate::rules::glossary::Glossary {
        super::help::glossary()
    }

    fn help_tables() -> Vec<(&'static str, crate::rules::glossary::HelpTable)> {
        super::help::tables()
    }

    fn setup(setup: &Setup, dice: &mut GameDice) -> CcGame {
        CcGame::new(setup, dice)
    }

    fn common(&self) -> &Common {
        &self.common
    }

    fn common_mut(&mut self) -> &mut Common {
        &mut self.common
    }

    fn to_act(&self) -> usize {
        CcGame::to_act(self)
    }

    fn decision(&self) -> Option<(usize, CcPrompt)> {
        self.prompt().map(|p| (CcGame::to_act(self), p))
    }

    fn shape(order: &CcOrder) -> Shape<'_> {
        match order {
            // Deploy and Eliminate both name a unit of the overstacked hex: buttons, never a click's guess.
            CcOrder::Activate { unit } | CcOrder::Join { unit } | CcOrder::Choose { unit } => Shape::Pick { unit },
            CcOrder::FireAt { unit, target } => Shape::Fire { unit, target },
            CcOrder::Move { unit, to } | CcOrder::Advance { unit, to } => Shape::Move { unit, to: *to },
            CcOrder::OppFire { at, .. } | CcOrder::Barrage { at } => Shape::Hex { to: *at },
            CcOrder::EndStep => Shape::EndStep,
            CcOrder::EndTurn => Shape::EndTurn,
            CcOrder::Ask { .. } => Shape::Setting,
            _ => Shape::Other,
        }
    }

    fn legal(&self, ctx: Ctx, side: usize, out: &mut Vec<CcOrder>) {
        if self.common.over.is_some() || side != CcGame::to_act(self) {
            return;
        }
        match &self.pending {
            Some(p) => self.legal_answers(ctx, side, p, out),
            None => self.legal_in_turn(ctx, side, out),
        }
        out.push(CcOrder::Ask { on: !self.ask[side] });
    }

    fn apply(
        &mut self,
        ctx: Ctx,
        side: usize,
        order: &CcOrder,
        dice: &mut GameDice,
        out: &mut Out,
    ) -> Result<(), RejectReason> {
        self.apply_order(ctx, side, order, dice, out)?;
        // The work loop checks for the end of the game before each step and when it stops.
        self.run(ctx, dice, out);
        self.score(out);
        Ok(())
    }

    fn reveals(e: &CcEvent) -> bool {
        matches!(
            e,
            CcEvent::Rolled { .. }
                | CcEvent::Drew { .. }
                | CcEvent::DrewCards { .. }
                | CcEvent::Reshuffled { .. }
                | CcEvent::Sniped { .. }
                | CcEvent::SniperMissed { .. }
        )
    }

    fn view(&self, _ctx: Ctx, side: usize) -> (Vec<UnitView>, CcView) {
        let units = crate::rules::roster::views(&self.pieces, side);
        let me = side.min(1);
        let cards = |s: usize, list: &[u8]| list.iter().map(|&n| *self.card(s, n)).collect::<Vec<_>>();
        let view = CcView {
            me,
            hand: cards(me, &self.hands[me]),
            hand_counts: [self.hands[0].len(), self.hands[1].len()],
            piles: [self.decks[0].pile.len(), self.decks[1].pile.len()],
            discards: [cards(0, &self.decks[0].discard), cards(1, &self.decks[1].discard)],
            nation: [self.sides[0].nation, self.sides[1].nation],
            posture: [self.sides[0].posture, self.sides[1].posture],
            hand_size: [self.sides[0].hand_size, self.sides[1].hand_size],
            orders_limit: [self.sides[0].orders_limit, self.sides[1].orders_limit],
            orders_given: self.turn.orders_given,
            discarded: self.turn.discarded,
            order: self.turn.order.as_ref().map(|o| (*self.card(self.common.active, o.card), o.half)),
            group: self.turn.group.clone(),
            actions: self.turn.actions.iter().map(|(_, a)| *a).collect(),
            time: self.time,
            sudden_death: self.sudden_death,
            time_end: self.time_end,
            balance: i64::from(self.common.scores[0]) - i64::from(self.common.scores[1]),
            initiative: self.initiative,
            ask: self.ask[me],
            lost: self.lost,
            surrender: [self.sides[0].surrender, self.sides[1].surrender],
            radio: [self.sides[0].radio, self.sides[1].radio],
            waiting: self.waiting.iter().map(|(t, p)| (p.side, p.id.clone(), *t, p.at)).collect(),
            pending: self.prompt(),
            roll: self.roll.as_ref().map(|r| (r.side, *self.card(r.side, r.card))),
            units: self.pieces.iter().map(|p| self.unit_stats(p)).collect(),
        };
        (units, view)
    }

    fn pieces<'a>(&'a self, out: &mut Vec<PieceRef<'a>>) {
        crate::rules::roster::board(&self.pieces, out);
    }

    fn invariants(&self, ctx: Ctx, out: &mut Vec<String>) {
        crate::rules::engine::check_ids_and_ground(ctx, self.pieces.iter().map(|p| (p.id.as_str(), p.at)), out);
        for p in &self.pieces {
            if let Some(c) = &p.carrier {
                match self.piece(c) {
                    Some(q) if q.at == p.at && q.side == p.side && !q.is_weapon() => {}
                    _ => out.push(format!("weapon {} at {}: its carrier {c} is not beside it", p.id, p.at)),
                }
                if self.pieces.iter().filter(|w| w.carrier.as_deref() == Some(c)).count() > 1 {
                    out.push(format!("{c} carries more than one weapon"));
                }
            }
        }
        for s in 0..2 {
            // Each of the 72 cards exactly once across pile, discards, hand and the roll in play.
            let mut seen = [0u8; super::data::DECK_SIZE + 1];
            let roll = self.roll.as_ref().filter(|r| r.side == s).map(|r| r.card);
            let all = self.decks[s].pile.iter().chain(&self.decks[s].discard).chain(&self.hands[s]).chain(roll.iter());
            for &c in all {
                if let Some(n) = seen.get_mut(usize::from(c)) {
                    *n = n.saturating_add(1);
                }
            }
            if seen[0] != 0 || seen[1..].iter().any(|n| *n != 1) {
                out.push(format!("side {s}'s 72 cards are not each in exactly one place"));
            }
            if self.hands[s].len() > usize::from(self.sides[s].hand_size) {
                out.push(format!(
                    "side {s} holds {} cards, more than {}",
                    self.hands[s].len(),
                    self.sides[s].hand_size
                ));
            }
            if !self.decks[s].pile.windows(2).all(|w| w[0] < w[1]) || !self.hands[s].windows(2).all(|w| w[0] < w[1]) {
                out.push(format!("side {s}'s pile or hand is not sorted"));
            }
        }
        if self.roll.is_some() != matches!(self.pending, Some(Pending::Initiative)) && self.common.over.is_none() {
            out.push("a roll is held without the Initiative window open (or the reverse)".into());
        }
        if self.pending.is_none() && !self.work.is_empty() && self.common.over.is_none() {
            out.push(format!("work left with nothing to wait for: {:?}", self.work));
        }
        let turn_start = self.pending.is_none() && self.work.is_empty() && self.turn == Turn::default();
        if turn_start && self.common.over.is_none() {
            if let Some((side, at, f)) = self.overstacked() {
                out.push(format!("hex {at}: side {side} has {f} figures at the start of a turn"));
            }
            for p in self.pieces.iter().filter(|p| p.is_unit()) {
                if self.pieces.iter().any(|q| q.at == p.at && q.side != p.side && q.is_unit()) {
                    out.push(format!("hex {}: both sides at the start of a turn", p.at));
                    break;
                }
            }
            if self.pieces.iter().any(|p| p.activated) {
                out.push("a piece is still activated at the start of a turn".into());
            }
        }
        let mut smoky: Vec<Coord> = self
            .markers
            .iter()
            .filter(|(_, m)| m.iter().any(|x| matches!(x, crate::rules::terrain::HexMarker::Smoke(_))))
            .map(|(c, _)| *c)
            .collect();
        let mut order = self.smoke_order.clone();
        smoky.sort_unstable();
        order.sort_unstable();
        if smoky != order
            || self.markers.keys().any(|c| !ctx.map.contains(*c))
            || self.markers.values().any(Vec::is_empty)
        {
            out.push("the smoke markers and their order disagree, or a marker is off the map".into());
        }
        if self.time > self.time_end {
            out.push(format!("Time {} is past the track's end {}", self.time, self.time_end));
        }
        if self.initiative > 1 {
            out.push("the Initiative card has no holder".into());
        }
        self.common.check_scores(&self.kills, out);
    }

    fn odds(
        &self,
        ctx: Ctx,
        side: usize,
        unit: &str,
        target: &str,
    ) -> Result<crate::rules::engine::Odds, RejectReason> {
        self.attack_odds(ctx, side, unit, target)
    }

    fn hex_markers(&self) -> Option<&std::collections::BTreeMap<Coord, Vec<crate::rules::terrain::HexMarker>>> {
        Some(&self.markers)
    }

    fn redacted(&self, side: usize) -> CcGame {
        // The other hand and the order of the other draw pile are hidden: their cards are dealt back in a neutral
        // order, each keeping its size (both sides know how many cards a hand holds).
        let mut r = self.clone();
        r.deal_unknown(side, None);
        r
    }

    fn sample(&self, side: usize, dice: &mut GameDice) -> CcGame {
        let mut r = self.clone();
        r.deal_unknown(side, Some(dice));
        r
    }
}

impl CcGame {
    /// Deal the other side's hand and draw pile anew, sizes kept: sorted without dice (the redaction), at random
    /// with them (the computer's sampler). Draws take any card of the pile alike, so its order never matters.
    fn deal_unknown(&mut self, side: usize, dice: Option<&mut GameDice>) {
        let other = 1 - side.min(1);
        let (hand, pile) = (&mut self.hands[other], &mut self.decks[other].pile);
        crate::rules::engine::redeal(&mut [hand, pile], dice, &[0, 1]);
    }
}
