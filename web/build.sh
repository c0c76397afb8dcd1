#!/usr/bin/env bash
# Builds the browser version into web/dist (a folder any static server can serve).
#   web/build.sh          release: size-tuned profile `web` (opt-level z, fat LTO, one codegen unit) + wasm-opt -Oz
#   web/build.sh ci       the faster `web-ci` profile, no wasm-opt (what the test command builds)
# Installs what is missing: the wasm32 target, wasm-bindgen-cli at exactly the version in Cargo.lock, npm's binaryen.
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-release}"
case "$mode" in
  release) profile=web ;;
  ci) profile=web-ci ;;
  *) echo "usage: web/build.sh [release|ci]" >&2; exit 2 ;;
esac
if [ -f "$HOME/.cargo/env" ]; then . "$HOME/.cargo/env"; fi
if ! rustup target list --installed 2>/dev/null | grep -q '^wasm32-unknown-unknown$'; then
  rustup target add wasm32-unknown-unknown
fi
want="$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"/\1/p')"
have="$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)"
if [ "$have" != "$want" ]; then
  echo "== installing wasm-bindgen-cli $want (Cargo.lock's wasm-bindgen)"
  # Only the `wasm-bindgen` program, without TLS (that is for its test runner's downloads): fewer crates to build on
  # a clean machine (1 min 40 s on 2 cores). Not --locked: its own lock file names a webpki-roots the registry no
  # longer has.
  cargo install wasm-bindgen-cli --version "$want" --no-default-features --bin wasm-bindgen
fi
if [ ! -x web/node_modules/.bin/wasm-opt ] || [ ! -d web/node_modules/playwright-core ]; then
  (cd web && npm install --no-audit --no-fund)
fi
echo "== cargo build ($profile, wasm32-unknown-unknown)"
cargo build --locked --profile "$profile" --target wasm32-unknown-unknown --bin hexmarshal
rm -rf web/dist
mkdir -p web/dist
wasm-bindgen --target web --no-typescript --out-dir web/dist "target/wasm32-unknown-unknown/$profile/hexmarshal.wasm"
if [ "$mode" = release ]; then
  echo "== wasm-opt -Oz"
  web/node_modules/.bin/wasm-opt -Oz --strip-debug \
    --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-reference-types \
    --enable-multivalue --enable-mutable-globals --enable-simd \
    -o web/dist/hexmarshal_bg.opt.wasm web/dist/hexmarshal_bg.wasm
  mv web/dist/hexmarshal_bg.opt.wasm web/dist/hexmarshal_bg.wasm
fi
cp web/index.html web/dist/
raw=$(stat -c %s web/dist/hexmarshal_bg.wasm)
# Sizes in MiB and, in brackets, decimal MB.
mb() { awk "BEGIN{printf \"%.1f MiB (%.2f MB)\", $1/1048576, $1/1000000}"; }
if [ "$mode" = release ]; then
  # Precompressed copies for servers that serve them (Content-Encoding: gzip or br).
  gzip -9 -k -f web/dist/hexmarshal_bg.wasm
  node -e 'const z=require("zlib"),fs=require("fs");const f=process.argv[1];fs.writeFileSync(f+".br",z.brotliCompressSync(fs.readFileSync(f),{params:{[z.constants.BROTLI_PARAM_QUALITY]:11,[z.constants.BROTLI_PARAM_SIZE_HINT]:fs.statSync(f).size}}))' web/dist/hexmarshal_bg.wasm
  gz=$(stat -c %s web/dist/hexmarshal_bg.wasm.gz)
  br=$(stat -c %s web/dist/hexmarshal_bg.wasm.br)
  echo "== web/dist ready ($mode): hexmarshal_bg.wasm $(mb "$raw") raw, $(mb "$gz") gzip, $(mb "$br") brotli"
else
  gz=$(gzip -9 -c web/dist/hexmarshal_bg.wasm | wc -c)
  echo "== web/dist ready ($mode): hexmarshal_bg.wasm $(mb "$raw") raw, $(mb "$gz") gzip"
fi
echo "   serve it with e.g.: python3 -m http.server -d web/dist 8080   then open http://localhost:8080/"
