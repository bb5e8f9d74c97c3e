import { useForm } from '@mantine/form';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { editorApi, EditorRequestError, type OpenedFile, type Problem } from './api.ts';
import { formPath, type FileValues } from './form/context.ts';
import { fieldSpec, type ObjectSpec } from './schema/fieldSpec.ts';

/** How long typing pauses before the preview and the checks catch up. */
const PREVIEW_DELAY_MS = 400;

/** One opened file: its form, the loader's problems, live preview of unsaved edits, and saving. */
export function useEditorFile(opened: OpenedFile) {
  const form = useForm<FileValues>({ mode: 'controlled', initialValues: opened.data });
  const [problems, setProblems] = useState<Problem[]>(opened.problems);
  const [hash, setHash] = useState(opened.hash);
  const [previewPath, setPreviewPath] = useState(opened.previewPath);
  const [previewVersion, setPreviewVersion] = useState(0);
  const [status, setStatus] = useState<string>('');
  const [saved, setSaved] = useState<string>(JSON.stringify(opened.data));
  const spec = useMemo(() => fieldSpec(opened.schema) as ObjectSpec, [opened.schema]);
  const values = form.getValues();
  const current = JSON.stringify(values);
  const dirty = current !== saved;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const showProblems = useCallback(
    (list: Problem[]) => {
      setProblems(list);
      form.setErrors(Object.fromEntries(list.map((problem) => [formPath(problem.path), problem.message])));
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
      editorApi
        .preview(opened.name, JSON.parse(current))
        .then((result) => {
          showProblems(result.problems);
          setPreviewPath(result.previewPath);
          setPreviewVersion((version) => version + 1);
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
      const result = await editorApi.save(opened.name, values, hash, draft);
      setHash(result.hash);
      setPreviewVersion((version) => version + 1);
      setSaved(current);
      showProblems(result.problems);
      setStatus(result.problems.length > 0 ? `Saved as a draft with ${result.problems.length} problem(s)` : 'Saved');
    } catch (error) {
      setStatus(error instanceof EditorRequestError ? error.message : String(error));
    }
  };

  return { form, spec, problems, previewPath, previewVersion, dirty, status, save };
}
