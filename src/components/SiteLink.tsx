import { Link } from '@tanstack/react-router';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { localePrefix } from '../../schemas/locale-paths.ts';
import { usePageLanguage } from './pageLanguage.tsx';

interface SiteLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** A page of this site as YAML writes it, e.g. /about or /healthcare#faq. */
  href: string;
}

/**
 * The language of the page `href` leads to when it is not the page's own: on a page in a translation, a
 * link the build left at the source language's path (its page is not translated yet). Undefined otherwise.
 */
export function useTargetLanguage(href: string): string | undefined {
  const { site, language } = usePageLanguage();
  if (!language || language.code === site.sourceLocale || !href.startsWith('/')) return undefined;
  const prefix = localePrefix(language.code);
  const path = href.split('#')[0]!;
  return path === prefix || path.startsWith(`${prefix}/`) ? undefined : site.sourceLocale;
}

/** Says, in the page's language, that a link leads to a page in the source language ("in English"). */
export function LanguageMark() {
  return <span className="lang-mark"> ({usePageLanguage().site.languageMenu.inSourceLanguage})</span>;
}

/**
 * A router link for an `href` from YAML: the path becomes `to`, the part after `#` the `hash`. A link to a
 * page not in the page's language says so (`hreflang` and `LanguageMark` after its text). A caller that sets
 * `hrefLang` (the language menu, a button that places the mark in its label) says it itself.
 */
export function SiteLink({ href, children, ...props }: SiteLinkProps) {
  const target = useTargetLanguage(href);
  const [to, hash] = href.split('#');
  const marked = target !== undefined && props.hrefLang === undefined;
  return (
    <Link to={to} {...(hash ? { hash } : {})} {...(marked ? { hrefLang: target } : {})} {...props}>
      {children}
      {marked && <LanguageMark />}
    </Link>
  );
}

/**
 * The props of a Mantine `Button component={SiteLink}`: its label is the button's inner span, so the mark
 * of a page in another language goes inside it (after it, the button's fixed height hid it).
 */
export function useButtonLink(
  href: string,
  label: ReactNode,
): { href: string; hrefLang?: string; children: ReactNode } {
  const target = useTargetLanguage(href);
  if (!target) return { href, children: label };
  return {
    href,
    hrefLang: target,
    children: (
      <>
        {label}
        <LanguageMark />
      </>
    ),
  };
}
