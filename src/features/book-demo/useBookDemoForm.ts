import { flushSync } from 'react-dom';
import type { BookDemo } from '../../../schemas/book-demo.ts';
import { DEMO_REQUEST_FIELDS, HONEYPOT_FIELD } from '../../../supabase/functions/_shared/leads/lead-fields.ts';
import { fieldNames, requiredRules, trimFields } from '../../lib/formRules.ts';
import { leadLocale } from '../../lib/pageLocale.ts';
import { useLeadForm } from '../../lib/useLeadForm.ts';
import { openBookingTab } from './bookingTab.ts';
import { showBookingToast } from './bookingToasts.tsx';
import { requestDemo, type DemoRequest, type DemoRequestBody } from './requestDemo.ts';

/** What the visitor types, plus the hidden spam trap. */
export type BookDemoValues = DemoRequest & { honeypot: string };

const FIELDS = fieldNames(DEMO_REQUEST_FIELDS);

/** Every field of the lead-column map, empty, and the spam trap. */
const EMPTY = { ...Object.fromEntries(FIELDS.map((field) => [field, ''])), honeypot: '' } as BookDemoValues;

function requestBody({ honeypot, ...values }: BookDemoValues): DemoRequestBody {
  const body = { ...trimFields(DEMO_REQUEST_FIELDS, values), ...leadLocale() };
  return honeypot ? { ...body, [HONEYPOT_FIELD]: honeypot } : body;
}

/**
 * The Book a Demo form. The browser refuses blank and malformed answers before the submit runs (SPEC §5:
 * browser-level marking); the rules catch what it lets through, whitespace only. The booking tab is
 * opened synchronously inside the submit, so popup blockers allow it.
 */
export function useBookDemoForm(config: BookDemo, onBooked: () => void) {
  const lead = useLeadForm({
    name: 'book-demo',
    initialValues: EMPTY,
    // `true`: marked invalid with no text of ours; the browser words it (see onInvalid).
    validate: requiredRules(DEMO_REQUEST_FIELDS, true),
    transformValues: requestBody,
    inputs: FIELDS,
    serverFields: FIELDS,
    refusals: config.refusals,
    failure: config.messages.failure,
    send: (submissionId, body: DemoRequestBody) => {
      const tab = openBookingTab(config.waitingTabText);
      return requestDemo(submissionId, body).then(
        ({ schedulingLink }) => ({ schedulingLink, tab }),
        (error: unknown) => {
          tab.close();
          throw error;
        },
      );
    },
    onSent: ({ schedulingLink, tab }) => {
      if (schedulingLink === null) {
        tab.close();
        showBookingToast(config.messages, { kind: 'success' });
      } else if (tab.navigate(schedulingLink)) {
        showBookingToast(config.messages, { kind: 'linkCreated' });
      } else {
        showBookingToast(config.messages, { kind: 'popupBlocked', link: schedulingLink });
      }
      lead.form.reset();
      onBooked();
    },
    // Whitespace-only answers: empty them, so the browser's own "required" message explains.
    onInvalid: (errors, _values, event) => {
      const blank = FIELDS.filter((field) => errors[field]);
      flushSync(() => blank.forEach((field) => lead.form.setFieldValue(field, '')));
      event?.currentTarget.reportValidity();
    },
  });
  return lead;
}
