import { z } from 'zod';
import { RoutePathSchema, TextSchema } from './common.ts';

/** One generated page that lists a whole menu: the no-script target of its trigger and its "All …" link. */
const menuIndex = (menu: string, one: string, path: string) =>
  z
    .strictObject({
      path: RoutePathSchema.default(path).describe(`Path of the page listing every ${one}. Default ${path}.`),
      linkLabel: TextSchema.default(`All ${menu}`).describe(
        `The link after a shortened menu, to the page listing them all. Default "All ${menu}".`,
      ),
      heading: TextSchema.default(`All ${menu}`).describe(`Heading of the page. Default "All ${menu}".`),
      title: TextSchema.optional().describe(
        `The page's <title>. Default the heading, a bar and the brand name: "All ${menu} | Harbourline".`,
      ),
      description: TextSchema.min(50)
        .max(160)
        .default(`Every ${one} page of this site, grouped by first letter, with a filter to find one by name.`)
        .describe('The meta description of the page, 50 to 160 characters.'),
      filterLabel: TextSchema.default(`Filter ${menu}`).describe(`Label of the filter box. Default "Filter ${menu}".`),
      noMatch: TextSchema.default(`No ${menu} match.`).describe(
        `Shown when nothing matches. Default "No ${menu} match.".`,
      ),
    })
    .prefault({})
    .describe(`The generated page listing every ${one}: path, link text, heading and filter.`);

/**
 * How the Industries and Demos menus handle a long list. Up to `size` entries, the dropdowns, the
 * drawer and the footer list them all; past it they list the first `size` by `order`, then a link to
 * the generated page that lists every entry (`industries` and `demos` here). The pages exist at any
 * size: before the scripts run, the menu buttons are links to them.
 */
export const MenusSchema = z
  .strictObject({
    size: z
      .number()
      .int()
      .min(3)
      .max(30)
      .default(12)
      .describe(
        'The most entries a dropdown or footer column lists; past it, the first ones by order and an "All …" link. Default 12.',
      ),
    industries: menuIndex('industries', 'industry', '/industries'),
    demos: menuIndex('demos', 'demo', '/demos'),
  })
  .prefault({})
  .describe('Menu length and the two generated pages that list every industry and every demo.');
export type Menus = z.output<typeof MenusSchema>;
