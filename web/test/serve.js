// A localhost server for the page's tests: serves one folder as a static host that takes
// precompressed files does (the brotli or gzip copy web/build.sh wrote beside a file, when the
// browser accepts it, with validators so that a copy the browser holds is not sent again),
// notes every address asked, counts the bytes it sends, and can be cut off as a network would
// be.
"use strict";
const http = require("http");
const fs = require("fs");
const path = require("path");

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm",
  ".webmanifest": "application/manifest+json",
  ".png": "image/png",
  ".svg": "image/svg+xml",
};

/// The copy of `file` to send for the request's Accept-Encoding: brotli first, then gzip.
function encoded(file, accepted) {
  const takes = (name) => accepted.split(",").some((part) => part.trim().split(";")[0] === name);
  for (const [name, suffix] of [["br", ".br"], ["gzip", ".gz"]]) {
    if (takes(name) && fs.existsSync(file + suffix)) return { file: file + suffix, encoding: name };
  }
  return { file, encoding: null };
}

function serve(dir) {
  const requests = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url);
    const name = path.normalize(decodeURIComponent(req.url.split("?")[0])).replace(/^\/+/, "");
    const file = path.join(dir, name || "index.html");
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404);
      res.end();
      return;
    }
    const sent = encoded(file, req.headers["accept-encoding"] || "");
    const stat = fs.statSync(sent.file);
    // Validators, as static hosts send them, so the browser can ask whether its copy is current.
    const tag = `"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`;
    const headers = {
      "Content-Type": TYPES[path.extname(file)] || "application/octet-stream",
      "Vary": "Accept-Encoding",
      "ETag": tag,
      "Last-Modified": stat.mtime.toUTCString(),
    };
    if (sent.encoding) headers["Content-Encoding"] = sent.encoding;
    if (req.headers["if-none-match"] === tag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    headers["Content-Length"] = stat.size;
    res.writeHead(200, headers);
    fs.createReadStream(sent.file).pipe(res);
  });
  const sockets = new Set();
  server.on("connection", (socket) => sockets.add(socket));
  /// Every byte the server has sent so far, headers and all.
  const bytesSent = () => [...sockets].reduce((sum, socket) => sum + socket.bytesWritten, 0);
  /// Closes the server and every connection it holds: the page's network is gone.
  const cut = () => new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, requests, port: server.address().port, cut, bytesSent })));
}

module.exports = { serve };
