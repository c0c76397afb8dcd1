//! The Medieval client adapter: the hand of command cards, the dice tray, the scouting choice, the reaction and advance prompts and the hint, all built from Medieval's part of the seated side's view and its legal orders.

use crate::rules::glossary::variant_name;
use crate::game::messages::{Order, Outcome};
use crate::game::side_view::SideView;
use crate::rules::medieval::Face;
use crate::rules::medieval::refusal::Wanted;
use crate::rules::medieval::{
    Card, CardsView, MedEvent, MedOrder as M, PlayMode, PromptView, React, Reaction, Refusal, Roll, Section, Stage,
    Tactic, Troop,
};
use crate::rules::registry::RulesEvent;
use crate::ui::i18n::I18n;
use crate::ui::model::{CardFace, DieFace, DieMark, PromptModel, RollView, TableModel};
use fluent_bundle::FluentValue;

/// Fill the Medieval panels of the table model.
pub fn fill(m: &mut TableModel, v: &SideView, c: &CardsView, i18n: &I18n) {
    let names = m.side_names.clone();
    let name = |s: usize| names.get(s).cloned().unwrap_or_default();
    let mut serial = 0;
    for o in &v.log {
        if let Outcome::Rules(RulesEvent::Medieval(MedEvent::Dice { side, purpose, faces })) = o {
            serial += 1;
            let label =
                i18n.ta("med-dice-roll-by", &[("side", name(*side).into()), ("purpose", i18n.roll(purpose).into())]);
            let faces = faces.iter().map(|f| die_face(i18n, *f)).collect();
            let all_faces = Face::ALL.iter().map(|f| die_face(i18n, *f)).collect();
            m.dice.push(RollView { serial, label, faces, all_faces });
        }
    }
    let keep_last = m.dice.len().saturating_sub(6);
    m.dice.drain(..keep_last);
    m.dice.reverse();
    m.step = Some(step_key(c.stage));
    m.sections = true;
    m.ordered = c.ordered.clone();
    // The hand: what each card would do now, or why not.
    for (id, card) in &c.hand {
        let mut f = face(i18n, *id, *card);
        // The rules list the orders of one card of each kind; an identical copy plays the same ways.
        let listed =
            |k: u8| m.legal.iter().any(|o| matches!(o, Order::Medieval(M::PlayCard { card, .. }) if *card == k));
        let twin = if listed(*id) {
            *id
        } else {
            c.hand.iter().find(|(k, cc)| cc == card && listed(*k)).map(|(k, _)| *k).unwrap_or(*id)
        };
        for o in &m.legal {
            let Order::Medieval(M::PlayCard { card: k, mode }) = o else { continue };
            if *k != twin {
                continue;
            }
            let mine = Order::Medieval(M::PlayCard { card: *id, mode: *mode });
            match mode {
                PlayMode::Normal => f.play = Some(mine),
                PlayMode::Scout => f.alt = Some((i18n.t("med-hand-scout"), mine)),
                PlayMode::OneUnit => f.alt = Some((i18n.t("med-hand-one-unit"), mine)),
                PlayMode::Inspired(t) => {
                    let label = i18n.ta("med-hand-inspired", &[("action", i18n.card_title(Card::Tactic(*t)).into())]);
                    f.inspired.push((label, mine));
                }
            }
        }
        if f.play.is_none() && f.alt.is_none() {
            f.why_not = Some(why_not(i18n, v, c, *id, *card));
        }
        m.hand.push(f);
    }
    if let Some(k) = &c.scouted {
        for (id, card) in k {
            let mut f = face(i18n, *id, *card);
            f.keep = Some(Order::Medieval(M::KeepCard { card: *id }));
            m.keep.push(f);
        }
    }
    for (s, n) in c.hand_counts.iter().enumerate() {
        if s != v.side {
            m.table_info.push(i18n.ta("med-hand-others", &[("side", name(s).into()), ("n", (*n).into())]));
        }
    }
    m.table_info.push(i18n.ta("med-hand-deck", &[("deck", c.deck.into()), ("discard", c.discard.into())]));
    m.table_info.push(i18n.ta("med-hand-tokens", &[("n", c.tokens.get(v.side).copied().unwrap_or(0).into())]));
    m.table_info.push(i18n.ta("med-hand-command", &[("n", c.command.get(v.side).copied().unwrap_or(0).into())]));
    for (s, last) in c.last_played.iter().enumerate() {
        if let (true, Some(card)) = (s != v.side, last) {
            m.table_info.push(
                i18n.ta("med-hand-last-played", &[("side", name(s).into()), ("card", i18n.card_title(*card).into())]),
            );
        }
    }
    if let Some((written, effect, mode, _)) = &c.played {
        let t = i18n.card_title(*written);
        m.in_play = Some(match mode {
            PlayMode::Scout => i18n.ta("med-hand-in-play-scout", &[("card", t.into())]),
            PlayMode::OneUnit => i18n.ta("med-hand-in-play-one-unit", &[("card", t.into())]),
            _ if written != effect => {
                i18n.ta("med-hand-in-play-as", &[("card", t.into()), ("copy", i18n.card_title(*effect).into())])
            }
            _ => i18n.ta("med-hand-in-play", &[("card", t.into())]),
        });
    }
    m.prompt = c.pending.as_ref().map(|p| prompt(i18n, p, m));
    if m.over.is_none() {
        m.hint = hint(i18n, v, c, m);
    }
}

