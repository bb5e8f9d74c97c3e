import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import type { ContactFormSection } from '../../../schemas/sections/index.ts';
import type { useContactForm } from './useContactForm.ts';
import { PrivacyLabel } from './PrivacyLabel.tsx';
import { useHydrated } from '../../lib/useHydrated.ts';

/** What the browser may autofill into each text input. */
const TEXT_INPUTS = [
  { field: 'name', autoComplete: 'name', type: 'text' },
  { field: 'business', autoComplete: 'organization', type: 'text' },
  { field: 'phone', autoComplete: 'tel', type: 'tel' },
] as const;

interface ContactFormProps {
  /** Labels and messages from YAML. */
  section: ContactFormSection;
  /** The form state from useContactForm. */
  form: ReturnType<typeof useContactForm>;
}

/** The contact inputs; validation is ours (toasts plus inline errors), so the browser's is off. */
export function ContactForm({ section, form }: ContactFormProps) {
  const hydrated = useHydrated();
  const submitting = form.status === 'submitting';
  const disabled = submitting || !hydrated;
  const { errors } = form;
  return (
    <form noValidate onSubmit={form.submit} aria-labelledby="contact-form-title">
      <Stack gap="md">
        {TEXT_INPUTS.map(({ field, autoComplete, type }) => (
          <TextInput
            key={field}
            ref={form.register(field)}
            name={field}
            type={type}
            autoComplete={autoComplete}
            label={section.fields[field].label}
            placeholder={section.fields[field].placeholder}
            required
            size="md"
            value={form.values[field]}
            onChange={(event) => form.change(field, event.currentTarget.value)}
            error={errors[field] && section.fieldErrors.required}
            disabled={disabled}
          />
        ))}
        <Checkbox
          ref={form.register('privacyAccepted')}
          name="privacyAccepted"
          label={<PrivacyLabel text={section.privacyLabel} />}
          checked={form.values.privacyAccepted}
          onChange={(event) => form.change('privacyAccepted', event.currentTarget.checked)}
          error={errors.privacyAccepted && section.fieldErrors.privacy}
          aria-invalid={errors.privacyAccepted ? true : undefined}
          aria-required
          disabled={disabled}
        />
        <Button ref={form.register('submit')} type="submit" size="md" disabled={disabled} fullWidth>
          {submitting ? section.pendingLabel : section.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
