import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import type { BookDemo } from '../../../schemas/book-demo.ts';
import {
  DEMO_REQUEST_FIELDS,
  HONEYPOT_FIELD,
  type DemoRequestField,
} from '../../../supabase/functions/_shared/leads/lead-fields.ts';
import type { useBookDemoForm } from './useBookDemoForm.ts';
import { ResponsiveGrid } from '../../components/ResponsiveGrid/index.ts';

/** The captcha is solved in the background from the visitor's first focus in the form. */
const startCaptchaOnFocus = () => void import('../../lib/captcha.ts').then(({ startCaptcha }) => startCaptcha());

const FIELDS = Object.keys(DEMO_REQUEST_FIELDS) as DemoRequestField[];
/** The half-width fields share a two-column grid at the top; the others follow, full width; each in map order. */
const HALF = FIELDS.filter((field) => DEMO_REQUEST_FIELDS[field].form.half);
const FULL = FIELDS.filter((field) => !DEMO_REQUEST_FIELDS[field].form.half);

interface BookDemoFormProps {
  /** Labels from YAML. */
  config: BookDemo;
  /** The form from useBookDemoForm. */
  booking: ReturnType<typeof useBookDemoForm>;
}

/**
 * The dialog's inputs, one per field of the lead-column map (its `form` says the input's kind), so a new
 * field is an entry there and a label in the content. Required ones carry the browser's `required`, so the
 * browser blocks blanks.
 */
export function BookDemoForm({ config, booking }: BookDemoFormProps) {
  const { form, submit, submitButton } = booking;
  const input = (field: DemoRequestField) => {
    const { rows, half: _half, ...attributes } = DEMO_REQUEST_FIELDS[field].form;
    const props = {
      ...form.getInputProps(field),
      ...attributes,
      name: field,
      label: config.fields[field].label,
      placeholder: config.fields[field].placeholder,
      required: DEMO_REQUEST_FIELDS[field].required,
      maxLength: DEMO_REQUEST_FIELDS[field].maxLength,
      disabled: form.submitting,
      'data-autofocus': field === FIELDS[0] || undefined,
    };
    return rows ? (
      <Textarea key={form.key(field)} {...props} autosize minRows={rows[0]} maxRows={rows[1]} />
    ) : (
      <TextInput key={form.key(field)} {...props} />
    );
  };
  return (
    <form onSubmit={submit} onFocus={startCaptchaOnFocus}>
      <Stack gap="md">
        <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {HALF.map(input)}
        </ResponsiveGrid>
        {FULL.map(input)}
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
