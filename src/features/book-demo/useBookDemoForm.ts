import { useForm, type FormErrors } from '@mantine/form';
import { useRef, type FormEvent, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import type { BookDemo } from '../../../schemas/book-demo.ts';
import { DEMO_REQUEST_FIELDS, HONEYPOT_FIELD } from '../../../supabase/functions/_shared/lead-fields.ts';
import { fieldNames, firstInvalid, requiredRules, trimFields } from '../../lib/formRules.ts';
import { refusalToast, serverFieldErrors } from '../../lib/refusal.ts';
import { openBookingTab } from './bookingTab.ts';
import { showBookingToast } from './bookingToasts.tsx';
import { requestDemo, type DemoRequest, type DemoRequestBody } from './requestDemo.ts';

/** What the visitor types, plus the hidden spam trap. */
export type BookDemoValues = DemoRequest & { honeypot: string };

const EMPTY: BookDemoValues = {
  name: '',
  email: '',
  company: '',
  phone: '',
  website: '',
  aiHelp: '',
  additionalNotes: '',
  honeypot: '',
};

function requestBody({ honeypot, ...values }: BookDemoValues): DemoRequestBody {
  const body = trimFields(DEMO_REQUEST_FIELDS, values);
  return honeypot ? { ...body, [HONEYPOT_FIELD]: honeypot } : body;
}

/**
 * The Book a Demo form. The browser refuses blank and malformed answers before the submit runs (SPEC §5:
 * browser-level marking); the rules catch what it lets through, whitespace only. The booking tab is
 * opened synchronously inside the submit, so popup blockers allow it.
 */
export function useBookDemoForm(config: BookDemo, onBooked: () => void) {
  // The row id of this submission: the same on every retry, so a retry never stores a second row.
  const submissionId = useRef(crypto.randomUUID());
  const form = useForm<BookDemoValues, DemoRequestBody>({
    name: 'book-demo',
    mode: 'uncontrolled',
    initialValues: EMPTY,
    // `true`: marked invalid with no text of ours; the browser words it (see `refuse`).
    validate: requiredRules(DEMO_REQUEST_FIELDS, true),
    transformValues: requestBody,
  });

  const book = (body: DemoRequestBody) => {
    const tab = openBookingTab(config.waitingTabText);
    // Returned, so form.submitting stays true until the request settles.
    return requestDemo(submissionId.current, body).then(
      ({ schedulingLink }) => {
        if (schedulingLink === null) {
          tab.close();
          showBookingToast(config.messages, { kind: 'success' });
        } else if (tab.navigate(schedulingLink)) {
          showBookingToast(config.messages, { kind: 'linkCreated' });
        } else {
          showBookingToast(config.messages, { kind: 'popupBlocked', link: schedulingLink });
        }
        submissionId.current = crypto.randomUUID();
        form.reset();
        onBooked();
      },
      (error: unknown) => {
        tab.close();
        console.error('Book a Demo request failed:', error);
        // Every value stays as typed; a field the server refused gets an inline error and the focus.
        const fields = fieldNames(DEMO_REQUEST_FIELDS);
        const refused = serverFieldErrors(error, fields, config.refusals.invalidField);
        // Re-enabled first: a disabled input cannot take the focus.
        flushSync(() => {
          form.setSubmitting(false);
          form.setErrors(refused);
        });
        const field = firstInvalid(fields, refused);
        if (field) form.getInputNode(field)?.focus();
        const toast = refusalToast(error, config.refusals, config.messages.failure);
        showBookingToast(config.messages, { kind: 'failure', toast });
      },
    );
  };

  /** Whitespace-only answers: empty them, so the browser's own "required" message explains and focuses. */
  const refuse = (errors: FormErrors, _values: BookDemoValues, event?: SyntheticEvent<HTMLFormElement>) => {
    const blank = fieldNames(DEMO_REQUEST_FIELDS).filter((field) => errors[field]);
    flushSync(() => blank.forEach((field) => form.setFieldValue(field, '')));
    event?.currentTarget.reportValidity();
  };

  const submit = (event?: FormEvent<HTMLFormElement>) => form.onSubmit(book, refuse)(event);
  return { form, submit };
}
