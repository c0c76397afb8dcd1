//! `ScenarioError`: one typed error per problem in a scenario file, each naming the thing, the hex and the reason.

use crate::rules::hex::{Coord, Dir, Orientation};
use crate::rules::terrain::Terrain;
use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ScenarioError {
    #[error("{line}:{col}: {message}")]
    Syntax { line: usize, col: usize, message: String },
    #[error("{line}:{col}: unknown field `{field}` (expected one of: {expected})")]
    UnknownField { line: usize, col: usize, field: String, expected: String },
    /// The file could not be read, or is not UTF-8 text (the message says which, and what the file looks like).
    #[error("{message}")]
    Io { message: String },
    #[error("format version {found} is not supported (this build reads version {supported})")]
    UnsupportedFormat { found: u32, supported: u32 },
    #[error("unknown ruleset `{ruleset}` (known: {})", crate::rules::ruleset::Ruleset::offered_ids())]
    UnknownRuleset { ruleset: String },
    #[error("{field}: `{code}` is not a language code (two or three lowercase letters, such as `ru`)")]
    BadLanguage { field: String, code: String },
    #[error("scenario name is empty")]
    EmptyName,
    #[error("map size {width}x{height} is out of range (each side 1 to {max})")]
    MapSize { width: u32, height: u32, max: u32 },
    #[error("hex {at}: off the map ({width}x{height})")]
    HexOffMap { at: Coord, width: u32, height: u32 },
    #[error("hex {at}: listed twice in map.hexes")]
    DuplicateHex { at: Coord },
    #[error("hex {at}: elevation {elevation} is out of range (-3 to 5)")]
    BadElevation { at: Coord, elevation: i8 },
    #[error("hex {at}: smoke {level} must be between 1 and 9")]
    BadSmoke { at: Coord, level: u8 },
    #[error("hex {at}: more than one fortification (a hex holds one at most)")]
    TwoFortifications { at: Coord },
    #[error("hex {at}: a barrage marker is placed in play only, never by a scenario")]
    PlayOnlyMarker { at: Coord },
    #[error("hexside {at} {dir}: direction {dir} does not name an edge on a {orientation:?}-top map")]
    BadHexsideDirection { at: Coord, dir: Dir, orientation: Orientation },
    #[error("hexside {at} {dir}: off the map or on the map's outer edge")]
    HexsideOffMap { at: Coord, dir: Dir },
    #[error("hexside {at} {dir}: the same edge is listed twice")]
    DuplicateHexside { at: Coord, dir: Dir },
    #[error("the scenario needs exactly 2 sides, found {found}")]
    SideCount { found: usize },
    #[error("side `{side}`: id used twice")]
    DuplicateSide { side: String },
    #[error("side `{side}`: colour `{colour}` is not #rrggbb")]
    BadColour { side: String, colour: String },
    #[error("side `{side}`: hand size must be at least 1 in a card ruleset")]
    HandSizeZero { side: String },
    #[error("side `{side}`: a victory target of 0 would win before the first order")]
    TargetZero { side: String },
    #[error("side `{side}`: ReachTarget needs a target for every side")]
    MissingTarget { side: String },
    #[error("unit {unit}: id used twice")]
    DuplicateUnit { unit: String },
    #[error("unit {unit} at {at}: unknown side `{side}`")]
    UnitUnknownSide { unit: String, at: Coord, side: String },
    #[error("unit {unit} at {at}: unknown unit type `{kind}` in ruleset {ruleset} (known: {known})")]
    UnknownUnitType { unit: String, at: Coord, kind: String, ruleset: String, known: String },
    #[error("unit {unit} at {at}: off the map ({width}x{height})")]
    UnitOffMap { unit: String, at: Coord, width: u32, height: u32 },
    #[error("unit {unit} at {at}: strength {strength} is out of range (1 to {max})")]
    BadStrength { unit: String, at: Coord, strength: u8, max: u8 },
    #[error("unit {unit} at {at}: stands on impassable {terrain}")]
    UnitOnImpassable { unit: String, at: Coord, terrain: Terrain },
    #[error("unit {unit} at {at}: stands in a blazing hex")]
    UnitInBlaze { unit: String, at: Coord },
    #[error("unit {unit} at {at}: facing {dir} does not name an edge on a {orientation:?}-top map")]
    BadFacing { unit: String, at: Coord, dir: Dir, orientation: Orientation },
    #[error("unit {unit} at {at}: this ruleset needs a facing")]
    MissingFacing { unit: String, at: Coord },
    #[error("hex {at}: overstacked: {reason} (units {units})")]
    Overstacked { at: Coord, units: String, reason: crate::rules::movement::EntryBlock },
    #[error("unit {unit} at {at}: leader `{leader}` does not exist")]
    LeaderNotFound { unit: String, at: Coord, leader: String },
    #[error("unit {unit} at {at}: `{leader}` is not a leader")]
    NotALeader { unit: String, at: Coord, leader: String },
    #[error("unit {unit} at {at}: leader `{leader}` stands at {leader_at}, not in this hex")]
    LeaderElsewhere { unit: String, at: Coord, leader: String, leader_at: Coord },
    #[error("unit {unit} at {at}: leader `{leader}` belongs to the other side")]
    LeaderWrongSide { unit: String, at: Coord, leader: String },
    #[error("unit {unit} at {at}: leader `{leader}` is already attached to `{other}`")]
    LeaderAttachedTwice { unit: String, at: Coord, leader: String, other: String },
    #[error("unit {unit} at {at}: a leader cannot have a leader attached")]
    LeaderOnLeader { unit: String, at: Coord },
    #[error("objective {objective}: id used twice")]
    DuplicateObjective { objective: String },
    #[error("objective {objective} at {at}: off the map ({width}x{height})")]
    ObjectiveOffMap { objective: String, at: Coord, width: u32, height: u32 },
    #[error("objective {objective} at {at}: a secret objective needs an owner")]
    SecretWithoutOwner { objective: String, at: Coord },
    #[error("objective {objective} at {at}: unknown side `{side}`")]
    ObjectiveUnknownSide { objective: String, at: Coord, side: String },
    #[error("objective {objective} at {at}: worth 0 VP")]
    ObjectiveWorthless { objective: String, at: Coord },
    #[error("deployment zone of `{side}`: unknown side")]
    ZoneUnknownSide { side: String },
    #[error("deployment zone of `{side}`: hex {at} is off the map")]
    ZoneOffMap { side: String, at: Coord },
    #[error("side `{side}` has units but no deployment zone: in ruleset {ruleset} the players place their units in it")]
    NoZone { side: String, ruleset: String },
    #[error("sections: lines left={left} right={right} must satisfy left < right <= {max}")]
    BadSections { left: u32, right: u32, max: u32 },
    #[error("`{setting}` is not a setting of ruleset {ruleset}: it would do nothing")]
    SettingNotUsed { setting: String, ruleset: String },
    #[error("side `{side}`: unknown army `{army}` (known: {known})")]
    UnknownArmy { side: String, army: String, known: String },
    #[error("side `{side}`: unknown posture `{posture}` (known: {known})")]
    UnknownPosture { side: String, posture: String, known: String },
    #[error("side `{side}`: {setting} must be at least 1")]
    SideSettingZero { side: String, setting: String },
    #[error("initiative: unknown side `{side}`")]
    InitiativeUnknownSide { side: String },
    #[error("meta.first_game_side: unknown side `{side}`")]
    FirstGameUnknownSide { side: String },
    #[error("meta.minutes: a playing time of {minutes} minutes is out of range (5 to 600)")]
    BadPlayingTime { minutes: u32 },
    #[error(
        "time track: start {start}, sudden death {sudden_death} and end {end} must satisfy start < sudden death <= end"
    )]
    BadTimeTrack { start: u32, sudden_death: u32, end: String },
    #[error("unit {unit} at {at}: carried by `{carrier}`, which {why}")]
    BadCarrier { unit: String, at: Coord, carrier: String, why: CarryProblem },
    #[error("unit {unit} at {at}: {why}")]
    BadCommand { unit: String, at: Coord, why: CommandProblem },
    #[error("turn limit of 0 turns")]
    TurnLimitZero,
    #[error("victory condition MostPointsAtTurnLimit needs a turn_limit")]
    VictoryNeedsTurnLimit,
    #[error("no victory condition: the game could never end")]
    NoVictoryCondition,
    #[error(
        "{field}: a control character (U+{code:04X}) at character {position}: text fields hold printable text only"
    )]
    ControlCharacter { field: String, code: u32, position: usize },
    #[error("{field}: {len} characters; at most {max}")]
    TooLong { field: String, len: usize, max: usize },
    #[error("{list}: {len} entries; at most {max}")]
    TooMany { list: String, len: usize, max: usize },
}

