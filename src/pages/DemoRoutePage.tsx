import { Container, Stack, Text, Title } from '@mantine/core';
import { useLoaderData } from '@tanstack/react-router';
import type { DemoData } from '../../schemas/registry.ts';

/** Placeholder until the demo engine lands: shows the flow's heading and intro. */
export default function DemoRoutePage() {
  const data = useLoaderData({ strict: false }) as DemoData;
  return (
    <Container size="md" py={80}>
      <Stack>
        <Title order={1}>{data.demo.heading}</Title>
        <Text>{data.demo.intro}</Text>
      </Stack>
    </Container>
  );
}
