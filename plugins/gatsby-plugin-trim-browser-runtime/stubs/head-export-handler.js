// Stands in for Gatsby's .cache/head/head-export-handler-for-browser.js, which renders a page's
// `Head` export into <head>. No page of this site exports Head (react-helmet writes the head), and
// the build fails if one does, so there is nothing to render.
export function headHandlerForBrowser() {}
