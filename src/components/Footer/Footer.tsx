import * as React from "react";
import { SiteLink } from "../SiteLink/SiteLink";
import { EXTERNAL_LINKS } from "../../site/links";
import * as styles from "./Footer.module.css";

/** Site footer: the site's own pages, the community links and the two licences. */
export function Footer(): React.ReactElement {
  return (
    <footer className={styles.footer}>
      <nav aria-label="Footer" className={styles.inner}>
        <ul className={styles.links}>
          <li>
            <SiteLink to="/guides/getting-started/">Get Started</SiteLink>
          </li>
          <li>
            <SiteLink to="/organization/">Organization</SiteLink>
          </li>
          <li>
            <SiteLink to="/starter-kits/">Starter Kits</SiteLink>
          </li>
          <li>
            <SiteLink to="/comparison/">Comparison</SiteLink>
          </li>
          <li>
            <a href={EXTERNAL_LINKS.swagStore}>Swag Store</a>
          </li>
          <li>
            <SiteLink to="/glossary/">Glossary</SiteLink>
          </li>
          <li>
            <SiteLink to="/branding/">Branding</SiteLink>
          </li>
          <li>
            <a href={EXTERNAL_LINKS.gitter}>Gitter</a>
          </li>
          <li>
            <a href={EXTERNAL_LINKS.changelog}>Changelog</a>
          </li>
        </ul>
        {/* The badges sit below every article: lazy, so that these two SVG documents, each parsed and
            laid out on its own, load as the reader nears the footer and not during the first load. */}
        <div className={styles.license}>
          <a href={EXTERNAL_LINKS.webpackLicense}>
            <img
              src="/license/mit.svg"
              alt="webpack is released under the MIT License"
              width={88}
              height={31}
              loading="lazy"
              decoding="async"
            />
          </a>
          <a href={EXTERNAL_LINKS.ccBy}>
            <img
              src="/license/cc-by.svg"
              alt="The documentation is licensed under Creative Commons Attribution 4.0"
              width={88}
              height={31}
              loading="lazy"
              decoding="async"
            />
          </a>
          <p>
            webpack is <SiteLink to="/license/">MIT licensed</SiteLink>; this documentation is licensed under CC BY 4.0.
          </p>
        </div>
      </nav>
    </footer>
  );
}
