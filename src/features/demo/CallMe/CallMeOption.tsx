import { Alert, Button, Checkbox, Stack, Text } from '@mantine/core';
import { site } from 'virtual:content';
import type { CallMe } from '../../../../schemas/call-me.ts';
import { loadPhoneLibrary } from './phoneCheck.ts';
import { fill } from './refusalText.ts';
import type { CallMeControls } from './useCallMe.ts';

interface CallMeConsentProps {
  /** The flow's Call me texts (YAML `session.callMe`). */
  callMe: CallMe;
  controls: CallMeControls;
  /** The details form is busy: the box stays as it is. */
  readOnly: boolean;
}

/**
 * The explicit consent for one call, unticked until the visitor ticks it, in the flow's words with the
 * site's brand name; Call me without it places no call and says so under the box.
 */
export function CallMeConsent({ callMe, controls, readOnly }: CallMeConsentProps) {
  const consentProps = controls.consent.getInputProps('consent', { type: 'checkbox' });
  return (
    <>
      <Text size="sm" c="dark.4">
        {callMe.hint}
      </Text>
      <Checkbox
        {...consentProps}
        onChange={(event) => {
          consentProps.onChange(event);
          // Ticking the box is the intent: fetch the phone metadata before Call me needs it.
          loadPhoneLibrary().catch(() => {});
        }}
        name="callMeConsent"
        label={fill(callMe.consent, { brand: site.brand.name })}
        disabled={readOnly}
      />
    </>
  );
}

interface CallMeProblemProps {
  controls: CallMeControls;
  /** The browser demo, offered when the phone line cannot help now: the form's own submit, in its words. */
  browserDemo: { label: string; start(): void; disabled: boolean };
}

/**
 * A refusal about no one field (quiet hours, a limit, the cap on calls), beside the Call me button; when
 * the phone line cannot help now (the cap, the number), with a button that starts the browser demo.
 */
export function CallMeProblem({ controls, browserDemo }: CallMeProblemProps) {
  if (!controls.problem) return null;
  return (
    <Alert variant="light" color="orange" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{controls.problem}</Text>
        {controls.offersBrowser && (
          <Button size="sm" variant="light" onClick={browserDemo.start} disabled={browserDemo.disabled}>
            {browserDemo.label}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
