/** @jest-environment node */
import { addUntilPaged, announcePagesMade } from "../../src/node/pages-made";

// `gatsby develop` may apply a node without running createPages for it: the node is created again
// until a createPages run has made its page, and no more.

const WAIT = { waitMs: 1000, attempts: 3 };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("creates the node once when the next createPages run makes its page", async () => {
  const create = jest.fn(() => announcePagesMade(new Set(["other", "generated"])));
  await expect(addUntilPaged("generated", create, WAIT)).resolves.toBe(true);
  expect(create).toHaveBeenCalledTimes(1);
});

it("creates the node again when no createPages run made its page in time", async () => {
  // The first creation is missed; runs that make other pages do not count.
  let calls = 0;
  const create = jest.fn(() => {
    calls += 1;
    announcePagesMade(new Set(calls === 1 ? ["other"] : ["other", "generated"]));
  });
  const paged = addUntilPaged("generated", create, WAIT);
  await jest.advanceTimersByTimeAsync(WAIT.waitMs);
  await expect(paged).resolves.toBe(true);
  expect(create).toHaveBeenCalledTimes(2);
});

it("a page made after a retry started still ends the wait", async () => {
  const create = jest.fn();
  const paged = addUntilPaged("generated", create, WAIT);
  await jest.advanceTimersByTimeAsync(WAIT.waitMs + 10);
  announcePagesMade(new Set(["generated"]));
  await expect(paged).resolves.toBe(true);
  expect(create).toHaveBeenCalledTimes(2);
});

it("gives up after the last attempt, and says so", async () => {
  const create = jest.fn();
  const paged = addUntilPaged("generated", create, WAIT);
  await jest.advanceTimersByTimeAsync(WAIT.waitMs * WAIT.attempts);
  await expect(paged).resolves.toBe(false);
  expect(create).toHaveBeenCalledTimes(WAIT.attempts);
});
