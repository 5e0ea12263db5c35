import * as React from "react";
import { EXTERNAL_LINKS } from "../../site/links";
import { RANKS, RANK_TITLES, byRank, type Sponsor, type SponsorRank } from "./sponsors";
import * as styles from "./Sponsors.module.css";

/** Logo height per rank, in pixels: bigger support, bigger logo. */
const LOGO_HEIGHT: Record<SponsorRank, number> = {
  latest: 40,
  platinum: 72,
  gold: 56,
  silver: 44,
  bronze: 36,
  backer: 32,
};

/** One list per rank; a rank without sponsors invites the reader to become the first one. */
export function SponsorLists({ sponsors }: { sponsors: readonly Sponsor[] }): React.ReactElement {
  const groups = byRank(sponsors);
  // An empty snapshot says nothing about who sponsors webpack: say so instead of "nobody".
  const noSnapshot = sponsors.length === 0;
  return (
    <div className={styles.ranks}>
      {noSnapshot && (
        <p className={styles.empty}>
          This copy of the site carries no sponsor list yet.{" "}
          <a href={EXTERNAL_LINKS.openCollective}>See webpack&apos;s sponsors on Open Collective</a>.
        </p>
      )}
      {RANKS.map((rank) => (
        <section key={rank} className={styles.rank} data-rank={rank}>
          <h3>{RANK_TITLES[rank]}</h3>
          {groups[rank].length > 0 ? (
            <ul className={styles.list}>
              {groups[rank].map((sponsor) => (
                <li key={`${sponsor.name}-${sponsor.url}`}>
                  <SponsorLink sponsor={sponsor} height={LOGO_HEIGHT[rank]} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>
              {noSnapshot ? null : "Nobody here yet. "}
              <a href={EXTERNAL_LINKS.openCollective}>
                {rank === "backer" ? "Become a backer" : `Become a ${rank === "latest" ? "" : `${rank} `}sponsor`}
              </a>
            </p>
          )}
        </section>
      ))}
    </div>
  );
}

/** A sponsor's link: their logo in a fixed box, or their name when there is no logo or it fails to load. */
function SponsorLink({ sponsor, height }: { sponsor: Sponsor; height: number }): React.ReactElement {
  const [failed, setFailed] = React.useState(false);
  const showLogo = Boolean(sponsor.logo) && !failed;
  return (
    <a className={styles.sponsor} href={sponsor.url} title={sponsor.name} rel="noopener sponsored" style={{ height }}>
      {showLogo ? (
        <img
          className={styles.logo}
          src={sponsor.logo}
          alt={sponsor.name}
          height={height}
          width={height * 2.5}
          onError={() => setFailed(true)}
        />
      ) : (
        <span className={styles.name}>{sponsor.name}</span>
      )}
    </a>
  );
}
