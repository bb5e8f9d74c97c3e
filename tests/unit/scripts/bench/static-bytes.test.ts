import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bootstrapScript } from '../../../../scripts/build/bootstrap.ts';
import { DistAssets } from '../../../../scripts/bench/static-bytes.ts';

/** A dist/ with an entry that imports a vendor chunk. */
function dist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'static-bytes-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'entry.js'), `import"./vendor.js";${'app();'.repeat(400)}`);
  writeFileSync(join(dir, 'assets', 'vendor.js'), 'react();'.repeat(400));
  return dir;
}

const page = (hydrate: string) =>
  `<html><head><script type="application/json" id="after-paint">{"css":[],"modules":["/assets/vendor.js"]${hydrate}}</script>` +
  `</head><body><script>self.$_TSR={}</script><script type="module">${bootstrapScript('/assets/entry.js')}</script></body></html>`;

describe('DistAssets.pageBytes', () => {
  const assets = new DistAssets(dist());

  it('counts the entry the bootstrap imports and its imports on a page that hydrates after the first paint', () => {
    const bytes = assets.pageBytes(page(''));
    expect(bytes.jsFiles.toSorted()).toEqual(['/assets/entry.js', '/assets/vendor.js']);
    expect(bytes.onIntentJsFiles).toEqual([]);
    expect(bytes.jsGzip).toBe(bytes.inlineJsGzip + assets.gzip('/assets/entry.js') + assets.gzip('/assets/vendor.js'));
  });

  it('counts only the inline scripts before the first intent on a page that hydrates on it', () => {
    const bytes = assets.pageBytes(page(',"hydrate":"intent"'));
    expect(bytes.jsFiles).toEqual([]);
    expect(bytes.onIntentJsFiles.toSorted()).toEqual(['/assets/entry.js', '/assets/vendor.js']);
    const inline = `self.$_TSR={}${bootstrapScript('/assets/entry.js')}`;
    expect(bytes.jsGzip).toBe(gzipSync(inline, { level: 9 }).length);
    expect(bytes.jsGzip).toBeGreaterThan(0);
  });
});
