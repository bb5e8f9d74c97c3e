import { Paper, Stack, Text } from '@mantine/core';
import type { DialogueSection as DialogueData } from '../../../schemas/sections/index.ts';
import { SectionShell } from './SectionShell.tsx';
import classes from './sections.module.css';

/** A sample call as chat bubbles: caller on the left, agent on the right. */
export function DialogueSection({ section }: { section: DialogueData }) {
  return (
    <SectionShell id={section.id} background={section.background} title={section.title} intro={section.intro} size="sm">
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {section.turns.map((turn, index) => (
          <li key={index} className={classes.turn} data-speaker={turn.speaker}>
            <Paper className={classes.bubble} data-speaker={turn.speaker} radius="lg" p="md">
              <Text fz="xs" fw={700} tt="uppercase" mb={4} className={classes.speaker}>
                {turn.speaker === 'agent' ? section.agentLabel : section.callerLabel}
              </Text>
              <Text>{turn.text}</Text>
            </Paper>
          </li>
        ))}
      </Stack>
    </SectionShell>
  );
}
