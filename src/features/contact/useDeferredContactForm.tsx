import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { ContactFormSection } from '../../../schemas/sections/index.ts';
import type { LiveContactFormProps } from './LiveContactForm.tsx';
import { loadLiveContactForm } from './liveContactFormChunk.ts';
import type { LiveContact } from './useContactForm.ts';

/**
 * The contact form before and after its code arrives. The server's form is plain HTML inputs: the
 * visitor can type at once, and nothing is remounted when the live form (LiveContactForm) takes over
 * the same inputs, so values, focus and caret stay where they are. Its chunk is fetched on the first
 * intent on the form (pointer over or down, focus, a key), as the demo pages fetch the voice SDK, so
 * the page loads none of it up front. A submit pressed before it arrives shows the submitting state
 * and is sent once it is here, once; if the chunk cannot be fetched, the failure toast shows and every
 * value stays. `onSent` must be the same function on every render (the live form is memoised).
 */
export function useDeferredContactForm(section: ContactFormSection, onSent: () => void) {
  const formRef = useRef<HTMLFormElement>(null);
  const [Live, setLive] = useState<ComponentType<LiveContactFormProps> | null>(null);
  const [contact, setContact] = useState<LiveContact | null>(null);
  const [waiting, setWaiting] = useState(false);
  const submitWhenLive = useRef(false);

  const load = useCallback(() => loadLiveContactForm().then((chunk) => setLive(() => chunk.default)), []);
  const loadQuietly = useCallback(() => {
    load().catch((error: unknown) => {
      // Not the visitor's problem yet: a submit fetches it again and says so if it fails.
      console.warn('The contact form code could not be loaded yet:', error);
    });
  }, [load]);

  // A visitor who clicked into a field before the page hydrated has no focus event left to give.
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) loadQuietly();
  }, [loadQuietly]);

  // The submit pressed while the live form was on its way, now that its inputs are enabled and wired.
  useEffect(() => {
    if (!contact || !submitWhenLive.current) return;
    submitWhenLive.current = false;
    contact.submit();
  }, [contact]);

  const intent = () => {
    if (!Live) loadQuietly();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (contact) {
      contact.submit(event);
      return;
    }
    event.preventDefault();
    if (submitWhenLive.current) return;
    submitWhenLive.current = true;
    setWaiting(true);
    load().catch((error: unknown) => {
      console.error('The contact form could not be loaded:', error);
      submitWhenLive.current = false;
      // Enabled again before the focus moves: a disabled button cannot take it.
      flushSync(() => setWaiting(false));
      formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
      notifications.show({ ...section.messages.failure, color: 'red' });
    });
  };

  return {
    contact,
    /** Submitting: the live form is sending, or a submit waits for it to arrive. */
    busy: contact ? contact.form.submitting : waiting,
    formProps: {
      ref: formRef,
      onSubmit: submit,
      onFocus: () => {
        intent();
        contact?.onFocus();
      },
      onPointerEnter: intent,
      onPointerDown: intent,
      onKeyDown: intent,
    },
    live: Live && <Live section={section} onSent={onSent} onReady={setContact} formRef={formRef} />,
  };
}

export type DeferredContactForm = ReturnType<typeof useDeferredContactForm>;
