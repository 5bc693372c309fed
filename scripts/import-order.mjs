// The order ES modules are evaluated in, for the build's lists of chunks to start a page with
// (scripts/pageTemplate.ts for the app's, scripts/build.mjs for each page's own).

/**
 * `roots` and everything they import, each after what it imports; an import cycle is walked once.
 * `importsOf(item)` lists what an item imports.
 */
export function inImportOrder(roots, importsOf) {
  const ordered = [];
  const visited = new Set();
  const visit = (item) => {
    if (visited.has(item)) return;
    visited.add(item);
    importsOf(item).forEach(visit);
    ordered.push(item);
  };
  roots.forEach(visit);
  return ordered;
}