pub use crate::rules::ruleset::CarryProblem;

/// What is wrong with a piece's place in the chain of command, its rating, standing order or successor.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CommandProblem {
    #[error("names no commander (`command`)")]
    NoCommander,
    #[error("its commander `{0}` does not exist")]
    CommanderMissing(String),
    #[error("its commander `{0}` is not a leader")]
    CommanderNotLeader(String),
    #[error("its commander `{0}` belongs to the other side")]
    CommanderOtherSide(String),
    #[error("answers, through its commanders, to itself")]
    Loop,
    #[error("has a rating ({0}), but only leaders have one")]
    RatingNotLeader(i8),
    #[error("rating {0} outside {1}..=0")]
    RatingRange(i8, i8),
    #[error("has orders `{0}`, but only commanders hold orders")]
    OrdersNotCommander(String),
    #[error("unknown orders `{0}` (known: {1})")]
    UnknownOrders(String, String),
    #[error("names a successor (`{0}`), but only the army's commander (a leader who answers to nobody) has one")]
    SuccessorNotArmyCommander(String),
    #[error("its successor `{0}` does not exist")]
    SuccessorMissing(String),
    #[error("names himself as his successor")]
    SuccessorSelf,
    #[error("its successor `{0}` is not a leader")]
    SuccessorNotLeader(String),
    #[error("its successor `{0}` belongs to the other side")]
    SuccessorOtherSide(String),
}

