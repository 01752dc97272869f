// The browser page end to end: builds nothing (web/build.sh did), serves target/web on
// localhost, opens it in Debian's headless Chromium, plays a whole game by mouse against High,
// reads the result from the console's log lines, reloads, and finds the game offered again.
//
// Usage: node play_against_high.js [PAGE_DIR]   (default ../../target/web)
"use strict";
const path = require("path");
const { chromium } = require("playwright-core");
const fs = require("fs");
const { serve } = require("./serve");
const { Log, launch, playRedToTheEnd, reloadAt, run } = require("./page");

const pageDir = path.resolve(process.argv[2] || path.join(__dirname, "..", "..", "target", "web"));

// Where things are in a 900×700 page, as the window lays them out (read off a screenshot):
// the title screen's start line, the board's columns.
const START = { x: 450, y: 546 };
const COLUMN = (c) => ({ x: 273 + 59 * (c - 1), y: 400 });


async function main() {
  const { server, requests, port } = await serve(pageDir);
  const browser = await launch(chromium);
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
    // Red loses to High anyway.
    const click = (column) => page.mouse.click(COLUMN(column).x, COLUMN(column).y);
    const result = await playRedToTheEnd(log, click);
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
      const answered = await log.next(/played column \d by Yellow; position (\d+)/, before);
      const reloaded = log.lines.length;
      await reloadAt(page, answered.match(/position (\d+)/)[1]);
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
    const errors = log.problems();
    if (errors.length) throw new Error("the page reported errors:\n" + errors.join("\n"));
    const held = (url) => {
      const name = url.split("?")[0].replace(/^\/+/, "") || "index.html";
      return fs.existsSync(path.join(pageDir, name));
    };
    const outside = requests.filter((url) => !held(url));
    if (outside.length) throw new Error("the page asked for more than it holds: " + outside.join(", "));
    await page.screenshot({ path: path.join(pageDir, "..", "web-test.png") });
    console.log("ok: a game against High by mouse to the end, and a reload that resumed");
  } finally {
    await browser.close();
    server.close();
  }
}

run(main);
