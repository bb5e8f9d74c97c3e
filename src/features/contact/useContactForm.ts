import { useForm, type FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useRef, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { ContactFormSection } from '../../../schemas/sections/index.ts';
import { CONTACT_FIELDS } from '../../../supabase/functions/_shared/lead-fields.ts';
import { fieldNames, firstInvalid, trimFields } from '../../lib/formRules.ts';
import { refusalToast, serverFieldErrors } from '../../lib/refusal.ts';
import { preloadSupabase } from '../../lib/supabase.ts';
import {
  CONTACT_INPUTS,
  contactRules,
  contactToast,
  EMPTY_CONTACT,
  type ContactRequest,
  type ContactValues,
} from './contactRules.ts';
import { sendContactRequest } from './sendContactRequest.ts';

/** The contact form: Mantine form state, the two calls, toasts and focus (SPEC §4, §5, §7). */
export function useContactForm(section: ContactFormSection, onSent: () => void) {
  const submitButton = useRef<HTMLButtonElement>(null);
  // The row id of this submission: the same on every retry, so a retry never stores a second row.
  const submissionId = useRef(crypto.randomUUID());
  const form = useForm<ContactValues, ContactRequest>({
    name: 'contact',
    mode: 'uncontrolled',
    initialValues: EMPTY_CONTACT,
    validate: contactRules(section.fieldErrors),
    transformValues: ({ privacyAccepted: _accepted, ...text }) => trimFields(CONTACT_FIELDS, text),
  });

  const refuse = (errors: FormErrors) => {
    const field = firstInvalid(CONTACT_INPUTS, errors);
    if (field) form.getInputNode(field)?.focus();
    notifications.show({ ...section.messages[contactToast(errors)], color: 'red' });
  };

  const send = async (request: ContactRequest) => {
    try {
      await sendContactRequest(submissionId.current, request);
    } catch (error) {
      console.error(error);
      const refused = serverFieldErrors(error, fieldNames(CONTACT_FIELDS), section.refusals.invalidField);
      // Re-enable the form before focusing: the submit button was disabled while sending. Every value
      // stays as typed; only the server's refused fields get an inline error.
      flushSync(() => {
        form.setSubmitting(false);
        form.setErrors(refused);
      });
      const field = firstInvalid(CONTACT_INPUTS, refused);
      (field ? form.getInputNode(field) : submitButton.current)?.focus();
      notifications.show({ ...refusalToast(error, section.refusals, section.messages.failure), color: 'red' });
      return;
    }
    submissionId.current = crypto.randomUUID();
    onSent();
    notifications.show({ ...section.messages.success, color: 'teal' });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => form.onSubmit(send, refuse)(event);

  // The backend SDK and the captcha are fetched on the visitor's first focus, not at page load (submit
  // awaits them too); the proof of work is solved while the visitor types.
  const onFocus = () => {
    preloadSupabase();
    void import('../../lib/captcha.ts').then(({ startCaptcha }) => startCaptcha());
  };
  return { form, submitButton, submit, onFocus };
}
