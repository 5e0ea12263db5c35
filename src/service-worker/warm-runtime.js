/* Appended to public/sw.js by gatsby-plugin-offline (see appendScript in gatsby-config.ts).
 * The webpack runtime has a stable URL and is fetched network-first, so it is not precached; put the
 * current one in the runtime cache at install, so a reader who goes offline after the first visit
 * can still start the site. */
self.addEventListener("install", function (event) {
  var runtime = new URL("webpack-runtime.js", self.registration.scope).href;
  event.waitUntil(
    caches
      .open(workbox.core.cacheNames.runtime)
      .then(function (cache) {
        return cache.add(new Request(runtime, { cache: "reload" }));
      })
      .catch(function () {
        // Offline at install: the first online page load caches it instead.
      }),
  );
});
