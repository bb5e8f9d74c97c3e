// The queued state: a full agent that queues callers (automotive: `agent.queue` in its YAML) holds the
// call before it starts, as ElevenLabs does (the simulator's sim_queue_ms). The page says the visitor is
// waiting, with the time waited and the longest wait, in the words of YAML; then the call starts and the
// notice goes. The new state passes axe.
import { expect } from '@playwright/test';
import { clockTime } from '../../../src/features/demo/voice/queue.ts';
import { expectNoViolations } from '../a11y/helpers.ts';
import { test } from '../support.ts';
import {
  expectLive,
  expectSimSession,
  flowAt,
  openFlow,
  simSession,
  submitDetails,
  visitor,
  withSimBehaviour,
} from './helpers.ts';

const { demo } = flowAt('/automotive-demo');
const { call } = demo.session;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a call held in the queue of a full agent says so with its wait, then starts', async ({ page, request }) => {
  test.setTimeout(60_000);
  expect(demo.queueWaitSeconds, 'the automotive agent queues callers').toBeGreaterThan(0);
  // Held until the checks of the queued state are done, then let in through the simulator, as when a slot
  // frees: no fixed wait that a slow axe scan could outlast.
  await withSimBehaviour(page, { sim_queue_ms: '50000' });
  await openFlow(page, demo);
  const person = visitor('queued');
  await submitDetails(page, demo, person);
  await page.getByRole('button', { name: demo.session.startLabel }).click();

  await expect(page.getByText(call.queued)).toBeVisible({ timeout: 10_000 });
  const waitLine = escape(call.queuedWait)
    .replace('\\{waited\\}', '\\d+:\\d{2}')
    .replace('\\{limit\\}', escape(clockTime(demo.queueWaitSeconds!)));
  await expect(page.getByText(new RegExp(`^${waitLine}$`))).toBeVisible();
  await expectSimSession(request, person.email, (record) => record.status === 'queued', 'the call waits in the queue');
  await expectNoViolations(page, 'the queued state');
  const { id } = await simSession(request, person.email);
  expect((await request.post(`/__sim/sessions/${id}/admit`)).status()).toBe(200);

  await expectLive(page, demo);
  await expect(page.getByText(call.queued)).toBeHidden();
  await expectSimSession(
    request,
    person.email,
    (record) => record.queue?.outcome === 'admitted',
    'the call left the queue for a slot',
  );
});
