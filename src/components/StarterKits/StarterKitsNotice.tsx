import * as React from "react";
import * as styles from "./StarterKitsNotice.module.css";

/** The warning above the starter kits: proofs of concept, not supported by the webpack team; issues go to their maintainers. */
export function StarterKitsNotice(): React.ReactElement {
  return (
    <aside className={styles.notice} aria-label="Warning">
      <strong>Warning:</strong> these boilerplates are proofs of concept written by people in the community. They are
      not officially supported by the webpack team, and they may lag behind the current release. Please report problems
      with a kit to its maintainer, in the kit's own repository.
    </aside>
  );
}