fn face(i18n: &I18n, id: u8, card: Card) -> CardFace {
    let (icon, accent) = match card {
        Card::Section { .. } => ("card_section", [70, 110, 60]),
        Card::Troop(_) => ("card_troop", [120, 80, 40]),
        Card::Leadership { .. } => ("card_leadership", [150, 120, 30]),
        Card::Tactic(_) => ("card_tactic", [120, 40, 40]),
    };
    CardFace {
        id,
        icon,
        accent,
        title: i18n.card_title(card),
        kind: i18n.card_kind(card),
        text: i18n.card_text(card),
        play: None,
        alt: None,
        inspired: Vec::new(),
        why_not: None,
        keep: None,
        help: match card {
            Card::Tactic(t) => variant_name(&t),
            _ => variant_name(&card),
        }
        .map(|n| ("card".to_string(), n)),
    }
}

fn why_not(i18n: &I18n, v: &SideView, c: &CardsView, id: u8, card: Card) -> String {
    if v.to_act != v.side || c.stage != Stage::Play {
        return i18n.t("med-hand-not-now");
    }
    let refused = c.play_refusals.iter().find(|(k, _)| *k == id).map(|(_, why)| why);
    match card {
        Card::Tactic(Tactic::FirstStrike) => i18n.t("med-hand-why-reaction"),
        // Counter Attack facing a card it may not copy (Ambush, First Strike) says which; else nothing to copy.
        Card::Tactic(Tactic::CounterAttack) => match refused {
            Some(why) if matches!(why, Refusal::CounterCannotCopy { .. }) => {
                i18n.ta("med-hand-cannot", &[("why", i18n.med_refusal(why).into())])
            }
            _ => i18n.t("med-hand-why-counter"),
        },
        _ => match refused {
            Some(why) => i18n.ta("med-hand-cannot", &[("why", i18n.med_refusal(why).into())]),
            None => i18n.t("med-hand-not-now"),
        },
    }
}

fn prompt_text(i18n: &I18n, p: &PromptView) -> String {
    let u = |id: &str| i18n.piece(id);
    match p {
        PromptView::Melee { attacker, target } => {
            i18n.ta("med-prompt-melee", &[("attacker", u(attacker).into()), ("target", u(target).into())])
        }
        PromptView::Advance { unit, into } => {
            i18n.ta("med-prompt-advance", &[("unit", u(unit).into()), ("hex", i18n.hex(*into).into())])
        }
        PromptView::Ambush { advancer } => i18n.ta("med-prompt-ambush", &[("unit", u(advancer).into())]),
        PromptView::Keep { .. } => i18n.t("med-prompt-keep"),
        PromptView::Flags { unit, flags, may_ignore } => i18n
            .ta("med-prompt-flags", &[("unit", u(unit).into()), ("flags", (*flags).into()), ("may", (*may_ignore).into())]),
        PromptView::Retreat { unit, steps } => {
            i18n.ta("med-prompt-retreat", &[("unit", u(unit).into()), ("steps", (*steps).into())])
        }
        PromptView::Escape { leader } => i18n.ta("med-prompt-escape", &[("leader", u(leader).into())]),
        PromptView::Press { attacker, target } => {
            i18n.ta("med-prompt-press", &[("unit", u(attacker).into()), ("target", u(target).into())])
        }
    }
}

fn prompt(i18n: &I18n, p: &PromptView, m: &TableModel) -> PromptModel {
    let u = |id: &str| i18n.piece(id);
    let text = prompt_text(i18n, p);
    let mut buttons = Vec::new();
    let mut map_targets = Vec::new();
    for o in &m.legal {
        let label = match o {
            Order::Medieval(M::React(Reaction::Pass)) => match p {
                PromptView::Ambush { .. } => i18n.t("med-prompt-no-ambush"),
                _ => i18n.t("med-prompt-let-come"),
            },
            Order::Medieval(M::React(Reaction::Evade)) => i18n.t("med-prompt-evade"),
            Order::Medieval(M::React(Reaction::FirstStrike)) => i18n.t("med-prompt-first-strike"),
            Order::Medieval(M::React(Reaction::Ambush { unit })) => {
                i18n.ta("med-prompt-ambush-with", &[("unit", u(unit).into())])
            }
            Order::Medieval(M::Advance { to: Some(c) }) => {
                map_targets.push((*c, o.clone()));
                i18n.ta("med-prompt-advance-to", &[("hex", i18n.hex(*c).into())])
            }
            Order::Medieval(M::Advance { to: None }) => i18n.t("med-prompt-stay"),
            Order::Medieval(M::IgnoreFlags { n }) => i18n.ta("med-prompt-ignore", &[("n", (*n).into())]),
            Order::Medieval(M::Retreat { to }) => {
                map_targets.push((*to, o.clone()));
                i18n.ta("med-prompt-retreat-to", &[("hex", i18n.hex(*to).into())])
            }
            Order::Medieval(M::Escape { to }) => {
                map_targets.push((*to, o.clone()));
                i18n.ta("med-prompt-escape-to", &[("hex", i18n.hex(*to).into())])
            }
            Order::Medieval(M::Press { battle: true }) => i18n.t("med-prompt-press-on"),
            Order::Medieval(M::Press { battle: false }) => i18n.t("med-prompt-press-decline"),
            _ => continue,
        };
        buttons.push((label, o.clone()));
    }
    PromptModel { text, buttons, map_targets }
}

