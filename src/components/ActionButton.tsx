import { Button, type ButtonProps } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { Action } from '../../schemas/common.ts';
import { useBookDemo } from '../features/book-demo/BookDemoContext.tsx';
import { useSite } from './pageLanguage.tsx';
import { SiteLink, useButtonLink } from './SiteLink.tsx';
import { NewTabHint } from './NewTabHint.tsx';

const VARIANTS = { primary: 'filled', secondary: 'outline', subtle: 'subtle' } as const;

interface ActionButtonProps extends Omit<ButtonProps, 'variant'> {
  /** The action from YAML: label, href and variant. */
  action: Action;
  /** Light buttons for dark (brand) backgrounds. */
  onDark?: boolean;
}

/**
 * One YAML action as the right element: a router link for site paths, a new-tab link for external
 * addresses, and a real button for `action:book-demo` (on a page without the dialog, a link to
 * `bookDemoHref` from site.yaml, the page that has it).
 */
export function ActionButton({ action, onDark = false, ...props }: ActionButtonProps) {
  const bookDemoHref: string = useSite().bookDemoHref;
  const bookDemoLink = useButtonLink(bookDemoHref, action.label);
  const pageLink = useButtonLink(action.href, action.label);
  const openBookDemo = useBookDemo();
  const variant = VARIANTS[action.variant];
  const colors = onDark
    ? { color: variant === 'filled' ? 'white' : 'gray.0', c: variant === 'filled' ? 'brand.9' : 'white' }
    : {};
  const common = { size: 'md', radius: 'md', variant, ...colors, ...props } as const;

  if (action.href === 'action:book-demo') {
    return openBookDemo ? (
      <Button {...common} onClick={openBookDemo}>
        {action.label}
      </Button>
    ) : (
      <Button {...common} component={SiteLink} {...bookDemoLink} />
    );
  }
  if (action.href.startsWith('/')) {
    return <Button {...common} component={SiteLink} {...pageLink} />;
  }
  return (
    <Button
      {...common}
      component="a"
      href={action.href}
      target="_blank"
      rel="noopener noreferrer"
      rightSection={<IconExternalLink size={16} aria-hidden />}
    >
      {action.label}
      <NewTabHint />
    </Button>
  );
}
