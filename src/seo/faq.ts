import type { RouteData } from '../../schemas/registry.ts';
import type { Section } from '../../schemas/sections/index.ts';

/** One question as it appears in an FAQ section. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** Every question of every FAQ section of a route, in page order; empty when the page has none. */
export function faqEntriesOf(data: RouteData | undefined): FaqEntry[] {
  return sectionsOf(data).flatMap((section) =>
    section.type === 'faq' ? section.items.map(({ question, answer }) => ({ question, answer })) : [],
  );
}

function sectionsOf(data: RouteData | undefined): Section[] {
  if (!data) return [];
  if (data.kind === 'landing') return data.sections;
  if (data.kind === 'page') return data.page.sections;
  return [];
}
