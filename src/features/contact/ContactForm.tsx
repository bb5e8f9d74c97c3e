import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import type { ContactFormSection } from '../../../schemas/sections/index.ts';
import { CONTACT_FIELDS } from '../../../supabase/functions/_shared/lead-fields.ts';
import { PrivacyLabel } from './PrivacyLabel.tsx';
import type { useContactForm } from './useContactForm.ts';

/** What the browser may autofill into each text input. */
const TEXT_INPUTS = [
  { field: 'name', autoComplete: 'name', type: 'text' },
  { field: 'business', autoComplete: 'organization', type: 'text' },
  { field: 'phone', autoComplete: 'tel', type: 'tel' },
] as const;

interface ContactFormProps {
  /** Labels and messages from YAML. */
  section: ContactFormSection;
  /** The live form; absent in the prerendered page and while its code loads, when every input is disabled. */
  contact?: ReturnType<typeof useContactForm>;
}

/** The contact inputs; validation is ours (toasts plus inline errors), so the browser's is off. */
export function ContactForm({ section, contact }: ContactFormProps) {
  const form = contact?.form;
  const disabled = !form || form.submitting;
  return (
    <form noValidate onSubmit={contact?.submit} onFocus={contact?.onFocus} aria-labelledby="contact-form-title">
      <Stack gap="md">
        {TEXT_INPUTS.map(({ field, autoComplete, type }) => (
          <TextInput
            key={form?.key(field) ?? field}
            {...form?.getInputProps(field)}
            name={field}
            type={type}
            autoComplete={autoComplete}
            label={section.fields[field].label}
            placeholder={section.fields[field].placeholder}
            required={CONTACT_FIELDS[field].required}
            maxLength={CONTACT_FIELDS[field].maxLength}
            size="md"
            disabled={disabled}
          />
        ))}
        <Checkbox
          key={form?.key('privacyAccepted') ?? 'privacyAccepted'}
          {...form?.getInputProps('privacyAccepted', { type: 'checkbox' })}
          name="privacyAccepted"
          label={<PrivacyLabel text={section.privacyLabel} />}
          aria-invalid={form?.errors.privacyAccepted ? true : undefined}
          aria-required
          disabled={disabled}
        />
        <Button ref={contact?.submitButton} type="submit" size="md" disabled={disabled} fullWidth>
          {form?.submitting ? section.pendingLabel : section.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
