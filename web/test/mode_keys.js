// The page's mode screen by keys (issue 55, item 2): ↓ moves the outline and leaves the rules
// alone, Enter takes the outlined row, and the game starts as four in a row on 7×6. Before,
// ↓ shortened the winning line to three without a word. Waits on the page's log lines only.
//
// Usage: node mode_keys.js [PAGE_DIR]   (default ../../target/web, built by web/build.sh)
"use strict";
const path = require("path");
const { chromium } = require("playwright-core");
const { serve } = require("./serve");

const pageDir = path.resolve(process.argv[2] || path.join(__dirname, "..", "..", "target", "web"));
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
// A bound against hanging, not a timing claim: software WebGL on two shared cores is slow.
const PATIENCE_MS = 60000;

/// Resolves with the first console line matching `pattern` from index `from` on.
function nextLine(lines, waiters, pattern, from) {
  const seen = lines.slice(from).find((line) => pattern.test(line));
  if (seen) return Promise.resolve(seen);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no log line like ${pattern} within ` +
      `${PATIENCE_MS} ms; last lines:\n${lines.slice(-8).join("\n")}`)), PATIENCE_MS);
    waiters.push({ pattern, resolve: (line) => { clearTimeout(timer); resolve(line); } });
  });
}

async function main() {
  const { server, port } = await serve(pageDir);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--enable-unsafe-swiftshader", "--disable-background-networking",
      "--no-first-run"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const lines = [];
    let waiters = [];
    page.on("console", (message) => {
      const text = message.text();
      lines.push(text);
      if (process.env.VERBOSE) console.log("page: " + text);
      waiters = waiters.filter(({ pattern, resolve }) => {
        if (!pattern.test(text)) return true;
        resolve(text);
        return false;
      });
    });
    const next = (pattern, from = lines.length) => nextLine(lines, waiters, pattern, from);
    // Each key is pressed once the line that says the last one was taken is in.
    const press = async (key, pattern) => {
      const from = lines.length;
      await page.keyboard.press(key);
      return next(pattern, from);
    };

    await page.goto(`http://127.0.0.1:${port}/`);
    await next(/window shown/, 0);
    // The title: any key goes on to the mode screen (its `screen:` line is the log's debug,
    // which the page does not print; the next key's line says it arrived).
    await page.keyboard.press("Enter");
    // Red: one down from Human is Random, and Enter takes it.
    await press("ArrowDown", /menu row: random$/);
    await press("Enter", /mode screen asks: who plays Yellow/);
    // Yellow: down twice and up once from where its outline starts, then Enter.
    await press("ArrowDown", /menu row: /);
    await press("ArrowDown", /menu row: /);
    const row = await press("ArrowUp", /menu row: /);
    const yellow = row.replace(/.*menu row: /, "");
    const started = await press("Enter", /new game: /);
    const expected = `new game: Red random, Yellow ${yellow}`;
    if (!started.endsWith(expected)) {
      throw new Error(`the game started as "${started}", not "${expected}" (four in a row on 7×6)`);
    }
    console.log(`mode keys: ↓ moved the outline, Enter took it; ${expected}`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  console.error("mode keys: " + error.message);
  process.exit(1);
});
