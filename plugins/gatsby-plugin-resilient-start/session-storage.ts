type StorageApi = Pick<Storage, "length" | "key" | "getItem" | "setItem" | "removeItem" | "clear">;

/** Session storage that lasts as long as the document: enough for what Gatsby keeps there. */
export class MemoryStorage implements StorageApi {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.items.get(String(key)) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(String(key), String(value));
  }

  removeItem(key: string): void {
    this.items.delete(String(key));
  }

  clear(): void {
    this.items.clear();
  }
}

/** Whether session storage can be reached but throws when used (blocked site data, some private modes). */
function throwsOnUse(win: Window): boolean {
  let storage: Storage;
  try {
    storage = win.sessionStorage;
  } catch {
    // Gatsby guards reaching it (and then keeps nothing there).
    return false;
  }
  try {
    storage?.removeItem("gatsby-plugin-resilient-start");
    return false;
  } catch {
    return true;
  }
}

/**
 * Gatsby's start removes a key from session storage without a guard after every page load
 * (production-app.js), so storage that throws on every call leaves the page without any script.
 * There, the window gets a session storage that lasts as long as the document instead. Returns
 * whether it did.
 */
export function guardSessionStorage(win: Window = window): boolean {
  if (!throwsOnUse(win)) return false;
  Object.defineProperty(win, "sessionStorage", { value: new MemoryStorage(), configurable: true });
  return true;
}
