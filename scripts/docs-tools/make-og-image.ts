// One-off: draws public/og-default.png (1200 × 630), the social image every page's Open Graph and
// Twitter tags point at, from the brand in industries/site.yaml. Run `node scripts/docs-tools/make-og-image.ts`
// after a rebrand and commit the PNG.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { SiteSchema } from '../../schemas/site.ts';
import { SOCIAL_IMAGE } from '../../schemas/seo.ts';
import { launchBrowser } from '../bench/browser.ts';

const site = SiteSchema.parse(parse(readFileSync('industries/site.yaml', 'utf8')));
const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

const html = `<!doctype html>
<html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: ${SOCIAL_IMAGE.width}px; height: ${SOCIAL_IMAGE.height}px; overflow: hidden;
    font-family: "Liberation Sans", "DejaVu Sans", Arial, sans-serif; color: #fff;
    background: radial-gradient(circle at 85% 15%, #12a2a3 0, transparent 45%), linear-gradient(135deg, #006b6c 0%, #003f40 100%); }
  .frame { position: absolute; inset: 72px 88px; display: flex; flex-direction: column; justify-content: space-between; }
  .brand { display: flex; align-items: center; gap: 20px; font-size: 44px; font-weight: 800; letter-spacing: -0.01em; }
  h1 { font-size: 76px; line-height: 1.05; font-weight: 800; letter-spacing: -0.02em; max-width: 1024px; }
  .foot { display: flex; justify-content: space-between; align-items: flex-end; font-size: 28px; color: #cdeded; }
  .wave { display: flex; gap: 10px; align-items: flex-end; height: 90px; }
  .wave span { width: 14px; border-radius: 7px; background: #67c6c6; }
</style></head><body><div class="frame">
  <div class="brand">
    <svg width="72" height="72" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#ffffff"/>
      <path d="M6 21a10 10 0 0 1 20 0" fill="none" stroke="#007d7e" stroke-width="2.5" stroke-linecap="round"/>
      <g stroke="#007d7e" stroke-width="2.5" stroke-linecap="round"><path d="M11 17v4"/><path d="M16 12v9"/><path d="M21 15v6"/></g>
    </svg>
    ${escape(site.brand.name)}
  </div>
  <h1>${escape(site.brand.tagline)}</h1>
  <div class="foot">
    <span>${escape(site.footerLine)} · ${escape(new URL(site.origin).host)}</span>
    <div class="wave">${[30, 60, 90, 50, 75, 40, 65, 25].map((height) => `<span style="height:${height}px"></span>`).join('')}</div>
  </div>
</div></body></html>`;

const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height } });
await page.setContent(html);
await page.screenshot({ path: `public${SOCIAL_IMAGE.path}`, type: 'png' });
await browser.close();
console.log(`Wrote public${SOCIAL_IMAGE.path} (${SOCIAL_IMAGE.width} × ${SOCIAL_IMAGE.height}).`);
