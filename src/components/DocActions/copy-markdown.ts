import { writeClipboard } from "../StaticHtml/clipboard";

// Twins already fetched in this tab: copying a page again works without the network.
const fetched = new Map<string, Promise<string>>();

/** The text of the Markdown twin at URL, fetched once per tab. */
export function fetchMarkdown(url: string): Promise<string> {
  let text = fetched.get(url);
  if (!text) {
    text = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.text();
    });
    // A failed fetch (offline, say) is tried again on the next click.
    text.catch(() => fetched.delete(url));
    fetched.set(url, text);
  }
  return text;
}

/**
 * Puts the page's Markdown twin on the clipboard. Where the browser has ClipboardItem, the write
 * starts during the click and is handed the text as a promise: Safari accepts a clipboard write
 * only inside the click's task, and the twin is fetched after it. Elsewhere the text is fetched
 * first and written as plain text.
 */
export async function copyMarkdown(url: string): Promise<void> {
  const text = fetchMarkdown(url);
  if (typeof ClipboardItem !== "undefined" && navigator.clipboard?.write) {
    try {
      const blob = text.then((markdown) => new Blob([markdown], { type: "text/plain" }));
      // A failed fetch is reported through `await text` below, not as an unhandled rejection.
      blob.catch(() => undefined);
      await navigator.clipboard.write([new ClipboardItem({ "text/plain": blob })]);
      return;
    } catch (error) {
      // The fetch failed: nothing to copy. Otherwise the browser refused ClipboardItem (older
      // Firefox): try plain text.
      await text;
      if (error instanceof DOMException && error.name === "NotAllowedError") throw error;
    }
  }
  await writeClipboard(await text);
}
