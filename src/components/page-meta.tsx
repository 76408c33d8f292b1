import { useHydrated } from '@/lib/hydration';
import { safeUrl } from '@/lib/safe-url';

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
 * `url` made absolute against this page, or undefined when it cannot be parsed ("http://") or
 * is no http(s) or relative URL (safeUrl: a javascript: image from the API stays out of the head).
 */
export function absoluteUrl(url: string | null | undefined): string | undefined {
  const safe = safeUrl(url);
  if (!safe) return undefined;
  try {
    return new URL(safe, window.location.origin).href;
  } catch {
    return undefined;
  }
}

/** Document title, meta description and Open Graph tags (React 19 hoists them into <head>). */
export function PageMeta({ title, description, image, type = 'website' }: PageMetaProps) {
  const fullTitle = title === SITE ? SITE : `${title} | ${SITE}`;
  // A prerendered page has no window: its image and address come once it is hydrated. Its
  // description is the page's own text, or what the page shows while its data loads.
  const hydrated = useHydrated();
  const text = description ? description.slice(0, 160) : undefined;
  const imageUrl = hydrated ? absoluteUrl(image) : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      {text && <meta name="description" content={text} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={SITE} />
      {text && <meta property="og:description" content={text} />}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {hydrated && <meta property="og:url" content={window.location.href} />}
    </>
  );
}
