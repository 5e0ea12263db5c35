/** The vote service, if the build configured one (GATSBY_ variables are inlined at build time). */
export const VOTE_SERVICE_URL = process.env.GATSBY_VOTE_SERVICE_URL ?? "";
