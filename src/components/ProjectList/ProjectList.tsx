import * as React from "react";
import { ProjectCard, type ProjectCardProps } from "../ProjectCard/ProjectCard";
import * as styles from "./ProjectList.module.css";

/** The organization's projects as a responsive grid of cards. */
export function ProjectList({ projects }: { projects: readonly ProjectCardProps[] }): React.ReactElement {
  return (
    <div className={styles.grid}>
      {projects.map((project) => (
        <ProjectCard key={project.repo} {...project} />
      ))}
    </div>
  );
}
