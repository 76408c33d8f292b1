import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useFirstScreenShown } from '@/lib/first-screen';

/**
 * useQuery for a call that can wait: it starts once the page's first screen has been drawn
 * (see lib/first-screen). Meanwhile it is pending, so the section shows its loading state; an
 * answer already in the cache shows at once.
 */
export function useQueryAfterFirstScreen<
  QueryFnData,
  Error_ = Error,
  Data = QueryFnData,
  Key extends QueryKey = QueryKey,
>(options: UseQueryOptions<QueryFnData, Error_, Data, Key>) {
  const firstScreenShown = useFirstScreenShown();
  return useQuery({ ...options, enabled: firstScreenShown });
}
