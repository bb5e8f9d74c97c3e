// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { CtaSectionSchema } from '../../../../../schemas/sections/cta.ts';
import { CtaSection } from '../../../../../src/components/sections/CtaSection.tsx';
import { BookDemoContext } from '../../../../../src/features/book-demo/BookDemoContext.tsx';
import { renderWithProviders, screen } from '../../../render.tsx';

const cta = CtaSectionSchema.parse({
  type: 'cta',
  title: 'Ready to Answer Every Call?',
  text: 'Try the demo or talk to our team.',
  actions: [
    { label: 'Try the Demo', href: '/restaurant-demo' },
    { label: 'Chat with us', href: '/contact-us', variant: 'secondary' },
    { label: 'Schedule Consultation', href: 'https://cal.com/harbourline/consultation', variant: 'subtle' },
  ],
});

describe('CtaSection', () => {
  it('shows the heading as an h2, never an h1, with its text', async () => {
    await renderWithProviders(<CtaSection section={cta} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Ready to Answer Every Call?' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByText('Try the demo or talk to our team.')).toBeInTheDocument();
  });

  it('links internal actions to their paths in the same tab', async () => {
    await renderWithProviders(<CtaSection section={cta} />);

    const demo = screen.getByRole('link', { name: 'Try the Demo' });
    expect(demo).toHaveAttribute('href', '/restaurant-demo');
    expect(demo).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Chat with us' })).toHaveAttribute('href', '/contact-us');
  });

  it('opens external actions in a new tab with rel="noopener noreferrer"', async () => {
    await renderWithProviders(<CtaSection section={cta} />);

    const external = screen.getByRole('link', { name: /^Schedule Consultation/ });
    expect(external).toHaveAttribute('href', 'https://cal.com/harbourline/consultation');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('defaults to the brand background band', () => {
    expect(cta.background).toBe('brand');
  });

  it('opens the Book a Demo dialog from a button on pages that host it', async () => {
    const openBookDemo = vi.fn();
    const bookDemo = CtaSectionSchema.parse({
      type: 'cta',
      title: 'See It Working',
      actions: [{ label: 'Book a Demo', href: 'action:book-demo' }],
    });
    const { user } = await renderWithProviders(
      <BookDemoContext.Provider value={openBookDemo}>
        <CtaSection section={bookDemo} />
      </BookDemoContext.Provider>,
    );

    await user.click(screen.getByRole('button', { name: 'Book a Demo' }));

    expect(openBookDemo).toHaveBeenCalledOnce();
  });

  it('links Book a Demo to the About page dialog on pages that do not host it', async () => {
    const bookDemo = CtaSectionSchema.parse({
      type: 'cta',
      title: 'See It Working',
      actions: [{ label: 'Book a Demo', href: 'action:book-demo' }],
    });
    await renderWithProviders(<CtaSection section={bookDemo} />);

    expect(screen.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/about#book-demo');
  });
});
