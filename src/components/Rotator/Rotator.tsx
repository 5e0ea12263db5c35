import * as React from "react";
import * as styles from "./Rotator.module.css";

/** The rotator's own default interval between words. */
export const ROTATOR_REPEAT_DELAY = 3000;

export interface RotatorProps {
  words: readonly string[];
  /** Milliseconds before the first change; defaults to repeatDelay. */
  delay?: number;
  /** Milliseconds between later changes. */
  repeatDelay?: number;
}

/**
 * Shows one word at a time and moves to the next one on a timer, wrapping around. The change is a
 * short slide-in, switched off under `prefers-reduced-motion` (the word still changes, without motion).
 */
export function Rotator({ words, delay, repeatDelay = ROTATOR_REPEAT_DELAY }: RotatorProps): React.ReactElement {
  const [index, setIndex] = React.useState(0);
  React.useEffect(() => {
    if (words.length < 2) return undefined;
    const next = () => {
      setIndex((current) => (current + 1) % words.length);
      timer = setTimeout(next, repeatDelay);
    };
    let timer = setTimeout(next, delay ?? repeatDelay);
    return () => clearTimeout(timer);
  }, [words.length, delay, repeatDelay]);
  return (
    <span className={styles.rotator}>
      <span key={index} className={styles.word}>
        {words[index]}
      </span>
    </span>
  );
}
