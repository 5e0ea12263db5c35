import * as React from "react";
import { MDXProvider } from "@mdx-js/react";
import { CodeBlock } from "./CodeBlock/CodeBlock";

/** Components MDX content renders with (doc and printable pages alike). */
const MDX_COMPONENTS = { pre: CodeBlock };

export function MdxComponents({ children }: { children: React.ReactNode }): React.ReactElement {
  return <MDXProvider components={MDX_COMPONENTS}>{children}</MDXProvider>;
}
