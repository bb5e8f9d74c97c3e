import { List, Stack, Text, Title } from '@mantine/core';
import type { ProseSection as ProseData } from '../../../schemas/sections/index.ts';
import { SectionShell } from './SectionShell.tsx';

/** Headed running text with optional bullets. */
export function ProseSection({ section }: { section: ProseData }) {
  return (
    <SectionShell id={section.id} background={section.background} size="sm">
      <Stack gap="md">
        <Title order={2}>{section.title}</Title>
        {section.paragraphs.map((paragraph) => (
          <Text key={paragraph} fz="md" lh={1.7} c="dark.6">
            {paragraph}
          </Text>
        ))}
        {section.bullets.length > 0 && (
          <List spacing="xs" lh={1.6} c="dark.6">
            {section.bullets.map((bullet) => (
              <List.Item key={bullet}>{bullet}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </SectionShell>
  );
}
