// A small, clean download (issue 55, items 7 and 8): the page opened for the first time in
// Debian's headless Chromium, from a server that sends the precompressed copies web/build.sh
// wrote, moves at most 2 MB over the wire (counted by the browser: every response's headers
// and body as received); and its console holds no error and no warning of the page's own,
// through the first load, language switches and a reload.
//
// Usage: node small_clean_download.js [PAGE_DIR]   (default ../../target/web)
"use strict";
const path = require("path");
const { chromium } = require("playwright-core");
const { serve } = require("./serve");
const { Log, launch, run } = require("./page");

const pageDir = path.resolve(process.argv[2] || path.join(__dirname, "..", "..", "target", "web"));
const MOST_BYTES = 2000000;

async function main() {
  const { server, port } = await serve(pageDir);
  const browser = await launch(chromium);
  try {
    const context = await browser.newContext({ viewport: { width: Number(process.env.W || 900), height: Number(process.env.H || 700) } });
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
    // What the first visit needed: the page itself and what it asked for before its first
    // frame; the service worker's own copies of the files are fetched besides, after it.
    await page.waitForLoadState("networkidle");
    const first = received.filter((r) => !/sw\.js$/.test(r.url));
    const total = first.reduce((sum, r) => sum + r.bytes, 0);
    for (const r of first) console.log(`  ${r.url}: ${r.bytes} bytes (${r.encoding})`);
    console.log(`over the wire on the first visit: ${total} bytes in ${first.length} responses`);
    const wasm = first.find((r) => r.url === "/plot4.wasm");
    if (!wasm || wasm.encoding === "none") {
      throw new Error("plot4.wasm did not come compressed: " + JSON.stringify(wasm));
    }
    if (total > MOST_BYTES) throw new Error(`the first visit moved ${total} bytes, over ${MOST_BYTES}`);

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
    console.log("ok: the first visit moved " + total + " bytes, and the console holds no error " +
      "nor warning through language switches and a reload");
  } finally {
    await browser.close();
    server.close();
  }
}

run(main);
