#!/usr/bin/env bash
# Installs what is missing, then runs the whole test suite: unit, integration and property tests, the CLI on every
# scenario, a self-play run, and a real window under Xvfb whose screenshot is checked (saved in target/screenshots/).
set -euo pipefail
cd "$(dirname "$0")"
./scripts/setup.sh
if [ -f "$HOME/.cargo/env" ]; then . "$HOME/.cargo/env"; fi

echo "== format"
cargo fmt --all -- --check

echo "== build"
cargo build --locked --all-targets

echo "== unit, integration and property tests"
cargo test --locked --all-targets

echo "== scenarios"
./target/debug/hexmarshal check scenarios/*.ron

echo "== self-play: every game must end with no invariant broken (1000 games per Medieval, Sharp Practice, Musket & Pike and 9th Age scenario)"
for f in scenarios/*.ron; do
  if grep -qE 'ruleset: "(medieval|sharp_practice|musket_pike|ninth_age)"' "$f"; then games=1000; else games=200; fi
  ./target/debug/hexmarshal simulate "$f" --games "$games" --seed 1
done

echo "== real window under Xvfb (software Vulkan)"
mkdir -p target/screenshots
rm -f target/screenshots/default.png
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
xvfb-run -a -s "-screen 0 1280x800x24" ./target/debug/hexmarshal --screenshot target/screenshots/default.png
echo "== scripted game in the real window: title, new game, curtain, a card, a move, an attack, Russian"
rm -rf target/screenshots/demo
HEXMARSHAL_FIXED_SEED=1 HEXMARSHAL_DATA="$(mktemp -d)" xvfb-run -a -s "-screen 0 1440x900x24" ./target/debug/hexmarshal --demo target/screenshots/demo
echo "== the browser build (web-ci profile) and the test in headless Chromium"
./web/build.sh ci
node web/test.mjs
cargo test --locked --test window -- --ignored --nocapture
echo "== all tests passed"
