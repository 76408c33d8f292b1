import { htmlToText } from '@/components/safe-html';

/** Blog cards show the description as plain text, cut to 30 words (spec section 9). */
const BLOG_EXCERPT_WORDS = 30;

/** A space after each block, so '</p><h2>' does not glue two words together. */
const spaceAfterBlocks = (html: string) =>
  html.replace(/<\/(?:p|h[1-6]|li|div|blockquote|td|th)>|<br\s*\/?>/gi, (tag) => `${tag} `);

export function blogExcerpt(html: string, words = BLOG_EXCERPT_WORDS) {
  const all = htmlToText(spaceAfterBlocks(html)).split(' ').filter(Boolean);
  if (all.length <= words) return all.join(' ');
  // 'Kapha.' + '...' would read 'Kapha....'
  return `${all
    .slice(0, words)
    .join(' ')
    .replace(/[.,;:!?]+$/, '')}...`;
}
