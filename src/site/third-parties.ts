import { ALGOLIA, USE_ALGOLIA } from "./algolia-config";
import { VOTE_SERVICE_URL } from "./vote-service";
import { ANALYTICS, analyticsOrigins } from "./analytics-config";
import { BADGE_SERVICE, EXTERNAL_LINKS } from "./links";

const origin = (url: string) => new URL(url).origin;
const analytics = analyticsOrigins(ANALYTICS);

/**
 * The origins outside the site that its pages load from, for the Content-Security-Policy: the
 * chat widget (script and frame), contributors' avatars (the code host redirects to its image
 * host), badge images, sponsors' logos, and Algolia, the vote service and the analytics trackers
 * when configured.
 */
export const THIRD_PARTIES = {
  scripts: [origin(EXTERNAL_LINKS.chatWidget), ...analytics.scripts],
  frames: [origin(EXTERNAL_LINKS.gitter)],
  images: [
    "https://github.com",
    "https://avatars.githubusercontent.com",
    BADGE_SERVICE,
    "https://opencollective.com",
    "https://images.opencollective.com",
    ...analytics.images,
  ],
  connections: [
    ...(USE_ALGOLIA
      ? [
          `https://${ALGOLIA.appId.toLowerCase()}-dsn.algolia.net`,
          "https://*.algolia.net",
          "https://*.algolianet.com",
          "https://insights.algolia.io",
        ]
      : []),
    ...(VOTE_SERVICE_URL ? [origin(VOTE_SERVICE_URL)] : []),
    ...analytics.connections,
  ],
};
