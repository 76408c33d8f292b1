/**
 * The areas of the shop whose words have a catalogue of their own (`src/locales/{section}.{locale}.po`),
 * loaded with their pages: a page downloads the words of the shop's frame (header, footer, cart,
 * the error catalogue) and of its own area, not those of every page.
 */
export const sections = ['account', 'checkout', 'content', 'home', 'product'] as const;
export type Section = (typeof sections)[number];

/** A route module's `handle`, naming the section its page's words are in. */
export const messagesOf = (section: Section) => ({ messages: section });
