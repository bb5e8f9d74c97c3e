import { Blockquote, Paper, Stack, Text, Title } from '@mantine/core';
import type { StorySection as StoryData } from '../../../schemas/sections/index.ts';
import { SectionShell } from './SectionShell.tsx';
import { ResponsiveGrid } from '../ResponsiveGrid/index.ts';

/** A customer success story with results. */
export function StorySection({ section }: { section: StoryData }) {
  return (
    <SectionShell id={section.id} background={section.background} title={section.title} intro={section.intro}>
      <ResponsiveGrid cols={{ base: 1, md: 2 }} spacing={40}>
        <Stack gap="md">
          <Title order={3}>{section.customer}</Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph} c="dark.5">
              {paragraph}
            </Text>
          ))}
          {section.quote && (
            <Blockquote color="brand" cite={`${section.quote.name}, ${section.quote.role}`} mt="sm" p="lg">
              {section.quote.text}
            </Blockquote>
          )}
        </Stack>
        <ResponsiveGrid cols={2} spacing="md" style={{ alignContent: 'start' }}>
          {section.results.map((result) => (
            <Paper key={result.label} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} ta="center">
              <Text fz={{ base: 26, sm: 34 }} lh={1.2} fw={800} c="brand.8">
                {result.value}
              </Text>
              <Text fw={600}>{result.label}</Text>
              {result.text && (
                <Text fz="sm" c="dark.3">
                  {result.text}
                </Text>
              )}
            </Paper>
          ))}
        </ResponsiveGrid>
      </ResponsiveGrid>
    </SectionShell>
  );
}
