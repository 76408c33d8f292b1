import { useLocation } from 'react-router-dom';
import { env } from '@/config/env';
import { useHydrated } from '@/lib/hydration';
import { safeUrl } from '@/lib/safe-url';
import { useLocale } from '@/i18n/locale-provider';
import { htmlLang, locales, pathIn } from '@/i18n/locales';

type PageMetaProps = {
  title: string;
  /** Plain text: API HTML goes through htmlToText first, where the page has it. */
  description?: string;
  /** Open Graph image and type, for links shared in chats. */
  image?: string | null;
  type?: 'website' | 'product' | 'article';
};

const SITE = 'VedaHerbs';

/**
 * The shop's public origin, for the addresses a link preview or a search engine reads: the
 * configured one (VITE_SITE_URL), the same in the prerendered HTML and in the browser; without
 * it the browser's own, once the app has taken the page over (a prerendered page has no window).
 */
export function useSiteOrigin() {
  const hydrated = useHydrated();
  return env.siteUrl || (hydrated ? window.location.origin : '');
}

/**
 * `url` made absolute against `origin`, or undefined when it cannot be parsed ("http://"), is
 * relative with no origin to go by, or is no http(s) or relative URL (safeUrl: a javascript:
 * image from the API stays out of the head).
 */
export function absoluteUrl(url: string | null | undefined, origin: string): string | undefined {
  const safe = safeUrl(url);
  if (!safe) return undefined;
  try {
    return new URL(safe, origin || undefined).href;
  } catch {
    return undefined;
  }
}

/**
 * Document title, meta description, canonical address, the page in each language (hreflang),
 * Open Graph tags and a Twitter card (React 19 hoists them into <head>). The description is the
 * page's own text, or what the page shows while its data loads.
 */
export function PageMeta({ title, description, image, type = 'website' }: PageMetaProps) {
  const fullTitle = title === SITE ? SITE : `${title} | ${SITE}`;
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  const text = description ? description.slice(0, 160) : undefined;
  const imageUrl = absoluteUrl(image, origin);
  const pageUrl = origin ? `${origin}${pathname}` : undefined;
  const locale = useLocale();
  return (
    <>
      <title>{fullTitle}</title>
      {text && <meta name="description" content={text} />}
      {pageUrl && <link rel="canonical" href={pageUrl} />}
      {origin &&
        locales.map((language) => (
          <link
            key={language}
            rel="alternate"
            hrefLang={htmlLang[language]}
            href={`${origin}${pathIn(language, pathname)}`}
          />
        ))}
      {origin && (
        <link rel="alternate" hrefLang="x-default" href={`${origin}${pathIn('en', pathname)}`} />
      )}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={SITE} />
      <meta property="og:locale" content={htmlLang[locale].replace('-', '_')} />
      {text && <meta property="og:description" content={text} />}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {pageUrl && <meta property="og:url" content={pageUrl} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
    </>
  );
}
