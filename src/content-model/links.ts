/** True for a site path ("/a/", "/a/#b"), false for external, protocol-relative and mail links. */
export function isInternalUrl(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//");
}

/** True for "../x/" or "x/": links that are neither absolute, site paths nor in-page anchors. */
export function isRelativeUrl(url: string): boolean {
  return !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(url);
}
