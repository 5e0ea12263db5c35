import * as React from "react";
import { Link } from "gatsby";
import { EXTERNAL_LINKS } from "../../site/links";
import { isDocumentationPath, sectionOf } from "../../site/navigation";
import { Search } from "../Search/Search";
import * as styles from "./Header.module.css";

export interface HeaderProps {
  pathname: string;
}

/** Site header: logo, main navigation and outbound icon links. */
export function Header({ pathname }: HeaderProps): React.ReactElement {
  const documentationActive = isDocumentationPath(pathname);
  const section = sectionOf(pathname);
  return (
    <header className={styles.header}>
      <nav aria-label="Main" className={styles.nav}>
        <Link to="/" className={styles.logo}>
          webpack
        </Link>
        <ul className={styles.links}>
          <li>
            <Link to="/concepts/" className={documentationActive ? styles.active : undefined} aria-current={documentationActive ? "page" : undefined}>
              Documentation
            </Link>
          </li>
          <li>
            <Link to="/contribute/" className={section === "contribute" ? styles.active : undefined}>
              Contribute
            </Link>
          </li>
          <li>
            <Link to="/vote/" className={section === "vote" ? styles.active : undefined}>
              Vote
            </Link>
          </li>
          <li>
            <a href={EXTERNAL_LINKS.blog}>Blog</a>
          </li>
        </ul>
        <Search />
        <ul className={styles.icons}>
          <li>
            <a href={EXTERNAL_LINKS.github} aria-label="GitHub">GitHub</a>
          </li>
          <li>
            <a href={EXTERNAL_LINKS.twitter} aria-label="Twitter">Twitter</a>
          </li>
          <li>
            <a href={EXTERNAL_LINKS.stackOverflow} aria-label="Stack Overflow">Stack Overflow</a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
