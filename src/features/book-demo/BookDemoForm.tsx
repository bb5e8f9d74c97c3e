import { Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { BookDemo } from '../../../schemas/book-demo.ts';
import {
  DEMO_REQUEST_FIELDS,
  HONEYPOT_FIELD,
  type DemoRequestField,
} from '../../../supabase/functions/_shared/leads/lead-fields.ts';
import type { useBookDemoForm } from './useBookDemoForm.ts';

/** The captcha is solved in the background from the visitor's first focus in the form. */
const startCaptchaOnFocus = () => void import('../../lib/captcha.ts').then(({ startCaptcha }) => startCaptcha());

interface BookDemoFormProps {
  /** Labels from YAML. */
  config: BookDemo;
  /** The form from useBookDemoForm. */
  booking: ReturnType<typeof useBookDemoForm>;
}

/** The dialog's inputs; required ones carry the browser's `required`, so the browser blocks blanks. */
export function BookDemoForm({ config, booking }: BookDemoFormProps) {
  const { form, submit, submitButton } = booking;
  const input = (field: DemoRequestField) => ({
    ...form.getInputProps(field),
    name: field,
    label: config.fields[field].label,
    placeholder: config.fields[field].placeholder,
    required: DEMO_REQUEST_FIELDS[field].required,
    maxLength: DEMO_REQUEST_FIELDS[field].maxLength,
    disabled: form.submitting,
  });
  return (
    <form onSubmit={submit} onFocus={startCaptchaOnFocus}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput key={form.key('name')} {...input('name')} autoComplete="name" data-autofocus />
          <TextInput key={form.key('email')} {...input('email')} type="email" autoComplete="email" />
          <TextInput key={form.key('company')} {...input('company')} autoComplete="organization" />
          <TextInput key={form.key('website')} {...input('website')} autoComplete="url" inputMode="url" />
        </SimpleGrid>
        <TextInput key={form.key('phone')} {...input('phone')} type="tel" autoComplete="tel" />
        <Textarea key={form.key('aiHelp')} {...input('aiHelp')} autosize minRows={3} maxRows={8} />
        <Textarea key={form.key('additionalNotes')} {...input('additionalNotes')} autosize minRows={2} maxRows={6} />
        {/* Spam trap: hidden from people and assistive technology, filled in by bots. */}
        <div className="visually-hidden" aria-hidden="true">
          <label>
            Leave this field empty
            <input
              key={form.key('honeypot')}
              {...form.getInputProps('honeypot', { withError: false, withFocus: false })}
              type="text"
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
            />
          </label>
        </div>
        <Button ref={submitButton} type="submit" size="md" disabled={form.submitting} fullWidth>
          {form.submitting ? config.pendingLabel : config.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
