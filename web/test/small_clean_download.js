// A small, clean download (issue 55, items 7 and 8): the page opened for the first time in
// Debian's headless Chromium, from the game's own server (`plot4 serve --web`, which sends the
// precompressed copies web/build.sh wrote), moves at most 2 MB over the wire (every byte the
// server sent, the service worker's copies included, counted by a relay in between; the
// browser's own count of each response is printed beside it); and its
// console holds no error and no warning of the page's own, through the first load, language
// switches and a reload.
//
// Usage: node small_clean_download.js [PAGE_DIR]   (default ../../target/web; the server is
// $PLOT4, by default ../../target/release/plot4)
"use strict";
const path = require("path");
const { chromium } = require("playwright-core");
const { servePlot4 } = require("./plot4_serve");
const { Log, launch, kept, run } = require("./page");

const pageDir = path.resolve(process.argv[2] || path.join(__dirname, "..", "..", "target", "web"));
const MOST_BYTES = 2000000;

async function main() {
  const { port, bytesSent, stop } = await servePlot4(pageDir);
  let browser = null;
  try {
    browser = await launch(chromium);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const log = new Log(page);
    const received = [];
    page.on("requestfinished", async (request) => {
      const response = await request.response();
      const sizes = await request.sizes();
      received.push({
        url: new URL(request.url()).pathname,
        bytes: sizes.responseHeadersSize + sizes.responseBodySize,
        encoding: response ? (await response.allHeaders())["content-encoding"] || "none" : "none",
      });
    });
    await page.goto(`http://127.0.0.1:${port}/`);
    await log.next(/window shown/, 0);
    // The first visit: the page and what it asked for, the engine's worker and what the service
    // worker keeps for visits without the network (it only confirms the copies the page has).
    await kept(page, log);
    await page.waitForLoadState("networkidle");
    const total = received.reduce((sum, r) => sum + r.bytes, 0);
    const firstVisit = bytesSent();
    for (const r of received) console.log(`  ${r.url}: ${r.bytes} bytes (${r.encoding})`);
    console.log(`over the wire on the first visit: ${total} bytes in ${received.length} ` +
      `responses to the page, ${firstVisit} bytes sent by the server in all`);
    const wasm = received.find((r) => r.url === "/plot4.wasm");
    if (!wasm || wasm.encoding === "none") {
      throw new Error("plot4.wasm did not come compressed: " + JSON.stringify(wasm));
    }
    if (firstVisit > MOST_BYTES) {
      throw new Error(`the first visit moved ${firstVisit} bytes, over ${MOST_BYTES}`);
    }

    // Every language in turn from the settings (the language is their ninth row), then back.
    await page.keyboard.press("s");
    await page.keyboard.press("9");
    for (let step = 0; step < 6; step += 1) {
      const from = log.lines.length;
      await page.keyboard.press("ArrowRight");
      await log.next(/^INFO language: /, from);
      // A frame in the new language is drawn before the next switch.
      await log.next(/settings saved: /, from);
    }
    await page.keyboard.press("Escape");
    const reloaded = log.lines.length;
    await page.reload();
    await log.next(/window shown/, reloaded);
    await page.keyboard.press("s");
    const from = log.lines.length;
    await page.keyboard.press("ArrowLeft");
    await log.next(/settings saved: /, from);
    // The frames after the last switch are drawn before the console is read.
    await page.evaluate(() => new Promise((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(resolve))));

    const problems = log.problems();
    if (problems.length) throw new Error("the page's console is not clean:\n" + problems.join("\n"));
    const notices = log.entries.filter(({ text }) => /not used in the rust code/.test(text));
    if (notices.length) throw new Error("the loader says: " + notices.map((n) => n.text).join("; "));
    console.log("ok: the first visit moved " + firstVisit + " bytes, and the console holds no error " +
      "nor warning through language switches and a reload");
  } finally {
    if (browser) await browser.close();
    stop();
  }
}

run(main);
