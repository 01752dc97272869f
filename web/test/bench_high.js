// High in the browser: opens the page at #bench-high in Debian's headless Chromium, which
// times High's move on each position of tests/data/high_positions.txt (a fresh engine each, the
// window's budget) and prints the console's summary line.
//
// Usage: node bench_high.js [PAGE_DIR]   (default ../../target/web)
"use strict";
const path = require("path");
const { chromium } = require("playwright-core");
const { serve } = require("./serve");

const pageDir = path.resolve(process.argv[2] || path.join(__dirname, "..", "..", "target", "web"));

async function main() {
  const { server, port } = await serve(pageDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--no-sandbox", "--enable-unsafe-swiftshader", "--disable-background-networking",
      "--no-first-run"],
  });
  try {
    const page = await browser.newPage();
    const done = new Promise((resolve) => page.on("console", (message) => {
      const text = message.text();
      if (process.env.VERBOSE && text.startsWith("bench-high")) console.log(text);
      if (text.startsWith("bench-high done")) resolve(text);
    }));
    await page.goto(`http://127.0.0.1:${port}/#bench-high`);
    console.log(await done);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  console.error("bench failed: " + error.message);
  process.exit(1);
});
