import { Anchor, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { site } from 'virtual:content';
import type { NavItem } from '../../../scripts/content-engine/types.ts';
import { menus } from '../../app/menus.ts';
import { MenuItems } from '../../app/MenuItems.tsx';
import { Logo } from '../Logo.tsx';
import classes from './Footer.module.css';

/** The footer on every page: brand, industries, demos, company links and the ownership line. */
export function Footer() {
  return (
    <footer className={classes.footer}>
      <Container size="xl" py={48}>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'md', sm: 'xl' }} verticalSpacing="xl">
          <Stack gap="sm" className={classes.brandColumn}>
            <Logo onDark />
            <Text c="gray.3" fz="sm">
              {site.brand.tagline}
            </Text>
            <Anchor href={`mailto:${site.contactEmail}`} c="gray.1" fz="sm">
              {site.contactEmail}
            </Anchor>
          </Stack>
          <FooterLinks title="Industries" items={menus.industries} />
          <FooterLinks title="Demos" items={menus.demos} />
          <FooterLinks
            title="Company"
            items={[
              { label: 'About', path: '/about' },
              { label: 'How voice agents work', path: '/learn-more' },
              { label: 'Contact', path: '/contact-us' },
              { label: 'Privacy policy', path: '/privacy-policy' },
            ]}
          />
        </SimpleGrid>
        <Text c="gray.3" fz="sm" mt={40} pt="md" className={classes.bottom}>
          <span suppressHydrationWarning>© {new Date().getFullYear()}</span> {site.brand.name}. {site.footerLine}
        </Text>
      </Container>
    </footer>
  );
}

function FooterLinks({ title, items }: { title: string; items: NavItem[] | Promise<NavItem[]> }) {
  return (
    <nav aria-label={title}>
      <Title order={2} fz="sm" c="white" tt="uppercase" mb="sm" style={{ letterSpacing: '0.06em' }}>
        {title}
      </Title>
      <ul className={classes.list}>
        <MenuItems items={items} render={footerItems} />
      </ul>
    </nav>
  );
}

function footerItems(items: NavItem[]) {
  return items.map((item) => (
    <li key={item.path}>
      <Link to={item.path} className={classes.link}>
        {item.label}
      </Link>
    </li>
  ));
}
