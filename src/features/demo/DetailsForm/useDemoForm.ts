import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Demo, DemoFieldName } from '../../../../schemas/demo.ts';
import { FIELD_NAMES, type Details } from '../details.ts';
import { showToast } from '../toasts.ts';
import { validateDetails, type FieldErrors } from '../validation.ts';

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

/** Validation, inline errors, toasts and focus for the details form (SPEC §5). */
export function useDemoForm({ demo, values, onChange, onTypedBeforeHydration, onValid }: DemoFormOptions) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const inputs = useRef<Partial<Record<DemoFieldName, HTMLInputElement | null>>>({});

  useEffect(() => {
    const typed: Partial<Details> = {};
    for (const field of FIELD_NAMES) {
      const value = inputs.current[field]?.value;
      if (value) typed[field] = value;
    }
    if (Object.keys(typed).length > 0) onTypedBeforeHydration(typed);
    // Only once, right after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const change = (field: DemoFieldName, value: string) => {
    onChange(field, value);
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = inputs.current.email;
    const result = validateDetails(demo, values, email?.validationMessage || undefined);
    if (result.ok) {
      setErrors({});
      onValid(result.details);
      return;
    }
    setErrors(result.errors);
    const input = inputs.current[result.firstInvalid];
    input?.focus();
    // No message of the flow's own: the browser explains its email rule.
    if (result.toast) showToast(result.toast, 'error');
    else input?.reportValidity();
  };

  /** A ref callback that lets the form focus and read this input. */
  const register = (field: DemoFieldName) => (element: HTMLInputElement | null) => {
    inputs.current[field] = element;
  };

  return { errors, change, submit, register };
}
