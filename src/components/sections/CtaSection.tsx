import { Group, Stack, Text, Title } from '@mantine/core';
import type { CtaSection as CtaData } from '../../../schemas/sections/index.ts';
import { ActionButton } from '../ActionButton.tsx';
import { SectionShell } from './SectionShell.tsx';
import classes from './sections.module.css';

/** A call-to-action band. */
export function CtaSection({ section }: { section: CtaData }) {
  const onDark = section.background === 'brand';
  return (
    <SectionShell id={section.id} background={section.background} size="md">
      <Stack align="center" ta="center" gap="md">
        <Title order={2} c={onDark ? 'white' : undefined}>
          {section.title}
        </Title>
        {section.text && (
          <Text fz="lg" c={onDark ? 'gray.0' : 'dark.4'} maw={640}>
            {section.text}
          </Text>
        )}
        <Group justify="center" gap="sm" mt="sm" className={classes.actions}>
          {section.actions.map((action) => (
            <ActionButton key={action.label} action={action} onDark={onDark} size="lg" />
          ))}
        </Group>
      </Stack>
    </SectionShell>
  );
}
