/** A reader's vote on one topic: up or down (no entry means no vote). */
export type Vote = 1 | -1;
export type Votes = Readonly<Record<string, Vote>>;

export interface VoteTopic {
  id: string;
  title: string;
  description: string;
}

/** localStorage key under which the reader's votes persist. */
export const VOTES_KEY = "webpack-docs-votes";

/** The votes kept in STORAGE; anything unreadable counts as no votes. */
export function readVotes(storage: Storage | null): Votes {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(VOTES_KEY) ?? "{}");
    if (typeof parsed !== "object" || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, Vote] => entry[1] === 1 || entry[1] === -1),
    );
  } catch {
    return {};
  }
}

/** Keeps VOTES in STORAGE; false when the browser refuses (private mode, quota). */
export function writeVotes(storage: Storage | null, votes: Votes): boolean {
  try {
    storage?.setItem(VOTES_KEY, JSON.stringify(votes));
    return Boolean(storage);
  } catch {
    return false;
  }
}

/** The browser's localStorage, or null where it is unavailable. */
export function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** POSTs `{ topic, vote }` (vote 0 withdraws it) to the vote service; resolves to whether it accepted. */
export async function sendVote(serviceUrl: string, topic: string, vote: Vote | 0): Promise<boolean> {
  try {
    const response = await fetch(serviceUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ topic, vote }),
    });
    return response.ok;
  } catch {
    return false;
  }
}
