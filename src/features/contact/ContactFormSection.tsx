import { Container, Stack, Text, Title } from '@mantine/core';
import type { ContactFormSection as ContactFormData } from '../../../schemas/sections/index.ts';

/** The contact request form (filled in by the lead-capture work). */
export function ContactFormSection({ section }: { section: ContactFormData }) {
  return (
    <Container component="section" size="sm" py={80}>
      <Stack>
        <Title order={1}>{section.title}</Title>
        <Text>{section.intro}</Text>
        <Text>{section.promise}</Text>
      </Stack>
    </Container>
  );
}
