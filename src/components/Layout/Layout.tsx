import * as React from "react";
import type { SidebarGroupContext } from "../../node/page-context";
import { useRouteStatus } from "../../site/route-status";
import { ChatWidget } from "../ChatWidget/ChatWidget";
import { Footer } from "../Footer/Footer";
import { Header } from "../Header/Header";
import { MobileDrawer } from "../MobileDrawer/MobileDrawer";
import { useSwipe } from "../MobileDrawer/use-swipe";
import { NotificationBar } from "../NotificationBar/NotificationBar";
import { RouteStatusView } from "./RouteStatusView";
import * as styles from "./Layout.module.css";

export interface LayoutProps {
  pathname: string;
  /** The current section's sidebar (doc pages), shown in the mobile drawer straight away. */
  sidebar?: readonly SidebarGroupContext[];
  children: React.ReactNode;
}

/** Page chrome shared by every page: skip link, notification, header, drawer, main, footer, chat. */
export function Layout({ pathname, sidebar, children }: LayoutProps): React.ReactElement {
  const [drawerOpen, setDrawerOpen] = React.useState(false);
  useSwipe(drawerOpen, setDrawerOpen);
  const routeStatus = useRouteStatus();
  const closeDrawer = React.useCallback(() => {
    setDrawerOpen(false);
    document.getElementById("drawer-opener")?.focus();
  }, []);
  return (
    <div className={styles.page}>
      <a className={`${styles.skipLink} no-print`} href="#main-content">
        Skip to content
      </a>
      <NotificationBar />
      <Header pathname={pathname} drawerOpen={drawerOpen} onOpenDrawer={() => setDrawerOpen((open) => !open)} />
      <MobileDrawer open={drawerOpen} onClose={closeDrawer} pathname={pathname} sidebar={sidebar} />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {routeStatus.state === "idle" ? children : <RouteStatusView status={routeStatus} />}
      </main>
      <Footer />
      <ChatWidget />
    </div>
  );
}
