#!/usr/bin/env bash
# Installs what is missing, builds Hexmarshal (release) and opens the game on the bundled default scenario.
# Extra arguments go to the game, e.g. `./play.sh play scenarios/hastings_1066.ron`.
set -euo pipefail
cd "$(dirname "$0")"
./scripts/setup.sh play
if [ -f "$HOME/.cargo/env" ]; then . "$HOME/.cargo/env"; fi
cargo build --release --locked
# With no arguments, start a game of the default scenario at once (the title screen is under "Menu").
if [ $# -eq 0 ]; then set -- play; fi
exec ./target/release/hexmarshal "$@"
