/**
 * How long a link click may wait to learn whether a new deployment is out. When one is, the
 * browser must fetch and start the new worker script before it reports it, which took up to a
 * second on a loaded machine: a shorter wait let the click show data prefetched before the
 * deployment. Without a new deployment the check is one small request; offline it fails at once.
 */
export const DEPLOYMENT_CHECK_MS = 3000;

type Workers = Pick<ServiceWorkerContainer, "getRegistration"> &
  Partial<Pick<ServiceWorkerContainer, "controller" | "addEventListener" | "removeEventListener">>;

interface DeploymentWindow {
  navigator: { serviceWorker?: Workers };
  /** Set when a new worker has been installed while this page was open (register-service-worker.ts). */
  ___swUpdated?: boolean;
}

/** PROMISE's value, or undefined when it has not settled (or failed) within MS. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  return Promise.race([promise.catch(() => undefined), givenUp]).finally(() => clearTimeout(timer));
}

/**
 * Whether a newer deployment than the one this page runs is out. The offline worker's script
 * changes with every deployment, so asking its registration for an update finds one; the whole
 * check (the browser's registration included, which can be slow on a busy machine) waits at most
 * WAIT ms and counts a failure (offline) as "no". A link click that finds one loads the next page
 * in full, instead of showing data Gatsby fetched before the deployment.
 */
export async function newDeploymentAvailable(win: DeploymentWindow, wait = DEPLOYMENT_CHECK_MS): Promise<boolean> {
  if (win.___swUpdated) return true;
  let registration: ServiceWorkerRegistration | undefined;
  const check = async () => {
    registration = await win.navigator.serviceWorker?.getRegistration();
    if (registration?.active) await registration.update();
  };
  await within(check(), wait);
  const newWorker = registration?.active ? (registration.installing ?? registration.waiting) : null;
  return Boolean(newWorker) || Boolean(win.___swUpdated);
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
  const deadline = Date.now() + wait;
  const registration = await within(win.navigator.serviceWorker?.getRegistration() ?? Promise.resolve(undefined), wait);
  if (!registration) return;
  while ((registration.installing || registration.waiting) && Date.now() < deadline) {
    registration.waiting?.postMessage(SKIP_WAITING_MESSAGE);
    await new Promise((resolve) => setTimeout(resolve, TAKEOVER_POLL_MS));
  }
}

/**
 * Calls LISTENER once when a new version's worker takes control of this page (its activation
 * claims open pages); returns how to stop listening. A request the old worker was answering at
 * that moment can stay unanswered for a long time in Chromium, so a page load waiting on one
 * should give up and load the page in full. The first worker ever installed also claims the page,
 * but that is no new version: without a worker in control now, LISTENER is never called.
 */
export function onNewVersionTakingOver(win: DeploymentWindow, listener: () => void): () => void {
  const workers = win.navigator.serviceWorker;
  if (!workers?.controller || !workers.addEventListener || !workers.removeEventListener) return () => undefined;
  const once = () => {
    workers.removeEventListener?.("controllerchange", once);
    listener();
  };
  workers.addEventListener("controllerchange", once);
  return () => workers.removeEventListener?.("controllerchange", once);
}
