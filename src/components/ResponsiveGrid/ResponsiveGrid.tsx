import { Box, getSpacing, type BoxProps, type MantineSpacing } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './ResponsiveGrid.module.css';

/** The theme's breakpoints, from the smallest screen up. */
type Breakpoint = 'base' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** A value, or values by breakpoint from `base` up, as Mantine's responsive props take them. */
export type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

export interface ResponsiveGridProps extends BoxProps {
  /** The element: a list when the cells are its items; default `div`. */
  component?: 'div' | 'ul' | 'ol' | 'dl';
  /** Columns, by breakpoint; default 1. */
  cols?: Responsive<number>;
  /** Space between columns (and rows, unless `verticalSpacing` is given), by breakpoint; default `md`. */
  spacing?: Responsive<MantineSpacing>;
  /** Space between rows, by breakpoint; default: `spacing`. */
  verticalSpacing?: Responsive<MantineSpacing>;
  children?: ReactNode;
}

/** `--<name>-<breakpoint>` custom properties for each breakpoint `value` sets. */
function variables<T>(name: string, value: Responsive<T>, convert: (value: T) => string): Record<string, string> {
  const values: Partial<Record<Breakpoint, T>> =
    typeof value === 'object' && value !== null ? (value as Partial<Record<Breakpoint, T>>) : { base: value };
  return Object.fromEntries(
    Object.entries(values)
      .filter((entry): entry is [string, T] => entry[1] !== undefined)
      .map(([breakpoint, size]) => [`--${name}-${breakpoint}`, convert(size)]),
  );
}

const spacingOf = (value: MantineSpacing) => getSpacing(value) ?? String(value);

/**
 * Mantine's SimpleGrid, laid out the same, whose breakpoints come from a CSS module instead of the
 * `<style>` element SimpleGrid renders beside the grid: a `<style>` inside `<body>` is invalid HTML.
 * The values travel as custom properties in the `style` attribute (ResponsiveGrid.module.css).
 */
export function ResponsiveGrid({
  cols = 1,
  spacing = 'md',
  verticalSpacing,
  style,
  className,
  ...others
}: ResponsiveGridProps) {
  const custom = {
    ...variables('cols', cols, String),
    ...variables('gap-x', spacing, spacingOf),
    ...variables('gap-y', verticalSpacing ?? spacing, spacingOf),
  } as CSSProperties;
  return (
    <Box {...others} className={className ? `${classes.grid} ${className}` : classes.grid} style={[custom, style]} />
  );
}
