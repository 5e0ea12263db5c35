import * as React from "react";
import * as styles from "./Avatar.module.css";

/** Avatars are requested at 90 px from the code host (shown at half size for sharp screens). */
export const AVATAR_SIZE = 90;

export const avatarUrl = (handle: string): string =>
  `https://github.com/${encodeURIComponent(handle)}.png?size=${AVATAR_SIZE}`;

export const profileUrl = (handle: string): string => `https://github.com/${encodeURIComponent(handle)}`;

/** Up to two letters standing in for a picture: the first letters of the handle's words. */
export function initialsOf(handle: string): string {
  const words = handle.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const letters = words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? "?").slice(0, 2);
  return letters.toUpperCase();
}

export interface AvatarProps {
  handle: string;
  /** False until the avatar may be requested (e.g. before it scrolls into view): initials only. */
  load?: boolean;
}

/**
 * A code-host profile link with the person's picture; initials while not loaded or when it fails.
 * The initials are that picture's stand-in, an image named by the handle like the picture itself,
 * so the link is named by its content in both states.
 */
export function Avatar({ handle, load = true }: AvatarProps): React.ReactElement {
  const [failed, setFailed] = React.useState(false);
  const showImage = load && !failed;
  return (
    <a className={styles.avatar} href={profileUrl(handle)} title={handle}>
      {showImage ? (
        <img
          className={styles.image}
          src={avatarUrl(handle)}
          alt={handle}
          width={AVATAR_SIZE / 2}
          height={AVATAR_SIZE / 2}
          onError={() => setFailed(true)}
        />
      ) : (
        <span className={styles.initials} role="img" aria-label={handle} data-testid="avatar-initials">
          {initialsOf(handle)}
        </span>
      )}
    </a>
  );
}
