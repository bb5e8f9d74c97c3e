import { Alert, Anchor, List, Text } from '@mantine/core';
import type { Problem } from './api.ts';
import { formPath } from './form/context.ts';

interface TodoListProps {
  /** The placeholders left in the file, as `npm run validate` lists them. */
  todo: Problem[];
  /** Opens and focuses the field at a form path. */
  onJump(path: string): void;
}

/** What is `[[REPLACE: …]]`, the hint inside a placeholder: the text to write there. */
const hint = (message: string) => /\[\[REPLACE: ?([^\]]*)\]\]/.exec(message)?.[1] ?? message;

/**
 * The copy still to write, each a link to its field. A draft with placeholders saves, previews and
 * builds; only a production build refuses it, so this list is the marketer's to-do, not an error.
 */
export function TodoList({ todo, onJump }: TodoListProps) {
  if (todo.length === 0) return null;
  return (
    // A region, not an alert: nothing went wrong, and a screen reader should not announce it on every keystroke.
    <Alert
      color="blue"
      role="region"
      aria-label="To write before going live"
      title={`To write before going live: ${todo.length}`}
    >
      <List size="sm">
        {todo.map((item) => (
          <List.Item key={`${item.line}:${item.column}`}>
            <Anchor component="button" type="button" size="sm" onClick={() => onJump(formPath(item.path))}>
              line {item.line} {item.path || '(file)'}
            </Anchor>
            <Text span size="sm">
              : {hint(item.message)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
