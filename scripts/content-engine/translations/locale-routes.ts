// The pages of each language beside the source: a file whose translation has every text (with the site
// texts complete too) is published at /<locale><path>, built by the same buildRegistry from the translated
// copies; its links lead to the translated pages, and a link to a page not translated keeps its path and
// says its language. Every route, the source's too, learns where its other versions are.
import type { Site } from '../../../schemas/site.ts';
import { localePrefix } from '../../../schemas/locale-paths.ts';
import { textLeaves } from '../../../schemas/translation-texts.ts';
import { SCHEMAS } from '../check-file.ts';
import { LINK_KEY } from '../links.ts';
import { indexRoutes, shortMenus } from '../menu-index.ts';
import { buildRegistry } from '../registry.ts';
import type { ContentFile, LoadedContent, Nav, NavItem, Registry, RouteEntry } from '../types.ts';
import type { CheckedTranslation } from './check.ts';
import { overlay } from './overlay.ts';

/** Per language code, per source file (as messages show it), the check of its translation. */
export type TranslationsByLocale = Map<string, Map<string, CheckedTranslation>>;

/** Whether `file` is translated in full in `translations`. */
export const isComplete = (translations: Map<string, CheckedTranslation> | undefined, file: string): boolean => {
  const checked = translations?.get(file);
  return checked !== undefined && checked.missing.length === 0 && checked.problems.length === 0;
};

/** The translated copy of a source file. */
function translated<T>(source: ContentFile<T>, checked: CheckedTranslation): ContentFile<T> {
  const paths = textLeaves(SCHEMAS[source.kind], source.data).map((leaf) => leaf.path);
  return { ...source, data: overlay(source.data, checked.texts, paths) };
}

/** The registry with every language's published pages (`localeRoutes`), and each route's `language`. */
export function withLocales(english: Registry, content: LoadedContent, translations: TranslationsByLocale): Registry {
  const site = english.site;
  if (site.locales.length === 0 || !content.site) return english;
  const versions = new Map<string, Record<string, string>>(
    english.routes.map((route) => [route.path, { [site.sourceLocale]: route.path }]),
  );
  const homes: Record<string, string> = { [site.sourceLocale]: '/' };
  const added: Array<{ route: RouteEntry; code: string; localeSite: Site; menus: Registry['menus'] }> = [];
  for (const locale of site.locales.filter((candidate) => candidate.code !== site.sourceLocale)) {
    const byFile = translations.get(locale.code);
    if (!isComplete(byFile, content.site.file)) continue;
    const pick = <T>(files: ContentFile<T>[]) =>
      files.filter((file) => isComplete(byFile, file.file)).map((file) => translated(file, byFile!.get(file.file)!));
    const localeSiteFile = translated(content.site, byFile!.get(content.site.file)!);
    const published = buildRegistry(
      {
        industries: pick(content.industries),
        demos: pick(content.demos),
        pages: pick(content.pages),
        site: localeSiteFile,
      },
      localeSiteFile.data,
    );
    const prefix = localePrefix(locale.code);
    const paths = new Set(published.routes.map((route) => route.path));
    const localize = (href: string) => {
      const [path = '', hash] = href.split('#');
      if (!paths.has(path)) return href;
      return `${path === '/' ? prefix : prefix + path}${hash === undefined ? '' : `#${hash}`}`;
    };
    const localeSite = localizeLinks(localeSiteFile.data, localize);
    for (const menu of ['industries', 'demos'] as const)
      localeSite.menus[menu] = { ...localeSite.menus[menu], path: localize(localeSite.menus[menu].path) };
    const nav = localeNav(english.nav, published.nav, localize, {
      lang: site.sourceLocale,
      note: localeSite.languageMenu.inSourceLanguage,
    });
    const menus = shortMenus(localeSite, nav);
    const demoLabels = new Map(published.nav.demos.map((item) => [item.path, item.label]));
    const sources = [
      ...published.routes.filter((route) => route.kind !== 'index'),
      ...indexRoutes({ ...localeSite, menus: localeSiteFile.data.menus }, nav),
    ];
    for (const source of sources) {
      const route = localeRoute(source, locale.code, localize, localeSite, demoLabels);
      versions.get(source.path)![locale.code] = route.path;
      if (source.path === '/') homes[locale.code] = route.path;
      added.push({ route, code: locale.code, localeSite, menus });
    }
  }
  const dirOf = (code: string) => site.locales.find((locale) => locale.code === code)?.dir ?? 'ltr';
  const routeVersions = new Map<string, Record<string, string>>();
  for (const entry of versions.values()) for (const path of Object.values(entry)) routeVersions.set(path, entry);
  const withLanguage = (route: RouteEntry, code: string, extra: object = {}): RouteEntry =>
    ({
      ...route,
      data: {
        ...route.data,
        language: { code, dir: dirOf(code), versions: routeVersions.get(route.path) ?? {}, homes, ...extra },
      },
    }) as RouteEntry;
  const localeRoutes = added.map(({ route, code, localeSite, menus }) =>
    withLanguage(route, code, { site: browserSite(localeSite), menus }),
  );
  localeRoutes.sort((a, b) => a.path.localeCompare(b.path));
  return { ...english, routes: english.routes.map((route) => withLanguage(route, site.sourceLocale)), localeRoutes };
}

