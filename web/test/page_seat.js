// One player's page in Debian's headless Chromium, for a test in another language to drive: it
// opens the address given, prints each line of the page's console (the game's log lines) on
// standard output, and takes a command a line on standard input:
//   key K      press the key K (a column's digit, Enter, ...)
//   reload     reload the page, as a player pressing F5 would
//   storage K  print `storage K: VALUE` (localStorage's K, or `null`)
//   quit       close the browser and end
// An uncaught error in the page is printed as `pageerror: …`; the driver's own failure as one
// line starting `driver failed:`, and the process ends with status 1.
//
// Usage: node page_seat.js ADDRESS     (tests/window/against_page.rs starts it)
"use strict";
const readline = require("readline");
const { chromium } = require("playwright-core");
const { Log, launch, run } = require("./page");

async function main() {
  const address = process.argv[2];
  if (!address) throw new Error("usage: node page_seat.js ADDRESS");
  const browser = await launch(chromium);
  try {
    const page = await browser.newPage({ viewport: { width: 900, height: 700 } });
    const log = new Log(page);
    const print = log.add.bind(log);
    log.add = (type, text) => {
      print(type, text);
      process.stdout.write(text.replace(/\n/g, " ") + "\n");
    };
    await page.goto(address);
    const commands = readline.createInterface({ input: process.stdin });
    for await (const line of commands) {
      const [command, ...rest] = line.trim().split(/\s+/);
      if (command === "key") {
        await page.keyboard.press(rest.join(" "));
      } else if (command === "reload") {
        await page.reload();
      } else if (command === "storage") {
        const key = rest.join(" ");
        const value = await page.evaluate((k) => window.localStorage.getItem(k), key);
        process.stdout.write(`storage ${key}: ${value === null ? "null" : value.replace(/\n/g, " ")}\n`);
      } else if (command === "quit") {
        break;
      } else if (command) {
        process.stdout.write(`driver: unknown command ${JSON.stringify(line)}\n`);
      }
    }
  } finally {
    await browser.close();
  }
}

run(main, "driver");
