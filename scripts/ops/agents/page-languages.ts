/**
 * The languages a flow's pages are translated into, with the agent's first message in each:
 * agents:push gives the agent a language preset per language (derive.ts), and the page on
 * /<locale>/… asks for that language with the same first message (schemas/page-language.ts), so the
 * agent greets and talks in the page's language.
 *
 * It reads the translation file of the flow (industries/translations/<locale>/<file>) for
 * `demo.agent.firstMessage` only; npm run validate checks the whole file (keys, placeholders). A locale
 * whose file is missing or whose first message is not translated yet gets no preset: its page is not
 * published either.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import type { Demo } from '../../../schemas/demo.ts';
import { pageCallLanguage, type PageCallLanguage } from '../../../schemas/page-language.ts';
import { SiteSchema } from '../../../schemas/site.ts';
import { translationFileOf } from '../../../schemas/locale-paths.ts';

/** The site's locales but the source language, from site.yaml; none when it lists none or does not parse. */
function translatedLocales(contentDir: string): string[] {
  const site = SiteSchema.safeParse(parse(readFileSync(join(contentDir, 'site.yaml'), 'utf8')));
  if (!site.success) return [];
  return site.data.locales.map((locale) => locale.code).filter((code) => code !== site.data.sourceLocale);
}

/** The translated first message in one translation file, or undefined. */
function translatedFirstMessage(path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  const value = (parse(readFileSync(path, 'utf8')) as { demo?: { agent?: { firstMessage?: unknown } } } | null)?.demo
    ?.agent?.firstMessage;
  return typeof value === 'string' ? value : undefined;
}

/**
 * One entry per agent language the flow's translations speak (two locales of one language, es and
 * es-MX, give the first one's), never the agent's own language.
 */
export function pageLanguagesOf(contentDir: string, flowFile: string, demo: Pick<Demo, 'agent'>): PageCallLanguage[] {
  if (!demo.agent) return [];
  const underContent = relative(contentDir, flowFile).split('\\').join('/');
  const found = new Map<string, PageCallLanguage>();
  for (const locale of translatedLocales(contentDir)) {
    const message = translatedFirstMessage(join(contentDir, translationFileOf(locale, underContent)));
    const language = pageCallLanguage(locale, demo.agent.language, message);
    if (language && !found.has(language.language)) found.set(language.language, language);
  }
  return [...found.values()];
}
