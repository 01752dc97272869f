// Online play in the page (issue 51), in Debian's headless Chromium, through a real
// `plot4 serve --web target/web` on a free port:
//  - the real terminal client (`plot4 online create`) creates a room; the page opens its link
//    (`/play/CODE`) and joins it at once;
//  - they play; the page, reloaded mid-game, takes its seat back from the browser's storage;
//    its connection cut, it reconnects; and the game goes on to its end, which both sides
//    call the same;
//  - a link to no room says so in one line on the title, and a page put up on a static host
//    (no game server) says so when Play online creates a game.
// Every step waits for a line: the page's log on its console, the terminal's on its output.
//
// Usage: node online_page.js [PAGE_DIR]   (default ../../target/web; PLOT4 names the binary)
"use strict";
const path = require("path");
const readline = require("readline");
const { spawn } = require("child_process");
const { chromium } = require("playwright-core");
const { serve } = require("./serve");
const { servePlot4 } = require("./plot4_serve");
const { Lines, Log, launch, run } = require("./page");

const pageDir = path.resolve(process.argv[2] || path.join(__dirname, "..", "..", "target", "web"));
const PLOT4 = process.env.PLOT4 || path.join(__dirname, "..", "..", "target", "release", "plot4");

/// A `plot4` subprocess read a line at a time, with a way to wait for a line and to type one.
class Terminal extends Lines {
  constructor(args) {
    super("terminal");
    this.child = spawn(PLOT4, args, { stdio: ["pipe", "pipe", "inherit"] });
    readline.createInterface({ input: this.child.stdout }).on("line", (line) => {
      if (process.env.VERBOSE) console.log(`plot4 ${args[0]}: ${line}`);
      this.push(line);
    });
  }

  say(line) {
    this.child.stdin.write(line + "\n");
  }

  stop() {
    this.child.kill();
  }
}

/// The game's server on a free port, serving the page, behind a relay that can cut the page's
/// connections; the terminal reaches the server itself.
async function startServer() {
  const server = await servePlot4(pageDir);
  server.url = `http://127.0.0.1:${server.port}`;
  server.direct = `http://127.0.0.1:${server.serverPort}`;
  return server;
}

/// Red (the terminal) plays `column`; the page sees it played.
async function redPlays(friend, log, column) {
  const from = log.lines.length;
  friend.say(String(column));
  return log.next(new RegExp(`played column ${column} by Red`), from);
}

/// Yellow (the page) plays `column` by its key; the terminal sees it played.
async function yellowPlays(page, friend, log, column) {
  const from = friend.lines.length;
  const logFrom = log.lines.length;
  await page.keyboard.press(String(column));
  await log.next(new RegExp(`played column ${column} by Yellow`), logFrom);
  return friend.next(new RegExp(`^Yellow ${column}$`), from);
}

/// The terminal creates a room; the page opens its link, joins, plays, is reloaded mid-game,
/// takes its seat back and plays on to the end.
async function aLinkJoinsAndAReloadResumes(browser, server) {
  const friend = new Terminal(["online", "create", "--server", server.direct]);
  try {
    const created = await friend.next(/^code: \S+ link: \S+/, 0);
    const [, code] = created.match(/^code: (\S+) link: (\S+)/);
    // The link as the page's server gives it (the terminal's names the server behind the relay).
    const link = `${server.url}/play/${code}`;
    const page = await browser.newPage({ viewport: { width: 900, height: 700 } });
    const log = new Log(page);
    await page.goto(link);
    const seated = await log.next(/online: seated as /, 0);
    if (!seated.includes(`online: seated as guest in ${code}`)) throw new Error(seated);
    await log.next(/online: both seats taken/, 0);
    await log.next(/screen: play/, 0);
    await friend.next(/^your friend is here$/, 0);
    // Red plays column 1, Yellow column 2, twice each.
    await redPlays(friend, log, 1);
    await yellowPlays(page, friend, log, 2);
    await redPlays(friend, log, 1);
    await yellowPlays(page, friend, log, 2);
    const kept = await page.evaluate(() => window.localStorage.getItem("plot4/online-seat.json"));
    if (!kept || !kept.includes(code)) throw new Error("the seat is not kept: " + kept);

    // Reloaded mid-game, the page takes its seat back and has the game as it stood.
    const reloaded = log.lines.length;
    await page.reload();
    await log.next(new RegExp(`online: taking back the seat in ${code}`), reloaded);
    const again = await log.next(/online: seated as /, reloaded);
    if (!again.includes(`guest in ${code}`)) throw new Error("after the reload: " + again);
    await log.next(/screen: play/, reloaded);
    await redPlays(friend, log, 1);
    // The connection cut: the page says it is reconnecting, takes the seat back, plays on.
    const cut = log.lines.length;
    server.cut();
    await log.next(/online: reconnecting/, cut);
    await log.next(/online: reconnected/, cut);
    await yellowPlays(page, friend, log, 2);
    const last = log.lines.length;
    friend.say("1");
    const over = await log.next(/online: game over: /, last);
    await log.next(/game over: Red wins; position 1212121/, last);
    const result = await friend.next(/^result: /, 0);
    if (over !== "INFO online: game over: Red wins" || result !== "result: Red wins") {
      throw new Error(`the two sides differ: page "${over}", terminal "${result}"`);
    }
    // The game ended: the seat is no longer kept, so the next visit starts afresh.
    const after = await page.evaluate(() => window.localStorage.getItem("plot4/online-seat.json"));
    if (after !== null) throw new Error("the seat is still kept after the game: " + after);
    await page.close();
    return code;
  } finally {
    friend.stop();
  }
}

/// A link to a room that is not one: one line on the title says so, and the page plays on.
async function aBadLinkSaysSo(browser, server) {
  const page = await browser.newPage({ viewport: { width: 640, height: 480 } });
  const log = new Log(page);
  // The link's query goes along: `?log-text` logs each text the page draws.
  await page.goto(`${server.url}/play/NOT-A-CODE!?log-text`);
  await log.next(/the address names no room/, 0);
  await log.next(/screen: title/, 0);
  await log.next(/drawn text: This link names no game: NOT-A-CODE/, 0);
  // A well-formed code of a room that does not exist: the session ends, saying why.
  const from = log.lines.length;
  await page.goto(`${server.url}/play/K7M-Q3X-9PD`);
  const ended = await log.next(/online: ended: /, from);
  if (!/no such room|gone/i.test(ended)) throw new Error(ended);
  await page.close();
}

/// A page on a static host has no game server: Play online says so, and does not hang.
async function aStaticPageHasNoServer(browser) {
  const host = await serve(pageDir);
  try {
    const page = await browser.newPage({ viewport: { width: 640, height: 480 } });
    const log = new Log(page);
    await page.goto(`http://127.0.0.1:${host.port}/`);
    await log.next(/window shown/, 0);
    await page.keyboard.press("o");
    await log.next(/screen: online/, 0);
    await page.keyboard.press("Enter");
    const ended = await log.next(/online: ended: /, 0);
    if (!/no game server/.test(ended)) throw new Error(ended);
    await page.close();
  } finally {
    await host.cut();
  }
}

async function main() {
  const server = await startServer();
  const browser = await launch(chromium);
  try {
    const code = await aLinkJoinsAndAReloadResumes(browser, server);
    console.log(`online page: the link to ${code} joined, a reload took the seat back, both saw Red win`);
    await aBadLinkSaysSo(browser, server);
    console.log("online page: a link to no room says so");
    await aStaticPageHasNoServer(browser);
    console.log("online page: a page without a game server says so");
  } finally {
    await browser.close();
    server.stop();
  }
}

run(main, "online page test");
