import * as React from "react";
import * as styles from "./Badge.module.css";
import { BADGE_SERVICE } from "../../site/links";

export const BADGE_MAX_AGE = 3600;
export const BADGE_HEIGHT = 20;

/** The image URL of a badge: `{service}/{metric}.svg?label=…&style=flat-square&maxAge=3600`. */
export function badgeUrl(metric: string, label: string): string {
  return `${BADGE_SERVICE}/${metric}.svg?label=${encodeURIComponent(label)}&style=flat-square&maxAge=${BADGE_MAX_AGE}`;
}

export interface BadgeProps {
  metric: string;
  /** Text on the badge's left half. */
  label: string;
  /** What the badge tells, for screen readers and when the image is missing. */
  alt: string;
  /** Fixed box width in pixels; the image is fitted inside, so loading or failing never moves anything. */
  width: number;
}

/** A badge image in a fixed box; when it cannot load, the box shows its label instead of a broken image. */
export function Badge({ metric, label, alt, width }: BadgeProps): React.ReactElement {
  const image = React.useRef<HTMLImageElement>(null);
  const [failed, setFailed] = React.useState(false);
  // An image that failed before hydration fired its error event before React listened for it.
  React.useEffect(() => {
    const element = image.current;
    if (element && element.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  const box = { width, height: BADGE_HEIGHT };
  if (failed) {
    return (
      <span className={styles.fallback} style={box} role="img" aria-label={alt} title={alt}>
        {label}
      </span>
    );
  }
  return (
    <img
      ref={image}
      className={styles.badge}
      src={badgeUrl(metric, label)}
      alt={alt}
      title={alt}
      width={width}
      height={BADGE_HEIGHT}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
