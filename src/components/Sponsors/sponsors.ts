/** Sponsor ranks, in the order the home page lists them. */
export const RANKS = ["latest", "platinum", "gold", "silver", "bronze", "backer"] as const;
export type SponsorRank = (typeof RANKS)[number];

export const RANK_TITLES: Record<SponsorRank, string> = {
  latest: "Latest Sponsors",
  platinum: "Platinum Sponsors",
  gold: "Gold Sponsors",
  silver: "Silver Sponsors",
  bronze: "Bronze Sponsors",
  backer: "Backers",
};

export interface Sponsor {
  name: string;
  url: string;
  logo?: string;
  rank: SponsorRank;
}

const isRank = (value: unknown): value is SponsorRank => (RANKS as readonly unknown[]).includes(value);

/** The well-formed entries of the sponsors data file (anything else is dropped, never shown half-filled). */
export function toSponsors(entries: ReadonlyArray<Record<string, unknown>>): Sponsor[] {
  return entries.flatMap((entry) => {
    const { name, url, logo, rank } = entry;
    if (typeof name !== "string" || !name || typeof url !== "string" || !/^https:\/\//.test(url) || !isRank(rank))
      return [];
    return [{ name, url, rank, ...(typeof logo === "string" && logo ? { logo } : {}) }];
  });
}

/** Sponsors grouped by rank, every rank present (possibly empty), data-file order kept. */
export function byRank(sponsors: readonly Sponsor[]): Record<SponsorRank, Sponsor[]> {
  const groups = Object.fromEntries(RANKS.map((rank) => [rank, [] as Sponsor[]])) as Record<SponsorRank, Sponsor[]>;
  for (const sponsor of sponsors) groups[sponsor.rank].push(sponsor);
  return groups;
}
