import { useForm, type FormErrors } from '@mantine/form';
import type { SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import type { BookDemo } from '../../../schemas/book-demo.ts';
import { DEMO_REQUEST_FIELDS, HONEYPOT_FIELD } from '../../../supabase/functions/_shared/lead-fields.ts';
import { fieldNames, requiredRules, trimFields } from '../../lib/formRules.ts';
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
    return requestDemo(body).then(
      ({ schedulingLink }) => {
        if (schedulingLink === null) {
          tab.close();
          showBookingToast(config.messages, { kind: 'success' });
        } else if (tab.navigate(schedulingLink)) {
          showBookingToast(config.messages, { kind: 'linkCreated' });
        } else {
          showBookingToast(config.messages, { kind: 'popupBlocked', link: schedulingLink });
        }
        form.reset();
        onBooked();
      },
      (error: unknown) => {
        tab.close();
        console.error('Book a Demo request failed:', error);
        showBookingToast(config.messages, { kind: 'failure' });
      },
    );
  };

  /** Whitespace-only answers: empty them, so the browser's own "required" message explains and focuses. */
  const refuse = (errors: FormErrors, _values: BookDemoValues, event?: SyntheticEvent<HTMLFormElement>) => {
    const blank = fieldNames(DEMO_REQUEST_FIELDS).filter((field) => errors[field]);
    flushSync(() => blank.forEach((field) => form.setFieldValue(field, '')));
    event?.currentTarget.reportValidity();
  };

  return { form, submit: form.onSubmit(book, refuse) };
}
