/** Algolia DocSearch credentials, inlined at build time; all three set means "use Algolia". */
export const ALGOLIA = {
  appId: process.env.GATSBY_ALGOLIA_APP_ID ?? "",
  apiKey: process.env.GATSBY_ALGOLIA_API_KEY ?? "",
  indexName: process.env.GATSBY_ALGOLIA_INDEX_NAME ?? "",
};

export const USE_ALGOLIA = Boolean(ALGOLIA.appId && ALGOLIA.apiKey && ALGOLIA.indexName);

/** Name of the local index: named for the docs site, as an Algolia index would be. */
export const LOCAL_INDEX_NAME = "webpack-js-org";
