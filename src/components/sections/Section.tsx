import type { ComponentType } from 'react';
import type { Section as SectionData, SectionType } from '../../../schemas/sections/index.ts';
import { CardsSection } from './CardsSection.tsx';
import { ChecklistSection } from './ChecklistSection.tsx';
import { ComparisonSection } from './ComparisonSection.tsx';
import { CtaSection } from './CtaSection.tsx';
import { DialogueSection } from './DialogueSection.tsx';
import { FaqSection } from './FaqSection.tsx';
import { HeroSection } from './HeroSection.tsx';
import { ProseSection } from './ProseSection.tsx';
import { RoiSection } from './RoiSection.tsx';
import { StatsSection } from './StatsSection.tsx';
import { StepsSection } from './StepsSection.tsx';
import { StorySection } from './StorySection.tsx';
import { TestimonialsSection } from './TestimonialsSection.tsx';
import { ContactFormSection } from '../../features/contact/ContactFormSection.tsx';
import { BookDemoSection } from '../../features/book-demo/BookDemoSection.tsx';

type SectionComponents = { [Type in SectionType]: ComponentType<{ section: Extract<SectionData, { type: Type }> }> };

/** The one map from section type to component; TypeScript fails here when a type has none. */
const SECTION_COMPONENTS: SectionComponents = {
  hero: HeroSection,
  cards: CardsSection,
  comparison: ComparisonSection,
  stats: StatsSection,
  faq: FaqSection,
  testimonials: TestimonialsSection,
  story: StorySection,
  roi: RoiSection,
  steps: StepsSection,
  dialogue: DialogueSection,
  checklist: ChecklistSection,
  cta: CtaSection,
  prose: ProseSection,
  'contact-form': ContactFormSection,
  'book-demo': BookDemoSection,
};

/** Renders one section by its type. */
export function Section({ section }: { section: SectionData }) {
  const Component = SECTION_COMPONENTS[section.type] as ComponentType<{ section: SectionData }>;
  return <Component section={section} />;
}

/** Renders a page body. */
export function Sections({ sections }: { sections: SectionData[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <Section key={`${section.type}-${index}`} section={section} />
      ))}
    </>
  );
}
