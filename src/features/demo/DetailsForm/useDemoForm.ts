import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import type { Demo, DemoFieldName } from '../../../../schemas/demo.ts';
import { EMPTY_DETAILS, FIELD_NAMES, fillEmpty, trimDetails, type Details } from '../details.ts';
import type { DetailsStore } from '../storage.ts';
import { showToast } from '../toasts.ts';
import { validateDetails, type Validation } from '../validation.ts';

interface DemoFormOptions {
  demo: Pick<Demo, 'fields' | 'messages'>;
  /** Where the flow keeps the details between visits: they come back after hydration. */
  store: DetailsStore;
  /** Called with the trimmed details once they pass validation. */
  onValid(details: Details): void;
}

/**
 * The visitor's details, owned by one Mantine form for the whole flow (SPEC §5): the flow reads them to
 * start a call and shows them on the session screen, so they survive the form's screen going away.
 * Inline errors, the flow's toast, focus on the first invalid field.
 */
export function useDemoForm({ demo, store, onValid }: DemoFormOptions) {
  const form = useForm<Details, Details>({
    name: 'demo-details',
    initialValues: EMPTY_DETAILS,
    validate: (current) => {
      const result = check(current);
      return result.ok ? {} : result.errors;
    },
    transformValues: trimDetails,
  });
  const inputOf = (field: DemoFieldName): HTMLInputElement | null => {
    const node = form.getInputNode(field);
    return node instanceof HTMLInputElement ? node : null;
  };
  // Flows without an '@' message of their own use the browser's email rule, in the browser's words.
  const check = (current: Details): Validation =>
    validateDetails(demo, current, inputOf('email')?.validationMessage || undefined);

  // After hydration: what the visitor typed before the page was interactive wins (React leaves the
  // prerendered inputs' values alone), the saved details fill the rest.
  useEffect(() => {
    const typed: Partial<Details> = {};
    for (const field of FIELD_NAMES) {
      const value = inputOf(field)?.value;
      if (value) typed[field] = value;
    }
    const restored = fillEmpty(fillEmpty(form.getValues(), typed), store.load() ?? {});
    if (FIELD_NAMES.some((field) => restored[field] !== form.getValues()[field])) form.setValues(restored);
    // Only when the store changes: the form's methods are new objects on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);

  /** The form's checks, then `then` with the trimmed details: the submit button's, and Call me's. */
  const submitWith = (then: (valid: Details) => void) =>
    form.onSubmit(
      (valid) => {
        // The form shows what was accepted, trimmed, when the visitor comes back to it.
        form.setValues(valid);
        then(valid);
      },
      (_errors, current) => {
        // The same pure check that produced the errors says which toast to show and where focus goes.
        const result = check(current);
        if (result.ok) return;
        const input = inputOf(result.firstInvalid);
        input?.focus();
        // No message of the flow's own: the browser explains its email rule.
        if (result.toast) showToast(result.toast, 'error');
        else input?.reportValidity();
      },
    );

  return { form, submit: submitWith(onValid), submitWith };
}

export type DemoForm = ReturnType<typeof useDemoForm>;
