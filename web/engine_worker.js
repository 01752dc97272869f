// The computer's own thread (src/ai/page_worker.rs): a Web Worker that loads the same
// plot4.wasm as the page, and in it only the engine. Lines from the page's side are handed to
// the module one by one (plot4_engine_hear); between them the engine works in slices
// (plot4_engine_work), and its replies go back as they come. If the module cannot load, or
// stops, the page's side is told ("gone …").
"use strict";
const encoder = new TextEncoder();
const decoder = new TextDecoder();
let engine = null;
let memory = null;
// Lines not yet heard, and the one being heard, as UTF-8.
const inbox = [];
let hearing = null;
let working = false;
// Work goes on after the worker's own messages have been heard: a message to itself.
const turn = new MessageChannel();

function text(ptr, len) {
  return decoder.decode(new Uint8Array(memory.buffer, ptr, len).slice());
}

function cString(ptr) {
  const bytes = new Uint8Array(memory.buffer, ptr);
  return decoder.decode(bytes.slice(0, bytes.indexOf(0)));
}

// What the engine imports: the page's clock, randomness and console, and the lines.
const given = {
  now: () => Date.now() / 1000,
  rand: () => Math.floor(Math.random() * 2147483647),
  console_debug: (ptr) => console.debug(cString(ptr)),
  console_log: (ptr) => console.log(cString(ptr)),
  console_info: (ptr) => console.info(cString(ptr)),
  console_warn: (ptr) => console.warn(cString(ptr)),
  console_error: (ptr) => console.error(cString(ptr)),
  plot4_engine_message_size: () => hearing.length,
  plot4_engine_message_read: (into) => new Uint8Array(memory.buffer, into, hearing.length).set(hearing),
  plot4_engine_reply: (ptr, len) => postMessage(text(ptr, len)),
};

function stop(error) {
  engine = null;
  postMessage("gone " + error);
}

function hear() {
  try {
    while (engine && inbox.length) {
      hearing = encoder.encode(inbox.shift());
      engine.plot4_engine_hear();
    }
  } catch (error) {
    stop(error);
  }
  if (engine && !working) {
    working = true;
    turn.port2.postMessage(null);
  }
}

turn.port1.onmessage = function () {
  working = false;
  if (!engine) return;
  try {
    if (engine.plot4_engine_work() === 1) {
      working = true;
      turn.port2.postMessage(null);
    }
  } catch (error) {
    stop(error);
  }
};

onmessage = function (event) {
  inbox.push(event.data);
  hear();
};

WebAssembly.compileStreaming(fetch("plot4.wasm"))
  .then(function (module) {
    // The window's imports (drawing, sound, storage) are the page's: the engine calls none.
    const env = {};
    for (const { name, kind } of WebAssembly.Module.imports(module)) {
      if (kind !== "function") continue;
      env[name] = given[name] || function () {
        throw new Error(name + " is the page's, not the engine worker's");
      };
    }
    return WebAssembly.instantiate(module, { env });
  })
  .then(function (instance) {
    engine = instance.exports;
    memory = engine.memory;
    hear();
  })
  .catch(stop);
