// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { StepsSectionSchema } from '../../../../../schemas/sections/steps.ts';
import { StepsSection } from '../../../../../src/components/sections/StepsSection.tsx';
import { renderWithProviders, screen, within } from '../../../render.tsx';

const howItWorks = StepsSectionSchema.parse({
  type: 'steps',
  title: 'How It Works',
  intro: 'From first conversation to a live agent, in four steps.',
  items: [
    { title: 'Discovery', text: 'We listen to how your calls work today.' },
    { title: 'Build & Train', text: 'We build your agent around your knowledge base.' },
    { title: 'Launch', text: 'Your agent starts taking calls.' },
    { title: 'Optimize', text: 'We review transcripts and sharpen answers.' },
  ],
});

describe('StepsSection', () => {
  it('shows the heading as an h2 and the steps as an ordered list of h3s', async () => {
    await renderWithProviders(<StepsSection section={howItWorks} />);

    expect(screen.getByRole('heading', { level: 2, name: 'How It Works' })).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Discovery',
      'Build & Train',
      'Launch',
      'Optimize',
    ]);
    expect(within(steps[1]!).getByText('We build your agent around your knowledge base.')).toBeInTheDocument();
  });

  it('numbers steps that have no label', async () => {
    await renderWithProviders(<StepsSection section={howItWorks} />);

    expect(['Step 1', 'Step 2', 'Step 3', 'Step 4'].map((label) => screen.getByText(label))).toHaveLength(4);
  });

  it('shows the label instead of a number when a step has one (a timeline)', async () => {
    const timeline = StepsSectionSchema.parse({
      type: 'steps',
      title: 'Implementation Timeline',
      items: [
        { label: 'Weeks 1-2', title: 'Discovery', text: 'Map call types.' },
        { label: 'Weeks 3-4', title: 'Build', text: 'Connect billing and CRM.' },
      ],
    });
    await renderWithProviders(<StepsSection section={timeline} />);

    expect(screen.getByText('Weeks 1-2')).toBeInTheDocument();
    expect(screen.getByText('Weeks 3-4')).toBeInTheDocument();
    expect(screen.queryByText('Step 1')).not.toBeInTheDocument();
  });
});
