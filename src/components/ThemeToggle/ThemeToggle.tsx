import * as React from "react";
import { applyTheme, saveTheme, savedTheme, shownTheme, systemTheme, type Theme } from "../../site/preferences";
import * as styles from "./ThemeToggle.module.css";

/** Light/dark switch. The theme itself is applied before first paint; this keeps it in step after. */
export function ThemeToggle(): React.ReactElement {
  const [theme, setTheme] = React.useState<Theme | null>(null);

  React.useEffect(() => {
    // What the page shows, not what storage says now: another tab may have saved a choice since
    // this page painted, and the switch must flip what the reader sees.
    setTheme(shownTheme() ?? savedTheme() ?? systemTheme());
    if (typeof window.matchMedia !== "function") return undefined;
    // Follow the system while the reader has not chosen.
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const follow = (): void => {
      if (savedTheme()) return;
      const next = query.matches ? "dark" : "light";
      applyTheme(next);
      setTheme(next);
    };
    // Older Safari has only the deprecated addListener.
    if (typeof query.addEventListener !== "function") return undefined;
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, []);

  const toggle = (): void => {
    const next: Theme = theme === "dark" ? "light" : "dark";
    saveTheme(next);
    applyTheme(next);
    setTheme(next);
  };

  return (
    <button
      type="button"
      className={styles.toggle}
      aria-label="Dark theme"
      aria-pressed={theme === null ? undefined : theme === "dark"}
      disabled={theme === null}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        {theme === "dark" ? (
          <path
            fill="currentColor"
            d="M12 7a5 5 0 100 10 5 5 0 000-10zm0-5l1.5 3h-3L12 2zm0 20l-1.5-3h3L12 22zM2 12l3-1.5v3L2 12zm20 0l-3 1.5v-3l3 1.5zM4.9 4.9l3.2 1.1-2.1 2.1-1.1-3.2zm14.2 14.2l-3.2-1.1 2.1-2.1 1.1 3.2zM4.9 19.1l1.1-3.2 2.1 2.1-3.2 1.1zM19.1 4.9l-1.1 3.2-2.1-2.1 3.2-1.1z"
          />
        ) : (
          <path fill="currentColor" d="M20 14.5A8.5 8.5 0 019.5 4a8.5 8.5 0 1010.5 10.5z" />
        )}
      </svg>
    </button>
  );
}
