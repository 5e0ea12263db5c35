import { graphql } from "gatsby";

/**
 * The fields createPages reads from each DocPage. Gatsby's typegen only types queries it extracts
 * from src/, so the fragment lives here (giving `Queries.CreatePagesDocFragment`) and createPages
 * reads this file's text to send the very same fragment; this module is never imported at run time.
 */
export const createPagesDocFragment = graphql`
  fragment CreatePagesDoc on DocPage {
    id
    path
    name
    url
    section
    title
    description
    markdownUrl
    sort
    group
    edit
    anchors {
      title
      id
      level
    }
    headings {
      id
    }
    links {
      url
      line
    }
    relatedLinks {
      url
      line
    }
    problems {
      file
      line
      message
    }
  }
`;
