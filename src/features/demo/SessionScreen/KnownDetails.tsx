import { Paper, Stack, Text, Title } from '@mantine/core';
import type { KnownDetail } from '../variables.ts';

interface KnownDetailsProps {
  /** Panel heading from YAML (`session.detailsTitle`). */
  title: string;
  /** What the agent is told, one line per variable sent. */
  details: KnownDetail[];
}

/** The known-details panel: exactly the variables the agent receives, defaults included. */
export function KnownDetails({ title, details }: KnownDetailsProps) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="known-details-title">
      <Title order={3} id="known-details-title" mb="sm">
        {title}
      </Title>
      <Stack component="dl" gap="xs" m={0}>
        {details.map((detail) => (
          <div key={detail.variable}>
            <Text component="dt" size="sm" c="dimmed">
              {detail.label}
            </Text>
            <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {detail.value || '—'}
            </Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
