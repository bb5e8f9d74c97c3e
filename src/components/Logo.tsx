import { Group, Text } from '@mantine/core';
import { useSite } from './pageLanguage.tsx';

/** The brand mark: a sound wave inside a harbour arc, with the brand name. */
export function Logo({ onDark = false }: { onDark?: boolean }) {
  const { brand } = useSite();
  return (
    <Group gap={8} wrap="nowrap" component="span">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={onDark ? '#ffffff' : '#007d7e'} />
        <path
          d="M6 21a10 10 0 0 1 20 0"
          fill="none"
          stroke={onDark ? '#007d7e' : '#ffffff'}
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <g stroke={onDark ? '#007d7e' : '#ffffff'} strokeWidth="2.5" strokeLinecap="round">
          <path d="M11 17v4" />
          <path d="M16 12v9" />
          <path d="M21 15v6" />
        </g>
      </svg>
      <Text component="span" fw={800} fz="lg" c={onDark ? 'white' : 'dark.8'} style={{ letterSpacing: '-0.01em' }}>
        {brand.name}
      </Text>
    </Group>
  );
}
