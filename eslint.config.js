import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'build',
      '.react-router',
      'storybook-static',
      'test-results',
      'playwright-report',
      'reports',
      'node_modules',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The in-page boot code: a classic script inlined into every built page.
    files: ['src/app/boot/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    // Imports point one way: the app (entries, router, prerenderer) uses sections, components and
    // pages; they never reach back into it, so each can be rendered on its own (stories, tests).
    files: ['src/sections/**', 'src/components/**', 'src/pages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)app(/|$)',
              message:
                'src/sections, src/components and src/pages never import from src/app: move what they need out of it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The content is plain data: the app's language machinery (src/i18n) reads it, never the other
    // way round, so the content can be checked and composed without the app.
    files: ['src/content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(i18n|app|sections|components|pages|services)(/|$)',
              message:
                'src/content imports nothing from the app: src/i18n and the rest read the content, not the other way round.',
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
