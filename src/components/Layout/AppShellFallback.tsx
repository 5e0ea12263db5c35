import * as React from "react";
import { APP_SHELL_ATTRIBUTE, OFFLINE_SHELL_PATH } from "../../site/app-shell";
import { Layout } from "./Layout";
import * as styles from "./Layout.module.css";

/**
 * The offline app shell as pre-rendered: the site's chrome and, only if the page has not been
 * rendered into it a few seconds later (its script or data could not be loaded), "Error loading
 * content." with a link that loads the address again. The browser never hydrates this markup: it
 * renders the requested page in its place.
 */
export function AppShellFallback(): React.ReactElement {
  return (
    <div {...{ [APP_SHELL_ATTRIBUTE]: "" }}>
      {/* The shell's own path: it stands for no page of the site, so no link in its chrome is current. */}
      <Layout pathname={OFFLINE_SHELL_PATH} layout="plain">
        <div className={`${styles.status} ${styles.shellError}`} role="alert">
          <p className={styles.errorText}>Error loading content.</p>
          <p>
            The page could not be loaded. Check your connection, then{" "}
            {/* An empty href is this document's own address, query included: following it loads the page again. */}
            {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
            <a href="">try again</a>.
          </p>
        </div>
      </Layout>
    </div>
  );
}
