import { List } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ChecklistSection as ChecklistData } from '../../../schemas/sections/index.ts';
import { SectionShell } from './SectionShell.tsx';
import classes from './sections.module.css';
import { ListIcon } from './ListIcon.tsx';

/** A ticked list. */
export function ChecklistSection({ section }: { section: ChecklistData }) {
  return (
    <SectionShell id={section.id} background={section.background} title={section.title} intro={section.intro} size="md">
      <List
        className={classes.checklist}
        spacing="md"
        icon={
          <ListIcon size={26} radius="xl" color="teal.7">
            <IconCheck size={16} aria-hidden />
          </ListIcon>
        }
      >
        {section.items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </SectionShell>
  );
}
