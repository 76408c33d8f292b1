import { htmlToText } from './safe-html';

type PageMetaProps = {
  title: string;
  description?: string;
  /** Open Graph image and type, for links shared in chats. */
  image?: string | null;
  type?: 'website' | 'product' | 'article';
};

const SITE = 'VedaHerbs';

/** Document title, meta description and Open Graph tags (React 19 hoists them into <head>). */
export function PageMeta({ title, description, image, type = 'website' }: PageMetaProps) {
  const fullTitle = title === SITE ? SITE : `${title} | ${SITE}`;
  const text = description ? htmlToText(description).slice(0, 160) : undefined;
  const imageUrl = image ? new URL(image, window.location.origin).href : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      {text && <meta name="description" content={text} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={SITE} />
      {text && <meta property="og:description" content={text} />}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta property="og:url" content={window.location.href} />
    </>
  );
}
