import { addons } from 'storybook/manager-api';
import { GLOBALS_UPDATED, SET_CONFIG, SET_GLOBALS } from 'storybook/internal/core-events';
import { create } from 'storybook/theming';
import { indigo, ink, terracotta } from '../src/theme/themePrimitives';

type Scheme = 'light' | 'dark';

// The site's mark (public/favicon.svg) beside its name; the sidebar shows it as the brand.
const brandTitle = `<span style="display:inline-flex;align-items:center;gap:10px;font-weight:600">
  <img src="favicon.svg" alt="" width="28" height="28" style="border-radius:6px" />
  <span>Amara Voss<br /><span style="font-weight:400;font-size:12px;opacity:.8">Design system</span></span>
</span>`;

/** The catalogue's own frame (sidebar, toolbar, panels) in the site's colours and under its name. */
function frameTheme(scheme: Scheme) {
  const dark = scheme === 'dark';
  return create({
    base: scheme,
    brandTitle,
    brandUrl: './',
    brandTarget: '_self',
    colorPrimary: dark ? terracotta[300] : terracotta[600],
    colorSecondary: dark ? indigo[300] : indigo[600],
    appBg: dark ? ink[950] : ink[50],
    appContentBg: dark ? ink[900] : '#FFFFFF',
    appPreviewBg: dark ? ink[950] : '#FFFFFF',
    appBorderColor: dark ? ink[700] : ink[200],
    appBorderRadius: 8,
    textColor: dark ? ink[50] : ink[900],
    textMutedColor: dark ? ink[300] : ink[600],
    barBg: dark ? ink[900] : '#FFFFFF',
    barTextColor: dark ? ink[300] : ink[600],
    barSelectedColor: dark ? indigo[300] : indigo[600],
    inputBorderRadius: 8,
  });
}
const frameThemes = { light: frameTheme('light'), dark: frameTheme('dark') };

addons.setConfig({ theme: frameThemes.light });

/**
 * The frame takes the scheme the toolbar's theme picks, as the stories and docs pages do, so a
 * designer looking at dark sees no light frame around it. Storybook puts the configured theme back
 * whenever it reapplies its config, so the toolbar's is applied again after that too. The globals
 * an event carries are read first: when the toolbar switches the theme, Storybook's own state
 * still holds the old globals as the event arrives, and the frame stayed in the old scheme.
 */
addons.register('amara-voss/frame-scheme', (api) => {
  const follow = (event?: { globals?: { theme?: Scheme } }) => {
    const scheme = event?.globals?.theme ?? (api.getGlobals().theme as Scheme | undefined) ?? 'light';
    api.setOptions({ theme: frameThemes[scheme] });
  };
  for (const event of [SET_GLOBALS, GLOBALS_UPDATED, SET_CONFIG]) api.on(event, follow);
});
