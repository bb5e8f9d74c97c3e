import { Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { DemoContent } from '../../../../schemas/routes.ts';
import { useScreenTexts } from '../screenTexts.ts';
import { FIELD_INPUT } from '../details.ts';
import { useHydrated } from '../../../lib/useHydrated.ts';
import { MicBlockedNotice } from '../MicBlockedNotice.tsx';
import { CallMeConsent, CallMeProblem } from '../CallMe/CallMeOption.tsx';
import type { CallMeControls } from '../CallMe/useCallMe.ts';
import type { DemoForm } from './useDemoForm.ts';
import { ResponsiveGrid } from '../../../components/ResponsiveGrid/index.ts';

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
  /** Call me (flows with `session.callMe.enabled`): the consent box and the button beside Start. */
  callMe: CallMeControls | null;
}

/** The details form: the flow's fields, its validation messages and its submit button. */
export function DetailsForm({ demo, details, pending, micBlocked, onTypeInstead, callMe }: DetailsFormProps) {
  const texts = useScreenTexts();
  const hydrated = useHydrated();
  const { form, submit } = details;
  const startsCall = demo.submit.behaviour === 'start-session';
  const requesting = callMe?.requesting ?? false;

  // The button was disabled while busy; if the form is still here afterwards, put focus back on it.
  const submitRef = useFocusWhenDone(pending, false);
  // The same for Call me, unless its refusal moved focus to the field it is about.
  const callMeRef = useFocusWhenDone(requesting, true);

  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'md', sm: 'xl' }}>
      <form noValidate onSubmit={submit} aria-labelledby="demo-form-title">
        <Stack gap="lg">
          <Title order={2} id="demo-form-title" tabIndex={-1} data-stage-heading>
            {texts.formTitle}
          </Title>
          <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="md">
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
                readOnly={pending || requesting}
              />
            ))}
          </ResponsiveGrid>
          {startsCall && (
            <Text size="sm" c="dimmed">
              {demo.session.consentNotice}
            </Text>
          )}
          {callMe && <CallMeConsent callMe={demo.session.callMe} controls={callMe} readOnly={pending} />}
          <Group gap="sm">
            <Button
              ref={submitRef}
              type="submit"
              size="md"
              disabled={!hydrated || pending || requesting}
              leftSection={pending ? <Loader size={16} color="currentColor" aria-hidden /> : undefined}
              w={{ base: '100%', sm: 'auto' }}
            >
              {pending ? demo.submit.pendingLabel : demo.submit.label}
            </Button>
            {callMe && (
              <CallMeButton
                buttonRef={callMeRef}
                controls={callMe}
                texts={demo.session.callMe}
                disabled={!hydrated || pending || requesting}
              />
            )}
          </Group>
          {callMe && (
            <CallMeProblem
              controls={callMe}
              browserDemo={{
                label: demo.submit.label,
                start: () => submitRef.current?.click(),
                disabled: !hydrated || pending || requesting,
              }}
            />
          )}
          {startsCall && micBlocked && <MicBlockedNotice onTypeInstead={onTypeInstead} busy={pending} />}
        </Stack>
      </form>
    </Paper>
  );
}

interface CallMeButtonProps {
  /** Where focus returns once the request is answered (useFocusWhenDone). */
  buttonRef: React.RefObject<HTMLButtonElement | null>;
  /** The Call me request and its state. */
  controls: CallMeControls;
  /** The flow's Call me texts: the button and its pending label. */
  texts: DemoContent['session']['callMe'];
  /** Off until hydrated, and while either request is busy. */
  disabled: boolean;
}

/** The Call me button beside Start: its label becomes the placing text while the request is on its way. */
function CallMeButton({ buttonRef, controls, texts, disabled }: CallMeButtonProps) {
  const { requesting } = controls;
  return (
    <Button
      ref={buttonRef}
      type="button"
      size="md"
      variant="outline"
      disabled={disabled}
      leftSection={
        requesting ? <Loader size={16} color="currentColor" aria-hidden /> : <IconPhoneCall size={18} aria-hidden />
      }
      w={{ base: '100%', sm: 'auto' }}
      onClick={controls.request}
    >
      {requesting ? texts.screen.placing : texts.button}
    </Button>
  );
}

/**
 * A ref for a button that is disabled while `busy`: when `busy` ends with the button still on the page,
 * focus goes back to it (with `onlyIfLost`, only when nothing else took focus meanwhile).
 */
function useFocusWhenDone(busy: boolean, onlyIfLost: boolean) {
  const ref = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(busy);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (wasBusy.current && !busy && (!onlyIfLost || lost)) ref.current?.focus();
    wasBusy.current = busy;
  }, [busy, onlyIfLost]);
  return ref;
}
