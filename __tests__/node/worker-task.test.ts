import { CAN_START_WORKERS, runOnWorker, workerJob } from "../../src/node/worker-task";

describe("runOnWorker", () => {
  it("runs a job on the calling thread where no worker can load the sources (TypeScript under Jest)", async () => {
    expect(CAN_START_WORKERS).toBe(false);
    const job = workerJob({ name: "double", run: async (value: number) => value * 2 });
    await expect(runOnWorker(job, 21)).resolves.toBe(42);
  });

  it("passes a job's failure on to whoever waits for it", async () => {
    const job = workerJob<null, number>({ name: "fail", run: async () => Promise.reject(new Error("no CLI")) });
    await expect(runOnWorker(job, null)).rejects.toThrow("no CLI");
  });
});
