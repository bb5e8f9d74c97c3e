import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** A deep harbour teal: AA contrast with white from shade 8 (#007d7e, 5:1) up; shade 7 is 4:1. */
// prettier-ignore
const brand: MantineColorsTuple = [
  '#e6f7f7', '#cdeded', '#9cdada', '#67c6c6', '#3db4b5', '#24a9aa', '#12a2a3', '#008d8e', '#007d7e', '#006b6c',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { brand },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontWeight: '750',
    sizes: {
      h1: { fontSize: 'clamp(1.75rem, 4.4vw + 0.6rem, 3.25rem)', lineHeight: '1.1' },
      h2: { fontSize: 'clamp(1.6rem, 3.5vw, 2.25rem)', lineHeight: '1.2' },
      h3: { fontSize: '1.2rem', lineHeight: '1.35' },
    },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  respectReducedMotion: true,
  // Icon-only close buttons need a name; a component that knows better (the Book a Demo dialog) sets its own.
  // Plain objects, not `Drawer.extend()`: importing the components here would pull the lazily loaded
  // drawer, dialog and toast code into every page's entry chunk.
  components: {
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss notification' } } },
  },
});

/**
 * Mantine's light-scheme colours that fall short of WCAG AA text contrast: dimmed text is gray.6
 * (3.3:1 on white) and error text red.6 (3.3:1). Dimmed becomes the site's secondary grey (dark.3,
 * 5.5:1) and errors red.9 (5.5:1), also on the muted gray.0 bands.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-3)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Light variants (badges, alerts) put shade 9 text on shade 1: 4.3:1 for teal, 2.7:1 for yellow.
    '--mantine-color-teal-light': 'var(--mantine-color-teal-0)',
    '--mantine-color-yellow-light-color': 'var(--mantine-color-dark-7)',
  },
  dark: {},
});
