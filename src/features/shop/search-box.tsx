import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '@/components/text-field';

export const SEARCH_DEBOUNCE_MS = 400;

type SearchBoxProps = { value: string; onSearch: (value: string) => void };

/** The shop's search field: the URL follows what is typed after a short pause. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
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
      role="search"
      className="shop-search"
      onSubmit={handleSubmit(({ search }) => onSearch(search.trim()))}
    >
      <TextField
        label="Search by Products"
        hideLabel
        type="search"
        placeholder="Search by Products"
        autoComplete="off"
        enterKeyHint="search"
        {...register('search')}
      />
    </form>
  );
}
