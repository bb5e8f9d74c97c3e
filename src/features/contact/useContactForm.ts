import { notifications } from '@mantine/notifications';
import type { ContactFormSection } from '../../../schemas/sections/index.ts';
import { CONTACT_FIELDS } from '../../../supabase/functions/_shared/leads/lead-fields.ts';
import { fieldNames, trimFields } from '../../lib/formRules.ts';
import { preloadSupabase } from '../../lib/supabase.ts';
import { useLeadForm } from '../../lib/useLeadForm.ts';
import { CONTACT_INPUTS, contactRules, contactToast, EMPTY_CONTACT, type ContactValues } from './contactRules.ts';
import { sendContactRequest } from './sendContactRequest.ts';

/** The contact form: the lead form pattern with SPEC's two calls, toasts and messages (SPEC §4, §5, §7). */
export function useContactForm(section: ContactFormSection, onSent: () => void) {
  const lead = useLeadForm({
    name: 'contact',
    initialValues: EMPTY_CONTACT,
    validate: contactRules(section.fieldErrors),
    transformValues: ({ privacyAccepted: _accepted, ...text }: ContactValues) => trimFields(CONTACT_FIELDS, text),
    inputs: CONTACT_INPUTS,
    serverFields: fieldNames(CONTACT_FIELDS),
    refusals: section.refusals,
    failure: section.messages.failure,
    send: sendContactRequest,
    onSent: () => {
      onSent();
      notifications.show({ ...section.messages.success, color: 'teal' });
    },
    onInvalid: (errors) => notifications.show({ ...section.messages[contactToast(errors)], color: 'red' }),
  });

  // The backend SDK and the captcha are fetched on the visitor's first focus, not at page load (submit
  // awaits them too); the proof of work is solved while the visitor types.
  const onFocus = () => {
    preloadSupabase();
    void import('../../lib/captcha.ts').then(({ startCaptcha }) => startCaptcha());
  };
  return { ...lead, onFocus };
}

/** The live contact form: its Mantine form, submit and focus handler, its submit button's ref. */
export type LiveContact = ReturnType<typeof useContactForm>;
