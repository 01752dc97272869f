// The page's screen-reader layer (issue 52): the accessibility tree holds a button per column
// and a live region; a whole game against Low is played by the keyboard alone (the canvas for
// the title and the mode screen, then Tab to the column buttons, ← → and Enter), and the live
// region's text follows every move, the computer's thinking, and the result; the focus stays
// on the column the player left it on; V, B and M read a column, a row and the last move. In
// German the mirror speaks German. Waits on the page's log lines and the DOM, never on time.
//
// Usage: node screen_reader.js [PAGE_DIR]   (default ../../target/web, built by web/build.sh)
"use strict";
const path = require("path");
const { chromium } = require("playwright-core");
const { serve } = require("./serve");
const { Log, launch, centreFirst, run } = require("./page");

const pageDir = path.resolve(process.argv[2] || path.join(__dirname, "..", "..", "target", "web"));

/// Every text the live region took, in order, kept by the page itself as it changes.
function recordTheLiveRegion() {
  window.plot4Said = [];
  document.addEventListener("DOMContentLoaded", () => {
    const region = document.getElementById("plot4-said");
    new MutationObserver(() => {
      if (region.textContent !== "") window.plot4Said.push(region.textContent);
    }).observe(region, { childList: true, characterData: true, subtree: true });
  });
}

/// The `said:` lines of the log from line `from` on, without their start.
function saidSince(log, from) {
  return log.lines.slice(from).filter((l) => /said: /.test(l)).map((l) => l.replace(/^.*?said: /, ""));
}

/// The column (1-based) of the column button holding the focus, or null.
function focusedColumn(page) {
  return page.evaluate(() => {
    const column = document.activeElement && document.activeElement.dataset.column;
    return column ? Number(column) : null;
  });
}

async function openPage(browser, port, options = {}, media = null) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, ...options });
  const log = new Log(page);
  if (media) await page.emulateMedia(media);
  await page.addInitScript(recordTheLiveRegion);
  await page.goto(`http://127.0.0.1:${port}/`);
  await log.next(/window shown/, 0);
  return { page, log };
}

