const { existsSync, readFileSync } = require("node:fs");
const { dirname, join } = require("node:path");

/** The folder Node would load package NAME from when required from folder FROM. */
function resolvePackage(name, from, root) {
  for (let dir = from; dir.startsWith(root); dir = dirname(dir)) {
    const candidate = join(dir, "node_modules", name);
    if (existsSync(join(candidate, "package.json"))) return candidate;
    if (dir === root) break;
  }
  return null;
}

/**
 * Names of the ES-module-only packages among ROOTS and everything they depend on, resolved the way
 * Node resolves them (nested node_modules included), so Jest's transform list follows the lock file
 * instead of a hand-kept list.
 */
function esmPackages(roots, root = __dirname) {
  const seen = new Set();
  const esm = new Set();
  const visit = (name, from) => {
    const folder = resolvePackage(name, from, root);
    if (!folder || seen.has(folder)) return;
    seen.add(folder);
    const pkg = JSON.parse(readFileSync(join(folder, "package.json"), "utf8"));
    if (pkg.type === "module") esm.add(name);
    for (const dependency of Object.keys(pkg.dependencies ?? {})) visit(dependency, folder);
  };
  for (const name of roots) visit(name, root);
  return [...esm].map((name) => name.replace(/[.+]/g, "\\$&")).sort();
}

module.exports = { esmPackages };
