/**
 * `gatsby develop` applies a node created while createPages runs, but does not run createPages
 * again for it: a node added at that moment (by a timer, a worker, a file watcher) may never get
 * its page. Work that adds a page's node after the server started therefore creates it again
 * until a createPages run has read it; that run makes its page, or reports the content problems
 * that stop it.
 */

type Listener = (docIds: ReadonlySet<string>) => void;

const listeners = new Set<Listener>();

/** createPages: the DocPage node ids it has just read, before it makes their pages. */
export function announceCreatePagesRun(docIds: ReadonlySet<string>): void {
  for (const listener of [...listeners]) listener(docIds);
}

/** True once a createPages run reads node `id`; false when none does within `timeoutMs`. */
function createPagesReads(id: string, timeoutMs: number): Promise<boolean> {
  return new Promise((settle) => {
    const done = (read: boolean): void => {
      clearTimeout(timer);
      listeners.delete(listener);
      settle(read);
    };
    const listener: Listener = (docIds) => {
      if (docIds.has(id)) done(true);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    listeners.add(listener);
  });
}

export interface CreateUntilReadOptions {
  /** How long a createPages run may take to come after a node is created. */
  waitMs: number;
  attempts: number;
}

/**
 * Creates node `id` with `create`, again each time no createPages run read it within `waitMs`.
 * Creating the same node again is harmless: Gatsby keeps one, and runs its edit cycle once more.
 * Resolves whether a run read it.
 */
export async function createUntilRead(
  id: string,
  create: () => void,
  { waitMs, attempts }: CreateUntilReadOptions,
): Promise<boolean> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const read = createPagesReads(id, waitMs);
    create();
    if (await read) return true;
  }
  return false;
}
