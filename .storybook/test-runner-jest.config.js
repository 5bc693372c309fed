// Jest configuration of the Storybook test-runner: the pinned Chromium (scripts/chromium.mjs), a fixed desktop viewport,
// reduced motion (no transitions, no ripple) so that snapshots are deterministic.
import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, ensurePinnedChromium, launchOptions, screenshotArgs } from '../scripts/chromium.mjs';

ensurePinnedChromium();

const base = getJestConfig();

export default {
  ...base,
  testTimeout: 120_000,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/.storybook/test-runner-retry.js'],
  testSequencer: '<rootDir>/.storybook/test-runner-sequencer.js',
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: launchOptions([...chromiumArgs, ...screenshotArgs]),
      contextOptions: {
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      },
    },
  },
};
