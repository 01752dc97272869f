// The page's own work per frame while High searches, with the engine in its own thread (a Web
// Worker) and on the page's thread (a slice of each frame, as in a browser without workers),
// side by side: rounds of each in turn (A B A B …), each a fresh page in Debian's headless
// Chromium opened on a saved game past the opening book with High (Red) to move, Yellow played
// by mouse until the game ends. Each call of the module's frame function is timed: the page's
// own work (the game's step and its drawing calls), not the renderer's wait between frames.
// Frames in which High is to move are reported apart from the rest; the figures go to
// BENCHMARKS.md.
//
// Usage: node bench_frames.js [PAGE_DIR] [POSITION] [ROUNDS]
//   (default ../../target/web, 4444352671, 2 rounds of each)
"use strict";
const path = require("path");
const { chromium } = require("playwright-core");
const { serve } = require("./serve");
const { Log, launch, centreFirst, run } = require("./page");

const pageDir = path.resolve(process.argv[2] || path.join(__dirname, "..", "..", "target", "web"));
const start = process.argv[3] || "4444352671";
const rounds = Number(process.argv[4] || 2);

// Where things are in a 900×700 page: the board's columns.
const COLUMN = (c) => ({ x: 273 + 59 * (c - 1), y: 400 });

function summary(name, works) {
  if (works.length === 0) return `${name}: no frames`;
  const sorted = [...works].sort((a, b) => a - b);
  const at = (q) => sorted[Math.round((sorted.length - 1) * q)].toFixed(1);
  return `${name}: ${sorted.length} frames, median ${at(0.5)} ms, p90 ${at(0.9)} ms, ` +
    `p99 ${at(0.99)} ms, max ${at(1)} ms`;
}

/// One game from `start` in a fresh page; the engine in a worker unless `workers` is false.
/// Returns the page's work in each frame while High was to move, and in the others.
async function oneGame(browser, port, workers) {
  const context = await browser.newContext({ viewport: { width: 900, height: 700 } });
  const page = await context.newPage();
  const game = {
    format: "plot4-game", version: 2, size: "7x6", connect: 4, red: "high", yellow: "human",
    first: "Red", moves: start, redo: "",
  };
  await page.addInitScript(([text, workers]) => {
    localStorage.setItem("plot4/game.json", text);
    if (!workers) delete window.Worker;
    // Each call of the module's frame function, timed, and the console's lines on the same
    // clock.
    window.plot4Frames = [];
    window.plot4Lines = [];
    const info = console.info.bind(console);
    console.info = (line) => { window.plot4Lines.push([performance.now(), String(line)]); info(line); };
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
  }, [JSON.stringify(game), workers]);
  const log = new Log(page);
  await page.goto(`http://127.0.0.1:${port}/`);
  await log.next(/window shown/, 0);
  await page.keyboard.press("Enter");
  await log.next(/resumed game; position/, 0);
  for (;;) {
    const from = log.lines.length;
    const red = await log.next(/played column \d by Red; position \d*|game over: /, from);
    if (/game over/.test(red) || log.lines.slice(from).some((l) => /game over: /.test(l))) break;
    const column = centreFirst(red.match(/position (\d*)/)[1]);
    const mine = log.lines.length;
    await page.mouse.click(COLUMN(column).x, COLUMN(column).y);
    const yellow = await log.next(/played column \d by Yellow; position \d*|game over: /, mine);
    if (/game over/.test(yellow) || log.lines.slice(mine).some((l) => /game over: /.test(l))) break;
  }
  const { frames, lines } = await page.evaluate(() =>
    ({ frames: window.plot4Frames, lines: window.plot4Lines }));
  await context.close();
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
  const turnTime = turns.reduce((sum, [a, b]) => sum + b - a, 0);
  return { high, rest, turnTime };
}

async function main() {
  if (start.length % 2 !== 0) throw new Error("the position must leave Red (High) to move");
  const { server, port } = await serve(pageDir);
  const browser = await launch(chromium);
  const places = { worker: { high: [], rest: [], turnTime: 0 }, frames: { high: [], rest: [], turnTime: 0 } };
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const [name, workers] of [["worker", true], ["frames", false]]) {
        const game = await oneGame(browser, port, workers);
        places[name].high.push(...game.high);
        places[name].rest.push(...game.rest);
        places[name].turnTime += game.turnTime;
        console.log(`round ${round + 1}, ${name}: ` + summary("High to move", game.high));
      }
    }
    for (const [name, place] of Object.entries(places)) {
      const where = name === "worker" ? "engine in its own thread" : "engine on the page's thread";
      console.log(`${where}: ` + summary("the page's work a frame while High is to move", place.high));
      console.log(`${where}: ` + summary("the page's work a frame otherwise", place.rest));
      console.log(`${where}: High to move for ${(place.turnTime / 1000).toFixed(1)} s in all`);
    }
  } finally {
    await browser.close();
    server.close();
  }
}

run(main, "bench");
