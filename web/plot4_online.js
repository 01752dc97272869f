// Online play in the page (src/page.rs's `socket`, driven by src/online/client/page_socket.rs):
// one WebSocket to the game server at a time, its news queued here as lines of text until the
// game's frame loop takes them (`o`: opened, `t` and a frame: a text frame, `c` and why:
// closed), and whether the page's own origin is a game server (its `/health` answers `ok`,
// asked the first time the game wants to know).
// Registered with the loader before it loads the module.
(function () {
  "use strict";
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  let socket = null;
  let number = 0;
  let news = [];
  // Whether the page's origin serves games: -1 until its /health has answered. Asked only
  // when a game is, so a page on a static host says nothing of it on its console until then.
  let originServes = -1;
  let asked = false;
  function askOrigin() {
    if (asked) return;
    asked = true;
    if (window.location.protocol !== "http:" && window.location.protocol !== "https:") {
      originServes = 0;
      return;
    }
    fetch("/health", { cache: "no-store" })
      .then((answer) => (answer.ok ? answer.text() : ""))
      .then((text) => { originServes = text.startsWith("ok") ? 1 : 0; })
      .catch(() => { originServes = 0; });
  }
  function close() {
    if (socket !== null) {
      const old = socket;
      socket = null;
      old.onopen = old.onmessage = old.onclose = old.onerror = null;
      try { old.close(); } catch (e) { /* already closed */ }
    }
    news = [];
  }
  function encodedNews() {
    return encoder.encode(news[0]);
  }
  miniquad_add_plugin({
    name: "plot4_online",
    version: 1,
    register_plugin: function (importObject) {
      importObject.env.plot4_online_open = function (ptr, len) {
        close();
        number += 1;
        const url = decoder.decode(new Uint8Array(wasm_memory.buffer, ptr, len).slice());
        let opened;
        try {
          opened = new WebSocket(url);
        } catch (e) {
          news.push("c" + e);
          return number;
        }
        socket = opened;
        opened.onopen = () => news.push("o");
        opened.onmessage = (event) => {
          if (typeof event.data === "string") news.push("t" + event.data);
        };
        // A failure is followed by a close; the close says why, once.
        opened.onerror = () => {};
        opened.onclose = (event) => {
          if (socket !== opened) return;
          socket = null;
          news.push("c" + (event.reason || "the connection to the server closed (" + event.code + ")"));
        };
        return number;
      };
      importObject.env.plot4_online_send = function (ptr, len) {
        if (socket === null || socket.readyState !== WebSocket.OPEN) return 0;
        socket.send(decoder.decode(new Uint8Array(wasm_memory.buffer, ptr, len).slice()));
        return 1;
      };
      importObject.env.plot4_online_close = function (which) {
        if (which === number) close();
      };
      importObject.env.plot4_online_news_size = function () {
        return news.length === 0 ? -1 : encodedNews().length;
      };
      importObject.env.plot4_online_news_read = function (into) {
        const encoded = encodedNews();
        news.shift();
        new Uint8Array(wasm_memory.buffer, into, encoded.length).set(encoded);
      };
      const origin = encoder.encode(window.location.origin);
      importObject.env.plot4_online_origin_size = function () {
        return origin.length;
      };
      importObject.env.plot4_online_origin_read = function (into) {
        new Uint8Array(wasm_memory.buffer, into, origin.length).set(origin);
      };
      importObject.env.plot4_online_origin_serves = function () {
        askOrigin();
        return originServes;
      };
    },
  });
})();
