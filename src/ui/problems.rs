//! A scenario's problems in the player's language: every validation error and warning, with its typed reasons
//! (what is wrong with a command, a carrier or a hex's stacking), worded from the Fluent files. The editor's problem
//! list shows these; the command line and the importer keep the rules crate's English.

use crate::rules::hex::Orientation;
use crate::scenario::{CarryProblem, CommandProblem, ScenarioError, ScenarioWarning};
use crate::ui::i18n::{Arg, I18n};

fn s(v: &str) -> fluent_bundle::FluentValue<'static> {
    v.to_string().into()
}

fn orientation(i18n: &I18n, o: Orientation) -> String {
    i18n.t(match o {
        Orientation::Pointy => "scn-pointy",
        Orientation::Flat => "scn-flat",
    })
}

/// One scenario error in words.
pub fn error_text(i18n: &I18n, e: &ScenarioError) -> String {
    use ScenarioError as E;
    let hex = |c| i18n.hex(c).into();
    let key = format!("scn-{}", kebab(e.kind()));
    let args: Vec<Arg> = match e {
        E::Syntax { line, col, message } => {
            vec![("line", (*line).into()), ("col", (*col).into()), ("message", s(message))]
        }
        E::UnknownField { line, col, field, expected } => {
            vec![("line", (*line).into()), ("col", (*col).into()), ("field", s(field)), ("expected", s(expected))]
        }
        E::Io { message } => vec![("message", s(message))],
        E::UnsupportedFormat { found, supported } => {
            vec![("found", (*found).into()), ("supported", (*supported).into())]
        }
        E::UnknownRuleset { ruleset } => {
            vec![("ruleset", s(ruleset)), ("known", s(&crate::rules::ruleset::Ruleset::offered_ids()))]
        }
        E::BadLanguage { field, code } => vec![("field", s(field)), ("code", s(code))],
        E::EmptyName | E::TurnLimitZero | E::VictoryNeedsTurnLimit | E::NoVictoryCondition => vec![],
        E::MapSize { width, height, max } => {
            vec![("w", (*width).into()), ("h", (*height).into()), ("max", (*max).into())]
        }
        E::HexOffMap { at, width, height } => vec![("at", hex(*at)), ("w", (*width).into()), ("h", (*height).into())],
        E::DuplicateHex { at } => vec![("at", hex(*at))],
        E::BadElevation { at, elevation } => vec![("at", hex(*at)), ("elevation", (*elevation).into())],
        E::BadSmoke { at, level } => vec![("at", hex(*at)), ("level", (*level).into())],
        E::TwoFortifications { at } | E::PlayOnlyMarker { at } => vec![("at", hex(*at))],
        E::BadHexsideDirection { at, dir, orientation: o } => {
            vec![("at", hex(*at)), ("dir", s(&dir.to_string())), ("orientation", orientation(i18n, *o).into())]
        }
        E::HexsideOffMap { at, dir } | E::DuplicateHexside { at, dir } => {
            vec![("at", hex(*at)), ("dir", s(&dir.to_string()))]
        }
        E::SideCount { found } => vec![("found", (*found).into())],
        E::DuplicateSide { side }
        | E::HandSizeZero { side }
        | E::TargetZero { side }
        | E::MissingTarget { side }
        | E::ZoneUnknownSide { side }
        | E::InitiativeUnknownSide { side }
        | E::FirstGameUnknownSide { side } => vec![("side", s(side))],
        E::BadPlayingTime { minutes } => vec![("minutes", (*minutes).into())],
        E::BadColour { side, colour } => vec![("side", s(side)), ("colour", s(colour))],
        E::DuplicateUnit { unit } => vec![("unit", s(unit))],
        E::UnitUnknownSide { unit, at, side } => vec![("unit", s(unit)), ("at", hex(*at)), ("side", s(side))],
        E::UnknownUnitType { unit, at, kind, ruleset, known } => {
            vec![("unit", s(unit)), ("at", hex(*at)), ("kind", s(kind)), ("ruleset", s(ruleset)), ("known", s(known))]
        }
        E::UnitOffMap { unit, at, width, height } => {
            vec![("unit", s(unit)), ("at", hex(*at)), ("w", (*width).into()), ("h", (*height).into())]
        }
        E::BadStrength { unit, at, strength, max } => {
            vec![("unit", s(unit)), ("at", hex(*at)), ("strength", (*strength).into()), ("max", (*max).into())]
        }
        E::UnitOnImpassable { unit, at, terrain } => {
            vec![("unit", s(unit)), ("at", hex(*at)), ("terrain", i18n.terrain(*terrain).into())]
        }
        E::UnitInBlaze { unit, at } | E::MissingFacing { unit, at } | E::LeaderOnLeader { unit, at } => {
            vec![("unit", s(unit)), ("at", hex(*at))]
        }
        E::BadFacing { unit, at, dir, orientation: o } => vec![
            ("unit", s(unit)),
            ("at", hex(*at)),
            ("dir", s(&dir.to_string())),
            ("orientation", orientation(i18n, *o).into()),
        ],
        E::Overstacked { at, units, reason } => {
            vec![("at", hex(*at)), ("units", s(units)), ("reason", i18n.entry_block(reason).into())]
        }
        E::LeaderNotFound { unit, at, leader }
        | E::NotALeader { unit, at, leader }
        | E::LeaderWrongSide { unit, at, leader } => {
            vec![("unit", s(unit)), ("at", hex(*at)), ("leader", s(leader))]
        }
        E::LeaderElsewhere { unit, at, leader, leader_at } => {
            vec![("unit", s(unit)), ("at", hex(*at)), ("leader", s(leader)), ("there", hex(*leader_at))]
        }
        E::LeaderAttachedTwice { unit, at, leader, other } => {
            vec![("unit", s(unit)), ("at", hex(*at)), ("leader", s(leader)), ("other", s(other))]
        }
        E::DuplicateObjective { objective } => vec![("objective", s(objective))],
        E::ObjectiveOffMap { objective, at, width, height } => {
            vec![("objective", s(objective)), ("at", hex(*at)), ("w", (*width).into()), ("h", (*height).into())]
        }
        E::SecretWithoutOwner { objective, at } | E::ObjectiveWorthless { objective, at } => {
            vec![("objective", s(objective)), ("at", hex(*at))]
        }
        E::ObjectiveUnknownSide { objective, at, side } => {
            vec![("objective", s(objective)), ("at", hex(*at)), ("side", s(side))]
        }
        E::ZoneOffMap { side, at } => vec![("side", s(side)), ("at", hex(*at))],
        E::NoZone { side, ruleset } => vec![("side", s(side)), ("ruleset", s(ruleset))],
        E::BadSections { left, right, max } => {
            vec![("left", (*left).into()), ("right", (*right).into()), ("max", (*max).into())]
        }
        E::SettingNotUsed { setting, ruleset } => vec![("setting", s(setting)), ("ruleset", s(ruleset))],
        E::UnknownArmy { side, army, known } => vec![("side", s(side)), ("army", s(army)), ("known", s(known))],
        E::UnknownPosture { side, posture, known } => {
            vec![("side", s(side)), ("posture", s(posture)), ("known", s(known))]
        }
        E::SideSettingZero { side, setting } => vec![("side", s(side)), ("setting", s(setting))],
        E::BadTimeTrack { start, sudden_death, end } => {
            vec![("start", (*start).into()), ("sudden", (*sudden_death).into()), ("end", s(end))]
        }
        E::BadCarrier { unit, at, carrier, why } => {
            vec![("unit", s(unit)), ("at", hex(*at)), ("carrier", s(carrier)), ("why", carry_text(i18n, why).into())]
        }
        E::BadCommand { unit, at, why } => {
            vec![("unit", s(unit)), ("at", hex(*at)), ("why", command_text(i18n, why).into())]
        }
        E::ControlCharacter { field, code, position } => {
            vec![("field", s(field)), ("code", s(&format!("U+{code:04X}"))), ("position", (*position).into())]
        }
        E::TooLong { field, len, max } => vec![("field", s(field)), ("len", (*len).into()), ("max", (*max).into())],
        E::TooMany { list, len, max } => vec![("list", s(list)), ("len", (*len).into()), ("max", (*max).into())],
    };
    i18n.ta(&key, &args)
}

