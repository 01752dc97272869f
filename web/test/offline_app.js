// The page as an installable app that plays offline (issue 53), in Debian's headless Chromium
// with a profile of its own (an app cannot be installed from an incognito window):
// - Chromium reads the manifest without an error, finds its name, icons, start_url, display and
//   theme colour, and has no reason not to offer "Install";
// - after the first visit the service worker holds the page; the server is then shut down, and
//   the page reloads and plays a whole game against Low.
//
// Usage: node offline_app.js [PAGE_DIR]   (default ../../target/web)
"use strict";
const fs = require("fs");
const os = require("os");
const path = require("path");
const { chromium } = require("playwright-core");
const { serve } = require("./serve");
const { Log, CHROMIUM_ARGS, CHROMIUM, kept, playRedToTheEnd, run } = require("./page");

const pageDir = path.resolve(process.argv[2] || path.join(__dirname, "..", "..", "target", "web"));


/// What Chromium makes of the page's manifest; throws on anything missing or wrong.
async function checkManifest(context, page) {
  const cdp = await context.newCDPSession(page);
  const { url, errors, manifest } = await cdp.send("Page.getAppManifest");
  if (!url.endsWith("/manifest.webmanifest")) throw new Error("no manifest linked: " + url);
  if (errors.length) throw new Error("the manifest has errors: " + JSON.stringify(errors));
  const problems = [];
  if (manifest.name !== "Plot 4") problems.push("name " + manifest.name);
  if (!manifest.startUrl || new URL(manifest.startUrl).pathname !== "/") {
    problems.push("start_url " + manifest.startUrl);
  }
  if (manifest.display !== "kStandalone") problems.push("display " + manifest.display);
  if (!manifest.themeColor) problems.push("no theme colour");
  const pngs = (manifest.icons || []).filter((icon) => icon.type === "image/png");
  for (const icon of pngs) {
    // Each icon is there, and is the size it says.
    const response = await page.request.get(icon.url);
    const png = await response.body();
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    if (!response.ok() || `${width}x${height}` !== icon.sizes) {
      problems.push(`icon ${icon.url}: ${response.status()}, ${width}x${height} for ${icon.sizes}`);
    }
  }
  if (!pngs.some((icon) => icon.sizes === "512x512")) problems.push("no 512×512 icon");
  if (problems.length) throw new Error("the manifest lacks: " + problems.join("; "));
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  if (installabilityErrors.length) {
    throw new Error("Chromium would not offer Install: " + JSON.stringify(installabilityErrors));
  }
  console.log(`the manifest: ${manifest.name}, ${pngs.length} PNG icons, start_url ` +
    `${manifest.startUrl}, display ${manifest.display}; Chromium offers Install`);
}

async function main() {
  const { server, port, cut } = await serve(pageDir);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "plot4-page-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    viewport: { width: 900, height: 700 },
  });
  try {
    const page = context.pages()[0] || await context.newPage();
    const log = new Log(page);
    await page.goto(`http://127.0.0.1:${port}/`);
    await log.next(/window shown/, 0);
    await checkManifest(context, page);
    // The service worker has kept the page's files and serves this page.
    await kept(page, log);

    await cut();
    const offline = await page.request.get(`http://127.0.0.1:${port}/`).then(() => "answered",
      () => "gone");
    if (offline !== "gone") throw new Error("the server still answers after it was shut down");
    const reloaded = log.lines.length;
    await page.reload();
    await log.next(/window shown/, reloaded);
    // A game against Low (the mode screen's digits: 1 Human, 6 Low), by keys to the end.
    await page.keyboard.press("Space");
    await page.keyboard.press("1");
    const chosen = log.lines.length;
    await page.keyboard.press("6");
    await log.next(/new game: Red human, Yellow low/, chosen);
    const result = await playRedToTheEnd(log, (column) => page.keyboard.press(String(column)));
    const problems = log.problems(reloaded);
    if (problems.length) throw new Error("the offline page reported:\n" + problems.join("\n"));
    console.log("ok: with the server shut down, the page reloaded and played against Low: " +
      result.replace(/^INFO /, ""));
  } finally {
    await context.close();
    server.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

run(main);
