import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Demo } from '../../../../schemas/demo.ts';

type SessionLink = Demo['session']['links'][number];

interface SessionLinksProps {
  /** `session.links` from YAML. */
  links: SessionLink[];
  /** A `form` link: end the call and show the form again. */
  onBackToForm(clearDetails: boolean): void;
  /** A path link: end the call before the link navigates. */
  onLeave(clearDetails: boolean): void;
}

/** The session screen's links: Back to Form and the way back to the landing page or home. */
export function SessionLinks({ links, onBackToForm, onLeave }: SessionLinksProps) {
  if (links.length === 0) return null;
  return (
    <Group gap="sm" component="nav" aria-label="Demo navigation">
      {links.map((link, index) =>
        link.to === 'form' ? (
          <Button key={index} variant="default" onClick={() => onBackToForm(link.clearDetails)}>
            {link.label}
          </Button>
        ) : (
          <Button key={index} variant="subtle" component={Link} to={link.to} onClick={() => onLeave(link.clearDetails)}>
            {link.label}
          </Button>
        ),
      )}
    </Group>
  );
}
