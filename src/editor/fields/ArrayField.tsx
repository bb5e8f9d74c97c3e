import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import { memo, useMemo } from 'react';
import type { FieldSpec } from '../schema/fieldSpec.ts';
import { emptyValue } from '../schema/fieldSpec.ts';
import { fieldId, useEditorForm, useFieldError, useFieldValue } from '../form/context.ts';
import { ItemCard, summary, type FieldRenderer } from './ItemCard.tsx';
import { FieldHeading } from './FieldHeading.tsx';

interface ArrayFieldProps {
  path: string;
  spec: FieldSpec & { kind: 'array' };
  /** Renders each item's fields (Field; see FieldRenderer). */
  Field: FieldRenderer;
}

/**
 * A list (sections, FAQ items, cards…): add, remove, duplicate, collapse and reorder its items. It
 * re-renders on any edit inside the list; its cards get only strings and numbers, so they do not.
 */
export const ArrayField = memo(function ArrayField({ path, spec, Field }: ArrayFieldProps) {
  const form = useEditorForm();
  const raw = useFieldValue(path);
  const items = Array.isArray(raw) ? (raw as unknown[]) : [];
  const ids = useMemo(
    () => Array.from({ length: items.length }, (_, index) => `${path}.${index}`),
    [path, items.length],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    form.reorderListItem(path, { from, to });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  const add = (variant?: string) => {
    if (raw === undefined) form.setFieldValue(path, [emptyValue(spec.item, variant)]);
    else form.insertListItem(path, emptyValue(spec.item, variant));
  };
  const full = spec.maxItems !== undefined && items.length >= spec.maxItems;
  const noun = spec.label.toLowerCase() || 'item';
  const error = useFieldError(path);
  return (
    <Stack gap="xs" id={fieldId(path)}>
      <FieldHeading label={spec.label} help={spec.help} />
      {error ? (
        <Text size="sm" c="red">
          {error}
        </Text>
      ) : null}
      <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          {items.map((item, index) => (
            <ItemCard
              key={ids[index]}
              id={ids[index]!}
              listPath={path}
              spec={spec.item}
              Field={Field}
              {...summary(item)}
              index={index}
              count={items.length}
              canDuplicate={!full}
            />
          ))}
        </SortableContext>
      </DndContext>
      {full ? null : spec.item.kind === 'union' ? (
        <Menu>
          <Menu.Target>
            <Button variant="light" size="xs">
              Add a {noun.replace(/s$/, '')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {Object.keys(spec.item.variants).map((type) => (
              <Menu.Item key={type} onClick={() => add(type)}>
                {type}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ) : (
        <Group>
          <Button variant="light" size="xs" onClick={() => add()}>
            Add to {spec.label.toLowerCase() || 'the list'}
          </Button>
        </Group>
      )}
    </Stack>
  );
});
