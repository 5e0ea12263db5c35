import { CAN_START_WORKERS, runOnWorkerThread, workerTask } from "../../src/node/worker-task";

describe("runOnWorkerThread", () => {
  it("runs a task on the calling thread where no worker can load the sources (TypeScript under Jest)", async () => {
    expect(CAN_START_WORKERS).toBe(false);
    const task = workerTask({ name: "double", run: async () => 21 * 2 });
    await expect(runOnWorkerThread(task)).resolves.toBe(42);
  });

  it("passes a task's failure on to whoever waits for it", async () => {
    const task = workerTask<number>({ name: "fail", run: async () => Promise.reject(new Error("no CLI")) });
    await expect(runOnWorkerThread(task)).rejects.toThrow("no CLI");
  });
});
