import { MAX_RECENT_SEARCHES, recentSearches } from './recent-searches';

describe('recent searches', () => {
  it('keeps the newest first, once each (ignoring case), at most five', () => {
    for (const term of ['one', 'two', 'three', 'four', 'five', 'six']) recentSearches.add(term);
    recentSearches.add('  THREE ');
    expect(recentSearches.read()).toEqual(['THREE', 'six', 'five', 'four', 'two']);
    expect(recentSearches.read()).toHaveLength(MAX_RECENT_SEARCHES);
  });

  it('ignores blank terms', () => {
    expect(recentSearches.add('   ')).toEqual([]);
    expect(window.localStorage.getItem('recentSearches')).toBeNull();
  });

  it('removes one or clears all', () => {
    recentSearches.add('gas');
    recentSearches.add('sugar');
    expect(recentSearches.remove('gas')).toEqual(['sugar']);
    expect(recentSearches.clear()).toEqual([]);
    expect(recentSearches.read()).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"terms":["sugar"]}'],
    ['a string', '"sugar"'],
    ['null', 'null'],
  ])('reads %s as no recent searches', (_kind, raw) => {
    window.localStorage.setItem('recentSearches', raw);
    expect(recentSearches.read()).toEqual([]);
    expect(recentSearches.add('gas')).toEqual(['gas']);
  });

  it('keeps the readable terms of a partly corrupt list, among its first five entries', () => {
    window.localStorage.setItem(
      'recentSearches',
      JSON.stringify(['sugar', 42, 'Sugar', 'x'.repeat(500), 'gas', { term: 'x' }, 'joint']),
    );
    expect(recentSearches.read()).toEqual(['sugar', 'x'.repeat(100), 'gas']);
  });

  it('survives storage that refuses to write', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(recentSearches.add('sugar')).toEqual(['sugar']);
    setItem.mockRestore();
  });
});
