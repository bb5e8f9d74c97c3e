import { ThemeIcon, type ThemeIconProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A list item's icon: Mantine's ThemeIcon rendered as a <span>. List puts its icon inside a <span>, where
 * ThemeIcon's own <div> is invalid HTML; ThemeIcon's class makes the span a flex box, so it looks the same.
 */
export function ListIcon(props: ThemeIconProps & { children: ReactNode }) {
  return <ThemeIcon {...props} renderRoot={(root) => <span {...root} />} />;
}
