import { Link } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

interface SiteLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** A page of this site as YAML writes it, e.g. /about or /healthcare#faq. */
  href: string;
}

/** A router link for an `href` from YAML: the path becomes `to`, the part after `#` the `hash`. */
export function SiteLink({ href, ...props }: SiteLinkProps) {
  const [to, hash] = href.split('#');
  return <Link to={to} {...(hash ? { hash } : {})} {...props} />;
}
