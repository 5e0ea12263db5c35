import * as React from "react";
import { ICON_PATHS, type IconName } from "../../site/icons";

export type { IconName };

export function Icon({ name, size = 20 }: { name: IconName; size?: number }): React.ReactElement {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path fill="currentColor" d={ICON_PATHS[name]} />
    </svg>
  );
}
