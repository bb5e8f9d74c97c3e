import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import type { Demo, DemoFieldName } from '../../../../schemas/demo.ts';
import { FIELD_NAMES, trimDetails, type Details } from '../details.ts';
import { showToast } from '../toasts.ts';
import { validateDetails, type Validation } from '../validation.ts';

interface DemoFormOptions {
  demo: Pick<Demo, 'fields' | 'messages'>;
  /** The current values (owned by the flow, so they survive screen changes). */
  values: Details;
  onChange(field: DemoFieldName, value: string): void;
  /** Values typed before the page was hydrated, found in the DOM. */
  onTypedBeforeHydration(typed: Partial<Details>): void;
  /** Called with the trimmed details once they pass validation. */
  onValid(details: Details): void;
}

const sameDetails = (a: Details, b: Details) => FIELD_NAMES.every((field) => a[field] === b[field]);

/**
 * The details form as a Mantine form (SPEC §5): inline errors, the flow's toast, focus on the first
 * invalid field. The flow owns the details; the form follows them (saved details restored after
 * hydration) and reports each visitor edit back.
 */
export function useDemoForm({ demo, values, onChange, onTypedBeforeHydration, onValid }: DemoFormOptions) {
  // Set while the form takes the flow's values, so they are not echoed back as visitor edits.
  const following = useRef(false);
  const inputOf = (field: DemoFieldName): HTMLInputElement | null => {
    const node = form.getInputNode(field);
    return node instanceof HTMLInputElement ? node : null;
  };
  // Flows without an '@' message of their own use the browser's email rule, in the browser's words.
  const check = (current: Details): Validation =>
    validateDetails(demo, current, inputOf('email')?.validationMessage || undefined);
  const form = useForm<Details, Details>({
    name: 'demo-details',
    initialValues: values,
    validate: (current) => {
      const result = check(current);
      return result.ok ? {} : result.errors;
    },
    transformValues: trimDetails,
    onValuesChange: (next, previous) => {
      if (following.current) return;
      for (const field of FIELD_NAMES) if (next[field] !== previous[field]) onChange(field, next[field]);
    },
  });

  useEffect(() => {
    if (sameDetails(form.getValues(), values)) return;
    following.current = true;
    form.setValues(values);
    following.current = false;
    // Only when the flow's values change: the form's methods are new objects on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values]);

  useEffect(() => {
    const typed: Partial<Details> = {};
    for (const field of FIELD_NAMES) {
      const value = inputOf(field)?.value;
      if (value) typed[field] = value;
    }
    if (Object.keys(typed).length > 0) onTypedBeforeHydration(typed);
    // Only once, right after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = form.onSubmit(onValid, (_errors, current) => {
    // The same pure check that produced the errors says which toast to show and where focus goes.
    const result = check(current);
    if (result.ok) return;
    const input = inputOf(result.firstInvalid);
    input?.focus();
    // No message of the flow's own: the browser explains its email rule.
    if (result.toast) showToast(result.toast, 'error');
    else input?.reportValidity();
  });

  return { form, submit };
}
