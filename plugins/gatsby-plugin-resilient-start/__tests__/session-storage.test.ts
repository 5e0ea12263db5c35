import { guardSessionStorage, MemoryStorage } from "../session-storage";

const realStorage = window.sessionStorage;

afterEach(() => {
  Object.defineProperty(window, "sessionStorage", { value: realStorage, configurable: true });
  jest.restoreAllMocks();
});

describe("guardSessionStorage", () => {
  it("leaves working session storage alone", () => {
    expect(guardSessionStorage()).toBe(false);
    expect(window.sessionStorage).toBe(realStorage);
  });

  it("leaves storage that cannot even be reached alone: Gatsby guards that", () => {
    Object.defineProperty(window, "sessionStorage", {
      get: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
      configurable: true,
    });
    expect(guardSessionStorage()).toBe(false);
    expect(() => window.sessionStorage).toThrow();
  });

  it("gives the window a working stand-in when every call throws", () => {
    const throwing = {
      removeItem: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    };
    Object.defineProperty(window, "sessionStorage", { value: throwing, configurable: true });
    expect(guardSessionStorage()).toBe(true);
    window.sessionStorage.setItem("gatsby-reload-compilation-hash-match", "1");
    expect(window.sessionStorage.getItem("gatsby-reload-compilation-hash-match")).toBe("1");
    expect(() => window.sessionStorage.removeItem("gatsby-reload-compilation-hash-match")).not.toThrow();
    expect(window.sessionStorage.getItem("gatsby-reload-compilation-hash-match")).toBeNull();
  });
});

describe("MemoryStorage", () => {
  it("behaves like Storage: keys, length, strings, clear", () => {
    const storage = new MemoryStorage();
    storage.setItem("a", "1");
    storage.setItem("b", String(2));
    expect(storage.length).toBe(2);
    expect(storage.key(1)).toBe("b");
    expect(storage.key(5)).toBeNull();
    storage.clear();
    expect(storage.length).toBe(0);
    expect(storage.getItem("a")).toBeNull();
  });
});
