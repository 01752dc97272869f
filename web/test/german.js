// Every screen of the page in German (issue 53), in Debian's headless Chromium with the
// browser's locale de-DE and no language picked: the page speaks German of itself, and a walk
// by keys and clicks through every screen (the title, settings, statistics, the coach's three
// screens, a game with hints, analysis and the why overlay, help, the questions, game over, the
// review, the mistakes of the game, a game against Low, the offer to continue after a reload,
// tic-tac-toe) draws no English: no text that reads as an English message whose German
// differs, no word only English uses. Each coach screen does its work (a puzzle, the explorer's
// scores, the game's mistakes), and the first click on the board starts the sound.
//
// The page logs every text it draws (`?log-text`) and its debug lines (`?log-debug`), as the
// window's own walk (tests/window/every_word.rs) reads them; the English-only check is that
// test's, for the page's log.
//
// Usage: node german.js [PAGE_DIR]   (default ../../target/web); SHOTS=DIR keeps screenshots.
"use strict";
const fs = require("fs");
const path = require("path");
const { chromium } = require("playwright-core");
const { serve } = require("./serve");
const { Log, launch, reloadAt, run } = require("./page");

const pageDir = path.resolve(process.argv[2] || path.join(__dirname, "..", "..", "target", "web"));
const messagesDir = path.join(__dirname, "..", "..", "assets", "i18n");

/// The messages of a language's file: key to value (lines joined, as Fluent joins them).
function messages(language) {
  const all = new Map();
  let current = null;
  for (const line of fs.readFileSync(path.join(messagesDir, language, "plot4.ftl"), "utf8").split("\n")) {
    if (line.startsWith("#") || line.trim() === "") continue;
    if (!/^\s/.test(line)) {
      const at = line.indexOf("=");
      current = line.slice(0, at).trim();
      all.set(current, line.slice(at + 1).trim());
    } else {
      all.set(current, all.get(current) + " " + line.trim());
    }
  }
  return all;
}

/// Every way the message `value` can read, as patterns: the literal pieces between its
/// variables, a selector being each of its variants in turn.
function patterns(value) {
  let alternatives = [[]];
  let literal = "";
  let i = 0;
  while (i < value.length) {
    if (value[i] !== "{") {
      literal += value[i];
      i += 1;
      continue;
    }
    let depth = 0;
    const start = i;
    for (; i < value.length; i += 1) {
      if (value[i] === "{") depth += 1;
      if (value[i] === "}") {
        depth -= 1;
        if (depth === 0) break;
      }
    }
    const inner = value.slice(start + 1, i);
    i += 1;
    for (const alternative of alternatives) alternative.push(literal);
    literal = "";
    const arrow = inner.indexOf("->");
    if (arrow >= 0) {
      const texts = inner.slice(arrow + 2).split("[").slice(1)
        .filter((variant) => variant.includes("]"))
        .map((variant) => variant.slice(variant.indexOf("]") + 1).trim().replace(/\*$/, "").trim());
      const next = [];
      for (const alternative of alternatives) {
        for (const text of texts) {
          for (const innerPattern of patterns(text)) {
            const longer = [...alternative];
            innerPattern.forEach((piece, n) => {
              if (n > 0) longer.push(null);
              longer.push(piece);
            });
            next.push(longer);
          }
        }
      }
      alternatives = next;
    } else {
      for (const alternative of alternatives) alternative.push(null);
    }
  }
  for (const alternative of alternatives) alternative.push(literal);
  // Literal pieces next to each other join; holes split.
  return alternatives.map((pieces) => {
    const pattern = [""];
    for (const piece of pieces) {
      if (piece === null) pattern.push("");
      else pattern[pattern.length - 1] += piece;
    }
    return pattern;
  });
}

/// Whether `text` reads as `pattern`: its first piece at the start, its last at the end, the
/// others in order between.
function readsAs(text, pattern) {
  if (pattern.length === 1) return text === pattern[0];
  const first = pattern[0];
  const last = pattern[pattern.length - 1];
  if (!text.startsWith(first)) return false;
  let rest = text.slice(first.length);
  for (const piece of pattern.slice(1, -1)) {
    const at = rest.indexOf(piece);
    if (at < 0) return false;
    rest = rest.slice(at + piece.length);
  }
  return rest.endsWith(last);
}

/// The keys of the English messages `text` reads as, and not as the German of the same key.
function englishOnly(text, english, german) {
  const hasWords = (pattern) => pattern.some((piece) =>
    [...piece].filter((c) => /\p{L}/u.test(c)).length >= 2);
  return [...english].filter(([key, value]) =>
    patterns(value).some((p) => hasWords(p) && readsAs(text, p)) &&
    !patterns(german.get(key)).some((p) => readsAs(text, p))).map(([key]) => key);
}

/// Words English uses and German never does (the window's walk's list).
const ENGLISH_WORDS = new Set(("the of and to your you is are this that for with move moves game " +
  "games wins win draw click press back next no yet mistake mistakes answer puzzle puzzles " +
  "rating played best evaluation learn explorer opening review first last earlier later " +
  "thinking red yellow human from here shown skipped found kind only any").split(" "));

