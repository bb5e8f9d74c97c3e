import { Paper, Text } from '@mantine/core';
import type { TestimonialsSection as TestimonialsData } from '../../../schemas/sections/index.ts';
import { SectionShell } from './SectionShell.tsx';
import classes from './sections.module.css';
import { ResponsiveGrid } from '../ResponsiveGrid/index.ts';

/** Customer quotes. */
export function TestimonialsSection({ section }: { section: TestimonialsData }) {
  return (
    <SectionShell id={section.id} background={section.background} title={section.title} intro={section.intro} size="xl">
      <ResponsiveGrid cols={{ base: 1, md: Math.min(section.items.length, 3) }} spacing="lg">
        {section.items.map((item) => (
          // The figure itself is the column (not a Stack inside it): a <figcaption> must be the figure's child.
          <Paper key={item.name} component="figure" withBorder radius="lg" p="xl" m={0} className={classes.quote}>
            <Text component="blockquote" fz="lg" m={0} c="dark.6">
              “{item.quote}”
            </Text>
            <Text component="figcaption" fz="sm">
              <Text component="span" fw={700} display="block">
                {item.name}
              </Text>
              <Text component="span" c="dark.3">
                {item.role}
              </Text>
            </Text>
          </Paper>
        ))}
      </ResponsiveGrid>
    </SectionShell>
  );
}
