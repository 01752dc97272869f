// A localhost server for the page's tests: serves one folder as a static host that takes
// precompressed files does (the brotli or gzip copy web/build.sh wrote beside a file, when the
// browser accepts it), notes every address asked, and can be cut off as a network would be.
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
    const headers = {
      "Content-Type": TYPES[path.extname(file)] || "application/octet-stream",
      "Content-Length": fs.statSync(sent.file).size,
      "Vary": "Accept-Encoding",
    };
    if (sent.encoding) headers["Content-Encoding"] = sent.encoding;
    res.writeHead(200, headers);
    fs.createReadStream(sent.file).pipe(res);
  });
  /// Closes the server and every connection it holds: the page's network is gone.
  const cut = () => new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ server, requests, port: server.address().port, cut })));
}

module.exports = { serve };