/// What is wrong with a carrier, in words.
pub fn carry_text(i18n: &I18n, p: &CarryProblem) -> String {
    use CarryProblem as P;
    match p {
        P::Missing => i18n.t("scn-carry-missing"),
        P::Itself => i18n.t("scn-carry-itself"),
        P::OtherSide => i18n.t("scn-carry-other-side"),
        P::Elsewhere(at) => i18n.ta("scn-carry-elsewhere", &[("at", i18n.hex(*at).into())]),
        P::Carried => i18n.t("scn-carry-carried"),
        P::NoWeapons(id) => i18n.ta("scn-carry-no-weapons", &[("id", s(id))]),
        P::NotAWeapon(id) => i18n.ta("scn-carry-not-a-weapon", &[("id", s(id))]),
        P::AlreadyCarries(id) => i18n.ta("scn-carry-already", &[("id", s(id))]),
        P::NotABlind(id) => i18n.ta("scn-carry-not-a-blind", &[("id", s(id))]),
        P::BlindInBlind => i18n.t("scn-carry-blind-in-blind"),
        P::TooManyGroups(n) => i18n.ta("scn-carry-groups", &[("n", (*n).into())]),
    }
}

/// What is wrong with a piece's command, in words.
pub fn command_text(i18n: &I18n, p: &CommandProblem) -> String {
    use CommandProblem as P;
    let one = |key: &str, id: &str| i18n.ta(key, &[("id", s(id))]);
    match p {
        P::NoCommander => i18n.t("scn-cmd-none"),
        P::CommanderMissing(id) => one("scn-cmd-missing", id),
        P::CommanderNotLeader(id) => one("scn-cmd-not-leader", id),
        P::CommanderOtherSide(id) => one("scn-cmd-other-side", id),
        P::Loop => i18n.t("scn-cmd-loop"),
        P::RatingNotLeader(r) => i18n.ta("scn-cmd-rating-not-leader", &[("rating", (*r).into())]),
        P::RatingRange(r, min) => i18n.ta("scn-cmd-rating-range", &[("rating", (*r).into()), ("min", (*min).into())]),
        P::OrdersNotCommander(o) => i18n.ta("scn-cmd-orders-not-commander", &[("orders", s(o))]),
        P::UnknownOrders(o, known) => i18n.ta("scn-cmd-unknown-orders", &[("orders", s(o)), ("known", s(known))]),
        P::SuccessorNotArmyCommander(id) => one("scn-cmd-successor-not-army", id),
        P::SuccessorMissing(id) => one("scn-cmd-successor-missing", id),
        P::SuccessorSelf => i18n.t("scn-cmd-successor-self"),
        P::SuccessorNotLeader(id) => one("scn-cmd-successor-not-leader", id),
        P::SuccessorOtherSide(id) => one("scn-cmd-successor-other-side", id),
    }
}

