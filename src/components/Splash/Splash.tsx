import * as React from "react";
import { Cube } from "../Cube/Cube";
import { ModuleDiagram } from "../ModuleDiagram/ModuleDiagram";
import { Rotator } from "../Rotator/Rotator";
import * as styles from "./Splash.module.css";

/** The home page's rotating words and their timing, and the splash cube. */
export const ROTATING_WORDS = ["assets", "scripts", "images", "styles"] as const;
export const FIRST_ROTATION_DELAY = 5000;
export const ROTATION_DELAY = 5000;
export const SPLASH_CUBE_DEPTH = 120;
export const SPLASH_CUBE_REPEAT_DELAY = 5000;

/** The top of the home page: the rotating heading, the cube over the module diagram, and the intro. */
export function Splash(): React.ReactElement {
  return (
    <div className={styles.splash}>
      <h1 className={styles.heading}>
        bundle your <Rotator words={ROTATING_WORDS} delay={FIRST_ROTATION_DELAY} repeatDelay={ROTATION_DELAY} />
      </h1>
      <div className={styles.visual}>
        <ModuleDiagram className={styles.diagram} />
        <div className={styles.cubeSlot}>
          <Cube depth={SPLASH_CUBE_DEPTH} repeatDelay={SPLASH_CUBE_REPEAT_DELAY} continuous hover />
        </div>
      </div>
      <div className={styles.intro}>
        <p>
          webpack starts from one or more entry files, follows every <code>import</code>, <code>require()</code> and{" "}
          <code>url()</code> it meets, and writes a handful of files a browser can load. Your code stays split into
          small modules; your visitors download a few optimised bundles.
        </p>
        <p>
          Loaders teach it about files that are not JavaScript — stylesheets, images, TypeScript, templates — and
          plugins take part in every step of a build, from splitting code into chunks to minifying what ships.
        </p>
      </div>
    </div>
  );
}
