import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { cssVariablesResolver, theme } from './theme.ts';

let css: string | undefined;

/**
 * The theme's CSS variables as Mantine writes them (the `<style data-mantine-styles="true">` its
 * provider renders with `withCssVariables`), worked out once: the theme and the resolver never change,
 * but Mantine works them out again on every render. That was 0.67 ms of the 3.1 ms a page's frame
 * (navbar, footer, router) takes to prerender, about 1.3 s of CPU for the 2,011 pages of 1,000
 * industries (CPU profile, Nov 2026). The same steps as Mantine 9's MantineCssVariables (its default
 * resolver merged with ours, minus what Mantine's default theme sets already); a unit test compares
 * the two, so a Mantine upgrade that changes them fails there.
 */
export function themeVariablesCss(): string {
  if (css !== undefined) return css;
  const full = mergeMantineTheme(DEFAULT_THEME, theme);
  const base = defaultCssVariablesResolver(full);
  const ours = cssVariablesResolver(full);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (section: keyof ConvertCSSVariablesInput) =>
    Object.fromEntries(
      Object.entries({ ...base[section], ...ours[section] }).filter(
        ([name, value]) => (defaults[section] as Record<string, string>)[name] !== value,
      ),
    );
  return (css = convertCssVariables({
    variables: changed('variables'),
    light: changed('light'),
    dark: changed('dark'),
  }));
}

/** The provider's variables <style>, for a MantineProvider with `withCssVariables={false}`, in <head>. */
export function ThemeVariables() {
  return <style data-mantine-styles dangerouslySetInnerHTML={{ __html: themeVariablesCss() }} />;
}