function englishWords(text) {
  return text.split(/[^\p{L}]+/u).map((w) => w.toLowerCase()).filter((w) => ENGLISH_WORDS.has(w));
}

/// The screens the walk must draw.
const SCREENS = ["title", "settings", "statistics", "statistics: reset?", "puzzles", "explorer",
  "learn from mistakes", "choose modes", "play", "help", "confirm new game",
  "game over", "review", "change modes", "continue or new", "tictactoe modes", "tictactoe play"];

/// Keys and clicks on one page, each waiting for what it causes.
class Walk {
  constructor(page, log) {
    this.page = page;
    this.log = log;
  }

  /// Presses `key` and waits for a log line matching `pattern` after it.
  async keyThen(key, pattern) {
    const from = this.log.lines.length;
    await this.page.keyboard.press(key);
    return this.log.next(pattern, from);
  }

  /// Presses `key` and waits for the first frame of `screen` (its texts are logged before).
  toScreen(key, screen) {
    return this.keyThen(key, new RegExp(`drawn screen: ${screen.replace(/[?]/g, "\\?")}$`));
  }

  /// Plays `digits` by keys, each move waited for.
  async play(digits) {
    for (const digit of digits) await this.keyThen(digit, /played column \d by /);
  }

  async shot(name) {
    if (!process.env.SHOTS) return;
    fs.mkdirSync(process.env.SHOTS, { recursive: true });
    await this.page.screenshot({ path: path.join(process.env.SHOTS, `german-${name}.png`) });
  }
}

/// A German browser's page at 1280×800, counting the sounds it starts.
async function germanPage(browser, port) {
  const context = await browser.newContext({ locale: "de-DE", viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.plot4Sounds = 0;
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (...args) {
      if (this.buffer && this.buffer.length > 1) window.plot4Sounds += 1;
      return start.apply(this, args);
    };
  });
  const log = new Log(page);
  await page.goto(`http://127.0.0.1:${port}/?log-text&log-debug`);
  await log.next(/drawn screen: /, 0);
  return { context, page, log, walk: new Walk(page, log) };
}