fn hint(i18n: &I18n, v: &SideView, c: &CardsView, m: &TableModel) -> String {
    if v.to_act != v.side {
        return i18n.ta("do-wait", &[("side", m.side_name(v.to_act).into())]);
    }
    if c.pending.is_some() {
        return i18n.t("med-do-decide");
    }
    match c.stage {
        Stage::Play => i18n.t("med-do-play"),
        Stage::Order => {
            let rally = matches!(c.played, Some((_, Card::Tactic(Tactic::Rally), _, _)));
            if rally {
                i18n.ta("med-do-rally", &[("n", c.dice_left.len().into())])
            } else if !c.dice_left.is_empty() {
                i18n.ta("med-do-order-dice", &[("n", c.dice_left.len().into())])
            } else {
                let card = c.played.as_ref().map(|p| i18n.card_title(p.1)).unwrap_or_default();
                i18n.ta("med-do-order", &[("card", card.into()), ("n", c.ordered.len().into())])
            }
        }
        Stage::Move => i18n.t("med-do-move"),
        Stage::Fire => i18n.t("med-do-fire"),
        Stage::Move2 => i18n.t("med-do-move2"),
        Stage::Battle => i18n.t("med-do-battle"),
    }
}

/// A battle die face as the tray draws it: the unit symbols as coloured shapes, the rest as icons.
fn die_face(i18n: &I18n, f: Face) -> DieFace {
    let mark = match f {
        Face::Light => DieMark::Disc([60, 150, 70]),
        Face::Medium => DieMark::Triangle([50, 100, 190]),
        Face::Heavy => DieMark::Square([190, 50, 45]),
        Face::Helmet => DieMark::Icon("die_helmet"),
        Face::Flag => DieMark::Icon("die_flag"),
        Face::Swords => DieMark::Icon("die_swords"),
    };
    DieFace { mark, name: i18n.face(f) }
}

/// The step of the turn as the table model names it.
pub fn step_key(s: Stage) -> &'static str {
    match s {
        Stage::Play => "play",
        Stage::Order => "order",
        Stage::Move => "move",
        Stage::Fire => "fire",
        Stage::Move2 => "move2",
        Stage::Battle => "battle",
    }
}

/// Medieval's words: steps, dice faces, rolls, cards and events, in the interface's language.
/// A Medieval event in words (the adapter's entry for the one list in `ui/rulesets/mod.rs`).
pub fn event(i18n: &I18n, e: &MedEvent, names: &[String]) -> String {
    i18n.med_event(e, names)
}

/// Why Medieval refused an order, in words.
pub fn refusal(i18n: &I18n, r: &Refusal) -> String {
    i18n.med_refusal(r)
}

/// A Medieval order in words.
pub fn order(i18n: &I18n, o: &M) -> String {
    i18n.med_order(o)
}

impl I18n {
    pub fn stage(&self, s: Stage) -> String {
        self.t(match s {
            Stage::Play => "med-stage-play",
            Stage::Order => "med-stage-order",
            Stage::Move => "med-stage-move",
            Stage::Fire => "med-stage-fire",
            Stage::Move2 => "med-stage-move2",
            Stage::Battle => "med-stage-battle",
        })
    }

    pub fn face(&self, f: Face) -> String {
        self.t(match f {
            Face::Light => "med-face-light",
            Face::Medium => "med-face-medium",
            Face::Heavy => "med-face-heavy",
            Face::Helmet => "med-face-helmet",
            Face::Flag => "med-face-flag",
            Face::Swords => "med-face-swords",
        })
    }

    pub fn roll(&self, r: &Roll) -> String {
        match r {
            Roll::CloseCombat => self.t("med-roll-close"),
            Roll::BattleBack => self.t("med-roll-battle-back"),
            Roll::Ranged => self.t("med-roll-ranged"),
            Roll::FirstStrike => self.t("med-roll-first-strike"),
            Roll::VsLoneLeader => self.t("med-roll-lone-leader"),
            Roll::VsEvader => self.t("med-roll-evader"),
            Roll::Parthian => self.t("med-roll-parthian"),
            Roll::LeaderCheck { leader } => self.ta("med-roll-leader-check", &[("leader", self.piece(leader).into())]),
            Roll::LeaderFell { leader } => self.ta("med-roll-leader-fell", &[("leader", self.piece(leader).into())]),
            Roll::CryHavoc => self.t("med-roll-havoc"),
            Roll::Rally => self.t("med-roll-rally"),
        }
    }

