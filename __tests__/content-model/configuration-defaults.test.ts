import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { compileContentFiles } from "../content-files";
import { MODES, parseLiteral, readDefault, statedDefaults, type Mode, type StatedDefault } from "./stated-defaults";

// Every default a configuration page states is compared with the one webpack applies itself
// (applyWebpackOptionsDefaults on a configuration that sets only `mode`), in each mode.
const webpack = require("webpack") as typeof import("webpack");

// A project folder whose package.json has a name (as most have) and no browserslist field, so
// `target` takes its plain default.
const context = mkdtempSync(join(tmpdir(), "webpack-defaults-"));
writeFileSync(join(context, "package.json"), JSON.stringify({ name: "example-app" }));
// webpack applies these base defaults (context, infrastructureLogging) before the others; the
// function is not part of the package's API, so it is read from the file webpack itself uses.
const { applyWebpackOptionsBaseDefaults } = require("webpack/lib/config/defaults") as {
  applyWebpackOptionsBaseDefaults: (options: unknown) => void;
};

type Configuration = Record<string, unknown>;
const computed = new Map<string, unknown>();

/** The options webpack works with for CONFIGURATION, after every default was applied. */
function appliedDefaults(configuration: Configuration): unknown {
  const key = JSON.stringify(configuration);
  if (!computed.has(key)) {
    const options = webpack.config.getNormalizedWebpackOptions({ ...configuration, context } as never);
    applyWebpackOptionsBaseDefaults(options);
    webpack.config.applyWebpackOptionsDefaults(options);
    computed.set(key, options);
  }
  return computed.get(key);
}

/** The value at an option path; `[]` and `[name]` segments are per-item values, which have no defaults. */
function valueAt(options: unknown, path: string): unknown {
  let value = options;
  for (const segment of path.split(".")) {
    if (/\[[^\]]*\]$/.test(segment)) return undefined;
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/** VALUE without properties that hold `undefined`: a page cannot tell those from absent ones. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .map(([key, inner]) => [key, comparable(inner)]),
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof RegExp);

function withValue(configuration: Configuration, path: string[], value: unknown): Configuration {
  const [first, ...rest] = path;
  if (rest.length === 0) return { ...configuration, [first]: value };
  const inner = isObject(configuration[first]) ? (configuration[first] as Configuration) : {};
  return { ...configuration, [first]: withValue(inner, rest, value) };
}

/** Which cache a `Filesystem cache only` or `Memory cache only` note on the line names. */
function cacheOf(notes: readonly string[]): Configuration {
  if (notes.includes("Filesystem cache only")) return { cache: { type: "filesystem" } };
  if (notes.includes("Memory cache only")) return { cache: { type: "memory" } };
  return {};
}

/**
 * webpack's default for OPTION in MODE. A property's default applies where its option is an
 * object: when webpack's default for an enclosing option is not one (`performance` is `false`
 * in development mode, `cache` in production mode), that option is set to `{}` first.
 */
function realDefault(option: string, mode: Mode, notes: readonly string[] = []): unknown {
  let configuration: Configuration = { mode, ...cacheOf(notes) };
  const segments = option.split(".");
  for (let length = 1; length < segments.length; length++) {
    const parent = segments.slice(0, length);
    if (parent.some((segment) => segment.includes("["))) break;
    if (!isObject(valueAt(appliedDefaults(configuration), parent.join("."))))
      configuration = withValue(configuration, parent, {});
  }
  return valueAt(appliedDefaults(configuration), option);
}

/**
 * Defaults that are no literal to compare, by reason. Keep this list short: a default that is a
 * plain value in a configuration that sets only `mode` must be written as that value (see
 * docs/WRITING.md). A key is an option path, or `page:path` for a heading that is not the option.
 */
const NOT_LITERAL_BY_REASON: Record<string, string[]> = {
  "the value an unset `mode` takes; in each mode it is, by definition, that mode": ["mode"],
  "a path made from the working directory or `context`": [
    "context",
    "output.path",
    "resolve.roots",
    "cache.cacheDirectory",
    "cache.cacheLocation",
  ],
  "a path into webpack's own installation, or a RegExp built from the path of the installed packages": [
    "cache.buildDependencies",
    "snapshot.managedPaths",
    "snapshot.immutablePaths",
  ],
  "made from the `name` in the project's package.json": [
    "output.uniqueName",
    "output.devtoolNamespace",
    "output.chunkLoadingGlobal",
    "output.hotUpdateGlobal",
  ],
  "`'auto'` becomes `true` or `false` depending on the running Node.js": [
    "experiments.typescript",
    "module.parser.javascript.typescript",
  ],
  "objects, functions or RegExps derived from `target` and the experiments, too large to state as one literal": [
    "output.environment",
    "loader",
    "module.defaultRules",
    "module.unsafeCache",
    "optimization.minimizer",
    "optimization.splitChunks.cacheGroups",
    "resolve.byDependency",
    "performance",
  ],
  "the process's standard error stream": ["infrastructureLogging.stream"],
  "the property of an exported array of configurations (how many compilers run at once), not the top-level option": [
    "configuration-types:parallelism",
  ],
};
const NOT_LITERAL = new Map(
  Object.entries(NOT_LITERAL_BY_REASON).flatMap(([reason, paths]) => paths.map((path) => [path, reason] as const)),
);
const isException = (page: string, option: string): boolean => {
  const path = option.replace(/\[[^\]]*\]/g, "");
  return NOT_LITERAL.has(path) || NOT_LITERAL.has(`${page}:${path}`);
};

