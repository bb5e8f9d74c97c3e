// @vitest-environment jsdom
// The editor's to-do list: the placeholders a new industry still has, from the same check as
// `npm run validate`, each a link to its field.
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIndustry, openFile } from '../../../../scripts/editor-server/api.ts';
import { TodoList } from '../../../../src/editor/TodoList.tsx';
import { copyContent } from '../../support/content.ts';
import { renderWithProviders, screen, userEvent } from '../../render.tsx';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the editor to-do list', () => {
  it('lists the placeholders of a new industry, and none of a finished file', () => {
    dir = copyContent();
    const context = { root: dir, contentDir: dir, showUnsaved: () => {} };
    const { name } = createIndustry(context, 'dental', 'Dental Clinics');
    const opened = openFile(context, name);
    expect(opened.problems).toEqual([]);
    expect(opened.todo.length).toBeGreaterThan(30);
    expect(opened.todo).toContainEqual(
      expect.objectContaining({ file: 'dental.yaml', path: 'demo.agent.firstMessage', line: expect.any(Number) }),
    );
    expect(openFile(context, 'trades.yaml').todo).toEqual([]);
  });

  it('shows each one with what to write, and jumps to its field', async () => {
    const onJump = vi.fn();
    const todo = [
      {
        file: 'dental.yaml',
        line: 24,
        column: 15,
        path: 'landing.sections[0].title',
        message: 'Placeholder copy still here: [[REPLACE: The headline]]. Write the real text before publishing',
      },
    ];
    await renderWithProviders(<TodoList todo={todo} onJump={onJump} />);
    expect(screen.getByText('To write before going live: 1')).toBeInTheDocument();
    expect(screen.getByText(': The headline')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'line 24 landing.sections[0].title' }));
    expect(onJump).toHaveBeenCalledWith('landing.sections.0.title');
  });
});
