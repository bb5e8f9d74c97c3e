import { Button, Drawer, NavLink, ScrollArea, Stack } from '@mantine/core';
import { use, useEffect, useState } from 'react';
import { site } from 'virtual:content';
import type { Navbar } from '../../../schemas/nav.ts';
import { menuLinks, menus } from '../menus/menus.ts';
import { SiteLink } from '../SiteLink.tsx';

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
  const industries = menuLinks(use(menus.industries));
  const demos = menuLinks(use(menus.demos));
  useEffect(() => setMounted(true), []);
  const { home, links, industriesLabel, demosLabel, button, drawerTitle }: Navbar = site.navbar;
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
              <NavLink key={item.path} component={SiteLink} href={item.path} label={item.label} />
            ))}
          </NavLink>
          <NavLink label={demosLabel} childrenOffset="sm">
            {demos.map((item) => (
              <NavLink key={item.path} component={SiteLink} href={item.path} label={item.label} />
            ))}
          </NavLink>
          <Button component={SiteLink} href={button.href} mt="md" fullWidth>
            {button.label}
          </Button>
        </Stack>
      </ScrollArea.Autosize>
    </Drawer>
  );
}