/** Pages whose defaults webpack does not set: another package or a later stage applies them. */
const OTHER_SOURCES: Record<string, string> = {
  "dev-server": "webpack-dev-server applies these when it starts, not webpack",
  stats:
    "applied when stats are printed (DefaultStatsPresetPlugin, by preset and by tool), not by applyWebpackOptionsDefaults",
};

const show = (value: unknown): string =>
  value === undefined
    ? "not set"
    : value instanceof RegExp
      ? String(value)
      : typeof value === "function"
        ? "a function"
        : JSON.stringify(value, (_, v: unknown) => (v === Infinity ? "Infinity" : v));

let pages: Array<{ page: string; stated: ReturnType<typeof statedDefaults> }> = [];

beforeAll(async () => {
  const files = (await compileContentFiles()).filter((file) => file.location.section === "configuration");
  pages = files
    .filter((file) => !OTHER_SOURCES[file.location.name])
    .map((file) => ({ page: file.location.name, stated: statedDefaults(file.text, file.headings) }));
});

afterAll(() => {
  const all = statements();
  const excepted = all.filter(({ page, option }) => isException(page, option)).length;
  const objects = all.filter(
    ({ page, option, text }) => !isException(page, option) && readDefault(text).kind === "object",
  ).length;
  console.log(
    `Stated defaults: ${all.length} on ${pages.length} pages; ${all.length - excepted - objects} compared as values in ${MODES.length} modes, ${objects} as objects, ${excepted} listed as not literal; not compared: ${Object.keys(OTHER_SOURCES).join(", ")}`,
  );
});

const statements = (): Array<StatedDefault & { page: string }> =>
  pages.flatMap(({ page, stated }) =>
    stated.filter((entry): entry is StatedDefault => "option" in entry).map((entry) => ({ ...entry, page })),
  );

describe("defaults stated on the configuration pages", () => {
  it("are found on the pages", () => {
    expect(statements().length).toBeGreaterThan(300);
  });

  it("are written where the convention expects them", () => {
    const misplaced = pages.flatMap(({ page, stated }) =>
      stated
        .filter((entry): entry is { line: number; error: string } => "error" in entry)
        .map(({ line, error }) => `${page}.mdx:${line}: ${error}`),
    );
    expect(misplaced).toEqual([]);
  });

  it("are readable values, apart from the listed exceptions", () => {
    const unread = statements().flatMap(({ page, line, option, text }) => {
      const reading = readDefault(text);
      if (reading.kind !== "unread" || isException(page, option)) return [];
      return [`${page}.mdx:${line} \`${option}\`: ${reading.reason} (stated: ${text})`];
    });
    expect(unread).toEqual([]);
  });

  it("equal webpack's own defaults in every mode", () => {
    const wrong = statements().flatMap(({ page, line, option, text, notes }) => {
      if (isException(page, option)) return [];
      const reading = readDefault(text);
      if (reading.kind === "unread") return [];
      return MODES.flatMap((mode) => {
        const real = realDefault(option, mode, notes);
        if (reading.kind === "object") {
          return isObject(real)
            ? []
            : [
                `${page}.mdx:${line} \`${option}\` (${mode}): stated an object with properties below, webpack: ${show(real)}`,
              ];
        }
        const stated = reading.byMode[mode];
        return isDeepStrictEqual(stated, comparable(real))
          ? []
          : [`${page}.mdx:${line} \`${option}\` (${mode}): stated ${show(stated)}, webpack: ${show(real)}`];
      });
    });
    expect(wrong).toEqual([]);
  });

  it("leave out only defaults that really are not literals", () => {
    // An exception whose default turned into a plain value should be compared instead.
    const literal = [...NOT_LITERAL.keys()].filter((key) => {
      const option = key.replace(/^[\w-]+:/, "");
      const values = MODES.map((mode) => realDefault(option, mode, ["Filesystem cache only"]));
      return (
        !["mode", "experiments.typescript", "module.parser.javascript.typescript"].includes(option) &&
        !key.includes(":") &&
        values.every((value) => value === undefined || typeof value === "boolean" || typeof value === "number")
      );
    });
    expect(literal).toEqual([]);
  });
});

