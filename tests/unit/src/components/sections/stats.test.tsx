// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { StatsSectionSchema } from '../../../../../schemas/sections/stats.ts';
import { StatsSection } from '../../../../../src/components/sections/StatsSection.tsx';
import { renderWithProviders, screen } from '../../../render.tsx';

const stats = StatsSectionSchema.parse({
  type: 'stats',
  title: 'Harbourline at a Glance',
  items: [
    { value: '24/7', label: 'Availability', text: 'Every call answered, day and night.' },
    { value: 'Any Scale', label: 'Call Volume' },
    { value: 'Multi-Language', label: 'Language Support' },
    { value: 'PCI Compliant', label: 'Payment Security' },
  ],
});

/** The first definition after a term, before the next term (Mantine may put a <style> in between). */
function definitionOf(term: HTMLElement): string | null | undefined {
  for (let next = term.nextElementSibling; next && next.tagName !== 'DT'; next = next.nextElementSibling) {
    if (next.tagName === 'DD') return next.textContent;
  }
  return undefined;
}

describe('StatsSection', () => {
  it('shows the optional heading as an h2', async () => {
    await renderWithProviders(<StatsSection section={stats} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Harbourline at a Glance' })).toBeInTheDocument();
  });

  it('lists every label as a term and every figure as a definition, in YAML order', async () => {
    await renderWithProviders(<StatsSection section={stats} />);

    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Availability',
      'Call Volume',
      'Language Support',
      'Payment Security',
    ]);
    expect(screen.getAllByRole('definition').map((definition) => definition.textContent)).toEqual([
      '24/7',
      'Every call answered, day and night.',
      'Any Scale',
      'Multi-Language',
      'PCI Compliant',
    ]);
  });

  it('puts each label before its figure, as a description list requires', async () => {
    await renderWithProviders(<StatsSection section={stats} />);

    const pairs = screen.getAllByRole('term').map((term) => [term.textContent, definitionOf(term)]);
    expect(pairs).toEqual([
      ['Availability', '24/7'],
      ['Call Volume', 'Any Scale'],
      ['Language Support', 'Multi-Language'],
      ['Payment Security', 'PCI Compliant'],
    ]);
  });

  it('renders without a heading when the title is left out', async () => {
    await renderWithProviders(
      <StatsSection
        section={StatsSectionSchema.parse({ type: 'stats', items: [{ value: '100%', label: 'Calls answered' }] })}
      />,
    );

    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('definition')).toHaveTextContent('100%');
  });
});
