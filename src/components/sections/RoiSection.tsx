import { Group, Paper, Text, Title } from '@mantine/core';
import type { RoiSection as RoiData } from '../../../schemas/sections/index.ts';
import { SectionShell } from './SectionShell.tsx';
import { ResponsiveGrid } from '../ResponsiveGrid/index.ts';

/** A worked return-on-investment example. */
export function RoiSection({ section }: { section: RoiData }) {
  const columns = [
    { title: 'Assumptions', lines: section.assumptions, accent: false },
    { title: 'What it works out to', lines: section.results, accent: true },
  ];
  return (
    <SectionShell id={section.id} background={section.background} title={section.title} intro={section.intro}>
      <ResponsiveGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {columns.map((column) => (
          <Paper key={column.title} withBorder radius="lg" p="xl" bg={column.accent ? 'brand.0' : undefined}>
            <Title order={3} mb="md">
              {column.title}
            </Title>
            <dl style={{ margin: 0 }}>
              {column.lines.map((line) => (
                <Group
                  key={line.label}
                  justify="space-between"
                  py={8}
                  wrap="nowrap"
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                >
                  <Text component="dt">{line.label}</Text>
                  <Text component="dd" m={0} fw={750} c={column.accent ? 'brand.9' : 'dark.7'} ta="right">
                    {line.value}
                  </Text>
                </Group>
              ))}
            </dl>
          </Paper>
        ))}
      </ResponsiveGrid>
      {section.note && (
        <Text fz="sm" c="dark.3" mt="md" ta="center">
          {section.note}
        </Text>
      )}
    </SectionShell>
  );
}
