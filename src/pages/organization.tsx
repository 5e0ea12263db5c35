import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SpecialPage } from "../components/SpecialPage/SpecialPage";
import { ProjectList } from "../components/ProjectList/ProjectList";

/** The organization page: every ecosystem project of content/data/projects.json (Project nodes). */
export default function OrganizationPage({ data }: PageProps<Queries.OrganizationPageQuery>): React.ReactElement {
  const projects = data.allProject.nodes;
  const lead = (
    <p>
      These {projects.length} projects make up the webpack ecosystem that the core team and its contributors look after:
      the bundler's own building blocks and the official loaders and plugins. Each card shows how widely the package is
      used, how active its repository is and who maintains it. A project marked “Maintainer needed...” is looking for
      someone to take care of it.
    </p>
  );
  return (
    <SpecialPage
      title="The Organization"
      description="The projects of the webpack organization: the bundler's building blocks and its official loaders and plugins, with their usage, activity and maintainers."
      path="/organization/"
      lead={lead}
    >
      <ProjectList projects={projects} />
    </SpecialPage>
  );
}

export const query = graphql`
  query OrganizationPage {
    allProject(sort: { npm: ASC }) {
      nodes {
        repo
        npm
        description
        maintainer
      }
    }
  }
`;
