import * as React from "react";
import { createPortal } from "react-dom";
import { navigate } from "gatsby";
import { DocSearchModal, type DocSearchTransformClient } from "@docsearch/react";
import "@docsearch/css/dist/_variables.css";
import "@docsearch/css/dist/modal.css";
import "./search-modal.css";
import { createLocalSearchClient } from "../../search/client";
import { ALGOLIA, LOCAL_INDEX_NAME, USE_ALGOLIA } from "../../site/algolia-config";
import { reportSearches } from "./report-searches";
import { isPlainLeftClick } from "../../site/plain-click";
import { SiteLink } from "../SiteLink/SiteLink";
import { keepDocSearchRepaired } from "./repair-docsearch";

export interface SearchModalProps {
  initialQuery?: string;
  onClose: () => void;
}

/** Turns an absolute result URL into a site path, so results navigate inside the app. */
function sitePath(url: string): string {
  const parsed = new URL(url, window.location.origin);
  return parsed.origin === window.location.origin ? `${parsed.pathname}${parsed.hash}` : url;
}

/**
 * DocSearch's modal. Without Algolia credentials its search client is replaced by the local
 * index, so nothing contacts Algolia and search works offline.
 */
export default function SearchModal({ initialQuery, onClose }: SearchModalProps): React.ReactElement {
  const localClient = React.useMemo(() => (USE_ALGOLIA ? null : createLocalSearchClient()), []);
  // Either client reports each query's result count (searches that find nothing, for analytics).
  // Stable, so DocSearch keeps one client for the modal's life.
  const transformSearchClient = React.useCallback(
    (algolia: DocSearchTransformClient) => reportSearches(localClient ? (localClient as never) : algolia),
    [localClient],
  );
  // Before the browser paints the modal, so assistive technology never meets DocSearch's markup.
  React.useLayoutEffect(() => keepDocSearchRepaired(document), []);
  return createPortal(
    <>
      {/* Results come from our own index here, so the "Powered by Algolia" mark would be untrue. */}
      {localClient && <style>{".DocSearch-Logo{display:none}"}</style>}
      <DocSearchModal
        appId={USE_ALGOLIA ? ALGOLIA.appId : "local"}
        apiKey={USE_ALGOLIA ? ALGOLIA.apiKey : "local"}
        indexName={USE_ALGOLIA ? ALGOLIA.indexName : LOCAL_INDEX_NAME}
        transformSearchClient={transformSearchClient}
        initialQuery={initialQuery}
        initialScrollY={window.scrollY}
        onClose={onClose}
        placeholder="Search the webpack documentation"
        navigator={{
          navigate: ({ itemUrl }) => {
            onClose();
            void navigate(sitePath(itemUrl));
          },
        }}
        // Prefetches only the result pointed at, so typing a query downloads nothing but the index.
        hitComponent={({ hit, children }) => (
          <SiteLink to={sitePath(hit.url)} onClick={(event) => isPlainLeftClick(event) && onClose()}>
            {children}
          </SiteLink>
        )}
        getMissingResultsUrl={() => "/concepts/"}
        translations={{
          noResultsScreen: {
            reportMissingResultsText: "Nothing matched.",
            reportMissingResultsLinkText: "Browse the documentation",
          },
        }}
      />
    </>,
    document.body,
  );
}
