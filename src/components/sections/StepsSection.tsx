import { Badge, Paper, Text, Title } from '@mantine/core';
import type { StepsSection as StepsData } from '../../../schemas/sections/index.ts';
import { SectionShell } from './SectionShell.tsx';
import { ResponsiveGrid } from '../ResponsiveGrid/index.ts';

/** Numbered steps or a timeline. */
export function StepsSection({ section }: { section: StepsData }) {
  return (
    <SectionShell id={section.id} background={section.background} title={section.title} intro={section.intro} size="xl">
      <ResponsiveGrid
        component="ol"
        cols={{ base: 1, sm: 2, lg: Math.min(section.items.length, 4) }}
        spacing="lg"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {section.items.map((step, index) => (
          <Paper component="li" key={step.title} withBorder radius="lg" p="xl">
            <Badge size="lg" variant="light" mb="md">
              {step.label ?? `Step ${index + 1}`}
            </Badge>
            <Title order={3} mb={6}>
              {step.title}
            </Title>
            <Text c="dark.4">{step.text}</Text>
          </Paper>
        ))}
      </ResponsiveGrid>
    </SectionShell>
  );
}
