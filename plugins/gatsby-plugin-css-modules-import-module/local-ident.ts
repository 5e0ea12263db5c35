import { relative } from "node:path";
import { interpolateName } from "loader-utils";

/** The part of webpack's loader context a local ident is computed from. */
export interface LocalIdentContext {
  resourcePath: string;
}

/** What css-loader passes a custom getLocalIdent besides the names. */
export interface LocalIdentOptions {
  context: string;
  hashPrefix: string;
  regExp?: RegExp;
}

/**
 * css-loader 5's own class-name function without its match-resource part. mini-css-extract's
 * importModule loads each stylesheet through a match resource (`file.css.webpack[javascript/auto]!=!…`),
 * which css-loader adds to the hashed input, so the browser build's class names would no longer
 * match the server render's. Leaving it out gives every stage the names it had with child compilers.
 * (css-loader escapes the result; it puts the local name in only for its own function, so this one
 * does: the names here are plain identifiers, which escaping leaves alone.)
 */
export function localIdentWithoutMatchResource(
  loaderContext: LocalIdentContext,
  localIdentName: string,
  localName: string,
  options: LocalIdentOptions,
): string {
  const relativeResourcePath = relative(options.context, loaderContext.resourcePath).split("\\").join("/");
  const name = interpolateName(loaderContext as never, localIdentName, {
    ...options,
    content: `${options.hashPrefix}${relativeResourcePath}\x00${localName}`,
  });
  return name.replace(/\[local\]/gi, localName);
}
