import * as React from "react";
import { SiteLink } from "../SiteLink/SiteLink";
import { EXTERNAL_LINKS, LANGUAGES } from "../../site/links";
import { DOCUMENTATION_MENU, isDocumentationPath, sectionOf } from "../../site/sections";
import { Dropdown, type DropdownItem, type DropdownLinkProps } from "../Dropdown/Dropdown";
import { Icon } from "../Icon/Icon";
import { Search } from "../Search/Search";
import { ThemeToggle } from "../ThemeToggle/ThemeToggle";
import * as styles from "./Header.module.css";

export interface HeaderProps {
  pathname: string;
  /** Opens the mobile drawer (the button shows under 768 px only). */
  onOpenDrawer?: () => void;
  drawerOpen?: boolean;
}

/** Site sections open through Gatsby's router; SiteLink forwards its ref to the anchor element. */
const siteLink = (item: DropdownItem, { setRef, ...props }: DropdownLinkProps): React.ReactNode => (
  <SiteLink to={item.url} {...props} ref={setRef}>
    {item.title}
  </SiteLink>
);

/** Site header: logo, main navigation with its dropdowns, search, theme and outbound icon links. */
export function Header({ pathname, onOpenDrawer, drawerOpen = false }: HeaderProps): React.ReactElement {
  const documentationActive = isDocumentationPath(pathname);
  const section = sectionOf(pathname);
  const activeClass = (active: boolean): string | undefined => (active ? styles.active : undefined);
  return (
    <header className={styles.header}>
      <nav aria-label="Main" className={styles.nav}>
        <button
          id="drawer-opener"
          type="button"
          className={styles.menuButton}
          aria-label="Toggle navigation menu"
          aria-expanded={drawerOpen}
          aria-controls="documentation-drawer"
          onClick={onOpenDrawer}
        >
          <Icon name="menu" size={24} />
        </button>
        <SiteLink to="/" className={styles.logo}>
          webpack
        </SiteLink>
        <ul className={styles.links}>
          <li className={styles.withMenu}>
            <SiteLink
              to="/concepts/"
              className={activeClass(documentationActive)}
              aria-current={documentationActive ? "page" : undefined}
            >
              Documentation
            </SiteLink>
            <Dropdown label="Documentation menu" items={DOCUMENTATION_MENU} renderLink={siteLink}>
              <Icon name="chevron" size={16} />
            </Dropdown>
          </li>
          <li>
            <SiteLink to="/contribute/" className={activeClass(section === "contribute")}>
              Contribute
            </SiteLink>
          </li>
          <li>
            <SiteLink to="/vote/" className={activeClass(section === "vote")}>
              Vote
            </SiteLink>
          </li>
          <li>
            <a href={EXTERNAL_LINKS.blog}>Blog</a>
          </li>
        </ul>
        <div className={styles.tools}>
          <Search />
          <ul className={styles.icons}>
            <li>
              <a href={EXTERNAL_LINKS.github} aria-label="GitHub" title="GitHub">
                <Icon name="github" />
              </a>
            </li>
            <li>
              <a href={EXTERNAL_LINKS.twitter} aria-label="Twitter" title="Twitter">
                <Icon name="twitter" />
              </a>
            </li>
            <li>
              <a href={EXTERNAL_LINKS.stackOverflow} aria-label="Stack Overflow" title="Stack Overflow">
                <Icon name="stackOverflow" />
              </a>
            </li>
          </ul>
          <Dropdown label="Select language" items={LANGUAGES} align="end">
            <Icon name="language" />
          </Dropdown>
          <ThemeToggle />
        </div>
      </nav>
    </header>
  );
}
