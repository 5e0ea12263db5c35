/**
 * A code-host (GitHub) user or organization name: letters, digits and hyphens, not starting with
 * a hyphen, at most 39 characters. Handles become profile and avatar URLs, so nothing else passes.
 */
export const CODE_HOST_HANDLE = /^[A-Za-z\d][A-Za-z\d-]{0,38}$/;

export const isCodeHostHandle = (handle: string): boolean => CODE_HOST_HANDLE.test(handle);

/** An npm package name, optionally scoped (`css-loader`, `@webpack-cli/serve`). */
export const NPM_PACKAGE_NAME = /^(@[a-z\d][\w.-]*\/)?[a-z\d][\w.-]*$/;
