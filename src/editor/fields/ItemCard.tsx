import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Card, Group, Text } from '@mantine/core';
// Icons, not text glyphs: the duplicate glyph (⧉) is missing from common fonts and shows as an empty box.
import {
  IconArrowDown,
  IconArrowUp,
  IconChevronDown,
  IconChevronRight,
  IconCopy,
  IconGripVertical,
  IconX,
} from '@tabler/icons-react';
import { memo, useMemo, type ComponentType } from 'react';
import type { FieldSpec } from '../schema/fieldSpec.ts';
import { useEditorForm, useEditorUi, valueAt } from '../form/context.ts';

/**
 * The component that renders an item's own fields: Field, handed down by Field itself. Fields nest
 * (a list of sections holds lists of cards), and this keeps the list and its cards from importing
 * Field back, so the modules form no circle. Module level and memoised, so the cards' memo holds.
 */
export type FieldRenderer = ComponentType<{ path: string; spec: FieldSpec }>;

/** Only strings, numbers and the list's spec, so a card re-renders when its own header changes. */
interface ItemCardProps {
  /** Sortable id (the item's path). */
  id: string;
  /** The list's path; the item's is `${listPath}.${index}`. */
  listPath: string;
  spec: FieldSpec;
  /** Renders the item's fields (see FieldRenderer). */
  Field: FieldRenderer;
  type: string | undefined;
  title: string;
  index: number;
  count: number;
  /** False when the list is full. */
  canDuplicate: boolean;
}

/** What a folded item shows: its type and its first line of text. */
export function summary(item: unknown): { type: string | undefined; title: string } {
  if (!item || typeof item !== 'object') return { type: undefined, title: String(item ?? '') };
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
export const ItemCard = memo(function ItemCard({
  id,
  listPath,
  spec,
  Field,
  type,
  title,
  index,
  count,
  canDuplicate,
}: ItemCardProps) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id });
  const ui = useEditorUi();
  const path = `${listPath}.${index}`;
  const collapsed = ui.isCollapsed(path);
  const name = `${type ?? 'item'} ${index + 1}`;
  const unlabelled = useMemo(() => ({ ...spec, label: '' }), [spec]);
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
        <ItemActions listPath={listPath} index={index} count={count} canDuplicate={canDuplicate} name={name} />
      </Group>
      {collapsed ? null : <Field path={path} spec={unlabelled} />}
    </Card>
  );
});

/** The card's list actions: move up and down, duplicate (while the list has room) and remove. */
function ItemActions({
  listPath,
  index,
  count,
  canDuplicate,
  name,
}: Pick<ItemCardProps, 'listPath' | 'index' | 'count' | 'canDuplicate'> & { name: string }) {
  const form = useEditorForm();
  const onMove = (to: number) => form.reorderListItem(listPath, { from: index, to });
  const onDuplicate = () =>
    form.insertListItem(listPath, structuredClone(valueAt(form.getValues(), `${listPath}.${index}`)), index + 1);
  return (
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
      {canDuplicate ? (
        <ActionIcon variant="subtle" aria-label={`Duplicate ${name}`} onClick={onDuplicate}>
          <IconCopy size={16} aria-hidden />
        </ActionIcon>
      ) : null}
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Remove ${name}`}
        onClick={() => form.removeListItem(listPath, index)}
      >
        <IconX size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
