import { Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Navbar } from '../../../schemas/nav.ts';
import { LanguageMenu } from '../LanguageMenu/LanguageMenu.tsx';
import { usePageLanguage } from '../pageLanguage.tsx';
import { Logo } from '../Logo.tsx';
import { SiteLink, useButtonLink } from '../SiteLink.tsx';
import classes from './Navbar.module.css';
import { MenuBurger } from './MenuBurger.tsx';
import { NavMenu } from './NavMenu.tsx';

const MobileNavDrawer = lazy(() => import('./MobileNavDrawer.tsx'));

/** The full bar from `navbar` in site.yaml: home, plain links, the two menus, the button; a drawer on small screens. */
export function MainNavbar() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code loads on the first tap and then stays mounted for its closing transition.
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (opened && !drawerWanted) setDrawerWanted(true);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(close, [pathname, close]);
  const { site, menus } = usePageLanguage();
  const { home, links, industriesLabel, demosLabel, button, openMenuLabel, closeMenuLabel }: Navbar = site.navbar;
  const buttonLink = useButtonLink(button.href, button.label);

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Group justify="space-between" h="100%" wrap="nowrap">
          <SiteLink href={home.href} className={classes.brand} aria-label={home.label}>
            <Logo />
          </SiteLink>
          <Group component="nav" aria-label="Main" gap={4} visibleFrom="md" wrap="nowrap">
            {links.map((link) => (
              <SiteLink key={link.href} href={link.href} className={classes.link}>
                {link.label}
              </SiteLink>
            ))}
            <NavMenu label={industriesLabel} menu={menus.industries} index={site.menus.industries.path} />
            <NavMenu label={demosLabel} menu={menus.demos} index={site.menus.demos.path} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageMenu />
            <Button component={SiteLink} {...buttonLink} radius="xl" visibleFrom="xs" />
            <MenuBurger opened={opened} onClick={toggle} label={opened ? closeMenuLabel : openMenuLabel} />
          </Group>
        </Group>
      </Container>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileNavDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </header>
  );
}
