/** How long a link click may wait to learn whether a new deployment is out. */
export const DEPLOYMENT_CHECK_MS = 500;

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
    await Promise.race([registration.update(), new Promise((resolve) => setTimeout(resolve, wait))]);
    return Boolean(registration.installing ?? registration.waiting);
  } catch {
    return false;
  }
}
