// The page's ways out and its Ctrl+C (issue 55, points 1 and 3), in Debian's headless
// Chromium: no way out of a screen leaves a dead page (Esc on the mode screens, Esc in a game,
// N at game over all lead back to the title, which answers), and Ctrl+C puts the position on
// show on the clipboard, each time, not the one before.
//
// Usage: node quit_and_copy.js [PAGE_DIR]   (default ../../target/web; web/build.sh builds it)
"use strict";
const path = require("path");
const { chromium } = require("playwright-core");
const { serve } = require("./serve");

const pageDir = path.resolve(process.argv[2] || path.join(__dirname, "..", "..", "target", "web"));
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
// A bound against hanging, not a timing claim: software WebGL on two shared cores is slow.
const PATIENCE_MS = 60000;

/// The page's console lines, and waiting for the first one after a mark that matches.
function watch(page) {
  const lines = [];
  let wake = () => {};
  page.on("console", (message) => {
    lines.push(message.text());
    if (process.env.VERBOSE) console.log("page: " + message.text());
    wake();
  });
  page.on("pageerror", (error) => lines.push("pageerror: " + error.message));
  return {
    lines,
    mark: () => lines.length,
    /// The first line from `from` on that matches `pattern`.
    async after(from, pattern) {
      const deadline = Date.now() + PATIENCE_MS;
      for (;;) {
        const found = lines.slice(from).find((line) => pattern.test(line));
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error("no line like " + pattern + "; last lines:\n" + lines.slice(-10).join("\n"));
        }
        await new Promise((resolve) => { wake = resolve; setTimeout(resolve, 200); });
      }
    },
  };
}

function check(ok, what) {
  if (!ok) throw new Error(what);
}

async function main() {
  const { server, port } = await serve(pageDir);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--enable-unsafe-swiftshader",
      "--disable-background-networking", "--no-first-run"],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"],
      { origin: `http://127.0.0.1:${port}` });
    const page = await context.newPage();
    const log = watch(page);
    await page.goto(`http://127.0.0.1:${port}/`);
    await log.after(0, /window shown/);
    await page.focus("canvas");
    // Each step: a key, then the screen it must lead to.
    const press = async (key, line) => {
      const from = log.mark();
      await page.keyboard.press(key);
      return log.after(from, line);
    };
    const screen = (name) => new RegExp("screen: " + name + "$");

    // ONLY=copy or ONLY=quit runs one half (to see each fail on a page built without its fix).
    const only = process.env.ONLY || "";
    if (only !== "copy") {
      // Esc on "Who plays Red?" goes back to the title, which answers.
      await press("Space", screen("choose modes"));
      await press("Escape", screen("title"));
      // Esc on tic-tac-toe's mode screen too.
      await press("x", screen("tictactoe modes"));
      await press("Escape", screen("title"));
    }

    // A game of two people; Ctrl+C copies the position on show, each time.
    await press("Space", screen("choose modes"));
    await page.keyboard.press("1");
    await press("1", /new game: Red human, Yellow human/);
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    await page.evaluate(() => navigator.clipboard.writeText("before"));
    let position = "";
    const play = async (moves) => {
      for (const column of moves) {
        position += column;
        await press(column, new RegExp("played column " + column + " .*position " + position + "$"));
      }
    };
    await play("43");
    if (only !== "quit") {
      await press("Control+c", /copied position 43$/);
      check(await clipboard() === "43", "Ctrl+C after 43 left \"" + await clipboard() + "\" on the clipboard");
      await play("53");
      await press("Control+c", /copied position 4353$/);
      check(await clipboard() === "4353", "Ctrl+C after 4353 left \"" + await clipboard() + "\" on the clipboard");
    }

    // Esc in the game: the title offering that game, and the game goes on from there.
    await press("Escape", screen("continue or new"));
    await press("Enter", screen("play"));
    // Red wins in column 1; N at game over goes back to the title, which answers.
    await press("n", screen("confirm new game"));
    await press("y", /new game: Red human, Yellow human/);
    position = "";
    await play("1212121");
    await log.after(0, screen("game over"));
    await press("n", screen("title"));
    await press("Space", screen("choose modes"));

    check(!log.lines.some((line) => /window closed/.test(line)), "the page closed its window");
    const errors = log.lines.filter((line) => /panic|pageerror: (?!register_plugin)/.test(line));
    check(errors.length === 0, "the page reported errors:\n" + errors.join("\n"));
    await page.screenshot({ path: path.join(pageDir, "..", "web-quit-and-copy.png") });
    console.log("ok: every way out led to the title, and Ctrl+C copied the position on show");
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  console.error("web test failed: " + error.message);
  process.exit(1);
});
