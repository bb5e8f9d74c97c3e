import { Button, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { DemoContent } from '../../../../schemas/routes.ts';
import { useScreenTexts } from '../screenTexts.ts';
import { FIELD_INPUT } from '../details.ts';
import { useHydrated } from '../../../lib/useHydrated.ts';
import { MicBlockedNotice } from '../MicBlockedNotice.tsx';
import type { DemoForm } from './useDemoForm.ts';

interface DetailsFormProps {
  /** The flow from YAML: fields, messages, submit button. */
  demo: DemoContent;
  /** The flow's details form (useDemoForm): the visitor's details, checks and submit. */
  details: DemoForm;
  /** The button is busy: pendingLabel, disabled. */
  pending: boolean;
  /** The microphone was refused on a start-session submit: offer typing instead. */
  micBlocked: boolean;
  /** Starts a text-only session from the form. */
  onTypeInstead(): void;
}

/** The details form: the flow's fields, its validation messages and its submit button. */
export function DetailsForm({ demo, details, pending, micBlocked, onTypeInstead }: DetailsFormProps) {
  const texts = useScreenTexts();
  const hydrated = useHydrated();
  const { form, submit } = details;
  const submitRef = useRef<HTMLButtonElement>(null);
  const wasPending = useRef(pending);
  const startsCall = demo.submit.behaviour === 'start-session';

  // The button was disabled while busy; if the form is still here afterwards, put focus back on it.
  useEffect(() => {
    if (wasPending.current && !pending) submitRef.current?.focus();
    wasPending.current = pending;
  }, [pending]);

  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'md', sm: 'xl' }}>
      <form noValidate onSubmit={submit} aria-labelledby="demo-form-title">
        <Stack gap="lg">
          <Title order={2} id="demo-form-title" tabIndex={-1} data-stage-heading>
            {texts.formTitle}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {demo.fields.map((field) => (
              <TextInput
                key={field.name}
                {...form.getInputProps(field.name)}
                name={field.name}
                {...FIELD_INPUT[field.name]}
                label={field.label}
                placeholder={field.placeholder}
                required={field.required}
                size="md"
                readOnly={pending}
              />
            ))}
          </SimpleGrid>
          {startsCall && (
            <Text size="sm" c="dimmed">
              {demo.session.consentNotice}
            </Text>
          )}
          <Button
            ref={submitRef}
            type="submit"
            size="md"
            disabled={!hydrated || pending}
            leftSection={pending ? <Loader size={16} color="currentColor" aria-hidden /> : undefined}
            w={{ base: '100%', sm: 'auto' }}
            style={{ alignSelf: 'flex-start' }}
          >
            {pending ? demo.submit.pendingLabel : demo.submit.label}
          </Button>
          {startsCall && micBlocked && <MicBlockedNotice onTypeInstead={onTypeInstead} busy={pending} />}
        </Stack>
      </form>
    </Paper>
  );
}
