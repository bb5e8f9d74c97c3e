import { Container, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Logo } from '../Logo.tsx';
import classes from './Navbar.module.css';

interface SimpleNavbarProps {
  /** Whether to show the About link next to Home. */
  showAbout: boolean;
}

/** The reduced bar used by pages such as /learn-more: logo, Home and optionally About. */
export function SimpleNavbar({ showAbout }: SimpleNavbarProps) {
  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Group justify="space-between" h="100%" wrap="nowrap">
          <Link to="/" className={classes.brand} aria-label="Home">
            <Logo />
          </Link>
          <Group component="nav" aria-label="Main" gap={4}>
            <Link to="/" className={classes.link}>
              Home
            </Link>
            {showAbout && (
              <Link to="/about" className={classes.link}>
                About
              </Link>
            )}
          </Group>
        </Group>
      </Container>
    </header>
  );
}