impl ScenarioError {
    /// Convert a RON parse error, keeping its position.
    pub fn from_ron(e: ron::error::SpannedError) -> ScenarioError {
        let line = e.span.start.line;
        let col = e.span.start.col;
        match e.code {
            ron::Error::NoSuchStructField { expected, found, .. } => ScenarioError::UnknownField {
                line,
                col,
                field: crate::text::shown(&found),
                expected: expected.join(", "),
            },
            // The parser may quote the file (a string where a number belongs): never raw.
            other => ScenarioError::Syntax { line, col, message: crate::text::shown(&other.to_string()) },
        }
    }

    /// True for errors with a line and column of their own.
    pub fn has_position(&self) -> bool {
        matches!(self, ScenarioError::Syntax { .. } | ScenarioError::UnknownField { .. })
    }

    /// The hex an editor should jump to for this error, if any.
    pub fn hex(&self) -> Option<Coord> {
        use ScenarioError::*;
        match self {
            HexOffMap { at, .. } | DuplicateHex { at } | BadElevation { at, .. } | BadSmoke { at, .. } => Some(*at),
            TwoFortifications { at } | PlayOnlyMarker { at } => Some(*at),
            BadHexsideDirection { at, .. } | HexsideOffMap { at, .. } | DuplicateHexside { at, .. } => Some(*at),
            UnitUnknownSide { at, .. }
            | UnknownUnitType { at, .. }
            | UnitOffMap { at, .. }
            | BadStrength { at, .. }
            | UnitOnImpassable { at, .. }
            | UnitInBlaze { at, .. }
            | BadFacing { at, .. }
            | MissingFacing { at, .. }
            | Overstacked { at, .. }
            | LeaderNotFound { at, .. }
            | NotALeader { at, .. }
            | LeaderElsewhere { at, .. }
            | LeaderWrongSide { at, .. }
            | LeaderAttachedTwice { at, .. }
            | LeaderOnLeader { at, .. }
            | BadCarrier { at, .. }
            | BadCommand { at, .. } => Some(*at),
            ObjectiveOffMap { at, .. }
            | SecretWithoutOwner { at, .. }
            | ObjectiveUnknownSide { at, .. }
            | ObjectiveWorthless { at, .. } => Some(*at),
            ZoneOffMap { at, .. } => Some(*at),
            _ => None,
        }
    }

