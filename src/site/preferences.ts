// Reader preferences kept in localStorage. Every access is guarded: private modes may throw.

/** Dismissing the notification bar writes localStorage["notification-dismissed"] = "2". */
export const NOTIFICATION_STORAGE_KEY = "notification-dismissed";
export const NOTIFICATION_DISMISSED_VALUE = "2";
/** Class on `<body>` while the notification bar is visible. */
export const NOTIFICATION_VISIBLE_CLASS = "notification-bar-visible";
/** Class on `<html>` that hides the bar before first paint for a reader who dismissed it. */
export const NOTIFICATION_DISMISSED_CLASS = "notification-dismissed";
export const THEME_STORAGE_KEY = "theme";

export type Theme = "light" | "dark";

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

// The class on <html> lasts as long as the document: where storage throws, a dismissal still
// holds for the rest of the visit (client-side navigation keeps the document).
export function isNotificationDismissed(): boolean {
  return (
    document.documentElement.classList.contains(NOTIFICATION_DISMISSED_CLASS) ||
    read(NOTIFICATION_STORAGE_KEY) === NOTIFICATION_DISMISSED_VALUE
  );
}

/** Records the dismissal; returns whether it will outlive this visit. */
export function dismissNotification(): boolean {
  document.documentElement.classList.add(NOTIFICATION_DISMISSED_CLASS);
  return write(NOTIFICATION_STORAGE_KEY, NOTIFICATION_DISMISSED_VALUE);
}

/** The theme the reader chose, or null when the site should follow the system. */
export function savedTheme(): Theme | null {
  const value = read(THEME_STORAGE_KEY);
  return value === "light" || value === "dark" ? value : null;
}

export function saveTheme(theme: Theme): void {
  write(THEME_STORAGE_KEY, theme);
}

export function systemTheme(): Theme {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-color-scheme: dark)").matches
    ? "dark"
    : "light";
}

/** The theme the page shows (set before first paint), or null before anything set it. */
export function shownTheme(): Theme | null {
  const value = document.documentElement.getAttribute("data-theme");
  return value === "light" || value === "dark" ? value : null;
}

export function applyTheme(theme: Theme): void {
  document.documentElement.setAttribute("data-theme", theme);
}
