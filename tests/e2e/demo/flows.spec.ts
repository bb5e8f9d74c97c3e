// Every voice flow from YAML, end to end against the production build and the voice simulator:
// form → session → end or completion, with the right agent and dynamic variables on the wire.
import { expect, test } from '@playwright/test';
import {
  expectedVariables,
  expectNotLive,
  expectSimSession,
  FLOWS,
  openFlow,
  simSession,
  startCall,
  toast,
  visitor,
} from './helpers.ts';

for (const { demo, slug } of FLOWS) {
  test(`${demo.path}: form → call → ${demo.completion ? 'completion screen' : 'session screen'}`, async ({
    page,
    request,
  }) => {
    const person = visitor(slug);
    await openFlow(page, demo);
    const filled = await startCall(page, demo, person);
    await expect(toast(page, demo.toasts.connected)).toBeVisible();

    const record = await simSession(request, person.email);
    expect(record.agentId).toBe(demo.agentId);
    expect(record.subprotocol).toBe('convai');
    expect(record.init?.dynamicVariables).toEqual(expectedVariables(demo, filled));
    await expect(page.getByRole('log')).toContainText(`Hi ${person.name}, thanks for calling.`);

    await page.getByRole('button', { name: demo.session.endLabel }).click();
    await expect(toast(page, demo.toasts.ended)).toBeVisible();
    if (demo.completion) {
      await expect(page.getByRole('heading', { level: 2, name: demo.completion.title })).toBeFocused();
      for (const action of demo.completion.actions)
        await expect(page.getByRole('link', { name: action.label })).toHaveAttribute('href', action.href);
    } else {
      await expectNotLive(page, demo);
      await expect(page.getByRole('button', { name: demo.session.startLabel })).toBeEnabled();
      if (demo.session.reconnectHint) await expect(page.getByText(demo.session.reconnectHint)).toBeVisible();
    }
    await expectSimSession(request, person.email, (r) => r.close?.by === 'client', 'the page closed the socket');
  });
}
