// On CI a story whose checks fail is checked once more, in the same way as the end-to-end tests
// (playwright.config.ts): the pinned browser now and then draws an edge one pixel differently in
// a new session, which the strict comparator counts. A real difference fails both times; the first
// failure is printed either way.
import { jest } from '@jest/globals';

if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
