import { NavMenu } from '../Navbar/NavMenu.tsx';
import { usePageLanguage } from '../pageLanguage.tsx';
import { languageLinks } from './languageLinks.ts';

/**
 * The language menu of both bars: the page's language by name, a menu of the others in their own names
 * (keyboard use as the other menus: NavMenu). Rendered only when another language has a page to go to.
 */
export function LanguageMenu() {
  const { site, language } = usePageLanguage();
  if (!language || site.locales.length < 2) return null;
  const links = languageLinks(site, language);
  if (links.length < 2) return null; // no other language has a page to go to yet
  const current = site.locales.find((locale) => locale.code === language.code);
  return (
    <NavMenu
      label={current?.name ?? language.code}
      ariaLabel={`${site.languageMenu.label}: ${current?.name ?? language.code}`}
      menu={{ items: links, index: '' }}
      noteInItemLanguage
    />
  );
}
