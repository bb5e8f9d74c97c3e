import { Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { CardsSection as CardsData } from '../../../schemas/sections/index.ts';
import { ICONS } from '../icons.ts';
import { SectionShell } from './SectionShell.tsx';
import classes from './sections.module.css';
import { ResponsiveGrid } from '../ResponsiveGrid/index.ts';

// Colour names without a shade: Mantine's light variant then pairs a pale background with a dark icon.
const TONE_COLOR = { neutral: 'brand', problem: 'red', solution: 'teal' } as const;

/** A grid of icon cards: features, capabilities, challenges, use cases, benefits. */
export function CardsSection({ section }: { section: CardsData }) {
  return (
    <SectionShell id={section.id} background={section.background} title={section.title} intro={section.intro} size="xl">
      <ResponsiveGrid cols={{ base: 1, sm: 2, lg: section.columns }} spacing="lg">
        {section.items.map((item) => {
          const Icon = item.icon ? ICONS[item.icon] : null;
          return (
            <Paper key={item.title} className={classes.card} data-tone={section.tone} withBorder radius="lg" p="xl">
              {Icon && (
                <ThemeIcon size={44} radius="md" variant="light" color={TONE_COLOR[section.tone]} mb="md">
                  <Icon size={24} aria-hidden />
                </ThemeIcon>
              )}
              <Title order={3} mb={6}>
                {item.title}
              </Title>
              <Text c="dark.4">{item.text}</Text>
            </Paper>
          );
        })}
      </ResponsiveGrid>
    </SectionShell>
  );
}
