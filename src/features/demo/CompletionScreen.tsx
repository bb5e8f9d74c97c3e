import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { Demo } from '../../../schemas/demo.ts';
import { ActionButton } from '../../components/ActionButton.tsx';

type Completion = NonNullable<Demo['completion']>;

/** The screen after a call ends, for flows that have one ('Demo Complete!', 'Interview Complete!'). */
export function CompletionScreen({ completion }: { completion: Completion }) {
  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 40 }}>
      <Stack align="center" ta="center" gap="md" maw={560} mx="auto">
        <ThemeIcon size={56} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={32} aria-hidden />
        </ThemeIcon>
        <Title order={2} tabIndex={-1} data-stage-heading>
          {completion.title}
        </Title>
        <Text fz="lg">{completion.message}</Text>
        <Group justify="center" gap="sm">
          {completion.actions.map((action) => (
            <ActionButton key={`${action.href}-${action.label}`} action={action} />
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
