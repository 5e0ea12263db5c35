import * as React from "react";
import * as styles from "./PrintableContents.module.css";

export interface PrintableContentsProps {
  articles: ReadonlyArray<Pick<Queries.PrintableArticle, "id" | "title" | "sections">>;
}

/**
 * The combined page's table of contents: each page and its h2 sections, linking to their ids on
 * this page. Printed too, since a printed section is read like a booklet.
 */
export function PrintableContents({ articles }: PrintableContentsProps): React.ReactElement {
  return (
    <nav aria-label="Contents" className={styles.contents}>
      <ol className={styles.pages}>
        {articles.map((article) => (
          <li key={article.id} className={styles.page}>
            <a href={`#${article.id}`}>{article.title}</a>
            {article.sections.length > 0 && (
              <ol className={styles.sections}>
                {article.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.title}</a>
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
