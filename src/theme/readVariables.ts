/**
 * The theme's CSS variables that a style of the site reads, named as after `--mui-`. MUI would write
 * a variable for every token of both colour schemes into every page (the palettes of components the
 * site never draws, every shadow and overlay); only these are written (the theme's
 * `shouldSkipGeneratingVar`, MUI's own option, skips the rest). The story tests and the
 * end-to-end read-through fail, naming it, when a style reads a variable missing here, and
 * tests/unit/theme.test.ts when a name here is one the theme has no token for.
 */
export const readVariables: ReadonlySet<string> = new Set([
  'palette-Input-autofillWebkitBoxShadow',
  'palette-action-activatedOpacity',
  'palette-action-active',
  'palette-action-activeChannel',
  'palette-action-disabled',
  'palette-action-disabledBackground',
  'palette-action-disabledOpacity',
  'palette-action-focus',
  'palette-action-focusOpacity',
  'palette-action-focusRing',
  'palette-action-hover',
  'palette-action-hoverOpacity',
  'palette-action-neutralHover',
  'palette-action-neutralPressed',
  'palette-action-pressed',
  'palette-action-selected',
  'palette-background-default',
  'palette-background-defaultChannel',
  'palette-background-paper',
  'palette-background-raised',
  'palette-common-onBackgroundChannel',
  'palette-common-white',
  'palette-divider',
  'palette-error-contrastText',
  'palette-error-dark',
  'palette-error-main',
  'palette-grey-100',
  'palette-grey-300',
  'palette-grey-400',
  'palette-grey-700',
  'palette-grey-800',
  'palette-grey-900',
  'palette-grey-A100',
  'palette-info-contrastText',
  'palette-info-dark',
  'palette-info-main',
  'palette-primary-contrastText',
  'palette-primary-contrastTextChannel',
  'palette-primary-dark',
  'palette-primary-main',
  'palette-primary-mainChannel',
  'palette-secondary-contrastText',
  'palette-secondary-contrastTextChannel',
  'palette-secondary-dark',
  'palette-secondary-main',
  'palette-secondary-mainChannel',
  'palette-success-contrastText',
  'palette-success-dark',
  'palette-success-main',
  'palette-text-disabled',
  'palette-text-primary',
  'palette-text-primaryChannel',
  'palette-text-secondary',
  'palette-tint-exhibition',
  'palette-tint-exhibitionBorder',
  'palette-tint-note',
  'palette-tint-primary',
  'palette-tint-secondary',
  'palette-warning-contrastText',
  'palette-warning-dark',
  'palette-warning-main',
  'shadows-0',
  'shadows-16',
  'shadows-2',
  'shadows-4',
  'shadows-6',
  'shadows-8',
  'overlays-0',
  'overlays-16',
  'overlays-6',
  'opacity-inputPlaceholder',
  'zIndex-appBar',
  'zIndex-snackbar',
  'shape-borderRadius',
  'spacing',
]);

/**
 * Variables no style of the site reads, but which MUI's components look up while their styles are
 * created (for every variant, drawn or not): without them those components fail to draw. The
 * alerts' filled colours are among them, though the theme draws filled alerts in its own pairs.
 */
export const lookedUpByMui: ReadonlySet<string> = new Set([
  'palette-AppBar-darkBg',
  'palette-AppBar-darkColor',
  'palette-AppBar-defaultBg',
  'palette-Button-inheritContainedBg',
  'palette-Button-inheritContainedHoverBg',
  'palette-common-onBackground',
  ...['error', 'info', 'success', 'warning'].flatMap((severity) => [
    `palette-Alert-${severity}FilledBg`,
    `palette-Alert-${severity}FilledColor`,
  ]),
]);

/** Whether MUI writes the theme's variable at `keys` (its path in the theme) into the pages. */
export const isWritten = (keys: string[]) =>
  readVariables.has(keys.join('-')) || lookedUpByMui.has(keys.join('-'));
