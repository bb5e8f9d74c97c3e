// Every voice flow in the content (SPEC's 13 and any a content file adds), end to end against the
// production build and the voice simulator, by keyboard only: the form's errors, the call with the
// right agent and dynamic variables on the wire, and the end of the call or the completion screen,
// with axe (WCAG 2.2 A/AA) in each state. One call per flow serves the flow, keyboard and a11y checks.
import { expect, type Page } from '@playwright/test';
import { test } from '../support.ts';
import { expectNoViolations } from '../a11y/helpers.ts';
import {
  expectedVariables,
  expectLive,
  expectNotLive,
  expectSimSession,
  FLOWS,
  openFlow,
  simSession,
  toast,
  visitor,
  type Visitor,
} from './helpers.ts';

// Without motion, toasts and dialogs appear and leave at once: axe never measures a half-faded toast
// that happens to auto-close while it runs. Colours and markup are the same either way.
test.use({ reducedMotion: 'reduce' });

/** The error text a field points at through aria-describedby. */
async function describedText(page: Page, id: string | null): Promise<string> {
  expect(id, 'aria-describedby').toBeTruthy();
  const texts = await Promise.all(id!.split(/\s+/).map((part) => page.locator(`[id="${part}"]`).innerText()));
  return texts.join(' ');
}

for (const { demo, slug } of FLOWS) {
  const end = demo.completion ? demo.completion.title : 'the session screen';
  test(`${demo.path}, by keyboard: form errors → call with its agent and details → ${end}`, async ({
    page,
    request,
  }) => {
    test.slow();
    await openFlow(page, demo);
    await page.getByRole('button', { name: demo.submit.label }).press('Enter');

    const fields = demo.fields.map((field) => page.getByRole('textbox', { name: field.label, exact: true }));
    const first = fields[demo.fields.findIndex((field) => field.required)]!;
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(await describedText(page, await first.getAttribute('aria-describedby'))).not.toBe('');
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectNoViolations(page, `${demo.path} form errors`);

    // Tab through every field, typing into the required ones: the blank ones go out as the flow's defaults.
    const person = visitor(slug);
    const filled: Partial<Visitor> = {};
    await fields[0]!.focus();
    for (const [index, field] of demo.fields.entries()) {
      await expect(fields[index]!).toBeFocused();
      if (field.required) {
        await page.keyboard.type(person[field.name]);
        filled[field.name] = person[field.name];
      }
      if (index < demo.fields.length - 1) await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');

    if (demo.submit.behaviour !== 'start-session') {
      await expect(page.getByRole('heading', { level: 2, name: demo.session.title })).toBeFocused();
      await page.getByRole('button', { name: demo.session.startLabel }).press('Enter');
    }
    await expectLive(page, demo);
    await expect(toast(page, demo.toasts.connected)).toBeVisible();
    const record = await simSession(request, person.email);
    expect(record.agentId).toBe(demo.agentId);
    expect(record.subprotocol).toBe('convai');
    expect(record.init?.dynamicVariables).toEqual(expectedVariables(demo, filled));
    await expect(page.getByRole('log')).toContainText(`Hi ${person.name}, thanks for calling.`);
    await expectNoViolations(page, `${demo.path} session, connected`);

    await page.getByRole('button', { name: demo.session.endLabel }).press('Enter');
    await expect(toast(page, demo.toasts.ended)).toBeVisible();
    if (demo.completion) {
      await expect(page.getByRole('heading', { level: 2, name: demo.completion.title })).toBeFocused();
      for (const action of demo.completion.actions)
        await expect(page.getByRole('link', { name: action.label })).toHaveAttribute('href', action.href);
      await expectNoViolations(page, `${demo.path} completion screen`);
    } else {
      await expectNotLive(page, demo);
      await expect(page.getByRole('button', { name: demo.session.startLabel })).toBeEnabled();
      if (demo.session.reconnectHint) await expect(page.getByText(demo.session.reconnectHint)).toBeVisible();
    }
    await expectSimSession(request, person.email, (r) => r.close?.by === 'client', 'the page closed the socket');
  });
}
