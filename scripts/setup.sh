#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks to build, run and test Hexmarshal. Safe to run again: it skips what is there.
#   scripts/setup.sh         everything: the game, the tests, the browser build and its test
#   scripts/setup.sh play    only what building and playing the desktop game needs (what ./play.sh asks for): no Xvfb,
#                            Node, npm or Chromium, which are for the tests and the browser build
set -euo pipefail
mode="${1:-all}"
case "$mode" in
  all|play) ;;
  *) echo "usage: scripts/setup.sh [play]" >&2; exit 2 ;;
esac

need_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "setup: need root (or sudo) to run: $*" >&2; exit 1; fi
}

# Debian packages: build tools, Wayland/X11 client libraries for the window, software Vulkan for machines
# without a GPU driver; and Xvfb for the real-window tests.
PKGS=(gcc pkg-config libwayland-dev libxkbcommon-x11-0 libx11-6 libxcursor1 libxrandr2 libxi6
      libvulkan1 mesa-vulkan-drivers)
if [ "$mode" = all ]; then PKGS+=(xvfb xauth); fi
# The match server's tests run against PostgreSQL too (scripts/postgres.sh makes the database).
if [ "$mode" = all ]; then PKGS+=(postgresql); fi
# The Windows check builds mimalloc's C with mingw-w64's cross compiler.
if [ "$mode" = all ]; then PKGS+=(gcc-mingw-w64-x86-64-posix); fi
# The browser build and its test: Node and npm for wasm-opt (binaryen) and playwright-core, Chromium to run the
# page. Checked by command, since Node may come from elsewhere than Debian.
if [ "$mode" = all ] && [ "${HEXMARSHAL_NO_WEB:-}" != 1 ]; then
  command -v node >/dev/null || PKGS+=(nodejs)
  command -v npm >/dev/null || PKGS+=(npm)
  command -v chromium >/dev/null || PKGS+=(chromium)
fi
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  need_root apt-get update -qq
  need_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# Rust: the pinned toolchain (rust-version in Cargo.toml).
if [ -f "$HOME/.cargo/env" ]; then . "$HOME/.cargo/env"; fi
if ! command -v cargo >/dev/null; then
  if ! command -v rustup >/dev/null; then
    need_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq rustup >/dev/null || {
      echo "setup: no cargo and no rustup package; install Rust 1.95 (rustup) and run again" >&2; exit 1; }
  fi
  rustup toolchain install 1.95 --profile minimal && rustup default 1.95
fi
if [ "$mode" = all ] && ! cargo fmt --version >/dev/null 2>&1 && command -v rustup >/dev/null; then
  rustup component add rustfmt
fi
if [ "$mode" = all ] && ! cargo clippy --version >/dev/null 2>&1 && command -v rustup >/dev/null; then
  rustup component add clippy
fi
ver=$(rustc --version | awk '{print $2}')
if [ "$(printf '%s\n1.95.0\n' "$ver" | sort -V | head -n1)" != "1.95.0" ]; then
  echo "setup: rustc $ver is older than 1.95; run 'rustup update' and try again" >&2; exit 1
fi

# The targets the test command checks the client for besides this one: Windows (mingw) and macOS (Apple silicon).
if [ "$mode" = all ] && command -v rustup >/dev/null; then
  for t in x86_64-pc-windows-gnu aarch64-apple-darwin; do
    if ! rustup target list --installed 2>/dev/null | grep -qx "$t"; then
      rustup target add "$t" || echo "setup: could not install the Rust standard library for $t" >&2
    fi
  done
fi
