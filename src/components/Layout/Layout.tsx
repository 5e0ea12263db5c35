import * as React from "react";
import { Slice } from "gatsby";
import type { PageLayout } from "../../site/page-context";
import { useRouteStatus } from "../../site/route-status";
import { ChatWidget } from "../ChatWidget/ChatWidget";
import { Footer } from "../Footer/Footer";
import { Header } from "../Header/Header";
import { MobileDrawer } from "../MobileDrawer/MobileDrawer";
import { useSwipe } from "../MobileDrawer/use-swipe";
import { NotificationBar } from "../NotificationBar/NotificationBar";
import { CurrentPathContext } from "../SiteLink/SiteLink";
import { RouteStatusView } from "./RouteStatusView";
import * as styles from "./Layout.module.css";

/** Marks the sidebar and content of doc pages, which a page started without its data keeps. */
export const LAYOUT_PART = "data-layout-part";

export interface LayoutProps {
  pathname: string;
  /** "doc" adds the section's sidebar beside the page. */
  layout: Exclude<PageLayout, "bare">;
  /** Stands in for the section's sidebar slice where Gatsby's router is not running. */
  sidebar?: React.ReactNode;
  children: React.ReactNode;
}

/**
 * Page chrome shared by every page: skip link, notification, header, drawer, main (with the
 * section's sidebar on doc pages), footer, chat. Rendered once through wrapPageElement, so it stays
 * mounted across client navigation: the sidebar keeps its scroll position and open entries.
 */
export function Layout({ pathname, layout, sidebar, children }: LayoutProps): React.ReactElement {
  const [drawerOpen, setDrawerOpen] = React.useState(false);
  useSwipe(drawerOpen, setDrawerOpen);
  const routeStatus = useRouteStatus();
  const closeDrawer = React.useCallback(() => {
    setDrawerOpen(false);
    document.getElementById("drawer-opener")?.focus();
  }, []);
  const content = routeStatus.state === "idle" ? children : <RouteStatusView status={routeStatus} />;
  return (
    <CurrentPathContext.Provider value={pathname}>
      <div className={styles.page}>
        <a className={`${styles.skipLink} no-print`} href="#main-content">
          Skip to content
        </a>
        <NotificationBar />
        <Header pathname={pathname} drawerOpen={drawerOpen} onOpenDrawer={() => setDrawerOpen((open) => !open)} />
        <MobileDrawer open={drawerOpen} onClose={closeDrawer} pathname={pathname} />
        <main id="main-content" className={styles.main} tabIndex={-1}>
          {layout === "doc" ? (
            <div className={styles.doc}>
              <aside className={styles.sidebar} {...{ [LAYOUT_PART]: "sidebar" }}>
                {/* Gatsby reads slice aliases from the source, so the alias is a literal; createPages maps
                  it on doc pages. Gatsby counts every page as a user of this layout's slice:
                  allowEmpty lets the others have none. */}
                {sidebar ?? <Slice alias="sidebar" allowEmpty currentUrl={pathname} />}
              </aside>
              <div className={styles.content} {...{ [LAYOUT_PART]: "content" }}>
                {content}
              </div>
            </div>
          ) : (
            content
          )}
        </main>
        <Footer />
        <ChatWidget />
      </div>
    </CurrentPathContext.Provider>
  );
}
