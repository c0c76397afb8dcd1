//! `hexmarshal script`: plays a scripted situation (a scenario, dice fixed by the script, orders by side, checks) and reports one JSON line per step, so a rules question can be checked without writing Rust. The format is in `docs/scripts.md`.

use crate::rules::engine::describe;
use crate::rules::registry::Order;
use crate::scenario::{self, Scenario, ScenarioFile};
use crate::session::Session;
use serde::{Deserialize, Serialize};
use serde_json::json;
use std::path::Path;

/// A script file.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Script {
    /// What the script checks, in words (printed with the result).
    #[serde(default)]
    pub title: String,
    pub scenario: ScriptScenario,
    /// The game's seed (every die not fixed by the script comes from it).
    #[serde(default)]
    pub seed: u64,
    /// Values the setup draws first (a secret roll, the swaps of a shuffle), as `Dice` below.
    #[serde(default)]
    pub setup_dice: Vec<u32>,
    pub steps: Vec<Step>,
}

/// The scenario a script plays.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub enum ScriptScenario {
    /// A scenario file, relative to the script's folder (or a bundled scenario's file name).
    Path(String),
    /// The scenario written out in the script.
    Inline(Box<ScenarioFile>),
}

/// One step of a script.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub enum Step {
    /// The next values the game's generator must give, in order: die faces (1..=6 for a d6), or for a shuffle
    /// the index each card swaps with. Scripts only: a normal game cannot do this, and nothing of it is saved.
    Dice(Vec<u32>),
    /// `side` gives `order`; `expect` says what must happen.
    Order {
        side: usize,
        order: Order,
        #[serde(default)]
        expect: Expect,
    },
    /// Print the legal orders of `side`; `has` must all be among them and `lacks` none.
    Legal {
        side: usize,
        #[serde(default)]
        has: Vec<Order>,
        #[serde(default)]
        lacks: Vec<Order>,
    },
    /// Look at what `side` may know (its view, in the engine's words): `shows` must all appear in it and
    /// `hides` none (a hidden unit's id, a card held by the other side...).
    View {
        side: usize,
        #[serde(default)]
        shows: Vec<String>,
        #[serde(default)]
        hides: Vec<String>,
    },
}

/// What an order must do.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub enum Expect {
    /// Anything: the result is only reported.
    #[default]
    Any,
    /// Accepted; each text must appear in one of its events (in words, as `describe` writes them).
    Accepted(Vec<String>),
    /// Refused, with a reason that contains this text.
    Refused(String),
}

/// The result of a script: the JSON lines and whether every expectation held.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScriptRun {
    pub lines: Vec<String>,
    pub failures: Vec<String>,
    pub hash: u64,
}

/// Parse a script; `file` names it in errors (`FILE:LINE:COL: message`).
pub fn parse(text: &str, file: &str) -> Result<Script, String> {
    ron::Options::default()
        .from_str(text)
        .map_err(|e: ron::error::SpannedError| format!("{file}:{}:{}: {}", e.span.start.line, e.span.start.col, e.code))
}

/// Load the scenario a script names.
fn load_scenario(script: &Script, dir: &Path) -> Result<Scenario, String> {
    match &script.scenario {
        ScriptScenario::Inline(file) => file
            .validate()
            .map_err(|e| e.0.iter().map(|x| format!("inline scenario: {x}")).collect::<Vec<_>>().join("\n")),
        ScriptScenario::Path(p) => {
            let path = dir.join(p);
            if !path.exists()
                && let Some(text) = scenario::bundled(p)
            {
                return scenario::load_str(text, p).map_err(|r| r.lines().join("\n"));
            }
            scenario::load_file(&path).map_err(|r| r.lines().join("\n"))
        }
    }
}

/// An order as a script (or a save) writes it.
fn order_ron(o: &Order) -> String {
    ron::to_string(o).unwrap_or_else(|e| format!("<{e}>"))
}

