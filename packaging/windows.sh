#!/usr/bin/env bash
# Builds plot4.exe for 64-bit Windows on Debian, cross-compiled with mingw-w64, and zips it for
# players: target/windows/plot4-VERSION-windows-x86_64.zip holds the program (the opening book,
# the puzzles, the fonts and the six languages are inside it), a README, the licence, the
# fonts' licence and the game's icon.
#
# Needs the Rust target (`rustup target add x86_64-pc-windows-gnu`, done here) and Debian's
# gcc-mingw-w64-x86-64 (its linker and strip). Release builds keep Cargo.toml's profile; CI sets
# its quicker one in the environment, as for the .deb.
set -euo pipefail
cd "$(dirname "$0")/.."
target=x86_64-pc-windows-gnu
if ! command -v x86_64-w64-mingw32-gcc >/dev/null; then
  echo "packaging/windows.sh: needs mingw-w64 (apt-get install gcc-mingw-w64-x86-64)" >&2
  exit 1
fi
rustup target add "$target" >/dev/null 2>&1 || {
  echo "packaging/windows.sh: rustup cannot add the $target target here" >&2
  exit 1
}
cargo build --release --target "$target" --bin plot4

version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
name="plot4-$version-windows-x86_64"
out=target/windows
stage="$out/$name"
rm -rf "$stage" "$out/$name.zip"
mkdir -p "$stage"
# The symbols are for debuggers; a player's copy is smaller without them.
x86_64-w64-mingw32-strip -o "$stage/plot4.exe" "${CARGO_TARGET_DIR:-target}/$target/release/plot4.exe"
cp packaging/icons/256x256/io.github.plot4.Plot4.png "$stage/plot4.png"

# Text files with Windows line ends, so that every editor shows their lines.
crlf() { sed 's/$/\r/' >"$1"; }
crlf "$stage/DejaVu-LICENSE.txt" <assets/DejaVu-LICENSE.txt
crlf "$stage/LICENSE.txt" <<'EOF'
MIT License

Copyright (c) The Plot 4 team

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.

The fonts inside plot4.exe are DejaVu Sans, under their own licence:
see DejaVu-LICENSE.txt.
EOF
crlf "$stage/README.txt" <<EOF
Plot 4 $version for Windows (64-bit)
====================================

Connect Four with a perfect engine: play against a friend or the computer at
eight levels, from random moves to perfect play, with hints, a coach, puzzles
and a review of finished games.

Playing
-------
Unzip the folder anywhere and double-click plot4.exe: the game window opens.
Nothing is installed; to remove Plot 4, delete the folder (and, to forget your
games and settings too, the data folder below).

plot4.exe is also a command line. In a Command Prompt or PowerShell window, in
this folder:

    .\plot4 --help                       every command
    .\plot4 analyze 4453                 the exact score of each column
    .\plot4 play --red human --yellow low

"plot4 play" with a person on one side is a text game that reads well with a
screen reader: each move is one line, you type a column number to play, and
the commands board, column N, row N, threats, hint, undo and help read the
board in words. Add --grid to see the board drawn after every move.

Your games and settings
-----------------------
Your settings, the game in progress, your finished games (the statistics and
your rating come from them) and your puzzle record are kept in

    %APPDATA%\Plot 4

(paste that into Explorer's address bar to open it). "--data-dir FOLDER" or
the PLOT4_DATA_DIR variable choose another folder.

Licence
-------
Plot 4 is free software under the MIT licence: see LICENSE.txt.
EOF

# The files carry the date of the commit built, so the same commit zips to the same bytes.
stamp=$(git log -1 --format=%ct 2>/dev/null || date +%s)
find "$stage" -exec touch -d "@$stamp" {} +
(cd "$out" && find "$name" | LC_ALL=C sort | TZ=UTC zip -X -q "$name.zip" -@)
echo "$out/$name.zip"
