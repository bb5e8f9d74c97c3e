import { createFormContext } from '@mantine/form';
import { createContext, useContext } from 'react';

/** The file being edited, as plain data (what the YAML holds). */
export type FileValues = Record<string, unknown>;

export const [EditorFormProvider, useEditorForm, useEditorFormState] = createFormContext<FileValues>();

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
