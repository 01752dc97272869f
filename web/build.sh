#!/usr/bin/env bash
# Builds the browser page into target/web/: index.html, the loader, plot4.wasm, the page's own
# scripts, the app's manifest and icons, and a gzip and a brotli copy of each file that
# compresses, for servers that send those as they are (see README, "In a browser").
# Serve it with `python3 -m http.server -d target/web 8000` and open http://localhost:8000/.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --target wasm32-unknown-unknown --bin plot4
out=target/web
rm -rf "$out"
mkdir -p "$out/icons"

# The loader: miniquad's gl.js and quad-snd's audio.js, the two the module imports from, from
# the crates' own sources at the versions Cargo.lock holds. macroquad's ready-made bundle is
# not used: it also carries a network plugin that throws on load and a plugin nothing uses.
crate_file() {
  cargo metadata --format-version 1 | python3 -c '
import json, os, sys
name, file = sys.argv[1], sys.argv[2]
meta = json.load(sys.stdin)
package = next(p for p in meta["packages"] if p["name"] == name)
print(os.path.join(os.path.dirname(package["manifest_path"]), file))' "$1" "$2"
}
{
  echo "// The page's loader, put together by web/build.sh: miniquad's js/gl.js, then quad-snd's"
  echo "// js/audio.js in a function of its own (it registers the sound plugin)."
  cat "$(crate_file miniquad js/gl.js)"
  echo "(function () {"
  cat "$(crate_file quad-snd js/audio.js)"
  echo "})();"
} >"$out/loader.js"

cp web/index.html web/plot4_page.js web/plot4_access.js web/app.js web/engine.js web/engine_worker.js web/plot4_online.js \
  web/manifest.webmanifest "$out/"
built=$(cargo metadata --format-version 1 --no-deps |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')
cp "$built/wasm32-unknown-unknown/release/plot4.wasm" "$out/plot4.wasm"
cp packaging/icons/io.github.plot4.Plot4.svg "$out/icons/plot4.svg"
for size in 256 512; do
  cp "packaging/icons/${size}x${size}/io.github.plot4.Plot4.png" "$out/icons/plot4-$size.png"
done

# The service worker keeps this build's files (every file above, and the page's address); its
# name for them is their fingerprint, so a new build is fetched whole and the old one dropped.
files=$(cd "$out" && find . -type f | sed 's|^\./||' | LC_ALL=C sort)
build=$(cd "$out" && echo "$files" | xargs sha256sum | sha256sum | cut -c1-16)
list=$(echo "$files" | sed 's/.*/"&"/' | paste -sd, -)
sed -e "s/@BUILD@/$build/" -e "s|\"@FILES@\"|\"./\", $list|" web/sw.js >"$out/sw.js"

# What crosses the wire: each file that compresses, also as .gz and .br beside it.
for file in "$out"/*.html "$out"/*.js "$out"/*.wasm "$out"/*.webmanifest "$out"/icons/*.svg; do
  gzip -9 -n -k -f "$file"
  if command -v brotli >/dev/null; then
    brotli -q 11 -k -f "$file"
  fi
done
command -v brotli >/dev/null ||
  echo "web/build.sh: brotli is not installed (Debian: apt-get install brotli); only .gz copies were written"
du -ch "$out"/plot4.wasm "$out"/*.js "$out"/*.html | tail -1 | sed 's/\s*total$/ uncompressed/'
du -ch "$out"/plot4.wasm.gz "$out"/*.js.gz "$out"/*.html.gz | tail -1 | sed 's/\s*total$/ with gzip/'