/** Option paths whose default differs between the modes: leaves of webpack's options, or the option itself where one mode has no object. */
function modeDependentPaths(): string[] {
  const paths: string[] = [];
  const walk = (values: unknown[], path: string): void => {
    if (values.every(isObject)) {
      const keys = new Set(values.flatMap((value) => Object.keys(value as object)));
      for (const key of keys)
        walk(
          values.map((value) => (value as Record<string, unknown>)[key]),
          path ? `${path}.${key}` : key,
        );
    } else if (!values.every((value) => isDeepStrictEqual(comparable(value), comparable(values[0])))) paths.push(path);
  };
  walk(
    MODES.map((mode) => appliedDefaults({ mode })),
    "",
  );
  // `mode` is what differs; the built-in minimizer is the same plugin in each mode (its options follow `optimization.minimizeOptions`).
  return paths.filter((path) => path !== "mode" && path !== "optimization.minimizer");
}

describe("the table of mode-dependent defaults on /configuration/mode/", () => {
  let rows: Array<{ line: number; paths: string[]; cells: string[] }> = [];

  beforeAll(async () => {
    const file = (await compileContentFiles()).find(
      (candidate) => candidate.location.path === "configuration/mode.mdx",
    );
    const lines = (file?.text ?? "").split("\n");
    const header = lines.findIndex((line) =>
      /^\| option \| `'development'` \| `'production'` \| `'none'` \|$/.test(line),
    );
    rows = lines
      .slice(header + 2)
      .map((text, index) => ({ text, line: header + 3 + index }))
      .filter((_, index, all) => all.slice(0, index + 1).every((row) => row.text.startsWith("|")))
      .map(({ text, line }) => {
        const [first, ...cells] = text
          .replace(/^\||\|$/g, "")
          .split(" | ")
          .map((cell) => cell.trim());
        return { line, paths: [...first.matchAll(/`([^`]+)`/g)].map((match) => match[1]), cells };
      });
  });

  it("names every option whose default depends on the mode", () => {
    const listed = rows.flatMap((row) => row.paths);
    const missing = modeDependentPaths().filter(
      (path) => !listed.some((option) => path === option || path.startsWith(`${option}.`)),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it("gives each mode's value as webpack sets it", () => {
    const wrong = rows.flatMap(({ line, paths, cells }) =>
      paths.flatMap((path) =>
        MODES.flatMap((mode, index) => {
          const cell = cells[index] ?? "";
          const real = valueAt(appliedDefaults({ mode }), path);
          const code = /^`([^`]+)`$/.exec(cell);
          const literal =
            cell === "not set"
              ? { ok: true as const, value: undefined }
              : code
                ? parseLiteral(code[1])
                : { ok: false as const };
          if (!literal.ok) {
            // Words, not a literal: only for values that are objects or functions.
            return isObject(real) || typeof real === "function"
              ? []
              : [`mode.mdx:${line} \`${path}\` (${mode}): stated "${cell}", webpack: ${show(real)}`];
          }
          return isDeepStrictEqual(literal.value, comparable(real))
            ? []
            : [`mode.mdx:${line} \`${path}\` (${mode}): stated ${show(literal.value)}, webpack: ${show(real)}`];
        }),
      ),
    );
    expect(wrong).toEqual([]);
  });
});

describe("reading a stated default", () => {
  it("takes a literal for every mode, or one per mode", () => {
    expect(readDefault("`{ type: 'memory' }` in development mode, `false` otherwise")).toEqual({
      kind: "values",
      byMode: { development: { type: "memory" }, production: false, none: false },
    });
    expect(
      readDefault("`'deterministic'` in production mode, `'named'` in development mode, `'natural'` in `'none'` mode"),
    ).toEqual({
      kind: "values",
      byMode: { development: "named", production: "deterministic", none: "natural" },
    });
  });

  it("skips notes and clauses for conditions other than the mode", () => {
    expect(readDefault("`'eval-only'` for Node.js targets; `'mock'` otherwise (see below)")).toEqual({
      kind: "values",
      byMode: { development: "mock", production: "mock", none: "mock" },
    });
    expect(readDefault("not set, which acts as `'auto'`; `'error'` with `experiments.futureDefaults`")).toEqual({
      kind: "values",
      byMode: { development: undefined, production: undefined, none: undefined },
    });
  });

  it("does not read prose", () => {
    expect(readDefault("the first free port starting at `8080`").kind).toBe("unread");
    expect(readDefault("`true` in production mode").kind).toBe("unread");
  });
});
