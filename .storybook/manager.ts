import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { indigo, ink, terracotta } from '../src/theme/themePrimitives';

/**
 * The catalogue's own frame (sidebar, toolbar, panels) in the site's colours and under its name,
 * light or dark as the designer's system is. The stories themselves follow the toolbar's scheme.
 */
const dark = window.matchMedia('(prefers-color-scheme: dark)').matches;

// The site's mark (public/favicon.svg) beside its name; the sidebar shows it as the brand.
const brandTitle = `<span style="display:inline-flex;align-items:center;gap:10px;font-weight:600">
  <img src="favicon.svg" alt="" width="28" height="28" style="border-radius:6px" />
  <span>Amara Voss<br /><span style="font-weight:400;font-size:12px;opacity:.8">Design system</span></span>
</span>`;

addons.setConfig({
  theme: create({
    base: dark ? 'dark' : 'light',
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
  }),
});
