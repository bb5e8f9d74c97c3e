// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ChecklistSectionSchema } from '../../../../../schemas/sections/checklist.ts';
import { ChecklistSection } from '../../../../../src/components/sections/ChecklistSection.tsx';
import { renderWithProviders, screen } from '../../../render.tsx';

const checklist = ChecklistSectionSchema.parse({
  type: 'checklist',
  title: 'What You Get From Day One',
  intro: 'Everything included from launch.',
  items: ['24/7 call answering', 'Bookings in your property system', 'Weekly call reports'],
});

describe('ChecklistSection', () => {
  it('shows the heading as an h2 with its intro', async () => {
    await renderWithProviders(<ChecklistSection section={checklist} />);

    expect(screen.getByRole('heading', { level: 2, name: 'What You Get From Day One' })).toBeInTheDocument();
    expect(screen.getByText('Everything included from launch.')).toBeInTheDocument();
  });

  it('lists every item in YAML order', async () => {
    await renderWithProviders(<ChecklistSection section={checklist} />);

    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '24/7 call answering',
      'Bookings in your property system',
      'Weekly call reports',
    ]);
  });
});
