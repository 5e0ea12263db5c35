import { DOCUMENTATION_SECTIONS } from "./routes";

/** First path segment: "/concepts/output/" → "concepts", "/" → "". */
export function sectionOf(pathname: string): string {
  return pathname.split("/").filter(Boolean)[0] ?? "";
}

/** Whether the "Documentation" link is active on this path in the navigation bar. */
export function isDocumentationPath(pathname: string): boolean {
  return (DOCUMENTATION_SECTIONS as readonly string[]).includes(sectionOf(pathname));
}
