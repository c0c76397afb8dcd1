//! Tests of the Medieval client adapter: every card, refusal and order has words in English and Russian, and the Russian ones carry no English.
use super::*;
use crate::ui::i18n::Lang;

/// No word of two or more Latin letters, beyond the piece names given.
fn no_english(text: &str, names: &[&str]) -> bool {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.len() > 1 && w.chars().all(|c| c.is_ascii_alphabetic()))
        .all(|w| names.contains(&w))
}

/// One of every refusal, and a check that the list is whole: `index` must name every variant (the compiler
/// sees to that), and the samples must reach every index.
fn every_refusal() -> Vec<Refusal> {
    use crate::rules::movement::EntryBlock;
    use Refusal as R;
    let u = || "huscarls_2".into();
    let c = crate::rules::hex::Coord(3, 4);
    let card = Card::Tactic(Tactic::Rally);
    vec![
        R::PlayCardFirst,
        R::CardAlreadyPlayed,
        R::NotInHand { card },
        R::NoSuchCard { number: 70 },
        R::NoScoutAlternative { card },
        R::CounterNothingToCopy,
        R::CounterCannotCopy { card },
        R::FirstStrikeIsReaction,
        R::AmbushIsReaction,
        R::InspiredNeedsLeadership,
        R::NotInspiredAction { card },
        R::NoInspiredToken,
        R::NotScouted { card: 3 },
        R::DecisionPending { pending: PromptView::Advance { unit: "knights_1".into(), into: c } },
        R::NoDecisionPending,
        R::BattlesLast,
        R::MustCloseCombat { unit: u() },
        R::OrderAfterCard,
        R::NoCardInPlay,
        R::NotYourPiece { unit: u() },
        R::AlreadyOrdered { unit: u() },
        R::CardOrderedAlready,
        R::OrdersOnePiece,
        R::NoOrdersInSection { unit: u() },
        R::NotTroops { unit: u(), troop: Troop::Mounted },
        R::AtMostUnits { max: 3 },
        R::LeaderFirst,
        R::LeaderNotInSection { leader: u(), section: Section::Left },
        R::LeaderAndMore { extra: 2 },
        R::NotNextToOrdered { unit: u() },
        R::NotFoot { unit: u() },
        R::NotLinked { unit: u() },
        R::NotWanted { unit: u(), wanted: Wanted::MissileClear },
        R::NoDieOrders { unit: u() },
        R::NoLostBlock { unit: u() },
        R::NoDieRestores { unit: u() },
        R::NoSuchPiece { unit: u() },
        R::RallyLeaderNeedsHelmet,
        R::RallyWhileOrdering,
        R::NoHelmetLeft,
        R::OneNewLeader,
        R::NotYourUnit { unit: u() },
        R::NotRallied { unit: u() },
        R::HasLeader { unit: u() },
        R::NoSpareLeader,
        R::NotOrdered { unit: u() },
        R::LeaderLeft { unit: u(), leader: u() },
        R::NoSecondMove,
        R::AlreadyMoved { unit: u() },
        R::NotTimeToMove { stage: Stage::Battle },
        R::MayNotMove { unit: u() },
        R::NoCloseTarget { unit: u() },
        R::TargetGone { unit: u(), target: u() },
        R::OtherSide { unit: u() },
        R::OffMap { unit: u(), to: c },
        R::Ground { unit: u(), to: c, block: EntryBlock::Impassable(crate::rules::terrain::Terrain::Water) },
        R::EnemyHolds { unit: u(), to: c },
        R::HexHasUnit { unit: u(), to: c },
        R::LongMoveToClose { unit: u(), to: c },
        R::OutOfReach { unit: u(), from: c, to: c, allowance: 2 },
        R::LeaderAlone { unit: u() },
        R::NoBattle { unit: u() },
        R::MovedTooFar { unit: u(), moved: 3 },
        R::MayNotFireNow { unit: u(), stage: Stage::Move },
        R::MayNotFireUnderOrder { unit: u() },
        R::AlreadyBattled { unit: u() },
        R::Friend { target: u() },
        R::FireAtUnit { target: u() },
        R::NextToEnemy { unit: u() },
        R::OutOfRange { unit: u(), target: u(), at: c, dist: 4, range: 2 },
        R::NoSight { from: c, to: c },
        R::MayNotCloseNow { unit: u() },
        R::MayNotCloseUnderOrder { unit: u() },
        R::NotAdjacent { unit: u(), target: u() },
        R::AttackUnit { target: u() },
        R::OnlyAgainst { unit: u(), only: u() },
        R::AttackerGone,
        R::DefenderGone,
        R::ReactionIsDefenders,
        R::MayNotEvade { unit: u(), attacker: u() },
        R::NoFirstStrikeCard,
        R::AmbushAnswersAdvance,
        R::AdvanceOnly { unit: u(), into: c, beyond: true },
        R::UnitGone,
        R::AdvancerGone,
        R::NoAmbushCard,
        R::NotNextTo { unit: u(), other: u() },
        R::AnswerAmbush,
        R::NoOneUnitAlternative { card },
        R::TooManyFlags { unit: u(), may_ignore: 1 },
        R::NotARetreat { unit: u(), to: c },
        R::NotAnEscape { leader: u(), to: c },
    ]
}

