import { Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { NavItem } from '../../../schemas/registry.ts';
import classes from './Navbar.module.css';

interface NavMenuProps {
  /** The button text, e.g. "Industries". */
  label: string;
  /** The links in the menu, in display order. */
  items: NavItem[];
}

/** A dropdown of links; opens on click, hover and keyboard (Enter, Space, arrow keys). */
export function NavMenu({ label, items }: NavMenuProps) {
  return (
    <Menu trigger="click-hover" openDelay={60} closeDelay={180} position="bottom-start" shadow="md" width={260} loop>
      <Menu.Target>
        <UnstyledButton className={classes.link}>
          {label}
          <IconChevronDown size={16} aria-hidden className={classes.chevron} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown aria-label={label}>
        {items.map((item) => (
          <Menu.Item key={item.path} component={Link} to={item.path}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
