import { ALGOLIA, USE_ALGOLIA } from "../components/Search/algolia";
import { VOTE_SERVICE_URL } from "../components/VoteApp/votes";
import { BADGE_SERVICE, EXTERNAL_LINKS } from "./links";

const origin = (url: string) => new URL(url).origin;

/**
 * The origins outside the site that its pages load from, for the Content-Security-Policy: the
 * chat widget (script and frame), contributors' avatars (the code host redirects to its image
 * host), badge images, sponsors' logos, and Algolia and the vote service when configured.
 */
export const THIRD_PARTIES = {
  scripts: [origin(EXTERNAL_LINKS.chatWidget)],
  frames: [origin(EXTERNAL_LINKS.gitter)],
  images: ["https://github.com", "https://avatars.githubusercontent.com", BADGE_SERVICE, "https://opencollective.com", "https://images.opencollective.com"],
  connections: [
    ...(USE_ALGOLIA ? [`https://${ALGOLIA.appId.toLowerCase()}-dsn.algolia.net`, "https://*.algolia.net", "https://*.algolianet.com", "https://insights.algolia.io"] : []),
    ...(VOTE_SERVICE_URL ? [origin(VOTE_SERVICE_URL)] : []),
  ],
};
