import { expect, test, type Page } from '@playwright/test';

/*
 * CPU time the browser spends on layout and style while the home page starts. Timed on its own,
 * after the other tests (the `timing` project), because other work on the machine stretches it.
 */

/** Time the browser spent on layout and on computing styles, in seconds (CDP's Performance domain). */
async function layoutAndStyleTime(page: Page, load: (page: Page) => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  // A phone's CPU, as Lighthouse's mobile settings assume one.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await load(page);
  await page.waitForTimeout(3000);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? 0;
  return metric('LayoutDuration') + metric('RecalcStyleDuration');
}

/**
 * The web fonts are swapped in once each, and the app changes no style of what is prerendered: the
 * page lays out and computes styles hardly more than the same page without any script does.
 */
test('the home page spends at most 1.5 times the layout and style time of its script-free copy', async ({
  browser,
}) => {
  // Ten loads of three seconds and more each.
  test.slow();
  const measure = async (withoutScripts: boolean) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    if (withoutScripts) {
      const response = await page.request.get('/');
      const body = (await response.text()).replace(
        /<script\b[^>]*>[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>/g,
        '',
      );
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/.test(name)),
      );
      await page.route(
        (url) => url.pathname === '/',
        (route) => route.fulfill({ status: 200, headers, body }),
      );
    }
    const seconds = await layoutAndStyleTime(page, async (page) => {
      await page.goto('/', { waitUntil: 'load' });
    });
    await context.close();
    return seconds;
  };
  // Each measured five times, in turns, and the medians compared: the figures of one copy vary
  // between loads by half or more at this CPU slowdown, and one or two loads that happen to be
  // quick or slow (on either side) must not decide.
  const rounds = 5;
  const real: number[] = [];
  const scriptFree: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    real.push(await measure(false));
    scriptFree.push(await measure(true));
  }
  const ms = (seconds: number) => `${(seconds * 1000).toFixed(0)} ms`;
  const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(rounds / 2)] ?? NaN;
  const [realMedian, scriptFreeMedian] = [median(real), median(scriptFree)];
  console.log(
    `layout and style (median of ${real.map(ms).join(', ')}): ${ms(realMedian)}; script-free copy (of ${scriptFree.map(ms).join(', ')}): ${ms(scriptFreeMedian)}`,
  );
  expect(realMedian).toBeLessThanOrEqual(scriptFreeMedian * 1.5);
});
