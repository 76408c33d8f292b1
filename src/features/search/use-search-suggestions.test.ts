import { categories } from '@/mocks/seed/catalog';
import { planProductSearch } from './use-search-suggestions';
import { matchConditions } from '@/lib/conditions/match-conditions';

describe('planProductSearch', () => {
  it("adds the matching categories' products, or the condition keyword when none matches", () => {
    const diabetes = categories.filter((category) => category.slug === 'diabetes-care');
    expect(planProductSearch('sugar', matchConditions('sugar'), diabetes)).toEqual({
      term: 'sugar',
      keywords: [],
      categorySlugs: ['diabetes-care'],
    });
    expect(planProductSearch('motapa', matchConditions('motapa'), [])).toEqual({
      term: 'motapa',
      keywords: ['weight'],
      categorySlugs: [],
    });
  });
});
