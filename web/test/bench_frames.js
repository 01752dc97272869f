// The page's own work per frame while High searches, with the engine in its own thread (a Web
// Worker) and on the page's thread (a slice of each frame, as in a browser without workers),
// side by side: rounds of each in turn (A B A B …), each a fresh page in Debian's headless
// Chromium opened on a saved game past the opening book, High against High with animations
// off, played to the end. Each call of the module's frame function is timed: the page's own
// work (the game's step and its drawing calls), not the renderer's wait between frames. The
// figures go to BENCHMARKS.md.
//
// Usage: node bench_frames.js [PAGE_DIR] [POSITION] [ROUNDS]
//   (default ../../target/web, 4444352671, 2 rounds of each)
"use strict";
const path = require("path");
const { chromium } = require("playwright-core");
const { serve } = require("./serve");
const { Log, launch, run } = require("./page");

const pageDir = path.resolve(process.argv[2] || path.join(__dirname, "..", "..", "target", "web"));
const start = process.argv[3] || "4444352671";
const rounds = Number(process.argv[4] || 2);

function summary(name, works) {
  if (works.length === 0) return `${name}: no frames`;
  const sorted = [...works].sort((a, b) => a - b);
  const at = (q) => sorted[Math.round((sorted.length - 1) * q)].toFixed(1);
  return `${name}: ${sorted.length} frames, median ${at(0.5)} ms, p90 ${at(0.9)} ms, ` +
    `p99 ${at(0.99)} ms, max ${at(1)} ms`;
}

/// One game from `start` in a fresh page; the engine in a worker unless `workers` is false.
/// Returns the page's work in each frame from the resume to the game's end, and its length.
async function oneGame(browser, port, workers) {
  const context = await browser.newContext({ viewport: { width: 900, height: 700 } });
  const page = await context.newPage();
  const game = {
    format: "plot4-game", version: 2, size: "7x6", connect: 4, red: "high", yellow: "high",
    first: "Red", moves: start, redo: "",
  };
  const settings = { format: "plot4-settings", version: 1, animation: "off" };
  await page.addInitScript(([text, still, workers]) => {
    localStorage.setItem("plot4/game.json", text);
    localStorage.setItem("plot4/settings.json", still);
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
  }, [JSON.stringify(game), JSON.stringify(settings), workers]);
  const log = new Log(page);
  await page.goto(`http://127.0.0.1:${port}/`);
  await log.next(/window shown/, 0);
  await page.keyboard.press("Enter");
  await log.next(/resumed game; position/, 0);
  await log.next(/game over: /, 0);
  const { frames, lines } = await page.evaluate(() =>
    ({ frames: window.plot4Frames, lines: window.plot4Lines }));
  await context.close();
  const at = (pattern) => lines.find(([, text]) => pattern.test(text))[0];
  const [from, to] = [at(/resumed game/), at(/game over: /)];
  return {
    high: frames.filter(([t]) => t >= from && t <= to).map(([, work]) => work),
    rest: frames.filter(([t]) => t < from || t > to).map(([, work]) => work),
    turnTime: to - from,
  };
}

async function main() {
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
        console.log(`round ${round + 1}, ${name}: ` + summary("High against High", game.high) +
          `, the game ${(game.turnTime / 1000).toFixed(1)} s`);
      }
    }
    for (const [name, place] of Object.entries(places)) {
      const where = name === "worker" ? "engine in its own thread" : "engine on the page's thread";
      console.log(`${where}: ` + summary("the page's work a frame while High plays High", place.high));
      console.log(`${where}: ` + summary("the page's work a frame before", place.rest));
      console.log(`${where}: the games took ${(place.turnTime / 1000).toFixed(1)} s in all`);
    }
  } finally {
    await browser.close();
    server.close();
  }
}

run(main, "bench");
