import { Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import type { ContactFormSection as ContactFormData } from '../../../schemas/sections/index.ts';
import { ContactForm } from './ContactForm.tsx';
import { ContactSuccess } from './ContactSuccess.tsx';
import { useDeferredContactForm } from './useDeferredContactForm.tsx';

/** The contact page body: the form headed by the page h1, then the thank-you screen once sent. */
export function ContactFormSection({ section }: { section: ContactFormData }) {
  const [sent, setSent] = useState(false);
  const deferred = useDeferredContactForm(
    section,
    useCallback(() => setSent(true), []),
  );
  return (
    <Box
      component="section"
      id={section.id}
      className="section-band"
      data-background={section.background}
      py={{ base: 48, md: 80 }}
    >
      <Container size="sm">
        <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 40 }}>
          {sent ? (
            <ContactSuccess success={section.success} />
          ) : (
            <Stack gap="xl">
              <Stack gap="sm">
                <Title order={1} id="contact-form-title">
                  {section.title}
                </Title>
                <Text fz="lg" c="dark.4">
                  {section.intro}
                </Text>
                <Text fw={600}>{section.promise}</Text>
              </Stack>
              <ContactForm section={section} deferred={deferred} />
              {deferred.live}
            </Stack>
          )}
        </Paper>
      </Container>
    </Box>
  );
}
