import type { RouteData } from '../../schemas/routes.ts';

/** One question as it appears in an FAQ section. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** Every question of every FAQ section of a route, in page order; empty when the page has none. */
export function faqEntriesOf(data: RouteData | undefined): FaqEntry[] {
  const sections = data && 'sections' in data ? data.sections : [];
  return sections.flatMap((section) =>
    section.type === 'faq' ? section.items.map(({ question, answer }) => ({ question, answer })) : [],
  );
}
