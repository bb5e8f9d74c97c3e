import { Container, Group } from '@mantine/core';
import type { SimpleNavbar as SimpleNavbarSettings } from '../../../schemas/nav.ts';
import { LanguageMenu } from '../LanguageMenu/LanguageMenu.tsx';
import { Logo } from '../Logo.tsx';
import { useSite } from '../pageLanguage.tsx';
import { SiteLink } from '../SiteLink.tsx';
import classes from './Navbar.module.css';

interface SimpleNavbarProps {
  /** Whether to show the About link next to Home. */
  showAbout: boolean;
}

/** The reduced bar used by pages such as /learn-more: logo, Home and optionally About (`simpleNavbar` in site.yaml). */
export function SimpleNavbar({ showAbout }: SimpleNavbarProps) {
  const { home, about }: SimpleNavbarSettings = useSite().simpleNavbar;
  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Group justify="space-between" h="100%" wrap="nowrap">
          <SiteLink href={home.href} className={classes.brand} aria-label={home.label}>
            <Logo />
          </SiteLink>
          <Group component="nav" aria-label="Main" gap={4}>
            <SiteLink href={home.href} className={classes.link}>
              {home.label}
            </SiteLink>
            {showAbout && (
              <SiteLink href={about.href} className={classes.link}>
                {about.label}
              </SiteLink>
            )}
            <LanguageMenu />
          </Group>
        </Group>
      </Container>
    </header>
  );
}
