// What the page gives Plot 4 beyond macroquad's loader (src/page.rs): localStorage for the
// player's files (one entry a file, its key the file's path, its value the file's UTF-8 text),
// the address's fragment (`#bench-high` runs the browser benchmark instead of the game), and
// what Ctrl+C copies. Registered with the loader before it loads the module.
(function () {
  "use strict";
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  // What Ctrl+C copies: the game keeps it up to date with the position on show. The browser's
  // copy event comes as the key goes down, before the game has read the key, so it must find
  // the text here: the loader's own listener would copy what the game copied the time before.
  let copyable = null;
  window.addEventListener("copy", function (event) {
    event.stopImmediatePropagation();
    if (copyable !== null) {
      event.clipboardData.setData("text/plain", copyable);
      event.preventDefault();
    }
  }, true);
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
      importObject.env.plot4_storage_write = function (keyPtr, ptr, len) {
        try {
          const text = decoder.decode(bytes(ptr, len).slice());
          window.localStorage.setItem(UTF8ToString(keyPtr), text);
          return 1;
        } catch (e) {
          console.warn("plot4: the browser's storage refused a write: " + e);
          return 0;
        }
      };
      importObject.env.plot4_page_fragment_size = function () {
        return encoder.encode(window.location.hash).length;
      };
      importObject.env.plot4_page_fragment_read = function (into) {
        const encoded = encoder.encode(window.location.hash);
        bytes(into, encoded.length).set(encoded);
      };
      importObject.env.plot4_page_set_copyable = function (ptr, len) {
        copyable = len < 0 ? null : decoder.decode(bytes(ptr, len).slice());
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
