import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { BookDemo } from '../../../schemas/book-demo.ts';
import { openBookingTab } from './bookingTab.ts';
import { HONEYPOT_FIELD } from './honeypot.ts';
import { requestDemo, type DemoRequest, type DemoRequestBody } from './requestDemo.ts';
import { showBookingToast } from './bookingToasts.tsx';

/** What the visitor types, plus the hidden spam trap. */
export type BookDemoValues = DemoRequest & { honeypot: string };
export type BookDemoField = keyof BookDemoValues;

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
  const body: DemoRequest = {
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim(),
    phone: values.phone.trim(),
    website: values.website.trim(),
    aiHelp: values.aiHelp.trim(),
    additionalNotes: values.additionalNotes.trim(),
  };
  return honeypot ? { ...body, [HONEYPOT_FIELD]: honeypot } : body;
}

/**
 * State of the Book a Demo form. The browser checks required fields before `submit` runs; the booking
 * tab is opened synchronously inside the submit so popup blockers allow it.
 */
export function useBookDemoForm(config: BookDemo, onBooked: () => void) {
  const [values, setValues] = useState<BookDemoValues>(EMPTY);
  const [submitting, setSubmitting] = useState(false);

  const bind = (field: BookDemoField) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [field]: value }));
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const tab = openBookingTab(config.waitingTabText);
    setSubmitting(true);
    requestDemo(requestBody(values)).then(
      ({ schedulingLink }) => {
        if (schedulingLink === null) {
          tab.close();
          showBookingToast(config.messages, { kind: 'success' });
        } else if (tab.navigate(schedulingLink)) {
          showBookingToast(config.messages, { kind: 'linkCreated' });
        } else {
          showBookingToast(config.messages, { kind: 'popupBlocked', link: schedulingLink });
        }
        setValues(EMPTY);
        setSubmitting(false);
        onBooked();
      },
      (error: unknown) => {
        tab.close();
        console.error('Book a Demo request failed:', error);
        setSubmitting(false);
        showBookingToast(config.messages, { kind: 'failure' });
      },
    );
  }

  return { values, submitting, bind, submit };
}