fn index(r: &Refusal) -> usize {
    use Refusal::*;
    match r {
        PlayCardFirst => 0,
        CardAlreadyPlayed => 1,
        NotInHand { .. } => 2,
        NoScoutAlternative { .. } => 3,
        CounterNothingToCopy => 4,
        CounterCannotCopy { .. } => 5,
        FirstStrikeIsReaction => 6,
        AmbushIsReaction => 7,
        InspiredNeedsLeadership => 8,
        NotInspiredAction { .. } => 9,
        NoInspiredToken => 10,
        NotScouted { .. } => 11,
        DecisionPending { .. } => 12,
        NoDecisionPending => 13,
        BattlesLast => 14,
        MustCloseCombat { .. } => 15,
        OrderAfterCard => 16,
        NoCardInPlay => 17,
        NotYourPiece { .. } => 18,
        AlreadyOrdered { .. } => 19,
        CardOrderedAlready => 20,
        OrdersOnePiece => 21,
        NoOrdersInSection { .. } => 22,
        NotTroops { .. } => 23,
        AtMostUnits { .. } => 24,
        LeaderFirst => 25,
        LeaderNotInSection { .. } => 26,
        LeaderAndMore { .. } => 27,
        NotNextToOrdered { .. } => 28,
        NotFoot { .. } => 29,
        NotLinked { .. } => 30,
        NotWanted { .. } => 31,
        NoDieOrders { .. } => 32,
        NoLostBlock { .. } => 33,
        NoDieRestores { .. } => 34,
        NoSuchPiece { .. } => 35,
        RallyLeaderNeedsHelmet => 36,
        RallyWhileOrdering => 37,
        NoHelmetLeft => 38,
        NotYourUnit { .. } => 39,
        NotRallied { .. } => 40,
        HasLeader { .. } => 41,
        NoSpareLeader => 42,
        NotOrdered { .. } => 43,
        LeaderLeft { .. } => 44,
        NoSecondMove => 45,
        AlreadyMoved { .. } => 46,
        NotTimeToMove { .. } => 47,
        MayNotMove { .. } => 48,
        NoCloseTarget { .. } => 49,
        TargetGone { .. } => 50,
        OtherSide { .. } => 51,
        OffMap { .. } => 52,
        Ground { .. } => 53,
        EnemyHolds { .. } => 54,
        HexHasUnit { .. } => 55,
        LongMoveToClose { .. } => 56,
        OutOfReach { .. } => 57,
        LeaderAlone { .. } => 58,
        NoBattle { .. } => 59,
        MovedTooFar { .. } => 60,
        MayNotFireNow { .. } => 61,
        MayNotFireUnderOrder { .. } => 62,
        AlreadyBattled { .. } => 63,
        Friend { .. } => 64,
        FireAtUnit { .. } => 65,
        NextToEnemy { .. } => 66,
        OutOfRange { .. } => 67,
        NoSight { .. } => 68,
        MayNotCloseNow { .. } => 69,
        MayNotCloseUnderOrder { .. } => 70,
        NotAdjacent { .. } => 71,
        AttackUnit { .. } => 72,
        OnlyAgainst { .. } => 73,
        AttackerGone => 74,
        DefenderGone => 75,
        ReactionIsDefenders => 76,
        MayNotEvade { .. } => 77,
        NoFirstStrikeCard => 78,
        AmbushAnswersAdvance => 79,
        AdvanceOnly { .. } => 80,
        UnitGone => 81,
        AdvancerGone => 82,
        NoAmbushCard => 83,
        NotNextTo { .. } => 84,
        AnswerAmbush => 85,
        NoOneUnitAlternative { .. } => 87,
        TooManyFlags { .. } => 88,
        NotARetreat { .. } => 89,
        NotAnEscape { .. } => 90,
        NoSuchCard { .. } => 91,
        OneNewLeader => 86,
    }
}

