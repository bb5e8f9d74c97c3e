import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** A deep harbour teal: AA contrast on white from shade 7 up. */
const brand: MantineColorsTuple = [
  '#e6f7f7', '#cdeded', '#9cdada', '#67c6c6', '#3db4b5', '#24a9aa', '#12a2a3', '#008d8e', '#007d7e', '#006b6c',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { brand },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontWeight: '750',
    sizes: {
      h1: { fontSize: 'clamp(2rem, 5vw, 3.25rem)', lineHeight: '1.1' },
      h2: { fontSize: 'clamp(1.6rem, 3.5vw, 2.25rem)', lineHeight: '1.2' },
      h3: { fontSize: '1.2rem', lineHeight: '1.35' },
    },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  respectReducedMotion: true,
});
