/** The project's room on the community chat. */
export const CHAT_ROOM = "webpack/webpack";
/** How long to wait for the widget before opening the room page instead (within the click's
 * transient activation, so the new tab is not blocked as a pop-up). */
export const CHAT_START_TIMEOUT_MS = 3000;

export interface ChatInstance {
  toggleChat(open: boolean): void;
}

interface SidecarWindow {
  gitter?: { chat?: { options?: object } };
}

/** Adds a script tag for URL; resolves when it has run, rejects when it cannot load. */
export function loadScript(url: string, doc: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement("script");
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${url}`));
    doc.head.appendChild(script);
  });
}

/**
 * Loads the chat widget (the chat's "sidecar" script) for our room and resolves with its instance,
 * or rejects when the script fails or the widget does not start in time (e.g. offline).
 */
export function startChat(scriptUrl: string, win: Window & SidecarWindow = window): Promise<ChatInstance> {
  win.gitter = { chat: { options: { room: CHAT_ROOM, activationElement: false } } };
  const started = new Promise<ChatInstance>((resolve, reject) => {
    const timer = win.setTimeout(() => reject(new Error("The chat widget did not start")), CHAT_START_TIMEOUT_MS);
    win.document.addEventListener(
      "gitter-sidecar-instance-started",
      (event) => {
        win.clearTimeout(timer);
        resolve((event as CustomEvent<{ chat: ChatInstance }>).detail.chat);
      },
      { once: true },
    );
  });
  return loadScript(scriptUrl, win.document).then(() => started);
}
