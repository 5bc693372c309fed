import { setProjectAnnotations } from '@storybook/react-vite';
import { getProjectAnnotations } from 'virtual:/@storybook/builder-vite/project-annotations.js';
import * as storyTests from './storyTests';

// Storybook's own annotations (preview.tsx and every addon's, as main.ts lists them), and the
// story tests' checks. Listed first, the checks' `afterEach` runs after the accessibility addon's.
setProjectAnnotations([storyTests, getProjectAnnotations()]);
