import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import type { FieldSpec } from '../schema/fieldSpec.ts';
import { emptyValue } from '../schema/fieldSpec.ts';
import { fieldId, useEditorForm } from '../form/context.ts';
import { ItemCard } from './ItemCard.tsx';
import { FieldHeading } from './FieldHeading.tsx';

interface ArrayFieldProps {
  path: string;
  spec: FieldSpec & { kind: 'array' };
}

/** A list (sections, FAQ items, cards…): add, remove, duplicate, collapse and reorder its items. */
export function ArrayField({ path, spec }: ArrayFieldProps) {
  const form = useEditorForm();
  const raw: unknown = form.getInputProps(path).value;
  const items = Array.isArray(raw) ? (raw as unknown[]) : [];
  const ids = items.map((_, index) => `${path}.${index}`);
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
  const error = form.errors[path];
  return (
    <Stack gap="xs" id={fieldId(path)}>
      <FieldHeading label={spec.label} help={spec.help} />
      {error ? (
        <Text size="sm" c="red">
          {String(error)}
        </Text>
      ) : null}
      <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          {items.map((item, index) => (
            <ItemCard
              key={ids[index]}
              id={ids[index]!}
              path={`${path}.${index}`}
              spec={spec.item}
              item={item}
              index={index}
              count={items.length}
              onMove={(to) => move(index, to)}
              onRemove={() => form.removeListItem(path, index)}
              onDuplicate={full ? undefined : () => form.insertListItem(path, structuredClone(item), index + 1)}
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
}
