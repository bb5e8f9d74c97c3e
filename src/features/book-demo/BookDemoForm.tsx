import { Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { BookDemo } from '../../../schemas/book-demo.ts';
import { HONEYPOT_FIELD } from './honeypot.ts';
import type { useBookDemoForm } from './useBookDemoForm.ts';

interface BookDemoFormProps {
  /** Labels from YAML. */
  config: BookDemo;
  /** The form state from useBookDemoForm. */
  form: ReturnType<typeof useBookDemoForm>;
}

/** The dialog's inputs; required ones carry the browser's `required`, so the browser blocks blanks. */
export function BookDemoForm({ config, form }: BookDemoFormProps) {
  const { fields } = config;
  const common = (field: keyof BookDemo['fields']) => ({
    name: field,
    label: fields[field].label,
    placeholder: fields[field].placeholder,
    disabled: form.submitting,
    ...form.bind(field),
  });
  return (
    <form onSubmit={form.submit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...common('name')} autoComplete="name" required data-autofocus />
          <TextInput {...common('email')} type="email" autoComplete="email" required />
          <TextInput {...common('company')} autoComplete="organization" required />
          <TextInput {...common('website')} autoComplete="url" inputMode="url" required />
        </SimpleGrid>
        <TextInput {...common('phone')} type="tel" autoComplete="tel" />
        <Textarea {...common('aiHelp')} autosize minRows={3} maxRows={8} required />
        <Textarea {...common('additionalNotes')} autosize minRows={2} maxRows={6} />
        {/* Spam trap: hidden from people and assistive technology, filled in by bots. */}
        <div className="visually-hidden" aria-hidden="true">
          <label>
            Leave this field empty
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" {...form.bind('honeypot')} />
          </label>
        </div>
        <Button type="submit" size="md" disabled={form.submitting} fullWidth>
          {form.submitting ? config.pendingLabel : config.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
