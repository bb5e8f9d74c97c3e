import { Button, Drawer, NavLink, ScrollArea, Stack } from '@mantine/core';
import { use, useEffect, useState } from 'react';
import type { Navbar } from '../../../schemas/nav.ts';
import type { NavItem } from '../../../schemas/routes.ts';
import { ItemText } from './NavMenu.tsx';
import { LanguageNavLinks } from '../LanguageMenu/LanguageNavLinks.tsx';
import { menuLinks } from '../menus/menus.ts';
import { usePageLanguage } from '../pageLanguage.tsx';
import { SiteLink, useButtonLink } from '../SiteLink.tsx';

interface MobileNavDrawerProps {
  /** Whether the drawer is showing. */
  opened: boolean;
  /** Called when the visitor closes it (Escape, overlay, close button). */
  onClose: () => void;
}

/** The small-screen menu. Its own chunk: Drawer, ScrollArea and scroll locking load on the first tap of the burger. */
export default function MobileNavDrawer({ opened, onClose }: MobileNavDrawerProps) {
  // Mount closed, then open: Mantine remembers the element to give focus back to only when `opened` changes.
  const [mounted, setMounted] = useState(false);
  // The drawer's chunk loads on the first tap, long after the menus chunk: this rarely waits.
  const { site, menus } = usePageLanguage();
  // Promises on pages in the source language (the menus chunk), data on the others (the route's data).
  const industries = menuLinks(menus.industries instanceof Promise ? use(menus.industries) : menus.industries);
  const demos = menuLinks(menus.demos instanceof Promise ? use(menus.demos) : menus.demos);
  useEffect(() => setMounted(true), []);
  const { home, links, industriesLabel, demosLabel, button, drawerTitle }: Navbar = site.navbar;
  const buttonLink = useButtonLink(button.href, button.label);
  return (
    <Drawer
      opened={opened && mounted}
      onClose={onClose}
      title={drawerTitle}
      hiddenFrom="md"
      size="xs"
      position="right"
      padding="md"
    >
      <ScrollArea.Autosize mah="calc(100dvh - 5rem)" type="auto">
        <Stack component="nav" aria-label="Mobile" gap={2}>
          {[home, ...links].map((link) => (
            <NavLink key={link.href} component={SiteLink} href={link.href} label={link.label} />
          ))}
          <NavLink label={industriesLabel} childrenOffset="sm" defaultOpened>
            {industries.map((item) => (
              <NavLink key={item.path} {...drawerLink(item)} />
            ))}
          </NavLink>
          <NavLink label={demosLabel} childrenOffset="sm">
            {demos.map((item) => (
              <NavLink key={item.path} {...drawerLink(item)} />
            ))}
          </NavLink>
          <LanguageNavLinks />
          <Button component={SiteLink} {...buttonLink} mt="md" fullWidth />
        </Stack>
      </ScrollArea.Autosize>
    </Drawer>
  );
}

/** A menu entry of the drawer; one of a page not in the page's language says so (ItemText). */
function drawerLink(item: NavItem) {
  return {
    component: SiteLink,
    href: item.path,
    ...(item.lang ? { hrefLang: item.lang } : {}),
    label: item.lang ? <ItemText item={item} labelLang /> : item.label,
  } as const;
}
