import * as React from "react";
import { Header } from "../Header/Header";
import { Footer } from "../Footer/Footer";
import * as styles from "./Layout.module.css";

export interface LayoutProps {
  pathname: string;
  children: React.ReactNode;
}

/** Page chrome shared by every page: skip link, header, main landmark, footer. */
export function Layout({ pathname, children }: LayoutProps): React.ReactElement {
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#main-content">
        Skip to content
      </a>
      <Header pathname={pathname} />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
