import { Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { menus } from '../../app/menus.ts';
import { Logo } from '../Logo.tsx';
import classes from './Navbar.module.css';
import { NavMenu } from './NavMenu.tsx';

const MobileNavDrawer = lazy(() => import('./MobileNavDrawer.tsx'));

/** The full bar: home, About, Industries and Demos menus, Chat with us; a drawer on small screens. */
export function MainNavbar() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code loads on the first tap and then stays mounted for its closing transition.
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (opened && !drawerWanted) setDrawerWanted(true);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(close, [pathname, close]);

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Group justify="space-between" h="100%" wrap="nowrap">
          <Link to="/" className={classes.brand} aria-label="Home">
            <Logo />
          </Link>
          <Group component="nav" aria-label="Main" gap={4} visibleFrom="md" wrap="nowrap">
            <Link to="/about" className={classes.link}>
              About
            </Link>
            <NavMenu label="Industries" items={menus.industries} />
            <NavMenu label="Demos" items={menus.demos} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to="/contact-us" radius="xl" visibleFrom="xs">
              Chat with us
            </Button>
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label={opened ? 'Close menu' : 'Open menu'} />
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
