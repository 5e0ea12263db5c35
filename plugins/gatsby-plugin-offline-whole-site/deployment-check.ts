/**
 * How long a link click may wait to learn whether a new deployment is out. When one is, the
 * browser must fetch and start the new worker script before it reports it, which took up to a
 * second on a loaded machine: a shorter wait let the click show data prefetched before the
 * deployment. Without a new deployment the check is one small request; offline it fails at once.
 */
export const DEPLOYMENT_CHECK_MS = 3000;

interface DeploymentWindow {
  navigator: { serviceWorker?: Pick<ServiceWorkerContainer, "getRegistration"> };
  /** Set when a new worker has been installed while this page was open (register-service-worker.ts). */
  ___swUpdated?: boolean;
}

/**
 * Whether a newer deployment than the one this page runs is out. The offline worker's script
 * changes with every deployment, so asking its registration for an update finds one; the check
 * waits at most WAIT ms and counts a failure (offline) as "no". A link click that finds one loads
 * the next page in full, instead of showing data Gatsby fetched before the deployment.
 */
export async function newDeploymentAvailable(win: DeploymentWindow, wait = DEPLOYMENT_CHECK_MS): Promise<boolean> {
  if (win.___swUpdated) return true;
  try {
    const registration = await win.navigator.serviceWorker?.getRegistration();
    if (!registration?.active) return false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const givenUp = new Promise((resolve) => (timer = setTimeout(resolve, wait)));
    await Promise.race([registration.update(), givenUp]).finally(() => clearTimeout(timer));
    return Boolean(registration.installing ?? registration.waiting);
  } catch {
    return false;
  }
}

/** How long a click that found a new deployment waits for its worker to take over. */
export const TAKEOVER_WAIT_MS = 5000;
const TAKEOVER_POLL_MS = 100;
/** Asks a waiting worker to activate now (sw-site.js answers it with skipWaiting()). */
export const SKIP_WAITING_MESSAGE = { type: "SKIP_WAITING" } as const;

/**
 * Resolves once the new deployment's worker has installed and taken over (no worker installing
 * or waiting any more), or after WAIT ms, so the full page load that follows goes through it.
 * Chromium loses a navigation that starts while a new worker waits to activate: it stops the old
 * worker in the middle of answering it, and the page never loads. A worker installed with
 * skipWaiting() can also stay waiting when the page keeps the old one busy, so a waiting worker
 * is asked again to activate.
 */
export async function untilNewVersionTakesOver(win: DeploymentWindow, wait = TAKEOVER_WAIT_MS): Promise<void> {
  const registration = await win.navigator.serviceWorker?.getRegistration().catch(() => undefined);
  if (!registration) return;
  const deadline = Date.now() + wait;
  while ((registration.installing || registration.waiting) && Date.now() < deadline) {
    registration.waiting?.postMessage(SKIP_WAITING_MESSAGE);
    await new Promise((resolve) => setTimeout(resolve, TAKEOVER_POLL_MS));
  }
}
