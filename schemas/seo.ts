// SEO facts the app renders into every head and the build writes into the sitemap and the social image:
// one copy, here beside the site schema, so neither side imports the other.

/**
 * The one social image every page shares (Open Graph and Twitter cards). The PNG is committed in
 * `public/`; `scripts/docs-tools/make-og-image.ts` redraws it from the brand settings.
 */
export const SOCIAL_IMAGE = {
  /** Site path of the image, made absolute with the site origin in the tags. */
  path: '/og-default.png',
  width: 1200,
  height: 630,
  type: 'image/png',
} as const;

/** The absolute address of a site path: `https://www.example.com` + `/healthcare`. The home page keeps its slash. */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
