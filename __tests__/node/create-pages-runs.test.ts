/** @jest-environment node */
import { announceCreatePagesRun, createUntilRead } from "../../src/node/create-pages-runs";

// `gatsby develop` may apply a node without running createPages for it: the node is created again
// until a createPages run has read it, and no more.

const WAIT = { waitMs: 1000, attempts: 3 };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("creates the node once when the next createPages run reads it", async () => {
  const create = jest.fn(() => announceCreatePagesRun(new Set(["other", "generated"])));
  await expect(createUntilRead("generated", create, WAIT)).resolves.toBe(true);
  expect(create).toHaveBeenCalledTimes(1);
});

it("creates the node again when no createPages run read it in time", async () => {
  // The first creation is missed; runs that read only other nodes do not count.
  let calls = 0;
  const create = jest.fn(() => {
    calls += 1;
    announceCreatePagesRun(new Set(calls === 1 ? ["other"] : ["other", "generated"]));
  });
  const read = createUntilRead("generated", create, WAIT);
  await jest.advanceTimersByTimeAsync(WAIT.waitMs);
  await expect(read).resolves.toBe(true);
  expect(create).toHaveBeenCalledTimes(2);
});

it("a run that reads the node after a retry started still ends the wait", async () => {
  const create = jest.fn();
  const read = createUntilRead("generated", create, WAIT);
  await jest.advanceTimersByTimeAsync(WAIT.waitMs + 10);
  announceCreatePagesRun(new Set(["generated"]));
  await expect(read).resolves.toBe(true);
  expect(create).toHaveBeenCalledTimes(2);
});

it("gives up after the last attempt, and says so", async () => {
  const create = jest.fn();
  const read = createUntilRead("generated", create, WAIT);
  await jest.advanceTimersByTimeAsync(WAIT.waitMs * WAIT.attempts);
  await expect(read).resolves.toBe(false);
  expect(create).toHaveBeenCalledTimes(WAIT.attempts);
});
