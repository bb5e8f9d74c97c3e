import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import type { ContactFormSection } from '../../../schemas/sections/index.ts';
import { CONTACT_FIELDS } from '../../../supabase/functions/_shared/leads/lead-fields.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { PrivacyLabel } from './PrivacyLabel.tsx';
import type { DeferredContactForm } from './useDeferredContactForm.tsx';

/** What the browser may autofill into each text input. */
const TEXT_INPUTS = [
  { field: 'name', autoComplete: 'name', type: 'text' },
  { field: 'business', autoComplete: 'organization', type: 'text' },
  { field: 'phone', autoComplete: 'tel', type: 'tel' },
] as const;

interface ContactFormProps {
  /** Labels and messages from YAML. */
  section: ContactFormSection;
  /** The form's state and handlers, live or still on their way (useDeferredContactForm). */
  deferred: DeferredContactForm;
}

/**
 * The contact inputs; validation is ours (toasts plus inline errors), so the browser's is off. The same
 * inputs serve before and after the live form arrives: keyed by field name, not by Mantine's form key,
 * which changes only on setValues or reset (never called here) and would otherwise remount them.
 * Until the page has hydrated, the submit button is disabled, so Enter in a field cannot send the form
 * natively (the values would land in the address bar); typing works from the first paint.
 */
export function ContactForm({ section, deferred: { contact, busy, formProps } }: ContactFormProps) {
  const hydrated = useHydrated();
  const form = contact?.form;
  return (
    <form noValidate {...formProps} aria-labelledby="contact-form-title">
      <Stack gap="md">
        {TEXT_INPUTS.map(({ field, autoComplete, type }) => (
          <TextInput
            key={field}
            {...form?.getInputProps(field)}
            name={field}
            type={type}
            autoComplete={autoComplete}
            label={section.fields[field].label}
            placeholder={section.fields[field].placeholder}
            required={CONTACT_FIELDS[field].required}
            maxLength={CONTACT_FIELDS[field].maxLength}
            size="md"
            disabled={busy}
          />
        ))}
        <Checkbox
          key="privacyAccepted"
          {...form?.getInputProps('privacyAccepted', { type: 'checkbox' })}
          name="privacyAccepted"
          label={<PrivacyLabel text={section.privacyLabel} />}
          aria-invalid={form?.errors.privacyAccepted ? true : undefined}
          aria-required
          disabled={busy}
        />
        <Button ref={contact?.submitButton} type="submit" size="md" disabled={!hydrated || busy} fullWidth>
          {busy ? section.pendingLabel : section.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
