import * as React from "react";
import { useHydrated } from "../../hooks/use-hydrated";
import * as styles from "./ClientOnly.module.css";

export interface ClientOnlyProps {
  /** Shown (as a role="status" message) in the pre-rendered HTML, before hydration and while the chunk loads. */
  loadingText: string;
  /** Typically a React.lazy component: its chunk is requested only after the page has mounted. */
  children: React.ReactNode;
  /** Holds the children back (the loading text stays) while false, e.g. until they come near the screen. */
  when?: boolean;
}

/**
 * Browser-only island: the server and the first client render show the loading text, so neither the
 * HTML nor the hydration pass ever touches the lazy chunk; it loads once the page has mounted and `when` holds.
 */
export function ClientOnly({ loadingText, children, when = true }: ClientOnlyProps): React.ReactElement {
  const mounted = useHydrated();
  const loading = (
    <p role="status" className={styles.loading}>
      {loadingText}
    </p>
  );
  return mounted && when ? <React.Suspense fallback={loading}>{children}</React.Suspense> : loading;
}
