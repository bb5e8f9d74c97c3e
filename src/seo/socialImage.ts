/**
 * The one social image every page shares (Open Graph and Twitter cards). The PNG is committed in
 * `public/`; `scripts/make-og-image.ts` redraws it from the brand settings.
 */
export const SOCIAL_IMAGE = {
  /** Site path of the image, made absolute with the site origin in the tags. */
  path: '/og-default.png',
  width: 1200,
  height: 630,
  type: 'image/png',
} as const;
