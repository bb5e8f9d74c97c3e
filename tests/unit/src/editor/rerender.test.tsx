// @vitest-environment jsdom
// A keystroke in the visual editor re-renders the field typed in (and the lists above it), not the
// whole file: with every field re-rendering, typing took 500-600 ms a key on a real industry file.
// The fields' renders are counted through `fieldId`, which each field calls once per render.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonSchemaText } from '../../../../scripts/content-engine/json-schema.ts';
import type { OpenedFile } from '../../../../src/editor/api.ts';
import { FileEditor } from '../../../../src/editor/FileEditor.tsx';
import type { JsonSchema } from '../../../../src/editor/schema/fieldSpec.ts';
import { renderWithProviders, screen } from '../../render.tsx';

const rendered = vi.hoisted(() => [] as string[]);
vi.mock('../../../../src/editor/form/context.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../src/editor/form/context.ts')>();
  return {
    ...original,
    fieldId: (path: string) => {
      rendered.push(path);
      return original.fieldId(path);
    },
  };
});

const FixtureSchema = z.object({
  title: z.string().describe('Title'),
  items: z.array(z.object({ question: z.string().describe('Question'), answer: z.string().describe('Answer') })),
});

const opened: OpenedFile = {
  name: 'fixture.yaml',
  kind: 'industry',
  hash: 'h1',
  data: {
    title: 'Calls answered',
    items: [
      { question: 'First?', answer: 'One.' },
      { question: 'Second?', answer: 'Two.' },
    ],
  },
  schema: JSON.parse(jsonSchemaText(FixtureSchema)) as JsonSchema,
  previewPath: '/fixture',
  problems: [],
  todo: [],
};

beforeEach(() => {
  // The preview request after a pause: never answered here, so nothing else re-renders.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('typing in the visual editor', () => {
  it('re-renders the field typed in and the list above it, not the other fields', async () => {
    const { user } = await renderWithProviders(<FileEditor opened={opened} onDirtyChange={() => {}} />);
    const question = document.getElementById('field-items.0.question') as HTMLInputElement;
    expect(question).toHaveValue('First?');
    // Every field rendered once on the way in: the count below is not vacuous.
    expect(new Set(rendered)).toEqual(
      new Set([
        'title',
        'items',
        'items.0',
        'items.0.question',
        'items.0.answer',
        'items.1',
        'items.1.question',
        'items.1.answer',
      ]),
    );

    rendered.length = 0;
    await user.type(question, 'x');
    expect(question).toHaveValue('First?x');
    expect(screen.getByRole('status', { name: 'Save status' })).toHaveTextContent('Unsaved changes.');
    expect(new Set(rendered)).toEqual(new Set(['items', 'items.0.question']));
  });
});
