// The page's own work per frame while High searches: opens the page in Debian's headless
// Chromium on a saved game past the opening book with High (Red) to move, plays Yellow by mouse
// until the game ends, and times each call of the module's frame function (the page's own work:
// the game's step and its drawing calls, not the renderer's wait between frames). Frames in
// which High is to move are reported apart from the rest; the figures go to BENCHMARKS.md.
//
// Usage: node bench_frames.js [PAGE_DIR] [POSITION]   (default ../../target/web, 4444352671)
"use strict";
const path = require("path");
const { chromium } = require("playwright-core");
const { serve } = require("./serve");
const { Log, launch, centreFirst, run } = require("./page");

const pageDir = path.resolve(process.argv[2] || path.join(__dirname, "..", "..", "target", "web"));
const start = process.argv[3] || "4444352671";

// Where things are in a 900×700 page: the board's columns.
const COLUMN = (c) => ({ x: 273 + 59 * (c - 1), y: 400 });


function summary(name, works) {
  if (works.length === 0) return `${name}: no frames`;
  const sorted = [...works].sort((a, b) => a - b);
  const at = (q) => sorted[Math.round((sorted.length - 1) * q)].toFixed(1);
  return `${name}: ${sorted.length} frames, median ${at(0.5)} ms, p90 ${at(0.9)} ms, ` +
    `p99 ${at(0.99)} ms, max ${at(1)} ms`;
}

async function main() {
  if (start.length % 2 !== 0) throw new Error("the position must leave Red (High) to move");
  const { server, port } = await serve(pageDir);
  const browser = await launch(chromium);
  try {
    const page = await browser.newPage({ viewport: { width: 900, height: 700 } });
    const game = {
      format: "plot4-game", version: 2, size: "7x6", connect: 4, red: "high", yellow: "human",
      first: "Red", moves: start, redo: "",
    };
    await page.addInitScript((text) => {
      if (!sessionStorage.getItem("plot4-bench")) {
        sessionStorage.setItem("plot4-bench", "1");
        localStorage.clear();
        localStorage.setItem("plot4/game.json", text);
      }
      // Each call of the module's frame function, timed, with the console's lines on the
      // same clock.
      window.plot4Frames = [];
      window.plot4Lines = [];
      const info = console.info.bind(console);
      console.info = (text) => { window.plot4Lines.push([performance.now(), String(text)]); info(text); };
      const wrap = () => {
        if (typeof wasm_exports === "undefined" || !wasm_exports || !wasm_exports.frame) {
          setTimeout(wrap, 10);
          return;
        }
        const exports = wasm_exports;
        const frame = exports.frame;
        wasm_exports = Object.assign({}, exports, {
          frame: () => {
            const t = performance.now();
            frame();
            window.plot4Frames.push([t, performance.now() - t]);
          },
        });
      };
      wrap();
    }, JSON.stringify(game));
    const log = new Log(page);
    await page.goto(`http://127.0.0.1:${port}/`);
    await log.next(/window shown/, 0);
    await page.keyboard.press("Enter");
    await log.next(/resumed game; position/, 0);
    let position = start;
    let result = null;
    while (result === null) {
      const from = log.lines.length;
      const red = await log.next(/played column \d by Red; position \d*|game over: /, from);
      if (/game over/.test(red)) { result = red; break; }
      position = red.match(/position (\d*)/)[1];
      const overNow = log.lines.slice(from).find((line) => /game over: /.test(line));
      if (overNow) { result = overNow; break; }
      const column = centreFirst(position);
      const mine = log.lines.length;
      await page.mouse.click(COLUMN(column).x, COLUMN(column).y);
      const yellow = await log.next(/played column \d by Yellow; position \d*|game over: /, mine);
      if (/game over/.test(yellow)) { result = yellow; break; }
      const over = log.lines.slice(mine).find((line) => /game over: /.test(line));
      if (over) result = over;
    }
    const { frames, lines } = await page.evaluate(() => ({ frames: window.plot4Frames, lines: window.plot4Lines }));
    // High is to move from the resume, and from each of Yellow's moves, until Red's next move.
    const turns = [];
    let since = null;
    for (const [t, text] of lines) {
      if (/resumed game|played column \d by Yellow/.test(text)) since = t;
      if (/played column \d by Red|game over/.test(text) && since !== null) {
        turns.push([since, t]);
        since = null;
      }
    }
    const thinking = (t) => turns.some(([a, b]) => t >= a && t <= b);
    const high = frames.filter(([t]) => thinking(t)).map(([, work]) => work);
    const rest = frames.filter(([t]) => !thinking(t)).map(([, work]) => work);
    if (process.env.FRAMES) for (const [t, w] of frames) console.log(t.toFixed(0), w.toFixed(1), thinking(t) ? "high" : "");
    if (process.env.FRAMES) for (const [t, text] of lines) console.log(t.toFixed(0), text);
    console.log("played from " + start + ": " + result.replace(/^INFO /, ""));
    console.log(summary("the page's work a frame while High is to move", high));
    console.log(summary("the page's work a frame otherwise", rest));
  } finally {
    await browser.close();
    server.close();
  }
}

run(main, "bench");
