import { List, Paper, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ComparisonSection as ComparisonData } from '../../../schemas/sections/index.ts';
import { SectionShell } from './SectionShell.tsx';
import { ResponsiveGrid } from '../ResponsiveGrid/index.ts';
import { ListIcon } from './ListIcon.tsx';

/** Challenges versus solution in two columns. */
export function ComparisonSection({ section }: { section: ComparisonData }) {
  const columns = [
    { side: section.before, color: 'red', Icon: IconX },
    { side: section.after, color: 'teal', Icon: IconCheck },
  ];
  return (
    <SectionShell id={section.id} background={section.background} title={section.title} intro={section.intro}>
      <ResponsiveGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {columns.map(({ side, color, Icon }) => (
          <Paper key={side.title} withBorder radius="lg" p="xl">
            <Title order={3} mb="md">
              {side.title}
            </Title>
            <List
              spacing="sm"
              icon={
                <ListIcon size={24} radius="xl" variant="light" color={color}>
                  <Icon size={14} aria-hidden />
                </ListIcon>
              }
            >
              {side.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Paper>
        ))}
      </ResponsiveGrid>
    </SectionShell>
  );
}
