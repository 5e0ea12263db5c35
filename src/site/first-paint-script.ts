import {
  NOTIFICATION_DISMISSED_CLASS,
  NOTIFICATION_DISMISSED_VALUE,
  NOTIFICATION_STORAGE_KEY,
  NOTIFICATION_VISIBLE_CLASS,
  THEME_STORAGE_KEY,
} from "./preferences";
import { ARTICLE_LAID_OUT_ATTRIBUTE, RESTORING_NAVIGATION_TYPES } from "./article-layout";

/**
 * Runs as the first thing in `<body>`, before anything paints: picks the theme (saved choice, else
 * the system's) and hides the notification bar for a reader who dismissed it, so neither flashes.
 * Mirrors src/site/preferences.ts, which React uses after hydration. On a reload or a Back/Forward
 * load, where the browser restores a saved scroll position, articles are laid out in full
 * (src/site/article-layout.ts).
 */
export const FIRST_PAINT_SCRIPT = `(function(){var d=document.documentElement,t=null,n=null;
try{t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});n=localStorage.getItem(${JSON.stringify(NOTIFICATION_STORAGE_KEY)})}catch(e){}
var dark=t==="dark"||(t!=="light"&&!!window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches);
d.setAttribute("data-theme",dark?"dark":"light");
if(n===${JSON.stringify(NOTIFICATION_DISMISSED_VALUE)}){d.classList.add(${JSON.stringify(NOTIFICATION_DISMISSED_CLASS)})}
else{document.body.classList.add(${JSON.stringify(NOTIFICATION_VISIBLE_CLASS)})}
var nav=window.performance&&performance.getEntriesByType&&performance.getEntriesByType("navigation")[0];
if(nav&&${JSON.stringify(RESTORING_NAVIGATION_TYPES)}.indexOf(nav.type)>=0){d.setAttribute(${JSON.stringify(ARTICLE_LAID_OUT_ATTRIBUTE)},"")}})();`;
