// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ComparisonSectionSchema } from '../../../../../schemas/sections/comparison.ts';
import { ComparisonSection } from '../../../../../src/components/sections/ComparisonSection.tsx';
import { renderWithProviders, screen, within } from '../../../render.tsx';

const comparison = ComparisonSectionSchema.parse({
  type: 'comparison',
  title: 'The Dinner Rush, Solved',
  intro: 'What changes when every call is answered.',
  before: { title: 'The Challenge', items: ['Phones ring out at peak times', 'Orders taken wrong'] },
  after: { title: 'The Solution', items: ['Every call answered', 'Orders read back', 'Bookings in your system'] },
});

describe('ComparisonSection', () => {
  it('shows the heading as an h2 and both columns as h3 in order', async () => {
    await renderWithProviders(<ComparisonSection section={comparison} />);

    expect(screen.getByRole('heading', { level: 2, name: 'The Dinner Rush, Solved' })).toBeInTheDocument();
    expect(screen.getByText('What changes when every call is answered.')).toBeInTheDocument();
    const columns = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(columns).toEqual(['The Challenge', 'The Solution']);
  });

  it('lists each column’s points under it', async () => {
    await renderWithProviders(<ComparisonSection section={comparison} />);

    const [before, after] = screen.getAllByRole('list');
    expect(
      within(before!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Phones ring out at peak times', 'Orders taken wrong']);
    expect(
      within(after!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Every call answered', 'Orders read back', 'Bookings in your system']);
  });
});
