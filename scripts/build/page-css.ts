import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { criticalCssOf, inlinedLead, lateCssFrom, pageTokens, scanTokens } from './critical-css.ts';
import { headStylesheets } from './finish-html.ts';

/** Per stylesheet, what the pages say about where its late part starts (see `lateCssFrom`). */
interface SheetLead {
  /** Every page linking it forces the light colour scheme. */
  lightOnly: boolean;
  /** The smallest `inlinedLead` among the pages, counting dark rules as dropped, and as kept. */
  leadLight: number;
  leadAny: number;
}

/**
 * The critical CSS of each page as it is rendered, and at the end the late part of each stylesheet,
 * which depends on every page. It keeps one copy of each distinct critical text (pages of one kind
 * mostly share theirs), not the pages' HTML, so memory does not grow with the pages.
 */
export function pageCss(distDir: string) {
  const cssTexts = new Map<string, string>();
  const readCss = (href: string) => {
    if (!cssTexts.has(href)) cssTexts.set(href, readFileSync(join(distDir, href), 'utf8'));
    return cssTexts.get(href)!;
  };
  const sheets = new Map<string, SheetLead>();
  // One copy of each distinct critical text: pages of one kind mostly share theirs.
  const texts = new Map<string, string>();
  const shared = (text: string) => texts.get(text) ?? (texts.set(text, text), text);

  /** The critical CSS of each stylesheet `html` links in its head, by address. */
  function criticalOf(html: string): Map<string, string> {
    const { colorScheme } = pageTokens(html);
    const critical = new Map<string, string>();
    for (const href of headStylesheets(html)) {
      const css = readCss(href);
      const tokens = scanTokens(html, css);
      const scanned = {
        critical: shared(criticalCssOf(css, tokens)),
        leadLight: inlinedLead(css, tokens, true),
        leadAny: inlinedLead(css, tokens, false),
      };
      critical.set(href, scanned.critical);
      const lead = sheets.get(href) ?? { lightOnly: true, leadLight: Infinity, leadAny: Infinity };
      lead.lightOnly &&= colorScheme !== undefined && colorScheme !== 'dark';
      lead.leadLight = Math.min(lead.leadLight, scanned.leadLight);
      lead.leadAny = Math.min(lead.leadAny, scanned.leadAny);
      sheets.set(href, lead);
    }
    return critical;
  }

  /**
   * Writes the late part of each stylesheet the pages link next to it, named by its content:
   * /assets/app-abc.css → /assets/app-abc.late-1f2e3d4c.css. Returns each one's address.
   */
  function writeLateStylesheets(): Map<string, string> {
    const late = new Map<string, string>();
    for (const [href, lead] of sheets) {
      const from = lead.lightOnly ? lead.leadLight : lead.leadAny;
      const text = lateCssFrom(readCss(href), from, lead.lightOnly);
      const hash = createHash('sha256').update(text).digest('base64url').slice(0, 8);
      late.set(href, href.replace(/\.css$/, `.late-${hash}.css`));
      writeFileSync(join(distDir, late.get(href)!), text);
    }
    return late;
  }

  return { readCss, criticalOf, writeLateStylesheets };
}
