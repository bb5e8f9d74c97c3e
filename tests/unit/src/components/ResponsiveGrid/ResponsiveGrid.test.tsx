import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveGrid } from '../../../../../src/components/ResponsiveGrid/index.ts';

const render = (grid: React.ReactElement) =>
  renderToStaticMarkup(
    <MantineProvider withCssVariables={false} withGlobalClasses={false}>
      {grid}
    </MantineProvider>,
  );

describe('ResponsiveGrid', () => {
  it('renders no <style> element: the breakpoints travel as custom properties of its own element', () => {
    const html = render(
      <ResponsiveGrid cols={{ base: 1, md: 3 }} spacing={{ base: 'md', sm: 'xl' }} verticalSpacing="xl">
        <p>cell</p>
      </ResponsiveGrid>,
    );
    expect(html).not.toContain('<style');
    const style = /style="([^"]*)"/.exec(html)?.[1];
    expect(style).toContain('--cols-base:1');
    expect(style).toContain('--cols-md:3');
    expect(style).toContain('--gap-x-base:var(--mantine-spacing-md)');
    expect(style).toContain('--gap-x-sm:var(--mantine-spacing-xl)');
    expect(style).toContain('--gap-y-base:var(--mantine-spacing-xl)');
    expect(style).not.toContain('--gap-y-sm');
  });

  it('takes SimpleGrid’s defaults (one column, md spacing both ways) and its element', () => {
    const html = render(
      <ResponsiveGrid component="ul">
        <li>cell</li>
      </ResponsiveGrid>,
    );
    expect(html).toMatch(/^<ul /);
    expect(html).toContain('--cols-base:1');
    expect(html).toContain('--gap-y-base:var(--mantine-spacing-md)');
  });
});
