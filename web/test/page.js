// What the page's tests share: Debian's headless Chromium launched as CI runs it, and the
// window's log lines as the page prints them to the console, with a way to wait for one.
"use strict";

const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const CHROMIUM_ARGS = ["--no-sandbox", "--enable-unsafe-swiftshader",
  "--disable-background-networking", "--no-first-run"];
// Bounds against hanging, not timing claims: software WebGL on two shared cores is slow.
const PATIENCE_MS = 60000;

/// Debian's Chromium, headless, never a downloaded one.
function launch(chromium) {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/// Lines as they come (a page's console, a process's output), with a way to wait for one.
class Lines {
  constructor(what = "log") {
    this.what = what;
    this.lines = [];
    this.waiters = [];
  }

  /// Takes in a line; wakes whoever waits for one like it.
  push(text) {
    this.lines.push(text);
    this.waiters = this.waiters.filter(({ pattern, resolve }) => {
      if (pattern.test(text)) { resolve(text); return false; }
      return true;
    });
  }

  /// The next line matching `pattern` from line `from` on (by default from now on).
  next(pattern, from = this.lines.length) {
    const seen = this.lines.slice(from).find((line) => pattern.test(line));
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no " + this.what + " line like " + pattern +
        " within " + PATIENCE_MS + " ms; last lines:\n" + this.lines.slice(-8).join("\n"))),
      PATIENCE_MS);
      this.waiters.push({ pattern, resolve: (line) => { clearTimeout(timer); resolve(line); } });
    });
  }
}

/// The console's lines (the window's log lines among them), every uncaught error, and a way to
/// wait for a line.
class Log extends Lines {
  constructor(page) {
    super("log");
    /// Each line with its console type (`log`, `info`, `warning`, `error`) and the page's
    /// uncaught errors as type `pageerror`.
    this.entries = [];
    page.on("console", (message) => this.add(message.type(), message.text()));
    page.on("pageerror", (error) => this.add("pageerror", "pageerror: " + error.message));
  }

  add(type, text) {
    this.entries.push({ type, text });
    if (process.env.VERBOSE) console.log(`page ${type}: ${text}`);
    this.push(text);
  }

  /// The errors and warnings of the page's own since entry `from`: everything on the console's
  /// error and warning channels and every uncaught error, but the renderer's notes about its
  /// own speed ("GL Driver Message … Performance"), which are Chromium's, not the page's.
  problems(from = 0) {
    return this.entries.slice(from)
      .filter(({ type }) => type === "error" || type === "warning" || type === "pageerror")
      .filter(({ text }) => !/^\[\.WebGL-[0-9a-fx]+\]GL Driver Message \(OpenGL, Performance/.test(text))
      .map(({ type, text }) => `${type}: ${text}`);
  }
}

/// Waits until the page's service worker keeps its files and serves the page; throws with the
/// page's reason when it cannot, or once PATIENCE_MS have passed without either.
async function kept(page, log) {
  const serving = page.evaluate(() => navigator.serviceWorker.ready.then(() =>
    navigator.serviceWorker.controller || new Promise((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", resolve))).then(() => "kept"));
  const refused = log.next(/cannot keep itself/, 0);
  const bound = new Promise((resolve) => setTimeout(() => resolve("no service worker within " +
    PATIENCE_MS + " ms"), PATIENCE_MS));
  const answer = await Promise.race([serving, refused, bound]);
  if (answer !== "kept") throw new Error("the page is not kept for offline visits: " + answer);
}

/// Red's column after `position` (digits 1-7): the lowest with room, centre first, so that a
/// game lasts.
function centreFirst(position) {
  const heights = [0, 0, 0, 0, 0, 0, 0, 0];
  for (const digit of position) heights[Number(digit)] += 1;
  return [4, 3, 5, 2, 6, 1, 7].find((c) => heights[c] < 6);
}

/// Plays Red with `drop(column)` (a key, a click), centre first, against the computer as
/// Yellow from `position` until the game is over; returns the log's game-over line.
async function playRedToTheEnd(log, drop, position = "") {
  for (;;) {
    const from = log.lines.length;
    await drop(centreFirst(position));
    const red = await log.next(/played column \d by Red; position \d*|game over: /, from);
    if (/game over/.test(red)) return red;
    const answer = await log.next(/played column \d by Yellow; position \d*|game over: /, from);
    const over = log.lines.slice(from).find((line) => /game over: /.test(line));
    if (over) return over;
    position = answer.match(/position (\d*)/)[1];
  }
}

/// Reloads the page once the browser's address holds `position` (`#pos=…`, which the page
/// writes as the game moves): a reload sent sooner reloads the address before it, and opens
/// that earlier position as a shared link rather than offering the game kept.
async function reloadAt(page, position) {
  await page.waitForURL((url) => url.hash === "#pos=" + position, { waitUntil: "commit" });
  await page.reload();
}

/// Runs a test's `main`; a failure ends the process with status 1 and one line.
function run(main, what = "web test") {
  main().catch((error) => {
    console.error(`${what} failed: ${error.message}`);
    process.exit(1);
  });
}

module.exports = {
  Lines, Log, launch, CHROMIUM, CHROMIUM_ARGS, PATIENCE_MS, kept, centreFirst, playRedToTheEnd, reloadAt, run,
};
