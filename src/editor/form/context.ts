import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { createContext, createElement, use, useContext, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';

/** The file being edited, as plain data (what the YAML holds). */
export type FileValues = Record<string, unknown>;

export type EditorForm = UseFormReturnType<FileValues>;

/**
 * The form reaches the fields through a handle that never changes, and each field watches only its own
 * path (`useFieldValue`): a keystroke re-renders that field and the lists above it, not the whole file.
 * Mantine's own form context passes the form object, which is new on every render, so every field
 * re-rendered on every keystroke: 1-4 s per change on a 224-field file in the dev build (traces of
 * tests/e2e/editor, session 23). Errors change rarely and come through their own context.
 */
const FormHandle = createContext<{ readonly form: EditorForm } | null>(null);
const FormErrorsContext = createContext<FormErrors>({});

export function EditorFormProvider({ form, children }: { form: EditorForm; children: ReactNode }) {
  const latest = useRef(form);
  useLayoutEffect(() => {
    latest.current = form;
  });
  const handle = useMemo(
    () => ({
      get form() {
        return latest.current;
      },
    }),
    [],
  );
  return createElement(
    FormHandle,
    { value: handle },
    createElement(FormErrorsContext, { value: form.errors }, children),
  );
}

/** The form's actions (setFieldValue, list operations, getValues); reading values here does not subscribe. */
export function useEditorForm(): EditorForm {
  const handle = use(FormHandle);
  if (!handle) throw new Error('useEditorForm must be used inside EditorFormProvider (FileEditor)');
  return handle.form;
}

/** The value at `path`; the calling field re-renders when it (or anything under it) changes. */
export function useFieldValue(path: string): unknown {
  return useEditorForm().useWatchValue(path);
}

/** The loader's message for `path`, if any. */
export function useFieldError(path: string): string | undefined {
  const error = use(FormErrorsContext)[path];
  return error ? String(error) : undefined;
}

/** Which lists' items and sections are folded away, and how a field is brought back into view. */
export interface EditorUi {
  isCollapsed(path: string): boolean;
  toggle(path: string): void;
}

export const EditorUiContext = createContext<EditorUi | null>(null);

export function useEditorUi(): EditorUi {
  const ui = useContext(EditorUiContext);
  if (!ui) throw new Error('useEditorUi must be used inside EditorUiContext.Provider (EditorApp)');
  return ui;
}

/** `landing.sections[2].title` (the loader's problem paths) → `landing.sections.2.title` (form paths). */
export function formPath(problemPath: string): string {
  return problemPath.replace(/\[(\d+)\]/g, '.$1');
}

/** The id of a field's input, so a problem or a click on the preview can focus it. */
export function fieldId(path: string): string {
  return `field-${path}`;
}

/** Every collapsible path above `path` (and `path` itself): the ones to open to show it. */
export function ancestors(path: string): string[] {
  const parts = path.split('.');
  return parts.map((_, index) => parts.slice(0, index + 1).join('.'));
}

export function valueAt(values: unknown, path: string): unknown {
  if (!path) return values;
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      values,
    );
}
