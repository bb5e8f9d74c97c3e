// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { HeroSectionSchema } from '../../../../../schemas/sections/hero.ts';
import { HeroSection } from '../../../../../src/components/sections/HeroSection.tsx';
import { renderWithProviders, screen } from '../../../render.tsx';

const hero = HeroSectionSchema.parse({
  type: 'hero',
  eyebrow: 'AI Voice Agents for Healthcare',
  title: 'Every Patient Call Answered',
  subtitle: 'Appointments, questions and routing, around the clock.',
  actions: [
    { label: 'Try Demo', href: '/healthcare-demo' },
    { label: 'Chat with us', href: '/contact-us', variant: 'secondary' },
    { label: 'Schedule Consultation', href: 'https://cal.com/example/consultation', variant: 'subtle' },
  ],
  highlights: ['Answers 24/7', 'Books appointments'],
});

describe('HeroSection', () => {
  it('shows the title as the only h1 with the eyebrow and subtitle', async () => {
    await renderWithProviders(<HeroSection section={hero} />);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Every Patient Call Answered' })).toBeInTheDocument();
    expect(screen.getByText('AI Voice Agents for Healthcare')).toBeInTheDocument();
    expect(screen.getByText('Appointments, questions and routing, around the clock.')).toBeInTheDocument();
  });

  it('links internal actions to their paths in the same tab', async () => {
    await renderWithProviders(<HeroSection section={hero} />);

    const demo = screen.getByRole('link', { name: 'Try Demo' });
    expect(demo).toHaveAttribute('href', '/healthcare-demo');
    expect(demo).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Chat with us' })).toHaveAttribute('href', '/contact-us');
  });

  it('opens external actions in a new tab with rel="noopener noreferrer"', async () => {
    await renderWithProviders(<HeroSection section={hero} />);

    const external = screen.getByRole('link', { name: /Schedule Consultation/ });
    expect(external).toHaveAttribute('href', 'https://cal.com/example/consultation');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAccessibleName(/^Schedule Consultation\s*\(opens in a new tab\)$/);
  });

  it('lists the highlights in order', async () => {
    await renderWithProviders(<HeroSection section={hero} />);

    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Answers 24/7', 'Books appointments']);
  });

  it('renders no buttons or list when the schema defaults leave them empty', async () => {
    await renderWithProviders(
      <HeroSection section={HeroSectionSchema.parse({ type: 'hero', title: 'Privacy Policy' })} />,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
