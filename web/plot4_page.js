// What the page gives Plot 4 beyond macroquad's loader (src/page.rs): localStorage for the
// player's files (one entry a file, its key the file's path, its value the file's UTF-8 text),
// and the address's fragment (`#bench-high` runs the browser benchmark instead of the game).
// Registered with the loader before it loads the module.
(function () {
  "use strict";
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  function bytes(ptr, len) {
    return new Uint8Array(wasm_memory.buffer, ptr, len);
  }
  function stored(keyPtr) {
    try {
      return window.localStorage.getItem(UTF8ToString(keyPtr));
    } catch (e) {
      return null; // storage turned off: as if empty
    }
  }
  miniquad_add_plugin({
    name: "plot4_page",
    version: 1,
    register_plugin: function (importObject) {
      importObject.env.plot4_storage_size = function (keyPtr) {
        const value = stored(keyPtr);
        return value === null ? -1 : encoder.encode(value).length;
      };
      importObject.env.plot4_storage_read = function (keyPtr, into) {
        const value = stored(keyPtr);
        if (value !== null) {
          const encoded = encoder.encode(value);
          bytes(into, encoded.length).set(encoded);
        }
      };
      // 1: kept; 0: the storage is full; -1: the storage is turned off for this page. The
      // store says so on the page and in its log.
      importObject.env.plot4_storage_write = function (keyPtr, ptr, len) {
        try {
          const text = decoder.decode(bytes(ptr, len).slice());
          window.localStorage.setItem(UTF8ToString(keyPtr), text);
          return 1;
        } catch (e) {
          return e && e.name === "QuotaExceededError" ? 0 : -1;
        }
      };
      importObject.env.plot4_page_fragment_size = function () {
        return encoder.encode(window.location.hash).length;
      };
      importObject.env.plot4_page_fragment_read = function (into) {
        const encoded = encoder.encode(window.location.hash);
        bytes(into, encoded.length).set(encoded);
      };
      importObject.env.plot4_storage_remove = function (keyPtr) {
        try {
          window.localStorage.removeItem(UTF8ToString(keyPtr));
        } catch (e) {
          // nothing to remove from storage that is turned off
        }
      };
    },
  });
})();
