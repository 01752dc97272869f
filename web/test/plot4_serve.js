// The page served by the game's own server, `plot4 serve --web DIR`, on a free port, seen through
// a relay that counts every byte the server sends: the bytes over the wire, headers and all.
"use strict";
const net = require("net");
const path = require("path");
const { spawn } = require("child_process");

const PLOT4 = process.env.PLOT4 ||
  path.join(__dirname, "..", "..", "target", "release", "plot4");

/// Starts the server on `dir` and a relay in front of it. Resolves to the relay's port, the
/// server's own, the bytes the server has sent through it so far, a way to cut every
/// connection through the relay as a network would (new ones still go through), and a way to
/// stop both.
function servePlot4(dir) {
  const server = spawn(PLOT4, ["serve", "--listen", "127.0.0.1:0", "--web", dir],
    { stdio: ["ignore", "pipe", "inherit"] });
  const listening = new Promise((resolve, reject) => {
    let seen = "";
    server.stdout.on("data", (chunk) => {
      seen += chunk;
      const found = seen.match(/listening on http:\/\/127\.0\.0\.1:(\d+)/);
      if (found) resolve(Number(found[1]));
    });
    server.on("exit", (code) => reject(new Error(`${PLOT4} serve exited (${code}): ${seen}`)));
    server.on("error", reject);
  });
  return listening.then((serverPort) => {
    let sent = 0;
    const sockets = new Set();
    const relay = net.createServer((browser) => {
      const upstream = net.connect(serverPort, "127.0.0.1");
      sockets.add(browser).add(upstream);
      upstream.on("data", (chunk) => { sent += chunk.length; });
      browser.pipe(upstream);
      upstream.pipe(browser);
      const end = () => { browser.destroy(); upstream.destroy(); };
      browser.on("error", end).on("close", end);
      upstream.on("error", end).on("close", end);
    });
    const cut = () => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    };
    const stop = () => {
      cut();
      relay.close();
      server.kill();
    };
    return new Promise((resolve) => relay.listen(0, "127.0.0.1", () =>
      resolve({ port: relay.address().port, serverPort, bytesSent: () => sent, cut, stop })));
  });
}

module.exports = { servePlot4 };
