import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { ContactFormSection } from '../../../schemas/sections/index.ts';
import { preloadSupabase } from '../../lib/supabase.ts';
import { sendContactRequest } from './sendContactRequest.ts';
import {
  CONTACT_FIELDS,
  validateContact,
  type ContactField,
  type ContactValidation,
  type ContactValues,
} from './validateContact.ts';

/** editing (idle or after a failure), submitting, or sent (the thank-you screen). */
export type ContactStatus = 'editing' | 'submitting' | 'sent';

const EMPTY: ContactValues = { name: '', business: '', phone: '', privacyAccepted: false };

/** State and behaviour of the contact form: validation, the two calls, toasts and focus. */
export function useContactForm(section: ContactFormSection) {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactValidation['errors']>({});
  const [status, setStatus] = useState<ContactStatus>('editing');
  const inputs = useRef<Partial<Record<ContactField | 'submit', HTMLElement | null>>>({});

  // Fetch the backend SDK while the visitor types, so the submit does not wait for it.
  useEffect(preloadSupabase, []);

  function change<Field extends ContactField>(field: Field, value: ContactValues[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'editing') return;
    const result = validateContact(values);
    setErrors(result.errors);
    if (result.toast) {
      inputs.current[CONTACT_FIELDS.find((field) => result.errors[field]) ?? 'name']?.focus();
      notifications.show({ ...section.messages[result.toast], color: 'red' });
      return;
    }

    setStatus('submitting');
    try {
      await sendContactRequest({
        name: values.name.trim(),
        business: values.business.trim(),
        phone: values.phone.trim(),
      });
    } catch (error) {
      console.error(error);
      // Re-enable the form before focusing: the submit button was disabled while sending.
      flushSync(() => setStatus('editing'));
      inputs.current.submit?.focus();
      notifications.show({ ...section.messages.failure, color: 'red' });
      return;
    }
    setStatus('sent');
    notifications.show({ ...section.messages.success, color: 'teal' });
  }

  /** A ref callback that lets the form focus this element. */
  const register = (field: ContactField | 'submit') => (element: HTMLElement | null) => {
    inputs.current[field] = element;
  };

  return { values, errors, status, change, submit, register };
}
