import { Button, Container, Group, Modal, Select, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { editorApi, type OpenedFile } from './api.ts';
import { FileEditor } from './FileEditor.tsx';
import { NewIndustryForm } from './NewIndustryForm.tsx';

const LEAVE_PROMPT = 'This file has unsaved changes. Leave it and lose them?';

/** The visual editor: pick a content file (or create an industry) and edit it beside its page. */
export function EditorApp() {
  const [files, setFiles] = useState<Array<{ name: string; kind: string }>>([]);
  const [opened, setOpened] = useState<OpenedFile | undefined>();
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState('');
  const dirty = useRef(false);
  const current = useRef<string | undefined>(undefined);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  const open = useCallback(async (name: string) => {
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
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }, []);

  useEffect(() => {
    const wanted = new URLSearchParams(location.search).get('file');
    void editorApi.files().then((list) => {
      setFiles(list);
      void open(wanted ?? list[0]?.name ?? '');
    });
  }, [open]);

  return (
    <Container fluid py="md">
      <Group mb="md" justify="space-between">
        <Group>
          <Title order={1} size="h3">
            Content editor
          </Title>
          <Select
            aria-label="File"
            searchable
            w={320}
            data={files.map((file) => ({ value: file.name, label: `${file.name} (${file.kind})` }))}
            value={opened?.name ?? null}
            onChange={(name) => name && void open(name)}
          />
          <Button variant="light" onClick={() => setCreating(true)}>
            New industry
          </Button>
        </Group>
        {error ? <Text c="red">{error}</Text> : null}
      </Group>
      {opened ? (
        <FileEditor key={`${opened.name}:${opened.hash}`} opened={opened} onDirtyChange={onDirtyChange} />
      ) : null}
      <Modal opened={creating} onClose={() => setCreating(false)} title="New industry">
        <NewIndustryForm
          onCreated={(name) => {
            setCreating(false);
            void open(name);
          }}
        />
      </Modal>
    </Container>
  );
}
