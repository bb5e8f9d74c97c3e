export { routeSeo, structuredData, type MetaTag, type RouteSeo } from './routeSeo.ts';
export { faqEntriesOf, type FaqEntry } from './faq.ts';
export * from './jsonLd.ts';
export { SOCIAL_IMAGE } from './socialImage.ts';
export { absoluteUrl } from './urls.ts';
