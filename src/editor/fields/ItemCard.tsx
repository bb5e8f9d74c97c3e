import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Card, Group, Text } from '@mantine/core';
// Icons, not text glyphs: the duplicate glyph (⧉) is missing from common fonts and showed as an empty box.
import {
  IconArrowDown,
  IconArrowUp,
  IconChevronDown,
  IconChevronRight,
  IconCopy,
  IconGripVertical,
  IconX,
} from '@tabler/icons-react';
import type { FieldSpec } from '../schema/fieldSpec.ts';
import { useEditorUi } from '../form/context.ts';
import { Field } from './Field.tsx';

interface ItemCardProps {
  /** Sortable id (the item's path). */
  id: string;
  path: string;
  spec: FieldSpec;
  item: unknown;
  index: number;
  count: number;
  onMove(to: number): void;
  onRemove(): void;
  /** Absent when the list is full. */
  onDuplicate: (() => void) | undefined;
}

/** What a folded item shows: its type and its first line of text. */
function summary(item: unknown): { type?: string; title: string } {
  if (!item || typeof item !== 'object') return { title: String(item ?? '') };
  const record = item as Record<string, unknown>;
  const title = ['title', 'question', 'label', 'name', 'heading', 'text', 'quote']
    .map((key) => record[key])
    .find((v) => typeof v === 'string');
  return {
    type: typeof record.type === 'string' ? record.type : undefined,
    title: typeof title === 'string' ? title : '',
  };
}

/** One list item in a card with its toolbar: drag handle, move, duplicate, remove, fold. */
export function ItemCard({ id, path, spec, item, index, count, onMove, onRemove, onDuplicate }: ItemCardProps) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id });
  const ui = useEditorUi();
  const collapsed = ui.isCollapsed(path);
  const { type, title } = summary(item);
  const name = `${type ?? 'item'} ${index + 1}`;
  return (
    <Card
      withBorder
      padding="sm"
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-item-path={path}
    >
      <Group justify="space-between" wrap="nowrap" mb={collapsed ? 0 : 'sm'}>
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <ActionIcon variant="subtle" aria-label={`Drag ${name}`} {...attributes} {...listeners}>
            <IconGripVertical size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={`${collapsed ? 'Expand' : 'Collapse'} ${name}`}
            aria-expanded={!collapsed}
            onClick={() => ui.toggle(path)}
          >
            {collapsed ? <IconChevronRight size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
          </ActionIcon>
          {type ? <Badge variant="light">{type}</Badge> : null}
          <Text size="sm" truncate>
            {title}
          </Text>
        </Group>
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={`Move ${name} up`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={`Move ${name} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          {onDuplicate ? (
            <ActionIcon variant="subtle" aria-label={`Duplicate ${name}`} onClick={onDuplicate}>
              <IconCopy size={16} aria-hidden />
            </ActionIcon>
          ) : null}
          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${name}`} onClick={onRemove}>
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      {collapsed ? null : <Field path={path} spec={{ ...spec, label: '' }} />}
    </Card>
  );
}