    fn tactic_key(t: Tactic) -> &'static str {
        match t {
            Tactic::Ambush => "ambush",
            Tactic::ClashOfShields => "clash",
            Tactic::CounterAttack => "counter",
            Tactic::CryHavoc => "havoc",
            Tactic::DarkenTheSky => "darken",
            Tactic::DoubleTime => "double",
            Tactic::FireAndClose => "fireclose",
            Tactic::FirstStrike => "firststrike",
            Tactic::FootOnslaught => "onslaught",
            Tactic::Leaders => "leaders",
            Tactic::LineCommand => "line",
            Tactic::MoveFireMove => "mfm",
            Tactic::MountedCharge => "charge",
            Tactic::Rally => "rally",
        }
    }

    fn section_word(s: Option<Section>) -> &'static str {
        match s {
            Some(Section::Left) => "left",
            Some(Section::Centre) => "centre",
            Some(Section::Right) => "right",
            None => "any",
        }
    }

    /// The title of the card a number names; a number naming no card (from a broken save) is shown as it is.
    fn card_number_title(&self, id: u8) -> String {
        crate::rules::medieval::cards::try_card(id).map_or_else(|| format!("#{id}"), |c| self.card_title(c))
    }

    pub fn card_title(&self, c: Card) -> String {
        match c {
            Card::Section { counts: [2, 0, 2] } => self.t("med-card-outflanked-title"),
            Card::Section { counts: [1, 1, 1] } => self.t("med-card-coordinated-title"),
            Card::Section { counts } => {
                let (i, n) = counts.iter().enumerate().find(|(_, n)| **n > 0).map(|(i, n)| (i, *n)).unwrap_or((1, 0));
                let sec = Self::section_word(Some(Section::ALL[i]));
                self.ta("med-card-section-title", &[("n", n.into()), ("section", sec.into())])
            }
            Card::Troop(t) => {
                let w = match t {
                    Troop::Light => "light",
                    Troop::Medium => "medium",
                    Troop::Heavy => "heavy",
                    Troop::Mounted => "mounted",
                };
                self.ta("med-card-troop-title", &[("troop", w.into())])
            }
            Card::Leadership { section, .. } => {
                self.ta("med-card-leadership-title", &[("section", Self::section_word(section).into())])
            }
            Card::Tactic(t) => self.t(&format!("med-tactic-{}-title", Self::tactic_key(t))),
        }
    }

    pub fn card_text(&self, c: Card) -> String {
        match c {
            Card::Section { counts: [2, 0, 2] } => self.t("med-card-outflanked-text"),
            Card::Section { counts: [1, 1, 1] } => self.t("med-card-coordinated-text"),
            Card::Section { counts } => {
                self.ta("med-card-section-text", &[("n", counts.iter().copied().max().unwrap_or(0).into())])
            }
            Card::Troop(_) => self.t("med-card-troop-text"),
            Card::Leadership { linked, .. } => self.ta("med-card-leadership-text", &[("linked", linked.into())]),
            Card::Tactic(t) => self.t(&format!("med-tactic-{}-text", Self::tactic_key(t))),
        }
    }

    pub fn card_kind(&self, c: Card) -> String {
        self.t(match c {
            Card::Section { .. } => "med-kind-section",
            Card::Troop(_) => "med-kind-troop",
            Card::Leadership { .. } => "med-kind-leadership",
            Card::Tactic(_) => "med-kind-tactic",
        })
    }

    fn troop_word(t: Troop) -> &'static str {
        match t {
            Troop::Light => "light",
            Troop::Medium => "medium",
            Troop::Heavy => "heavy",
            Troop::Mounted => "mounted",
        }
    }

    /// A Medieval order in words (the log's refused orders).
    pub fn med_order(&self, o: &M) -> String {
        let u = |id: &str| -> FluentValue<'static> { self.piece(id).into() };
        match o {
            M::PlayCard { card, mode } => {
                let title = self.card_number_title(*card);
                match mode {
                    PlayMode::Normal => self.ta("med-order-play", &[("card", title.into())]),
                    PlayMode::Scout => self.ta("med-order-play-scout", &[("card", title.into())]),
                    PlayMode::OneUnit => self.ta("med-order-play-one-unit", &[("card", title.into())]),
                    PlayMode::Inspired(t) => self.ta(
                        "med-order-play-inspired",
                        &[("card", title.into()), ("action", self.card_title(Card::Tactic(*t)).into())],
                    ),
                }
            }
            M::OrderUnit { unit } => self.ta("med-order-order", &[("unit", u(unit))]),
            M::OrderWithDie { unit, face } => {
                self.ta("med-order-with-die", &[("unit", u(unit)), ("face", self.face(*face).into())])
            }
            M::RallyLeader { unit } => self.ta("med-order-rally-leader", &[("unit", u(unit))]),
            M::EndPhase => self.t("med-order-end-phase"),
            M::Move { unit, to } => self.ta("order-move", &[("unit", u(unit)), ("hex", self.hex(*to).into())]),
            M::Fire { unit, target } => self.ta("med-order-fire", &[("unit", u(unit)), ("target", u(target))]),
            M::Attack { unit, target } => self.ta("med-order-attack", &[("unit", u(unit)), ("target", u(target))]),
            M::React(Reaction::Pass) => self.t("med-order-pass"),
            M::React(Reaction::Evade) => self.t("med-prompt-evade"),
            M::React(Reaction::FirstStrike) => self.t("med-prompt-first-strike"),
            M::React(Reaction::Ambush { unit }) => self.ta("med-prompt-ambush-with", &[("unit", u(unit))]),
            M::Advance { to: Some(c) } => self.ta("med-prompt-advance-to", &[("hex", self.hex(*c).into())]),
            M::Advance { to: None } => self.t("med-prompt-stay"),
            M::KeepCard { card } => {
                self.ta("med-order-keep", &[("card", self.card_number_title(*card).into())])
            }
            M::IgnoreFlags { n } => self.ta("med-prompt-ignore", &[("n", (*n).into())]),
            M::Retreat { to } => self.ta("med-prompt-retreat-to", &[("hex", self.hex(*to).into())]),
            M::Escape { to } => self.ta("med-prompt-escape-to", &[("hex", self.hex(*to).into())]),
            M::Press { battle: true } => self.t("med-prompt-press-on"),
            M::Press { battle: false } => self.t("med-prompt-press-decline"),
            M::EndTurn => self.t("order-end-turn"),
        }
    }

    /// Why the Medieval rules refuse an order, in the interface's language. Each group of refusals is worded by its
    /// own helper; a refusal none of them words (none today) falls back to the rules' English.
    pub fn med_refusal(&self, r: &Refusal) -> String {
        self.med_refusal_card(r)
            .or_else(|| self.med_refusal_ordering(r))
            .or_else(|| self.med_refusal_movement(r))
            .or_else(|| self.med_refusal_battle(r))
            .or_else(|| self.med_refusal_reaction(r))
            .unwrap_or_else(|| r.to_string())
    }

    /// Why a refusal about the command card and the turn's steps, in words; `None` for any other refusal.
    fn med_refusal_card(&self, r: &Refusal) -> Option<String> {
        use Refusal as R;
        let u = |id: &str| -> FluentValue<'static> { self.piece(id).into() };
        let card = |c: &Card| -> FluentValue<'static> { self.card_title(*c).into() };
        let k = |key: &str| self.t(key);
        Some(match r {
            R::PlayCardFirst => k("med-no-play-first"),
            R::CardAlreadyPlayed => k("med-no-card-played"),
            R::NoSuchCard { number } => self.ta("med-no-such-card", &[("n", (*number).into())]),
            R::NotInHand { card: c } => self.ta("med-no-not-in-hand", &[("card", card(c))]),
            R::NoScoutAlternative { card: c } => self.ta("med-no-scout", &[("card", card(c))]),
            R::NoOneUnitAlternative { card: c } => self.ta("med-no-one-unit", &[("card", card(c))]),
            R::CounterNothingToCopy => k("med-hand-why-counter"),
            R::CounterCannotCopy { card: c } => self.ta("med-no-counter-copy", &[("card", card(c))]),
            R::FirstStrikeIsReaction => k("med-hand-why-reaction"),
            R::AmbushIsReaction => k("med-no-ambush-reaction"),
            R::InspiredNeedsLeadership => k("med-no-inspired-leadership"),
            R::NotInspiredAction { card: c } => self.ta("med-no-inspired-action", &[("card", card(c))]),
            R::NoInspiredToken => k("med-no-inspired-token"),
            R::NotScouted { card: c } => self
                .ta("med-no-not-scouted", &[("card", self.card_title(crate::rules::medieval::cards::card(*c)).into())]),
            R::DecisionPending { pending } => {
                self.ta("med-no-pending", &[("prompt", prompt_text(self, pending).into())])
            }
            R::NoDecisionPending => k("med-no-no-decision"),
            R::BattlesLast => k("med-no-battles-last"),
            R::MustCloseCombat { unit } => self.ta("med-no-must-close", &[("unit", u(unit))]),
            _ => return None,
        })
    }

    /// Why a refusal about ordering and rallying units, in words; `None` for any other refusal.
    fn med_refusal_ordering(&self, r: &Refusal) -> Option<String> {
        use Refusal as R;
        let u = |id: &str| -> FluentValue<'static> { self.piece(id).into() };
        let k = |key: &str| self.t(key);
        Some(match r {
            R::OrderAfterCard => k("med-no-order-after-card"),
            R::NoCardInPlay => k("med-no-card-in-play"),
            R::NotYourPiece { unit } => self.ta("med-no-not-your-piece", &[("unit", u(unit))]),
            R::AlreadyOrdered { unit } => self.ta("med-no-already-ordered", &[("unit", u(unit))]),
            R::CardOrderedAlready => k("med-no-card-ordered"),
            R::OrdersOnePiece => k("med-no-one-piece"),
            R::NoOrdersInSection { unit } => self.ta("med-no-section-orders", &[("unit", u(unit))]),
            R::NotTroops { unit, troop } => {
                self.ta("med-no-not-troops", &[("unit", u(unit)), ("troop", Self::troop_word(*troop).into())])
            }
            R::AtMostUnits { max } => self.ta("med-no-at-most", &[("n", (*max).into())]),
            R::LeaderFirst => k("med-no-leader-first"),
            R::LeaderNotInSection { leader, section } => self.ta(
                "med-no-leader-section",
                &[("unit", u(leader)), ("section", Self::section_word(Some(*section)).into())],
            ),
            R::LeaderAndMore { extra } => self.ta("med-no-leader-and-more", &[("n", (*extra).into())]),
            R::NotNextToOrdered { unit } => self.ta("med-no-not-next-to-ordered", &[("unit", u(unit))]),
            R::NotFoot { unit } => self.ta("med-no-not-wanted", &[("unit", u(unit)), ("wanted", "foot".into())]),
            R::NotLinked { unit } => self.ta("med-no-not-linked", &[("unit", u(unit))]),
            R::NotWanted { unit, wanted } => {
                let w = match wanted {
                    Wanted::Foot => "foot",
                    Wanted::Mounted => "mounted",
                    Wanted::Light => "light",
                    Wanted::MissileClear => "missile",
                };
                self.ta("med-no-not-wanted", &[("unit", u(unit)), ("wanted", w.into())])
            }
            R::NoDieOrders { unit } => self.ta("med-no-die-orders", &[("unit", u(unit))]),
            R::NoLostBlock { unit } => self.ta("med-no-lost-block", &[("unit", u(unit))]),
            R::NoDieRestores { unit } => self.ta("med-no-die-restores", &[("unit", u(unit))]),
            R::NoSuchPiece { unit } => self.ta("med-no-such-piece", &[("unit", u(unit))]),
            R::RallyLeaderNeedsHelmet => k("med-no-rally-helmet"),
            R::RallyWhileOrdering => k("med-no-rally-ordering"),
            R::NoHelmetLeft => k("med-no-helmet-left"),
            R::OneNewLeader => k("med-no-one-new-leader"),
            R::NotYourUnit { unit } => self.ta("med-no-not-your-unit", &[("unit", u(unit))]),
            R::NotRallied { unit } => self.ta("med-no-not-rallied", &[("unit", u(unit))]),
            R::HasLeader { unit } => self.ta("med-no-has-leader", &[("unit", u(unit))]),
            R::NoSpareLeader => k("med-no-spare-leader"),
            _ => return None,
        })
    }

    /// Why a refusal about movement, in words; `None` for any other refusal.
    fn med_refusal_movement(&self, r: &Refusal) -> Option<String> {
        use Refusal as R;
        let u = |id: &str| -> FluentValue<'static> { self.piece(id).into() };
        let h = |c: &crate::rules::hex::Coord| -> FluentValue<'static> { self.hex(*c).into() };
        let k = |key: &str| self.t(key);
        Some(match r {
            R::NotOrdered { unit } => self.ta("med-no-not-ordered", &[("unit", u(unit))]),
            R::LeaderLeft { unit, leader } => {
                self.ta("med-no-leader-left", &[("unit", u(unit)), ("leader", u(leader))])
            }
            R::NoSecondMove => k("med-no-second-move"),
            R::AlreadyMoved { unit } => self.ta("med-no-already-moved", &[("unit", u(unit))]),
            R::NotTimeToMove { stage } => self.ta("med-no-not-time-to-move", &[("stage", self.stage(*stage).into())]),
            R::MayNotMove { unit } => self.ta("med-no-may-not-move", &[("unit", u(unit))]),
            R::NoCloseTarget { unit } => self.ta("med-no-close-target", &[("unit", u(unit))]),
            R::TargetGone { unit, target } => {
                self.ta("med-no-target-gone", &[("unit", u(unit)), ("target", u(target))])
            }
            R::OtherSide { unit } => self.ta("med-no-other-side", &[("unit", u(unit))]),
            R::OffMap { unit, to } => self.ta(
                "med-no-enter",
                &[
                    ("unit", u(unit)),
                    ("hex", h(to)),
                    ("why", self.entry_block(&crate::rules::movement::EntryBlock::OffMap).into()),
                ],
            ),
            R::Ground { unit, to, block } => {
                self.ta("med-no-enter", &[("unit", u(unit)), ("hex", h(to)), ("why", self.entry_block(block).into())])
            }
            R::EnemyHolds { unit, to } => self.ta(
                "med-no-enter",
                &[
                    ("unit", u(unit)),
                    ("hex", h(to)),
                    ("why", self.entry_block(&crate::rules::movement::EntryBlock::EnemyInHex).into()),
                ],
            ),
            R::HexHasUnit { unit, to } => {
                self.ta("med-no-enter", &[("unit", u(unit)), ("hex", h(to)), ("why", k("med-no-hex-has-unit").into())])
            }
            R::LongMoveToClose { unit, to } => self.ta("med-no-long-move", &[("unit", u(unit)), ("hex", h(to))]),
            R::OutOfReach { unit, from, to, allowance } => self.ta(
                "refusal-out-of-reach",
                &[("unit", u(unit)), ("from", h(from)), ("to", h(to)), ("n", (*allowance).into())],
            ),
            _ => return None,
        })
    }

    /// Why a refusal about ranged and close combat, in words; `None` for any other refusal.
    fn med_refusal_battle(&self, r: &Refusal) -> Option<String> {
        use Refusal as R;
        let u = |id: &str| -> FluentValue<'static> { self.piece(id).into() };
        let h = |c: &crate::rules::hex::Coord| -> FluentValue<'static> { self.hex(*c).into() };
        Some(match r {
            R::LeaderAlone { unit } => self.ta("med-no-leader-alone", &[("unit", u(unit))]),
            R::NoBattle { unit } => self.ta("med-no-no-battle", &[("unit", u(unit))]),
            R::MovedTooFar { unit, moved } => {
                self.ta("med-no-moved-too-far", &[("unit", u(unit)), ("n", (*moved).into())])
            }
            R::MayNotFireNow { unit, stage } => {
                self.ta("med-no-fire-now", &[("unit", u(unit)), ("stage", self.stage(*stage).into())])
            }
            R::MayNotFireUnderOrder { unit } => self.ta("med-no-fire-order", &[("unit", u(unit))]),
            R::AlreadyBattled { unit } => self.ta("med-no-already-battled", &[("unit", u(unit))]),
            R::Friend { target } => self.ta("med-no-friend", &[("unit", u(target))]),
            R::FireAtUnit { target } => self.ta("med-no-fire-at-unit", &[("unit", u(target))]),
            R::NextToEnemy { unit } => self.ta("med-no-next-to-enemy", &[("unit", u(unit))]),
            R::OutOfRange { unit, target, at, dist, range } => self.ta(
                "med-no-out-of-range",
                &[
                    ("unit", u(unit)),
                    ("target", u(target)),
                    ("hex", h(at)),
                    ("dist", (*dist).into()),
                    ("range", (*range).into()),
                ],
            ),
            R::NoSight { from, to } => self.ta("med-no-sight", &[("from", h(from)), ("to", h(to))]),
            R::MayNotCloseNow { unit } => self.ta("med-no-close-now", &[("unit", u(unit))]),
            R::MayNotCloseUnderOrder { unit } => self.ta("med-no-close-order", &[("unit", u(unit))]),
            R::NotAdjacent { unit, target } => {
                self.ta("med-no-not-adjacent", &[("unit", u(unit)), ("target", u(target))])
            }
            R::AttackUnit { target } => self.ta("med-no-attack-unit", &[("unit", u(target))]),
            R::OnlyAgainst { unit, only } => self.ta("med-no-only-against", &[("unit", u(unit)), ("target", u(only))]),
            _ => return None,
        })
    }

    /// Why a refusal about reactions, advances and the owner's choices in a combat (flags, retreat, escape), in words;
    /// `None` for any other refusal.
    fn med_refusal_reaction(&self, r: &Refusal) -> Option<String> {
        use Refusal as R;
        let u = |id: &str| -> FluentValue<'static> { self.piece(id).into() };
        let h = |c: &crate::rules::hex::Coord| -> FluentValue<'static> { self.hex(*c).into() };
        let k = |key: &str| self.t(key);
        Some(match r {
            R::AttackerGone => k("med-no-attacker-gone"),
            R::DefenderGone => k("med-no-defender-gone"),
            R::ReactionIsDefenders => k("med-no-reaction-defender"),
            R::MayNotEvade { unit, attacker } => self.ta("med-no-evade", &[("unit", u(unit)), ("target", u(attacker))]),
            R::NoFirstStrikeCard => k("med-no-first-strike-card"),
            R::AmbushAnswersAdvance => k("med-no-ambush-answers"),
            R::AdvanceOnly { unit, into, beyond } => self.ta(
                if *beyond { "med-no-advance-beyond" } else { "med-no-advance-only" },
                &[("unit", u(unit)), ("hex", h(into))],
            ),
            R::UnitGone => k("med-no-unit-gone"),
            R::AdvancerGone => k("med-no-advancer-gone"),
            R::NoAmbushCard => k("med-no-ambush-card"),
            R::NotNextTo { unit, other } => self.ta("med-no-not-next-to", &[("unit", u(unit)), ("target", u(other))]),
            R::AnswerAmbush => k("med-no-answer-ambush"),
            R::TooManyFlags { unit, may_ignore } => {
                self.ta("med-no-too-many-flags", &[("unit", u(unit)), ("may", (*may_ignore).into())])
            }
            R::NotARetreat { unit, to } => self.ta("med-no-retreat-there", &[("unit", u(unit)), ("hex", h(to))]),
            R::NotAnEscape { leader, to } => self.ta("med-no-escape-there", &[("leader", u(leader)), ("hex", h(to))]),
            _ => return None,
        })
    }

    pub fn med_event(&self, e: &MedEvent, names: &[String]) -> String {
        let side = |s: &usize| names.get(*s).cloned().unwrap_or_else(|| self.ta("side-unknown", &[("n", (*s).into())]));
        let u = |id: &str| -> FluentValue<'static> { self.piece(id).into() };
        match e {
            MedEvent::CardPlayed { side: s, card, copy_of, mode, fallback } => {
                let title = self.card_title(*card);
                let mut text = match (copy_of, mode) {
                    (Some(c), _) => self.ta(
                        "med-ev-card-played-as",
                        &[("side", side(s).into()), ("card", title.into()), ("copy", self.card_title(*c).into())],
                    ),
                    (None, PlayMode::Scout) => {
                        self.ta("med-ev-card-scout", &[("side", side(s).into()), ("card", title.into())])
                    }
                    (None, PlayMode::Inspired(t)) => self.ta(
                        "med-ev-card-inspired",
                        &[
                            ("side", side(s).into()),
                            ("card", title.into()),
                            ("action", self.card_title(Card::Tactic(*t)).into()),
                        ],
                    ),
                    (None, PlayMode::Normal) => {
                        self.ta("med-ev-card-played", &[("side", side(s).into()), ("card", title.into())])
                    }
                    (None, PlayMode::OneUnit) => {
                        self.ta("med-ev-card-one-unit", &[("side", side(s).into()), ("card", title.into())])
                    }
                };
                if *fallback && *mode != PlayMode::OneUnit {
                    text.push_str(": ");
                    text.push_str(&self.t("med-ev-card-fallback"));
                }
                text
            }
            MedEvent::Stage { stage } => self.ta("med-ev-stage", &[("stage", self.stage(*stage).into())]),
            MedEvent::Ordered { unit } => self.ta("med-ev-ordered", &[("unit", u(unit))]),
            MedEvent::Dice { side: s, purpose, faces } => {
                let f: Vec<String> = faces.iter().map(|x| self.face(*x)).collect();
                self.ta(
                    "med-ev-dice",
                    &[("side", side(s).into()), ("purpose", self.roll(purpose).into()), ("faces", f.join(", ").into())],
                )
            }
            MedEvent::Fired { unit, target, dice } => {
                self.ta("med-ev-fired", &[("unit", u(unit)), ("target", u(target)), ("dice", (*dice).into())])
            }
            MedEvent::MeleeDeclared { unit, target, dice } => {
                self.ta("med-ev-melee", &[("unit", u(unit)), ("target", u(target)), ("dice", (*dice).into())])
            }
            MedEvent::Reaction { what, .. } => match what {
                React::NoReaction { unit } => self.ta("med-ev-react-none", &[("unit", u(unit))]),
                React::Evades { unit } => self.ta("med-ev-react-evade", &[("unit", u(unit))]),
                React::FirstStrike { unit } => self.ta("med-ev-react-first", &[("unit", u(unit))]),
                React::StrikesFirst { unit, dice } => {
                    self.ta("med-ev-react-first-dice", &[("unit", u(unit)), ("dice", (*dice).into())])
                }
                React::NoAmbush => self.t("med-ev-react-no-ambush"),
                React::Ambush { unit } => self.ta("med-ev-react-ambush", &[("unit", u(unit))]),
                React::Declines { unit } => self.ta("med-ev-react-declines", &[("unit", u(unit))]),
            },
            MedEvent::Hits { unit, hits, blocks_left } => {
                self.ta("med-ev-hits", &[("unit", u(unit)), ("hits", (*hits).into()), ("left", (*blocks_left).into())])
            }
            MedEvent::Eliminated { unit, banner_to } => {
                self.ta("med-ev-eliminated", &[("unit", u(unit)), ("side", side(banner_to).into())])
            }
            MedEvent::LeaderKilled { leader, banner_to } => {
                self.ta("med-ev-leader-killed", &[("leader", u(leader)), ("side", side(banner_to).into())])
            }
            MedEvent::LeaderSurvives { leader } => self.ta("med-ev-leader-survives", &[("leader", u(leader))]),
            MedEvent::LeaderEscaped { leader, to, joined } => match joined {
                Some(j) => self.ta(
                    "med-ev-leader-escaped-joins",
                    &[("leader", u(leader)), ("hex", self.hex(*to).into()), ("unit", u(j))],
                ),
                None => self.ta("med-ev-leader-escaped", &[("leader", u(leader)), ("hex", self.hex(*to).into())]),
            },
            MedEvent::FlagsIgnored { unit, ignored } => {
                self.ta("med-ev-flags-ignored", &[("unit", u(unit)), ("n", (*ignored).into())])
            }
            MedEvent::Retreated { unit, path, blocked_steps } => {
                let mut s = self.ta("med-ev-retreated", &[("unit", u(unit)), ("n", path.len().into())]);
                if *blocked_steps > 0 {
                    s.push(' ');
                    s.push_str(&self.ta("med-ev-retreat-blocked", &[("n", (*blocked_steps).into())]));
                }
                s
            }
            MedEvent::Evaded { unit, path } => self.ta("med-ev-evaded", &[("unit", u(unit)), ("n", path.len().into())]),
            MedEvent::BattleBack { unit, target } => {
                self.ta("med-ev-battle-back", &[("unit", u(unit)), ("target", u(target))])
            }
            MedEvent::Advanced { unit, to } => {
                self.ta("med-ev-advanced", &[("unit", u(unit)), ("hex", self.hex(*to).into())])
            }
            MedEvent::Moved { unit, from, to, .. } => self
                .ta("ev-moved", &[("unit", u(unit)), ("from", self.hex(*from).into()), ("to", self.hex(*to).into())]),
            MedEvent::Detached { leader, from } => self.ta("med-ev-detached", &[("leader", u(leader)), ("unit", u(from))]),
            MedEvent::Attached { leader, unit } => self.ta("med-ev-attached", &[("leader", u(leader)), ("unit", u(unit))]),
            MedEvent::Rallied { unit, blocks } => self.ta("med-ev-rallied", &[("unit", u(unit)), ("n", (*blocks).into())]),
            MedEvent::LeaderRallied { leader, unit } => {
                self.ta("med-ev-leader-rallied", &[("leader", u(leader)), ("unit", u(unit))])
            }
            MedEvent::CardDrawn { card, .. } => self.ta("med-ev-drew-card", &[("card", self.card_title(*card).into())]),
            MedEvent::Drew { side: s, count } => {
                self.ta("med-ev-drew", &[("side", side(s).into()), ("n", (*count).into())])
            }
            MedEvent::Reshuffled { deck } => self.ta("med-ev-reshuffled", &[("n", (*deck).into())]),
            MedEvent::Tokens { side: s, tokens } => {
                self.ta("med-ev-tokens", &[("side", side(s).into()), ("n", (*tokens).into())])
            }
        }
    }
}

#[cfg(test)]
#[path = "medieval_tests.rs"]
mod tests;
