import { readStored, removeStored, storedList, writeStored } from '@/lib/storage';

const KEY = 'recentSearches';
export const MAX_RECENT_SEARCHES = 5;
const MAX_TERM_LENGTH = 100;

const sameTerm = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** Keeps whatever readable terms are stored; anything else in the list is dropped, not fatal. */
const storedSchema = storedList(MAX_RECENT_SEARCHES, (entries) =>
  entries
    .filter((item): item is string => typeof item === 'string')
    .map((term) => term.trim().slice(0, MAX_TERM_LENGTH))
    .filter(
      (term, index, terms) => term !== '' && terms.findIndex((t) => sameTerm(t, term)) === index,
    ),
);

/** The shopper's last searches on this device, newest first. */
export const recentSearches = {
  read: (): string[] => readStored(KEY, storedSchema, []),
  add(term: string): string[] {
    const clean = term.trim().slice(0, MAX_TERM_LENGTH);
    if (!clean) return recentSearches.read();
    const rest = recentSearches.read().filter((item) => !sameTerm(item, clean));
    const next = [clean, ...rest].slice(0, MAX_RECENT_SEARCHES);
    writeStored(KEY, next);
    return next;
  },
  remove(term: string): string[] {
    const next = recentSearches.read().filter((item) => item !== term);
    writeStored(KEY, next);
    return next;
  },
  clear(): string[] {
    removeStored(KEY);
    return [];
  },
};
