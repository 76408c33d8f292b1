import { useEffect, useId, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 400;

type SearchBoxProps = { value: string; onSearch: (value: string) => void };

/** The shop's search field: the URL follows what is typed after a short pause. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  const id = useId();

  // Back/forward or a link changed the search: show it.
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      className="shop-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Search by Products
      </label>
      <input
        id={id}
        type="search"
        placeholder="Search by Products"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
    </form>
  );
}
