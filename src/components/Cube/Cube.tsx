import * as React from "react";
import * as styles from "./Cube.module.css";

/** The cube's size and timing. */
export const DEFAULT_DEPTH = 30;
export const CUBE_REPEAT_DELAY = 1000;
export const ITERATIONS = 4;
export const TURN_DEGREES = 90;

type Axis = "x" | "y" | "z";
const AXES: readonly Axis[] = ["x", "y", "z"];
const FACES = ["front", "back", "left", "right", "top", "bottom"] as const;

export interface CubeProps {
  /** Edge length of the outer cube in pixels (the inner cube is half of it). */
  depth?: number;
  /** Spin a quarter turn whenever the pointer enters the cube. */
  hover?: boolean;
  /** Spin a quarter turn every repeatDelay ms, ITERATIONS times, then rest. */
  continuous?: boolean;
  repeatDelay?: number;
  /** Source of randomness for the axis (tests pass their own). */
  random?: () => number;
  className?: string;
}

/** True when the reader asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/** The webpack cube: a translucent cube around a solid one, spinning in quarter turns on a random axis. */
export function Cube({
  depth = DEFAULT_DEPTH,
  hover = false,
  continuous = false,
  repeatDelay = CUBE_REPEAT_DELAY,
  random = Math.random,
  className,
}: CubeProps): React.ReactElement {
  const [rotation, setRotation] = React.useState<Record<Axis, number>>({ x: 0, y: 0, z: 0 });
  const turn = React.useCallback(() => {
    const axis = AXES[Math.min(AXES.length - 1, Math.floor(random() * AXES.length))];
    setRotation((current) => ({ ...current, [axis]: current[axis] + TURN_DEGREES }));
  }, [random]);

  React.useEffect(() => {
    if (!continuous || prefersReducedMotion()) return undefined;
    let done = 0;
    const tick = () => {
      turn();
      done += 1;
      if (done < ITERATIONS) timer = setTimeout(tick, repeatDelay);
    };
    let timer = setTimeout(tick, repeatDelay);
    return () => clearTimeout(timer);
  }, [continuous, repeatDelay, turn]);

  const onMouseEnter = hover
    ? () => {
        if (!prefersReducedMotion()) turn();
      }
    : undefined;
  const size = (edge: number) => ({ width: edge, height: edge, "--half": `${edge / 2}px` }) as React.CSSProperties;
  return (
    <div
      className={[styles.scene, className].filter(Boolean).join(" ")}
      style={size(depth)}
      onMouseEnter={onMouseEnter}
      aria-hidden="true"
    >
      <div
        className={styles.cube}
        data-testid="cube"
        style={{
          ...size(depth),
          transform: `rotateX(${rotation.x}deg) rotateY(${rotation.y}deg) rotateZ(${rotation.z}deg)`,
        }}
      >
        {FACES.map((face) => (
          <span key={face} className={`${styles.face} ${styles.outer} ${styles[face]}`} />
        ))}
        <div className={styles.inner} style={size(depth / 2)}>
          {FACES.map((face) => (
            <span key={face} className={`${styles.face} ${styles.solid} ${styles[face]}`} />
          ))}
        </div>
      </div>
    </div>
  );
}
