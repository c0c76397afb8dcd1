#!/usr/bin/env bash
# Installs what is missing, then runs the whole test suite: unit, integration and property tests, the CLI on every
# scenario, a self-play run, the match server on SQLite and PostgreSQL, and a real window under Xvfb whose screenshot
# is checked (saved in target/screenshots/).
set -euo pipefail
cd "$(dirname "$0")"
# Each stage's wall time, printed at the end (the CI budget is 45 minutes on a clean clone of a 2-core machine).
stages=()
stage_name=""
stage_start=$SECONDS
stage() {
  if [ -n "$stage_name" ]; then stages+=("$(printf '%5ds  %s' $((SECONDS - stage_start)) "$stage_name")"); fi
  stage_name="$1"
  stage_start=$SECONDS
  if [ -n "$1" ]; then echo "== $1"; fi
}
# A clean clone (CI) has no target/: incremental compilation only writes caches that no later build of that run
# reads, so it is turned off there; a warm tree keeps it, so nothing already built is rebuilt.
if [ ! -d target ]; then export CARGO_INCREMENTAL=0; fi
stage "setup (installs what is missing)"
./scripts/setup.sh
if [ -f "$HOME/.cargo/env" ]; then . "$HOME/.cargo/env"; fi

stage "format"
cargo fmt --all -- --check

# Clippy's lints run inside the build itself, warnings denied: clippy-driver compiles our own crates in place of
# rustc (as `cargo clippy` has it do for a check), so the dependencies are compiled once, not once more in check
# mode (that second pass cost a clean clone over ten minutes). Cargo.toml's [lints] and clippy.toml say what is off
# and why. The same setting stays for every cargo command below that builds native code, so nothing is rebuilt.
# Every package of Cargo.lock, for every target: the layout test's `cargo tree --offline --target all` reads them.
stage "fetch the locked dependencies"
cargo fetch --locked

stage "build, with clippy's lints (warnings denied)"
clippy_driver="$(command -v clippy-driver)" || { echo "clippy-driver is missing: rustup component add clippy" >&2; exit 1; }
export RUSTC_WORKSPACE_WRAPPER="$clippy_driver"
export CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"
cargo build --locked --workspace --all-targets

# Windows and macOS: the client (and on Windows the match server) type-check for those targets, so code gated to
# one platform is checked where it builds. Linking and running them needs their toolchains: scripts/package.sh
# builds the Windows archive with mingw-w64 (see docs/platforms.md).
stage "Windows and macOS: the client checks for x86_64-pc-windows-gnu and aarch64-apple-darwin"
for t in x86_64-pc-windows-gnu aarch64-apple-darwin; do
  if ! rustup target list --installed 2>/dev/null | grep -qx "$t"; then
    echo "the Rust standard library for $t is missing (scripts/setup.sh installs it: rustup target add $t)" >&2
    exit 1
  fi
done
cargo check --locked --target x86_64-pc-windows-gnu -p hexmarshal -p hexmarshal-server --bins
cargo check --locked --target aarch64-apple-darwin -p hexmarshal --bins

stage "PostgreSQL on loopback for the match server's tests (installed and started where missing)"
HEXMARSHAL_TEST_PG="$(./scripts/postgres.sh | tail -n1)"
export HEXMARSHAL_TEST_PG

stage "unit, integration and property tests (the match server's on SQLite and PostgreSQL)"
cargo test --locked --workspace --all-targets