    /// Every error kind, as `kind()` names them.
    pub const ALL_KINDS: &'static [&'static str] = &[
        "Syntax",
        "UnknownField",
        "Io",
        "UnsupportedFormat",
        "UnknownRuleset",
        "BadLanguage",
        "EmptyName",
        "MapSize",
        "HexOffMap",
        "DuplicateHex",
        "BadElevation",
        "BadSmoke",
        "TwoFortifications",
        "PlayOnlyMarker",
        "BadHexsideDirection",
        "HexsideOffMap",
        "DuplicateHexside",
        "SideCount",
        "DuplicateSide",
        "BadColour",
        "HandSizeZero",
        "TargetZero",
        "MissingTarget",
        "DuplicateUnit",
        "UnitUnknownSide",
        "UnknownUnitType",
        "UnitOffMap",
        "BadStrength",
        "UnitOnImpassable",
        "UnitInBlaze",
        "BadFacing",
        "MissingFacing",
        "Overstacked",
        "LeaderNotFound",
        "NotALeader",
        "LeaderElsewhere",
        "LeaderWrongSide",
        "LeaderAttachedTwice",
        "LeaderOnLeader",
        "DuplicateObjective",
        "ObjectiveOffMap",
        "SecretWithoutOwner",
        "ObjectiveUnknownSide",
        "ObjectiveWorthless",
        "ZoneUnknownSide",
        "ZoneOffMap",
        "NoZone",
        "BadSections",
        "SettingNotUsed",
        "UnknownArmy",
        "UnknownPosture",
        "SideSettingZero",
        "InitiativeUnknownSide",
        "FirstGameUnknownSide",
        "BadPlayingTime",
        "BadTimeTrack",
        "BadCarrier",
        "BadCommand",
        "TurnLimitZero",
        "VictoryNeedsTurnLimit",
        "NoVictoryCondition",
        "ControlCharacter",
        "TooLong",
        "TooMany",
    ];

    /// A stable name for the kind of error (used by fixtures and tests).
    pub fn kind(&self) -> &'static str {
        use ScenarioError::*;
        match self {
            Syntax { .. } => "Syntax",
            UnknownField { .. } => "UnknownField",
            Io { .. } => "Io",
            UnsupportedFormat { .. } => "UnsupportedFormat",
            UnknownRuleset { .. } => "UnknownRuleset",
            BadLanguage { .. } => "BadLanguage",
            EmptyName => "EmptyName",
            MapSize { .. } => "MapSize",
            HexOffMap { .. } => "HexOffMap",
            DuplicateHex { .. } => "DuplicateHex",
            BadElevation { .. } => "BadElevation",
            BadSmoke { .. } => "BadSmoke",
            TwoFortifications { .. } => "TwoFortifications",
            PlayOnlyMarker { .. } => "PlayOnlyMarker",
            BadHexsideDirection { .. } => "BadHexsideDirection",
            HexsideOffMap { .. } => "HexsideOffMap",
            DuplicateHexside { .. } => "DuplicateHexside",
            SideCount { .. } => "SideCount",
            DuplicateSide { .. } => "DuplicateSide",
            BadColour { .. } => "BadColour",
            HandSizeZero { .. } => "HandSizeZero",
            TargetZero { .. } => "TargetZero",
            MissingTarget { .. } => "MissingTarget",
            DuplicateUnit { .. } => "DuplicateUnit",
            UnitUnknownSide { .. } => "UnitUnknownSide",
            UnknownUnitType { .. } => "UnknownUnitType",
            UnitOffMap { .. } => "UnitOffMap",
            BadStrength { .. } => "BadStrength",
            UnitOnImpassable { .. } => "UnitOnImpassable",
            UnitInBlaze { .. } => "UnitInBlaze",
            BadFacing { .. } => "BadFacing",
            MissingFacing { .. } => "MissingFacing",
            Overstacked { .. } => "Overstacked",
            LeaderNotFound { .. } => "LeaderNotFound",
            NotALeader { .. } => "NotALeader",
            LeaderElsewhere { .. } => "LeaderElsewhere",
            LeaderWrongSide { .. } => "LeaderWrongSide",
            LeaderAttachedTwice { .. } => "LeaderAttachedTwice",
            LeaderOnLeader { .. } => "LeaderOnLeader",
            DuplicateObjective { .. } => "DuplicateObjective",
            ObjectiveOffMap { .. } => "ObjectiveOffMap",
            SecretWithoutOwner { .. } => "SecretWithoutOwner",
            ObjectiveUnknownSide { .. } => "ObjectiveUnknownSide",
            ObjectiveWorthless { .. } => "ObjectiveWorthless",
            ZoneUnknownSide { .. } => "ZoneUnknownSide",
            ZoneOffMap { .. } => "ZoneOffMap",
            NoZone { .. } => "NoZone",
            BadSections { .. } => "BadSections",
            SettingNotUsed { .. } => "SettingNotUsed",
            UnknownArmy { .. } => "UnknownArmy",
            UnknownPosture { .. } => "UnknownPosture",
            SideSettingZero { .. } => "SideSettingZero",
            InitiativeUnknownSide { .. } => "InitiativeUnknownSide",
            FirstGameUnknownSide { .. } => "FirstGameUnknownSide",
            BadPlayingTime { .. } => "BadPlayingTime",
            BadTimeTrack { .. } => "BadTimeTrack",
            BadCarrier { .. } => "BadCarrier",
            BadCommand { .. } => "BadCommand",
            TurnLimitZero => "TurnLimitZero",
            VictoryNeedsTurnLimit => "VictoryNeedsTurnLimit",
            NoVictoryCondition => "NoVictoryCondition",
            ControlCharacter { .. } => "ControlCharacter",
            TooLong { .. } => "TooLong",
            TooMany { .. } => "TooMany",
        }
    }
}

/// Every problem found in one scenario.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{} problem(s) in scenario", .0.len())]
pub struct ScenarioErrors(pub Vec<ScenarioError>);
