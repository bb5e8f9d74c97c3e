import { Button, Container, Group, Modal, Select, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { editorApi, type OpenedTranslation } from './api.ts';
import { FileEditor } from './FileEditor.tsx';
import { NewIndustryForm } from './NewIndustryForm.tsx';
import { TranslationEditor } from './translation/TranslationEditor.tsx';
import { failureText, useOpenFile } from './useOpenFile.ts';

/** The visual editor: pick a content file (or create an industry) and edit it beside its page. */
export function EditorApp() {
  const [error, setError] = useState('');
  const { files, opened, open, mayLeave, onDirtyChange } = useOpenFile(setError);
  const [creating, setCreating] = useState(false);
  const [languages, setLanguages] = useState<Array<{ code: string; name: string }>>([]);
  /** The language being translated into; empty: the source file itself. */
  const [locale, setLocale] = useState(() => new URLSearchParams(location.search).get('locale') ?? '');
  const [translation, setTranslation] = useState<OpenedTranslation | undefined>();

  useEffect(() => {
    void editorApi.languages().then(
      (found) => setLanguages(found.locales),
      () => setLanguages([]),
    );
  }, []);

  // The open file's translation, whenever the file or the language changes.
  useEffect(() => {
    setTranslation(undefined);
    if (!locale || !opened) return;
    editorApi
      .translation(locale, opened.name)
      .then(setTranslation, (failure: unknown) => setError(failureText(failure)));
    history.replaceState(null, '', `?file=${encodeURIComponent(opened.name)}&locale=${encodeURIComponent(locale)}`);
  }, [locale, opened]);

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
          {languages.length > 0 ? (
            <Select
              aria-label="Language"
              w={220}
              data={[
                { value: '', label: 'Source file' },
                ...languages.map((language) => ({ value: language.code, label: `Translation: ${language.name}` })),
              ]}
              value={locale}
              onChange={(code) => {
                if (mayLeave()) setLocale(code ?? '');
              }}
            />
          ) : null}
          <Button variant="light" onClick={() => setCreating(true)}>
            New industry
          </Button>
        </Group>
        {error ? <Text c="red">{error}</Text> : null}
      </Group>
      {opened && !locale ? (
        <FileEditor key={`${opened.name}:${opened.hash}`} opened={opened} onDirtyChange={onDirtyChange} />
      ) : null}
      {translation ? (
        <TranslationEditor
          key={`${translation.locale}:${translation.name}:${translation.hash}`}
          opened={translation}
          onDirtyChange={onDirtyChange}
        />
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
