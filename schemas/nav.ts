import { z } from 'zod';
import { InternalHrefSchema, TextSchema } from './common.ts';

/** A place in one of the navigation dropdowns. */
export const NavEntrySchema = z
  .strictObject({
    label: TextSchema.describe('Text in the menu, e.g. "Real Estate".'),
    order: z
      .number()
      .int()
      .min(1)
      .max(999)
      .optional()
      .describe(
        'Optional position in the menu, 1 = first. Entries with the same number sort by label; entries without one come last, by label.',
      )
      .meta({ examples: [1, 11] }),
  })
  .describe('A menu entry: label and optional order.');
export type NavEntry = z.output<typeof NavEntrySchema>;

/** A link in the navigation bar or the footer: its text and a page of this site. */
export const NavLinkSchema = z
  .strictObject({
    label: TextSchema.describe('The link text, e.g. "About".'),
    href: InternalHrefSchema,
  })
  .describe('A link: label and href (a page of this site).');
export type NavLink = z.output<typeof NavLinkSchema>;

/** A link with its defaults, for keys that may be left out. */
const link = (label: string, href: string, doc: string) =>
  NavLinkSchema.default({ label, href }).describe(`${doc} Default "${label}" to ${href}.`);

/** The full bar at the top of most pages, and the drawer that replaces it on small screens. */
export const NavbarSchema = z
  .strictObject({
    home: link('Home', '/', 'Where the logo goes; the label is its screen-reader name and the first drawer entry.'),
    links: z
      .array(NavLinkSchema)
      .max(4)
      .default([{ label: 'About', href: '/about' }])
      .describe('Plain links before the Industries and Demos menus, up to four. Default About to /about.'),
    industriesLabel: TextSchema.default('Industries').describe('The Industries menu button. Default "Industries".'),
    demosLabel: TextSchema.default('Demos').describe('The Demos menu button. Default "Demos".'),
    button: link('Chat with us', '/contact-us', 'The button at the right end of the bar.'),
    drawerTitle: TextSchema.default('Menu').describe('Title of the small-screen menu drawer. Default "Menu".'),
    openMenuLabel: TextSchema.default('Open menu').describe('Screen-reader name of the burger. Default "Open menu".'),
    closeMenuLabel: TextSchema.default('Close menu').describe(
      'Screen-reader name of the burger while the drawer is open. Default "Close menu".',
    ),
  })
  .prefault({})
  .describe('The full navigation bar: home link, plain links, the two menus, the button and the drawer.');
export type Navbar = z.output<typeof NavbarSchema>;

/** The reduced bar of pages with `navbar: simple`: logo, Home and an optional About. */
export const SimpleNavbarSchema = z
  .strictObject({
    home: link('Home', '/', 'The Home link; the logo goes there too.'),
    about: link('About', '/about', 'The second link; pages with simpleNavAbout: false leave it out.'),
  })
  .prefault({})
  .describe('The simple bar of pages with navbar: simple: Home and an optional About link.');
export type SimpleNavbar = z.output<typeof SimpleNavbarSchema>;

/** The footer's link columns; the brand column and the bottom line come from the other site settings. */
export const FooterSchema = z
  .strictObject({
    industriesTitle: TextSchema.default('Industries').describe(
      'Heading of the industries column. Default "Industries".',
    ),
    demosTitle: TextSchema.default('Demos').describe('Heading of the demos column. Default "Demos".'),
    columns: z
      .array(
        z
          .strictObject({
            title: TextSchema.describe('The column heading, e.g. "Company".'),
            links: z.array(NavLinkSchema).min(1).max(8).describe('The links, top to bottom, 1 to 8.'),
          })
          .describe('A footer column: title and links.'),
      )
      .max(2)
      .default([])
      .describe('Link columns after the Industries and Demos columns, up to two.'),
  })
  .prefault({})
  .describe('Footer headings and link columns.');
export type Footer = z.output<typeof FooterSchema>;
