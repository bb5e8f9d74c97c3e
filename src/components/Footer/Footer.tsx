import type { ReactNode } from 'react';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import type { Footer as FooterSettings } from '../../../schemas/nav.ts';
import type { NavItem } from '../../../schemas/routes.ts';
import { MenuItems } from '../menus/MenuItems.tsx';
import { Logo } from '../Logo.tsx';
import { ItemText } from '../Navbar/NavMenu.tsx';
import { usePageLanguage } from '../pageLanguage.tsx';
import { SiteLink } from '../SiteLink.tsx';
import classes from './Footer.module.css';
import { ResponsiveGrid } from '../ResponsiveGrid/index.ts';

/** The footer on every page: brand, the two menus, the link columns of site.yaml and the ownership line. */
export function Footer() {
  const { site, menus } = usePageLanguage();
  const { industriesTitle, demosTitle, columns }: FooterSettings = site.footer;
  return (
    <footer className={classes.footer}>
      <Container size="xl" py={48}>
        <ResponsiveGrid
          cols={{ base: 2, md: 3 + columns.length }}
          spacing={{ base: 'md', sm: 'xl' }}
          verticalSpacing="xl"
        >
          <Stack gap="sm" className={classes.brandColumn}>
            <Logo onDark />
            <Text c="gray.3" fz="sm">
              {site.brand.tagline}
            </Text>
            <Anchor href={`mailto:${site.contactEmail}`} c="gray.1" fz="sm">
              {site.contactEmail}
            </Anchor>
          </Stack>
          <FooterLinks title={industriesTitle}>
            <MenuItems menu={menus.industries} render={footerMenuLinks} />
          </FooterLinks>
          <FooterLinks title={demosTitle}>
            <MenuItems menu={menus.demos} render={footerMenuLinks} />
          </FooterLinks>
          {columns.map((column) => (
            <FooterLinks key={column.title} title={column.title}>
              {siteLinks(column.links)}
            </FooterLinks>
          ))}
        </ResponsiveGrid>
        <Text c="gray.3" fz="sm" mt={40} pt="md" className={classes.bottom}>
          <span suppressHydrationWarning>© {new Date().getFullYear()}</span> {site.brand.name}. {site.footerLine}
        </Text>
      </Container>
    </footer>
  );
}

interface FooterLinksProps {
  /** The column heading. */
  title: string;
  /** Its list items. */
  children: ReactNode;
}

function FooterLinks({ title, children }: FooterLinksProps) {
  return (
    <nav aria-label={title}>
      <Title order={2} fz="sm" c="white" tt="uppercase" mb="sm" style={{ letterSpacing: '0.06em' }}>
        {title}
      </Title>
      <ul className={classes.list}>{children}</ul>
    </nav>
  );
}

/** A menu's links (module level, as MenuItems asks). */
function footerMenuLinks(items: NavItem[]) {
  return siteLinks(items.map((item) => ({ label: item.label, href: item.path, item })));
}

function siteLinks(links: Array<{ label: string; href: string; item?: NavItem }>) {
  return links.map((link) => (
    <li key={`${link.label} ${link.href}`}>
      <SiteLink href={link.href} className={classes.link} {...(link.item?.lang ? { hrefLang: link.item.lang } : {})}>
        {link.item?.lang ? <ItemText item={link.item} labelLang /> : link.label}
      </SiteLink>
    </li>
  ));
}
