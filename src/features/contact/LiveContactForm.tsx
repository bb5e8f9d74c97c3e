import { memo, useLayoutEffect, useRef, type RefObject } from 'react';
import type { ContactFormSection } from '../../../schemas/sections/index.ts';
import { CONTACT_INPUTS } from './contactRules.ts';
import { useContactForm, type LiveContact } from './useContactForm.ts';

export interface LiveContactFormProps {
  /** Labels and messages from YAML. */
  section: ContactFormSection;
  /** The request was stored: show the thank-you screen. */
  onSent(): void;
  /** Receives the live form after each of its renders; the page's ContactForm renders from it. */
  onReady(contact: LiveContact): void;
  /** The server-rendered form whose inputs this takes over. */
  formRef: RefObject<HTMLFormElement | null>;
}

/**
 * The working contact form, in its own chunk (see useDeferredContactForm): it renders nothing itself.
 * It holds the form state and hands it to the ContactForm already on the page, which keeps its inputs,
 * so nothing the visitor typed, nor the focus or the caret, is lost when it arrives.
 */
function LiveContactForm({ section, onSent, onReady, formRef }: LiveContactFormProps) {
  const contact = useContactForm(section, onSent);
  const adopted = useRef(false);
  // A layout effect: the typed values are read and the inputs wired up in the same task, before the
  // browser can deliver another keystroke.
  useLayoutEffect(() => {
    if (!adopted.current) {
      adopted.current = true;
      adoptTyped(contact, formRef.current);
    }
    onReady(contact);
  });
  return null;
}

/**
 * What the visitor typed before the live form arrived becomes its state, without `forceUpdate`: that
 * would give the inputs new keys, and React would replace them (and drop the focus and the caret).
 */
function adoptTyped(contact: LiveContact, form: HTMLFormElement | null): void {
  if (!form) return;
  for (const field of CONTACT_INPUTS) {
    const input = form.elements.namedItem(field);
    if (!(input instanceof HTMLInputElement)) continue;
    const value = input.type === 'checkbox' ? input.checked : input.value;
    if (value !== contact.form.getValues()[field]) contact.form.setFieldValue(field, value, { forceUpdate: false });
  }
  // Arrived because the visitor is in the form: start on the backend SDK and the captcha, as a focus would.
  if (form.contains(document.activeElement)) contact.onFocus();
}

export default memo(LiveContactForm);
