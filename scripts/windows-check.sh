#!/usr/bin/env bash
# Builds the Windows client (x86_64-pc-windows-gnu, with Debian's mingw-w64) and runs its command line under Wine:
# `check` on every bundled scenario, every rules script of tests/scripts/ (its JSON lines must equal the Linux
# build's, byte for byte), and `replay --verify` of a game of each ruleset played by the Linux build (every state
# hash must match). It installs what is missing (mingw-w64, Wine, the target's standard library).
#   scripts/windows-check.sh
# Not part of ./test.sh, which only type-checks the Windows and macOS targets: a clean build for Windows costs about
# ten minutes of a 2-core machine (see docs/platforms.md).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -f "$HOME/.cargo/env" ]; then . "$HOME/.cargo/env"; fi
target=x86_64-pc-windows-gnu
need_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "windows-check: need root (or sudo) to run: $*" >&2; exit 1; fi
}
missing=()
command -v x86_64-w64-mingw32-gcc >/dev/null || missing+=(gcc-mingw-w64-x86-64-posix)
command -v wine >/dev/null || missing+=(wine64)
if [ ${#missing[@]} -gt 0 ]; then
  need_root apt-get update -qq
  need_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
rustup target list --installed | grep -qx "$target" || rustup target add "$target"

cargo build --locked -p hexmarshal --bins
cargo build --locked --target "$target" -p hexmarshal --bins
exe="target/$target/debug/hexmarshal.exe"

# Rust's standard library asks Windows for random bytes through bcryptprimitives.dll (ProcessPrng), which Wine
# before 9.0 lacks. Beside the program goes a stand-in that answers from RtlGenRandom, as Windows itself does; a
# real Windows never loads it, having its own.
shim="$(mktemp -d)"
cat > "$shim/bcp.c" <<'C'
#include <windows.h>
#define SystemFunction036 NTAPI SystemFunction036
#include <ntsecapi.h>
#undef SystemFunction036
BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len) {
    while (len > 0) {
        ULONG n = len > 0x40000000 ? 0x40000000 : (ULONG)len;
        if (!RtlGenRandom(data, n)) return FALSE;
        data += n;
        len -= n;
    }
    return TRUE;
}
C
printf 'LIBRARY bcryptprimitives\nEXPORTS\n    ProcessPrng\n' > "$shim/bcp.def"
x86_64-w64-mingw32-gcc -O2 -shared -o "$(dirname "$exe")/bcryptprimitives.dll" "$shim/bcp.c" "$shim/bcp.def" -ladvapi32

export WINEDEBUG=-all WINEPREFIX="${WINEPREFIX:-$(mktemp -d)}"
win() { wine "$exe" "$@" 2>&1 | tr -d '\r'; return "${PIPESTATUS[0]}"; }

echo "== check, every bundled scenario"
win check scenarios/*.ron

echo "== every rules script, against the Linux build's output"
n=0
for f in tests/scripts/*.ron; do
  linux="$(./target/debug/hexmarshal script "$f" 2>&1)" || { echo "$f fails on Linux" >&2; exit 1; }
  windows="$(win script "$f")" || { echo "$f fails on Windows:" >&2; echo "$windows" | tail -3 >&2; exit 1; }
  if [ "$linux" != "$windows" ]; then echo "$f: the Windows build's steps differ from the Linux build's" >&2; exit 1; fi
  n=$((n + 1))
done
echo "$n scripts: the same steps, checks and events on both"

echo "== a game of each ruleset played on Linux, replayed on Windows"
games="$(mktemp -d)"
for f in hastings_1066 mortain_1944 the_ford_1811 cropredy_bridge_1644 hollow_tor; do
  ./target/debug/hexmarshal simulate "scenarios/$f.ron" --games 1 --seed 7 --save-last "$games/$f.save.ron" >/dev/null
  win replay "Z:${games//\//\\}\\$f.save.ron" --verify | tail -n1
done
echo "== the Windows build agrees with the Linux build"
