/**
 * DocSearch 3's modal breaks ARIA rules that none of its props change, so the DOM it renders is
 * corrected after each of its renders. Each step keeps what a reader does with the modal
 * (typing, arrow keys, Enter, Escape, a click on a result) and fixes what assistive technology
 * is told:
 * - its backdrop is a role="button" wrapped around the whole modal, a control holding controls:
 *   it becomes plain (Escape and the Cancel button close the modal, as a click outside does);
 * - the modal itself is no dialog: it becomes a modal dialog named "Search";
 * - its <header> and <footer> would be the page's second banner and contentinfo landmarks;
 * - results are links inside listbox options, where screen readers cannot reach them: they
 *   become a list of links, the one the arrow keys select (data-selected, for the styles) the
 *   input's active descendant as before;
 * - the input names lists it controls by ids no element has.
 * Every step checks before it writes, so a pass over a repaired modal changes nothing.
 */

export const SEARCH_DIALOG_NAME = "Search";
const LINK_ID_SUFFIX = "-link";

function removeAttributes(element: Element, names: string[]): void {
  for (const name of names) if (element.hasAttribute(name)) element.removeAttribute(name);
}

function setAttribute(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

function repairResult(option: HTMLElement): void {
  const selected = option.getAttribute("aria-selected");
  if (selected !== null) option.dataset.selected = selected;
  removeAttributes(option, ["role", "aria-selected"]);
  const link = option.querySelector("a");
  if (link && option.id) setAttribute(link, "id", option.id + LINK_ID_SUFFIX);
}

/** The link the input's active descendant should be: the one inside the item DocSearch names. */
function repairActiveDescendant(input: HTMLInputElement, root: HTMLElement): void {
  const active = input.getAttribute("aria-activedescendant");
  if (!active || active.endsWith(LINK_ID_SUFFIX)) return;
  const link = root.ownerDocument.getElementById(active)?.querySelector("a");
  if (link?.id) input.setAttribute("aria-activedescendant", link.id);
  else input.removeAttribute("aria-activedescendant");
}

/** Applies every correction to the modal under ROOT (DocSearch's `.DocSearch-Container`). */
export function repairDocSearch(root: HTMLElement): void {
  removeAttributes(root, ["role", "tabindex", "aria-expanded", "aria-haspopup", "aria-labelledby", "aria-controls"]);
  const modal = root.querySelector(".DocSearch-Modal");
  if (modal) {
    setAttribute(modal, "role", "dialog");
    setAttribute(modal, "aria-modal", "true");
    setAttribute(modal, "aria-label", SEARCH_DIALOG_NAME);
  }
  root.querySelectorAll("header, footer").forEach((landmark) => setAttribute(landmark, "role", "none"));
  root.querySelectorAll('[role="listbox"]').forEach((list) => {
    removeAttributes(list, ["role", "aria-labelledby", "id"]);
  });
  // DocSearch sets aria-selected again whenever the selection moves; the role only once.
  root.querySelectorAll<HTMLElement>('[role="option"], [aria-selected]').forEach(repairResult);
  const input = root.querySelector<HTMLInputElement>(".DocSearch-Input");
  if (input) {
    removeAttributes(input, ["aria-controls"]);
    repairActiveDescendant(input, root);
  }
}

/** Repairs the modal now and after every change DocSearch makes to it. Returns the cleanup. */
export function keepDocSearchRepaired(document: Document): () => void {
  const repair = (): void => {
    const root = document.querySelector<HTMLElement>(".DocSearch-Container");
    if (root) repairDocSearch(root);
  };
  const observer = new MutationObserver(repair);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  repair();
  return () => observer.disconnect();
}
