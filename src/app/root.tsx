import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Links, Meta, Outlet, Scripts } from 'react-router-dom';
import { FirstVisitIntro } from '@/features/intro/first-visit-intro';
import { IconSprite } from '@/components/icon-sprite';
import { PageMeta } from '@/components/page-meta';
import { env } from '@/config/env';
import { LocaleProvider, useLocale } from '@/i18n/locale-provider';
import { htmlLang } from '@/i18n/locales';
import { RootLayout } from './layout/root-layout';
import { AppProviders } from './providers';
import '@/styles/global.css';

/** An API on another origin: its connection opens while the app's scripts still download. */
function apiOrigin() {
  return /^https?:\/\//.test(env.apiBaseUrl) ? new URL(env.apiBaseUrl).origin : null;
}

/**
 * The document every page is prerendered into: its head, and the app around the page. React
 * Router keeps it mounted while the fallback gives way to the page, so the header's state (a
 * menu opened as soon as it could be) survives the switch.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider>
      <Document>{children}</Document>
    </LocaleProvider>
  );
}

/** The page's language is LocaleProvider's: the one its HTML is in while it hydrates. */
function Document({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <html lang={htmlLang[locale]}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#2f6b3f" />
        <link rel="icon" type="image/svg+xml" href="/images/favicon.svg" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {apiOrigin() && <link rel="preconnect" href={apiOrigin()!} crossOrigin="" />}
        <Meta />
        <Links />
      </head>
      <body>
        <noscript>
          <p className="noscript-note">
            <Trans>
              Every page of the shop can be browsed without JavaScript; the cart and checkout need
              it.
            </Trans>
          </p>
        </noscript>
        <IconSprite />
        <Shop>{children}</Shop>
        <Scripts />
      </body>
    </html>
  );
}

/** The whole app around each page: providers, the layout (header, navigation, footer), the intro. */
function Shop({ children }: { children: ReactNode }) {
  return (
    <AppProviders hydrating>
      <RootLayout>{children}</RootLayout>
      <FirstVisitIntro />
    </AppProviders>
  );
}

/**
 * The page of a path that was not prerendered (a product, an order), as the fallback HTML shows
 * it until the route's code has loaded: the shop's title, inside the layout with an empty main.
 */
export function HydrateFallback() {
  const { t } = useLingui();
  return <PageMeta title={t`VedaHerbs`} />;
}

export default function App() {
  return <Outlet />;
}
