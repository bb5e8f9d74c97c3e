import { Burger, Button, Container, Drawer, Group, NavLink, ScrollArea, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { nav } from 'virtual:content';
import { Logo } from '../Logo.tsx';
import classes from './Navbar.module.css';
import { NavMenu } from './NavMenu.tsx';

/** The full bar: home, About, Industries and Demos menus, Chat with us; a drawer on small screens. */
export function MainNavbar() {
  const [opened, { toggle, close }] = useDisclosure(false);
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
            <NavMenu label="Industries" items={nav.industries} />
            <NavMenu label="Demos" items={nav.demos} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to="/contact-us" radius="xl" visibleFrom="xs">
              Chat with us
            </Button>
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label={opened ? 'Close menu' : 'Open menu'} />
          </Group>
        </Group>
      </Container>
      <Drawer opened={opened} onClose={close} title="Menu" hiddenFrom="md" size="xs" position="right" padding="md">
        <ScrollArea.Autosize mah="calc(100dvh - 5rem)" type="auto">
          <Stack component="nav" aria-label="Mobile" gap={2}>
            <NavLink component={Link} to="/" label="Home" />
            <NavLink component={Link} to="/about" label="About" />
            <NavLink label="Industries" childrenOffset="sm" defaultOpened>
              {nav.industries.map((item) => (
                <NavLink key={item.path} component={Link} to={item.path} label={item.label} />
              ))}
            </NavLink>
            <NavLink label="Demos" childrenOffset="sm">
              {nav.demos.map((item) => (
                <NavLink key={item.path} component={Link} to={item.path} label={item.label} />
              ))}
            </NavLink>
            <Button component={Link} to="/contact-us" mt="md" fullWidth>
              Chat with us
            </Button>
          </Stack>
        </ScrollArea.Autosize>
      </Drawer>
    </header>
  );
}
