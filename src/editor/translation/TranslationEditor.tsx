import { Alert, Badge, Button, Checkbox, Group, ScrollArea, Stack, Table, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { editorApi, type OpenedTranslation, type TranslationRow } from '../api.ts';

interface TranslationEditorProps {
  /** The translation as the server read it. */
  opened: OpenedTranslation;
  /** Told whenever the translation gains or loses unsaved edits. */
  onDirtyChange(dirty: boolean): void;
}

const STATE_BADGE: Record<TranslationRow['state'], { label: string; color: string }> = {
  missing: { label: 'Missing', color: 'red' },
  stale: { label: 'Source changed', color: 'orange' },
  problem: { label: 'Problem', color: 'red' },
  done: { label: 'Translated', color: 'teal' },
};

/**
 * A file's texts beside their translation: the source on the left, the translation to write on the right,
 * each row marked missing, stale (the source changed since) or with a problem. Saving an edited row, or
 * one ticked "still right", records the current source text as what it translates.
 */
export function TranslationEditor({ opened, onDirtyChange }: TranslationEditorProps) {
  const [current, setCurrent] = useState(opened);
  const [values, setValues] = useState<Record<string, string>>({});
  const [confirmed, setConfirmed] = useState<string[]>([]);
  const [onlyOpen, setOnlyOpen] = useState(false);
  const [status, setStatus] = useState('');
  const dirty = Object.keys(values).length > 0 || confirmed.length > 0;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const save = async () => {
    setStatus('Saving…');
    try {
      const all = Object.fromEntries(current.rows.map((row) => [row.key, values[row.key] ?? row.translation]));
      const edited = [...new Set([...confirmed, ...Object.keys(values)])];
      const saved = await editorApi.saveTranslation(current.locale, current.name, all, edited, current.hash);
      setCurrent(saved);
      setValues({});
      setConfirmed([]);
      setStatus(saved.problems.length ? `Saved with ${saved.problems.length} problem(s) to fix` : 'Saved');
    } catch (failure) {
      setStatus(failure instanceof Error ? failure.message : String(failure));
    }
  };
  const counts = current.rows.reduce<Record<string, number>>(
    (total, row) => ({ ...total, [row.state]: (total[row.state] ?? 0) + 1 }),
    {},
  );
  const rows = onlyOpen ? current.rows.filter((row) => row.state !== 'done') : current.rows;

  return (
    <Stack gap="sm">
      <Group>
        <Button onClick={() => void save()} disabled={!dirty}>
          Save translation
        </Button>
        <Checkbox
          label="Only missing, changed and problems"
          checked={onlyOpen}
          onChange={(event) => setOnlyOpen(event.currentTarget.checked)}
        />
        <Text size="sm" role="status" aria-label="Save status">
          {dirty ? 'Unsaved changes. ' : ''}
          {status}
        </Text>
      </Group>
      <Alert color={counts.missing || counts.problem ? 'orange' : 'teal'} title={current.file}>
        {current.rows.length - (counts.missing ?? 0) - (counts.problem ?? 0)} of {current.rows.length} texts translated
        {counts.stale ? `, ${counts.stale} whose source changed` : ''}. The page is published in this language once
        every text here and in site.yaml is translated.
      </Alert>
      <ScrollArea h="74vh" type="auto">
        <Table verticalSpacing="xs" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="45%">Source</Table.Th>
              <Table.Th>Translation ({current.locale})</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <TranslationRowView
                key={row.key}
                row={row}
                value={values[row.key]}
                confirmed={confirmed.includes(row.key)}
                onEdit={(value) => setValues((before) => ({ ...before, [row.key]: value }))}
                onConfirm={(checked) =>
                  setConfirmed((before) => (checked ? [...before, row.key] : before.filter((key) => key !== row.key)))
                }
              />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
}

interface TranslationRowProps {
  row: TranslationRow;
  /** The unsaved translation typed into this row; undefined: the saved one shows. */
  value: string | undefined;
  /** Whether "still right for the new source text" is ticked. */
  confirmed: boolean;
  onEdit(value: string): void;
  onConfirm(checked: boolean): void;
}

/** One text: its state, path, source and note on the left; its translation, and for a stale one the tick, on the right. */
function TranslationRowView({ row, value, confirmed, onEdit, onConfirm }: TranslationRowProps) {
  return (
    <Table.Tr data-state={row.state}>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <Group gap={6} mb={4}>
          <Badge size="xs" variant="light" color={STATE_BADGE[row.state].color}>
            {STATE_BADGE[row.state].label}
          </Badge>
          <Text size="xs" c="dimmed" ff="monospace">
            {row.path}
          </Text>
        </Group>
        <Text size="sm">{row.source}</Text>
        {row.note ? (
          <Text size="xs" c={row.state === 'problem' ? 'red' : 'orange.8'} mt={4}>
            {row.note}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <Textarea
          aria-label={`Translation of ${row.path}`}
          autosize
          minRows={1}
          value={value ?? row.translation}
          onChange={(event) => onEdit(event.currentTarget.value)}
        />
        {row.state === 'stale' && value === undefined ? (
          <Checkbox
            mt={4}
            size="xs"
            label="Still right for the new source text"
            checked={confirmed}
            onChange={(event) => onConfirm(event.currentTarget.checked)}
          />
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}
