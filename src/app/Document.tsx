import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import { HeadContent, Outlet, Scripts, useMatches } from '@tanstack/react-router';
import { site } from 'virtual:content';
import '../styles/mantine.css';
import '../styles/site.css';
import { Footer } from '../components/Footer/Footer.tsx';
import { MainNavbar, SimpleNavbar } from '../components/Navbar/index.ts';
import { NewTabHintProvider } from '../components/NewTabHint.tsx';
import { LazyNotifications } from './LazyNotifications.tsx';
import { cssVariablesResolver, theme } from './theme.ts';
import { ThemeVariables } from './ThemeVariables.tsx';

/** The whole HTML document, rendered on the server and hydrated in the browser. */
export function Document() {
  const navbar = useMatches({ select: (matches) => matches.at(-1)?.staticData.route?.navbar });
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <HeadContent />
      </head>
      <body>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          forceColorScheme="light"
          withCssVariables={false}
        >
          <ThemeVariables />
          <NewTabHintProvider value={site.newTabHint}>
            <a href="#main" className="skip-link">
              Skip to content
            </a>
            <LazyNotifications position="top-right" limit={3} />
            {navbar?.kind === 'simple' ? <SimpleNavbar showAbout={navbar.showAbout} /> : <MainNavbar />}
            <main id="main" tabIndex={-1} style={{ outline: 'none' }}>
              <Outlet />
            </main>
            <Footer />
          </NewTabHintProvider>
        </MantineProvider>
        <Scripts />
      </body>
    </html>
  );
}
