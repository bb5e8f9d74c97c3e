// What makes a site's language alternates right, for the fixture (alternates.test.ts) and the real content
// (spec-conformance/languages.test.ts): every alternate a page names exists, is in the language it is named
// for, and names the page back; each language's home exists.
import { everyRoute, type Registry } from '../../../schemas/routes.ts';
import { alternatesOf } from '../../../schemas/locale-paths.ts';
import { routeSeo } from '../../../src/seo/routeSeo.ts';

/** Every broken alternate of `registry`, one line each; empty when all are right. */
export function alternateProblems(registry: Registry): string[] {
  const byPath = new Map(everyRoute(registry).map((route) => [route.path, route]));
  const problems: string[] = [];
  for (const route of everyRoute(registry)) {
    const language = route.data.language;
    if (!language) continue;
    if (language.versions[language.code] !== route.path)
      problems.push(`${route.path}: its own version in ${language.code} is ${language.versions[language.code]}`);
    for (const [code, path] of Object.entries(language.versions)) {
      const other = byPath.get(path);
      if (!other) problems.push(`${route.path}: the ${code} alternate ${path} is no page`);
      else if (other.data.language?.code !== code)
        problems.push(`${route.path}: the ${code} alternate ${path} is in ${other.data.language?.code}`);
      else if (other.data.language.versions[language.code] !== route.path)
        problems.push(`${route.path}: ${path} does not name it back as its ${language.code} version`);
    }
    for (const [code, path] of Object.entries(language.homes))
      if (byPath.get(path)?.data.language?.code !== code) problems.push(`${route.path}: no ${code} home at ${path}`);
    // The head's hreflang links say the same, with absolute addresses.
    const site = language.site ?? registry.site;
    const links = routeSeo(site, route.path, route.data).links.filter((link) => link.rel === 'alternate');
    const expected = alternatesOf(language.versions, registry.site.sourceLocale);
    if (links.length !== expected.length)
      problems.push(`${route.path}: ${links.length} hreflang links for ${expected.length} alternates`);
  }
  return problems;
}