/// One scenario warning in words.
pub fn warning_text(i18n: &I18n, w: &ScenarioWarning) -> String {
    use ScenarioWarning as W;
    match w {
        W::NoUnits { side } => i18n.ta("scn-w-no-units", &[("side", s(side))]),
        W::ObjectiveUnreachable { side, .. } => i18n.ta("scn-w-unreachable", &[("side", s(side))]),
        W::ZonesOverlap { a, b, at, count } => i18n.ta(
            "scn-w-zones-overlap",
            &[("a", s(a)), ("b", s(b)), ("at", i18n.hex(*at).into()), ("count", (*count).into())],
        ),
        W::TargetTooHigh { side, target, units, vp, max } => i18n.ta(
            "scn-w-target-too-high",
            &[
                ("side", s(side)),
                ("target", (*target).into()),
                ("units", (*units).into()),
                ("vp", (*vp).into()),
                ("max", (*max).into()),
            ],
        ),
        W::OutsideZone { unit, at, side } => {
            i18n.ta("scn-w-outside-zone", &[("unit", s(unit)), ("at", i18n.hex(*at).into()), ("side", s(side))])
        }
    }
}

/// `UnknownField` → `unknown-field`.
/// Why a file could not be read, loaded or brought in, in words (every line escaped: nothing of the file prints
/// raw).
pub fn file_error_text(i18n: &I18n, e: &crate::ui::storage::FileError) -> String {
    use crate::text::{FileKind, ReadError as R};
    use crate::ui::storage::FileError as F;
    let max = || (crate::text::MAX_FILE_BYTES as i64).into();
    let text = match e {
        F::NoSuchSave { file } => i18n.ta("file-no-such-save", &[("file", s(file))]),
        F::Read { file, why } => {
            let (key, mut args): (&str, Vec<Arg>) = match why {
                R::Io { message } => ("file-read-io", vec![("message", s(message))]),
                R::NotAFile { folder: true } => ("file-read-folder", vec![]),
                R::NotAFile { folder: false } => ("file-read-device", vec![]),
                R::TooBig { len } => ("file-read-too-big", vec![("len", (*len as i64).into()), ("max", max())]),
                R::Grew => ("file-read-grew", vec![("max", max())]),
                R::Utf16 => ("file-read-utf16", vec![]),
                R::Kind { kind } => {
                    let k = match kind {
                        FileKind::Png => "file-kind-png",
                        FileKind::Jpeg => "file-kind-jpeg",
                        FileKind::Zip => "file-kind-zip",
                        FileKind::Pdf => "file-kind-pdf",
                        FileKind::Gzip => "file-kind-gzip",
                    };
                    ("file-read-kind", vec![("kind", i18n.t(k).into())])
                }
                R::Binary => ("file-read-binary", vec![]),
                R::NotUtf8 { line, column, byte } => (
                    "file-read-not-utf8",
                    vec![("line", (*line).into()), ("col", (*column).into()), ("byte", s(&format!("0x{byte:02X}")))],
                ),
            };
            args.push(("file", s(file)));
            i18n.ta(key, &args)
        }
        F::Save(e) => save_error_text(i18n, e),
        F::Scenario { file, errors, total } => {
            let mut lines: Vec<String> = errors
                .iter()
                .map(|e| i18n.ta("file-problem", &[("file", s(file)), ("problem", error_text(i18n, e).into())]))
                .collect();
            if *total > errors.len() {
                lines.push(i18n.ta("file-more-problems", &[("n", (*total - errors.len()).into())]));
            }
            lines.join("\n")
        }
        F::Write { file, message } => i18n.ta("file-write", &[("file", s(file)), ("message", s(message))]),
    };
    text.lines().map(crate::text::escaped).collect::<Vec<_>>().join("\n")
}

