import { useForm, type FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useRef, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { ContactFormSection } from '../../../schemas/sections/index.ts';
import { CONTACT_FIELDS } from '../../../supabase/functions/_shared/lead-fields.ts';
import { firstInvalid, trimFields } from '../../lib/formRules.ts';
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
      await sendContactRequest(request);
    } catch (error) {
      console.error(error);
      // Re-enable the form before focusing: the submit button was disabled while sending.
      flushSync(() => form.setSubmitting(false));
      submitButton.current?.focus();
      notifications.show({ ...section.messages.failure, color: 'red' });
      return;
    }
    onSent();
    notifications.show({ ...section.messages.success, color: 'teal' });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => form.onSubmit(send, refuse)(event);

  return { form, submitButton, submit };
}
