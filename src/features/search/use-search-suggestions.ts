import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { listShopProducts } from '@/api/catalog';
import { queries } from '@/api/queries';
import type { Category, Combo, ProductCard } from '@/api/schemas';
import type { ConditionSynonym } from '@/lib/conditions/condition-synonyms';
import {
  hintedConditions,
  matchConditions,
  nameMatches,
  normalise,
} from '@/lib/conditions/match-conditions';
import { MIN_SEARCH_LENGTH } from '@/lib/conditions/min-search-length';
import { useReportError } from '@/lib/report-error';

const SUGGEST_DEBOUNCE_MS = 250;
const MAX_PRODUCTS = 5;
const MAX_CATEGORIES = 4;
const MAX_COMBOS = 3;
/** Categories whose products join the typed-text results ('sugar' → Diabetes Care's products). */
const MAX_CATEGORY_LISTS = 2;

export type ProductSearchPlan = {
  term: string;
  /** Condition keywords searched by name when no category stands for the condition. */
  keywords: string[];
  categorySlugs: string[];
};

export function planProductSearch(
  term: string,
  conditions: ConditionSynonym[],
  categories: Category[],
): ProductSearchPlan {
  const typed = normalise(term);
  const categorySlugs = categories.slice(0, MAX_CATEGORY_LISTS).map((category) => category.slug);
  const keywords = conditions
    .filter(
      (condition) => !categories.some((category) => nameMatches(category.title, '', [condition])),
    )
    .map((condition) => condition.keywords[0])
    .filter((keyword): keyword is string => keyword !== undefined && normalise(keyword) !== typed);
  return { term, keywords, categorySlugs };
}

/** Name matches for the typed text first, then the products of the conditions it stands for. */
async function fetchProductSuggestions(plan: ProductSearchPlan, signal?: AbortSignal) {
  const page = { page: 1, perPage: MAX_PRODUCTS };
  const pages = await Promise.all([
    listShopProducts({ ...page, search: plan.term }, { signal }),
    ...plan.keywords.map((search) => listShopProducts({ ...page, search }, { signal })),
    ...plan.categorySlugs.map((category) => listShopProducts({ ...page, category }, { signal })),
  ]);
  const unique = new Map<number, ProductCard>();
  for (const product of pages.flatMap((result) => result.products)) {
    if (!unique.has(product.id)) unique.set(product.id, product);
  }
  return [...unique.values()].slice(0, MAX_PRODUCTS);
}

function useDebouncedValue<T>(value: T, delay: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export type SearchSuggestions =
  | { status: 'idle' | 'loading' }
  | {
      status: 'ready';
      term: string;
      /** Conditions the shopper's words were read as, for the hint. */
      hinted: ConditionSynonym[];
      categories: Category[];
      combos: Combo[];
      products: ProductCard[];
      /** The products call failed; diseases and combos may still be shown. */
      productsError: string | null;
    };

/** Products, diseases and combos for what was typed, after a short pause. */
export function useSearchSuggestions(text: string): SearchSuggestions {
  const term = text.trim();
  const debounced = useDebouncedValue(term, SUGGEST_DEBOUNCE_MS);
  const active = debounced.length >= MIN_SEARCH_LENGTH;
  // Loaded as soon as the box is first used: both are short lists, matched locally by name.
  const categoryList = useQuery(queries.categories());
  const comboList = useQuery(queries.combos());

  const conditions = active ? matchConditions(debounced) : [];
  const categories = (categoryList.data ?? [])
    .filter((category) => nameMatches(category.title, debounced, conditions))
    .slice(0, MAX_CATEGORIES);
  const combos = (comboList.data ?? [])
    .filter((combo) => nameMatches(combo.name, debounced, conditions))
    .slice(0, MAX_COMBOS);
  const plan = planProductSearch(debounced, conditions, categories);

  const products = useQuery({
    queryKey: ['search-suggestions', plan.term, plan.categorySlugs, plan.keywords],
    queryFn: ({ signal }) => fetchProductSuggestions(plan, signal),
    // Wait for the categories so the plan (and the key) is settled before the first request.
    enabled: active && !categoryList.isPending,
    staleTime: 60_000,
  });
  useReportError(products.error, 'Search suggestions');

  if (term.length < MIN_SEARCH_LENGTH) return { status: 'idle' };
  if (term !== debounced || categoryList.isPending || products.isPending) {
    return { status: 'loading' };
  }
  return {
    status: 'ready',
    term: debounced,
    hinted: hintedConditions(debounced, conditions),
    categories,
    combos,
    products: products.data ?? [],
    productsError: products.isError ? products.error.message : null,
  };
}
