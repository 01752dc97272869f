// What the page keeps (issue 53), in Debian's headless Chromium: a setting changed, a puzzle
// tried, a finished game against Low (the history, the statistics and the rating) and a game
// in progress are all there after a reload, read back from the browser's storage. Then the
// storage turned off, and full: each time one line on the page says that nothing will be kept,
// and a game goes on.
//
// Usage: node kept.js [PAGE_DIR]   (default ../../target/web)
"use strict";
const path = require("path");
const { chromium } = require("playwright-core");
const { serve } = require("./serve");
const { Log, launch, playRedToTheEnd, reloadAt, run } = require("./page");

const pageDir = path.resolve(process.argv[2] || path.join(__dirname, "..", "..", "target", "web"));
const STORAGE_LINE = "The browser's storage is full or turned off for this page: the game goes on, " +
  "but nothing will be kept";


function fail(message) {
  throw new Error(message);
}

/// Plays Red by keys until the game is over; returns the game-over line.
function playToTheEnd(page, log, position = "") {
  return playRedToTheEnd(log, (column) => page.keyboard.press(String(column)), position);
}

/// Starts a game of a person (Red) against Low from the title screen.
async function startAgainstLow(page, log) {
  await page.keyboard.press("Space");
  await page.keyboard.press("1");
  const from = log.lines.length;
  await page.keyboard.press("6");
  await log.next(/new game: Red human, Yellow low/, from);
}

async function keptOverAReload(browser, port) {
  const page = await browser.newPage({ viewport: { width: 900, height: 700 } });
  const log = new Log(page);
  await page.goto(`http://127.0.0.1:${port}/?log-text`);
  await log.next(/window shown/, 0);

  // A setting: the theme, the settings' first row.
  await page.keyboard.press("s");
  await page.keyboard.press("1");
  let from = log.lines.length;
  await page.keyboard.press("ArrowRight");
  // (The window's size is saved as well, once it has settled: that line still says classic.)
  const theme = (await log.next(/settings saved: theme (?!classic)/, from)).match(/theme ([\w-]+)/)[1];
  await page.keyboard.press("Escape");

  // A puzzle, given up: the puzzle rating moves.
  from = log.lines.length;
  await page.keyboard.press("p");
  await log.next(/puzzle rating .*tries 0/, from);
  await log.next(/puzzle: position/, from);
  from = log.lines.length;
  await page.keyboard.press("a");
  const puzzled = (await log.next(/puzzle failed; rating \d+ -> \d+/, from)).match(/-> (\d+)/)[1];
  await page.keyboard.press("Escape");

  // A finished game against Low: the history, the statistics and the rating.
  await startAgainstLow(page, log);
  const finished = await playToTheEnd(page, log);
  const rated = await log.next(/rating: \d+ -> \d+ ± \d+ after a game against Low/, 0);
  const rating = rated.match(/-> (\d+ ± \d+)/)[1];
  const finalPosition = finished.match(/position (\d+)/)[1];

  // A game in progress: the next game (y), one move each.
  from = log.lines.length;
  await page.keyboard.press("y");
  await log.next(/new game: Red human, Yellow low/, from);
  from = log.lines.length;
  await page.keyboard.press("4");
  const inProgress = (await log.next(/played column \d by Yellow; position (\d+)/, from))
    .match(/position (\d+)/)[1];

  const reloaded = log.lines.length;
  await reloadAt(page, inProgress);
  await log.next(/window shown/, reloaded);
  const settings = await log.next(/INFO settings: /, reloaded);
  if (!settings.includes("theme " + theme)) fail("the theme was not kept: " + settings);
  const ratingNow = await log.next(/INFO rating: /, reloaded);
  if (!ratingNow.includes(rating + " (1 rated game)")) {
    fail(`the rating was not kept: ${ratingNow}, expected ${rating} (1 rated game)`);
  }
  const history = await page.evaluate(() => localStorage.getItem("plot4/history.json"));
  if (!history || !history.includes(`"${finalPosition}"`)) {
    fail("the finished game is not in the history: " + history);
  }
  // The page opens on the game left unfinished.
  from = log.lines.length;
  await page.keyboard.press("Enter");
  const resumed = await log.next(/resumed game; position (\d+)/, from);
  if (!resumed.endsWith("position " + inProgress)) {
    fail(`the game in progress was not kept: ${resumed}, expected ${inProgress}`);
  }
  // Finished too, it leaves the page on the title the next time, where the puzzles and the
  // statistics are.
  await playToTheEnd(page, log, inProgress);
  const again = log.lines.length;
  // A fresh visit to the page's own address (the address now follows the game, and a finished
  // game's address opens its review, as a shared link does).
  await page.goto(page.url().split("#")[0]);
  await log.next(/drawn screen: title/, again);
  from = log.lines.length;
  await page.keyboard.press("p");
  const puzzles = await log.next(/puzzle rating /, from);
  if (!new RegExp(`puzzle rating ${puzzled} ± \\d+; streak 0; tries 1`).test(puzzles)) {
    fail(`the puzzle try was not kept: ${puzzles}, expected rating ${puzzled} and one try`);
  }
  await page.keyboard.press("Escape");
  from = log.lines.length;
  await page.keyboard.press("t");
  await log.next(/drawn screen: statistics/, from);
  if (!log.lines.slice(from).some((line) => /drawn text: 2 games recorded\b/.test(line))) {
    fail("the statistics do not count both games:\n" + log.lines.slice(from).join("\n"));
  }
  await page.keyboard.press("Escape");
  const problems = log.problems();
  if (problems.length) fail("the page reported:\n" + problems.join("\n"));
  await page.close();
  console.log(`kept over a reload: theme ${theme}, puzzle rating ${puzzled} after one try, ` +
    `rating ${rating} after one game, the game in progress at ${inProgress}`);
}

