// SPEC §2, word for word: the tables the unit and browser tests check the site against.
// These pin what SPEC requires as present; marketers may add industries, routes and menu items with a
// YAML file, so no test may assert that nothing else exists (use `specSubset` for ordered lists).

/** SPEC §2 route table, word for word. */
export const SPEC_ROUTES = [
  '/',
  '/about',
  '/demo',
  '/interview',
  '/interview-sales',
  '/healthcare',
  '/healthcare-demo',
  '/restaurant',
  '/restaurant-demo',
  '/real-estate',
  '/real-estate-demo',
  '/automotive',
  '/automotive-demo',
  '/insurance',
  '/insurance-demo',
  '/ecommerce-retail',
  '/ecommerce-demo',
  '/travel-hospitality',
  '/travel-demo',
  '/telecommunications',
  '/telecommunications-demo',
  '/logistics',
  '/logistics-demo',
  '/trades',
  '/trades-demo',
  '/learn-more',
  '/privacy-policy',
  '/contact-us',
];

/** SPEC §2 Industries dropdown, in order. */
export const SPEC_INDUSTRIES_MENU = [
  { label: 'Restaurant', path: '/restaurant' },
  { label: 'Automotive', path: '/automotive' },
  { label: 'Healthcare', path: '/healthcare' },
  { label: 'Real Estate', path: '/real-estate' },
  { label: 'E-commerce & Retail', path: '/ecommerce-retail' },
  { label: 'Insurance', path: '/insurance' },
  { label: 'Logistics', path: '/logistics' },
  { label: 'Telecommunications', path: '/telecommunications' },
  { label: 'Travel & Hospitality', path: '/travel-hospitality' },
  { label: 'Trades', path: '/trades' },
];

/** SPEC §2 Demos dropdown, in order. */
export const SPEC_DEMOS_MENU = [
  { label: 'General Demo', path: '/demo' },
  { label: 'Restaurant Demo', path: '/restaurant-demo' },
  { label: 'Automotive Demo', path: '/automotive-demo' },
  { label: 'Healthcare Demo', path: '/healthcare-demo' },
  { label: 'Real Estate Demo', path: '/real-estate-demo' },
  { label: 'E-commerce Demo', path: '/ecommerce-demo' },
  { label: 'Insurance Demo', path: '/insurance-demo' },
  { label: 'Logistics Demo', path: '/logistics-demo' },
  { label: 'Telecommunications Demo', path: '/telecommunications-demo' },
  { label: 'Travel Demo', path: '/travel-demo' },
  { label: 'Trades Demo', path: '/trades-demo' },
];

/** SPEC §2: each industry's landing path and demo path. */
export const SPEC_INDUSTRY_PATHS: Record<string, [landing: string, demo: string]> = {
  restaurant: ['/restaurant', '/restaurant-demo'],
  automotive: ['/automotive', '/automotive-demo'],
  healthcare: ['/healthcare', '/healthcare-demo'],
  'real-estate': ['/real-estate', '/real-estate-demo'],
  'ecommerce-retail': ['/ecommerce-retail', '/ecommerce-demo'],
  insurance: ['/insurance', '/insurance-demo'],
  logistics: ['/logistics', '/logistics-demo'],
  telecommunications: ['/telecommunications', '/telecommunications-demo'],
  'travel-hospitality': ['/travel-hospitality', '/travel-demo'],
  trades: ['/trades', '/trades-demo'],
};

/** SPEC §2/§3: the 13 voice flows (general demo, ten industry demos, two interviews). */
export const SPEC_FLOW_PATHS = [
  '/demo',
  ...Object.values(SPEC_INDUSTRY_PATHS).map(([, demo]) => demo),
  '/interview',
  '/interview-sales',
];

/** SPEC §9: FAQ sizes per landing page. */
export const SPEC_FAQ_SIZES: Record<string, number> = {
  '/healthcare': 6,
  '/automotive': 6,
  '/logistics': 6,
  '/ecommerce-retail': 4,
  '/travel-hospitality': 4,
};

/**
 * The items of `actual` that SPEC lists, in the order `actual` has them. Comparing the result with
 * the SPEC list checks that every SPEC item is there, with SPEC's label, in SPEC's relative order,
 * while items added by new content files may sit anywhere in between.
 */
export function specSubset<T extends { path: string }>(actual: readonly T[], spec: readonly { path: string }[]): T[] {
  const wanted = new Set(spec.map((item) => item.path));
  return actual.filter((item) => wanted.has(item.path));
}