#[test]
fn every_refusal_is_worded_in_both_languages_and_russian_has_no_english() {
    let all = every_refusal();
    let mut seen: Vec<usize> = all.iter().map(index).collect();
    seen.sort();
    seen.dedup();
    assert_eq!(seen, (0..=91).collect::<Vec<_>>(), "one sample of every refusal");
    let (en, ru) = (I18n::new(Lang::En), I18n::new(Lang::Ru));
    for r in &all {
        let (e, w) = (en.med_refusal(r), ru.med_refusal(r));
        for s in [&e, &w] {
            assert!(!s.contains("med-no-") && !s.contains("entry-") && !s.contains("refusal-"), "{r:?}: {s}");
            assert!(!s.contains('{') && !s.is_empty(), "{r:?}: {s}");
        }
        assert!(no_english(&w, &["Huscarls", "Knights"]), "{r:?}: English in Russian: {w}");
        assert_ne!(e, w, "{r:?}");
    }
    // The English wording matches what the CLI prints.
    assert_eq!(
        en.med_refusal(&Refusal::OutOfRange {
            unit: "bowmen_1".into(),
            target: "knights_2".into(),
            at: crate::rules::hex::Coord(3, 4),
            dist: 4,
            range: 2
        }),
        "Knights 2 at (3, 4) is 4 hexes away; Bowmen 1 reaches 2"
    );
}

#[test]
fn every_order_is_worded_in_russian() {
    let ru = I18n::new(Lang::Ru);
    let c = crate::rules::hex::Coord(1, 1);
    let orders = [
        M::PlayCard { card: 0, mode: PlayMode::Normal },
        M::PlayCard { card: 0, mode: PlayMode::Scout },
        M::PlayCard { card: 0, mode: PlayMode::Inspired(Tactic::Rally) },
        M::OrderUnit { unit: "a".into() },
        M::OrderWithDie { unit: "a".into(), face: crate::rules::medieval::dice::Face::Flag },
        M::RallyLeader { unit: "a".into() },
        M::EndPhase,
        M::Move { unit: "a".into(), to: c },
        M::Fire { unit: "a".into(), target: "b".into() },
        M::Attack { unit: "a".into(), target: "b".into() },
        M::React(Reaction::Pass),
        M::React(Reaction::Evade),
        M::React(Reaction::FirstStrike),
        M::React(Reaction::Ambush { unit: "a".into() }),
        M::Advance { to: Some(c) },
        M::Advance { to: None },
        M::KeepCard { card: 0 },
        M::PlayCard { card: 0, mode: PlayMode::OneUnit },
        M::IgnoreFlags { n: 1 },
        M::Retreat { to: c },
        M::Escape { to: c },
        M::Press { battle: true },
        M::Press { battle: false },
        M::EndTurn,
    ];
    for o in &orders {
        let w = ru.med_order(o);
        assert!(no_english(&w, &[]) && !w.contains("order-"), "{o:?}: {w}");
    }
}

#[test]
fn every_prompt_is_worded_in_both_languages() {
    let c = crate::rules::hex::Coord(2, 3);
    let (a, b) = (|| "knights_1".to_string(), || "huscarls_2".to_string());
    let prompts = [
        PromptView::Melee { attacker: a(), target: b() },
        PromptView::Advance { unit: a(), into: c },
        PromptView::Ambush { advancer: a() },
        PromptView::Keep { side: 0 },
        PromptView::Flags { unit: a(), flags: 2, may_ignore: 1 },
        PromptView::Retreat { unit: a(), steps: 3 },
        PromptView::Escape { leader: a() },
        PromptView::Press { attacker: a(), target: b() },
    ];
    for p in &prompts {
        // Exhaustive: a new prompt must be added above.
        match p {
            PromptView::Melee { .. }
            | PromptView::Advance { .. }
            | PromptView::Ambush { .. }
            | PromptView::Keep { .. }
            | PromptView::Flags { .. }
            | PromptView::Retreat { .. }
            | PromptView::Escape { .. }
            | PromptView::Press { .. } => {}
        }
        let (e, r) = (prompt_text(&I18n::new(Lang::En), p), prompt_text(&I18n::new(Lang::Ru), p));
        assert!(!e.contains("prompt-") && !r.contains("prompt-"), "{p:?}: {e} / {r}");
        assert!(no_english(&r, &["Knights", "Huscarls"]), "{p:?}: {r}");
    }
}

#[test]
fn every_card_has_a_name_text_and_kind_in_both_languages() {
    for lang in Lang::ALL {
        let i = I18n::new(lang);
        for c in crate::rules::medieval::cards::DECK.iter() {
            for s in [i.card_title(*c), i.card_text(*c), i.card_kind(*c)] {
                assert!(!s.is_empty() && !s.contains("card-") && !s.contains("tactic-"), "{lang:?}: {s}");
            }
        }
    }
    let en = I18n::new(Lang::En);
    assert_eq!(en.card_title(Card::Section { counts: [0, 3, 0] }), "Order 3 units in the centre");
}
