/** The parts of Gatsby's `gatsby/dist/utils/page-data` module this plugin replaces. */
export interface PageDataModule {
  flush: (parentSpan?: unknown) => Promise<void>;
  enqueueFlush: (parentSpan?: unknown) => void;
}

/** The part of Gatsby's `gatsby/dist/utils/webpack-status` module this plugin reads. */
export interface WebpackStatusModule {
  isWebpackStatusPending: () => boolean;
}

/** Why MODULES are not the shape this plugin was written for; empty when they are. */
export function shapeProblems(pageData: unknown, webpackStatus: unknown): string[] {
  const has = (module: unknown, name: string) =>
    typeof (module as Record<string, unknown> | null)?.[name] === "function";
  return [
    ...["flush", "enqueueFlush"].filter((name) => !has(pageData, name)).map((name) => `page-data has no ${name}()`),
    ...(has(webpackStatus, "isWebpackStatusPending") ? [] : ["webpack-status has no isWebpackStatusPending()"]),
  ];
}

/**
 * Makes every flush request write what is pending when it is made. Gatsby's own flush returns at
 * once when another flush is under way, so page data queued after that flush read its list stayed
 * unwritten until some later edit: the page's data request waited 15 s and failed, again and
 * again. Here a request made during a flush runs one more flush after it (requests made meanwhile
 * share it); while webpack is compiling, Gatsby's enqueueFlush still defers to the end of the
 * compilation, which flushes through the replaced `flush`.
 */
export function settleFlushes(pageData: PageDataModule, webpackStatus: WebpackStatusModule): void {
  const flushOnce = pageData.flush;
  const deferUntilCompiled = pageData.enqueueFlush;
  let running: Promise<void> | null = null;
  let requestedMeanwhile = false;
  const flush = (parentSpan?: unknown): Promise<void> => {
    if (running) {
      requestedMeanwhile = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          requestedMeanwhile = false;
          await flushOnce(parentSpan);
        } while (requestedMeanwhile);
      } finally {
        running = null;
      }
    })();
    return running;
  };
  pageData.flush = flush;
  pageData.enqueueFlush = (parentSpan?: unknown) => {
    if (webpackStatus.isWebpackStatusPending()) deferUntilCompiled(parentSpan);
    else void flush(parentSpan);
  };
}
