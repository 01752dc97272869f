// The computer's own thread (src/ai/page_worker.rs): on the page's side, the Web Worker that
// runs the engine (engine_worker.js) is started, and lines of text are passed between it and
// the module. Registered with the loader before it loads the module.
(function () {
  "use strict";
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  let worker = null;
  // The worker's lines not yet taken by the module, oldest first, as UTF-8.
  const replies = [];
  function inThePage() {
    throw new Error("only the engine's worker hears lines from the page");
  }
  miniquad_add_plugin({
    name: "plot4_engine",
    version: 1,
    register_plugin: function (importObject) {
      importObject.env.plot4_engine_spawn = function () {
        if (typeof Worker !== "function") return 0;
        try {
          worker = new Worker("engine_worker.js");
        } catch (error) {
          return 0;
        }
        worker.onmessage = function (event) {
          replies.push(encoder.encode(event.data));
        };
        worker.onerror = function (event) {
          replies.push(encoder.encode("gone " + (event.message || "the worker failed")));
          event.preventDefault();
        };
        return 1;
      };
      importObject.env.plot4_engine_post = function (ptr, len) {
        worker.postMessage(decoder.decode(new Uint8Array(wasm_memory.buffer, ptr, len).slice()));
      };
      importObject.env.plot4_engine_reply_size = function () {
        return replies.length ? replies[0].length : -1;
      };
      importObject.env.plot4_engine_reply_read = function (into) {
        const line = replies.shift();
        new Uint8Array(wasm_memory.buffer, into, line.length).set(line);
      };
      importObject.env.plot4_engine_message_size = inThePage;
      importObject.env.plot4_engine_message_read = inThePage;
      importObject.env.plot4_engine_reply = inThePage;
    },
  });
})();
