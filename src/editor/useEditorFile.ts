import { useForm } from '@mantine/form';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { editorApi, EditorRequestError, type OpenedFile, type Problem } from './api.ts';
import { formPath, type FileValues } from './form/context.ts';
import { fieldSpec, type ObjectSpec } from './schema/fieldSpec.ts';

/** How long typing pauses before the preview and the checks catch up. */
const PREVIEW_DELAY_MS = 400;

/** One opened file: its form, the loader's problems, live preview of unsaved edits, and saving. */
export function useEditorFile(opened: OpenedFile) {
  // Uncontrolled: a change re-renders only the fields watching it (form/context.ts), and this hook,
  // which keeps the JSON of the values to know what is unsaved and what the preview shows.
  const [current, setCurrent] = useState(() => JSON.stringify(opened.data));
  const form = useForm<FileValues>({
    mode: 'uncontrolled',
    initialValues: opened.data,
    onValuesChange: useCallback((values: FileValues) => setCurrent(JSON.stringify(values)), []),
  });
  const [problems, setProblems] = useState<Problem[]>(opened.problems);
  const [todo, setTodo] = useState<Problem[]>(opened.todo);
  const [hash, setHash] = useState(opened.hash);
  const [previewPath, setPreviewPath] = useState(opened.previewPath);
  const [previewVersion, setPreviewVersion] = useState(0);
  const [status, setStatus] = useState<string>('');
  const [saved, setSaved] = useState(current);
  const spec = useMemo(() => fieldSpec(opened.schema) as ObjectSpec, [opened.schema]);
  const values = form.getValues();
  const dirty = current !== saved;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The values the preview's page was last rendered from: a save of those same values needs no reload. */
  const shown = useRef(current);
  /** The errors on screen, read when new problems arrive (the form object of the first render is stale). */
  const errorsShown = useRef(form.errors);
  useLayoutEffect(() => {
    errorsShown.current = form.errors;
  });

  const showProblems = useCallback(
    (list: Problem[]) => {
      setProblems(list);
      const errors = Object.fromEntries(list.map((problem) => [formPath(problem.path), problem.message]));
      // The same problems again (each preview reports them) would re-render every field for nothing.
      if (JSON.stringify(errors) !== JSON.stringify(errorsShown.current)) form.setErrors(errors);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- form is stable for the hook's life
    [],
  );

  useEffect(() => showProblems(opened.problems), [opened.problems, showProblems]);

  // Live preview: the unsaved text goes to the dev server, which updates the open page like a save.
  useEffect(() => {
    if (!dirty) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const sentAt = performance.now();
      editorApi
        .preview(opened.name, JSON.parse(current))
        .then((result) => {
          showProblems(result.problems);
          setTodo(result.todo);
          setPreviewPath(result.previewPath);
          shown.current = current;
          setPreviewVersion(sentAt);
        })
        .catch((error: Error) => setStatus(error.message));
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [current, dirty, opened.name, showProblems]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = async (draft: boolean) => {
    try {
      const sentAt = performance.now();
      const result = await editorApi.save(opened.name, values, hash, draft);
      setHash(result.hash);
      // Usually the preview already shows these values (typing pauses before Save): reloading it again
      // would only flash the same page.
      if (shown.current !== current) {
        shown.current = current;
        setPreviewVersion(sentAt);
      }
      setSaved(current);
      showProblems(result.problems);
      setTodo(result.todo);
      setStatus(result.problems.length > 0 ? `Saved as a draft with ${result.problems.length} problem(s)` : 'Saved');
    } catch (error) {
      setStatus(error instanceof EditorRequestError ? error.message : String(error));
    }
  };

  return { form, spec, problems, todo, previewPath, previewVersion, dirty, status, save };
}
