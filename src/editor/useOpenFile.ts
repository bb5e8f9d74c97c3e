import { useCallback, useEffect, useRef, useState } from 'react';
import { editorApi, type OpenedFile } from './api.ts';

const LEAVE_PROMPT = 'This file has unsaved changes. Leave it and lose them?';

/** The error text of anything a request threw. */
export const failureText = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/**
 * Which content file the editor shows: the list of files, the open one (from `?file=` at first), and
 * switching to another, which asks first when the open one has unsaved edits.
 */
export function useOpenFile(onError: (message: string) => void) {
  const [files, setFiles] = useState<Array<{ name: string; kind: string }>>([]);
  const [opened, setOpened] = useState<OpenedFile | undefined>();
  const dirty = useRef(false);
  const current = useRef<string | undefined>(undefined);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  /** Whether the marketer lets go of the open edits (asked only when there are unsaved ones). */
  const mayLeave = useCallback(() => {
    if (dirty.current && !window.confirm(LEAVE_PROMPT)) return false;
    dirty.current = false;
    return true;
  }, []);

  const open = useCallback(
    async (name: string) => {
      try {
        if (dirty.current && !window.confirm(LEAVE_PROMPT)) return;
        // The preview showed the abandoned edits; the file on disk is what the site shows again.
        if (dirty.current && current.current) await editorApi.discard(current.current);
        const [list, file] = await Promise.all([editorApi.files(), editorApi.open(name)]);
        setFiles(list);
        setOpened(file);
        current.current = name;
        dirty.current = false;
        history.replaceState(null, '', `?file=${encodeURIComponent(name)}`);
      } catch (failure) {
        onError(failureText(failure));
      }
    },
    [onError],
  );

  useEffect(() => {
    const wanted = new URLSearchParams(location.search).get('file');
    void editorApi.files().then((list) => {
      setFiles(list);
      void open(wanted ?? list[0]?.name ?? '');
    });
  }, [open]);

  return { files, opened, open, mayLeave, onDirtyChange };
}