/// Play a script whose file lies in `dir`.
pub fn run(script: &Script, dir: &Path) -> Result<ScriptRun, String> {
    let sc = load_scenario(script, dir)?;
    let mut s = Session::with_setup_dice(&sc, script.seed, script.setup_dice.clone());
    let mut lines = Vec::new();
    let mut failures = Vec::new();
    for (i, step) in script.steps.iter().enumerate() {
        let mut fail = |why: String, line: &mut serde_json::Value| {
            line["ok"] = json!(false);
            line["why"] = json!(why.clone());
            failures.push(format!("step {i}: {why}"));
        };
        match step {
            Step::Dice(values) => {
                s.force_dice(values.iter().copied());
                lines.push(json!({"step": i, "dice": values}).to_string());
            }
            Step::Order { side, order, expect } => {
                let mut line = json!({"step": i, "side": side, "order": order.to_string()});
                match s.submit(*side, order.clone()) {
                    Ok(outcomes) => {
                        let events: Vec<String> = outcomes.iter().map(describe).collect();
                        line["accepted"] = json!(true);
                        line["events"] = json!(events);
                        match expect {
                            Expect::Refused(want) => {
                                fail(format!("accepted, but the script expects a refusal ({want})"), &mut line)
                            }
                            Expect::Accepted(wants) => {
                                for w in wants {
                                    if !events.iter().any(|e| e.contains(w.as_str())) {
                                        fail(format!("no event says `{w}`"), &mut line);
                                    }
                                }
                            }
                            Expect::Any => {}
                        }
                    }
                    Err(reason) => {
                        let why = reason.to_string();
                        line["accepted"] = json!(false);
                        line["refused"] = json!(why.clone());
                        match expect {
                            Expect::Accepted(_) => fail(format!("refused: {why}"), &mut line),
                            Expect::Refused(want) if !why.contains(want.as_str()) => {
                                fail(format!("refused, but not for `{want}`"), &mut line)
                            }
                            _ => {}
                        }
                    }
                }
                if s.forced_left() > 0 && matches!(expect, Expect::Accepted(_)) {
                    // Fixed values are meant for the order they precede.
                    fail(format!("{} fixed dice were not used", s.forced_left()), &mut line);
                }
                lines.push(line.to_string());
            }
            Step::Legal { side, has, lacks } => {
                let legal = s.legal_orders(*side);
                let mut line = json!({
                    "step": i,
                    "side": side,
                    "legal": legal.iter().map(|o| o.to_string()).collect::<Vec<_>>(),
                    "ron": legal.iter().map(order_ron).collect::<Vec<_>>(),
                });
                for o in has {
                    if !legal.contains(o) {
                        fail(format!("`{o}` is not a legal order"), &mut line);
                    }
                }
                for o in lacks {
                    if legal.contains(o) {
                        fail(format!("`{o}` is a legal order"), &mut line);
                    }
                }
                lines.push(line.to_string());
            }
            Step::View { side, shows, hides } => {
                let text = format!("{:?}", s.view(*side));
                let mut line = json!({"step": i, "side": side, "view": "checked"});
                for w in shows {
                    if !text.contains(w.as_str()) {
                        fail(format!("the view of side {side} does not show `{w}`"), &mut line);
                    }
                }
                for w in hides {
                    if text.contains(w.as_str()) {
                        fail(format!("the view of side {side} shows `{w}`"), &mut line);
                    }
                }
                lines.push(line.to_string());
            }
        }
    }
    let hash = s.hash();
    lines.push(json!({"hash": format!("{hash:016x}"), "ok": failures.is_empty()}).to_string());
    Ok(ScriptRun { lines, failures, hash })
}

/// `hexmarshal script FILE`: prints the JSON lines; exit code 1 if the script cannot run or a check fails.
pub fn run_file(path: &Path) -> i32 {
    let file = path.display().to_string();
    let text = match crate::text::read(path) {
        Ok(t) => t,
        Err(e) => {
            crate::say!("{file}: {e}");
            return 1;
        }
    };
    let script = match parse(&text, &file) {
        Ok(s) => s,
        Err(e) => {
            crate::say!("{e}");
            return 1;
        }
    };
    match run(&script, path.parent().unwrap_or(Path::new("."))) {
        Ok(r) => {
            for l in &r.lines {
                crate::say!("{l}");
            }
            for f in &r.failures {
                crate::say_err!("{file}: {f}");
            }
            i32::from(!r.failures.is_empty())
        }
        Err(e) => {
            crate::say!("{file}: {e}");
            1
        }
    }
}
