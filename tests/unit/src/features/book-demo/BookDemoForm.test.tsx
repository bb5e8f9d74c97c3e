// @vitest-environment jsdom
// The Book a Demo dialog renders its inputs from the lead-column map: one per field, of the kind the map says,
// so a field added to the map reaches the form without a change to the component.
import { describe, expect, it } from 'vitest';
import { BookDemoSectionSchema } from '../../../../../schemas/book-demo.ts';
import { ActionButton } from '../../../../../src/components/ActionButton.tsx';
import { BookDemoHost } from '../../../../../src/features/book-demo/BookDemoHost.tsx';
import { BookDemoSection } from '../../../../../src/features/book-demo/BookDemoSection.tsx';
import { DEMO_REQUEST_FIELDS } from '../../../../../supabase/functions/_shared/leads/lead-fields.ts';
import { renderWithProviders, screen } from '../../../render.tsx';

describe('BookDemoForm', () => {
  it('has one input per field of the lead-column map, with the map’s kind, autofill token and rules', async () => {
    const section = BookDemoSectionSchema.parse({ type: 'book-demo' });
    const view = await renderWithProviders(
      <BookDemoHost>
        <ActionButton action={{ label: 'Book a Demo', href: 'action:book-demo', variant: 'primary' }} />
        <BookDemoSection section={section} />
      </BookDemoHost>,
    );
    await view.user.click(screen.getByRole('button', { name: 'Book a Demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a Demo' });
    const form = dialog.querySelector('form')!;
    const named = [...form.querySelectorAll<HTMLInputElement>('input[name], textarea[name]')].filter(
      (element) => element.closest('[aria-hidden="true"]') === null,
    );
    expect(named.map((element) => element.name)).toEqual(expect.arrayContaining(Object.keys(DEMO_REQUEST_FIELDS)));
    expect(named).toHaveLength(Object.keys(DEMO_REQUEST_FIELDS).length);
    for (const [field, rule] of Object.entries(DEMO_REQUEST_FIELDS)) {
      const element = named.find((candidate) => candidate.name === field)!;
      expect(element.tagName, field).toBe(rule.form.rows ? 'TEXTAREA' : 'INPUT');
      if (!rule.form.rows) expect(element.type, field).toBe(rule.form.type ?? 'text');
      expect(element.getAttribute('autocomplete'), field).toBe(rule.form.autoComplete ?? null);
      expect(element.required, field).toBe(rule.required);
      expect(element.maxLength, field).toBe(rule.maxLength);
    }
  });
});