/// A save that does not load or replay, in words.
fn save_error_text(i18n: &I18n, e: &crate::save::SaveError) -> String {
    use crate::save::SaveError as S;
    let (file, key, args): (&str, &str, Vec<Arg>) = match e {
        S::Io { file, message } => (file, "save-io", vec![("message", s(message))]),
        S::Parse { file, line, col, message } => {
            (file, "save-parse", vec![("line", (*line).into()), ("col", (*col).into()), ("message", s(message))])
        }
        S::UnsupportedFormat { file, found, supported } => {
            (file, "save-format", vec![("found", (*found).into()), ("supported", (*supported).into())])
        }
        S::UnknownRuleset { file, ruleset } => (file, "save-ruleset", vec![("ruleset", s(ruleset))]),
        S::RulesetVersion { file, ruleset, found, expected } => (
            file,
            "save-ruleset-version",
            vec![("ruleset", s(ruleset)), ("found", (*found).into()), ("expected", (*expected).into())],
        ),
        S::Scenario { file, errors } => {
            let problems: Vec<String> = errors.iter().map(|e| error_text(i18n, e)).collect();
            (file, "save-scenario", vec![("problems", problems.join("; ").into())])
        }
        S::Rejected { file, index, side, order, reason } => (
            file,
            "save-rejected",
            vec![
                ("index", (*index).into()),
                ("side", (*side + 1).into()),
                ("order", crate::ui::rulesets::order(i18n, order).into()),
                ("reason", i18n.reason(reason).into()),
            ],
        ),
        S::HashMismatch { file, index, order, .. } => (
            file,
            "save-hash",
            vec![("index", (*index).into()), ("order", crate::ui::rulesets::order(i18n, order).into())],
        ),
        S::SnapshotMismatch { file } => (file, "save-snapshot", vec![]),
        S::Field { file, error } => (file, "save-field", vec![("problem", error_text(i18n, error).into())]),
    };
    let mut args = args;
    args.push(("file", s(file)));
    i18n.ta(key, &args)
}

