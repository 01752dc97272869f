// A localhost server for the page's tests: serves one folder and notes every address asked.
"use strict";
const http = require("http");
const fs = require("fs");
const path = require("path");

function serve(dir) {
  const types = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm" };
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
    res.writeHead(200, { "Content-Type": types[path.extname(file)] || "application/octet-stream" });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ server, requests, port: server.address().port })));
}

module.exports = { serve };
