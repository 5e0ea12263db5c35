import * as React from "react";
import type { SliceComponentProps } from "gatsby";
import { Sidebar } from "../components/Sidebar/Sidebar";
import type { SidebarSliceContext } from "../site/page-context";

/** Props the layout passes with the slice: the page the reader is on (a type, so it is serializable props). */
export type SectionSidebarProps = {
  currentUrl: string;
};

/**
 * A section's sidebar as a Gatsby slice: its pages and their anchors are data of the section, built
 * and fetched once for all its pages instead of being carried by each page's data.
 */
export default function SectionSidebar({
  sliceContext,
  currentUrl,
}: SliceComponentProps<object, SidebarSliceContext, SectionSidebarProps>): React.ReactElement {
  return <Sidebar sidebar={sliceContext.groups} currentUrl={currentUrl} printableUrl={sliceContext.printableUrl} />;
}
