//! The one list of rulesets: each ruleset's name, its id in scenario files, the engine that plays it and its
//! parameters, and everything derived from that list: `Ruleset` with `ALL`, `KNOWN`, `id` and `params`, and the
//! closed types at the boundary (orders in saves, events in logs, views in the UI, the game state a session holds).
//!
//! Adding a ruleset: write its engine and parameters in `rules/<id>/`, add one line to the list at `registry!`
//! below. Nothing else in the rules, nor in `session/`, `save`, `script` or the command line, changes.

use super::dice::GameDice;
use super::engine::{Audience, Common, Ctx, Decision, Engine, Odds, Outcome, PieceRef, RejectReason, Shape, UnitView};
use super::ruleset::Params;
use super::setup::Setup;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::hash::{Hash, Hasher};

macro_rules! registry {
    (
        offered { $( $(#[$odoc:meta])* $o:ident($oid:literal) => $oe:ty, $op:expr; )+ }
        tests { $( $(#[$tdoc:meta])* $t:ident($tid:literal) => $te:ty, $tp:expr; )* }
    ) => {
        registry!(@all [$($o)+] $( $(#[$odoc])* $o($oid) => $oe, $op; )+ $( $(#[$tdoc])* $t($tid) => $te, $tp; )*);
    };
    (@all [$($offered:ident)+] $( $(#[$doc:meta])* $v:ident($id:literal) => $e:ty, $params:expr; )+) => {
        /// A ruleset, named in scenario files by its id (`"medieval"`, ...).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        pub enum Ruleset {
            $( $(#[$doc])* $v, )+
        }

        impl Ruleset {
            /// The rulesets offered to players, in the editor and on the title screen.
            pub const ALL: [Ruleset; [$(stringify!($offered)),+].len()] = [$(Ruleset::$offered),+];

            /// Every ruleset a scenario may name: the offered ones and the test rulesets.
            pub const KNOWN: [Ruleset; [$(stringify!($v)),+].len()] = [$(Ruleset::$v),+];

            /// The ruleset's id in scenario files.
            pub fn id(self) -> &'static str {
                match self { $( Ruleset::$v => $id, )+ }
            }

            /// The kinds of order the engine takes (its order type's variants).
            pub fn order_kinds(self) -> &'static [&'static str] {
                match self { $( Ruleset::$v => super::glossary::variants::<<$e as Engine>::Order>(), )+ }
            }

            /// What the engine adds to its help's glossary (`Engine::glossary`).
            pub(crate) fn engine_glossary(self) -> super::glossary::Glossary {
                match self { $( Ruleset::$v => <$e as Engine>::glossary(), )+ }
            }

            /// The engine's own help tables (`Engine::help_tables`).
            pub(crate) fn engine_tables(self) -> Vec<(&'static str, super::glossary::HelpTable)> {
                match self { $( Ruleset::$v => <$e as Engine>::help_tables(), )+ }
            }

            /// The ruleset's parameters: its own data, kept in its own folder.
            pub fn params(self) -> &'static Params {
                match self { $( Ruleset::$v => &$params, )+ }
            }
        }

        impl Match {
            /// A fresh game of `scenario` under its ruleset's engine.
            pub fn setup(scenario: &Setup, dice: &mut GameDice) -> Match {
                match scenario.ruleset { $( Ruleset::$v => Match::$v(Engine::setup(scenario, dice)), )+ }
            }
        }

        /// An order of any ruleset, as saves store it and the UI sends it.
        #[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum Order {
            $( $(#[$doc])* $v(<$e as Engine>::Order), )+
        }

        /// An event of any ruleset, as the log keeps it.
        #[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum RulesEvent {
            $( $v(<$e as Engine>::Event), )+
        }

        /// Why a ruleset refused an order, beyond the shared reasons.
        #[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum RulesRefusal {
            $( $v(<$e as Engine>::Refusal), )+
        }

        /// A pending decision's prompt, typed by its ruleset.
        #[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum RulesPrompt {
            $( $v(<$e as Engine>::Prompt), )+
        }

        impl fmt::Display for RulesPrompt {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self { $( RulesPrompt::$v(p) => fmt::Display::fmt(p, f), )+ }
            }
        }

        /// The ruleset's own part of a side's view.
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        pub enum RulesView {
            $( $v(<$e as Engine>::View), )+
        }

        /// The state of a game under its ruleset: the single source of truth, held by the ECS as a resource.
        #[derive(Debug, Clone, Hash)]
        pub enum Match {
            $( $v($e), )+
        }

        $(
            impl From<<$e as Engine>::Event> for RulesEvent {
                fn from(e: <$e as Engine>::Event) -> Self {
                    RulesEvent::$v(e)
                }
            }
        )+

        impl fmt::Display for Order {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self { $( Order::$v(o) => fmt::Display::fmt(o, f), )+ }
            }
        }

        $(
            impl From<<$e as Engine>::Refusal> for RejectReason {
                fn from(r: <$e as Engine>::Refusal) -> Self {
                    RejectReason::Rule(RulesRefusal::$v(r))
                }
            }
        )+

        impl fmt::Display for RulesRefusal {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self { $( RulesRefusal::$v(e) => fmt::Display::fmt(e, f), )+ }
            }
        }

        impl fmt::Display for RulesEvent {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self { $( RulesEvent::$v(e) => fmt::Display::fmt(e, f), )+ }
            }
        }

        impl RulesEvent {
            pub fn reveals(&self) -> bool {
                match self { $( RulesEvent::$v(e) => <$e as Engine>::reveals(e), )+ }
            }
        }

        impl Order {
            pub fn shape(&self) -> Shape<'_> {
                match self { $( Order::$v(o) => <$e as Engine>::shape(o), )+ }
            }
        }

        impl Match {
            pub fn common(&self) -> &Common {
                match self { $( Match::$v(m) => m.common(), )+ }
            }
            pub fn to_act(&self) -> usize {
                match self { $( Match::$v(m) => m.to_act(), )+ }
            }
            pub fn decision(&self) -> Option<Decision> {
                match self {
                    $( Match::$v(m) => m.decision().map(|(owner, p)| Decision { owner, prompt: RulesPrompt::$v(p) }), )+
                }
            }
            pub fn legal(&self, ctx: Ctx, side: usize) -> Vec<Order> {
                let mut v = Vec::new();
                self.legal_into(ctx, side, &mut v);
                v
            }
            /// `legal` into a list the caller keeps (emptied first): a loop that asks after every order reuses
            /// its room instead of growing a new list each time.
            pub fn legal_into(&self, ctx: Ctx, side: usize, out: &mut Vec<Order>) {
                out.clear();
                match self {
                    $( Match::$v(m) => m.legal_each(ctx, side, &mut |o| out.push(Order::$v(o))), )+
                }
            }
            /// Apply one order. A refused order leaves the state and the dice exactly as they were.
            pub fn apply(
                &mut self,
                ctx: Ctx,
                side: usize,
                order: &Order,
                dice: &mut GameDice,
                out: &mut Vec<(Outcome, Audience)>,
            ) -> Result<(), RejectReason> {
                self.turn_guard(side)?;
                match (self, order) {
                    $( (Match::$v(m), Order::$v(o)) => {
                        let mut next = m.clone();
                        let mut d = dice.clone();
                        let mark = out.len();
                        let res = next.apply(ctx, side, o, &mut d, out).and_then(|()| match d.take_misfit() {
                            Some(why) => Err(RejectReason::Forced { why }),
                            None => Ok(()),
                        });
                        match res {
                            Ok(()) => {
                                *m = next;
                                *dice = d;
                                Ok(())
                            }
                            Err(e) => {
                                out.truncate(mark);
                                Err(e)
                            }
                        }
                    } )+
                    #[allow(unreachable_patterns)]
                    (_, o) => Err(RejectReason::Unsupported { order: o.to_string() }),
                }
            }
            pub fn view(&self, ctx: Ctx, side: usize) -> (Vec<UnitView>, RulesView) {
                match self {
                    $( Match::$v(m) => {
                        let (u, v) = m.view(ctx, side);
                        (u, RulesView::$v(v))
                    } )+
                }
            }
            /// The map's markers as the rules now have them, if the ruleset changes them (`Engine::hex_markers`).
            pub fn hex_markers(&self) -> Option<&std::collections::BTreeMap<super::hex::Coord, Vec<super::terrain::HexMarker>>> {
                match self { $( Match::$v(m) => m.hex_markers(), )+ }
            }
            pub fn pieces<'a>(&'a self, out: &mut Vec<PieceRef<'a>>) {
                match self { $( Match::$v(m) => m.pieces(out), )+ }
            }
            /// The state as `side` may know it: the ruleset's redaction (`Engine::redacted`), and the other side's
            /// hidden secret objectives removed for every ruleset.
            pub fn redacted(&self, side: usize) -> Match {
                match self { $( Match::$v(m) => Match::$v(redact(m, side)), )+ }
            }
            /// The odds of an attack as `side` would order it now, from what `side` may know only.
            pub fn odds(&self, ctx: Ctx, side: usize, unit: &str, target: &str) -> Result<Odds, RejectReason> {
                // Computed on the side's redacted copy: odds cannot read what the side may not know.
                match self { $( Match::$v(m) => redact(m, side).odds(ctx, side, unit, target), )+ }
            }
            /// The computer opponent's start: a playable state consistent with what `side` knows, drawn from the
            /// side's redacted copy by its ruleset's sampler (`Engine::sample`) with the search's own dice.
            pub fn sample(&self, side: usize, dice: &mut GameDice) -> Match {
                match self { $( Match::$v(m) => Match::$v(redact(m, side).sample(side, dice)), )+ }
            }
            /// The ruleset's own measure of how `side` stands (`Engine::evaluate`), if it has one.
            pub fn evaluate(&self, ctx: Ctx, side: usize) -> Option<f64> {
                match self { $( Match::$v(m) => m.evaluate(ctx, side), )+ }
            }
            /// The search's apply: the order straight onto this state, with no copy to fall back on. On `Err` the
            /// state may be half changed and the caller throws it away; a game played for real uses `apply`.
            pub fn apply_in_place(
                &mut self,
                ctx: Ctx,
                side: usize,
                order: &Order,
                dice: &mut GameDice,
                out: &mut Vec<(Outcome, Audience)>,
            ) -> Result<(), RejectReason> {
                self.turn_guard(side)?;
                match (self, order) {
                    $( (Match::$v(m), Order::$v(o)) => m.apply(ctx, side, o, dice, out), )+
                    #[allow(unreachable_patterns)]
                    (_, o) => Err(RejectReason::Unsupported { order: o.to_string() }),
                }
            }
            pub fn invariants(&self, ctx: Ctx, out: &mut Vec<String>) {
                match self { $( Match::$v(m) => m.invariants(ctx, out), )+ }
            }
            /// A digest of the whole state (hands and deck order included), stable across platforms.
            pub fn digest(&self) -> u64 {
                let mut h = super::stable_hash::StableHasher::new();
                Hash::hash(self, &mut h);
                h.finish()
            }
        }
    };
}

impl Match {
    /// The turn guard, for every ruleset: nothing is asked of the ruleset once the game is over, of a side that does
    /// not exist, or of a side that is not the one to act.
    fn turn_guard(&self, side: usize) -> Result<(), RejectReason> {
        if self.common().over.is_some() {
            return Err(RejectReason::GameOver);
        }
        if side >= self.common().sides {
            return Err(RejectReason::NoSuchSide { side });
        }
        let to_act = self.to_act();
        if side != to_act {
            return Err(RejectReason::NotYourTurn { side, to_act });
        }
        Ok(())
    }
}

/// A ruleset's redacted copy with the other side's hidden secret objectives removed.
fn redact<E: Engine>(m: &E, side: usize) -> E {
    let mut r = m.redacted(side);
    r.common_mut().redact(side);
    r
}

registry! {
    offered {
        /// Seed 000: Commands & Colors: Medieval (command and tactic cards, battle dice).
        Medieval("medieval") => super::medieval::game::MedGame, super::medieval::params::PARAMS;
        /// Seed 001: Combat Commander (Fate cards, objectives, the VP track, stacking by figures).
        CombatCommander("combat_commander") => super::combat_commander::CcGame, super::combat_commander::PARAMS;
        /// Seed 002: Sharp Practice (blinds, spotting, shock).
        SharpPractice("sharp_practice") => super::sharp_practice::SpGame, super::sharp_practice::PARAMS;
        /// Seed 003: Musket & Pike (wings, reciprocal hexsides).
        MusketPike("musket_pike") => super::musket_pike::MpGame, super::musket_pike::PARAMS;
        /// Seed 004: The 9th Age (deployment, charges and reactions).
        NinthAge("ninth_age") => super::ninth_age::NaGame, super::ninth_age::PARAMS;
    }
    tests {
        /// A two-unit test ruleset (`rules/duel`), the worked example of a ruleset on the contract. It is not
        /// offered in the editor or on the title screen; tests and scripts use it.
        Duel("duel") => super::duel::Duel, super::duel::PARAMS;
    }
}
