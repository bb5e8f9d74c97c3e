import { useForm, type FormErrors, type FormValidateInput } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useRef, type FormEvent, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import type { Toast } from '../../schemas/demo.ts';
import type { RefusalMessages } from '../../schemas/refusals.ts';
import { firstInvalid } from './formRules.ts';
import { refusalToast, serverFieldErrors } from './refusal.ts';

interface LeadFormOptions<Values, Body, Sent, Field extends string> {
  /** The form's name (Mantine finds its inputs by it). */
  name: string;
  initialValues: Values;
  validate: FormValidateInput<Values>;
  /** The request body from the typed values (trimmed, as the server trims). */
  transformValues(values: Values): Body;
  /** The inputs in screen order: focus goes to the first invalid or refused one. */
  inputs: readonly (keyof Values & string)[];
  /** The fields the server may refuse one by one (`{ fields: { phone: "invalid" } }`). */
  serverFields: readonly Field[];
  /** The form's refusal texts and its failure toast, from YAML. */
  refusals: RefusalMessages;
  failure: Toast;
  /**
   * Sends the body under this submission's id (the same on every retry, so a retry never stores a
   * second row). Called synchronously inside the submit event, so it may open a tab first.
   */
  send(submissionId: string, body: Body): Promise<Sent>;
  /** The request was stored; the next submit is a new submission. */
  onSent(sent: Sent): void;
  /** After a refused local check and the focus move: the form's own toast or the browser's message. */
  onInvalid(errors: FormErrors, values: Values, event?: SyntheticEvent<HTMLFormElement>): void;
}

/**
 * One submission pattern for the lead forms (contact, Book a Demo): Mantine form state, a row id kept
 * across retries, focus on the first invalid field, and on a failed send every value kept, the server's
 * refused fields marked inline, the focus back on the form and the refusal toast (SPEC §4, §8).
 */
export function useLeadForm<Values extends Record<string, unknown>, Body, Sent, Field extends string>(
  options: LeadFormOptions<Values, Body, Sent, Field>,
) {
  const { inputs, serverFields, refusals, failure, send, onSent, onInvalid } = options;
  const submissionId = useRef(crypto.randomUUID());
  const submitButton = useRef<HTMLButtonElement>(null);
  const form = useForm<Values, Body>({
    name: options.name,
    mode: 'uncontrolled',
    initialValues: options.initialValues,
    validate: options.validate,
    transformValues: options.transformValues,
  });

  const focusFirst = (errors: FormErrors) => {
    const field = firstInvalid(inputs, errors);
    (field ? form.getInputNode(field) : submitButton.current)?.focus();
  };

  // Returned, so form.submitting stays true (inputs disabled) until the request settles.
  const submitValid = (body: Body) =>
    send(submissionId.current, body).then(
      (sent) => {
        submissionId.current = crypto.randomUUID();
        onSent(sent);
      },
      (error: unknown) => {
        console.error(`The ${options.name} request failed:`, error);
        const refused = serverFieldErrors(error, serverFields, refusals.invalidField);
        // Re-enabled before the focus moves: a disabled input cannot take it.
        flushSync(() => {
          form.setSubmitting(false);
          form.setErrors(refused);
        });
        focusFirst(refused);
        notifications.show({ ...refusalToast(error, refusals, failure), color: 'red' });
      },
    );

  const refuse = (errors: FormErrors, values: Values, event?: SyntheticEvent<HTMLFormElement>) => {
    focusFirst(errors);
    onInvalid(errors, values, event);
  };

  const submit = (event?: FormEvent<HTMLFormElement>) => form.onSubmit(submitValid, refuse)(event);
  return { form, submit, submitButton };
}
