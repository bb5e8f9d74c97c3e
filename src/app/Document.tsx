import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import { HeadContent, Outlet, Scripts, useMatches } from '@tanstack/react-router';
import '../styles/mantine.css';
import '../styles/site.css';
import { Footer } from '../components/Footer/Footer.tsx';
import { LanguageSuggestion } from '../components/LanguageMenu/LanguageSuggestion.tsx';
import { MainNavbar, SimpleNavbar } from '../components/Navbar/index.ts';
import { NewTabHintProvider } from '../components/NewTabHint.tsx';
import { PageLanguageProvider, pageLanguageOf } from '../components/pageLanguage.tsx';
import type { RouteData } from '../../schemas/routes.ts';
import { ogLocaleAlternates } from '../seo/languageTags.ts';
import { LazyNotifications } from './LazyNotifications.tsx';
import { cssVariablesResolver, theme } from './theme.ts';
import { ThemeVariables } from './ThemeVariables.tsx';

/** The whole HTML document, rendered on the server and hydrated in the browser. */
export function Document() {
  const navbar = useMatches({ select: (matches) => matches.at(-1)?.staticData.route?.navbar });
  const language = useMatches({
    select: (matches) => (matches.at(-1)?.loaderData as RouteData | undefined)?.language,
  });
  const page = pageLanguageOf(language);
  const { site } = page;
  return (
    <html lang={language?.code ?? 'en'} {...(language?.dir === 'rtl' ? { dir: 'rtl' } : {})} {...mantineHtmlProps}>
      <head>
        <HeadContent />
        {/* In <head>: a <style> in <body> is invalid HTML (html-validate's content model). */}
        <ThemeVariables />
        {ogLocaleAlternates(language).map((locale) => (
          <meta key={locale} property="og:locale:alternate" content={locale} />
        ))}
      </head>
      <body>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          forceColorScheme="light"
          withCssVariables={false}
          // Responsive style props become <style precedence> rules React hoists into <head>, and the
          // provider's hidden-from/visible-from classes live in site.css: no <style> inside <body>.
          deduplicateInlineStyles
          withGlobalClasses={false}
        >
          <PageLanguageProvider value={page}>
            <NewTabHintProvider value={site.newTabHint}>
              <a href="#main" className="skip-link">
                {site.skipLinkLabel}
              </a>
              <LazyNotifications position="top-right" limit={3} />
              {navbar?.kind === 'simple' ? <SimpleNavbar showAbout={navbar.showAbout} /> : <MainNavbar />}
              <LanguageSuggestion />
              <main id="main" tabIndex={-1} style={{ outline: 'none' }}>
                <Outlet />
              </main>
              <Footer />
            </NewTabHintProvider>
          </PageLanguageProvider>
        </MantineProvider>
        <Scripts />
      </body>
    </html>
  );
}
