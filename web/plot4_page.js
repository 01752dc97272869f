// What the page gives Plot 4 beyond macroquad's loader (src/page.rs): localStorage for the
// player's files (one entry a file, its key the file's path, its value the file's UTF-8 text),
// the address (`#bench-high` runs the browser benchmark instead of the game; `#pos=4453` or
// `?pos=4453` opens that position, and the address follows the game), downloads for the files
// the player saves, whether the screen is a touch screen, and what Ctrl+C copies.
// Registered with the loader before it loads the module.
(function () {
  "use strict";
  // Ctrl+S and Ctrl+P are the game's (save the game, save a picture): the browser's own Save
  // and Print dialogs must not open over it. The keys still reach the canvas.
  window.addEventListener("keydown", function (event) {
    const key = event.key.toLowerCase();
    if ((event.ctrlKey || event.metaKey) && (key === "s" || key === "p")) event.preventDefault();
  }, true);
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
      importObject.env.plot4_page_query_size = function () {
        return encoder.encode(window.location.search).length;
      };
      importObject.env.plot4_page_query_read = function (into) {
        const encoded = encoder.encode(window.location.search);
        bytes(into, encoded.length).set(encoded);
      };
      // The address follows the game: `#pos=4453`, replacing the history's entry so Back
      // leaves the page rather than stepping through moves. A `pos` in the query gives way to it.
      importObject.env.plot4_page_show_position = function (digitsPtr) {
        const digits = UTF8ToString(digitsPtr);
        const url = new URL(window.location.href);
        url.searchParams.delete("pos");
        url.hash = digits === "" ? "" : "pos=" + digits;
        const shown = url.href.replace(/#$/, "");
        if (shown !== window.location.href) window.history.replaceState(null, "", shown);
      };
      // A file the player saves: a download, as a browser saves files.
      importObject.env.plot4_page_download = function (namePtr, typePtr, ptr, len) {
        try {
          const blob = new Blob([bytes(ptr, len).slice()], { type: UTF8ToString(typePtr) });
          const link = document.createElement("a");
          link.href = URL.createObjectURL(blob);
          link.download = UTF8ToString(namePtr);
          document.body.appendChild(link);
          link.click();
          link.remove();
          setTimeout(() => URL.revokeObjectURL(link.href), 60000);
          return 1;
        } catch (e) {
          console.warn("plot4: the browser refused a download: " + e);
          return 0;
        }
      };
      importObject.env.plot4_page_touch_screen = function () {
        return window.matchMedia && window.matchMedia("(pointer: coarse)").matches ? 1 : 0;
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
