#!/usr/bin/env bash
# Builds the release archives into dist/:
#   hexmarshal-VERSION-linux-x86_64.tar.gz   the desktop client and the match server, the bundled scenarios, the
#                                            desktop entry and icon, licence notes and a README
#   hexmarshal-VERSION-web/                  the browser build (web/build.sh release), with the same notes
#   hexmarshal-VERSION-windows-x86_64.zip    the Windows client and server, where this machine has the Rust
#                                            standard library for x86_64-pc-windows-gnu and mingw-w64; where it
#                                            has not, the script says why and builds the others
#   scripts/package.sh [--profile PROFILE] [--web-mode release|ci]
# PROFILE defaults to release; `--profile dev --web-mode ci` packages quickly, to check the script itself.
set -euo pipefail
cd "$(dirname "$0")/.."
profile=release
web_mode=release
while [ $# -gt 0 ]; do
  case "$1" in
    --profile) profile="$2"; shift 2 ;;
    --web-mode) web_mode="$2"; shift 2 ;;
    *) echo "usage: scripts/package.sh [--profile PROFILE] [--web-mode release|ci]" >&2; exit 2 ;;
  esac
done
if [ -f "$HOME/.cargo/env" ]; then . "$HOME/.cargo/env"; fi
version="$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n1)"
out="dist"
mkdir -p "$out"
# The cargo profile `dev` builds into target/debug.
dir_of() { if [ "$1" = dev ]; then echo debug; else echo "$1"; fi; }

# What every archive carries beside the programs.
notes() {
  local to="$1"
  mkdir -p "$to/scenarios" "$to/licences"
  cp scenarios/*.ron "$to/scenarios/"
  cp assets/ATTRIBUTION.md assets/fonts/OFL.txt assets/fonts/UFL.txt assets/fonts/Hack-Regular.txt \
     assets/fonts/emoji-icon-font-mit-license.txt "$to/licences/"
  cat > "$to/README.txt" <<TXT
Hexmarshal $version: hex wargames with the rules enforced.

Five rule systems on one engine, hot-seat on one screen, against the computer or at a distance through a match
server, and a scenario editor. The scenarios in scenarios/ are bundled in the program too.

  hexmarshal                 the title screen (new game, load, online, editor, settings)
  hexmarshal play FILE       a scenario or a save at once
  hexmarshal edit FILE       the scenario editor
  hexmarshal check FILE...   validate scenarios and saves
  hexmarshal-server serve    a match server on SQLite (--addr, --db)

Licence: MIT or Apache-2.0. The fonts and icons keep their own licences: see licences/ATTRIBUTION.md.
TXT
}

echo "== Linux x86_64 ($profile)"
cargo build --locked --profile "$profile" -p hexmarshal -p hexmarshal-server --bins
stage="$out/hexmarshal-$version-linux-x86_64"
rm -rf "$stage"
mkdir -p "$stage"
cp "target/$(dir_of "$profile")/hexmarshal" "target/$(dir_of "$profile")/hexmarshal-server" "$stage/"
notes "$stage"
cp packaging/hexmarshal.desktop packaging/README.md "$stage/"
cp assets/icon.png "$stage/hexmarshal.png"
tar -C "$out" -czf "$stage.tar.gz" "$(basename "$stage")"
rm -rf "$stage"
echo "   $stage.tar.gz"

echo "== the browser build ($web_mode)"
(unset RUSTC_WORKSPACE_WRAPPER CLIPPY_ARGS; ./web/build.sh "$web_mode")
web="$out/hexmarshal-$version-web"
rm -rf "$web"
cp -r web/dist "$web"
notes "$web"
echo "   $web/"

echo "== Windows x86_64"
target=x86_64-pc-windows-gnu
if ! rustup target list --installed 2>/dev/null | grep -qx "$target"; then
  echo "   not built: the Rust standard library for $target is not installed (rustup target add $target), and" >&2
  echo "   Debian's libstd-rust-dev-windows is for Debian's own older rustc, which cannot link with this one" >&2
elif ! command -v x86_64-w64-mingw32-gcc >/dev/null; then
  echo "   not built: mingw-w64 is missing (Debian's gcc-mingw-w64-x86-64)" >&2
else
  cargo build --locked --profile "$profile" --target "$target" -p hexmarshal -p hexmarshal-server --bins
  win="$out/hexmarshal-$version-windows-x86_64"
  rm -rf "$win"
  mkdir -p "$win"
  cp "target/$target/$(dir_of "$profile")/hexmarshal.exe" "target/$target/$(dir_of "$profile")/hexmarshal-server.exe" "$win/"
  notes "$win"
  (cd "$out" && rm -f "$(basename "$win").zip" && python3 -m zipfile -c "$(basename "$win").zip" "$(basename "$win")")
  rm -rf "$win"
  echo "   $win.zip"
fi
echo "== dist/ ready"
ls -la "$out"
