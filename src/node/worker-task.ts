import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";

/** Work that can run on a worker thread: a name both threads know it by, and what it does. */
export interface WorkerTask<Result> {
  name: string;
  run: () => Promise<Result>;
}

interface TaskMessage {
  result?: unknown;
  error?: string;
}

/**
 * The script a worker thread starts from: the file this code is bundled into. Gatsby compiles
 * gatsby-node.ts and everything it imports into one JavaScript file, so a worker that loads it has
 * every task. Under Jest the sources are TypeScript, which a worker cannot load. Read through eval:
 * the bundler rewrites a plain `__filename` to the path of this TypeScript source.
 */
// eslint-disable-next-line no-eval -- the only way to read the running file's own path, see above
const ENTRY = eval("__filename") as string;
/** False under Jest, where tasks run on the calling thread. */
export const CAN_START_WORKERS = ENTRY.endsWith(".js");

/**
 * Runs TASK on a new worker thread, so that it uses a core of its own while the main thread goes
 * on (Node runs a build's JavaScript on one core). Where no worker can be started, it runs here.
 */
export function runOnWorkerThread<Result>(task: WorkerTask<Result>): Promise<Result> {
  if (!CAN_START_WORKERS) return task.run();
  return new Promise<Result>((resolve, reject) => {
    const worker = new Worker(ENTRY, { workerData: { task: task.name } });
    worker.once("message", (message: TaskMessage) => {
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.result as Result);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the worker for ${task.name} stopped (exit code ${code}) without an answer`)));
  });
}

/**
 * Declares TASK where it is defined. On the worker thread started for it, this runs it and sends
 * the result (or the error's message) back; elsewhere it does nothing.
 */
export function workerTask<Result>(task: WorkerTask<Result>): WorkerTask<Result> {
  if (!isMainThread && (workerData as { task?: string } | null)?.task === task.name) {
    task.run().then(
      (result) => parentPort?.postMessage({ result } satisfies TaskMessage),
      (error: unknown) => parentPort?.postMessage({ error: error instanceof Error ? error.stack ?? error.message : String(error) } satisfies TaskMessage),
    );
  }
  return task;
}