stage "scenarios"
./target/debug/hexmarshal check scenarios/*.ron

stage "self-play: every game must end with no invariant broken (each ruleset's own count of games per scenario)"
# Two threads: the games and the digest are the same as on one (each thread plays every other game).
for f in scenarios/*.ron; do
  ./target/debug/hexmarshal simulate "$f" --seed 1 --threads 2
done

stage "the match server's bounded load run on 127.0.0.1: 200 matches, 400 seats, SQLite then PostgreSQL"
./target/debug/hexmarshal-server load --matches 200 --orders 10
./target/debug/hexmarshal-server load --matches 200 --orders 10 --db "$HEXMARSHAL_TEST_PG"

stage "real window under Xvfb (software Vulkan)"
mkdir -p target/screenshots
rm -f target/screenshots/default.png
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
xvfb-run -a -s "-screen 0 1280x800x24" ./target/debug/hexmarshal --screenshot target/screenshots/default.png
stage "scripted game in the real window: title, new game, curtain, a card, a move, an attack, Russian"
rm -rf target/screenshots/demo
HEXMARSHAL_FIXED_SEED=1 HEXMARSHAL_DATA="$(mktemp -d)" xvfb-run -a -s "-screen 0 1440x900x24" ./target/debug/hexmarshal --demo target/screenshots/demo
stage "an idle window draws next to nothing (title screen and table, 3 s each)"
for args in "" "play"; do
  line=$(HEXMARSHAL_DATA="$(mktemp -d)" xvfb-run -a -s "-screen 0 1440x900x24" ./target/debug/hexmarshal $args --idle-frames 3 | grep '^idle frames:')
  echo "${args:-title}: $line"
  frames=$(echo "$line" | awk '{print $3}')
  if [ -z "$frames" ] || [ "$frames" -gt 5 ]; then echo "an idle window drew ${frames:-?} frames in 3 s (bound: 5)" >&2; exit 1; fi
done
stage "against the computer: the real window (desktop and phone, the computer moving first) and a short arena"
rm -f target/screenshots/computer.png target/screenshots/computer_phone.png
for size in 1440x900 390x844; do
  shot=target/screenshots/computer.png
  if [ "$size" = 390x844 ]; then shot=target/screenshots/computer_phone.png; fi
  HEXMARSHAL_FIXED_SEED=1 HEXMARSHAL_DATA="$(mktemp -d)" xvfb-run -a -s "-screen 0 1440x900x24" ./target/debug/hexmarshal play \
    --computer ai:easy --computer-side 0 --size "$size" --screenshot "$shot" --screenshot-frame 150
  test -s "$shot"
done
./target/debug/hexmarshal arena scenarios/hastings_1066.ron --a ai:easy --b random --games 2 --seed 1
stage "watching a game again in the real window: a finished game laid open (desktop), one side's view (phone)"
rm -f target/screenshots/replay.png target/screenshots/replay_phone.png
watched="$(mktemp -d)/watched.save.ron"
./target/debug/hexmarshal simulate scenarios/the_ford_1811.ron --games 1 --seed 3 --save-last "$watched"
./target/debug/hexmarshal replay "$watched" --verify
HEXMARSHAL_DATA="$(mktemp -d)" xvfb-run -a -s "-screen 0 1440x900x24" ./target/debug/hexmarshal watch "$watched" \
  --at 60 --open --size 1440x900 --screenshot target/screenshots/replay.png --screenshot-frame 60
HEXMARSHAL_DATA="$(mktemp -d)" xvfb-run -a -s "-screen 0 1440x900x24" ./target/debug/hexmarshal watch "$watched" \
  --at 60 --side 1 --size 390x844 --screenshot target/screenshots/replay_phone.png --screenshot-frame 60
test -s target/screenshots/replay.png && test -s target/screenshots/replay_phone.png
stage "the browser build (web-ci profile)"
# The lints ran on these sources above; the wasm build compiles them with plain rustc.
(unset RUSTC_WORKSPACE_WRAPPER CLIPPY_ARGS; ./web/build.sh ci)
stage "the browser test in headless Chromium"
node web/test.mjs
stage "screenshot checks (window and browser)"
cargo test --locked --test window -- --ignored --nocapture
stage ""
echo "== time per stage"
printf '%s\n' "${stages[@]}"
echo "== total: $((SECONDS / 60)) min $((SECONDS % 60)) s"
echo "== all tests passed"
