#!/usr/bin/env bash
# Installs what is missing, builds the match server (release; the rules alone, no window) and starts it on the
# embedded default: an SQLite file in your data folder, listening on 127.0.0.1:8080 (and serving web/dist when built).
# Extra arguments go to `hexmarshal-server serve`, e.g. `./serve.sh --addr 0.0.0.0:8080 --db postgres://me@host/db`.
set -euo pipefail
cd "$(dirname "$0")"
if ! command -v cargo >/dev/null && [ -f "$HOME/.cargo/env" ]; then . "$HOME/.cargo/env"; fi
command -v cargo >/dev/null || ./scripts/setup.sh play
if [ -f "$HOME/.cargo/env" ]; then . "$HOME/.cargo/env"; fi
cargo build --release --locked -p hexmarshal-server
# A browser build made with web/build.sh is served too, so that a seat's link opens the game from this server.
web=()
if [ -f web/dist/index.html ] && [[ " $* " != *" --web "* ]]; then web=(--web web/dist); fi
exec ./target/release/hexmarshal-server serve "${web[@]}" "$@"
