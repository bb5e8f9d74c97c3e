import { Link } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';
import { localePrefix } from '../../schemas/locale-paths.ts';
import { usePageLanguage } from './pageLanguage.tsx';

interface SiteLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** A page of this site as YAML writes it, e.g. /about or /healthcare#faq. */
  href: string;
}

/**
 * A router link for an `href` from YAML: the path becomes `to`, the part after `#` the `hash`. On a page
 * in a translation, a link the build left at the source language's path (its page is not translated yet)
 * says so: `hreflang` and site.yaml's `languageMenu.inSourceLanguage` beside its text. A caller that sets
 * `hrefLang` (the language menu) knows the target's language itself.
 */
export function SiteLink({ href, children, ...props }: SiteLinkProps) {
  const { site, language } = usePageLanguage();
  const [to, hash] = href.split('#');
  const prefix = language && language.code !== site.sourceLocale ? localePrefix(language.code) : undefined;
  const elsewhere =
    prefix !== undefined &&
    props.hrefLang === undefined &&
    to !== prefix &&
    !to!.startsWith(`${prefix}/`) &&
    href.startsWith('/');
  return (
    <Link to={to} {...(hash ? { hash } : {})} {...(elsewhere ? { hrefLang: site.sourceLocale } : {})} {...props}>
      {children}
      {elsewhere && <span className="lang-mark"> ({site.languageMenu.inSourceLanguage})</span>}
    </Link>
  );
}
