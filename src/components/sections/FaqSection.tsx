import { Accordion } from '@mantine/core';
import type { FaqSection as FaqData } from '../../../schemas/sections/index.ts';
import { SectionShell } from './SectionShell.tsx';
import classes from './sections.module.css';

/** FAQ accordion: at most one item open, and clicking the open one closes it. */
export function FaqSection({ section }: { section: FaqData }) {
  return (
    <SectionShell id={section.id} background={section.background} title={section.title} intro={section.intro} size="md">
      <Accordion
        variant="separated"
        radius="md"
        chevronPosition="right"
        order={3}
        classNames={{ item: classes.faqItem }}
      >
        {section.items.map((item, index) => (
          <Accordion.Item key={item.question} value={`q${index}`}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>{item.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </SectionShell>
  );
}
