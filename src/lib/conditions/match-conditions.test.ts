import { english } from '@tests/testing-library';
import { categories, combos } from '@/mocks/seed/catalog';
import { conditionSynonyms } from './condition-synonyms';
import {
  hintedConditions,
  listLabels,
  matchConditions,
  nameMatches,
  normalise,
} from './match-conditions';

const labelsFor = (term: string) =>
  matchConditions(term).map((condition) => english._(condition.label));

describe('everyday words for conditions', () => {
  it.each([
    ['sugar', 'diabetes'],
    ['Madhumeh', 'diabetes'],
    ['gas', 'digestion'],
    ['acidity', 'digestion'],
    ['pet dard', 'digestion'],
    ['kabz', 'digestion'],
    ['constipation', 'digestion'],
    ['hair fall', 'hair care'],
    ['baal jhadna', 'hair care'],
    ['joint pain', 'joint care'],
    ['gathiya', 'joint care'],
    ['arthritis', 'joint care'],
    ['ghutno ka dard', 'joint care'],
    ['khansi', 'cough and cold'],
    ['nazla', 'cough and cold'],
    ['muhase', 'skin care'],
    ['neend', 'stress and sleep'],
    ['piliya', 'liver care'],
    ['BP', 'heart and blood pressure'],
    ['motapa', 'weight management'],
    ['periods', "women's health"],
    ['pathri', 'kidney and urinary care'],
    ['मधुमेह', 'diabetes'],
    ['कब्ज', 'digestion'],
    ['बालों का झड़ना', 'hair care'],
    ['जोड़ों का दर्द', 'joint care'],
    ['खांसी', 'cough and cold'],
  ])('%s → %s', (term, label) => {
    expect(labelsFor(term)[0]).toBe(label);
  });

  it('keeps the vowel signs and nukta of Devanagari, which are marks too', () => {
    expect(normalise('बालों का झड़ना')).toBe('बालों का झड़ना'.normalize('NFKD'));
  });

  it('reads a phrase inside a longer sentence and the start of a longer phrase', () => {
    expect(labelsFor('mujhe gas hai')).toContain('digestion');
    expect(labelsFor('  Ghutno  ')).toContain('joint care');
    expect(labelsFor('madhu')).toContain('diabetes');
  });

  it('needs an exact word below three letters, and ignores what it does not know', () => {
    expect(labelsFor('su')).toEqual([]);
    expect(labelsFor('s')).toEqual([]);
    expect(labelsFor('triphala')).toEqual([]);
  });

  it('names the conditions in a hint only when the shopper used another word', () => {
    const hinted = hintedConditions('sugar', matchConditions('sugar'));
    expect(hinted.map((c) => english._(c.label))).toEqual(['diabetes']);
    expect(hintedConditions('diabetic', matchConditions('diabetic'))).toEqual([]);
    const some = ['digestion', 'immunity', 'diabetes'].map(
      (name) => conditionSynonyms.find((condition) => english._(condition.label) === name)!.label,
    );
    expect(listLabels(some)).toBe('digestion, immunity and diabetes');
  });

  it('normalises case, accents and apostrophes', () => {
    expect(normalise("  Women's  Wellness ")).toBe('womens wellness');
    expect(normalise('Āyurveda & Joint-Care')).toBe('ayurveda joint care');
  });
});

describe('matching names by data, not ids', () => {
  it('finds a category or combo by the typed words or by the condition keywords', () => {
    const sugar = matchConditions('sugar');
    expect(nameMatches('Diabetes Care', 'sugar', sugar)).toBe(true);
    expect(nameMatches('Diabetes Care Combo', 'sugar', sugar)).toBe(true);
    expect(nameMatches('Hair Care', 'sugar', sugar)).toBe(false);
    expect(nameMatches('Healthy Digestion Combo', 'gas', matchConditions('gas'))).toBe(true);
    expect(nameMatches("Women's Wellness", 'periods', matchConditions('periods'))).toBe(true);
    expect(nameMatches('Joint & Bone Health', 'joint', [])).toBe(true);
    // Word starts only: 'care' is not inside 'Scare'.
    expect(nameMatches('Scare Tactics', 'care', [])).toBe(false);
  });

  it('leads every condition with a seed category, except those the mock has none for', () => {
    const withoutCategory = conditionSynonyms
      .filter(
        (condition) => !categories.some((category) => nameMatches(category.title, '', [condition])),
      )
      .map((condition) => english._(condition.label));
    expect(withoutCategory).toEqual(['weight management']);
    const sugarCombos = combos.filter((combo) =>
      nameMatches(combo.name, 'sugar', matchConditions('sugar')),
    );
    expect(sugarCombos.map((combo) => combo.name)).toEqual(['Diabetes Care Combo']);
  });
});
