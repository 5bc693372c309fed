import type { Page } from '@playwright/test';
import { content } from '@/content';

const { scriptUrl, stylesheetUrl } = content.speaking.scheduling;

export interface RecordedLoad {
  url: string;
  color: string;
  label: string;
  targetConnected: boolean;
}

/**
 * Stands in for the calendar provider: its stylesheet, and a script that defines
 * `calendar.schedulingButton.load` the way the real one does (a button drawn after the target) and
 * records every call in `window.__schedulingLoads`.
 */
export async function fakeSchedulingProvider(page: Page) {
  let scriptRequests = 0;
  await page.route(stylesheetUrl, (route) => route.fulfill({ contentType: 'text/css', body: '' }));
  await page.route(scriptUrl, (route) => {
    scriptRequests += 1;
    return route.fulfill({
      contentType: 'text/javascript',
      body: `
        window.__schedulingLoads = [];
        window.calendar = { schedulingButton: { load(options) {
          window.__schedulingLoads.push({ url: options.url, color: options.color, label: options.label,
            targetConnected: options.target.isConnected });
          const button = document.createElement('button');
          button.className = 'fake-provider-button';
          button.textContent = options.label;
          options.target.after(button);
        } } };`,
    });
  });
  return { scriptRequests: () => scriptRequests };
}

export async function blockSchedulingProvider(page: Page) {
  let attempts = 0;
  await page.route(scriptUrl, (route) => {
    attempts += 1;
    return route.abort('blockedbyclient');
  });
  await page.route(stylesheetUrl, (route) => route.abort('blockedbyclient'));
  return { attempts: () => attempts };
}

export function recordedLoads(page: Page) {
  return page.evaluate(
    () => (window as unknown as { __schedulingLoads?: RecordedLoad[] }).__schedulingLoads ?? [],
  );
}
