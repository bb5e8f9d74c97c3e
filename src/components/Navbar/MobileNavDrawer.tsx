import { Button, Drawer, NavLink, ScrollArea, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { use, useEffect, useState } from 'react';
import { menus } from '../../app/menus.ts';

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
  const industries = use(menus.industries);
  const demos = use(menus.demos);
  useEffect(() => setMounted(true), []);
  return (
    <Drawer
      opened={opened && mounted}
      onClose={onClose}
      title="Menu"
      hiddenFrom="md"
      size="xs"
      position="right"
      padding="md"
    >
      <ScrollArea.Autosize mah="calc(100dvh - 5rem)" type="auto">
        <Stack component="nav" aria-label="Mobile" gap={2}>
          <NavLink component={Link} to="/" label="Home" />
          <NavLink component={Link} to="/about" label="About" />
          <NavLink label="Industries" childrenOffset="sm" defaultOpened>
            {industries.map((item) => (
              <NavLink key={item.path} component={Link} to={item.path} label={item.label} />
            ))}
          </NavLink>
          <NavLink label="Demos" childrenOffset="sm">
            {demos.map((item) => (
              <NavLink key={item.path} component={Link} to={item.path} label={item.label} />
            ))}
          </NavLink>
          <Button component={Link} to="/contact-us" mt="md" fullWidth>
            Chat with us
          </Button>
        </Stack>
      </ScrollArea.Autosize>
    </Drawer>
  );
}
