import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** The longest main-thread task Lighthouse saw (0: none of 50 ms or more), milliseconds. */
  longestTaskMs: number;
  /** JavaScript transferred while the page loaded with no one touching it (gzip on the wire), bytes. */
  scriptTransferBytes: number;
  /** Titles of weighted audits that failed in Accessibility, Best Practices or SEO, for the report. */
  failures: string[];
}

/**
 * Runs Lighthouse (default mobile preset: Moto G Power screen, simulated slow 4G and 4× CPU) `runs`
 * times per URL and keeps the median run by Performance score.
 */
export async function runLighthouse(
  urls: string[],
  runs: number,
  log: (line: string) => void,
  /** The categories audited; the others score 0. */
  categories: string[] = ['performance', 'accessibility', 'best-practices', 'seo'],
): Promise<Map<string, LighthouseResult>> {
  const chrome = await chromeLauncher.launch({
    ...(CHROMIUM_PATH ? { chromePath: CHROMIUM_PATH } : {}),
    // chrome-launcher starts Chromium itself, so headless is asked for here.
    chromeFlags: ['--headless', ...CHROMIUM_FLAGS],
  });
  const results = new Map<string, LighthouseResult>();
  try {
    for (const url of urls) {
      const samples: LighthouseResult[] = [];
      for (let run = 0; run < runs; run++) {
        const outcome = await lighthouse(url, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: categories,
        });
        if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
        samples.push(summarise(outcome.lhr));
        log(`  lighthouse ${new URL(url).pathname} run ${run + 1}/${runs}: performance ${samples.at(-1)!.performance}`);
      }
      samples.sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
      results.set(url, samples[Math.floor((samples.length - 1) / 2)]!);
    }
  } finally {
    chrome.kill();
  }
  return results;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function summarise(lhr: Lhr): LighthouseResult {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failures = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${lhr.audits[ref.id]!.title}`),
  );
  const items = (id: string) =>
    (lhr.audits[id]?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
  return {
    longestTaskMs: Math.max(0, ...items('long-tasks').map((item) => Number(item.duration) || 0)),
    scriptTransferBytes: items('network-requests')
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (Number(item.transferSize) || 0), 0),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    failures,
  };
}
