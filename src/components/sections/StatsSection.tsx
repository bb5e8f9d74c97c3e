import { Box, Text } from '@mantine/core';
import type { StatsSection as StatsData } from '../../../schemas/sections/index.ts';
import { SectionShell } from './SectionShell.tsx';
import classes from './sections.module.css';
import { ResponsiveGrid } from '../ResponsiveGrid/index.ts';

/** A strip of headline figures. */
export function StatsSection({ section }: { section: StatsData }) {
  const onDark = section.background === 'brand';
  return (
    <SectionShell id={section.id} background={section.background} title={section.title} intro={section.intro}>
      <ResponsiveGrid
        component="dl"
        cols={{ base: 2, md: Math.min(section.items.length, 4) }}
        spacing={{ base: 'md', sm: 'xl' }}
        m={0}
      >
        {section.items.map((item) => (
          // A description list needs the term (label) before its definitions; CSS order shows the figure first.
          <Box key={item.label} className={classes.stat}>
            <Text component="dt" fw={650} c={onDark ? 'gray.0' : 'dark.6'} style={{ order: 2 }}>
              {item.label}
            </Text>
            <Text
              component="dd"
              m={0}
              fz={{ base: 'clamp(1.5rem, 7vw, 2rem)', md: 'clamp(2rem, 3.2vw, 2.625rem)' }}
              lh={1.15}
              fw={800}
              c={onDark ? 'white' : 'brand.8'}
              className={classes.statValue}
              style={{ order: 1 }}
            >
              {item.value}
            </Text>
            {item.text && (
              <Text component="dd" m={0} fz="sm" c={onDark ? 'gray.0' : 'dark.3'} style={{ order: 3 }}>
                {item.text}
              </Text>
            )}
          </Box>
        ))}
      </ResponsiveGrid>
    </SectionShell>
  );
}
