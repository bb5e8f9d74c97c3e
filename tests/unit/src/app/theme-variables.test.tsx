import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '../../../../src/app/theme.ts';
import { ThemeVariables, themeVariablesCss } from '../../../../src/app/ThemeVariables.tsx';

/** The <style> of the theme's variables in a provider's output. */
const variablesStyle = (html: string) => /<style data-mantine-styles="true">[\s\S]*?<\/style>/.exec(html)?.[0];

describe('the theme variables worked out once', () => {
  it('are the <style> Mantine renders for the same theme and resolver, byte for byte', () => {
    const mantine = renderToStaticMarkup(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light" />,
    );
    const ours = renderToStaticMarkup(
      <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false}>
        <ThemeVariables />
      </MantineProvider>,
    );
    expect(variablesStyle(mantine)).toContain('--mantine-color-dimmed');
    expect(variablesStyle(ours)).toBe(variablesStyle(mantine));
  });

  it('carry the site resolver’s colours and the brand palette', () => {
    expect(themeVariablesCss()).toContain('--mantine-color-error: var(--mantine-color-red-9)');
    expect(themeVariablesCss()).toContain('--mantine-color-brand-8: #007d7e');
  });
});
