import { Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { ContactFormSection as ContactFormData } from '../../../schemas/sections/index.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { ContactForm } from './ContactForm.tsx';
import { ContactSuccess } from './ContactSuccess.tsx';

const LiveContactForm = lazy(() =>
  import('./LiveContactForm.tsx').catch((error: unknown) => {
    // A failed chunk load (flaky network, a new deploy) leaves the disabled form, not a broken page.
    console.error('The contact form could not be loaded:', error);
    return { default: ({ section }: { section: ContactFormData }) => <ContactForm section={section} /> };
  }),
);

/** The contact page body: the form headed by the page h1, then the thank-you screen once sent. */
export function ContactFormSection({ section }: { section: ContactFormData }) {
  const [sent, setSent] = useState(false);
  // The prerendered page shows the inputs disabled; they come alive once React and the form code run.
  const waiting = <ContactForm section={section} />;
  const hydrated = useHydrated();
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
              {hydrated ? (
                <Suspense fallback={waiting}>
                  <LiveContactForm section={section} onSent={() => setSent(true)} />
                </Suspense>
              ) : (
                waiting
              )}
            </Stack>
          )}
        </Paper>
      </Container>
    </Box>
  );
}
