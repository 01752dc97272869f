// The page's service worker: it keeps the page's files, so that after the first visit the page
// opens and plays with no network. web/build.sh fills in the build's fingerprint and its files.
//
// A visit is served from what is kept. A new build is noticed on a visit (the browser fetches
// this file anew, and its fingerprint differs): its files are fetched whole and kept beside the
// old, and it takes over once no page of the old build is open, so a page never mixes files of
// two builds.
"use strict";
const BUILD = "@BUILD@";
const KEPT = "plot4-" + BUILD;
const FILES = ["@FILES@"];

self.addEventListener("install", (event) => {
  // Each file as the server has it now, not an older build's the browser's cache could hold;
  // a copy the page has just fetched is only confirmed, not sent again.
  const fresh = FILES.map((file) => new Request(file, { cache: "no-cache" }));
  event.waitUntil(caches.open(KEPT).then((kept) => kept.addAll(fresh)));
});

self.addEventListener("activate", (event) => {
  const old = (name) => name.startsWith("plot4-") && name !== KEPT;
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter(old).map((name) => caches.delete(name))))
    // The first visit's page is this build's already: it is served from here from now on.
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") return;
  // `?pos=…` and the like name the same file.
  event.respondWith(caches.open(KEPT)
    .then((kept) => kept.match(event.request, { ignoreSearch: true }))
    .then((file) => file || fetch(event.request)));
});
