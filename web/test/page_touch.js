// The page as a browser player shares and saves (issue 55, items 4 and 5), in Debian's headless
// Chromium:
// - a link names a position: `#pos=4453` (or `?pos=4453`) opens the page at it, the address
//   follows the game, and a link to a finished game opens its review at the end;
// - Save game (Ctrl+S) is a download that the real `plot4 analyze-game` reads, Save picture
//   (Ctrl+P) a PNG download, and neither key reaches the browser's own Save or Print.
//
// Usage: node page_touch.js [PAGE_DIR]   (default ../../target/web; the native binary is
// $PLOT4, else ../../target/release/plot4)
"use strict";
const path = require("path");
const fs = require("fs");
const os = require("os");
const { execFileSync } = require("child_process");
const { chromium } = require("playwright-core");
const { serve } = require("./serve");
const { Log, launch, PATIENCE_MS, run } = require("./page");

const root = path.join(__dirname, "..", "..");
const pageDir = path.resolve(process.argv[2] || path.join(root, "target", "web"));
const PLOT4 = process.env.PLOT4 || path.join(root, "target", "release", "plot4");
// The moves of 4453 as `plot4 analyze-game` writes them, each with its exact outcome
// (docs/game-file.md): `1. 4 {Red wins in 20}` … `4. 3 {…}`.
const MOVES_4453 = /Moves: 4\n[\s\S]*1\. 4 \{[^}]+\}\n2\. 4 \{[^}]+\}\n3\. 5\?* \{[^}]+\}\n4\. 3 \{[^}]+\}/;

// Where the board's columns are in a 900×700 page (as play_against_high.js reads them).
const COLUMN = (c) => ({ x: 273 + 59 * (c - 1), y: 400 });

/// A fresh page (its own storage) at `address`, once its first frame is drawn.
async function open(browser, address) {
  const context = await browser.newContext({ viewport: { width: 900, height: 700 }, acceptDownloads: true });
  const page = await context.newPage();
  const log = new Log(page);
  await page.goto(address);
  await log.next(/window shown/, 0);
  return { context, page, log };
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

async function linkOpensItsPosition(browser, base) {
  for (const address of [`${base}/#pos=4453`, `${base}/?pos=4453`]) {
    const { context, page, log } = await open(browser, address);
    const entries = await page.evaluate(() => history.length);
    const from = log.lines.length;
    await page.mouse.click(COLUMN(3).x, COLUMN(3).y);
    const played = await log.next(/played column 3 by Red; position \d*/, from);
    check(/position 44533$/.test(played), `${address} did not open at 4453: ${played}`);
    // The address follows the game, in place (no new history entry).
    await page.waitForFunction(() => window.location.hash === "#pos=44533", null, { timeout: PATIENCE_MS })
      .catch(() => null);
    const shown = await page.evaluate(() => [window.location.hash, window.location.search, history.length]);
    check(shown[0] === "#pos=44533" && shown[1] === "",
      `the address did not follow the move from ${address}: ${JSON.stringify(shown)}`);
    check(shown[2] === entries, `following the game added history entries: ${entries} then ${shown[2]}`);
    console.log(`ok: ${address.replace(base, "")} opens at 4453; after a move the address is ${shown[0]}`);
    await context.close();
  }
}

async function finishedGameOpensItsReview(browser, base) {
  // Red lines up four in column 1 on the 7th move.
  const { context, log } = await open(browser, `${base}/#pos=1212121`);
  const opened = await log.next(/review opened at move/, 0);
  check(/review opened at move 7 of 7; position 1212121/.test(opened), "the review opened elsewhere: " + opened);
  console.log("ok: a link to a finished game opens its review at the end");
  await context.close();
}

async function savesAreDownloads(browser, base) {
  const { context, page, log } = await open(browser, `${base}/#pos=4453`);
  // Whether the browser would act on the keys itself (its Save and Print dialogs): a listener
  // after the page's sees whether the default was prevented.
  await page.evaluate(() => {
    window.plot4Defaults = [];
    window.addEventListener("keydown", (event) => {
      if (event.ctrlKey && event.key !== "Control") window.plot4Defaults.push(event.key + ":" + event.defaultPrevented);
    });
  });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "plot4-page-"));
  try {
    const gameDownload = page.waitForEvent("download", { timeout: PATIENCE_MS });
    const saving = log.lines.length;
    await page.keyboard.press("Control+s");
    const game = await gameDownload;
    const gameFile = path.join(folder, game.suggestedFilename());
    await game.saveAs(gameFile);
    check(/^plot4-.*\.plot4$/.test(game.suggestedFilename()), "the game's file is named " + game.suggestedFilename());
    await log.next(/saved game: /, saving);
    const analysed = execFileSync(PLOT4, ["analyze-game", gameFile], { encoding: "utf8" });
    if (process.env.SHOW_ANALYSIS) console.log(analysed);
    check(MOVES_4453.test(analysed), "plot4 analyze-game read another game:\n" + analysed);
    console.log(`ok: Save game downloads ${game.suggestedFilename()}, which plot4 analyze-game reads`);

    const pictureDownload = page.waitForEvent("download", { timeout: PATIENCE_MS });
    await page.keyboard.press("Control+p");
    const picture = await pictureDownload;
    const pictureFile = path.join(folder, picture.suggestedFilename());
    await picture.saveAs(pictureFile);
    const png = fs.readFileSync(pictureFile);
    check(png.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47])), "the picture is not a PNG");
    console.log(`ok: Save picture downloads ${picture.suggestedFilename()} (${png.length} bytes of PNG)`);

    const defaults = await page.evaluate(() => window.plot4Defaults);
    check(defaults.includes("s:true") && defaults.includes("p:true") && !defaults.some((d) => d.endsWith(":false")),
      "Ctrl+S or Ctrl+P reached the browser's own dialogs: " + defaults.join(", "));
    console.log("ok: Ctrl+S and Ctrl+P stay the game's");
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
    await context.close();
  }
}

async function main() {
  check(fs.existsSync(PLOT4), `no native plot4 at ${PLOT4} (cargo build --release, or set PLOT4)`);
  const { server, port } = await serve(pageDir);
  const browser = await launch(chromium);
  const base = `http://127.0.0.1:${port}`;
  try {
    await linkOpensItsPosition(browser, base);
    await finishedGameOpensItsReview(browser, base);
    await savesAreDownloads(browser, base);
  } finally {
    await browser.close();
    server.close();
  }
}

run(main);
