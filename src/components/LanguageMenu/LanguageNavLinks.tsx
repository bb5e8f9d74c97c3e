import { NavLink } from '@mantine/core';
import { ItemText } from '../Navbar/NavMenu.tsx';
import { usePageLanguage } from '../pageLanguage.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { languageLinks } from './languageLinks.ts';

/** The language menu's choice in the small-screen drawer (its own chunk, with Mantine's NavLink): a group of links. */
export function LanguageNavLinks() {
  const { site, language } = usePageLanguage();
  const links = language ? languageLinks(site, language) : [];
  if (links.length < 2) return null;
  return (
    <NavLink label={site.languageMenu.label} childrenOffset="sm">
      {links.map((item) => (
        <NavLink
          key={item.lang}
          component={SiteLink}
          href={item.path}
          hrefLang={item.lang}
          lang={item.lang}
          label={<ItemText item={item} labelLang={false} />}
        />
      ))}
    </NavLink>
  );
}
