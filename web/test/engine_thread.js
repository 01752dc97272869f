// The computer's own thread in the page (src/ai/page_worker.rs), in Debian's headless
// Chromium: High answers from its Web Worker; in a browser that gives no worker, and when the
// worker stops as High is asked for a move, the page's own thread takes the work over (the
// move asked is asked again there) and High still answers.
//
// Usage: node engine_thread.js [PAGE_DIR]   (default ../../target/web)
"use strict";
const path = require("path");
const { chromium } = require("playwright-core");
const { serve } = require("./serve");
const { Log, launch, run } = require("./page");

const pageDir = path.resolve(process.argv[2] || path.join(__dirname, "..", "..", "target", "web"));

/// Opens the page, starts a game against High (1 Human, 9 High) and plays two moves of Red's by
/// keys, each answered by High; returns the log.
async function twoMovesAgainstHigh(browser, port, prepare) {
  // No service worker: once it controls the page it would fetch engine_worker.js itself, out
  // of the test's reach (page.route sees only the page's own requests).
  const context = await browser.newContext({
    viewport: { width: 900, height: 700 }, serviceWorkers: "block",
  });
  const page = await context.newPage();
  await prepare(page);
  const log = new Log(page);
  await page.goto(`http://127.0.0.1:${port}/`);
  await log.next(/window shown/, 0);
  await page.keyboard.press("Space");
  await page.keyboard.press("1");
  let from = log.lines.length;
  await page.keyboard.press("9");
  await log.next(/new game: Red human, Yellow high/, from);
  for (const column of ["4", "3"]) {
    from = log.lines.length;
    await page.keyboard.press(column);
    await log.next(/played column \d by Yellow/, from);
  }
  await context.close();
  return log;
}

async function main() {
  const { server, port, requests } = await serve(pageDir);
  const browser = await launch(chromium);
  try {
    const fallback = /the computer thinks in slices of the page's frames/;

    const own = await twoMovesAgainstHigh(browser, port, async () => {});
    if (!requests.includes("/engine_worker.js")) throw new Error("the worker was never loaded");
    if (own.lines.some((line) => fallback.test(line))) {
      throw new Error("the page thought on its own thread though the browser gives workers");
    }
    // The page says once that it cannot keep itself offline (the blocked service worker).
    const problems = own.problems().filter((line) => !/Service Worker registration blocked/.test(line));
    if (problems.length) throw new Error("the page reported:\n" + problems.join("\n"));
    console.log("High answered from its own thread");

    const none = await twoMovesAgainstHigh(browser, port, (page) =>
      page.addInitScript(() => { delete window.Worker; }));
    if (!none.lines.some((line) => /no Web Worker: /.test(line))) {
      throw new Error("without workers, the page did not say where the computer thinks");
    }
    console.log("without workers, High answered from the page's frames");

    // A worker that stops at the first move it is asked for, as one whose engine panicked.
    const stopping = `onmessage = (event) => {
      if (event.data.startsWith("move ")) postMessage("gone the test stopped this worker");
    };`;
    const stopped = await twoMovesAgainstHigh(browser, port, (page) =>
      page.route("**/engine_worker.js", (route) =>
        route.fulfill({ contentType: "text/javascript", body: stopping })));
    const said = stopped.lines.find((line) => /own thread stopped \(the test stopped this worker\)/
      .test(line));
    if (!said) throw new Error("the stopped worker went unnoticed:\n" + stopped.lines.join("\n"));
    console.log("a worker that stopped handed the move over: " + said.replace(/^WARN /, ""));
    console.log("ok: High answers in its own thread, and on the page's when there is none");
  } finally {
    await browser.close();
    server.close();
  }
}

run(main);
