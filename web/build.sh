#!/usr/bin/env bash
# Builds the browser page into target/web/: index.html, macroquad's loader and plot4.wasm.
# Serve it with `python3 -m http.server -d target/web 8000` and open http://localhost:8000/.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --target wasm32-unknown-unknown --bin plot4
loader=$(cargo metadata --format-version 1 | python3 -c '
import json, os, sys
meta = json.load(sys.stdin)
macroquad = next(p for p in meta["packages"] if p["name"] == "macroquad")
print(os.path.join(os.path.dirname(macroquad["manifest_path"]), "js", "mq_js_bundle.js"))')
mkdir -p target/web
cp web/index.html web/plot4_page.js target/web/
cp "$loader" target/web/mq_js_bundle.js
cp target/wasm32-unknown-unknown/release/plot4.wasm target/web/plot4.wasm
du -ch target/web/* | tail -1 | sed 's/\s*total$/ in target\/web/'
