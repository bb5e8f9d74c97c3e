import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startSiteServer } from '/work/main/scripts/server/site-server.ts';
const server = await startSiteServer({ distDir: process.argv[2], port: 0 });
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const path of process.argv.slice(3)) {
  const r = await lighthouse(server.url + path, { port: chrome.port, output: 'json', logLevel: 'error' });
  const lhr = r!.lhr;
  const c = lhr.categories;
  const a = lhr.audits;
  console.log(path, c.performance.score, c.accessibility.score, c['best-practices'].score, c.seo.score, 'FCP', Math.round(a['first-contentful-paint'].numericValue!), 'LCP', Math.round(a['largest-contentful-paint'].numericValue!), 'TBT', Math.round(a['total-blocking-time'].numericValue!), 'CLS', a['cumulative-layout-shift'].numericValue, 'SI', Math.round(a['speed-index'].numericValue!));
  for (const cat of ['accessibility', 'best-practices', 'seo']) for (const ref of c[cat].auditRefs) if (ref.weight > 0 && a[ref.id].score !== null && a[ref.id].score! < 1) console.log('   fail', cat, ref.id, a[ref.id].title);
  if (process.env.DUMP) (await import('node:fs')).writeFileSync(`/tmp/lhr-${path.replace(/\//g, '_')}.json`, JSON.stringify(lhr));
}
await chrome.kill();
await server.close();
