import { cleanNotifications } from '@mantine/notifications';
import { act, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { Toast } from '../../../schemas/demo.ts';
import type { DemoData } from '../../../scripts/content-engine/types.ts';
import { IndustryDemo } from '../../../src/features/demo/IndustryDemo/index.ts';
import { renderWithProviders, screen } from '../render.tsx';
import { fakeVoice } from './fakeVoiceRuntime.tsx';

/**
 * Renders a flow on its own path, moves the mouse over it (the SDK loads on the first interaction) and
 * waits until the page's voice store has loaded the (fake) SDK chunk.
 */
export async function renderFlow(data: DemoData) {
  const view = await renderWithProviders(<IndustryDemo data={data} />, { path: data.demo.path });
  await view.user.pointer({ target: document.body, coords: { clientX: 10, clientY: 10 } });
  await waitFor(() => expect(fakeVoice.store).not.toBeNull());
  const { demo } = data;
  // A role query by name computes the accessible name, and with it jsdom's computed style, of every textbox
  // and its ancestors: most of a form test's CPU time. Each field is found by its role and label once per
  // render; later calls return that element while React keeps it in the document, as the query would.
  const found = new Map<string, HTMLElement>();
  const field = (name: string) => {
    const known = found.get(name);
    if (known?.isConnected) return known;
    const label = demo.fields.find((candidate) => candidate.name === name)!.label;
    const element = screen.getByRole('textbox', { name: label });
    found.set(name, element);
    return element;
  };
  const submit = () => view.user.click(screen.getByRole('button', { name: demo.submit.label }));
  /** Types into the given fields (by detail name); clears them first. */
  const fill = async (values: Partial<Record<string, string>>) => {
    for (const [name, value] of Object.entries(values)) {
      if (!demo.fields.some((candidate) => candidate.name === name)) continue;
      await view.user.clear(field(name));
      // Pasting is one change event instead of one per key: the same for the form, much faster.
      if (value) await view.user.paste(value);
    }
  };
  return { ...view, field, submit, fill };
}

/** A toast (role alert) with this message, and this title when the toast has one, is on screen. */
export async function expectToast(toast: Toast) {
  await waitFor(() => {
    const match = screen.queryAllByRole('alert').find((alert) => within(alert).queryByText(toast.message));
    expect(match, `toast "${toast.message}"`).toBeDefined();
    if (toast.title) expect(within(match!).getByText(toast.title)).toBeInTheDocument();
  });
}

/** No toast shows this message. */
export function expectNoToast(message: string) {
  expect(screen.queryAllByRole('alert').filter((alert) => within(alert).queryByText(message))).toEqual([]);
}

/** Runs a voice event (or any state change) inside act. */
export function emit(run: () => void) {
  act(run);
}

export function clearToasts() {
  act(() => cleanNotifications());
}
