// The page as an app (src/page.rs): the browser's languages for the window to choose from, the
// switches in the page's address (`?log-text`), and the service worker (sw.js) that keeps the
// page for visits without the network. Registered with the loader before it loads the module.
(function () {
  "use strict";
  const encoder = new TextEncoder();
  // The languages the player's browser asks for, best first (`de-DE,de,en`).
  const languages = encoder.encode((navigator.languages || [navigator.language || ""]).join(","));
  miniquad_add_plugin({
    name: "plot4_app",
    version: 1,
    register_plugin: function (importObject) {
      importObject.env.plot4_app_languages_size = function () {
        return languages.length;
      };
      importObject.env.plot4_app_languages_read = function (into) {
        new Uint8Array(wasm_memory.buffer, into, languages.length).set(languages);
      };
      // Whether the address's query names the switch (`?log-text`).
      importObject.env.plot4_app_switch = function (namePtr) {
        return new URLSearchParams(window.location.search).has(UTF8ToString(namePtr)) ? 1 : 0;
      };
    },
  });
  // Where service workers are allowed (https, or this machine), the page keeps itself.
  if ("serviceWorker" in navigator && window.isSecureContext) {
    navigator.serviceWorker.register("sw.js").catch(function (error) {
      console.warn("plot4: the page cannot keep itself for offline visits: " + error);
    });
  }
})();
