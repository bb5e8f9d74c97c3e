import { Button, Grid, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { OpenedFile } from './api.ts';
import { ObjectFields } from './fields/Field.tsx';
import { ancestors, EditorFormProvider, EditorUiContext, fieldId, type EditorUi } from './form/context.ts';
import { Preview } from './preview/Preview.tsx';
import { ProblemSummary } from './ProblemSummary.tsx';
import { TodoList } from './TodoList.tsx';
import { useEditorFile } from './useEditorFile.ts';

interface FileEditorProps {
  opened: OpenedFile;
  /** Told whenever the file gains or loses unsaved edits, so switching files can ask first. */
  onDirtyChange(dirty: boolean): void;
}

/** One file: its form beside the live preview, the problem summary, and the save buttons. */
export function FileEditor({ opened, onDirtyChange }: FileEditorProps) {
  const { form, spec, problems, todo, previewPath, previewVersion, dirty, status, save } = useEditorFile(opened);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [focusTarget, setFocusTarget] = useState<string | undefined>();

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  // The same object until something folds: every item card reads it, and a keystroke must not re-render them.
  const ui = useMemo<EditorUi>(
    () => ({
      isCollapsed: (path) => collapsed.has(path),
      toggle: (path) =>
        setCollapsed((before) => {
          const next = new Set(before);
          if (!next.delete(path)) next.add(path);
          return next;
        }),
    }),
    [collapsed],
  );

  /** Opens every folded item above the field, then focuses it once it is rendered. */
  const jump = useCallback((path: string) => {
    setCollapsed((before) => new Set([...before].filter((open) => !ancestors(path).includes(open))));
    setFocusTarget(path);
  }, []);

  useEffect(() => {
    if (focusTarget === undefined) return;
    // The nearest rendered field: a problem may point at a block rather than one input.
    const found = ancestors(focusTarget)
      .reverse()
      .map((path) => document.getElementById(fieldId(path)))
      .find((element) => element !== null);
    found?.scrollIntoView({ block: 'center' });
    found?.focus();
    setFocusTarget(undefined);
  }, [focusTarget]);

  return (
    <EditorFormProvider form={form}>
      <EditorUiContext.Provider value={ui}>
        <Grid>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <Stack gap="sm">
              <Group>
                <Button onClick={() => void save(false)} disabled={!dirty || problems.length > 0}>
                  Save
                </Button>
                <Button variant="outline" color="orange" onClick={() => void save(true)} disabled={!dirty}>
                  Save as draft
                </Button>
                <Text size="sm" role="status" aria-label="Save status">
                  {dirty ? 'Unsaved changes. ' : ''}
                  {status}
                </Text>
              </Group>
              <ProblemSummary problems={problems} onJump={jump} />
              <TodoList todo={todo} onJump={jump} />
              <ScrollArea h="78vh" type="auto">
                <ObjectFields path="" spec={spec} />
              </ScrollArea>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <Preview path={previewPath} version={previewVersion} values={form.getValues()} onPick={jump} />
          </Grid.Col>
        </Grid>
      </EditorUiContext.Provider>
    </EditorFormProvider>
  );
}
