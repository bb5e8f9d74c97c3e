// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { RoiSectionSchema } from '../../../../../schemas/sections/roi.ts';
import { RoiSection } from '../../../../../src/components/sections/RoiSection.tsx';
import { renderWithProviders, screen } from '../../../render.tsx';

const roi = RoiSectionSchema.parse({
  type: 'roi',
  title: 'Return on Investment Example',
  intro: 'A mid-sized online store taking 5,000 calls per month.',
  assumptions: [
    { label: 'Calls per month', value: '5,000' },
    { label: 'Cost per human-handled call', value: '$6.50' },
  ],
  results: [
    { label: 'Monthly saving', value: '$19,500' },
    { label: 'Payback period', value: 'Under 2 months' },
  ],
  note: 'Illustrative figures; your results depend on call mix.',
});

describe('RoiSection', () => {
  it('shows the heading as an h2 and the two columns as h3', async () => {
    await renderWithProviders(<RoiSection section={roi} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Return on Investment Example' })).toBeInTheDocument();
    expect(screen.getByText('A mid-sized online store taking 5,000 calls per month.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Assumptions',
      'What it works out to',
    ]);
  });

  it('pairs every label with its figure: assumptions first, then results', async () => {
    await renderWithProviders(<RoiSection section={roi} />);

    const pairs = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Calls per month', '5,000'],
      ['Cost per human-handled call', '$6.50'],
      ['Monthly saving', '$19,500'],
      ['Payback period', 'Under 2 months'],
    ]);
  });

  it('shows the small print', async () => {
    await renderWithProviders(<RoiSection section={roi} />);

    expect(screen.getByText('Illustrative figures; your results depend on call mix.')).toBeInTheDocument();
  });
});
