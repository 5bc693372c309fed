/**
 * Style selectors for what depends on the page's scripts: the page's boot code sets
 * `data-scripting="on"` on <html>, and a browser that runs no scripts never does. A control that
 * needs JavaScript shows only when scripts run; its plain stand-in (a link, a note) only when not.
 * Both are in the static HTML, so nothing changes when the app takes over.
 */
export const whenScriptsRun = 'html[data-scripting="on"] &';
export const whenScriptsOff = 'html:not([data-scripting="on"]) &';
