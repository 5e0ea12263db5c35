/* global workbox, navigationRoute, SITE_ASSETS, SITE_DATA, APP_SHELL_URL */
// Appended to the worker gatsby-plugin-offline generates (its `appendScript` option), after
// constants gatsby-node.ts writes: SITE_ASSETS (content-hashed scripts and styles, icons, the
// manifest), SITE_DATA ({ url, revision } of every page's data, slice data, the search index and
// the navigation index) and APP_SHELL_URL.
//
// The rules:
// - Installing the worker keeps a copy of one consistent version of the site: every script and
//   style (Workbox's precache) and every page's data (the runtime cache the network-first data
//   route of runtime-caching.ts falls back to). Only changed data files are downloaded again.
// - Pages come from the network while it answers, so HTML and scripts always belong to the same
//   deployment; when it fails or is too slow, the app shell answers and renders the page from its
//   data. That works for every page, visited or not.
// - Page data the copy does not have, offline, answers 404, so the site shows its not-found page.

/** How long a page may take from the network before the app shell answers instead. */
const NAVIGATION_TIMEOUT_MS = 4000;
/** Where the revisions of the kept data files are noted, inside the runtime cache. */
const DATA_REVISIONS_KEY = "/offline-data-revisions.json";

workbox.precaching.precache(SITE_ASSETS);

function fromNetwork(request, timeoutMs) {
  return new Promise(function (resolve, reject) {
    const timer = setTimeout(function () {
      reject(new Error("network timeout"));
    }, timeoutMs);
    fetch(request).then(
      function (response) {
        clearTimeout(timer);
        // A server error is as good as no answer when a working copy is at hand.
        if (response.status >= 500) reject(new Error("server error " + response.status));
        else resolve(response);
      },
      function (error) {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function appShell() {
  return caches.match(workbox.precaching.getCacheKeyForURL(APP_SHELL_URL));
}

function answerNavigation(context) {
  return fromNetwork(context.event.request, NAVIGATION_TIMEOUT_MS).catch(function (error) {
    return appShell().then(function (shell) {
      if (shell) return shell;
      throw error;
    });
  });
}

// gatsby-plugin-offline's navigation route answers with its app shell only for pages visited
// before, and from the shell even when online. Workbox 4 cannot unregister a route, so the route
// keeps its place and gets this worker's handler (a Workbox route calls `handler.handle(context)`).
if (
  typeof navigationRoute === "undefined" ||
  !navigationRoute.handler ||
  typeof navigationRoute.handler.handle !== "function"
) {
  throw new Error(
    "gatsby-plugin-offline-whole-site: gatsby-plugin-offline's navigationRoute is not a Workbox route any more",
  );
}
navigationRoute.handler = { handle: answerNavigation };

// A route's handler failed (offline, and nothing kept): page data answers 404, anything else fails.
workbox.routing.setCatchHandler(function (context) {
  const path = new URL(context.event.request.url).pathname;
  if (path.indexOf("/page-data/") === 0) {
    return Promise.resolve(
      new Response("Not found in the offline copy of the site.", {
        status: 404,
        headers: { "Content-Type": "text/plain" },
      }),
    );
  }
  return Promise.resolve(Response.error());
});

function readRevisions(cache) {
  return cache.match(DATA_REVISIONS_KEY).then(function (response) {
    return response ? response.json() : {};
  });
}

/** Downloads the data files that are new or changed since the last installed version. */
function keepSiteData() {
  return caches.open(workbox.core.cacheNames.runtime).then(function (cache) {
    return readRevisions(cache).then(function (kept) {
      const changed = SITE_DATA.filter(function (entry) {
        return kept[entry.url] !== entry.revision;
      });
      return Promise.all(
        changed.map(function (entry) {
          return fetch(entry.url, { cache: "no-cache" }).then(function (response) {
            if (!response.ok) throw new Error("offline copy: " + entry.url + " answered " + response.status);
            return cache.put(entry.url, response);
          });
        }),
      ).then(function () {
        const revisions = {};
        SITE_DATA.forEach(function (entry) {
          revisions[entry.url] = entry.revision;
        });
        return cache.put(
          DATA_REVISIONS_KEY,
          new Response(JSON.stringify(revisions), { headers: { "Content-Type": "application/json" } }),
        );
      });
    });
  });
}

/** Forgets kept data files this version of the site no longer has (removed pages). */
function dropRemovedData() {
  const current = new Set(
    SITE_DATA.map(function (entry) {
      return new URL(entry.url, self.location.origin).href;
    }),
  );
  return caches.open(workbox.core.cacheNames.runtime).then(function (cache) {
    return cache.keys().then(function (requests) {
      return Promise.all(
        requests
          .filter(function (request) {
            const path = new URL(request.url).pathname;
            return /^\/(page-data|slice-data)\//.test(path) && !current.has(request.url);
          })
          .map(function (request) {
            return cache.delete(request);
          }),
      );
    });
  });
}

// A page that found this version waiting asks it to take over (deployment-check.ts): Chromium
// sometimes leaves a worker installed with skipWaiting() waiting while the old one is busy.
self.addEventListener("message", function (event) {
  if (event.data && event.data.type === "SKIP_WAITING") self.skipWaiting();
});

self.addEventListener("install", function (event) {
  event.waitUntil(keepSiteData());
});
self.addEventListener("activate", function (event) {
  event.waitUntil(dropRemovedData());
});
