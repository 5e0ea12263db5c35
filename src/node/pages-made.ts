/**
 * `gatsby develop` applies a node created while createPages runs, but does not run createPages
 * again for it: a node added at that moment (by a timer, a worker, a file watcher) may never get
 * its page. Work that adds a page's node after the server started therefore creates it again
 * until a createPages run has made the page.
 */

type Listener = (docIds: ReadonlySet<string>) => void;

const listeners = new Set<Listener>();

/** createPages: the DocPage node ids it has just made pages for. */
export function announcePagesMade(docIds: ReadonlySet<string>): void {
  for (const listener of [...listeners]) listener(docIds);
}

/** True once a createPages run makes a page for node ID; false when none does within TIMEOUT_MS. */
export function pageMadeFor(id: string, timeoutMs: number): Promise<boolean> {
  return new Promise((settle) => {
    const done = (made: boolean): void => {
      clearTimeout(timer);
      listeners.delete(listener);
      settle(made);
    };
    const listener: Listener = (docIds) => {
      if (docIds.has(id)) done(true);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    listeners.add(listener);
  });
}

export interface AddUntilPagedOptions {
  /** How long a createPages run may take to come after a node is created. */
  waitMs: number;
  attempts: number;
}

/**
 * Creates node ID with CREATE, again each time no createPages run made its page within `waitMs`.
 * Creating the same node again is harmless: Gatsby keeps one, and runs its edit cycle once more.
 * Resolves whether the page was made.
 */
export async function addUntilPaged(
  id: string,
  create: () => void,
  { waitMs, attempts }: AddUntilPagedOptions,
): Promise<boolean> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const made = pageMadeFor(id, waitMs);
    create();
    if (await made) return true;
  }
  return false;
}
