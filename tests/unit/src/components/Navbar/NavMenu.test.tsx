// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavMenu } from '../../../../../src/components/Navbar/NavMenu.tsx';
import { renderWithProviders, screen } from '../../../render.tsx';

const ITEMS = [
  { label: 'General Demo', path: '/demo' },
  { label: 'Restaurant Demo', path: '/restaurant-demo' },
  { label: 'Automotive Demo', path: '/automotive-demo' },
];

describe('NavMenu from the keyboard', () => {
  it('moves the focus before the next key is handled, so a fast Enter acts on the item reached', async () => {
    await renderWithProviders(<NavMenu label="Demos" menu={{ items: ITEMS, index: '/demos' }} index="/demos" />);
    const button = screen.getByRole('button', { name: 'Demos' });
    button.focus();

    // Keys dispatched back to back, with no frame or render in between.
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(document.activeElement).toHaveTextContent('General Demo');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toHaveTextContent('Restaurant Demo');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toHaveTextContent('Automotive Demo');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toHaveTextContent('General Demo');
  });

  it('opens on ArrowUp at the last item, and Escape closes it and returns to the button', async () => {
    await renderWithProviders(<NavMenu label="Demos" menu={{ items: ITEMS, index: '/demos' }} index="/demos" />);
    const button = screen.getByRole('button', { name: 'Demos' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.activeElement).toHaveTextContent('Automotive Demo');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});

describe('NavMenu with a mouse', () => {
  it('stays open when a click comes after the hover has already opened it (a slow click)', async () => {
    await renderWithProviders(<NavMenu label="Demos" menu={{ items: ITEMS, index: '/demos' }} index="/demos" />);
    const button = screen.getByRole('button', { name: 'Demos' });

    fireEvent.pointerEnter(button.parentElement!, { pointerType: 'mouse' });
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    fireEvent.click(button);

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // A second click is a real toggle: it closes the menu.
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });
});

describe('NavMenu for a long menu', () => {
  it('ends a shortened menu with its "All …" link, reachable from the keyboard', async () => {
    const menu = { items: ITEMS, all: { label: 'All demos', path: '/demos' }, index: '/demos' };
    await renderWithProviders(<NavMenu label="Demos" menu={menu} index="/demos" />);
    const button = screen.getByRole('button', { name: 'Demos' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(document.activeElement).toHaveTextContent('All demos');
    expect(document.activeElement).toHaveAttribute('href', '/demos');
    expect(screen.getAllByRole('menuitem', { hidden: true })).toHaveLength(ITEMS.length + 1);
  });
});
