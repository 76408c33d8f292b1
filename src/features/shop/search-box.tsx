import { useLingui } from '@lingui/react/macro';
import { memo, Suspense, useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '@/components/text-field';
import { useHydrated } from '@/lib/hydration';

export const SEARCH_DEBOUNCE_MS = 400;

type SearchBoxProps = { value: string; onSearch: (value: string) => void };

/**
 * The shop's search field: the URL follows what is typed after a short pause.
 *
 * In a Suspense boundary of its own, which React hydrates in a commit of its own (TBT).
 * react-hook-form marks a form ready with a state update in a layout effect; in the page's commit,
 * that synchronous update made React run every effect of the page in the same task: each query
 * subscribing and sending its call, in one long task. Memoised, so
 * that the page's re-render when an answer arrives does not hand the boundary new props, which
 * would make React hydrate it at once, in that same task.
 */
export const SearchBox = memo(function SearchBox(props: SearchBoxProps) {
  return (
    <Suspense>
      <SearchForm {...props} />
    </Suspense>
  );
});

function SearchForm({ value, onSearch }: SearchBoxProps) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const { register, control, handleSubmit, getValues, setValue } = useForm({
    defaultValues: { search: value },
  });
  const typed = useWatch({ control, name: 'search' });

  // Back/forward or a link changed the search: show it. The URL catching up with what is being
  // typed ('tulsi ' becoming 'tulsi') leaves the field alone.
  useEffect(() => {
    if (getValues('search').trim() !== value) setValue('search', value);
  }, [value, getValues, setValue]);

  useEffect(() => {
    if (typed.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, value, onSearch]);

  return (
    <form
      method="post"
      role="search"
      className="shop-search"
      onSubmit={handleSubmit(({ search }) => onSearch(search.trim()))}
    >
      <TextField
        label={t`Search by Products`}
        hideLabel
        type="search"
        placeholder={t`Search by Products`}
        autoComplete="off"
        enterKeyHint="search"
        {...register('search')}
        // In the page's HTML until the app has taken it over, where what is typed would be lost.
        disabled={!hydrated}
      />
    </form>
  );
}
