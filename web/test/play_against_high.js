// The browser page end to end: builds nothing (web/build.sh did), serves target/web on
// localhost, opens it in Debian's headless Chromium, plays a whole game by mouse against High,
// reads the result from the console's log lines, reloads, and finds the game offered again.
//
// Usage: node play_against_high.js [PAGE_DIR]   (default ../../target/web)
"use strict";
const path = require("path");
const { chromium } = require("playwright-core");
const { serve } = require("./serve");

const pageDir = path.resolve(process.argv[2] || path.join(__dirname, "..", "..", "target", "web"));
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
// Bounds against hanging, not timing claims: software WebGL on two shared cores is slow.
const PATIENCE_MS = 60000;

/// The window's log lines, as the page prints them to the console, and a way to wait for one.
class Log {
  constructor(page) {
    this.lines = [];
    this.waiters = [];
    page.on("console", (message) => {
      const text = message.text();
      this.lines.push(text);
      if (process.env.VERBOSE) console.log("page: " + text);
      this.waiters = this.waiters.filter(({ pattern, resolve, from }) => {
        if (pattern.test(text)) { resolve(text); return false; }
        return true;
      });
    });
    page.on("pageerror", (error) => this.lines.push("pageerror: " + error.message));
  }
  /// The next line matching `pattern` from now on (or one already seen since `from`).
  next(pattern, from = this.lines.length) {
    const seen = this.lines.slice(from).find((line) => pattern.test(line));
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no log line like " + pattern + " within " +
        PATIENCE_MS + " ms; last lines:\n" + this.lines.slice(-8).join("\n"))), PATIENCE_MS);
      this.waiters.push({ pattern, resolve: (line) => { clearTimeout(timer); resolve(line); } });
    });
  }
}

// Where things are in a 900×700 page, as the window lays them out (read off a screenshot):
// the title screen's start line, the board's columns.
const START = { x: 450, y: 546 };
const COLUMN = (c) => ({ x: 273 + 59 * (c - 1), y: 400 });

function heights(position) {
  const h = [0, 0, 0, 0, 0, 0, 0, 0];
  for (const digit of position) h[Number(digit)] += 1;
  return h;
}

async function main() {
  const { server, requests, port } = await serve(pageDir);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--enable-unsafe-swiftshader", "--disable-background-networking",
      "--no-first-run"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 900, height: 700 } });
    const log = new Log(page);
    await page.goto(`http://127.0.0.1:${port}/`);
    await log.next(/window shown/, 0);
    await page.mouse.click(START.x, START.y);
    await page.waitForTimeout(500);
    // The mode screen's rows move as levels are added; its digits stay: 1 Human, 5 High.
    const choosing = log.lines.length;
    await page.keyboard.press("1"); // Red: Human
    await page.waitForTimeout(500);
    await page.keyboard.press("9"); // Yellow: Computer: High
    await log.next(/new game: Red human, Yellow high/, choosing);
    // The gaps between the page's frames while the game is played (High thinks in slices of
    // them): reported, not asserted; the figures go to BENCHMARKS.md.
    await page.evaluate(() => {
      window.plot4Frames = [];
      let last = performance.now();
      const tick = (now) => { window.plot4Frames.push(now - last); last = now; requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
    });
    let position = "";
    let result = null;
    while (result === null) {
      // The lowest column with room, centre first so the game lasts: Red loses to High anyway.
      const h = heights(position);
      const column = [4, 3, 5, 2, 6, 1, 7].find((c) => h[c] < 6);
      const from = log.lines.length;
      const point = COLUMN(column);
      await page.mouse.click(point.x, point.y);
      const red = await log.next(/played column \d by Red; position \d*|game over/, from);
      const over = log.lines.slice(from).find((line) => /game over/.test(line));
      if (over) { result = over; break; }
      position = red.match(/position (\d*)/)[1];
      const answer = await log.next(/played column \d by Yellow; position \d*|game over: /, from);
      if (/game over/.test(answer)) { result = answer; break; }
      position = answer.match(/position (\d*)/)[1];
      const finished = log.lines.slice(from).find((line) => /game over: /.test(line));
      if (finished) result = finished;
    }
    console.log("played: " + result.replace(/^INFO /, ""));
    const gaps = (await page.evaluate(() => window.plot4Frames)).sort((a, b) => a - b);
    const at = (q) => gaps[Math.round((gaps.length - 1) * q)].toFixed(1);
    console.log(`frames during the game: ${gaps.length}, median ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`);
    if (!/game over: Yellow wins/.test(result)) {
      throw new Error("High did not win against the centre-first player: " + result);
    }

    // A game in progress survives a reload: another game (Y at the game's end), a move, a reload.
    const before = log.lines.length;
    await page.keyboard.press("y");
    await log.next(/new game: Red human, Yellow high/, before);
    await page.mouse.click(COLUMN(4).x, COLUMN(4).y);
    const moved = await log.next(/played column 4 by Red; position (\d+)/, before).catch(() => null);
    if (moved) {
      const kept = moved.match(/position (\d+)/)[1];
      await log.next(/played column \d by Yellow/, before);
      const reloaded = log.lines.length;
      await page.reload();
      await log.next(/window shown/, reloaded);
      await page.keyboard.press("Enter");
      const resumed = await log.next(/resumed game; position (\d+)/, reloaded);
      console.log("after the reload: " + resumed.replace(/^INFO /, ""));
      if (!resumed.includes("position " + kept)) {
        throw new Error("the reload lost the game: " + resumed + ", expected at least " + kept);
      }
    } else {
      throw new Error("could not start a second game to reload; log:\n" + log.lines.slice(-10).join("\n"));
    }
    const errors = log.lines.filter((line) => /panic|pageerror: (?!register_plugin)/.test(line));
    if (errors.length) throw new Error("the page reported errors:\n" + errors.join("\n"));
    const outside = requests.filter((url) => !/^\/(index\.html|mq_js_bundle\.js|plot4_page\.js|plot4\.wasm)?$/.test(url));
    if (outside.length) throw new Error("the page asked for more than it holds: " + outside.join(", "));
    await page.screenshot({ path: path.join(pageDir, "..", "web-test.png") });
    console.log("ok: a game against High by mouse to the end, and a reload that resumed");
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  console.error("web test failed: " + error.message);
  process.exit(1);
});
