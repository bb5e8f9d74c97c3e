export { routeSeo, structuredData, type MetaTag, type RouteSeo } from './routeSeo.ts';
export { faqEntriesOf, type FaqEntry } from './faq.ts';
export * from './jsonLd.ts';
export { SOCIAL_IMAGE } from '../../schemas/seo.ts';
export { absoluteUrl } from '../../schemas/seo.ts';