fn kebab(kind: &str) -> String {
    let mut out = String::new();
    for (i, c) in kind.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('-');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::hex::Coord;
    use crate::ui::i18n::Lang;

    fn worded(i18n: &I18n, text: &str, what: &str) {
        assert!(!text.starts_with("scn-") && !text.contains("{$") && !text.contains("{ $"), "{what}: {text}");
        if i18n.lang() == Lang::Ru {
            assert!(text.chars().any(|c| ('\u{400}'..='\u{4FF}').contains(&c)), "{what} has no Russian: {text}");
        }
    }

    /// Every error of every invalid fixture (between them they hold every kind) reads in both languages, with its
    /// reasons, and every warning too.
    #[test]
    fn every_problem_reads_in_both_languages() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/invalid");
        let mut kinds = std::collections::BTreeSet::new();
        let mut errors = Vec::new();
        for f in std::fs::read_dir(dir).unwrap() {
            let text = std::fs::read_to_string(f.unwrap().path()).unwrap();
            if let Err(r) = crate::scenario::load_str(&text, "fixture") {
                errors.extend(r.errors);
            }
        }
        errors.push(ScenarioError::Io { message: "fixture: not UTF-8".into() });
        let at = Coord(1, 2);
        let carry = [
            CarryProblem::Missing,
            CarryProblem::Itself,
            CarryProblem::OtherSide,
            CarryProblem::Elsewhere(at),
            CarryProblem::Carried,
            CarryProblem::NoWeapons("leader".into()),
            CarryProblem::NotAWeapon("squad".into()),
            CarryProblem::AlreadyCarries("mg".into()),
            CarryProblem::NotABlind("line".into()),
            CarryProblem::BlindInBlind,
            CarryProblem::TooManyGroups(3),
        ];
        let command = [
            CommandProblem::NoCommander,
            CommandProblem::CommanderMissing("a".into()),
            CommandProblem::CommanderNotLeader("a".into()),
            CommandProblem::CommanderOtherSide("a".into()),
            CommandProblem::Loop,
            CommandProblem::RatingNotLeader(-1),
            CommandProblem::RatingRange(-7, -5),
            CommandProblem::OrdersNotCommander("charge".into()),
            CommandProblem::UnknownOrders("advance".into(), "charge, rally".into()),
            CommandProblem::SuccessorNotArmyCommander("a".into()),
            CommandProblem::SuccessorMissing("a".into()),
            CommandProblem::SuccessorSelf,
            CommandProblem::SuccessorNotLeader("a".into()),
            CommandProblem::SuccessorOtherSide("a".into()),
        ];
        let unit = || ("u".to_string(), at);
        errors.extend(carry.iter().map(|why| ScenarioError::BadCarrier {
            unit: unit().0,
            at,
            carrier: "c".into(),
            why: why.clone(),
        }));
        errors.extend(command.iter().map(|why| ScenarioError::BadCommand { unit: unit().0, at, why: why.clone() }));
        let warnings = [
            ScenarioWarning::NoUnits { side: "a".into() },
            ScenarioWarning::ObjectiveUnreachable { side: "a".into(), at },
            ScenarioWarning::ZonesOverlap { a: "a".into(), b: "b".into(), at, count: 2 },
            ScenarioWarning::TargetTooHigh { side: "a".into(), target: 9, units: 3, vp: 2, max: 5 },
            ScenarioWarning::OutsideZone { unit: "u".into(), at, side: "a".into() },
        ];
        for lang in Lang::ALL {
            let i18n = I18n::new(lang);
            for e in &errors {
                kinds.insert(e.kind());
                worded(&i18n, &error_text(&i18n, e), e.kind());
            }
            for w in &warnings {
                worded(&i18n, &warning_text(&i18n, w), &format!("{w:?}"));
            }
        }
        let all: std::collections::BTreeSet<&str> = ScenarioError::ALL_KINDS.iter().copied().collect();
        assert_eq!(kinds, all, "the fixtures and the cases above hold every kind");
    }
}
