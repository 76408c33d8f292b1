import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { translate } from '@/i18n/catalogs';
import { conditionSynonyms, type ConditionSynonym } from './condition-synonyms';
import { MIN_SEARCH_LENGTH } from './min-search-length';
/** Below this, a term only matches a synonym exactly: 'bp' yes, 'su' is not yet 'sugar'. */
const MIN_PREFIX_LENGTH = 3;
const MAX_CONDITIONS = 2;

/**
 * Lower case, no accents or apostrophes ("Women's" → "womens"), words split on anything else.
 * Devanagari keeps its vowel signs, which are marks too: "मधुमेह" is not "मधमह".
 */
export function normalise(text: string) {
  return text
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/** True when `words` (normalised) appear in `text` (normalised) at the start of a word. */
function startsAWord(text: string, words: string) {
  return words !== '' && ` ${text}`.includes(` ${words}`);
}

function phraseRank(term: string, phrase: string): number | null {
  if (term === phrase) return 0;
  if (term.length >= MIN_PREFIX_LENGTH && phrase.startsWith(term)) return 1;
  if (` ${term} `.includes(` ${phrase} `)) return 2;
  return null;
}

/** The conditions a typed term stands for, closest first ('sugar' → diabetes). */
export function matchConditions(
  term: string,
  synonyms: ConditionSynonym[] = conditionSynonyms,
): ConditionSynonym[] {
  const typed = normalise(term);
  if (typed.length < MIN_SEARCH_LENGTH) return [];
  return synonyms
    .map((condition) => {
      const ranks = condition.phrases
        .map((phrase) => phraseRank(typed, normalise(phrase)))
        .filter((rank): rank is number => rank !== null);
      return { condition, rank: ranks.length ? Math.min(...ranks) : null };
    })
    .filter((match): match is { condition: ConditionSynonym; rank: number } => match.rank !== null)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, MAX_CONDITIONS)
    .map((match) => match.condition);
}

/** Whether a name answers the term: typed words start a word of it, or a condition's keyword does. */
export function nameMatches(name: string, term: string, conditions: ConditionSynonym[]) {
  const text = normalise(name);
  return (
    startsAWord(text, normalise(term)) ||
    conditions.some((condition) =>
      condition.keywords.some((keyword) => startsAWord(text, normalise(keyword))),
    )
  );
}

/**
 * The conditions worth naming in a hint: those the shopper did not spell out themselves
 * ('sugar' → "diabetes"; 'diab' or 'diabetic' needs no hint).
 */
export function hintedConditions(term: string, conditions: ConditionSynonym[]) {
  const typed = normalise(term);
  return conditions.filter(
    (condition) =>
      !normalise(translate(condition.label)).startsWith(typed) &&
      !condition.keywords.some((keyword) => startsAWord(typed, normalise(keyword))),
  );
}

/** "diabetes", "digestion and immunity", "a, b and c", in the page's language. */
export function listLabels(labels: MessageDescriptor[]) {
  const [last, ...rest] = labels.map(translate).reverse();
  if (!rest.length) return last ?? '';
  const first = rest.reverse().join(', ');
  return translate(msg`${first} and ${last}`);
}
