import { availableParallelism } from "node:os";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";

/** Work the build hands to worker threads: a name both threads know it by, and what it does. */
export interface WorkerJob<Input, Result> {
  name: string;
  run: (input: Input) => Promise<Result>;
}

interface JobRequest {
  id: number;
  job: string;
  input: unknown;
}

interface JobAnswer {
  id: number;
  result?: unknown;
  error?: string;
}

/**
 * The script a worker thread starts from: the file this code is bundled into. Gatsby compiles
 * gatsby-node.ts and everything it imports into one JavaScript file, so a worker that loads it
 * knows every job. Under Jest the sources are TypeScript, which a worker cannot load. Read through
 * eval: the bundler rewrites a plain `__filename` to the path of this TypeScript source.
 */
// eslint-disable-next-line no-eval -- the only way to read the running file's own path, see above
const ENTRY = eval("__filename") as string;
/** False under Jest, where jobs run on the calling thread. */
export const CAN_START_WORKERS = ENTRY.endsWith(".js");
const IN_POOL_WORKER = !isMainThread && (workerData as { pool?: string } | null)?.pool === ENTRY;

const jobs = new Map<string, WorkerJob<never, unknown>>();

function answer(request: JobRequest): void {
  const job = jobs.get(request.job);
  const run = job
    ? job.run(request.input as never)
    : Promise.reject(new Error(`no job named ${request.job} in ${ENTRY}`));
  run.then(
    (result) => parentPort?.postMessage({ id: request.id, result } satisfies JobAnswer),
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies JobAnswer),
  );
}

/**
 * Declares JOB where it is defined, so that every thread knows it by name. On a pool's worker the
 * first declaration starts answering requests; they arrive once the whole bundle has loaded.
 */
export function workerJob<Input, Result>(job: WorkerJob<Input, Result>): WorkerJob<Input, Result> {
  if (IN_POOL_WORKER && jobs.size === 0) parentPort?.on("message", answer);
  jobs.set(job.name, job as WorkerJob<never, unknown>);
  return job;
}

interface PoolWorker {
  worker: Worker;
  pending: Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>;
}

/**
 * One worker per core, started on first use and kept for the life of the process (`gatsby develop`
 * sends each edited file). Unreferenced, so an idle pool never keeps Node running.
 */
const pool: PoolWorker[] = [];
let nextId = 0;

function startWorker(): PoolWorker {
  const entry: PoolWorker = { worker: new Worker(ENTRY, { workerData: { pool: ENTRY } }), pending: new Map() };
  const fail = (error: Error) => {
    if (pool.includes(entry)) pool.splice(pool.indexOf(entry), 1);
    for (const { reject } of entry.pending.values()) reject(error);
    entry.pending.clear();
  };
  entry.worker.on("message", ({ id, result, error }: JobAnswer) => {
    const waiting = entry.pending.get(id);
    entry.pending.delete(id);
    if (entry.pending.size === 0) entry.worker.unref();
    if (error !== undefined) waiting?.reject(new Error(error));
    else waiting?.resolve(result);
  });
  entry.worker.on("error", fail);
  entry.worker.on("exit", (code) => fail(new Error(`a build worker stopped (exit code ${code})`)));
  entry.worker.unref();
  pool.push(entry);
  return entry;
}

/** The worker with the fewest jobs in flight, or a new one while the pool has fewer than the cores. */
function leastBusy(): PoolWorker {
  const idle = pool.find((entry) => entry.pending.size === 0);
  if (idle) return idle;
  if (pool.length < availableParallelism()) return startWorker();
  return pool.reduce((best, entry) => (entry.pending.size < best.pending.size ? entry : best));
}

/**
 * Runs JOB with INPUT on a worker thread of the pool, so that the build's JavaScript uses every
 * core (Node runs it on one); where no worker can be started, here. Input and result must be
 * plain data: they are copied between threads.
 */
export function runOnWorker<Input, Result>(job: WorkerJob<Input, Result>, input: Input): Promise<Result> {
  if (!CAN_START_WORKERS) return job.run(input);
  const entry = leastBusy();
  const id = nextId++;
  return new Promise<Result>((resolve, reject) => {
    entry.pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
    entry.worker.ref();
    entry.worker.postMessage({ id, job: job.name, input } satisfies JobRequest);
  });
}
