/**
 * In the page: the theme's CSS variables (`--mui-…`) that its styles read but no style sheet
 * declares, such as one src/theme/readVariables.ts leaves out. Runs inside `page.evaluate`.
 */
export function unwrittenThemeVariables(): string[] {
  const read = new Set<string>();
  const declared = new Set<string>();
  const scan = (css: string) => {
    for (const [, name = ''] of css.matchAll(/var\((--mui-[\w-]+)/g)) read.add(name);
    for (const [, name = ''] of css.matchAll(/(--mui-[\w-]+)\s*:/g)) declared.add(name);
  };
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) scan(rule.cssText);
  }
  for (const element of Array.from(document.querySelectorAll('[style]')))
    scan(element.getAttribute('style') ?? '');
  return [...read].filter((name) => !declared.has(name)).sort();
}
