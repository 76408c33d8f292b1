import { compareNames } from './compare-names';

const names = [
  'Ashwagandha Combo',
  'amla & aloe pack',
  'Brahmi & Shankhpushpi',
  'B12 Support',
  'Digestive Care (Pack of 2)',
  'Digestive Care Combo',
  'Joint & Bone Care',
  'Joint Ease',
  'Joint-Ease Plus',
  '10 Herb Blend',
  '2-in-1 Hair Care',
  'Diabetes Care',
  "Women's Wellness",
  'Womens Care',
  'Éclat Skin Kit',
  'Energy Boost',
  'liver detox',
  'Liver Care, Daily',
  'Tulsi.Green',
  'Tulsi Green',
  'Triphala Plus',
  'triphala',
];

describe('compareNames', () => {
  it("sorts a shop's names as the locale's collator does", () => {
    expect([...names].sort(compareNames)).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('ignores case and accents, so a stable sort keeps such names in the order given', () => {
    expect(compareNames('Amla', 'amla')).toBe(0);
    expect(compareNames('Éclat', 'eclat')).toBe(0);
    expect(['Tulsi', 'tulsi', 'Amla'].sort(compareNames)).toEqual(['Amla', 'Tulsi', 'tulsi']);
  });
});
