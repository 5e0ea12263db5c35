/** What this plugin reads of a webpack module. */
export interface WebpackModule {
  nameForCondition?: () => string | null;
}

/** Whether MODULE is one of STYLESHEETS (path fragments matched against its resource, "/"-separated). */
export function isLazyStylesheet(module: WebpackModule, stylesheets: readonly string[]): boolean {
  const resource = module.nameForCondition?.()?.replace(/\\/g, "/");
  return typeof resource === "string" && stylesheets.some((fragment) => resource.includes(fragment));
}