/// The page with the browser's storage made to refuse as `refuse` (a script run before the
/// page's own) tells the player in one line and plays on.
async function refusedStorage(browser, port, what, refuse) {
  const page = await browser.newPage({ viewport: { width: 900, height: 700 } });
  await page.addInitScript(refuse);
  const log = new Log(page);
  await page.goto(`http://127.0.0.1:${port}/?log-text`);
  await log.next(/window shown/, 0);
  await startAgainstLow(page, log);
  const from = log.lines.length;
  await page.keyboard.press("4");
  await log.next(/played column \d by Yellow/, from);
  await log.next(new RegExp("drawn text: " + STORAGE_LINE.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")), 0);
  await playToTheEnd(page, log, log.lines.filter((l) => /played column/.test(l)).pop()
    .match(/position (\d*)/)[1]);
  const stored = await page.evaluate(() => {
    try { return window.localStorage.length; } catch (e) { return 0; }
  });
  console.log(`storage ${what}: the page says "${STORAGE_LINE}", and the game went on to the end ` +
    `(${stored} entries in storage)`);
  await page.close();
}

async function main() {
  const { server, port } = await serve(pageDir);
  const browser = await launch(chromium);
  try {
    await keptOverAReload(browser, port);
    await refusedStorage(browser, port, "turned off", () => {
      Object.defineProperty(window, "localStorage", {
        get() { throw new DOMException("The page may not use storage", "SecurityError"); },
      });
    });
    await refusedStorage(browser, port, "full", () => {
      const setItem = Storage.prototype.setItem;
      // Room for nothing but an empty entry.
      Storage.prototype.setItem = function (key, value) {
        if (String(value).length > 0) {
          throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        }
        return setItem.call(this, key, value);
      };
    });
    console.log("ok: what the page keeps survives a reload, and a refused storage is said in one line");
  } finally {
    await browser.close();
    server.close();
  }
}

run(main);