async function walkEveryScreen(browser, port) {
  const { context, page, log, walk } = await germanPage(browser, port);
  const language = log.lines.find((line) => /INFO language: /.test(line));
  if (!/language: de$/.test(language)) throw new Error("a German browser's page speaks " + language);

  // The sheets and the coach's screens from the title.
  await log.next(/drawn screen: title/, 0);
  await walk.shot("title");
  await walk.toScreen("s", "settings");
  await walk.shot("settings");
  await walk.toScreen("Escape", "title");
  await walk.toScreen("t", "statistics");
  await walk.toScreen("r", "statistics: reset?");
  await walk.toScreen("n", "statistics");
  await walk.toScreen("Escape", "title");
  await walk.toScreen("p", "puzzles");
  await log.next(/puzzle: position \d+; kind/, 0);
  await walk.keyThen("k", /puzzle: position \d+; kind/);
  await walk.keyThen("a", /puzzle failed/);
  await walk.shot("puzzles");
  await walk.toScreen("Escape", "title");
  await walk.toScreen("e", "explorer");
  // The empty board's results come from the book; one move on is a long search, and the
  // heading, drawn at once, is all that is needed of it.
  await log.next(/explorer: position -; scores/, 0);
  await walk.keyThen("4", /explorer: position 4;/);
  await walk.keyThen("Backspace", /explorer: position -;/);
  await walk.keyThen("Backspace", /refused: /);
  await walk.shot("explorer");
  await walk.toScreen("Escape", "title");
  await walk.toScreen("l", "learn from mistakes");
  await walk.toScreen("Escape", "title");

  // A game between two people with hints, analysis and the why overlay on, its questions,
  // the help and a refusal; its first move by a click, which starts the sound.
  await walk.toScreen("Space", "choose modes");
  await page.keyboard.press("1");
  await walk.toScreen("1", "play");
  const sounds = await page.evaluate(() => window.plot4Sounds);
  let from = log.lines.length;
  // Column 4 of the 1280×800 board: the middle of the page, below its top.
  await page.mouse.click(640, 500);
  await log.next(/played column 4 by Red/, from);
  await log.next(/coin landed; position 4$/, from);
  const heard = await page.evaluate(() => window.plot4Sounds);
  if (heard <= sounds) {
    throw new Error(`no sound for the coin dropped by a click (${sounds} sounds before, ${heard} after)`);
  }
  await walk.play("453");
  await walk.keyThen("h", /hint: position/);
  await walk.keyThen("a", /analysis mode on/);
  await walk.keyThen("w", /why: position/);
  await walk.keyThen("9", /refused: /);
  await walk.shot("play");
  await walk.toScreen("F1", "help");
  await walk.shot("help");
  await walk.toScreen("Escape", "play");
  await walk.toScreen("n", "confirm new game");
  await walk.toScreen("n", "play");
  // A page has no quitting: Esc leaves the game for the title, which offers it again.
  await walk.toScreen("Escape", "continue or new");
  await walk.toScreen("Enter", "play");
  await walk.keyThen("u", /undo; position/);
  await walk.keyThen("r", /redo; position/);
  await walk.play("1212121");
  await log.next(/game over: Red wins/, 0);
  // The graph's last proof can come before the game-over screen is drawn, or after.
  await log.next(/drawn screen: game over/, 0);
  await log.next(/graph: position/, 0);
  await walk.shot("game-over");
  await walk.toScreen("ArrowLeft", "review");
  await walk.keyThen("Home", /review; position/);
  await walk.keyThen("Home", /refused: /);
  await walk.keyThen("End", /review; position/);
  await walk.shot("review");
  await walk.toScreen("Escape", "game over");
  await walk.toScreen("l", "learn from mistakes");
  await log.next(/coach: mistake 1 of \d+/, 0);
  await walk.shot("mistakes");
  await walk.toScreen("Escape", "game over");
  // Against the computer, which thinks, and the rating line after.
  await walk.toScreen("c", "change modes");
  await page.keyboard.press("1");
  from = log.lines.length;
  await page.keyboard.press("6");
  await log.next(/new game: Red human, Yellow low/, from);
  await log.next(/drawn screen: play/, from);
  from = log.lines.length;
  await page.keyboard.press("4");
  const answered = await log.next(/played column \d by Yellow; position (\d+)/, from);
  await walk.toScreen("t", "statistics");
  await walk.shot("statistics");
  await walk.toScreen("Escape", "play");

  // Left unfinished: the page offers to continue it after a reload.
  from = log.lines.length;
  await reloadAt(page, answered.match(/position (\d+)/)[1]);
  await log.next(/drawn screen: continue or new/, from);
  await walk.shot("continue");
  await walk.toScreen("n", "choose modes");
  const lines = log.lines;
  await context.close();

  // Tic-tac-toe, from the title of a page with nothing kept.
  const second = await germanPage(browser, port);
  await second.log.next(/drawn screen: title/, 0);
  await second.walk.toScreen("x", "tictactoe modes");
  await second.page.keyboard.press("1");
  await second.walk.toScreen("1", "tictactoe play");
  await second.page.keyboard.press("h");
  await second.page.keyboard.press("a");
  for (const square of ["1", "4", "2", "5", "3"]) {
    await second.walk.keyThen(square, /tictactoe: played square/);
  }
  await second.log.next(/tictactoe over/, 0);
  await second.walk.keyThen("5", /refused: /);
  await second.walk.shot("tictactoe");
  const problems = log.problems().concat(second.log.problems());
  await second.context.close();
  if (problems.length) throw new Error("the page reported:\n" + problems.join("\n"));
  return lines.concat(second.log.lines);
}

/// Each screen of the walk had text of its own logged before its first frame was.
function everyScreenDrewText(lines) {
  const seen = new Set();
  let textsSince = 0;
  for (const line of lines) {
    if (line.includes("drawn text: ")) {
      textsSince += 1;
    } else if (line.includes("drawn screen: ")) {
      const screen = line.split("drawn screen: ")[1].trim();
      if (!seen.has(screen) && textsSince === 0) {
        throw new Error(`the first frame of ${screen} logged no text`);
      }
      seen.add(screen);
      textsSince = 0;
    }
  }
  const missed = SCREENS.filter((screen) => !seen.has(screen));
  if (missed.length) throw new Error("the walk never drew: " + missed.join(", "));
}

async function main() {
  const { server, port } = await serve(pageDir);
  const browser = await launch(chromium);
  try {
    const lines = await walkEveryScreen(browser, port);
    everyScreenDrewText(lines);
    const english = messages("en");
    const german = messages("de");
    const texts = [...new Set(lines.filter((line) => line.includes("drawn text: "))
      .map((line) => line.slice(line.indexOf("drawn text: ") + "drawn text: ".length)))].sort();
    if (texts.length < 100) throw new Error(`the walk drew only ${texts.length} texts`);
    const left = [];
    for (const text of texts) {
      const keys = englishOnly(text, english, german);
      const words = englishWords(text);
      if (keys.length || words.length) {
        left.push(`${JSON.stringify(text)}  (reads as ${JSON.stringify(keys)}; English words ` +
          `${JSON.stringify(words)})`);
      }
    }
    if (left.length) {
      throw new Error(`${left.length} texts drawn in English in the German page:\n` + left.join("\n"));
    }
    // The check finds English where there is some: the English page's words.
    if (!englishOnly("Undo", english, german).includes("tool-undo")) {
      throw new Error("the English-only check does not find English");
    }
    console.log(`ok: ${SCREENS.length} screens walked in German, ${texts.length} texts drawn, ` +
      "none English; the coach's screens worked, and the sound started on the first click");
  } finally {
    await browser.close();
    server.close();
  }
}

run(main);
