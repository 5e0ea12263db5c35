import * as React from "react";
import * as styles from "./ModuleDiagram.module.css";

interface Box {
  id: string;
  label: string;
  x: number;
  y: number;
}

// Source modules on the left (a small dependency graph), bundled assets on the right; the cube
// (placed over the drawing by Splash) sits at the centre, on the arrow at y = ARROW_Y.
export const VIEW = { width: 520, height: 290 };
export const ARROW_Y = 125;
const MODULES: readonly Box[] = [
  { id: "photo", label: "photo.png", x: 4, y: 15 },
  { id: "view", label: "view.hbs", x: 104, y: 50 },
  { id: "entry", label: "app.js", x: 4, y: 110 },
  { id: "theme", label: "theme.sass", x: 104, y: 150 },
  { id: "logo", label: "logo.svg", x: 4, y: 205 },
  { id: "font", label: "font.woff2", x: 104, y: 235 },
];
const DEPENDENCIES: ReadonlyArray<readonly [string, string]> = [
  ["entry", "view"],
  ["entry", "theme"],
  ["entry", "logo"],
  ["view", "photo"],
  ["theme", "font"],
];
const ASSETS: readonly Box[] = [
  { id: "js", label: "main.js", x: 406, y: 40 },
  { id: "css", label: "main.css", x: 406, y: 108 },
  { id: "images", label: "images/", x: 406, y: 176 },
];
const BOX = { width: 90, height: 30 };
const ASSET = { width: 108, height: 34 };

type Size = { width: number; height: number };

const centre = (box: Box, size: Size) => ({ cx: box.x + size.width / 2, cy: box.y + size.height / 2 });

/** A rounded box of the drawing with its label at the centre. */
function LabelledBox({ box, size, className }: { box: Box; size: Size; className: string }): React.ReactElement {
  const { cx, cy } = centre(box, size);
  return (
    <g>
      <rect className={className} x={box.x} y={box.y} width={size.width} height={size.height} rx="5" />
      <text className={styles.label} x={cx} y={cy}>
        {box.label}
      </text>
    </g>
  );
}

/** Our drawing of what webpack does: modules with dependencies on the left become static assets on the right. */
export function ModuleDiagram({ className }: { className?: string }): React.ReactElement {
  const byId = new Map(MODULES.map((box) => [box.id, box]));
  return (
    <svg
      className={[styles.diagram, className].filter(Boolean).join(" ")}
      viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
      role="img"
      aria-labelledby="module-diagram-title"
    >
      <title id="module-diagram-title">Modules with dependencies go in; bundled static assets come out.</title>
      <defs>
        <marker
          id="module-diagram-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto"
        >
          <path d="M0,0 L10,5 L0,10 z" className={styles.arrowHead} />
        </marker>
      </defs>
      <g className={styles.edges}>
        {DEPENDENCIES.map(([from, to]) => {
          const a = centre(byId.get(from)!, BOX);
          const b = centre(byId.get(to)!, BOX);
          return <line key={`${from}-${to}`} x1={a.cx} y1={a.cy} x2={b.cx} y2={b.cy} />;
        })}
      </g>
      {MODULES.map((box) => (
        <LabelledBox key={box.id} box={box} size={BOX} className={styles.source} />
      ))}
      <line
        className={styles.flow}
        x1="200"
        y1={ARROW_Y}
        x2="396"
        y2={ARROW_Y}
        markerEnd="url(#module-diagram-arrow)"
      />
      {ASSETS.map((box) => (
        <LabelledBox key={box.id} box={box} size={ASSET} className={styles.asset} />
      ))}
      <text className={styles.caption} x="97" y="284">
        modules with dependencies
      </text>
      <text className={styles.caption} x="460" y="284">
        static assets
      </text>
    </svg>
  );
}
