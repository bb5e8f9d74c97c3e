import { List, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ChecklistSection as ChecklistData } from '../../../schemas/sections/index.ts';
import { SectionShell } from './SectionShell.tsx';
import classes from './sections.module.css';

/** A ticked list. */
export function ChecklistSection({ section }: { section: ChecklistData }) {
  return (
    <SectionShell id={section.id} background={section.background} title={section.title} intro={section.intro} size="md">
      <List
        className={classes.checklist}
        spacing="md"
        icon={
          <ThemeIcon size={26} radius="xl" color="teal.7">
            <IconCheck size={16} aria-hidden />
          </ThemeIcon>
        }
      >
        {section.items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </SectionShell>
  );
}
