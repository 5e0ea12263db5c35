import * as React from "react";
import { useInView } from "../../hooks/use-in-view";
import { Avatar } from "../Avatar/Avatar";
import { Badge, type BadgeProps } from "../Badge/Badge";
import { projectBadges } from "./badges";
import * as styles from "./ProjectCard.module.css";

export interface ProjectCardProps {
  repo: string;
  npm: string;
  description: string;
  /** GitHub handle; null or "" when the project has no maintainer. */
  maintainer: string | null;
}

function BadgeRow({ title, badges }: { title: string; badges: BadgeProps[] }): React.ReactElement {
  return (
    <div className={styles.row}>
      <h3 className={styles.rowTitle}>{title}</h3>
      <div className={styles.badges}>
        {badges.map((badge) => (
          <Badge key={badge.metric} {...badge} />
        ))}
      </div>
    </div>
  );
}

/** One ecosystem project: repository, description, usage and activity badges, and its maintainer. */
export function ProjectCard({ repo, npm, description, maintainer }: ProjectCardProps): React.ReactElement {
  const card = React.useRef<HTMLElement>(null);
  // The maintainer's picture is requested once the card comes near the viewport.
  const near = useInView(card);
  const badges = projectBadges(repo, npm);
  const headingId = `project-${repo.replace(/[^\w-]+/g, "-")}`;
  return (
    <article ref={card} className={styles.card} aria-labelledby={headingId}>
      <h2 className={styles.title} id={headingId}>
        <a href={`https://github.com/${repo}`}>{repo}</a>
      </h2>
      <p className={styles.description}>{description}</p>
      <BadgeRow title="Downloads and stars" badges={badges.usage} />
      <BadgeRow title="Commit activity" badges={badges.activity} />
      <BadgeRow title="Issues and pull requests" badges={badges.issues} />
      <div className={styles.row}>
        <h3 className={styles.rowTitle}>Maintainer</h3>
        {maintainer ? (
          <span className={styles.maintainer}>
            <Avatar handle={maintainer} load={near} />
            <span aria-hidden="true">{maintainer}</span>
          </span>
        ) : (
          <a href={`https://github.com/${repo}/issues`} className={styles.needed}>
            Maintainer needed...
          </a>
        )}
      </div>
    </article>
  );
}
