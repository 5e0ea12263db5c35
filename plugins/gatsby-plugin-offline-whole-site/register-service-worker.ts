// Replaces Gatsby's own registration module (.cache/register-service-worker.js) in the browser
// bundle; see gatsby-node.ts. Gatsby's registers only on https or the host name "localhost" and
// logs an error everywhere else; this one registers on any secure origin (also 127.0.0.1), once the
// reader has settled on the page (see whenReaderSettled), and reports with console.info: a site
// that cannot work offline is not an error for the reader.

import { whenReaderSettled } from "./reader-settled";

declare global {
  /** Gatsby's path prefix, defined at build time ("" without one). */
  const __BASE_PATH__: string;
  interface Window {
    /** Read by Gatsby's router: after a worker update, the next link click loads the page in full. */
    ___swUpdated?: boolean;
  }
}

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state !== "installed") return;
      if (navigator.serviceWorker.controller) {
        // A new deployment is cached: the page keeps its scripts until the next navigation,
        // which then loads the new version from the start.
        window.___swUpdated = true;
        console.info("Offline copy updated to the latest version of the site.");
      } else {
        console.info("The site is now available offline.");
      }
    });
  });
}

// The browser may refuse (site data blocked, a private window, a policy), throw, or answer with no
// registration at all (as when something replaced register): each is said once, and nothing throws.
function register(): void {
  Promise.resolve()
    .then(() => navigator.serviceWorker.register(`${__BASE_PATH__}/sw.js`))
    .then(
      (registration: ServiceWorkerRegistration | undefined) => {
        if (registration) watchForUpdates(registration);
        else console.info("Offline reading is unavailable: the browser gave no service worker registration.");
      },
      (error: unknown) => console.info("Offline reading is unavailable: the service worker did not register.", error),
    );
}

if (!("serviceWorker" in navigator)) {
  console.info("Offline reading is unavailable: this browser has no service workers.");
} else if (!window.isSecureContext) {
  console.info("Offline reading is unavailable: service workers need https or a local address.");
} else {
  whenReaderSettled(window, register);
}

export {};
