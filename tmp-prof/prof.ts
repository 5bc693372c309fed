import { chromium } from 'playwright-core';
import { ensurePinnedChromium, launchOptions } from '../scripts/testing/chromium.ts';
import { headersFromFile, startStaticServer } from '../scripts/serve/staticSite.ts';
import path from 'node:path';

const rate = Number(process.argv[2] ?? 7);
const wait = Number(process.argv[3] ?? 4000);
const dist = path.resolve('dist');
const server = await startStaticServer({ root: dist, port: 4199, compress: true, headers: headersFromFile(path.join(dist, '_headers')) });
ensurePinnedChromium();
const browser = await chromium.launch(launchOptions());
const summary: Record<string, number[]> = {};
for (let run = 0; run < 3; run++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto('http://127.0.0.1:4199/', { waitUntil: 'load' });
  await page.waitForTimeout(wait);
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' });
  await link.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  const events: any[] = [];
  cdp.on('Tracing.dataCollected', (d: any) => events.push(...d.value));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing', transferMode: 'ReportEvents' });
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start');
  const t0 = Date.now();
  await link.click();
  await page.waitForFunction(() => location.pathname === '/terms' && document.querySelector('h1')?.textContent?.includes('Terms'), null, { polling: 'raf' });
  const ms = Date.now() - t0;
  const { profile } = (await cdp.send('Profiler.stop')) as any;
  const self: Record<string, number> = {};
  const dt = new Map<number, number>();
  profile.samples.forEach((id: number, i: number) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  for (const node of profile.nodes) {
    const f = node.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    self[key] = (self[key] ?? 0) + (dt.get(node.id) ?? 0) / 1000;
  }
  // by file
  const byFile: Record<string, number> = {};
  for (const node of profile.nodes) { const u = node.callFrame.url.split('/').pop() || node.callFrame.functionName; byFile[u] = (byFile[u] ?? 0) + (dt.get(node.id) ?? 0) / 1000; }
  if (run === 2) { console.log(Object.entries(self).sort((a,b)=>b[1]-a[1]).slice(0,30).map(([k,v])=>`${v.toFixed(0).padStart(5)} ${k}`).join('\n')); console.log(Object.entries(byFile).sort((a,b)=>b[1]-a[1]).slice(0,12)); }
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  await done;
  // main thread of the renderer: the thread with most RunTask
  const byTid: Record<string, number> = {};
  for (const e of events) if (e.name === 'RunTask') byTid[`${e.pid}:${e.tid}`] = (byTid[`${e.pid}:${e.tid}`] ?? 0) + (e.dur ?? 0);
  const main = Object.entries(byTid).sort((a, b) => b[1] - a[1])[0]![0];
  const totals: Record<string, number> = {};
  for (const e of events) {
    if (`${e.pid}:${e.tid}` !== main || e.ph !== 'X' || !e.dur) continue;
    if (['FunctionCall', 'EvaluateScript', 'v8.compile', 'V8.CompileCode', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'ParseHTML', 'RunMicrotasks', 'TimerFire', 'EventDispatch', 'v8.run', 'ParseAuthorStyleSheet', 'RunTask', 'Commit', 'HitTest', 'v8.evaluateModule', 'FireAnimationFrame'].includes(e.name)) {
      totals[e.name] = (totals[e.name] ?? 0) + e.dur / 1000;
    }
  }
  console.log(`run ${run}: ${ms} ms wall (rough)`);
  for (const [k, v] of Object.entries(totals)) (summary[k] ??= []).push(Math.round(v));
  await context.close();
}
console.log(summary);
await browser.close();
server.close();
