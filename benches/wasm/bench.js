// Times Plot 4's solver, built as wasm (this folder's crate), on a set of positions in Node, as
// `plot4 bench --tsv` times the native build: the table cleared before each position and the
// clearing not timed; one tab-separated line per set with the same columns.
//
// Usage: node bench.js WASM SET [--analyze] [--limit N] [--size WxH] [--table-mib MIB]
//   SET: lines `<moves> <score>`, or with --analyze `<moves> <score of each column ...>` ('-'
//   for a full column), as in tests/data/hint_positions.txt; '#' lines are comments.
"use strict";
const fs = require("fs");
const path = require("path");
const { performance } = require("perf_hooks");

function options(argv) {
  const [wasm, set, ...rest] = argv;
  if (!wasm || !set) throw new Error("usage: node bench.js WASM SET [--analyze] [--limit N] [--size WxH] [--table-mib MIB]");
  const chosen = { wasm, set, analyze: false, limit: Infinity, width: 7, height: 6, mib: 64 };
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i];
    if (flag === "--analyze") chosen.analyze = true;
    else if (flag === "--limit") chosen.limit = Number(rest[++i]);
    else if (flag === "--table-mib") chosen.mib = Number(rest[++i]);
    else if (flag === "--size") [chosen.width, chosen.height] = rest[++i].split("x").map(Number);
    else throw new Error(`unknown option ${flag}`);
  }
  return chosen;
}

function main() {
  const o = options(process.argv.slice(2));
  const module = new WebAssembly.Module(fs.readFileSync(o.wasm));
  // What the page's loader gives the engine (src/page.rs): the clock and Math.random().
  const env = { now: () => Date.now() / 1000, rand: () => Math.floor(Math.random() * 2147483647) };
  // The page's other imports (its storage, its engine thread, …) come with the crate but a
  // solve never calls them: each is a function that says so if it ever is.
  for (const { module: from, name, kind } of WebAssembly.Module.imports(module)) {
    if (from === "env" && kind === "function" && !(name in env)) {
      env[name] = () => { throw new Error(`a solve called the page's ${name}`); };
    }
  }
  const solver = new WebAssembly.Instance(module, { env }).exports;
  if (!solver.configure(o.width, o.height, o.mib)) throw new Error("the solver refused the size or the table");
  const lines = fs.readFileSync(o.set, "utf8").split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#")).slice(0, o.limit);
  const times = [];
  let nodes = 0;
  let mismatches = 0;
  for (const line of lines) {
    const [moves, ...expected] = line.trim().split(/\s+/);
    new Uint8Array(solver.memory.buffer, solver.moves_buffer(), moves.length)
      .set(Buffer.from(moves, "ascii"));
    solver.clear_table();
    let found;
    const start = performance.now();
    if (o.analyze) {
      const columns = solver.analyze(moves.length);
      times.push((performance.now() - start) * 1000);
      const scores = new Int32Array(solver.memory.buffer, solver.scores_buffer(), columns);
      found = Array.from(scores, (s) => (s === -2147483648 ? "-" : String(s))).join(" ");
    } else {
      const score = solver.solve(moves.length);
      times.push((performance.now() - start) * 1000);
      found = String(score);
    }
    nodes += solver.nodes();
    if (found !== expected.join(" ")) {
      mismatches++;
      console.error(`${moves}: scored ${found}, expected ${expected.join(" ")}`);
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log("set\tpositions\tmismatches\tmean_us\tmedian_us\tmax_us\tmean_nodes");
  console.log([path.basename(o.set), times.length, mismatches, mean.toFixed(1),
    sorted[Math.floor(sorted.length / 2)].toFixed(1), sorted[sorted.length - 1].toFixed(1),
    (nodes / times.length).toFixed(0)].join("\t"));
  process.exitCode = mismatches === 0 ? 0 : 1;
}

try {
  main();
} catch (error) {
  console.error("bench.js: " + error.message);
  process.exit(2);
}
