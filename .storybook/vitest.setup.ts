import './testChannel';
import { setProjectAnnotations } from '@storybook/react-vite';
import { getProjectAnnotations } from 'virtual:/@storybook/builder-vite/project-annotations.js';
import { withSchemeFromStoryTests } from './colorScheme';
import { afterEach, announceRendered, beforeEach } from './storyTests';

// Storybook's own annotations (preview.tsx and every addon's, as main.ts lists them), and the
// story tests'. Annotations listed later run their `afterEach` earlier: the story is announced as
// drawn, then the accessibility addon runs axe, then the checks run. Decorators listed later are
// inner ones: the scheme switch sits inside the preview's theme.
setProjectAnnotations([
  { beforeEach, afterEach },
  getProjectAnnotations(),
  { ...announceRendered, decorators: [withSchemeFromStoryTests] },
]);