async function main() {
  const { server, port } = await serve(pageDir);
  const browser = await launch(chromium);
  try {
    const { page, log } = await openPage(browser, port);

    // The tree: a group of seven column buttons, named by their room, and a live region.
    await page.waitForFunction(() => document.querySelectorAll("#plot4-columns button").length === 7);
    const columns = page.getByRole("group", { name: "Columns" }).getByRole("button");
    const names = await columns.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label")));
    const expected = [1, 2, 3, 4, 5, 6, 7].map((c) => `Column ${c}, 6 empty`);
    if (JSON.stringify(names) !== JSON.stringify(expected)) {
      throw new Error("the column buttons are " + JSON.stringify(names));
    }
    for (const name of expected) {
      if (await page.getByRole("button", { name, exact: true }).count() !== 1) {
        throw new Error(`no button "${name}" in the accessibility tree`);
      }
    }
    // The browser asks for no reduced motion here: the system's normal motion.
    await log.next(/animation: normal, the system's$/, 0);
    const tree = await page.locator("#plot4-access").ariaSnapshot();
    if (!/- status/.test(tree) || !/- group "Columns"/.test(tree)) {
      throw new Error("the mirror's tree lacks its live region or its group:\n" + tree);
    }

    // A game against Low, by the keyboard: any key on the title, 1 (Human) for Red, 6 (Low)
    // for Yellow, then Tab from the canvas to the columns.
    await page.keyboard.press("Enter");
    await page.keyboard.press("1");
    const choosing = log.lines.length;
    await page.keyboard.press("6");
    await log.next(/new game: Red human, Yellow low/, choosing);
    await page.keyboard.press("Tab");
    if (await focusedColumn(page) === null) throw new Error("Tab from the canvas reached no column");

    // The toolbar's keys work from the columns too: a hint's answer and the why overlay's
    // threats are said.
    let asked = log.lines.length;
    await page.keyboard.press("h");
    const hint = await log.next(/said: (Column \d (wins|draws|loses)|The hint is not solved)/, asked);
    asked = log.lines.length;
    await page.keyboard.press("w");
    const threats = await log.next(/said: (No threats\.|.* threatens column)/, asked);
    await page.keyboard.press("w");
    await log.next(/why overlay off/, asked);
    console.log(`screen reader: H ${hint.replace(/^.*said: /, "")} | W ${threats.replace(/^.*said: /, "")}`);

    const start = log.lines.length;
    let position = "";
    let moves = 0;
    for (;;) {
      const target = centreFirst(position);
      const at = await focusedColumn(page);
      const key = target > at ? "ArrowRight" : "ArrowLeft";
      for (let i = 0; i < Math.abs(target - at); i += 1) await page.keyboard.press(key);
      if (await focusedColumn(page) !== target) throw new Error(`the arrows did not reach ${target}`);
      const from = log.lines.length;
      await page.keyboard.press("Enter");
      const red = await log.next(/said: Red: column \d, row \d\. |said: .*wins|said: Draw/, from);
      if (!new RegExp(`said: Red: column ${target}, row \\d\\.`).test(red)) {
        throw new Error(`Enter on column ${target} said "${red}"`);
      }
      moves += 1;
      let over = /wins|Draw/.test(red) ? red : null;
      if (!over) {
        await log.next(/said: Yellow is thinking\./, from);
        const yellow = await log.next(/said: Yellow: column \d, row \d\./, from);
        over = /wins|Draw/.test(yellow) ? yellow : null;
        const played = await log.next(/played column \d by Yellow; position \d*/, from);
        position = played.match(/position (\d*)/)[1];
      }
      // The focus stays where the player left it, and its label follows the board.
      if (await focusedColumn(page) !== target) throw new Error("the focus left the column played");
      if (!over) {
        const room = 6 - position.split("").filter((d) => Number(d) === target).length;
        const want = room === 0 ? `Column ${target}, full` : `Column ${target}, ${room} empty`;
        await page.waitForFunction((w) => document.activeElement.getAttribute("aria-label") === w, want);
      }
      if (over) break;
    }
    await log.next(/game over: /, start);

    // Every sentence said went through the live region, in order, and the region's last words
    // are the result.
    const said = saidSince(log, start);
    const region = await page.evaluate(() => window.plot4Said);
    const tail = region.slice(region.length - said.length);
    if (JSON.stringify(tail) !== JSON.stringify(said)) {
      throw new Error("the live region did not follow the log:\n" + JSON.stringify({ said, tail }, null, 1));
    }
    const last = await page.locator("#plot4-said").textContent();
    if (!/(Red|Yellow) wins: 4 in a row from column \d, row \d to column \d, row \d\.|Draw/.test(last)) {
      throw new Error("the live region ends with " + JSON.stringify(last));
    }
    console.log(`screen reader: ${moves} moves by keyboard; the live region said ${said.length} ` +
      `sentences; last: ${last}`);

    // Reading the board from the column buttons.
    const col = await focusedColumn(page);
    let from = log.lines.length;
    await page.keyboard.press("v");
    const reading = await log.next(/said: Column \d: /, from);
    if (!new RegExp(`Column ${col}: ((red|yellow|empty)(, )?){6}\\.$`).test(reading)) {
      throw new Error("V read " + reading);
    }
    from = log.lines.length;
    await page.keyboard.press("b");
    const row = await log.next(/said: Row 1: /, from);
    from = log.lines.length;
    await page.keyboard.press("m");
    const lastMove = await log.next(/said: (Red|Yellow): column \d, row \d\. /, from);
    console.log(`screen reader: V ${reading.replace(/^.*said: /, "")} | B ${row.replace(/^.*said: /, "")} | M ${lastMove.replace(/^.*said: /, "")}`);
    if (await focusedColumn(page) !== col) throw new Error("reading moved the focus");
    const problems = log.problems();
    if (problems.length) throw new Error("the page reported problems:\n" + problems.join("\n"));

    // In German the mirror speaks German.
    const german = await openPage(browser, port, { locale: "de-DE" });
    await german.page.waitForFunction(() =>
      document.querySelector("#plot4-columns button")?.getAttribute("aria-label") === "Spalte 1, 6 frei");
    const lang = await german.page.evaluate(() => document.documentElement.lang);
    if (lang !== "de") throw new Error("the German page's language is " + lang);
    if (await german.page.getByRole("group", { name: "Spalten" }).getByRole("button").count() !== 7) {
      throw new Error("no German column group");
    }
    console.log("screen reader: in German the columns read \"Spalte 1, 6 frei\"");

    // prefers-reduced-motion turns the animation off, as the system's choice.
    const still = await openPage(browser, port, {}, { reducedMotion: "reduce" });
    const line = await still.log.next(/animation: /, 0);
    if (!/animation: off, the system's \(reduced motion\)$/.test(line)) {
      throw new Error("with reduced motion the page said " + line);
    }
    console.log("screen reader: reduced motion: " + line.replace(/^INFO /, ""));
  } finally {
    await browser.close();
    server.close();
  }
}

run(main, "screen reader");
