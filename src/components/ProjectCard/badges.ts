import type { BadgeProps } from "../Badge/Badge";

export interface ProjectBadges {
  usage: BadgeProps[];
  activity: BadgeProps[];
  issues: BadgeProps[];
}

/** Commit-activity periods shown on a project card, as git's `branch@{… ago}` revisions. */
export const ACTIVITY_PERIODS = ["6 months", "3 months", "1 month", "1 week"] as const;

/** The branch whose recent commits the activity badges count. */
const BRANCH = "main";

/** The badges of one project (on the organization page; URL rule in Badge.tsx). */
export function projectBadges(repo: string, npm: string): ProjectBadges {
  return {
    usage: [
      { metric: `npm/dm/${npm}`, label: "downloads", alt: `Monthly npm downloads of ${npm}`, width: 140 },
      { metric: `github/stars/${repo}`, label: "stars", alt: `GitHub stars of ${repo}`, width: 90 },
    ],
    // Commits since the branch as it was N ago = commits in the last N.
    activity: ACTIVITY_PERIODS.map((period) => ({
      metric: `github/commits-since/${repo}/${encodeURIComponent(`${BRANCH}@{${period} ago}`)}`,
      label: period,
      alt: `Commits to ${repo} in the last ${period}`,
      width: 82,
    })),
    issues: [
      { metric: `github/issues/${repo}`, label: "issues", alt: `Open issues of ${repo}`, width: 90 },
      { metric: `github/issues-pr/${repo}`, label: "pull requests", alt: `Open pull requests of ${repo}`, width: 120 },
    ],
  };
}