/** A route of the translated registry at its address in the language, its links and breadcrumbs localized. */
function localeRoute(
  route: RouteEntry,
  code: string,
  localize: (href: string) => string,
  site: Site,
  demoLabels: ReadonlyMap<string, string>,
): RouteEntry {
  const data = localizeLinks(route.data, localize);
  const crumbs = data.head.breadcrumbs;
  if (crumbs) {
    // The trail starts at this language's home, named as its bar names it; a demo's step takes its menu label.
    data.head = {
      ...data.head,
      breadcrumbs: crumbs.map((crumb, index) => ({
        name:
          index === 0 ? site.navbar.home.label : index === 2 ? (demoLabels.get(crumb.path) ?? crumb.name) : crumb.name,
        path: localize(crumb.path),
      })),
    };
  }
  // A flow's own address (`demo.path`) is the translated page's too: tests and tools that find a flow by
  // its path (flowAt('/demo')) must get the source page, never its /de/demo copy that sorts before it.
  if (data.kind === 'demo') data.demo = { ...data.demo, path: localize(data.demo.path) };
  return { ...route, path: localize(route.path), key: `${code}/${route.key}`, data } as RouteEntry;
}

/** The whole menus in a language: translated entries lead to the translated page, the others are marked. */
function localeNav(
  english: Nav,
  published: Nav,
  localize: (href: string) => string,
  untranslated: { lang: string; note: string },
): Nav {
  const entries = (menu: keyof Nav): NavItem[] => {
    const own = new Map(published[menu].map((item) => [item.path, item.label]));
    return english[menu].map((item) => {
      const label = own.get(item.path);
      return label === undefined ? { ...item, ...untranslated } : { label, path: localize(item.path) };
    });
  };
  return { industries: entries('industries'), demos: entries('demos') };
}

/** A copy of `value` whose internal links (`href`, `to`, `…Href`) lead to the pages of this language. */
function localizeLinks<T>(value: T, localize: (href: string) => string): T {
  const copy = (child: unknown, key: string): unknown => {
    if (typeof child === 'string') return LINK_KEY.test(key) && child.startsWith('/') ? localize(child) : child;
    if (Array.isArray(child)) return child.map((item) => copy(item, ''));
    if (child === null || typeof child !== 'object') return child;
    return Object.fromEntries(Object.entries(child).map(([name, item]) => [name, copy(item, name)]));
  };
  return copy(value, '') as T;
}

/** site.yaml as the app gets it (virtual-modules.ts strips the same two). */
function browserSite({ leads: _leads, voiceBudget: _voiceBudget, ...site }: Site) {
  return site;
}
